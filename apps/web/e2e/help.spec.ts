import { expect, test, type Page } from '@playwright/test';
import { MOBILE, shot } from './support';

const faq = (page: Page) => page.getByRole('region', { name: 'Frequently asked questions' });
const questions = (page: Page) => faq(page).getByRole('button');

test.describe('help center (/help)', () => {
  test('links, eight questions, three topics, three tutorials and the mailto', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Help center' });
    await expect(nav.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    await expect(questions(page)).toHaveCount(8);

    const topics = page.getByRole('region', { name: 'Browse by topic' }).getByRole('heading', { level: 3 });
    await expect(topics).toHaveText(['Getting Started', 'Converting Invoices', 'Account and Billing']);

    const tutorials = page.getByRole('region', { name: 'Tutorials' });
    await expect(tutorials.getByRole('listitem')).toHaveCount(3);
    await expect(tutorials.getByText('Video · 3 min')).toBeVisible();
    await expect(tutorials.getByText('Guide · 5 min')).toBeVisible();
    await expect(tutorials.getByText('Bulk processing · 7 min')).toBeVisible();

    await expect(page.getByRole('link', { name: 'Email Us' })).toHaveAttribute('href', /^mailto:[^@\s]+@[^@\s]+\.[a-z]+$/);
    await shot(page, 'help-1280');
    await page.setViewportSize(MOBILE);
    await shot(page, 'help-375');
  });

  test('search matches questions and answers, case-insensitively, and says when nothing matches', async ({ page }) => {
    await page.goto('/help');
    const search = page.getByRole('searchbox', { name: 'Search help articles' });
    await search.fill('SCANNED');
    await expect(questions(page)).toHaveText(['Why was my PDF rejected as a scanned document?']);
    // 'magic link' appears only in an answer, never in a question.
    await search.fill('magic link');
    await expect(questions(page)).toHaveText(['How do I convert my first invoice?']);
    await search.fill('refund');
    await expect(questions(page)).toHaveText(['How do I upgrade, cancel or get a refund?']);
    await search.fill('xyzzy');
    await expect(page.getByText('No matching questions found.')).toBeVisible();
    await expect(questions(page)).toHaveCount(0);
    await shot(page, 'help-no-match');
    await search.fill('');
    await expect(questions(page)).toHaveCount(8);
  });

  test('one answer open at a time, by mouse and by keyboard', async ({ page }) => {
    await page.goto('/help');
    const q = questions(page);
    await q.nth(0).click();
    await expect(q.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/we send you a magic link, no password needed/)).toBeVisible();
    await q.nth(5).click();
    await expect(q.nth(5)).toHaveAttribute('aria-expanded', 'true');
    await expect(q.nth(0)).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('searchbox', { name: 'Search help articles' }).focus();
    await page.keyboard.press('Tab');
    await expect(q.nth(0)).toBeFocused();
    await page.keyboard.press('End');
    await expect(q.nth(7)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(q.nth(7)).toHaveAttribute('aria-expanded', 'true');
    await expect(q.nth(5)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(q.nth(7)).toHaveAttribute('aria-expanded', 'false');
  });

  test('a tutorial opens its steps in a dialog that closes with Escape', async ({ page }) => {
    await page.goto('/help');
    await page.getByRole('button', { name: 'Open tutorial: Converting many invoices at once' }).click();
    const dialog = page.getByRole('dialog', { name: 'Converting many invoices at once' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(5);
    await shot(page, 'help-tutorial');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
