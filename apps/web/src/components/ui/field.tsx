import * as React from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

export interface FieldProps {
  id: string;
  label: React.ReactNode;
  /** A hint under the control, tied with aria-describedby. */
  hint?: React.ReactNode;
  className?: string;
  children: React.ReactElement<{ id?: string; 'aria-describedby'?: string }>;
}

/** Label + control + hint, with the hint wired to the control for screen readers. */
export function Field({ id, label, hint, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [children.props['aria-describedby'], hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {React.cloneElement(children, { id, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-zinc-500">
          {hint}
        </p>
      )}
    </div>
  );
}
