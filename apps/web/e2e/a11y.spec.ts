import AxeBuilder from '@axe-core/playwright';
import { gunzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL, MOBILE, shot, signUpAndOnboard } from './support';

/** Every public page, with something on it that shows the page has rendered. */
const PAGES: Array<{ path: string; ready: (page: Page) => ReturnType<Page['getByRole']> }> = [
  { path: '/', ready: (p) => p.getByRole('heading', { name: 'Simple, transparent pricing' }) },
  { path: '/contact', ready: (p) => p.getByRole('heading', { level: 1, name: 'Contact Us' }) },
  { path: '/api', ready: (p) => p.getByRole('heading', { level: 1, name: 'The Tallysheet API' }) },
  { path: '/help', ready: (p) => p.getByRole('heading', { level: 1, name: 'How can we help?' }) },
  { path: '/privacy', ready: (p) => p.getByRole('heading', { level: 1, name: 'Privacy Policy' }) },
  { path: '/terms', ready: (p) => p.getByRole('heading', { level: 1, name: 'Terms of Service' }) },
];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
}

const origin = new URL(E2E_BASE_URL).origin;

for (const { path, ready } of PAGES) {
  test.describe(`public page ${path}`, () => {
    test('no serious or critical axe violations at 1280 px and 375 px, and no sideways scrolling on a phone', async ({ page }) => {
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);

      await page.setViewportSize(MOBILE);
      await expect(ready(page)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'page is wider than the phone screen').toBeLessThanOrEqual(0);
      await shot(page, `a11y-${path === '/' ? 'landing' : path.slice(1)}-375`);
    });

    test('without POSTHOG_KEY the page makes no third-party request at all', async ({ page }) => {
      const foreign: string[] = [];
      page.on('request', (r) => {
        const url = r.url();
        if (url.startsWith('data:') || url.startsWith('blob:')) return;
        if (new URL(url).origin !== origin) foreign.push(url);
      });
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Scroll everything into view so lazy content loads too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(300);
      await page.waitForLoadState('networkidle');
      expect(foreign).toEqual([]);
    });
  });
}

/** PostHog request bodies: `data=<base64 JSON>` or gzip; anything else is read as text. */
function decodePosthogBody(body: Buffer | null): string {
  if (!body || body.length === 0) return '';
  if (body[0] === 0x1f && body[1] === 0x8b) return gunzipSync(body).toString('utf8');
  const text = body.toString('utf8');
  if (text.startsWith('data=')) return Buffer.from(decodeURIComponent(text.slice(5)), 'base64').toString('utf8');
  return text;
}

test.describe('analytics with a PostHog key', () => {
  // The e2e server has no key; the test hands the SPA one through its runtime config and answers PostHog's
  // EU host itself (CSP is bypassed because the server's policy only lists PostHog when it has the key).
  test.use({ bypassCSP: true });

  test('posthog-js starts against the EU host and identifies the signed-in user (id, email, name, onboarding_completed)', async ({ page }) => {
    const calls: Array<{ url: string; body: string }> = [];
    await page.route('**/api/client-config', (route) =>
      route.fulfill({
        json: {
          posthogKey: 'phc_e2e_test_key',
          posthogHost: 'https://eu.i.posthog.com',
          supportEmail: 'support@example.com',
          operator: { address: ['Example Ltd', '1 Example Street'], phone: null, governingLaw: 'England and Wales' },
        },
      }),
    );
    await page.route(/^https:\/\/[^/]*posthog\.com\//, async (route) => {
      const req = route.request();
      calls.push({ url: req.url(), body: decodePosthogBody(req.postDataBuffer()) });
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Simple, transparent pricing' })).toBeVisible();
    await expect.poll(() => calls.length, { timeout: 15_000 }).toBeGreaterThan(0);
    for (const call of calls) expect(new URL(call.url).hostname).toMatch(/^eu(-assets)?\.i\.posthog\.com$/);
    expect(calls.some((c) => c.url.includes('phc_e2e_test_key') || c.body.includes('phc_e2e_test_key'))).toBe(true);

    const user = await signUpAndOnboard(page, { firstName: 'Mary', lastName: 'Jackson' });
    const session = (await (await page.request.get('/api/auth/get-session')).json()) as { user: { id: string } };
    // identify() makes posthog-js re-evaluate flags for the identified person: id, e-mail, name, onboarding state.
    const identified = () =>
      calls.some((c) => {
        if (!c.body.startsWith('{')) return false;
        const body = JSON.parse(c.body) as { distinct_id?: string; person_properties?: Record<string, unknown> };
        const props = body.person_properties ?? {};
        return (
          body.distinct_id === session.user.id &&
          props.email === user.email &&
          props.name === 'Mary Jackson' &&
          props.onboarding_completed === true
        );
      });
    await expect.poll(identified, { timeout: 20_000 }).toBe(true);
  });
});
