import { BellIcon } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { useHydrated } from '@/lib/hydrated';
import { useMe } from '@/lib/me';
import { NotificationsPanel } from '@/notifications-panel';

/** The bell's words; the panel's own are in features/notifications. */
export const bellTexts = {
  label: (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'),
  /** The badge: a count, "9+" above nine. */
  badge: (unread: number) => (unread > 9 ? '9+' : String(unread)),
};

/**
 * The header's bell: the unread count from /api/me (no request of its own), and the panel of
 * notifications on Enter, Space or a click. Adopting the page's HTML, it shows no count (useHydrated).
 */
export function NotificationBell() {
  const hydrated = useHydrated();
  const counted = useMe().data?.unreadNotifications ?? 0;
  const unread = hydrated ? counted : 0;
  const [open, setOpen] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={bell}
        type="button"
        // Pressed in the prerendered shell, before the app runs, it is pressed again (prerendered-page.ts).
        data-early-press="notifications"
        aria-label={bellTexts.label(unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'notifications-panel' : undefined}
        className="relative ml-auto flex size-9 items-center justify-center rounded-md outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        onClick={() => setOpen(!open)}
      >
        <BellIcon aria-hidden className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden
            className="absolute top-0 right-0 flex size-4 items-center justify-center rounded-full bg-primary text-xs leading-none font-semibold text-primary-foreground"
          >
            {bellTexts.badge(unread)}
          </span>
        )}
      </button>
      {open && (
        <Suspense>
          <NotificationsPanel bell={bell} unread={unread} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
