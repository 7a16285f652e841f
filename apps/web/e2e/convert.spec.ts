import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import type { ConversionStatusResponse, StartConversionResponse, UploadResponse } from '@tallysheet/contracts';
import ExcelJS from 'exceljs';
import { makeImageOnlyPdf, makeSampleInvoice, SAMPLE_EN } from '@tallysheet/extract/fixtures';
import AxeBuilder from '@axe-core/playwright';
import { MOBILE, shot as fullPageShot, signUpAndOnboard, startConversion } from './support';

/** Full-page screenshot from the top (a sticky header would otherwise be drawn mid-page). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  return fullPageShot(page, name);
}

/** Serious and critical axe-core findings on the page (expected: none). */
async function accessibilityProblems(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The generated English sample invoice (1 page, 4 line items) as the browser will upload it. */
async function sampleInvoice(name: string) {
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await makeSampleInvoice()) };
}

/** Drops files on the drop zone the way a browser does: a DataTransfer carried by a `drop` event. */
async function dropFiles(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const payload = files.map((f) => ({ name: f.name, type: f.mimeType, b64: f.buffer.toString('base64') }));
  const dataTransfer = await page.evaluateHandle((items) => {
    const dt = new DataTransfer();
    for (const item of items) {
      const bytes = Uint8Array.from(atob(item.b64), (c) => c.charCodeAt(0));
      dt.items.add(new File([bytes], item.name, { type: item.type }));
    }
    return dt;
  }, payload);
  const zone = page.getByTestId('drop-zone');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

async function readWorkbook(download: Download): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  return workbook;
}

/** Every cell of a sheet as display text (formula cells by their cached result). */
function sheetTexts(sheet: ExcelJS.Worksheet | undefined): string[] {
  const texts: string[] = [];
  sheet?.eachRow((row) =>
    row.eachCell((cell) => {
      const v = cell.value;
      if (v && typeof v === 'object' && 'result' in v) texts.push(String(v.result));
      else if (v instanceof Date) texts.push(v.toISOString().slice(0, 10));
      else texts.push(String(v ?? ''));
    }),
  );
  return texts;
}

