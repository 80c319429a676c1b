import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** An empty part of the page that teaches: what will show here, and the first step when there is one. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  level = 2,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  /** The heading's level: 3 inside a section that has its own. */
  level?: 2 | 3;
  children?: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-8 text-center">
      <Icon aria-hidden className="size-6 text-muted-foreground" />
      <Heading className="text-lg font-semibold">{title}</Heading>
      <p className="max-w-md text-muted-foreground">{text}</p>
      {children}
    </div>
  );
}
