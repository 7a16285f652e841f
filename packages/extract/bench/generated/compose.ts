/**
 * Composes one invoice from independent choices (language, label wording, letterhead, address window, footer legal
 * notice, table style, item layout, discounts, VAT rates, group subtotals, net/gross columns, per-100 prices, number and
 * date formats, font, size, pages, …) and computes its ground truth, in the shape bench/invoices.ts scores.
 * Deterministic: `compose(seed)` gives the same invoice everywhere.
 */
import type { LineItem } from '../../src/types.js';
import type { FieldName, Truth } from '../invoices.js';
import { printVatId, vatId } from './ids.js';
import { Rng } from './rng.js';
import { CASH_UNIT, FOURTEENTH, NATIONAL_CURRENCY, PER_EURO, REFS, WITHHOLDING } from './vocab-terms.js';
import { CREDIT_NOTE, LANGS, type Lang, NAME_STEMS, SURNAMES, type UnitCode, VOCAB, type Vocab } from './vocab.js';

/** Every choice and its values; the benchmark reports accuracy per `name=value`. */
export const CHOICES = {
  language: LANGS,
  parties: ['letterhead+window', 'two-boxes'],
  letterhead: ['left', 'right', 'center', 'banner', 'none'],
  window: ['left', 'right'],
  senderLine: ['yes', 'no'],
  buyerHeading: ['yes', 'no'],
  shipTo: ['yes', 'no'],
  details: ['beside-window', 'under-title', 'stacked-row', 'inline'],
  title: ['plain', 'with-number'],
  numberFormat: ['prefix-year-seq', 'digits', 'slashes', 'short-prefix'],
  sellerVat: ['footer', 'letterhead', 'details'],
  buyerVat: ['printed', 'absent'],
  vatPrefix: ['with', 'without'],
  footer: ['columns', 'line', 'none'],
  table: ['ruled', 'zebra', 'none'],
  items: ['single', 'wrapped', 'desc-before-amount', 'desc-after-amount'],
  columnsOrder: ['desc-first', 'qty-first'],
  position: ['yes', 'no'],
  article: ['column', 'none'],
  unit: ['column', 'with-qty', 'none'],
  discount: ['none', 'column', 'row'],
  vat: ['single', 'multi'],
  vatColumn: ['yes', 'no'],
  amounts: ['net', 'net+gross'],
  price: ['unit', 'per100-column', 'per100-suffix'],
  groups: ['none', 'subtotals'],
  carry: ['yes', 'no'],
  charges: ['none', 'shipping'],
  taxLines: ['rate-label', 'rate-of-base', 'breakdown-table'],
  prepaid: ['no', 'yes'],
  dueDate: ['field', 'sentence', 'none'],
  currency: ['code', 'symbol', 'header'],
  numbers: ['dot-comma', 'comma-dot', 'space-comma', 'apos-dot', 'plain-comma', 'plain-dot'],
  dates: ['dmy-dot', 'dmy-slash', 'dmy-dash', 'iso', 'long', 'dmy-short'],
  font: ['helvetica', 'times', 'courier', 'noto'],
  size: ['small', 'normal', 'large'],
  pages: ['1', '2', '3', '4', '5'],
  // (picked from a stream of its own, so the choices above and everything drawn after them stay as they were)
  totals: ['column', 'row'],
  headerLines: ['one', 'two'],
  itemDate: ['none', 'date', 'period'],
  logo: ['no', 'yes'],
  // the recipient's name in the address window printed large and bold, like a letterhead's
  recipient: ['normal', 'large'],
  // a letter (or premium notice) that states its amounts in a sentence instead of an item table and totals block
  body: ['table', 'letter'],
  // a credit note (one document in eight): its own title, a row naming the invoice it corrects (a second number and
  // date on the page), and its amounts printed with a minus before or after, in parentheses, or unsigned
  kind: ['invoice', 'credit-note'],
  sign: ['none', 'minus', 'trailing', 'parens', 'unsigned'],
  numAlign: ['right', 'center', 'left'],
  precision: ['plain', 'erp'],
  slip: ['none', 'transfer'],
  cellCurrency: ['none', 'symbol'],
  // a cash-rounding line before the amount due (BT-114): "Öresavrundning 0,40", "Rundung -0,02"
  rounding: ['none', 'cash'],
  // the VAT (or all totals) restated in the national currency with an exchange-rate line, the invoice being in another
  secondCurrency: ['none', 'national'],
  // early-payment discount terms: a discount until a first date, the full amount until the net due date (the due date)
  earlyDiscount: ['none', 'terms'],
  // group headings that name a delivery note with its number and date ("Lieferschein 4711 vom 03.11.2026")
  groupHead: ['name', 'delivery-note'],
  // VAT-inclusive prices and amounts (retail, B2C): the item table prints gross figures, the totals block the gross first,
  // then the VAT it contains and the net ("Total 119,00 / includes VAT 19 % 19,00 / Net 100,00")
  taxIncluded: ['no', 'yes'],
  // a per-line VAT amount column beside the net amount ("Kwota VAT", "MwSt.-Betrag"), as Polish, Czech, Iberian and many
  // ERP layouts print it: a figure column that is not the line amount
  lineVat: ['none', 'column'],
  // ordered and delivered quantity columns (and sometimes the quantity still open), as ERP delivery invoices print
  // them: the delivered quantity is the invoiced one, the one that times the price gives the amount
  quantities: ['one', 'ordered+delivered'],
  // correspondence references with short values: the recipient's reference, the date of their order or letter, the
  // sender's reference and a contact person ("Ihr Zeichen", "Ihre Nachricht vom", "Unser Zeichen", "Sachbearbeiter")
  references: ['none', 'letter'],
  // a withholding tax at source (Spanish IRPF, Italian ritenuta d'acconto, Portuguese retenção na fonte, withholding tax)
  // between the VAT and the amount to pay: after a printed gross, or in its place with the total left after it
  withholding: ['none', 'at-source'],
  // a services table of descriptions and amounts only — no quantity or price column — as freelancers' and service
  // invoices print it, the totals block set under the figures
  figures: ['qty-price', 'amount-only'],
  // (the eleventh stream, eighteenth round) the totals block as a ruled box to the right: labels in a column of their
  // own, the values right-aligned in theirs (and sometimes a currency-code column between them), a rule under each row
  totalsBox: ['plain', 'boxed'],
  // every money figure of the item table and the totals with its ISO code before it ("EUR 12,50"), as ERP and
  // export invoices print it
  moneyCode: ['none', 'code-before'],
  // an item table without any header row: the columns are known only from their figures (word-processor invoices)
  tableHead: ['row', 'none'],
  // a "Bill to" and a "Ship to" block side by side under the letterhead, in place of the address window
  addresses: ['window', 'bill-ship'],
  // no letterhead: the seller's name, address and VAT number only in a footer of columns
  sellerAt: ['letterhead', 'footer-only'],
  // the invoice's ids and dates in a boxed grid (small label over each value), with the delivery note's number too
  idBox: ['no', 'yes'],
  // (the twelfth stream, twentieth round) every label of the details, the item table's titles and the totals in
  // capitals, as many ERP printouts set them ("RECHNUNGSNUMMER", "NET AMOUNT")
  labelCase: ['as-written', 'capitals'],
  // dot leaders from each totals label to its figure ("Net amount .......... 100,00"), as line-printer and ERP text
  // layouts fill the gap
  leaders: ['none', 'dots'],
  // a discount column that prints the amount taken off the line (money) in place of its percentage
  discountForm: ['percent', 'amount'],
  // prices per 1000 units in place of per 100 (screws, labels, printed matter are priced per mille)
  perBase: ['100', '1000'],
  // the totals block at the left margin under the table, in place of the right
  totalsAt: ['right', 'left'],
  // a unit glued to its quantity ("12Stk", "2,5h"), as narrow ERP columns print it
  qtyUnit: ['spaced', 'glued'],
  // an intra-community or domestic reverse charge: every line at 0 % and a note that the recipient accounts for the VAT
  vatRegime: ['standard', 'reverse-charge'],
  // (the thirteenth stream, twenty-third round) US and Canadian dates: month first ("03/04/2026" is March 4, "Mar 4,
  // 2026"), on an English invoice billed in dollars
  dateOrder: ['day-first', 'month-first'],
  // a line of advertising under the seller's name in the letterhead ("Quality you can rely on"): not the seller
  tagline: ['none', 'slogan'],
  // the two parties' blocks labelled "From:" and "To:" (fr "De :", "Pour :"), the label left of the party's name
  partyLabels: ['headings', 'from-to'],
  // a third company: the factor the claim is assigned to, named in a "remit to" block (the seller still issues it)
  remitTo: ['none', 'factor'],
  // group subtotals each with their own VAT and gross (per delivery, site or meter), then the invoice's totals
  siteTotals: ['net-only', 'net-vat-gross'],
  // (the fourteenth stream, twenty-fourth round) the labels of the title, the details, the item table's main titles and
  // the totals printed in the invoice's language and in English after a slash ("Rechnung / Invoice"), as exporters print them
  labelPairs: ['one-language', 'bilingual'],
  // the details (number, dates, customer number …) in a ruled box of two columns: the labels in the left cells, the values
  // in the right ones, a rule under every row
  detailsBox: ['open', 'ruled'],
  // a discount on the whole invoice (an allowance): the items' sum, then "Sonderrabatt 3 %" with its amount off, then the
  // net total (the truth's net is after it; the line items are as printed)
  allowance: ['none', 'document'],
  // beside a discount column in percent, a second one stating the money taken off the line
  discountBoth: ['one-column', 'percent+amount'],
  // a document-level charge beside the shipping one (packing, handling, small-order or invoicing fee) before the net total
  handling: ['none', 'fee'],
} as const;

