import { useState } from 'react';
import { formatClockTime } from '@matka/shared-kernel/domain';
import { TimeInput } from '../components/TimeInput';
import { ActionButton } from '../components/ActionButton';
import type { MarketKind } from '@matka/shared-kernel/domain';
import type { OperatorMarket as Market } from '@matka/shared-kernel/operator-contract';

export interface MarketFields {
  name: string;
  open: string;
  close?: string;
}

/** Adds or edits a market: its name and times (time pickers; sent as `hh:mm AM`); a main market has a close time too. */
export function MarketForm(props: { kind: MarketKind; market?: Market; onSave: (fields: MarketFields, note: string) => Promise<void>; onCancel: () => void }) {
  const { market, kind } = props;
  const [name, setName] = useState(market?.name ?? '');
  const [open, setOpen] = useState(market ? formatClockTime(market.openMinutes) : '');
  const [close, setClose] = useState(market?.closeMinutes != null ? formatClockTime(market.closeMinutes) : '');
  const [note, setNote] = useState('');
  const title = market ? `Edit ${market.name}` : 'New market';
  return (
    <form className="panel" aria-label={title} onSubmit={(event) => event.preventDefault()}>
      <div className="row">
        <label>Name<input value={name} maxLength={60} onChange={(event) => setName(event.target.value)} /></label>
        <TimeInput label="Open time" value={open} onChange={setOpen} />
        {kind === 'main' && <TimeInput label="Close time" value={close} onChange={setClose} />}
        <label>Note<input value={note} maxLength={200} onChange={(event) => setNote(event.target.value)} /></label>
      </div>
      <div className="actions">
        <ActionButton onAction={() => props.onSave({ name, open, ...(kind === 'main' ? { close } : {}) }, note)} busy="Saving…">
          {market ? 'Save' : 'Add'}
        </ActionButton>
        <button type="button" className="secondary" onClick={props.onCancel}>Cancel</button>
      </div>
    </form>
  );
}
