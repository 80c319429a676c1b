import type { ValueOnWall } from '@shared/contract/culture';
import { AwardIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/router';
import { useValuesWall } from './api/culture-api';
import { cultureTexts as t, namesSentence } from './culture-texts';
import { usePersonName } from './person-name';
import { PostTime } from './post-time';

/** Every company value: what it means, how often it was recognised lately, and its latest kudos. */
export function ValuesWall({ isAdmin }: { isAdmin: boolean }) {
  const wall = useValuesWall();
  return (
    <QueryState
      query={wall}
      loadFailed={t.loadValuesFailed}
      layout="page"
      empty={<NoValues isAdmin={isAdmin} />}
    >
      {(values) => (
        <ul aria-label={t.valuesLabel} className="grid gap-4 md:grid-cols-2">
          {values.map((value) => (
            <ValueCard key={value.id} value={value} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}

/** No values: an admin is sent to define them, a member told who does. */
export function NoValues({ isAdmin }: { isAdmin: boolean }) {
  return (
    <EmptyState icon={AwardIcon} title={t.noValuesTitle} text={t.noValues}>
      {isAdmin ? (
        <Button asChild variant="outline">
          <Link to="/settings">{t.defineValues}</Link>
        </Button>
      ) : (
        <p className="max-w-md text-sm text-muted-foreground">{t.noValuesMember}</p>
      )}
    </EmptyState>
  );
}

function ValueCard({ value }: { value: ValueOnWall }) {
  const nameOf = usePersonName();
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">
          {/* The value's kudos: the feed, filtered by it. */}
          <Link
            to={{ pathname: '/culture', search: `?value=${value.id}` }}
            className="underline-offset-4 hover:underline focus-visible:underline"
          >
            {value.name}
          </Link>
        </h2>
        {value.description && <p className="text-sm text-muted-foreground">{value.description}</p>}
      </div>
      <p className="text-sm font-medium">{t.valueKudos(value.kudosCount)}</p>
      <div className="grid gap-2">
        <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t.latestKudos}</h3>
        {value.latest.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.noKudosForValue}</p>
        ) : (
          <ul className="grid gap-2">
            {value.latest.map((kudos) => (
              <li key={kudos.id} className="grid gap-1 rounded-md bg-muted/60 px-3 py-2 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-x-2">
                  <p className="font-medium">
                    {nameOf(kudos.sender)}
                    <span aria-hidden className="px-1 text-muted-foreground">
                      →
                    </span>
                    <span className="sr-only"> {t.recognised} </span>
                    {namesSentence(kudos.recipients.map(nameOf))}
                  </p>
                  <PostTime createdAt={kudos.createdAt} />
                </div>
                <p className="break-words whitespace-pre-line text-muted-foreground">{kudos.message}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
