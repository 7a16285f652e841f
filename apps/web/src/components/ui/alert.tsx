import { cva, type VariantProps } from 'class-variance-authority';
import * as React from 'react';
import { cn } from '@/lib/cn';

const alertVariants = cva('flex w-full items-start gap-3 rounded-lg border px-4 py-3 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0', {
  variants: {
    variant: {
      info: 'border-zinc-200 bg-zinc-50 text-zinc-700',
      success: 'border-green-200 bg-green-50 text-green-800',
      warning: 'border-amber-200 bg-amber-50 text-amber-800',
      error: 'border-red-200 bg-red-50 text-red-700',
    },
  },
  defaultVariants: { variant: 'info' },
});

export interface AlertProps extends React.HTMLAttributes<HTMLDivElement>, VariantProps<typeof alertVariants> {}

/** An inline message. Errors are `role="alert"` (announced at once); the others are polite `status`. */
export function Alert({ className, variant, role, ...props }: AlertProps) {
  return (
    <div role={role ?? (variant === 'error' ? 'alert' : 'status')} className={cn(alertVariants({ variant }), className)} {...props} />
  );
}
