import { AlertTriangle, ArrowUpCircle, CalendarClock, Check, CreditCard, FileUp, Gauge, ShieldCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { PLANS, type PlanId, type Subscription } from '@tallysheet/contracts';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { createPortal, goTo, portalErrorText, useBillingInfo, useSubscriptionQuery } from './billing-api';
import { PlanChooser } from './plan-chooser';
import { DEFAULT_FILE_SIZE_MB, DEFAULT_LIMIT, planBadgeVariant, planName, priceText, sizeLimitText, usagePercent } from './plan-style';

function isKnownPlan(plan: string | undefined): plan is PlanId {
  return plan !== undefined && plan in PLANS;
}

function CurrentPlanCard({ subscription, isLoading }: { subscription: Subscription | undefined; isLoading: boolean }) {
  if (!subscription) {
    return (
      <Card aria-busy={isLoading} aria-label="Current plan">
        <CardHeader>
          <CardTitle>Current Plan</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3" data-testid="plan-skeleton">
          {isLoading ? (
            <>
              <Skeleton className="h-7 w-44" />
              <Skeleton className="h-4 w-28" />
              <Skeleton className="h-4 w-64" />
              <Skeleton className="h-4 w-56" />
            </>
          ) : (
            <p className="text-sm text-zinc-500">Your plan could not be loaded. Please refresh the page.</p>
          )}
        </CardContent>
      </Card>
    );
  }
  const plan = isKnownPlan(subscription.plan) ? PLANS[subscription.plan] : null;
  return (
    <Card role="region" aria-label="Current plan">
      <CardHeader>
        <CardTitle>Current Plan</CardTitle>
        <CardDescription>Your subscription and what it includes.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <Badge variant={planBadgeVariant(subscription.plan)} className="px-3 py-1 text-base">
            {planName(subscription.plan)} Plan
          </Badge>
          {plan && (
            <p className="text-sm text-zinc-600">
              <span className="text-2xl font-bold text-zinc-900">{priceText(plan.priceMonthly)}</span>{' '}
              {plan.priceMonthly > 0 ? '/month' : 'forever'}
            </p>
          )}
        </div>
        {plan && (
          <ul className="grid gap-2 text-sm text-zinc-700 sm:grid-cols-2">
            {plan.features.map((f) => (
              <li key={f} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-green-600" aria-hidden="true" />
                {f}
              </li>
            ))}
          </ul>
        )}
        {subscription.cancelAtPeriodEnd && (
          <Alert variant="warning">
            <AlertTriangle aria-hidden="true" />
            <p>
              Your subscription will be canceled at the end of the current billing period on{' '}
              <strong>{formatDate(subscription.currentPeriodEnd)}</strong>. You keep your {planName(subscription.plan)} features until
              then.
            </p>
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

function Tile({ icon, label, loading, children }: { icon: ReactNode; label: string; loading: boolean; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-zinc-200 bg-white p-4">
      <dt className="flex items-center gap-2 text-sm text-zinc-500">
        {icon}
        {label}
      </dt>
      <dd className="mt-2">{loading ? <Skeleton className="h-8 w-24" /> : children}</dd>
    </div>
  );
}

function statusText(status: string | undefined): string {
  if (status === 'active') return 'Active';
  return status ? status : 'Unknown';
}

function UsageSection({ subscription, isLoading }: { subscription: Subscription | undefined; isLoading: boolean }) {
  const limit = subscription?.monthlyConversionsLimit ?? DEFAULT_LIMIT;
  const used = subscription?.monthlyConversionsUsed ?? 0;
  const percent = usagePercent(used, limit);
  const days = subscription?.daysUntilReset;
  return (
    <Card role="region" aria-label="Usage">
      <CardHeader>
        <CardTitle>Usage</CardTitle>
        <CardDescription>This billing cycle.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          <Tile icon={<Gauge className="size-4" aria-hidden="true" />} label="Conversions Used" loading={isLoading}>
            <span className="text-2xl font-semibold" data-testid="conversions-used">
              {used} / {limit}
            </span>
          </Tile>
          <Tile icon={<FileUp className="size-4" aria-hidden="true" />} label="File Size Limit" loading={isLoading}>
            <span className="text-2xl font-semibold">{sizeLimitText(subscription?.fileSizeLimit ?? DEFAULT_FILE_SIZE_MB)}</span>
          </Tile>
          <Tile icon={<CalendarClock className="size-4" aria-hidden="true" />} label="Cycle Resets In" loading={isLoading}>
            <span className="text-2xl font-semibold">{days === undefined ? '—' : `${days} ${days === 1 ? 'day' : 'days'}`}</span>
            {subscription?.currentPeriodEnd && (
              <span className="block text-xs text-zinc-500">on {formatDate(subscription.currentPeriodEnd)}</span>
            )}
          </Tile>
          <Tile icon={<ShieldCheck className="size-4" aria-hidden="true" />} label="Plan Status" loading={isLoading}>
            <span className="text-2xl font-semibold" data-testid="plan-status">
              {statusText(subscription?.status)}
            </span>
            {subscription?.cancelAtPeriodEnd && <span className="block text-xs text-amber-700">Cancels at period end</span>}
          </Tile>
        </dl>
        {percent >= 80 && (
          <Alert variant="warning">
            <AlertTriangle aria-hidden="true" />
            <p>
              You have used {Math.round(percent)}% of your monthly conversions ({used} of {limit}).
              {subscription?.plan !== 'premium' ? ' Upgrade your plan to convert more invoices this cycle.' : ''}
            </p>
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

/** Spec §2 Settings → Billing: current plan, Subscription Management, usage tiles, plan chooser. */
export function BillingTab() {
  const { user } = useSession();
  const { data: subscription, isPending } = useSubscriptionQuery();
  const info = useBillingInfo();
  const paidPlansAvailable = info.data?.paidPlansAvailable ?? true;
  const [chooserOpen, setChooserOpen] = useState(false);
  const [portalBusy, setPortalBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const plan = subscription?.plan;
  const paid = plan === 'standard' || plan === 'premium';
  const highest = plan === 'premium';

  async function manage() {
    setError(null);
    setPortalBusy(true);
    try {
      goTo(await createPortal(user?.email));
    } catch (err) {
      console.error('Could not open billing portal', err);
      setError(portalErrorText(err));
      setPortalBusy(false);
    }
  }

  return (
    <>
      <CurrentPlanCard subscription={subscription} isLoading={isPending} />

      <Card role="region" aria-label="Subscription Management">
        <CardHeader>
          <CardTitle>Subscription Management</CardTitle>
          <CardDescription>
            {info.data?.mode === 'test'
              ? 'Payments run in TEST MODE: no card is charged.'
              : 'Change your plan, update payment details or cancel.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {error && <Alert variant="error">{error}</Alert>}
          <div className="flex flex-wrap gap-3">
            {paid && (
              <Button variant="outline" onClick={() => void manage()} disabled={portalBusy}>
                <CreditCard aria-hidden="true" />
                {portalBusy ? 'Opening...' : 'Manage Subscription'}
              </Button>
            )}
            <Button onClick={() => setChooserOpen(true)} disabled={highest}>
              <ArrowUpCircle aria-hidden="true" />
              {highest ? 'Highest Plan' : 'Upgrade Plan'}
            </Button>
          </div>
          {!paidPlansAvailable && <p className="text-sm text-zinc-500">Subscription management will be available soon.</p>}
        </CardContent>
      </Card>

      <UsageSection subscription={subscription} isLoading={isPending} />

      <PlanChooser
        open={chooserOpen}
        onOpenChange={setChooserOpen}
        currentPlan={isKnownPlan(plan) ? plan : undefined}
        email={user?.email}
        paidPlansAvailable={paidPlansAvailable}
      />
    </>
  );
}
