import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../tests/setup/render-app';
import { codeFor, routeReady } from './router';

describe('routes whose code has loaded', () => {
  it('render their page in the first render, without the loading spinner', async () => {
    mockApi({});
    await routeReady('/auth');
    renderApp('/auth');
    // No waiting: the page is there as soon as render returns.
    expect(screen.getByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('show the spinner first while a page’s code is still loading', async () => {
    mockApi({});
    // /company-setup's code is not loaded yet; without a session the page then sends the visitor to /auth.
    renderApp('/company-setup');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('never fail to get ready, even for a path no route names', async () => {
    await expect(routeReady('/no-such-wave')).resolves.toBeUndefined();
  });
});

describe('the code for a path', () => {
  const files = (pathname: string) => codeFor(pathname).map((code) => code.file);

  it('finds a path with a parameter, as the router matches it', () => {
    expect(files('/teams/3f1c7c1e-0000-4000-8000-000000000001')).toEqual([
      'components/protected-route.tsx',
      'components/app-layout.tsx',
      'pages/team.tsx',
    ]);
    expect(files('/teams')).toContain('pages/teams.tsx');
  });

  it('names nothing for a path no route matches', () => {
    expect(files('/teams/a/b')).toEqual([]);
    expect(files('/no-such-wave')).toEqual([]);
  });
});
