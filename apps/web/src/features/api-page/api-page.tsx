import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Braces, Gauge, KeyRound, Webhook } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { IconCardItem } from '@/components/ui/icon-card';
import { Logo } from '@/components/ui/logo';
import { WaitlistForm } from './waitlist-form';

const FEATURES = [
  {
    icon: Braces,
    title: 'Structured JSON',
    text: 'Invoice number, dates, parties, totals and line items as typed JSON, plus every table found in the PDF.',
  },
  {
    icon: Gauge,
    title: 'Fast',
    text: 'Typical text-based invoices are converted in under 5 seconds.',
  },
  {
    icon: KeyRound,
    title: 'Secure by default',
    text: 'Per-account API keys over HTTPS; uploaded files and results are deleted after 24 hours.',
  },
  {
    icon: Webhook,
    title: 'Excel and CSV too',
    text: 'Ask for the same Excel workbook and CSV you get in the app, ready to hand to your accountant.',
  },
];

const PLANNED_PRICING = [
  { name: 'Starter', price: '$29', period: '/month', calls: '1,000 API calls per month' },
  { name: 'Professional', price: '$99', period: '/month', calls: '5,000 API calls per month' },
  { name: 'Enterprise', price: 'Custom', period: '', calls: 'Unlimited API calls' },
];

const REQUEST = `curl https://api.tallysheet.app/v1/extract \\
  -H "Authorization: Bearer $TALLYSHEET_API_KEY" \\
  -F "file=@invoice-INV-2024-0117.pdf"`;

// What the extraction engine returns today for the sample invoice shown on the landing page (shortened).
const RESPONSE = `{
  "source": "layout",
  "invoice": {
    "number": "INV-2024-0117",
    "issueDate": "2024-03-05",
    "currency": "USD",
    "seller": { "name": "Northwind Supplies Ltd" },
    "totals": {
      "net": 3463.5, "tax": 692.7, "gross": 4156.2
    },
    "lineItems": [{
      "description": "Office chair, ergonomic, black",
      "quantity": 4, "unitPrice": 189.5,
      "amount": 758
    }, …]
  },
  "checks": [
    { "name": "net-plus-tax-equals-gross", "ok": true }
  ]
}`;

/** The API page (/api): coming soon, waitlist in two places, planned pricing that cannot be bought. */
export function ApiPage() {
  const [params, setParams] = useSearchParams();
  const [joined, setJoined] = useState(params.get('subscribed') === 'true');

  // `?subscribed=true` (the waitlist service's redirect target) shows the success state, then leaves the URL.
  useEffect(() => {
    if (!params.has('subscribed')) return;
    if (params.get('subscribed') === 'true') setJoined(true);
    const next = new URLSearchParams(params);
    next.delete('subscribed');
    setParams(next, { replace: true });
  }, [params, setParams]);

  return (
    <div className="min-h-dvh bg-zinc-50">
      <header className="border-b border-zinc-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <Link to="/" className="rounded-md" aria-label="Tallysheet home">
            <Logo className="max-sm:[&>span:last-child]:hidden" />
          </Link>
          <nav aria-label="API page" className="flex items-center gap-1 sm:gap-2">
            <Button asChild variant="ghost" size="sm">
              <Link to="/contact">Contact</Link>
            </Button>
            <Button asChild size="sm">
              <Link to="/auth">Sign In</Link>
            </Button>
          </nav>
        </div>
      </header>

      <main>
        <section className="bg-white">
          <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6 sm:py-20">
            <p className="inline-flex rounded-full border border-amber-200 bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-800">
              Coming Soon
            </p>
            <h1 className="mt-5 text-4xl font-bold tracking-tight text-zinc-900 sm:text-5xl">The Tallysheet API</h1>
            <p className="mt-4 text-lg text-zinc-600">
              Turn PDF invoices into structured data from your own software. Join the waitlist and we will let you know
              the moment it opens.
            </p>
            <div className="mx-auto mt-8 max-w-lg">
              <WaitlistForm label="API waitlist" joined={joined} onJoined={() => setJoined(true)} />
            </div>
          </div>
        </section>

        <section aria-labelledby="api-features-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
          <h2 id="api-features-title" className="text-center text-3xl font-bold tracking-tight text-zinc-900">
            What the API will do
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map((item) => (
              <IconCardItem key={item.title} {...item} />
            ))}
          </ul>
        </section>

        <section aria-labelledby="api-code-title" className="bg-white">
          <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
            <h2 id="api-code-title" className="text-center text-3xl font-bold tracking-tight text-zinc-900">
              A first look
            </h2>
            <p className="mx-auto mt-3 max-w-2xl text-center text-zinc-600">
              A preview of the planned interface. Details may change before launch.
            </p>
            <div className="mt-10 grid gap-6 lg:grid-cols-2">
              <figure className="min-w-0">
                <figcaption className="mb-2 text-sm font-medium text-zinc-700">Request</figcaption>
                <pre tabIndex={0} aria-label="Example request" className="overflow-x-auto rounded-xl bg-zinc-900 p-4 text-xs leading-relaxed text-zinc-100 sm:p-5 sm:text-sm">
                  <code>{REQUEST}</code>
                </pre>
              </figure>
              <figure className="min-w-0">
                <figcaption className="mb-2 text-sm font-medium text-zinc-700">Response</figcaption>
                <pre tabIndex={0} aria-label="Example response" className="overflow-x-auto rounded-xl bg-zinc-900 p-4 text-xs leading-relaxed text-zinc-100 sm:p-5 sm:text-sm">
                  <code>{RESPONSE}</code>
                </pre>
              </figure>
            </div>
          </div>
        </section>

        <section aria-labelledby="api-pricing-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
          <h2 id="api-pricing-title" className="text-center text-3xl font-bold tracking-tight text-zinc-900">
            Planned pricing
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-zinc-600">
            Not available for purchase yet. Waitlist members hear about launch pricing first.
          </p>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {PLANNED_PRICING.map((p) => (
              <li key={p.name} className="rounded-xl border border-zinc-200 bg-white p-6 text-center shadow-sm">
                <h3 className="text-lg font-semibold text-zinc-900">{p.name}</h3>
                <p className="mt-3">
                  <span className="text-3xl font-bold text-zinc-900">{p.price}</span>
                  <span className="text-zinc-600">{p.period}</span>
                </p>
                <p className="mt-2 text-sm text-zinc-600">{p.calls}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="api-join-title" className="bg-brand-700">
          <div className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6">
            <h2 id="api-join-title" className="text-3xl font-bold tracking-tight text-white">
              Be the first to know
            </h2>
            <p className="mt-3 text-brand-50">One e-mail when the API opens. No spam.</p>
            <div className="mx-auto mt-8 max-w-lg">
              <WaitlistForm label="API waitlist (bottom)" tone="dark" joined={joined} onJoined={() => setJoined(true)} />
            </div>
          </div>
        </section>
      </main>
      <footer className="border-t border-zinc-200 bg-white py-6 text-center text-sm text-zinc-600">
        <nav aria-label="Footer" className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          <Link to="/" className="hover:text-zinc-900 hover:underline">Home</Link>
          <Link to="/help" className="hover:text-zinc-900 hover:underline">Help Center</Link>
          <Link to="/privacy" className="hover:text-zinc-900 hover:underline">Privacy Policy</Link>
          <Link to="/terms" className="hover:text-zinc-900 hover:underline">Terms of Service</Link>
        </nav>
      </footer>
    </div>
  );
}
