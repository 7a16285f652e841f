import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MOBILE, requestMagicLink, shot, signUpAndOnboard, uniqueEmail } from './support';

async function subscription(page: Page) {
  const res = await page.request.get('/api/billing/subscription');
  expect(res.ok()).toBe(true);
  return (await res.json()) as { plan: string; monthlyConversionsLimit: number; cancelAtPeriodEnd: boolean; currentPeriodEnd: string };
}

test.describe('billing', () => {
  test.setTimeout(90_000);

  test("'Start Now' on Premium → sign-in → onboarding → TEST MODE checkout → /success → purple Premium badge", async ({ page }) => {
    const email = uniqueEmail('premium-flow');
    await page.goto('/');
    await page.getByRole('button', { name: 'Start Now with the Premium plan' }).click();
    await expect(page).toHaveURL(/\/auth/);
    expect(await page.evaluate(() => localStorage.getItem('selectedPlan'))).toBe('premium');

    const link = await requestMagicLink(page, email);
    await page.goto(link);
    await expect(page).toHaveURL(/\/onboarding$/);
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    // Hold the checkout page's document a moment so the toast shown before the redirect can be checked on a slow machine.
    await page.route('**/billing/test-checkout?**', async (route) => {
      if (route.request().resourceType() === 'document') await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Complete Setup' }).click();

    // One checkout attempt on reaching the dashboard, with the spec's toasts, then our TEST MODE checkout.
    await expect(page.getByText('Redirecting to checkout...')).toBeVisible();
    await shot(page, 'billing-01-redirecting');
    await expect(page).toHaveURL(/\/billing\/test-checkout\?session=test_cs_/);
    expect(await page.evaluate(() => localStorage.getItem('selectedPlan'))).toBeNull();
    await expect(page.getByRole('note').filter({ hasText: 'TEST MODE' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Subscribe to Tallysheet Premium' })).toBeVisible();
    await expect(page.getByTestId('test-checkout-price')).toHaveText('$29.99');
    await shot(page, 'billing-02-test-checkout');
    await page.getByRole('button', { name: 'Pay $29.99' }).click();

    await expect(page).toHaveURL(/\/success\?session_id=test_cs_/);
    await expect(page.getByText('Processing your subscription...')).toBeVisible();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Congratulations!' })).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toContainText("You're now on the Premium plan with 1000 conversions a month.");
    await shot(page, 'billing-03-success');
    await dialog.getByRole('button', { name: 'Go to Dashboard' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    const badge = page.getByRole('banner').getByTestId('plan-badge');
    await expect(badge).toHaveText('Premium');
    await expect(badge).toHaveAttribute('href', '/settings/billing');
    await expect(badge).toHaveClass(/purple/);
    expect(await badge.evaluate((el) => getComputedStyle(el).color)).toMatch(/^(rgb|oklch|lab)/);
    await expect(page.getByRole('button', { name: 'Usage: 0 / 1000 conversions used this month' })).toBeVisible();
    expect(await subscription(page)).toMatchObject({ plan: 'premium', monthlyConversionsLimit: 1000 });
    await page.getByRole('button', { name: /^Usage:/ }).hover();
    await expect(page.getByRole('tooltip')).toContainText('0 / 1000 conversions used this month');
    await shot(page, 'billing-04-dashboard-premium');

    // The Convert tab's banner shows the real plan.
    await expect(page.getByRole('region', { name: 'Your plan' })).toContainText('Premium Plan');

    // On a phone the badge shrinks to its coloured crown and the header still fits.
    await page.mouse.move(0, 600);
    await page.setViewportSize(MOBILE);
    await expect(badge).toBeVisible();
    await expect(page.getByRole('link', { name: 'Premium plan: billing settings' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await shot(page, 'billing-04b-dashboard-premium-mobile');
  });

  test('free user: Billing tab, plan chooser opens and closes three ways, header badge is blue', async ({ page }) => {
    await signUpAndOnboard(page, { email: uniqueEmail('billing-free'), firstName: 'Alan' });
    const badge = page.getByRole('banner').getByTestId('plan-badge');
    await expect(badge).toHaveText('Free');
    await expect(badge).toHaveClass(/blue/);
    await expect(page.getByTestId('usage-ring')).toHaveAttribute('data-tone', 'green');
    await badge.click();
    await expect(page).toHaveURL('/settings/billing');

    const current = page.getByRole('region', { name: 'Current plan' });
    await expect(current).toContainText('Free Plan');
    await expect(current).toContainText('5 conversions per month');
    const mgmt = page.getByRole('region', { name: 'Subscription Management' });
    await expect(mgmt.getByRole('button', { name: 'Manage Subscription' })).toHaveCount(0);
    // Paid billing is available (TEST MODE), so the 'coming soon' note is not shown.
    await expect(page.getByText('Subscription management will be available soon.')).toHaveCount(0);
    const usage = page.getByRole('region', { name: 'Usage' });
    await expect(usage.getByTestId('conversions-used')).toHaveText('0 / 5');
    await expect(usage).toContainText('500KB');
    await expect(usage).toContainText('Cycle Resets In');
    await expect(usage.getByTestId('plan-status')).toHaveText('Active');
    await shot(page, 'billing-05-tab-free');

    const openChooser = async () => {
      await mgmt.getByRole('button', { name: 'Upgrade Plan' }).click();
      await expect(page.getByRole('dialog', { name: 'Choose Your Plan' })).toBeVisible();
    };
    await openChooser();
    const chooser = page.getByRole('dialog', { name: 'Choose Your Plan' });
    await expect(chooser.getByRole('listitem').filter({ hasText: 'Standard' }).first()).toContainText('$9.99');
    await expect(chooser).toContainText('$29.99');
    await expect(chooser).toContainText('$0');
    await expect(chooser.getByRole('heading', { name: 'All Plans Include' })).toBeVisible();
    for (const item of ['Secure file processing', 'Instant downloads', 'No software installation']) await expect(chooser).toContainText(item);
    await expect(chooser.getByText('Coming Soon', { exact: true })).toHaveCount(0);
    await expect(chooser.getByRole('link', { name: 'Contact our support team' })).toHaveAttribute('href', '/contact');
    await shot(page, 'billing-06-chooser');
    // Close button
    await chooser.getByRole('button', { name: 'Close' }).last().click();
    await expect(chooser).toBeHidden();
    // The X
    await openChooser();
    await chooser.getByRole('button', { name: 'Close' }).first().click();
    await expect(chooser).toBeHidden();
    // Backdrop
    await openChooser();
    await page.mouse.click(5, 5);
    await expect(chooser).toBeHidden();

    // Choosing Standard goes to our TEST MODE checkout.
    await openChooser();
    await chooser.getByRole('button', { name: 'Choose Standard' }).click();
    await expect(page).toHaveURL(/\/billing\/test-checkout\?session=/);
    await expect(page.getByRole('button', { name: 'Pay $9.99' })).toBeVisible();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/settings/billing');
  });

  test('paid user: Manage Subscription → TEST MODE portal → cancel at period end → warning with the date', async ({ page }) => {
    await signUpAndOnboard(page, { email: uniqueEmail('billing-portal') });
    // Buy Standard through the test checkout.
    await page.goto('/settings/billing');
    await page.getByRole('button', { name: 'Upgrade Plan' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Choose Standard' }).click();
    await page.getByRole('button', { name: 'Pay $9.99' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Congratulations!' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('dialog').getByRole('button', { name: 'View Settings' }).click();
    await expect(page).toHaveURL('/settings/billing');

    const mgmt = page.getByRole('region', { name: 'Subscription Management' });
    await expect(page.getByRole('region', { name: 'Current plan' })).toContainText('Standard Plan');
    await mgmt.getByRole('button', { name: 'Manage Subscription' }).click();
    await expect(page).toHaveURL('/billing/test-portal');
    await expect(page.getByRole('note').filter({ hasText: 'TEST MODE' })).toBeVisible();
    await page.getByRole('button', { name: 'Switch to Premium ($29.99/month)' }).click();
    await expect(page.getByText('Your plan is now Premium.')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel at period end' }).click();
    await expect(page.getByText('Your subscription will be canceled at the end of the billing period.')).toBeVisible();
    await shot(page, 'billing-07-test-portal');
    await page.getByRole('link', { name: 'Return to Tallysheet' }).click();

    await expect(page).toHaveURL('/settings/billing');
    const sub = await subscription(page);
    expect(sub).toMatchObject({ plan: 'premium', cancelAtPeriodEnd: true });
    const date = new Date(sub.currentPeriodEnd).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    const current = page.getByRole('region', { name: 'Current plan' });
    await expect(current).toContainText('Premium Plan');
    await expect(current.getByRole('status')).toContainText(`canceled at the end of the current billing period on ${date}`);
    await expect(page.getByRole('region', { name: 'Usage' })).toContainText('Cancels at period end');
    await expect(mgmt.getByRole('button', { name: 'Highest Plan' })).toBeDisabled();
    await expect(page.getByRole('banner')).toBeVisible();
    await shot(page, 'billing-08-tab-cancelling');
  });
});

test.describe('billing edge cases', () => {
  test('/success without session_id goes to /dashboard; an unconfirmed upgrade shows the warning; closing goes to /dashboard', async ({ page }) => {
    await signUpAndOnboard(page, { email: uniqueEmail('billing-unconfirmed') });
    await page.goto('/success');
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/success?session_id=cs_not_paid');
    await expect(page.getByText('Processing your subscription...')).toBeVisible();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      "We couldn't confirm your plan upgrade yet. If you don't see your new plan in a few minutes, please contact support.",
      { timeout: 15_000 },
    );
    await shot(page, 'billing-09-unconfirmed');
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a stored plan that cannot be bought: one attempt, stored plan cleared, the failure toast', async ({ page }) => {
    await signUpAndOnboard(page, { email: uniqueEmail('billing-fail') });
    let checkouts = 0;
    await page.route('**/api/billing/checkout', (route) => {
      checkouts += 1;
      return route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ error: 'Payment provider error: down' }) });
    });
    await page.evaluate(() => localStorage.setItem('selectedPlan', 'standard'));
    await page.goto('/dashboard');
    await expect(page.getByText('Failed to upgrade plan. Please try again from the settings page.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('selectedPlan'))).toBeNull();
    await page.getByRole('link', { name: 'History' }).click();
    await page.getByRole('link', { name: 'Convert Invoices' }).click();
    expect(checkouts).toBe(1);

    // The chooser shows the spec's alert with the server's error.
    await page.goto('/settings/billing');
    await page.getByRole('button', { name: 'Upgrade Plan' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Choose Premium' }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Failed to create checkout session: Payment provider error: down');
    await shot(page, 'billing-10-checkout-error');
  });

  test('the badge and ring stay hidden when the subscription cannot be loaded', async ({ page }) => {
    await signUpAndOnboard(page, { email: uniqueEmail('billing-hidden') });
    await page.route('**/api/billing/subscription', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Internal server error' }) }),
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('plan-badge')).toHaveCount(0);
    await expect(page.getByTestId('usage-ring')).toHaveCount(0);
  });
});

test.describe('billing display rules', () => {
  test('skeleton while loading; near the limit: red ring, raw status, the 80 % warning; no axe violations', async ({ page }) => {
    await signUpAndOnboard(page, { email: uniqueEmail('billing-near-limit') });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/billing/subscription', async (route) => {
      await gate;
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          plan: 'standard',
          status: 'past_due',
          monthlyConversionsLimit: 100,
          monthlyConversionsUsed: 85,
          fileSizeLimit: 2,
          daysUntilReset: 12,
          currentPeriodEnd: '2026-12-04T10:00:00.000Z',
          cancelAtPeriodEnd: false,
        }),
      });
    });
    await page.goto('/settings/billing');
    await expect(page.getByTestId('plan-skeleton')).toBeVisible();
    await shot(page, 'billing-11-skeleton');
    release();

    const usage = page.getByRole('region', { name: 'Usage' });
    await expect(usage.getByTestId('conversions-used')).toHaveText('85 / 100');
    await expect(usage.getByTestId('plan-status')).toHaveText('past_due');
    await expect(usage).toContainText('2MB');
    await expect(usage).toContainText('12 days');
    await expect(usage).toContainText('on Dec 4, 2026');
    await expect(usage.getByRole('status')).toContainText('You have used 85% of your monthly conversions (85 of 100).');
    await expect(page.getByRole('region', { name: 'Subscription Management' }).getByRole('button', { name: 'Manage Subscription' })).toBeVisible();
    await shot(page, 'billing-12-near-limit');

    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    await page.goto('/dashboard');
    await expect(page.getByTestId('usage-ring')).toHaveAttribute('data-tone', 'red');
    await expect(page.getByTestId('plan-badge')).toHaveClass(/green/);
    const dash = await new AxeBuilder({ page }).include('header').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(dash.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});
