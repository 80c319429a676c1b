import { SquareKanbanIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Link } from '@/lib/router';
import { useTeams } from '@/lib/teams';
import { useUrlParams } from '@/lib/use-url-tab';
import { boardTexts as t } from './board-texts';
import { BoardView } from './board-view';

/**
 * The Board tab (decision 038, slice 4): one board per team, for its members. The team is chosen in
 * a select and kept in the URL (`?team=`); the first of the caller's teams by default.
 */
export function BoardTab() {
  const teams = useTeams();
  const [params, update] = useUrlParams();
  return (
    <QueryState query={teams} loadFailed={t.teamsLoadFailed}>
      {(items) => {
        const mine = items.filter((team) => team.isMember && team.archivedAt === null);
        if (mine.length === 0)
          return (
            <EmptyState icon={SquareKanbanIcon} title={t.noTeamTitle} text={t.noTeamText}>
              <Link
                to="/teams"
                className="text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                {t.noTeamAction}
              </Link>
            </EmptyState>
          );
        const teamId = mine.find((team) => team.id === params.get('team'))?.id ?? mine[0]?.id ?? '';
        return (
          <div className="grid gap-4">
            <div className="flex flex-wrap justify-between gap-3 sm:items-end">
              <div className="grid gap-1.5">
                <Label htmlFor="board-team">{t.teamLabel}</Label>
                <NativeSelect
                  id="board-team"
                  className="w-auto"
                  value={teamId}
                  onChange={(event) => update({ team: event.target.value })}
                >
                  {mine.map((team) => (
                    <option key={team.id} value={team.id}>
                      {team.name}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="grid max-w-sm gap-1 text-sm">
                <p className="text-muted-foreground">{t.notTool}</p>
                <Link
                  to="/accountability"
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {t.notToolLink}
                </Link>
              </div>
            </div>
            <BoardView key={teamId} teamId={teamId} />
          </div>
        );
      }}
    </QueryState>
  );
}
