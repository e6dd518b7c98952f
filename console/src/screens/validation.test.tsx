/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ContentScreen } from './ContentScreen';
import { MarketForm } from './MarketForm';

describe('what the console sends is checked as the server checks it', () => {
  test('a contact number that is not a phone number says so and cannot be saved', async () => {
    global.fetch = jest.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => ({
        contacts: { mobile_1: '9123456789', mobile_no: '', telegram_no: '', app_link: '' },
        headlines: [],
        rules: { withdrawal_rule: '', deposit_rule: '' },
        how_to_play: { content: '', video_link: '' },
        payment: { upi_id: '', qr_image: '', google_upi_payment_id: '', phonepay_upi_payment_id: '', paytm_upi_payment_id: '' },
        withdraw: { min_withdrawal: 500, open_time: '09:00 AM', close_time: '09:00 PM' },
        deposit: { min_deposit: 100 },
        android_app: { min_version: '', current_version: '', update_message: '' },
      }),
    })) as unknown as typeof fetch;
    render(<ContentScreen />);
    const form = await screen.findByRole('form', { name: 'Contacts' });
    fireEvent.change(within(form).getByLabelText('Chat number'), { target: { value: 'abc' } });
    expect(within(form).getByRole('alert').textContent).toBe('abc is not a phone number: use digits only, e.g. 9876543210');
    expect((within(form).getByRole('button', { name: 'Save Contacts' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText('Chat number'), { target: { value: '9876543210' } });
    expect(within(form).queryByRole('alert')).toBeNull();
    // The withdrawal window is picked with time pickers, shown in 24-hour form for the browser.
    const withdraw = screen.getByRole('form', { name: 'Withdrawals' });
    expect((within(withdraw).getByLabelText('Window closes') as HTMLInputElement).value).toBe('21:00');
  });

  test('a market’s times come from time pickers and go to the server as 03:45 PM', async () => {
    const onSave = jest.fn(async () => undefined);
    render(<MarketForm kind="main" onSave={onSave} onCancel={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'KALYAN' } });
    fireEvent.change(screen.getByLabelText('Open time'), { target: { value: '15:45' } });
    fireEvent.change(screen.getByLabelText('Close time'), { target: { value: '17:45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'KALYAN', open: '03:45 PM', close: '05:45 PM' }, '');
  });
});
