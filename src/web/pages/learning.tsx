import { Learning } from '@/features/learning/learning';

export default function LearningPage() {
  return <Learning />;
}
