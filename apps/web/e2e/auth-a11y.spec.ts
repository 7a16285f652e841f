import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MOBILE, requestMagicLink, shot, signIn, signUpAndOnboard, uniqueEmail } from './support';

/** axe (WCAG 2.1 A/AA) and no sideways scrolling on a phone, for the sign-in, onboarding, dashboard and settings screens. */

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
}

async function checkBothWidths(page: Page, name?: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize(MOBILE);
  expect(await seriousViolations(page)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'page is wider than the phone screen').toBeLessThanOrEqual(0);
  if (name) await shot(page, `${name}-375`);
}

test('sign-in form, its error state and the sent state', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Send Magic Link' })).toBeVisible();
  await checkBothWidths(page);
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await checkBothWidths(page);
  await requestMagicLink(page, uniqueEmail('a11y-sent'));
  await checkBothWidths(page);
});

test('onboarding', async ({ page }) => {
  await signIn(page, uniqueEmail('a11y-onboarding'));
  await expect(page.getByRole('button', { name: 'Complete Setup' })).toBeVisible();
  await checkBothWidths(page);
});

test('dashboard shell and settings profile', async ({ page }) => {
  await signUpAndOnboard(page, { email: uniqueEmail('a11y-app'), firstName: 'Maximilian', lastName: 'Oppenheimer-Wittgenstein' });
  await checkBothWidths(page, 'a11y-dashboard-long-name');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/settings/profile');
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  await checkBothWidths(page, 'a11y-settings-long-name');
});
