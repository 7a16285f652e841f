import * as React from 'react';
import { cn } from '@/lib/cn';

export const Input = React.forwardRef<HTMLInputElement, React.InputHTMLAttributes<HTMLInputElement>>(
  ({ className, type, ...props }, ref) => (
    <input
      ref={ref}
      type={type}
      className={cn(
        'flex h-10 w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 shadow-sm transition-colors',
        'placeholder:text-zinc-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30',
        'disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-zinc-50 read-only:text-zinc-600',
        'aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus-visible:outline-red-500/30',
        className,
      )}
      {...props}
    />
  ),
);
Input.displayName = 'Input';
