/**
 * The operator contract's releases area: the remotes players are given, their releases, canaries and history, and
 * publishing a release.
 */
import * as z from '../zod';
import { REMOTE_NAME, REMOTE_NAME_RULE } from '../remotes-manifest';
import { mobile, note, nullableText, type OperatorCallSpec } from './operator-fields';

/** A canary's share of players: a whole percent, 0 (which ends the canary) to 100. */
export const canaryPercent = z.int('percent is a whole number from 0 to 100').check(
  z.gte(0, 'percent is a whole number from 0 to 100'),
  z.lte(100, 'percent is a whole number from 0 to 100'),
);

export const remoteName = z.string().check(z.regex(REMOTE_NAME, REMOTE_NAME_RULE));

/** A release of a remote: its version as built (or `default`, the `npm run build` output). */
export const RELEASE_NAME = /^[0-9A-Za-z][\w.+-]{0,63}$/;

const releaseName = z.string().check(z.regex(RELEASE_NAME, 'not a release name'));

/** Why a change is made (kept in the audit list and a remote's history). */
export const changeNote = { note };

export const remoteStatus = z.object({
  remotes: z.array(z.object({ name: z.string(), enabled: z.boolean(), manifest: z.string() })),
  error: z.optional(z.string()),
});

const failureNote = z.nullable(z.object({ at: z.string(), reason: z.string() }));

const releaseListing = z.object({
  release: z.string(),
  builtAt: nullableText,
  loads: z.number(),
  failures: z.number(),
  lastFailure: failureNote,
  rolledBack: failureNote,
});

/** How long a preview link lasts: whole hours, 1 to 24. */
const previewHours = z.int('hours is a whole number from 1 to 24').check(z.gte(1, 'hours is a whole number from 1 to 24'), z.lte(24, 'hours is a whole number from 1 to 24'));

/** A player pinned to a release: named by mobile number, until the pin expires. */
const pinListing = z.object({ player: z.string(), release: z.string(), by: z.string(), at: z.string(), expiresAt: z.string() });

const remoteListing = z.looseObject({
  name: z.string(),
  /** false: not in remotes.json (releases on disk only; players cannot be given it). */
  listed: z.boolean(),
  enabled: z.boolean(),
  active: z.string(),
  previous: nullableText,
  canary: z.nullable(z.object({ release: z.string(), percent: z.number() })),
  /** What the canary is judged by: its release's loads and failed loads since it began. */
  canaryCounts: z.nullable(z.object({ loads: z.number(), failures: z.number() })),
  manifest: nullableText,
  /** Players pinned to a release (`remote pin`), never counted in its loads; absent from older servers. */
  pins: z.optional(z.array(pinListing)),
  /** Loads and failed loads players reported, of all its releases. */
  loads: z.number(),
  failures: z.number(),
  /** Newest first; `default` (the `npm run build` output) last. */
  releases: z.array(releaseListing),
});

const remoteChange = z.object({
  id: z.number(),
  name: z.string(),
  action: z.string(),
  release: nullableText,
  percent: z.nullable(z.number()),
  operator: z.string(),
  note: z.string(),
  at: z.string(),
});

const changedRemote = z.object({ remote: z.optional(remoteListing) });

const remoteChangeCall = <Body extends z.ZodMiniObject>(verb: string, summary: string, body: Body) =>
  ({ method: 'POST', path: `/operator/remotes/:name/${verb}`, summary, params: z.object({ name: remoteName }), body, response: changedRemote }) as const;

/** The releases area's calls (OPERATOR_CALLS in operator.ts holds every area's). */
export const RELEASE_CALLS = {
  'remotes.list': {
    method: 'GET',
    path: '/operator/remotes',
    summary: 'Every remote: enabled, active, previous, canary, releases, loads, failures',
    response: z.object({ remotes: z.array(remoteListing) }),
  },
  'remotes.history': {
    method: 'GET',
    path: '/operator/remotes/history',
    summary: 'The latest changes of the remotes (or of one), newest first',
    query: z.object({ name: z.optional(remoteName) }),
    response: z.object({ history: z.array(remoteChange) }),
  },
  'remotes.enable': remoteChangeCall('enable', 'Give players a remote again', z.object(changeNote)),
  'remotes.disable': remoteChangeCall('disable', 'Stop giving players a remote', z.object(changeNote)),
  // `from`: the release being rolled back (the canary's, else the active one), so a retried rollback undoes nothing more.
  'remotes.rollback': remoteChangeCall('rollback', 'End a canary, or go back to the release active before (from: the release rolled back)', z.object({ from: releaseName, ...changeNote })),
  'remotes.activate': remoteChangeCall('activate', 'Give every player one release of a remote', z.object({ release: releaseName, ...changeNote })),
  'remotes.pin': remoteChangeCall(
    'pin',
    'One player (by mobile number) gets a release before anyone else, for 7 days or until unpinned; never counted',
    z.object({ release: releaseName, player: mobile, ...changeNote }),
  ),
  'remotes.unpin': remoteChangeCall('unpin', 'A pinned player gets what everyone gets again', z.object({ player: mobile, ...changeNote })),
  'remotes.preview': {
    method: 'POST',
    path: '/operator/remotes/:name/preview',
    summary: 'A signed link that shows a release in a browser signed in to the console, for some hours; no player sees it',
    params: z.object({ name: remoteName }),
    body: z.object({ release: releaseName, hours: z.optional(previewHours), ...changeNote }),
    response: z.object({ url: z.string(), expiresAt: z.string() }),
  },
  // Opened by a browser, not called: release control registers it itself (it reads the console's session).
  'remotes.preview.open': {
    method: 'GET',
    path: '/operator/preview',
    summary: 'A preview link opened in a browser signed in to the console: sets the preview cookie and opens the app (302); else 403 or 404, saying why',
    query: z.object({ link: z.string() }),
    response: z.object({}),
  },
  'remotes.canary': remoteChangeCall('canary', 'Give a share of players a release (percent 0 ends the canary)', z.object({ release: releaseName, percent: canaryPercent, ...changeNote })),
  'releases.publish': {
    method: 'POST',
    path: '/operator/releases/:name',
    summary: 'Publish a release of a remote: its .tar.gz with Content-Digest (201 stored, 200 stored before)',
    params: z.object({ name: remoteName }),
    upload: true,
    response: z.object({
      release: z.object({ name: z.string(), version: z.string(), integrity: z.string(), files: z.number(), bytes: z.number() }),
      existed: z.boolean(),
    }),
  },
} as const satisfies Record<string, OperatorCallSpec>;

// The answers' shapes the console names.
export type RemoteListing = z.output<typeof remoteListing>;
export type RemoteChange = z.output<typeof remoteChange>;
