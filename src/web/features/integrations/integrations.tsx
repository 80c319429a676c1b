import { ArrowLeftIcon, LockIcon } from 'lucide-react';
import { useMe } from '@/lib/me';
import { Link } from '@/lib/router';
import { DestinationsSection } from './destinations-section';
import { integrationsTexts as texts } from './integrations-texts';
import { SsoSection } from './sso-section';

/** /settings/integrations: the company's single sign-on and the destinations of its events (admins). */
export function Integrations() {
  const me = useMe();
  const isAdmin = me.data?.role === 'admin';
  return (
    <main className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <header className="grid gap-2">
        <Link
          to="/settings"
          className="flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeftIcon aria-hidden className="size-4" />
          {texts.back}
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{texts.title}</h1>
        <p className="text-muted-foreground">{texts.description}</p>
      </header>
      {isAdmin ? (
        <>
          <SsoSection />
          <DestinationsSection />
        </>
      ) : (
        me.data && (
          <div role="note" className="flex gap-3 rounded-lg border bg-muted/40 p-4">
            <LockIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
            <div>
              <p className="font-medium">{texts.adminsOnly}</p>
              <p className="text-sm text-muted-foreground">{texts.adminsOnlyNote}</p>
            </div>
          </div>
        )
      )}
    </main>
  );
}
