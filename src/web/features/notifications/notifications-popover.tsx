import { Popover } from 'radix-ui';
import type { RefObject } from 'react';
import { Link } from '@/lib/router';
import { MarkAllRead, NotificationList } from './notification-list';
import { notificationTexts } from './notification-texts';

/** Few enough to fit a phone's screen without a scroll of its own; "See all" has the rest. */
const PANEL_SIZE = 6;

/**
 * The bell's panel, loaded on its first opening. Anchored to the bell (which stays a plain button,
 * so the header carries none of this code); Escape and a click outside close it, and focus goes back
 * to the bell.
 */
export default function NotificationsPopover({
  bell,
  unread,
  onClose,
}: {
  bell: RefObject<HTMLButtonElement | null>;
  unread: number;
  onClose: () => void;
}) {
  return (
    <Popover.Root open onOpenChange={(open) => !open && onClose()}>
      <Popover.Anchor virtualRef={bell as RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Popover.Content
          id="notifications-panel"
          aria-label={notificationTexts.title}
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-[calc(100vw-1rem)] max-w-sm overflow-hidden rounded-lg border bg-background shadow-lg outline-none"
          onInteractOutside={(event) => {
            // A click on the bell toggles it: the bell's own handler closes the panel.
            if (bell.current?.contains(event.target as Node)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            bell.current?.focus();
          }}
        >
          <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
            <h2 className="font-semibold">{notificationTexts.title}</h2>
            <MarkAllRead unread={unread} />
          </div>
          <div className="p-1">
            <NotificationList pageSize={PANEL_SIZE} onOpen={onClose} />
          </div>
          <div className="border-t p-1 text-center">
            <Link
              to="/notifications"
              onClick={onClose}
              className="block rounded-md px-3 py-2 text-sm font-medium text-primary outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {notificationTexts.seeAll}
            </Link>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
