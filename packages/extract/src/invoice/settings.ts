/**
 * One settings object for invoice understanding, with documented defaults (lengths in points, "em" = font size,
 * money in the document's currency units). Pass a partial object as `ExtractOptions.invoice`; every value is checked
 * by {@link resolveInvoiceSettings} and a bad one is an error that names the setting.
 */

export interface InvoiceSettings {
  // ---- layout ----
  /** a horizontal gap wider than this many em between words splits a line into segments (label | value); default 1.2 */
  segmentGapEm: number;
  /** the widest gap (em) between two words of one run of text, a word space: proportional fonts space words 0.25–0.35
   * em, monospace fonts 0.6 em; wider is a gap between cells; default 0.7 */
  wordGapEm: number;
  /** a line repeated at the same height on another page within this share of the page height from its top or bottom
   * is running page furniture (letterhead, footer), never an item row; default 0.15 */
  furnitureBand: number;
  /** how far (points) the heights of such repeated lines may differ; default 2 */
  furnitureTolerance: number;
  /** 1: lines under a table header repeated at a page's top are the table's rows, never running furniture (an item's
   * text that opens two pages at one place); 0 switches it off; default 1 */
  furnitureBelowHeader: number;
  /** a run of text turned a quarter (read bottom to top or top to bottom) of at least this many words, standing in the
   * page's margin beside all upright text, is margin text (a legal footer set sideways: company, capital, register,
   * VAT id): it is read as one line at the foot of its page instead of word by word in the lines it crosses; default 4 */
  marginTextMinWords: number;
  /** a row of labels over a row of figures is cut where a word ends (or starts) within this many points of a figure's
   * right (or left) edge; default 1.5 */
  labelCellTolerance: number;
  /** …when the figure row follows within this many font sizes; default 1.5 */
  labelRowGapEm: number;
  /** …or, when no edges line up, at its widest word gaps if they are at least this many times wider than every other
   * gap of the row; default 2 */
  labelGapRatio: number;
  /** label and value cells line up when their left or right edges differ by at most this (points); default 6 */
  alignTolerance: number;
  /** a value under its label is looked for at most this many lines below (non-amount fields); default 3 */
  valueLinesBelow: number;
  /** a totals value under its label is looked for at most this many lines below; default 2 */
  totalsLinesBelow: number;
  /** …and at most this many font sizes below the label line; default 5 */
  valueGapEm: number;

  // ---- ranking of label candidates (a candidate's cost = label rank + these; lower wins) ----
  /** a value found below its label instead of beside it; default 0.5 */
  belowPenalty: number;
  /** a totals label behind a qualifying word ("Positionen netto") instead of starting its segment; default 0.25 */
  qualifiedLabelPenalty: number;
  /** an amount-due label standing in for the gross total; default 0.5 */
  dueAsGrossPenalty: number;

  // ---- arithmetic ----
  /** two amounts are equal when they differ by at most this (one cent and float noise); default 0.011 */
  amountTolerance: number;
  /** rounding allowed per summed line (line sums, column totals, tax per line); default 0.005 */
  perLineRounding: number;
  /** a printed cash-rounding line ("Rundungsdifferenz -0,02") is smaller than this; default 1 */
  maxCashRounding: number;
  /** VAT rates above this many percent are not VAT rates (a discount, a share); default 50 */
  maxVatRate: number;
  /** 1: a labelled tax printed beside a net equal to the gross ("Subtotal 107.00 · Tax 7.00 · Total 107.00") was included
   * in that subtotal: the tax stands and the net is the gross less the tax (the tax must be at most maxVatRate % of that
   * net); 0: the gross less the net (0) is taken as the tax; default 1 */
  taxIncludedInEqualTotals: number;
  /** an amount due for several blocks of totals (one per service) may differ from the sum of their totals by
   * less than this (a due rounded to five hundredths); default 0.05 */
  blockSumRounding: number;
  /** the cost of an amount with no label (the rightmost amount of a line below the items) as a totals candidate:
   * more than any label's rank, so labelled amounts are preferred; default 60 */
  unlabelledRank: number;
  /** net, tax and gross read without labels lie within this many lines of each other, as do gross, prepayment and
   * amount due; default 12 */
  streamWindowLines: number;

