import { TeamPage } from '@/features/teams/team';

export default function Team() {
  return <TeamPage />;
}
