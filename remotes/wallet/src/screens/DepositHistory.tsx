import { shownDate } from '@matka/shared-kernel/domain';
import { useCall } from '@matka/shared-kernel/data';
import { HistoryCard, LoadFailed, failedToLoad } from '@matka/shared-kernel/history';
import { PATHS } from '@matka/shared-kernel/paths';
import { Screen, Loading } from '@matka/shared-kernel/ui';
import { BackLink } from '../components/BackLink';
import { Cards, Empty } from '../components/styled';
import { WALLET_TEXTS } from '../messages';
import { depositStatusLabel, pts } from '../model/statuses';

const TONES = { Pending: '#b26a00', Approved: '#1b7f3b', Rejected: '#b3261e' } as const;

/**
 * Deposit History (/addfundhistory): the player's deposit requests, newest first: pending (waiting for the payment,
 * which approves it automatically, or for a cashier), then approved (automatically, with when), or rejected with the
 * reason the operator gave. Polled, so a decision shows without a reload.
 */
export default function DepositHistory() {
  const { data, error, loading, fetching, refresh } = useCall('api-fund-request-history', {}, { poll: true });
  const rows = data?.fund_requests ?? [];
  return (
    <Screen title="Deposit History">
      <BackLink to={PATHS.addFunds} />
      {loading && <Loading />}
      {error && !data && (failedToLoad(error) ? <LoadFailed onRetry={() => void refresh()} retrying={fetching} /> : <Empty>{WALLET_TEXTS.noData}</Empty>)}
      {data && rows.length === 0 && <Empty>{WALLET_TEXTS.noDeposits}</Empty>}
      <Cards>
        {rows.map((row) => {
          const status = depositStatusLabel(row.request_status);
          return (
            <HistoryCard key={row.request_id} $tone={TONES[status]} data-testid={`deposit-${row.request_id}`}>
              <p className="title">
                {pts(row.request_amount)} — {status}
              </p>
              <p>Request #{row.request_id}</p>
              <p>Date: {shownDate(row.insert_date)}</p>
              {row.utr && <p>UTR: {row.utr}</p>}
              {status === 'Pending' && <p>{WALLET_TEXTS.waitingForPayment}</p>}
              {status === 'Approved' && row.approved_automatically && <p>{WALLET_TEXTS.approvedAutomatically(row.decided_at ?? '')}</p>}
              {row.request_status === 'rejected' && row.reject_reason && <p>Reason: {row.reject_reason}</p>}
            </HistoryCard>
          );
        })}
      </Cards>
    </Screen>
  );
}
