/**
 * Rules of the fifteenth round (#11), each on an invented page (test/support/cell-pages.ts): what English-language
 * invoices from real systems taught (SaaS receipts, US vendors' invoices, UK and Canadian receipts, Indian tax
 * invoices). Names, numbers and addresses are invented.
 */
import { describe, expect, it } from 'vitest';
import { understandInvoice } from '../src/invoice/understand.js';
import { openPdf, type PdfReader } from '../src/pdf/index.js';
import { type Cell, page, right } from './support/cell-pages.js';
import { rawPdf } from './support/raw-pdf.js';

const inv = (cells: Cell[]) => understandInvoice([page(1, cells)]);

describe('VAT ids: an Indian GSTIN after its label', () => {
  const cells = (sellerId: string): Cell[] => [
    [40, 380, 'Tax Invoice'],
    [70, 40, 'Sold By :'],
    [82, 40, 'Lotus Kitchenware Private Limited'],
    [94, 40, '14 Ring Road, Sector 9'],
    [106, 40, 'Pune, Maharashtra, 411001'],
    [130, 40, `GST Registration No: ${sellerId}`],
    [70, 380, 'Billing Address :'],
    [82, 380, 'Meera Kulkarni'],
    [94, 380, '7 Lake View Colony'],
    [106, 380, 'Nagpur, Maharashtra, 440010'],
    [118, 380, 'GSTIN: 33PQRST6789K1Z3'],
    [160, 40, 'Invoice Number : PNQ1-20931'],
    [172, 40, 'Invoice Date : 12.03.2026'],
    [200, 40, 'Description'],
    [200, 470, 'Total Amount'],
    [216, 40, 'Steel Water Bottle 1L'],
    right(216, 540, '₹590.00'),
    [240, 40, 'TOTAL:'],
    right(240, 540, '₹590.00'),
  ];

  it('"GST Registration No:" and "GSTIN:" with their check character right: the seller\'s and the buyer\'s ids', () => {
    const r = inv(cells('29ABCDE1234F1ZW'));
    expect(r.seller.vatId).toBe('29ABCDE1234F1ZW');
    expect(r.buyer.vatId).toBe('33PQRST6789K1Z3');
  });

  it('a GSTIN whose check character is wrong is no id', () => {
    const r = inv(cells('29ABCDE1234F1ZX'));
    expect(r.seller.vatId).toBeNull();
  });
});

describe('dates: the date of the next invoice is not this one\'s', () => {
  it('"Your next invoice date is …" under a receipt whose own date is printed without a label', () => {
    const r = inv([
      [40, 330, 'Ledgerly Software Ltd'],
      [52, 330, '12 Harbour Road, Bristol BS1 4AA'],
      [90, 40, 'Invoice 2041'],
      [90, 400, 'March 3, 2026'],
      [120, 40, 'Thornfield Bakery'],
      [200, 40, 'Account'],
      [200, 240, 'Description'],
      [200, 480, 'Amount'],
      [216, 40, 'orders@thornfield.example'],
      [216, 240, 'Monthly plan'],
      right(216, 540, '£30.00'),
      [240, 240, 'Total'],
      right(240, 540, '£30.00'),
      [280, 40, 'Thank you for your business. Your next invoice date is April 3, 2026.'],
    ]);
    expect(r.issueDate).toBe('2026-03-03');
  });
});

describe('currency: "$" amounts on a document that prints a dollar currency\'s code', () => {
  const cells = (code: string): Cell[] => [
    [40, 40, 'Invoice 1187'],
    [40, 400, 'May 5, 2026'],
    [80, 40, 'Maple Ridge Dental'],
    [200, 40, 'Description'],
    [200, 480, 'Amount'],
    [216, 40, 'Practice plan, 3 seats'],
    right(216, 540, '$75.00'),
    [240, 300, 'Subtotal'],
    right(240, 540, '$75.00'),
    [256, 300, 'HST 13%'],
    right(256, 540, '$9.75'),
    [272, 300, 'Total'],
    right(272, 540, '$84.75'),
    [288, 300, 'Total Due'],
    right(288, 540, '$84.75'),
    ...(code ? ([right(300, 540, code)] as Cell[]) : []),
  ];

  it('"Total Due $84.75" with "CAD" under it: Canadian dollars', () => {
    expect(inv(cells('CAD')).currency).toBe('CAD');
  });

  it('no code printed: "$" is the US dollar', () => {
    expect(inv(cells('')).currency).toBe('USD');
  });
});

