import type { ConnectionMap } from '@shared/contract/connections';
import { NetworkIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Link } from '@/lib/router';
import { useConnectionMap } from './connections-api';
import { mapTexts as t } from './connections-texts';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';
const sectionClass = 'grid gap-3 rounded-lg border bg-card p-4';

/** The relationship map: the caller's own colleagues and by what; for admins, teams that rarely connect. */
export function MapTab() {
  const map = useConnectionMap();
  return (
    <QueryState query={map} loadFailed={t.loadFailed} isEmpty={() => false} layout="page">
      {(data) => (
        <div className="grid gap-6">
          <People map={data} />
          {data.teamPairs !== null && <TeamPairs map={data} />}
        </div>
      )}
    </QueryState>
  );
}

function People({ map }: { map: ConnectionMap }) {
  if (map.people.length === 0)
    return <EmptyState icon={NetworkIcon} title={t.peopleEmptyTitle} text={t.peopleEmptyText} level={2} />;
  return (
    <section aria-labelledby="map-people" className={sectionClass}>
      <div className="grid gap-1">
        <h2 id="map-people" className="text-xl font-semibold">
          {t.peopleTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{t.peopleText}</p>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2">
        {map.people.map((person) => {
          const name = person.fullName?.trim() || 'A colleague';
          return (
            <li key={person.id} className="grid gap-1 rounded-md border p-3">
              <Link to={`/people/${person.id}`} className={linkClass}>
                {name}
              </Link>
              <ul aria-label={t.linksOf(name)} className="flex flex-wrap gap-1">
                {person.links.map((link) => (
                  <li key={link}>
                    <Badge variant="secondary">{t.links[link]}</Badge>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function TeamPairs({ map }: { map: ConnectionMap }) {
  const pairs = map.teamPairs ?? [];
  return (
    <section aria-labelledby="map-teams" className={sectionClass}>
      <div className="grid gap-1">
        <h2 id="map-teams" className="text-xl font-semibold">
          {t.teamsTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{t.teamsText}</p>
      </div>
      {pairs.length === 0 ? (
        <p>{t.teamsEmpty}</p>
      ) : (
        <ul className="grid gap-2">
          {pairs.map((pair) => (
            <li
              key={`${pair.first.id}|${pair.second.id}`}
              className="flex flex-wrap justify-between gap-2 text-sm"
            >
              <span>{t.pairOf(pair.first.name, pair.second.name)}</span>
              <Badge variant="outline">{t.bands[pair.band]}</Badge>
            </li>
          ))}
        </ul>
      )}
      {map.teamPairsMore && <p className="text-sm text-muted-foreground">{t.teamsMore}</p>}
    </section>
  );
}
