import { Building2Icon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Waves } from '@/components/ui/waves';
import { cn } from '@/lib/utils';
import { dashboardTexts } from './dashboard-texts';
import { formatRole } from './format-role';

interface WelcomeCardProps {
  name: string;
  companyName: string | undefined;
  role: string | null;
  className?: string;
}

/** The greeting: the person by name, their company and their role, and where to go next. */
export function WelcomeCard({ name, companyName, role, className }: WelcomeCardProps) {
  return (
    <Card
      className={cn('relative overflow-hidden border-0 bg-primary pb-16 text-primary-foreground', className)}
    >
      <CardHeader className="gap-3">
        {(companyName || role) && (
          <div className="flex flex-wrap items-center gap-2 text-sm text-primary-foreground/85">
            {companyName && (
              <span className="inline-flex items-center gap-1.5 font-medium">
                <Building2Icon aria-hidden className="size-4" />
                {companyName}
              </span>
            )}
            {role && (
              <Badge className="bg-primary-foreground/15 tracking-wider text-primary-foreground">
                {formatRole(role)}
              </Badge>
            )}
          </div>
        )}
        <h2 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {dashboardTexts.greeting(name)}
        </h2>
      </CardHeader>
      <CardContent>
        <p className="max-w-xl text-base text-primary-foreground/85">{dashboardTexts.welcome}</p>
      </CardContent>
      <Waves className="absolute inset-x-0 bottom-0 h-16 text-primary-foreground/20" />
    </Card>
  );
}
