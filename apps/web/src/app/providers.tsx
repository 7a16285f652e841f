import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { TooltipProvider } from '@/components/ui/tooltip';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 15_000, refetchOnWindowFocus: false, retry: 1 },
      mutations: { retry: false },
    },
  });
}

/** App-wide context: data cache, tooltips, and the one toast outlet (spec: top-right, 4 s, white, light grey border). */
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider delayDuration={200}>
        {children}
        <Toaster
          position="top-right"
          duration={4000}
          visibleToasts={3}
          closeButton
          toastOptions={{
            classNames: {
              toast: '!bg-white !border !border-zinc-200 !text-zinc-900 !shadow-md',
              description: '!text-zinc-600',
            },
          }}
        />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
