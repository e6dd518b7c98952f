import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../languages/languages';
import type { AppTexts } from '../languages/catalog';

/** Every source file under `dir` but tests, builds, installed packages and the catalogs themselves (`catalogDir`). */
function sourcesUnder(dir: string, catalogDir: string): string[] {
  if (!fs.existsSync(dir) || dir === catalogDir) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist'].includes(entry.name) ? [] : sourcesUnder(file, catalogDir);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [fs.readFileSync(file, 'utf8')] : [];
  });
}

/**
 * What is wrong with an app's catalogs, as sentences (none is right): a key missing, or extra, in a language; a
 * `{value}` a translation names that English does not, or leaves out; and a key no source file under `sourceDirs`
 * names (`t('key')`, `'key'` in a table of keys, `english.key`). Every language is loaded first.
 */
export async function catalogProblems<Key extends string>(app: AppTexts<Key>, sourceDirs: string[], catalogDir: string): Promise<string[]> {
  const problems: string[] = [];
  const english: Record<string, string> = app.english;
  const englishKeys = Object.keys(english);
  // `{name}` or `{name, plural, …}`, but not a plural case's own text (`=0 {Inbox}`, `other {# bids}`).
  const placeholders = (text: string) =>
    [...text.matchAll(/(?<!(?:=\d+|zero|one|two|few|many|other)\s*)\{(\w+)[,}]/g)].map((match) => match[1]).sort().join(' ');
  for (const language of LANGUAGES) {
    await app.load(language);
    const catalog: Record<string, string> | undefined = app.catalogOf(language);
    if (!catalog) {
      problems.push(`${language}: not loaded`);
      continue;
    }
    for (const key of englishKeys) {
      if (!(key in catalog)) problems.push(`${language}: missing ${key}`);
      else if (placeholders(catalog[key] ?? '') !== placeholders(english[key] ?? '')) problems.push(`${language}: ${key} names other values than English`);
    }
    for (const key of Object.keys(catalog)) if (!englishKeys.includes(key)) problems.push(`${language}: ${key} is not an English key`);
  }
  const sources = sourceDirs.flatMap((dir) => sourcesUnder(dir, catalogDir)).join('\n');
  // `t('key')`, a key in a table of keys, or `english.key`.
  for (const key of englishKeys) if (!new RegExp(`['"\`]${key}['"\`]|\\.${key}\\b`).test(sources)) problems.push(`${key} is used nowhere`);
  return problems;
}
