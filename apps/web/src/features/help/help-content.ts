import { PLAN_IDS, PLANS } from '@tallysheet/contracts';

function sizeLabel(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)}KB` : `${bytes / (1024 * 1024)}MB`;
}

// Plan limits come from the one catalogue, so this answer never disagrees with the pricing.
const planLimits = PLAN_IDS.map((id) => `${PLANS[id].label} allows files up to ${sizeLabel(PLANS[id].maxFileBytes)} and ${PLANS[id].monthlyConversions.toLocaleString('en-US')} conversions a month`).join('; ');

export interface HelpFaq {
  id: string;
  question: string;
  answer: string;
}

/** The help center's eight questions (spec §2: searchable by question or answer). */
export const HELP_FAQS: HelpFaq[] = [
  {
    id: 'start',
    question: 'How do I convert my first invoice?',
    answer:
      'Sign in with your e-mail address (we send you a magic link, no password needed), open the Convert Invoices tab, drop your PDF into the upload area and press Convert Invoice. When the conversion has finished, download the Excel workbook or the CSV.',
  },
  {
    id: 'scanned',
    question: 'Why was my PDF rejected as a scanned document?',
    answer:
      'Tallysheet reads the text inside the PDF, so it only supports text-based PDFs, such as invoices exported from accounting software. Scans, photos and handwritten invoices contain pictures of text, not text, and cannot be converted.',
  },
  {
    id: 'wrong-values',
    question: 'What should I do if a value in the spreadsheet is wrong?',
    answer:
      'Check the Invoice sheet of the workbook: it lists our arithmetic checks (line amounts against the net total, net plus tax against the gross total). A failed check shows where to look. Correct the cell in Excel, and send us the invoice through the contact form if it keeps happening so we can improve.',
  },
  {
    id: 'formats',
    question: 'Which file formats do I get?',
    answer:
      'Every PDF gives you an Excel workbook (.xlsx) with the invoice fields, the line items and every table found, and a CSV of the line items. Converting several PDFs together also gives you one combined workbook and CSV.',
  },
  {
    id: 'limits',
    question: 'How large can my files be and how many can I upload?',
    answer:
      `You can drop up to 10 PDFs at once. The maximum size per file and the number of conversions per month depend on your plan: ${planLimits}. Your usage resets every month on your billing date.`,
  },
  {
    id: 'retention',
    question: 'How long are my files kept?',
    answer:
      'Uploaded PDFs and the generated Excel and CSV files are deleted after 24 hours. Download your results before then; your conversion history with file names and status stays in your account.',
  },
  {
    id: 'upgrade',
    question: 'How do I upgrade, cancel or get a refund?',
    answer:
      'Open Settings, then Billing, to upgrade or manage your subscription. You can cancel at any time and keep your plan until the end of the billing period. Paid plans have a 30-day money-back guarantee: contact support within 30 days of your first payment.',
  },
  {
    id: 'account',
    question: 'How do I change my name or delete my account?',
    answer:
      'Change your first name, last name and company under Settings, then Profile. To change your e-mail address or delete your account and its data, send us a message from the contact form and we will take care of it within 2-3 business days.',
  },
];

export interface Tutorial {
  id: string;
  kind: 'Video' | 'Guide' | 'Bulk processing';
  minutes: number;
  title: string;
  summary: string;
  steps: string[];
}

export const TUTORIALS: Tutorial[] = [
  {
    id: 'first-conversion',
    kind: 'Video',
    minutes: 3,
    title: 'Your first conversion',
    summary: 'From sign-in to a downloaded spreadsheet in three minutes.',
    steps: [
      'Go to the sign-in page, enter your e-mail address and open the magic link we send you.',
      'Enter your first and last name to finish setting up your account.',
      'On the Convert Invoices tab, drag a PDF invoice onto the upload area or press Select Files.',
      'Wait for the check mark next to the file, then press Convert Invoice.',
      'When the result card says the Excel files were generated, press the file name to download it.',
    ],
  },
  {
    id: 'reading-output',
    kind: 'Guide',
    minutes: 5,
    title: 'Understanding your Excel workbook',
    summary: 'What each sheet contains and how to use the checks.',
    steps: [
      'The Invoice sheet lists the invoice number, dates, currency, seller, buyer and totals, followed by our arithmetic checks.',
      'The Line Items sheet has one row per item with real numbers and dates, a filter on the header row and a SUM row at the bottom.',
      'The Table sheets contain every table we found in the PDF, cell by cell, in case you need something that is not a line item.',
      'The CSV repeats the invoice number, date, seller and currency on every line so it imports straight into accounting tools.',
      'If a check failed, compare the flagged total with the PDF before you book the invoice.',
    ],
  },
  {
    id: 'bulk',
    kind: 'Bulk processing',
    minutes: 7,
    title: 'Converting many invoices at once',
    summary: 'Process a month of supplier invoices in one go.',
    steps: [
      'Collect the month’s invoices in one folder. Make sure they are text-based PDFs.',
      'Select up to 10 PDFs at once in the upload area; add more batches after the first one is uploaded.',
      'Check that you have enough conversions left: each PDF counts as one, and the banner shows how many remain.',
      'Press Convert to process them together. You get one workbook per PDF plus a combined workbook and CSV of all of them.',
      'Import the combined CSV into your accounting tool, and find every past conversion again in the History tab.',
    ],
  },
];
