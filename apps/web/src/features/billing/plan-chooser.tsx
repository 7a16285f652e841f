import { Check, Info } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PAID_PLAN_IDS, PLAN_IDS, PLANS, type PlanId } from '@tallysheet/contracts';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { checkoutErrorText, createCheckout, createPortal, goTo, portalErrorText } from './billing-api';
import { planBadgeVariant, priceText } from './plan-style';

const INCLUDED = ['Secure file processing', 'Instant downloads', 'No software installation'];

export interface PlanChooserProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentPlan: PlanId | undefined;
  email: string | undefined;
  /** false only while paid billing is not available: the 'Coming Soon' notice shows and nothing can be bought */
  paidPlansAvailable: boolean;
}

/**
 * Spec §2 plan chooser: 'Choose Your Plan', the catalogue's three plans at the landing page's prices, 'All Plans
 * Include', the 'Coming Soon' notice while paid billing is not available, and the support link. A free user
 * buys through checkout; a paid one changes plan in the billing portal (one subscription per account).
 */
export function PlanChooser({ open, onOpenChange, currentPlan, email, paidPlansAvailable }: PlanChooserProps) {
  const [busy, setBusy] = useState<PlanId | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onPaidPlan = currentPlan === 'standard' || currentPlan === 'premium';

  async function choose(plan: PlanId) {
    setError(null);
    setBusy(plan);
    try {
      if (onPaidPlan) goTo(await createPortal(email));
      else if (plan === 'standard' || plan === 'premium') goTo(await createCheckout(plan, email));
    } catch (err) {
      console.error('Plan change failed', err);
      setError(onPaidPlan ? portalErrorText(err) : checkoutErrorText(err));
      setBusy(null);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(null);
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle className="text-2xl">Choose Your Plan</DialogTitle>
          <DialogDescription>Pick the plan that fits how many invoices you convert each month.</DialogDescription>
        </DialogHeader>

        {error && <Alert variant="error">{error}</Alert>}

        <ul className="grid gap-4 md:grid-cols-3">
          {PLAN_IDS.map((id) => {
            const plan = PLANS[id];
            const current = id === currentPlan;
            const paid = (PAID_PLAN_IDS as readonly string[]).includes(id);
            return (
              <li
                key={id}
                aria-labelledby={`chooser-${id}`}
                className={cn(
                  'flex flex-col rounded-xl border bg-white p-5',
                  current ? 'border-brand-600 ring-2 ring-brand-600' : plan.mostPopular ? 'border-green-500' : 'border-zinc-200',
                )}
              >
                <div className="flex items-center justify-between gap-2">
                  <h3 id={`chooser-${id}`} className="text-lg font-semibold">
                    <Badge variant={planBadgeVariant(id)} className="text-sm">
                      {plan.label}
                    </Badge>
                  </h3>
                  {current ? (
                    <Badge variant="secondary">Current</Badge>
                  ) : plan.mostPopular ? (
                    <Badge variant="green">Most Popular</Badge>
                  ) : null}
                </div>
                <p className="mt-3 flex items-baseline gap-1">
                  <span className="text-3xl font-bold tracking-tight">{priceText(plan.priceMonthly)}</span>
                  <span className="text-sm text-zinc-500">{paid ? '/month' : 'forever'}</span>
                </p>
                <ul className="mt-4 flex-1 space-y-2 text-sm text-zinc-700">
                  {plan.features.map((f) => (
                    <li key={f} className="flex gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
                      {f}
                    </li>
                  ))}
                </ul>
                <div className="mt-5">
                  {current ? (
                    <Button className="w-full" variant="outline" disabled>
                      Current Plan
                    </Button>
                  ) : !paid && !onPaidPlan ? null : (
                    <Button
                      className="w-full"
                      variant={paid ? 'default' : 'outline'}
                      disabled={!paidPlansAvailable || busy !== null}
                      onClick={() => void choose(id)}
                      aria-label={onPaidPlan ? `Switch to ${plan.label} in Manage Subscription` : `Choose ${plan.label}`}
                    >
                      {busy === id ? 'Opening...' : onPaidPlan ? `Switch to ${plan.label}` : `Choose ${plan.label}`}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>

        <section aria-labelledby="all-plans-include" className="rounded-lg bg-zinc-50 p-4">
          <h3 id="all-plans-include" className="text-sm font-semibold">
            All Plans Include
          </h3>
          <ul className="mt-2 grid gap-2 text-sm text-zinc-700 sm:grid-cols-3">
            {INCLUDED.map((item) => (
              <li key={item} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-green-600" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </section>

        {!paidPlansAvailable && (
          <Alert variant="info">
            <Info aria-hidden="true" />
            <div>
              <p className="font-semibold">Coming Soon</p>
              <p>Paid subscriptions will be available shortly. You can keep using the Free plan in the meantime.</p>
            </div>
          </Alert>
        )}

        <DialogFooter className="items-center sm:justify-between">
          <p className="text-sm text-zinc-500">
            Questions about plans?{' '}
            <Link to="/contact" className="font-medium text-brand-700 underline-offset-4 hover:underline">
              Contact our support team
            </Link>
          </p>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
