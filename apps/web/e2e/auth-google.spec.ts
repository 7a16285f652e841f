import { expect, test } from '@playwright/test';
import { E2E_OIDC_ISSUER, shot, uniqueEmail } from './support';

/**
 * 'Continue with Google' through Better Auth's genericOAuth plugin against a real OpenID provider on loopback
 * (e2e/support/oidc-server.mjs, configured as GOOGLE_DISCOVERY_URL for the e2e server). The provider's
 * behaviour for the next sign-in is set through its test endpoint, so these tests run one after another.
 */
test.describe.configure({ mode: 'serial' });

async function nextGoogleSignIn(body: { deny?: boolean; identity?: Record<string, string> }) {
  const res = await fetch(`${E2E_OIDC_ISSUER}/__test/next`, { method: 'POST', body: JSON.stringify(body) });
  expect(res.status).toBe(204);
}

test.describe('Google sign-in', () => {
  test('a new Google user comes back signed in, onboarding pre-filled from the Google profile', async ({ page }) => {
    const email = uniqueEmail('google');
    await nextGoogleSignIn({ identity: { sub: `sub-${email}`, email, given_name: 'Grace', family_name: 'Hopper' } });
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL('/onboarding', { timeout: 20_000 });
    await expect(page.getByRole('banner').getByText(email)).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Grace');
    await expect(page.getByLabel('Last name')).toHaveValue('Hopper');
    await shot(page, 'auth-google-onboarding');
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  test('Google brings the user back to the remembered origin', async ({ page }) => {
    const email = uniqueEmail('google-origin');
    await nextGoogleSignIn({ identity: { sub: `sub-${email}`, email, given_name: 'Ada', family_name: 'Lovelace' } });
    // First visit: sign up and onboard.
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL('/onboarding', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await expect(page).toHaveURL('/dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    // Then a deep link while signed out.
    await page.goto('/settings/profile');
    await expect(page).toHaveURL('/auth?redirect=%2Fsettings%2Fprofile');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL('/settings/profile', { timeout: 20_000 });
    await expect(page.getByRole('textbox', { name: 'Email Address' })).toHaveValue(email);
  });

  test("a cancelled Google sign-in shows 'Failed to sign in with Google. Please try again.'", async ({ page }) => {
    await nextGoogleSignIn({ deny: true });
    await page.goto('/auth?redirect=%2Fdashboard%2Fhistory');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to sign in with Google. Please try again.', { timeout: 20_000 });
    // The error parameters are gone; the remembered origin stays.
    await expect(page).toHaveURL('/auth?redirect=%2Fdashboard%2Fhistory');
    await shot(page, 'auth-google-failed');
    await nextGoogleSignIn({});
  });

  test('when the server has no Google client, the button says so and is disabled', async ({ page }) => {
    // The e2e server has one; this checks the screen's answer to `GET /api/auth-config` → google: false
    // (the server side of that answer is covered by the server's integration tests).
    await page.route('**/api/auth-config', (route) => route.fulfill({ json: { google: false, magicLink: true } }));
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    await expect(page.getByText('Google sign-in is not configured on this server.')).toBeVisible();
    await shot(page, 'auth-google-not-configured');
  });
});
