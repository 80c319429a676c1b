import type { Person } from '@shared/contract/people';
import { ArrowLeftIcon, AwardIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmailWithStatus } from '@/components/email-with-status';
import { NotFoundState } from '@/components/not-found-state';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { personName, usePeople } from '@/lib/people';
import { Link } from '@/lib/router';
import { type KudosPages, KudosReceived } from './kudos-received';
import { peopleTexts, profileTexts as texts } from './people-texts';

const joinedDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/**
 * A person of the directory: who they are in the company, a way to recognise them, and the kudos
 * they received (`kudosReceived`: the culture feed filtered to them, which the page asks for).
 */
export function PersonProfile({
  id,
  kudosReceived,
  style,
}: {
  id: string;
  kudosReceived: KudosPages;
  /** How they like to communicate: the communication feature's part, which the page puts here. */
  style?: ReactNode;
}) {
  const people = usePeople();
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 lg:py-8">
      <Link
        to="/people"
        className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeftIcon aria-hidden className="size-4" />
        {texts.back}
      </Link>
      <QueryState query={people} loadFailed={texts.loadFailed} layout="page">
        {(everyone) => {
          const person = everyone.find((someone) => someone.id === id);
          return person ? (
            <Profile person={person} people={everyone} kudosReceived={kudosReceived} style={style} />
          ) : (
            <NotFoundState
              title={texts.notFoundTitle}
              text={texts.notFound}
              backTo="/people"
              backLabel={texts.backToPeople}
            />
          );
        }}
      </QueryState>
    </main>
  );
}

function Profile({
  person,
  people,
  kudosReceived,
  style,
}: {
  person: Person;
  people: readonly Person[];
  kudosReceived: KudosPages;
  style?: ReactNode;
}) {
  const { user } = useAuth();
  const isSelf = person.id === user?.id;
  const name = personName(person);
  return (
    <div className="grid gap-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{name}</h1>
            {isSelf && <Badge variant="secondary">{peopleTexts.you}</Badge>}
          </div>
          <EmailWithStatus email={person.email} verified={person.emailVerified} />
        </div>
        {/* Nobody recognises themself: the server refuses it too. */}
        {!isSelf && (
          <Button asChild className="sm:shrink-0">
            <Link to={`/culture?give=1&to=${person.id}`} aria-label={texts.recogniseWho(name)}>
              <AwardIcon aria-hidden />
              {texts.recognise}
            </Link>
          </Button>
        )}
      </header>
      <Facts person={person} name={name} />
      {style}
      <KudosReceived person={person} isSelf={isSelf} people={people} query={kudosReceived} />
    </div>
  );
}

function Facts({ person, name }: { person: Person; name: string }) {
  const teams =
    person.teams.length === 0 ? (
      <span className="font-normal text-muted-foreground">{texts.noTeams}</span>
    ) : (
      <ul aria-label={peopleTexts.teamsOf(name)} className="flex flex-wrap gap-x-3 gap-y-1">
        {person.teams.map((team) => (
          <li key={team.id}>
            <Link
              to={`/teams/${team.id}`}
              className="underline-offset-4 hover:underline focus-visible:underline"
            >
              {team.name}
            </Link>
            {team.isLead && <span className="font-normal text-muted-foreground"> · {peopleTexts.lead}</span>}
          </li>
        ))}
      </ul>
    );
  const facts: [string, ReactNode][] = [
    [texts.role, peopleTexts.roles[person.role]],
    [texts.teams, teams],
    [
      texts.joined,
      <time key="joined" dateTime={person.joinedAt}>
        {joinedDate.format(new Date(person.joinedAt))}
      </time>,
    ],
  ];
  return (
    <dl aria-label={texts.details} className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
      {facts.map(([term, detail]) => (
        <div key={term} className="grid gap-0.5">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="font-medium">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
