import { Download, Lock, Upload, Zap } from 'lucide-react';

const FEATURES = [
  {
    icon: Upload,
    title: 'Simple Upload',
    text: 'Drag and drop up to 10 PDF invoices at once, or click to browse. No software to install.',
  },
  {
    icon: Zap,
    title: 'Instant Conversion',
    text: 'Invoice number, dates, parties, line items and totals are read in seconds, with the arithmetic checked.',
  },
  {
    icon: Lock,
    title: 'Secure and Private',
    text: 'Your files are stored privately, downloaded only through your own expiring links, and deleted after 24 hours.',
  },
  {
    icon: Download,
    title: 'Easy Download',
    text: 'Get an Excel workbook with typed numbers and dates plus a CSV ready to import into your accounting tool.',
  },
];

export function FeatureCards() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="features-title" className="text-center text-3xl font-bold tracking-tight text-zinc-900">
          Everything you need to get invoices into a spreadsheet
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-zinc-600">
          From PDF to Excel in four simple steps, without retyping a single number.
        </p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-zinc-200 bg-zinc-50 p-6">
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-zinc-900">{title}</h3>
              <p className="mt-2 text-sm text-zinc-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
