import { Execution } from '@/features/execution/execution';

export default function ExecutionPage() {
  return <Execution />;
}
