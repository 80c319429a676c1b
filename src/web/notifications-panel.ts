import { lazy } from 'react';

/**
 * The header bell's panel. Its code lives with the /notifications page (the list, Radix Popover), in
 * that page's chunk, fetched on the bell's first opening: the header itself carries only the button.
 */
export const NotificationsPanel = lazy(() =>
  import('./pages/notifications').then((module) => ({ default: module.NotificationsPopover })),
);
