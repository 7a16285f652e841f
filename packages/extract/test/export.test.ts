import ExcelJS from 'exceljs';
import { parseCsv } from './fixtures/csv.js';
import { describe, expect, it } from 'vitest';
import { csvSafe, typeCell, writeCombinedCsv, writeCombinedWorkbook, writeCsv, writeWorkbook } from '../src/export/index.js';
import type { ExtractionResult } from '../src/types.js';

function result(overrides: Partial<ExtractionResult> = {}): ExtractionResult {
  return {
    file: { name: 'rechnung.pdf', pages: 2 },
    source: 'layout',
    sources: {},
    invoice: {
      number: 'RE-2024-0815',
      issueDate: '2024-02-14',
      dueDate: '2024-03-15',
      currency: 'EUR',
      seller: { name: 'Muster GmbH', vatId: 'DE123456789', address: 'Lindenstraße 12, 80333 München' },
      buyer: { name: '=HYPERLINK("http://evil.example","click")', vatId: null, address: null },
      totals: { net: 1687.3, tax: 311.03, gross: 1998.33, due: 1998.33 },
      lineItems: [
        { description: 'Kopierpapier A4, "80 g"', quantity: 40, unit: 'Pck.', unitPrice: 4.95, taxRate: 19, amount: 198 },
        { description: '+49 hotline, line\nbreak', quantity: 3, unit: 'Stk.', unitPrice: 89.9, taxRate: 19, amount: 269.7 },
        { description: '@SUM(A1)', quantity: 1, unit: null, unitPrice: null, taxRate: 7, amount: 1219.6 },
      ],
    },
    tables: [
      {
        page: 1,
        bbox: [50, 300, 545, 420],
        rows: [
          ['Pos.', 'Bezeichnung', 'Menge', 'Einzelpreis', 'USt.', 'Gesamt'],
          ['1', 'Kopierpapier', '40', '4,95', '19 %', '198,00'],
          ['2', '-Toner', '3', '89,90 €', '19 %', '1.269,70'],
          ['007', 'DE89370400440532013000', '14.02.2024', '-5,00', '', '=1+1'],
        ],
      },
      { page: 2, bbox: [50, 50, 545, 100], rows: [['a', 'b']] },
    ],
    checks: [
      { name: 'Line amounts sum to net', ok: true, expected: 1687.3, actual: 1687.3 },
      { name: 'Net + tax = gross', ok: false, expected: 1998.33, actual: 1998.34 },
    ],
    warnings: ['Seller VAT ID not found'],
    ...overrides,
  };
}

async function load(bytes: Uint8Array) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  return wb;
}

function findRow(ws: ExcelJS.Worksheet, label: string): ExcelJS.Row {
  let found: ExcelJS.Row | undefined;
  ws.eachRow((row) => {
    if (row.getCell(1).value === label) found = row;
  });
  if (!found) throw new Error(`row ${label} not found`);
  return found;
}

