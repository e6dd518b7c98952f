import crypto from 'node:crypto';
import type { Database } from '../../db/database';
import { ApiFailure } from '../../http/error-handler';
import { distRoutePaths, servedRemotesJson } from '../../http/served-remotes';
import type { Clock } from '../../platform/clock';
import { readOrNull } from '../../platform/files';
import { parseRemotesManifest, type RemotesManifest } from '@matka/shared-kernel/remotes';
import { recordAction, type AuditContext } from '../operator/audit.repository';
import { DEFAULT_RELEASE, type ReleaseFiles } from './release-files';
import {
  addHistory,
  countError,
  listControls,
  listErrors,
  listHistory,
  lockControl,
  noControl,
  saveControl,
  type RemoteControl,
} from './releases.repository';

/** Who changed something, and why (kept in the history with the time). */
export interface ChangeNote {
  operator: string;
  note: string;
}

/** Which of 100 canary buckets a player falls in for a remote: stable, from a hash of the remote and the player's id. */
export function canaryBucket(remote: string, playerId: number): number {
  return crypto.createHash('sha256').update(`${remote}:${playerId}`).digest().readUInt32BE(0) % 100;
}

/**
 * The operators' control of remotes: on or off, the active release, a canary share of players on another release,
 * and rollback — each change one transaction with its history entry, in the database, so every API instance answers
 * players alike. What players get (`servedRemotesJson`) is computed from it and the operators' remotes.json (the base:
 * which remotes exist and where their `default` release is) on every page load and manifest poll.
 */
