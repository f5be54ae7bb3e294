import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { beforeEach } from 'vitest';
import type { ApiClient } from '../shared/api/api-client.ts';
import { ApiProvider } from '../shared/api/api-context.tsx';
import { bindSessionApi, useSession } from '../features/auth/index.ts';
import { alice } from './fake-server.ts';
import { FeedbackProvider } from '../shared/ui/feedback.tsx';

/** Web unit tests of signed-in screens: the session a page sees, and the app around it. */

/** The session store of a guest whose session check is over. */
export const guestSession = {
  user: null,
  token: null,
  isAuthenticated: false,
  initialized: true,
  loading: false,
  error: null,
};

/** The session store once alice signed in (token 'tok'). */
export const aliceSession = { ...guestSession, user: alice, token: 'tok', isAuthenticated: true };

/** Alice signed in on `client`, as after a login: the token stored and the session store bound to it. */
export function signInAlice(client: ApiClient): void {
  bindSessionApi(client);
  localStorage.setItem('accessToken', 'tok');
  useSession.setState(aliceSession);
}

/** Gives each test of the file the session store as it starts (call once, at the top of the file). */
export function resetSessionBeforeEach(): void {
  const initialState = useSession.getState();
  beforeEach(() => {
    useSession.setState(initialState, true);
  });
}

/** A memory router showing `routes` at `path` (the account settings page unless told otherwise). */
export const routerAt = (routes: RouteObject[], path = '/user/settings') =>
  createMemoryRouter(routes, { initialEntries: [path] });

/** The router as the app shows it: inside antd's App (messages, modals) and the API client. */
export function InApp({ client, router }: { client: ApiClient; router: ReturnType<typeof routerAt> }) {
  return (
    <FeedbackProvider preload>
      <ApiProvider client={client}>
        <RouterProvider router={router} />
      </ApiProvider>
    </FeedbackProvider>
  );
}
