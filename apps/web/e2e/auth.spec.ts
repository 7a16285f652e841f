import { expect, test } from '@playwright/test';
import { mailsTo, MOBILE, requestMagicLink, shot, signIn, uniqueEmail, waitForMagicLink } from './support';

test.describe('sign-in screen (/auth)', () => {
  test('shows the form with every element the spec names', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Tallysheet' })).toBeVisible();
    const email = page.getByLabel('Email address');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');
    await expect(page.getByRole('form', { name: 'Sign in with email' })).toHaveAttribute('novalidate', '');
    await expect(page.getByRole('button', { name: 'Send Magic Link' })).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    // The e2e server has "Google" (a local OpenID provider) configured: see auth-google.spec.ts.
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    await expect(page.getByText('Google sign-in is not configured on this server.')).toHaveCount(0);
    await shot(page, 'auth-form');

    await page.getByRole('button', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("empty e-mail shows 'Email address is required' without sending anything", async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('Email address is required');
    const email = page.getByLabel('Email address');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAttribute('aria-describedby', (await alert.getAttribute('id')) ?? 'missing');
    await expect(email).toBeFocused();
    await shot(page, 'auth-email-required');
    // Typing clears the message.
    await email.fill('a');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a malformed address gets the invalid-e-mail text from the server answer', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Email address').fill('not-an-address');
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address.');
  });

  test('too many links for one address gets the rate-limit text', async ({ page }) => {
    const email = uniqueEmail('ratelimit');
    await page.goto('/auth');
    // The server allows 5 sends per address per window; the 6th is refused.
    for (let i = 0; i < 5; i++) {
      await requestMagicLink(page, email);
      await page.getByRole('button', { name: 'Try Different Email' }).click();
    }
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await expect(page.getByRole('alert')).toHaveText('Too many emails sent. Please wait a moment before trying again.');
    expect(mailsTo(email)).toHaveLength(5);
  });

  test("sent state: 'Check Your Email!' with the address, spam hint, 'Try Different Email' clears the form", async ({ page }) => {
    const email = uniqueEmail('sent');
    await page.goto('/auth');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check Your Email!' })).toBeVisible();
    // the pressed button is gone: focus moves to the new heading (not to the top of the document)
    await expect(page.getByRole('heading', { name: 'Check Your Email!' })).toBeFocused();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText(/check your spam folder/i)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to Home' })).toBeVisible();
    await shot(page, 'auth-check-email');
    await waitForMagicLink(email);

    await page.getByRole('button', { name: 'Try Different Email' }).click();
    await expect(page.getByLabel('Email address')).toHaveValue('');
    await expect(page.getByLabel('Email address')).toBeFocused();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send Magic Link' })).toBeVisible();
  });

  test("'Back to Home' on the sent screen goes to /", async ({ page }) => {
    await requestMagicLink(page, uniqueEmail('home'));
    await page.getByRole('button', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the magic link signs a new user in and lands on onboarding; the link works once', async ({ page, browser }) => {
    const email = uniqueEmail('newuser');
    const link = await requestMagicLink(page, email);
    await page.goto(link);
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByText(email)).toBeVisible();

    // The same link in a fresh browser is refused and explained on the sign-in screen.
    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto(link);
    await expect(second).toHaveURL(/\/auth/);
    await expect(second.getByRole('alert')).toHaveText('This sign-in link has expired or was already used. Please request a new one.');
    await shot(second, 'auth-link-used');
    await other.close();
  });

  test('the sign-in screen fits a phone', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Send Magic Link' })).toBeVisible();
    await shot(page, 'auth-form-mobile');
    await requestMagicLink(page, uniqueEmail('mobile'));
    await shot(page, 'auth-check-email-mobile');
  });

  test('logout ends the session on the server', async ({ page }) => {
    await signIn(page, uniqueEmail('logout'));
    await expect(page).toHaveURL(/\/onboarding$/);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    const me = await page.request.get('/api/me');
    expect(me.status()).toBe(401);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard$/);
  });
});
