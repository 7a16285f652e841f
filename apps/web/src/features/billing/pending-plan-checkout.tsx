import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { useSession } from '@/lib/session';
import { createCheckout, goTo } from './billing-api';
import { planName } from './plan-style';
import { clearSelectedPlan, takeSelectedPlan } from './selected-plan';

/** spec §9: the redirect to checkout follows the success toast after about 1 s */
export const CHECKOUT_REDIRECT_DELAY_MS = 1000;

/**
 * Spec §4 "plan upgrade after sign-in": a paid plan picked on the landing page before sign-in starts ONE
 * checkout attempt per dashboard mount. Success: stored plan cleared, 'Redirecting to checkout...' (2 s), then
 * the checkout address after ~1 s. Failure: stored plan cleared and the spec's error toast.
 */
export function PendingPlanCheckout() {
  const { user } = useSession();
  const attempted = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const email = user?.email;

  // Leaving the dashboard before the redirect cancels it.
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!email || attempted.current) return;
    const plan = takeSelectedPlan();
    if (!plan) return;
    attempted.current = true;
    const name = planName(plan);
    const toastId = toast.loading(`Upgrading to ${name} plan...`);
    (async () => {
      try {
        if (plan !== 'standard' && plan !== 'premium') throw new Error(`Unknown plan: ${plan}`);
        const url = await createCheckout(plan, email);
        clearSelectedPlan();
        toast.success('Redirecting to checkout...', { id: toastId, duration: 2000 });
        timer.current = setTimeout(() => goTo(url), CHECKOUT_REDIRECT_DELAY_MS);
      } catch (err) {
        console.error('Failed to create checkout session', err);
        clearSelectedPlan();
        toast.error('Failed to upgrade plan. Please try again from the settings page.', { id: toastId });
      }
    })();
  }, [email]);

  return null;
}
