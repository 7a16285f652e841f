import { Link } from 'react-router';
import { ArrowDown, ArrowRight, FileCheck2, ShieldCheck, Timer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ACCURACY_CLAIM } from '@/lib/accuracy-claim';

/**
 * The before/after images are real: `scripts/make-hero-images.ts` renders the extraction package's sample
 * invoice with pdftoppm, and the Line Items sheet of the workbook Tallysheet writes for it in Chromium.
 */
export function Hero({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-white to-zinc-50">
      <div className="mx-auto max-w-6xl px-4 pb-16 pt-14 sm:px-6 lg:pt-20">
        <div className="mx-auto max-w-3xl text-center">
          <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
            PDF invoices to Excel and CSV
          </p>
          <h1 id="hero-title" className="text-balance text-3xl font-bold tracking-tight text-zinc-900 sm:text-5xl">
            Stop retyping invoices. Get a clean spreadsheet in seconds.
          </h1>
          <p className="mt-5 text-lg text-zinc-600">
            Upload text-based PDF invoices and download an Excel workbook and a CSV with the invoice fields, the line
            items and every table we find. Built for businesses and accountants.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={signedIn ? '/dashboard' : '/auth'}>
                {signedIn ? 'Open Dashboard' : 'Get Started'} <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#pricing">See pricing</a>
            </Button>
          </div>
          <ul className="mt-8 flex flex-col items-center justify-center gap-3 text-sm text-zinc-700 sm:flex-row sm:gap-6">
            <li className="flex items-center gap-2">
              <FileCheck2 className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
              {ACCURACY_CLAIM}
            </li>
            <li className="flex items-center gap-2">
              <Timer className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
              Results in seconds
            </li>
            <li className="flex items-center gap-2">
              <ShieldCheck className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
              Files deleted after 24 hours
            </li>
          </ul>
          <p className="mt-3 text-xs text-zinc-500">
            Works with text-based PDFs; scanned or handwritten invoices are not supported.
          </p>
        </div>

        <div className="mt-14 grid items-center gap-4 lg:grid-cols-[1fr_auto_1fr] lg:gap-6">
          <figure className="overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-md">
            <figcaption className="border-b border-zinc-200 bg-zinc-50 px-4 py-2 text-sm font-medium text-zinc-700">
              Before: your PDF invoice
            </figcaption>
            <img
              src="/hero-invoice-pdf.png"
              alt="A PDF invoice INV-2024-0117 from Northwind Supplies Ltd to Contoso Trading Inc with four line items, a subtotal of 3,463.50, VAT of 692.70 and a total of 4,156.20 USD"
              width={800}
              height={600}
              className="h-auto w-full"
              fetchPriority="high"
            />
          </figure>
          <div className="flex justify-center text-brand-700" aria-hidden="true">
            <ArrowDown className="size-8 lg:hidden" />
            <ArrowRight className="hidden size-8 lg:block" />
          </div>
          <figure className="overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-md">
            <figcaption className="border-b border-zinc-200 bg-zinc-50 px-4 py-2 text-sm font-medium text-zinc-700">
              After: the Excel workbook Tallysheet makes of it
            </figcaption>
            <img
              src="/hero-invoice-xlsx.png"
              alt="The Line Items sheet of the generated Excel workbook: one row per item with description, quantity, unit, unit price, VAT rate and amount, and a total row of 3,463.50"
              width={800}
              height={600}
              className="h-auto w-full"
            />
          </figure>
        </div>
      </div>
    </section>
  );
}
