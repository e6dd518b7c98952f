import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { PATHS } from '@matka/shared-kernel/paths';
import { sessionAtom } from '@matka/shared-kernel/session';

/** Pages that need a session send an anonymous visitor to /login. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  return session ? children : <Navigate to={PATHS.login} replace />;
}

/** Pages for visitors only (login, register, forgot password) send a signed-in player Home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  return session ? <Navigate to={PATHS.home} replace /> : children;
}
