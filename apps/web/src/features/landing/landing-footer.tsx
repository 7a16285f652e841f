import { Link } from 'react-router';
import { HomeLink } from './landing-header';

const LINKS = [
  { to: '/help', label: 'Help Center' },
  { to: '/contact', label: 'Contact' },
  { to: '/api', label: 'API' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
];

export function LandingFooter() {
  return (
    <footer className="border-t border-zinc-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <HomeLink />
          <p className="mt-2 text-sm text-zinc-600">PDF invoices to Excel and CSV, for businesses and accountants.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="rounded-md text-zinc-600 underline-offset-2 hover:text-zinc-900 hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-zinc-100 py-4 text-center text-xs text-zinc-500">
        © {new Date().getFullYear()} Tallysheet. All rights reserved.
      </p>
    </footer>
  );
}
