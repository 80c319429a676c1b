import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useLocation, useNavigationType } from '@/lib/router';
import { MemoryRouter } from '../../../tests/setup/memory-router';
import { useUrlTab } from './use-url-tab';

const TABS = ['feed', 'values', 'metrics'] as const;

/** The hook on a page at `path`, with the address it leaves and how it got there. */
function renderTab(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const [tab, setTab] = useUrlTab('tab', TABS);
      return { tab, setTab, search: useLocation().search, navigation: useNavigationType() };
    },
    { wrapper },
  );
}

describe('useUrlTab', () => {
  it('reads the tab the address names, and the first one when it names none or an unknown one', () => {
    expect(renderTab('/culture?tab=values').result.current.tab).toBe('values');
    expect(renderTab('/culture').result.current.tab).toBe('feed');
    expect(renderTab('/culture?tab=leaderboard').result.current.tab).toBe('feed');
  });

  it('writes the tab chosen into the address in place, keeping the other params', () => {
    const { result } = renderTab('/culture?person=kai');
    act(() => result.current.setTab('metrics'));
    expect(result.current.tab).toBe('metrics');
    expect(result.current.search).toBe('?person=kai&tab=metrics');
    expect(result.current.navigation).toBe('REPLACE');
  });

  it('takes the param away for the first tab', () => {
    const { result } = renderTab('/culture?tab=values&person=kai');
    act(() => result.current.setTab('feed'));
    expect(result.current.tab).toBe('feed');
    expect(result.current.search).toBe('?person=kai');
  });
});
