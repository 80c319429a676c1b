import { CONNECTION_BLOCKS_MAX } from '@shared/collaboration-messages';
import type { Connections } from '@shared/contract/connections';
import { addDays } from '@shared/days';
import { HandshakeIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { PeoplePicker } from '@/components/people-picker';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAuth } from '@/lib/auth';
import { usePeople } from '@/lib/people';
import { Link } from '@/lib/router';
import { useAnswer, useBlock, useConnections, usePutSettings } from './connections-api';
import { connectionsTexts as t } from './connections-texts';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';
const sectionClass = 'grid gap-3 rounded-lg border bg-card p-4';

/** Connections: take part, your pair this round, "did you meet?", "not now", your private list, the figures. */
export function ConnectionsTab() {
  const connections = useConnections();
  return (
    <QueryState query={connections} loadFailed={t.loadFailed} isEmpty={() => false} layout="page">
      {(data) => <ConnectionsView connections={data} />}
    </QueryState>
  );
}

function ConnectionsView({ connections }: { connections: Connections }) {
  return (
    <div className="grid gap-6">
      {connections.settings.optedIn ? <Taking connections={connections} /> : <Join />}
      <Figures connections={connections} />
    </div>
  );
}

function Join() {
  const join = usePutSettings(() => ({ title: t.joined }));
  return (
    <EmptyState icon={HandshakeIcon} title={t.joinTitle} text={t.joinText} level={2}>
      <Button disabled={join.isPending} onClick={() => join.mutate({ optedIn: true, snoozedUntil: null })}>
        {t.join}
      </Button>
    </EmptyState>
  );
}

function Taking({ connections }: { connections: Connections }) {
  const leave = usePutSettings(() => ({ title: t.left }));
  return (
    <>
      <Pair connections={connections} />
      <Snooze connections={connections} />
      <Blocks connections={connections} />
      <div>
        <Button
          variant="outline"
          disabled={leave.isPending}
          onClick={() => leave.mutate({ optedIn: false, snoozedUntil: null })}
        >
          {t.leave}
        </Button>
      </div>
    </>
  );
}

