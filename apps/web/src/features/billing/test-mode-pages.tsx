import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FlaskConical, Loader2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PAID_PLAN_IDS, PLANS, type TestCheckoutSession, type TestPortalRequest } from '@tallysheet/contracts';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Logo } from '@/components/ui/logo';
import { api } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { SUBSCRIPTION_QUERY_KEY, useSubscriptionQuery } from './billing-api';
import { planBadgeVariant, planName, priceText } from './plan-style';

function TestModeFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-zinc-50">
      <div role="note" className="flex items-center justify-center gap-2 bg-amber-400 px-4 py-2 text-sm font-semibold text-amber-950">
        <FlaskConical className="size-4" aria-hidden="true" />
        TEST MODE — no real payment is taken and no card is needed
      </div>
      <main className="mx-auto flex max-w-lg flex-col gap-6 px-4 py-10">
        <div className="flex items-center justify-between">
          <Logo />
          <Badge variant="yellow">TEST MODE</Badge>
        </div>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {children}
      </main>
    </div>
  );
}

/**
 * Our own checkout page when no Stripe key is configured (/billing/test-checkout?session=…): shows the plan and
 * its price; 'Pay' completes the session on the server (the same change a Stripe webhook applies) and goes on
 * to /success like Stripe's checkout would.
 */
export function TestCheckoutPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session') ?? '';
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: ['test-checkout', sessionId],
    queryFn: ({ signal }) => api.get<TestCheckoutSession>(`/api/billing/test/sessions/${encodeURIComponent(sessionId)}`, { signal }),
    enabled: sessionId !== '',
    retry: false,
  });
  const pay = useMutation({
    mutationFn: () => api.post<{ url: string }>('/api/billing/test/complete', { session: sessionId }),
    onSuccess: async ({ url }) => {
      await queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
      navigate(url);
    },
  });

  const data = session.data;
  return (
    <TestModeFrame title="Checkout">
      {!sessionId ? (
        <Alert variant="error">This checkout link has no session.</Alert>
      ) : session.isPending ? (
        <div className="flex justify-center py-10">
          <Loader2 className="size-8 animate-spin text-brand-700" aria-label="Loading checkout" />
        </div>
      ) : session.isError || !data ? (
        <Alert variant="error">{session.error?.message ?? 'Checkout session not found'}</Alert>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>Subscribe to Tallysheet {planName(data.plan)}</CardTitle>
            <CardDescription>Billed monthly to {user?.email}. Cancel at any time.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div className="flex items-center justify-between rounded-lg border border-zinc-200 p-4">
              <Badge variant={planBadgeVariant(data.plan)} className="text-sm">
                {planName(data.plan)} Plan
              </Badge>
              <p>
                <span className="text-2xl font-bold" data-testid="test-checkout-price">
                  {priceText(data.priceMonthly)}
                </span>
                <span className="text-sm text-zinc-500">/month</span>
              </p>
            </div>
            <ul className="list-disc pl-5 text-sm text-zinc-600">
              {PLANS[data.plan].features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
            {data.status === 'completed' && <Alert variant="info">This checkout session has already been completed.</Alert>}
            {pay.isError && <Alert variant="error">Payment failed: {pay.error.message}</Alert>}
          </CardContent>
          <CardFooter className="flex justify-between gap-3">
            <Button variant="ghost" asChild>
              <Link to="/settings/billing">Cancel</Link>
            </Button>
            <Button onClick={() => pay.mutate()} disabled={pay.isPending || data.status !== 'open'}>
              {pay.isPending ? 'Processing...' : `Pay ${priceText(data.priceMonthly)}`}
            </Button>
          </CardFooter>
        </Card>
      )}
    </TestModeFrame>
  );
}

/** The billing portal when no Stripe key is configured (/billing/test-portal): switch plan, cancel or resume. */
export function TestPortalPage() {
  const queryClient = useQueryClient();
  const { data: subscription, isPending, isError } = useSubscriptionQuery();
  const [done, setDone] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: (body: TestPortalRequest) => api.post<{ ok: true }>('/api/billing/test/portal', body),
    onSuccess: async (_r, body) => {
      await queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
      setDone(
        body.action === 'cancel'
          ? 'Your subscription will be canceled at the end of the billing period.'
          : body.action === 'resume'
            ? 'Your subscription will continue.'
            : `Your plan is now ${planName(body.plan)}.`,
      );
    },
  });
  const paid = subscription && subscription.plan !== 'free';

  return (
    <TestModeFrame title="Manage Subscription">
      {isPending ? (
        <div className="flex justify-center py-10">
          <Loader2 className="size-8 animate-spin text-brand-700" aria-label="Loading subscription" />
        </div>
      ) : isError || !subscription ? (
        <Alert variant="error">Your subscription could not be loaded.</Alert>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>
              Current plan:{' '}
              <Badge variant={planBadgeVariant(subscription.plan)} className="align-middle text-sm">
                {planName(subscription.plan)}
              </Badge>
            </CardTitle>
            <CardDescription>
              {subscription.cancelAtPeriodEnd
                ? `Cancels on ${formatDate(subscription.currentPeriodEnd)}.`
                : `Renews on ${formatDate(subscription.currentPeriodEnd)}.`}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {done && <Alert variant="success">{done}</Alert>}
            {act.isError && <Alert variant="error">{act.error.message}</Alert>}
            {!paid ? (
              <p className="text-sm text-zinc-600">You have no paid subscription to manage.</p>
            ) : (
              <>
                <div className="flex flex-wrap gap-3">
                  {PAID_PLAN_IDS.filter((p) => p !== subscription.plan).map((p) => (
                    <Button key={p} variant="outline" disabled={act.isPending} onClick={() => act.mutate({ action: 'switch', plan: p })}>
                      Switch to {PLANS[p].label} ({priceText(PLANS[p].priceMonthly)}/month)
                    </Button>
                  ))}
                </div>
                {subscription.cancelAtPeriodEnd ? (
                  <Button disabled={act.isPending} onClick={() => act.mutate({ action: 'resume' })}>
                    Resume subscription
                  </Button>
                ) : (
                  <Button variant="destructive" disabled={act.isPending} onClick={() => act.mutate({ action: 'cancel' })}>
                    Cancel at period end
                  </Button>
                )}
              </>
            )}
          </CardContent>
          <CardFooter>
            <Button variant="link" asChild>
              <Link to="/settings/billing">Return to Tallysheet</Link>
            </Button>
          </CardFooter>
        </Card>
      )}
    </TestModeFrame>
  );
}
