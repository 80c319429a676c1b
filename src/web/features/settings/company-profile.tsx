import { TIME_ZONE_DEFAULT } from '@shared/company-settings-messages';
import { updateCompanySchema } from '@shared/company-settings-rules';
import type { CompanyProfile } from '@shared/contract/company-settings';
import { KeyIcon, RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { CompanyCode } from '@/components/company-code';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { fieldClasses, Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { cn } from '@/lib/utils';
import { onValidSubmit } from '@/lib/validate-form';
import { useCompany, useRegenerateCode, useUpdateCompany } from './api/company';
import { settingsTexts as texts } from './settings-texts';

/** The admin's company profile form and its code, from GET /api/company. */
export function CompanyProfileSections() {
  const company = useCompany();
  return (
    <QueryState query={company} loadFailed={texts.loadFailed} isEmpty={() => false}>
      {(profile) => (
        <>
          <ProfileForm company={profile} />
          {profile.companyCode && <CodeSection code={profile.companyCode} />}
        </>
      )}
    </QueryState>
  );
}

/** The zones the runtime knows, UTC first: it is the default and not always in the list. */
const timeZones = () => [
  TIME_ZONE_DEFAULT,
  ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== TIME_ZONE_DEFAULT),
];

function ProfileForm({ company }: { company: CompanyProfile }) {
  const updating = useUpdateCompany();
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold">{texts.profile}</h2>
        <CardDescription>{texts.profileNote}</CardDescription>
      </CardHeader>
      <CardContent>
        {/* Keyed by what was saved, so the fields show the server's values after each save. */}
        <form
          key={`${company.name}|${company.mission}|${company.industry}|${company.location}|${company.timeZone}`}
          onSubmit={onValidSubmit(updateCompanySchema, updating.mutate)}
          className="grid gap-4"
        >
          <div className="grid gap-2">
            <Label htmlFor="settings-name">{texts.name}</Label>
            <Input
              id="settings-name"
              name="name"
              autoComplete="organization"
              defaultValue={company.name}
              required
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="settings-mission">{texts.mission}</Label>
            <textarea
              id="settings-mission"
              name="mission"
              rows={3}
              defaultValue={company.mission ?? ''}
              className={cn(fieldClasses, 'min-h-20 resize-y py-2')}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="settings-industry">{texts.industry}</Label>
              <Input id="settings-industry" name="industry" defaultValue={company.industry ?? ''} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="settings-location">{texts.location}</Label>
              <Input id="settings-location" name="location" defaultValue={company.location ?? ''} />
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="settings-time-zone">{texts.timeZone}</Label>
            <NativeSelect
              id="settings-time-zone"
              name="timeZone"
              defaultValue={company.timeZone}
              aria-describedby="settings-time-zone-note"
            >
              {timeZones().map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </NativeSelect>
            <p id="settings-time-zone-note" className="text-sm text-muted-foreground">
              {texts.timeZoneNote}
            </p>
          </div>
          <SubmitButton
            busy={updating.isPending}
            busyLabel={texts.saving}
            className="sm:w-auto sm:justify-self-end"
          >
            {texts.save}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}

function CodeSection({ code }: { code: string }) {
  const regenerating = useRegenerateCode();
  const [confirming, setConfirming] = useState(false);
  return (
    <Card aria-labelledby="settings-code-heading" role="region">
      <CardHeader>
        <h2 id="settings-code-heading" className="flex items-center gap-2 leading-none font-semibold">
          <KeyIcon aria-hidden className="size-4 text-primary" />
          {texts.code}
        </h2>
        <CardDescription>{texts.codeNote}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <CompanyCode code={code} testId="settings-company-code" texts={texts} />
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          disabled={regenerating.isPending}
          onClick={() => setConfirming(true)}
        >
          <RefreshCwIcon aria-hidden className={regenerating.isPending ? 'animate-spin' : undefined} />
          {regenerating.isPending ? texts.regenerating : texts.regenerate}
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={texts.regenerateTitle}
          description={texts.regenerateDescription}
          confirm={texts.regenerate}
          onConfirm={() => regenerating.mutate()}
        />
      </CardContent>
    </Card>
  );
}
