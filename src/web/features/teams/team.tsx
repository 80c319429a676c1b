import type { Team, TeamMember } from '@shared/contract/teams';
import { ArchiveIcon, ArrowLeftIcon, LogOutIcon, PencilIcon, UserPlusIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormDialog } from '@/components/ui/form-dialog';
import { NativeSelect } from '@/components/ui/input';
import { useAuth } from '@/lib/auth';
import { useMe } from '@/lib/me';
import { personName, usePeople } from '@/lib/people';
import { Link, useNavigate, useParams } from '@/lib/router';
import { toast } from '@/lib/toast';
import {
  useAddMember,
  useArchiveTeam,
  useJoinTeam,
  useLeaveTeam,
  useRemoveMember,
  useTeam,
  useUpdateTeam,
} from './api/teams-api';
import { TeamForm } from './team-form-dialog';
import { TeamRituals } from './team-rituals';
import { leadNames, teamsTexts, teamsToasts } from './teams-texts';

const joinedDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** One team: everyone sees its members; its leads and admins manage it; members leave, others join. */
export function TeamPage() {
  const { id = '' } = useParams();
  const team = useTeam(id);
  const me = useMe();
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 lg:py-8">
      <Link
        to="/teams"
        className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeftIcon aria-hidden className="size-4" />
        {teamsTexts.back}
      </Link>
      <QueryState query={team} loadFailed={teamsTexts.loadTeamFailed} layout="page" isEmpty={() => false}>
        {(loaded) => (
          <TeamDetails
            team={loaded}
            canManage={me.data?.role === 'admin' || loaded.isLead}
            canReadRituals={me.data?.role === 'admin' || loaded.isMember}
          />
        )}
      </QueryState>
    </main>
  );
}

