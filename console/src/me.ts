import { createContext, useContext } from 'react';
import type { WhoAmI } from '@matka/shared-kernel/operator-contract';

/** Who is signed in, as `GET /operator/session` says (the contract's `session.show`): name, role, and the permissions the role gives. */
export type Me = Pick<WhoAmI, 'name' | 'role' | 'permissions' | 'must_choose_password'>;

export const MeContext = createContext<Me | null>(null);

/** Whether the signed-in operator may do what a permission names (operator-access.ts on the server decides). */
export function useMay(): (permission: string) => boolean {
  const me = useContext(MeContext);
  // Outside a signed-in console (a screen's own test) every section is shown: the server still decides.
  return (permission) => (me ? me.permissions.includes(permission) : true);
}

export const useMe = () => useContext(MeContext);
