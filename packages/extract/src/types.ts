/**
 * Public result type of the extraction engine (DESIGN §6) and the page model every pipeline step shares.
 * Coordinates are PDF points with the origin at the page's top-left corner (y grows downwards).
 */
import type { InvoiceSettings } from './invoice/settings.js';

export type BBox = [x0: number, y0: number, x1: number, y1: number];

export interface Party {
  name: string | null;
  vatId: string | null;
  address: string | null;
}

export interface LineItem {
  description: string | null;
  quantity: number | null;
  unit: string | null;
  unitPrice: number | null;
  /** percent, e.g. 19 for 19 % */
  taxRate: number | null;
  amount: number | null;
  /** the seller's item id (EN 16931 BT-155); absent in results made before it was read */
  articleNumber?: string | null;
  /** the unit as a UN/ECE Recommendation 20 code ("H87", "HUR", "KGM"), from the XML or mapped from the printed unit */
  unitCode?: string | null;
  /** how many units the unit price is for (EN 16931 BT-149: "12,40/100", a price-unit column); absent or null = 1 */
  priceBaseQuantity?: number | null;
  /** the line's allowance (EN 16931 BT-136: a line discount), already deducted from `amount`; absent or null = none */
  allowance?: number | null;
}

/** How to pay (EN 16931 BG-16/BG-17, BT-20, BT-83). */
export interface Payment {
  /** the payee's IBAN, compact ("DE89370400440532013000"); only one whose ISO 13616 mod-97 check passes */
  iban: string | null;
  /** the payee's BIC, compact; only a well-formed one (ISO 9362: 8 or 11 characters) */
  bic: string | null;
  /** the payment terms as printed or stated ("30 days net", "2 % Skonto within 10 days") */
  terms: string | null;
  /** the remittance information the payer is to quote (BT-83) */
  reference: string | null;
}

/** A document-level charge or allowance (EN 16931 BG-20 / BG-21); amounts are net, without VAT. */
export interface DocumentCharge {
  description: string | null;
  amount: number;
  /** percent */
  taxRate: number | null;
}

export interface InvoiceData {
  number: string | null;
  /** YYYY-MM-DD */
  issueDate: string | null;
  /** YYYY-MM-DD */
  dueDate: string | null;
  /** ISO 4217 */
  currency: string | null;
  seller: Party;
  buyer: Party;
  /**
   * `prepaid`: what was paid before this invoice (deposits, down payments; EN 16931 BT-113), `withholding`: tax the
   * payer withholds at source and pays to the tax office (Spanish IRPF, Italian ritenuta d'acconto, Portuguese retenção
   * na fonte, withholding tax; UBL WithholdingTaxTotal), and `rounding`: a printed rounding of the amount due (cash
   * rounding, "Öresavrundning"; BT-114), so that gross − prepaid − withholding + rounding = due; each signed like the
   * gross, null when none is printed or stated. Absent in results made before they were read.
   */
  totals: {
    net: number | null;
    tax: number | null;
    gross: number | null;
    due: number | null;
    prepaid?: number | null;
    withholding?: number | null;
    rounding?: number | null;
  };
  lineItems: LineItem[];
  // The fields below are set by every reader of this version (null / [] where unknown); they are optional so that
  // results stored by earlier versions still type-check.
  payment?: Payment;
  /** the buyer's purchase order reference (BT-13) */
  orderReference?: string | null;
  /** the buyer reference / customer number (BT-10, or the buyer's id at the seller BT-46) */
  buyerReference?: string | null;
  /** YYYY-MM-DD (BT-72) */
  deliveryDate?: string | null;
  /** invoicing / service period (BT-73, BT-74), YYYY-MM-DD */
  servicePeriod?: { start: string | null; end: string | null } | null;
  /** document-level charges (shipping, packing) in the net amount besides the lines */
  charges?: DocumentCharge[];
  /** document-level allowances (discounts) subtracted from the lines to give the net amount; amounts positive */
  allowances?: DocumentCharge[];
}

export interface ExtractedTable {
  /** 1-based */
  page: number;
  bbox: BBox;
  rows: string[][];
}

export interface Check {
  name: string;
  ok: boolean;
  expected: number | null;
  actual: number | null;
}

/** Where a value was printed: the page (1-based) and the value's box in top-left-origin points. */
export interface SourceBox {
  page: number;
  bbox: BBox;
}

export interface ExtractionResult {
  file: { name: string; pages: number };
  source: 'embedded-xml' | 'layout';
  invoice: InvoiceData;
  tables: ExtractedTable[];
  checks: Check[];
  warnings: string[];
  /**
   * Provenance of every value read from the layout, keyed by the field's path in this result
   * ('invoice.number', 'invoice.seller.name', 'invoice.totals.gross', 'invoice.lineItems.3.amount').
   * Values from embedded XML have none (`{}`); a value that is computed rather than printed (net = gross − tax when no
   * net is printed) has none either.
   */
  sources: Record<string, SourceBox>;
}

export interface ExtractOptions {
  /** file name reported in the result */
  name?: string;
  /** ignore embedded e-invoice XML and read the visible layout only */
  layoutOnly?: boolean;
  /** called after each page is processed (for progress reporting) */
  onPage?: (page: number, pages: number) => void;
  /** stop with an error after this many pages (guards hostile documents); default 2000 */
  maxPages?: number;
  /** thresholds of invoice understanding (src/invoice/settings.ts, documented defaults); a bad value throws
   * InvoiceSettingsError before the PDF is opened */
  invoice?: Partial<InvoiceSettings>;
}

/** Codes of the errors extract() throws; the message is for people. */
export type ExtractionErrorCode = 'not-pdf' | 'encrypted' | 'no-text' | 'broken' | 'too-large';

export class ExtractionError extends Error {
  constructor(
    public readonly code: ExtractionErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ExtractionError';
  }
}

// ---- page model: what src/pdf produces and src/layout, src/tables, src/invoice consume ----

/** One run of text as pdf.js gives it, with its box in top-left-origin points. */
export interface Word {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** font size in points */
  size: number;
  fontName: string;
  bold: boolean;
  /** reading direction in degrees, clockwise in page space (90 = top to bottom, 270 = bottom to top); absent = 0 */
  dir?: number;
}

/** A ruling line (from stroked paths or thin filled rectangles); horizontal when y0 === y1 (±tolerance). */
export interface Ruling {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface PageModel {
  /** 1-based */
  number: number;
  width: number;
  height: number;
  words: Word[];
  rulings: Ruling[];
}

/** A file attached to the PDF (EmbeddedFiles or a FileAttachment annotation). */
export interface Attachment {
  filename: string;
  content: Uint8Array;
}
