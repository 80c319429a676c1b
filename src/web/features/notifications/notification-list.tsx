import type { Notification } from '@shared/contract/notifications';
import { LoadMoreButton } from '@/components/load-more-button';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/router';
import { cn } from '@/lib/utils';
import { useMarkRead, useNotifications } from './api/notifications';
import { notificationLink, notificationText, notificationTexts, timeAgo } from './notification-texts';

/**
 * The caller's notifications, newest first, each a link that marks it read. `pageSize` at a time;
 * with `loadMore` a button fetches the next page. `onOpen` runs when one is followed (the popover
 * closes).
 */
export function NotificationList({
  pageSize,
  loadMore = false,
  onOpen,
}: {
  pageSize: number;
  loadMore?: boolean;
  onOpen?: () => void;
}) {
  const query = useNotifications(pageSize);
  const items = query.data?.pages.flatMap((page) => page.items);
  return (
    <QueryState
      query={{ ...query, data: items }}
      loadFailed={notificationTexts.loadFailed}
      empty={<EmptyNotifications />}
    >
      {(notifications) => (
        <div className="grid gap-2">
          <ul aria-label={notificationTexts.title} className="divide-y">
            {notifications.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onOpen={onOpen} />
            ))}
          </ul>
          {loadMore && <LoadMoreButton query={query} label={notificationTexts.loadMore} />}
        </div>
      )}
    </QueryState>
  );
}

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen?: () => void }) {
  const markRead = useMarkRead();
  const unread = notification.readAt === null;
  const text = notificationText(notification);
  const link = notificationLink(notification);
  return (
    <li>
      <Link
        to={link}
        className={cn(
          'flex gap-3 rounded-md px-3 py-2.5 text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
          unread && 'bg-primary/10',
        )}
        onClick={() => {
          if (unread) markRead.mutate({ ids: [notification.id] });
          onOpen?.();
        }}
      >
        <span
          aria-hidden
          className={cn('mt-2 size-1.5 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')}
        />
        <span className="grid gap-1">
          <span className={cn(unread && 'font-medium')}>
            {unread && <span className="sr-only">{notificationTexts.unread}: </span>}
            {text}
          </span>
          <time dateTime={notification.createdAt} className="text-xs text-muted-foreground">
            {timeAgo(notification.createdAt)}
          </time>
        </span>
      </Link>
    </li>
  );
}

// No bell icon here: an icon the header's chunk shares with this one moves to the chunk /auth loads.
function EmptyNotifications() {
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
      <p className="font-medium">{notificationTexts.emptyTitle}</p>
      <p className="text-sm text-muted-foreground">{notificationTexts.emptyDescription}</p>
    </div>
  );
}

/** "Mark all as read", shown while something is unread. */
export function MarkAllRead({
  unread,
  variant = 'ghost',
  className,
}: {
  unread: number;
  variant?: 'ghost' | 'outline';
  className?: string;
}) {
  const markRead = useMarkRead();
  if (unread === 0) return null;
  return (
    <Button
      type="button"
      variant={variant}
      size="sm"
      className={className}
      disabled={markRead.isPending}
      onClick={() => markRead.mutate({ all: true })}
    >
      {notificationTexts.markAllRead}
    </Button>
  );
}
