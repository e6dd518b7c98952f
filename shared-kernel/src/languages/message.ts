import type { Language } from './languages';

/** Values a message takes: `{name}` is put in as text, a number as Indian-grouped Western digits. */
export type MessageValues = Record<string, string | number>;

const numberFormat = new Intl.NumberFormat('en-IN', { numberingSystem: 'latn', maximumFractionDigits: 2 });

/**
 * A number as Indian apps show money and counts, in every language: Indian grouping, Western digits (129490 →
 * `1,29,490`).
 */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

const pluralRules = new Map<Language, Intl.PluralRules>();
const pluralRule = (language: Language) => {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules;
};

/** Finds the `}` that closes the `{` at `open`. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let at = open; at < text.length; at++) {
    if (text[at] === '{') depth++;
    else if (text[at] === '}' && --depth === 0) return at;
  }
  throw new Error(`unclosed { in message: ${text}`);
}

/** `one {# bid} other {# bids}` → { one: '# bid', other: '# bids' }. */
function pluralCases(body: string): Map<string, string> {
  const cases = new Map<string, string>();
  let at = 0;
  while (at < body.length) {
    const open = body.indexOf('{', at);
    if (open < 0) break;
    const end = closing(body, open);
    cases.set(body.slice(at, open).trim(), body.slice(open + 1, end));
    at = end + 1;
  }
  return cases;
}

/**
 * An ICU-style message with its values: `{name}` and `{count, plural, =0 {no bids} one {# bid} other {# bids}}` (the
 * plural categories are the language's own, from Intl.PluralRules; `#` is the number, formatted). Nothing else of ICU
 * is needed by our texts; a value missing from `values` is a mistake and throws.
 */
export function formatMessage(language: Language, message: string, values: MessageValues = {}): string {
  let out = '';
  let at = 0;
  while (at < message.length) {
    const open = message.indexOf('{', at);
    if (open < 0) return out + message.slice(at);
    out += message.slice(at, open);
    const end = closing(message, open);
    const inner = message.slice(open + 1, end);
    const [name = '', kind, ...rest] = inner.split(',');
    const value = values[name.trim()];
    if (value === undefined) throw new Error(`message needs {${name.trim()}}: ${message}`);
    if (kind?.trim() === 'plural') {
      const count = Number(value);
      const cases = pluralCases(rest.join(','));
      const chosen = cases.get(`=${count}`) ?? cases.get(pluralRule(language).select(count)) ?? cases.get('other') ?? '';
      out += formatMessage(language, chosen.replaceAll('#', formatNumber(count)), values);
    } else {
      out += typeof value === 'number' ? formatNumber(value) : value;
    }
    at = end + 1;
  }
  return out;
}
