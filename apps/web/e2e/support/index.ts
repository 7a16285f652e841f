import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { mailsTo, waitForMagicLink } from './outbox';
import { SCREENSHOT_DIR } from './paths';

export { mailsTo, magicLinkIn, readOutbox, waitForMagicLink, type OutboxMail } from './outbox';
export { E2E_BASE_URL, E2E_DATA_DIR, E2E_OIDC_ISSUER, OUTBOX_FILE, SCREENSHOT_DIR } from './paths';

/** A fresh address per test, so tests never share a user or a rate-limit bucket. */
export function uniqueEmail(prefix = 'user'): string {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return `${prefix.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-${id}@example.com`;
}

/**
 * Asks for a magic link on the page's current /auth screen (or opens /auth), then opens the newest link
 * for that address from the outbox. Resolves once the app has left /auth (where the guard sends the user:
 * the remembered origin, /onboarding for a new user, else /dashboard).
 */
export async function requestMagicLink(page: Page, email: string): Promise<string> {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/auth')) await page.goto('/auth');
  const before = mailsTo(email).length;
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email!' })).toBeVisible();
  return waitForMagicLink(email, before);
}

export async function signIn(page: Page, email: string): Promise<void> {
  const link = await requestMagicLink(page, email);
  await page.goto(link);
  await expect(page).not.toHaveURL(/\/auth(\?|$)/);
  await page.waitForLoadState('networkidle');
}

export interface NewUser {
  email?: string;
  firstName?: string;
  lastName?: string;
  company?: string;
}

/** Signs a new user up through the outbox and completes onboarding; ends on /dashboard. */
export async function signUpAndOnboard(page: Page, user: NewUser = {}): Promise<Required<Omit<NewUser, 'company'>> & { company?: string }> {
  const email = user.email ?? uniqueEmail('onboarded');
  const firstName = user.firstName ?? 'Ada';
  const lastName = user.lastName ?? 'Lovelace';
  await signIn(page, email);
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  if (user.company) await page.getByLabel('Company').fill(user.company);
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^Welcome, ${firstName}`) })).toBeVisible();
  return { email, firstName, lastName, company: user.company };
}

/** `completeOnboarding` for a page already on /onboarding. */
export async function completeOnboarding(page: Page, firstName = 'Ada', lastName = 'Lovelace'): Promise<void> {
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Full-page screenshot to test-results/screenshots/<name>.png (look at it!). */
export async function shot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name.replace(/[^a-z0-9._-]+/gi, '-')}.png`);
  // (a full-page capture on a loaded 2-core machine can take longer than the 10 s action timeout; the picture is for
  // people to look at, not an assertion, so it gets more time)
  await page.screenshot({ path, fullPage: true, animations: 'disabled', timeout: 30_000 });
  return path;
}

/** Phone-sized viewport used for the small-screen screenshots. */
export const MOBILE = { width: 375, height: 812 } as const;

/**
 * Presses a Convert button and waits for 'Conversion started!'. Under load a click that lands while the upload list
 * re-renders can be lost (nothing happens, nothing is counted); the click is repeated only while the plan banner still
 * shows `usedBefore` (no conversion was counted) and the button is enabled, so a conversion is never started twice.
 */
export async function startConversion(page: Page, convert: Locator, usedBefore: string): Promise<void> {
  const started = page.getByText('Conversion started!');
  const banner = page.getByRole('region', { name: 'Your plan' });
  let clicks = 0;
  await expect(async () => {
    if (clicks === 0 || (!(await started.isVisible()) && (await banner.getByText(usedBefore).isVisible()) && (await convert.isEnabled()))) {
      clicks++;
      await convert.click({ timeout: 5_000 });
    }
    await expect(started).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}