function Pair({ connections }: { connections: Connections }) {
  const { round, pair } = connections;
  return (
    <section aria-labelledby="connections-pair" className={sectionClass}>
      <div className="grid gap-1">
        <h2 id="connections-pair" className="text-xl font-semibold">
          {t.pairTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{t.roundDays(round.startsOn, round.endsOn)}</p>
      </div>
      {pair === null ? (
        <p>{t.noPairYet(addDays(round.startsOn, 14))}</p>
      ) : (
        <>
          {pair.partners.length === 0 ? (
            <p>{t.partnerLeft}</p>
          ) : (
            <ul className="grid gap-3">
              {pair.partners.map((partner) => {
                const name = partner.fullName?.trim() || 'A colleague';
                return (
                  <li key={partner.id} className="grid gap-1">
                    <Link to={`/people/${partner.id}`} className={linkClass} aria-label={t.seeProfile(name)}>
                      {name}
                    </Link>
                    <span className="text-sm text-muted-foreground">{t.teamsOf(partner.teams)}</span>
                  </li>
                );
              })}
            </ul>
          )}
          <div>
            {/* With one partner the 1:1's set-up opens with them chosen; with two, the caller picks. */}
            <Link
              to={
                pair.partners.length === 1
                  ? `/communication?tab=one-on-ones&propose=${pair.partners[0]!.id}`
                  : '/communication?tab=one-on-ones'
              }
              className={linkClass}
            >
              {t.proposeOneOnOne}
            </Link>
          </div>
          <Meet connections={connections} />
        </>
      )}
    </section>
  );
}

function Meet({ connections }: { connections: Connections }) {
  const answer = useAnswer(() => t.answeredToast);
  const pair = connections.pair;
  if (!pair) return null;
  if (pair.answered) return <p className="text-sm">{t.answered}</p>;
  if (!pair.canAnswer)
    return <p className="text-sm text-muted-foreground">{t.meetLater(connections.round.secondWeekFrom)}</p>;
  return (
    <div role="group" aria-labelledby="connections-meet" className="grid gap-2 rounded-md bg-muted/50 p-3">
      <h3 id="connections-meet" className="font-semibold">
        {t.meetTitle}
      </h3>
      <p className="text-sm text-muted-foreground">{t.meetText}</p>
      <div className="flex flex-wrap gap-2">
        <Button disabled={answer.isPending} onClick={() => answer.mutate('met')}>
          {t.met}
        </Button>
        <Button variant="outline" disabled={answer.isPending} onClick={() => answer.mutate('not_met')}>
          {t.notMet}
        </Button>
      </div>
    </div>
  );
}

function Snooze({ connections }: { connections: Connections }) {
  const id = useId();
  const { settings, today } = connections;
  const [until, setUntil] = useState(addDays(today, 14));
  const put = usePutSettings((body) => (body.snoozedUntil ? t.snoozedToast : t.resumedToast));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    put.mutate({ optedIn: true, snoozedUntil: until });
  };
  return (
    <section aria-labelledby="connections-snooze" className={sectionClass}>
      <h2 id="connections-snooze" className="text-xl font-semibold">
        {t.snoozeTitle}
      </h2>
      {settings.snoozedUntil ? (
        <div className="flex flex-wrap items-center gap-3">
          <p>{t.snoozed(settings.snoozedUntil)}</p>
          <Button
            variant="outline"
            disabled={put.isPending}
            onClick={() => put.mutate({ optedIn: true, snoozedUntil: null })}
          >
            {t.resume}
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-2">
          <p className="text-sm text-muted-foreground">{t.snoozeText}</p>
          <div className="flex flex-wrap items-end gap-2">
            <div className="grid gap-1">
              <Label htmlFor={id}>{t.snoozeUntil}</Label>
              <Input
                id={id}
                type="date"
                value={until}
                min={addDays(today, 1)}
                onChange={(event) => setUntil(event.target.value)}
                className="w-44"
              />
            </div>
            <Button type="submit" variant="outline" disabled={put.isPending}>
              {t.snooze}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

function Blocks({ connections }: { connections: Connections }) {
  const myId = useAuth().user?.id;
  const people = usePeople().data ?? [];
  const block = useBlock();
  const chosen = connections.blocks.map((person) => person.id);
  // The people on the list, whom the directory may no longer name (they left): still removable.
  const candidates = [
    ...people.filter((person) => person.id !== myId),
    ...connections.blocks
      .filter((blocked) => !people.some((person) => person.id === blocked.id))
      .map((blocked) => ({ id: blocked.id, fullName: blocked.fullName, email: '' })),
  ];
  const onChange = (ids: string[]) => {
    const added = ids.find((id) => !chosen.includes(id));
    const removed = chosen.find((id) => !ids.includes(id));
    if (added) block.mutate({ userId: added, add: true });
    else if (removed) block.mutate({ userId: removed, add: false });
  };
  return (
    <section aria-labelledby="connections-blocks" className={sectionClass}>
      <h2 id="connections-blocks" className="text-xl font-semibold">
        {t.blocksTitle}
      </h2>
      <p className="text-sm text-muted-foreground">{t.blocksText}</p>
      <PeoplePicker
        texts={t.picker}
        people={candidates}
        self={people.find((person) => person.id === myId)}
        chosen={chosen}
        max={CONNECTION_BLOCKS_MAX}
        onChange={onChange}
      />
    </section>
  );
}

function Figures({ connections }: { connections: Connections }) {
  return (
    <section aria-labelledby="connections-figures" className={sectionClass}>
      <div className="grid gap-1">
        <h2 id="connections-figures" className="text-xl font-semibold">
          {t.figuresTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{t.figuresText(connections.threshold)}</p>
      </div>
      {connections.figures.length === 0 ? (
        <p>{t.figuresEmpty}</p>
      ) : (
        <ul className="grid gap-2">
          {connections.figures.map((figure) => (
            <li key={figure.startsOn} className="flex flex-wrap justify-between gap-2 text-sm">
              <span>{t.roundDays(figure.startsOn, figure.endsOn)}</span>
              <span className={figure.withheld ? 'text-muted-foreground' : 'font-medium'}>
                {figure.withheld || figure.met === null || figure.notMet === null
                  ? t.withheld(connections.threshold)
                  : t.figure(figure.met, figure.notMet)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
