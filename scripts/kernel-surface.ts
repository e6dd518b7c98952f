// The surface of the kernel's shared singletons (shared-kernel/singletons.json): every export of each singleton module,
// with its type spelt out structurally (the kernel's own types expanded to their members, a library's interfaces by
// name and type arguments), so a change anywhere a remote can reach through a singleton changes the surface.
//
//   node --import tsx scripts/kernel-surface.ts                        says whether the recorded surface is current
//   node --import tsx scripts/kernel-surface.ts --write                records it, bumping the version: minor when only
//                                                                       exports were added
//   node --import tsx scripts/kernel-surface.ts --write --compatible   … minor also when exports changed in a way old
//                                                                       code still works with (a new optional field)
//   node --import tsx scripts/kernel-surface.ts --write --breaking     … major: old remotes need a new release
//   node --import tsx scripts/kernel-surface.ts --release              what a release names (scripts/release.mjs): prints
//                                                                       {version, hash}; exits 1 naming the version to
//                                                                       bump to when the surface is not recorded
//
// scripts/kernel-surface.test.ts (in `npm test`) fails while the recorded surface is not the code's: a singleton
// changed without its version. Remotes built on the new version need a host that provides it (release control refuses
// them otherwise, and a page with an older host fails their load): see remotes/README.md, "Shipping alone".
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { surfaceHash } from '../build/surface-hash';

export const ROOT = path.resolve(__dirname, '..');
export const SINGLETONS_FILE = path.join(ROOT, 'shared-kernel', 'singletons.json');

/** Each singleton's share key → export name → its type, spelt out. */
export type Surface = Record<string, Record<string, string>>;

export interface SingletonsRecord {
  version: string;
  /** The singleton modules: subpaths of @matka/shared-kernel (`session` is `@matka/shared-kernel/session`). */
  modules: string[];
  surface: Surface;
}

export function readRecord(file = SINGLETONS_FILE): SingletonsRecord {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SingletonsRecord;
}

const MAX_DEPTH = 10;

/** Whether a declaration comes from a library (node_modules, TypeScript's lib files) rather than the repository. */
function isExternal(declaration: ts.Declaration | undefined): boolean {
  const file = declaration?.getSourceFile().fileName ?? '';
  return file.includes('/node_modules/');
}

class Printer {
  constructor(private readonly checker: ts.TypeChecker) {}

