import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_CALLS, GET_CALLS, PUBLIC_CALLS, type ApiCallName } from '@matka/shared-kernel/contract';
import { OPERATOR_CALLS, type OperatorCallSpec } from '@matka/shared-kernel/operator-contract';
import { REMOTE_REPORT_URL, remoteReportSchema } from '@matka/shared-kernel/remotes';
import { SESSION_COOKIE } from './calls';
import { routeSecurity } from './security-headers';

/** Where the document and its readable page are served. */
export const OPENAPI_URL = '/api/openapi.json';
export const API_DOCS_URL = '/api/docs/';

type JsonSchema = Record<string, unknown>;

/** The document's version: the API package's. */
const API_VERSION = (JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version: string }).version;

/**
 * A schema of the contract as JSON Schema (2020-12, OpenAPI 3.1's dialect), as the wire carries it: the input side
 * of each schema (a number the players' calls also accept as text shows both). What JSON Schema cannot say (a
 * transform's result, a refinement's rule) is left open; the contract's messages say it at run time.
 */
function jsonSchema(schema: unknown): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  return rest;
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: json({ type: 'object', properties: { error: { type: 'string' } }, required: ['error'] }) });
const playerFailure = (description: string) => ({
  description,
  content: json({ type: 'object', properties: { status: { const: false }, msg: { type: 'string' } }, required: ['status', 'msg'] }),
});

/** The fields every player call's body carries beside its own. */
const ENVELOPE: JsonSchema = {
  type: 'object',
  properties: {
    env_type: { type: 'string', description: 'The client (e.g. "Prod")' },
    app_key: { type: 'string', description: 'One of the keys the server accepts (APP_KEYS)' },
    unique_token: { type: 'string', description: 'The session token, when not sent as the session cookie' },
  },
  required: ['app_key'],
};

function playerOperation(name: ApiCallName) {
  const call = API_CALLS[name];
  const isGet = GET_CALLS.has(name);
  const answer = jsonSchema(call.response);
  return {
    operationId: name,
    tags: ['Player API'],
    summary: name,
    description: `Also at \`POST /${name}\`, where the clients already in the field post.`,
    ...(PUBLIC_CALLS.has(name) ? { security: [] } : {}),
    ...(isGet ? {} : { requestBody: { required: true, content: json({ allOf: [ENVELOPE, jsonSchema(call.request)] }) } }),
    responses: {
      200: { description: 'The answer (`status` true)', content: json(answer) },
      400: playerFailure('The body does not fit the contract (the message names the problem)'),
      401: playerFailure('No session, or an expired one'),
      403: playerFailure('A wrong app key, or a page of another origin'),
    },
  };
}

