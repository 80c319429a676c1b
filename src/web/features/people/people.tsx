import type { Role } from '@shared/constants';
import type { Person } from '@shared/contract/people';
import { LogOutIcon, SearchIcon, UserMinusIcon } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { EmailWithStatus } from '@/components/email-with-status';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input, NativeSelect } from '@/components/ui/input';
import { useAuth } from '@/lib/auth';
import { useMe } from '@/lib/me';
import { personName, usePeople } from '@/lib/people';
import { Link } from '@/lib/router';
import { useChangeRole, useLeaveCompany, useRemovePerson } from './api/change-people';
import { peopleTexts } from './people-texts';

const joinedDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Letter case and accents aside, as people search for names. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The company's people: everyone sees them and may leave; admins change roles and remove people. */
export function People() {
  const me = useMe();
  const companyName = me.data?.company?.name ?? '';
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:py-8">
      <header className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{peopleTexts.title}</h1>
          {companyName && <p className="text-muted-foreground">{peopleTexts.description(companyName)}</p>}
        </div>
        <LeaveButton companyName={companyName} />
      </header>
      <Directory isAdmin={me.data?.role === 'admin'} />
    </main>
  );
}

function Directory({ isAdmin }: { isAdmin: boolean }) {
  const people = usePeople();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  return (
    // grid-cols-1: a long e-mail address is cut short rather than widening the page (dashboard.tsx).
    <section aria-labelledby={searchId} className="grid grid-cols-1 gap-4">
      <div className="relative max-w-sm">
        <label id={searchId} htmlFor={`${searchId}-input`} className="sr-only">
          {peopleTexts.search}
        </label>
        <SearchIcon
          aria-hidden
          className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted-foreground"
        />
        <Input
          id={`${searchId}-input`}
          type="search"
          className="pl-9"
          placeholder={peopleTexts.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <QueryState query={people} loadFailed={peopleTexts.loadFailed} layout="page">
        {(everyone) => {
          const shown = everyone.filter((person) => fold(personName(person)).includes(fold(query)));
          if (shown.length === 0)
            return <p className="py-8 text-center text-muted-foreground">{peopleTexts.noMatch(query)}</p>;
          return (
            <ul aria-label={peopleTexts.title} className="divide-y rounded-lg border">
              {shown.map((person) => (
                <PersonRow key={person.id} person={person} isAdmin={isAdmin} />
              ))}
            </ul>
          );
        }}
      </QueryState>
    </section>
  );
}

function PersonRow({ person, isAdmin }: { person: Person; isAdmin: boolean }) {
  const { user } = useAuth();
  const isSelf = person.id === user?.id;
  const name = personName(person);
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 font-medium">
          <Link
            to={`/people/${person.id}`}
            className="min-w-0 truncate underline-offset-4 hover:underline focus-visible:underline"
          >
            {name}
          </Link>
          {isSelf && <Badge variant="secondary">{peopleTexts.you}</Badge>}
        </p>
        <EmailWithStatus email={person.email} verified={person.emailVerified} />
        {person.teams.length > 0 && (
          <ul aria-label={peopleTexts.teamsOf(name)} className="mt-1 flex flex-wrap gap-1">
            {person.teams.map((team) => (
              <li key={team.id}>
                <Badge variant="outline">
                  {team.name}
                  {team.isLead && <span className="text-muted-foreground">· {peopleTexts.lead}</span>}
                </Badge>
              </li>
            ))}
          </ul>
        )}
        <p className="text-xs text-muted-foreground">
          <time dateTime={person.joinedAt}>
            {peopleTexts.joinedOn(joinedDate.format(new Date(person.joinedAt)))}
          </time>
        </p>
      </div>
      <div className="flex items-center gap-2 sm:shrink-0">
        {isAdmin ? (
          <RoleSelect person={person} isSelf={isSelf} />
        ) : (
          <Badge variant="outline">{peopleTexts.roles[person.role]}</Badge>
        )}
        {isAdmin && !isSelf && <RemoveButton person={person} />}
      </div>
    </li>
  );
}

function RoleSelect({ person, isSelf }: { person: Person; isSelf: boolean }) {
  const changeRole = useChangeRole();
  const [confirming, setConfirming] = useState(false);
  const change = (role: Role) => changeRole.mutate({ person, role });
  return (
    <>
      <NativeSelect
        aria-label={peopleTexts.roleOf(personName(person))}
        className="w-32"
        value={person.role}
        disabled={changeRole.isPending}
        onChange={(event) => {
          const role = event.target.value as Role;
          // Giving up one's own admin role cannot be taken back from here: ask first.
          if (isSelf && role === 'member') setConfirming(true);
          else change(role);
        }}
      >
        <option value="admin">{peopleTexts.roles.admin}</option>
        <option value="member">{peopleTexts.roles.member}</option>
      </NativeSelect>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={peopleTexts.demoteSelfTitle}
        description={peopleTexts.demoteSelfDescription}
        confirm={peopleTexts.demoteSelfConfirm}
        cancel={peopleTexts.cancel}
        onConfirm={() => change('member')}
      />
    </>
  );
}

function RemoveButton({ person }: { person: Person }) {
  const remove = useRemovePerson();
  const [confirming, setConfirming] = useState(false);
  const name = personName(person);
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="outline"
        aria-label={peopleTexts.removeWho(name)}
        disabled={remove.isPending}
        onClick={() => setConfirming(true)}
      >
        <UserMinusIcon aria-hidden />
        {peopleTexts.remove}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={peopleTexts.removeTitle(name)}
        description={peopleTexts.removeDescription}
        confirm={peopleTexts.remove}
        cancel={peopleTexts.cancel}
        onConfirm={() => remove.mutate(person)}
      />
    </>
  );
}

function LeaveButton({ companyName }: { companyName: string }) {
  const leave = useLeaveCompany();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" disabled={leave.isPending} onClick={() => setConfirming(true)}>
        <LogOutIcon aria-hidden />
        {peopleTexts.leave}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={peopleTexts.leaveTitle(companyName)}
        description={peopleTexts.leaveDescription}
        confirm={peopleTexts.leave}
        cancel={peopleTexts.cancel}
        onConfirm={() => leave.mutate()}
      />
    </>
  );
}
