import { useState } from 'react';
import { call } from '../api';
import { ActionButton } from '../components/ActionButton';
import { TableWrap } from '../components/TableWrap';
import { Loading, Notice } from '../components/Notice';
import { istTime } from '../format';
import { useMe } from '../me';
import type { OperatorRole } from '@matka/shared-kernel/operator-contract';
import { useCall } from '../use-load';
import { useOutcome } from '../use-outcome';


/** The roles and what each may do (the server's operator-access.ts decides; this is the console's wording). */
const ROLES: Array<{ value: OperatorRole; label: string }> = [
  { value: 'cashier', label: 'Cashier: deposits, withdrawals, credits, betting on/off' },
  { value: 'results', label: 'Results: declare and revert results, markets and rates' },
  { value: 'support', label: 'Support: read players and ledgers, content' },
  { value: 'releases', label: 'Releases: release control of the remotes' },
  { value: 'owner', label: 'Owner: everything, and these accounts' },
];

/** A secret the server shows once: a new account's password and token, a new password, a new token. */
type Secret = { name: string; password?: string; token?: string };

/** Operator accounts (owners only): add one, disable or enable it, give it a new password or CLI token. */
export function OperatorsScreen() {
  const me = useMe();
  const { data, loading, error, reload } = useCall('operators.list');
  const [name, setName] = useState('');
  const [role, setRole] = useState<OperatorRole>('cashier');
  const [secret, setSecret] = useState<Secret | null>(null);
  const { outcome, run } = useOutcome();
  const act = async (send: () => Promise<object>, done: string, who: string) => {
    setSecret(null);
    let answer: { password?: string; token?: string } = {};
    if (await run(async () => (answer = (await send()) as typeof answer), done)) {
      if (answer.password || answer.token) setSecret({ name: who, password: answer.password, token: answer.token });
      reload();
    }
  };
  const add = () =>
    act(() => call('operators.add', { body: { name: name.trim().toLowerCase(), role } }), `${name.trim().toLowerCase()} added as ${role}`, name.trim().toLowerCase()).then(() => setName(''));
  return (
    <>
      <h1>Operators</h1>
      <form className="panel" aria-labelledby="add-operator" onSubmit={(event) => event.preventDefault()}>
        <h2 id="add-operator">Add an operator</h2>
        <div className="row">
          <label>
            Name
            <input value={name} maxLength={30} autoCapitalize="none" placeholder="asha" onChange={(event) => setName(event.target.value)} />
          </label>
          <label>
            Role
            <select value={role} onChange={(event) => setRole(event.target.value as OperatorRole)}>
              {ROLES.map((r) => <option key={r.value} value={r.value}>{r.label}</option>)}
            </select>
          </label>
          <ActionButton onAction={add} disabled={name.trim() === ''} busy="Adding…">Add</ActionButton>
        </div>
      </form>
      <Notice error={outcome.error} info={outcome.info} />
      {secret && (
        <section className="panel preview" aria-labelledby="secret-title">
          <h2 id="secret-title">Give these to {secret.name} now: they are not shown again</h2>
          <dl>
            {secret.password && (<><dt>One-time password (console)</dt><dd><code className="secret" data-testid="secret-password">{secret.password}</code></dd></>)}
            {secret.token && (<><dt>CLI token (OPERATOR_TOKEN)</dt><dd><code className="secret" data-testid="secret-token">{secret.token}</code></dd></>)}
          </dl>
          <button type="button" className="secondary" onClick={() => setSecret(null)}>Done</button>
        </section>
      )}
      <Loading loading={loading && !data} error={error} />
      {data && (
        <TableWrap label="Operators" stack>
          <table>
            <thead><tr><th>Name</th><th>Role</th><th>Added</th><th>Status</th><th><span className="visually-hidden">Actions</span></th></tr></thead>
            <tbody>
              {data.operators.map((operator) => (
                <tr key={operator.name} data-testid={`operator-${operator.name}`}>
                  <td data-label="Name">{operator.name}{operator.first_owner && <span className="tag">server token</span>}</td>
                  <td data-label="Role">{operator.role}</td>
                  <td data-label="Added">{istTime(operator.created_at)} by {operator.created_by}</td>
                  <td data-label="Status">{operator.disabled_at ? <span className="bad">Disabled</span> : operator.has_password ? 'Active' : 'No console password yet'}</td>
                  <td>
                    <div className="actions">
                      {!operator.first_owner && operator.name !== me?.name && (
                        <ActionButton
                          kind={operator.disabled_at ? 'primary' : 'danger'}
                          label={`${operator.disabled_at ? 'Enable' : 'Disable'} ${operator.name}`}
                          onAction={() => act(() => call(operator.disabled_at ? 'operators.enable' : 'operators.disable', { params: { name: operator.name } }), `${operator.name} ${operator.disabled_at ? 'enabled' : 'disabled'}`, operator.name)}
                        >
                          {operator.disabled_at ? 'Enable' : 'Disable'}
                        </ActionButton>
                      )}
                      <ActionButton kind="secondary" label={`New password for ${operator.name}`} onAction={() => act(() => call('operators.password', { params: { name: operator.name } }), `New one-time password for ${operator.name}`, operator.name)}>
                        New password
                      </ActionButton>
                      <ActionButton kind="secondary" label={`New CLI token for ${operator.name}`} onAction={() => act(() => call('operators.token', { params: { name: operator.name } }), `New CLI token for ${operator.name}`, operator.name)}>
                        New CLI token
                      </ActionButton>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </>
  );
}
