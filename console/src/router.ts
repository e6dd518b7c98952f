import { useEffect, useState } from 'react';

/** Where the console lives; every screen is a path under it (the server falls back to the console's page). */
export const BASE = '/console';

export const SECTIONS = [
  { path: '/', label: 'Today' },
  { path: '/deposits', label: 'Deposits' },
  { path: '/withdrawals', label: 'Withdrawals' },
  { path: '/results', label: 'Results' },
  { path: '/markets', label: 'Markets and rates' },
  { path: '/players', label: 'Players' },
  { path: '/content', label: 'Content' },
  { path: '/releases', label: 'Releases' },
  { path: '/audit', label: 'Audit' },
] as const;

export type SectionPath = (typeof SECTIONS)[number]['path'];

const read = () => {
  const path = window.location.pathname.startsWith(BASE) ? window.location.pathname.slice(BASE.length) || '/' : '/';
  return { path: path.replace(/\/+$/, '') || '/', query: new URLSearchParams(window.location.search) };
};

/** Goes to a console path (`/results?market=5`) without a page load. */
export function navigate(to: string): void {
  window.history.pushState(null, '', `${BASE}${to === '/' ? '/' : to}`);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/** The current console path and query, following back/forward and `navigate`. */
export function useLocation() {
  const [location, setLocation] = useState(read);
  useEffect(() => {
    const update = () => setLocation(read());
    window.addEventListener('popstate', update);
    return () => window.removeEventListener('popstate', update);
  }, []);
  return location;
}
