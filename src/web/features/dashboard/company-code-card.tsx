import { CheckIcon, CopyIcon, KeyRoundIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { dashboardTexts } from './dashboard-texts';

/** How long the copy button says "Copied". */
const COPIED_FOR_MS = 2000;

/** The admin's company code, large enough to read out, with a button that copies it. */
export function CompanyCodeCard({ code, className }: { code: string; className?: string }) {
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
    <Card className={cn('gap-4', className)}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRoundIcon aria-hidden className="size-4 text-primary" />
          {dashboardTexts.companyCode}
        </CardTitle>
        <CardDescription>{dashboardTexts.companyCodeNote}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto">
        <div className="flex items-center justify-between gap-2 rounded-lg border border-dashed border-primary/40 bg-accent/60 py-2 pr-2 pl-4">
          <span
            data-testid="company-code"
            className="font-mono text-2xl font-bold tracking-[0.2em] text-accent-foreground select-all sm:text-3xl"
          >
            {code}
          </span>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            onClick={() => void copy()}
            aria-label={copied ? dashboardTexts.codeCopied : dashboardTexts.copyCode}
            title={dashboardTexts.copyCode}
          >
            {copied ? <CheckIcon className="text-primary" /> : <CopyIcon />}
          </Button>
        </div>
        <p className="mt-3 text-xs text-muted-foreground">{dashboardTexts.codeHint}</p>
        <p aria-live="polite" className="sr-only">
          {copied ? dashboardTexts.codeCopied : ''}
        </p>
      </CardContent>
    </Card>
  );
}
