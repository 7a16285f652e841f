import { AlertTriangle, Loader2, PartyPopper } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '@tallysheet/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useSession } from '@/lib/session';
import { fetchSubscription, SUBSCRIPTION_QUERY_KEY } from './billing-api';
import { planName } from './plan-style';

/** spec §9: the checkout return waits 2 s, then 3 s more before the second look */
export const FIRST_CHECK_MS = 2000;
export const SECOND_CHECK_MS = 3000;
export const UNCONFIRMED_TEXT =
  "We couldn't confirm your plan upgrade yet. If you don't see your new plan in a few minutes, please contact support.";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Outcome = { kind: 'confirmed'; subscription: Subscription } | { kind: 'unconfirmed' };

/**
 * Spec §2/§4 checkout-return screen (/success?session_id=…): 'Processing your subscription...', then the
 * subscription is checked after 2 s and, if still free, once more after 3 s; the dialog congratulates or warns.
 */
export function CheckoutReturnPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!sessionId || !user?.email) return;
    let cancelled = false;
    (async () => {
      try {
        await wait(FIRST_CHECK_MS);
        if (cancelled) return;
        let sub = await fetchSubscription();
        if (sub.plan === 'free') {
          await wait(SECOND_CHECK_MS);
          if (cancelled) return;
          sub = await fetchSubscription();
        }
        if (cancelled) return;
        queryClient.setQueryData(SUBSCRIPTION_QUERY_KEY, sub);
        setOutcome(sub.plan !== 'free' ? { kind: 'confirmed', subscription: sub } : { kind: 'unconfirmed' });
      } catch (err) {
        console.error('Failed to confirm the subscription', err);
        if (!cancelled) setOutcome({ kind: 'unconfirmed' });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [sessionId, user?.email, queryClient]);

  if (!sessionId || !user?.email) return <Navigate to="/dashboard" replace />;

  const close = () => navigate('/dashboard');

  return (
    <main className="flex min-h-dvh items-center justify-center bg-zinc-50 px-4">
      <div className="flex flex-col items-center gap-4 text-center" role="status" aria-live="polite">
        <Loader2 className="size-8 animate-spin text-brand-700" aria-hidden="true" />
        <p className="text-lg font-medium text-zinc-800">Processing your subscription...</p>
      </div>

      <Dialog open={outcome !== null} onOpenChange={(open) => !open && close()}>
        <DialogContent>
          <DialogHeader>
            <div
              className={
                outcome?.kind === 'confirmed'
                  ? 'mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-purple-50 text-purple-700'
                  : 'mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-700'
              }
            >
              {outcome?.kind === 'confirmed' ? <PartyPopper aria-hidden="true" /> : <AlertTriangle aria-hidden="true" />}
            </div>
            <DialogTitle className="text-center text-2xl">
              {outcome?.kind === 'confirmed' ? 'Congratulations!' : 'Thank you for subscribing!'}
            </DialogTitle>
            <DialogDescription className="text-center">
              {outcome?.kind === 'confirmed'
                ? `You're now on the ${planName(outcome.subscription.plan)} plan with ${outcome.subscription.monthlyConversionsLimit} conversions a month.`
                : 'Your payment is being processed.'}
            </DialogDescription>
          </DialogHeader>
          {outcome?.kind === 'unconfirmed' && (
            <Alert variant="warning">
              <AlertTriangle aria-hidden="true" />
              <p>{UNCONFIRMED_TEXT}</p>
            </Alert>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => navigate('/settings?tab=billing')}>
              View Settings
            </Button>
            <Button onClick={close}>Go to Dashboard</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </main>
  );
}
