import { Accountability, prefetchAccountability } from '@/features/goals/accountability';

export default function AccountabilityPage() {
  return <Accountability />;
}

export const prefetch = prefetchAccountability;
