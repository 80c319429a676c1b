import { ActivityIcon, TargetIcon, UsersIcon, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { statTexts } from './dashboard-texts';

const stats: { text: (typeof statTexts)[keyof typeof statTexts]; icon: LucideIcon }[] = [
  { text: statTexts.activeTeams, icon: UsersIcon },
  { text: statTexts.goalsTracked, icon: TargetIcon },
  { text: statTexts.teamPerformance, icon: ActivityIcon },
];

/** Three static figures; the spec fixes them until teams and goals exist. */
export function StatCards() {
  return (
    <section aria-label="Overview" className="grid gap-4 sm:grid-cols-3">
      {stats.map(({ text, icon: Icon }) => (
        <Card key={text.title} className="gap-1 py-4 sm:gap-3 sm:py-6">
          <CardHeader className="flex flex-row items-center justify-between gap-2">
            <CardTitle className="text-sm font-medium text-muted-foreground">{text.title}</CardTitle>
            <span className="flex size-8 items-center justify-center rounded-md bg-accent text-accent-foreground">
              <Icon aria-hidden className="size-4" />
            </span>
          </CardHeader>
          <CardContent>
            <p className="text-2xl font-bold tracking-tight sm:text-3xl">{text.value}</p>
            <p className="mt-1 text-xs text-muted-foreground">{text.caption}</p>
          </CardContent>
        </Card>
      ))}
    </section>
  );
}
