// The ESLint rule behind the packages' boundaries (eslint.config.mjs says who may import whom). ESLint's own
// `no-restricted-imports` matches the text of an import, so `../../gali/src/x` and `./gali` look alike to it; this
// rule resolves each import to the package it lands in, whether it is written by package name (`@matka/host`) or as a
// relative path, and checks that package against the importing package's list.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.dirname(import.meta.dirname);

/** Every workspace of the repository (package.json `workspaces`), each with its folder and its package name. */
function workspaces() {
  const patterns = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces;
  const folders = patterns.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? fs
          .readdirSync(path.join(ROOT, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(ROOT, pattern.slice(0, -2), entry.name, 'package.json')))
          .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
      : [pattern],
  );
  return folders.map((folder) => ({ folder, name: JSON.parse(fs.readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8')).name }));
}

const WORKSPACES = workspaces();

/** The workspace folder a file of the repository is in (`remotes/markets`), or null for the root's own files. */
export function packageOf(file) {
  const relative = path.relative(ROOT, file).split(path.sep).join('/');
  return WORKSPACES.find(({ folder }) => relative === folder || relative.startsWith(`${folder}/`))?.folder ?? null;
}

/** Where an import lands: the workspace folder and, for a package-name import, the subpath after the name. */
export function targetOf(source, fromFile) {
  if (source.startsWith('.')) return { folder: packageOf(path.resolve(path.dirname(fromFile), source)), subpath: null };
  const workspace = WORKSPACES.find(({ name }) => source === name || source.startsWith(`${name}/`));
  return workspace ? { folder: workspace.folder, subpath: source.slice(workspace.name.length + 1) || '.' } : null;
}

/** A file's path from the repository's root, with forward slashes. */
const repoPath = (file) => path.relative(ROOT, file).split(path.sep).join('/');

/** Whether a repository path is one a folder boundary names: a folder (and all under it), a file, or `folder/*.ts` (its own files only). */
function within(relative, entry) {
  if (entry.endsWith('/*.ts')) {
    const folder = entry.slice(0, -'/*.ts'.length);
    return path.posix.dirname(relative) === folder && relative.endsWith('.ts');
  }
  return relative === entry || relative.startsWith(`${entry}/`);
}

/**
 * `boundaries`: options `[{ from, allow, message }]`. `from` is a workspace folder or a glob-like prefix ending in
 * `/*` (`remotes/*`); `allow` lists the workspace folders it may import (its own is always allowed; `remotes/*` for
 * every remote), each optionally
 * limited to package-name subpaths (`shared-kernel:contract,domain`), which also refuses relative imports into it.
 * A `from` inside a workspace (`api/src/http`, or `api/src/features/*.ts` for a folder's own files) is a folder's
 * boundary: `allow` then lists the folders and files of that workspace it may import besides its own (other packages
 * stay the workspace's boundary to check); a file may stand in both.
 */
export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A package imports only the packages its boundary allows' },
    schema: [
      {
        type: 'array',
        items: {
          type: 'object',
          properties: { from: { type: 'string' }, allow: { type: 'array', items: { type: 'string' } }, message: { type: 'string' } },
          required: ['from', 'allow', 'message'],
          additionalProperties: false,
        },
      },
    ],
  },
  create(context) {
    const fromFolder = packageOf(context.filename);
    if (fromFolder === null) return {};
    const fromFile = repoPath(context.filename);
    const isWorkspace = (from) =>
      WORKSPACES.some(({ folder }) => folder === from || (from.endsWith('/*') && folder.startsWith(from.slice(0, -1))));
    const checks = [];
    const boundary = context.options[0].find(({ from }) => isWorkspace(from) && (from.endsWith('/*') ? fromFolder.startsWith(from.slice(0, -1)) : from === fromFolder));
    if (boundary) {
      const allowed = new Map(
        boundary.allow.map((entry) => {
          const [folder, subpaths] = entry.split(':');
          return [folder, subpaths ? subpaths.split(',') : null];
        }),
      );
      checks.push((node, target) => {
        if (!target || target.folder === null || target.folder === fromFolder) return;
        const key = allowed.has(target.folder) ? target.folder : `${target.folder.slice(0, target.folder.lastIndexOf('/') + 1)}*`;
        if (allowed.has(key)) {
          const subpaths = allowed.get(key);
          if (subpaths === null || (target.subpath !== null && subpaths.includes(target.subpath.split('/')[0]))) return;
        }
        context.report({ node, message: `${boundary.message} (${fromFolder} → ${target.folder}: '${node.value}')` });
      });
    }
    // The folders' boundaries inside this workspace that the file stands in: each checks the relative imports that land in the workspace.
    for (const rule of context.options[0].filter(({ from }) => !isWorkspace(from) && within(fromFile, from))) {
      checks.push((node) => {
        if (!node.value.startsWith('.')) return;
        const resolved = path.resolve(path.dirname(context.filename), node.value);
        const landed = repoPath(['', '.ts', '.tsx', '.mjs', '.js'].map((ending) => resolved + ending).find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? resolved);
        if (packageOf(path.join(ROOT, landed)) !== fromFolder) return;
        if (within(landed, rule.from) || rule.allow.some((entry) => within(landed, entry))) return;
        context.report({ node, message: `${rule.message} (${fromFile} → ${landed}: '${node.value}')` });
      });
    }
    if (checks.length === 0) return {};

    function check(node) {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const target = targetOf(node.value, context.filename);
      for (const each of checks) each(node, target);
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportEqualsDeclaration: (node) => check(node.moduleReference?.expression),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(node.arguments[0]);
      },
    };
  },
};

export default { rules: { boundaries } };
