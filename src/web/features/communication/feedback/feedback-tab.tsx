import type { FeedbackItem, FeedbackRequest } from '@shared/contract/feedback';
import type { FeedbackBox, FeedbackRequestBox } from '@shared/feedback-messages';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { MessageSquareTextIcon, MessagesSquareIcon, SendIcon, UsersIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadMoreButton } from '@/components/load-more-button';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/lib/toast';
import { useUrlTab } from '@/lib/use-url-tab';
import { useDeleteFeedback, useFeedbackList, useFeedbackRequests } from './api/feedback-api';
import { AskFeedbackDialog } from './ask-feedback-dialog';
import { AskedRequestCard, FeedbackCard, headingFor, WaitingRequestCard } from './feedback-cards';
import { feedbackTexts as t } from './feedback-texts';
import { GiveFeedbackDialog } from './give-feedback-dialog';

const BOXES = ['received', 'given', 'team', 'requests'] as const;

type Page<T> = { items: T[]; nextCursor: string | null };
type PagedList<T> = UseInfiniteQueryResult<InfiniteData<Page<T>>>;

const itemsOf = <T,>(query: PagedList<T>) => query.data?.pages.flatMap((page) => page.items) ?? [];

/**
 * The Feedback tab of /communication (decision 037): feedback received, given, and about the people
 * the caller leads; the requests waiting for the caller's answer and those they asked. "Give feedback"
 * and "Ask for feedback" open their forms; the lists show a page at a time, and teach when empty.
 */
export function FeedbackTab() {
  const [box, setBox] = useUrlTab('box', BOXES);
  const [giving, setGiving] = useState(false);
  const [asking, setAsking] = useState(false);
  const [answering, setAnswering] = useState<FeedbackRequest | undefined>();
  return (
    <section aria-labelledby="feedback-title" className="grid gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h2 id="feedback-title" className="text-xl font-semibold">
            {t.title}
          </h2>
          <p className="max-w-2xl text-muted-foreground">{t.intro}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" onClick={() => setGiving(true)}>
            <MessageSquareTextIcon aria-hidden />
            {t.give}
          </Button>
          <Button type="button" variant="outline" onClick={() => setAsking(true)}>
            <SendIcon aria-hidden />
            {t.ask}
          </Button>
        </div>
      </header>
      <Tabs value={box} onValueChange={setBox}>
        <TabsList aria-label={t.boxes}>
          <TabsTrigger value="received">{t.received}</TabsTrigger>
          <TabsTrigger value="given">{t.given}</TabsTrigger>
          <TabsTrigger value="team">{t.team}</TabsTrigger>
          <TabsTrigger value="requests">{t.requests}</TabsTrigger>
        </TabsList>
        <TabsContent value="received" className="mt-4">
          <FeedbackList box="received" active={box === 'received'} />
        </TabsContent>
        <TabsContent value="given" className="mt-4">
          <FeedbackList box="given" active={box === 'given'} />
        </TabsContent>
        <TabsContent value="team" className="mt-4">
          <FeedbackList box="team" active={box === 'team'} />
        </TabsContent>
        <TabsContent value="requests" className="mt-4 grid gap-8">
          <RequestList box="to_answer" active={box === 'requests'} onAnswer={setAnswering} />
          <RequestList box="asked" active={box === 'requests'} onAnswer={setAnswering} />
        </TabsContent>
      </Tabs>
      <GiveFeedbackDialog open={giving} onOpenChange={setGiving} />
      <GiveFeedbackDialog
        // A fresh form for each request answered.
        key={answering?.id ?? 'none'}
        open={answering !== undefined}
        onOpenChange={(open) => !open && setAnswering(undefined)}
        request={answering}
      />
      <AskFeedbackDialog open={asking} onOpenChange={setAsking} />
    </section>
  );
}

const empties: Record<
  FeedbackBox | FeedbackRequestBox,
  { icon: typeof MessagesSquareIcon; title: string; text: string }
> = {
  received: { icon: MessagesSquareIcon, title: t.emptyReceivedTitle, text: t.emptyReceivedText },
  given: { icon: MessageSquareTextIcon, title: t.emptyGivenTitle, text: t.emptyGivenText },
  team: { icon: UsersIcon, title: t.emptyTeamTitle, text: t.emptyTeamText },
  to_answer: { icon: MessagesSquareIcon, title: t.emptyToAnswerTitle, text: t.emptyToAnswerText },
  asked: { icon: SendIcon, title: t.emptyAskedTitle, text: t.emptyAskedText },
};

/** A list's states: loading, failed, empty (teaching), or its items with "Load more". */
function ListState<T>({
  query,
  box,
  children,
}: {
  query: PagedList<T>;
  box: FeedbackBox | FeedbackRequestBox;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) return <p className="text-muted-foreground">{t.loading}</p>;
  if (query.isError)
    return (
      <p role="alert" className="text-destructive">
        {t.loadFailed}
      </p>
    );
  const items = itemsOf(query);
  if (items.length === 0) return <EmptyState level={3} {...empties[box]} />;
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3">{children(items)}</ul>
      <LoadMoreButton query={query} label={t.loadMore} loadingLabel={t.loading} />
    </div>
  );
}

function FeedbackList({ box, active }: { box: FeedbackBox; active: boolean }) {
  const query = useFeedbackList(box, active);
  const [deleting, setDeleting] = useState<FeedbackItem | undefined>();
  const remove = useDeleteFeedback(() => toast({ title: t.deleted }));
  return (
    <>
      <ListState query={query} box={box}>
        {(items) =>
          items.map((item) => (
            <li key={item.id}>
              <FeedbackCard
                item={item}
                heading={headingFor[box](item)}
                aboutMe={box === 'received'}
                onDelete={setDeleting}
              />
            </li>
          ))
        }
      </ListState>
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title={t.deleteTitle}
        description={t.deleteText}
        confirm={t.deleteConfirm}
        cancel={t.cancel}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </>
  );
}

function RequestList({
  box,
  active,
  onAnswer,
}: {
  box: FeedbackRequestBox;
  active: boolean;
  onAnswer: (request: FeedbackRequest) => void;
}) {
  const query = useFeedbackRequests(box, active);
  const heading = box === 'to_answer' ? t.toAnswer : t.asked;
  return (
    <section aria-label={heading} className="grid gap-3">
      <h3 className="text-lg font-semibold">{heading}</h3>
      <ListState query={query} box={box}>
        {(items) =>
          items.map((request) => (
            <li key={request.id}>
              {box === 'to_answer' ? (
                <WaitingRequestCard request={request} onAnswer={onAnswer} />
              ) : (
                <AskedRequestCard request={request} />
              )}
            </li>
          ))
        }
      </ListState>
    </section>
  );
}
