import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from '../../../tests/setup/memory-router';
import { Link, matchPath, NavLink, resolve, useParams } from './router';

const here = { pathname: '/culture', search: '?tab=values', hash: '#top' };

describe('resolve', () => {
  it('reads an address as a link of the page would: a search alone keeps the path', () => {
    expect(resolve('?value=v1', here)).toEqual({ pathname: '/culture', search: '?value=v1', hash: '' });
    expect(resolve('/teams/t1?open=1', here)).toEqual({ pathname: '/teams/t1', search: '?open=1', hash: '' });
    expect(resolve({ pathname: '/goals', search: '?view=company' }, here)).toEqual({
      pathname: '/goals',
      search: '?view=company',
      hash: '',
    });
    expect(resolve({ search: '?tab=feed' }, here).pathname).toBe('/culture');
  });
});

describe('matchPath', () => {
  it('matches a parameter as one segment that is not empty, decoded, ignoring case and a trailing slash', () => {
    expect(matchPath('/teams/:id', '/teams/a%20b')).toEqual({ params: { id: 'a b' } });
    expect(matchPath('/Teams/:id', '/teams/x/')).toEqual({ params: { id: 'x' } });
    expect(matchPath('/teams/:id', '/teams/')).toBeNull();
    expect(matchPath('/teams/:id', '/teams/x/y')).toBeNull();
    expect(matchPath('/settings', '/settings/integrations')).toBeNull();
    expect(matchPath('*', '/anything/at/all')).toEqual({ params: {} });
  });
});

function Params() {
  return <p>team {useParams().id}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/teams/:id',
        element: (
          <>
            <Params />
            <NavLink to="/teams" end={false}>
              Teams
            </NavLink>
            <NavLink to="/teams">Exactly teams</NavLink>
            <Link to="?tab=members">Members</Link>
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('links', () => {
  it('navigate in the app on a plain click, keeping the path for a search alone', async () => {
    const router = renderAt('/teams/t1');
    expect(screen.getByText('team t1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Members' })).toHaveAttribute('href', '/teams/t1?tab=members');
    await userEvent.click(screen.getByRole('link', { name: 'Members' }));
    expect(router.state.location.search).toBe('?tab=members');
    expect(router.state.type).toBe('PUSH');
  });

  it('leave a click with a modifier key to the browser (a new tab or window)', () => {
    const router = renderAt('/teams/t1');
    fireEvent.click(screen.getByRole('link', { name: 'Members' }), { ctrlKey: true });
    expect(router.state.location.search).toBe('');
  });

  it('say which page they lead to: the one on screen, or one below it without `end`', () => {
    renderAt('/teams/t1');
    expect(screen.getByRole('link', { name: 'Teams' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Exactly teams' })).not.toHaveAttribute('aria-current');
  });
});
