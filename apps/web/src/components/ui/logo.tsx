import { cn } from '@/lib/cn';

/** The Tallysheet mark and word. Decorative mark; the word carries the name. */
export function Logo({ className, showWord = true }: { className?: string; showWord?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight text-zinc-900', className)}>
      <svg viewBox="0 0 32 32" className="size-7 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="7" className="fill-brand-700" />
        <path d="M9 10h14M9 16h14M9 22h9M16 10v12" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" fill="none" />
      </svg>
      {showWord ? <span className="text-lg">Tallysheet</span> : <span className="sr-only">Tallysheet</span>}
    </span>
  );
}
