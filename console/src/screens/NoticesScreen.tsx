import { useState } from 'react';
import { NOTICE_AUDIENCES, NOTICE_BODY_MAX, NOTICE_TITLE_MAX, type NoticeAudience } from '@matka/shared-kernel/operator-contract';
import { call } from '../api';
import { ActionButton } from '../components/ActionButton';
import { Confirm } from '../components/Confirm';
import { Loading, Notice } from '../components/Notice';
import { useCall } from '../use-load';
import { usePreviewThenConfirm } from '../use-preview';

const count = (n: number, one: string) => `${n.toLocaleString('en-IN')} ${one}${n === 1 ? '' : 's'}`;

/**
 * A notice to players (owners and support): its audience, title and text; the server's preview counts the players it
 * reaches (and those pushed now), and the confirmation names that count before anything is sent. NOTICES_PER_DAY a day.
 */
export function NoticesScreen() {
  const today = useCall('notices.today');
  const [audience, setAudience] = useState<NoticeAudience>('everyone');
  const [market, setMarket] = useState('');
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const notice = { audience, ...(audience === 'market' ? { market } : {}), title: title.trim(), body: text.trim() };
  const { preview, error, done, ask, confirm, dismiss } = usePreviewThenConfirm(
    () => call('notices.preview', { body: notice }),
    (note) => call('notices.send', { body: { ...notice, note } }),
    (sent) => `Notice sent to ${count(sent.players, 'player')} (${sent.pushed.toLocaleString('en-IN')} pushed now); ${sent.sent_today} of ${sent.per_day} today.`,
    () => {
      setTitle('');
      setText('');
      today.reload();
    },
  );
  const markets = today.data?.markets ?? [];
  const left = today.data ? today.data.per_day - today.data.sent_today : 0;
  const missing = title.trim() === '' || text.trim() === '' || (audience === 'market' && market === '');

  return (
    <>
      <h1>Notices</h1>
      <Loading loading={today.loading && !today.data} error={today.error} />
      {today.data && (
        <p className="muted" data-testid="notices-today">
          {`${today.data.sent_today} of ${today.data.per_day} notices sent today`}
          {left <= 0 ? ': the next can go tomorrow.' : '.'} Players get them in their inbox; those who chose notices, on their phone too.
        </p>
      )}
      <form className="panel" aria-label="Notice" onSubmit={(event) => event.preventDefault()}>
        <label>
          Audience
          <select
            value={audience}
            onChange={(event) => {
              dismiss();
              setAudience(event.target.value as NoticeAudience);
            }}
          >
            {(Object.keys(NOTICE_AUDIENCES) as NoticeAudience[]).map((key) => (
              <option key={key} value={key}>{NOTICE_AUDIENCES[key]}</option>
            ))}
          </select>
        </label>
        {audience === 'market' && (
          <label>
            Market
            <select
              value={market}
              onChange={(event) => {
                dismiss();
                setMarket(event.target.value);
              }}
            >
              <option value="">{markets.length === 0 ? 'No market has bids today' : 'Choose a market'}</option>
              {markets.map((m) => (
                <option key={m.name} value={m.name}>{`${m.name} (${count(m.players, 'player')})`}</option>
              ))}
            </select>
          </label>
        )}
        <label>
          Title
          <input value={title} maxLength={NOTICE_TITLE_MAX} onChange={(event) => setTitle(event.target.value)} />
        </label>
        <label>
          Text
          <textarea value={text} maxLength={NOTICE_BODY_MAX} rows={3} aria-describedby="notice-length" onChange={(event) => setText(event.target.value)} />
        </label>
        <span id="notice-length" className="muted hint">{`${text.length} of ${NOTICE_BODY_MAX} characters`}</span>
        <Notice error={error} info={done} />
        {!preview && (
          <ActionButton onAction={ask} disabled={missing} kind="secondary" busy="Counting…">
            Preview notice
          </ActionButton>
        )}
      </form>
      {preview && preview.players === 0 && <p data-testid="notice-nobody">No player is in this audience today: there is nobody to send it to.</p>}
      {preview && preview.players > 0 && (
        <Confirm
          action={`Send to ${count(preview.players, 'player')}`}
          details={[
            ['Audience', preview.market ? `${NOTICE_AUDIENCES.market}: ${preview.market}` : NOTICE_AUDIENCES[preview.audience]],
            ['Players', <strong key="players" data-testid="notice-players">{count(preview.players, 'player')}</strong>],
            ['Pushed now', `${preview.pushed.toLocaleString('en-IN')} (the others find it in their inbox)`],
            ['Title', notice.title],
            ['Text', notice.body],
            ['Today', `${preview.sent_today} of ${preview.per_day} sent`],
          ]}
          onConfirm={({ note }) => confirm(note)}
          onCancel={dismiss}
        />
      )}
    </>
  );
}
