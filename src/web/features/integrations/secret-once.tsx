import { CopyField } from '@/components/copy-field';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { integrationsTexts as texts } from './integrations-texts';

/**
 * A webhook's signing secret, shown the one time the API answers it (creation or rotation): SOS keeps
 * it sealed and never shows it again.
 */
export function SecretOnceDialog({ secret, onDone }: { secret: string | null; onDone: () => void }) {
  return (
    <FormDialog
      open={secret !== null}
      onOpenChange={(open) => !open && onDone()}
      title={texts.secretTitle}
      cancel={texts.secretDone}
    >
      <p className="text-sm text-muted-foreground">{texts.secretNote}</p>
      {secret && (
        <CopyField
          id="webhook-secret"
          label={texts.secretLabel}
          value={secret}
          texts={{ copy: `${texts.copy} ${texts.secretLabel}`, copied: texts.copied }}
        />
      )}
      <Button type="button" className="justify-self-end" onClick={onDone}>
        {texts.secretDone}
      </Button>
    </FormDialog>
  );
}
