import { expect, test } from '@playwright/test';
import { MOBILE, shot, signIn, uniqueEmail } from './support';

test.describe('onboarding (/onboarding)', () => {
  test('names are required; Complete Setup saves the profile and opens the dashboard', async ({ page }) => {
    const email = uniqueEmail('onboard');
    await signIn(page, email);
    await expect(page).toHaveURL('/onboarding');
    await expect(page.getByRole('banner').getByText(email)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await shot(page, 'onboarding-form');

    await page.getByLabel('First name').fill('Grace');
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await expect(page.getByRole('alert')).toHaveText('First name and last name are required');
    await expect(page.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('First name')).not.toHaveAttribute('aria-invalid', 'true');
    await shot(page, 'onboarding-names-required');

    await page.getByLabel('Last name').fill('Hopper');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByLabel('Company').fill('  Navy Labs  ');
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Grace!' })).toBeVisible();

    const me = await (await page.request.get('/api/me')).json();
    expect(me.user).toMatchObject({ email, firstName: 'Grace', lastName: 'Hopper', company: 'Navy Labs', onboardingCompleted: true });

    // Stays onboarded across a reload.
    await page.reload();
    await expect(page).toHaveURL('/dashboard');
  });

  test('an empty company is stored as null', async ({ page }) => {
    await signIn(page, uniqueEmail('nocompany'));
    await page.getByLabel('First name').fill('Alan');
    await page.getByLabel('Last name').fill('Turing');
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await expect(page).toHaveURL('/dashboard');
    const me = await (await page.request.get('/api/me')).json();
    expect(me.user.company).toBeNull();
  });

  test("'Skip for now' marks onboarding done without names; the welcome line says 'there'", async ({ page }) => {
    await signIn(page, uniqueEmail('skip'));
    await expect(page).toHaveURL('/onboarding');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, there!' })).toBeVisible();
    await expect
      .poll(async () => (await (await page.request.get('/api/me')).json()).user.onboardingCompleted)
      .toBe(true);
    await page.reload();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, there!' })).toBeVisible();
    await shot(page, 'dashboard-after-skip');
  });

  test('the onboarding screen fits a phone', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await signIn(page, uniqueEmail('onboard-mobile'));
    await expect(page.getByRole('button', { name: 'Complete Setup' })).toBeVisible();
    await shot(page, 'onboarding-form-mobile');
  });
});
