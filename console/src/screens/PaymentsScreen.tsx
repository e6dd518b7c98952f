import { useState } from 'react';
import type { OperatorAnswer, OperatorPayment as Payment, PaymentView } from '@matka/shared-kernel/operator-contract';
import { call, pathOf, post, type CallInput } from '../api';
import { Confirm, type ConfirmField } from '../components/Confirm';
import { Loading, Notice } from '../components/Notice';
import { istTime, rupees } from '../format';
import { useMay } from '../me';
import { POLL_MS, useCall } from '../use-load';
import { useOutcome } from '../use-outcome';
import { FeedTokensPanel } from './FeedTokensPanel';
import { ReconciliationPanel } from './ReconciliationPanel';
import { StatementImportPanel } from './StatementImportPanel';

/** The views, as tabs; a view a cashier must act on shows how many wait in it. */
const VIEWS: Array<{ view: PaymentView; label: string; empty: string; waits?: boolean }> = [
  { view: 'feed', label: 'Feed', empty: 'No payment received yet.' },
  { view: 'matched', label: 'Matched', empty: 'No payment matched yet.' },
  { view: 'review', label: 'To review', empty: 'Nothing to review.', waits: true },
  { view: 'unclaimed', label: 'Unclaimed', empty: 'No unclaimed payment.', waits: true },
  { view: 'unreadable', label: 'Unreadable', empty: 'No unreadable text.', waits: true },
];

const STATUS_TEXT: Record<Payment['status'], string> = {
  unmatched: 'not claimed yet',
  matched: 'matched',
  review: 'to review',
  unreadable: 'unreadable',
  dismissed: 'set aside',
};

type Decision = 'credit_paid' | 'approve' | 'reject' | 'assign' | 'dismiss' | 'read';

/** The one-tap decisions a payment offers: what the matcher left it waiting for. */
function decisionsOf(payment: Payment): Decision[] {
  if (payment.status === 'review' && payment.deposit_id !== null) return payment.amount !== payment.requested ? ['credit_paid', 'reject'] : ['approve', 'reject'];
  if (payment.status === 'unreadable') return ['read', 'dismiss'];
  if (payment.status === 'unmatched' && payment.unclaimed) return ['assign', 'dismiss'];
  return [];
}

/** How a payment is named in its buttons and confirmations: its UTR, or its number when none was read. */
const refOf = (payment: Payment) => (payment.utr ? `UTR ${payment.utr}` : `payment #${payment.id}`);
const paidOf = (payment: Payment) => (payment.amount === null ? '?' : rupees(payment.amount));

