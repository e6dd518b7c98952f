/**
 * The menus a remote brings: its route table declares, on a route, the side-menu entries, footer tabs, Home tiles and
 * header links that lead to it (`RemoteRoute.menus`). Its build writes them beside the paths (`routes.json`), the
 * server fills them into remotes.json, and the shell draws every menu from the enabled remotes' entries and its own:
 * a new remote is reachable the moment it is switched on, with no host release. No imports: the shell's layout uses
 * this on every page, and the login screen must not pay for a schema library (the schema is in remotes-manifest.ts).
 */

/** Where an entry shows: the side menu, the footer (the bar while betting is on, the banner otherwise), Home's tiles, the header. */
export const MENU_PLACES = ['side', 'footer', 'home', 'header'] as const;
export type MenuPlace = (typeof MENU_PLACES)[number];

/** One entry as a route declares it: where, its label, its place among the others there (low first), … */
export interface MenuDeclaration {
  place: MenuPlace;
  label: string;
  /** Its place among every entry of that menu, the shell's and every remote's (ties: by remote, then label). */
  order: number;
  /** Shown only while betting is on for the player (docs/screens.md § Layouts). Default false. */
  betting?: boolean;
  /** A glyph drawn before the label (an emoji or a letter or two). */
  icon?: string;
}

/** One entry as routes.json and remotes.json carry it: the declaration with the route's path. */
export interface MenuEntry extends MenuDeclaration {
  path: string;
  betting: boolean;
}

/** An entry of one of the page's menus, with who brought it: a remote's name, or '' for the shell's own. */
export interface MenuItem extends MenuEntry {
  remote: string;
}

/** The entries of one menu for a player, in order: betting-only ones only while betting is on. */
export function menuOf(items: readonly MenuItem[], place: MenuPlace, betting: boolean): MenuItem[] {
  return items
    .filter((item) => item.place === place && (!item.betting || betting))
    .sort((a, b) => a.order - b.order || a.remote.localeCompare(b.remote) || a.label.localeCompare(b.label));
}
