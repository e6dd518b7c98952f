/**
 * Approve and reject for something a second operator may approve (a deposit, a credit, an approval waiting): the one
 * who asked sees why they cannot approve it, and may still reject it.
 */
export function SecondApprovalActions(props: { askedByMe: boolean; approveLabel: string; rejectLabel: string; rejectText?: string; onApprove(): void; onReject(): void }) {
  return (
    <div className="actions">
      {props.askedByMe ? (
        <span className="muted">Asked by you: another operator approves</span>
      ) : (
        <button type="button" className="primary" aria-label={props.approveLabel} onClick={props.onApprove}>
          Approve
        </button>
      )}
      <button type="button" className="secondary" aria-label={props.rejectLabel} onClick={props.onReject}>
        {props.rejectText ?? 'Reject'}
      </button>
    </div>
  );
}
