export { theme } from './theme';
export type { MatkaTheme } from './theme';
export { GlobalStyle } from './global-style';
export { Screen, ScreenTitle, SignedInAs, headingOnlyScreen } from './screen';
export { StandaloneApp } from './standalone-app';
export type { RemoteRoute, RemoteRoutesModule, ScreenLayout } from './remote-routes';
