import { bidScreensOf } from '@matka/shared-kernel/domain';

/** Starline's four bid types and their screens' paths, in the menu's order (BID_TYPES). */
export const STARLINE_BID_SCREENS = bidScreensOf('starline');
