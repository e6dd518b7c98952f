import { useState } from 'react';
import { WEEKDAYS, weekdayNames } from '@matka/shared-kernel/domain';
import type { OperatorMarket as Market } from '@matka/shared-kernel/operator-contract';
import { call } from '../api';
import { ActionButton } from '../components/ActionButton';
import { Notice } from '../components/Notice';
import { useOutcome } from '../use-outcome';

/** What a market's row says of its schedule: its closed weekdays and its next holiday. */
export function scheduleText(market: Market): string {
  const weekly = market.closed_weekdays.length > 0 ? `closed ${weekdayNames(market.closed_weekdays)}` : 'open every day';
  const next = market.holidays[0];
  return next ? `${weekly}; holiday ${next.date}${next.reason ? ` (${next.reason})` : ''}${market.holidays.length > 1 ? ` +${market.holidays.length - 1}` : ''}` : weekly;
}

/**
 * A market's weekly schedule (the weekdays it is closed) and its holidays (dates it is closed): on those days players
 * see Holiday on its card, no bid is taken and no result is due (the kernel's market-schedule.ts).
 */
export function SchedulePanel({ market, onChanged, onClose }: { market: Market; onChanged: () => void; onClose: () => void }) {
  const [closed, setClosed] = useState<number[]>(market.closed_weekdays);
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const { outcome, run } = useOutcome();
  const toggle = (day: number) => setClosed(closed.includes(day) ? closed.filter((d) => d !== day) : [...closed, day].sort());
  const done = async (what: () => Promise<unknown>, said: string) => {
    if (await run(what, said)) onChanged();
  };
  return (
    <section className="panel" aria-label={`Schedule of ${market.name}`}>
      <h2>Schedule of {market.name}</h2>
      <fieldset className="weekdays">
        <legend>Closed every</legend>
        {WEEKDAYS.map((name, day) => (
          <label key={name} className="inline">
            <input type="checkbox" checked={closed.includes(day)} onChange={() => toggle(day)} />
            {name}
          </label>
        ))}
      </fieldset>
      <div className="actions">
        <ActionButton
          busy="Saving…"
          onAction={() => done(() => call('markets.schedule', { params: { id: market.id }, body: { closed: closed.map((day) => WEEKDAYS[day]).join(',') || 'none' } }), `${market.name}: ${closed.length ? `closed ${weekdayNames(closed)}` : 'open every day'}`)}
        >
          Save weekdays
        </ActionButton>
        <button type="button" className="secondary" onClick={onClose}>Close</button>
      </div>
      <h3>Holidays</h3>
      {market.holidays.length === 0 && <p className="muted">No holidays ahead.</p>}
      <ul aria-label={`Holidays of ${market.name}`}>
        {market.holidays.map((holiday) => (
          <li key={holiday.date}>
            {holiday.date}{holiday.reason ? ` · ${holiday.reason}` : ''}{' '}
            <ActionButton kind="secondary" label={`Remove holiday ${holiday.date}`} onAction={() => done(() => call('markets.holiday-remove', { params: { id: market.id }, body: { date: holiday.date } }), `${market.name} open on ${holiday.date}`)}>
              Remove
            </ActionButton>
          </li>
        ))}
      </ul>
      <form className="row" onSubmit={(event) => event.preventDefault()}>
        <label>Holiday date<input type="date" value={date} onChange={(event) => setDate(event.target.value)} /></label>
        <label>Reason (optional)<input value={reason} maxLength={100} onChange={(event) => setReason(event.target.value)} /></label>
        <ActionButton
          disabled={date === ''}
          busy="Adding…"
          onAction={() => done(() => call('markets.holiday', { params: { id: market.id }, body: { date, reason } }), `${market.name} closed on ${date}`)}
        >
          Add holiday
        </ActionButton>
      </form>
      <Notice error={outcome.error} info={outcome.info} />
    </section>
  );
}
