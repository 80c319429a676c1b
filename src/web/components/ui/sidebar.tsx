import { cva, type VariantProps } from 'class-variance-authority';
import { PanelLeftIcon } from 'lucide-react';
import { Slot } from 'radix-ui';
import type * as React from 'react';
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { holdToasts } from '@/lib/toast';
import { MOBILE_BREAKPOINT, useIsMobile } from '@/lib/use-mobile';
import { cn } from '@/lib/utils';
import type { ShownTooltip } from './sidebar-tooltip';

/** The drawer of a phone, which a desktop never loads. */
const PhoneDrawer = lazy(() => import('./phone-drawer'));

/** The sidebar of docs/product.md#sidebar and its constants (#constants), spelled once. */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
/** Seven days, in seconds. */
export const SIDEBAR_COOKIE_MAX_AGE = 604800;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
/** With Ctrl (or Cmd on a Mac). */
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';
export { MOBILE_BREAKPOINT };

type SidebarState = 'expanded' | 'collapsed';

interface SidebarContextValue {
  /** The desktop column: expanded, or collapsed to icons. */
  state: SidebarState;
  open: boolean;
  setOpen(open: boolean): void;
  /** The drawer below the mobile breakpoint. */
  openMobile: boolean;
  setOpenMobile(open: boolean): void;
  isMobile: boolean;
  toggleSidebar(): void;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const sidebar = useContext(SidebarContext);
  if (!sidebar) throw new Error('useSidebar must be used within SidebarProvider');
  return sidebar;
}

