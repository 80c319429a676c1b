import { Button } from '@/components/ui/button';

/** What the button reads of a list fetched a page at a time: TanStack Query's useInfiniteQuery has it. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * "Load more" under a list fetched a page at a time: there while a next page is, disabled while it
 * loads, with `loadingLabel` (if given) in place of `label` meanwhile.
 */
export function LoadMoreButton({
  query,
  label,
  loadingLabel = label,
}: {
  query: PagedQuery;
  label: string;
  loadingLabel?: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      type="button"
      variant="outline"
      // Centred whether the list around it is a grid or a block.
      className="mx-auto w-fit"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? loadingLabel : label}
    </Button>
  );
}
