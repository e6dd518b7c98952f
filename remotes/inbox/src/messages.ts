/** The inbox remote's texts (docs/screens.md § Inbox, § Notifications); the push outcomes' are the kernel's (PUSH_TEXTS). */
export const INBOX_TEXTS = {
  inboxTitle: 'Inbox',
  /** Nothing in the last 30 days. */
  empty: 'No notifications in the last 30 days.',
  loadFailed: 'Could not load your notifications. Check your connection and try again.',
  unread: 'New',
  markAllRead: 'Mark all read',
  /** A tap on Mark all read that the server did not take. */
  markFailed: 'Could not mark them read. Try again.',
  notificationsTitle: 'Notifications',
  /** What a player gets, before anything is asked. */
  whatYouGet: 'Matka Bazar can tell you on this phone, even when the app is closed, when:',
  results: 'Results',
  resultsHint: 'a result is declared for a market you bid on, and what you won',
  money: 'Money',
  moneyHint: 'a deposit is approved or rejected, a withdrawal is paid or cancelled, points reach you',
  notices: 'Notices',
  noticesHint: 'news from Matka Bazar',
  quietHours: 'Quiet hours',
  quietHoursHint: 'between 11 PM and 7 AM only money',
  /** Above the preferences: they apply to every device of the player. */
  preferencesTitle: 'What to send',
  saveFailed: 'Could not save your choice. Try again.',
  inboxNote: 'Everything also stays in your Inbox for 30 days.',
  openInbox: 'Open Inbox',
  turnOn: 'Turn on notifications',
  turnOff: 'Turn off notifications',
  turning: 'Please wait...',
  offHere: 'Notifications are off for this phone.',
} as const;
