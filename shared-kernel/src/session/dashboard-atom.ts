import { atom } from 'jotai';
import type { ApiResponse } from '../contract/index';

/** The dashboard's last answer (markets with today's results, chart links), kept current by the shell's poll. */
export type Dashboard = ApiResponse<'api-get-dashboard-data'>;
export type DashboardMarket = Dashboard['result'][number];

/** null until the first answer after sign-in. */
export const dashboardAtom = atom<Dashboard | null>(null);
