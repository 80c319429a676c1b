import { CircleUserIcon, LogOutIcon, WavesIcon } from 'lucide-react';
import { useId } from 'react';
import { appPages, companyNavPages, navPages } from '@/app-pages';
import { type NavIcon, navIcons } from '@/components/nav-icons';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from '@/components/ui/sidebar';
import { useAuth } from '@/lib/auth';
import { useHydrated } from '@/lib/hydrated';
import { useMe } from '@/lib/me';
import { Link, matchPath, NavLink, useLocation, useNavigate } from '@/lib/router';
import { toasts } from '@/lib/texts';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';

/**
 * The app's navigation: the brand, the company's own pages (people, teams, settings), the thirteen
 * modules in the spec's order, and the person's Account and Sign Out.
 */
export function AppSidebar() {
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const { isMobile, setOpenMobile } = useSidebar();
  const navigationLabelId = useId();
  const companyLabelId = useId();
  const { pathname } = useLocation();
  // On a phone the drawer covers the page, so following a link also closes it.
  const closeDrawer = () => isMobile && setOpenMobile(false);

  const handleSignOut = async () => {
    await signOut();
    toast(toasts.signedOut);
    void navigate('/auth', { replace: true });
  };

  return (
    <Sidebar>
      <SidebarHeader
        // In the drawer, the link stops short of the drawer's close button.
        className={cn(
          'h-14 shrink-0 justify-center border-b border-sidebar-border py-0',
          isMobile && 'pr-11',
        )}
      >
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton asChild size="lg" tooltip="Dashboard" className="hover:bg-sidebar-accent/60">
              <Link to="/dashboard" onClick={closeDrawer}>
                <span
                  aria-hidden
                  className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-sidebar-primary text-sidebar-primary-foreground shadow-sm"
                >
                  <WavesIcon className="size-4" />
                </span>
                <span className="grid min-w-0 flex-1 leading-tight">
                  <span className="truncate text-base font-semibold tracking-tight">SOS</span>
                  <span className="truncate text-xs text-sidebar-foreground/70">Surfers OS</span>
                </span>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarHeader>

      <SidebarContent>
        <SidebarGroup role="navigation" aria-labelledby={companyLabelId}>
          <SidebarGroupLabel id={companyLabelId}>Company</SidebarGroupLabel>
          <CompanyLinks />
        </SidebarGroup>
        <SidebarGroup role="navigation" aria-labelledby={navigationLabelId}>
          <SidebarGroupLabel id={navigationLabelId}>Navigation</SidebarGroupLabel>
          <SidebarMenu>
            {navPages.map(({ path, nav }) => (
              <SidebarLink key={path} path={path} label={nav.label} icon={nav.icon} />
            ))}
          </SidebarMenu>
        </SidebarGroup>
      </SidebarContent>

      <SidebarFooter className="border-t border-sidebar-border">
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton asChild isActive={pathname === '/account'} tooltip="Account">
              <NavLink to="/account" onClick={closeDrawer}>
                <CircleUserIcon aria-hidden />
                <span>Account</span>
              </NavLink>
            </SidebarMenuButton>
          </SidebarMenuItem>
          <SidebarMenuItem>
            <SidebarMenuButton tooltip="Sign Out" onClick={() => void handleSignOut()}>
              <LogOutIcon aria-hidden />
              <span>Sign Out</span>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarFooter>
    </Sidebar>
  );
}

/**
 * The company's own pages; Settings for admins only. Apart from the sidebar, so that the profile's
 * arrival renders these entries alone, not the whole sidebar again. Adopting the page's HTML, they are
 * everyone's (useHydrated).
 */
function CompanyLinks() {
  const hydrated = useHydrated();
  const isAdmin = useMe().data?.role === 'admin' && hydrated;
  return (
    <SidebarMenu>
      {companyNavPages
        .filter(({ companyNav }) => isAdmin || !companyNav.adminOnly)
        .map(({ path, companyNav }) => (
          <SidebarLink key={path} path={path} label={companyNav.label} icon={companyNav.icon} />
        ))}
    </SidebarMenu>
  );
}

/** Whether the sidebar's entry for `path` stands for the page at `pathname`. */
const isUnder = (path: string, pathname: string) =>
  pathname === path ||
  pathname.startsWith(`${path}/`) ||
  appPages.some((page) => page.under === path && matchPath(page.path, pathname));

/**
 * One page's entry; a page below it (/teams/:id under /teams) or declared under it (a goal's page under
 * /accountability) keeps it marked.
 */
function SidebarLink({ path, label, icon }: { path: string; label: string; icon: NavIcon }) {
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  const Icon = navIcons[icon];
  return (
    <SidebarMenuItem>
      <SidebarMenuButton asChild isActive={isUnder(path, pathname)} tooltip={label}>
        {/* On a phone the drawer covers the page, so following a link also closes it. */}
        <NavLink to={path} end={false} onClick={() => isMobile && setOpenMobile(false)}>
          <Icon aria-hidden />
          <span>{label}</span>
        </NavLink>
      </SidebarMenuButton>
    </SidebarMenuItem>
  );
}
