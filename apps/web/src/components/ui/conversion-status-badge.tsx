import { CheckCircle2, Clock, Loader2, XCircle, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

export type ConversionStatusValue = 'pending' | 'processing' | 'succeeded' | 'failed';

/** spec §4: each status has its own label, icon and colour (Completed is the label of `succeeded`). */
export const CONVERSION_STATUS_LOOK: Record<
  ConversionStatusValue,
  { label: string; icon: LucideIcon; badge: 'yellow' | 'blue' | 'green' | 'red'; iconClass: string }
> = {
  pending: { label: 'Pending', icon: Clock, badge: 'yellow', iconClass: 'text-amber-500' },
  processing: { label: 'Processing', icon: Loader2, badge: 'blue', iconClass: 'text-blue-600 animate-spin' },
  succeeded: { label: 'Completed', icon: CheckCircle2, badge: 'green', iconClass: 'text-green-600' },
  failed: { label: 'Failed', icon: XCircle, badge: 'red', iconClass: 'text-red-600' },
};

export function ConversionStatusIcon({ status, className }: { status: ConversionStatusValue; className?: string }) {
  const look = CONVERSION_STATUS_LOOK[status];
  const Icon = look.icon;
  return <Icon className={cn('size-5 shrink-0', look.iconClass, className)} aria-hidden="true" />;
}

export function ConversionStatusBadge({ status, className }: { status: ConversionStatusValue; className?: string }) {
  const look = CONVERSION_STATUS_LOOK[status];
  const Icon = look.icon;
  return (
    <Badge variant={look.badge} className={className}>
      <Icon className={status === 'processing' ? 'animate-spin' : undefined} aria-hidden="true" />
      {look.label}
    </Badge>
  );
}
