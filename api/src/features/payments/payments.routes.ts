import { isoDay, istDay } from '@matka/shared-kernel/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { InvalidInput, NotSignedIn } from '../../domain-errors';
import type { Clock } from '../../platform/clock';
import { auditOf } from '../operators/operator-auth';
import { principalOf } from '../operators/operator-access';
import { operatorCall } from '../operators/operator-call';
import { toCsv } from '../reports/reports.routes';
import { signatureProblem, SIGNATURE_HEADER } from '../operators/feed-signature';
import type { FeedTokens } from '../operators/feed-tokens';
import type { PaymentsService } from './payments.service';

/** A statement of up to this many bytes is taken in one request (a month of a busy shop's account is well under). */
const STATEMENT_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Automatic deposits under /operator: feed tokens (owners), the feed's posts (a feed token, or an owner or cashier by
 * hand), statement imports, the views and decisions of the Payments section (cashiers, owners), and a day's
 * reconciliation.
 */
export function registerPaymentRoutes(scope: FastifyInstance, deps: { payments: PaymentsService; feedTokens: FeedTokens; clock: Clock }): void {
  const { payments, feedTokens } = deps;
  const today = () => isoDay(istDay(deps.clock()));
  const rawBodies = new WeakMap<FastifyRequest, string>();
  /** Refuses a post of a feed token that signs its posts when the signature is not its body's. */
  const checkSignature = async (name: string, request: FastifyRequest) => {
    const secret = await feedTokens.signingSecret(name);
    if (secret === null) return;
    const problem = signatureProblem(secret, rawBodies.get(request) ?? '', request.headers[SIGNATURE_HEADER]);
    if (problem !== null) throw new NotSignedIn(problem, 'bad_signature');
  };

  operatorCall(scope, 'feed-tokens.list', { permission: 'feed-tokens' }, async () => ({ feed_tokens: await feedTokens.list() }));
  operatorCall(scope, 'feed-tokens.create', { permission: 'feed-tokens' }, async ({ body, request }) => ({ feed_token: await feedTokens.create(body.name, body.signed === true, auditOf(request)) }));
  operatorCall(scope, 'feed-tokens.revoke', { permission: 'feed-tokens' }, async ({ body, request }) => ({ feed_token: await feedTokens.revoke(body.name, auditOf(request)) }));

  // The feed, in a scope of its own that keeps each JSON body's bytes as sent: a signed feed token's posts are checked
  // against them (feed-signature.ts). What its principal is named is the payment's source (`feed: shop phone`, or the
  // operator who posted it).
  void scope.register(async (feed) => {
    const parseJson = feed.getDefaultJsonParser(feed.initialConfig.onProtoPoisoning ?? 'error', feed.initialConfig.onConstructorPoisoning ?? 'error');
    feed.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      rawBodies.set(request, body as string);
      parseJson(request, body as string, done);
    });
    operatorCall(feed, 'payments.post', { permission: 'payments.feed' }, async ({ body, request }) => {
      const principal = principalOf(request);
      if (principal.kind === 'feed') await checkSignature(principal.name, request);
      const source = principal.actor;
      if (body.sms !== undefined) return payments.receive({ sms: body.sms }, source);
      if (body.utr === undefined || body.amount === undefined) throw new InvalidInput('Send the payment’s utr and amount, or the credit SMS as sms', 'payment_fields');
      return payments.receive({ utr: body.utr, amount: body.amount, paidAt: body.paid_at, payerUpi: body.payer_upi, payerName: body.payer_name }, source);
    });
  });
  operatorCall(scope, 'payments.import', { permission: 'money.move' }, async ({ body, request }) => payments.importStatement(body.csv, body.file ?? '', auditOf(request)), {
    bodyLimit: STATEMENT_MAX_BYTES,
  });
  operatorCall(scope, 'payments.list', { permission: 'money.read' }, async ({ query }) => payments.list(query.view ?? 'feed', query.date));
  operatorCall(scope, 'payments.resolve', { permission: 'money.move' }, async ({ params, body, request }) => payments.resolve(params.id, body.action, body, auditOf(request)));
  operatorCall(scope, 'payments.reconcile', { permission: 'money.read' }, async ({ query, reply }) => {
    const day = await payments.reconcile(query.date ?? today());
    if ((query.format ?? 'json') === 'json') return day;
    const line = (what: string, count: number, points: number | string) => ({ what, count, points });
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="payments-${day.date}.csv"`);
    return toCsv([
      line('received', day.received.count, day.received.points),
      line('credited', day.credited.count, day.credited.points),
      line('unclaimed', day.unclaimed.count, day.unclaimed.points),
      line('to review', day.to_review.count, day.to_review.points),
      line('set aside', day.dismissed.count, day.dismissed.points),
      line('unreadable', day.unreadable, ''),
      line('ledger deposits', day.credited.count, day.ledger_deposits),
    ]);
  });
}
