import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '@matka/shared-kernel/paths';
import { signOutAtom } from '@matka/shared-kernel/session';

/** Signs the player out: ends the session on the server, clears what the browser kept, goes to /login. */
export function useLogout() {
  const signOut = useSetAtom(signOutAtom);
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      const { apiClient } = await import('@matka/shared-kernel/api');
      await apiClient().call('api-user-logout', {});
    } catch {
      // Signed out locally whatever the server said: the cookie is HttpOnly and expires on its own.
    }
    signOut();
    navigate(PATHS.login, { replace: true });
  }, [navigate, signOut]);
}
