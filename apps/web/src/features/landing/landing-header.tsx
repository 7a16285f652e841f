import { useState } from 'react';
import { Link } from 'react-router';
import { Menu, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';

const ANCHORS = [
  { href: '#features', label: 'Features' },
  { href: '#pricing', label: 'Pricing' },
  { href: '#faq', label: 'FAQ' },
];

export function HomeLink() {
  return (
    <Link to="/" className="rounded-md" aria-label="Tallysheet home">
      <Logo />
    </Link>
  );
}

export function LandingHeader({ signedIn }: { signedIn: boolean }) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-zinc-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <HomeLink />
        <nav aria-label="Main" className="hidden items-center gap-6 md:flex">
          {ANCHORS.map((a) => (
            <a key={a.href} href={a.href} className="rounded-md text-sm font-medium text-zinc-600 hover:text-zinc-900">
              {a.label}
            </a>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          {signedIn ? (
            <Button asChild size="sm">
              <Link to="/dashboard">View App</Link>
            </Button>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
                <Link to="/auth">Sign In</Link>
              </Button>
              <Button asChild size="sm">
                <Link to="/auth">Get Started</Link>
              </Button>
            </>
          )}
          <Button
            variant="ghost"
            size="sm"
            className="md:hidden"
            aria-expanded={menuOpen}
            aria-controls="landing-mobile-nav"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
          </Button>
        </div>
      </div>
      {menuOpen && (
        <nav id="landing-mobile-nav" aria-label="Sections" className="border-t border-zinc-200 bg-white px-4 py-2 md:hidden">
          <ul className="flex flex-col">
            {ANCHORS.map((a) => (
              <li key={a.href}>
                <a
                  href={a.href}
                  onClick={() => setMenuOpen(false)}
                  className="block rounded-md px-2 py-3 text-sm font-medium text-zinc-700 hover:bg-zinc-100"
                >
                  {a.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
