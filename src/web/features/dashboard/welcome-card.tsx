import { Building2Icon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Waves } from '@/components/ui/waves';
import { cn } from '@/lib/utils';
import { dashboardTexts } from './dashboard-texts';
import { formatRole } from './format-role';

/** The greeting's heading, and the classes the head script gives the one it writes early. */
export const GREETING_CLASSES = 'text-2xl font-bold tracking-tight text-balance sm:text-3xl';

interface Person {
  name: string;
  companyName: string | undefined;
  role: string | null;
}

/**
 * The greeting: the person by name, their company and their role, and where to go next. Without a
 * person (the profile is still loading) the card keeps its place and its sentence, with blank bars
 * where the greeting goes.
 */
export function WelcomeCard({ person, className }: { person?: Person; className?: string }) {
  return (
    <Card
      className={cn('relative overflow-hidden border-0 bg-primary pb-16 text-primary-foreground', className)}
    >
      <CardHeader className="gap-3">{person ? <Greeting {...person} /> : <GreetingPlaceholder />}</CardHeader>
      <CardContent>
        <p className="max-w-xl text-base text-primary-foreground/85">{dashboardTexts.welcome}</p>
      </CardContent>
      <Waves className="absolute inset-x-0 bottom-0 h-16 text-primary-foreground/20" />
    </Card>
  );
}

function Greeting({ name, companyName, role }: Person) {
  return (
    <>
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
      <h2 className={GREETING_CLASSES} elementtiming="greeting">
        {dashboardTexts.greeting(name)}
      </h2>
    </>
  );
}

/**
 * The company line and the greeting's heights, blank. On the dashboard's first load, its head script
 * writes the greeting in the greeting's bar as soon as /api/me answers, before the app has run
 * (prerender.tsx, decision 052): the bar carries the heading's classes for it.
 */
function GreetingPlaceholder() {
  return (
    <>
      <div aria-hidden className="h-5.5 w-40 rounded-md bg-primary-foreground/15" />
      <div
        aria-hidden
        data-early-greeting={GREETING_CLASSES}
        className="h-8 w-64 max-w-full rounded-md bg-primary-foreground/15 sm:h-9"
      />
    </>
  );
}
