import crypto from 'node:crypto';
import { parseRemotesManifest, type RemoteEntry, type RemoteReport, type RemotesManifest } from '@matka/shared-kernel/remotes';
import type { AuditContext, Clock, Database, Players, Queryable, RecordAction, Refusals, RenderRemotesJson, Reporter } from './ports';
import { PIN_DAYS, listPins, pinsOf, removePin, savePin } from './pins.repository';
import { PREVIEW_URL, readPreview, signPreview, type Preview } from './preview-link';
import { readOrNull } from './read-files';
import type { ReleaseFiles } from './release-files';
import { DEFAULT_RELEASE } from './release-format';
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

/** Where remotes.json points a remote whose `default` is this server's `npm run build` output. */
const localManifest = (name: string) => `/remotes/${name}/mf-manifest.json`;

/** Who changed something, and why (kept in the history with the time). */
export interface ChangeNote {
  operator: string;
  note: string;
}

/** Every remote as `remote list` and the console's Releases show it. */
type RemoteListing = Awaited<ReturnType<ReleasesService['listing']>>;

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

/** What release control's service is given by the server that mounts it. */
export interface ReleasesServiceOptions {
  db: Database;
  files: ReleaseFiles;
  /** The operators' remotes.json (REMOTES_MANIFEST). */
  remotesManifest: string;
  clock: Clock;
  judgement: CanaryJudgement;
  /** The most an uploaded release may weigh, unpacked (RELEASE_MAX_BYTES). */
  maxReleaseBytes: number;
  /** The server's refusals (each answered with its status code). */
  errors: Refusals;
  /** Writes a row of the audit list, in the change's transaction. */
  recordAction: RecordAction;
  /** remotes.json as a player gets it, from the operators' file and what release control chooses. */
  renderRemotesJson: RenderRemotesJson;
  /** The players a pin names. */
  players: Players;
  /** What preview links are signed with (the server's own secret: every instance has the same). */
  previewSecret: string;
}

/**
 * The operators' control of remotes: on or off, the active release, a canary share of players on another release,
 * and rollback — each change one transaction with its history entry, in the database, so every API instance answers
 * players alike. What players get (`servedRemotesJson`) is computed from it and the operators' remotes.json (the base:
 * which remotes exist and where their `default` release is) on every page load and manifest poll. Players' shells
 * report each load and failed load of a release (`recordReport`); a canary whose loads fail too often ends by itself.
 */
export class ReleasesService {
  private readonly db: Database;
  private readonly files: ReleaseFiles;
  private readonly clock: Clock;
  private readonly judgement: CanaryJudgement;
  private readonly errors: Refusals;

  constructor(private readonly options: ReleasesServiceOptions) {
    this.db = options.db;
    this.files = options.files;
    this.clock = options.clock;
    this.judgement = options.judgement;
    this.errors = options.errors;
  }

  /** The operators' remotes.json, or why it cannot be read. */
  private readBase(): { manifest: RemotesManifest } | { error: string } {
    const text = readOrNull(this.options.remotesManifest);
    if (text === null) return { error: `${this.options.remotesManifest} is missing` };
    try {
      const parsed = parseRemotesManifest(JSON.parse(text));
      return 'manifest' in parsed ? { manifest: parsed.manifest } : { error: parsed.error };
    } catch {
      return { error: 'remotes.json is not JSON' };
    }
  }

  private baseManifest(): RemotesManifest | null {
    const base = this.readBase();
    return 'manifest' in base ? base.manifest : null;
  }

  /**
   * The remote as remotes.json lists it, or null for one it does not list but that has releases (a new remote a team
   * published: players get it once one of its releases is active and it is switched on); 404 for any other.
   */
  private async knownRemote(name: string) {
    const remote = this.baseManifest()?.remotes.find((entry) => entry.name === name);
    if (remote) return remote;
    if ((await this.files.releasesByRemote()).has(name)) return null;
    throw new this.errors.NotFound(`remotes.json lists no remote ${name}, and it has no release`, 'not_found');
  }

