import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { SessionClient } from '@/lib/session-client';
import { createRouter } from '@/router';
import './styles/index.css';

const queryClient = createQueryClient();
const sessionClient = new SessionClient();
// Whoever signs out (here, another tab, or an expired session) leaves nothing of theirs cached.
sessionClient.subscribe((event) => event === 'SIGNED_OUT' && queryClient.clear());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AuthProvider client={sessionClient}>
        <TooltipProvider delayDuration={0}>
          <RouterProvider router={createRouter()} />
          <Toaster />
        </TooltipProvider>
      </AuthProvider>
    </QueryClientProvider>
  </StrictMode>,
);
