import type { Me } from '@shared/api';
import { ActivityIcon, type LucideIcon, TargetIcon, UsersIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import {
  activeTeamsCaption,
  goalsTrackedCaption,
  statTexts,
  teamPerformanceMeaning,
} from './dashboard-texts';

type StatText = { title: string; value: string; caption: string };

/**
 * Three figures, all from /api/me so the dashboard stays one request: the company's live teams with a
 * member, its open goals, and the share of them on track. Each shows the spec's text ("0" and
 * "No teams yet", "0" and "Set your first goal", "-" and "No data yet") at zero or without data.
 */
export function StatCards({ activeTeams, goals }: { activeTeams: number; goals: Me['goals'] }) {
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
    {
      text:
        goals.open === 0
          ? statTexts.goalsTracked
          : {
              ...statTexts.goalsTracked,
              value: String(goals.open),
              caption: goalsTrackedCaption(goals.open),
            },
      icon: TargetIcon,
    },
    {
      text:
        goals.performance === null
          ? statTexts.teamPerformance
          : {
              ...statTexts.teamPerformance,
              value: `${goals.performance}%`,
              caption: teamPerformanceMeaning,
            },
      icon: ActivityIcon,
    },
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
