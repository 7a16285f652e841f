import { expect, test, type Page } from '@playwright/test';
import { shot, signUpAndOnboard, uniqueEmail } from './support';

/** Buys Premium through the TEST MODE checkout, starting from the API tab's upgrade button. */
async function upgradeFromApiTab(page: Page) {
  await page.goto('/settings/api');
  await expect(page.getByRole('heading', { name: 'API access' })).toBeVisible();
  await shot(page, 'api-keys-01-upgrade');
  await page.getByRole('link', { name: 'Upgrade to Premium' }).click();
  await expect(page).toHaveURL('/settings/billing');
  await page.getByRole('button', { name: 'Upgrade Plan' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Choose Premium' }).click();
  await page.getByRole('button', { name: 'Pay $29.99' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Congratulations!' })).toBeVisible({ timeout: 15_000 });
}

test.describe('Settings → API', () => {
  // Sign-up, a TEST MODE purchase and the key's whole life in one story.
  test.setTimeout(150_000);

  test('create a key, copy it once, use it, revoke it (401 at once)', async ({ page }) => {
    await signUpAndOnboard(page, { email: uniqueEmail('api-keys') });
    await upgradeFromApiTab(page);

    await page.goto('/settings/api');
    await expect(page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'API' })).toHaveAttribute('aria-current', 'page');
    const keysCard = page.getByRole('form', { name: 'Create API key' });
    await keysCard.getByRole('button', { name: 'Create key' }).click();
    await expect(page.getByRole('alert')).toHaveText('Give the key a name');
    await expect(page.getByLabel('Key name')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Key name').fill('Accounting server');
    await keysCard.getByRole('button', { name: 'Create key' }).click();

    const shown = page.getByLabel('New API key value');
    await expect(shown).toHaveValue(/^tsk_live_[A-Za-z0-9_-]{43}$/);
    const key = await shown.inputValue();
    await expect(page.getByText('Copy this key now. For your security it is not shown again.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Copy key' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

    const table = page.getByRole('table', { name: 'Your API keys' });
    const row = table.getByRole('row').filter({ hasText: 'Accounting server' });
    await expect(row).toContainText(`tsk_live_…${key.slice(-4)}`);
    await expect(row).toContainText('Never');
    await shot(page, 'api-keys-02-created');

    // The key works against /api/v1 — and never leaves the page again after a reload.
    const ok = await page.request.get('/api/v1/conversions', { headers: { authorization: `Bearer ${key}` } });
    expect(ok.status()).toBe(200);
    expect(ok.headers()['ratelimit-limit']).toBeTruthy();
    await page.reload();
    await expect(page.getByLabel('New API key value')).toHaveCount(0);
    await expect(page.getByText(key)).toHaveCount(0);
    await expect(table.getByRole('row').filter({ hasText: 'Accounting server' })).not.toContainText('Never');

    await table.getByRole('button', { name: 'Revoke Accounting server' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke API key?' });
    await expect(dialog).toContainText('“Accounting server” stops working at once');
    await shot(page, 'api-keys-03-revoke');
    await dialog.getByRole('button', { name: 'Revoke key' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('No API keys yet.')).toBeVisible();
    const revoked = await page.request.get('/api/v1/conversions', { headers: { authorization: `Bearer ${key}` } });
    expect(revoked.status()).toBe(401);
    expect((await revoked.json()).error.code).toBe('unauthorized');

    await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
    await shot(page, 'api-keys-04-revoked');
  });
});
