import { expect, test } from '@playwright/test';
import { MOBILE, shot, signIn, signUpAndOnboard, uniqueEmail } from './support';

test.describe('dashboard shell', () => {
  test('header, welcome line and tabs as routes', async ({ page }) => {
    await signUpAndOnboard(page, { email: uniqueEmail('shell'), firstName: 'Katherine', lastName: 'Johnson' });
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Tallysheet home' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: 'Katherine Johnson' })).toHaveAttribute('href', '/settings');
    await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Katherine!' })).toBeVisible();

    const tabs = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(tabs.getByRole('link', { name: 'Convert Invoices' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'History' })).toHaveAttribute('href', '/dashboard/history');
    await expect(tabs.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/dashboard/contact');
    await shot(page, 'dashboard-shell');

    // Small screens show the short labels; the accessible names stay whole.
    await page.setViewportSize(MOBILE);
    await expect(tabs.getByText('Convert', { exact: true })).toBeVisible();
    await expect(tabs.getByText('Contact', { exact: true })).toBeVisible();
    await expect(tabs.getByText('Convert Invoices')).toBeHidden();
    await shot(page, 'dashboard-shell-mobile');

    await header.getByRole('link', { name: 'Katherine Johnson' }).click();
    await expect(page).toHaveURL('/settings/profile');
  });
});

test.describe('settings', () => {
  test('/settings opens the profile tab; unknown tabs fall back; ?tab=billing opens billing', async ({ page }) => {
    await signUpAndOnboard(page, { email: uniqueEmail('tabs') });
    await page.goto('/settings');
    await expect(page).toHaveURL('/settings/profile');
    await page.goto('/settings/nonsense');
    await expect(page).toHaveURL('/settings/profile');
    await page.goto('/settings?tab=billing');
    await expect(page).toHaveURL('/settings/billing');
    await expect(page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Billing' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/settings?tab=other');
    await expect(page).toHaveURL('/settings/profile');
  });

  test('header and side menu', async ({ page }) => {
    const user = await signUpAndOnboard(page, { email: uniqueEmail('menu'), firstName: 'Edsger', lastName: 'Dijkstra' });
    await page.goto('/settings/profile');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(header.getByRole('link', { name: 'Tallysheet home' })).toHaveAttribute('href', '/');
    await expect(header.getByText(`${user.firstName} ${user.lastName}`)).toBeVisible();
    await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Settings' });
    await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(menu.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    await shot(page, 'settings-profile');

    // Privacy and terms links are for wide screens only.
    await page.setViewportSize(MOBILE);
    await expect(menu.getByRole('link', { name: 'Privacy Policy' })).toBeHidden();
    await shot(page, 'settings-profile-mobile');
  });

  test("the display name falls back to the e-mail when no name is set (skipped onboarding)", async ({ page }) => {
    const email = uniqueEmail('noname');
    await signIn(page, email);
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/settings/profile');
    await expect(page.getByRole('banner').getByText(email)).toBeVisible();
  });

  test('profile edit: validation, save, messages cleared by editing, persisted', async ({ page }) => {
    const user = await signUpAndOnboard(page, { email: uniqueEmail('edit'), firstName: 'Barbara', lastName: 'Liskov', company: 'MIT' });
    await page.goto('/settings/profile');
    const first = page.getByLabel('First Name');
    const last = page.getByLabel('Last Name');
    const company = page.getByLabel('Company (Optional)');
    await expect(first).toHaveValue('Barbara');
    await expect(last).toHaveValue('Liskov');
    await expect(company).toHaveValue('MIT');
    const email = page.getByLabel('Email Address');
    await expect(email).toHaveValue(user.email);
    await expect(email).toHaveAttribute('readonly', '');
    await expect(page.getByText('Email changes require verification. Contact support if needed.')).toBeVisible();

    await last.fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('alert')).toHaveText('First name and last name are required');
    await expect(last).toHaveAttribute('aria-invalid', 'true');
    await shot(page, 'profile-names-required');
    await last.fill('L');
    await expect(page.getByRole('alert')).toHaveCount(0);

    await first.fill('Barb');
    await last.fill('Liskov-Smith');
    await company.fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully!' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Barb Liskov-Smith')).toBeVisible();
    await shot(page, 'profile-saved');
    // Editing a field clears the success message.
    await company.fill('Acme');
    await expect(page.getByText('Profile updated successfully!')).toHaveCount(0);

    await page.reload();
    await expect(first).toHaveValue('Barb');
    await expect(last).toHaveValue('Liskov-Smith');
    await expect(company).toHaveValue('');
    const me = await (await page.request.get('/api/me')).json();
    expect(me.user).toMatchObject({ firstName: 'Barb', lastName: 'Liskov-Smith', company: null });
  });

  test("User ID: Copy puts it on the clipboard and shows 'Copied' for 2 s", async ({ page }) => {
    await signUpAndOnboard(page, { email: uniqueEmail('copy') });
    await page.goto('/settings/profile');
    const me = await (await page.request.get('/api/me')).json();
    await expect(page.getByRole('textbox', { name: 'User ID' })).toHaveValue(me.user.id);
    await expect(page.getByText('Your unique user identifier for support purposes')).toBeVisible();
    // Timed from the click: the clipboard read and the screenshot below may take a second on a busy CI machine.
    const clickedAt = Date.now();
    await page.getByRole('button', { name: 'Copy User ID' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(me.user.id);
    await shot(page, 'profile-copied');
    await expect(page.getByRole('button', { name: 'Copy User ID' })).toBeVisible({ timeout: 6000 });
    expect(Date.now() - clickedAt).toBeGreaterThan(1900);
  });

  test('Logout from settings ends the session', async ({ page }) => {
    await signUpAndOnboard(page, { email: uniqueEmail('settings-logout') });
    await page.goto('/settings/profile');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/settings/profile');
    await expect(page).toHaveURL('/auth?redirect=%2Fsettings%2Fprofile');
  });
});

test.describe('session ended elsewhere', () => {
  test('saving the profile after the session is gone sends the user to sign in and back', async ({ page, context }) => {
    const user = await signUpAndOnboard(page, { email: uniqueEmail('expired') });
    await page.goto('/settings/profile');
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await context.clearCookies();
    await page.getByLabel('Company (Optional)').fill('Gone Inc');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL('/auth?redirect=%2Fsettings%2Fprofile');
    await signIn(page, user.email);
    await expect(page).toHaveURL('/settings/profile');
  });
});