/** Choices added later: drawn from a second random stream of the seed, so earlier invoices do not change. */
const LATER: ReadonlySet<ChoiceName> = new Set(['totals', 'headerLines', 'itemDate', 'logo', 'recipient', 'body']);
/** Choices added after those: a third stream, so that the draws of the second do not move either. */
const LATER2: ReadonlySet<ChoiceName> = new Set(['kind', 'sign']);
/** And after those: a fourth stream. */
const LATER3: ReadonlySet<ChoiceName> = new Set(['numAlign', 'precision', 'slip']);
/** And after those: a fifth stream. */
const LATER4: ReadonlySet<ChoiceName> = new Set(['cellCurrency']);
/** And after those: a sixth stream. */
const LATER5: ReadonlySet<ChoiceName> = new Set(['rounding', 'secondCurrency', 'earlyDiscount', 'groupHead']);
/** the seed constant of the sixth stream (choices) and of its values (amounts, dates, wordings) */
const LATER5_SEED = 0x3c6ef372;
const LATER5_VALUES = 0x7f4a7c15;
/** And after those: a seventh stream (its choice and values). */
const LATER6: ReadonlySet<ChoiceName> = new Set(['taxIncluded']);
const LATER6_SEED = 0x0e1f2a3b;
/** And after those: an eighth stream (its choices, and its values: ordered quantities, references, wordings). */
const LATER7: ReadonlySet<ChoiceName> = new Set(['lineVat', 'quantities', 'references']);
const LATER7_SEED = 0x6b43a9b5;
export const LATER7_VALUES = 0x1f83d9ab;
/** And after those: a ninth stream (its choice, and its values: rate, wording, layout). */
const LATER8: ReadonlySet<ChoiceName> = new Set(['withholding']);
const LATER8_SEED = 0x3243f6a8;
const LATER8_VALUES = 0x13198a2e;
/** And after those: a tenth stream (its choice). */
const LATER9: ReadonlySet<ChoiceName> = new Set(['figures']);
const LATER9_SEED = 0x0370734a;
/** And after those: an eleventh stream (its choices, and its values: ship-to party, delivery-note number, wordings). */
const LATER10: ReadonlySet<ChoiceName> = new Set(['totalsBox', 'moneyCode', 'tableHead', 'addresses', 'sellerAt', 'idBox']);
const LATER10_SEED = 0x299f31d0;
export const LATER10_VALUES = 0x082efa98;
/** And after those: a twelfth stream (twentieth round; its choices). */
const LATER11: ReadonlySet<ChoiceName> = new Set(['labelCase', 'leaders', 'discountForm', 'perBase', 'totalsAt', 'qtyUnit', 'vatRegime']);
const LATER11_SEED = 0x40938222;
/** And after those: a thirteenth stream (twenty-third round; its choices, and its values: the factor's party). */
const LATER12: ReadonlySet<ChoiceName> = new Set(['dateOrder', 'tagline', 'partyLabels', 'remitTo', 'siteTotals']);
const LATER12_SEED = 0x7e3c8a51;
export const LATER12_VALUES = 0x2b7e1516;
/** And after those: a fourteenth stream (twenty-fourth round; its choices, and its values: wordings, rates, amounts). */
const LATER13: ReadonlySet<ChoiceName> = new Set(['labelPairs', 'detailsBox', 'allowance', 'discountBoth', 'handling']);
const LATER13_SEED = 0x28aed2a6;
export const LATER13_VALUES = 0x5a827999;

export type ChoiceName = keyof typeof CHOICES;
export type Choices = { [K in ChoiceName]: (typeof CHOICES)[K][number] };

export interface GenParty {
  name: string;
  lines: string[];
  vatId: string | null;
  /** the VAT id as printed (spacing, without prefix) */
  vatPrinted: string | null;
}

export interface GenLine {
  main: string;
  detail: string[];
  article: string | null;
  quantity: number;
  unitCode: UnitCode;
  unitText: string;
  /** price per `base` units, net */
  price: number;
  base: 1 | 100 | 1000;
  /** percent */
  discount: number;
  rate: number;
  /** quantity × price / base, before the line discount */
  before: number;
  /** line net amount (BT-131): after the line discount */
  amount: number;
  /** amount × (1 + rate) */
  gross: number;
  group: number;
  /** taxIncluded=yes: `price`, `amount` and `gross` are the printed VAT-inclusive figures (the truth's, as the corpus
   * records such lines); these are the net ones EN 16931 BT-146 and BT-131 would carry (gross ÷ (1 + rate), to the cent) */
  net?: { price: number; amount: number };
  /** quantities=ordered+delivered: the quantity ordered (≥ the delivered, invoiced `quantity`) */
  ordered?: number;
  /** itemDate=date: the line's delivery date; itemDate=period: its service period (ISO dates) */
  dates: [string] | [string, string] | null;
}

