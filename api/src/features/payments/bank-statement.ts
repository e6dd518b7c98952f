import { parse, CsvError } from 'csv-parse/sync';
import { InvalidInput } from '../../domain-errors';
import { readIndianDate } from './indian-date';
import { PAYMENT_READING_PROBLEMS as PROBLEMS, STATEMENT_PROBLEMS } from './messages';
import { readRupees } from './rupees';
import { COLUMNS_BY_NAME, COLUMN_NAMES, CREDIT_MARKS, STATEMENT_FORMATS } from './statement-formats';

/** A credit of a bank statement: its file line, UTR, whole-rupee amount, day (ISO), narration and what it says of the payer. */
export type StatementRow = { line: number; utr: string; amount: number; paidAt: string; narration: string; payerUpi?: string; payerName?: string };

/** A statement read: which format, its credits, and each credit it could not read with the reason. */
export type ParsedStatement = { format: string; rows: StatementRow[]; skipped: Array<{ line: number; reason: string }> };

type Located = { date: number; narration: number; credit: number; reference?: number; creditMark?: { index: number; credits: readonly string[] } };
type Reading = { row: StatementRow } | { skipped: string } | null;

// Preambles (holder, branch, period) run to a few dozen lines before the header.
const HEADER_SEARCH_ROWS = 60;
// A column by its letters and digits: "Chq / Ref No." is "Chq./Ref.No.".
const columnKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
// By name, the currency says nothing of what a column holds: "Credit (INR)" is "Credit".
const nameKey = (name: string) => columnKey(name).replace(/(?:inr|rs)$/, '');
// A UPI id: no hyphen, as HDFC's narrations join fields with hyphens ("UPI-NAME-id@bank-IFSC-UTR-NOTE").
const UPI_ID = /(?<![\w.])[\w.]+@[a-z][a-z0-9]*(?:\.[a-z0-9]+)*/gi;
const TWELVE_DIGITS = /(?<!\d)\d{12}(?!\d)/g;
// A reference column may pad the UTR with zeros (HDFC: 0000433112345678); all zeros is no reference.
const PADDED_UTR = /^0*([1-9]\d{11})$/;
const PAYER_NAMES = [/UPI\/(?:[a-z0-9]{2,3}\/)?\d{12}\/([a-z][a-z .]*?)\s*(?:\/|$)/i, /UPI-([a-z][a-z .]*?)-[\w.]+@/i];
const DATE_AND_TIME = /^(.+?)[ T]\d{1,2}:\d{2}(?::\d{2})?(?:\s?[ap]m)?$/i;

function locateFormat(cells: readonly string[]): { format: string; columns: Located } | null {
  const keys = cells.map(columnKey);
  const present = keys.filter(Boolean).join('|');
  for (const format of STATEMENT_FORMATS) {
    if (format.header.map(columnKey).join('|') !== present) continue;
    const at = (name: string) => keys.indexOf(columnKey(name));
    const { date, narration, credit, reference, creditMark } = format.columns;
    const columns: Located = { date: at(date), narration: at(narration), credit: at(credit) };
    if (reference) columns.reference = at(reference);
    if (creditMark) columns.creditMark = { index: at(creditMark.column), credits: creditMark.credits };
    return { format: format.name, columns };
  }
  return locateByName(cells);
}

function locateByName(cells: readonly string[]): { format: string; columns: Located } | null {
  const keys = cells.map(nameKey);
  const find = (names: readonly string[]) => {
    const name = names.find((candidate) => keys.includes(nameKey(candidate)));
    return name === undefined ? -1 : keys.indexOf(nameKey(name));
  };
  const date = find(COLUMN_NAMES.date);
  const narration = find(COLUMN_NAMES.narration);
  if (date < 0 || narration < 0) return null;
  const reference = find(COLUMN_NAMES.reference);
  const withReference = (columns: Located) => ({ format: COLUMNS_BY_NAME, columns: reference < 0 ? columns : { ...columns, reference } });
  const credit = find(COLUMN_NAMES.credit);
  if (credit >= 0) return withReference({ date, narration, credit });
  const amount = find(COLUMN_NAMES.amount);
  const mark = find(COLUMN_NAMES.creditMark);
  if (amount < 0 || mark < 0) return null;
  return withReference({ date, narration, credit: amount, creditMark: { index: mark, credits: CREDIT_MARKS } });
}

