import { Insights } from '@/features/insights/insights';

export default function AnalyticsPage() {
  return <Insights />;
}
