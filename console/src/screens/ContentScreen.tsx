import { isOwnerContent, type ContentKey } from '@matka/shared-kernel/operator-contract';
import { useState } from 'react';
import { call } from '../api';
import { contactNumberProblem, telegramContactProblem } from '@matka/shared-kernel/operator';
import { ActionButton } from '../components/ActionButton';
import { TimeInput } from '../components/TimeInput';
import { Loading, Notice } from '../components/Notice';
import { useLoad } from '../use-load';
import { useOutcome } from '../use-outcome';
import { useMay } from '../me';
import { AndroidAppPanel } from './AndroidAppPanel';

type Content = Record<string, Record<string, string | number> | Array<{ id: number; status: boolean; notes: string }> | string[]>;

/** The settings a section edits, and how each field is labelled (the server's names stay on the wire). */
const SECTIONS: Array<{ key: string; title: string; fields: Record<string, string>; long?: string[]; times?: string[]; phones?: string[] }> = [
  {
    key: 'contacts',
    title: 'Contacts',
    fields: { mobile_1: 'Call number', mobile_no: 'Chat number', telegram_no: 'Telegram number', app_link: 'Android app link' },
    phones: ['mobile_1', 'mobile_no', 'telegram_no'],
  },
  { key: 'rules', title: 'Rules', fields: { withdrawal_rule: 'Withdraw rules', deposit_rule: 'Deposit rules' }, long: ['withdrawal_rule', 'deposit_rule'] },
  { key: 'how_to_play', title: 'How to play', fields: { content: 'Text', video_link: 'Tutorial video link' }, long: ['content'] },
  {
    key: 'payment',
    title: 'Payment ids and QR',
    fields: { upi_id: 'UPI id', qr_image: 'QR image link', google_upi_payment_id: 'Google Pay id', phonepay_upi_payment_id: 'PhonePe id', paytm_upi_payment_id: 'Paytm id' },
  },
  { key: 'withdraw', title: 'Withdrawals', fields: { min_withdrawal: 'Minimum (points)', open_time: 'Window opens', close_time: 'Window closes' }, times: ['open_time', 'close_time'] },
  { key: 'deposit', title: 'Deposits', fields: { min_deposit: 'Minimum (points)' } },
  {
    key: 'android_app',
    title: 'Android app versions',
    fields: { min_version: 'Minimum version (older apps must update)', current_version: 'Newest version', update_message: 'Update message' },
    long: ['update_message'],
  },
];
const HEADLINES = [
  { id: 1, label: 'Home' },
  { id: 2, label: 'Add funds' },
  { id: 3, label: 'Other screen' },
];

/** Headlines, contacts, rules, how-to-play, payment ids and QR, money limits, the Android app: what the player screens and apps read. */
export function ContentScreen() {
  const { data, loading, error } = useLoad<Content>('/operator/content');
  const may = useMay();
  return (
    <>
      <h1>Content</h1>
      <Loading loading={loading && !data} error={error} />
      {data && <HeadlinesForm current={data.headlines as Array<{ id: number; status: boolean; notes: string }>} />}
      {/* A section the server does not have yet (a console newer than its server) is left out. */}
      {data &&
        SECTIONS.filter((section) => data[section.key] !== undefined).map((section) => (
          <SettingForm
            key={section.key}
            section={section}
            current={data[section.key] as Record<string, string | number>}
            // Where players pay and on what terms: an owner's to change (the server refuses the others).
            locked={isOwnerContent(section.key) && !may('content.money')}
          />
        ))}
      <AndroidAppPanel />
    </>
  );
}

/**
 * One setting's form. `locked`: the operator may read it but not change it (an owner's content, for another role).
 * The note goes to the audit list, and with an owner's content to every owner's Today.
 */
