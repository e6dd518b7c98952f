import { useState, type ReactNode } from 'react';
import { ActionButton } from './ActionButton';
import { Loading, Notice } from './Notice';
import { TableWrap } from './TableWrap';
import { istTime } from '../format';
import { useOutcome } from '../use-outcome';

/** What every listed token has (never the token itself). */
export interface ListedToken {
  name: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** What differs between the kinds of tokens an owner makes (team tokens, feed tokens). */
export interface TokensPanelProps<Row extends ListedToken, Made extends { name: string; token: string }> {
  /** The panel's heading, and the table's name: `Team tokens`. */
  title: string;
  /** The id its heading takes (`team-tokens`). */
  id: string;
  intro: ReactNode;
  /** The making form's heading and its name field's example. */
  make: { title: string; placeholder: string };
  /** The form's other fields (a team token's remote), and whether they are filled in. */
  fields?: ReactNode;
  ready?: boolean;
  list: { data: Row[] | null; loading: boolean; error: string | null; reload: () => void };
  /** A column between Name and Made (a team token's remote). */
  column?: { heading: string; cell: (row: Row) => ReactNode };
  empty: string;
  /** Makes the token named so; its answer (with the token, shown once) and what the outcome line says. */
  create: (name: string) => Promise<Made>;
  made: (name: string) => string;
  /** The panel that shows the new token: its heading, the line before it, and what else is shown once after it. */
  shown: (made: Made) => { heading: string; text: string; more?: ReactNode };
  /** The form's fields are cleared after a token is made. */
  onMade?: () => void;
  revoke: (name: string) => Promise<unknown>;
  /** What revoking does, said before it is confirmed; and the outcome line after. */
  revoking: (name: string) => string;
  revoked: (name: string) => string;
  /** The new token's test id. */
  testId: string;
}

/**
 * An owner's tokens of one kind: making one (its token is shown once, here), who has one, when it was last used, and
 * revoking one — confirmed first. A listed token is never shown again.
 */
export function TokensPanel<Row extends ListedToken, Made extends { name: string; token: string }>(props: TokensPanelProps<Row, Made>) {
  const { data, loading, error, reload } = props.list;
  const [revoking, setRevoking] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [made, setMade] = useState<Made | null>(null);
  const { outcome, setOutcome, run } = useOutcome();
  const makeId = `make-${props.id}`;

  const create = async () => {
    setMade(null);
    let token: Made | null = null;
    const sent = await run(async () => (token = await props.create(name.trim())), props.made(name.trim()));
    if (sent && token) {
      setMade(token);
      setName('');
      props.onMade?.();
      reload();
    }
  };

  const revoke = async () => {
    if (!revoking) return;
    const name = revoking;
    await run(() => props.revoke(name), props.revoked(name));
    setRevoking(null);
    reload();
  };

  return (
    <section className="panel" aria-labelledby={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      <p className="muted">{props.intro}</p>
      <form aria-labelledby={makeId} onSubmit={(event) => event.preventDefault()}>
        <h3 id={makeId}>{props.make.title}</h3>
        <div className="row">
          <label>
            Name
            <input value={name} maxLength={60} placeholder={props.make.placeholder} onChange={(event) => setName(event.target.value)} />
          </label>
          {props.fields}
          <ActionButton onAction={create} disabled={name.trim() === '' || props.ready === false} busy="Making…">Make token</ActionButton>
        </div>
      </form>
      <Loading loading={loading && !data} error={error} />
      <Notice error={outcome.error} info={outcome.info} />
      {made && (
        <section className="panel preview" aria-labelledby={`${makeId}-made`}>
          <h3 id={`${makeId}-made`}>{props.shown(made).heading}</h3>
          <p>{props.shown(made).text}</p>
          <p><code className="secret" data-testid={props.testId}>{made.token}</code></p>
          {props.shown(made).more}
          <button type="button" className="secondary" onClick={() => setMade(null)}>Done</button>
        </section>
      )}
      {data && data.length === 0 && <p className="muted">{props.empty}</p>}
      {data && data.length > 0 && (
        <TableWrap label={props.title} stack>
          <table aria-label={props.title}>
            <thead>
              <tr><th>Name</th>{props.column && <th>{props.column.heading}</th>}<th className="hide-phone">Made</th><th>Last used</th><th><span className="visually-hidden">Actions</span></th></tr>
            </thead>
            <tbody>
              {data.map((token) => (
                <tr key={`${token.name} ${token.created_at}`}>
                  <td>{token.name}</td>
                  {props.column && <td>{props.column.cell(token)}</td>}
                  <td className="hide-phone">{istTime(token.created_at)}</td>
                  <td>{token.last_used_at ? istTime(token.last_used_at) : 'never'}</td>
                  <td>
                    {token.revoked_at ? (
                      <span className="muted">revoked {istTime(token.revoked_at)}</span>
                    ) : (
                      <button type="button" className="danger" aria-label={`Revoke ${token.name}`} onClick={() => (setOutcome({}), setRevoking(token.name))}>
                        Revoke
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      {revoking && (
        <form className="panel preview" aria-label={`Confirm: revoke ${revoking}`} onSubmit={(event) => event.preventDefault()}>
          <p>{props.revoking(revoking)}</p>
          <div className="actions">
            <ActionButton onAction={revoke} kind="danger" busy="Sending…">{`Confirm revoke ${revoking}`}</ActionButton>
            <button type="button" className="secondary" onClick={() => setRevoking(null)}>Cancel</button>
          </div>
        </form>
      )}
    </section>
  );
}
