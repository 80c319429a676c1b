import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tryAgainText } from '@/lib/texts';
import { type QueryLike, QueryState } from './query-state';

const loadFailed = 'We could not load the waves.';

function query<T>(state: Partial<QueryLike<T>>): QueryLike<T> {
  return {
    data: undefined,
    error: null,
    isPending: false,
    isError: false,
    refetch: vi.fn(() => Promise.resolve()),
    ...state,
  };
}

function renderState<T>(state: QueryLike<T>, props: { empty?: string; isEmpty?: (data: T) => boolean } = {}) {
  return render(
    <QueryState
      query={state}
      loadFailed={loadFailed}
      empty={props.empty && <p>{props.empty}</p>}
      isEmpty={props.isEmpty}
    >
      {(data) => <p>Data: {JSON.stringify(data)}</p>}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('shows a spinner while the data first loads', () => {
    renderState(query({ isPending: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText(/^Data:/)).not.toBeInTheDocument();
  });

  it('says the data did not load, with the error’s message, and a button that asks again', async () => {
    const failed = query({ isError: true, error: new Error('The server is down.') });
    renderState(failed);
    expect(screen.getByRole('alert')).toHaveTextContent(`${loadFailed} The server is down.`);
    await userEvent.click(screen.getByRole('button', { name: tryAgainText }));
    expect(failed.refetch).toHaveBeenCalledOnce();
    expect(tryAgainText).toBe('Try again');
  });

  it('keeps showing the data already loaded when asking again fails', () => {
    renderState(query({ isError: true, error: new Error('Offline'), data: ['swell'] }));
    expect(screen.getByText('Data: ["swell"]')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the empty state for an empty list, and the data otherwise', () => {
    const { rerender } = renderState(query({ data: [] as string[] }), { empty: 'No waves today' });
    expect(screen.getByText('No waves today')).toBeInTheDocument();
    expect(screen.queryByText(/^Data:/)).not.toBeInTheDocument();

    rerender(
      <QueryState query={query({ data: ['swell'] })} loadFailed={loadFailed} empty={<p>No waves today</p>}>
        {(data) => <p>Data: {JSON.stringify(data)}</p>}
      </QueryState>,
    );
    expect(screen.getByText('Data: ["swell"]')).toBeInTheDocument();
    expect(screen.queryByText('No waves today')).not.toBeInTheDocument();
  });

  it('tells empty from not by `isEmpty` when given, and shows an empty list without an empty state', () => {
    const { unmount } = renderState(query({ data: { count: 0 } }), {
      empty: 'Nothing counted',
      isEmpty: (data) => data.count === 0,
    });
    expect(screen.getByText('Nothing counted')).toBeInTheDocument();
    unmount();

    renderState(query({ data: [] }));
    expect(screen.getByText('Data: []')).toBeInTheDocument();
  });

  it('follows a real query from its failure to the data that "Try again" brings', async () => {
    const queryFn = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new Error('The server is down.'))
      .mockResolvedValueOnce(['swell']);
    function Waves() {
      const waves = useQuery({ queryKey: ['waves'], queryFn });
      return (
        <QueryState query={waves} loadFailed={loadFailed}>
          {(data) => <p>Data: {JSON.stringify(data)}</p>}
        </QueryState>
      );
    }
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Waves />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(`${loadFailed} The server is down.`);
    await userEvent.click(screen.getByRole('button', { name: tryAgainText }));
    expect(await screen.findByText('Data: ["swell"]')).toBeInTheDocument();
    expect(queryFn).toHaveBeenCalledTimes(2);
  });
});
