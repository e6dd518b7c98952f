import type { FastifyRequest } from 'fastify';

/** The origin players reach this server on: PUBLIC_URL, or the request's own (its scheme and Host, as TRUST_PROXY allows). */
export function publicOrigin(request: FastifyRequest): string {
  return request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/**
 * A link as answers send it: absolute, so a client served from another origin (the legacy web client, an Android
 * WebView) opens it here. A relative link (a chart's path, a QR image an operator gave as `/qr.png`) resolves on the
 * public origin; an absolute one and an empty one stay as they are.
 */
export function absoluteUrl(request: FastifyRequest, link: string): string {
  if (link === '' || URL.canParse(link)) return link;
  return new URL(link, `${publicOrigin(request)}/`).href;
}
