// Prints a remote's route-table paths and the menu entries its routes declare, in the form of its routes.json:
// `node --import tsx scripts/route-paths.ts <remote>/src/routes.ts`. Run by the remote's build (RoutePathsPlugin in build/route-paths-plugin.ts) with
// TSX_TSCONFIG_PATH=scripts/route-paths.tsconfig.json, so the kernel's router list finds React Router's real build.
import { pathToFileURL } from 'node:url';
import { routePathsSchema, type RoutePaths } from '../shared-kernel/src/remotes-manifest';
import { prettifyError } from '../shared-kernel/src/zod';

async function main(file: string | undefined): Promise<void> {
  if (!file) throw new Error('usage: route-paths.ts <routes.ts>');
  const module = (await import(pathToFileURL(file).href)) as { routes?: Array<{ path?: unknown; menus?: unknown }> };
  if (!Array.isArray(module.routes)) throw new Error(`${file} exports no \`routes\` array`);
  const menus = module.routes.flatMap((route) =>
    Array.isArray(route.menus) ? route.menus.map((entry: object) => ({ ...entry, path: route.path })) : [],
  );
  const checked = routePathsSchema.safeParse({ paths: module.routes.map((route) => route.path), menus });
  if (!checked.success) throw new Error(`${file}: ${prettifyError(checked.error)}`);
  const listing: RoutePaths = checked.data;
  process.stdout.write(`${JSON.stringify(listing, null, 2)}\n`);
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
