import { cva, type VariantProps } from 'class-variance-authority';
import * as React from 'react';
import { cn } from '@/lib/cn';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap [&_svg]:size-3',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-brand-700 text-white',
        secondary: 'border-transparent bg-zinc-100 text-zinc-700',
        outline: 'border-zinc-300 text-zinc-700',
        // Spec colours: plans (free blue, standard green, premium purple, other grey) and statuses.
        blue: 'border-blue-200 bg-blue-50 text-blue-700',
        green: 'border-green-200 bg-green-50 text-green-700',
        purple: 'border-purple-200 bg-purple-50 text-purple-700',
        grey: 'border-zinc-200 bg-zinc-100 text-zinc-600',
        yellow: 'border-amber-200 bg-amber-50 text-amber-700',
        red: 'border-red-200 bg-red-50 text-red-700',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export interface BadgeProps extends React.HTMLAttributes<HTMLSpanElement>, VariantProps<typeof badgeVariants> {}

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
