import { ArrowLeft, BookOpenCheck, CreditCard, FileText, KeyRound, LogOut, Shield, Table2, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink, Navigate, Outlet, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { cn } from '@/lib/cn';
import { displayName, useSession } from '@/lib/session';
import { useSignOut } from '@/lib/sign-out';

const MENU = [
  { to: '/settings/profile', label: 'Profile', icon: UserRound },
  { to: '/settings/billing', label: 'Billing', icon: CreditCard },
  { to: '/settings/api', label: 'API', icon: KeyRound },
  { to: '/settings/csv', label: 'CSV format', icon: Table2 },
  { to: '/settings/exports', label: 'Exports', icon: BookOpenCheck },
] as const;

/** `/settings` → the tab named by `?tab=` when it is a real one (billing), else profile. */
export function SettingsIndex() {
  const [params] = useSearchParams();
  const wanted = params.get('tab');
  const tab = wanted === 'billing' || wanted === 'csv' || wanted === 'exports' ? wanted : 'profile';
  return <Navigate to={`/settings/${tab}`} replace />;
}

/** Spec §2 settings screen: header, side menu, and the active tab. */
export function SettingsLayout() {
  const { user } = useSession();
  const { signOut, isSigningOut } = useSignOut();

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 border-b border-zinc-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-3 sm:px-6">
          <div className="flex min-w-0 items-center gap-2 sm:gap-4">
            <Button variant="ghost" size="sm" asChild>
              <Link to="/dashboard">
                <ArrowLeft aria-hidden="true" />
                <span className="max-sm:sr-only">Back to Dashboard</span>
              </Link>
            </Button>
            <span className="h-6 w-px bg-zinc-200 max-sm:hidden" aria-hidden="true" />
            <Link to="/" className="flex shrink-0 rounded-md" aria-label="Tallysheet home">
              <Logo className="max-sm:[&>span:last-child]:hidden" />
            </Link>
          </div>
          <div className="flex min-w-0 items-center gap-2 sm:gap-3">
            <span className="flex min-w-0 items-center gap-1.5 text-sm font-medium text-zinc-700">
              <UserRound className="size-4 shrink-0 text-zinc-400" aria-hidden="true" />
              <span className="max-w-28 truncate sm:max-w-44" data-testid="display-name">
                {displayName(user)}
              </span>
            </span>
            <Button variant="outline" size="sm" onClick={signOut} disabled={isSigningOut}>
              <LogOut aria-hidden="true" />
              Logout
            </Button>
          </div>
        </div>
      </header>

      <div className="mx-auto grid w-full max-w-6xl flex-1 gap-6 px-4 py-6 sm:px-6 sm:py-8 md:grid-cols-[13rem_1fr]">
        <aside>
          <h1 className="mb-4 text-2xl font-semibold tracking-tight">Settings</h1>
          <nav aria-label="Settings">
            <ul className="flex flex-wrap gap-1 md:flex-col md:flex-nowrap">
              {MENU.map((item) => (
                <li key={item.to} className="flex-1 md:flex-none">
                  <NavLink
                    to={item.to}
                    className={({ isActive }) =>
                      cn(
                        'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors max-md:justify-center',
                        isActive ? 'bg-brand-50 text-brand-800' : 'text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900',
                      )
                    }
                  >
                    <item.icon className="size-4" aria-hidden="true" />
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <ul className="mt-6 hidden border-t border-zinc-200 pt-4 md:block">
              <li>
                <Link to="/privacy" className="flex items-center gap-2 rounded-md px-3 py-2 text-sm text-zinc-500 hover:bg-zinc-100 hover:text-zinc-800">
                  <Shield className="size-4" aria-hidden="true" />
                  Privacy Policy
                </Link>
              </li>
              <li>
                <Link to="/terms" className="flex items-center gap-2 rounded-md px-3 py-2 text-sm text-zinc-500 hover:bg-zinc-100 hover:text-zinc-800">
                  <FileText className="size-4" aria-hidden="true" />
                  Terms of Service
                </Link>
              </li>
            </ul>
          </nav>
        </aside>
        <main className="min-w-0">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/**
 * The billing tab's frame. Its content (current plan, subscription management, usage, plan chooser)
 * is the billing feature's and is slotted in from router.tsx.
 */
export function BillingTabFrame({ children }: { children?: ReactNode }) {
  return (
    <section aria-labelledby="billing-heading" className="grid gap-6">
      <h2 id="billing-heading" className="sr-only">
        Billing
      </h2>
      {children}
    </section>
  );
}
