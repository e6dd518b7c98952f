import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ActionButton } from './ActionButton';

/** A field of the confirmation the action needs besides the note (a withdrawal's receipt). */
export interface ConfirmField {
  label: string;
  /** The key it is sent under. */
  name: string;
  type?: 'text' | 'url';
  /** The phone's keyboard for it (a mobile number, an amount). */
  inputMode?: 'numeric' | 'tel';
  required?: boolean;
  hint?: string;
}

/**
 * One action's confirmation: what it will do (the player and the amount, the old and new rate…), the note for the
 * audit list, and Confirm or Cancel. The note (and any field) lives in this confirmation only, so it is recorded on
 * this one action and gone with it; nothing is sent before Confirm, and a second tap sends nothing more.
 */
export function Confirm(props: {
  /** What the action is, said in the confirm button and the form's name: `Approve deposit #7`. */
  action: string;
  details: Array<[string, ReactNode]>;
  /** A warning to read before confirming (an unusual rate). */
  warning?: ReactNode;
  /** A second confirmation: a box to tick, saying what the operator has checked, before Confirm is possible. */
  acknowledge?: string;
  fields?: ConfirmField[];
  /** The note's label; `required` when the action must say why (a credit or debit: it is the ledger's note too). */
  note?: { label?: string; required?: boolean };
  kind?: 'primary' | 'danger';
  onConfirm: (input: { note: string; fields: Record<string, string> }) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [note, setNote] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [acknowledged, setAcknowledged] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // The confirmation takes the focus when it opens, so a keyboard or screen-reader user lands on it.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, []);
  const noteLabel = props.note?.label ?? 'Note for the audit list (optional)';
  const missing = (props.acknowledge !== undefined && !acknowledged) || (props.note?.required && note.trim() === '') || (props.fields ?? []).some((field) => field.required && (fields[field.name] ?? '').trim() === '');
  return (
    <form ref={form} className="panel preview" aria-label={`Confirm: ${props.action}`} onSubmit={(event) => event.preventDefault()}>
      <h2>{props.action}?</h2>
      <dl>
        {props.details.map(([term, value]) => (
          <div key={term} className="pair">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {props.warning && <p className="warning" role="alert">{props.warning}</p>}
      {(props.fields ?? []).map((field) => (
        <label key={field.name}>
          {field.label}
          <input
            type={field.type ?? 'text'}
            inputMode={field.inputMode}
            value={fields[field.name] ?? ''}
            maxLength={500}
            required={field.required}
            onChange={(event) => setFields({ ...fields, [field.name]: event.target.value })}
          />
          {field.hint && <span className="muted hint">{field.hint}</span>}
        </label>
      ))}
      {props.acknowledge !== undefined && (
        <label className="inline">
          <input type="checkbox" checked={acknowledged} onChange={(event) => setAcknowledged(event.target.checked)} />
          {props.acknowledge}
        </label>
      )}
      <label>
        {noteLabel}
        <input value={note} maxLength={200} required={props.note?.required} onChange={(event) => setNote(event.target.value)} />
      </label>
      <div className="actions">
        <ActionButton kind={props.kind ?? 'primary'} disabled={missing} busy="Sending…" onAction={() => props.onConfirm({ note: note.trim(), fields })}>
          {`Confirm: ${props.action}`}
        </ActionButton>
        <button type="button" className="secondary" onClick={props.onCancel}>Cancel</button>
      </div>
    </form>
  );
}
