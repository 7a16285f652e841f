import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { Conversion, ConversionStatusResponse, StartConversionResponse, UploadResponse } from '@tallysheet/contracts';
import { makeImageOnlyPdf, makeSampleInvoice, SAMPLE_EN } from '@tallysheet/extract/fixtures';
import AxeBuilder from '@axe-core/playwright';
import { MOBILE, shot as fullPageShot, signUpAndOnboard } from './support';

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

/*
 * History needs more than 10 conversions for its second page, but the Free plan converts 5 files a month.
 * Conversions whose every file fails give their quota back (the server releases what produced nothing), so
 * the list is built from two real invoices plus image-only "scans", which fail with a clear message.
 * They are created through the API with the signed-in page's own cookies (page.request shares them).
 */

async function upload(request: APIRequestContext, name: string, pdf: Uint8Array): Promise<string> {
  const res = await request.post('/api/invoices/upload', {
    multipart: { invoices: { name, mimeType: 'application/pdf', buffer: Buffer.from(pdf) } },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as UploadResponse).files[0].id;
}

async function startConversion(request: APIRequestContext, invoiceIds: string[]): Promise<string> {
  const res = await request.post('/api/conversions', { data: { invoiceIds } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as StartConversionResponse).data._id;
}

async function waitForEnd(request: APIRequestContext, id: string): Promise<Conversion> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await request.get(`/api/conversions/${id}/status`);
    const { conversion } = ((await res.json()) as ConversionStatusResponse).data;
    if (conversion.status === 'succeeded' || conversion.status === 'failed') return conversion;
    if (Date.now() > deadline) throw new Error(`conversion ${id} still ${conversion.status} after 60 s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Converts one PDF through the API and waits for the end; returns the final conversion. */
async function convertOne(page: Page, name: string, pdf: Uint8Array): Promise<Conversion> {
  const id = await startConversion(page.request, [await upload(page.request, name, pdf)]);
  return waitForEnd(page.request, id);
}

test.describe('History tab (/dashboard/history)', () => {
  test('a new user sees the empty state', async ({ page }) => {
    await signUpAndOnboard(page);
    await page.getByRole('link', { name: 'History' }).click();
    await expect(page).toHaveURL(/\/dashboard\/history$/);
    await expect(page.getByText('No conversions found')).toBeVisible();
    await expect(page.getByText('Start converting your PDF invoices to Excel files to see them here.')).toBeVisible();
    for (const label of ['Total', 'Completed', 'Processing', 'Files'])
      await expect(page.getByRole('group', { name: label }).getByText('0', { exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    await shot(page, 'history-empty');
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  test('lists, searches, filters, pages through and details conversions', async ({ page }) => {
    test.setTimeout(240_000);
    await signUpAndOnboard(page);
    const invoice = await makeSampleInvoice();
    const scan = await makeImageOnlyPdf();

    const acme = await convertOne(page, 'ACME-March.pdf', invoice);
    expect(acme.status).toBe('succeeded');
    const globex = await convertOne(page, 'globex-april.pdf', invoice);
    expect(globex.status).toBe('succeeded');
    // 10 failing scans, three at a time (the quota left after the two real conversions)
    const failed: Conversion[] = [];
    for (let round = 0; failed.length < 10; round++) {
      const batch = Math.min(3, 10 - failed.length);
      const ids = await Promise.all(
        Array.from({ length: batch }, async (_, i) =>
          startConversion(page.request, [await upload(page.request, `scan-${round}-${i}.pdf`, scan)]),
        ),
      );
      for (const id of ids) failed.push(await waitForEnd(page.request, id));
    }
    expect(failed.every((c) => c.status === 'failed' && !!c.error)).toBe(true);

    await page.goto('/dashboard/history');
    await expect(page.getByRole('group', { name: 'Total' }).getByText('12', { exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Completed' }).getByText('2', { exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Processing' }).getByText('0', { exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Files' }).getByText('2', { exact: true })).toBeVisible();

    const list = page.getByRole('list', { name: 'Conversions' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    await expect(page.getByText('Showing 1 to 10 of 12 results')).toBeVisible();
    // newest first: the last scan leads
    await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-label', `Conversion ${failed[9]._id.slice(-8)}`);
    await expect(list.getByRole('listitem').first().getByText('Failed', { exact: true })).toBeVisible();
    await shot(page, 'history-page-1');
    expect(await accessibilityProblems(page)).toEqual([]);

    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page.getByText('Showing 11 to 12 of 12 results')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByText('ACME-March.pdf')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(page.getByText('Showing 1 to 10 of 12 results')).toBeVisible();

    // search: case-insensitive on the PDF names
    await page.getByRole('searchbox', { name: 'Search by filename' }).fill('acme');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    const acmeRow = list.getByRole('listitem', { name: `Conversion ${acme._id.slice(-8)}` });
    await expect(acmeRow.getByText('ACME-March.pdf')).toBeVisible();
    await expect(acmeRow.getByText('Completed', { exact: true })).toBeVisible();
    await expect(acmeRow.getByText(/^1 file · [\d.]+ KB · 1 Excel file$/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    await shot(page, 'history-search');

    await page.getByRole('searchbox', { name: 'Search by filename' }).fill('no-such-invoice');
    await expect(page.getByText('No conversions found')).toBeVisible();
    await expect(page.getByText('Try adjusting your filters to see more results.')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search by filename' }).fill('');

    // status filter (server-side)
    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByText('globex-april.pdf')).toBeVisible();
    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.getByRole('option', { name: 'Failed' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(10);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.getByRole('option', { name: 'Pending' }).click();
    await expect(page.getByText('No conversions found')).toBeVisible();
    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.getByRole('option', { name: 'All Status' }).click();
    await expect(page.getByText('Showing 1 to 10 of 12 results')).toBeVisible();

    // details of a failed scan
    const failedRow = list.getByRole('listitem').first();
    await failedRow.getByRole('button', { name: /^View details of conversion / }).click();
    let dialog = page.getByRole('dialog', { name: 'Conversion Details' });
    await expect(dialog.getByText('Error Details')).toBeVisible();
    await expect(dialog.getByText(failed[9].error!)).toBeVisible();
    await expect(dialog.getByText('scan-3-0.pdf')).toBeVisible();
    await page.screenshot({ path: await shot(page, 'history-details-failed') });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // details of a converted invoice, and its workbook
    await page.getByRole('button', { name: 'Page 2' }).click();
    await list.getByRole('listitem', { name: `Conversion ${acme._id.slice(-8)}` }).getByRole('button', { name: /^View details/ }).click();
    dialog = page.getByRole('dialog', { name: 'Conversion Details' });
    await expect(dialog.getByRole('heading', { name: 'Source PDFs' })).toBeVisible();
    await expect(dialog.getByText('ACME-March.pdf')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Generated Excel Files' })).toBeVisible();
    await expect(dialog.getByText(/^\d+ tables? extracted · [\d.]+ KB$/).first()).toBeVisible();
    await expect(dialog.getByText('Error Details')).toHaveCount(0);
    await page.screenshot({ path: await shot(page, 'history-details') });
    expect(await accessibilityProblems(page)).toEqual([]);
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download ACME-March.xlsx' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('ACME-March.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await file.path())!);
    const values: unknown[] = [];
    workbook.getWorksheet('Invoice')?.eachRow((r) => r.eachCell((c) => values.push(c.value)));
    expect(values).toContain(SAMPLE_EN.number);
    await expect(page.getByText('Download started')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.setViewportSize(MOBILE);
    await page.getByRole('button', { name: 'Page 1' }).click();
    await expect(page.getByText('Showing 1 to 10 of 12 results')).toBeVisible();
    await shot(page, 'history-mobile');
  });
});
