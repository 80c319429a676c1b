import { Settings } from '@/features/settings/settings';

export default function SettingsPage() {
  return <Settings />;
}
