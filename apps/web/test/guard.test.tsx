import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Navigate, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteGuard } from '@/app/guard';
import { createQueryClient } from '@/app/providers';

/** The guard against a stubbed `/api/me` (the browser tests cover it against the real server). */

function Where({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p>
      {name} at {location.pathname}
      {location.search}
    </p>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { element: <RouteGuard access="home" />, children: [{ path: '/', element: <Where name="home" /> }] },
      { element: <RouteGuard access="signedOut" />, children: [{ path: '/auth', element: <Where name="auth" /> }] },
      { element: <RouteGuard access="public" />, children: [{ path: '/terms', element: <Where name="terms" /> }] },
      { element: <RouteGuard access="signedIn" />, children: [{ path: '/onboarding', element: <Where name="onboarding" /> }] },
      {
        element: <RouteGuard access="onboarded" />,
        children: [
          { path: '/dashboard', element: <Where name="dashboard" /> },
          { path: '/settings/profile', element: <Where name="settings" /> },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function answerMe(status: number, user?: Record<string, unknown>) {
  const fetchMock = vi.fn(async () =>
    status === 200
      ? new Response(JSON.stringify({ user }), { status, headers: { 'content-type': 'application/json' } })
      : new Response(JSON.stringify({ error: status === 401 ? 'Sign-in required' : 'Internal server error' }), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const user = (onboardingCompleted: boolean) => ({
  id: 'u1',
  email: 'ada@example.com',
  name: '',
  firstName: 'Ada',
  lastName: null,
  company: null,
  onboardingCompleted,
  createdAt: '2026-01-01T00:00:00.000Z',
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RouteGuard', () => {
  it('shows a spinner while the session loads, then sends a signed-out visitor to /auth with the origin', async () => {
    answerMe(401);
    const router = renderAt('/settings/profile?tab=x');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByText('auth at /auth?redirect=%2Fsettings%2Fprofile%3Ftab%3Dx')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('lets signed-out visitors see /, /auth and public pages', async () => {
    answerMe(401);
    renderAt('/');
    expect(await screen.findByText('home at /')).toBeInTheDocument();
  });

  it('renders public pages without waiting for the session', () => {
    answerMe(401);
    renderAt('/terms');
    expect(screen.getByText('terms at /terms')).toBeInTheDocument();
  });

  it('sends a signed-in user who has not finished onboarding to /onboarding from app routes, / and /auth', async () => {
    for (const path of ['/dashboard', '/', '/auth?redirect=%2Fsettings%2Fprofile']) {
      answerMe(200, user(false));
      renderAt(path);
      expect(await screen.findByText('onboarding at /onboarding')).toBeInTheDocument();
      document.body.innerHTML = '';
    }
  });

  it('sends an onboarded user from / and /auth to /dashboard, and honours a remembered origin on /auth', async () => {
    answerMe(200, user(true));
    const router = renderAt('/');
    expect(await screen.findByText('dashboard at /dashboard')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    document.body.innerHTML = '';
    renderAt('/auth?redirect=%2Fsettings%2Fprofile');
    expect(await screen.findByText('settings at /settings/profile')).toBeInTheDocument();
    document.body.innerHTML = '';
    renderAt('/auth?redirect=https%3A%2F%2Fevil.example%2F');
    expect(await screen.findByText('dashboard at /dashboard')).toBeInTheDocument();
  });

  it('sends an onboarded user away from /onboarding', async () => {
    answerMe(200, user(true));
    renderAt('/onboarding');
    expect(await screen.findByText('dashboard at /dashboard')).toBeInTheDocument();
  });

  it('sends unknown paths to /', async () => {
    answerMe(401);
    renderAt('/nowhere');
    expect(await screen.findByText('home at /')).toBeInTheDocument();
  });

  it('does not treat a failing server as signed out: it retries, then offers Try again', async () => {
    const fetchMock = answerMe(500);
    renderAt('/dashboard');
    expect(await screen.findByText("We couldn't reach Tallysheet.", {}, { timeout: 8000 })).toBeInTheDocument();
    expect(fetchMock.mock.calls.length).toBe(5); // first try + 4 retries with backoff
    expect(screen.queryByText(/auth at/)).not.toBeInTheDocument();
    answerMe(200, user(true));
    screen.getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(screen.getByText('dashboard at /dashboard')).toBeInTheDocument());
  });
});
