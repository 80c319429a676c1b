import { ClipboardCheckIcon, ClipboardCopyIcon, KeyIcon, RefreshCwIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { updateCompanySchema } from '@shared/company-settings-rules';
import type { CompanyProfile } from '@shared/contract/company-settings';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { fieldClasses, Input } from '@/components/ui/input';
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
          key={`${company.name}|${company.mission}|${company.industry}|${company.location}`}
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

/** How long the copy button says "Copied". */
const COPIED_FOR_MS = 2000;

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
        <div className="flex items-center justify-between gap-2 rounded-lg border border-dashed border-primary/40 bg-accent/60 py-2 pr-2 pl-4">
          <span
            data-testid="settings-company-code"
            className="font-mono text-2xl font-bold tracking-[0.2em] text-accent-foreground select-all"
          >
            {code}
          </span>
          <CopyButton code={code} />
        </div>
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

function CopyButton({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      // No clipboard (an insecure origin, a denied permission): the code stays selectable by hand.
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FOR_MS);
  }
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        onClick={() => void copy()}
        aria-label={copied ? texts.codeCopied : texts.copyCode}
        title={texts.copyCode}
      >
        {copied ? <ClipboardCheckIcon className="text-primary" /> : <ClipboardCopyIcon />}
      </Button>
      <span aria-live="polite" className="sr-only">
        {copied ? texts.codeCopied : ''}
      </span>
    </>
  );
}
