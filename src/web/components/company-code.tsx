import { CheckIcon, CopyIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCopied } from '@/lib/use-copied';
import { cn } from '@/lib/utils';

/**
 * The company code, large enough to read out, with a button that copies it: on the admin's dashboard
 * and in company settings, each with its own words for the button.
 */
export function CompanyCode(props: {
  code: string;
  testId: string;
  texts: { copyCode: string; codeCopied: string };
  className?: string;
}) {
  const { code, testId, texts, className } = props;
  const { copied, copy } = useCopied(code);

  return (
    <div
      className={cn(
        'flex items-center justify-between gap-2 rounded-lg border border-dashed border-primary/40 bg-accent/60 py-2 pr-2 pl-4',
        className,
      )}
    >
      <span
        data-testid={testId}
        className="font-mono text-2xl font-bold tracking-[0.2em] text-accent-foreground select-all sm:text-3xl"
      >
        {code}
      </span>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        onClick={() => void copy()}
        aria-label={copied ? texts.codeCopied : texts.copyCode}
        title={texts.copyCode}
      >
        {copied ? <CheckIcon className="text-primary" /> : <CopyIcon />}
      </Button>
      <span aria-live="polite" className="sr-only">
        {copied ? texts.codeCopied : ''}
      </span>
    </div>
  );
}
