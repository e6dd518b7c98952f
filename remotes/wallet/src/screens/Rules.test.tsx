/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { clearCallCache } from '@matka/shared-kernel/data';
import { startFakeApi } from '@matka/shared-kernel/testing';
import { renderAt } from '../test-support';
import { DepositRules, WithdrawRules } from './Rules';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => clearCallCache());

const rules = (withdrawal_rule: string, deposit_rule: string) => ({ json: { status: true, msg: '', content: [{ withdrawal_rule, deposit_rule }] } });

describe('the rules screens', () => {
  test("each line of the operator's text is one item", async () => {
    api.reply('api-money-deposit-withdrawal-rule', rules('Open 9 to 9.\r\n\nMinimum 500 points.', 'Minimum deposit is 100 points.'));
    const first = renderAt(<WithdrawRules />, '/withdrawrule');
    expect(screen.getByRole('heading', { level: 1, name: 'Withdraw Rules' })).toBeTruthy();
    expect((await screen.findAllByRole('listitem')).map((item) => item.textContent)).toEqual(['Open 9 to 9.', 'Minimum 500 points.']);
    first.unmount();
    renderAt(<DepositRules />, '/depositrule');
    expect((await screen.findAllByRole('listitem')).map((item) => item.textContent)).toEqual(['Minimum deposit is 100 points.']);
  });

  test('no text, or a failed call: NO DATA FOUND', async () => {
    api.reply('api-money-deposit-withdrawal-rule', rules('', ''));
    const first = renderAt(<DepositRules />, '/depositrule');
    expect(await screen.findByText('NO DATA FOUND')).toBeTruthy();
    first.unmount();
    clearCallCache();
    api.reply('api-money-deposit-withdrawal-rule', { status: 500, json: {} });
    renderAt(<WithdrawRules />, '/withdrawrule');
    expect(await screen.findByText('NO DATA FOUND')).toBeTruthy();
  });
});