describe('amount due: "Payment due" over an amount', () => {
  it('a receipt paid by card: "Payment due: USD 0.00" is the amount due, not the total', () => {
    const r = inv([
      [40, 40, 'Northwind Cloud Pty Ltd'],
      [40, 400, 'Invoice number: IN-204-118'],
      [52, 400, 'Invoice date: Jun 2, 2026'],
      [90, 40, 'Bill to:'],
      [102, 40, 'Harbourside Games'],
      [200, 40, 'Product'],
      [200, 480, 'Amount'],
      [216, 40, 'Wiki, Monthly, Standard'],
      right(216, 540, 'USD 45.00'),
      [240, 300, 'Total amount excl. tax'],
      right(240, 540, 'USD 45.00'),
      [256, 300, 'Total tax applied'],
      right(256, 540, 'USD 0.00'),
      [272, 300, 'Total billed amount'],
      right(272, 540, 'USD 45.00'),
      [288, 300, 'Amount paid via credit card:'],
      right(288, 540, 'USD 45.00'),
      [304, 300, 'Payment due:'],
      right(304, 540, 'USD 0.00'),
    ]);
    expect(r.totals).toMatchObject({ gross: 45, due: 0 });
    expect(r.dueDate).toBeNull();
  });

  it('"Payment due: 30 Jun 2026" stays the due date', () => {
    const r = inv([
      [40, 40, 'Invoice number: IN-204-119'],
      [52, 40, 'Invoice date: Jun 2, 2026'],
      [64, 40, 'Payment due: Jun 30, 2026'],
      [200, 40, 'Product'],
      [200, 480, 'Amount'],
      [216, 40, 'Wiki, Monthly, Standard'],
      right(216, 540, '45.00'),
      [240, 300, 'Total'],
      right(240, 540, '45.00'),
    ]);
    expect(r.dueDate).toBe('2026-06-30');
    expect(r.totals.gross).toBe(45);
  });
});

describe('totals: "Total price:" under the items is the gross', () => {
  it('"TOTAL PRICE: 640.00" beside "TOTAL QTY: 2"', () => {
    const r = inv([
      [40, 40, 'Tax Invoice'],
      [40, 200, 'Invoice No: KX40021877'],
      [52, 200, 'Invoice Date: 14-02-2026'],
      [70, 40, 'Sold By'],
      [82, 40, 'BRIGHTLANE TRADERS,'],
      [200, 40, 'Product'],
      [200, 330, 'Qty'],
      [200, 500, 'Total'],
      [216, 40, 'Cotton Bedsheet Double'],
      right(216, 340, '2'),
      right(216, 540, '640.00'),
      [240, 420, 'TOTAL PRICE: 640.00'],
      [252, 40, 'TOTAL QTY: 2'],
    ]);
    expect(r.totals.gross).toBe(640);
  });
});

describe('parties: a legal name and the name it trades under', () => {
  it('"Quillon Labs Inc. doing business as 2Quill" in the letterhead: the legal name', () => {
    const r = inv([
      [40, 260, 'Quillon Labs Inc. doing business as 2Quill'],
      [56, 300, '88 Cedar Ave, 4th Floor'],
      [72, 310, 'Vancouver, BC V6B 1A1'],
      [110, 40, "Here's your invoice"],
      [140, 40, 'Bill to: Dana Whitfield'],
      [156, 40, 'Invoice ID: in_7QwErTy12345'],
      [172, 40, 'April 9, 2026'],
      [200, 40, 'Description'],
      [200, 480, 'Price'],
      [216, 40, 'Vault (Monthly) for 1 user'],
      right(216, 540, '$4.99 USD'),
      [240, 300, 'Total'],
      right(240, 540, '$4.99 USD'),
    ]);
    expect(r.seller.name).toBe('Quillon Labs Inc.');
  });

  it('"FERNHILL LTD T/A FERNHILL FOODS" under "From:": the legal name', () => {
    const r = inv([
      [40, 40, 'To:'],
      [52, 40, 'Corrib Corner Shop Limited'],
      [64, 40, 'Main Street, Galway'],
      [40, 300, 'From:'],
      [52, 300, 'FERNHILL LTD T/A FERNHILL FOODS'],
      [64, 300, 'Dock Road, Limerick'],
      [40, 480, 'Invoice Number 771204'],
      [52, 480, 'Date 02/03/2026'],
      [200, 40, 'Description'],
      [200, 480, 'Value'],
      [216, 40, 'Brown bread sliced'],
      right(216, 540, '€12.40'),
      [240, 300, 'Total'],
      right(240, 540, '€12.40'),
    ]);
    expect(r.seller.name).toBe('FERNHILL LTD');
  });

  it('"Lindholt Trading AS" (a name and its Norwegian legal form) stays whole', () => {
    const r = inv([
      [40, 40, 'To:'],
      [52, 40, 'Lindholt Trading AS'],
      [64, 40, 'Strandgaten 4, 5013 Bergen'],
      [40, 300, 'From:'],
      [52, 300, 'Kettle & Co Ltd'],
      [64, 300, '9 Quay Street, Hull HU1 1AA'],
      [40, 480, 'Invoice Number 4410'],
      [52, 480, 'Date 05/03/2026'],
      [200, 40, 'Description'],
      [200, 480, 'Amount'],
      [216, 40, 'Copper kettles'],
      right(216, 540, '£240.00'),
      [240, 300, 'Total'],
      right(240, 540, '£240.00'),
    ]);
    expect(r.buyer.name).toBe('Lindholt Trading AS');
  });
});

