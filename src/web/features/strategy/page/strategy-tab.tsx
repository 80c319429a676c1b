import type { Strategy } from '@shared/contract/strategy';
import { CompassIcon } from 'lucide-react';
import { formatMoment, formerMember } from '@/components/documents/document-texts';
import { HistoryButton } from '@/components/documents/history-dialog';
import { EmptyState } from '@/components/empty-state';
import { MissionCard } from '@/components/mission-card';
import { QueryState } from '@/components/query-state';
import { Link } from '@/lib/router';
import { useStrategy } from '../strategy-api';
import { strategyParts } from '../strategy-texts';
import { pageTexts as t } from './page-texts';
import { EditStrategyButton } from './strategy-dialog';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/** Strategy on a page: the mission, the vision and the pillars with the company goals they carry. */
export function StrategyTab() {
  const strategy = useStrategy();
  return (
    <QueryState query={strategy} loadFailed={t.loadFailed} isEmpty={() => false} layout="page">
      {(data) => <StrategyView strategy={data} />}
    </QueryState>
  );
}

function StrategyView({ strategy }: { strategy: Strategy }) {
  return (
    <div className="grid gap-8">
      <MissionCard mission={strategy.mission} isAdmin={strategy.canEdit} />
      {strategy.id === null ? (
        <EmptyState
          icon={CompassIcon}
          title={t.emptyTitle}
          text={strategy.canEdit ? t.emptyAdmin : t.emptyMember}
          level={2}
        >
          {strategy.canEdit && <EditStrategyButton strategy={strategy} />}
        </EmptyState>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2">
            {strategy.canEdit && <EditStrategyButton strategy={strategy} />}
            <HistoryButton documentId={strategy.id} title={t.dialogTitle} parts={strategyParts} />
            {strategy.updatedAt && (
              <p className="text-sm text-muted-foreground">
                {t.updated(strategy.updatedBy?.fullName ?? formerMember, formatMoment(strategy.updatedAt))}
              </p>
            )}
          </div>
          {strategy.vision && (
            <section aria-labelledby="strategy-vision" className="grid gap-1">
              <h2 id="strategy-vision" className="text-sm font-medium text-muted-foreground">
                {t.visionTitle}
              </h2>
              <p className="text-lg break-words whitespace-pre-line">{strategy.vision}</p>
            </section>
          )}
          <Pillars strategy={strategy} />
        </>
      )}
    </div>
  );
}

function Pillars({ strategy }: { strategy: Strategy }) {
  return (
    <section aria-labelledby="strategy-pillars" className="grid gap-3">
      <h2 id="strategy-pillars" className="text-xl font-semibold">
        {t.pillarsTitle}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {strategy.pillars.map((pillar) => (
          <li key={pillar.id}>
            <article aria-label={pillar.name} className="grid h-full gap-3 rounded-lg border bg-card p-4">
              <h3 className="text-lg font-semibold break-words">{pillar.name}</h3>
              {pillar.rationale && (
                <p className="text-sm break-words whitespace-pre-line">{pillar.rationale}</p>
              )}
              {pillar.goals.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t.noGoals}</p>
              ) : (
                <ul aria-label={t.goalsLabel(pillar.name)} className="grid gap-1 text-sm">
                  {pillar.goals.map((goal) => (
                    <li key={goal.id}>
                      <Link to={`/goals/${goal.id}`} className={linkClass}>
                        {goal.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
