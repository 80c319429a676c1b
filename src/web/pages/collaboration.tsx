import { Collaboration } from '@/features/collaboration/collaboration';

export default function CollaborationPage() {
  return <Collaboration />;
}
