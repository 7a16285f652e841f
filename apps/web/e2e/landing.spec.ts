import { expect, test, type Page } from '@playwright/test';
import { ACCURACY_CLAIM } from '../src/lib/accuracy-claim';
import { MOBILE, shot, signUpAndOnboard } from './support';

interface CatalogPlan {
  id: string;
  label: string;
  priceMonthly: number;
  features: string[];
  mostPopular?: boolean;
}

const pricing = (page: Page) => page.getByRole('region', { name: 'Simple, transparent pricing' });
const planCard = (page: Page, label: string) =>
  pricing(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name: label, exact: true }) });
const faqTriggers = (page: Page) =>
  page.getByRole('region', { name: 'Frequently asked questions' }).getByRole('button');

test.describe('landing page (/)', () => {
  test('shows every section the spec lists, with the truthful claims', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '#features');
    await expect(header.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '#pricing');
    await expect(header.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '#faq');
    await expect(header.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth');

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Real before/after images: both load at their natural size.
    for (const name of [/PDF invoice INV-2024-0117/, /Line Items sheet/]) {
      const img = page.getByRole('img', { name });
      await expect(img).toBeVisible();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0))).toBe(800);
    }
    // the claim is what the benchmark measured, with its basis (written by packages/extract bench/generated/claim.ts)
    await expect(page.getByText(ACCURACY_CLAIM)).toBeVisible();
    await expect(page.getByText(/Typical accuracy/)).toHaveCount(0);
    await expect(page.getByText('Files deleted after 24 hours')).toBeVisible();
    await expect(page.getByText(/text-based PDFs; scanned or handwritten invoices are not supported/)).toBeVisible();

    await expect(page.getByText('4.9/5 average rating')).toBeVisible();
    await expect(page.getByText('Trusted by over 10,000 businesses')).toBeVisible();
    await expect(page.getByRole('region', { name: 'What our customers say' }).locator('blockquote')).toHaveCount(3);

    const features = page.getByRole('region', { name: /Everything you need/ });
    for (const title of ['Simple Upload', 'Instant Conversion', 'Secure and Private', 'Easy Download']) {
      await expect(features.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(features.getByRole('listitem')).toHaveCount(4);

    await expect(pricing(page).getByText(/30-day money-back guarantee/)).toBeVisible();
    await expect(pricing(page).getByText(/Cancel any time; your plan stays active until the end of the billing period/)).toBeVisible();

    await expect(faqTriggers(page)).toHaveCount(10);
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('region', { name: /Ready to stop typing invoices/ }).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth');

    const footer = page.getByRole('navigation', { name: 'Footer' });
    for (const [name, href] of [
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Help Center', '/help'],
      ['Contact', '/contact'],
      ['API', '/api'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await shot(page, 'landing-1280');
    await page.setViewportSize(MOBILE);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await shot(page, 'landing-375');
  });

  test("the pricing cards show the server's plan catalogue, 'Most Popular' on Standard", async ({ page, request }) => {
    const { plans } = (await (await request.get('/api/plans')).json()) as { plans: CatalogPlan[] };
    expect(plans.map((p) => p.id)).toEqual(['free', 'standard', 'premium']);
    await page.goto('/#pricing');
    await expect(pricing(page).getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(3);
    for (const plan of plans) {
      const card = planCard(page, plan.label);
      const price = plan.priceMonthly === 0 ? '$0' : `$${plan.priceMonthly.toFixed(2)}`;
      await expect(card.getByText(price, { exact: true })).toBeVisible();
      await expect(card.getByText(plan.priceMonthly === 0 ? 'forever' : '/month', { exact: true })).toBeVisible();
      for (const feature of plan.features) await expect(card.getByText(feature, { exact: true })).toBeVisible();
      await expect(card.getByText('Most Popular')).toHaveCount(plan.mostPopular ? 1 : 0);
    }
    await expect(planCard(page, 'Standard').getByText('Most Popular')).toBeVisible();
    await pricing(page).scrollIntoViewIfNeeded();
    await shot(page, 'landing-pricing');
  });

  test("'Start Now' on a paid plan stores the lowercase plan and starts sign-in; Free only signs in", async ({ page }) => {
    await page.goto('/');
    await planCard(page, 'Standard').getByRole('button', { name: /Start Now/ }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate(() => localStorage.getItem('selectedPlan'))).toBe('standard');

    await page.goto('/');
    await planCard(page, 'Premium').getByRole('button', { name: /Start Now/ }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate(() => localStorage.getItem('selectedPlan'))).toBe('premium');

    await page.evaluate(() => localStorage.removeItem('selectedPlan'));
    await page.goto('/');
    await planCard(page, 'Free').getByRole('link', { name: /Get Started/ }).click();
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate(() => localStorage.getItem('selectedPlan'))).toBeNull();
  });

  test('FAQ: one answer open at a time, operable by keyboard', async ({ page }) => {
    await page.goto('/#faq');
    const triggers = faqTriggers(page);
    await expect(triggers.first()).toHaveAttribute('aria-expanded', 'false');

    await triggers.nth(0).click();
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/Scanned paper invoices, photos and handwriting are not supported/)).toBeVisible();
    await triggers.nth(1).click();
    await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(/Scanned paper invoices, photos and handwriting/)).toBeHidden();
    // Collapsible: the open one closes again.
    await triggers.nth(1).click();
    await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'false');

    // Keyboard: focus, Enter opens, arrow keys move, Space toggles, still one at a time.
    await triggers.nth(3).focus();
    await page.keyboard.press('Enter');
    await expect(triggers.nth(3)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/deleted automatically after 24 hours/)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(triggers.nth(4)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(triggers.nth(4)).toHaveAttribute('aria-expanded', 'true');
    await expect(triggers.nth(3)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('[data-state="open"][role="region"]')).toHaveCount(1);
    await shot(page, 'landing-faq-open');
  });

  test('the FAQ states the plan limits from the catalogue and links to the API reference', async ({ page }) => {
    await page.goto('/#faq');
    await faqTriggers(page).filter({ hasText: 'How many invoices can I convert?' }).click();
    await expect(page.getByText(/Free: 5 conversions a month, files up to 500KB; Standard: 100 conversions a month, files up to 2MB; Premium: 1,000 conversions a month, files up to 10MB/)).toBeVisible();
    await faqTriggers(page).filter({ hasText: 'Do you offer an API?' }).click();
    await page.getByRole('link', { name: 'Read the API reference' }).click();
    await expect(page).toHaveURL(/\/api$/);
  });

  test('a signed-in user who still has a stored plan is told the upgrade was interrupted, and the plan is cleared', async ({ page }) => {
    await signUpAndOnboard(page);
    await page.evaluate(() => localStorage.setItem('selectedPlan', 'standard'));
    await page.goto('/');
    await expect(page.getByText('Plan upgrade to Standard was interrupted. Please try again from your dashboard.')).toBeVisible();
    // The guard still forwards a signed-in user to the app, replacing the history entry.
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('selectedPlan'))).toBeNull();
    await shot(page, 'landing-upgrade-interrupted');

    // No stored plan: no toast.
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(/was interrupted/)).toHaveCount(0);
  });

  test('on a phone the section menu opens, lists the anchors and closes after a choice', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.click();
    const sections = page.getByRole('navigation', { name: 'Sections' });
    await expect(sections.getByRole('link')).toHaveText(['Features', 'Pricing', 'FAQ']);
    await page.getByRole('button', { name: 'Close menu' }).focus();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await sections.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(sections).toHaveCount(0);
    await expect(pricing(page)).toBeInViewport();
  });
});
