import { SearchXIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/router';

/**
 * A page's whole content when what its path names is not there (a person who left, a goal deleted or
 * private): the page's heading, why, and a way back to the list it came from.
 */
export function NotFoundState({
  title,
  text,
  backTo,
  backLabel,
}: {
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <div className="flex flex-col items-center gap-4 py-24 text-center">
      <SearchXIcon aria-hidden className="size-10 text-muted-foreground/70" />
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="max-w-md text-muted-foreground">{text}</p>
      <Button asChild>
        <Link to={backTo}>{backLabel}</Link>
      </Button>
    </div>
  );
}
