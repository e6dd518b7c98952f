import { Button, Dialog, DialogActions } from '@matka/shared-kernel/ui';

/** The seed's confirm dialog: warning, bid type, Total Bid, Total Point, Game Type "-", CANCEL / SUBMIT. */
export function ConfirmBids(props: { type: string; count: number; points: number; busy: boolean; onCancel: () => void; onSubmit: () => void }) {
  return (
    <Dialog title="Confirm your bids" onClose={props.onCancel} busy={props.busy}>
      <p role="note">Once you place a bid, it cannot be cancelled in any situation.</p>
      <dl>
        <dt>Bid Type</dt>
        <dd>{props.type}</dd>
        <dt>Total Bid</dt>
        <dd data-testid="total-bid">{props.count}</dd>
        <dt>Total Point</dt>
        <dd data-testid="total-point">{props.points}</dd>
        <dt>Game Type</dt>
        <dd>-</dd>
      </dl>
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={props.onCancel} disabled={props.busy}>
          CANCEL
        </Button>
        <Button type="button" onClick={props.onSubmit} disabled={props.busy}>
          {props.busy ? 'Submitting...' : 'SUBMIT'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