describe('numbers: an em dash between a label and its value', () => {
  it('"Invoice #— 55120" (a subscription-billing layout): the number', () => {
    const r = inv([
      [32, 365, 'INVOICE'],
      [70, 365, 'Invoice #— 55120'],
      [83, 34, 'Brambleworks Inc'],
      [83, 365, 'Invoice Date— Mar 4, 2026'],
      [95, 34, '410 Orchard Street, Suite 3'],
      [95, 365, 'Invoice Amount— $49.00 (USD)'],
      [168, 34, 'BILLED TO'],
      [179, 34, 'Rowan Adler'],
      [235, 34, 'DESCRIPTION'],
      [235, 508, 'AMOUNT (USD)'],
      [266, 34, 'Notebook - TEAM'],
      right(266, 560, '$49.00'),
      [303, 474, 'Total'],
      right(303, 560, '$49.00'),
    ]);
    expect(r.number).toBe('55120');
  });
});

describe('parties: a letterhead in body type, set flush right, over its contact lines', () => {
  it('name, street, town, phone and e-mail ending at one edge: the seller (not the town line)', () => {
    const r = inv([
      right(89, 585, 'Milo Farrant', 8.5),
      right(103, 585, '27 Birch Hollow Rd', 8.5),
      right(116, 585, 'Ashfield, NC 27501', 8.5),
      right(129, 585, '(919) 555-0143', 8.5),
      right(142, 585, 'milo.paints@example.com', 8.5),
      [214, 530, 'Invoice', 17, true],
      [253, 27, 'Bill To:'],
      [253, 103, 'Oakridge Commons'],
      [253, 447, 'Invoice No:'],
      [253, 550, '2026.031'],
      [266, 103, '400 Meadow Lane'],
      [266, 470, 'Date:'],
      [266, 540, '03/02/2026'],
      [279, 103, 'Ashford, NC 27501'],
      [347, 27, 'Description'],
      [347, 351, 'Quantity'],
      [347, 467, 'Rate'],
      [347, 555, 'Amount'],
      [363, 27, 'Hallway repaint'],
      right(363, 360, '1'),
      right(363, 500, '$800.00'),
      right(363, 585, '$800.00'),
      [390, 440, 'Total'],
      right(390, 585, '$800.00'),
    ]);
    expect(r.seller.name).toBe('Milo Farrant');
    expect(r.buyer.name).toBe('Oakridge Commons');
  });
});

describe('parties: a right-aligned letterhead opening the page, with no window address below', () => {
  const cells: Cell[] = [
    right(84, 474, 'Pennant Analytics Limited', 10.8),
    right(100, 474, 'Quay House, 18 Harbour Walk', 10.8),
    right(117, 474, 'Leeds, West Yorkshire, LS11AB', 10.8),
    [145, 120, 'Invoice 3107', 15, true],
    [145, 366, 'January 9, 2026', 13.2],
    [179, 120, 'Fenwick Bakery', 10.8],
    [195, 120, 'Jo Fenwick', 10.8],
    [211, 120, 'Mill Lane', 10.8],
    [228, 120, 'York', 10.8],
    [256, 120, 'Invoice Receipt', 10.8],
    [339, 125, 'Account', 10.8],
    [339, 274, 'Description', 10.8],
    [339, 432, 'Amount', 10.8],
    [360, 125, 'jo@fenwick.example', 10.8],
    [360, 274, 'Partner plan', 10.8],
    right(360, 474, '£12.00', 10.8),
    [390, 274, 'Subtotal', 10.8],
    right(390, 474, '£12.00', 10.8),
    [410, 274, 'Tax 0%', 10.8],
    right(410, 474, '£0.00', 10.8),
    [430, 274, 'Total', 10.8],
    right(430, 474, '£12.00', 10.8),
  ];

  it('the letterhead\'s "town, county, postcode" line is no sender line: the company with its legal form is the seller', () => {
    expect(inv(cells).seller.name).toBe('Pennant Analytics Limited');
  });

  it('the letterhead is not read as the recipient\'s window', () => {
    const r = inv(cells);
    expect(r.buyer.name ?? '').not.toMatch(/Pennant|Quay House/);
  });
});

