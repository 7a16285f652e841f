import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';

/** Stand-in for `/` until the landing page (features/landing) is wired into router.tsx. */
export function MinimalHome() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center">
      <Logo />
      <h1 className="text-2xl font-semibold">PDF invoices to Excel and CSV</h1>
      <Button asChild>
        <Link to="/auth">Get Started</Link>
      </Button>
    </main>
  );
}
