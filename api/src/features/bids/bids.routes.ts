import type { FastifyInstance } from 'fastify';
import { placementOfBatch, placementOfBatches } from '@matka/shared-kernel/contract';
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

  // The field clients' names (`new_result`, `pana`, `gameid` …) are read into ours here, once (contract/bid-batches.ts).
  registerCall(app, callDeps, 'api-submit-bid', {}, ({ body, user }) => bids.placeBatch(user, 'main', placementOfBatch(body)));
  registerCall(app, callDeps, 'api-starline-submit-bid', {}, ({ body, user }) => bids.placeBatch(user, 'starline', placementOfBatch(body)));
  registerCall(app, callDeps, 'api-galidisawar-submit-bid', {}, ({ body, user }) => bids.placeBatch(user, 'gali', placementOfBatch(body)));
  registerCall(app, callDeps, 'api-submit-bids', {}, ({ body, user }) => bids.placeBatches(user, placementOfBatches(body)));

  registerHistoryRoutes(app, deps);
}