export function releasesService(deps: { db: Database; files: ReleaseFiles; remotesManifest: string; webRoot: string; clock: Clock }) {
  const { db, files, clock } = deps;

  /** The operators' remotes.json, or why it cannot be read. */
  const readBase = (): { manifest: RemotesManifest } | { error: string } => {
    const text = readOrNull(deps.remotesManifest);
    if (text === null) return { error: `${deps.remotesManifest} is missing` };
    try {
      const parsed = parseRemotesManifest(JSON.parse(text));
      return 'manifest' in parsed ? { manifest: parsed.manifest } : { error: parsed.error };
    } catch {
      return { error: 'remotes.json is not JSON' };
    }
  };
  const baseManifest = (): RemotesManifest | null => {
    const base = readBase();
    return 'manifest' in base ? base.manifest : null;
  };

  /** The remote as remotes.json lists it; 404 for one it does not (players could not be given it). */
  const knownRemote = (name: string) => {
    const remote = baseManifest()?.remotes.find((entry) => entry.name === name);
    if (!remote) throw new ApiFailure(404, `remotes.json lists no remote ${name}`, 'not_found');
    return remote;
  };

  /**
   * 409 with the reason when players could not load the release. The `default` release is checked when it is this
   * server's build; one remotes.json puts on another server (a CDN) cannot be checked from here.
   */
  const requireUsable = (name: string, release: string) => {
    const local = `/remotes/${name}/mf-manifest.json`;
    if (release === DEFAULT_RELEASE && knownRemote(name).manifest !== local) return;
    const problem = files.problemWith(name, release);
    if (problem) throw new ApiFailure(409, `Refused: ${problem}`, 'release_unusable');
  };

  /**
   * Runs one change of a remote's control in a transaction, with its history entry and (from the operator API) its
   * audit row; answers the remote's listing. With no operator name the history names the audit's caller.
   */
  const change = async (
    name: string,
    by: ChangeNote,
    audit: AuditContext | undefined,
    decide: (control: RemoteControl) => { next: RemoteControl; action: string; release: string | null; percent?: number },
  ) => {
    knownRemote(name);
    await db.transaction(async (tx) => {
      const control = await lockControl(tx, name);
      const { next, action, release, percent } = decide(control);
      const now = clock();
      const operator = by.operator || audit?.actor || '';
      await saveControl(tx, next, now);
      await addHistory(tx, { name, action, release, percent: percent ?? null, operator, note: by.note, at: now });
      if (audit) {
        const target = [name, release, percent === undefined ? null : `${percent} %`].filter(Boolean).join(' ');
        const { enabled, active, previous, canary } = next;
        // `enabled` null: as remotes.json says (left out).
        const outcome = { ...(enabled === null ? {} : { enabled }), active, previous, canary, operator };
        await recordAction(tx, { ...audit, note: by.note }, { action: `remote ${action}`, target, outcome });
      }
    });
    const listing = await list();
    return { remote: listing.remotes.find((remote) => remote.name === name) };
  };

  const entryUrl = (name: string, baseUrl: string, release: string) => (release === DEFAULT_RELEASE ? baseUrl : files.manifestUrl(name, release));

  /** remotes.json for one player: `playerId` null for a visitor (no canary). */
  const choose = (manifest: RemotesManifest, controls: Map<string, RemoteControl>, playerId: number | null): RemotesManifest => ({
    remotes: manifest.remotes.map((remote) => {
      const control = controls.get(remote.name) ?? noControl(remote.name);
      const inCanary = control.canary !== null && playerId !== null && canaryBucket(remote.name, playerId) < control.canary.percent;
      const release = inCanary && control.canary ? control.canary.release : control.active;
      // A canary player falls back to what everyone else gets; everyone else to the release active before.
      const fallback = inCanary ? control.active : control.previous;
      return {
        ...remote,
        enabled: control.enabled ?? remote.enabled,
        manifest: entryUrl(remote.name, remote.manifest, release),
        release,
        ...(fallback && fallback !== release ? { fallback: { release: fallback, manifest: entryUrl(remote.name, remote.manifest, fallback) } } : {}),
      };
    }),
  });

  async function list() {
    const [controls, errors] = await Promise.all([listControls(db), listErrors(db)]);
    const byName = new Map(controls.map((control) => [control.name, control]));
    const base = baseManifest();
    const released = files.releasesByRemote();
    const names = [...new Set([...(base?.remotes.map((remote) => remote.name) ?? []), ...released.keys(), ...byName.keys()])];
    const errorsOf = (name: string, release: string) =>
      errors.find((entry) => entry.name === name && entry.release === release)?.count ?? 0;
    return {
      remotes: names.map((name) => {
        const listed = base?.remotes.find((remote) => remote.name === name);
        const control = byName.get(name) ?? noControl(name);
        const releases = [
          ...(released.get(name) ?? []).map((info) => ({ release: info.version, builtAt: info.builtAt, errors: errorsOf(name, info.version) })),
          { release: DEFAULT_RELEASE, builtAt: null, errors: errorsOf(name, DEFAULT_RELEASE) },
        ];
        return {
          name,
          listed: listed !== undefined,
          enabled: control.enabled ?? listed?.enabled ?? false,
          active: control.active,
          previous: control.previous,
          canary: control.canary,
          manifest: listed ? entryUrl(name, listed.manifest, control.active) : null,
          errors: releases.reduce((sum, release) => sum + release.errors, 0),
          releases,
        };
      }),
    };
  }

  return {
    list,

    history: (name: string | null, limit = 50) => listHistory(db, name, limit),

    /** The remotes players are given, on or off as the operators set them (the console's Today), or why there are none. */
    async status(): Promise<{ remotes: Array<{ name: string; enabled: boolean; manifest: string }>; error?: string }> {
      const base = readBase();
      if ('error' in base) return { remotes: [], error: base.error };
      // What players are given: remotes.json's remotes as the operators' controls set them (no releases or errors).
      const controls = new Map((await listControls(db)).map((control) => [control.name, control]));
      return {
        remotes: base.manifest.remotes.map((listed) => {
          const control = controls.get(listed.name) ?? noControl(listed.name);
          return { name: listed.name, enabled: control.enabled ?? listed.enabled, manifest: entryUrl(listed.name, listed.manifest, control.active) };
        }),
      };
    },

    setEnabled: (name: string, enabled: boolean, by: ChangeNote, audit?: AuditContext) =>
      change(name, by, audit, (control) => ({ next: { ...control, enabled }, action: enabled ? 'enable' : 'disable', release: null })),

    /** Everyone gets `release`; refused when its files are missing or its manifest does not load. */
    activate: (name: string, release: string, by: ChangeNote, audit?: AuditContext) =>
      change(name, by, audit, (control) => {
        if (release === control.active) throw new ApiFailure(409, `${release} is already the active release of ${name}`, 'already_active');
        requireUsable(name, release);
        // A canary of this release has done its work; a canary of another one goes on.
        const canary = control.canary?.release === release ? null : control.canary;
        return { next: { ...control, active: release, previous: control.active, canary }, action: 'activate', release };
      }),

    /**
     * Undoes the last rollout step: a running canary ends (every player back on the active release); otherwise the
     * release active before the current one comes back. Refused when there is neither.
     */
    rollback: (name: string, by: ChangeNote, audit?: AuditContext) =>
      change(name, by, audit, (control) => {
        if (control.canary) return { next: { ...control, canary: null }, action: 'rollback', release: control.active, percent: 0 };
        if (!control.previous) throw new ApiFailure(409, `${name} has no earlier release to roll back to`, 'nothing_to_roll_back');
        requireUsable(name, control.previous);
        return { next: { ...control, active: control.previous, previous: null }, action: 'rollback', release: control.previous };
      }),

    /** `percent` of players (a stable share, by their id) get `release`; 0 ends the canary. */
    canary: (name: string, release: string, percent: number, by: ChangeNote, audit?: AuditContext) =>
      change(name, by, audit, (control) => {
        if (percent === 0) return { next: { ...control, canary: null }, action: 'canary', release, percent };
        if (release === control.active) throw new ApiFailure(409, `${release} is the active release of ${name} already`, 'already_active');
        requireUsable(name, release);
        return { next: { ...control, canary: { release, percent } }, action: 'canary', release, percent };
      }),

    /** A player's shell could not load `release` of `remote`: counted, for `remote list`. */
    async recordError(remote: string, release: string): Promise<void> {
      knownRemote(remote);
      if (release !== DEFAULT_RELEASE && files.info(remote, release) === null) {
        throw new ApiFailure(404, `${remote} has no release ${release}`, 'not_found');
      }
      await countError(db, remote, release, clock());
    },

    /** remotes.json as one player gets it (null: no operators' file). */
    async servedRemotesJson(playerId: number | null): Promise<string | null> {
      const controls = new Map((await listControls(db)).map((control) => [control.name, control]));
      return servedRemotesJson(
        readOrNull(deps.remotesManifest),
        (remote) =>
          !remote.release || remote.release === DEFAULT_RELEASE ? distRoutePaths(deps.webRoot, remote.name) : files.routePaths(remote.name, remote.release),
        (manifest) => choose(manifest, controls, playerId),
        (name, release) => (release === DEFAULT_RELEASE ? null : (files.info(name, release)?.integrity ?? null)),
      );
    },
  };
}

export type ReleasesService = ReturnType<typeof releasesService>;
