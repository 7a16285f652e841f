import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { MOBILE, SCREENSHOT_DIR, shot } from './support';

test.describe('API reference (/api)', () => {
  test('steps, tested examples in curl, Node and Python, the endpoints from the OpenAPI document, webhooks and pricing', async ({ page }) => {
    await page.goto('/api');
    await expect(page.getByRole('heading', { level: 1, name: 'The Tallysheet API' })).toBeVisible();
    await expect(page.getByText('Included in Premium')).toBeVisible();
    await expect(page.getByRole('link', { name: 'OpenAPI 3.1 document' }).first()).toHaveAttribute('href', '/api/v1/openapi.json');
    // The waitlist is gone: the API exists.
    await expect(page.getByRole('form', { name: /waitlist/i })).toHaveCount(0);

    const steps = page.getByRole('region', { name: 'How it works' });
    await expect(steps.getByRole('listitem')).toHaveCount(4);

    const examples = page.getByRole('region', { name: 'Examples' });
    await expect(examples.getByLabel('curl example')).toContainText('curl -sSf "$TALLYSHEET_URL/api/v1/conversions"');
    await examples.getByRole('tab', { name: 'Node' }).click();
    await expect(examples.getByRole('tab', { name: 'Node' })).toHaveAttribute('aria-selected', 'true');
    await expect(examples.getByLabel('Node example')).toContainText("form.append('files'");
    await examples.getByRole('tab', { name: 'Python' }).click();
    await expect(examples.getByLabel('Python example')).toContainText('import requests');

    const endpoints = page.getByRole('list', { name: 'API endpoints' });
    await expect(endpoints.getByRole('listitem')).toHaveCount(4);
    await expect(endpoints).toContainText('/api/v1/conversions');
    await expect(endpoints).toContainText('Convert PDFs');
    await expect(endpoints).toContainText('/api/v1/files/{id}');

    const webhooks = page.getByRole('region', { name: 'Webhooks' });
    // A delivery can arrive twice (a retry after an answer that did not reach us): receivers are told how to tell.
    await expect(webhooks).toContainText('The same event can reach you more than once, so deduplicate by its Tallysheet-Event-Id header.');
    await expect(page.getByLabel('Webhook receiver example')).toContainText("createHmac('sha256', secret)");
    await expect(page.getByRole('region', { name: 'Pricing' })).toContainText('$29.99/month with 1,000 conversions a month');
    await shot(page, 'api-1280');
    // the Webhooks section alone, to read its text at full size
    await webhooks.screenshot({ path: join(SCREENSHOT_DIR, 'api-webhooks-1280.png'), animations: 'disabled' });
    await page.setViewportSize(MOBILE);
    await shot(page, 'api-375');
  });

  test("'Get an API key' leads a signed-out visitor to sign in", async ({ page }) => {
    await page.goto('/api');
    await page.getByRole('link', { name: 'Get an API key' }).first().click();
    await expect(page).toHaveURL(/\/auth/);
  });
});