/** Uploads and converts one PDF through the API with the page's own session, and waits until it ends. */
async function convertThroughApi(page: Page, name: string, pdf: Buffer): Promise<void> {
  const up = await page.request.post('/api/invoices/upload', {
    multipart: { invoices: { name, mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(up.status(), await up.text()).toBe(200);
  const invoiceId = ((await up.json()) as UploadResponse).files[0].id;
  const start = await page.request.post('/api/conversions', { data: { invoiceIds: [invoiceId] } });
  expect(start.status(), await start.text()).toBe(201);
  const id = ((await start.json()) as StartConversionResponse).data._id;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/conversions/${id}/status`);
        return ((await res.json()) as ConversionStatusResponse).data.conversion.status;
      },
      { timeout: 60_000 },
    )
    .toBe('succeeded');
}

test.describe('Convert tab (/dashboard)', () => {
  test('select a generated invoice, convert it, watch the progress and open the downloaded workbook', async ({ page }) => {
    test.setTimeout(150_000);
    await signUpAndOnboard(page);
    const banner = page.getByRole('region', { name: 'Your plan' });
    await expect(banner.getByText('Free Plan')).toBeVisible();
    await expect(banner.getByText('0/5')).toBeVisible();
    await expect(banner.getByText('500 KB')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upload PDF Invoices' })).toBeVisible();
    await expect(page.getByText('Drag and drop your PDF files or click to browse')).toBeVisible();
    await shot(page, 'convert-empty');
    expect(await accessibilityProblems(page)).toEqual([]);

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Select Files' }).click();
    await (await chooser).setFiles(await sampleInvoice('northwind-invoice.pdf'));

    const row = page.getByRole('listitem', { name: 'northwind-invoice.pdf' });
    await expect(row.getByRole('img', { name: 'Uploaded' })).toBeVisible();
    await expect(row.getByText(/^\d+(\.\d+)? KB$/)).toBeVisible();
    const convert = page.getByRole('button', { name: 'Convert Invoice' }).first();
    await expect(convert).toBeEnabled();
    await shot(page, 'convert-uploaded');
    // record every value the conversion's progress bar shows, to check how it moves
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"][aria-label="Conversion progress"]');
        const value = bar?.getAttribute('aria-valuenow');
        if (value && seen[seen.length - 1] !== value) seen.push(value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await startConversion(page, convert, '0/5');
    await expect(page.getByText("Your PDFs are being processed. You'll see results below.")).toBeVisible();
    const card = page.getByRole('article', { name: /^Conversion [\w-]{8}$/ });
    await page.evaluate(() => window.scrollTo(0, 0));
    const viewProgress = page.getByRole('button', { name: 'View Progress' });
    await expect(viewProgress).toBeVisible();
    // a one-page invoice may finish within a second (status events): its completion notice then replaces this toast,
    // and the card is brought into view by scrolling instead
    await viewProgress.click({ timeout: 5_000 }).catch(() => card.scrollIntoViewIfNeeded());
    // (a finished card is taller than the viewport's share a running one needs)
    await expect(card).toBeInViewport({ ratio: 0.5 });
    await expect(card.getByRole('heading', { name: 'PDF to Excel Conversion' })).toBeVisible();
    await expect(banner.getByText('1/5')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upload More PDFs' })).toBeVisible();
    await shot(page, 'convert-processing');

    await expect(card.getByText('Completed', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Conversion completed!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download 1 File' })).toBeVisible();
    await expect(card.getByText('1 Excel file generated successfully!')).toBeVisible();
    // a new conversion shows as processing at 10 % until the first status answer (2 s after the start); it never goes back
    const seen = (await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen)).map(Number);
    expect(seen[0]).toBe(10);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    await expect(card.getByRole('progressbar', { name: 'Conversion progress' })).toHaveCount(0);
    await shot(page, 'convert-completed');
    expect(await accessibilityProblems(page)).toEqual([]);

    const excelButton = card.getByRole('button', { name: /^Download northwind-invoice\.xlsx \(Excel, \d+ tables? extracted\)$/ });
    await expect(excelButton).toBeVisible();
    const xlsxDownload = page.waitForEvent('download');
    await excelButton.click();
    const xlsx = await xlsxDownload;
    expect(xlsx.suggestedFilename()).toBe('northwind-invoice.xlsx');
    await expect(page.getByText('Download started')).toBeVisible();
    const workbook = await readWorkbook(xlsx);
    const invoiceSheet = sheetTexts(workbook.getWorksheet('Invoice'));
    expect(invoiceSheet).toContain(SAMPLE_EN.number);
    expect(invoiceSheet).toContain(SAMPLE_EN.seller.name);
    const lineItems = workbook.getWorksheet('Line Items');
    const lineTexts = sheetTexts(lineItems);
    for (const line of SAMPLE_EN.lines) expect(lineTexts).toContain(line.description);
    // 4 chairs at 189.50 = 758.00, typed as a number
    const amounts: number[] = [];
    lineItems?.eachRow((r) => r.eachCell((c) => typeof c.value === 'number' && amounts.push(c.value)));
    expect(amounts).toContain(758);

    const csvDownload = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download northwind-invoice.csv (CSV)' }).click();
    const csv = await readFile((await (await csvDownload).path())!, 'utf8');
    expect(csv).toContain(SAMPLE_EN.number);
    expect(csv).toContain('Office chair, ergonomic, black');

    // the card survives a visit to another tab
    await page.getByRole('link', { name: 'History' }).click();
    await expect(page.getByText('northwind-invoice.pdf')).toBeVisible();
    await page.getByRole('link', { name: 'Convert Invoices' }).click();
    await expect(card.getByText('1 Excel file generated successfully!')).toBeVisible();

    await page.setViewportSize(MOBILE);
    await shot(page, 'convert-completed-mobile');

    await page.getByRole('button', { name: 'New Conversion' }).click();
    await expect(page.getByText('Ready for new conversion')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Select Files' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Conversion Results' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Upload PDF Invoices' })).toBeVisible();
  });

  test('drop two invoices, convert both, and get per-file and combined downloads', async ({ page }) => {
    test.setTimeout(150_000);
    // a long name without spaces, as accounting tools make them: nothing may push the page sideways on a phone
    const april = 'Rechnung_2026-04_Lieferant_GmbH_und_Co_KG_Bestellnummer_000123456789_Kostenstelle_4711';
    await signUpAndOnboard(page);
    await expect(page.getByRole('region', { name: 'Your plan' }).getByText('0/5')).toBeVisible();

    await dropFiles(page, [await sampleInvoice('march.pdf'), await sampleInvoice(`${april}.pdf`)]);
    await expect(page.getByRole('listitem', { name: 'march.pdf' }).getByRole('img', { name: 'Uploaded' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: `${april}.pdf` }).getByRole('img', { name: 'Uploaded' })).toBeVisible();

    // on a short phone screen the Convert button is below the fold: the sticky bar repeats it
    await page.setViewportSize({ width: MOBILE.width, height: 560 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const bar = page.getByRole('region', { name: 'Quick convert' });
    await expect(bar).toBeVisible();
    await expect(bar.getByText('2 file(s) ready')).toBeVisible();
    await expect(bar.getByText('Ready to convert')).toBeVisible();
    await page.screenshot({ path: (await shot(page, 'convert-two-files-mobile')).replace('.png', '-viewport.png') });
    await bar.getByRole('button', { name: 'Convert 2 Invoices' }).click();

    await page.setViewportSize({ width: 1280, height: 800 });
    const card = page.getByRole('article', { name: /^Conversion / });
    await expect(card.getByText('3 Excel files generated successfully!')).toBeVisible({ timeout: 60_000 });
    // 'Download N Files' (in the 4 s completion notice) hands every workbook to the browser at once
    const all: Download[] = [];
    page.on('download', (d) => all.push(d));
    await page.getByRole('button', { name: 'Download 3 Files' }).click();
    await expect.poll(() => all.map((d) => d.suggestedFilename()).sort()).toEqual([
      `${april}.xlsx`,
      'march.xlsx',
      expect.stringMatching(/\.xlsx$/),
    ]);
    page.removeAllListeners('download');
    await expect(card.getByText('All invoices combined')).toBeVisible();
    await expect(card.getByRole('button', { name: /^Download march\.xlsx \(Excel/ })).toBeVisible();
    await expect(card.getByRole('button', { name: new RegExp(`^Download ${april}\\.xlsx \\(Excel`) })).toBeVisible();
    await expect(card.getByRole('button', { name: /\(CSV\)$/ })).toHaveCount(3);
    await shot(page, 'convert-combined');
    await page.setViewportSize(MOBILE);
    await expect(card.getByRole('list', { name: 'Accounting export report' })).toContainText(`${april}.pdf`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await shot(page, 'convert-combined-mobile');
    await page.setViewportSize({ width: 1280, height: 800 });

    const combinedRow = card.getByRole('listitem').filter({ hasText: 'All invoices combined' });
    const download = page.waitForEvent('download');
    await combinedRow.getByRole('button', { name: /\(Excel, / }).click();
    const workbook = await readWorkbook(await download);
    const texts = workbook.worksheets.flatMap((s) => sheetTexts(s));
    expect(texts).toContain('march.pdf');
    expect(texts).toContain(`${april}.pdf`);
    await expect(page.getByRole('region', { name: 'Your plan' }).getByText('2/5')).toBeVisible();
  });

  test('refuses other file types, too many files, files over the plan limit and drops over the quota', async ({ page }) => {
    await signUpAndOnboard(page);
    await expect(page.getByRole('region', { name: 'Your plan' }).getByText('0/5')).toBeVisible();

    await dropFiles(page, [{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') }]);
    await expect(page.getByText('Invalid file type: "notes.txt"')).toBeVisible();
    await expect(page.getByText('Only PDF files are allowed for conversion.')).toBeVisible();

    const invoice = await sampleInvoice('x.pdf');
    await dropFiles(page, Array.from({ length: 11 }, (_, i) => ({ ...invoice, name: `many-${i}.pdf` })));
    await expect(page.getByText('Too many files selected')).toBeVisible();
    await expect(page.getByText('You can upload up to 10 files at once.')).toBeVisible();

    // 600 KB: a valid PDF padded after its end, over the Free plan's 500 KB per file
    const big = Buffer.concat([invoice.buffer, Buffer.from(`\n%${'x'.repeat(600 * 1024)}\n`)]);
    await dropFiles(page, [{ name: 'big.pdf', mimeType: 'application/pdf', buffer: big }]);
    await expect(page.getByText('File too large: "big.pdf"')).toBeVisible();
    await expect(page.getByText(/^File size: 0\.\d\dMB\. Maximum allowed: 500 KB per file on Free plan\.$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upgrade Plan' }).first()).toBeVisible();

    await dropFiles(page, Array.from({ length: 6 }, (_, i) => ({ ...invoice, name: `quota-${i}.pdf` })));
    await expect(page.getByText('Not enough conversions remaining! You can only convert 5 more files this billing cycle.')).toBeVisible();
    await expect(page.getByText(/^0\/5 conversions used\. Resets in \d+ days\.$/)).toBeVisible();
    await shot(page, 'convert-rejections');
    await expect(page.getByRole('list', { name: 'Selected files' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Upgrade Plan' }).first().click();
    await expect(page).toHaveURL(/\/settings\/billing$/);
  });

  test('warns from 80 % of the quota and refuses drops at the limit', async ({ page }) => {
    test.setTimeout(180_000);
    await signUpAndOnboard(page);
    const invoice = (await sampleInvoice('used.pdf')).buffer;
    await Promise.all([0, 1, 2, 3].map((i) => convertThroughApi(page, `used-${i}.pdf`, invoice)));
    await page.reload();
    const banner = page.getByRole('region', { name: 'Your plan' });
    await expect(banner.getByText('4/5')).toBeVisible();
    await expect(banner.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80');
    await expect(banner.getByRole('progressbar')).toHaveAttribute('data-tone', 'red');
    await expect(banner.getByText('Approaching conversion limit')).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/settings/billing');
    await shot(page, 'convert-quota-80');

    await dropFiles(page, [await sampleInvoice('a.pdf'), await sampleInvoice('b.pdf')]);
    await expect(page.getByText('Not enough conversions remaining! You can only convert 1 more file this billing cycle.')).toBeVisible();
    await expect(page.getByText(/^4\/5 conversions used\. Resets in \d+ days\.$/)).toBeVisible();

    await convertThroughApi(page, 'last.pdf', invoice);
    await page.reload();
    await expect(banner.getByText('5/5')).toBeVisible();
    await expect(banner.getByText('Conversion limit reached!')).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Upgrade' })).toBeVisible();
    await dropFiles(page, [await sampleInvoice('c.pdf')]);
    await expect(page.getByText("Conversion limit reached! You've used all 5 conversions this billing cycle.")).toBeVisible();
    await expect(page.getByRole('list', { name: 'Selected files' })).toHaveCount(0);
    await shot(page, 'convert-quota-100');
    await page.setViewportSize(MOBILE);
    await shot(page, 'convert-quota-100-mobile');
  });

  test('shows real upload progress on a slow connection', async ({ page }) => {
    await signUpAndOnboard(page);
    await expect(page.getByRole('region', { name: 'Your plan' }).getByText('0/5')).toBeVisible();
    const invoice = await sampleInvoice('slow.pdf');
    // ~300 KB (a valid PDF padded after its end, under the Free plan's 500 KB) at ~200 KB/s
    const padded = Buffer.concat([invoice.buffer, Buffer.from(`\n%${'x'.repeat(300 * 1024)}\n`)]);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 200 * 1024,
    });
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { uploadSeen: string[] }).uploadSeen = seen;
      new MutationObserver(() => {
        const ring = document.querySelector('[role="progressbar"][aria-label="Uploading slow.pdf"]');
        const value = ring?.getAttribute('aria-valuenow');
        if (value && seen[seen.length - 1] !== value) seen.push(value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await dropFiles(page, [{ ...invoice, buffer: padded }]);
    const ring = page.getByRole('progressbar', { name: 'Uploading slow.pdf' });
    await expect(ring).toBeVisible();
    await expect(page.getByRole('button', { name: 'Convert Invoice' }).first()).toBeDisabled();
    await page.screenshot({ path: await shot(page, 'convert-uploading') });
    await expect(page.getByRole('listitem', { name: 'slow.pdf' }).getByRole('img', { name: 'Uploaded' })).toBeVisible({ timeout: 20_000 });
    const seen = (await page.evaluate(() => (window as unknown as { uploadSeen: string[] }).uploadSeen)).map(Number);
    // more than the start and the end: the ring followed the bytes as they went out
    expect(seen.filter((v) => v > 0 && v < 100).length).toBeGreaterThan(0);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    await expect(page.getByRole('button', { name: 'Convert Invoice' }).first()).toBeEnabled();
  });

  test('scanned PDFs fail with a clear message on their card, in History and its details, also on a phone', async ({ page }) => {
    test.setTimeout(120_000);
    await signUpAndOnboard(page);
    // the error names each file: a long name without spaces must wrap, not push the page (or the dialog) sideways
    const longName = 'Scan_2026-04_Lieferant_GmbH_und_Co_KG_Bestellnummer_000123456789_Kostenstelle_4711.pdf';
    const scan = Buffer.from(await makeImageOnlyPdf());
    await dropFiles(page, [
      { name: 'scanned.pdf', mimeType: 'application/pdf', buffer: scan },
      { name: longName, mimeType: 'application/pdf', buffer: scan },
    ]);
    await expect(page.getByRole('listitem', { name: 'scanned.pdf' }).getByRole('img', { name: 'Uploaded' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: longName }).getByRole('img', { name: 'Uploaded' })).toBeVisible();
    // let the plan banner and the session finish loading first: a layout shift between Playwright's scroll and its click
    // once moved the button out from under the pointer (seen once on CI: the click landed 2 px above the button)
    await expect(page.getByRole('region', { name: 'Your plan' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await startConversion(page, page.getByRole('button', { name: 'Convert 2 Invoices' }).first(), '0/5');
    const card = page.getByRole('article', { name: /^Conversion / });
    await expect(card).toBeVisible();
    // the Convert button left with the list: focus goes to 'Select Files', not to the top of the document
    await expect(page.getByRole('button', { name: 'Select Files' })).toBeFocused();
    await expect(card.getByText('Failed', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Conversion failed')).toBeVisible();
    const error = card.getByRole('alert');
    await expect(error).toContainText(/text layer|text-based/i);
    await expect(error).toContainText(longName);
    await expect(error).toHaveClass(/text-red-600/);
    await expect(card.getByRole('progressbar')).toHaveCount(0);
    await shot(page, 'convert-failed');
    // nothing came out of it, so the quota is given back
    await expect(page.getByRole('region', { name: 'Your plan' }).getByText('0/5')).toBeVisible();

    const sideways = (locator: Locator) => locator.evaluate((el) => el.scrollWidth - el.clientWidth);
    await page.setViewportSize(MOBILE);
    expect(await sideways(page.locator('html'))).toBe(0);
    await shot(page, 'convert-failed-mobile');
    await page.getByRole('link', { name: 'History' }).click();
    const row = page.getByRole('listitem', { name: /^Conversion / }).first();
    const rowError = row.getByText(/^None of the 2 files could be converted\./);
    await expect(rowError).toContainText(longName);
    expect(await sideways(rowError)).toBe(0);
    await row.getByRole('button', { name: /^View details of conversion / }).click();
    const dialog = page.getByRole('dialog', { name: 'Conversion Details' });
    await expect(dialog.getByText('Error Details')).toBeVisible();
    expect(await sideways(dialog)).toBe(0);
    expect(await sideways(page.locator('html'))).toBe(0);
    await page.screenshot({ path: (await shot(page, 'history-details-failed-mobile')).replace('.png', '-viewport.png') });
  });

  test('remove and Clear All empty the list; the Convert button needs an uploaded file', async ({ page }) => {
    await signUpAndOnboard(page);
    await dropFiles(page, [await sampleInvoice('one.pdf'), await sampleInvoice('two.pdf')]);
    // both uploads done first: a row that finishes between the press and the release of a click shifts the list under
    // the pointer, and the click on "Remove" is lost (seen once in a clean-clone run under load)
    for (const name of ['one.pdf', 'two.pdf']) {
      await expect(page.getByRole('listitem', { name }).getByRole('img', { name: 'Uploaded' })).toBeVisible();
    }
    // and the plan banner and session loaded: they too shift the list (the same layout shift as in the scanned-PDF test)
    await expect(page.getByRole('region', { name: 'Your plan' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // a click lost to a late shift is tried again; once the row is gone its button is gone too, so nothing is clicked twice
    await expect(async () => {
      const remove = page.getByRole('button', { name: 'Remove two.pdf' });
      if (await remove.count()) await remove.click({ timeout: 2_000 });
      await expect(page.getByRole('listitem', { name: 'two.pdf' })).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Convert Invoice' }).first()).toBeEnabled();
    await expect(async () => {
      const clear = page.getByRole('button', { name: 'Clear All' });
      if (await clear.count()) await clear.click({ timeout: 2_000 });
      await expect(page.getByText('Files cleared')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByText('All uploaded files have been removed.')).toBeVisible();
    // the pressed button left with the list: focus goes to 'Select Files', not to the top of the document
    await expect(page.getByRole('button', { name: 'Select Files' })).toBeFocused();
    await expect(page.getByRole('listitem', { name: 'one.pdf' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Convert/ })).toHaveCount(0);
  });
});