function TeamDetails({
  team,
  canManage,
  canReadRituals,
}: {
  team: Team;
  canManage: boolean;
  canReadRituals: boolean;
}) {
  const live = team.archivedAt === null;
  const manage = live && canManage;
  return (
    <div className="grid gap-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:justify-between">
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{team.name}</h1>
            <Badge variant="outline">{teamsTexts.policies[team.joinPolicy]}</Badge>
            {!live && <Badge variant="secondary">{teamsTexts.archived}</Badge>}
          </div>
          {team.description && <p className="whitespace-pre-line">{team.description}</p>}
          <p className="text-sm text-muted-foreground">
            {teamsTexts.members(team.memberCount)} · {leadNames(team)} ·{' '}
            {teamsTexts.policyHints[team.joinPolicy]}
          </p>
        </div>
        {live && (
          <div className="flex flex-wrap gap-2 sm:shrink-0">
            {manage && <EditButton team={team} />}
            {manage && <ArchiveButton team={team} />}
            {team.isMember ? (
              <LeaveButton team={team} />
            ) : (
              team.joinPolicy === 'open' && <JoinButton team={team} />
            )}
          </div>
        )}
      </header>
      <TeamRituals teamId={team.id} canRead={canReadRituals && live} canManage={manage} />
      {manage && <AddMember team={team} />}
      <section aria-labelledby="team-members" className="grid gap-3">
        <h2 id="team-members" className="text-lg font-semibold">
          {teamsTexts.membersTitle}
        </h2>
        {team.members.length === 0 ? (
          <p className="text-muted-foreground">{teamsTexts.noMembers}</p>
        ) : (
          <ul aria-label={teamsTexts.membersTitle} className="divide-y rounded-lg border">
            {team.members.map((member) => (
              <MemberRow key={member.id} team={team} member={member} manage={manage} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function EditButton({ team }: { team: Team }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateTeam(team.id, (saved) => {
    setOpen(false);
    toast({ title: teamsToasts.updated.title, description: teamsToasts.updated.description(saved.name) });
  });
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <PencilIcon aria-hidden />
        {teamsTexts.edit}
      </Button>
      <FormDialog open={open} onOpenChange={setOpen} title={teamsTexts.editTitle}>
        <TeamForm
          initial={team}
          withLeads={false}
          busy={update.isPending}
          failure={update.error?.message}
          submitLabel={teamsTexts.save}
          busyLabel={teamsTexts.saving}
          onSubmit={({ name, description, joinPolicy }) => update.mutate({ name, description, joinPolicy })}
        />
      </FormDialog>
    </>
  );
}

function ArchiveButton({ team }: { team: Team }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const archive = useArchiveTeam(team.id, () => {
    toast({ title: teamsToasts.archived.title, description: teamsToasts.archived.description(team.name) });
    void navigate('/teams');
  });
  return (
    <>
      <Button
        type="button"
        variant="outline"
        disabled={archive.isPending}
        onClick={() => setConfirming(true)}
      >
        <ArchiveIcon aria-hidden />
        {teamsTexts.archive}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={teamsTexts.archiveTitle(team.name)}
        description={teamsTexts.archiveDescription}
        confirm={teamsTexts.archive}
        cancel={teamsTexts.cancel}
        onConfirm={() => archive.mutate(undefined)}
      />
    </>
  );
}

function JoinButton({ team }: { team: Team }) {
  const join = useJoinTeam((joined) =>
    toast({ title: teamsToasts.joined.title, description: teamsToasts.joined.description(joined.name) }),
  );
  return (
    <Button type="button" disabled={join.isPending} onClick={() => join.mutate(team.id)}>
      <UserPlusIcon aria-hidden />
      {teamsTexts.join}
    </Button>
  );
}

function LeaveButton({ team }: { team: Team }) {
  const [confirming, setConfirming] = useState(false);
  const leave = useLeaveTeam(team.id, () =>
    toast({ title: teamsToasts.left.title, description: teamsToasts.left.description(team.name) }),
  );
  return (
    <>
      <Button type="button" variant="outline" disabled={leave.isPending} onClick={() => setConfirming(true)}>
        <LogOutIcon aria-hidden />
        {teamsTexts.leave}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={teamsTexts.leaveTitle(team.name)}
        description={teamsTexts.leaveDescription}
        confirm={teamsTexts.leave}
        cancel={teamsTexts.cancel}
        onConfirm={() => leave.mutate(undefined)}
      />
    </>
  );
}

/** A person of the company who is not in the team yet, picked from a list; optionally as a lead. */
function AddMember({ team }: { team: Team }) {
  const people = usePeople();
  const id = useId();
  const [userId, setUserId] = useState('');
  const [asLead, setAsLead] = useState(false);
  const names = new Map((people.data ?? []).map((person) => [person.id, personName(person)]));
  const add = useAddMember(team.id, (input) => {
    setUserId('');
    setAsLead(false);
    const name = names.get(input.userId) ?? '';
    toast({ title: teamsToasts.added.title, description: teamsToasts.added.description(name) });
  });
  const inTeam = new Set(team.members.map((member) => member.id));
  const candidates = (people.data ?? []).filter((person) => !inTeam.has(person.id));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (userId) add.mutate({ userId, isLead: asLead });
  };
  if (people.data && candidates.length === 0)
    return <p className="text-sm text-muted-foreground">{teamsTexts.everyoneIn}</p>;
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} className="grid gap-3 rounded-lg border p-4">
      <h2 id={`${id}-title`} className="font-semibold">
        {teamsTexts.addMember}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <label htmlFor={`${id}-person`} className="sr-only">
          {teamsTexts.person}
        </label>
        <NativeSelect
          id={`${id}-person`}
          className="sm:w-auto"
          value={userId}
          onChange={(event) => setUserId(event.target.value)}
        >
          <option value="">{teamsTexts.choosePerson}</option>
          {candidates.map((person) => (
            <option key={person.id} value={person.id}>
              {personName(person)}
            </option>
          ))}
        </NativeSelect>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={asLead}
            onChange={(event) => setAsLead(event.target.checked)}
          />
          {teamsTexts.asLead}
        </label>
        <Button type="submit" disabled={!userId || add.isPending}>
          <UserPlusIcon aria-hidden />
          {teamsTexts.add}
        </Button>
      </div>
    </form>
  );
}

function MemberRow({ team, member, manage }: { team: Team; member: TeamMember; manage: boolean }) {
  const { user } = useAuth();
  const name = personName(member);
  const [confirming, setConfirming] = useState(false);
  const setLead = useAddMember(team.id, (input) => {
    const texts = input.isLead ? teamsToasts.madeLead : teamsToasts.unmadeLead;
    toast({ title: texts.title, description: texts.description(name) });
  });
  const remove = useRemoveMember(team.id, () =>
    toast({ title: teamsToasts.removed.title, description: teamsToasts.removed.description(name) }),
  );
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {name}
          {member.isLead && <Badge variant="accent">{teamsTexts.lead}</Badge>}
          {member.id === user?.id && <Badge variant="secondary">{teamsTexts.you}</Badge>}
        </p>
        <p className="truncate text-sm text-muted-foreground">{member.email}</p>
        <p className="text-xs text-muted-foreground">
          <time dateTime={member.joinedAt}>
            {teamsTexts.joinedOn(joinedDate.format(new Date(member.joinedAt)))}
          </time>
        </p>
      </div>
      {manage && (
        <div className="flex flex-wrap items-center gap-2 sm:shrink-0">
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={member.isLead ? teamsTexts.unmakeLeadWho(name) : teamsTexts.makeLeadWho(name)}
            disabled={setLead.isPending}
            onClick={() => setLead.mutate({ userId: member.id, isLead: !member.isLead })}
          >
            {member.isLead ? teamsTexts.unmakeLead : teamsTexts.makeLead}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={teamsTexts.removeWho(name)}
            disabled={remove.isPending}
            onClick={() => setConfirming(true)}
          >
            {teamsTexts.remove}
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={teamsTexts.removeTitle(name)}
            description={teamsTexts.removeDescription}
            confirm={teamsTexts.remove}
            cancel={teamsTexts.cancel}
            onConfirm={() => remove.mutate(member.id)}
          />
        </div>
      )}
    </li>
  );
}
