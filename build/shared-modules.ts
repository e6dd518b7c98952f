/**
 * The federation plugin's shared modules in a compilation, read through webpack's public module graph: which share
 * key a module provides (and at which version) or consumes. The plugins that list or preload shared packages
 * (singletons-plugin.ts, preload-startup-plugin.ts) read them here, never from the modules' private fields.
 */
import type { Compilation, Module } from 'webpack';

/** A module the build provides to the page's share scope. */
export interface ProvidedShare {
  key: string;
  /** The version it is provided at; false when none could be found. */
  version: string | false;
  module: Module;
}

/** What the federation plugin's `ProvideSharedDependency` (its `name` is the share key) says, as public fields. */
type ProvideRequest = { type: string; name?: unknown; version?: unknown };

/** Every provided shared module, with the key and version its request (the dependency that made it) gave it. */
export function providedShares(compilation: Compilation): ProvidedShare[] {
  const shares: ProvidedShare[] = [];
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    for (const connection of compilation.moduleGraph.getIncomingConnections(module)) {
      const request = connection.dependency as ProvideRequest | null;
      if (request?.type !== 'provide shared module' || typeof request.name !== 'string') continue;
      shares.push({ key: request.name, version: typeof request.version === 'string' ? request.version : false, module });
      break;
    }
  }
  return shares;
}

/** The consume options of a consumed shared module (public on the federation plugin's `ConsumeSharedModule`). */
export interface ConsumedShare {
  shareKey: string;
  requiredVersion: unknown;
  singleton: boolean;
}

/** The share a module consumes; null when it is not a consumed shared module. */
export function consumedShare(module: Module): ConsumedShare | null {
  if (module.type !== 'consume-shared-module') return null;
  return (module as unknown as { options: ConsumedShare }).options;
}
