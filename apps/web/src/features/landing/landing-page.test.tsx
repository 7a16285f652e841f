import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAN_IDS, PLANS } from '@tallysheet/contracts';
import { LandingPage } from './landing-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server as the landing page sees it: the plan catalogue, and a session or none. */
function stubServer(signedIn: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/plans')) return json({ plans: PLAN_IDS.map((id) => PLANS[id]) });
      if (url.startsWith('/api/me')) {
        return signedIn
          ? json({ user: { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'L', onboardingCompleted: true } })
          : json({ error: 'Sign-in required' }, 401);
      }
      return json({ error: 'not found' }, 404);
    }),
  );
}

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function renderLanding() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <LandingPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('LandingPage buttons by sign-in state', () => {
  it("signed out: 'Get Started' leads to /auth; 'Start Now' stores the plan", async () => {
    stubServer(false);
    renderLanding();
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth');
    await userEvent.click(await screen.findByRole('button', { name: 'Start Now with the Premium plan' }));
    expect(localStorage.getItem('selectedPlan')).toBe('premium');
    expect(await screen.findByText('at /auth')).toBeInTheDocument();
  });

  it("signed in: 'View App' and 'Open Dashboard' lead to /dashboard, and 'Start Now' simply opens the app", async () => {
    stubServer(true);
    renderLanding();
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'View App' })).toHaveAttribute('href', '/dashboard');
    for (const link of screen.getAllByRole('link', { name: /Open Dashboard/ })) expect(link).toHaveAttribute('href', '/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Start Now with the Standard plan' }));
    expect(localStorage.getItem('selectedPlan')).toBeNull();
    expect(await screen.findByText('at /dashboard')).toBeInTheDocument();
  });
});
