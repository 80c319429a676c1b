import { ChevronRightIcon, LockIcon, PlugIcon } from 'lucide-react';
import { useMe } from '@/lib/me';
import { Link } from '@/lib/router';
import { CompanionModelSection } from './companion-model';
import { CompanyProfileSections } from './company-profile';
import { PulseSettingsSection } from './pulse-settings';
import { settingsTexts as texts } from './settings-texts';
import { ValuesSection } from './values-section';

/** /settings: admins edit the company, its code, its values and the pulse; members read the values. */
export function Settings() {
  const me = useMe();
  const isAdmin = me.data?.role === 'admin';
  const companyName = me.data?.company?.name ?? '';
  return (
    <main className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{texts.title}</h1>
        {companyName && <p className="text-muted-foreground">{texts.description(companyName)}</p>}
      </header>
      {isAdmin ? (
        <CompanyProfileSections />
      ) : (
        <div role="note" className="flex gap-3 rounded-lg border bg-muted/40 p-4">
          <LockIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
          <div>
            <p className="font-medium">{texts.adminsOnly}</p>
            <p className="text-sm text-muted-foreground">{texts.adminsOnlyNote}</p>
          </div>
        </div>
      )}
      <ValuesSection isAdmin={isAdmin} />
      {isAdmin && <PulseSettingsSection />}
      {isAdmin && <CompanionModelSection />}
      {isAdmin && <IntegrationsLink />}
    </main>
  );
}

/** The way to the Integrations page (single sign-on, Slack, Teams, webhooks). */
function IntegrationsLink() {
  return (
    <Link
      to="/settings/integrations"
      className="flex items-center gap-3 rounded-xl border bg-card p-6 shadow-sm transition-colors hover:bg-muted/40 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
    >
      <PlugIcon aria-hidden className="size-5 shrink-0 text-primary" />
      <span className="grid flex-1 gap-1">
        <span className="font-semibold">{texts.integrations}</span>
        <span className="text-sm text-muted-foreground">{texts.integrationsNote}</span>
      </span>
      <ChevronRightIcon aria-hidden className="size-5 shrink-0 text-muted-foreground" />
    </Link>
  );
}
