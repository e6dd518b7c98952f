import type { Catalog } from '@matka/shared-kernel/languages';
import type english from './en';

/** The header's bell and the push offer in Hindi. */
const hindi: Catalog<keyof typeof english> = {
  inboxBell: '{unread, plural, =0 {इनबॉक्स} other {इनबॉक्स, # नए}}',
  pushOffer: 'रिज़ल्ट घोषित होने पर या पैसे पहुँचने पर सूचना पाएँ, ऐप बंद होने पर भी?',
  pushOfferYes: 'चालू करें',
  pushOfferNo: 'अभी नहीं',
  pushOfferDone: 'ठीक है',
  pushOfferTitle: 'सूचनाएँ',
};
export default hindi;
