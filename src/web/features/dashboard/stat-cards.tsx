import { ActivityIcon, TargetIcon, UsersIcon, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { activeTeamsCaption, statTexts } from './dashboard-texts';

type StatText = { title: string; value: string; caption: string };

/**
 * Three figures: Active Teams counts the company's live teams with a member (from /api/me, so the
 * dashboard stays one request), with the spec's "0" and "No teams yet" at zero; the other two stay as
 * the spec fixes them until goals exist.
 */
export function StatCards({ activeTeams }: { activeTeams: number }) {
  const stats: { text: StatText; icon: LucideIcon }[] = [
    {
      text:
        activeTeams === 0
          ? statTexts.activeTeams
          : {
              ...statTexts.activeTeams,
              value: String(activeTeams),
              caption: activeTeamsCaption(activeTeams),
            },
      icon: UsersIcon,
    },
    { text: statTexts.goalsTracked, icon: TargetIcon },
    { text: statTexts.teamPerformance, icon: ActivityIcon },
  ];
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
