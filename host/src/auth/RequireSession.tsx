import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { sessionAtom } from '@matka/shared-kernel/session';

/** Pages that need a session send an anonymous visitor to /login. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  return session ? children : <Navigate to="/login" replace />;
}
