import { useState } from 'react';
import { formatClockTime } from '@matka/shared-kernel/domain';
import { ActionButton } from '../components/ActionButton';
import type { Market, MarketKind } from '../types';

export interface MarketFields {
  name: string;
  open: string;
  close?: string;
}

/** Adds or edits a market: its name and times (`hh:mm AM`); a main market has a close time too. */
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
        <label>Open time<input value={open} placeholder="03:45 PM" onChange={(event) => setOpen(event.target.value)} /></label>
        {kind === 'main' && <label>Close time<input value={close} placeholder="05:45 PM" onChange={(event) => setClose(event.target.value)} /></label>}
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
