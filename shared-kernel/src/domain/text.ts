/** How many characters of a username the side menu shows before the ellipsis. */
export const USERNAME_DISPLAY_LENGTH = 10;

/** A username cut to 10 characters plus an ellipsis when longer. */
export function cutUsername(name: string): string {
  const chars = [...name];
  return chars.length > USERNAME_DISPLAY_LENGTH ? `${chars.slice(0, USERNAME_DISPLAY_LENGTH).join('')}...` : name;
}
