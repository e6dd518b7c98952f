import { MESSAGES } from './messages';

/** How many characters of a username the side menu shows before the ellipsis. */
export const USERNAME_DISPLAY_LENGTH = 10;

/** A username cut to 10 characters plus an ellipsis when longer. */
export function cutUsername(name: string): string {
  const chars = [...name];
  return chars.length > USERNAME_DISPLAY_LENGTH ? `${chars.slice(0, USERNAME_DISPLAY_LENGTH).join('')}...` : name;
}

/** The most characters a player's name may have (registration and Profile; the server refuses more). */
export const NAME_MAX_LENGTH = 60;

/** Why a name will not do (`required` when empty, the maximum when too long), or null. */
export function nameProblem(name: string, required: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return required;
  return trimmed.length > NAME_MAX_LENGTH ? MESSAGES.nameTooLong(NAME_MAX_LENGTH) : null;
}