  /**
   * 409 with the reason when players could not load the release: its files, or the shared singletons it needs that
   * the host does not provide. The `default` release is checked when it is this server's build; one remotes.json puts
   * on another server (a CDN) cannot be checked from here.
   */
  private async requireUsable(tx: Queryable, listed: RemoteEntry | null, name: string, release: string) {
    const local = localManifest(name);
    if (release === DEFAULT_RELEASE && !listed) throw new this.errors.StateConflict(`Refused: ${name} is not in remotes.json, so it has no default build`, 'release_unusable');
    if (release === DEFAULT_RELEASE && listed?.manifest !== local) return;
    const problem = (await this.files.problemWith(name, release, tx)) ?? (await this.files.incompatibility(name, release, tx));
    if (problem) throw new this.errors.StateConflict(`Refused: ${problem}`, 'release_unusable');
  }

  /** Writes a remote's next control with its history entry and (when `audit` is given) its audit row, in `tx`. */
  private async write(tx: Queryable, step: Step, by: ChangeNote, audit: AuditContext | undefined) {
    const { next, action, release, percent } = step;
    const now = this.clock();
    const operator = by.operator || audit?.actor || '';
    await saveControl(tx, next, now);
    await addHistory(tx, { name: next.name, action, release, percent: percent ?? null, operator, note: by.note, at: now });
    if (audit) {
      const target = [next.name, release, percent === undefined ? null : `${percent} %`].filter(Boolean).join(' ');
      const { enabled, active, previous, canary } = next;
      // `enabled` null: as remotes.json says (left out).
      const outcome = { ...(enabled === null ? {} : { enabled }), active, previous, canary, operator };
      await this.options.recordAction(tx, { ...audit, note: by.note }, { action: `remote ${action}`, target, outcome });
    }
  }

  /**
   * Runs one change of a remote's control in a transaction, with its history entry and (from the operator API) its
   * audit row; answers the remote's listing. With no operator name the history names the audit's caller.
   */
  private async change(
    name: string,
    by: ChangeNote,
    audit: AuditContext | undefined,
    decide: (control: RemoteControl, tx: Queryable, listed: RemoteEntry | null) => Promise<Step> | Step,
  ) {
    // Before the transaction: the embedded database has one connection, and this may read the published releases.
    const listed = await this.knownRemote(name);
    await this.db.transaction(async (tx) => {
      const control = await lockControl(tx, name);
      await this.write(tx, await decide(control, tx, listed), by, audit);
    });
    const listing = await this.list();
    return { remote: listing.remotes.find((remote) => remote.name === name) };
  }

