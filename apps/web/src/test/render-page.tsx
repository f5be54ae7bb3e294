import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type createMemoryRouter } from 'react-router';
import type { ApiClient } from '../shared/api/api-client.ts';
import { ApiProvider } from '../shared/api/api-context.tsx';
import { FeedbackProvider } from '../shared/ui/feedback.tsx';

/**
 * Renders a back-office page as the app holds it: antd's App (messages, modals), the API client,
 * a fresh query cache that does not retry (a refused call shows at once), and the router.
 */
export function renderPage(client: ApiClient, router: ReturnType<typeof createMemoryRouter>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <FeedbackProvider preload>
      <ApiProvider client={client}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ApiProvider>
    </FeedbackProvider>,
  );
}
