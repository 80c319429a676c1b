import { WavesIcon } from 'lucide-react';
import { AppSidebar } from '@/components/app-sidebar';
import { NotificationBell } from '@/components/notification-bell';
import { PageSkeleton, usePageAllowed } from '@/components/page-skeleton';
import { SidebarInset, SidebarProvider, SidebarTrigger } from '@/components/ui/sidebar';
import { Link, Outlet } from '@/lib/router';

/**
 * The signed-in shell: the sidebar, and beside it a top bar with the sidebar's toggle above the page.
 * Each page renders its own <main>; until the guard lets it through, its skeleton shows instead.
 */
export default function AppLayout() {
  return (
    <SidebarProvider>
      <AppSidebar />
      <SidebarInset>
        <TopBar />
        <PageOrSkeleton />
      </SidebarInset>
    </SidebarProvider>
  );
}

/** Apart from the layout, so that the guard's verdict renders the page alone, not the sidebar again. */
function PageOrSkeleton() {
  return usePageAllowed() ? <Outlet /> : <PageSkeleton />;
}

function TopBar() {
  return (
    <header
      data-slot="app-top-bar"
      className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur-md sm:px-4"
    >
      <SidebarTrigger className="-ml-1" />
      {/* On a phone the sidebar hides in its drawer, so the brand shows here instead. By CSS, not by
          script: the page's HTML shows it on a phone before any script has run (decision 025). */}
      <Link
        to="/dashboard"
        className="flex items-center gap-2 rounded-md px-1 py-1 font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 md:hidden"
      >
        <span
          aria-hidden
          className="flex size-7 items-center justify-center rounded-md bg-primary text-primary-foreground"
        >
          <WavesIcon className="size-4" />
        </span>
        SOS
      </Link>
      <NotificationBell />
    </header>
  );
}
