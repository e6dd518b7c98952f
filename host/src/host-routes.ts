import { headingOnlyScreen, type RemoteRoute } from '@matka/shared-kernel/ui';

/** The screens the shell owns: auth (bare layout) and account pages. Everything else comes from the remotes. */
export const hostRoutes: RemoteRoute[] = [
  { path: '/login', title: 'ENTER YOUR DETAILS', layout: 'bare', load: headingOnlyScreen('ENTER YOUR DETAILS') },
  { path: '/r', title: 'Register', layout: 'bare', load: headingOnlyScreen('Register') },
  { path: '/forgotpass', title: 'Reset password', layout: 'bare', load: headingOnlyScreen('Reset password') },
  { path: '/otpregister', title: 'Verify your number', layout: 'bare', load: headingOnlyScreen('Verify your number') },
  { path: '/otpforgotpass', title: 'Password Reset', layout: 'bare', load: headingOnlyScreen('Password Reset') },
  { path: '/change-password', title: 'Change password', layout: 'bare', load: headingOnlyScreen('Change password') },
  { path: '/profile', title: 'Profile', load: headingOnlyScreen('Profile') },
  { path: '/change', title: 'Change Password', load: headingOnlyScreen('Change Password') },
  { path: '/privacy', title: 'Privacy Policy', load: headingOnlyScreen('Privacy Policy') },
  { path: '/privacypolicy', title: 'Privacy Policy', load: headingOnlyScreen('Privacy Policy') },
  { path: '/about', title: 'About / Data Deletion', load: headingOnlyScreen('About / Data Deletion') },
  { path: '/delete', title: 'About / Data Deletion', load: headingOnlyScreen('About / Data Deletion') },
];
