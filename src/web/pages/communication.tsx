import { Communication } from '@/features/communication/communication';

export default function CommunicationPage() {
  return <Communication />;
}
