/**
 * Every route of the app by name, spelt as players' links and the legacy apps know it (docs/screens.md): the one owner
 * of each path. Route tables, links and redirects use these names instead of `'/imp'` literals; the host and the server
 * match paths case-insensitively. The bid screens' paths are their bid types' rows (domain/bid-types.ts `BID_TYPES`
 * `screens`, listed by `bidScreensOf`).
 */
export const PATHS = {
  // The shell's own screens.
  root: '/',
  login: '/login',
  register: '/r',
  registerOtp: '/otpregister',
  forgotPassword: '/forgotpass',
  resetOtp: '/otpforgotpass',
  resetPassword: '/change-password',
  profile: '/profile',
  changePassword: '/change',
  myLimits: '/my-limits',
  privacy: '/privacy',
  privacyPolicy: '/privacypolicy',
  about: '/about',
  deleteAccount: '/delete',

  // markets
  home: '/imp',
  gameTypes: '/game',
  gameRates: '/gameRates',
  howToPlay: '/htp',

  // starline
  starline: '/imp2',
  star: '/star',
  starlineGameTypes: '/stargame',
  starlineBidHistory: '/imp5',
  starlineWinHistory: '/imp6',

  // gali
  gali: '/galiIMP',
  galiBetting: '/galiallgame',
  galiGameTypes: '/galigame',
  galiBidHistory: '/impbid',
  galiWinHistory: '/impwin',

  // wallet
  wallet: '/imp7',
  walletAlias: '/wallet',
  addFunds: '/imp9',
  addFund: '/addfund',
  payViaUpi: '/payviaupi',
  qrPay: '/qrpay',
  withdraw: '/withdraw',
  withdrawRules: '/withdrawrule',
  depositRules: '/depositrule',
  withdrawHistory: '/withdrawhistory',
  depositHistory: '/addfundhistory',
  transfer: '/transfer',
  transferModel: '/transfermodel',
  upiNumbers: '/mymodel',
  upiOtp: '/otpwithdraw',

  // histories
  histories: '/histories',
  winHistory: '/imp3',
  win: '/win',
  winData: '/windata',
  bidHistory: '/imp4',
  bid: '/bid',
  transactions: '/transaction',
  charts: '/charts',

  // inbox
  inbox: '/inbox',
  notifications: '/notifications',
} as const;

export type PathName = keyof typeof PATHS;
export type AppPath = (typeof PATHS)[PathName];

/**
 * The ids of the JSON a signed-in player's page carries for the app to draw before any call answers (the server puts
 * it in: api/src/http/web.routes.ts). `headlines`: the operators' headlines that are on, `[{ id, notes }]` (public
 * content, the same as api-get-headline answers).
 */
export const PAGE_DATA_IDS = { headlines: 'matka-headlines' } as const;

/** The operators' headlines by id (api-get-headline): Home's, and Add Funds'. */
export const HEADLINE_IDS = { home: 1, addFunds: 2 } as const;
