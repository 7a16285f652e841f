/**
 * Excel workbooks (ExcelJS). Per PDF: sheets "Invoice" (field | value, then the checks), "Line Items" (typed
 * columns, currency formats, frozen header, auto filter, a SUM row whose formula carries its cached result) and
 * "Table 1…N" (every table found, numeric cells as numbers). Combined: "Invoices" (one row per PDF) and
 * "Line Items" (all lines with a File column).
 *
 * Strings are always written as plain shared strings, never as formulas, so a cell text such as "=HYPERLINK(…)"
 * stays inert text; numbers are always written as numbers.
 */
import ExcelJS from 'exceljs';
import type { ExtractionResult, InvoiceData, LineItem } from '../types.js';
import { unitName } from '../invoice/units.js';
import { currencyFormat, DATE_FORMAT, documentConvention, isoToDate, typeCell } from './cells.js';

type Cell = ExcelJS.Cell;
type Worksheet = ExcelJS.Worksheet;

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF5' } };
const FAILED_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFC7CE' } };
const OK_FONT: Partial<ExcelJS.Font> = { color: { argb: 'FF006100' }, bold: true };
const FAILED_FONT: Partial<ExcelJS.Font> = { color: { argb: 'FF9C0006' }, bold: true };
/** Quantities and VAT rates keep Excel's General format ("0.##"-style formats print a stray dot on integers). */
const QTY_FORMAT: string | undefined = undefined;
const RATE_FORMAT: string | undefined = undefined;

/** Sheet-name safe (Excel: ≤ 31 chars, none of : \ / ? * [ ]). */
export function sheetName(name: string): string {
  return name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31).trim() || 'Sheet';
}

function setText(cell: Cell, value: string | null | undefined) {
  // ExcelJS writes a JS string as a string cell (t="s"), never as a formula.
  cell.value = value ?? null;
}

function setNumber(cell: Cell, value: number | null | undefined, numFmt?: string) {
  if (value === null || value === undefined || !Number.isFinite(value)) {
    cell.value = null;
    return;
  }
  cell.value = value;
  if (numFmt) cell.numFmt = numFmt;
}

function setDate(cell: Cell, iso: string | null | undefined) {
  const d = isoToDate(iso);
  if (d) {
    cell.value = d;
    cell.numFmt = DATE_FORMAT;
  } else setText(cell, iso ?? null);
}

function styleHeader(row: ExcelJS.Row) {
  row.font = { bold: true };
  row.eachCell((c) => {
    c.fill = HEADER_FILL;
    c.border = { bottom: { style: 'thin', color: { argb: 'FF8EA9C1' } } };
  });
}

/** Approximate displayed width of a cell value, for fitting columns. */
function displayWidth(cell: Cell): number {
  const v = cell.value;
  if (v === null || v === undefined) return 0;
  if (typeof v === 'number') {
    const fmt = cell.numFmt ?? '';
    const extra = /\[\$[A-Z]{3}\]/.test(fmt) ? 4 : 0;
    const abs = Math.abs(v);
    const grouped = abs >= 1000 ? Math.floor(Math.log10(abs) / 3) : 0;
    return v.toFixed(/0\.00/.test(fmt) ? 2 : Number.isInteger(v) ? 0 : 2).length + grouped + extra;
  }
  if (v instanceof Date) return 10;
  if (typeof v === 'object' && 'formula' in v) {
    const r = (v as ExcelJS.CellFormulaValue).result;
    return typeof r === 'number' ? r.toFixed(2).length + 6 : 10;
  }
  return String(v)
    .split(/\r?\n/)
    .reduce((m, l) => Math.max(m, l.length), 0);
}

function fitColumns(ws: Worksheet, min = 6, max = 60) {
  ws.columns.forEach((col) => {
    let w = min;
    col.eachCell?.({ includeEmpty: false }, (cell) => {
      w = Math.max(w, displayWidth(cell) + 2);
    });
    col.width = Math.min(max, w);
  });
}

/** People-readable names for the checks' stable ids (src/invoice/checks.ts). */
export function checkLabel(name: string): string {
  if (name === 'line-items-sum-to-net') return 'Line amounts sum to net';
  if (name === 'net-plus-tax-equals-gross') return 'Net + tax = gross';
  if (name === 'gross-minus-prepaid-equals-due') return 'Gross − prepaid − withholding + rounding = amount due';
  const m = /^quantity-times-unit-price:line-(\d+)$/.exec(name);
  if (m) return `Quantity × unit price = amount (line ${m[1]})`;
  return name;
}