/** The state saved by the last visit, if any (docs/product.md#improvements, item 3: the cookie is read back). */
export function readSidebarCookie(): boolean | undefined {
  // Rendered to HTML at build time there is no cookie: SavedSidebarState says which state to render.
  if (typeof document === 'undefined') return undefined;
  const value = document.cookie
    .split(';')
    .map((cookie) => cookie.trim())
    .find((cookie) => cookie.startsWith(`${SIDEBAR_COOKIE_NAME}=`))
    ?.slice(SIDEBAR_COOKIE_NAME.length + 1);
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

function writeSidebarCookie(open: boolean) {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}`;
}

function isToggleShortcut(event: KeyboardEvent) {
  return (
    event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT &&
    (event.ctrlKey || event.metaKey) &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * The saved state the page's HTML is rendered with at build time, where no cookie can be read: the
 * build renders a member's page once open and once collapsed, and the server sends the one the
 * sidebar's cookie asks for (decision 025).
 */
export const SavedSidebarState = createContext<boolean | undefined>(undefined);

/**
 * Holds the sidebar's state for everything inside it. The desktop state starts from the cookie when
 * there is one, else from `defaultOpen`, and every change is written back; `open` and `onOpenChange`
 * make it controlled. Ctrl+b or Cmd+b toggles it anywhere on the page.
 */
export function SidebarProvider({
  defaultOpen = true,
  open: openProp,
  onOpenChange,
  className,
  style,
  children,
  ...props
}: React.ComponentProps<'div'> & {
  defaultOpen?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const isMobile = useIsMobile();
  const [openMobile, setOpenMobile] = useState(false);
  const saved = useContext(SavedSidebarState);
  const [ownOpen, setOwnOpen] = useState(() => readSidebarCookie() ?? saved ?? defaultOpen);
  const open = openProp ?? ownOpen;

  const setOpen = useCallback(
    (next: boolean) => {
      if (openProp === undefined) setOwnOpen(next);
      onOpenChange?.(next);
      writeSidebarCookie(next);
    },
    [openProp, onOpenChange],
  );

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile(!openMobile);
    else setOpen(!open);
  }, [isMobile, openMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isToggleShortcut(event)) return;
      event.preventDefault();
      toggleSidebar();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  const value = useMemo<SidebarContextValue>(
    () => ({
      state: open ? 'expanded' : 'collapsed',
      open,
      setOpen,
      openMobile,
      setOpenMobile,
      isMobile,
      toggleSidebar,
    }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );

  return (
    <SidebarContext.Provider value={value}>
      <SidebarTooltip>
        <div
          data-slot="sidebar-wrapper"
          style={style}
          // SIDEBAR_WIDTH and SIDEBAR_WIDTH_ICON, as classes rather than a style attribute: the page's
          // HTML carries none, which the policy would block (decision 025).
          className={cn(
            'flex min-h-svh w-full [--sidebar-width-icon:3rem] [--sidebar-width:16rem]',
            className,
          )}
          {...props}
        >
          {children}
        </div>
      </SidebarTooltip>
    </SidebarContext.Provider>
  );
}

/**
 * The sidebar itself. On desktop a fixed column beside a gap of the same width (so the page moves with
 * it) that collapses to icons; below the mobile breakpoint a drawer sliding in from the left.
 */
export function Sidebar({ className, children, ...props }: React.ComponentProps<'div'>) {
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar();
  // The open drawer hides the toasts (components/ui/toaster.tsx): none closes before it can be read.
  const drawerOpen = isMobile && openMobile;
  useEffect(() => {
    holdToasts(drawerOpen);
    return () => holdToasts(false);
  }, [drawerOpen]);

  if (isMobile) {
    return (
      <Suspense fallback={null}>
        <PhoneDrawer
          open={openMobile}
          onOpenChange={setOpenMobile}
          width={SIDEBAR_WIDTH_MOBILE}
          className={className}
        >
          {children}
        </PhoneDrawer>
      </Suspense>
    );
  }

  return (
    <div
      data-slot="sidebar"
      data-state={state}
      data-collapsible={state === 'collapsed' ? 'icon' : ''}
      // Hidden below the mobile breakpoint by CSS too: before any script has run, a phone shows the
      // page's HTML, which is rendered for a desktop (decision 025).
      className="group peer hidden text-sidebar-foreground md:block"
    >
      <div
        data-slot="sidebar-gap"
        className="relative h-svh w-(--sidebar-width) transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon)"
      />
      <div
        data-slot="sidebar-container"
        className={cn(
          'fixed inset-y-0 left-0 z-10 flex h-svh w-(--sidebar-width) border-r border-sidebar-border bg-sidebar transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon)',
          className,
        )}
        {...props}
      >
        <div data-slot="sidebar-inner" className="flex size-full flex-col">
          {children}
        </div>
      </div>
    </div>
  );
}

export function SidebarTrigger({ className, onClick, ...props }: React.ComponentProps<typeof Button>) {
  const { toggleSidebar, isMobile, open, openMobile } = useSidebar();
  return (
    <Button
      data-slot="sidebar-trigger"
      // Pressed in the prerendered shell, before the app runs, it is pressed again (prerendered-page.ts).
      data-early-press="menu"
      variant="ghost"
      size="icon"
      aria-expanded={isMobile ? openMobile : open}
      className={cn('size-8', className)}
      onClick={(event) => {
        onClick?.(event);
        toggleSidebar();
      }}
      {...props}
    >
      <PanelLeftIcon />
      <span className="sr-only">Toggle Sidebar</span>
    </Button>
  );
}

/** The page beside the sidebar. */
export function SidebarInset({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-inset"
      className={cn('relative flex w-full min-w-0 flex-1 flex-col bg-background', className)}
      {...props}
    />
  );
}

export function SidebarHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="sidebar-header" className={cn('flex flex-col gap-2 p-2', className)} {...props} />;
}

export function SidebarFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="sidebar-footer" className={cn('flex flex-col gap-2 p-2', className)} {...props} />;
}

export function SidebarContent({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-content"
      className={cn(
        'flex min-h-0 flex-1 flex-col gap-2 overflow-auto group-data-[collapsible=icon]:overflow-hidden',
        className,
      )}
      {...props}
    />
  );
}

export function SidebarGroup({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-group"
      className={cn('relative flex w-full min-w-0 flex-col p-2', className)}
      {...props}
    />
  );
}

/** A group's heading; it fades out and gives its room back when the column collapses to icons. */
export function SidebarGroupLabel({
  className,
  asChild = false,
  ...props
}: React.ComponentProps<'div'> & { asChild?: boolean }) {
  const Component = asChild ? Slot.Root : 'div';
  return (
    <Component
      data-slot="sidebar-group-label"
      className={cn(
        'flex h-8 shrink-0 items-center rounded-md px-2 text-xs font-medium tracking-wide text-sidebar-foreground/70 uppercase outline-none transition-[margin,opacity] duration-200 ease-linear group-data-[collapsible=icon]:pointer-events-none group-data-[collapsible=icon]:-mt-8 group-data-[collapsible=icon]:opacity-0',
        className,
      )}
      {...props}
    />
  );
}

export function SidebarMenu({ className, ...props }: React.ComponentProps<'ul'>) {
  return (
    <ul data-slot="sidebar-menu" className={cn('flex w-full min-w-0 flex-col gap-1', className)} {...props} />
  );
}

export function SidebarMenuItem({ className, ...props }: React.ComponentProps<'li'>) {
  return <li data-slot="sidebar-menu-item" className={cn('relative', className)} {...props} />;
}

const sidebarMenuButtonVariants = cva(
  'flex w-full items-center gap-2.5 overflow-hidden rounded-md p-2 text-left text-sm text-sidebar-foreground/85 outline-none ring-sidebar-ring transition-[width,height,padding,color,background-color] hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 active:bg-sidebar-accent disabled:pointer-events-none disabled:opacity-50 data-[active=true]:bg-sidebar-accent data-[active=true]:font-medium data-[active=true]:text-sidebar-accent-foreground data-[active=true]:[&>svg]:text-sidebar-primary group-data-[collapsible=icon]:size-8! group-data-[collapsible=icon]:p-2! [&>span:last-child]:truncate [&>svg]:size-4 [&>svg]:shrink-0',
  {
    variants: {
      size: {
        default: 'h-9',
        lg: 'h-12 group-data-[collapsible=icon]:p-0!',
      },
    },
    defaultVariants: { size: 'default' },
  },
);

/**
 * A menu entry: a button, or with `asChild` the link it wraps. `isActive` marks the current page, and
 * the `tooltip` names the entry while only its icon shows (desktop, collapsed).
 */
export function SidebarMenuButton({
  asChild = false,
  isActive = false,
  tooltip,
  size,
  className,
  ...props
}: React.ComponentProps<'button'> &
  VariantProps<typeof sidebarMenuButtonVariants> & {
    asChild?: boolean;
    isActive?: boolean;
    tooltip?: React.ReactNode;
  }) {
  const { isMobile, state } = useSidebar();
  const showTooltip = useContext(ShowSidebarTooltip);
  const Component = asChild ? Slot.Root : 'button';
  // Only while the labels are hidden; the sidebar's one tooltip shows next to this entry.
  const withTooltip = tooltip && state === 'collapsed' && !isMobile;
  const show = (event: React.SyntheticEvent<HTMLElement>) =>
    withTooltip && showTooltip({ label: tooltip, anchor: event.currentTarget.getBoundingClientRect() });
  const hide = () => withTooltip && showTooltip(null);
  return (
    <Component
      data-slot="sidebar-menu-button"
      data-size={size ?? 'default'}
      data-active={isActive ? 'true' : undefined}
      className={cn(sidebarMenuButtonVariants({ size }), className)}
      {...props}
      onPointerEnter={composeEventHandlers(props.onPointerEnter, show)}
      onPointerLeave={composeEventHandlers(props.onPointerLeave, hide)}
      onFocus={composeEventHandlers(props.onFocus, show)}
      onBlur={composeEventHandlers(props.onBlur, hide)}
    />
  );
}

function composeEventHandlers<E>(own: ((event: E) => void) | undefined, added: (event: E) => void) {
  return (event: E) => {
    own?.(event);
    added(event);
  };
}

const loadTooltip = () => import('./sidebar-tooltip');
const SidebarTooltipBubble = lazy(loadTooltip);

const ShowSidebarTooltip = createContext<(tooltip: ShownTooltip | null) => void>(() => {});

/**
 * The collapsed sidebar's one tooltip, naming the entry under the pointer or the focus. One for all the
 * entries rather than one each: a tooltip per entry (a Radix popper each) cost every member's page
 * some twenty components to mount and render again as it first showed, while its labels are visible
 * and no tooltip can show (decision 025). Its code loads once the sidebar is collapsed on a desktop,
 * the only time it can show.
 */
function SidebarTooltip({ children }: { children: React.ReactNode }) {
  const [shown, setShown] = useState<ShownTooltip | null>(null);
  const { state, isMobile } = useSidebar();
  const collapsed = state === 'collapsed' && !isMobile;
  // Asked for as soon as the sidebar collapses: the code is there before the first hover.
  useEffect(() => {
    if (collapsed) void loadTooltip();
  }, [collapsed]);
  return (
    <ShowSidebarTooltip value={setShown}>
      {children}
      {collapsed && shown && (
        <Suspense fallback={null}>
          <SidebarTooltipBubble shown={shown} onClose={() => setShown(null)} />
        </Suspense>
      )}
    </ShowSidebarTooltip>
  );
}
