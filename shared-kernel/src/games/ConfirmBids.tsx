import styled from 'styled-components';
import { Button, Dialog, DialogActions } from '@matka/shared-kernel/ui';

const Summary = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid #e0dbe9;
    text-align: left;
  }
  td {
    font-weight: 700;
    text-align: right;
  }
`;

const Warning = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/**
 * The confirm dialog (docs/screens.md § Game types and bid screens): warning, bid type, Total Bid, Total Point, Game
 * Type (a main market's sessions of the list: `Open`, `Close` or `Open, Close`; none on Starline and Gali, which have
 * no session), CANCEL / SUBMIT.
 */
export function ConfirmBids(props: {
  type: string;
  gameType?: string | undefined;
  count: number;
  points: number;
  busy: boolean;
  onCancel: () => void;
  onSubmit: () => void;
}) {
  return (
    <Dialog title="Confirm your bids" onClose={props.onCancel} busy={props.busy}>
      <Warning role="note">Once you place a bid, it cannot be cancelled in any situation.</Warning>
      <Summary>
        <tbody>
          <tr>
            <th scope="row">Bid Type</th>
            <td>{props.type}</td>
          </tr>
          <tr>
            <th scope="row">Total Bid</th>
            <td data-testid="total-bid">{props.count}</td>
          </tr>
          <tr>
            <th scope="row">Total Point</th>
            <td data-testid="total-point">{props.points}</td>
          </tr>
          {props.gameType && (
            <tr>
              <th scope="row">Game Type</th>
              <td data-testid="game-type">{props.gameType}</td>
            </tr>
          )}
        </tbody>
      </Summary>
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
