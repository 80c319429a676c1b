import { useMe } from '@/lib/me';
import { MarkAllRead, NotificationList } from './notification-list';
import { notificationTexts } from './notification-texts';

/** /notifications: every notification of the person, newest first, 20 at a time. */
export function Notifications() {
  const unread = useMe().data?.unreadNotifications ?? 0;
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 lg:py-8">
      <header className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{notificationTexts.title}</h1>
          <p className="text-muted-foreground">{notificationTexts.description}</p>
        </div>
        <MarkAllRead unread={unread} variant="outline" className="w-fit" />
      </header>
      <div className="rounded-lg border p-1">
        <NotificationList pageSize={20} loadMore />
      </div>
    </main>
  );
}
