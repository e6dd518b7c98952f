import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { auditCsv, auditedActionNames, listActions } from '../audit.repository';
import { operatorCall } from '../operators/operator-call';

/** The most rows one CSV export of the audit list holds (the newest); narrow the dates for older ones. */
const AUDIT_CSV_ROWS = 50_000;

/** The audit list, newest first, filtered by action, operator, player and IST days; as CSV for a spreadsheet. */
export function registerAuditRoutes(scope: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  operatorCall(scope, 'audit.list', { permission: 'audit' }, async ({ query }) => ({ actions: await listActions(db, query) }));
  operatorCall(scope, 'audit.actions', { permission: 'audit' }, async () => ({ actions: await auditedActionNames(db) }));
  operatorCall(scope, 'audit.csv', { permission: 'audit' }, async ({ query, reply }) => {
    const rows = await listActions(db, { ...query, limit: AUDIT_CSV_ROWS });
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit${query.from ? `-${query.from}` : ''}${query.to ? `-to-${query.to}` : ''}.csv"`);
    return auditCsv(rows);
  });
}
