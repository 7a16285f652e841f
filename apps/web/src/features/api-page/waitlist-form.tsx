import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { toast } from 'sonner';
import { validateWaitlist, type WaitlistResponse } from '@tallysheet/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { api } from '@/lib/api';
import { cn } from '@/lib/cn';

export interface WaitlistFormProps {
  joined: boolean;
  onJoined: () => void;
  /** dark: on the brand-coloured band */
  tone?: 'light' | 'dark';
  /** names the form for screen readers, e.g. "API waitlist (top)" */
  label: string;
}

/** The API waitlist form (spec §4: idle → submitting 'Joining...' → sent). */
export function WaitlistForm({ joined, onJoined, tone = 'light', label }: WaitlistFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The form that was used hands keyboard focus to its success message (the button that held it is gone).
  const submittedHere = useRef(false);
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (joined && submittedHere.current) statusRef.current?.focus();
  }, [joined]);
  const join = useMutation({
    mutationFn: (address: string) => api.post<WaitlistResponse>('/api/waitlist', { email: address }),
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (join.isPending) return;
    const checked = validateWaitlist({ email });
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setError(null);
    try {
      await join.mutateAsync(checked.email);
      toast.success("You've been added to the API waitlist!");
      setEmail('');
      submittedHere.current = true;
      onJoined();
    } catch {
      setError('Failed to join waitlist. Please try again.');
    }
  }

  if (joined) {
    return (
      <div
        ref={statusRef}
        tabIndex={-1}
        role="status"
        className={cn(
          'flex items-center gap-3 rounded-lg border px-4 py-3 focus:outline-none',
          tone === 'dark' ? 'border-white/30 bg-white/10 text-white' : 'border-green-200 bg-green-50 text-green-800',
        )}
      >
        <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
        <div className="text-left">
          <p className="font-semibold">You're on the list!</p>
          <p className="text-sm opacity-90">We will e-mail you as soon as the API opens.</p>
        </div>
      </div>
    );
  }

  const errorId = `${id}-error`;
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label} className="w-full">
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (error) setError(null);
          }}
          aria-invalid={!!error || undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-11 sm:flex-1"
        />
        <Button
          type="submit"
          size="lg"
          disabled={join.isPending}
          variant={tone === 'dark' ? 'secondary' : 'default'}
        >
          {join.isPending ? 'Joining...' : 'Join Waitlist'}
        </Button>
      </div>
      {error && (
        <p
          id={errorId}
          role="alert"
          className={cn('mt-2 text-left text-sm font-medium', tone === 'dark' ? 'text-white' : 'text-red-700')}
        >
          {error}
        </p>
      )}
    </form>
  );
}