  type(type: ts.Type, depth = 0, seen: ReadonlySet<ts.Type> = new Set()): string {
    const { checker } = this;
    const flat = () => checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
    if (depth > MAX_DEPTH) return flat();
    if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.Never | ts.TypeFlags.Void | ts.TypeFlags.Undefined | ts.TypeFlags.Null)) return flat();
    if (type.flags & (ts.TypeFlags.StringLike | ts.TypeFlags.NumberLike | ts.TypeFlags.BooleanLike | ts.TypeFlags.BigIntLike | ts.TypeFlags.ESSymbolLike)) return flat();
    if (type.flags & ts.TypeFlags.TypeParameter) return flat();
    if (type.isUnion()) return type.types.map((member) => this.type(member, depth + 1, seen)).sort().join(' | ');
    if (type.isIntersection()) return type.types.map((member) => this.type(member, depth + 1, seen)).join(' & ');
    if (!(type.flags & ts.TypeFlags.Object)) return flat();
    if (seen.has(type)) return flat();
    const inner = new Set(seen).add(type);

    // A library's named type: its name and its type arguments, spelt out.
    const alias = type.aliasSymbol;
    if (alias && isExternal(alias.declarations?.[0]) && !this.isAnonymousObject(type)) {
      const args = type.aliasTypeArguments?.map((arg) => this.type(arg, depth + 1, inner)) ?? [];
      return `${alias.getName()}${args.length ? `<${args.join(', ')}>` : ''}`;
    }
    if (checker.isTupleType(type)) {
      return `[${checker.getTypeArguments(type as ts.TypeReference).map((arg) => this.type(arg, depth + 1, inner)).join(', ')}]`;
    }
    const symbol = type.getSymbol();
    const named = symbol && symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class);
    if (named && isExternal(symbol.declarations?.[0])) {
      const args = (type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference ? checker.getTypeArguments(type as ts.TypeReference) : [];
      return `${symbol.getName()}${args.length ? `<${args.map((arg) => this.type(arg, depth + 1, inner)).join(', ')}>` : ''}`;
    }
    return this.members(type, depth, inner);
  }

  private isAnonymousObject(type: ts.Type): boolean {
    const symbol = type.getSymbol();
    return Boolean(type.flags & ts.TypeFlags.Object) && (!symbol || !(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class)));
  }

  /** An object type spelt out: call and construct signatures, then its properties by name. */
  private members(type: ts.Type, depth: number, seen: ReadonlySet<ts.Type>): string {
    const { checker } = this;
    const parts: string[] = [];
    for (const signature of type.getCallSignatures()) parts.push(this.signature(signature, depth, seen));
    for (const signature of type.getConstructSignatures()) parts.push(`new ${this.signature(signature, depth, seen)}`);
    // What a library gives every such object (Error's `stack`, a class's `prototype`) is not the kernel's surface, and
    // would change with the library's types.
    const properties = [...type.getProperties()]
      .filter((property) => property.getName() !== 'prototype' && !(property.declarations ?? []).every((declaration) => isExternal(declaration)))
      .sort((a, b) => (a.getName() < b.getName() ? -1 : 1));
    for (const property of properties) {
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      const propertyType = declaration ? checker.getTypeOfSymbolAtLocation(property, declaration) : checker.getDeclaredTypeOfSymbol(property);
      const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
      const readonly = declaration && ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Readonly ? 'readonly ' : '';
      parts.push(`${readonly}${property.getName()}${optional}: ${this.type(propertyType, depth + 1, seen)}`);
    }
    const index = checker.getIndexInfosOfType(type).map((info) => `[key: ${checker.typeToString(info.keyType)}]: ${this.type(info.type, depth + 1, seen)}`);
    parts.push(...index);
    if (parts.length === 1 && type.getCallSignatures().length === 1 && type.getProperties().length === 0) return parts[0] ?? '';
    return `{ ${parts.join('; ')} }`;
  }

  private signature(signature: ts.Signature, depth: number, seen: ReadonlySet<ts.Type>): string {
    const { checker } = this;
    const typeParameters = signature.getTypeParameters()?.map((parameter) => checker.typeToString(parameter)) ?? [];
    const parameters = signature.getParameters().map((parameter) => {
      const declaration = parameter.valueDeclaration as ts.ParameterDeclaration | undefined;
      const optional = declaration && (declaration.questionToken || declaration.initializer) ? '?' : '';
      const rest = declaration?.dotDotDotToken ? '...' : '';
      const parameterType = declaration ? checker.getTypeOfSymbolAtLocation(parameter, declaration) : checker.getDeclaredTypeOfSymbol(parameter);
      return `${rest}${parameter.getName()}${optional}: ${this.type(parameterType, depth + 1, seen)}`;
    });
    const returned = this.type(signature.getReturnType(), depth + 1, seen);
    return `${typeParameters.length ? `<${typeParameters.join(', ')}>` : ''}(${parameters.join(', ')}) => ${returned}`;
  }
}

/** The singleton modules' entry files, from the kernel's package.json exports. */
function entryFiles(modules: string[]): Map<string, string> {
  const subpaths = (JSON.parse(fs.readFileSync(path.join(ROOT, 'shared-kernel', 'package.json'), 'utf8')) as { exports: Record<string, string> }).exports;
  return new Map(
    modules.map((subpath) => {
      const file = subpaths[`./${subpath}`];
      if (!file) throw new Error(`shared-kernel/package.json exports no ./${subpath} (a module of singletons.json)`);
      return [`@matka/shared-kernel/${subpath}`, path.join(ROOT, 'shared-kernel', file)];
    }),
  );
}

/** The current surface of the given singleton modules, as the code says. */
export function currentSurface(modules: string[] = readRecord().modules): Surface {
  const files = entryFiles(modules);
  const configFile = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, ROOT);
  const program = ts.createProgram([...files.values()], { ...options, noEmit: true });
  const checker = program.getTypeChecker();
  const printer = new Printer(checker);
  const surface: Surface = {};
  for (const [key, file] of files) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`cannot read ${file}`);
    const exported: Record<string, string> = {};
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const declaration = target.valueDeclaration ?? target.declarations?.[0];
      if (!declaration) continue;
      const descriptions: string[] = [];
      if (target.flags & ts.SymbolFlags.Value) {
        descriptions.push(printer.type(checker.getTypeOfSymbolAtLocation(target, declaration)));
      }
      if (target.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Class)) {
        const declared = checker.getDeclaredTypeOfSymbol(target);
        const parameters = (declared as ts.InterfaceType).typeParameters ?? [];
        const generic = parameters.length ? `<${parameters.map((parameter) => checker.typeToString(parameter)).join(', ')}>` : '';
        // A class's value side above already names its instance type; its members are spelt out here.
        descriptions.push(`type${generic} = ${printer.type(declared, 0, new Set())}`);
      }
      exported[symbol.getName()] = descriptions.join(' ; ');
    }
    surface[key] = Object.fromEntries(Object.entries(exported).sort(([a], [b]) => (a < b ? -1 : 1)));
  }
  return surface;
}

