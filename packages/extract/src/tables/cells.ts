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
