import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { FileJson, KeyRound, Send, Webhook } from 'lucide-react';
import { MAX_FILES_PER_CONVERSION, MAX_WEBHOOK_ENDPOINTS, PLANS } from '@tallysheet/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { IconCardItem } from '@/components/ui/icon-card';
import { Logo } from '@/components/ui/logo';
import { cn } from '@/lib/cn';
// The README's examples, which the server tests run against a real server (docs/api-examples).
import curlExample from '../../../../../docs/api-examples/convert.sh?raw';
import nodeExample from '../../../../../docs/api-examples/convert.mjs?raw';
import pythonExample from '../../../../../docs/api-examples/convert.py?raw';
import receiverExample from '../../../../../docs/api-examples/webhook-receiver.mjs?raw';

const OPENAPI_URL = '/api/v1/openapi.json';

const STEPS = [
  { icon: KeyRound, title: '1. Create a key', text: 'In Settings → API (Premium plan). It is shown once; keep it secret.' },
  {
    icon: Send,
    title: '2. Send PDFs',
    text: `POST one to ${MAX_FILES_PER_CONVERSION} PDFs to /api/v1/conversions with an Idempotency-Key, and get the conversion back at once.`,
  },
  { icon: Webhook, title: '3. Get told', text: 'A signed webhook when it is done (or poll the conversion), then download the outputs.' },
  { icon: FileJson, title: 'Typed JSON too', text: 'The same Excel workbook and CSV as in the app, with download links that expire after 24 hours.' },
];

const EXAMPLES = [
  { id: 'curl', label: 'curl', code: curlExample },
  { id: 'node', label: 'Node', code: nodeExample },
  { id: 'python', label: 'Python', code: pythonExample },
] as const;

