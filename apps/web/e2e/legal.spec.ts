import { expect, test } from '@playwright/test';
import { MOBILE, shot } from './support';

test.describe('legal pages (/privacy, /terms)', () => {
  test('privacy policy: what is kept, where, for how long and by whom', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    const article = page.getByRole('article');
    for (const text of [
      /deleted\s+automatically 24 hours after upload/,
      /first and last name and, if you enter it, your company name/,
      /conversion history/,
      /Stripe/,
      /e-mail delivery provider/,
      /PostHog/,
      /your browser makes no request to any third party/,
      /contact form we store your name, e-mail address, subject and message/,
      /within 24 hours on business days/,
      /within 2-3 business days/,
      /aged 18 or over/,
    ]) {
      await expect(article.getByText(text).first()).toBeVisible();
    }
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await expect(footer.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    await expect(footer.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    await expect(article.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
    await shot(page, 'privacy-1280');
    await page.setViewportSize(MOBILE);
    await shot(page, 'privacy-375');
  });

  test('terms: at least 18, refunds, cancellation, price changes, plan limits from the catalogue', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    const article = page.getByRole('article');
    for (const text of [
      /at least 18 years old/,
      /within 30 days of your first payment/,
      /stays active until the\s+end of the billing period/,
      /at least 30 days before a new price applies/,
      /deleted automatically after 24 hours/,
      /Free: free, 5 conversions per month, files up to 500KB each\./,
      /Standard: \$9\.99 per month, 100 conversions per month, files up to 2MB each\./,
      /Premium: \$29\.99 per month, 1,000 conversions per month, files up to 10MB each\./,
      /within 24 hours on business days/,
      /2-3 business days/,
    ]) {
      await expect(article.getByText(text).first()).toBeVisible();
    }
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    await shot(page, 'terms-1280');
    await page.setViewportSize(MOBILE);
    await shot(page, 'terms-375');
  });

  test('Back goes one step back in history; the links move between the pages', async ({ page }) => {
    await page.goto('/help');
    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await page.goto('/terms');
    await page.getByRole('link', { name: 'Tallysheet home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
