import { OneOnOnePage } from '@/features/communication/one-on-ones/one-on-one-page';

export default function OneOnOne() {
  return <OneOnOnePage />;
}
