import AxeBuilder from '@axe-core/playwright';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
// The server tests' hand-written PDF invoice: aligned columns, one line's amount printed wrong on purpose.
import { invoicePdf } from '../../server/test/support/invoice-pdf';
import { MOBILE, shot, signUpAndOnboard, startConversion } from './support';

/**
 * Review and correct before download (issue #12): a result whose checks fail is opened from its card, a line
 * amount is corrected while the checks update live, Save regenerates the workbook, and the downloaded workbook
 * carries the corrected value.
 */

// 4 × 189.50 is 758.00, but the invoice prints 785.00 (the net and totals are right): two checks fail.
const WRONG = 785;
const RIGHT = 758;
const pdf = invoicePdf({
  number: 'REV-4711',
  lines: [
    { description: 'Office chair', quantity: 4, unitPrice: 189.5, printedAmount: WRONG },
    { description: 'Assembly service', quantity: 3, unitPrice: 145.5 },
    { description: 'Delivery', quantity: 1, unitPrice: 120 },
  ],
});

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
}

async function convertOnTheTab(page: Page, name: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Select Files' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByRole('listitem', { name }).getByRole('img', { name: 'Uploaded' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // (a fresh user: nothing used before this conversion)
  await startConversion(page, page.getByRole('button', { name: 'Convert Invoice' }).first(), '0/5');
  const card = page.getByRole('article', { name: /^Conversion [\w-]{8}$/ });
  await expect(card.getByText('Completed', { exact: true })).toBeVisible({ timeout: 60_000 });
  return card;
}

