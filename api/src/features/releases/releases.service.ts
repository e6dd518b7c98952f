import crypto from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import { AlreadyExists, InvalidInput, NotFound, StateConflict, TooLarge } from '../../domain-errors';
import { servedRemotesJson } from '../../http/served-remotes';
import type { Clock } from '../../platform/clock';
import { readOrNull } from '../../platform/files';
import { parseRemotesManifest, type RemoteEntry, type RemoteReport, type RemotesManifest } from '@matka/shared-kernel/remotes';
import { recordAction, type AuditContext } from '../audit.repository';
import { DEFAULT_RELEASE, type ReleaseFiles } from './release-files';
import { ArchiveRefusal, checkDigest, readReleaseArchive } from './release-archive';
import {
  addHistory,
  addToCounts,
  countsOf,
  listControls,
  listCounts,
  listHistory,
  lockControl,
  markRolledBack,
  noControl,
  purgeReportMarks,
  saveControl,
  takeReportMark,
  type RemoteControl,
} from './releases.repository';

/** Who changed something, and why (kept in the history with the time). */
export interface ChangeNote {
  operator: string;
  note: string;
}

/** One change of a remote's control: what it becomes, and what the history says. */
type Step = { next: RemoteControl; action: string; release: string | null; percent?: number };

/** A player session's report of one release and outcome is counted at most once in this long. */
export const REPORT_WINDOW_MS = 10 * 60_000;

/** Who release control names in the history and the audit list for what it does by itself. */
export const AUTOMATIC = 'automatic';

/** When release control ends a canary by itself (RELEASE_MAX_FAILURE_RATE as 0–1, RELEASE_MIN_LOADS). */
export interface CanaryJudgement {
  maxFailureRate: number;
  minLoads: number;
}

const percentOf = (rate: number) => `${Number((rate * 100).toFixed(1))} %`;

/** Which of 100 canary buckets a player falls in for a remote: stable, from a hash of the remote and the player's id. */
export function canaryBucket(remote: string, playerId: number): number {
  return crypto.createHash('sha256').update(`${remote}:${playerId}`).digest().readUInt32BE(0) % 100;
}

/**
 * The operators' control of remotes: on or off, the active release, a canary share of players on another release,
 * and rollback — each change one transaction with its history entry, in the database, so every API instance answers
 * players alike. What players get (`servedRemotesJson`) is computed from it and the operators' remotes.json (the base:
 * which remotes exist and where their `default` release is) on every page load and manifest poll. Players' shells
 * report each load and failed load of a release (`recordReport`); a canary whose loads fail too often ends by itself.
 */
