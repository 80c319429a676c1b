import { Value } from '@/features/value/value';

export default function ValuePage() {
  return <Value />;
}