describe('totals: a charge after the sales tax, no gross printed', () => {
  it('"Subtotal · Sales tax · Shipping & handling · Total due": the amount due is the gross', () => {
    const r = inv([
      [40, 40, 'Larkspur Freight, LLC'],
      [40, 440, 'INVOICE'],
      [56, 40, '88 Harbor Street'],
      [56, 420, 'INVOICE # 20260311'],
      [72, 40, 'Fresno, CA 93701'],
      [72, 420, 'DATE: MARCH 11, 2026'],
      [110, 40, 'TO:'],
      [122, 40, 'Pinecrest Outfitters Inc.'],
      [134, 40, '12 Ridge Road'],
      [146, 40, 'Reno, NV 89501'],
      [200, 40, 'QUANTITY'],
      [200, 200, 'DESCRIPTION'],
      [200, 440, 'UNIT PRICE'],
      [200, 520, 'TOTAL'],
      right(216, 80, '30'),
      [216, 200, 'Pallet wrap'],
      right(216, 500, '$8.00'),
      right(216, 570, '$240.00'),
      [248, 440, 'SUBTOTAL'],
      right(248, 570, '$240.00'),
      [262, 440, 'SALES TAX'],
      right(262, 570, '$19.80'),
      [276, 380, 'SHIPPING & HANDLING'],
      right(276, 570, '$15.00'),
      [290, 440, 'TOTAL DUE'],
      right(290, 570, '$274.80'),
    ]);
    expect(r.totals).toMatchObject({ net: 240, tax: 19.8, gross: 274.8, due: 274.8 });
  });
});

describe('line items: "Net Amount" under the items ends the table', () => {
  it('fee lines, then "Net Amount | EUR | 1,540.00" with no subtotal label: not an item', () => {
    const r = inv([
      [40, 40, 'Harrowgate College Ltd'],
      [40, 420, 'Invoice'],
      [60, 420, 'Invoice Number CIV-20417'],
      [72, 420, 'Invoice Date 03.02.2026'],
      [110, 40, 'Bill To:'],
      [122, 40, 'Priya Raman'],
      [200, 40, 'Invoice Item'],
      [200, 420, 'Currency'],
      [200, 500, 'Net Amount'],
      [216, 40, 'Tuition Fee'],
      [216, 420, 'EUR'],
      right(216, 560, '1,400.00'),
      [230, 40, 'Library Fee'],
      [230, 420, 'EUR'],
      right(230, 560, '140.00'),
      [256, 120, 'Net Amount'],
      [256, 420, 'EUR'],
      right(256, 560, '1,540.00'),
      [270, 120, 'VAT 0%'],
      [270, 420, 'EUR'],
      right(270, 560, '0.00'),
      [284, 120, 'Total Invoice Amount'],
      [284, 420, 'EUR'],
      right(284, 560, '1,540.00'),
    ]);
    expect(r.lineItems.map((l) => l.description)).toEqual(['Tuition Fee', 'Library Fee']);
  });
});

describe('reader: a negative horizontal scaling cancelled by a negative font size', () => {
  // A print-to-PDF driver flips the page ("1 0 0 -1 0 842 cm"), sets "-100 Tz" and a negative font size: the glyphs
  // are upright and run forward, but the character matrix keeps the scaling's sign. Every glyph became a word.
  for (const reader of ['pdfjs', 'pdfium'] as PdfReader[]) {
    it(`${reader}: "Invoice Number: 4410" reads as three words`, async () => {
      const bytes = rawPdf(
        [
          {
            resources: '<< /Font << /F1 {1} >> >>',
            content: 'q 1 0 0 -1 0 842 cm -100 Tz BT /F1 -10 Tf 72 100 Td (Invoice Number: 4410) Tj ET Q',
          },
        ],
        ['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'],
      );
      const doc = await openPdf(bytes, { reader });
      try {
        const p = await doc.readPage(1);
        expect(p.words.map((w) => w.text)).toEqual(['Invoice', 'Number:', '4410']);
        expect(p.words[0]!.x0).toBeCloseTo(72, 0);
      } finally {
        await doc.close();
      }
    });
  }
});

