import * as Accordion from '@radix-ui/react-accordion';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { BookOpen, ChevronDown, CreditCard, FileSpreadsheet, Layers, Mail, PlayCircle, Rocket, Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { IconCardItem } from '@/components/ui/icon-card';
import { Logo } from '@/components/ui/logo';
import { clientConfigQuery } from '@/lib/analytics';
import { HELP_FAQS, TUTORIALS, type Tutorial } from './help-content';

const TOPICS = [
  {
    icon: Rocket,
    title: 'Getting Started',
    text: 'Create your account with a magic link, set up your profile and convert your first invoice.',
  },
  {
    icon: FileSpreadsheet,
    title: 'Converting Invoices',
    text: 'Supported PDFs, file limits, what the workbook and CSV contain, and how to read the checks.',
  },
  {
    icon: CreditCard,
    title: 'Account and Billing',
    text: 'Plans and limits, upgrading, cancelling, refunds, and changing your profile.',
  },
];

const TUTORIAL_ICONS = { Video: PlayCircle, Guide: BookOpen, 'Bulk processing': Layers } as const;

function matches(query: string, text: string): boolean {
  return text.toLowerCase().includes(query);
}

function TutorialCard({ tutorial }: { tutorial: Tutorial }) {
  const Icon = TUTORIAL_ICONS[tutorial.kind];
  return (
    <li>
      <Card className="flex h-full flex-col">
        <CardHeader>
          <p className="flex items-center gap-2 text-sm font-medium text-brand-700">
            <Icon className="size-4" aria-hidden="true" />
            {tutorial.kind} · {tutorial.minutes} min
          </p>
          <h3 className="text-lg font-semibold text-zinc-900">{tutorial.title}</h3>
          <p className="text-sm text-zinc-600">{tutorial.summary}</p>
        </CardHeader>
        <CardContent className="mt-auto">
          <Dialog>
            <DialogTrigger asChild>
              <Button variant="outline" size="sm" aria-label={`Open tutorial: ${tutorial.title}`}>
                Open tutorial
              </Button>
            </DialogTrigger>
            <DialogContent>
              <DialogHeader>
                <DialogTitle>{tutorial.title}</DialogTitle>
                <DialogDescription>
                  {tutorial.kind} · {tutorial.minutes} min
                </DialogDescription>
              </DialogHeader>
              <ol className="mt-2 list-decimal space-y-2 pl-5 text-sm text-zinc-700">
                {tutorial.steps.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ol>
            </DialogContent>
          </Dialog>
        </CardContent>
      </Card>
    </li>
  );
}

/** The help center (/help). */
export function HelpPage() {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState('');
  const { data: config } = useQuery(clientConfigQuery);
  const q = query.trim().toLowerCase();
  const results = useMemo(
    () => (q ? HELP_FAQS.filter((f) => matches(q, f.question) || matches(q, f.answer)) : HELP_FAQS),
    [q],
  );

  return (
    <div className="min-h-dvh bg-zinc-50">
      <header className="border-b border-zinc-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <Link to="/" className="rounded-md" aria-label="Tallysheet home">
            <Logo className="max-sm:[&>span:last-child]:hidden" />
          </Link>
          <nav aria-label="Help center" className="flex items-center gap-1 sm:gap-2">
            <Button asChild variant="ghost" size="sm">
              <Link to="/contact">Contact Support</Link>
            </Button>
            <Button asChild size="sm">
              <Link to="/auth">Sign In</Link>
            </Button>
          </nav>
        </div>
      </header>

      <main>
        <section className="bg-white">
          <div className="mx-auto max-w-3xl px-4 py-12 text-center sm:px-6 sm:py-16">
            <h1 className="text-3xl font-bold tracking-tight text-zinc-900 sm:text-4xl">How can we help?</h1>
            <p className="mt-3 text-zinc-600">Search the most common questions or browse the topics below.</p>
            <div className="relative mx-auto mt-8 max-w-xl">
              <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-zinc-400" aria-hidden="true" />
              <Input
                type="search"
                aria-label="Search help articles"
                placeholder="Search for answers..."
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                className="h-12 pl-9 text-base"
              />
            </div>
          </div>
        </section>

        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
          <section aria-labelledby="topics-title">
            <h2 id="topics-title" className="text-2xl font-semibold text-zinc-900">
              Browse by topic
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-3">
              {TOPICS.map((item) => (
                <IconCardItem key={item.title} {...item} />
              ))}
            </ul>
          </section>

          <section aria-labelledby="help-faq-title" className="mt-14">
            <h2 id="help-faq-title" className="text-2xl font-semibold text-zinc-900">
              Frequently asked questions
            </h2>
            <p className="sr-only" role="status">
              {q ? `${results.length} matching ${results.length === 1 ? 'question' : 'questions'}` : ''}
            </p>
            {results.length === 0 ? (
              <p className="mt-6 rounded-xl border border-zinc-200 bg-white p-6 text-center text-zinc-600">
                No matching questions found.
              </p>
            ) : (
              <Accordion.Root
                type="single"
                collapsible
                value={open}
                onValueChange={setOpen}
                className="mt-6 divide-y divide-zinc-200 rounded-xl border border-zinc-200 bg-white"
              >
                {results.map((f) => (
                  <Accordion.Item key={f.id} value={f.id}>
                    <Accordion.Header asChild>
                      <h3>
                        <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium text-zinc-900 hover:bg-zinc-50">
                          {f.question}
                          <ChevronDown
                            className="size-5 shrink-0 text-zinc-500 transition-transform group-data-[state=open]:rotate-180"
                            aria-hidden="true"
                          />
                        </Accordion.Trigger>
                      </h3>
                    </Accordion.Header>
                    <Accordion.Content className="px-5 pb-5 text-zinc-600">{f.answer}</Accordion.Content>
                  </Accordion.Item>
                ))}
              </Accordion.Root>
            )}
          </section>

          <section aria-labelledby="tutorials-title" className="mt-14">
            <h2 id="tutorials-title" className="text-2xl font-semibold text-zinc-900">
              Tutorials
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-3">
              {TUTORIALS.map((t) => (
                <TutorialCard key={t.id} tutorial={t} />
              ))}
            </ul>
          </section>

          <section aria-labelledby="still-title" className="mt-14 rounded-2xl bg-brand-700 p-8 text-center text-white">
            <h2 id="still-title" className="text-2xl font-semibold">
              Still need help?
            </h2>
            <p className="mt-2 text-brand-50">Our team answers within 24 hours on business days.</p>
            <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
              {config?.supportEmail ? (
                <Button asChild variant="secondary">
                  <a href={`mailto:${config.supportEmail}`}>
                    <Mail aria-hidden="true" />
                    Email Us
                  </a>
                </Button>
              ) : null}
              <Button asChild variant="outline" className="border-white bg-transparent text-white hover:bg-brand-800">
                <Link to="/contact">Contact Form</Link>
              </Button>
            </div>
          </section>
        </div>
      </main>
      <footer className="border-t border-zinc-200 bg-white py-6 text-center text-sm text-zinc-600">
        <nav aria-label="Footer" className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          <Link to="/" className="hover:text-zinc-900 hover:underline">Home</Link>
          <Link to="/privacy" className="hover:text-zinc-900 hover:underline">Privacy Policy</Link>
          <Link to="/terms" className="hover:text-zinc-900 hover:underline">Terms of Service</Link>
        </nav>
      </footer>
    </div>
  );
}