export interface GenSpec {
  seed: number;
  id: string;
  lang: Lang;
  v: Vocab;
  choices: Choices;
  /** the label wording chosen for each field and column (reported per wording) */
  labels: Record<string, string>;
  seller: GenParty;
  buyer: GenParty;
  shipTo: GenParty | null;
  number: string;
  issueDate: string;
  dueDate: string;
  deliveryDate: string | null;
  days: number;
  currency: string;
  lines: GenLine[];
  groupNames: string[];
  charges: number;
  taxes: Array<{ rate: number; base: number; tax: number }>;
  net: number;
  tax: number;
  gross: number;
  prepaid: number;
  due: number;
  customerNo: string;
  orderRef: string | null;
  /** kind=credit-note: the invoice it corrects (its number and issue date, printed in the details) */
  corrects: { number: string; date: string } | null;
  /** rounding=cash: the rounding amount (BT-114) added to gross − prepaid to give the amount due */
  rounding: number | null;
  /** secondCurrency=national: the national currency, units of it per unit of the invoice's, and what is restated */
  fx: { to: string; rate: number; restate: 'tax' | 'totals' } | null;
  /** earlyDiscount=terms: the discount percent, until when (days, date), and the amount due when it is taken */
  earlyDiscount: { rate: number; days: number; date: string; amount: number } | null;
  /** groupHead=delivery-note: per group, the delivery note's number and date */
  deliveryNotes: Array<{ no: string; date: string }> | null;
  /** quantities=ordered+delivered: whether a column of the quantity still open is printed too */
  openColumn: boolean;
  /** references=letter: the correspondence references (values as printed but the date, ISO) and whether they come
   * before the invoice's own details */
  refs: { yourRef: string; yourDate: string; ourRef: string; contact: string; first: boolean } | null;
  /** withholding=at-source: the amount withheld (of the net, at `rate` %), its wording, and whether the gross is printed
   * before it ('after-gross', then the amount due) or a total after it states what is left ('total-after') */
  withholding: { amount: number; rate: number; label: string; style: 'after-gross' | 'total-after'; minus: boolean } | null;
  /** idBox=yes: the delivery note's number printed in the id grid */
  idBoxNote: string | null;
  /** remitTo=factor: the company the claim is assigned to, to be paid (not the seller: the seller issues the invoice) */
  factor: GenParty | null;
  /** allowance=document: the items' sum (printed above it), its percent and the amount taken off (positive) */
  allowance: { itemsSum: number; rate: number; amount: number } | null;
  /** handling=fee: the document-level fee (net, at the main rate), else 0 */
  handling: number;
  /** target pages: items are sized to reach it; the renderer reports the real count */
  targetPages: number;
  truth: Truth;
}

const VAT_RATES: Record<string, number[]> = {
  GB: [20, 5, 0],
  DE: [19, 7],
  FR: [20, 10, 5.5],
  ES: [21, 10, 4],
  IT: [22, 10, 4],
  NL: [21, 9],
  PT: [23, 13, 6],
  PL: [23, 8, 5],
  DK: [25, 0],
  SE: [25, 12, 6],
  NO: [25, 15, 12],
  FI: [25.5, 14, 10],
  CZ: [21, 12],
  CH: [8.1, 2.6],
};

/** languages whose domestic VAT / tax number is commonly printed without the country prefix */
const DOMESTIC_NO_PREFIX = new Set(['pl', 'it', 'pt', 'da', 'nb']);

export const cents = (n: number) => Math.round(n * 100 + (n >= 0 ? 1e-9 : -1e-9)) / 100;

