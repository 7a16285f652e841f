/** Cell-content classification shared by the row-merging and header steps. */

const NUMBER = /^[([]?[-+−–]?\s?[$€£¥₹]?\s?(\d{1,3}([.,'’ ]\d{3})+|\d+)([.,]\d+)?\s?(%|‰|[$€£¥₹])?[)\]]?[*†‡]*$/u;
const PLACEHOLDER = /^([-–—.…]+|n\/?a|x|\*|–|nil|none|na)$/i;

/** A number (123 · 1,234.56 · 1.234,56 · (12) · 12% · $5), or a placeholder standing for a missing value. */
export function isNumericText(text: string): boolean {
  const t = text.trim();
  if (!t) return false;
  if (PLACEHOLDER.test(t)) return true;
  // several numbers in one cell ("12 14") still read as numeric content
  return t.split(/\s+(?=[-+(]?\d)/).every((part) => NUMBER.test(part.trim()));
}

export function startsLowercase(text: string): boolean {
  return /^\p{Ll}/u.test(text.trim());
}

/** The text ends in a way that asks for more ("of", "and", a comma, a hyphen, an open bracket). */
export function endsOpen(text: string): boolean {
  const t = text.trim();
  return /[,;:\-–(/&]$/.test(t) || /\b(and|or|of|the|for|in|to|with|by|on|at|a|an|und|oder|der|die|das|et|ou|de|des|du|la|le|y|e|o|di|del|van|het|en)$/i.test(t);
}