  // ---- parties ----
  /** a company line counts as standing out when its font is this many times the body size (or bold, or with a legal
   * form); default 1.15 */
  standoutSizeRatio: number;
  /** a party word starting a line ("Fournisseur F") may still start a name in type this many times the body size;
   * default 1.3 */
  largeNameSizeRatio: number;
  /** the two lines above and below the item table belong to it (its header, a carried-forward line), not to the
   * letterhead, when they are at most this many font sizes from it and not running furniture — a page footer is not;
   * default 2 */
  tableNeighbourGapEm: number;

  // ---- line items found by their arithmetic (items/arithmetic.ts) ----
  /** right edges of figures within this many points form one column; default 2.5 */
  itemEdgeTolerance: number;
  /** two digit groups join into one number when the gap between them is at most this many em (a thousands space); default 0.35 */
  itemThousandsGapEm: number;
  /** …or at most this many character widths of the digit group that follows (a space of a monospaced font is one
   * character wide, wider than 0.35 em); default 1.1 */
  digitGroupGapChars: number;
  /** a decimal separator closing one word and two digits opening the next join into one amount when the gap between
   * them is at most this many ems ("747, 01": LaTeX sets a comma in mathematics as punctuation, a thin space after it);
   * a word space is wider; 0 switches it off; default 0.2 */
  decimalGapEm: number;
  /** 1: in an item header without a quantity column, an amount head left of the unit price heads the count and the
   * price column right of the unit price is the line amount ("Amount | Item | Unit Price | Price"); 0 switches it off;
   * default 1 */
  amountHeadLeftOfPrice: number;
  /** an amount column of at most this many rows is searched from every row for its item run; a longer one (a document of
   * hundreds of pages) only from the starts of its blocks, so the search stays linear; default 400 */
  itemExhaustiveRows: number;
  /** a run of rows is an item table with at least this many items (one only when quantity × price proves it); default 2 */
  itemMinRows: number;
  /** 1: where no column of right-aligned figures gives an item run, columns of figures sharing their left edges or their
   * centres are searched too (figures left-aligned or centred, as word-processor tables set them: "12,50" and
   * "1 234,50" then end at different x); 0 switches it off; default 1 */
  itemOtherAlignments: number;
  /** 1: a reading along right edges that found quantities or prices still has the left edges and middles searched
   * when its amounts also start together (one item, or figures of one width: the figures may be left-aligned); 0: it
   * always stands; default 1 */
  itemAlignmentEvidence: number;
  /** 1: the reading of amount lines without a header (`findBodyTable`) also follows the figures' left edges and their
   * middles, not only their right edges (amounts left-aligned or centred under no header row); it replaces the
   * right-edge reading only with more items; 0 switches it off; default 1 */
  itemBodyAlignments: number;
  /** 1: the reading of amount lines without a header also takes figure lines whose only text is a position number
   * (perhaps with an article code), their item's text printed on the lines above, where those positions count up; and
   * a currency code printed before an amount ("USD 144,42") is part of the amount's cell there and in a header table
   * (not the description's last word); 0 switches it off; default 1 */
  itemBodyBareLines: number;
  /** a header that names a quantity and figure columns but no description ("Quantity | Price | Amount | VAT") heads
   * the text printed left of all its heads as the items' description when at least this many of the rows below print
   * such text and a figure under the price or amount head; 0 switches it off; default 2 */
  itemUnheadedDescriptionRows: number;
  /** an item table closed by a total its amounts add up to, followed by another header of the same columns whose rows
   * are closed the same way, is one table in sections (electricity, then water): the later sections' rows are items
   * too. A section's total lies before the next section's header; the last section's is looked for on this many lines
   * after its last row; 0 switches it off; default 12 */
  itemFollowingSections: number;
  /** 1: in an item table with a quantity column, a row without a quantity whose amount is the sum of the quantified
   * rows right under it is the group's caption: it is left out when the rows without a quantity are tested as items
   * of a total printed outside the table (a utility bill's "Energy 26.00" over its peak and off-peak rows, beside a
   * levy row of its own); 0 switches it off; default 1 */
  itemCaptionSums: number;
  /** 1: the first text of page 1 (the sender's letterhead, over the recipient's window) is its highest line that has
   * a letter — a line of signs and digits above it (a mailing machine's sorting code) does not count; 0 counts every
   * line; default 1 */
  partyTopTextOnly: number;
  /** 1: in an item table whose header names no description column, a line of words under an item's figures (no
   * money figure in it) is that item's text, read across the figure columns; 0 switches it off; default 1 */
  itemTextWithoutDescription: number;
  /** 1: in an item table without a quantity column, a row named by a charge's label ("Freight") that fills fewer
   * cells than two thirds of the other rows is a document-level charge, not an item; 0 switches it off; default 1 */
  itemChargeShape: number;
  /** an arithmetic item reading that holds every amount of the header reading and finds at least this many times as
   * many items is taken over it (the header reading stopped early); 0 switches it off; default 2 */
  itemArithmeticHolds: number;
  /** 1: in a table of amounts only, a line opening with a totals label whose amount is the sum of the rows since the
   * last group ("Subtotal Labour | 585,78") is that group's subtotal even after one row; 0: two rows are needed;
   * default 1 */
  itemLabelledSubtotal: number;
  /** a VAT id belongs to a party's address block when it is at most this many lines below the block's last line; default 4 */
  vatBelowBlockLines: number;
  /** rounding allowed in quantity × price = amount relative to the amount (besides amountTolerance); default 0.0005 */
  itemRelationRel: number;
  /** share of a run's items that must prove themselves by quantity × price = amount; default 0.5 */
  itemProvenShare: number;
  /** an unnamed column is the quantity when, times the unit price, it gives every priced row's amount or more by a
   * plausible line discount, and exactly on at least this share of them; default 0.25 */
  itemQuantityExactShare: number;
  /** share of the items a figure column must fill to be given a role (quantity, price, gross, rate…); default 0.6 */
  itemColumnFill: number;
  /** a text line joins an item's description when the vertical gap is at most this many line heights; default 1.25 */
  itemBlockGapLines: number;
  /** at most this many text lines form one item's description block; default 6 */
  itemMaxBlockLines: number;
  /** a white x range between the inked ones of an item table's rows, at least this many font sizes wide, is a gutter
   * between columns: a wide gap of a header line over it separates two column heads (figure columns centred or
   * left-aligned share no edge to cut at); default 1 */
  headerGutterMin: number;
  /** a line further than this many font sizes below the previous line of the item table (same page) is past the table's
   * end (a page footer with phone or bank figures under the columns); default 8 */
  itemMaxRowGapEm: number;
  /** a line of an item table that opens with words set right of every description above it, at least this many font
   * sizes right of the description column's left edge, and carries an amount without quantity or price, is the
   * totals block set under the figures ("Fees 1,500.00"), which ends the table; default 6 */
  totalsIndentEm: number;
  /** lines under a letterhead's name read for its address (parties.ts `letterheadAddress`); default 4 */
  letterheadAddressLines: number;
  /** a line further below the previous letterhead line than this many body sizes is not part of the letterhead's
   * address; default 1.6 */
  letterheadLineGapEm: number;
  /** lines below a run searched for a printed charge that, added to the items' sum, gives the printed net; default 6 */
  itemChargeWindow: number;
  /** lines below a list of items in running text (items/listed.ts) searched for the totals line printing their sum;
   * default 6 */
  itemListTotalWindow: number;
  /** 1: a totals label's figure is the one before a rate cell that opens a row of a VAT breakdown set beside the totals
   * block ("Net 7 570,60 | 25 % | 14,14 | 3,54": the figures after the rate are a base and its tax, and the first of
   * them is no tax of the label's figure); 0 switches it off (the walk takes the line's last figure); default 1 */
  totalsBesideBreakdown: number;
  /** 1: a figure with a unit glued to it ("12,000dny", "15.50kg", "11dag") is a figure and its unit when the letters are
   * a unit of the units table (units.ts) — in the line items found by their arithmetic (items/arithmetic.ts) and in an
   * unnamed or ordered/delivered quantity column of a header reading (lineItems.ts); 0 switches it off (such a word is
   * text); default 1 */
  itemGluedUnitFigures: number;
  /** 1: a label inside a merged header cell ("OPRAVOVANÝ DOKLAD SPLATNO DNE") over a value cell merged the same way
   * ("29794734, 26.07.2024 14.11.2024") takes the words set where the label starts ("14.11.2024"), not the cell's first
   * value (dates and other values, not amounts); 0 switches it off; default 1 */
  mergedCellValues: number;
  /** 1: a group's subtotal in an item table followed by that group's own tax line (a rate and the subtotal's tax at it)
   * and gross line (subtotal + tax), as per-delivery or per-site bills print them, closes the group only: the table goes
   * on when items follow the three lines; 0 switches it off (the tax line under a subtotal then ends the table);
   * default 1 */
  itemGroupTaxGross: number;
  /** added to the cost of a net/tax/gross triple whose net is smaller than the line items' sum (of the same sign): the
   * totals of the last group of a table printing each group's net, tax and gross, not the invoice's, which cover every
   * item. A penalty added to every triple changes nothing, so it decides only between a triple covering the items and
   * one that does not (3: more than a band's labels cost over a column's, three members × 0.5); 0 switches it off; default 3 */
  totalsBelowItemsPenalty: number;
  /** 1: a seller's name without a legal form or digits, over an address the legal notice at the foot of page 1 prints
   * after a company name with its legal form (a slogan under a logo), is replaced by the notice's name; 0 switches it
   * off; default 1 */
  sellerNameFromNotice: number;
  /** 1: a party label run into its name's cell ("Aan Harbour B.V.", no colon) is the label when the block's next line
   * opens under the name's first word and nothing opens under the label (a label column left of the block); 0 switches
   * it off; default 1 */
  partyLabelHanging: number;
  /** 1: a party label followed by its translation after a bar or slash ("Rechnungsempfänger | Recipient", "Lieferant /
   * Supplier") is one label, not a name, and heads its block; 0 switches that off (the letterhead's search, which has
   * no settings, still passes over such a pair as a label); default 1 */
  partyLabelTranslation: number;
  /** 1: a letter's greeting opening a party's name line ("Sehr geehrte Familie Berger", "Dear Mr Hill", lexicon
   * `greetings`) is no part of the name, and a form of address or greeting over a line ending in a legal form marks a
   * contact person, the company under it being the party; 0 switches it off; default 1 */
  partyGreeting: number;
  /** 1: a label wrapped onto a second line of its cell takes the value set right of it on the line between its two
   * lines ("Rechnungsbetrag | Total" / "€ 30150.00" / "Amount:"); 0 switches it off; default 1 */
  wrappedLabelValue: number;
  /** 1: a label alone in its cell with no value right of it or under it takes the value edge-aligned right above it,
   * less than an em away, when no label heads that value (a figure set large over its caption: "€ 665.00" over
   * "Gesamtbetrag"); 0 switches it off; default 1 */
  valueAboveLabel: number;
  /** 1: a document number ending in a hyphen or slash continues with the token that starts under it on the next line,
   * less than an em below ("RE-2025-" / "08734" in a narrow cell); 0 switches it off; default 1 */
  wrappedNumber: number;
  /** 1: a letterhead name without a legal form continues with the next line in the same type and column when that line
   * ends in a legal form ("… & Partner" / "Rechtsanwälte OG"); 0 switches it off; default 1 */
  letterheadNameWrap: number;
  /** 1: a street line that opens with a word ("J.H. Oortweg 21") is no party's name, so a block printing the name under
   * its address ("Oortweg 21" / "2333 CH Leiden" / "Nu Labs B.V.") reads the name with the legal form; 0 switches it
   * off; default 1 */
  partyStreetNoName: number;
  /** 1: a text over a postcode alone on its line ("United Kingdom" over "WC2A 3BP") is the address's town or country,
   * not the name of a letterhead read from its column; 0 switches it off; default 1 */
  senderOverBarePostcode: number;
  /** 1: a number of 14 digits or more printed in groups that is an IBAN without its country code (the two letters of some
   * country and the digits pass the IBAN check) is a bank account, no document number; 0 switches it off; default 1 */
  numberNotAccount: number;
  /** 1: a number printed with blanks around its first slash, the part after it a series of its own ("92 / 08/2025"), is
   * one number ("92/08/2025"), not its first part; 0 switches it off; default 1 */
  numberSpacedSlash: number;
  /** 1: a net or gross word stacked under or over an amount head ("Wartość" over "Netto", "Wartość" over "Brutto") names
   * that amount column, read top to bottom, so of two amount columns the net one is the line amount, and a column
   * named gross beside an amount column named net does not take the line amount because quantity × price fits it (the
   * prices of a sale at gross prices are gross) where the net column gives every row its amount; 0 switches it off;
   * default 1 */
  itemStackedNetGross: number;
  /** 1: a day-first value with slashes ("4/03/2031", "12/11/2030") after a number label is the document's number, not
   * a date, when the document prints its dates in another shape (year first, or with dots or dashes) and no other
   * date with slashes: a number in a monthly series (Polish "Faktura nr 4/03/2031"); 0 switches it off; default 1 */
  numberDateShapedSeries: number;
  /** a date label's value may open with a place name and a comma before the date ("Data wystawienia: Nowa Wieś
   * Wlkp., 2031-03-05"; "Ort, Datum"), a place of at most this many characters (words, dots, hyphens, no digits); 0
   * switches it off (the date must then start within 12 characters of the label); default 40 */
  datePlacePrefixChars: number;
  /** 1: two lines of a party block that hold no legal form alone but together end in one starting on the first (a
   * written-out form wrapped: "… SPÓŁKA Z OGRANICZONĄ" / "ODPOWIEDZIALNOŚCIĄ") are one name; 0 switches it off;
   * default 1 */
  partyLegalFormSplit: number;
  /** 1: a row of values under a row of labels is not cut between the digit groups of one amount a thousands space
   * apart ("20 400 Ft" right-aligned under "Nettó", its last group starting at the label's left edge); 0 cuts there
   * too (the amount's last group alone is read); default 1 */
  labelCutKeepsDigitGroups: number;
  /** 1: when no gross label is printed, a row opened by a bare total word ("Razem:", "Összesen") whose last amount is
   * the sum of two before it (the second at most `maxVatRate` percent of the first) gives net, tax and gross
   * candidates, ranked after every gross label; 0 switches it off; default 1 */
  totalsBareTotalRow: number;
  /** 1: the words of an item's text line that run on from its description a word space apart are its text through
   * the zones of every column right of the description, not only the next one (a note set across "Súly | Mennyiség");
   * 0 takes them from the next column's zone only; default 1 */
  itemTextRunOnColumns: number;
  /** 1: a label followed after a slash by a label of the same field in another language ("Rechnungsnummer / Invoice
   * No.:", "FAKTURA / INVOICE 2024-17") is one label, its value after the second; 0 switches it off; default 1 */
  labelSlashGloss: number;

