import { Wellbeing } from '@/features/wellbeing/wellbeing';

export default function WellbeingPage() {
  return <Wellbeing />;
}
