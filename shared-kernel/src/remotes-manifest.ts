/**
 * remotes.json, the operators' manifest of remotes: its one schema and parse, used by the host (which remotes to load
 * and which remote owns a path) and by the server (what it answers at /remotes.json and puts in a remote route's page).
 *
 * Operators write `name`, `manifest` and `enabled`. A remote's `paths` and `menus` come from its own route table: its
 * build writes them beside its mf-manifest.json (`routes.json`, see webpack.common.ts) and the server fills them in for
 * every remote it has a build of. Operators write `paths` (and `menus`) only for a remote this server has no build of
 * (one on a CDN only).
 */
// By its shared name, not './zod': in the host this module loads with the remote loader, and takes zod/mini from the
// share scope (the one copy every app uses) instead of bundling a second copy into its own chunk.
import * as z from '@matka/shared-kernel/zod';
import { listsPath } from './route-path';
import { MENU_PLACES, type MenuEntry } from './menus';

export { listsPath, normalisePath } from './route-path';

/** What a remote may be named: its folder, its share scope and its URLs use the name. */
export const REMOTE_NAME = /^[a-z][a-z0-9_]*$/;
export const REMOTE_NAME_RULE = 'a remote name is lower-case letters, digits and _';

const routePath = z.string().check(z.startsWith('/'));

/** One menu entry of a remote (shared-kernel/src/menus.ts): what its route table declares, with the route's path. */
export const menuEntrySchema = z.object({
  place: z.enum(MENU_PLACES),
  label: z.string().check(z.minLength(1), z.maxLength(40)),
  path: routePath,
  order: z.number().check(z.int()),
  betting: z._default(z.boolean(), false),
  icon: z.optional(z.string().check(z.minLength(1), z.maxLength(8))),
});
// The schema and the type the layout uses without zod say the same (`npm run check-types` fails otherwise).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _menuEntryShape: Same<z.infer<typeof menuEntrySchema>, MenuEntry> = true;

/** A release's subresource integrity (the sha384 of its remoteEntry.js, as release.json records it). */
const integrity = z.string().check(z.regex(/^sha(256|384|512)-[A-Za-z0-9+/]+=*$/));

/** One remote in remotes.json. */
export const remoteEntrySchema = z.object({
  name: z.string().check(z.regex(REMOTE_NAME, REMOTE_NAME_RULE)),
  /** URL of the remote's mf-manifest.json, absolute or relative to the page. */
  manifest: z.string().check(z.minLength(1)),
  enabled: z.boolean(),
  /**
   * The paths this remote serves: the host loads only the remote a route needs, and shows the "unavailable" page on
   * a switched-off remote's routes. The remote's route table stays the authority (a path missing here is still found).
   */
  paths: z._default(z.array(routePath), []),
  /** The menu entries this remote brings (from its route table, like `paths`): drawn while it is switched on. */
  menus: z._default(z.array(menuEntrySchema), []),
  /**
   * Filled in by the server from the operators' control of releases (release-control/): the release this
   * player gets (a canary one, or the active one), and the release to fall back to when it fails for the player (its
   * entry, a singleton it needs, its route table or a screen).
   */
  release: z.optional(z.string()),
  /** The release's `remoteEntry.js` sha384: the shell loads the entry with it as subresource integrity. */
  integrity: z.optional(integrity),
  fallback: z.optional(z.object({ release: z.string(), manifest: z.string().check(z.minLength(1)), integrity: z.optional(integrity) })),
  /** This browser previews `release` (a preview link opened in it): the page says so. */
  preview: z.optional(z.boolean()),
});
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

export const remotesManifestSchema = z.object({ remotes: z.array(remoteEntrySchema) }).check(
  z.refine((manifest: { remotes: RemoteEntry[] }) => new Set(manifest.remotes.map((r) => r.name)).size === manifest.remotes.length, {
    error: 'remote names must be unique',
  }),
);
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;

/**
 * What the shell posts to `REMOTE_REPORT_URL` for each load of a remote's release: `load` once its screen has
 * rendered, `failure` when its entry, a shared singleton it needs, its route table or its screen failed (`reason` says
 * which). Release control compares failures with loads to judge (and roll back) a canary.
 */
export const remoteReportSchema = z.object({
  remote: remoteEntrySchema.shape.name,
  release: z.string().check(z.minLength(1), z.maxLength(64)),
  outcome: z.enum(['load', 'failure']),
  reason: z.optional(z.string().check(z.maxLength(200))),
});
export type RemoteReport = z.infer<typeof remoteReportSchema>;

/** Where the shell reports a load or a failure of a remote's release. */
export const REMOTE_REPORT_URL = '/api/remote-report';

/** The file a remote's build writes beside its mf-manifest.json: the paths of its route table. */
export const ROUTE_PATHS_FILE = 'routes.json';

/** What `routes.json` holds: the route table's paths and the menu entries its routes declare. */
export const routePathsSchema = z.object({ paths: z.array(routePath), menus: z._default(z.array(menuEntrySchema), []) });
export type RoutePaths = z.infer<typeof routePathsSchema>;

/** remotes.json checked: the manifest, or the list of what is wrong with it. */
export function parseRemotesManifest(value: unknown): { manifest: RemotesManifest } | { error: string } {
  const parsed = remotesManifestSchema.safeParse(value);
  return parsed.success ? { manifest: parsed.data } : { error: z.prettifyError(parsed.error) };
}

/**
 * The manifest with each remote's paths and menus replaced by its build's (`routesOf` answers null for a remote not
 * built here: it keeps what the operators wrote).
 */
export function withBuiltRoutes(manifest: RemotesManifest, routesOf: (name: string) => RoutePaths | null): RemotesManifest {
  return {
    remotes: manifest.remotes.map((remote) => {
      const built = routesOf(remote.name);
      return built ? { ...remote, paths: built.paths, menus: built.menus } : remote;
    }),
  };
}

/** The remote that declares `pathname`, enabled or not. */
export function remoteOwning(manifest: RemotesManifest, pathname: string): RemoteEntry | undefined {
  return manifest.remotes.find((remote) => listsPath(remote.paths, pathname));
}
