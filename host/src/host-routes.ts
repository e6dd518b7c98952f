import { PATHS } from '@matka/shared-kernel/paths';
import type { RemoteRoute } from '@matka/shared-kernel/ui';

/** A screen the shell owns; `public` ones need no session, `guestOnly` ones send a signed-in player Home. */
export type HostRoute = RemoteRoute & { public?: boolean; guestOnly?: boolean };

const login = () => import('./screens/Login');

/** The screens the shell owns: auth (bare layout) and account pages. Everything else comes from the remotes. */
export const hostRoutes: HostRoute[] = [
  { path: PATHS.login, title: 'Login', layout: 'bare', public: true, guestOnly: true, load: login },
  { path: PATHS.register, title: 'Register', layout: 'bare', public: true, guestOnly: true, load: () => import('./screens/Register') },
  { path: '/otpregister', title: 'Verify your number', layout: 'bare', public: true, load: () => import('./screens/RegisterOtp') },
  { path: PATHS.forgotPassword, title: 'Reset password', layout: 'bare', public: true, guestOnly: true, load: () => import('./screens/ForgotPassword') },
  { path: '/otpforgotpass', title: 'Password Reset', layout: 'bare', public: true, load: () => import('./screens/ResetOtp') },
  { path: '/change-password', title: 'Change password', layout: 'bare', public: true, load: () => import('./screens/ResetPassword') },
  { path: '/profile', title: 'Profile', load: () => import('./screens/Profile') },
  { path: '/change', title: 'Change Password', load: () => import('./screens/ChangePassword') },
  { path: PATHS.myLimits, title: 'My limits', load: () => import('./screens/MyLimits') },
  { path: '/privacy', title: 'Privacy Policy', public: true, load: () => import('./screens/Privacy') },
  { path: '/privacypolicy', title: 'Privacy Policy', public: true, load: () => import('./screens/Privacy') },
  { path: '/about', title: 'About / Data Deletion', public: true, load: () => import('./screens/About') },
  { path: '/delete', title: 'About / Data Deletion', public: true, load: () => import('./screens/About') },
];

export const loadLogin = login;
