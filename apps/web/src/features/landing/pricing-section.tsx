import { Link, useNavigate } from 'react-router';
import { Check } from 'lucide-react';
import type { Plan } from '@tallysheet/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { storeSelectedPlan } from './selected-plan';
import { usePlans } from './use-plans';

// The spec's plan colours: free blue, standard green, premium purple.
const ACCENT: Record<string, string> = {
  free: 'text-blue-700 bg-blue-50 border-blue-200',
  standard: 'text-green-700 bg-green-50 border-green-200',
  premium: 'text-purple-700 bg-purple-50 border-purple-200',
};

function formatPrice(price: number): string {
  return Number.isInteger(price) ? `$${price}` : `$${price.toFixed(2)}`;
}

function PlanCard({ plan, signedIn }: { plan: Plan; signedIn: boolean }) {
  const navigate = useNavigate();
  const paid = plan.priceMonthly > 0;
  const titleId = `plan-${plan.id}-title`;

  function startNow() {
    // Signed-in users simply open the app; a visitor's choice is remembered for the checkout after sign-in.
    if (signedIn) {
      navigate('/dashboard');
      return;
    }
    storeSelectedPlan(plan.id);
    navigate('/auth');
  }

  return (
    <li
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
        plan.mostPopular ? 'border-green-500 ring-2 ring-green-500 lg:-my-2 lg:py-8' : 'border-zinc-200',
      )}
    >
      {plan.mostPopular && (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-green-700 px-3 py-1 text-xs font-semibold text-white">
          Most Popular
        </p>
      )}
      <h3 id={titleId} className="text-xl font-semibold text-zinc-900">
        <span className={cn('rounded-md border px-2 py-0.5', ACCENT[plan.id] ?? 'border-zinc-200 bg-zinc-50 text-zinc-700')}>
          {plan.label}
        </span>
      </h3>
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-zinc-900">{formatPrice(plan.priceMonthly)}</span>
        <span className="text-zinc-600">{paid ? '/month' : 'forever'}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm text-zinc-700">
        {plan.features.map((f) => (
          <li key={f} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
            {f}
          </li>
        ))}
      </ul>
      <div className="mt-8">
        {paid ? (
          <Button
            className="w-full"
            variant={plan.mostPopular ? 'default' : 'outline'}
            onClick={startNow}
            aria-label={`Start Now with the ${plan.label} plan`}
          >
            Start Now
          </Button>
        ) : (
          <Button asChild className="w-full" variant="outline">
            <Link to={signedIn ? '/dashboard' : '/auth'} aria-label={signedIn ? 'Open Dashboard' : `Get Started with the ${plan.label} plan`}>
              {signedIn ? 'Open Dashboard' : 'Get Started'}
            </Link>
          </Button>
        )}
      </div>
    </li>
  );
}

export function PricingSection({ signedIn }: { signedIn: boolean }) {
  const { data: plans, isPending, isError, refetch } = usePlans();
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="pricing-title" className="text-center text-3xl font-bold tracking-tight text-zinc-900">
        Simple, transparent pricing
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-zinc-600">
        Start free. Upgrade when you need more conversions or larger files.
      </p>
      {isPending ? (
        <ul aria-label="Loading plans" aria-busy="true" className="mt-12 grid gap-6 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <li key={i} className="h-96 animate-pulse rounded-2xl border border-zinc-200 bg-white" />
          ))}
        </ul>
      ) : isError ? (
        <div role="alert" className="mt-12 rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800">
          <p>Plans could not be loaded.</p>
          <Button variant="outline" className="mt-3" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ul className="mt-12 grid gap-6 lg:grid-cols-3 lg:items-center">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} signedIn={signedIn} />
          ))}
        </ul>
      )}
      <p className="mt-10 text-center text-sm text-zinc-600">
        Paid plans come with a 30-day money-back guarantee. Cancel any time; your plan stays active until the end of
        the billing period.
      </p>
    </section>
  );
}