function failedCount(r: ExtractionResult): number {
  return r.checks.filter((c) => !c.ok).length;
}

function addInvoiceSheet(wb: ExcelJS.Workbook, r: ExtractionResult) {
  const ws = wb.addWorksheet('Invoice');
  const inv = r.invoice;
  const money = currencyFormat(inv.currency);
  const header = ws.addRow(['Field', 'Value']);
  styleHeader(header);
  const text = (label: string, value: string | null) => setText(ws.addRow([label]).getCell(2), value);
  const date = (label: string, value: string | null) => setDate(ws.addRow([label]).getCell(2), value);
  const amount = (label: string, value: number | null) => setNumber(ws.addRow([label]).getCell(2), value, money);

  text('File', r.file.name);
  setNumber(ws.addRow(['Pages']).getCell(2), r.file.pages);
  text('Source', r.source === 'embedded-xml' ? 'Embedded e-invoice XML' : 'Page layout');
  text('Invoice number', inv.number);
  date('Issue date', inv.issueDate);
  date('Due date', inv.dueDate);
  text('Currency', inv.currency);
  text('Seller', inv.seller.name);
  text('Seller VAT ID', inv.seller.vatId);
  text('Seller address', inv.seller.address);
  text('Buyer', inv.buyer.name);
  text('Buyer VAT ID', inv.buyer.vatId);
  text('Buyer address', inv.buyer.address);
  date('Delivery date', inv.deliveryDate ?? null);
  date('Service period start', inv.servicePeriod?.start ?? null);
  date('Service period end', inv.servicePeriod?.end ?? null);
  text('Order reference', inv.orderReference ?? null);
  text('Buyer reference', inv.buyerReference ?? null);
  text('IBAN', inv.payment?.iban ?? null);
  text('BIC', inv.payment?.bic ?? null);
  text('Payment terms', inv.payment?.terms ?? null);
  text('Payment reference', inv.payment?.reference ?? null);
  for (const c of inv.charges ?? []) amount(`Charge: ${c.description ?? 'charge'}${c.taxRate !== null ? ` (${c.taxRate} %)` : ''}`, c.amount);
  for (const a of inv.allowances ?? []) amount(`Allowance: ${a.description ?? 'allowance'}${a.taxRate !== null ? ` (${a.taxRate} %)` : ''}`, -a.amount);
  amount('Net amount', inv.totals.net);
  amount('Tax amount', inv.totals.tax);
  amount('Gross amount', inv.totals.gross);
  amount('Prepaid amount', inv.totals.prepaid ?? null);
  amount('Withholding tax', inv.totals.withholding ?? null);
  amount('Rounding', inv.totals.rounding ?? null);
  amount('Amount due', inv.totals.due);
  setNumber(ws.addRow(['Line items']).getCell(2), inv.lineItems.length);
  setNumber(ws.addRow(['Tables']).getCell(2), r.tables.length);

  ws.addRow([]);
  const checksHeader = ws.addRow(['Check', 'Result', 'Expected', 'Actual']);
  styleHeader(checksHeader);
  if (r.checks.length === 0) ws.addRow(['No checks could be run (amounts missing).']);
  for (const c of r.checks) {
    const row = ws.addRow([checkLabel(c.name), c.ok ? 'OK' : 'FAILED']);
    setNumber(row.getCell(3), c.expected, '#,##0.00##');
    setNumber(row.getCell(4), c.actual, '#,##0.00##');
    row.getCell(2).font = c.ok ? OK_FONT : FAILED_FONT;
    if (!c.ok) row.eachCell({ includeEmpty: true }, (cell) => (cell.fill = FAILED_FILL));
  }
  if (r.warnings.length) {
    ws.addRow([]);
    styleHeader(ws.addRow(['Warnings']));
    for (const w of r.warnings) setText(ws.addRow([]).getCell(1), w);
  }
  fitColumns(ws, 10, 70);
  ws.views = [{ state: 'frozen', ySplit: 1 }];
}

// "Price per quantity": the units the unit price is for (EN 16931 BT-149, empty = 1); "Line discount": the line's allowance
// (BT-136), already out of the amount — so quantity × unit price ÷ price per quantity − line discount = amount
const LINE_HEADERS = ['#', 'Description', 'Quantity', 'Unit', 'Unit price', 'VAT %', 'Amount', 'Article number', 'Unit code', 'Price per quantity', 'Line discount'];

