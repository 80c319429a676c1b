import { Teams } from '@/features/teams/teams';

export default function TeamsPage() {
  return <Teams />;
}
