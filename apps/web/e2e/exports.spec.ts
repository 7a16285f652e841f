import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { makeSampleInvoice, renderInvoice, SAMPLE_DE } from '@tallysheet/extract/fixtures';
import { shot as fullPageShot, signUpAndOnboard, startConversion } from './support';

/**
 * Issue #14: the Settings tabs "CSV format" and "Exports", the export choice on the result card, and each download
 * (DATEV, Xero, QuickBooks, invoices CSV, CSV in the chosen format) parsed. The browser speaks German here, so the
 * CSV format proposed is "Semicolon, decimal comma" and dates on screen are German.
 */
test.use({ locale: 'de-DE' });

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  return fullPageShot(page, name);
}

/** A strict RFC 4180 reader (quoted fields, doubled quotes, CRLF records). */
function parseCsv(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === delimiter) {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else if (ch === '\n') throw new Error(`bare line feed at ${i}`);
    else field += ch;
  }
  if (field !== '' || row.length) rows.push([...row, field]);
  return rows;
}

async function bytesOf(download: Download): Promise<Buffer> {
  return readFile((await download.path())!);
}

test.describe('Exports (issue #14)', () => {
  test('Settings: CSV format proposed from the browser language, Exports tab saves DATEV/Xero/QuickBooks settings', async ({ page }) => {
    test.setTimeout(120_000);
    await signUpAndOnboard(page);
    await page.goto('/settings/csv');
    await expect(page.getByRole('heading', { name: 'CSV format' })).toBeVisible();
    const semicolon = page.getByRole('radio', { name: /Semicolon, decimal comma/ });
    await expect(semicolon).toBeChecked();
    await expect(page.getByText('Proposed from your browser’s language; save to keep it.')).toBeVisible();
    await shot(page, 'settings-csv-format');
    await page.getByRole('button', { name: 'Save CSV format' }).click();
    await expect(page.getByText('CSV format saved. Every CSV you download uses it.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('radio', { name: /Semicolon, decimal comma/ })).toBeChecked();
    await expect(page.getByText('Proposed from your browser’s language; save to keep it.')).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Exports' }).click();
    await expect(page).toHaveURL(/\/settings\/exports$/);
    await expect(page.getByLabel('Expense account (Konto)')).toHaveValue('4980');
    await page.getByLabel('Chart of accounts').selectOption('SKR04');
    await expect(page.getByLabel('Expense account (Konto)')).toHaveValue('6850');
    await expect(page.getByLabel('Creditor account (Gegenkonto)')).toHaveValue('3300');
    await expect(page.getByLabel('Withholding tax account (Steuerabzug)')).toHaveValue('3726');
    await expect(page.getByLabel('Withholding tax account code')).toHaveValue('');
    await page.getByLabel('Withholding tax account code').fill('826');
    await page.getByLabel('Consultant number (Beraternummer)').fill('12');
    await page.getByRole('button', { name: 'Save export settings' }).click();
    await expect(page.getByRole('alert')).toContainText('consultant number');
    await page.getByLabel('Consultant number (Beraternummer)').fill('29098');
    await page.getByLabel('Client number (Mandantennummer)').fill('55003');
    await page.getByLabel('Account code', { exact: true }).fill('400');
    await page.getByRole('button', { name: 'Save export settings' }).click();
    await expect(page.getByText('Export settings saved. They apply to your next conversions.')).toBeVisible();
    await shot(page, 'settings-exports');
    await page.reload();
    await expect(page.getByLabel('Consultant number (Beraternummer)')).toHaveValue('29098');
    await expect(page.getByLabel('Chart of accounts')).toHaveValue('SKR04');
    await expect(page.getByLabel('Withholding tax account code')).toHaveValue('826');
  });

  test('result card: choose DATEV, Xero, QuickBooks or the invoices CSV, download each and parse it', async ({ page }) => {
    test.setTimeout(180_000);
    await signUpAndOnboard(page);
    // settings first: semicolon CSV and a DATEV consultant/client
    const put = await page.request.put('/api/settings/exports', { data: { data: { csvFormat: 'semicolon-comma' } } });
    expect(put.status()).toBe(200);
    const view = (await (await page.request.get('/api/settings/exports')).json()).data;
    const put2 = await page.request.put('/api/settings/exports', {
      data: { data: { exports: { ...view.exports, datev: { ...view.exports.datev, consultantNumber: 29098, clientNumber: 55003 } } } },
    });
    expect(put2.status()).toBe(200);

    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Your plan' }).getByText('0/5')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Select Files' }).click();
    await (await chooser).setFiles([
      { name: 'northwind.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await makeSampleInvoice()) },
      { name: 'muster.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await renderInvoice(SAMPLE_DE)) },
    ]);
    // both uploads finished and the button enabled before the click (a click during the last upload's re-render was lost)
    for (const name of ['northwind.pdf', 'muster.pdf']) await expect(page.getByRole('listitem', { name }).getByRole('img', { name: 'Uploaded' })).toBeVisible();
    const convert = page.getByRole('button', { name: 'Convert 2 Invoices' }).first();
    await expect(convert).toBeEnabled();
    await startConversion(page, convert, '0/5');
    const card = page.getByRole('article', { name: /^Conversion / });
    await expect(card.getByText('3 Excel files generated successfully!')).toBeVisible({ timeout: 90_000 });
    // the card's date follows the browser's (German) conventions
    await expect(card.getByText(/Started \d{1,2}\. \p{L}+\.? \d{4}, \d{1,2}:\d{2}/u)).toBeVisible();

    const combined = card.getByRole('listitem', { name: 'Accounting export of all invoices combined' });
    await expect(combined).toBeVisible();
    await expect(card.getByRole('listitem', { name: 'Accounting export of muster.xlsx' })).toBeVisible();
    await shot(page, 'result-card-exports');

    const select = combined.getByLabel('Accounting export');
    const exportButton = combined.getByRole('button', { name: /^Download / });

    // DATEV: Windows-1252, CRLF, EXTF header with the settings' numbers, one booking per rate
    await select.selectOption('datev');
    let dl = page.waitForEvent('download');
    await exportButton.click();
    let download = await dl;
    expect(download.suggestedFilename()).toMatch(/\.datev\.csv$/);
    const datev = (await bytesOf(download)).toString('latin1');
    const records = datev.split('\r\n').filter(Boolean);
    const header = records[0]!.split(';');
    expect(header.slice(0, 5)).toEqual(['"EXTF"', '700', '21', '"Buchungsstapel"', '13']);
    expect([header[10], header[11]]).toEqual(['29098', '55003']);
    expect(records[1]!.split(';')).toHaveLength(125);
    expect(records.slice(2).some((r) => r.includes('"RE-2024-0815"'))).toBe(true);
    expect(datev).toContain('B\u00fcrobedarf'); // ü as one Windows-1252 byte

    // Xero
    await select.selectOption('xero');
    dl = page.waitForEvent('download');
    await exportButton.click();
    download = await dl;
    expect(download.suggestedFilename()).toMatch(/\.xero\.csv$/);
    const xero = parseCsv((await bytesOf(download)).toString('utf8'), ',');
    expect(xero[0]!.slice(0, 1)).toEqual(['*ContactName']);
    expect(xero[0]).toContain('*TaxType');
    const numbers = new Set(xero.slice(1).map((r) => r[xero[0]!.indexOf('*InvoiceNumber')]));
    expect(numbers).toEqual(new Set(['INV-2024-0117', 'RE-2024-0815']));

    // QuickBooks
    await select.selectOption('quickbooks');
    dl = page.waitForEvent('download');
    await exportButton.click();
    download = await dl;
    const qb = parseCsv((await bytesOf(download)).toString('utf8'), ',');
    expect(qb[0]!.slice(0, 4)).toEqual(['Bill No', 'Supplier', 'Bill Date', 'Due Date']);
    expect(qb.slice(1).every((r) => /^\d{2}\/\d{2}\/\d{4}$/.test(r[2]!))).toBe(true);

    // invoices CSV in the chosen (semicolon) format
    await select.selectOption('invoices');
    dl = page.waitForEvent('download');
    await exportButton.click();
    download = await dl;
    const inv = parseCsv((await bytesOf(download)).toString('utf8').replace(/^\uFEFF/, ''), ';');
    expect(inv).toHaveLength(3);
    const gross = inv[0]!.indexOf('Gross amount');
    expect(inv.slice(1).every((r) => /^\d+,\d{1,2}$/.test(r[gross]!))).toBe(true);

    // the per-PDF CSV is semicolon-separated too
    dl = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download muster.csv (CSV)' }).click();
    const lines = parseCsv((await bytesOf(await dl)).toString('utf8').replace(/^\uFEFF/, ''), ';');
    expect(lines[0]!.slice(0, 2)).toEqual(['Invoice number', 'Issue date']);
    expect(lines[1]![lines[0]!.indexOf('Unit price')]).toBe('4,95');
  });
});