  // ---- dates ----
  /** payment terms longer than this many days are not read as a due date ("payable within N days"); default 180 */
  maxPaymentTermDays: number;
}

export const DEFAULT_INVOICE_SETTINGS: Readonly<InvoiceSettings> = Object.freeze({
  segmentGapEm: 1.2,
  wordGapEm: 0.7,
  furnitureBand: 0.15,
  furnitureTolerance: 2,
  furnitureBelowHeader: 1,
  marginTextMinWords: 4,
  labelCellTolerance: 1.5,
  labelRowGapEm: 1.5,
  labelGapRatio: 2,
  alignTolerance: 6,
  valueLinesBelow: 3,
  totalsLinesBelow: 2,
  valueGapEm: 5,
  belowPenalty: 0.5,
  qualifiedLabelPenalty: 0.25,
  dueAsGrossPenalty: 0.5,
  amountTolerance: 0.011,
  perLineRounding: 0.005,
  maxCashRounding: 1,
  maxVatRate: 50,
  taxIncludedInEqualTotals: 1,
  blockSumRounding: 0.05,
  unlabelledRank: 60,
  streamWindowLines: 12,
  standoutSizeRatio: 1.15,
  largeNameSizeRatio: 1.3,
  tableNeighbourGapEm: 2,
  maxPaymentTermDays: 180,
  itemEdgeTolerance: 2.5,
  itemThousandsGapEm: 0.35,
  digitGroupGapChars: 1.1,
  decimalGapEm: 0.2,
  amountHeadLeftOfPrice: 1,
  itemMinRows: 2,
  itemExhaustiveRows: 400,
  itemOtherAlignments: 1,
  itemAlignmentEvidence: 1,
  itemBodyAlignments: 1,
  itemBodyBareLines: 1,
  itemUnheadedDescriptionRows: 2,
  itemFollowingSections: 12,
  itemCaptionSums: 1,
  partyTopTextOnly: 1,
  itemTextWithoutDescription: 1,
  itemChargeShape: 1,
  itemArithmeticHolds: 2,
  itemLabelledSubtotal: 1,
  vatBelowBlockLines: 4,
  itemRelationRel: 0.0005,
  itemProvenShare: 0.5,
  itemQuantityExactShare: 0.25,
  itemColumnFill: 0.6,
  itemBlockGapLines: 1.25,
  itemMaxBlockLines: 6,
  headerGutterMin: 1,
  itemMaxRowGapEm: 8,
  totalsIndentEm: 6,
  letterheadAddressLines: 4,
  letterheadLineGapEm: 1.6,
  itemChargeWindow: 6,
  itemListTotalWindow: 6,
  totalsBesideBreakdown: 1,
  itemGluedUnitFigures: 1,
  mergedCellValues: 1,
  itemGroupTaxGross: 1,
  totalsBelowItemsPenalty: 3,
  sellerNameFromNotice: 1,
  partyLabelHanging: 1,
  partyLabelTranslation: 1,
  partyGreeting: 1,
  wrappedLabelValue: 1,
  valueAboveLabel: 1,
  wrappedNumber: 1,
  letterheadNameWrap: 1,
  partyStreetNoName: 1,
  senderOverBarePostcode: 1,
  numberNotAccount: 1,
  numberSpacedSlash: 1,
  itemStackedNetGross: 1,
  numberDateShapedSeries: 1,
  datePlacePrefixChars: 40,
  partyLegalFormSplit: 1,
  labelCutKeepsDigitGroups: 1,
  totalsBareTotalRow: 1,
  itemTextRunOnColumns: 1,
  labelSlashGloss: 1,
});