export function releasesService(deps: {
  db: Database;
  files: ReleaseFiles;
  remotesManifest: string;
  webRoot: string;
  clock: Clock;
  judgement: CanaryJudgement;
  /** The most an uploaded release may weigh, unpacked (RELEASE_MAX_BYTES). */
  maxReleaseBytes: number;
}) {
  const { db, files, clock, judgement } = deps;

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

  /**
   * The remote as remotes.json lists it, or null for one it does not list but that has releases (a new remote a team
   * published: players get it once one of its releases is active and it is switched on); 404 for any other.
   */
  const knownRemote = async (name: string) => {
    const remote = baseManifest()?.remotes.find((entry) => entry.name === name);
    if (remote) return remote;
    if ((await files.releasesByRemote()).has(name)) return null;
    throw new NotFound(`remotes.json lists no remote ${name}, and it has no release`, 'not_found');
  };

  /**
   * 409 with the reason when players could not load the release: its files, or the shared singletons it needs that
   * the host does not provide. The `default` release is checked when it is this server's build; one remotes.json puts
   * on another server (a CDN) cannot be checked from here.
   */
  const requireUsable = async (tx: Queryable, listed: RemoteEntry | null, name: string, release: string) => {
    const local = `/remotes/${name}/mf-manifest.json`;
    if (release === DEFAULT_RELEASE && !listed) throw new StateConflict(`Refused: ${name} is not in remotes.json, so it has no default build`, 'release_unusable');
    if (release === DEFAULT_RELEASE && listed?.manifest !== local) return;
    const problem = (await files.problemWith(name, release, tx)) ?? (await files.incompatibility(name, release, tx));
    if (problem) throw new StateConflict(`Refused: ${problem}`, 'release_unusable');
  };

  /** Writes a remote's next control with its history entry and (when `audit` is given) its audit row, in `tx`. */
  const write = async (tx: Queryable, step: Step, by: ChangeNote, audit: AuditContext | undefined) => {
    const { next, action, release, percent } = step;
    const now = clock();
    const operator = by.operator || audit?.actor || '';
    await saveControl(tx, next, now);
    await addHistory(tx, { name: next.name, action, release, percent: percent ?? null, operator, note: by.note, at: now });
    if (audit) {
      const target = [next.name, release, percent === undefined ? null : `${percent} %`].filter(Boolean).join(' ');
      const { enabled, active, previous, canary } = next;
      // `enabled` null: as remotes.json says (left out).
      const outcome = { ...(enabled === null ? {} : { enabled }), active, previous, canary, operator };
      await recordAction(tx, { ...audit, note: by.note }, { action: `remote ${action}`, target, outcome });
    }
  };

  /**
   * Runs one change of a remote's control in a transaction, with its history entry and (from the operator API) its
   * audit row; answers the remote's listing. With no operator name the history names the audit's caller.
   */
  const change = async (
    name: string,
    by: ChangeNote,
    audit: AuditContext | undefined,
    decide: (control: RemoteControl, tx: Queryable, listed: RemoteEntry | null) => Promise<Step> | Step,
  ) => {
    // Before the transaction: the embedded database has one connection, and this may read the published releases.
    const listed = await knownRemote(name);
    await db.transaction(async (tx) => {
      const control = await lockControl(tx, name);
      await write(tx, await decide(control, tx, listed), by, audit);
    });
    const listing = await list();
    return { remote: listing.remotes.find((remote) => remote.name === name) };
  };

  /**
   * Judges the canary of `release` after a failed load of it was counted, in that report's transaction (which holds
   * the release's counts row): when the share of its loads that failed since the canary began passes the threshold,
   * the canary ends — every player back on the active release — with the reason in the history, the audit list and
   * the release's counts.
   */
  const judgeCanary = async (tx: Queryable, name: string, release: string, counts: { loads: number; failures: number }) => {
    const verdict = (control: RemoteControl) => {
      if (control.canary?.release !== release) return null;
      const failures = counts.failures - control.canaryBase.failures;
      const tries = counts.loads - control.canaryBase.loads + failures;
      if (tries < judgement.minLoads || failures / tries <= judgement.maxFailureRate) return null;
      return (
        `${failures} of ${tries} loads of ${release} failed (${percentOf(failures / tries)}) since its canary began, ` +
        `over the ${percentOf(judgement.maxFailureRate)} allowed (RELEASE_MAX_FAILURE_RATE)`
      );
    };
    // Most failures end nothing: only then is the remote's control locked.
    const unlocked = (await listControls(tx)).find((control) => control.name === name);
    if (!unlocked || !verdict(unlocked)) return;
    const control = await lockControl(tx, name);
    const reason = verdict(control);
    if (!reason) return;
    const note = `Rolled back automatically: ${reason}`;
    const step: Step = { next: { ...control, canary: null }, action: 'rollback', release: control.active, percent: 0 };
    await write(tx, step, { operator: AUTOMATIC, note }, { actor: AUTOMATIC, note });
    await markRolledBack(tx, name, release, reason, clock());
  };

  /** Where a release's mf-manifest.json is: `default` at remotes.json's URL until its build was kept (`keepDefaultBuild`). */
  const entryUrl = (control: RemoteControl, baseUrl: string, release: string) =>
    release === DEFAULT_RELEASE && !control.defaultKept ? baseUrl : files.manifestUrl(control.name, release);

  /**
   * Once a remote has a release, its `default` (the `npm run build` output remotes.json points at) is kept as it is
   * in the database, and served from there: a later local build changes nothing players load, only releases do. Done
   * once per remote, with its history entry and audit row; a remote remotes.json puts elsewhere (a CDN), or with no
   * build here, has nothing to keep.
   */
  const keepDefaultBuild = async (name: string): Promise<boolean> => {
    const store = files.store;
    const listed = baseManifest()?.remotes.find((remote) => remote.name === name);
    if (!store || listed?.manifest !== `/remotes/${name}/mf-manifest.json`) return false;
    if ((await listControls(db)).find((control) => control.name === name)?.defaultKept) return false;
    const now = clock();
    const build = files.buildToKeep(name, now);
    if (!build) return false;
    const note = `Kept the npm run build output as default (${build.info.integrity.slice(0, 19)}…): from now on only releases change what players load`;
    const kept = await store.publish(build, AUTOMATIC, now, async (tx) => {
      const control = await lockControl(tx, name);
      if (control.defaultKept) return;
      await write(tx, { next: { ...control, defaultKept: true }, action: 'keep', release: DEFAULT_RELEASE }, { operator: AUTOMATIC, note }, { actor: AUTOMATIC, note });
    });
    // Kept already (by another instance, maybe from another build): mark it, if that one did not get to.
    if (kept === 'conflict' || kept.existed) {
      await db.transaction(async (tx) => {
        const control = await lockControl(tx, name);
        if (!control.defaultKept) await write(tx, { next: { ...control, defaultKept: true }, action: 'keep', release: DEFAULT_RELEASE }, { operator: AUTOMATIC, note }, undefined);
      });
    }
    return true;
  };

  /** Keeps the `default` build of every remote that has a release on this disk and has not had it kept (cheap: a folder listing). */
  const keepDefaultBuilds = async (controls: Map<string, RemoteControl>) => {
    const base = baseManifest();
    const due = (base?.remotes ?? []).filter((remote) => !controls.get(remote.name)?.defaultKept && files.hasReleaseOnDisk(remote.name));
    let kept = false;
    for (const remote of due) kept = (await keepDefaultBuild(remote.name)) || kept;
    return kept;
  };

  /** remotes.json for one player: `playerId` null for a visitor (no canary). */
  function choose(manifest: RemotesManifest, controls: Map<string, RemoteControl>, playerId: number | null): RemotesManifest {
    const listed = manifest.remotes.map((remote) => {
      const control = controls.get(remote.name) ?? noControl(remote.name);
      const inCanary = control.canary !== null && playerId !== null && canaryBucket(remote.name, playerId) < control.canary.percent;
      const release = inCanary && control.canary ? control.canary.release : control.active;
      // A canary player falls back to what everyone else gets; everyone else to the release active before.
      const fallback = inCanary ? control.active : control.previous;
      return {
        ...remote,
        enabled: control.enabled ?? remote.enabled,
        manifest: entryUrl(control, remote.manifest, release),
        release,
        ...(fallback && fallback !== release ? { fallback: { release: fallback, manifest: entryUrl(control, remote.manifest, fallback) } } : {}),
      };
    });
    // A remote remotes.json does not list, switched on with one of its releases active (a new remote a team published):
    // players get it from release control alone, with no host build and no remotes.json change.
    return { remotes: [...listed, ...unlisted(manifest, controls, playerId)] };
  }

  const unlisted = (manifest: RemotesManifest, controls: Map<string, RemoteControl>, playerId: number | null) =>
    [...controls.values()]
      .filter((control) => control.enabled === true && control.active !== DEFAULT_RELEASE && !manifest.remotes.some((remote) => remote.name === control.name))
      .map((control) => {
        const inCanary = control.canary !== null && playerId !== null && canaryBucket(control.name, playerId) < control.canary.percent;
        const release = inCanary && control.canary ? control.canary.release : control.active;
        const fallback = inCanary ? control.active : control.previous;
        return {
          name: control.name,
          manifest: files.manifestUrl(control.name, release),
          enabled: true,
          // Its build's routes.json fills both in (servedRemotesJson).
          paths: [],
          menus: [],
          release,
          ...(fallback && fallback !== release && fallback !== DEFAULT_RELEASE ? { fallback: { release: fallback, manifest: files.manifestUrl(control.name, fallback) } } : {}),
        };
      });

  async function list() {
    if (await keepDefaultBuilds(new Map((await listControls(db)).map((control) => [control.name, control])))) return list();
    const [controls, counts] = await Promise.all([listControls(db), listCounts(db)]);
    const byName = new Map(controls.map((control) => [control.name, control]));
    const base = baseManifest();
    const released = await files.releasesByRemote();
    const names = [...new Set([...(base?.remotes.map((remote) => remote.name) ?? []), ...released.keys(), ...byName.keys()])];
    const countsOfRelease = (name: string, release: string) => {
      const entry = counts.find((row) => row.name === name && row.release === release);
      return {
        loads: entry?.loads ?? 0,
        failures: entry?.failures ?? 0,
        lastFailure: entry?.lastFailureAt ? { at: entry.lastFailureAt, reason: entry.lastFailureReason } : null,
        rolledBack: entry?.rolledBackAt ? { at: entry.rolledBackAt, reason: entry.rolledBackReason } : null,
      };
    };
    return {
      remotes: names.map((name) => {
        const listed = base?.remotes.find((remote) => remote.name === name);
        const control = byName.get(name) ?? noControl(name);
        const releases = [
          ...(released.get(name) ?? []).map((info) => ({ release: info.version, builtAt: info.builtAt, ...countsOfRelease(name, info.version) })),
          { release: DEFAULT_RELEASE, builtAt: null, ...countsOfRelease(name, DEFAULT_RELEASE) },
        ];
        const canaryCounts = control.canary ? countsOfRelease(name, control.canary.release) : null;
        return {
          name,
          listed: listed !== undefined,
          enabled: control.enabled ?? listed?.enabled ?? false,
          active: control.active,
          previous: control.previous,
          canary: control.canary,
          // What the canary is judged by: its release's loads since it began.
          canaryCounts: canaryCounts && {
            loads: canaryCounts.loads - control.canaryBase.loads,
            failures: canaryCounts.failures - control.canaryBase.failures,
          },
          manifest: listed ? entryUrl(control, listed.manifest, control.active) : null,
          defaultKept: control.defaultKept,
          loads: releases.reduce((sum, release) => sum + release.loads, 0),
          failures: releases.reduce((sum, release) => sum + release.failures, 0),
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
          return { name: listed.name, enabled: control.enabled ?? listed.enabled, manifest: entryUrl(control, listed.manifest, control.active) };
        }),
      };
    },

    setEnabled: (name: string, enabled: boolean, by: ChangeNote, audit?: AuditContext) =>
      change(name, by, audit, (control, _tx, listed) => {
        if (enabled && control.active === DEFAULT_RELEASE && !listed) {
          throw new StateConflict(`Refused: ${name} is not in remotes.json: activate one of its releases first (remote activate --name ${name} --release …)`, 'no_release');
        }
        return { next: { ...control, enabled }, action: enabled ? 'enable' : 'disable', release: null };
      }),

    /** Everyone gets `release`; refused when its files are missing or its manifest does not load. */
    activate: (name: string, release: string, by: ChangeNote, audit?: AuditContext) =>
      change(name, by, audit, async (control, tx, listed) => {
        if (release === control.active) throw new StateConflict(`${release} is already the active release of ${name}`, 'already_active');
        await requireUsable(tx, listed, name, release);
        // A canary of this release has done its work; a canary of another one goes on.
        const canary = control.canary?.release === release ? null : control.canary;
        return { next: { ...control, active: release, previous: control.active, canary }, action: 'activate', release };
      }),

    /**
     * Undoes the last rollout step: a running canary ends (every player back on the active release); otherwise the
     * release active before the current one comes back. Refused when there is neither.
     */
    rollback: (name: string, by: ChangeNote, audit?: AuditContext) =>
      change(name, by, audit, async (control, tx, listed) => {
        if (control.canary) return { next: { ...control, canary: null }, action: 'rollback', release: control.active, percent: 0 };
        if (!control.previous) throw new StateConflict(`${name} has no earlier release to roll back to`, 'nothing_to_roll_back');
        await requireUsable(tx, listed, name, control.previous);
        return { next: { ...control, active: control.previous, previous: null }, action: 'rollback', release: control.previous };
      }),

    /**
     * `percent` of players (a stable share, by their id) get `release`; 0 ends the canary of `release`. A new canary
     * is judged by its release's loads from now on.
     */
    canary: (name: string, release: string, percent: number, by: ChangeNote, audit?: AuditContext) =>
      change(name, by, audit, async (control, tx, listed) => {
        if (percent === 0) {
          if (!(await files.exists(name, release, tx))) {
            throw new StateConflict(`Refused: ${name} has no release ${release}`, 'release_unusable');
          }
          if (!control.canary) throw new StateConflict(`${name} has no canary to end`, 'no_canary');
          if (control.canary.release !== release) {
            throw new StateConflict(`The canary of ${name} is ${control.canary.release}, not ${release}`, 'other_canary');
          }
          return { next: { ...control, canary: null }, action: 'canary', release, percent };
        }
        if (release === control.active) throw new StateConflict(`${release} is the active release of ${name} already`, 'already_active');
        await requireUsable(tx, listed, name, release);
        const canaryBase = control.canary?.release === release ? control.canaryBase : await countsOf(tx, name, release);
        return { next: { ...control, canary: { release, percent }, canaryBase }, action: 'canary', release, percent };
      }),

    /**
     * A player's shell loaded `release` of `remote`, or failed to: counted at most once per session (`sessionHash`),
     * remote, release and outcome in REPORT_WINDOW_MS. A failure may end that release's canary (`judgeCanary`) in the
     * same transaction, so every instance judges on every count written.
     */
    async recordReport(report: RemoteReport, sessionHash: string): Promise<{ counted: boolean }> {
      await knownRemote(report.remote);
      if (!(await files.exists(report.remote, report.release))) {
        throw new NotFound(`${report.remote} has no release ${report.release}`, 'not_found');
      }
      const now = clock();
      const windowStart = new Date(now.getTime() - REPORT_WINDOW_MS);
      const counted = await db.transaction(async (tx) => {
        const mark = { sessionHash, name: report.remote, release: report.release, outcome: report.outcome };
        if (!(await takeReportMark(tx, mark, now, windowStart))) return false;
        const counts = await addToCounts(tx, { ...mark, reason: report.reason ?? '' }, now);
        if (report.outcome === 'failure') await judgeCanary(tx, report.remote, report.release, counts);
        return true;
      });
      if (counted) await purgeReportMarks(db, windowStart);
      return { counted };
    },

    /**
     * Stores a release of `name` uploaded as one .tar.gz with its Content-Digest (a team's CI: publish-release.mjs),
     * after checking it whole (release-archive.ts); from then on every instance lists and serves it, and it can be
     * canaried and activated like a release on disk. Publishing the same release again changes nothing (`existed`);
     * the same version with other content is refused. Nothing players get changes.
     */
    async publish(name: string, archive: Buffer, digest: string | undefined, audit: AuditContext) {
      if (!files.store) throw new StateConflict('Refused: this server keeps no published releases', 'no_store');
      let checked;
      try {
        checkDigest(archive, digest);
        checked = await readReleaseArchive(archive, name, deps.maxReleaseBytes);
      } catch (error) {
        if (error instanceof ArchiveRefusal) throw new (error.tooLarge ? TooLarge : InvalidInput)(`Refused: ${error.message}`, 'release_refused');
        throw error;
      }
      const { version } = checked.info;
      const conflict = () =>
        new AlreadyExists(`Refused: ${name} ${version} exists already with other files: a release never changes, so build a new version`, 'release_exists');
      if (files.onThisDisk(name, version)) {
        if (files.diskDigest(name, version) !== checked.contentDigest) throw conflict();
        return { release: { name, version, integrity: checked.info.integrity, files: checked.info.files.length, bytes: checked.bytes }, existed: true };
      }
      const published = await files.store.publish(checked, audit.actor, clock(), (tx) =>
        recordAction(tx, audit, { action: 'release publish', target: `${name} ${version}`, outcome: { integrity: checked.info.integrity, bytes: checked.bytes } }),
      );
      if (published === 'conflict') throw conflict();
      await keepDefaultBuild(name);
      return {
        release: { name, version, integrity: checked.info.integrity, files: checked.info.files.length, bytes: checked.bytes },
        existed: published.existed,
      };
    },

    /** remotes.json as one player gets it (null: no operators' file). */
    async servedRemotesJson(playerId: number | null): Promise<string | null> {
      let controls = new Map((await listControls(db)).map((control) => [control.name, control]));
      if (await keepDefaultBuilds(controls)) controls = new Map((await listControls(db)).map((control) => [control.name, control]));
      // The published releases players may be given, read once (they never change), so their paths answer at once.
      await files.prepare(
        [...controls.values()].flatMap((control) =>
          [control.active, control.previous, control.canary?.release, control.defaultKept ? DEFAULT_RELEASE : null].filter((release): release is string => Boolean(release)).map((release) => ({ name: control.name, release })),
        ),
      );
      return servedRemotesJson(
        readOrNull(deps.remotesManifest),
        // `default`: the kept build's paths once it was kept, the build's in remotes/<name>/dist before.
        (remote) => files.routePaths(remote.name, remote.release ?? DEFAULT_RELEASE),
        (manifest) => choose(manifest, controls, playerId),
        (name, release) => (release === DEFAULT_RELEASE ? null : (files.preparedInfo(name, release)?.integrity ?? null)),
      );
    },
  };
}

export type ReleasesService = ReturnType<typeof releasesService>;
