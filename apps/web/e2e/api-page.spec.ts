import { expect, test, type Page } from '@playwright/test';
import { MOBILE, shot, uniqueEmail } from './support';

const topForm = (page: Page) => page.getByRole('form', { name: 'API waitlist', exact: true });
const bottomForm = (page: Page) => page.getByRole('form', { name: 'API waitlist (bottom)' });

test.describe('API page (/api)', () => {
  test("'Coming Soon', two waitlist forms, feature cards, code preview and planned pricing that cannot be bought", async ({ page }) => {
    await page.goto('/api');
    await expect(page.getByText('Coming Soon', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'The Tallysheet API' })).toBeVisible();
    await expect(topForm(page)).toBeVisible();
    await expect(bottomForm(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join Waitlist' })).toHaveCount(2);

    const features = page.getByRole('region', { name: 'What the API will do' });
    await expect(features.getByRole('listitem')).toHaveCount(4);
    await expect(features.getByText('Typical text-based invoices are converted in under 5 seconds.')).toBeVisible();

    const code = page.getByRole('region', { name: 'A first look' });
    await expect(code.getByLabel('Example request')).toContainText('curl');
    await expect(code.getByLabel('Example response')).toContainText('"lineItems"');

    const pricing = page.getByRole('region', { name: 'Planned pricing' });
    await expect(pricing.getByText('Not available for purchase yet.', { exact: false })).toBeVisible();
    const tiers = pricing.getByRole('listitem');
    await expect(tiers).toHaveCount(3);
    await expect(tiers.nth(0)).toContainText('Starter$29/month1,000 API calls per month');
    await expect(tiers.nth(1)).toContainText('Professional$99/month5,000 API calls per month');
    await expect(tiers.nth(2)).toContainText('EnterpriseCustomUnlimited API calls');
    await expect(pricing.getByRole('button')).toHaveCount(0);
    await expect(pricing.getByRole('link')).toHaveCount(0);
    await shot(page, 'api-1280');
    await page.setViewportSize(MOBILE);
    await shot(page, 'api-375');
  });

  test("empty e-mail: 'Please enter your email address'; a malformed one is refused before sending", async ({ page }) => {
    let sent = 0;
    page.on('request', (r) => r.url().endsWith('/api/waitlist') && sent++);
    await page.goto('/api');
    await topForm(page).getByRole('button', { name: 'Join Waitlist' }).click();
    const alert = topForm(page).getByRole('alert');
    await expect(alert).toHaveText('Please enter your email address');
    const input = topForm(page).getByLabel('Email address');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-describedby', (await alert.getAttribute('id'))!);
    await input.fill('nope');
    await expect(topForm(page).getByRole('alert')).toHaveCount(0);
    await input.press('Enter');
    await expect(topForm(page).getByRole('alert')).toHaveText('Please enter a valid email address.');
    expect(sent).toBe(0);
    await shot(page, 'api-email-required');
  });

  test("joining by keyboard: 'Joining...', the toast, and \"You're on the list!\" in both places", async ({ page }) => {
    await page.goto('/api');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/api/waitlist', async (route) => {
      await gate;
      await route.continue();
    });
    const email = uniqueEmail('waitlist');
    const input = bottomForm(page).getByLabel('Email address');
    await input.focus();
    await page.keyboard.type(email);
    const requestSeen = page.waitForRequest((r) => r.url().endsWith('/api/waitlist'));
    await page.keyboard.press('Enter');
    await expect(bottomForm(page).getByRole('button', { name: 'Joining...' })).toBeDisabled();
    expect((await requestSeen).postDataJSON()).toEqual({ email });
    const responseSeen = page.waitForResponse((r) => r.url().endsWith('/api/waitlist'));
    release();
    expect((await responseSeen).status()).toBe(201);
    await expect(page.getByText("You've been added to the API waitlist!")).toBeVisible();
    await expect(page.getByText("You're on the list!")).toHaveCount(2);
    await expect(page.getByRole('form')).toHaveCount(0);
    // Keyboard focus lands on the success message of the form that was used (the bottom one).
    await expect(page.getByRole('status').filter({ hasText: "You're on the list!" }).nth(1)).toBeFocused();
    await shot(page, 'api-joined');

    // Joining again with the same address is still a success (the list is unique by e-mail).
    await page.unroute('**/api/waitlist');
    await page.reload();
    await topForm(page).getByLabel('Email address').fill(email.toUpperCase());
    const again = page.waitForResponse((r) => r.url().endsWith('/api/waitlist'));
    await topForm(page).getByRole('button', { name: 'Join Waitlist' }).click();
    expect((await again).status()).toBe(200);
    await expect(page.getByText("You're on the list!")).toHaveCount(2);
  });

  test("a failed sign-up says 'Failed to join waitlist. Please try again.'", async ({ page }) => {
    await page.route('**/api/waitlist', (route) => route.fulfill({ status: 500, json: { error: 'Internal server error' } }));
    await page.goto('/api');
    await topForm(page).getByLabel('Email address').fill('someone@example.com');
    await topForm(page).getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(topForm(page).getByRole('alert')).toHaveText('Failed to join waitlist. Please try again.');
    await expect(topForm(page).getByLabel('Email address')).toHaveValue('someone@example.com');
  });

  test('?subscribed=true shows "You\'re on the list!" and is removed from the URL', async ({ page }) => {
    await page.goto('/api?subscribed=true');
    await expect(page.getByText("You're on the list!")).toHaveCount(2);
    await expect(page).toHaveURL(/\/api$/);
  });
});
