import type { FeedPost } from '@shared/contract/culture';
import { Trash2Icon } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMe } from '@/lib/me';
import { Link } from '@/lib/router';
import { toast } from '@/lib/toast';
import { useDeleteKudos } from './api/culture-api';
import { cultureTexts as t, cultureToasts, percentText } from './culture-texts';
import { PersonLink, type PersonRef, usePersonName } from './person-name';
import { PostTime } from './post-time';
import { Reactions } from './reactions';

/**
 * One post of the feed. Kudos: who recognised whom, the value as a badge, the message as plain text
 * (line breaks kept, nothing turned into markup or links). A celebration reads as one sentence, set
 * apart by its colour.
 */
export function FeedPostCard({ post }: { post: FeedPost }) {
  const celebration = post.kind !== 'kudos';
  return (
    <li>
      <article
        className={
          celebration
            ? 'grid gap-3 rounded-lg border border-primary/20 bg-accent p-4 text-accent-foreground'
            : 'grid gap-3 rounded-lg border bg-card p-4 text-card-foreground'
        }
      >
        {celebration ? <Celebration post={post} /> : <Kudos post={post} />}
        <footer className="flex flex-wrap items-center justify-between gap-2">
          <Reactions post={post} />
          {post.canDelete && <DeletePost post={post} />}
        </footer>
      </article>
    </li>
  );
}

/** The people a post names, each linked to their profile: "Ana, Ben and Cy". */
function People({ people }: { people: PersonRef[] }) {
  const nameOf = usePersonName();
  return (
    <>
      {people.map((person, index) => (
        <Fragment key={person?.id ?? index}>
          {index > 0 && (index === people.length - 1 ? ' and ' : ', ')}
          <PersonLink person={person} name={nameOf(person)} />
        </Fragment>
      ))}
    </>
  );
}

function Kudos({ post }: { post: FeedPost }) {
  return (
    <>
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="text-sm">
          <People people={[post.sender]} />
          <span aria-hidden className="px-1.5 text-muted-foreground">
            →
          </span>
          <span className="sr-only"> {t.recognised} </span>
          <People people={post.recipients} />
        </h3>
        <PostTime createdAt={post.createdAt} />
      </header>
      {post.value && <Badge variant="secondary">{post.value.name}</Badge>}
      {/* Plain text: React escapes it, and links stay words (docs/security.md#4-hostile-input). */}
      <p className="text-sm break-words whitespace-pre-line" elementtiming="own-data">
        {post.message}
      </p>
    </>
  );
}

function Celebration({ post }: { post: FeedPost }) {
  const company = useMe().data?.company?.name ?? t.yourCompany;
  return (
    <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
      <h3 className="text-sm">
        {post.kind === 'anniversary' ? (
          <>
            <span aria-hidden>🎂 </span>
            <People people={post.recipients} />
            {t.celebratesYears(post.anniversaryYears ?? 1, company)}
          </>
        ) : (
          <>
            <span aria-hidden>🏁 </span>
            <People people={post.recipients} />
            {t.closedTheGoal}
            {post.goal ? (
              <>
                “
                <Link
                  to={`/goals/${post.goal.id}`}
                  className="font-medium underline-offset-4 hover:underline focus-visible:underline"
                >
                  {post.goal.title}
                </Link>
                ” {t.atProgress(percentText(post.goal.progress))}
              </>
            ) : null}
          </>
        )}
      </h3>
      <PostTime createdAt={post.createdAt} />
    </header>
  );
}

function DeletePost({ post }: { post: FeedPost }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteKudos(() =>
    toast({ title: cultureToasts.deleted.title, description: cultureToasts.deleted.description }),
  );
  const label = post.kind === 'kudos' ? t.deleteKudos : t.deleteCelebration;
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8 text-muted-foreground"
        aria-label={label}
        disabled={remove.isPending}
        onClick={() => setAsking(true)}
      >
        <Trash2Icon aria-hidden />
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t.confirmDeleteTitle}
        description={t.confirmDelete}
        confirm={t.delete}
        cancel={t.cancel}
        onConfirm={() => remove.mutate(post.id)}
      />
    </>
  );
}
