import { useEffect, useState } from 'react';

/** Where the console lives; every screen is a path under it (the server falls back to the console's page). */
export const BASE = '/console';

/** The console's sections, each shown to the operators whose role has its permission (the server checks it too). */
export const SECTIONS = [
  { path: '/', label: 'Today', permission: 'overview' },
  { path: '/deposits', label: 'Deposits', permission: 'money.read' },
  { path: '/withdrawals', label: 'Withdrawals', permission: 'money.read' },
  { path: '/approvals', label: 'Approvals', permission: 'money.move' },
  { path: '/payments', label: 'Payments', permission: 'money.read' },
  { path: '/results', label: 'Results', permission: 'results' },
  { path: '/markets', label: 'Markets and rates', permission: 'markets.read' },
  { path: '/players', label: 'Players', permission: 'players.read' },
  { path: '/content', label: 'Content', permission: 'content.read' },
  { path: '/notices', label: 'Notices', permission: 'notices' },
  { path: '/releases', label: 'Releases', permission: 'releases.read' },
  { path: '/reports', label: 'Reports', permission: 'reports' },
  { path: '/audit', label: 'Audit', permission: 'audit' },
  { path: '/operators', label: 'Operators', permission: 'operators' },
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
