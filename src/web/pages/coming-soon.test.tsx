import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { navPages } from '@/app-pages';
import { meOf, mockApi, renderApp, testSession } from '../../../tests/setup/render-app';

describe('Coming Soon pages', () => {
  const comingSoon = navPages.flatMap(({ path, title, comingSoon }) =>
    comingSoon ? [[path, { title, ...comingSoon }] as const] : [],
  );

  it.each(comingSoon)('%s shows its title, "Coming Soon" and its planned features', async (path, module) => {
    mockApi({ 'GET /api/me': () => ({ body: meOf() }) });
    renderApp(path, { session: testSession() });

    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(module.title);
    expect(within(main).getByText(module.description)).toBeInTheDocument();
    expect(within(main).getByText('Coming Soon')).toBeInTheDocument();
    const features = within(main).getAllByRole('listitem');
    expect(features.map((item) => item.textContent)).toEqual([...module.features]);
  });

  it('sends a signed-out visitor to /auth', async () => {
    mockApi({});
    const { router } = renderApp('/strategy');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });
});