describe('parties: a block of address lines only names no one', () => {
  it('"Sold To Address: 41 Orchard Cir, / Springfield, IL 62704": no buyer name (not the town, nor the country under it)', () => {
    const r = inv([
      [40, 40, 'Invoice'],
      [40, 420, 'Tallow Meetings, Inc.'],
      [56, 420, '9 Market Street, Suite 2'],
      [72, 420, 'San Mateo, CA 94401'],
      [90, 40, 'Invoice Date: Mar 2, 2026'],
      [104, 40, 'Invoice #: INV55021'],
      [150, 40, 'Sold To Address:'],
      [150, 140, '41 Orchard Cir,'],
      [164, 140, 'Springfield, IL 62704'],
      [178, 140, 'United States'],
      [240, 40, 'Charge Description'],
      [240, 480, 'Total'],
      [256, 40, 'Meetings Pro Monthly'],
      right(256, 540, '$15.99'),
      [280, 400, 'Total'],
      right(280, 540, '$15.99'),
    ]);
    expect(r.buyer.name).toBeNull();
  });
});

describe('parties: a "Company Name" field in the details list is no letterhead', () => {
  it('"Company Name  Brightwater Studio" over the seller\'s block: the block\'s bold name is the seller', () => {
    const r = inv([
      [31, 30, 'Invoice', 18, true],
      [69, 30, 'Invoice number Q7K2ZD1P-0003', 9, true],
      [83, 30, 'Date of issue', 9],
      [83, 105, 'May 4, 2026', 9],
      [96, 30, 'Date due', 9],
      [96, 105, 'May 4, 2026', 9],
      [110, 30, 'Company Name Brightwater Studio', 9],
      [138, 30, 'Larkfield Software', 9, true],
      [138, 251, 'Bill to', 9, true],
      [152, 30, '14 Carver Street', 9],
      [152, 251, 'Ana Pereira', 9],
      [165, 30, 'Sheffield', 9],
      [165, 251, '300 Pine Avenue', 9],
      [179, 30, 'S1 4FS', 9],
      [179, 251, 'Portland, OR 97204', 9],
      [192, 30, 'United Kingdom', 9],
      [192, 251, 'United States', 9],
      [206, 30, 'billing@larkfield.example', 9],
      [237, 30, 'GB VAT GB123456789', 9],
      [338, 30, 'Description', 7.5],
      [338, 417, 'Qty', 7.5],
      [338, 460, 'Unit price', 7.5],
      [338, 554, 'Amount', 7.5],
      [356, 30, 'Team plan', 9],
      right(356, 425, '1', 9),
      right(356, 500, '$60.00', 9),
      right(356, 582, '$60.00', 9),
      [380, 460, 'Total', 9],
      right(380, 582, '$60.00', 9),
    ]);
    expect(r.seller.name).toBe('Larkfield Software');
  });
});

describe('addresses: postcode lines of Australia, Canada and the US with the state spelled out', () => {
  const windowPage = (town: string): Cell[] => [
    [40, 40, 'Coolabah Print Co Pty Ltd', 14, true],
    [58, 40, '5 Wattle Street, Parramatta NSW 2150'],
    [130, 40, 'Kirra Nolan'],
    [144, 40, '22 Banksia Road'],
    [158, 40, town],
    [130, 400, 'Tax Invoice'],
    [146, 400, 'Invoice No: 30917'],
    [160, 400, 'Date: 04/03/2026'],
    [240, 40, 'Description'],
    [240, 480, 'Amount'],
    [256, 40, 'Business cards'],
    right(256, 540, '$110.00'),
    [280, 400, 'Total'],
    right(280, 540, '$110.00'),
  ];

  it('"Newtown NSW 2042" ends the unlabelled recipient window: its first line is the buyer', () => {
    expect(inv(windowPage('Newtown NSW 2042')).buyer.name).toBe('Kirra Nolan');
  });

  it('"Kingston, ON K7L 3N6" and "Austin, Texas 78701" do too', () => {
    expect(inv(windowPage('Kingston, ON K7L 3N6')).buyer.name).toBe('Kirra Nolan');
    expect(inv(windowPage('Austin, Texas 78701')).buyer.name).toBe('Kirra Nolan');
  });
});