/** The unit as people read it: a Rec 20 code from the XML becomes its name ("H87" → "piece"); a printed unit stays. */
function unitText(li: LineItem): string | null {
  if (li.unitCode && (li.unit === null || li.unit === li.unitCode)) return unitName(li.unitCode);
  return li.unit;
}

function writeLine(row: ExcelJS.Row, start: number, i: number, li: LineItem, money: string) {
  setNumber(row.getCell(start), i + 1);
  setText(row.getCell(start + 1), li.description);
  setNumber(row.getCell(start + 2), li.quantity, QTY_FORMAT);
  setText(row.getCell(start + 3), unitText(li));
  setNumber(row.getCell(start + 4), li.unitPrice, money);
  setNumber(row.getCell(start + 5), li.taxRate, RATE_FORMAT);
  setNumber(row.getCell(start + 6), li.amount, money);
  setText(row.getCell(start + 7), li.articleNumber ?? null);
  setText(row.getCell(start + 8), li.unitCode ?? null);
  setNumber(row.getCell(start + 9), li.priceBaseQuantity ?? null, QTY_FORMAT);
  setNumber(row.getCell(start + 10), li.allowance ?? null, money);
  row.getCell(start + 1).alignment = { wrapText: true, vertical: 'top' };
}

function colLetter(n: number): string {
  let s = '';
  while (n > 0) {
    const m = (n - 1) % 26;
    s = String.fromCharCode(65 + m) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** Appends "Total" with =SUM(…) over the amount column; the cached result lets readers that do not calculate see it. */
function addSumRow(ws: Worksheet, labelCol: number, amountCol: number, firstRow: number, lastRow: number, total: number, money: string) {
  const row = ws.addRow([]);
  row.getCell(labelCol).value = 'Total';
  const letter = colLetter(amountCol);
  row.getCell(amountCol).value = { formula: `SUM(${letter}${firstRow}:${letter}${lastRow})`, result: total };
  row.getCell(amountCol).numFmt = money;
  row.font = { bold: true };
  row.eachCell((c) => (c.border = { top: { style: 'thin' } }));
}

function roundSum(values: (number | null)[]): number {
  return Math.round(values.reduce<number>((s, v) => s + (v ?? 0), 0) * 1e6) / 1e6;
}

function addLineItemsSheet(wb: ExcelJS.Workbook, inv: InvoiceData) {
  const ws = wb.addWorksheet('Line Items');
  const money = currencyFormat(inv.currency);
  styleHeader(ws.addRow(LINE_HEADERS));
  inv.lineItems.forEach((li, i) => writeLine(ws.addRow([]), 1, i, li, money));
  if (inv.lineItems.length) {
    addSumRow(ws, 2, 7, 2, inv.lineItems.length + 1, roundSum(inv.lineItems.map((l) => l.amount)), money);
  }
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: LINE_HEADERS.length } };
  fitColumns(ws, 6, 60);
}

function addTableSheets(wb: ExcelJS.Workbook, r: ExtractionResult) {
  const convention = documentConvention(r.tables.flatMap((t) => t.rows));
  r.tables.forEach((t, i) => {
    const ws = wb.addWorksheet(sheetName(`Table ${i + 1}`));
    const info = ws.addRow([`Page ${t.page}`, `bbox ${t.bbox.map((v) => Math.round(v * 10) / 10).join(', ')}`]);
    info.font = { italic: true, color: { argb: 'FF666666' } };
    for (const cells of t.rows) {
      const row = ws.addRow([]);
      cells.forEach((raw, c) => {
        const cell = row.getCell(c + 1);
        const typed = typeCell(raw, convention);
        if (typed.kind === 'number') setNumber(cell, typed.value, typed.decimals > 0 ? `#,##0.${'0'.repeat(Math.min(typed.decimals, 6))}` : '#,##0');
        else if (typed.kind === 'percent') setNumber(cell, typed.value, typed.decimals > 0 ? `0.${'0'.repeat(Math.min(typed.decimals, 6))}%` : '0%');
        else setText(cell, typed.value);
      });
    }
    fitColumns(ws, 6, 60);
  });
}

async function toBytes(wb: ExcelJS.Workbook): Promise<Uint8Array> {
  const buf = await wb.xlsx.writeBuffer();
  return new Uint8Array(buf as ArrayBuffer);
}

function newWorkbook(): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Tallysheet';
  wb.created = new Date(0);
  wb.modified = new Date(0);
  wb.calcProperties.fullCalcOnLoad = true;
  return wb;
}

