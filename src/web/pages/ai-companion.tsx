import { Companion } from '@/features/companion/companion';

export default function AiCompanionPage() {
  return <Companion />;
}
