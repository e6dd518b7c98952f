import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { applyPagePolicy } from './security-headers';

/** Where the operators' console is served; its own build, never part of the players' shell. */
export const CONSOLE_PREFIX = '/console/';

/** Whether a page request (not a file) belongs to the console: the console's history fallback, not the host's. */
export const isConsolePage = (url: string): boolean => url === '/console' || url.startsWith(CONSOLE_PREFIX);

/**
 * The console build (`console/dist`) at /console/: hashed files cached for a year, the page never cached nor framed.
 * Returns the page sender for the not-found handler's history fallback (`/console/deposits` is the console's page).
 */
export async function registerConsoleRoutes(app: FastifyInstance, webRoot: string): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<unknown>> {
  const dist = path.join(webRoot, 'console', 'dist');
  const page = path.join(dist, 'index.html');
  if (fs.existsSync(dist)) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: CONSOLE_PREFIX,
      decorateReply: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        reply.header('Cache-Control', /\.[0-9a-f]{10}\.js(\.map)?$/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const sendPage = async (_request: FastifyRequest, reply: FastifyReply) => {
    const html = await fs.promises.readFile(page, 'utf8').catch(() => null);
    if (html === null) return reply.code(404).send({ status: false, msg: 'The console is not built' });
    // The app page's policy with no remotes: its own scripts and calls only, styles from JavaScript.
    applyPagePolicy(reply, null);
    return reply.header('Cache-Control', 'no-store').header('X-Frame-Options', 'DENY').type('text/html; charset=utf-8').send(html);
  };
  app.get('/console', (_request, reply) => reply.redirect(CONSOLE_PREFIX));
  // The page itself, whatever the request accepts: the files' route would take /console/ for its folder, and answered
  // 403 to a client that sends no Accept-Encoding (curl, a health probe).
  app.get(CONSOLE_PREFIX, sendPage);
  return sendPage;
}