function utrOf(narration: string, reference: string): { utr: string } | { problem: string } {
  const inNarration = [...new Set(narration.replace(UPI_ID, ' ').match(TWELVE_DIGITS) ?? [])].filter((digits) => /[1-9]/.test(digits));
  const inReference = PADDED_UTR.exec(reference)?.[1];
  const candidates = [...new Set([...inNarration, ...(inReference ? [inReference] : [])])];
  if (candidates.length > 1) return { problem: PROBLEMS.severalUtrs(candidates) };
  const [utr] = candidates;
  return utr ? { utr } : { problem: PROBLEMS.noUtr };
}

function readDay(text: string): string | null {
  return readIndianDate(text) ?? readIndianDate(DATE_AND_TIME.exec(text)?.[1] ?? '');
}

function readRow(cells: readonly string[], line: number, columns: Located): Reading {
  const cell = (index: number | undefined) => (index === undefined ? '' : (cells[index] ?? '').trim());
  const mark = columns.creditMark;
  if (mark && !mark.credits.some((credit) => columnKey(credit) === columnKey(cell(mark.index)))) return null;
  const creditText = cell(columns.credit).replace(/^(?:Rs\.?|INR|₹)\s*/i, '').replace(/\s*Cr\.?$/i, '');
  if (creditText === '') return null;
  const amount = readRupees(creditText);
  const dateText = cell(columns.date);
  const paidAt = readDay(dateText);
  // Neither a day nor an amount: a separator, a heading or a total, not a transaction.
  if (!amount.ok && paidAt === null) return null;
  // Banks put 0.00 in the credit column of a debit.
  if (amount.ok && amount.rupees === 0) return null;
  if (!amount.ok) return { skipped: amount.problem === 'has_paise' ? PROBLEMS.hasPaise(creditText) : PROBLEMS.notAnAmount(creditText) };
  if (paidAt === null) return { skipped: PROBLEMS.badDate(dateText) };
  const narration = cell(columns.narration);
  const found = utrOf(narration, cell(columns.reference));
  if ('problem' in found) return { skipped: found.problem };
  const row: StatementRow = { line, utr: found.utr, amount: amount.rupees, paidAt, narration };
  const payerUpi = narration.match(UPI_ID)?.[0];
  if (payerUpi) row.payerUpi = payerUpi;
  const payerName = PAYER_NAMES.map((pattern) => pattern.exec(narration)?.[1]?.trim()).find(Boolean);
  if (payerName) row.payerName = payerName;
  return { row };
}

const newlinesIn = (cell: string) => (cell.includes('\n') ? cell.split('\n').length - 1 : 0);

function recordsOf(csvText: string): Array<{ cells: string[]; line: number }> {
  let records: string[][];
  try {
    records = parse(csvText, { bom: true, relax_column_count: true, relax_quotes: true });
  } catch (error) {
    if (error instanceof CsvError) throw new InvalidInput(STATEMENT_PROBLEMS.notCsv(error.message), 'statement_not_csv');
    throw error;
  }
  // Each record starts on the line after the last one's end, a quoted field may span lines, and an empty line is a
  // record of its own. Counted here, as csv-parse's own `info` per record costs more than the whole parse.
  let line = 1;
  return records.map((cells) => {
    const at = line;
    line += 1 + cells.reduce((count, cell) => count + newlinesIn(cell), 0);
    return { cells, line: at };
  });
}

/**
 * Reads a bank account's CSV export: its format by the header row (past any preamble), and each credit's UTR (from the
 * narration, or a 12-digit reference column), whole-rupee amount and day. Debits are left out; a credit that cannot be
 * read is in `skipped` with the reason. Throws InvalidInput naming the columns it needs when no header is recognised.
 */
export function parseStatement(csvText: string): ParsedStatement {
  const records = recordsOf(csvText);
  const headerAt = records.slice(0, HEADER_SEARCH_ROWS).findIndex(({ cells }) => locateFormat(cells) !== null);
  const header = headerAt < 0 ? null : locateFormat(records[headerAt]?.cells ?? []);
  if (!header) throw new InvalidInput(STATEMENT_PROBLEMS.needsHeader, 'statement_format_unknown');
  const parsed: ParsedStatement = { format: header.format, rows: [], skipped: [] };
  for (const { cells, line } of records.slice(headerAt + 1)) {
    const reading = readRow(cells, line, header.columns);
    if (reading && 'row' in reading) parsed.rows.push(reading.row);
    else if (reading) parsed.skipped.push({ line, reason: reading.skipped });
  }
  return parsed;
}