/** Settings that must be whole numbers (counts of lines, days). */
const INTEGERS: ReadonlySet<keyof InvoiceSettings> = new Set([
  'amountHeadLeftOfPrice',
  'taxIncludedInEqualTotals',
  'marginTextMinWords',
  'valueLinesBelow',
  'totalsLinesBelow',
  'maxPaymentTermDays',
  'itemMinRows',
  'itemMaxBlockLines',
  'itemChargeWindow',
  'itemListTotalWindow',
  'streamWindowLines',
  'itemExhaustiveRows',
  'itemOtherAlignments',
  'itemAlignmentEvidence',
  'itemBodyAlignments',
  'itemBodyBareLines',
  'itemUnheadedDescriptionRows',
  'itemFollowingSections',
  'itemCaptionSums',
  'partyTopTextOnly',
  'itemTextWithoutDescription',
  'itemChargeShape',
  'itemLabelledSubtotal',
  'furnitureBelowHeader',
  'totalsBesideBreakdown',
  'itemGluedUnitFigures',
  'mergedCellValues',
  'itemGroupTaxGross',
  'sellerNameFromNotice',
  'partyLabelHanging',
  'partyLabelTranslation',
  'partyGreeting',
  'wrappedLabelValue',
  'valueAboveLabel',
  'wrappedNumber',
  'letterheadNameWrap',
  'partyStreetNoName',
  'senderOverBarePostcode',
  'numberNotAccount',
  'numberSpacedSlash',
  'itemStackedNetGross',
  'numberDateShapedSeries',
  'datePlacePrefixChars',
  'partyLegalFormSplit',
  'labelCutKeepsDigitGroups',
  'totalsBareTotalRow',
  'itemTextRunOnColumns',
  'labelSlashGloss',
]);
/** Settings that must be at least 1 (ratios of font sizes, counts). */
const AT_LEAST_ONE: ReadonlySet<keyof InvoiceSettings> = new Set([
  'standoutSizeRatio',
  'largeNameSizeRatio',
  'valueLinesBelow',
  'totalsLinesBelow',
  'maxPaymentTermDays',
  'itemMaxRowGapEm',
]);