/** A decision's button text, its confirmation, and the call it makes. */
function decisionOf(decision: Decision, payment: Payment) {
  const deposit = `deposit #${payment.deposit_id}`;
  const request: Array<[string, string]> = [
    ['Player', payment.player ?? '-'],
    ['Paid', paidOf(payment)],
    ['Requested', payment.requested === null ? '-' : rupees(payment.requested)],
    ['UTR', payment.utr ?? '-'],
  ];
  const received: Array<[string, string]> = [
    ['Amount', paidOf(payment)],
    ['UTR', payment.utr ?? '-'],
    ['Payer', [payment.payer_upi, payment.payer_name].filter(Boolean).join(' · ') || '-'],
  ];
  const resolve = (body: CallInput<'payments.resolve'>['body']) => () => call('payments.resolve', { params: { id: payment.id }, body });
  const depositId = { params: { id: payment.deposit_id ?? 0 } };
  switch (decision) {
    case 'credit_paid':
      return {
        label: `Credit ${paidOf(payment)}`,
        action: `Credit ${paidOf(payment)} to ${deposit}`,
        details: request,
        send: (note: string) => resolve({ action: 'credit_paid', note })().then(() => `${deposit} of ${payment.player} credited with ${paidOf(payment)} paid`),
      };
    case 'approve':
      return {
        label: 'Approve',
        action: `Approve ${deposit}`,
        details: request,
        send: async (note: string) => {
          const answer = await post<OperatorAnswer<'deposits.approve'>>(pathOf('deposits.approve', depositId), { note });
          return answer.second_approval
            ? `${deposit} waits for a second operator’s approval (asked by ${answer.second_approval.asked_by}): nothing is credited until then`
            : `${deposit} of ${payment.player} approved`;
        },
      };
    case 'reject':
      return {
        label: 'Reject request',
        action: `Reject ${deposit}`,
        details: request,
        danger: true,
        fields: [{ label: 'Reason (the player reads it)', name: 'reason', required: true }],
        send: (note: string, fields: Record<string, string>) =>
          call('deposits.reject', { ...depositId, body: { reason: (fields.reason ?? '').trim(), note } }).then(() => `${deposit} of ${payment.player} rejected`),
      };
    case 'assign':
      return {
        label: 'Credit to player…',
        action: `Credit ${paidOf(payment)} (${refOf(payment)}) to a player`,
        details: received,
        fields: [{ label: 'Player’s mobile number', name: 'mobile', required: true, inputMode: 'tel' }] as ConfirmField[],
        send: (note: string, fields: Record<string, string>) =>
          resolve({ action: 'assign', mobile: (fields.mobile ?? '').trim(), note })().then(({ payment: after }) => `${paidOf(payment)} (${refOf(payment)}) credited to ${after.player}`),
      };
    case 'dismiss':
      return {
        label: 'Set aside',
        action: `Set aside ${refOf(payment)}`,
        details: received,
        danger: true,
        fields: [{ label: 'Reason (refunded, not a player’s…)', name: 'reason', required: true }],
        send: (note: string, fields: Record<string, string>) => resolve({ action: 'dismiss', reason: (fields.reason ?? '').trim(), note })().then(() => `${refOf(payment)} set aside`),
      };
    case 'read':
      return {
        label: 'Enter UTR and amount',
        action: `Read payment #${payment.id}`,
        details: [['Text', payment.raw]] as Array<[string, string]>,
        fields: [
          { label: 'UTR (12 digits)', name: 'utr', required: true, inputMode: 'numeric' },
          { label: 'Amount (₹, whole rupees)', name: 'amount', required: true, inputMode: 'numeric' },
        ] as ConfirmField[],
        send: (note: string, fields: Record<string, string>) => {
          const amount = (fields.amount ?? '').trim().replace(/,/g, '');
          // A number goes as one; anything else goes as typed, and the server says what it needs.
          return resolve({ action: 'read', utr: (fields.utr ?? '').trim(), amount: (/^\d+$/.test(amount) ? Number(amount) : amount) as number, note })().then(
            ({ payment: after }) => `Payment #${payment.id} read: ${after.utr ? `UTR ${after.utr}` : ''} ${after.amount === null ? '' : rupees(after.amount)}, ${STATUS_TEXT[after.status]}`,
          );
        },
      };
  }
}

/** One payment: what came in, from where, what the matcher made of it and the request it matched; its decisions. */
function PaymentCard({ payment, onDecide, mayMove }: { payment: Payment; onDecide: (decision: Decision) => void; mayMove: boolean }) {
  const decisions = mayMove ? decisionsOf(payment) : [];
  return (
    <li className="panel payment" data-testid={`payment-${payment.id}`} aria-label={`${paidOf(payment)} ${refOf(payment)}`}>
      <h2>
        {paidOf(payment)} <span className="muted">{payment.utr ? `UTR ${payment.utr}` : 'no UTR read'}</span>
        <span className="tag">{STATUS_TEXT[payment.status]}</span>
      </h2>
      {payment.reason && <p className={payment.status === 'review' ? 'warning' : 'muted'}>{payment.reason}</p>}
      <dl>
        <div className="pair"><dt>Paid</dt><dd>{payment.paid_at ? istTime(payment.paid_at) : '-'}</dd></div>
        <div className="pair"><dt>Received</dt><dd>{istTime(payment.received_at)}</dd></div>
        <div className="pair"><dt>Payer</dt><dd>{[payment.payer_upi, payment.payer_name].filter(Boolean).join(' · ') || '-'}</dd></div>
        <div className="pair"><dt>From</dt><dd>{payment.sources.join(', ')}</dd></div>
        {payment.deposit_id !== null && (
          <div className="pair">
            <dt>Request</dt>
            <dd>{`#${payment.deposit_id} · ${payment.player ?? '-'} · asks ${payment.requested === null ? '-' : rupees(payment.requested)}`}</dd>
          </div>
        )}
      </dl>
      {payment.status === 'unreadable' && payment.raw && <pre className="raw">{payment.raw}</pre>}
      {decisions.length > 0 && (
        <div className="actions">
          {decisions.map((decision, index) => {
            const { label, danger } = { danger: false, ...decisionOf(decision, payment) };
            return (
              <button key={decision} type="button" className={index === 0 && !danger ? 'primary' : 'secondary'} aria-label={`${label} (${refOf(payment)})`} onClick={() => onDecide(decision)}>
                {label}
              </button>
            );
          })}
        </div>
      )}
    </li>
  );
}

