import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';

/** Spec §2: page changes scroll to top. In-page anchors (`/#faq`) are left to the page. */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);
  return null;
}

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
    </>
  );
}
