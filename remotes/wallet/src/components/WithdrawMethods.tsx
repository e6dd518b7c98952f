import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, Dialog, Loading } from '@matka/shared-kernel/ui';
import { WALLET_TEXTS } from '../messages';
import { UPI_APPS, type SavedNumbers } from '../model/upi-apps';
import { Note, Panel } from './styled';
import { UpiNumberForm } from './UpiNumberForm';

const Toggle = styled.button`
  display: flex;
  justify-content: space-between;
  align-items: center;
  width: 100%;
  min-height: 48px;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.brand};
  font: inherit;
  font-weight: 800;
  cursor: pointer;
`;

const Methods = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(3)};
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    text-align: right;
  }
`;

/** Withdraw Methods: an expandable panel with the saved Paytm, GPay and PhonePe numbers and the add-UPI modal. */
export function WithdrawMethods({ numbers, loading }: { numbers: SavedNumbers | null; loading: boolean }) {
  const [open, setOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const listId = useId();
  const none = numbers !== null && UPI_APPS.every((app) => !numbers[app.saved]);
  return (
    <Panel aria-label="Withdraw Methods">
      <Toggle type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        Withdraw Methods <span aria-hidden="true">{open ? '▲' : '▼'}</span>
      </Toggle>
      {open && (
        <div id={listId}>
          {loading && <Loading />}
          {/* Either the note or the list: never "none available" above a list of methods, nor a list before it is known. */}
          {none && <Note>{WALLET_TEXTS.noPaymentMethods}</Note>}
          {numbers !== null && !none && (
            <Methods>
              {UPI_APPS.map((app) => (
                <div key={app.key} style={{ display: 'contents' }}>
                  <dt>{app.label}</dt>
                  <dd>{numbers[app.saved] || 'Not added'}</dd>
                </div>
              ))}
            </Methods>
          )}
          <Button type="button" $variant="secondary" onClick={() => setAdding(true)}>
            Add UPI Number
          </Button>
        </div>
      )}
      {adding && (
        <Dialog title="Add UPI Number" onClose={() => setAdding(false)}>
          <UpiNumberForm />
          <Button type="button" $variant="secondary" style={{ marginTop: 12 }} onClick={() => setAdding(false)}>
            Cancel
          </Button>
        </Dialog>
      )}
    </Panel>
  );
}
