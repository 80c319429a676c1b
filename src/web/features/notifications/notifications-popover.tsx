import { Popover } from 'radix-ui';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { MarkAllRead, NotificationList } from './notification-list';
import { notificationTexts } from './notification-texts';

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
          className="z-50 grid max-h-[min(32rem,var(--radix-popover-content-available-height))] w-[calc(100vw-1rem)] max-w-sm grid-rows-[auto_1fr_auto] overflow-hidden rounded-lg border bg-popover text-popover-foreground shadow-lg outline-none"
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
          <div className="overflow-y-auto p-1">
            <NotificationList pageSize={10} onOpen={onClose} />
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