function SettingForm({ section, current, locked }: { section: (typeof SECTIONS)[number]; current: Record<string, string | number>; locked: boolean }) {
  const [values, setValues] = useState(current);
  const [note, setNote] = useState('');
  const { outcome, run } = useOutcome();
  // A contact number is checked as it is typed, by the rule the server checks it with.
  const problemOf = (field: string) => (field === 'telegram_no' ? telegramContactProblem : contactNumberProblem)(String(values[field] ?? ''));
  const problems = (section.phones ?? []).map(problemOf).filter((problem) => problem !== null);
  const save = async () => {
    const body = Object.fromEntries(Object.keys(section.fields).map((field) => [field, typeof current[field] === 'number' ? Number(values[field]) : values[field]]));
    const saved = await run(() => call('content.set', { params: { key: section.key as ContentKey }, body: { ...body, note } }), `${section.title} saved`);
    if (saved) setNote('');
  };
  const id = `content-${section.key}`;
  return (
    <form className="panel" aria-labelledby={id} onSubmit={(event) => event.preventDefault()}>
      <h2 id={id}>{section.title}</h2>
      <Notice error={outcome.error ?? problems[0] ?? null} info={outcome.info} />
      {locked && <p className="muted">Payment ids, contact numbers and money rules are an owner&apos;s to change.</p>}
      <fieldset disabled={locked} className="row" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        {Object.entries(section.fields).map(([field, label]) => section.times?.includes(field) ? (
          <TimeInput key={field} label={label} value={String(values[field] ?? '')} onChange={(time) => setValues({ ...values, [field]: time })} />
        ) : (
          <label key={field} style={section.long?.includes(field) ? { width: '100%' } : undefined}>
            {label}
            {section.long?.includes(field) ? (
              <textarea value={String(values[field] ?? '')} onChange={(event) => setValues({ ...values, [field]: event.target.value })} />
            ) : (
              <input
                value={String(values[field] ?? '')}
                type={section.phones?.includes(field) && field !== 'telegram_no' ? 'tel' : 'text'}
                inputMode={typeof current[field] === 'number' || (section.phones?.includes(field) && field !== 'telegram_no') ? 'numeric' : undefined}
                aria-invalid={section.phones?.includes(field) ? problemOf(field) !== null : undefined}
                onChange={(event) => setValues({ ...values, [field]: event.target.value })}
              />
            )}
          </label>
        ))}
      </fieldset>
      {section.key === 'payment' && values.qr_image && <img src={String(values.qr_image)} alt="Payment QR code" width={120} height={120} />}
      {!locked && (
        <div className="row">
          <label style={{ flex: 1 }}>
            Note (why, for the audit list)
            <input value={note} maxLength={200} onChange={(event) => setNote(event.target.value)} />
          </label>
          <ActionButton onAction={save} disabled={problems.length > 0} busy="Saving…" label={`Save ${section.title}`}>Save</ActionButton>
        </div>
      )}
    </form>
  );
}

function HeadlinesForm({ current }: { current: Array<{ id: number; status: boolean; notes: string }> }) {
  const [rows, setRows] = useState(() => HEADLINES.map(({ id }) => current.find((h) => h.id === id) ?? { id, status: false, notes: '' }));
  const { outcome, run } = useOutcome();
  const update = (id: number, change: Partial<{ status: boolean; notes: string }>) => setRows(rows.map((row) => (row.id === id ? { ...row, ...change } : row)));
  const save = () => run(() => call('content.set', { params: { key: 'headlines' }, body: rows.filter((row) => row.notes.trim() !== '' || row.status) }), 'Headlines saved');
  return (
    <form className="panel" aria-labelledby="content-headlines" onSubmit={(event) => event.preventDefault()}>
      <h2 id="content-headlines">Headlines</h2>
      <Notice error={outcome.error} info={outcome.info} />
      {HEADLINES.map(({ id, label }) => {
        const row = rows.find((r) => r.id === id)!;
        return (
          <div className="row" key={id}>
            <label style={{ flex: 1 }}>
              {label} headline
              <input value={row.notes} onChange={(event) => update(id, { notes: event.target.value })} />
            </label>
            <label className="inline">
              <input type="checkbox" checked={row.status} onChange={(event) => update(id, { status: event.target.checked })} />
              Shown
            </label>
          </div>
        );
      })}
      <ActionButton onAction={save} busy="Saving…" label="Save headlines">Save</ActionButton>
    </form>
  );
}
