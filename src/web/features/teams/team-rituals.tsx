import type { Ritual } from '@shared/contract/rituals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { useAuth } from '@/lib/auth';
import { formatShortDay } from '@/lib/days';
import { Link } from '@/lib/router';
import { teamsTexts } from './teams-texts';

const t = teamsTexts.rituals;

/** GET /api/rituals?team=: the team's rituals, for its members and admins. */
function useTeamRituals(teamId: string, enabled: boolean) {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: ['rituals', user?.id, 'team', teamId] as const,
      queryFn: async ({ signal }) =>
        (await callApi('GET /api/rituals', { signal, query: { team: teamId } })).items,
      enabled: Boolean(user) && enabled,
    }),
  );
}

/**
 * A team's rituals with their next date (decision 041), on its page: for its members and admins, who
 * may read them; the Rituals tab of /collaboration adds and changes them.
 */
export function TeamRituals({
  teamId,
  canRead,
  canManage,
}: {
  teamId: string;
  canRead: boolean;
  canManage: boolean;
}) {
  const rituals = useTeamRituals(teamId, canRead);
  if (!canRead) return null;
  const items: Ritual[] = rituals.data ?? [];
  return (
    <section aria-labelledby="team-rituals" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="team-rituals" className="text-lg font-semibold">
          {t.title}
        </h2>
        {canManage && (
          <Link to="/collaboration?tab=rituals" className="text-sm underline underline-offset-4">
            {t.manage}
          </Link>
        )}
      </div>
      {rituals.isError ? (
        <p role="alert" className="text-sm">
          {t.loadFailed} {rituals.error.message}
        </p>
      ) : rituals.isPending ? null : items.length === 0 ? (
        <p className="text-muted-foreground">{t.empty}</p>
      ) : (
        <ul aria-label={t.title} className="divide-y rounded-lg border">
          {items.map((ritual) => (
            <li key={ritual.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3">
              <span className="font-medium">{ritual.title}</span>
              <span className="text-sm text-muted-foreground">
                {t.next(formatShortDay(ritual.nextOn), ritual.time, ritual.timeZone)}
              </span>
              {ritual.dueForReview && <Badge variant="accent">{t.dueForReview}</Badge>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