function isoDate(y: number, m: number, d: number): string {
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function addMonths(iso: string, months: number): string {
  const t = new Date(`${iso}T00:00:00Z`);
  t.setUTCMonth(t.getUTCMonth() + months);
  return t.toISOString().slice(0, 10);
}

function addDays(iso: string, days: number): string {
  const t = new Date(`${iso}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

function pickChoices(rng: Rng, seed: number, opts: ComposeOptions = {}): Choices {
  const c = {} as Record<ChoiceName, string>;
  const later = new Rng((seed ^ 0x5bd1e995) >>> 0);
  const later2 = new Rng((seed ^ 0x1b873593) >>> 0);
  const later3 = new Rng((seed ^ 0x2545f491) >>> 0);
  const later4 = new Rng((seed ^ 0x4cf5ad43) >>> 0);
  const later5 = new Rng((seed ^ LATER5_SEED) >>> 0);
  const later6 = new Rng((seed ^ LATER6_SEED) >>> 0);
  const later7 = new Rng((seed ^ LATER7_SEED) >>> 0);
  const later8 = new Rng((seed ^ LATER8_SEED) >>> 0);
  const later9 = new Rng((seed ^ LATER9_SEED) >>> 0);
  const later10 = new Rng((seed ^ LATER10_SEED) >>> 0);
  const later11 = new Rng((seed ^ LATER11_SEED) >>> 0);
  const later12 = new Rng((seed ^ LATER12_SEED) >>> 0);
  const later13 = new Rng((seed ^ LATER13_SEED) >>> 0);
  for (const k of Object.keys(CHOICES) as ChoiceName[]) c[k] = (LATER13.has(k) ? later13 : LATER12.has(k) ? later12 : LATER11.has(k) ? later11 : LATER10.has(k) ? later10 : LATER9.has(k) ? later9 : LATER8.has(k) ? later8 : LATER7.has(k) ? later7 : LATER6.has(k) ? later6 : LATER5.has(k) ? later5 : LATER4.has(k) ? later4 : LATER3.has(k) ? later3 : LATER2.has(k) ? later2 : LATER.has(k) ? later : rng).pick(CHOICES[k] as readonly string[]);
  // (the eleventh stream's choices at their first values: the invoice as the seventeenth round's generator drew it)
  if (opts.eleventh === false) for (const k of LATER10) c[k] = CHOICES[k][0];
  // (and the twelfth's: the invoice as the nineteenth round's generator drew it)
  if (opts.eleventh === false || opts.twelfth === false) for (const k of LATER11) c[k] = CHOICES[k][0];
  // (and the thirteenth's: the invoice as the twenty-second round's generator drew it)
  if (opts.eleventh === false || opts.twelfth === false || opts.thirteenth === false) for (const k of LATER12) c[k] = CHOICES[k][0];
  // (and the fourteenth's: the invoice as the twenty-third round's generator drew it)
  if (opts.eleventh === false || opts.twelfth === false || opts.thirteenth === false || opts.fourteenth === false) for (const k of LATER13) c[k] = CHOICES[k][0];
  // pages: more short documents than long ones (as in practice), but every count occurs
  c.pages = rng.weighted([['1', 40], ['2', 25], ['3', 15], ['4', 10], ['5', 10]]);
  const ch = c as Choices;
  // constraints of the world, not of the engine:
  if (ch.language === 'pl' || ch.language === 'cs') ch.font = 'noto'; // only the embedded font has ł, č, ř …
  if (ch.parties === 'two-boxes') {
    ch.letterhead = 'none';
    ch.senderLine = 'no';
    ch.buyerHeading = 'yes';
  } else if (ch.letterhead === 'none') ch.letterhead = 'left';
  // a logo drawn as a picture in place of the letterhead's name: the name is then printed only in the footer or the
  // sender line, so one of them is always there (as on real paper: the legal notice names the company)
  if (ch.logo === 'yes' && ch.parties === 'letterhead+window' && ch.footer === 'none') ch.footer = 'line';
  if (ch.footer === 'none' && ch.sellerVat === 'footer') ch.sellerVat = 'letterhead';
  if (!DOMESTIC_NO_PREFIX.has(ch.language)) ch.vatPrefix = 'with';
  if (ch.numbers === 'apos-dot' && rng.chance(0.5)) ch.numbers = 'dot-comma';
  if (ch.vat === 'multi') ch.vatColumn = 'yes';
  // letters are rarer than tables (one in ten), and state one amount at one rate on one page (from the later stream)
  if (ch.body === 'letter' && !later.chance(0.2)) ch.body = 'table';
  // credit notes are rarer than invoices (one in eight); an invoice has no sign style, a credit note always one
  if (ch.kind === 'credit-note' && !later2.chance(0.25)) ch.kind = 'invoice';
  if (ch.kind === 'invoice') ch.sign = 'none';
  else if (ch.sign === 'none') ch.sign = later2.pick(['minus', 'trailing', 'parens', 'unsigned'] as const);
  // (a credit note returns money: nothing was paid in advance on it, and it is not written as a letter here)
  if (ch.kind === 'credit-note') Object.assign(ch, { body: 'table', prepaid: 'no' });
  // figure columns centred or left-aligned (as word-processor tables print them) in two invoices of five; quantities
  // and prices with fixed ERP decimals ("1,000", "12,5000") in one of three; a bank-transfer slip under the invoice
  // (payee, payer, account, amount, reference and due date again) in one of four, never on a credit note
  if (ch.numAlign !== 'right' && !later3.chance(0.6)) ch.numAlign = 'right';
  if (ch.precision === 'erp' && !later3.chance(0.67)) ch.precision = 'plain';
  if (ch.slip === 'transfer' && (ch.kind === 'credit-note' || !later3.chance(0.5))) ch.slip = 'none';
  // the currency in every money cell of the item table ("€ 12,50", "12,50 EUR"), as spreadsheet-made invoices print it,
  // in one invoice of four — where the totals carry it too (not under a currency-in-header layout)
  if (ch.cellCurrency === 'symbol' && (ch.currency === 'header' || !later4.chance(0.5))) ch.cellCurrency = 'none';
  // a cash-rounding line in one invoice of four, a second-currency block in one of five, early-payment discount terms in
  // one of four (not on credit notes, and not in a letter, which has no totals block); delivery-note headings in half
  // of the invoices with group subtotals
  if (ch.rounding === 'cash' && (ch.kind === 'credit-note' || ch.body === 'letter' || !later5.chance(0.5))) ch.rounding = 'none';
  if (ch.secondCurrency === 'national' && (ch.body === 'letter' || !later5.chance(0.4))) ch.secondCurrency = 'none';
  if (ch.earlyDiscount === 'terms' && (ch.kind === 'credit-note' || !later5.chance(0.5))) ch.earlyDiscount = 'none';
  if (ch.groupHead === 'delivery-note' && ch.groups !== 'subtotals') ch.groupHead = 'name';
  // VAT-inclusive figures (not on credit notes or letters) where the table prints one amount column, no discount rows
  // and no charge: the new choice yields to the drawn ones, so that no earlier choice moves; the totals then state the
  // VAT each rate contains in place of the tax lines `taxLines` would print
  if (ch.taxIncluded === 'yes' && (ch.kind === 'credit-note' || ch.body === 'letter' || ch.amounts !== 'net' || ch.discount === 'row' || ch.charges !== 'none')) ch.taxIncluded = 'no';
  if (ch.body === 'letter') Object.assign(ch, { vat: 'single', discount: 'none', charges: 'none', groups: 'none', prepaid: 'no', pages: '1', carry: 'no', items: 'single' });
  // the eighth stream yields to every earlier choice: a VAT amount column only beside a printed rate column (as practice
  // prints it) and with net figures; ordered/delivered quantities not on credit notes; neither in a letter
  if (ch.lineVat === 'column' && (ch.body === 'letter' || ch.vatColumn !== 'yes' || ch.taxIncluded === 'yes' || !later7.chance(0.6))) ch.lineVat = 'none';
  if (ch.quantities === 'ordered+delivered' && (ch.body === 'letter' || ch.kind === 'credit-note' || !later7.chance(0.4))) ch.quantities = 'one';
  if (ch.references === 'letter' && !later7.chance(0.5)) ch.references = 'none';
  // the ninth stream yields to every earlier choice: a withholding only in the languages whose invoices carry it, on an
  // invoice (not a credit note or a letter) with net prices, nothing prepaid and no cash rounding
  if (
    ch.withholding === 'at-source' &&
    (!WITHHOLDING[ch.language] || ch.kind === 'credit-note' || ch.body === 'letter' || ch.taxIncluded === 'yes' || ch.prepaid === 'yes' || ch.rounding !== 'none' || !later8.chance(0.8))
  )
    ch.withholding = 'none';
  // the tenth stream: amounts only in one invoice of ten (a table, not VAT-inclusive); where drawn, the choices that need
  // a quantity or price column are set to their plain values (no unit, price per unit, no discount, one quantity, no
  // VAT amount or gross column): those invoices change, all others stay as they were
  if (ch.figures === 'amount-only' && (ch.body === 'letter' || ch.taxIncluded === 'yes' || !later9.chance(0.2))) ch.figures = 'qty-price';
  if (ch.figures === 'amount-only') Object.assign(ch, { unit: 'none', price: 'unit', discount: 'none', quantities: 'one', lineVat: 'none', amounts: 'net' });
  // the eleventh stream yields to every earlier choice, and each of its choices is drawn in about one invoice of four
  // (of six for the table without a header), so that most invoices stay as they were:
  // - a boxed totals block only where the totals are a column (not a band) and in a table invoice
  if (ch.totalsBox === 'boxed' && (ch.body === 'letter' || ch.totals !== 'column' || !later10.chance(0.5))) ch.totalsBox = 'plain';
  // - the ISO code before every money figure only where no currency column title or per-cell symbol carries it
  if (ch.moneyCode === 'code-before' && (ch.body === 'letter' || ch.currency === 'header' || ch.cellCurrency !== 'none' || !later10.chance(0.5))) ch.moneyCode = 'none';
  // - a table without a header row is a simple one: no second quantity, VAT amount, per-100, discount or gross column
  if (
    ch.tableHead === 'none' &&
    (ch.body === 'letter' || ch.quantities !== 'one' || ch.lineVat !== 'none' || ch.price === 'per100-column' || ch.discount === 'column' || ch.amounts !== 'net' || !later10.chance(0.35))
  )
    ch.tableHead = 'row';
  // - bill-to / ship-to blocks replace the address window of a letterhead layout (the window on the left, the details
  //   beside it where they were drawn beside it)
  if (ch.addresses === 'bill-ship' && (ch.parties !== 'letterhead+window' || !later10.chance(0.5))) ch.addresses = 'window';
  if (ch.addresses === 'bill-ship') Object.assign(ch, { window: 'left', senderLine: 'no', shipTo: 'no' });
  // - the seller only in the footer: a letterhead layout without its letterhead (and no sender line naming it)
  if (ch.sellerAt === 'footer-only' && (ch.parties !== 'letterhead+window' || !later10.chance(0.5))) ch.sellerAt = 'letterhead';
  if (ch.sellerAt === 'footer-only') Object.assign(ch, { letterhead: 'none', logo: 'no', senderLine: 'no', footer: 'columns', sellerVat: ch.sellerVat === 'details' ? 'details' : 'footer' });
  // - the boxed id grid stands where details beside the address stand
  if (ch.idBox === 'yes' && !later10.chance(0.3)) ch.idBox = 'no';
  if (ch.idBox === 'yes') ch.details = 'beside-window';
  // the twelfth stream yields to every earlier choice; each of its choices is drawn in about one invoice of five where
  // it can apply, so that most invoices stay as they were:
  if (ch.labelCase === 'capitals' && !later11.chance(0.4)) ch.labelCase = 'as-written';
  // - leaders and the left-hand block only in a plain totals column (not a band or a box)
  const plainColumn = ch.body === 'table' && ch.totals === 'column' && ch.totalsBox === 'plain';
  if (ch.leaders === 'dots' && (!plainColumn || !later11.chance(0.5))) ch.leaders = 'none';
  if (ch.totalsAt === 'left' && (!plainColumn || !later11.chance(0.6))) ch.totalsAt = 'right';
  // - the discount as an amount only where a discount column is printed; per mille only where per-100 prices are
  if (ch.discountForm === 'amount' && (ch.discount !== 'column' || !later11.chance(0.8))) ch.discountForm = 'percent';
  if (ch.perBase === '1000' && (ch.price === 'unit' || !later11.chance(0.8))) ch.perBase = '100';
  if (ch.qtyUnit === 'glued' && (ch.unit !== 'with-qty' || !later11.chance(0.8))) ch.qtyUnit = 'spaced';
  // - the reverse charge on a table invoice at one rate, with net figures, whose buyer's VAT id is printed (the
  //   recipient who accounts for the VAT is identified by it), and no withholding
  if (
    ch.vatRegime === 'reverse-charge' &&
    (ch.body !== 'table' || ch.vat !== 'single' || ch.taxIncluded === 'yes' || ch.buyerVat !== 'printed' || ch.withholding !== 'none' || !later11.chance(0.8))
  )
    ch.vatRegime = 'standard';
  // the thirteenth stream yields to every earlier choice; each of its choices is drawn only where it can apply:
  // - month-first dates on an English invoice whose dates are not year-first (it then bills in dollars)
  if (ch.dateOrder === 'month-first' && (ch.language !== 'en' || ch.dates === 'iso' || !later12.chance(0.8))) ch.dateOrder = 'day-first';
  // - a slogan under a letterhead's name (or under its logo)
  if (ch.tagline === 'slogan' && (ch.parties !== 'letterhead+window' || ch.sellerAt !== 'letterhead' || !later12.chance(0.5))) ch.tagline = 'none';
  // - "From:" / "To:" labels where both parties stand in blocks side by side
  if (ch.partyLabels === 'from-to' && (ch.parties !== 'two-boxes' || !later12.chance(0.6))) ch.partyLabels = 'headings';
  // - a factor to be paid, on a table invoice (not a credit note, which nobody pays)
  if (ch.remitTo === 'factor' && (ch.body !== 'table' || ch.kind !== 'invoice' || !later12.chance(0.4))) ch.remitTo = 'none';
  // - a VAT and a gross line under each group's subtotal, at one rate, in a table of net figures with no discount rows
  if (
    ch.siteTotals === 'net-vat-gross' &&
    (ch.groups !== 'subtotals' || ch.body !== 'table' || ch.kind !== 'invoice' || ch.vat !== 'single' || ch.taxIncluded === 'yes' || ch.amounts !== 'net' || ch.discount === 'row' || ch.lineVat !== 'none' || !later12.chance(0.8))
  )
    ch.siteTotals = 'net-only';
  // the fourteenth stream yields to every earlier choice; each of its choices is drawn only where it can apply:
  // - English beside the labels of an invoice in another language
  if (ch.labelPairs === 'bilingual' && (ch.language === 'en' || !later13.chance(0.4))) ch.labelPairs = 'one-language';
  // - the ruled box where the details are a column of label/value pairs (beside the address or under the title)
  if (ch.detailsBox === 'ruled' && ((ch.details !== 'beside-window' && ch.details !== 'under-title') || ch.idBox === 'yes' || !later13.chance(0.6))) ch.detailsBox = 'open';
  // - an allowance on a table invoice of net figures (not a credit note), not where each group states its own totals
  if (ch.allowance === 'document' && (ch.body !== 'table' || ch.kind !== 'invoice' || ch.taxIncluded === 'yes' || ch.siteTotals !== 'net-only' || !later13.chance(0.5))) ch.allowance = 'none';
  // - the money column beside a discount column in percent
  if (ch.discountBoth === 'percent+amount' && (ch.discount !== 'column' || ch.discountForm !== 'percent' || !later13.chance(0.8))) ch.discountBoth = 'one-column';
  // - a handling fee on a table invoice of net figures (not a credit note)
  if (ch.handling === 'fee' && (ch.body !== 'table' || ch.kind !== 'invoice' || ch.taxIncluded === 'yes' || ch.siteTotals !== 'net-only' || !later13.chance(0.4))) ch.handling = 'none';
  return ch;
}

function company(rng: Rng, v: Vocab, avoid: string[]): string {
  let name = '';
  for (let i = 0; i < 20; i++) {
    const stem = rng.pick(NAME_STEMS);
    const form = rng.pick(v.legalForms);
    const extra = rng.chance(0.3) ? ` ${rng.pick(['Trading', 'Systems', 'Service', 'Tech', 'Partner', 'Group'])}` : '';
    name = `${stem}${extra} ${form}`;
    if (!avoid.some((a) => a.startsWith(stem))) break;
  }
  return name;
}

function address(rng: Rng, v: Vocab): string[] {
  const [pc, city] = rng.pick(v.cities);
  const street = rng.pick(v.streets);
  const no = rng.int(1, 180);
  const streetLine = /^(rue|avenue|boulevard|place|chemin|Calle|Avenida|Paseo|Plaza|Via|Corso|Viale|Piazza|Rua|Largo|Travessa|ul\.|al\.)/.test(street)
    ? /^(rue|avenue|boulevard|place|chemin)/.test(street)
      ? `${no} ${street}`
      : `${street}, ${no}`
    : `${street} ${no}`;
  return [streetLine, `${pc} ${city}`];
}

function party(rng: Rng, v: Vocab, lang: Lang, avoid: string[], withVat: boolean, prefix: 'with' | 'without'): GenParty {
  const name = company(rng, v, avoid);
  const lines = address(rng, v);
  if (rng.chance(0.25)) lines.unshift(`${rng.pick(['Attn.', 'c/o', 'z. Hd.', 'Att.'])} ${rng.pick(SURNAMES)}`);
  let id: string | null = null;
  let printed: string | null = null;
  if (withVat) {
    id = vatId(v.country, rng);
    printed = printVatId(id, rng.chance(0.3));
    if (prefix === 'without' && DOMESTIC_NO_PREFIX.has(lang)) {
      // printed without the country letters; the truth keeps the id as the tax authority issues it
      printed = id.slice(2);
      if (lang === 'nb') printed = `${id.slice(2, 5)} ${id.slice(5, 8)} ${id.slice(8, 11)} MVA`;
    }
  }
  return { name, lines, vatId: id, vatPrinted: printed };
}

function invoiceNumber(rng: Rng, fmt: Choices['numberFormat'], year: number): string {
  switch (fmt) {
    case 'prefix-year-seq':
      return `${rng.pick(['INV', 'RE', 'F', 'FV', 'R'])}-${year}-${String(rng.int(1, 9999)).padStart(4, '0')}`;
    case 'digits':
      return String(rng.int(100000, 99999999));
    case 'slashes':
      return `${rng.pick(['FV', 'FA', ''])}${rng.chance(0.5) ? '/' : ''}${year}/${String(rng.int(1, 12)).padStart(2, '0')}/${rng.int(1, 999)}`.replace(/^\//, '');
    case 'short-prefix':
      return `${rng.pick(['A', 'B', 'S', 'F'])}${rng.int(10000, 99999)}`;
  }
}

/** items per page a table of this kind holds (rough row heights at the chosen size) — to reach the target page count */
function rowsPerPage(c: Choices): { first: number; next: number; perItem: number } {
  const size = { small: 7.5, normal: 9, large: 10.5 }[c.size];
  const rowH = size * 1.5 + 3;
  let perItem = 1;
  if (c.items === 'wrapped') perItem = 2;
  if (c.items === 'desc-before-amount' || c.items === 'desc-after-amount') perItem = 2.5;
  if (c.discount === 'row') perItem += 0.5;
  const usable1 = 842 - 70 - 330; // first page: letterhead, address, details
  const usableN = 842 - 70 - 110;
  return { first: Math.floor(usable1 / rowH), next: Math.floor(usableN / rowH), perItem };
}

/** `eleventh: false` keeps the eleventh stream's choices (eighteenth round) at their first values: the same invoice as
 * before they were added, for tests written against a seed's earlier layout. */
export interface ComposeOptions {
  eleventh?: boolean;
  /** `twelfth: false` keeps the twelfth stream's choices (twentieth round) at their first values (`eleventh: false`
   * implies it) */
  twelfth?: boolean;
  /** `thirteenth: false` keeps the thirteenth stream's choices (twenty-third round) at their first values (implied by
   * either of the above) */
  thirteenth?: boolean;
  /** `fourteenth: false` keeps the fourteenth stream's choices (twenty-fourth round) at their first values (implied by
   * any of the above) */
  fourteenth?: boolean;
}

export function compose(seed: number, opts: ComposeOptions = {}): GenSpec {
  const rng = new Rng(seed);
  const c = pickChoices(rng, seed, opts);
  const lang = c.language;
  const v = VOCAB[lang];
  const labels: Record<string, string> = {};
  const L = (key: string, list: string[]) => (labels[key] = rng.pick(list));
  L('title', v.titles);
  L('number', v.number);
  L('issueDate', v.issueDate);
  L('dueDate', v.dueDate);
  L('deliveryDate', v.deliveryDate);
  L('customerNo', v.customerNo);
  L('orderRef', v.orderRef);
  L('buyerHeading', v.buyerHeading);
  L('sellerHeading', v.sellerHeading);
  L('deliveryHeading', v.deliveryHeading);
  L('vatId', v.vatId);
  for (const [k, list] of Object.entries(v.cols)) L(`col.${k}`, list);
  for (const [k, list] of Object.entries(v.totals)) L(`total.${k}`, list);
  L('page', v.page);
  L('terms', v.terms);
  L('payBy', v.payBy);
  L('thanks', v.thanks);
  L('articleNo', v.articleNo);
  L('period', v.period);
  L('deliveryNote', v.deliveryNote);
  L('discountRow', v.discountRow);
  L('register', v.register);
  L('director', v.director);

  const year = rng.int(2022, 2026);
  const issueDate = isoDate(year, rng.int(1, 12), rng.int(1, 28));
  const days = rng.pick([8, 10, 14, 14, 20, 30, 30, 45, 60]);
  const dueDate = addDays(issueDate, days);
  const deliveryDate = rng.chance(0.4) ? addDays(issueDate, -rng.int(1, 20)) : null;
  const number = invoiceNumber(rng, c.numberFormat, year);
  let currency = rng.pick(v.currencies);
  if (c.numbers === 'apos-dot' && lang === 'de') currency = 'CHF';
  const country = currency === 'CHF' && lang === 'de' ? 'CH' : v.country;
  // the sixth stream's values (its own random source, so that nothing else of the seed moves)
  const x5 = new Rng((seed ^ LATER5_VALUES) >>> 0);
  let fx: GenSpec['fx'] = null;
  if (c.secondCurrency === 'national') {
    // an invoice in a currency other than the seller's national one states its VAT (or all totals) in the national
    // currency too: in EUR from a Polish, Czech, Danish, Swedish, Norwegian, Swiss or British seller, in USD or GBP
    // from a euro-country seller
    const national = NATIONAL_CURRENCY[country]!;
    if (currency === national) currency = national === 'EUR' ? x5.pick(['USD', 'GBP']) : 'EUR';
    const mid = PER_EURO[national]! / PER_EURO[currency]!;
    fx = { to: national, rate: Math.round(mid * (1 + (x5.next() - 0.5) * 0.06) * 10000) / 10000, restate: x5.chance(0.5) ? 'tax' : 'totals' };
  }

  const seller = party(rng, v, lang, [], true, c.vatPrefix);
  const buyer = party(rng, v, lang, [seller.name.split(' ')[0]!], c.buyerVat === 'printed', c.vatPrefix);
  let shipTo = c.shipTo === 'yes' ? party(rng, v, lang, [seller.name.split(' ')[0]!, buyer.name.split(' ')[0]!], false, c.vatPrefix) : null;
  // the eleventh stream's values (its own random source): the ship-to block's party (the buyer's name at another
  // address, or another company), the id grid's delivery-note number
  const x10 = new Rng((seed ^ LATER10_VALUES) >>> 0);
  if (c.addresses === 'bill-ship') {
    const other = party(x10, v, lang, [seller.name.split(' ')[0]!, buyer.name.split(' ')[0]!], false, c.vatPrefix);
    shipTo = x10.chance(0.5) ? { ...other, name: buyer.name } : other;
  }
  const idBoxNote = c.idBox === 'yes' ? x10.digits(x10.int(5, 7)) : null;
  // the thirteenth stream's values (its own random source): the factor's party; month-first dates bill in dollars
  const x12 = new Rng((seed ^ LATER12_VALUES) >>> 0);
  const factor = c.remitTo === 'factor' ? party(x12, v, lang, [seller.name.split(' ')[0]!, buyer.name.split(' ')[0]!, ...(shipTo ? [shipTo.name.split(' ')[0]!] : [])], false, c.vatPrefix) : null;
  if (factor) factor.lines = factor.lines.filter((l) => !/^(Attn\.|c\/o|z\. Hd\.|Att\.)/.test(l));
  if (c.dateOrder === 'month-first' && !fx) currency = 'USD';

  // rates
  // (vatRegime=reverse-charge: every line at 0 %; only drawn with one rate, so no draw moves)
  const rates = c.vatRegime === 'reverse-charge' ? [0] : (VAT_RATES[country] ?? [20]);
  const mainRate = rates[0]!;
  const lineRate = () => (c.vat === 'multi' ? rng.pick(rates) : mainRate);

  // items: enough to reach the target page count
  const target = Number(c.pages);
  const cap = rowsPerPage(c);
  const rowsWanted = target === 1 ? rng.int(2, Math.max(3, Math.floor(cap.first * 0.6))) : Math.floor(cap.first + (target - 2) * cap.next + cap.next * (0.35 + rng.next() * 0.35));
  const nItems = c.body === 'letter' ? 1 : Math.max(1, Math.min(400, Math.round(rowsWanted / cap.perItem)));
  const nGroups = c.groups === 'subtotals' ? Math.min(nItems, rng.int(2, 3)) : 1;
  const groupNames: string[] = [];
  for (let g = 0; g < nGroups; g++) groupNames.push(rng.pick(v.groups).replace('{n}', String(g + 1)));

  const lines: GenLine[] = [];
  for (let i = 0; i < nItems; i++) {
    const service = rng.chance(0.4);
    const main = service ? rng.pick(v.services) : rng.pick(v.goods);
    const unitCode: UnitCode = service ? rng.weighted<UnitCode>([['HUR', 5], ['DAY', 2], ['MON', 2], ['C62', 1]]) : rng.weighted<UnitCode>([['C62', 6], ['KGM', 1], ['MTR', 1], ['LTR', 1]]);
    const unitText = rng.pick(v.units[unitCode]);
    const base100 = c.price !== 'unit' && !service && unitCode === 'C62' && rng.chance(0.7);
    // (perBase=1000: the same line priced per mille — ten times the quantity, the amount unchanged)
    const base: 1 | 100 | 1000 = base100 ? (c.perBase === '1000' ? 1000 : 100) : 1;
    let quantity: number;
    if (base100) quantity = rng.int(1, 60) * 50 * (base === 1000 ? 10 : 1);
    else if (unitCode === 'HUR' || unitCode === 'KGM' || unitCode === 'MTR' || unitCode === 'LTR') quantity = rng.chance(0.5) ? rng.int(1, 40) : rng.int(2, 160) / 4;
    else quantity = rng.int(1, unitCode === 'C62' ? 48 : 12);
    const price = base100 ? rng.int(150, 9000) / 100 : rng.weighted([[rng.int(50, 9999) / 100, 4], [rng.int(10000, 150000) / 100, 1]]);
    const discount = c.discount === 'none' ? 0 : rng.chance(0.6) ? rng.pick([2, 3, 5, 10, 12.5, 15, 20]) : 0;
    const rate = lineRate();
    const before = cents((quantity * price) / base);
    const amount = cents(before * (1 - discount / 100));
    const inclusive = c.taxIncluded === 'yes';
    const gross = inclusive ? amount : cents(amount * (1 + rate / 100));
    const net = inclusive ? { price: cents(price / (1 + rate / 100)), amount: cents(amount / (1 + rate / 100)) } : undefined;
    const detail: string[] = [];
    if (c.items === 'wrapped' || c.items === 'desc-before-amount' || c.items === 'desc-after-amount') {
      const kind = rng.int(0, 2);
      if (kind === 0) detail.push(`${labels.articleNo} ${rng.digits(6)}`);
      else if (kind === 1 && service) detail.push(`${labels.period} ${rng.int(1, 12)}/${year}`);
      else detail.push(`${labels.deliveryNote} ${rng.digits(5)}`);
      if (rng.chance(0.25)) detail.push(rng.pick(['Ref. ' + rng.digits(4), `${rng.pick(SURNAMES)}`]));
    }
    const article = c.article === 'column' ? `${rng.pick(['A', 'B', 'K', ''])}${rng.digits(rng.int(4, 6))}` : null;
    const group = Math.min(nGroups - 1, Math.floor((i * nGroups) / nItems));
    lines.push({ main, detail, article, quantity, unitCode, unitText, price, base, discount, rate, before, amount, gross, group, dates: null, ...(net ? { net } : {}) });
  }
  // the same description twice in a row reads like one item split in two: vary it
  for (let i = 1; i < lines.length; i++) if (lines[i]!.main === lines[i - 1]!.main) lines[i]!.main = `${lines[i]!.main} ${rng.pick(['(2)', 'II', '– B', 'Plus', 'XL'])}`;

  // itemDate (a later choice): a date or period column in the item table, as delivery notes, subscriptions and utility
  // bills print it. Its label and dates come from a third stream of the seed, so no other invoice changes.
  if (c.itemDate !== 'none') {
    const extra = new Rng((seed ^ 0x27d4eb2f) >>> 0);
    labels['col.date'] = extra.pick(c.itemDate === 'date' ? v.deliveryDate : v.period);
    for (const l of lines) {
      if (c.itemDate === 'date') l.dates = [addDays(issueDate, -extra.int(0, 25))];
      else {
        const start = `${issueDate.slice(0, 8)}01`;
        const months = extra.pick([1, 1, 3, 12]);
        const end = addDays(addMonths(start, months), -1);
        l.dates = [start, end];
      }
    }
  }

  // a credit note: its own title and the invoice it corrects, from a stream of its own (no other invoice changes); its
  // amounts are negative (quantities too when the minus is printed before the figure) unless printed unsigned
  let corrects: GenSpec['corrects'] = null;
  const negative = c.kind === 'credit-note' && c.sign !== 'unsigned';
  if (c.kind === 'credit-note') {
    const cn = new Rng((seed ^ 0x85ebca6b) >>> 0);
    labels.title = cn.pick(CREDIT_NOTE[lang].titles);
    labels.corrects = cn.pick(CREDIT_NOTE[lang].refers);
    corrects = { number: invoiceNumber(cn, c.numberFormat, year), date: addDays(issueDate, -cn.int(5, 120)) };
    if (corrects.number === number) corrects.number = `${number}-0`;
  }
  if (negative)
    for (const l of lines) {
      if (c.sign === 'minus') l.quantity = -l.quantity;
      l.before = -l.before;
      l.amount = -l.amount;
      l.gross = -l.gross;
    }
  const charges = (negative ? -1 : 1) * (c.charges === 'shipping' ? rng.int(490, 4990) / 100 : 0);
  const byRate = new Map<number, number>();
  for (const l of lines) byRate.set(l.rate, cents((byRate.get(l.rate) ?? 0) + l.amount));
  // the fourteenth stream's values (its own random source): the allowance's percent (taken off each rate's sum), the
  // handling fee, the new labels and the English ones of a bilingual invoice
  const x13 = new Rng((seed ^ LATER13_VALUES) >>> 0);
  const F13 = FOURTEENTH[lang];
  let allowance: GenSpec['allowance'] = null;
  if (c.allowance === 'document') {
    const itemsSum = cents(lines.reduce((s, l) => s + l.amount, 0));
    const pct = x13.pick([2, 3, 5, 5, 10]);
    let amount = 0;
    for (const [r, sum] of byRate) {
      const off = cents((sum * pct) / 100);
      byRate.set(r, cents(sum - off));
      amount = cents(amount + off);
    }
    allowance = { itemsSum, rate: pct, amount };
    labels['total.items'] = x13.pick(F13.itemsTotal.filter((t) => t !== labels['total.net']));
    labels['total.allowance'] = x13.pick(F13.allowance);
  }
  if (charges) byRate.set(mainRate, cents((byRate.get(mainRate) ?? 0) + charges));
  const handling = c.handling === 'fee' ? x13.int(250, 2500) / 100 : 0;
  if (handling) {
    byRate.set(mainRate, cents((byRate.get(mainRate) ?? 0) + handling));
    labels['total.handling'] = x13.pick(F13.handling);
  }
  if (c.discountBoth === 'percent+amount') labels['col.discountAmount'] = x13.pick(F13.discountAmount);
  if (c.labelPairs === 'bilingual') {
    // (the title in English as the document's kind; the others from the English lists of the same key)
    const en = VOCAB.en;
    const pair = (key: string, list: string[]) => {
      if (labels[key] !== undefined) labels[key] = `${labels[key]} / ${x13.pick(list)}`;
    };
    pair('title', c.kind === 'credit-note' ? CREDIT_NOTE.en.titles : en.titles);
    for (const k of ['number', 'issueDate', 'dueDate', 'deliveryDate', 'customerNo', 'orderRef'] as const) pair(k, en[k]);
    for (const k of ['description', 'quantity', 'unitPrice', 'net'] as const) pair(`col.${k}`, en.cols[k]);
    for (const k of ['net', 'tax', 'gross', 'due'] as const) pair(`total.${k}`, en.totals[k]);
  }
  // (taxIncluded=yes: the sums per rate are gross; the VAT they contain is gross × rate / (100 + rate))
  const taxes = [...byRate.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([rate, sum]) => {
      if (c.taxIncluded !== 'yes') return { rate, base: sum, tax: cents((sum * rate) / 100) };
      const tax = cents((sum * rate) / (100 + rate));
      return { rate, base: cents(sum - tax), tax };
    });
  const net = cents(taxes.reduce((s, t) => s + t.base, 0));
  const tax = cents(taxes.reduce((s, t) => s + t.tax, 0));
  const gross = cents(net + tax);
  const prepaid = c.prepaid === 'yes' ? cents(Math.round(gross * rng.pick([0.2, 0.3, 0.5])) ) : 0;
  // rounding=cash: the amount due rounded to the smallest coin (whole crowns, 50 øre, 5 cents), the difference printed
  let rounding: number | null = null;
  if (c.rounding === 'cash') {
    const unit = CASH_UNIT[currency] ?? 0.05;
    const open = cents(gross - prepaid);
    rounding = cents(Math.round(open / unit) * unit - open);
  }
  // withholding=at-source (the ninth stream's values): its rate of the net, wording and layout; what is left is due
  const x8 = new Rng((seed ^ LATER8_VALUES) >>> 0);
  const W8 = WITHHOLDING[lang];
  let withholding: GenSpec['withholding'] = null;
  if (c.withholding === 'at-source' && W8) {
    const rate = x8.pick(W8.rates);
    withholding = { amount: cents((net * rate) / 100), rate, label: x8.pick(W8.labels), style: x8.chance(0.5) ? 'after-gross' : 'total-after', minus: x8.chance(0.6) };
  }
  const due = cents(gross - prepaid - (withholding?.amount ?? 0) + (rounding ?? 0));
  // earlyDiscount=terms: a discount for payment within a first term shorter than the net term (which is the due date)
  let earlyDiscount: GenSpec['earlyDiscount'] = null;
  if (c.earlyDiscount === 'terms') {
    const shorter = [7, 8, 10, 10, 14].filter((d) => d < days);
    const rate = x5.pick([1.5, 2, 2, 3]);
    const d1 = shorter.length ? x5.pick(shorter) : 0;
    if (d1) earlyDiscount = { rate, days: d1, date: addDays(issueDate, d1), amount: cents(due * (1 - rate / 100)) };
    else c.earlyDiscount = 'none';
  }
  let deliveryNotes: GenSpec['deliveryNotes'] = null;
  if (c.groupHead === 'delivery-note') {
    deliveryNotes = [];
    let back = x5.int(20, 40);
    for (let g = 0; g < nGroups; g++) {
      deliveryNotes.push({ no: x5.digits(x5.int(4, 6)), date: addDays(issueDate, -back) });
      back -= x5.int(2, 9);
      if (back < 1) back = 1;
    }
  }

  // the eighth stream's values: ordered quantities, correspondence references and their wordings (nothing else moves)
  const x7 = new Rng((seed ^ LATER7_VALUES) >>> 0);
  const R7 = REFS[lang];
  let openColumn = false;
  if (c.quantities === 'ordered+delivered') {
    labels['col.ordered'] = x7.pick(R7.ordered);
    labels['col.delivered'] = x7.pick(R7.delivered);
    openColumn = x7.chance(0.4);
    if (openColumn) labels['col.open'] = x7.pick(R7.open);
    for (const l of lines) {
      const step = l.base === 100 ? 50 : l.base === 1000 ? 500 : 1;
      l.ordered = x7.chance(0.6) ? l.quantity : l.quantity + step * x7.int(1, 8);
    }
  }
  if (c.lineVat === 'column') {
    // (not the very words of the rate column's title)
    const titles = R7.lineVat.filter((t) => t !== labels['col.vatRate']);
    labels['col.lineVat'] = x7.pick(titles);
  }
  let refs: GenSpec['refs'] = null;
  if (c.references === 'letter') {
    const initials = () => `${String.fromCharCode(65 + x7.int(0, 25))}${String.fromCharCode(65 + x7.int(0, 25))}`;
    // (not the very label the order reference is printed under: "Uw referentie", "Ihr Zeichen" name either)
    const other = new Set([labels.orderRef, labels.customerNo].map((t) => t!.toLowerCase()));
    for (const k of ['yourRef', 'yourDate', 'ourRef', 'contact'] as const) labels[`ref.${k}`] = x7.pick(R7[k].filter((t) => !other.has(t.toLowerCase())));
    const yourRef = x7.weighted<string>([[`${initials()}/${initials().toLowerCase()}`, 2], [x7.digits(x7.int(3, 5)), 2], [x7.pick(SURNAMES), 1]]);
    const ourRef = x7.weighted<string>([[`${initials()}/${initials().toLowerCase()}`, 3], [x7.digits(x7.int(2, 4)), 1]]);
    refs = { yourRef, yourDate: addDays(issueDate, -x7.int(2, 30)), ourRef, contact: x7.pick(SURNAMES), first: x7.chance(0.5) };
  }

  // labelCase=capitals: the details' labels, the table's titles and the totals' labels in capitals (placeholders kept)
  if (c.labelCase === 'capitals') {
    const upper = (t: string) => t.split(/(\{[a-z]+\})/).map((part) => (part.startsWith('{') ? part : part.toLocaleUpperCase(lang))).join('');
    const keys = ['number', 'issueDate', 'dueDate', 'deliveryDate', 'customerNo', 'orderRef', 'buyerHeading', 'sellerHeading', 'deliveryHeading', 'vatId', 'corrects', 'deliveryNote'];
    for (const k of Object.keys(labels)) if (keys.includes(k) || /^(col|total|ref)\./.test(k)) labels[k] = upper(labels[k]!);
  }

  const fields: Truth['fields'] = {
    number,
    issueDate,
    currency,
    'seller.name': seller.name,
    'seller.vatId': seller.vatId!,
    'buyer.name': buyer.name,
    net,
    tax,
    gross,
    due,
  };
  // (a transfer slip prints the due date whatever the details say)
  if (c.dueDate !== 'none' || c.slip === 'transfer' || earlyDiscount) fields.dueDate = dueDate;
  if (buyer.vatId) fields['buyer.vatId'] = buyer.vatId;

  const printsUnit = c.unit !== 'none';
  const printsRate = c.vatColumn === 'yes' || c.vat === 'multi';
  const truthLines: Array<Partial<LineItem>> = lines.map((l) => {
    const t: Partial<LineItem> = {
      description: [l.main, ...l.detail].join(' '),
      quantity: l.quantity,
      unitPrice: l.price,
      amount: l.amount,
    };
    // (figures=amount-only: neither is printed)
    if (c.figures === 'amount-only') {
      delete t.quantity;
      delete t.unitPrice;
    }
    if (printsUnit) t.unit = l.unitCode;
    if (printsRate) t.taxRate = l.rate;
    return t;
  });

  return {
    seed,
    id: `gen-${seed}`,
    lang,
    v,
    choices: c,
    labels,
    seller,
    buyer,
    shipTo,
    number,
    issueDate,
    dueDate,
    deliveryDate,
    days,
    currency,
    lines,
    groupNames,
    charges,
    taxes,
    net,
    tax,
    gross,
    prepaid,
    due,
    customerNo: rng.digits(rng.int(4, 7)),
    orderRef: rng.chance(0.4) ? `${rng.pick(['PO', 'B', ''])}${rng.digits(5)}` : null,
    corrects,
    rounding,
    fx,
    earlyDiscount,
    deliveryNotes,
    openColumn,
    refs,
    withholding,
    idBoxNote,
    factor,
    allowance,
    handling,
    targetPages: target,
    // (a letter names its service in the sentence: no line items are expected from it)
    truth: { fields, lines: c.body === 'letter' ? null : truthLines, eitherSign: c.kind === 'credit-note' },
  };
}

/** The label wording each scored field was printed with (to report accuracy per wording). */
export function fieldLabel(spec: GenSpec, field: FieldName): string | null {
  const l = spec.labels;
  switch (field) {
    case 'number':
      return spec.choices.title === 'with-number' ? `title:${l.title}` : l.number!;
    case 'issueDate':
      return l.issueDate!;
    case 'dueDate':
      return spec.choices.dueDate === 'sentence' ? `sentence:${l.payBy}` : l.dueDate!;
    case 'seller.vatId':
    case 'buyer.vatId':
      return l.vatId!;
    case 'net':
      return l['total.net']!;
    case 'tax':
      return l['total.tax']!;
    case 'gross':
      return l['total.gross']!;
    case 'due':
      return spec.prepaid ? l['total.due']! : null;
    default:
      return null;
  }
}
