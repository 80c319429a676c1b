import { Accountability } from '@/features/goals/accountability';

export default function AccountabilityPage() {
  return <Accountability />;
}
