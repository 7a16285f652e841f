import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { TooltipProvider } from '@/components/ui/tooltip';
import { ApiError } from '@/lib/api';
import { SESSION_QUERY_KEY } from '@/lib/session';

export function createQueryClient(): QueryClient {
  // Any API answer 401 means the session ended (expired, signed out elsewhere): re-read it, and the route
  // guard sends the user to /auth remembering where they were.
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      // One retry for server or network trouble; a 4xx answer will not change by asking again.
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
  return client;
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