export interface SurfaceChanges {
  added: string[];
  removed: string[];
  changed: string[];
}

/** What differs between the recorded surface and the current one, as `<share key> <export>`. */
export function compareSurfaces(recorded: Surface, current: Surface): SurfaceChanges {
  const changes: SurfaceChanges = { added: [], removed: [], changed: [] };
  for (const key of new Set([...Object.keys(recorded), ...Object.keys(current)])) {
    const before = recorded[key] ?? {};
    const after = current[key] ?? {};
    for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (!(name in before)) changes.added.push(`${key} ${name}`);
      else if (!(name in after)) changes.removed.push(`${key} ${name}`);
      else if (before[name] !== after[name]) changes.changed.push(`${key} ${name}`);
    }
  }
  return changes;
}

export type Bump = 'minor' | 'major';

/** The version after a bump: `1.4.2` → minor `1.5.0`, major `2.0.0`. */
export function bumped(version: string, bump: Bump): string {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`singletons.json: "${version}" is not a plain semver version (major.minor.patch)`);
  const [major, minor] = [Number(match[1]), Number(match[2])];
  return bump === 'major' ? `${major + 1}.0.0` : `${major}.${minor + 1}.0`;
}

/** The bump the changes need: a removal is breaking; a change needs the author's word (null); additions are minor. */
export function requiredBump(changes: SurfaceChanges, word?: 'compatible' | 'breaking'): Bump | null {
  if (changes.removed.length > 0 || word === 'breaking') return 'major';
  if (changes.changed.length > 0) return word === 'compatible' ? 'minor' : null;
  return changes.added.length > 0 ? 'minor' : null;
}

export function describeChanges(changes: SurfaceChanges): string {
  return [
    ...changes.added.map((entry) => `  added    ${entry}`),
    ...changes.removed.map((entry) => `  removed  ${entry}`),
    ...changes.changed.map((entry) => `  changed  ${entry}`),
  ].join('\n');
}

/** The version a change needs, as `kernel-surface -- --write` would record it (both when only the author can say). */
function nextVersion(version: string, changes: SurfaceChanges): string {
  const bump = requiredBump(changes);
  return bump ? bumped(version, bump) : `${bumped(version, 'minor')} with --compatible, or ${bumped(version, 'major')} with --breaking`;
}

/**
 * What a release names of the singletons it is built on: their version and the hash of the code's surface — or why
 * it may not be released: a surface not recorded under a version (a singleton changed without one), with the
 * version to bump to.
 */
export function releaseSurface(record: SingletonsRecord, current: Surface): { version: string; hash: string } | { refused: string } {
  const changes = compareSurfaces(record.surface, current);
  if (changes.added.length + changes.removed.length + changes.changed.length === 0) return { version: record.version, hash: surfaceHash(current) };
  return {
    refused:
      `Refused: the kernel's shared singletons changed since ${record.version} without a new version:\n${describeChanges(changes)}\n` +
      `Bump it first: npm run kernel-surface -- --write (${nextVersion(record.version, changes)}), ship the host with it, then release.`,
  };
}

function main(args: string[]): void {
  const record = readRecord();
  const current = currentSurface(record.modules);
  const changes = compareSurfaces(record.surface, current);
  const unchanged = changes.added.length + changes.removed.length + changes.changed.length === 0;
  if (args.includes('--release')) {
    const named = releaseSurface(record, current);
    if ('refused' in named) {
      console.error(named.refused);
      process.exitCode = 1;
    } else console.log(JSON.stringify(named));
    return;
  }
  if (!args.includes('--write')) {
    console.log(unchanged ? `The singletons' surface is recorded at ${record.version}.` : `The singletons' surface changed since ${record.version}:\n${describeChanges(changes)}`);
    process.exitCode = unchanged ? 0 : 1;
    return;
  }
  if (unchanged) {
    console.log(`Nothing to record: the singletons' surface is the one of ${record.version}.`);
    return;
  }
  const word = args.includes('--breaking') ? 'breaking' : args.includes('--compatible') ? 'compatible' : undefined;
  const bump = requiredBump(changes, word);
  if (!bump) {
    console.error(
      `The singletons' surface changed:\n${describeChanges(changes)}\nSay whether code written for ${record.version} still works with it: --compatible (a minor version) or --breaking (a major one).`,
    );
    process.exitCode = 1;
    return;
  }
  const version = bumped(record.version, bump);
  const next: SingletonsRecord = { version, modules: record.modules, surface: current };
  fs.writeFileSync(SINGLETONS_FILE, `${JSON.stringify(next, null, 2)}\n`);
  console.log(`Recorded the singletons' surface as ${version} (${bump}; it was ${record.version}):\n${describeChanges(changes)}`);
}

if (require.main === module) main(process.argv.slice(2));
