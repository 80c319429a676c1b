import { People } from '@/features/people/people';

export default function PeoplePage() {
  return <People />;
}
