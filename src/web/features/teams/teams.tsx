import type { TeamSummary } from '@shared/contract/teams';
import { PlusIcon, SearchIcon, UserPlusIcon, UsersRoundIcon } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { useMe } from '@/lib/me';
import { Link, useNavigate, useSearchParams } from '@/lib/router';
import { toast } from '@/lib/toast';
import { useCreateTeam, useJoinTeam, useTeams } from './api/teams-api';
import { TeamForm } from './team-form-dialog';
import { leadNames, teamsTexts, teamsToasts } from './teams-texts';

/** Letter case and accents aside, as people search for names. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The company's teams. Admins create them (`?create=1` opens the form: the dashboard's "Create Your
 * First Team"); anyone joins an open one (`?open=1` shows only those: the dashboard's "Join a Team").
 */
export function Teams() {
  const me = useMe();
  const isAdmin = me.data?.role === 'admin';
  const [params, setParams] = useSearchParams();
  const setParam = (name: string, on: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set(name, '1');
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const creating = isAdmin && params.get('create') === '1';
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:py-8">
      <header className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{teamsTexts.title}</h1>
          {me.data?.company && (
            <p className="text-muted-foreground">{teamsTexts.description(me.data.company.name)}</p>
          )}
        </div>
        {isAdmin && (
          <Button type="button" onClick={() => setParam('create', true)}>
            <PlusIcon aria-hidden />
            {teamsTexts.create}
          </Button>
        )}
      </header>
      <TeamList
        isAdmin={isAdmin}
        openOnly={params.get('open') === '1'}
        onOpenOnly={(on) => setParam('open', on)}
        onCreate={() => setParam('create', true)}
      />
      {isAdmin && <CreateTeamDialog open={creating} onOpenChange={(open) => setParam('create', open)} />}
    </main>
  );
}

function CreateTeamDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const create = useCreateTeam((team) => {
    toast({ title: teamsToasts.created.title, description: teamsToasts.created.description(team.name) });
    void navigate(`/teams/${team.id}`);
  });
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={teamsTexts.createTitle}>
      <TeamForm
        withLeads
        busy={create.isPending}
        failure={create.error?.message}
        submitLabel={teamsTexts.create}
        busyLabel={teamsTexts.creating}
        onSubmit={(values) => create.mutate(values)}
      />
    </FormDialog>
  );
}

function EmptyTeams({ isAdmin, onCreate }: { isAdmin: boolean; onCreate: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border p-8 text-center">
      <UsersRoundIcon aria-hidden className="size-6 text-muted-foreground" />
      <h2 className="text-lg font-semibold">{teamsTexts.emptyTitle}</h2>
      <p className="max-w-md text-muted-foreground">{teamsTexts.empty}</p>
      {isAdmin ? (
        <Button type="button" onClick={onCreate}>
          <PlusIcon aria-hidden />
          {teamsTexts.create}
        </Button>
      ) : (
        <p className="max-w-md text-sm text-muted-foreground">{teamsTexts.emptyMember}</p>
      )}
    </div>
  );
}

function TeamList({
  isAdmin,
  openOnly,
  onOpenOnly,
  onCreate,
}: {
  isAdmin: boolean;
  openOnly: boolean;
  onOpenOnly: (on: boolean) => void;
  onCreate: () => void;
}) {
  const teams = useTeams();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  return (
    <QueryState
      query={teams}
      loadFailed={teamsTexts.loadFailed}
      layout="page"
      empty={<EmptyTeams isAdmin={isAdmin} onCreate={onCreate} />}
    >
      {(all) => {
        const shown = all.filter(
          (team) => fold(team.name).includes(fold(query)) && (!openOnly || team.joinPolicy === 'open'),
        );
        return (
          <section aria-label={teamsTexts.title} className="grid gap-4">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
              <div className="relative max-w-sm flex-1">
                <SearchIcon
                  aria-hidden
                  className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted-foreground"
                />
                <Input
                  id={searchId}
                  type="search"
                  className="pl-9"
                  aria-label={teamsTexts.search}
                  placeholder={teamsTexts.searchPlaceholder}
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                />
              </div>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={openOnly}
                  onChange={(event) => onOpenOnly(event.target.checked)}
                />
                {teamsTexts.openOnly}
              </label>
            </div>
            {shown.length === 0 ? (
              <p className="py-8 text-center text-muted-foreground">
                {query ? teamsTexts.noMatch(query) : teamsTexts.noOpenTeams}
              </p>
            ) : (
              <ul className="grid gap-3 md:grid-cols-2">
                {shown.map((team) => (
                  <TeamCard key={team.id} team={team} />
                ))}
              </ul>
            )}
          </section>
        );
      }}
    </QueryState>
  );
}

function TeamCard({ team }: { team: TeamSummary }) {
  const join = useJoinTeam((joined) =>
    toast({ title: teamsToasts.joined.title, description: teamsToasts.joined.description(joined.name) }),
  );
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold">
          <Link
            to={`/teams/${team.id}`}
            className="underline-offset-4 hover:underline focus-visible:underline"
          >
            {team.name}
          </Link>
        </h2>
        <Badge variant="outline">{teamsTexts.policies[team.joinPolicy]}</Badge>
        {team.isLead ? (
          <Badge variant="accent">{teamsTexts.lead}</Badge>
        ) : (
          team.isMember && <Badge variant="secondary">{teamsTexts.member}</Badge>
        )}
      </div>
      {team.description && <p className="text-sm whitespace-pre-line">{team.description}</p>}
      <p className="text-sm text-muted-foreground">
        {teamsTexts.members(team.memberCount)} · {leadNames(team)}
      </p>
      {!team.isMember && team.joinPolicy === 'open' && (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="w-fit"
          aria-label={teamsTexts.joinWho(team.name)}
          disabled={join.isPending}
          onClick={() => join.mutate(team.id)}
        >
          <UserPlusIcon aria-hidden />
          {teamsTexts.join}
        </Button>
      )}
    </li>
  );
}
