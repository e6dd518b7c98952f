import { headingOnlyScreen, type RemoteRoute } from '@matka/shared-kernel/ui';

/** The wallet remote's screens: wallet, add funds (UPI apps, QR), withdraw, transfer, UPI details, rules, fund histories. */
export const routes: RemoteRoute[] = [
  { path: '/imp7', title: 'Wallet', load: headingOnlyScreen('Wallet') },
  { path: '/wallet', title: 'Wallet', load: headingOnlyScreen('Wallet') },
  { path: '/imp9', title: 'Add Funds', load: headingOnlyScreen('Add Funds') },
  { path: '/addfund', title: 'Add Funds', load: headingOnlyScreen('Add Funds') },
  { path: '/payviaupi', title: 'Pay via UPI', load: headingOnlyScreen('Pay via UPI') },
  { path: '/qrpay', title: 'QR Payment', load: headingOnlyScreen('QR Payment') },
  { path: '/withdraw', title: 'Withdraw Funds', load: headingOnlyScreen('Withdraw Funds') },
  { path: '/withdrawrule', title: 'Withdraw Rules', load: headingOnlyScreen('Withdraw Rules') },
  { path: '/depositrule', title: 'Deposit Rules', load: headingOnlyScreen('Deposit Rules') },
  { path: '/withdrawhistory', title: 'Withdraw History', load: headingOnlyScreen('Withdraw History') },
  { path: '/addfundhistory', title: 'Deposit History', load: headingOnlyScreen('Deposit History') },
  { path: '/transfer', title: 'Transfer Points', load: headingOnlyScreen('Transfer Points') },
  { path: '/transfermodel', title: 'Transfer Points', load: headingOnlyScreen('Transfer Points') },
  { path: '/mymodel', title: 'Add UPI Number', load: headingOnlyScreen('Add UPI Number') },
  { path: '/otpwithdraw', title: 'Verify UPI', layout: 'bare', load: headingOnlyScreen('Verify UPI') },
];
