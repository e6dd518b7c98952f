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
 * The page's one `<script>` for its entry, an inline one in <head>: the entry runs once the page's first contentful
 * paint has been shown, two frames later and never before the document is parsed (as `defer` would), so the first
 * paint shows what the HTML draws (Home's headline, a visitor's form) before any of the app's scripts runs. Meanwhile
 * they download (the preloads); none competes with that paint for a slow phone's CPU, which a `<script defer>` did
 * whenever the scripts came before the paint (a cached or fast load). A hidden page draws no frame: it starts once
 * parsed, and so does one hidden before it paints; one that paints nothing contentful starts after 3 s (a busy phone
 * may take a second to paint the page; the app must not start before it). ES5; allowed by its hash (the server derives
 * the page's policy from the page). (At the end of <body> instead, it let Chromium paint
 * the page before its last bytes, Home's headline, had been parsed.)
 */
export function startAfterPaint(src: string): string {
  return (
    `(function(){var d=document,s=d.createElement("script"),started=0;s.src=${JSON.stringify(src)};` +
    'function add(){d.head.appendChild(s)}' +
    'function start(){if(started)return;started=1;if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",add);else add()}' +
    'function painted(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0)})})}' +
    'if(d.visibilityState!=="visible")return start();d.addEventListener("visibilitychange",start);setTimeout(start,3000);' +
    'try{var o=new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();painted()}});' +
    'o.observe({type:"paint",buffered:true})}catch(e){painted()}})();'
  );
}

/**
 * Names in the host's page what its first render cannot do without — the `bootstrap` chunk and the shared packages it
 * consumes (React, the router, jotai, styled-components, the kernel's UI) — as `<link rel="preload">`, and writes
 * what a remote route's page needs on top (the remote loader, the API client and the contract) to
 * `remote-route-preloads.json` for the server to add to those pages. Without the hints a phone learns of these files
 * only after main.js — the federation runtime — has arrived and run: a round trip and a slow parse later. The entry
 * itself is preloaded at high priority and started by `startAfterPaint`.
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
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartupPlugin', (data) => {
        const entries = data.headTags.filter((tag) => tag.tagName === 'script' && typeof tag.attributes.src === 'string');
        // The entry is fetched at once, first and at high priority (it starts remotes.json, the remote and the player's
        // first calls, a chain of round trips longer than any of these downloads), but run only once the page has
        // painted (startAfterPaint).
        const preloads = entries.map((tag) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: String(tag.attributes.src), fetchpriority: 'high' }),
        );
        const startupFiles = onEveryPage.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `/${file}`, fetchpriority: 'low' }),
        );
        const starts = entries.map((tag) => HtmlWebpackPlugin.createHtmlTagObject('script', {}, startAfterPaint(String(tag.attributes.src))));
        data.headTags = [...data.headTags.filter((tag) => !entries.includes(tag)), ...preloads, ...startupFiles, ...starts];
        return data;
      });
    });
  }
}
