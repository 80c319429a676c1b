import type { SsoConnectionStatus, SsoSettings } from '@shared/contract/sso';
import { ssoConnectionSchema } from '@shared/sso-rules';
import { KeyRoundIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { CopyField } from '@/components/copy-field';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DialogField } from '@/components/ui/dialog-form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { validateForm } from '@/lib/validate-form';
import { useDeleteSso, usePutSso, useSsoSettings } from './api/integrations-api';
import { integrationsTexts as texts } from './integrations-texts';
import { when } from './when';

/** Single sign-on (decision 047): the provider's state, the redirect URI to register, and its form. */
export function SsoSection() {
  const settings = useSsoSettings();
  return (
    <Card role="region" aria-labelledby="sso-title">
      <CardHeader>
        <CardTitle id="sso-title" level={2} className="flex items-center gap-2">
          <KeyRoundIcon aria-hidden className="size-4 text-primary" />
          {texts.ssoTitle}
          {settings.data?.connection && <Badge variant="secondary">{texts.on}</Badge>}
        </CardTitle>
        <CardDescription>{texts.ssoNote}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={settings} loadFailed={texts.ssoLoadFailed} isEmpty={() => false}>
          {(data) => <SsoSettingsView settings={data} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function SsoSettingsView({ settings }: { settings: SsoSettings }) {
  const { connection } = settings;
  return (
    <div className="grid gap-5">
      <SsoState connection={connection} />
      <CopyField
        id="sso-redirect-uri"
        label={texts.redirectUri}
        value={settings.redirectUri}
        texts={{ copy: `${texts.copy} ${texts.redirectUri}`, copied: texts.copied }}
      />
      <p className="-mt-3 text-sm text-muted-foreground">{texts.redirectUriNote}</p>
      {/* Keyed by the saved moment: after a save the fields show what the server kept. */}
      <SsoForm key={connection?.updatedAt ?? 'new'} connection={connection} />
    </div>
  );
}

/** Connected or not, required or not, the last sign-in and the last error in words. */
function SsoState({ connection }: { connection: SsoConnectionStatus | null }) {
  if (!connection) return <p className="text-sm">{texts.ssoOff}</p>;
  return (
    <div className="grid gap-1 text-sm" data-testid="sso-state">
      <p className="font-medium">{texts.ssoOn(connection.providerName)}</p>
      {connection.required && <p>{texts.ssoRequiredOn}</p>}
      <p className="text-muted-foreground">{texts.lastSignIn(when(connection.lastSignInAt, texts.never))}</p>
      {connection.lastError && (
        <p className="text-destructive">
          {texts.lastError(when(connection.lastErrorAt, texts.never), connection.lastError)}
        </p>
      )}
    </div>
  );
}

/** The form's domains field: any of commas, semicolons, spaces and lines between them. */
const domainsOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

function SsoForm({ connection }: { connection: SsoConnectionStatus | null }) {
  const id = useId();
  const put = usePutSso();
  const remove = useDeleteSso();
  const [confirming, setConfirming] = useState(false);
  const field = (name: string) => `${id}-${name}`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const input = validateForm(ssoConnectionSchema, {
      providerName: text('providerName'),
      issuer: text('issuer'),
      clientId: text('clientId'),
      clientSecret: text('clientSecret'),
      domains: domainsOf(text('domains')),
      required: form.get('required') === 'on',
    });
    if (input) put.mutate(input);
  }

  const secretNote = connection?.hasClientSecret ? texts.clientSecretStored : texts.clientSecretNone;
  return (
    <form onSubmit={submit} className="grid gap-4" aria-label={texts.ssoTitle} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <DialogField id={field('provider')} label={texts.providerName} hint={texts.providerNameNote}>
          <Input
            id={field('provider')}
            name="providerName"
            defaultValue={connection?.providerName ?? ''}
            aria-describedby={`${field('provider')}-hint`}
            required
          />
        </DialogField>
        <DialogField id={field('issuer')} label={texts.issuer} hint={texts.issuerNote}>
          <Input
            id={field('issuer')}
            name="issuer"
            type="url"
            inputMode="url"
            placeholder="https://"
            defaultValue={connection?.issuer ?? ''}
            aria-describedby={`${field('issuer')}-hint`}
            required
          />
        </DialogField>
        <DialogField id={field('client-id')} label={texts.clientId}>
          <Input
            id={field('client-id')}
            name="clientId"
            autoComplete="off"
            defaultValue={connection?.clientId ?? ''}
            required
          />
        </DialogField>
        <DialogField id={field('client-secret')} label={texts.clientSecret} hint={secretNote}>
          <Input
            id={field('client-secret')}
            name="clientSecret"
            type="password"
            autoComplete="new-password"
            aria-describedby={`${field('client-secret')}-hint`}
            required={!connection?.hasClientSecret}
          />
        </DialogField>
      </div>
      <DialogField id={field('domains')} label={texts.domains} hint={texts.domainsNote}>
        <Input
          id={field('domains')}
          name="domains"
          defaultValue={connection?.domains.join(', ') ?? ''}
          aria-describedby={`${field('domains')}-hint`}
          required
        />
      </DialogField>
      <div className="grid gap-1">
        <Label htmlFor={field('required')} className="flex items-center gap-2">
          <input
            id={field('required')}
            name="required"
            type="checkbox"
            className="size-4"
            defaultChecked={connection?.required ?? false}
            aria-describedby={`${field('required')}-hint`}
          />
          {texts.required}
        </Label>
        <p id={`${field('required')}-hint`} className="text-sm text-muted-foreground">
          {texts.requiredNote}
        </p>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {connection && (
          <Button
            type="button"
            variant="outline"
            disabled={remove.isPending}
            onClick={() => setConfirming(true)}
          >
            {texts.disconnectSso}
          </Button>
        )}
        <SubmitButton busy={put.isPending} busyLabel={texts.savingSso} className="sm:w-auto">
          {texts.saveSso}
        </SubmitButton>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={texts.disconnectSsoTitle}
        description={texts.disconnectSsoDescription}
        confirm={texts.disconnectSso}
        onConfirm={() => remove.mutate()}
      />
    </form>
  );
}
