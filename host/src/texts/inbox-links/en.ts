/**
 * The header's bell and the push offer in English (docs/screens.md § Layouts): a catalog of their own, so they travel
 * in the lazy chunk that draws them (only with the inbox remote), not in the first screen's. How to add one:
 * docs/languages.md.
 */
export default {
  /** The bell's name for screen readers, with the unread count. */
  inboxBell: '{unread, plural, =0 {Inbox} other {Inbox, # unread}}',
  /** Offered once, after the player's first bid or deposit on this device. */
  pushOffer: 'Get a notification when a result is declared or money reaches you, even with the app closed?',
  pushOfferYes: 'Turn on',
  pushOfferNo: 'Not now',
  pushOfferDone: 'OK',
  pushOfferTitle: 'Notifications',
} as const;
