import { AlertTriangle, Crown } from 'lucide-react';
import { Link } from 'react-router';
import { planLabel, type Subscription } from '@tallysheet/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { conversionLimit, sizeLimitLabel, usagePercent, usageTone, usageWarning, type UsageTone } from './quota';

const PLAN_BADGE = { free: 'blue', standard: 'green', premium: 'purple' } as const;
const TONE_BAR: Record<UsageTone, string> = { green: 'bg-green-500', yellow: 'bg-amber-400', red: 'bg-red-500' };

export function PlanBanner({ subscription, isLoading }: { subscription: Subscription | undefined; isLoading: boolean }) {
  if (!subscription) {
    if (!isLoading) return null;
    return (
      <Card className="p-4 sm:p-5" aria-busy="true" aria-label="Loading your plan">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="mt-3 h-2 w-full" />
      </Card>
    );
  }
  const limit = conversionLimit(subscription);
  const used = subscription.monthlyConversionsUsed;
  const percent = usagePercent(used, limit);
  const tone = usageTone(percent);
  const warning = usageWarning(percent);
  const label = planLabel(subscription.plan);
  const canUpgrade = subscription.plan !== 'premium';

  return (
    <Card className="p-4 sm:p-5" role="region" aria-label="Your plan">
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <div className="flex items-center gap-2">
          <Crown className="size-5 text-zinc-400" aria-hidden="true" />
          <Badge variant={PLAN_BADGE[subscription.plan] ?? 'grey'} className="text-sm">
            {label}
          </Badge>
        </div>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-zinc-600">
          <div className="flex gap-1">
            <dt className="sr-only">Conversions used</dt>
            <dd>
              <span className="font-semibold text-zinc-900">
                {used}/{limit}
              </span>{' '}
              conversions
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>Max file size:</dt>
            <dd className="font-semibold text-zinc-900">{sizeLimitLabel(subscription.fileSizeLimit)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Resets in</dt>
            <dd className="font-semibold text-zinc-900">
              {subscription.daysUntilReset} {subscription.daysUntilReset === 1 ? 'day' : 'days'}
            </dd>
          </div>
        </dl>
      </div>
      <Progress
        value={Math.min(100, percent)}
        aria-label="Conversions used this billing cycle"
        aria-valuetext={`${used} of ${limit} conversions used`}
        className="mt-3"
        indicatorClassName={TONE_BAR[tone]}
        data-tone={tone}
      />
      {warning && (
        <div
          role="status"
          className={cn(
            'mt-3 flex flex-wrap items-center justify-between gap-3 rounded-lg border px-3 py-2 text-sm',
            percent >= 100 ? 'border-red-200 bg-red-50 text-red-800' : 'border-amber-200 bg-amber-50 text-amber-800',
          )}
        >
          <div className="flex items-start gap-2">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <div>
              <p className="font-semibold">{warning}</p>
              <p>
                {percent >= 100
                  ? `You've used all ${limit} conversions this billing cycle.`
                  : `You've used ${used} of ${limit} conversions this billing cycle.`}
              </p>
            </div>
          </div>
          {canUpgrade && (
            <Button asChild size="sm" variant={percent >= 100 ? 'destructive' : 'outline'}>
              <Link to="/settings/billing">Upgrade</Link>
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
