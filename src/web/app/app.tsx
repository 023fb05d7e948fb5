import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppRoutes } from './app-routes';

/**
 * The whole app below the router: main.tsx wraps it in a BrowserRouter, tests in a MemoryRouter at
 * any address, each with its own QueryClient.
 */
export function App({ queryClient }: { readonly queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppRoutes />
    </QueryClientProvider>
  );
}
