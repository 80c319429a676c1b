import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { tryAgainText } from '@/lib/texts';

/** What QueryState reads of a query: TanStack Query's useQuery result has it all. */
export interface QueryLike<T> {
  data: T | undefined;
  error: Error | null;
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

/** Spacing and weight for a part of a card, or for a page's whole content. */
const layouts = {
  card: {
    spinner: 'py-8',
    alert: 'flex flex-col items-start gap-3 text-sm',
    button: { variant: 'outline', size: 'sm' },
  },
  page: {
    spinner: 'py-24',
    alert: 'flex flex-col items-center gap-4 py-24 text-center',
    button: {},
  },
} as const;

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The states of a query's data, each shown the same way everywhere: a spinner while it first loads;
 * when it failed and nothing is cached, `loadFailed` and the error's message with a "Try again" button
 * that asks again; `empty` when there is nothing to show (by default: an empty list); else `children`
 * with the data. A failed refetch keeps showing the data already loaded.
 */
export function QueryState<T>({
  query,
  loadFailed,
  empty,
  isEmpty = isEmptyList,
  layout = 'card',
  children,
}: {
  query: QueryLike<T>;
  /** The sentence before the error's own message: "We could not load the join requests." */
  loadFailed: string;
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  layout?: keyof typeof layouts;
  children: (data: T) => ReactNode;
}) {
  const style = layouts[layout];
  if (query.isPending) return <Spinner className={style.spinner} />;
  if (query.data === undefined) {
    return (
      <div role="alert" className={style.alert}>
        <p>
          {loadFailed} {query.error?.message}
        </p>
        <Button type="button" {...style.button} onClick={() => void query.refetch()}>
          {tryAgainText}
        </Button>
      </div>
    );
  }
  if (empty !== undefined && isEmpty(query.data)) return empty;
  return children(query.data);
}
