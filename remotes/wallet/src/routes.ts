import { PATHS } from '@matka/shared-kernel/paths';
import type { RemoteRoute } from '@matka/shared-kernel/ui';

const wallet = () => import('./screens/Wallet');
const addFunds = () => import('./screens/AddFunds');
const transfer = () => import('./screens/Transfer');

/**
 * The wallet remote's screens: wallet, add funds (UPI apps, QR), withdraw, transfer, UPI numbers, rules, fund histories,
 * and their menu entries.
 */
export const routes: RemoteRoute[] = [
  { path: PATHS.wallet, title: 'Wallet', load: wallet, menus: [{ place: 'side', label: 'Wallet', order: 50, betting: true }] },
  { path: PATHS.walletAlias, title: 'Wallet', load: wallet },
  {
    path: PATHS.addFunds,
    title: 'Add Funds',
    load: addFunds,
    menus: [
      { place: 'side', label: 'Add Funds', order: 40, betting: true },
      { place: 'footer', label: 'Funds', order: 20, betting: true },
    ],
  },
  { path: PATHS.addFund, title: 'Add Funds', load: addFunds },
  { path: PATHS.payViaUpi, title: 'Pay via UPI', load: () => import('./screens/PayViaUpi') },
  { path: PATHS.qrPay, title: 'QR Payment', load: () => import('./screens/QrPay') },
  { path: PATHS.withdraw, title: 'Withdraw Funds', load: () => import('./screens/Withdraw') },
  { path: PATHS.withdrawRules, title: 'Withdraw Rules', load: () => import('./screens/Rules').then((m) => ({ default: m.WithdrawRules })) },
  { path: PATHS.depositRules, title: 'Deposit Rules', load: () => import('./screens/Rules').then((m) => ({ default: m.DepositRules })) },
  { path: PATHS.withdrawHistory, title: 'Withdraw History', load: () => import('./screens/WithdrawHistory') },
  { path: PATHS.depositHistory, title: 'Deposit History', load: () => import('./screens/DepositHistory') },
  { path: PATHS.transfer, title: 'Transfer Points', load: transfer },
  { path: PATHS.transferModel, title: 'Transfer Points', load: transfer },
  { path: PATHS.upiNumbers, title: 'Add UPI Number', load: () => import('./screens/UpiNumbers') },
  { path: PATHS.upiOtp, title: 'Verify UPI', layout: 'bare', load: () => import('./screens/VerifyUpi') },
];
