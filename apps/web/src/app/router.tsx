import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteGuard } from './guard';
import { RootLayout } from './root-layout';
// The landing page is the entry for most visitors: it ships in the main bundle (no lazy chunk round trip).
import { LandingPage, UpgradeInterruptedNotice } from '@/features/landing';
import { loadedReviewModule, loadReviewModule } from '@/features/review/preload';

/*
 * The routes table (spec §2). Each feature is loaded lazily from its folder's index.ts.
 * Guards are layout routes: a route placed under `RouteGuard access="onboarded"` needs a session and completed
 * onboarding; under `public`, nothing. An unknown path redirects to `/`.
 */

// ---- feature pages --------------------------------------------------------------------------------------
const AuthPage = lazy(() => import('@/features/auth').then((m) => ({ default: m.AuthPage })));
const OnboardingPage = lazy(() => import('@/features/onboarding').then((m) => ({ default: m.OnboardingPage })));
const DashboardLayout = lazy(() => import('@/features/dashboard').then((m) => ({ default: m.DashboardLayout })));
const SettingsLayout = lazy(() => import('@/features/settings').then((m) => ({ default: m.SettingsLayout })));
const SettingsIndex = lazy(() => import('@/features/settings').then((m) => ({ default: m.SettingsIndex })));
const ProfileTab = lazy(() => import('@/features/settings').then((m) => ({ default: m.ProfileTab })));
const ApiTab = lazy(() => import('@/features/settings').then((m) => ({ default: m.ApiTab })));
const CsvFormatTab = lazy(() => import('@/features/settings').then((m) => ({ default: m.CsvFormatTab })));
const ExportsTab = lazy(() => import('@/features/settings').then((m) => ({ default: m.ExportsTab })));
const BillingTabFrame = lazy(() => import('@/features/settings').then((m) => ({ default: m.BillingTabFrame })));
const ConvertTab = lazy(() => import('@/features/convert').then((m) => ({ default: m.ConvertTab })));
// The review screen's chunk may already be there (started at page load, see features/review/preload.ts): then it is
// rendered directly, since a lazy component suspends at least once and React holds a Suspense fallback for 300 ms.
const ReviewPageLazy = lazy(() => loadReviewModule().then((m) => ({ default: m.ReviewPage })));
function ReviewPage() {
  const loaded = loadedReviewModule();
  return loaded ? <loaded.ReviewPage /> : <ReviewPageLazy />;
}
const HistoryTab = lazy(() => import('@/features/history').then((m) => ({ default: m.HistoryTab })));
const ContactPage = lazy(() => import('@/features/contact').then((m) => ({ default: m.ContactPage })));
const ContactTab = lazy(() => import('@/features/contact').then((m) => ({ default: m.ContactTab })));
const ApiPage = lazy(() => import('@/features/api-page').then((m) => ({ default: m.ApiPage })));
const HelpPage = lazy(() => import('@/features/help').then((m) => ({ default: m.HelpPage })));
const PrivacyPage = lazy(() => import('@/features/legal').then((m) => ({ default: m.PrivacyPage })));
const TermsPage = lazy(() => import('@/features/legal').then((m) => ({ default: m.TermsPage })));
const BillingHeader = lazy(() => import('@/features/billing').then((m) => ({ default: m.BillingHeader })));
const BillingTab = lazy(() => import('@/features/billing').then((m) => ({ default: m.BillingTab })));
const CheckoutReturnPage = lazy(() => import('@/features/billing').then((m) => ({ default: m.CheckoutReturnPage })));
const TestCheckoutPage = lazy(() => import('@/features/billing').then((m) => ({ default: m.TestCheckoutPage })));
const TestPortalPage = lazy(() => import('@/features/billing').then((m) => ({ default: m.TestPortalPage })));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        // `/`: a signed-in user is forwarded to /onboarding or /dashboard (replacing history).
        // The notice runs before the guard forwards a signed-in user (spec §4: interrupted plan upgrade).
        element: (
          <>
            <UpgradeInterruptedNotice />
            <RouteGuard access="home" />
          </>
        ),
        children: [{ path: '/', element: <LandingPage /> }],
      },
      {
        element: <RouteGuard access="signedOut" />,
        children: [{ path: '/auth', element: <AuthPage /> }],
      },
      {
        element: <RouteGuard access="public" />,
        children: [
          { path: '/contact', element: <ContactPage /> },
          { path: '/api', element: <ApiPage /> },
          { path: '/help', element: <HelpPage /> },
          { path: '/privacy', element: <PrivacyPage /> },
          { path: '/terms', element: <TermsPage /> },
        ],
      },
      {
        element: <RouteGuard access="signedIn" />,
        children: [{ path: '/onboarding', element: <OnboardingPage /> }],
      },
      {
        element: <RouteGuard access="onboarded" />,
        children: [
          {
            path: '/dashboard',
            element: <DashboardLayout headerSlot={<BillingHeader />} />,
            children: [
              { index: true, element: <ConvertTab /> },
              { path: 'history', element: <HistoryTab /> },
              { path: 'contact', element: <ContactTab /> },
            ],
          },
          // the review screen has its own full-width layout (the PDF beside its data)
          { path: '/dashboard/review/:excelFileId', element: <ReviewPage /> },
          {
            path: '/settings',
            element: <SettingsLayout />,
            children: [
              { index: true, element: <SettingsIndex /> },
              { path: 'profile', element: <ProfileTab /> },
              {
                path: 'billing',
                element: (
                  <BillingTabFrame>
                    <BillingTab />
                  </BillingTabFrame>
                ),
              },
              { path: 'api', element: <ApiTab /> },
              { path: 'csv', element: <CsvFormatTab /> },
              { path: 'exports', element: <ExportsTab /> },
              { path: '*', element: <Navigate to="/settings/profile" replace /> },
            ],
          },
          { path: '/success', element: <CheckoutReturnPage /> },
          // TEST MODE checkout and portal (no Stripe key): our own pages instead of Stripe's.
          { path: '/billing/test-checkout', element: <TestCheckoutPage /> },
          { path: '/billing/test-portal', element: <TestPortalPage /> },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