interface OpenApiOperation {
  summary?: string;
  description?: string;
  operationId?: string;
}
interface OpenApiDocument {
  info: { version: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** The OpenAPI descriptions use `backticks` for names: shown as code. */
function withCode(text: string) {
  return text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

const METHOD_STYLE: Record<string, 'green' | 'blue' | 'red' | 'yellow'> = { get: 'blue', post: 'green', delete: 'red', put: 'yellow' };

/** The API reference (/api): how to start, tested examples, and the endpoints as the OpenAPI document lists them. */
export function ApiPage() {
  const [tab, setTab] = useState<(typeof EXAMPLES)[number]['id']>('curl');
  const spec = useQuery({
    queryKey: ['openapi'],
    queryFn: async ({ signal }) => {
      const res = await fetch(OPENAPI_URL, { signal });
      if (!res.ok) throw new Error(`OpenAPI document: ${res.status}`);
      return (await res.json()) as OpenApiDocument;
    },
    staleTime: Infinity,
  });
  const premium = PLANS.premium;
  const example = EXAMPLES.find((e) => e.id === tab)!;

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
            <Badge variant="purple">Included in Premium</Badge>
            <h1 className="mt-5 text-4xl font-bold tracking-tight text-zinc-900 sm:text-5xl">The Tallysheet API</h1>
            <p className="mt-4 text-lg text-zinc-600">
              Convert PDF invoices to Excel, CSV and JSON from your own software: API keys, a versioned REST API with an
              OpenAPI 3.1 description, and signed webhooks.
            </p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <Button asChild size="lg">
                <Link to="/settings/api">Get an API key</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <a href={OPENAPI_URL}>OpenAPI 3.1 document</a>
              </Button>
            </div>
          </div>
        </section>

        <section aria-labelledby="api-steps-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
          <h2 id="api-steps-title" className="text-center text-3xl font-bold tracking-tight text-zinc-900">
            How it works
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((item) => (
              <IconCardItem key={item.title} {...item} />
            ))}
          </ul>
        </section>

        <section aria-labelledby="api-examples-title" className="bg-white">
          <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
            <h2 id="api-examples-title" className="text-center text-3xl font-bold tracking-tight text-zinc-900">
              Examples
            </h2>
            <p className="mx-auto mt-3 max-w-2xl text-center text-zinc-600">
              Convert <code>invoice.pdf</code> and save the workbook. Set <code>TALLYSHEET_URL</code> and{' '}
              <code>TALLYSHEET_API_KEY</code>.
            </p>
            <div role="tablist" aria-label="Example language" className="mt-8 flex gap-1 border-b border-zinc-200">
              {EXAMPLES.map((e) => (
                <button
                  key={e.id}
                  role="tab"
                  id={`example-tab-${e.id}`}
                  aria-selected={tab === e.id}
                  aria-controls="example-panel"
                  onClick={() => setTab(e.id)}
                  className={cn(
                    '-mb-px border-b-2 px-4 py-2 text-sm font-medium',
                    tab === e.id ? 'border-brand-700 text-brand-800' : 'border-transparent text-zinc-600 hover:text-zinc-900',
                  )}
                >
                  {e.label}
                </button>
              ))}
            </div>
            <div role="tabpanel" id="example-panel" aria-labelledby={`example-tab-${tab}`}>
              <pre tabIndex={0} aria-label={`${example.label} example`} className="mt-4 overflow-x-auto rounded-xl bg-zinc-900 p-4 text-xs leading-relaxed text-zinc-100 sm:p-5">
                <code>{example.code}</code>
              </pre>
            </div>
          </div>
        </section>

        <section aria-labelledby="api-endpoints-title" className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
          <h2 id="api-endpoints-title" className="text-center text-3xl font-bold tracking-tight text-zinc-900">
            Endpoints
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-zinc-600">
            Authenticate with <code>Authorization: Bearer tsk_live_…</code>. Errors are{' '}
            <code>{'{ "error": { "code", "message" } }'}</code>; every answer carries <code>RateLimit-Limit</code>,{' '}
            <code>RateLimit-Remaining</code> and <code>RateLimit-Reset</code>.
          </p>
          {spec.isPending ? (
            <p className="mt-8 text-center text-sm text-zinc-500">Loading the reference...</p>
          ) : spec.isError ? (
            <p className="mt-8 text-center text-sm text-zinc-600">
              The reference could not be loaded. It is also at <a className="text-brand-700 underline" href={OPENAPI_URL}>{OPENAPI_URL}</a>.
            </p>
          ) : (
            <ul className="mt-8 grid gap-4" aria-label="API endpoints">
              {Object.entries(spec.data.paths).flatMap(([path, methods]) =>
                Object.entries(methods).map(([method, op]) => (
                  <li key={`${method} ${path}`} className="rounded-xl border border-zinc-200 bg-white p-5 shadow-sm">
                    <div className="flex flex-wrap items-center gap-2">
                      <Badge variant={METHOD_STYLE[method] ?? 'grey'} className="font-mono uppercase">
                        {method}
                      </Badge>
                      <code className="font-mono text-sm font-semibold text-zinc-900">{path}</code>
                      {op.summary && <span className="text-sm text-zinc-600">— {op.summary}</span>}
                    </div>
                    {op.description && <p className="mt-2 text-sm text-zinc-600">{withCode(op.description)}</p>}
                  </li>
                )),
              )}
            </ul>
          )}
        </section>

        <section aria-labelledby="api-webhooks-title" className="bg-white">
          <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
            <h2 id="api-webhooks-title" className="text-center text-3xl font-bold tracking-tight text-zinc-900">
              Webhooks
            </h2>
            <p className="mx-auto mt-3 max-w-2xl text-center text-zinc-600">
              Register up to {MAX_WEBHOOK_ENDPOINTS} HTTPS endpoints in Settings → API. We POST{' '}
              <code>conversion.succeeded</code> and <code>conversion.failed</code>, signed with HMAC-SHA256 over the
              timestamp and the body in <code>Tallysheet-Signature</code>, and retry with backoff for 24 hours until you
              answer 2xx. The same event can reach you more than once, so deduplicate by its{' '}
              <code>Tallysheet-Event-Id</code> header. Check the signature like this:
            </p>
            <pre tabIndex={0} aria-label="Webhook receiver example" className="mt-8 overflow-x-auto rounded-xl bg-zinc-900 p-4 text-xs leading-relaxed text-zinc-100 sm:p-5">
              <code>{receiverExample}</code>
            </pre>
          </div>
        </section>

        <section aria-labelledby="api-pricing-title" className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6">
          <h2 id="api-pricing-title" className="text-3xl font-bold tracking-tight text-zinc-900">
            Pricing
          </h2>
          <p className="mt-3 text-zinc-600">
            The API is part of the {premium.label} plan: ${premium.priceMonthly}/month with{' '}
            {premium.monthlyConversions.toLocaleString('en-US')} conversions a month, shared between the app and the API.
          </p>
          <Button asChild className="mt-6">
            <Link to="/settings/api">Get an API key</Link>
          </Button>
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
