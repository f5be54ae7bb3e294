import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type createMemoryRouter } from 'react-router';
import type { ApiClient } from '../shared/api/api-client.ts';
import { ApiProvider } from '../shared/api/api-context.tsx';
import { FeedbackProvider } from '../shared/ui/feedback.tsx';
import { ThemeStoreProvider } from '../shared/theme/theme-context.tsx';
import { createThemeStore } from '../shared/theme/theme-store.ts';

/**
 * Renders a back-office page as the app holds it: the theme (light), antd's App (messages, modals),
 * the API client, a fresh query cache that does not retry (a refused call shows at once), and the
 * router.
 */
export function renderPage(client: ApiClient, router: ReturnType<typeof createMemoryRouter>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ThemeStoreProvider store={createThemeStore('light')}>
      <FeedbackProvider preload>
        <ApiProvider client={client}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </ApiProvider>
      </FeedbackProvider>
    </ThemeStoreProvider>,
  );
}
