import { Purpose } from '@/features/purpose/purpose';

export default function PurposePage() {
  return <Purpose />;
}
