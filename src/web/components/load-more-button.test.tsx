import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadMoreButton, type PagedQuery } from './load-more-button';

function pages(state: Partial<PagedQuery>): PagedQuery {
  return {
    hasNextPage: true,
    isFetchingNextPage: false,
    fetchNextPage: vi.fn(() => Promise.resolve()),
    ...state,
  };
}

describe('LoadMoreButton', () => {
  it('fetches the next page when pressed', async () => {
    const query = pages({});
    render(<LoadMoreButton query={query} label="Load more" loadingLabel="Loading..." />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(query.fetchNextPage).toHaveBeenCalledOnce();
  });

  it('is not there on the last page', () => {
    render(<LoadMoreButton query={pages({ hasNextPage: false })} label="Load more" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is disabled while the next page loads, saying so when given the words', () => {
    const query = pages({ isFetchingNextPage: true });
    const { rerender } = render(<LoadMoreButton query={query} label="Load more" loadingLabel="Loading..." />);
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();

    rerender(<LoadMoreButton query={query} label="Load more" />);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeDisabled();
  });
});
