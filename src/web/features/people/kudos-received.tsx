import type { FeedPost } from '@shared/contract/culture';
import type { Person } from '@shared/contract/people';
import { PartyPopperIcon } from 'lucide-react';
import { useId } from 'react';
import { LoadMoreButton, type PagedQuery } from '@/components/load-more-button';
import { type QueryLike, QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { personName } from '@/lib/people';
import { Link } from '@/lib/router';
import { kudosReceivedTexts as texts } from './people-texts';

/**
 * What the list reads of the feed's query, as the culture module's `useKudosFeed` answers it (the page
 * hands it over: a feature does not import another, decision 015).
 */
export interface KudosPages extends QueryLike<{ pages: { items: FeedPost[] }[] }>, PagedQuery {}

type PersonRef = FeedPost['recipients'][number];

const postDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const listOf = new Intl.ListFormat('en-GB', { type: 'conjunction' });

/**
 * The kudos a person received, newest first, a page at a time: who sent each, the value it named and
 * the message, as plain text; a celebration of the person is one line. `people` is the directory, to
 * name a sender the feed has no name for and to link to the profiles of those still in the company.
 */
export function KudosReceived({
  person,
  isSelf,
  people,
  query,
}: {
  person: Person;
  isSelf: boolean;
  people: readonly Person[];
  query: KudosPages;
}) {
  const headingId = useId();
  const posts = query.data?.pages.flatMap((page) => page.items);
  const directory = new Map(people.map((someone) => [someone.id, someone]));
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {texts.title}
      </h2>
      <QueryState
        query={{ ...query, data: posts }}
        loadFailed={texts.loadFailed}
        empty={<NoKudos name={personName(person)} isSelf={isSelf} />}
      >
        {(received) => (
          <div className="grid gap-3">
            <ul aria-label={texts.title} className="divide-y rounded-lg border">
              {received.map((post) => (
                <li key={post.id} className="grid gap-1.5 p-4">
                  {post.kind === 'kudos' ? (
                    <Kudos post={post} personId={person.id} directory={directory} />
                  ) : (
                    <Celebration post={post} />
                  )}
                </li>
              ))}
            </ul>
            <LoadMoreButton query={query} label={texts.loadMore} />
          </div>
        )}
      </QueryState>
    </section>
  );
}

function Kudos({
  post,
  personId,
  directory,
}: {
  post: FeedPost;
  personId: string;
  directory: ReadonlyMap<string, Person>;
}) {
  const others = post.recipients.filter((recipient) => recipient.id !== personId);
  return (
    <>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="font-medium">
          <span className="sr-only">{texts.from} </span>
          <PersonName person={post.sender} directory={directory} />
        </span>
        {others.length > 0 && (
          <span className="text-muted-foreground">
            {texts.alsoTo(listOf.format(others.map((other) => nameOf(other, directory))))}
          </span>
        )}
        {post.value && (
          <Badge variant="secondary">
            <span className="sr-only">{texts.value}: </span>
            {post.value.name}
          </Badge>
        )}
        <PostDate post={post} />
      </p>
      {/* Plain text as it was written: React escapes it, and its line breaks stay. */}
      <p className="break-words whitespace-pre-line">{post.message}</p>
    </>
  );
}

function Celebration({ post }: { post: FeedPost }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <PartyPopperIcon aria-hidden className="size-4 text-muted-foreground" />
      {post.kind === 'anniversary' ? (
        <span>{texts.anniversary(post.anniversaryYears ?? 1)}</span>
      ) : (
        post.goal && (
          <span>
            {texts.goalClosed}{' '}
            <Link
              to={`/goals/${post.goal.id}`}
              className="font-medium underline-offset-4 hover:underline focus-visible:underline"
            >
              “{post.goal.title}”
            </Link>{' '}
            {texts.closedAt(Math.round(post.goal.progress * 100))}
          </span>
        )
      )}
      <PostDate post={post} />
    </p>
  );
}

function PostDate({ post }: { post: FeedPost }) {
  return (
    <time dateTime={post.createdAt} className="text-xs text-muted-foreground sm:ml-auto">
      {postDate.format(new Date(post.createdAt))}
    </time>
  );
}

/**
 * The feed's name; without one, the directory's (the email); else a neutral word. A deleted account
 * (null) is a former member.
 */
const nameOf = (person: PersonRef | null, directory: ReadonlyMap<string, Person>) => {
  if (!person) return texts.formerMember;
  const inDirectory = directory.get(person.id);
  return person.fullName?.trim() || (inDirectory ? personName(inDirectory) : texts.noName);
};

/** A name, linked to the person's profile while they are in the company. */
function PersonName({
  person,
  directory,
}: {
  person: PersonRef | null;
  directory: ReadonlyMap<string, Person>;
}) {
  const name = nameOf(person, directory);
  if (!person || !directory.has(person.id)) return name;
  return (
    <Link to={`/people/${person.id}`} className="underline-offset-4 hover:underline focus-visible:underline">
      {name}
    </Link>
  );
}

function NoKudos({ name, isSelf }: { name: string; isSelf: boolean }) {
  return (
    <div className="grid gap-1 rounded-lg border border-dashed p-6 text-center">
      <p className="font-medium">{texts.empty}</p>
      <p className="text-sm text-muted-foreground">
        {isSelf ? texts.emptyTeachesSelf : texts.emptyTeaches(name)}
      </p>
    </div>
  );
}
