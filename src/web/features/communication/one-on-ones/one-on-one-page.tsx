import type { OneOnOne } from '@shared/contract/communication';
import { ArrowLeftIcon } from 'lucide-react';
import { useState } from 'react';
import { NotFoundState } from '@/components/not-found-state';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiRequestError } from '@/lib/api-client';
import { useMe } from '@/lib/me';
import { Link, useNavigate, useParams } from '@/lib/router';
import { StyleSummary } from '../style/style-summary';
import { styleTexts } from '../style/style-texts';
import { ActionItems } from './action-items';
import { Agenda } from './agenda';
import { useEndOneOnOne, useHoldMeeting, useOneOnOne } from './api/one-on-ones-api';
import { Brief } from './brief';
import { formatMeeting, partnerName, scheduleOf } from './format';
import { MeetingHistory } from './meeting-history';
import { oneOnOneTexts as t } from './one-on-ones-texts';
import { PrivateNotes } from './private-notes';

/** A 1:1's page: The Surfer's brief, the next agenda, the caller's private notes, action items and history. */
export function OneOnOnePage() {
  const { id = '' } = useParams();
  const oneOnOne = useOneOnOne(id);
  // Not one of the two, or no such 1:1: the same answer, as the server gives it.
  const notFound = oneOnOne.error instanceof ApiRequestError && oneOnOne.error.status === 404;
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 lg:py-8">
      <Link
        to="/communication"
        className="mb-4 inline-flex items-center gap-1 rounded-md text-sm text-muted-foreground hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        <ArrowLeftIcon aria-hidden className="size-4" />
        {t.back}
      </Link>
      {notFound ? (
        <NotFoundState title={t.notFoundTitle} text={t.notFound} backTo="/communication" backLabel={t.back} />
      ) : (
        <QueryState query={oneOnOne} loadFailed={t.loadOneFailed} layout="page" isEmpty={() => false}>
          {(data) => <OneOnOneView oneOnOne={data} />}
        </QueryState>
      )}
    </main>
  );
}

function OneOnOneView({ oneOnOne }: { oneOnOne: OneOnOne }) {
  const next = oneOnOne.nextMeeting;
  // The Surfer's brief, only while the model may be asked.
  const model = useMe().data?.companionModel ?? false;
  return (
    <div className="grid gap-4 md:gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {t.title(partnerName(oneOnOne.partner))}
        </h1>
        <p className="text-muted-foreground">{scheduleOf(oneOnOne)}</p>
        {oneOnOne.status === 'proposed' && <p>{t.proposedNotice}</p>}
        {oneOnOne.status === 'ended' && <p>{t.endedNotice}</p>}
      </header>
      {model && oneOnOne.status === 'active' && <Brief key={oneOnOne.id} oneOnOneId={oneOnOne.id} />}
      {next && (
        <section aria-labelledby="next-meeting" className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="grid gap-1">
              <h2 id="next-meeting" className="text-lg font-semibold">
                {t.nextMeeting}
              </h2>
              <p>
                <time dateTime={next.startsAt}>{formatMeeting(next.startsAt)}</time>
              </p>
            </div>
            <HoldButton oneOnOneId={oneOnOne.id} meetingId={next.id} />
          </div>
          <Agenda oneOnOneId={oneOnOne.id} points={next.points} />
          <PartnerStyle oneOnOne={oneOnOne} />
          <PrivateNotes key={next.id} meetingId={next.id} />
        </section>
      )}
      <ActionItems oneOnOne={oneOnOne} />
      <MeetingHistory oneOnOne={oneOnOne} />
      {oneOnOne.status === 'active' && <EndOneOnOne id={oneOnOne.id} />}
    </div>
  );
}

/** Beside the agenda: how the other person likes to communicate, as on their profile. */
function PartnerStyle({ oneOnOne }: { oneOnOne: OneOnOne }) {
  const name = partnerName(oneOnOne.partner);
  return (
    <section aria-labelledby="partner-style" className="grid gap-2 rounded-lg bg-muted/50 p-3 sm:p-4">
      <h3 id="partner-style" className="text-sm font-semibold">
        {styleTexts.titleOf(name)}
      </h3>
      <StyleSummary style={oneOnOne.partnerStyle} name={name} />
    </section>
  );
}

function HoldButton({ oneOnOneId, meetingId }: { oneOnOneId: string; meetingId: string }) {
  const hold = useHoldMeeting(oneOnOneId);
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <Button
        type="button"
        disabled={hold.isPending}
        aria-describedby="held-hint"
        onClick={() => hold.mutate(meetingId)}
      >
        {hold.isPending ? t.holding : t.markHeld}
      </Button>
      <p id="held-hint" className="max-w-xs text-xs text-muted-foreground">
        {t.heldHint}
      </p>
    </div>
  );
}

function EndOneOnOne({ id }: { id: string }) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const end = useEndOneOnOne(() => void navigate('/communication'));
  return (
    <div>
      <Button type="button" variant="outline" disabled={end.isPending} onClick={() => setAsking(true)}>
        {t.end}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t.endTitle}
        description={t.endText}
        confirm={t.endConfirm}
        cancel={t.cancel}
        onConfirm={() => end.mutate(id)}
      />
    </div>
  );
}
