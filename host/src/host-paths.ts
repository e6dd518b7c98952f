import { normalisePath } from './federation/paths';

/** The paths the shell serves itself (auth and account pages); every other path is a remote's. */
export const HOST_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/login',
  '/r',
  '/otpregister',
  '/forgotpass',
  '/otpforgotpass',
  '/change-password',
  '/profile',
  '/change',
  '/my-limits',
  '/privacy',
  '/privacypolicy',
  '/about',
  '/delete',
]);

/** Whether the shell serves this path itself (case-insensitive, trailing slash ignored). */
export function isHostPath(pathname: string): boolean {
  return HOST_PATHS.has(normalisePath(pathname));
}
