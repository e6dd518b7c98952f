import styled from 'styled-components';
import { useCall } from '@matka/shared-kernel/data';
import { PATHS } from '@matka/shared-kernel/paths';
import { bettingOnly, Button, Loading, Screen } from '@matka/shared-kernel/ui';
import { useToast } from '@matka/shared-kernel/toasts';
import { BackLink } from '../components/BackLink';
import { QrRequestForm } from '../components/QrRequestForm';
import { Empty, Panel } from '../components/styled';
import { WALLET_TEXTS } from '../messages';

const QrImage = styled.img`
  display: block;
  width: min(100%, 260px);
  aspect-ratio: 1;
  margin: 0 auto ${({ theme }) => theme.space(3)};
  object-fit: contain;
`;

const UpiRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  code {
    flex: 1;
    font-size: ${({ theme }) => theme.font.large};
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  button {
    width: auto;
  }
`;

/** Copies with the Clipboard API, or the older selection way where it is refused (plain http, some webviews). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}

/** QR Payment (/qrpay): the operator's QR image and UPI id with copy, then the fund request for what was paid. */
function QrPay() {
  const { data, error, loading } = useCall('api-get-qr-pay', {});
  const toast = useToast();
  const qr = data?.qrdata[0];
  return (
    <Screen title="QR Payment">
      <BackLink to={PATHS.addFunds} />
      {loading && <Loading />}
      {error && !data && <Empty role="alert">{WALLET_TEXTS.qrLoadFailed}</Empty>}
      {data && !qr && <Empty role="alert">{WALLET_TEXTS.qrSomethingWrong}</Empty>}
      {qr && (
        <>
          <Panel aria-label="Pay to">
            {qr.qr_image ? <QrImage src={qr.qr_image} alt={`QR code to pay ${qr.upi_id}`} /> : <Empty>{WALLET_TEXTS.qrMissing}</Empty>}
            {qr.upi_id ? (
              <UpiRow>
                <code>{qr.upi_id}</code>
                <Button
                  type="button"
                  $variant="secondary"
                  aria-label="Copy UPI ID"
                  onClick={() => void copyText(qr.upi_id).then((copied) => (copied ? toast.success(WALLET_TEXTS.upiIdCopied) : undefined))}
                >
                  Copy
                </Button>
              </UpiRow>
            ) : (
              <Empty role="alert">{WALLET_TEXTS.paymentDetailsMissing}</Empty>
            )}
          </Panel>
          <Panel aria-label="Fund request">
            <QrRequestForm />
          </Panel>
        </>
      )}
    </Screen>
  );
}

export default bettingOnly('QR Payment', QrPay);
