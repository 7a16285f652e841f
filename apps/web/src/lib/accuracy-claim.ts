/**
 * What the app says about accuracy: only what the benchmarks measure, with their basis. Written by
 * `npx tsx bench/generated/claim.ts` in packages/extract from its last benchmark results (packages/extract/bench/README.md,
 * "Published accuracy claim") — do not edit by hand; run the benchmarks and the script again when the engine changes.
 */
export const BENCHMARK = {
  measuredOn: '2026-11-28',
  /** generated invoices, each composed from independent layout and wording choices (micro over header fields) */
  generated: { invoices: 1000, languages: 13, headerFields: 0.994, lineItemF1: 0.9912 },
  /** real invoices of the development corpus (macro over layout families) */
  corpus: { invoices: 98, headerFields: 0.9535, lineItemF1: 0.9172 },
} as const;

/** a share as a whole percent, rounded down so the claim stays true */
export function percent(share: number): number {
  return Math.floor(share * 100 + 1e-9);
}

const count = (n: number) => n.toLocaleString('en-US');

/** the one-line claim (landing page) */
export const ACCURACY_CLAIM = `${percent(BENCHMARK.generated.headerFields)}% of header fields right on our benchmark of ${count(BENCHMARK.generated.invoices)} invoices`;

/** the longer statement with both bases (FAQ, terms) */
export const ACCURACY_DETAIL = `On our benchmark of ${count(BENCHMARK.generated.invoices)} generated invoices in ${BENCHMARK.generated.languages} languages, each composed from independent layout and wording choices, we read ${percent(BENCHMARK.generated.headerFields)}% of the header fields (invoice number, dates, currency, seller and buyer, VAT ids, totals) correctly; on ${count(BENCHMARK.corpus.invoices)} real invoices from our test collection, ${percent(BENCHMARK.corpus.headerFields)}%.`;
