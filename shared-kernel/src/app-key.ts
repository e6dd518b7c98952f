/**
 * The development `app_key`: what the server accepts when neither APP_KEY nor APP_KEYS is set, and what the apps are
 * built with unless MATKA_APP_KEY says otherwise. The one place it is written; the server, the build, the clients
 * and the tests read it from here.
 */
export const DEV_APP_KEY = 'matka-bazar-dev-app-key';

/** The `app_key` this build carries: MATKA_APP_KEY at build time (webpack's DefinePlugin), else the development key (tests, node). */
export const BUILT_APP_KEY: string = typeof __MATKA_APP_KEY__ === 'string' ? __MATKA_APP_KEY__ : DEV_APP_KEY;
