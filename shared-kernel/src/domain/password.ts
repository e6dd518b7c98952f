import KERNEL_ENGLISH from '../languages/kernel/en';
import { formatMessage } from '../languages/message';

/** The fewest characters a new password may have (registration, reset, change); signing in takes any length. */
export const MIN_PASSWORD_LENGTH = 6;

/** What is wrong with a new password, in the screens' and the server's words, or null: `required` when it is empty. */
export function newPasswordProblem(password: string, required: string): string | null {
  const problem = newPasswordProblemKey(password, 'required');
  return problem === 'required' ? required : problem && formatMessage('en', KERNEL_ENGLISH[problem], { min: MIN_PASSWORD_LENGTH });
}

/**
 * What is wrong with a new password as a key of the kernel's catalog (`passwordTooShort`, its `{min}` is
 * MIN_PASSWORD_LENGTH), or `required` (the form's own key) when it is empty, or null.
 */
export function newPasswordProblemKey<Required extends string>(password: string, required: Required): Required | 'passwordTooShort' | null {
  if (password === '') return required;
  return [...password].length < MIN_PASSWORD_LENGTH ? 'passwordTooShort' : null;
}
