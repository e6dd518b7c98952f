import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { registerCall } from '../../http/calls';
import type { SessionService } from '../accounts/sessions';
import type { BidsService } from './bids.service';
import { registerHistoryRoutes } from './history.routes';

interface Deps {
  db: Database;
  appKeys: readonly string[];
  sessions: SessionService;
  bids: BidsService;
}

export function registerBidRoutes(app: FastifyInstance, deps: Deps): void {
  const { bids } = deps;
  const callDeps = { appKeys: deps.appKeys, sessions: deps.sessions };

  registerCall(app, callDeps, 'api-submit-bid', {}, ({ body, user }) => bids.placeBatch(user, 'main', body));
  registerCall(app, callDeps, 'api-starline-submit-bid', {}, ({ body, user }) => bids.placeBatch(user, 'starline', body));
  registerCall(app, callDeps, 'api-galidisawar-submit-bid', {}, ({ body, user }) => bids.placeBatch(user, 'gali', body));
  registerCall(app, callDeps, 'api-submit-bids', {}, ({ body, user }) => bids.placeBatches(user, body));

  registerHistoryRoutes(app, deps);
}
