import { Notifications } from '@/features/notifications/notifications';

export { default as NotificationsPopover } from '@/features/notifications/notifications-popover';

export default function NotificationsPage() {
  return <Notifications />;
}
