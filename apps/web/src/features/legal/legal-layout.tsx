import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';

export const LAST_UPDATED = 'November 22, 2026';

export interface LegalLayoutProps {
  title: string;
  intro: ReactNode;
  other: { to: string; label: string };
  children: ReactNode;
}

/** Shared frame of /privacy and /terms: Back (history −1), links home, to the other page and to sign-in. */
export function LegalLayout({ title, intro, other, children }: LegalLayoutProps) {
  const navigate = useNavigate();
  return (
    <div className="min-h-dvh bg-zinc-50">
      <header className="border-b border-zinc-200 bg-white">
        <div className="mx-auto flex h-16 max-w-4xl items-center justify-between gap-3 px-4 sm:px-6">
          <Button variant="ghost" size="sm" onClick={() => navigate(-1)}>
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
          <Link to="/" className="rounded-md" aria-label="Tallysheet home">
            <Logo />
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
        <article className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-10 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2">
          <h1 className="text-3xl font-bold tracking-tight text-zinc-900 sm:text-4xl">{title}</h1>
          <p className="mt-2 text-sm text-zinc-500">Last updated: {LAST_UPDATED}</p>
          <div className="mt-6 text-zinc-700">{intro}</div>
          <div
            className="mt-8 space-y-8 text-zinc-700 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-zinc-900 [&_h3]:mt-4 [&_h3]:font-semibold [&_h3]:text-zinc-900 [&_li]:mt-1 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6"
          >
            {children}
          </div>
        </article>
      </main>
      <footer className="border-t border-zinc-200 bg-white py-6 text-center text-sm text-zinc-600">
        <nav aria-label="Footer" className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          <Link to="/" className="hover:text-zinc-900 hover:underline">
            Home
          </Link>
          <Link to={other.to} className="hover:text-zinc-900 hover:underline">
            {other.label}
          </Link>
          <Link to="/auth" className="hover:text-zinc-900 hover:underline">
            Sign In
          </Link>
        </nav>
      </footer>
    </div>
  );
}
