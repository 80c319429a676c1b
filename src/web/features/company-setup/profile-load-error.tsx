import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { tryAgainText } from '@/lib/texts';

/** /api/me failed: without it the page cannot tell whether the person already has a company. */
export function ProfileLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Card role="alert" className="shadow-xl shadow-primary/5">
      <CardContent className="grid justify-items-center gap-4 text-center">
        <p>We could not load your profile. {message}</p>
        <Button onClick={onRetry}>{tryAgainText}</Button>
      </CardContent>
    </Card>
  );
}
