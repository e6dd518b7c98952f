/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { sessionAtom } from '@matka/shared-kernel/session';
import { renderScreen, startFakeApi } from '@matka/shared-kernel/testing';
import ChangePassword from './ChangePassword';
import Profile from './Profile';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

const signedIn = () => {
  const store = createStore();
  store.set(sessionAtom, { username: 'Ravi', mobile: '9876543210' });
  return store;
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('Profile', () => {
  test('an empty name: "Name is required!"', () => {
    renderScreen(<Profile />, '/profile', signedIn());
    type('Name', ' ');
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(screen.getByText('Name is required!')).toBeTruthy();
  });

  test('a 300-character name says the maximum, and nothing is sent', () => {
    renderScreen(<Profile />, '/profile', signedIn());
    type('Name', 'A'.repeat(300));
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(screen.getByText('Name can be at most 60 characters')).toBeTruthy();
    expect(api.calls.filter((call) => call.name === 'api-profile-update')).toEqual([]);
  });

  test('a new name is saved and shown everywhere the session is read', async () => {
    api.reply('api-profile-update', { json: { status: true, msg: 'Profile updated successfully', user_name: 'Ravi Kumar' }, held: true });
    const store = signedIn();
    renderScreen(<Profile />, '/profile', store);
    type('Name', 'Ravi Kumar');
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await screen.findByRole('button', { name: 'Updating...' });
    await waitFor(() => expect(api.calls.some((call) => call.name === 'api-profile-update')).toBe(true));
    act(() => api.release());
    await waitFor(() => expect(store.get(sessionAtom)?.username).toBe('Ravi Kumar'));
  });
});

describe('Change Password', () => {
  test('the rules\' messages for each field', () => {
    renderScreen(<ChangePassword />, '/change', signedIn());
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByText('Current Password is required!')).toBeTruthy();
    expect(screen.getByText('New Password is required!')).toBeTruthy();
    expect(screen.getByText('Confirm Password is required!')).toBeTruthy();
    type('Current Password', 'old');
    type('New Password', 'new-pass1');
    type('Confirm Password', 'new-pass2');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByText('Confirm Password is not equal to New Password!')).toBeTruthy();
  });

  test('a new password under 6 characters is refused on the screen, before it is sent', () => {
    renderScreen(<ChangePassword />, '/change', signedIn());
    type('Current Password', 'old-pass');
    type('New Password', '12345');
    type('Confirm Password', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(api.calls.some((call) => call.name === 'api-change-password')).toBe(false);
  });

  test("the server checks the current password: its refusal is shown, and the player stays signed in", async () => {
    api.reply('api-change-password', { status: 400, json: { status: false, msg: 'Old password is incorrect' } });
    const store = signedIn();
    renderScreen(<ChangePassword />, '/change', store);
    type('Current Password', 'wrong');
    type('New Password', 'new-pass1');
    type('Confirm Password', 'new-pass1');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Old password is incorrect');
    expect(store.get(sessionAtom)).not.toBeNull();
  });

  test('after a change the player stays signed in here (the server ends the other sessions): the success message, the form cleared', async () => {
    api.reply('api-change-password', { json: { status: true, msg: 'Successfully changed password' } });
    const store = signedIn();
    renderScreen(<ChangePassword />, '/change', store);
    type('Current Password', 'old');
    type('New Password', 'new-pass1');
    type('Confirm Password', 'new-pass1');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await screen.findByText('Successfully changed password');
    expect((screen.getByLabelText('Current Password') as HTMLInputElement).value).toBe('');
    expect(screen.getAllByTestId('location').at(-1)?.textContent).toBe('/change');
    expect(store.get(sessionAtom)).not.toBeNull();
  });
});
