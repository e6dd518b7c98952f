import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '@matka/shared-kernel/paths';
import { signOutAtom } from '@matka/shared-kernel/session';

/**
 * Signs the player out: this device's pushes off, the session ended on the server, what the browser kept cleared,
 * then /login.
 */
export function useLogout() {
  const signOut = useSetAtom(signOutAtom);
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      // This device takes no more pushes for the player (asked while the session can still say whose it is).
      const { turnOffPush } = await import('@matka/shared-kernel/push');
      await turnOffPush();
      const { apiClient } = await import('@matka/shared-kernel/api');
      await apiClient().call('api-user-logout', {});
    } catch {
      // Signed out locally whatever the server said: the cookie is HttpOnly and expires on its own.
    }
    signOut();
    navigate(PATHS.login, { replace: true });
  }, [navigate, signOut]);
}
