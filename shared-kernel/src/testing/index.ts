// Test helpers for the apps' component tests (jest only; never imported by app code).
export { serveFakeApi, startFakeApi } from './fake-api-server';
export type { FakeApi, Reply } from './fake-api-server';
export { EVERY_REMOTE_ON, inTheShell, renderScreen, shownPath } from './render-screen';
export { marketWire, playerStore, userDetailFixture } from './fixtures';
export { enterBid } from './bid-entry';
export { untilUnderFakeTimers } from './fake-timers';
export { pushBrowser } from './push-browser';
export type { PushBrowserOptions } from './push-browser';
export { catalogProblems } from './catalog-check';
