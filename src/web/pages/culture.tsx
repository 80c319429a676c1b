import { Culture } from '@/features/culture/culture';

export default function CulturePage() {
  return <Culture />;
}