describe('writeWorkbook', () => {
  it('has the Invoice, Line Items and one sheet per table', async () => {
    const wb = await load(await writeWorkbook(result()));
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Invoice', 'Line Items', 'Table 1', 'Table 2']);
  });

  it('writes dates as dates and amounts as numbers in the invoice currency', async () => {
    const ws = (await load(await writeWorkbook(result()))).getWorksheet('Invoice')!;
    const issue = findRow(ws, 'Issue date').getCell(2);
    expect(issue.value).toBeInstanceOf(Date);
    expect((issue.value as Date).toISOString().slice(0, 10)).toBe('2024-02-14');
    expect(issue.numFmt).toBe('yyyy-mm-dd');
    const gross = findRow(ws, 'Gross amount').getCell(2);
    expect(gross.value).toBe(1998.33);
    expect(gross.numFmt).toContain('[$EUR]');
    expect(findRow(ws, 'Invoice number').getCell(2).value).toBe('RE-2024-0815');
  });

  it('lists the checks with OK/FAILED, expected and actual, failed ones highlighted', async () => {
    const ws = (await load(await writeWorkbook(result()))).getWorksheet('Invoice')!;
    const ok = findRow(ws, 'Line amounts sum to net');
    expect(ok.getCell(2).value).toBe('OK');
    const failed = findRow(ws, 'Net + tax = gross');
    expect(failed.getCell(2).value).toBe('FAILED');
    expect(failed.getCell(3).value).toBe(1998.33);
    expect(failed.getCell(4).value).toBe(1998.34);
    expect((failed.getCell(1).fill as ExcelJS.FillPattern).fgColor?.argb).toBe('FFFFC7CE');
    expect(ok.getCell(1).fill).toBeUndefined();
  });

  it('Line Items: typed numbers, currency formats, frozen header, filter, SUM with cached result, fitted widths', async () => {
    const ws = (await load(await writeWorkbook(result()))).getWorksheet('Line Items')!;
    expect(ws.getRow(1).values).toEqual([undefined, '#', 'Description', 'Quantity', 'Unit', 'Unit price', 'VAT %', 'Amount', 'Article number', 'Unit code', 'Price per quantity', 'Line discount']);
    expect(ws.getCell('C2').value).toBe(40);
    expect(ws.getCell('E2').value).toBe(4.95);
    expect(ws.getCell('E2').numFmt).toContain('[$EUR]');
    expect(ws.getCell('F2').value).toBe(19);
    expect(ws.getCell('G3').value).toBe(269.7);
    expect(ws.getCell('E4').value).toBeNull();
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.autoFilter).toBeTruthy();
    const sum = ws.getCell('G5').value as ExcelJS.CellFormulaValue;
    expect(sum.formula).toBe('SUM(G2:G4)');
    expect(sum.result).toBeCloseTo(1687.3, 6);
    expect(ws.getCell('B5').value).toBe('Total');
    const descWidth = ws.getColumn(2).width!;
    expect(descWidth).toBeGreaterThan(ws.getColumn(1).width!);
    expect(descWidth).toBeLessThanOrEqual(60);
    // no number is stored as text anywhere in the amount columns
    for (let r = 2; r <= 4; r++) expect(typeof ws.getCell(`G${r}`).value).toBe('number');
  });

  it('never writes a text as a formula (formula injection)', async () => {
    const wb = await load(await writeWorkbook(result()));
    const inv = wb.getWorksheet('Invoice')!;
    expect(findRow(inv, 'Buyer').getCell(2).value).toBe('=HYPERLINK("http://evil.example","click")');
    expect(findRow(inv, 'Buyer').getCell(2).type).toBe(ExcelJS.ValueType.String);
    const lines = wb.getWorksheet('Line Items')!;
    expect(lines.getCell('B4').value).toBe('@SUM(A1)');
    expect(lines.getCell('B4').type).toBe(ExcelJS.ValueType.String);
    const t = wb.getWorksheet('Table 1')!;
    expect(t.getCell('F5').value).toBe('=1+1');
    expect(t.getCell('F5').type).toBe(ExcelJS.ValueType.String);
    let formulas = 0;
    for (const ws of wb.worksheets) ws.eachRow((row) => row.eachCell((c) => (c.type === ExcelJS.ValueType.Formula ? formulas++ : 0)));
    expect(formulas).toBe(1); // only the SUM row
  });

  it('Table sheets: numbers in the document convention as numbers, identifiers as text', async () => {
    const ws = (await load(await writeWorkbook(result()))).getWorksheet('Table 1')!;
    expect(String(ws.getCell('A1').value)).toBe('Page 1');
    expect(ws.getCell('A2').value).toBe('Pos.');
    expect(ws.getCell('D3').value).toBe(4.95);
    expect(ws.getCell('E3').value).toBeCloseTo(0.19, 10);
    expect(ws.getCell('E3').numFmt).toBe('0%');
    expect(ws.getCell('F4').value).toBe(1269.7);
    expect(ws.getCell('D4').value).toBe(89.9);
    expect(ws.getCell('B4').value).toBe('-Toner');
    expect(ws.getCell('A5').value).toBe('007');
    expect(ws.getCell('B5').value).toBe('DE89370400440532013000');
    expect(ws.getCell('C5').value).toBe('14.02.2024');
    expect(ws.getCell('D5').value).toBe(-5);
  });

  it('works for an empty result (no line items, no tables, no checks)', async () => {
    const empty = result({
      invoice: { ...result().invoice, lineItems: [], currency: null, totals: { net: null, tax: null, gross: null, due: null } },
      tables: [],
      checks: [],
      warnings: [],
    });
    const wb = await load(await writeWorkbook(empty));
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Invoice', 'Line Items']);
    expect(wb.getWorksheet('Line Items')!.rowCount).toBe(1);
  });
});

