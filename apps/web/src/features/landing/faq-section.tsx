import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import type { Plan } from '@tallysheet/contracts';
import { Button } from '@/components/ui/button';
import { ACCURACY_DETAIL } from '@/lib/accuracy-claim';
import { usePlans } from './use-plans';

interface FaqItem {
  id: string;
  question: string;
  answer: ReactNode;
}

function planQuotaAnswer(plans: Plan[] | undefined): string {
  if (!plans) return 'Each plan has a monthly number of conversions and a per-file size limit; see the pricing section above.';
  const parts = plans.map(
    (p) =>
      `${p.label}: ${p.monthlyConversions.toLocaleString('en-US')} conversions a month, files up to ${
        p.maxFileBytes < 1024 * 1024 ? `${Math.round(p.maxFileBytes / 1024)}KB` : `${p.maxFileBytes / (1024 * 1024)}MB`
      }`,
  );
  return `${parts.join('; ')}. Each PDF counts as one conversion, and the count resets every month on your billing date.`;
}

function faqItems(plans: Plan[] | undefined): FaqItem[] {
  return [
    {
      id: 'pdf-types',
      question: 'Which PDFs can Tallysheet convert?',
      answer:
        'Text-based PDFs: invoices created by accounting software, online shops or e-mailed as PDF, where you can select the text. Scanned paper invoices, photos and handwriting are not supported, because they contain no text to read.',
    },
    {
      id: 'accuracy',
      question: 'How accurate is the conversion?',
      answer: `${ACCURACY_DETAIL} Every workbook also shows our checks (line amounts add up to the net total, net plus tax equals the gross total), so you can see at a glance which invoice needs a second look.`,
    },
    {
      id: 'output',
      question: 'What do I get after converting?',
      answer:
        'For each PDF an Excel workbook with an Invoice sheet (number, dates, seller, buyer, totals), a Line Items sheet with real numbers and dates, and one sheet per table found, plus a CSV of the line items ready to import into your accounting tool. Converting several PDFs at once also gives you one combined workbook and CSV.',
    },
    {
      id: 'retention',
      question: 'How long do you keep my files?',
      answer:
        'Uploaded PDFs and the generated Excel and CSV files are deleted automatically after 24 hours, so download your results in time. Your conversion history (file names, sizes and status) stays in your account.',
    },
    {
      id: 'security',
      question: 'Is my data secure?',
      answer:
        'Files travel over HTTPS, are stored privately with random names and can only be downloaded by you through short-lived links. We never sell your data or use your invoices for anything but your conversion.',
    },
    {
      id: 'limits',
      question: 'How many invoices can I convert?',
      answer: planQuotaAnswer(plans),
    },
    {
      id: 'languages',
      question: 'Which languages and number formats are supported?',
      answer:
        'Invoices in English, German, French, Spanish, Italian, Dutch and Portuguese, with amounts written as 1,234.56, 1.234,56, 1 234,56 or 1\'234.56. E-invoices that carry Factur-X, ZUGFeRD, XRechnung or UBL data are read from that data exactly.',
    },
    {
      id: 'cancel',
      question: 'Can I cancel at any time?',
      answer:
        'Yes. Cancel from your billing settings whenever you like; your plan stays active until the end of the billing period you have paid for, and you are not charged again.',
    },
    {
      id: 'refund',
      question: 'Is there a money-back guarantee?',
      answer:
        'Yes. Paid plans come with a 30-day money-back guarantee: if Tallysheet is not for you, contact us within 30 days of your first payment for a full refund.',
    },
    {
      id: 'api',
      question: 'Do you offer an API?',
      answer: (
        <>
          Yes: the Premium plan includes a REST API with API keys and signed webhooks, to convert invoices from your own
          software.{' '}
          <Link to="/api" className="font-medium text-brand-700 underline underline-offset-2">
            Read the API reference
          </Link>
          .
        </>
      ),
    },
  ];
}

export function FaqSection() {
  const { data: plans } = usePlans();
  const items = faqItems(plans);
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-20 bg-white">
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <h2 id="faq-title" className="text-center text-3xl font-bold tracking-tight text-zinc-900">
          Frequently asked questions
        </h2>
        {/* type="single" collapsible: one answer open at a time; Radix gives arrow-key, Home/End, Enter and Space handling. */}
        <Accordion.Root type="single" collapsible className="mt-10 divide-y divide-zinc-200 rounded-xl border border-zinc-200">
          {items.map((item) => (
            <Accordion.Item key={item.id} value={item.id}>
              <Accordion.Header asChild>
                <h3>
                  <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium text-zinc-900 hover:bg-zinc-50">
                    {item.question}
                    <ChevronDown
                      className="size-5 shrink-0 text-zinc-500 transition-transform group-data-[state=open]:rotate-180"
                      aria-hidden="true"
                    />
                  </Accordion.Trigger>
                </h3>
              </Accordion.Header>
              <Accordion.Content className="px-5 pb-5 text-zinc-600">{item.answer}</Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
        <div className="mt-10 rounded-xl bg-zinc-50 p-6 text-center">
          <h3 className="text-lg font-semibold text-zinc-900">Still have questions?</h3>
          <p className="mt-1 text-zinc-600">Our support team answers within 24 hours on business days.</p>
          <Button asChild variant="outline" className="mt-4">
            <Link to="/contact">Contact Support</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
