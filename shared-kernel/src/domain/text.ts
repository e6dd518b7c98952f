import { MESSAGES } from './messages';

/** How many characters of a username the side menu shows before the ellipsis. */
export const USERNAME_DISPLAY_LENGTH = 10;

/** A username cut to 10 characters plus an ellipsis when longer. */
export function cutUsername(name: string): string {
  const chars = [...name];
  return chars.length > USERNAME_DISPLAY_LENGTH ? `${chars.slice(0, USERNAME_DISPLAY_LENGTH).join('')}...` : name;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const HTML_UNESCAPES = Object.fromEntries(Object.entries(HTML_ESCAPES).map(([char, entity]) => [entity, char]));

/**
 * Plain text lines (an operator's How To Play) as the legacy clients take them, which render the field as HTML: every
 * `& < > " '` escaped, a line break as `<br>`. Nothing the operator typed can become markup.
 */
export function linesAsHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char)
    .split('\n')
    .join('<br>');
}

/** The lines `linesAsHtml` made, back as text (our own screens show them as a list), empty lines left out. */
export function htmlLines(html: string): string[] {
  return html
    .split(/<br\s*\/?>|\n/i)
    .map((line) => line.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => HTML_UNESCAPES[entity] ?? entity).trim())
    .filter(Boolean);
}

/** The most characters a player's name may have (registration and Profile; the server refuses more). */
export const NAME_MAX_LENGTH = 60;

/** Why a name will not do (`required` when empty, the maximum when too long), or null. */
export function nameProblem(name: string, required: string): string | null {
  const problem = nameProblemKey(name, 'required');
  return problem === 'required' ? required : problem && MESSAGES.nameTooLong(NAME_MAX_LENGTH);
}

/** Why a name will not do, as `required` (the form's own key) or the kernel catalog's `nameTooLong` (`{max}`), or null. */
export function nameProblemKey<Required extends string>(name: string, required: Required): Required | 'nameTooLong' | null {
  const trimmed = name.trim();
  if (trimmed === '') return required;
  return trimmed.length > NAME_MAX_LENGTH ? 'nameTooLong' : null;
}
