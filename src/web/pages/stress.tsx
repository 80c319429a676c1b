import { Stress } from '@/features/insights/stress';

export default function StressPage() {
  return <Stress />;
}
