/** Cell-content classification shared by the row-merging and header steps. */

const NUMBER = /^[([]?[-+−–]?\s?[$€£¥₹]?\s?(\d{1,3}([.,'’ ]\d{3})+|\d+)([.,]\d+)?\s?(%|‰|[$€£¥₹])?[)\]]?[*†‡]*$/u;
const PLACEHOLDER = /^([-–—.…]+|n\/?a|x|\*|–|nil|none|na)$/i;

/**
 * Currency codes and words printed beside an amount, a space apart ("EUR 12", "€ 1,234.50", "12 kr", "1 234 Kč"); the
 * signs $ € £ ¥ ₹ may also stand next to the digits (NUMBER).
 */
export const CURRENCY_WORDS = ['EUR', 'USD', 'GBP', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'HUF', 'JPY', 'CAD', 'AUD', 'kr', 'zł', 'Kč', 'Ft', 'Fr.', '$', '€', '£', '¥', '₹'];
const esc = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const CURRENCY = CURRENCY_WORDS.map(esc).join('|');
const CURRENCY_BEFORE = new RegExp(`^(${CURRENCY})\\s+(?=[-+−–(]?\\d)`, 'u');
const CURRENCY_AFTER = new RegExp(`(?<=[\\d)%])\\s+(${CURRENCY})$`, 'u');

/** A number (123 · 1,234.56 · 1.234,56 · (12) · 12% · $5 · EUR 12 · 12 kr), or a placeholder standing for a missing value. */
export function isNumericText(text: string): boolean {
  const t = text.trim();
  if (!t) return false;
  if (PLACEHOLDER.test(t)) return true;
  // an amount with its currency set a space apart reads as the amount
  const amount = t.replace(CURRENCY_BEFORE, '').replace(CURRENCY_AFTER, '');
  // several numbers in one cell ("12 14") still read as numeric content
  return amount.split(/\s+(?=[-+(]?\d)/).every((part) => NUMBER.test(part.trim()));
}

export function startsLowercase(text: string): boolean {
  return /^\p{Ll}/u.test(text.trim());
}

/** The text ends in a way that asks for more ("of", "and", a comma, a hyphen, an open bracket). */
export function endsOpen(text: string): boolean {
  const t = text.trim();
  return /[,;:\-–(/&]$/.test(t) || /\b(and|or|of|the|for|in|to|with|by|on|at|a|an|und|oder|der|die|das|mit|von|für|zu|zum|zur|im|auf|bei|aus|nach|über|et|ou|de|des|du|la|le|y|e|o|di|del|van|het|en)$/i.test(t);
}

/** The value of a plain number cell ("20,000", "1.5", "-3"), or null. Thousands separators are dropped. */
export function plainNumber(text: string): number | null {
  const t = text.trim().replace(/[,\s']/g, '');
  return /^[-+]?\d+(\.\d+)?$/.test(t) ? Number(t) : null;
}

/**
 * Chart axes read as a table: every numeric column with four or more values counts up or down in equal steps
 * (20,000 · 18,000 · 16,000 …) and there is at least one such column; a column of four or more amounts in another
 * form ("67,54 kr", "(6,60)") whose digits do not step evenly is data (beside a column of years naming blocks).
 */
export function looksLikeChartAxes(columns: readonly (readonly string[])[]): boolean {
  let progressions = 0;
  const regular = (values: readonly number[]) => {
    const steps = values.slice(1).map((v, i) => v - values[i]!);
    const step = steps[0]!;
    return step !== 0 && steps.filter((d) => Math.abs(d - step) < 1e-9).length >= 0.8 * steps.length;
  };
  const stepping: number[] = [];
  columns.forEach((texts, k) => {
    const values = texts.map(plainNumber).filter((v): v is number => v !== null);
    // heading lines above a column's first number (a heading wrapped to two or three lines) are not its values
    const first = texts.findIndex((t) => plainNumber(t) !== null);
    const below = first < 0 ? [] : texts.slice(first);
    if (values.length >= 4 && values.length >= 0.8 * below.filter((t) => t.trim()).length && regular(values)) stepping.push(k);
  });
  if (stepping.length >= 3 && isSteppingGrid(columns, stepping, regular)) return false;
  if (stepping.some((k) => labelsRecords(columns, k))) return false;
  for (const texts of columns) {
    const values = texts.map(plainNumber).filter((v): v is number => v !== null);
    if (values.length < 4) {
      // a column of amounts in another form ("67,54 kr", "(6,60)", "12.5%"): data, unless its digits too step evenly
      // (axis labels with a currency or unit sign)
      const amounts = texts.filter((t) => isNumericText(t) && /\d/.test(t)).map((t) => Number(t.replace(/\D/g, '')));
      if (amounts.length >= 4 && amounts.length > values.length && !regular(amounts)) return false;
      continue;
    }
    if (!regular(values)) return false;
    progressions++;
  }
  return progressions > 0;
}

/**
 * A grid of numbers stepping evenly both down three or more columns and along their rows (a numbered grid, a
 * calendar: 1 8 15 22 / 2 9 16 23 …) is data. Chart axes step down a column or two (left and right axes) and
 * along one row of ticks; side-by-side panels repeat the same ticks, so their rows do not step.
 */
function isSteppingGrid(
  columns: readonly (readonly string[])[],
  stepping: readonly number[],
  regular: (values: readonly number[]) => boolean,
): boolean {
  const rows = columns[stepping[0]!]!.length;
  let full = 0;
  let even = 0;
  for (let r = 0; r < rows; r++) {
    const values = stepping.map((k) => plainNumber(columns[k]![r] ?? ''));
    if (values.some((v) => v === null)) continue;
    full++;
    if (regular(values as number[])) even++;
  }
  return full >= 4 && even >= 0.8 * full;
}

/**
 * A stepping column (years, row numbers) beside a column of words filled on the same rows — four at least, and at
 * least 80 % of them — numbers records (a year, a grade, a remark on each row): axis ticks stand beside an empty plot.
 */
function labelsRecords(columns: readonly (readonly string[])[], k: number): boolean {
  const rows = columns[k]!.map((t, r) => (plainNumber(t) !== null ? r : -1)).filter((r) => r >= 0);
  if (rows.length < 4) return false;
  return columns.some(
    (texts, j) => j !== k && rows.filter((r) => /\p{L}/u.test(texts[r] ?? '') && !isNumericText(texts[r] ?? '')).length >= 0.8 * rows.length,
  );
}
