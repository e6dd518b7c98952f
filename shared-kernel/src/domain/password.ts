import { MESSAGES } from './messages';

/** The fewest characters a new password may have (registration, reset, change); signing in takes any length. */
export const MIN_PASSWORD_LENGTH = 6;

/** What is wrong with a new password, in the screens' and the server's words, or null: `required` when it is empty. */
export function newPasswordProblem(password: string, required: string): string | null {
  if (password === '') return required;
  return [...password].length < MIN_PASSWORD_LENGTH ? MESSAGES.passwordTooShort : null;
}
