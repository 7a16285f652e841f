/**
 * Generated multi-page invoices for the table-continuation tests: the item table of a `src/fixtures` invoice runs
 * over several pages (each page ends with the "continued" note and a page-number footer, the next page repeats
 * the item header). Ruled or unruled, in any of the fixture languages.
 */
import { longInvoiceSpec, renderInvoice, SAMPLE_EN, type FixtureSpec } from '../../src/fixtures/index.js';

/** An invoice whose item table fills about `pages` pages. */
export function longInvoice(pages: number, opts: { ruled?: boolean; base?: FixtureSpec } = {}): Promise<Uint8Array> {
  const spec = longInvoiceSpec(pages);
  const base = opts.base ?? spec;
  return renderInvoice({
    ...base,
    id: `${base.id}-long-${pages}p`,
    lines: spec.lines,
    ruled: opts.ruled ?? spec.ruled,
  });
}

export { SAMPLE_EN };
