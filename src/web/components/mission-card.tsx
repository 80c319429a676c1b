import { useId } from 'react';
import { Link } from '@/lib/router';

const texts = {
  title: 'Our mission',
  none: 'The company has not written its mission yet.',
  write: 'Write it in Settings',
  noneMember: 'An admin writes it in Settings.',
} as const;

/**
 * The company's mission at the top of a page (the purpose map, the strategy page); without one, an
 * admin is sent to Settings, where it is written, and a member told who writes it.
 */
export function MissionCard({ mission, isAdmin }: { mission: string | null; isAdmin: boolean }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-lg border bg-muted/40 p-4 sm:p-6">
      <h2 id={id} className="text-sm font-medium text-muted-foreground">
        {texts.title}
      </h2>
      {mission ? (
        <p className="mt-1 text-xl font-semibold break-words whitespace-pre-line sm:text-2xl">{mission}</p>
      ) : (
        <p className="mt-1 text-sm">
          {texts.none}{' '}
          {isAdmin ? (
            <Link to="/settings" className="font-medium text-primary underline-offset-4 hover:underline">
              {texts.write}
            </Link>
          ) : (
            texts.noneMember
          )}
        </p>
      )}
    </section>
  );
}
