import { bidScreensOf } from '@matka/shared-kernel/domain';

/** Gali's three bid types and their screens' paths, in the menu's order (BID_TYPES). */
export const GALI_BID_SCREENS = bidScreensOf('gali');