describe('check names', () => {
  it('shows the stable check ids of runChecks as readable names', async () => {
    const r = result({
      checks: [
        { name: 'line-items-sum-to-net', ok: true, expected: 1, actual: 1 },
        { name: 'net-plus-tax-equals-gross', ok: true, expected: 2, actual: 2 },
        { name: 'quantity-times-unit-price:line-3', ok: false, expected: 3, actual: 4 },
        { name: 'gross-minus-prepaid-equals-due', ok: false, expected: 5, actual: 6 },
      ],
    });
    const ws = (await load(await writeWorkbook(r))).getWorksheet('Invoice')!;
    expect(findRow(ws, 'Gross − prepaid − withholding + rounding = amount due').getCell(2).value).toBe('FAILED');
    expect(findRow(ws, 'Line amounts sum to net').getCell(2).value).toBe('OK');
    expect(findRow(ws, 'Net + tax = gross').getCell(2).value).toBe('OK');
    expect(findRow(ws, 'Quantity × unit price = amount (line 3)').getCell(2).value).toBe('FAILED');
  });
});

describe('writeCombinedWorkbook', () => {
  it('writes both sheets even for no results', async () => {
    const wb = await load(await writeCombinedWorkbook([]));
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Invoices', 'Line Items']);
    expect(parseCsv(new TextDecoder().decode(writeCombinedCsv([])).replace(/^\uFEFF/, ''))).toHaveLength(1);
  });

  it('has an Invoices summary and one Line Items sheet with a File column', async () => {
    const a = result();
    const b = result({ file: { name: 'second.pdf', pages: 1 }, source: 'embedded-xml' });
    const wb = await load(await writeCombinedWorkbook([a, b]));
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Invoices', 'Line Items']);
    const inv = wb.getWorksheet('Invoices')!;
    expect(inv.getCell('A2').value).toBe('rechnung.pdf');
    expect(inv.getCell('A3').value).toBe('second.pdf');
    expect(inv.getCell('N2').value).toBe(1998.33);
    expect(inv.getCell('T2').value).toBe(1);
    expect(inv.getCell('E2').value).toBeInstanceOf(Date);
    const lines = wb.getWorksheet('Line Items')!;
    expect(lines.getCell('A1').value).toBe('File');
    expect(lines.getCell('A2').value).toBe('rechnung.pdf');
    expect(lines.getCell('A5').value).toBe('second.pdf');
    const sum = lines.getCell('L8').value as ExcelJS.CellFormulaValue;
    expect(sum.formula).toBe('SUM(L2:L7)');
    expect(sum.result).toBeCloseTo(2 * 1687.3, 6);
    expect(lines.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('lists the prepaid amount and the withholding tax between the gross and the amount due (empty when none)', async () => {
    const paid = result({ invoice: { ...result().invoice, totals: { net: 1687.3, tax: 311.03, gross: 1998.33, due: 1245.23, prepaid: 500, withholding: 253.1 } } });
    const inv = (await load(await writeCombinedWorkbook([paid, result()]))).getWorksheet('Invoices')!;
    const cols = ['N', 'O', 'P', 'Q', 'R'];
    expect(cols.map((c) => inv.getCell(`${c}1`).value)).toEqual(['Gross amount', 'Prepaid amount', 'Withholding tax', 'Rounding', 'Amount due']);
    expect(cols.map((c) => inv.getCell(`${c}2`).value)).toEqual([1998.33, 500, 253.1, null, 1245.23]);
    expect(inv.getCell('O2').numFmt).toContain('[$EUR]');
    expect(inv.getCell('P2').numFmt).toContain('[$EUR]');
    expect(inv.getCell('O3').value).toBeNull();
    expect(inv.getCell('P3').value).toBeNull();
    const one = (await load(await writeWorkbook(paid))).getWorksheet('Invoice')!;
    expect(findRow(one, 'Prepaid amount').getCell(2).value).toBe(500);
    expect(findRow(one, 'Withholding tax').getCell(2).value).toBe(253.1);
    expect(findRow(one, 'Amount due').getCell(2).value).toBe(1245.23);
  });

  it('lists a rounding amount between the prepaid amount and the amount due, on the Invoice sheet and the Invoices sheet', async () => {
    const rounded = result({ invoice: { ...result().invoice, totals: { net: 1687.3, tax: 311.03, gross: 1998.33, due: 1998, prepaid: null, rounding: -0.33 } } });
    const inv = (await load(await writeCombinedWorkbook([rounded]))).getWorksheet('Invoices')!;
    expect([inv.getCell('Q2').value, inv.getCell('R2').value]).toEqual([-0.33, 1998]);
    const one = (await load(await writeWorkbook(rounded))).getWorksheet('Invoice')!;
    expect(findRow(one, 'Rounding').getCell(2).value).toBe(-0.33);
  });

  it('leaves out the total when currencies differ', async () => {
    const a = result();
    const b = result({ invoice: { ...result().invoice, currency: 'USD' } });
    const lines = (await load(await writeCombinedWorkbook([a, b]))).getWorksheet('Line Items')!;
    expect(lines.rowCount).toBe(7);
    expect(lines.getCell('J5').numFmt).toContain('[$USD]');
    expect(lines.getCell('J2').numFmt).toContain('[$EUR]');
  });
});

describe('CSV', () => {
  const decode = (b: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(b);

  it('starts with a UTF-8 BOM and uses CRLF and RFC 4180 quoting', () => {
    const bytes = writeCsv(result());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = decode(bytes);
    expect(text.includes('\r\n')).toBe(true);
    expect(text).toContain('"Kopierpapier A4, ""80 g"""');
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual(['Invoice number', 'Issue date', 'Due date', 'Seller', 'Seller VAT ID', 'Buyer', 'Currency', 'Line', 'Description', 'Quantity', 'Unit', 'Unit price', 'VAT %', 'Amount', 'Article number', 'Unit code', 'Unit name', 'Order reference']);
    expect(rows).toHaveLength(4);
    expect(rows[1]).toEqual(['RE-2024-0815', '2024-02-14', '2024-03-15', 'Muster GmbH', 'DE123456789', `'=HYPERLINK("http://evil.example","click")`, 'EUR', '1', 'Kopierpapier A4, "80 g"', '40', 'Pck.', '4.95', '19', '198', '', '', '', '']);
    expect(rows[2][8]).toBe(`'+49 hotline, line\nbreak`);
    expect(rows[3][8]).toBe(`'@SUM(A1)`);
    expect(rows[3][11]).toBe('');
  });

  it('combined CSV adds the file column', () => {
    const text = decode(writeCombinedCsv([result(), result({ file: { name: 'b.pdf', pages: 1 } })]));
    const rows = parseCsv(text.slice(1));
    expect(rows[0][0]).toBe('File');
    expect(rows).toHaveLength(7);
    expect(rows[6][0]).toBe('b.pdf');
  });

  it('guards formula starts and keeps negatives as numbers', () => {
    expect(csvSafe('=1+1')).toBe("'=1+1");
    expect(csvSafe('\tx')).toBe("'\tx");
    expect(csvSafe('\rx')).toBe("'\rx");
    expect(csvSafe('-x')).toBe("'-x");
    expect(csvSafe('plain')).toBe('plain');
    const r = result();
    r.invoice.lineItems[0].amount = -198;
    const rows = parseCsv(decode(writeCsv(r)).slice(1));
    expect(rows[1][13]).toBe('-198');
  });
});

describe('typeCell', () => {
  it('reads numbers by convention and leaves identifiers alone', () => {
    expect(typeCell('1.234,56', 'comma')).toEqual({ kind: 'number', value: 1234.56, decimals: 2 });
    expect(typeCell('1,234.56', 'dot')).toEqual({ kind: 'number', value: 1234.56, decimals: 2 });
    expect(typeCell("1'234.50", 'dot')).toMatchObject({ kind: 'number', value: 1234.5 });
    expect(typeCell('1 234,56', 'comma')).toMatchObject({ kind: 'number', value: 1234.56 });
    expect(typeCell('0,5', 'comma')).toMatchObject({ kind: 'number', value: 0.5 });
    expect(typeCell('12,5 %', 'comma')).toMatchObject({ kind: 'percent', value: 0.125 });
    expect(typeCell('00123', 'dot').kind).toBe('text');
    expect(typeCell('INV-2024', 'dot').kind).toBe('text');
    expect(typeCell('12.03.2024', 'comma').kind).toBe('text');
    expect(typeCell('1234567890123456789', 'dot').kind).toBe('text');
  });
});
