import fs from 'node:fs';
import path from 'node:path';

const TEMPLATE = path.resolve(__dirname, '..', 'scripts', 'index.html');

/** scripts/index.html with the app's title and icon filled in. */
export function indexHtml(title: string, icon: string | undefined): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  return fs
    .readFileSync(TEMPLATE, 'utf8')
    .replace('<!-- title -->', escape(title))
    .replace('<!-- icon -->', icon ? appHead(escape(icon)) : '');
}

/** The host's icons and web app manifest (host/public; drawn by scripts/make-icons.mjs). */
function appHead(svgIcon: string): string {
  return [
    '<link rel="icon" href="/favicon.ico" sizes="32x32" />',
    `<link rel="icon" href="${svgIcon}" type="image/svg+xml" />`,
    '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />',
    '<link rel="manifest" href="/manifest.webmanifest" />',
  ].join('\n    ');
}