/** The workbook for one PDF. */
export async function writeWorkbook(result: ExtractionResult): Promise<Uint8Array> {
  const wb = newWorkbook();
  addInvoiceSheet(wb, result);
  addLineItemsSheet(wb, result.invoice);
  addTableSheets(wb, result);
  return toBytes(wb);
}

/** One workbook across several PDFs: "Invoices" (a row per PDF) and "Line Items" (every line, with its file). */
export async function writeCombinedWorkbook(results: ExtractionResult[]): Promise<Uint8Array> {
  const wb = newWorkbook();
  const inv = wb.addWorksheet('Invoices');
  styleHeader(
    inv.addRow(['File', 'Pages', 'Source', 'Invoice number', 'Issue date', 'Due date', 'Seller', 'Seller VAT ID', 'Buyer', 'Buyer VAT ID', 'Currency', 'Net amount', 'Tax amount', 'Gross amount', 'Prepaid amount', 'Withholding tax', 'Rounding', 'Amount due', 'Line items', 'Failed checks', 'Order reference', 'Buyer reference', 'Delivery date', 'IBAN', 'BIC', 'Payment terms', 'Payment reference']),
  );
  for (const r of results) {
    const row = inv.addRow([]);
    const i = r.invoice;
    const money = currencyFormat(i.currency);
    setText(row.getCell(1), r.file.name);
    setNumber(row.getCell(2), r.file.pages);
    setText(row.getCell(3), r.source === 'embedded-xml' ? 'Embedded XML' : 'Layout');
    setText(row.getCell(4), i.number);
    setDate(row.getCell(5), i.issueDate);
    setDate(row.getCell(6), i.dueDate);
    setText(row.getCell(7), i.seller.name);
    setText(row.getCell(8), i.seller.vatId);
    setText(row.getCell(9), i.buyer.name);
    setText(row.getCell(10), i.buyer.vatId);
    setText(row.getCell(11), i.currency);
    setNumber(row.getCell(12), i.totals.net, money);
    setNumber(row.getCell(13), i.totals.tax, money);
    setNumber(row.getCell(14), i.totals.gross, money);
    setNumber(row.getCell(15), i.totals.prepaid ?? null, money);
    setNumber(row.getCell(16), i.totals.withholding ?? null, money);
    setNumber(row.getCell(17), i.totals.rounding ?? null, money);
    setNumber(row.getCell(18), i.totals.due, money);
    setNumber(row.getCell(19), i.lineItems.length);
    setNumber(row.getCell(20), failedCount(r));
    if (failedCount(r) > 0) row.getCell(20).fill = FAILED_FILL;
    setText(row.getCell(21), i.orderReference ?? null);
    setText(row.getCell(22), i.buyerReference ?? null);
    setDate(row.getCell(23), i.deliveryDate ?? null);
    setText(row.getCell(24), i.payment?.iban ?? null);
    setText(row.getCell(25), i.payment?.bic ?? null);
    setText(row.getCell(26), i.payment?.terms ?? null);
    setText(row.getCell(27), i.payment?.reference ?? null);
  }
  inv.views = [{ state: 'frozen', ySplit: 1 }];
  inv.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: 27 } };
  fitColumns(inv, 6, 50);

  const lines = wb.addWorksheet('Line Items');
  styleHeader(lines.addRow(['File', 'Invoice number', 'Issue date', 'Seller', 'Currency', ...LINE_HEADERS]));
  let count = 0;
  const currencies = new Set<string | null>();
  const amounts: (number | null)[] = [];
  for (const r of results) {
    const money = currencyFormat(r.invoice.currency);
    r.invoice.lineItems.forEach((li, idx) => {
      const row = lines.addRow([]);
      setText(row.getCell(1), r.file.name);
      setText(row.getCell(2), r.invoice.number);
      setDate(row.getCell(3), r.invoice.issueDate);
      setText(row.getCell(4), r.invoice.seller.name);
      setText(row.getCell(5), r.invoice.currency);
      writeLine(row, 6, idx, li, money);
      currencies.add(r.invoice.currency);
      amounts.push(li.amount);
      count++;
    });
  }
  // A total across files only means something in one currency.
  if (count > 0 && currencies.size === 1) {
    addSumRow(lines, 7, 12, 2, count + 1, roundSum(amounts), currencyFormat([...currencies][0]));
  }
  lines.views = [{ state: 'frozen', ySplit: 1 }];
  lines.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: 5 + LINE_HEADERS.length } };
  fitColumns(lines, 6, 60);
  return toBytes(wb);
}
