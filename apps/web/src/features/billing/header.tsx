import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import type { Subscription } from '@tallysheet/contracts';
import { badgeVariants } from '@/components/ui/badge';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { useSubscriptionQuery } from './billing-api';
import { PendingPlanCheckout } from './pending-plan-checkout';
import { DEFAULT_LIMIT, planBadgeVariant, planName, ringTone, usagePercent } from './plan-style';

const RING_STROKE = { green: 'stroke-green-500', yellow: 'stroke-amber-400', red: 'stroke-red-500' } as const;

/** Spec §2 dashboard header: plan badge (→ /settings/billing) and usage ring; hidden when the subscription fails. */
export function PlanBadge({ subscription }: { subscription: Subscription }) {
  const name = planName(subscription.plan);
  return (
    <Link
      to="/settings/billing"
      className={cn(badgeVariants({ variant: planBadgeVariant(subscription.plan) }), 'gap-1.5 py-1 hover:opacity-90 max-sm:px-2')}
      aria-label={`${name} plan: billing settings`}
      data-testid="plan-badge"
      data-plan={subscription.plan}
    >
      <Crown aria-hidden="true" />
      {/* Phones show the coloured crown only (the header has no room); the link keeps its name. */}
      <span className="max-sm:sr-only">{name}</span>
    </Link>
  );
}

export function UsageRing({ subscription }: { subscription: Subscription }) {
  const limit = subscription.monthlyConversionsLimit ?? DEFAULT_LIMIT;
  const used = subscription.monthlyConversionsUsed ?? 0;
  const percent = usagePercent(used, limit);
  const tone = ringTone(percent);
  const r = 14;
  const circumference = 2 * Math.PI * r;
  const label = `${used} / ${limit} conversions used this month`;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          className="relative flex size-8 shrink-0 items-center sm:size-9 justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-600"
          aria-label={`Usage: ${label}`}
          data-testid="usage-ring"
          data-tone={tone}
        >
          <svg viewBox="0 0 36 36" className="size-8 -rotate-90 sm:size-9" aria-hidden="true">
            <circle cx="18" cy="18" r={r} fill="none" strokeWidth="4" className="stroke-zinc-200" />
            <circle
              cx="18"
              cy="18"
              r={r}
              fill="none"
              strokeWidth="4"
              strokeLinecap="round"
              className={RING_STROKE[tone]}
              strokeDasharray={circumference}
              strokeDashoffset={circumference * (1 - percent / 100)}
            />
          </svg>
          <span className="absolute text-[9px] font-semibold text-zinc-700" aria-hidden="true">
            {Math.round(percent)}%
          </span>
        </button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

/**
 * What billing puts in the dashboard header slot: badge and ring (only once the subscription loaded; a failure
 * is only logged), and the one checkout attempt for a plan picked on the landing page.
 */
export function BillingHeader() {
  const { data: subscription } = useSubscriptionQuery();
  return (
    <>
      <PendingPlanCheckout />
      {subscription && (
        <div className="flex shrink-0 items-center gap-1 sm:gap-3">
          <PlanBadge subscription={subscription} />
          <UsageRing subscription={subscription} />
        </div>
      )}
    </>
  );
}
