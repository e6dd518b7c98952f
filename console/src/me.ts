import { createContext, useContext } from 'react';

/** Who is signed in, as `GET /operator/session` says: name, role, and the permissions the role gives. */
export interface Me {
  name: string;
  role: string;
  permissions: string[];
  must_choose_password: boolean;
}

export const MeContext = createContext<Me | null>(null);

/** Whether the signed-in operator may do what a permission names (operator-access.ts on the server decides). */
export function useMay(): (permission: string) => boolean {
  const me = useContext(MeContext);
  // Outside a signed-in console (a screen's own test) every section is shown: the server still decides.
  return (permission) => (me ? me.permissions.includes(permission) : true);
}

export const useMe = () => useContext(MeContext);
