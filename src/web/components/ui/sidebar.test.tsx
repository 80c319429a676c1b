import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HomeIcon } from 'lucide-react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  MOBILE_BREAKPOINT,
  Sidebar,
  SIDEBAR_COOKIE_MAX_AGE,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
  SidebarContent,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarInset,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarProvider,
  SidebarTrigger,
} from './sidebar';

function renderSidebar(props: { defaultOpen?: boolean } = {}) {
  const view = render(
    <SidebarProvider {...props}>
      <Sidebar>
        <SidebarContent>
          <SidebarGroup>
            <SidebarGroupLabel>Navigation</SidebarGroupLabel>
            <SidebarMenu>
              <SidebarMenuItem>
                <SidebarMenuButton isActive tooltip="Home">
                  <HomeIcon />
                  <span>Home</span>
                </SidebarMenuButton>
              </SidebarMenuItem>
            </SidebarMenu>
          </SidebarGroup>
        </SidebarContent>
      </Sidebar>
      <SidebarInset>
        <SidebarTrigger />
      </SidebarInset>
    </SidebarProvider>,
  );
  const sidebar = () => view.container.querySelector('[data-slot="sidebar"]');
  return { ...view, sidebar, user: userEvent.setup() };
}

/** Records every cookie the page writes, still writing it. */
function spyOnCookieWrites() {
  const setCookie = vi.spyOn(document, 'cookie', 'set');
  onTestFinished(() => setCookie.mockRestore());
  return setCookie;
}

/** Makes the viewport a phone's until the test ends. */
function useMobileViewport() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === `(max-width: ${MOBILE_BREAKPOINT - 1}px)`,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }));
}

describe('Sidebar', () => {
  it('has the spec’s constants', () => {
    expect(SIDEBAR_COOKIE_NAME).toBe('sidebar_state');
    expect(SIDEBAR_COOKIE_MAX_AGE).toBe(604800);
    expect([SIDEBAR_WIDTH, SIDEBAR_WIDTH_MOBILE, SIDEBAR_WIDTH_ICON]).toEqual(['16rem', '18rem', '3rem']);
    expect(MOBILE_BREAKPOINT).toBe(768);
  });

  it('starts expanded, at the desktop widths, when no cookie says otherwise', () => {
    const { sidebar, container } = renderSidebar();
    expect(sidebar()).toHaveAttribute('data-state', 'expanded');
    expect(sidebar()).toHaveAttribute('data-collapsible', '');
    const wrapper = container.querySelector<HTMLElement>('[data-slot="sidebar-wrapper"]');
    // Set by classes, not a style attribute (the prerendered page carries none).
    expect(wrapper).toHaveClass(
      `[--sidebar-width:${SIDEBAR_WIDTH}]`,
      `[--sidebar-width-icon:${SIDEBAR_WIDTH_ICON}]`,
    );
    expect(wrapper).not.toHaveAttribute('style');
    expect(screen.getByRole('button', { name: 'Toggle Sidebar' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('collapses to icons from the trigger and saves the state in a cookie for seven days', async () => {
    const setCookie = spyOnCookieWrites();
    const { sidebar, user } = renderSidebar();

    await user.click(screen.getByRole('button', { name: 'Toggle Sidebar' }));
    expect(sidebar()).toHaveAttribute('data-state', 'collapsed');
    expect(sidebar()).toHaveAttribute('data-collapsible', 'icon');
    expect(setCookie).toHaveBeenLastCalledWith('sidebar_state=false; path=/; max-age=604800');
    expect(document.cookie).toContain('sidebar_state=false');

    await user.click(screen.getByRole('button', { name: 'Toggle Sidebar' }));
    expect(sidebar()).toHaveAttribute('data-state', 'expanded');
    expect(setCookie).toHaveBeenLastCalledWith('sidebar_state=true; path=/; max-age=604800');
  });

  it('reads the saved state back on load', () => {
    document.cookie = 'sidebar_state=false; path=/';
    const { sidebar } = renderSidebar();
    expect(sidebar()).toHaveAttribute('data-state', 'collapsed');
    expect(sidebar()).toHaveAttribute('data-collapsible', 'icon');
  });

  it('lets a saved "true" win over defaultOpen={false}', () => {
    document.cookie = 'sidebar_state=true; path=/';
    const { sidebar } = renderSidebar({ defaultOpen: false });
    expect(sidebar()).toHaveAttribute('data-state', 'expanded');
  });

  it('toggles with Ctrl+b and Cmd+b, and not with a plain b', () => {
    const setCookie = spyOnCookieWrites();
    const { sidebar } = renderSidebar();

    expect(fireEvent.keyDown(window, { key: 'b' })).toBe(true);
    expect(sidebar()).toHaveAttribute('data-state', 'expanded');
    expect(setCookie).not.toHaveBeenCalled();

    // fireEvent returns false when the handler called preventDefault().
    expect(fireEvent.keyDown(window, { key: 'b', ctrlKey: true })).toBe(false);
    expect(sidebar()).toHaveAttribute('data-state', 'collapsed');

    expect(fireEvent.keyDown(window, { key: 'b', metaKey: true })).toBe(false);
    expect(sidebar()).toHaveAttribute('data-state', 'expanded');

    fireEvent.keyDown(window, { key: 'B', ctrlKey: true, shiftKey: true });
    expect(sidebar()).toHaveAttribute('data-state', 'expanded');
    expect(setCookie).toHaveBeenCalledTimes(2);
  });

  it('marks the active entry with data-active', () => {
    renderSidebar();
    expect(screen.getByRole('button', { name: 'Home' })).toHaveAttribute('data-active', 'true');
  });

  it('shows an entry’s tooltip only while collapsed', async () => {
    const { user } = renderSidebar();
    await user.hover(screen.getByRole('button', { name: 'Home' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.unhover(screen.getByRole('button', { name: 'Home' }));

    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    await user.hover(screen.getByRole('button', { name: 'Home' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Home');
    await user.unhover(screen.getByRole('button', { name: 'Home' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('names the focused entry in the tooltip while collapsed, and keeps the focus when it collapses', async () => {
    const { user } = renderSidebar();
    const home = screen.getByRole('button', { name: 'Home' });
    home.focus();
    // Collapsing changes no element: the focus stays on the entry.
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(screen.getByRole('button', { name: 'Home' })).toBe(home);
    expect(home).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab();
    expect(home).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Home');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('becomes a drawer below 768px, with its own title, that the trigger opens', async () => {
    useMobileViewport();
    const setCookie = spyOnCookieWrites();
    const { user, container } = renderSidebar();
    expect(container.querySelector('[data-slot="sidebar"]')).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Toggle Sidebar' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(drawer).toHaveAttribute('data-mobile', 'true');
    expect(drawer.style.getPropertyValue('--sidebar-width')).toBe('18rem');
    expect(screen.getByRole('button', { name: 'Home' })).toBeInTheDocument();
    // The drawer is not the saved desktop state.
    expect(setCookie).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cannot be used outside its provider', () => {
    vi.mocked(console.error).mockImplementationOnce(() => {});
    expect(() => render(<SidebarTrigger />)).toThrow('useSidebar must be used within SidebarProvider');
  });
});
