import type { Database, Queryable } from './ports';
import { ROUTE_PATHS_FILE } from '@matka/shared-kernel/remotes';
import { DEFAULT_RELEASE, parseReleaseInfo, type ReleaseArchive, type ReleaseInfo } from './release-format';

/** A published release as every instance knows it: what release.json says, and the two small files players' pages need. */
export interface StoredRelease {
  name: string;
  version: string;
  info: ReleaseInfo;
  manifest: string | null;
  routePaths: string | null;
  publishedAt: Date;
  publishedBy: string;
}

/**
 * What publishing did: stored it, or found the same release stored already. (Besides the releases teams publish, the
 * store keeps each remote's `default` build as it was when the remote got its first release: version `default`.)
 */
export type Published = { release: StoredRelease; existed: boolean };

type MetaRow = { name: string; version: string; info: string; manifest: string | null; routes: string | null; published_at: Date; published_by: string };

const META_SQL = `SELECT r.name, r.version, r.info, r.published_at, r.published_by,
    convert_from(m.content, 'UTF8') AS manifest, convert_from(p.content, 'UTF8') AS routes
  FROM remote_releases r
  LEFT JOIN remote_release_files m ON m.name = r.name AND m.version = r.version AND m.path = 'mf-manifest.json'
  LEFT JOIN remote_release_files p ON p.name = r.name AND p.version = r.version AND p.path = '${ROUTE_PATHS_FILE}'`;

/**
 * The repository of `remote_releases` and `remote_release_files`: releases published through the operator API
 * (`POST /operator/releases/<name>`), kept in the database so every API instance serves them. A release is written in one transaction — its row and all its files — so nothing half-written
 * is ever read, and never changes after: each instance keeps what it has read of one (not its files) for good.
 */
export class ReleaseStore {
  private readonly known = new Map<string, StoredRelease>();

  constructor(private readonly db: Database) {}

  private remember(row: MetaRow): StoredRelease | null {
    const info = parseReleaseInfo(row.info, row.version === DEFAULT_RELEASE);
    if (!info) return null;
    const release = { name: row.name, version: row.version, info, manifest: row.manifest, routePaths: row.routes, publishedAt: row.published_at, publishedBy: row.published_by };
    this.known.set(`${row.name}/${row.version}`, release);
    return release;
  }

  /** A release already read by this instance (no query): for the paths that must answer at once. */
  cached(name: string, version: string): StoredRelease | null {
    return this.known.get(`${name}/${version}`) ?? null;
  }

  /** A published release (read once, then kept), or null; read through `via` inside a transaction. */
  async find(name: string, version: string, via: Queryable = this.db): Promise<StoredRelease | null> {
    const cached = this.cached(name, version);
    if (cached) return cached;
    const [row] = await via.query<MetaRow>(`${META_SQL} WHERE r.name = $1 AND r.version = $2`, [name, version]);
    return row ? this.remember(row) : null;
  }

  /** Every published release, each remote's newest first. */
  async all(): Promise<StoredRelease[]> {
    const rows = await this.db.query<MetaRow>(`${META_SQL} ORDER BY r.name, r.published_at DESC`);
    return rows.map((row) => this.cached(row.name, row.version) ?? this.remember(row)).filter((release): release is StoredRelease => release !== null);
  }

  /** One file of a published release, or null. */
  async file(name: string, version: string, path: string): Promise<Buffer | null> {
    const [row] = await this.db.query<{ content: Uint8Array }>(
      'SELECT content FROM remote_release_files WHERE name = $1 AND version = $2 AND path = $3',
      [name, version, path],
    );
    return row ? Buffer.from(row.content) : null;
  }

  /** The build digest of a stored release (what makes two uploads the same release). */
  private async digestOf(tx: Queryable, name: string, version: string): Promise<string | null> {
    const [row] = await tx.query<{ content_digest: string }>('SELECT content_digest FROM remote_releases WHERE name = $1 AND version = $2', [name, version]);
    return row?.content_digest ?? null;
  }

  /**
   * Stores a checked release in one transaction; `within` runs in it too (the audit row). The same version stored
   * already: `existed` when its build is the same, `conflict` when it is not (a release never changes).
   */
  async publish(
    archive: ReleaseArchive,
    by: string,
    now: Date,
    within: (tx: Queryable) => Promise<void>,
  ): Promise<Published | 'conflict'> {
    const { name, version } = archive.info;
    const existing = await this.digestOf(this.db, name, version);
    if (existing !== null) return existing === archive.contentDigest ? { release: (await this.find(name, version)) as StoredRelease, existed: true } : 'conflict';
    try {
      await this.db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO remote_releases (name, version, info, content_digest, bytes, built_at, published_at, published_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [name, version, JSON.stringify(archive.info), archive.contentDigest, archive.bytes, new Date(archive.info.builtAt), now, by],
        );
        for (const [path, content] of archive.files) {
          await tx.query('INSERT INTO remote_release_files (name, version, path, content) VALUES ($1, $2, $3, $4)', [name, version, path, content]);
        }
        await within(tx);
      });
    } catch (error) {
      // The same version published at this moment by another request: the first one stored is the release.
      if ((error as { code?: unknown }).code !== '23505') throw error;
      const winner = await this.digestOf(this.db, name, version);
      return winner === archive.contentDigest ? { release: (await this.find(name, version)) as StoredRelease, existed: true } : 'conflict';
    }
    return { release: (await this.find(name, version)) as StoredRelease, existed: false };
  }
}
