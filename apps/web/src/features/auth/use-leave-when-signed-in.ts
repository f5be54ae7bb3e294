import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from './session-store.ts';

/**
 * The sign-in pages are for signed-out users: a signed-in one goes on to the return address (or
 * home) at once. `paused` while the page itself signs the user in and navigates.
 */
export function useLeaveWhenSignedIn(returnTo: string, paused = false): void {
  const navigate = useNavigate();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  useEffect(() => {
    if (isAuthenticated && !paused) void navigate(returnTo, { replace: true });
  }, [isAuthenticated, paused, navigate, returnTo]);
}
