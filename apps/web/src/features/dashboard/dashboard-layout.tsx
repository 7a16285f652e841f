import { FileSpreadsheet, History, LogOut, Mail, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { cn } from '@/lib/cn';
import { displayName, useSession } from '@/lib/session';
import { useSignOut } from '@/lib/sign-out';

const TABS = [
  { to: '/dashboard', end: true, label: 'Convert Invoices', short: 'Convert', icon: FileSpreadsheet },
  { to: '/dashboard/history', end: false, label: 'History', short: 'History', icon: History },
  { to: '/dashboard/contact', end: false, label: 'Contact Us', short: 'Contact', icon: Mail },
] as const;

export interface DashboardLayoutProps {
  /** Header slot left of the user's name: the plan badge and usage ring (billing). */
  headerSlot?: ReactNode;
}

/** Spec §2 dashboard shell: header, welcome line, the three tabs as routes, and the active tab below. */
export function DashboardLayout({ headerSlot }: DashboardLayoutProps) {
  const { user } = useSession();
  const { signOut, isSigningOut } = useSignOut();
  const name = displayName(user);

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 border-b border-zinc-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-3 sm:px-6">
          <Link to="/" className="flex shrink-0 rounded-md" aria-label="Tallysheet home">
            <Logo className="max-sm:[&>span:last-child]:hidden" />
          </Link>
          <div className="flex min-w-0 items-center gap-1.5 sm:gap-3">
            {headerSlot}
            <Button variant="ghost" size="sm" asChild className="min-w-0">
              <Link to="/settings" title="Settings">
                <UserRound aria-hidden="true" />
                <span className="max-w-24 truncate sm:max-w-64">{name}</span>
              </Link>
            </Button>
            <Button variant="outline" size="sm" onClick={signOut} disabled={isSigningOut} className="max-sm:px-2.5">
              <LogOut aria-hidden="true" />
              {/* Icon only on phones, where the header also carries the plan badge and usage ring. */}
              <span className="max-sm:sr-only">Logout</span>
            </Button>
          </div>
        </div>
      </header>

      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {user?.returning ? 'Welcome back' : 'Welcome'}, {user?.firstName || 'there'}!
        </h1>
        <p className="mt-1 text-sm text-zinc-500">Convert PDF invoices into Excel and CSV files.</p>

        <nav aria-label="Dashboard" className="mt-6 border-b border-zinc-200">
          <ul className="-mb-px flex gap-1 sm:gap-2">
            {TABS.map((tab) => (
              <li key={tab.to} className="flex-1 sm:flex-none">
                <NavLink
                  to={tab.to}
                  end={tab.end}
                  aria-label={tab.label}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center justify-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium transition-colors sm:px-4',
                      isActive
                        ? 'border-brand-700 text-brand-800'
                        : 'border-transparent text-zinc-500 hover:border-zinc-300 hover:text-zinc-800',
                    )
                  }
                >
                  <tab.icon className="size-4 shrink-0" aria-hidden="true" />
                  <span className="hidden sm:inline">{tab.label}</span>
                  <span className="sm:hidden" aria-hidden="true">
                    {tab.short}
                  </span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="pt-6">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
