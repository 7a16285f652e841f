import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { FaqSection } from './faq-section';
import { FeatureCards } from './feature-cards';
import { Hero } from './hero';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { PricingSection } from './pricing-section';
import { RatingBlock, Testimonials } from './social-proof';

/** In-app links such as /#faq (from /contact) arrive without a page load: scroll to the section ourselves. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [hash]);
}

export function LandingPage() {
  const { user, isLoading } = useSession();
  const signedIn = !isLoading && !!user;
  useScrollToHash();

  return (
    <div className="min-h-screen bg-zinc-50">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2">
        Skip to content
      </a>
      <LandingHeader signedIn={signedIn} />
      <main id="main">
        <Hero signedIn={signedIn} />
        <RatingBlock />
        <Testimonials />
        <FeatureCards />
        <PricingSection signedIn={signedIn} />
        <FaqSection />
        <section aria-labelledby="cta-title" className="bg-brand-700">
          <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
            <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-white">
              Ready to stop typing invoices by hand?
            </h2>
            <p className="mt-3 text-brand-50">
              Start on the Free plan. No credit card required.
            </p>
            <Button asChild size="lg" variant="secondary" className="mt-8">
              <Link to={signedIn ? '/dashboard' : '/auth'}>{signedIn ? 'Open Dashboard' : 'Get Started'}</Link>
            </Button>
          </div>
        </section>
      </main>
      <LandingFooter />
    </div>
  );
}
