import { shownDate } from '@matka/shared-kernel/domain';
import { useAtomValue } from 'jotai';
import { WITHDRAW_STATUS } from '@matka/shared-kernel/contract';
import { useCall } from '@matka/shared-kernel/data';
import { HistoryCard, LoadFailed, failedToLoad } from '@matka/shared-kernel/history';
import { PATHS } from '@matka/shared-kernel/paths';
import { sessionAtom } from '@matka/shared-kernel/session';
import { Screen, Loading } from '@matka/shared-kernel/ui';
import { BackLink } from '../components/BackLink';
import { Cards, Empty } from '../components/styled';
import { WALLET_TEXTS } from '../messages';
import { pts, withdrawStatusLabel } from '../model/statuses';

const TONES = { Pending: '#b26a00', Cancelled: '#b3261e', Approved: '#1b7f3b', Unknown: '#5b5766' } as const;

/** Withdraw History (/withdrawhistory): each request's number, amount, date and status, with the receipt once paid. */
export default function WithdrawHistory() {
  const mobile = useAtomValue(sessionAtom)?.mobile ?? '';
  // Polled: an operator's decision shows here without a reload.
  const { data, error, loading, fetching, refresh } = useCall('api-user-withdraw-transaction-history', { mobile_no: mobile }, { poll: true });
  const rows = data?.withdrawdata ?? [];
  return (
    <Screen title="Withdraw History">
      <BackLink to={PATHS.withdraw} />
      {loading && <Loading />}
      {error && !data && (failedToLoad(error) ? <LoadFailed onRetry={() => void refresh()} retrying={fetching} /> : <Empty>{WALLET_TEXTS.noData}</Empty>)}
      {data && rows.length === 0 && <Empty>{WALLET_TEXTS.noWithdrawals}</Empty>}
      <Cards>
        {rows.map((row) => {
          const status = withdrawStatusLabel(row.request_status);
          const payout = row.google_pay_number ? `GPay ${row.google_pay_number}` : row.paytm_number ? `Paytm ${row.paytm_number}` : row.phone_pay_number ? `PhonePe ${row.phone_pay_number}` : '';
          return (
            <HistoryCard key={row.request_number} $tone={TONES[status]} data-testid={`withdraw-${row.request_number}`}>
              <p className="title">Request #{row.request_number}</p>
              <p>Amount: {pts(row.request_amount)}</p>
              <p>Date: {shownDate(row.insert_date)}</p>
              {payout && <p>To: {payout}</p>}
              <p>
                Status: <strong>{status}</strong>
              </p>
              {row.request_status === String(WITHDRAW_STATUS.cancelled) && row.cancel_reason && <p>Reason: {row.cancel_reason}</p>}
              {row.payment_reference && <p>UTR: {row.payment_reference}</p>}
              {row.payment_receipt && (
                <p>
                  <a href={row.payment_receipt} target="_blank" rel="noreferrer">
                    View Receipt
                  </a>
                </p>
              )}
            </HistoryCard>
          );
        })}
      </Cards>
    </Screen>
  );
}