test.describe('review and correct before download', () => {
  test.setTimeout(300_000);

  test('opens a result with a failed check, corrects a line amount, saves, and the workbook has the correction', async ({ page }) => {
    await signUpAndOnboard(page);
    const card = await convertOnTheTab(page, 'typo-invoice.pdf');

    // the card and the notice say what happened: not "all good"
    await expect(card.getByText('4 of 6 checks passed — review')).toBeVisible();
    await expect(page.getByText('1 Excel file generated successfully! 4 of 6 checks passed — review.')).toBeVisible();
    await expect(card.getByText('One invoice has a check that did not pass: review it before you use the files.')).toBeVisible();
    await shot(page, 'review-card-needs-review');

    await card.getByRole('link', { name: 'Review typo-invoice.xlsx' }).click();
    await expect(page).toHaveURL(/\/dashboard\/review\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Review typo-invoice.xlsx' })).toBeVisible();
    // the PDF is drawn by pdf.js beside the data
    const firstPage = page.getByRole('img', { name: 'Page 1 of the PDF' });
    await expect(firstPage).toBeVisible();
    await expect(page.getByText('Page 1 of 1')).toBeVisible();
    await expect(page.getByLabel('Invoice number')).toHaveValue('REV-4711');
    const painted = await firstPage.evaluate((c) => {
      const canvas = c as HTMLCanvasElement;
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 128 && data[i + 3]! > 0) dark++;
      return dark;
    });
    expect(painted, 'the page canvas shows text').toBeGreaterThan(500);

    const checks = page.getByRole('list', { name: 'Checks' });
    await expect(page.getByRole('heading', { name: '4 of 6 checks passed' })).toBeVisible();
    const lineCheck = checks.locator('[data-check="quantity-times-unit-price:line-1"]');
    await expect(lineCheck).toHaveAttribute('data-ok', 'false');
    await expect(lineCheck).toContainText('quantity × unit price is 758.00, the amount says 785.00');
    const amount = page.getByLabel('Line 1 amount', { exact: true });
    await expect(amount).toHaveValue(String(WRONG));
    await expect(amount).toHaveAttribute('aria-invalid', 'true');

    // highlight: the focused value's box on the page (needs ExtractionResult.sources from the engine)
    const sources = await page.evaluate(async (id) => {
      const res = await fetch(`/api/results/${id}`);
      return ((await res.json()) as { data: { result: { sources?: Record<string, unknown> } } }).data.result.sources ?? {};
    }, page.url().split('/').pop()!);
    if (sources['invoice.number']) {
      await page.getByLabel('Invoice number').focus();
      const numberBox = page.locator('[data-box="invoice.number"]');
      await expect(numberBox).toBeVisible();
      await expect(numberBox).toHaveClass(/ring-amber-500/);
      // clicking a box on the page selects its value
      await page.getByLabel('Line 1 description', { exact: true }).focus();
      await numberBox.click();
      await expect(page.getByLabel('Invoice number')).toBeFocused();
    } else {
      test.info().annotations.push({ type: 'sources', description: 'the engine gave no boxes for this invoice: "No source" marks checked instead' });
      await expect(page.getByText('No value has a box on the page yet, so nothing can be highlighted.')).toBeVisible();
      await expect(page.getByText('No source').first()).toBeVisible();
    }
    if (sources['invoice.lineItems.0.amount']) {
      await page.locator('[data-box="invoice.lineItems.0.amount"]').click();
      await expect(amount).toBeFocused();
      await expect(page.locator('[data-box="invoice.lineItems.0.amount"]')).toHaveClass(/ring-amber-500/);
    } else {
      await expect(amount).toHaveAttribute('aria-description', /no source on the page/);
    }
    await shot(page, 'review-1280-before');

    // correct the amount: both failing checks turn green as it is typed
    await amount.click();
    await amount.fill(String(RIGHT));
    await expect(lineCheck).toHaveAttribute('data-ok', 'true');
    await expect(page.getByRole('heading', { name: 'All checks passed' })).toBeVisible();
    await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAttribute('aria-description', /edited/);
    // Esc puts the cell back, typing again fixes it
    await amount.press('Escape');
    await expect(amount).toHaveValue(String(WRONG));
    await expect(lineCheck).toHaveAttribute('data-ok', 'false');
    await amount.fill(String(RIGHT));
    await expect(lineCheck).toHaveAttribute('data-ok', 'true');
    await shot(page, 'review-1280-corrected');
    expect(await seriousViolations(page)).toEqual([]);

    // the due check: an amount due below the gross fails it (nothing prepaid), pointing at gross, prepaid and due;
    // typing the prepaid amount turns it green
    const dueCheck = checks.locator('[data-check="gross-minus-prepaid-equals-due"]');
    await expect(dueCheck).toHaveAttribute('data-ok', 'true');
    const gross = Number(await page.getByLabel('Gross total').inputValue());
    const dueField = page.getByLabel('Amount due', { exact: true });
    const prepaidField = page.getByLabel('Prepaid amount', { exact: true });
    const withheldField = page.getByLabel('Withholding tax', { exact: true });
    await expect(prepaidField).toHaveValue('');
    await expect(withheldField).toHaveValue('');
    await dueField.fill((gross - 100).toFixed(2));
    await expect(dueCheck).toHaveAttribute('data-ok', 'false');
    await expect(page.getByRole('heading', { name: '5 of 6 checks passed' })).toBeVisible();
    await expect(dueCheck).toContainText(`gross (nothing prepaid) is ${gross.toLocaleString('en-US', { minimumFractionDigits: 2 })}, the amount due says ${(gross - 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    for (const field of [page.getByLabel('Gross total'), prepaidField, withheldField, dueField]) await expect(field).toHaveAttribute('aria-invalid', 'true');
    await dueCheck.getByRole('button', { name: 'Go to the cells' }).click();
    await expect(dueField).toBeFocused();
    await shot(page, 'review-1280-due-failing');
    await page.setViewportSize(MOBILE);
    await expect(dueCheck).toBeVisible();
    await shot(page, 'review-375-due-failing');
    await page.setViewportSize({ width: 1280, height: 800 });
    await prepaidField.fill('100');
    await expect(dueCheck).toHaveAttribute('data-ok', 'true');
    await expect(page.getByRole('heading', { name: 'All checks passed' })).toBeVisible();
    for (const field of [page.getByLabel('Gross total'), prepaidField, withheldField, dueField]) await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    // a withholding tax is deducted too: 40 withheld and 100 prepaid no longer leave the amount due, 60 prepaid does
    await withheldField.fill('40');
    await expect(dueCheck).toHaveAttribute('data-ok', 'false');
    await expect(dueCheck).toContainText('gross − prepaid − withholding is');
    await prepaidField.fill('60');
    await expect(dueCheck).toHaveAttribute('data-ok', 'true');
    await shot(page, 'review-1280-withholding');

    await page.getByRole('button', { name: 'Save corrections' }).click();
    await expect(page.getByText('Corrections saved')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save corrections' })).toBeDisabled();
    await expect(page.getByText(/Edited by .+, /)).toBeVisible();
    await shot(page, 'review-1280-saved');

    // the download is the corrected workbook
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download typo-invoice.xlsx' }).click();
    const path = await (await download).path();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await readFile(path!)) as unknown as ArrayBuffer);
    const items = wb.getWorksheet('Line Items')!;
    const amounts: unknown[] = [];
    items.eachRow((row) => row.eachCell((cell) => amounts.push(cell.value)));
    expect(amounts).toContain(RIGHT);
    expect(amounts).not.toContain(WRONG);
    // … with the prepaid amount beside the gross and the due check passed
    const sheet = wb.getWorksheet('Invoice')!;
    const rowOf = (label: string) => {
      let found: ExcelJS.Row | undefined;
      sheet.eachRow((row) => {
        if (row.getCell(1).value === label) found = row;
      });
      return found;
    };
    expect(rowOf('Prepaid amount')?.getCell(2).value).toBe(60);
    expect(rowOf('Withholding tax')?.getCell(2).value).toBe(40);
    expect(rowOf('Gross − prepaid − withholding + rounding = amount due')?.getCell(2).value).toBe('OK');

    // after a reload the correction and its mark are still there
    await page.reload();
    await expect(page.getByLabel('Line 1 amount', { exact: true })).toHaveValue(String(RIGHT));
    await expect(page.getByLabel('Line 1 amount', { exact: true })).toHaveAttribute('aria-description', /edited/);
    await expect(page.getByLabel('Prepaid amount', { exact: true })).toHaveValue('60');
    await expect(page.getByLabel('Withholding tax', { exact: true })).toHaveValue('40');
    await expect(page.getByRole('heading', { name: 'All checks passed' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize(MOBILE);
    await expect(page.getByRole('img', { name: 'Page 1 of the PDF' })).toBeVisible();
    await shot(page, 'review-375');
    expect(await seriousViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 8)
        .map((el) => `${el.tagName}.${String(el.className).slice(0, 80)} right=${Math.round(el.getBoundingClientRect().right)}`),
    );
    expect(overflow, `page is wider than the phone screen: ${wide.join(' | ')}`).toBeLessThanOrEqual(0);

    // back on the Convert tab the card now says the checks pass and the values were edited
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard');
    const again = page.getByRole('article', { name: /^Conversion [\w-]{8}$/ });
    await expect(again.getByText('All checks passed')).toBeVisible();
    await expect(again.getByText('Edited')).toBeVisible();
  });

  test('adds and deletes line items by keyboard; history rows link to the review', async ({ page }) => {
    await signUpAndOnboard(page);
    await convertOnTheTab(page, 'keyboard.pdf');
    await page.goto('/dashboard/history');
    const row = page.getByRole('listitem', { name: /^Conversion / }).first();
    await expect(row.getByText('4 of 6 checks passed — review')).toBeVisible();
    await row.getByRole('link', { name: 'Review keyboard.xlsx' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Review keyboard.xlsx' })).toBeVisible();

    // arrow keys and Enter move within a column
    await page.getByLabel('Line 1 quantity', { exact: true }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('Line 2 quantity', { exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Line 3 quantity', { exact: true })).toBeFocused();

    // on a phone the grid scrolls sideways to a focused cell at its right end, and the line number stays in view
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByLabel('Line 1 amount', { exact: true }).focus();
    const grid = page.getByTestId('line-grid');
    const number = grid.getByRole('rowheader', { name: '1', exact: true });
    await expect.poll(async () => (await grid.evaluate((el) => el.scrollLeft)) > 0).toBe(true);
    const [gridBox, numberBox, amountBox] = await Promise.all([grid.boundingBox(), number.boundingBox(), page.getByLabel('Line 1 amount', { exact: true }).boundingBox()]);
    expect(numberBox!.x).toBeGreaterThanOrEqual(gridBox!.x - 1);
    expect(amountBox!.x).toBeGreaterThanOrEqual(numberBox!.x + numberBox!.width - 1);
    await shot(page, 'review-grid-scrolled-mobile');
    await page.setViewportSize({ width: 1280, height: 800 });

    // delete line 1 (the wrong one) and add it again as a new line with the right amount
    await page.getByRole('button', { name: 'Delete line 1' }).click();
    await expect(page.getByLabel('Line 3 amount', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add line' }).click();
    await expect(page.getByLabel('Line 3 description', { exact: true })).toBeFocused();
    await page.keyboard.type('Office chair');
    for (const [field, value] of [
      ['quantity', '4'],
      ['unit price', '189.50'],
      ['amount', '758.00'],
    ] as const) {
      await page.getByLabel(`Line 3 ${field}`, { exact: true }).fill(value);
    }
    await expect(page.getByRole('heading', { name: 'All checks passed' })).toBeVisible();
    await page.keyboard.press('Control+s');
    await expect(page.getByText('Corrections saved')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Line 3 description', { exact: true })).toHaveValue('Office chair');
    await expect(page.getByLabel('Line 1 description', { exact: true })).toHaveValue('Assembly service');
    await expect(page.getByLabel('Line 3 amount', { exact: true })).toHaveAttribute('aria-description', /edited/);
  });

  test('opened by its address: page 1 and the fields come together; signed out it asks to sign in; another user gets no PDF and no data', async ({ page, browser }) => {
    await signUpAndOnboard(page);
    await convertOnTheTab(page, 'direct.pdf');
    await page.getByRole('link', { name: 'Review direct.xlsx' }).click();
    await expect(page).toHaveURL(/\/dashboard\/review\/[\w-]+$/);
    const path = new URL(page.url()).pathname;

    // a page load of the address (what a bookmark or a reload does): everything starts before the app renders, from
    // the early entry, a small script of its own that runs before the app's bundle (and loads no zod)
    const html = await (await page.request.get(path)).text();
    const early = /<script type="module" async crossorigin src="(\/assets\/early-[\w-]+\.js)"><\/script>/.exec(html);
    expect(early, 'the early entry script in the page').not.toBeNull();
    expect(html.indexOf(early![0])).toBeLessThan(html.indexOf('<script type="module" crossorigin src="/assets/index-'));
    await page.goto('about:blank');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Review direct.xlsx' })).toBeVisible();
    await expect(page.getByLabel('Invoice number')).toHaveValue('REV-4711');
    await expect(page.getByText('Page 1 of 1')).toBeVisible();
    await expect(page.getByLabel('Line 3 amount', { exact: true })).toHaveValue('120');
    const marks = await page.evaluate(() => performance.getEntriesByType('mark').map((m) => m.name));
    expect(marks.indexOf('app:early')).toBeGreaterThanOrEqual(0);
    expect(marks.indexOf('app:early')).toBeLessThan(marks.indexOf('app:render'));
    expect(marks).toEqual(expect.arrayContaining(['review:pdf-opened', 'review:page1-drawn', 'review:fields']));
    // the scripts this page load ran hold no zod: the contract schemas are built on screens that use them, not here
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname).filter((p) => /^\/assets\/.+\.js$/.test(p)),
    );
    expect(scripts.length).toBeGreaterThan(5);
    for (const script of scripts) expect((await (await page.request.get(script)).text()).includes('$ZodObject'), script).toBe(false);
    await page.keyboard.press('Control+s'); // nothing to save: nothing happens
    await expect(page.getByRole('button', { name: 'Save corrections' })).toBeDisabled();

    const fresh = async (b: Browser) => (await b.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    // signed out: the guard sends to sign-in remembering the address, nothing of the result is shown
    const anonymous = await fresh(browser);
    await anonymous.goto(path);
    await expect(anonymous).toHaveURL(`/auth?redirect=${encodeURIComponent(path)}`);
    await expect(anonymous.getByRole('img', { name: 'Page 1 of the PDF' })).toHaveCount(0);
    await anonymous.context().close();

    // another user: 404, the error and no PDF
    const other = await fresh(browser);
    await signUpAndOnboard(other);
    await other.goto(path);
    await expect(other.getByText('This result cannot be reviewed.')).toBeVisible();
    await expect(other.getByRole('region', { name: 'Original PDF' })).toHaveCount(0);
    await expect(other.getByRole('img', { name: 'Page 1 of the PDF' })).toHaveCount(0);
    await other.context().close();
  });
});
