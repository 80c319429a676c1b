import { CheckIcon, CopyIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCopied } from '@/lib/use-copied';

/**
 * A value to paste elsewhere (a Slack command, a redirect URI, a secret shown once): read-only,
 * selected on focus, with a button that copies it and says so, to the eye and to a screen reader.
 */
export function CopyField({
  id,
  label,
  value,
  texts,
}: {
  id: string;
  label: string;
  value: string;
  /** The button's names: "Copy command" and "Command copied". */
  texts: { copy: string; copied: string };
}) {
  const { copied, copy } = useCopied(value);

  return (
    <div className="grid w-full min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={value}
          className="font-mono"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          onClick={() => void copy()}
          aria-label={copied ? texts.copied : texts.copy}
          title={texts.copy}
        >
          {copied ? <CheckIcon aria-hidden className="text-primary" /> : <CopyIcon aria-hidden />}
        </Button>
      </div>
      <span aria-live="polite" className="sr-only">
        {copied ? texts.copied : ''}
      </span>
    </div>
  );
}