/**
 * Automatic deposits for the money desk (docs/operations.md, "Automatic deposits"): the payments received as they
 * come (polled with their ETag, like the request lists), by view; the cashier's one-tap decisions on what the
 * matcher left, each confirmed with the player, the amounts and the UTR; a statement's import; the day's
 * reconciliation; and, for owners, the feed tokens.
 */
export function PaymentsScreen() {
  const may = useMay();
  const [view, setView] = useState<PaymentView>('feed');
  const { data, loading, error, reload } = useCall('payments.list', { query: { view } }, { poll: POLL_MS });
  const [asking, setAsking] = useState<{ payment: Payment; decision: Decision } | null>(null);
  const { outcome, setOutcome, run } = useOutcome();
  const current = VIEWS.find((each) => each.view === view)!;
  const shown = data?.payments;
  const open = asking ? { danger: false, fields: [] as ConfirmField[], ...decisionOf(asking.decision, asking.payment) } : null;

  return (
    <>
      <h1>Payments</h1>
      <div className="tabs" role="tablist" aria-label="Payments views">
        {VIEWS.map(({ view: each, label, waits }) => {
          const count = data?.counts[each] ?? 0;
          return (
            <button
              key={each}
              type="button"
              role="tab"
              id={`payments-tab-${each}`}
              aria-selected={each === view}
              aria-controls="payments-view"
              onClick={() => {
                setAsking(null);
                setView(each);
              }}
            >
              {label}
              {waits && count > 0 && (
                <span className="badge"><span className="visually-hidden">, </span>{count}<span className="visually-hidden"> waiting</span></span>
              )}
            </button>
          );
        })}
      </div>
      <Notice error={outcome.error} info={outcome.info} />
      {asking && open && (
        <Confirm
          key={`${asking.payment.id}-${asking.decision}`}
          action={open.action}
          kind={open.danger ? 'danger' : 'primary'}
          details={open.details}
          fields={open.fields}
          onConfirm={async ({ note, fields }) => {
            if (await run(() => open.send(note, fields), (said) => said)) setAsking(null);
            reload();
          }}
          onCancel={() => setAsking(null)}
        />
      )}
      <section id="payments-view" role="tabpanel" aria-labelledby={`payments-tab-${view}`}>
        <Loading loading={loading && !data} error={error} />
        {view === 'review' && data && data.overdue_deposits.length > 0 && (
          <section className="panel" aria-labelledby="overdue-title">
            <h2 id="overdue-title">Requests with no payment yet</h2>
            <p className="muted">No payment with their UTR and amount arrived in time: check the account, then decide them in Deposits.</p>
            <ul className="plain">
              {data.overdue_deposits.map((deposit) => (
                <li key={deposit.id} data-testid={`overdue-${deposit.id}`}>
                  {`#${deposit.id} · ${deposit.player} · ${rupees(deposit.amount)} · ${deposit.utr ? `UTR ${deposit.utr}` : 'no UTR'} · filed ${istTime(deposit.created_at)}`}
                </li>
              ))}
            </ul>
          </section>
        )}
        {shown && shown.length === 0 && <p className="muted">{current.empty}</p>}
        {shown && shown.length > 0 && (
          <ul className="payments" aria-label={current.label}>
            {shown.map((payment) => (
              <PaymentCard
                key={payment.id}
                payment={payment}
                mayMove={may('money.move')}
                onDecide={(decision) => {
                  setOutcome({});
                  setAsking({ payment, decision });
                }}
              />
            ))}
          </ul>
        )}
      </section>
      {may('money.move') && <StatementImportPanel onImported={reload} />}
      <ReconciliationPanel />
      {may('feed-tokens') && <FeedTokensPanel />}
    </>
  );
}
