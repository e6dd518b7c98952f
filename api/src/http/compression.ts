import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers of 1 KB and more go compressed to a client that accepts it (brotli at quality 4, else gzip): the app's
 * pages (the prerendered screens, 7–12 KB) and the larger lists. Built files are compressed at build time already
 * (`.br`/`.gz` beside them, served by @fastify/static with their Content-Encoding, which this leaves alone), and small
 * answers (a bid, a wallet) are not worth the work.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
}
