// Test helpers for the apps' component tests (jest only; never imported by app code).
export { startFakeApi } from './fake-api-server';
export type { Reply } from './fake-api-server';
export { renderScreen } from './render-screen';
export { marketWire, playerStore, userDetailFixture } from './fixtures';
