import { expect, test } from '@playwright/test';
import { completeOnboarding, requestMagicLink, shot, signIn, signUpAndOnboard, uniqueEmail } from './support';

/** Spec §2 route guard, every row of the matrix, through the real server. */

const PROTECTED = ['/dashboard', '/dashboard/history', '/dashboard/contact', '/settings', '/settings/profile', '/settings/billing'];

test.describe('signed out', () => {
  for (const path of PROTECTED) {
    test(`${path} sends to /auth remembering the origin`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/auth?redirect=${encodeURIComponent(path)}`);
      await expect(page.getByRole('button', { name: 'Send Magic Link' })).toBeVisible();
    });
  }

  test('/onboarding needs a session too', async ({ page }) => {
    await page.goto('/onboarding');
    await expect(page).toHaveURL('/auth?redirect=%2Fonboarding');
  });

  test('public routes stay: / and /auth', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/');
    await page.goto('/auth');
    await expect(page).toHaveURL('/auth');
  });

  test('an unknown path goes to /', async ({ page }) => {
    await page.goto('/no/such/page?x=1');
    await expect(page).toHaveURL('/');
  });

  test('a spinner shows while the session loads', async ({ page }) => {
    // Hold the session answer back so the loading state is observable.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    await shot(page, 'guard-loading-spinner');
    release();
    await expect(page).toHaveURL(/\/auth\?redirect=/);
  });

  test('the remembered origin survives the magic link: back to the protected page after sign-in', async ({ page }) => {
    const user = await signUpAndOnboard(page, { email: uniqueEmail('origin') });
    // Sign out, then ask for a deep page with query and hash.
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/settings/profile?from=test');
    await expect(page).toHaveURL('/auth?redirect=%2Fsettings%2Fprofile%3Ffrom%3Dtest');
    const link = await requestMagicLink(page, user.email);
    expect(decodeURIComponent(link)).toContain('/settings/profile?from=test');
    await page.goto(link);
    await expect(page).toHaveURL('/settings/profile?from=test');
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  });
});

test.describe('signed in, not onboarded', () => {
  test('app routes, / and /auth all go to /onboarding', async ({ page }) => {
    await signIn(page, uniqueEmail('fresh'));
    await expect(page).toHaveURL('/onboarding');
    for (const path of ['/dashboard', '/dashboard/history', '/settings/profile', '/', '/auth']) {
      await page.goto(path);
      await expect(page, `from ${path}`).toHaveURL('/onboarding');
    }
    await expect(page.getByRole('button', { name: 'Complete Setup' })).toBeVisible();
    await shot(page, 'guard-onboarding-required');
  });

  test('a protected origin is kept through sign-in but onboarding comes first', async ({ page }) => {
    const email = uniqueEmail('deep');
    await page.goto('/dashboard/history');
    await expect(page).toHaveURL('/auth?redirect=%2Fdashboard%2Fhistory');
    await signIn(page, email);
    await expect(page).toHaveURL('/onboarding');
    await completeOnboarding(page);
  });
});

test.describe('signed in and onboarded', () => {
  test('/ and /auth go to /dashboard, replacing the history entry', async ({ page }) => {
    await signUpAndOnboard(page, { email: uniqueEmail('home') });
    await page.goto('/settings/profile');
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL('/dashboard');
    // Replaced, not pushed: Back returns to the page before '/', not to '/' (which would bounce again).
    await page.goBack();
    await expect(page).toHaveURL('/settings/profile');
    await page.goto('/auth');
    await expect(page).toHaveURL('/dashboard');
  });

  test('/onboarding after onboarding goes to /dashboard', async ({ page }) => {
    await signUpAndOnboard(page, { email: uniqueEmail('done') });
    await page.goto('/onboarding');
    await expect(page).toHaveURL('/dashboard');
  });

  test('unknown paths go to / and then on to /dashboard', async ({ page }) => {
    await signUpAndOnboard(page, { email: uniqueEmail('unknown') });
    await page.goto('/whatever');
    await expect(page).toHaveURL('/dashboard');
  });

  test('signed out in another tab: the next upload on the Convert tab leads to /auth, remembering the page', async ({ page, context }) => {
    await signUpAndOnboard(page, { email: uniqueEmail('ended') });
    await expect(page.getByRole('button', { name: 'Select Files' })).toBeVisible();
    const other = await context.newPage();
    await other.goto('/settings/profile');
    await other.getByRole('button', { name: 'Logout' }).click();
    await expect(other).toHaveURL('/');
    await other.close();
    // (this tab does not regain focus, so only the refused upload can tell it the session has ended)
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Select Files' }).click();
    await (await chooser).setFiles({ name: 'late.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await expect(page).toHaveURL('/auth?redirect=%2Fdashboard');
  });

  test('page changes scroll to top', async ({ page }) => {
    await signUpAndOnboard(page, { email: uniqueEmail('scroll') });
    await page.setViewportSize({ width: 1280, height: 300 });
    await page.goto('/settings/profile');
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeAttached();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
