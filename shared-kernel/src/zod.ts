/**
 * The zod every app's code uses in the browser: zod/mini's functions, imported as `import * as z from
 * '@matka/shared-kernel/zod'` (inside the kernel: `'../zod'`).
 *
 * Why not `zod` itself: a federated share is provided whole, and zod provided whole is 87 KB gzip that every
 * player downloads before Home can show a market. zod/mini is the same engine with plain functions instead of
 * methods, so what the contract uses tree-shakes to a few KB inside this kernel module — which is itself the shared
 * singleton, loaded once for every app. (`zod` stays in the share map for code that really needs the whole
 * library; the API server uses this module's schemas too, through the shared contract.)
 *
 * Need another zod function? Add it here, once, for every app.
 */
import { config } from 'zod/mini';
import { en } from 'zod/locales';

// zod/mini ships no messages; the English ones are the words a player or a log reader gets (as with `zod`).
config(en());

export {
  object,
  string,
  number,
  boolean,
  literal,
  union,
  array,
  enum,
  optional,
  nullish,
  pipe,
  transform,
  extend,
  refine,
  regex,
  trim,
  minLength,
  maxLength,
  int,
  nonnegative,
  gte,
  lte,
  startsWith,
  _default,
  prettifyError,
  coerce,
  NEVER,
  nullable,
  looseObject,
  record,
  unknown,
  superRefine,
  positive,
  toLowerCase,
} from 'zod/mini';
export type { infer, input, output, ZodMiniType, ZodMiniObject, ZodMiniString, ZodMiniOptional, ZodMiniBoolean } from 'zod/mini';
