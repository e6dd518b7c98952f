/** Set at build time by webpack.common.ts (MATKA_APP_KEY). */
declare const __MATKA_APP_KEY__: string;
