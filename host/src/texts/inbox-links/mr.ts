import type { Catalog } from '@matka/shared-kernel/languages';
import type english from './en';

/** The header's bell and the push offer in Marathi. */
const marathi: Catalog<keyof typeof english> = {
  inboxBell: '{unread, plural, =0 {इनबॉक्स} other {इनबॉक्स, # नवीन}}',
  pushOffer: 'निकाल जाहीर झाल्यावर किंवा पैसे पोहोचल्यावर सूचना हवी का, ॲप बंद असतानाही?',
  pushOfferYes: 'चालू करा',
  pushOfferNo: 'आता नको',
  pushOfferDone: 'ठीक आहे',
  pushOfferTitle: 'सूचना',
};
export default marathi;
