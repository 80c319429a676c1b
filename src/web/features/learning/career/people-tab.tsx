import { careerPositionSchema } from '@shared/career-rules';
import type { CareerPerson, TrackSummary } from '@shared/contract/career';
import { ArrowLeftIcon, SproutIcon, UsersIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { useMe } from '@/lib/me';
import { Link } from '@/lib/router';
import { onValidSubmit } from '@/lib/validate-form';
import { useCareerPeople, useCareerPerson, useDeletePosition, usePutPosition, useTracks } from './career-api';
import { careerTexts as t } from './career-texts';
import { LevelCompare } from './level-compare';

/**
 * My people: for a lead, the people they lead, each with their place, to set it, and to open one to
 * read their level vs the next and rate them; for an admin, every member, to set their place. By name,
 * never ranked.
 */
export function PeopleTab() {
  const isAdmin = useMe().data?.role === 'admin';
  const [q, setQ] = useState('');
  const [opened, setOpened] = useState<CareerPerson | null>(null);
  const people = useCareerPeople(q.trim());
  const searchId = useId();
  if (opened) return <PersonView person={opened} onBack={() => setOpened(null)} />;
  return (
    <section aria-labelledby="people-title" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="people-title" className="text-xl font-semibold">
          {t.peopleTitle}
        </h2>
        <p className="max-w-prose text-sm text-muted-foreground">
          {isAdmin ? t.adminPeopleDescription : t.peopleDescription}
        </p>
      </div>
      {isAdmin && (
        <div className="grid max-w-sm gap-2">
          <Label htmlFor={searchId}>{t.search}</Label>
          <Input
            id={searchId}
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            maxLength={100}
          />
        </div>
      )}
      <QueryState
        query={people}
        loadFailed={t.peopleLoadFailed}
        empty={
          q.trim() ? (
            <EmptyState icon={UsersIcon} title={t.noMembersTitle} text={t.noMembersText} level={3} />
          ) : (
            <EmptyState icon={UsersIcon} title={t.noPeopleTitle} text={t.noPeopleText} level={3} />
          )
        }
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <>
            <ul className="grid gap-2">
              {data.items.map((person) => (
                <PersonRow key={person.id} person={person} onOpen={() => setOpened(person)} />
              ))}
            </ul>
            {data.omitted > 0 && <p className="text-sm text-muted-foreground">{t.omitted(data.omitted)}</p>}
          </>
        )}
      </QueryState>
    </section>
  );
}

function PersonRow({ person, onOpen }: { person: CareerPerson; onOpen: () => void }) {
  const name = person.fullName ?? t.someone;
  return (
    <li className="flex flex-col gap-2 rounded-lg border bg-card p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid min-w-0 gap-0.5">
        <p className="font-medium break-words">{name}</p>
        <p className="text-sm text-muted-foreground">
          {person.place ? t.trackLevel(person.place.track.name, person.place.level.name) : t.noPlace}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <PlaceButton person={person} />
        {person.led && (
          <Button type="button" size="sm" aria-label={t.openLabel(name)} onClick={onOpen}>
            {t.open}
          </Button>
        )}
      </div>
    </li>
  );
}

function PlaceButton({ person }: { person: CareerPerson }) {
  const [open, setOpen] = useState(false);
  const name = person.fullName ?? t.someone;
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-label={t.setPlaceLabel(name)}
        onClick={() => setOpen(true)}
      >
        {t.setPlace}
      </Button>
      <FormDialog open={open} onOpenChange={setOpen} title={t.placeTitle(name)} cancel={t.close}>
        <PlaceForm person={person} onDone={() => setOpen(false)} />
      </FormDialog>
    </>
  );
}

function PlaceForm({ person, onDone }: { person: CareerPerson; onDone: () => void }) {
  const tracks = useTracks();
  return (
    <QueryState query={tracks} loadFailed={t.tracksLoadFailed}>
      {(data) =>
        data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.noTracksToPlace}</p>
        ) : (
          <PlaceFields person={person} tracks={data.items} onDone={onDone} />
        )
      }
    </QueryState>
  );
}

function PlaceFields({
  person,
  tracks,
  onDone,
}: {
  person: CareerPerson;
  tracks: TrackSummary[];
  onDone: () => void;
}) {
  const id = useId();
  const [trackId, setTrackId] = useState(person.place?.track.id ?? tracks[0]!.id);
  const put = usePutPosition(person.id, onDone);
  const remove = useDeletePosition(person.id, onDone);
  const levels = tracks.find((track) => track.id === trackId)?.levels ?? [];
  return (
    <form noValidate className="grid gap-4" onSubmit={onValidSubmit(careerPositionSchema, put.mutate)}>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-track`}>{t.track}</Label>
        <NativeSelect
          id={`${id}-track`}
          name="trackId"
          value={trackId}
          onChange={(event) => setTrackId(event.target.value)}
        >
          {tracks.map((track) => (
            <option key={track.id} value={track.id}>
              {track.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-level`}>{t.level}</Label>
        <NativeSelect
          key={trackId}
          id={`${id}-level`}
          name="levelId"
          defaultValue={person.place?.track.id === trackId ? person.place.level.id : levels[0]?.id}
        >
          {levels.map((level) => (
            <option key={level.id} value={level.id}>
              {level.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <SubmitButton busy={put.isPending} busyLabel={t.saving}>
        {t.savePlace}
      </SubmitButton>
      {person.place && (
        <Button
          type="button"
          variant="outline"
          disabled={remove.isPending}
          onClick={() => remove.mutate(undefined)}
        >
          {t.removePlace}
        </Button>
      )}
    </form>
  );
}

/** One person the caller leads: their level vs the next, with the ratings a lead reads, to rate them. */
function PersonView({ person, onBack }: { person: CareerPerson; onBack: () => void }) {
  const view = useCareerPerson(person.id);
  const name = person.fullName ?? t.someone;
  return (
    <section aria-labelledby="person-title" className="grid gap-4">
      <div className="flex flex-col gap-2">
        <Button type="button" variant="ghost" size="sm" className="w-fit" onClick={onBack}>
          <ArrowLeftIcon aria-hidden />
          {t.back}
        </Button>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="person-title" className="text-xl font-semibold break-words">
            {name}
          </h2>
          <Link
            to={`/learning?tab=plan&person=${person.id}`}
            aria-label={t.readPlanLabel(name)}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <SproutIcon aria-hidden />
            {t.readPlan}
          </Link>
        </div>
      </div>
      <QueryState query={view} loadFailed={t.loadFailed}>
        {(data) =>
          data.place ? (
            <LevelCompare view={data} place={data.place} />
          ) : (
            <div className="grid gap-2">
              <p className="text-sm text-muted-foreground">{t.noPlace}</p>
              <div>
                <PlaceButton person={person} />
              </div>
            </div>
          )
        }
      </QueryState>
    </section>
  );
}
