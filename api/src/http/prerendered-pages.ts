import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '@matka/shared-kernel/language-rules';

/** The page to send: a file of the host's build, and the text in it that stands for Home's headline (or null). */
export interface PageFile {
  file: string;
  headlineSlot: string | null;
}

interface PagesInLanguage {
  visitor?: Record<string, unknown>;
  player?: Record<string, unknown>;
  playerWithHeadline?: Record<string, unknown>;
}

interface Listing extends PagesInLanguage {
  headlineSlot?: unknown;
  /** Language → its pages; English is at the top. */
  languages?: Record<string, PagesInLanguage | undefined>;
}

/** Only a plain file name of the build: the listing names files, never paths. */
const builtFile = (hostDist: string, file: unknown) => (typeof file === 'string' && /^[\w-]+(\.[a-z]{2})?\.html$/.test(file) ? path.join(hostDist, file) : null);

/**
 * Which page the server sends for a path: the host build renders a visitor's screens and Home's frame to HTML
 * (host/src/prerender) and lists them in `prerendered.json` ({ visitor: {path: file}, player: {path: file},
 * playerWithHeadline: {path: file}, headlineSlot }). A request carrying the session cookie gets the player's page for
 * the path, one without it the visitor's; `headline` asks for the player's page with Home's headline drawn in it (its
 * `headlineSlot` is to be replaced by the headline, escaped); any other path, or a build without the listing, gets
 * index.html. Each page is drawn in every language (`languages`, English at the top): the page in `language`, else
 * the English one.
 */
export async function prerenderedPage(hostDist: string, pathname: string, signedIn: boolean, headline = false, language: Language = 'en'): Promise<PageFile> {
  const index = { file: path.join(hostDist, 'index.html'), headlineSlot: null };
  let listing: Listing;
  try {
    // Read for each page (a new build needs no restart), without holding up other requests.
    listing = JSON.parse(await fs.promises.readFile(path.join(hostDist, 'prerendered.json'), 'utf8')) as Listing;
  } catch {
    return index;
  }
  const key = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  const slot = listing.headlineSlot;
  const pages = (language !== 'en' && listing.languages?.[language]) || listing;
  if (signedIn && headline && typeof slot === 'string' && slot.length >= 8) {
    const file = builtFile(hostDist, pages.playerWithHeadline?.[key]);
    if (file) return { file, headlineSlot: slot };
  }
  const file = builtFile(hostDist, (signedIn ? pages.player : pages.visitor)?.[key]);
  return file ? { file, headlineSlot: null } : index;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML, for an element's content or a quoted attribute: an operator's text can never become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}