/** Thrown for an unknown invoice setting or a value out of its range. */
export class InvoiceSettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvoiceSettingsError';
  }
}

/**
 * The defaults overlaid with `s`, checked: every key must be a known setting and every value a finite number, not
 * negative (whole numbers ≥ 1 for counts, ≥ 1 for size ratios, at most 100 for `maxVatRate`). Throws
 * {@link InvoiceSettingsError} naming the first bad setting.
 */
export function resolveInvoiceSettings(s: Partial<InvoiceSettings> | undefined = {}): InvoiceSettings {
  if (s === null || typeof s !== 'object' || Array.isArray(s)) {
    throw new InvoiceSettingsError('Invoice settings must be an object of numbers (see InvoiceSettings).');
  }
  const out: InvoiceSettings = { ...DEFAULT_INVOICE_SETTINGS };
  for (const [key, value] of Object.entries(s)) {
    if (!(key in DEFAULT_INVOICE_SETTINGS)) {
      throw new InvoiceSettingsError(`Unknown invoice setting "${key}" (known: ${Object.keys(DEFAULT_INVOICE_SETTINGS).join(', ')}).`);
    }
    if (value === undefined) continue;
    const k = key as keyof InvoiceSettings;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      throw new InvoiceSettingsError(`Invoice setting "${key}" must be a finite number ≥ 0 (got ${JSON.stringify(value)}).`);
    }
    if (INTEGERS.has(k) && !Number.isInteger(value)) {
      throw new InvoiceSettingsError(`Invoice setting "${key}" must be a whole number (got ${value}).`);
    }
    if (AT_LEAST_ONE.has(k) && value < 1) {
      throw new InvoiceSettingsError(`Invoice setting "${key}" must be at least 1 (got ${value}).`);
    }
    if (k === 'maxVatRate' && value > 100) {
      throw new InvoiceSettingsError(`Invoice setting "maxVatRate" is a percentage and must be at most 100 (got ${value}).`);
    }
    out[k] = value;
  }
  return out;
}
