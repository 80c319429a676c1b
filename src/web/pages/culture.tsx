import { Culture, prefetchCulture } from '@/features/culture/culture';

export default function CulturePage() {
  return <Culture />;
}

export const prefetch = prefetchCulture;
