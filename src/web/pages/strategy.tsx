import { Strategy } from '@/features/strategy/strategy';

export default function StrategyPage() {
  return <Strategy />;
}
