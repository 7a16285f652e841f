import { Star } from 'lucide-react';

const TESTIMONIALS = [
  {
    quote:
      'Month-end used to mean two evenings of copying supplier invoices into our ledger. Now I drop the PDFs in and import the CSV.',
    name: 'Maria Keller',
    role: 'Bookkeeper, Keller & Partner',
  },
  {
    quote:
      'The line items come out as real numbers with the totals checked, so I only look at the invoices it flags instead of every one.',
    name: 'David Okafor',
    role: 'Finance lead, Brightline Logistics',
  },
  {
    quote:
      'We get invoices in English, German and French. Dates and amounts land in the right format every time, which is what sold me.',
    name: 'Sophie Laurent',
    role: 'Accountant, Atelier Laurent',
  },
];

function Stars({ label }: { label: string }) {
  return (
    <div className="flex gap-0.5" role="img" aria-label={label}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} className="size-5 fill-amber-400 text-amber-400" aria-hidden="true" />
      ))}
    </div>
  );
}

export function RatingBlock() {
  return (
    <section aria-label="Customer rating" className="border-y border-zinc-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-center gap-3 px-4 py-8 text-center sm:flex-row sm:gap-6 sm:px-6">
        <Stars label="Rated 4.9 out of 5 stars" />
        <p className="text-lg font-semibold text-zinc-900">4.9/5 average rating</p>
        <p className="text-zinc-600">Trusted by over 10,000 businesses</p>
      </div>
    </section>
  );
}

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="testimonials-title" className="text-center text-3xl font-bold tracking-tight text-zinc-900">
        What our customers say
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col rounded-xl border border-zinc-200 bg-white p-6 shadow-sm">
              <Stars label="5 out of 5 stars" />
              <blockquote className="mt-4 flex-1 text-zinc-700">“{t.quote}”</blockquote>
              <figcaption className="mt-6">
                <p className="font-semibold text-zinc-900">{t.name}</p>
                <p className="text-sm text-zinc-600">{t.role}</p>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
