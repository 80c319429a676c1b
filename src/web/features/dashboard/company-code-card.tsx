import { KeyRoundIcon } from 'lucide-react';
import { CompanyCode } from '@/components/company-code';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { dashboardTexts } from './dashboard-texts';

/** The admin's company code, large enough to read out, with a button that copies it. */
export function CompanyCodeCard({ code, className }: { code: string; className?: string }) {
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
        <CompanyCode code={code} testId="company-code" texts={dashboardTexts} />
        <p className="mt-3 text-xs text-muted-foreground">{dashboardTexts.codeHint}</p>
      </CardContent>
    </Card>
  );
}
