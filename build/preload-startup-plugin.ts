import type { AsyncDependenciesBlock, Compilation, Compiler, Module } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { consumedShare, providedShares } from './shared-modules';

/** What a page is named to preload, by chunk group (`webpackChunkName`). */
export interface StartupGroups {
  /** Wanted by every page: preloaded by index.html itself. */
  page: string[];
  /** Wanted by a page on a remote's route only: listed in `remote-route-preloads.json`, which the server adds. */
  remoteRoutes: string[];
}

/** The host's file listing what a remote route's page preloads from the host (read by api/src/http/remote-hints.ts). */
const REMOTE_ROUTE_PRELOADS = 'remote-route-preloads.json';

/**
 * The script files a set of chunk groups runs: their own chunks and the chunks of every shared package they
 * consume (the chunks of the block that provides it to the share scope), followed through those packages' own shared
 * imports. Biggest first: the longest download starts first.
 */
function startupFiles(compilation: Compilation, groupNames: string[]): string[] {
  const { chunkGraph } = compilation;
  const providers = new Map<string, readonly AsyncDependenciesBlock[]>();
  for (const { key, module } of providedShares(compilation)) providers.set(key, module.blocks);
  const chunks = new Set(groupNames.flatMap((name) => compilation.namedChunkGroups.get(name)?.chunks ?? []));
  const seenKeys = new Set<string>();
  for (const chunk of chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk) as Iterable<Module>) {
      const key = consumedShare(module)?.shareKey;
      if (key === undefined || seenKeys.has(key)) continue;
      seenKeys.add(key);
      for (const block of providers.get(key) ?? []) {
        for (const provided of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) chunks.add(provided);
      }
    }
  }
  const sizeOf = (file: string) => compilation.getAsset(file)?.source.size() ?? 0;
  return [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))).sort((a, b) => sizeOf(b) - sizeOf(a));
}

/**
 * Names in the host's page what its first render cannot do without — the `bootstrap` chunk and the shared packages it
 * consumes (React, the router, jotai, styled-components, the kernel's UI) — as `<link rel="preload">`, and writes
 * what a remote route's page needs on top (the remote loader, the API client and the contract) to
 * `remote-route-preloads.json` for the server to add to those pages. Without the hints a phone learns of these files
 * only after main.js — the federation runtime — has arrived and run: a round trip and a slow parse later.
 */
export class PreloadStartupPlugin {
  constructor(private readonly groups: StartupGroups) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('PreloadStartupPlugin', (compilation) => {
      // Worked out once the chunk files are named; the page's tags are made later, from the same list.
      let onEveryPage: string[] = [];
      compilation.hooks.processAssets.tap(
        { name: 'PreloadStartupPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONS },
        () => {
          onEveryPage = startupFiles(compilation, this.groups.page);
          const files = startupFiles(compilation, this.groups.remoteRoutes).filter((file) => !onEveryPage.includes(file));
          const listing = JSON.stringify({ remoteRoutes: files.map((file) => `/${file}`) }, null, 2);
          compilation.emitAsset(REMOTE_ROUTE_PRELOADS, new compiler.webpack.sources.RawSource(listing));
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('PreloadStartupPlugin', (data) => {
        // main.js goes first and at high priority: it starts remotes.json, the remote and the player's first calls,
        // a chain of round trips longer than any of these downloads.
        for (const tag of data.assetTags.scripts) tag.attributes.fetchpriority = 'high';
        const links = onEveryPage.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `/${file}`, fetchpriority: 'low' }),
        );
        data.assetTags.scripts.push(...links);
        return data;
      });
    });
  }
}