  /**
   * Judges the canary of `release` after a failed load of it was counted, in that report's transaction (which holds
   * the release's counts row): when the share of its loads that failed since the canary began passes the threshold,
   * the canary ends — every player back on the active release — with the reason in the history, the audit list and
   * the release's counts.
   */
  private async judgeCanary(tx: Queryable, name: string, release: string, counts: { loads: number; failures: number }) {
    const verdict = (control: RemoteControl) => {
      if (control.canary?.release !== release) return null;
      const failures = counts.failures - control.canaryBase.failures;
      const tries = counts.loads - control.canaryBase.loads + failures;
      if (tries < this.judgement.minLoads || failures / tries <= this.judgement.maxFailureRate) return null;
      return (
        `${failures} of ${tries} loads of ${release} failed (${percentOf(failures / tries)}) since its canary began, ` +
        `over the ${percentOf(this.judgement.maxFailureRate)} allowed (RELEASE_MAX_FAILURE_RATE)`
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
    await this.write(tx, step, { operator: AUTOMATIC, note }, { actor: AUTOMATIC, note });
    await markRolledBack(tx, name, release, reason, this.clock());
  }

  /**
   * Where a release's mf-manifest.json is: `default` at remotes.json's URL until its build was kept (`keepDefaultBuild`),
   * or when remotes.json puts it elsewhere (a CDN: there is no build here to keep).
   */
  private entryUrl(control: RemoteControl, baseUrl: string, release: string) {
    const keptHere = control.defaultKept && baseUrl === localManifest(control.name);
    return release === DEFAULT_RELEASE && !keptHere ? baseUrl : this.files.manifestUrl(control.name, release);
  }

  /**
   * A remote's first build — its `default`, the `npm run build` output remotes.json points at — is its first release:
   * kept as it is in the database (at start-up, `keepFirstBuilds`, or the first time one is seen after) and served
   * from there, so a later local build changes nothing players load: only release control does. Done once per remote,
   * with its history entry and audit row; a remote remotes.json puts elsewhere (a CDN), or with no build here, has
   * nothing to keep.
   */
  private async keepDefaultBuild(name: string): Promise<boolean> {
    const store = this.files.store;
    const listed = this.baseManifest()?.remotes.find((remote) => remote.name === name);
    if (!store || listed?.manifest !== localManifest(name)) return false;
    if ((await listControls(this.db)).find((control) => control.name === name)?.defaultKept) return false;
    const now = this.clock();
    const build = this.files.buildToKeep(name, now);
    if (!build) return false;
    const note = `Kept the npm run build output as default (${build.info.integrity.slice(0, 19)}…): from now on only releases change what players load`;
    const kept = await store.publish(build, AUTOMATIC, now, async (tx) => {
      const control = await lockControl(tx, name);
      if (control.defaultKept) return;
      await this.write(tx, { next: { ...control, defaultKept: true }, action: 'keep', release: DEFAULT_RELEASE }, { operator: AUTOMATIC, note }, { actor: AUTOMATIC, note });
    });
    // Kept already (by another instance, maybe from another build): mark it, if that one did not get to.
    if (kept === 'conflict' || kept.existed) {
      await this.db.transaction(async (tx) => {
        const control = await lockControl(tx, name);
        if (!control.defaultKept) await this.write(tx, { next: { ...control, defaultKept: true }, action: 'keep', release: DEFAULT_RELEASE }, { operator: AUTOMATIC, note }, undefined);
      });
    }
    return true;
  }

  /** Every remote's control, by name. */
  private async controlsByName(): Promise<Map<string, RemoteControl>> {
    return new Map((await listControls(this.db)).map((control) => [control.name, control]));
  }

  /**
   * Keeps the `default` build of every remote remotes.json lists that has one here not kept yet (cheap: a file check
   * each). Answers the remotes kept now.
   */
  private async keepDefaultBuilds(controls: Map<string, RemoteControl>): Promise<string[]> {
    const base = this.baseManifest();
    const due = (base?.remotes ?? []).filter((remote) => !controls.get(remote.name)?.defaultKept && remote.manifest === localManifest(remote.name) && this.files.hasBuild(remote.name));
    const kept: string[] = [];
    for (const remote of due) if (await this.keepDefaultBuild(remote.name)) kept.push(remote.name);
    return kept;
  }

  /**
   * At start-up: every remote remotes.json lists (the one list of remotes, a new one included) that has a build here
   * gets it recorded as its first release, before any player asks. Answers the remotes kept now.
   */
  async keepFirstBuilds(): Promise<string[]> {
    return this.keepDefaultBuilds(await this.controlsByName());
  }

  /** The release a player gets of a remote, and the one to fall back to: a pin, a canary, or the active release. */
  private releaseFor(control: RemoteControl, playerId: number | null, pinned: string | undefined) {
    // A pinned player (a team's test account) gets the pinned release, falling back to what everyone gets.
    if (pinned) return { release: pinned, fallback: control.active };
    const inCanary = control.canary !== null && playerId !== null && canaryBucket(control.name, playerId) < control.canary.percent;
    const release = inCanary && control.canary ? control.canary.release : control.active;
    // A canary player falls back to what everyone else gets; everyone else to the release active before.
    return { release, fallback: inCanary ? control.active : control.previous };
  }

  /** remotes.json for one player: `playerId` null for a visitor (no canary, no pins); `pins`: remote → pinned release. */
  private choose(manifest: RemotesManifest, controls: Map<string, RemoteControl>, playerId: number | null, pins: Map<string, string>, preview: Preview | null): RemotesManifest {
    const listed = manifest.remotes.map((remote) => {
      const control = controls.get(remote.name) ?? noControl(remote.name);
      const previewed = preview?.name === remote.name ? preview.release : undefined;
      const { release, fallback } = this.releaseFor(control, playerId, previewed ?? pins.get(remote.name));
      return {
        ...remote,
        ...(previewed ? { preview: true } : {}),
        enabled: control.enabled ?? remote.enabled,
        manifest: this.entryUrl(control, remote.manifest, release),
        release,
        ...(fallback && fallback !== release ? { fallback: { release: fallback, manifest: this.entryUrl(control, remote.manifest, fallback) } } : {}),
      };
    });
    // A remote remotes.json does not list, switched on with one of its releases active (a new remote a team published):
    // players get it from release control alone, with no host build and no remotes.json change.
    return { remotes: [...listed, ...this.unlisted(manifest, controls, playerId, pins)] };
  }

  /** The remotes remotes.json does not list that release control gives players. */
  private unlisted(manifest: RemotesManifest, controls: Map<string, RemoteControl>, playerId: number | null, pins: Map<string, string>): RemoteEntry[] {
    return [...controls.values()]
      .filter((control) => control.enabled === true && control.active !== DEFAULT_RELEASE && !manifest.remotes.some((remote) => remote.name === control.name))
      .map((control) => {
        const { release, fallback } = this.releaseFor(control, playerId, pins.get(control.name));
        return {
          name: control.name,
          manifest: this.files.manifestUrl(control.name, release),
          enabled: true,
          // Its build's routes.json fills both in (servedRemotesJson).
          paths: [],
          menus: [],
          release,
          ...(fallback && fallback !== release && fallback !== DEFAULT_RELEASE ? { fallback: { release: fallback, manifest: this.files.manifestUrl(control.name, fallback) } } : {}),
        };
      });
  }

  /** Every remote with its control, releases and their counts (`remote list`, the console's Releases). */
  async list(): Promise<RemoteListing> {
    if ((await this.keepDefaultBuilds(await this.controlsByName())).length > 0) return this.list();
    return this.listing();
  }

  /** The listing, once no `default` build is due to be kept. */
  private async listing() {
    const [controls, counts, pins] = await Promise.all([listControls(this.db), listCounts(this.db), listPins(this.db, this.clock())]);
    const byName = new Map(controls.map((control) => [control.name, control]));
    const base = this.baseManifest();
    const released = await this.files.releasesByRemote();
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
          manifest: listed ? this.entryUrl(control, listed.manifest, control.active) : null,
          defaultKept: control.defaultKept,
          // Players pinned to a release (a team's test accounts), until each pin expires.
          pins: pins
            .filter((pin) => pin.name === name)
            .map((pin) => ({ player: pin.player, release: pin.release, by: pin.by, at: pin.at.toISOString(), expiresAt: pin.expiresAt.toISOString() })),
          loads: releases.reduce((sum, release) => sum + release.loads, 0),
          failures: releases.reduce((sum, release) => sum + release.failures, 0),
          releases,
        };
      }),
    };
  }



  history(name: string | null, limit = 50) {
    return listHistory(this.db, name, limit);
  }

  /** The remotes players are given, on or off as the operators set them (the console's Today), or why there are none. */
  async status(): Promise<{ remotes: Array<{ name: string; enabled: boolean; manifest: string }>; error?: string }> {
    const base = this.readBase();
    if ('error' in base) return { remotes: [], error: base.error };
    // What players are given: remotes.json's remotes as the operators' controls set them (no releases or errors).
    const controls = await this.controlsByName();
    return {
      remotes: base.manifest.remotes.map((listed) => {
        const control = controls.get(listed.name) ?? noControl(listed.name);
        return { name: listed.name, enabled: control.enabled ?? listed.enabled, manifest: this.entryUrl(control, listed.manifest, control.active) };
      }),
    };
  }

  setEnabled(name: string, enabled: boolean, by: ChangeNote, audit?: AuditContext) {
    return this.change(name, by, audit, (control, _tx, listed) => {
      if (enabled && control.active === DEFAULT_RELEASE && !listed) {
        throw new this.errors.StateConflict(`Refused: ${name} is not in remotes.json: activate one of its releases first (remote activate --name ${name} --release …)`, 'no_release');
      }
      return { next: { ...control, enabled }, action: enabled ? 'enable' : 'disable', release: null };
    });
  }

  /** Everyone gets `release`; refused when its files are missing or its manifest does not load. */
  activate(name: string, release: string, by: ChangeNote, audit?: AuditContext) {
    return this.change(name, by, audit, async (control, tx, listed) => {
      if (release === control.active) throw new this.errors.StateConflict(`${release} is already the active release of ${name}`, 'already_active');
      await this.requireUsable(tx, listed, name, release);
      // A canary of this release has done its work; a canary of another one goes on.
      const canary = control.canary?.release === release ? null : control.canary;
      return { next: { ...control, active: release, previous: control.active, canary }, action: 'activate', release };
    });
  }

  /**
   * Undoes the last rollout step: a running canary ends (every player back on the active release); otherwise the
   * release active before the current one comes back. Refused when there is neither, and when `from` (the release the
   * caller rolls back: the canary's, else the active one) is not the current one — a retried rollback, or one sent
   * after another change, must not undo a release nobody meant to undo.
   */
  rollback(name: string, from: string, by: ChangeNote, audit?: AuditContext) {
    return this.change(name, by, audit, async (control, tx, listed) => {
      const current = control.canary?.release ?? control.active;
      if (from !== current) {
        const what = control.canary ? `its canary is ${current}` : `its active release is ${current}`;
        throw new this.errors.StateConflict(`Refused: ${name} is not on ${from}: ${what} (rolled back already, or changed since)`, 'other_release');
      }
      if (control.canary) return { next: { ...control, canary: null }, action: 'rollback', release: control.active, percent: 0 };
      if (!control.previous) throw new this.errors.StateConflict(`${name} has no earlier release to roll back to`, 'nothing_to_roll_back');
      await this.requireUsable(tx, listed, name, control.previous);
      return { next: { ...control, active: control.previous, previous: null }, action: 'rollback', release: control.previous };
    });
  }

  /** The player a pin names by mobile number: 404 when there is none. */
  private async pinnedPlayer(mobile: string): Promise<number> {
    const playerId = await this.options.players.idOf(mobile);
    if (playerId === null) throw new this.errors.NotFound(`No player has the mobile number ${mobile}`, 'not_found');
    return playerId;
  }

  /** Writes a pin's change — its history entry and audit row — in `tx`. */
  private async pinChange(tx: Queryable, name: string, action: 'pin' | 'unpin', release: string | null, player: string, by: ChangeNote, audit: AuditContext) {
    const operator = by.operator || audit.actor;
    const note = [`player ${player}`, by.note].filter(Boolean).join(': ');
    await addHistory(tx, { name, action, release, percent: null, operator, note, at: this.clock() });
    await this.options.recordAction(tx, { ...audit, note: by.note }, { action: `remote ${action}`, target: [name, release, player].filter(Boolean).join(' '), outcome: { player, release, operator } });
  }

  /**
   * One player (a team's test account, by mobile number) loads `release` of `name` on the real site, whatever the
   * canary and the active release — before any other player does — for PIN_DAYS days, or until unpinned. Refused as
   * an activation is when players could not load the release. A pinned player's loads of it are not counted.
   */
  async pin(name: string, release: string, player: string, by: ChangeNote, audit: AuditContext) {
    const listed = await this.knownRemote(name);
    const playerId = await this.pinnedPlayer(player);
    const now = this.clock();
    await this.db.transaction(async (tx) => {
      await this.requireUsable(tx, listed, name, release);
      await savePin(tx, { name, playerId, player, release, by: by.operator || audit.actor, at: now, expiresAt: new Date(now.getTime() + PIN_DAYS * 86_400_000) });
      await this.pinChange(tx, name, 'pin', release, player, by, audit);
    });
    const listing = await this.list();
    return { remote: listing.remotes.find((remote) => remote.name === name) };
  }

  /** The player's pin of `name` ends: they get what everyone gets again. 404 when they have none. */
  async unpin(name: string, player: string, by: ChangeNote, audit: AuditContext) {
    await this.knownRemote(name);
    const playerId = await this.pinnedPlayer(player);
    await this.db.transaction(async (tx) => {
      if (!(await removePin(tx, name, playerId, this.clock()))) throw new this.errors.NotFound(`${player} has no pin of ${name}`, 'not_found');
      await this.pinChange(tx, name, 'unpin', null, player, by, audit);
    });
    const listing = await this.list();
    return { remote: listing.remotes.find((remote) => remote.name === name) };
  }

  /**
   * `percent` of players (a stable share, by their id) get `release`; 0 ends the canary of `release`. A new canary
   * is judged by its release's loads from now on.
   */
  canary(name: string, release: string, percent: number, by: ChangeNote, audit?: AuditContext) {
    return this.change(name, by, audit, async (control, tx, listed) => {
      if (percent === 0) {
        if (!(await this.files.exists(name, release, tx))) {
          throw new this.errors.StateConflict(`Refused: ${name} has no release ${release}`, 'release_unusable');
        }
        if (!control.canary) throw new this.errors.StateConflict(`${name} has no canary to end`, 'no_canary');
        if (control.canary.release !== release) {
          throw new this.errors.StateConflict(`The canary of ${name} is ${control.canary.release}, not ${release}`, 'other_canary');
        }
        return { next: { ...control, canary: null }, action: 'canary', release, percent };
      }
      if (release === control.active) throw new this.errors.StateConflict(`${release} is the active release of ${name} already`, 'already_active');
      await this.requireUsable(tx, listed, name, release);
      const canaryBase = control.canary?.release === release ? control.canaryBase : await countsOf(tx, name, release);
      return { next: { ...control, canary: { release, percent }, canaryBase }, action: 'canary', release, percent };
    });
  }

  /**
   * A player's shell loaded `release` of `remote`, or failed to: counted at most once per session (`sessionHash`),
   * remote, release and outcome in REPORT_WINDOW_MS. A failure may end that release's canary (`judgeCanary`) in the
   * same transaction, so every instance judges on every count written.
   */
  async recordReport(report: RemoteReport, { sessionHash, playerId }: Reporter): Promise<{ counted: boolean }> {
    await this.knownRemote(report.remote);
    if (!(await this.files.exists(report.remote, report.release))) {
      throw new this.errors.NotFound(`${report.remote} has no release ${report.release}`, 'not_found');
    }
    const now = this.clock();
    // A pinned player chose the release: their loads say nothing of how it does for players (nor of its canary).
    if ((await pinsOf(this.db, playerId, now)).get(report.remote) === report.release) return { counted: false };
    const windowStart = new Date(now.getTime() - REPORT_WINDOW_MS);
    const counted = await this.db.transaction(async (tx) => {
      const mark = { sessionHash, name: report.remote, release: report.release, outcome: report.outcome };
      if (!(await takeReportMark(tx, mark, now, windowStart))) return false;
      const counts = await addToCounts(tx, { ...mark, reason: report.reason ?? '' }, now);
      if (report.outcome === 'failure') await this.judgeCanary(tx, report.remote, report.release, counts);
      return true;
    });
    if (counted) await purgeReportMarks(this.db, windowStart);
    return { counted };
  }

  /**
   * Stores a release of `name` uploaded as one .tar.gz with its Content-Digest (a team's CI: publish-release.mjs),
   * after checking it whole (release-archive.ts); from then on every instance lists and serves it, and it can be
   * canaried and activated like a release on disk. Publishing the same release again changes nothing (`existed`);
   * the same version with other content is refused. Nothing players get changes.
   */
  async publish(name: string, archive: Buffer, digest: string | undefined, audit: AuditContext) {
    if (!this.files.store) throw new this.errors.StateConflict('Refused: this server keeps no published releases', 'no_store');
    let checked;
    try {
      checkDigest(archive, digest);
      checked = await readReleaseArchive(archive, name, this.options.maxReleaseBytes);
    } catch (error) {
      if (error instanceof ArchiveRefusal) throw new (error.tooLarge ? this.errors.TooLarge : this.errors.InvalidInput)(`Refused: ${error.message}`, 'release_refused');
      throw error;
    }
    const { version } = checked.info;
    // Checked again here, whatever built it: a release on an unversioned change of a singleton never reaches players.
    const surface = this.files.surfaceProblem(checked.info);
    if (surface) throw new this.errors.StateConflict(`Refused: ${surface}`, 'singletons_unversioned');
    const conflict = () =>
      new this.errors.AlreadyExists(`Refused: ${name} ${version} exists already with other files: a release never changes, so build a new version`, 'release_exists');
    if (this.files.onThisDisk(name, version)) {
      if (this.files.diskDigest(name, version) !== checked.contentDigest) throw conflict();
      return { release: { name, version, integrity: checked.info.integrity, files: checked.info.files.length, bytes: checked.bytes }, existed: true };
    }
    const published = await this.files.store.publish(checked, audit.actor, this.clock(), (tx) =>
      this.options.recordAction(tx, audit, { action: 'release publish', target: `${name} ${version}`, outcome: { integrity: checked.info.integrity, bytes: checked.bytes } }),
    );
    if (published === 'conflict') throw conflict();
    await this.keepDefaultBuild(name);
    return {
      release: { name, version, integrity: checked.info.integrity, files: checked.info.files.length, bytes: checked.bytes },
      existed: published.existed,
    };
  }

  /**
   * A link that shows `release` of `name` in a browser signed in to the console (opened there, it sets the preview
   * cookie: `previewRoute`), for `hours`; no player's remotes.json changes. Refused as an activation is when players
   * could not load the release; in the history and the audit list.
   */
  async previewLink(name: string, release: string, hours: number, by: ChangeNote, audit: AuditContext) {
    const listed = await this.knownRemote(name);
    const now = this.clock();
    const expiresAt = new Date(now.getTime() + hours * 3_600_000);
    await this.db.transaction(async (tx) => {
      await this.requireUsable(tx, listed, name, release);
      const operator = by.operator || audit.actor;
      const note = [`until ${expiresAt.toISOString()}`, by.note].filter(Boolean).join(': ');
      await addHistory(tx, { name, action: 'preview', release, percent: null, operator, note, at: now });
      await this.options.recordAction(tx, { ...audit, note: by.note }, { action: 'remote preview', target: `${name} ${release}`, outcome: { expiresAt: expiresAt.toISOString(), operator } });
    });
    const token = signPreview(this.options.previewSecret, { name, release, expiresAt: expiresAt.getTime() });
    return { url: `${PREVIEW_URL}?link=${token}`, expiresAt: expiresAt.toISOString() };
  }

  /** The preview a link's or a cookie's token names, when signed here and not expired. */
  readPreview(token: string | undefined): Preview | null {
    return readPreview(this.options.previewSecret, token, this.clock());
  }

  /**
   * The same preview, signed to last no longer than `until` (the console session of the browser it is set in), and
   * how many seconds it has left.
   */
  signPreview(preview: Preview, until: Date): { token: string; seconds: number } {
    const expiresAt = Math.min(preview.expiresAt, until.getTime());
    return { token: signPreview(this.options.previewSecret, { ...preview, expiresAt }), seconds: Math.max(0, Math.floor((expiresAt - this.clock().getTime()) / 1000)) };
  }

  /** remotes.json as one player gets it (null: no operators' file); `previewToken`: the browser's preview cookie. */
  async servedRemotesJson(playerId: number | null, previewToken?: string): Promise<string | null> {
    const preview = this.readPreview(previewToken);
    const pins = playerId === null ? new Map<string, string>() : await pinsOf(this.db, playerId, this.clock());
    let controls = await this.controlsByName();
    if ((await this.keepDefaultBuilds(controls)).length > 0) controls = await this.controlsByName();
    // The published releases players may be given, read once (they never change), so their paths answer at once.
    await this.files.prepare(
      [...controls.values()].flatMap((control) =>
        [control.active, control.previous, control.canary?.release, pins.get(control.name), preview?.name === control.name ? preview.release : null, control.defaultKept ? DEFAULT_RELEASE : null].filter((release): release is string => Boolean(release)).map((release) => ({ name: control.name, release })),
      ),
    );
    return this.options.renderRemotesJson(
      readOrNull(this.options.remotesManifest),
      // `default`: the kept build's paths once it was kept, the build's in remotes/<name>/dist before.
      (remote) => this.files.routePaths(remote.name, remote.release ?? DEFAULT_RELEASE),
      (manifest) => this.choose(manifest, controls, playerId, pins, preview),
      (name, release) => (release === DEFAULT_RELEASE ? null : (this.files.preparedInfo(name, release)?.integrity ?? null)),
    );
  }
}