/** `/operator/users/:mobile` as OpenAPI writes it: `/operator/users/{mobile}`. */
export const openApiPath = (fastifyPath: string) => fastifyPath.replace(/:(\w+)/g, '{$1}');

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const object = jsonSchema(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

function operatorOperation(name: string, call: OperatorCallSpec) {
  const answer = jsonSchema(call.response);
  const csv = { 'text/csv': { schema: { type: 'string' } } };
  return {
    operationId: name,
    tags: ['Operator API'],
    summary: call.summary,
    ...(call.open ? { security: [] } : {}),
    parameters: [...parameters(call.params as z.ZodType | undefined, 'path'), ...parameters(call.query as z.ZodType | undefined, 'query')],
    ...(call.upload
      ? { requestBody: { required: true, content: { [call.upload === true ? 'application/gzip' : call.upload]: { schema: { type: 'string', contentEncoding: 'binary' } } } } }
      : call.body
        ? { requestBody: { required: true, content: json(jsonSchema(call.body)) } }
        : {}),
    responses: {
      200: {
        description: 'The answer',
        content: call.csv === 'always' ? csv : call.csv === 'format' ? { ...json(answer), ...csv } : json(answer),
      },
      ...(call.upload ? { 201: { description: 'Stored', content: json(answer) } } : {}),
      400: error('A parameter, the query or the body does not fit (the message names the field)'),
      401: error('No operator token or session'),
      403: error('The caller may not do this (the message says why)'),
      ...(call.method === 'GET' ? { 304: { description: 'Unchanged since the ETag sent in If-None-Match' } } : {}),
    },
  };
}

/** The cookies the document names besides the player's session (each is its feature's: app.ts hands them in). */
export interface DocumentedCookies {
  /** The console's session cookie (the operators feature's). */
  operatorSession: string;
}

/** The OpenAPI 3.1 document of both APIs, built from the contracts (computed once: they do not change while running). */
export function openApiDocument(version: string, cookies: DocumentedCookies): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  const add = (route: string, method: string, operation: unknown) => {
    paths[openApiPath(route)] = { ...paths[openApiPath(route)], [method.toLowerCase()]: operation };
  };
  for (const name of Object.keys(API_CALLS) as ApiCallName[]) add(`/api/${name}`, GET_CALLS.has(name) ? 'GET' : 'POST', playerOperation(name));
  for (const [name, call] of Object.entries(OPERATOR_CALLS) as Array<[string, OperatorCallSpec]>) add(call.path, call.method, operatorOperation(name, call));

  const probe = (summary: string) => ({
    tags: ['Service'],
    summary,
    security: [],
    responses: { 200: { description: 'Up', content: json({ type: 'object' }) }, 503: { description: 'Not', content: json({ type: 'object' }) } },
  });
  add('/api/health', 'GET', probe('Liveness: the server is up and its database answers'));
  add('/api/ready', 'GET', probe('Readiness: the server can write to its database and its data folder now'));
  add(REMOTE_REPORT_URL, 'POST', {
    tags: ['Service'],
    summary: "The shell loaded a remote's release for its player, or failed to (counted once per session, remote, release and outcome in 10 minutes)",
    security: [],
    requestBody: { required: true, content: json(jsonSchema(remoteReportSchema)) },
    responses: { 202: { description: 'Received', content: json({ type: 'object', properties: { counted: { type: 'boolean' } } }) }, 400: error('Not a report') },
  });
  add(OPENAPI_URL, 'GET', { tags: ['Service'], summary: 'This document', security: [], responses: { 200: { description: 'OpenAPI 3.1', content: json({ type: 'object' }) } } });
  add(API_DOCS_URL, 'GET', { tags: ['Service'], summary: 'This document, readable', security: [], responses: { 200: { description: 'A page', content: { 'text/html': { schema: { type: 'string' } } } } } });

  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Matka Bazar API',
      version,
      description:
        'The player API (`/api/<call>`, JSON bodies, answers `{status, msg, …}`) and the operator API (`/operator/…`, answers plain JSON, ' +
        'errors `{error}`). Generated from the shared contract (`@matka/shared-kernel/contract` and `/operator-contract`).',
    },
    tags: [
      { name: 'Player API', description: 'What the player apps call; a signed-in player is the session cookie or `unique_token`.' },
      { name: 'Operator API', description: "The operators' console and CLI: a bearer token (`npm run operator`) or the console's session cookie." },
      { name: 'Service', description: 'Probes, reports and this document.' },
    ],
    components: {
      securitySchemes: {
        playerSession: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        operatorToken: { type: 'http', scheme: 'bearer' },
        operatorSession: { type: 'apiKey', in: 'cookie', name: cookies.operatorSession },
      },
    },
    security: [{ playerSession: [] }, { operatorToken: [] }, { operatorSession: [] }],
    paths,
  };
}

export interface RegisteredRoute {
  method: string;
  url: string;
  /** A player call's alias at the root path (documented with its `/api/` path). */
  rootAlias: boolean;
}
const registries = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Lists every route registered after this (`registeredRoutes`): what the document must cover. */
export function trackRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  registries.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, rootAlias: route.config?.rootAlias === true });
  });
}
export const registeredRoutes = (app: FastifyInstance): RegisteredRoute[] => registries.get(app) ?? [];

/** The page's policy: swagger-ui's own script and styles from this server, and the document fetched from here. */
const DOCS_POLICY = {
  defaultSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
  frameAncestors: ["'none'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
};

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Matka Bazar API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="swagger-ui.css"></head>
<body><div id="docs"></div><script src="swagger-ui-bundle.js"></script><script src="start.js"></script></body></html>
`;
const START = `window.ui = SwaggerUIBundle({ url: ${JSON.stringify(OPENAPI_URL)}, dom_id: '#docs', deepLinking: true, tryItOutEnabled: false });\n`;

/**
 * `GET /api/openapi.json`, the document, and `GET /api/docs/`, a page that reads it (swagger-ui, its files served from
 * the swagger-ui-dist package by this server only: no player's bundle carries it).
 */
export async function registerApiDocs(app: FastifyInstance, cookies: DocumentedCookies): Promise<void> {
  const document = JSON.stringify(openApiDocument(API_VERSION, cookies));
  app.get(OPENAPI_URL, async (_request, reply) => reply.type('application/json; charset=utf-8').send(document));
  app.get('/api/docs', async (_request, reply) => reply.redirect(API_DOCS_URL));
  app.get(API_DOCS_URL, routeSecurity(DOCS_POLICY), async (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
  app.get(`${API_DOCS_URL}start.js`, async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(START));
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: path.dirname(require.resolve('swagger-ui-dist/package.json')),
      prefix: API_DOCS_URL,
      decorateReply: false,
      index: false,
      allowedPath: (pathName) => /^\/?(swagger-ui\.css|swagger-ui-bundle\.js)$/.test(pathName),
    });
  });
}
