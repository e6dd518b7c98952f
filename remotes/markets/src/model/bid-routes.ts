import { bidScreensOf } from '@matka/shared-kernel/domain';

/** Each main-market bid type and its screen's path, in the menu's order (BID_TYPES; paths match case-insensitively). */
export const BID_SCREENS = bidScreensOf('main');
