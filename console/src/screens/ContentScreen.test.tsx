/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MeContext, type Me } from '../me';
import { ContentScreen } from './ContentScreen';

type Call = { method: string; url: string; body?: unknown };

const signedIn = (role: string, permissions: string[], children: React.ReactNode) => {
  const me: Me = { name: `${role}-one`, role, permissions, must_choose_password: false };
  return <MeContext.Provider value={me}>{children}</MeContext.Provider>;
};

describe('Content', () => {
  const stored = {
    contacts: { mobile_1: '9123456780', mobile_no: '', telegram_no: '', app_link: '' },
    withdraw: { min_withdrawal: 500, open_time: '09:00 AM', close_time: '09:00 PM' },
    deposit: { min_deposit: 100 },
    rules: { withdrawal_rule: '', deposit_rule: '' },
    how_to_play: { content: 'Pick a market', video_link: '' },
    headlines: [],
    payment: { upi_id: 'shop@okaxis', qr_image: '', google_upi_payment_id: '', phonepay_upi_payment_id: '', paytm_upi_payment_id: '' },
    slider_images: [],
  };

  test('support reads payment ids and money rules but cannot change them; How To Play it saves, with a note', async () => {
    const calls: Call[] = [];
    global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
      calls.push({ method: init?.method ?? 'GET', url, ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}) });
      return { ok: true, status: 200, json: async () => (init?.method === 'POST' ? { how_to_play: {} } : stored) } as Response;
    }) as unknown as typeof fetch;
    render(signedIn('support', ['overview', 'self', 'players.read', 'content.read', 'content.write'], <ContentScreen />));
    const payment = await screen.findByRole('form', { name: 'Payment ids and QR' });
    expect(within(payment).getByLabelText('UPI id').matches(':disabled')).toBe(true);
    expect((within(payment).getByLabelText('UPI id') as HTMLInputElement).value).toBe('shop@okaxis');
    expect(within(payment).queryByRole('button')).toBeNull();
    expect(payment.textContent).toContain("Payment ids, contact numbers and money rules are an owner's to change.");
    for (const name of ['Contacts', 'Rules', 'Withdrawals', 'Deposits']) expect(within(screen.getByRole('form', { name })).queryByRole('button')).toBeNull();

    const howTo = screen.getByRole('form', { name: 'How to play' });
    fireEvent.change(within(howTo).getByLabelText('Note (why, for the audit list)'), { target: { value: 'clearer steps' } });
    fireEvent.click(within(howTo).getByRole('button', { name: 'Save How to play' }));
    await within(howTo).findByText('How to play saved');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/operator/content/how_to_play', body: { content: 'Pick a market', video_link: '', note: 'clearer steps' } },
    ]);
  });

  test('an owner may change them all', async () => {
    global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => stored }) as Response) as unknown as typeof fetch;
    render(signedIn('owner', ['content.read', 'content.write', 'content.money'], <ContentScreen />));
    const payment = await screen.findByRole('form', { name: 'Payment ids and QR' });
    expect(within(payment).getByLabelText('UPI id').matches(':disabled')).toBe(false);
    expect(within(payment).getByRole('button', { name: 'Save Payment ids and QR' })).toBeTruthy();
  });
});
