import type { ReactNode } from 'react';

/** A module page's heading: its title and description as the spec words them, and its main action. */
export function PageHeader({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        <p className="max-w-prose text-muted-foreground">{description}</p>
      </div>
      {children}
    </header>
  );
}
