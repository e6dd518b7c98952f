import fs from 'node:fs';
import path from 'node:path';

/**
 * Which page the server sends for a path: the host build renders a visitor's screens and Home's frame to HTML
 * (host/src/prerender) and lists them in `prerendered.json` ({ visitor: {path: file}, player: {path: file} }). A
 * request carrying the session cookie gets the player's page for the path, one without it the visitor's; any other
 * path, or a build without the listing, gets index.html.
 */
export async function prerenderedPage(hostDist: string, pathname: string, signedIn: boolean): Promise<string> {
  const index = path.join(hostDist, 'index.html');
  let listing: { visitor?: Record<string, unknown>; player?: Record<string, unknown> };
  try {
    // Read for each page (a new build needs no restart), without holding up other requests.
    listing = JSON.parse(await fs.promises.readFile(path.join(hostDist, 'prerendered.json'), 'utf8')) as typeof listing;
  } catch {
    return index;
  }
  const key = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  const file = (signedIn ? listing.player : listing.visitor)?.[key];
  // Only a plain file name of the build: the listing names files, never paths.
  return typeof file === 'string' && /^[\w-]+\.html$/.test(file) ? path.join(hostDist, file) : index;
}
