/**
 * Rules of the fourteenth round (#11), each on an invented page (test/support/cell-pages.ts): invoices written as
 * short letters and notes — items listed in running text, key/value pairs run together on one line, a letterhead of
 * one line — as small businesses and scripts print them.
 */
import { describe, expect, it } from 'vitest';
import { understandInvoice } from '../src/invoice/understand.js';
import { type Cell, page } from './support/cell-pages.js';

const inv = (cells: Cell[]) => understandInvoice([page(1, cells)]);

describe('items listed in running text', () => {
  const note = (lines: string[], total: string): Cell[] => [
    [40, 40, 'Invoice INV-3310 Date: 2026-02-11'],
    [70, 40, 'Please find below the services provided this month:'],
    ...lines.map((t, k): Cell => [100 + 14 * k, 55, t]),
    [100 + 14 * lines.length + 20, 40, total],
  ];

  it('one amount at the end of each line, aligned at the left, the sum printed under a net label: the items', () => {
    const r = inv(note(['• Strategy workshop: € 1,850.00', '• Travel expenses: € 312.40', '• Printed handouts: € 48.00'], 'Subtotal: € 2,210.40 VAT (20%): € 442.08 Total: € 2,652.48'));
    expect(r.lineItems.map((l) => [l.description, l.amount])).toEqual([
      ['Strategy workshop', 1850],
      ['Travel expenses', 312.4],
      ['Printed handouts', 48],
    ]);
  });

  it('a word and its number opening every line, counting up, and leader dots, are no part of the description', () => {
    const r = inv(note(['Item 1: Boiler service ..... 240.00 $', 'Item 2: Replacement valve ..... 35.50 $'], 'Total: 275.50 $'));
    expect(r.lineItems.map((l) => [l.description, l.amount])).toEqual([
      ['Boiler service', 240],
      ['Replacement valve', 35.5],
    ]);
  });

  it('lines whose sum is printed nowhere under a totals label are no items', () => {
    const r = inv(note(['• Strategy workshop: € 1,850.00', '• Travel expenses: € 312.40'], 'Thank you for your business.'));
    expect(r.lineItems).toEqual([]);
    // (the sum printed, but on a line that is no totals line)
    const s = inv(note(['• Strategy workshop: € 1,850.00', '• Travel expenses: € 312.40'], 'Received with thanks by card 2,162.40'));
    expect(s.lineItems).toEqual([]);
  });

  it('lines that carry a field label are no items (a totals block is not a list)', () => {
    const r = inv([
      [40, 40, 'Invoice INV-3311'],
      [100, 40, 'Net amount: 100.00'],
      [114, 40, 'VAT 20%: 20.00'],
      [128, 40, 'Shipping: 20.00'],
      [150, 40, 'Total: 120.00'],
    ]);
    expect(r.lineItems).toEqual([]);
  });
});

describe('key/value pairs run together on one line', () => {
  it('each key after a key and its figure reads its own figure: net, tax and gross on one line', () => {
    const r = inv([
      [40, 40, 'Invoice INV-77 Date: 2026-03-04'],
      [100, 40, 'Net amount: 500.00 EUR VAT: 100.00 EUR Total: 600.00 EUR'],
    ]);
    expect(r.totals).toMatchObject({ net: 500, tax: 100, gross: 600 });
  });

  it('a total after the net in the same cell is a gross of its own, not the net read twice', () => {
    const r = inv([
      [40, 40, 'Invoice INV-78 Date: 2026-03-04'],
      [100, 40, 'Net amount: 500.00 EUR Total: 600.00 EUR'],
    ]);
    expect(r.totals).toMatchObject({ net: 500, gross: 600 });
  });

  it('a party key after a key and its value names that party ("… Date: … Issuer: Name,")', () => {
    const r = inv([
      [40, 40, 'Invoice No. 2026-41 Date: 04.03.2026 Issuer: Northwind Analytics,'],
      [54, 40, 'Harbour Road, Leith'],
      [100, 40, 'Net: 900.00 VAT: 180.00 Total: 1,080.00'],
    ]);
    expect(r.seller.name).toBe('Northwind Analytics');
  });
});

describe('letterhead of one line', () => {
  it('a name run on into its street and house number, then postcode and city: the name is the sender', () => {
    const r = inv([
      [40, 40, 'Gartenpflege Brandt Lindenstraße 8, 80331 München'],
      [60, 40, 'E-Mail: post@gartenpflege-brandt.example'],
      [90, 40, 'Rechnung Rechnungsnummer: GB-2026/014'],
      [110, 40, 'Datum: 12.03.2026'],
      [300, 40, 'Netto: 420,00 €'],
      [314, 40, 'USt (19%): 79,80 €'],
      [328, 40, 'Brutto: 499,80 €'],
    ]);
    expect(r.seller.name).toBe('Gartenpflege Brandt');
    expect(r.seller.address).toBe('Lindenstraße 8, 80331 München');
  });

  it('a street named by the word before its street word ("Baker Street 12") starts at that word', () => {
    const r = inv([
      [40, 40, 'Kestrel Print Works Mill Lane 7, Leeds LS1 4AB'],
      [90, 40, 'Invoice number: KP-118'],
      [110, 40, 'Date: 12/03/2026'],
      [300, 40, 'Subtotal: 210.00'],
      [314, 40, 'VAT (20%): 42.00'],
      [328, 40, 'Total: 252.00'],
    ]);
    expect(r.seller.name).toBe('Kestrel Print Works');
  });
});

describe('a department after the legal form', () => {
  it('is no part of the company name', () => {
    for (const [head, name] of [
      ['Nordlicht Handel AG Abteilung Rechnungswesen', 'Nordlicht Handel AG'],
      ['Blue Harbour Ltd Department of Accounts', 'Blue Harbour Ltd'],
      ['Atelier Morel SARL Service comptabilité', 'Atelier Morel SARL'],
    ]) {
      const r = inv([
        [40, 40, head, 14],
        [90, 40, 'Invoice number: 5521'],
        [110, 40, 'Date: 12/03/2026'],
        [300, 40, 'Total: 252.00'],
      ]);
      expect(r.seller.name).toBe(name);
    }
  });
});

describe('currency codes outside the common list', () => {
  it('a code printed beside the amounts names the currency ("21500.00 MZN")', () => {
    const r = inv([
      [40, 40, 'Fatura FT-2026/88'],
      [60, 40, 'Data: 26/11/2025'],
      [100, 40, 'Cimento 42.5 — 50 sacos'],
      [100, 400, '21500.00 MZN'],
      [130, 300, 'Total:'],
      [130, 400, '21500.00 MZN'],
    ]);
    expect(r.currency).toBe('MZN');
  });

  it('the same letters as a word, with no amount beside them, name no currency', () => {
    const r = inv([
      [40, 40, 'Invoice 3001'],
      [60, 40, 'ALL PRICES ARE FINAL — TOP QUALITY'],
      [130, 300, 'Total:'],
      [130, 400, '210.00'],
    ]);
    expect(r.currency).toBeNull();
  });
});

describe('a party word with a form\'s name key', () => {
  it('"Naam klant:", "Customer name:" are the buyer\'s name key', () => {
    for (const key of ['Naam klant:', 'Customer name:']) {
      const r = inv([
        [40, 200, 'Bedrijf Noord'],
        [80, 40, 'Factuurnummer: 2026-14'],
        [80, 300, 'Datum: 14-12-2025'],
        [96, 40, `${key} Pieter de Vries`],
        [96, 300, 'Adres klant: Kerkstraat 4, 1234 AB Dorp'],
        [200, 300, 'Totaal'],
        [200, 400, '€ 150.00'],
      ]);
      expect(r.buyer.name).toBe('Pieter de Vries');
    }
  });
});

describe('payment terms', () => {
  it('a due date\'s key over its date is no terms sentence, though its word may open one', () => {
    const row = (label: string): Cell[] => [
      [40, 40, 'Fatura FT 2026/31'],
      [100, 40, 'Número:'],
      [100, 200, 'Data:'],
      [100, 320, label],
      [114, 40, 'FT-2026/31'],
      [114, 200, '26/11/2025'],
      [114, 320, '26/12/2025'],
      [200, 300, 'Total:'],
      [200, 400, '120.00'],
    ];
    expect(inv(row('Vencimento:')).payment?.terms).toBeNull();
    expect(inv(row('Vencimento:')).dueDate).toBe('2025-12-26');
    expect(inv([...row('Vencimento:'), [240, 40, 'Vencimento a 30 dias da data da fatura.']]).payment?.terms).toBe('Vencimento a 30 dias da data da fatura.');
  });
});

describe('a party\'s address', () => {
  it('ends before an e-mail address or a phone number alone', () => {
    const r = inv([
      [40, 40, 'Invoice INV-2026-5'],
      [60, 40, 'Date: 26/11/2025'],
      [100, 300, 'Bill to:'],
      [114, 300, 'Marta Okafor'],
      [128, 300, '18 Rua do Sol'],
      [142, 300, 'Maputo'],
      [156, 300, 'marta.okafor@example.com'],
      [170, 300, '+258 84 252 5842'],
      [250, 300, 'Total:'],
      [250, 400, '120.00'],
    ]);
    expect(r.buyer).toMatchObject({ name: 'Marta Okafor', address: '18 Rua do Sol, Maputo' });
  });

  it('ends before a key alone over its value, and its lines lose their trailing commas', () => {
    const r = inv([
      [40, 300, 'Tax Invoice'],
      [60, 300, 'Invoice No. RKB26-A0042'],
      [74, 300, 'Date 26/08/2026'],
      [100, 40, 'Bill to:'],
      [114, 40, 'Anita Rao'],
      [128, 40, '14 Lake Road,'],
      [142, 40, 'Mysuru,'],
      [156, 40, 'Business Name :'],
      [170, 40, 'N/A'],
      [250, 300, 'Total:'],
      [250, 400, '1,848.00'],
    ]);
    expect(r.buyer).toMatchObject({ name: 'Anita Rao', address: '14 Lake Road, Mysuru' });
  });

  it('a tax id with its label under the name is no address', () => {
    const r = inv([
      [40, 300, 'Ricevuta d\'acquisto'],
      [60, 300, 'Venduto da Ferramenta Rossi S.r.l.'],
      [74, 300, 'P.IVA IT01234567897'],
      [90, 300, 'Data ricevuta: 10/07/2020'],
      [250, 300, 'Totale:'],
      [250, 400, '€ 11,96'],
    ]);
    expect(r.seller).toMatchObject({ name: 'Ferramenta Rossi S.r.l.', address: null });
  });
});

describe('item table end', () => {
  it('a totals key, its colon and its figure in one cell end the table ("Net amount: EUR 300.00")', () => {
    const r = inv([
      [40, 40, 'INVOICE'],
      [60, 40, 'Invoice number: 2026-77'],
      [76, 40, 'Date: 2026-04-05'],
      [100, 40, 'Description'],
      [100, 160, 'Amount'],
      [116, 40, 'Logo design'],
      [116, 160, 'EUR 300.00'],
      [130, 40, 'Brand guide'],
      [130, 160, 'EUR 120.00'],
      [150, 40, 'Net amount: EUR 420.00'],
    ]);
    expect(r.lineItems.map((l) => [l.description, l.amount])).toEqual([
      ['Logo design', 300],
      ['Brand guide', 120],
    ]);
  });
});

describe('parties of a rent invoice', () => {
  it('the landlord is the seller and the tenant the buyer, each key in a column of its party\'s own keys', () => {
    const r = inv([
      [40, 300, 'FACTURA Nº 2026-03'],
      [80, 40, 'ARRENDADOR:'],
      [80, 150, 'Lucía Romero Vidal'],
      [92, 150, 'N.I.F.: 12345678-Z'],
      [104, 40, 'DOMICILIO:'],
      [104, 150, 'Calle Mayor, 12'],
      [116, 150, '28013 Madrid'],
      [128, 40, 'TELÉFONO:'],
      [128, 150, '600111222'],
      [160, 40, 'ARRENDATARIO:'],
      [160, 150, 'Talleres Norte S.L.'],
      [172, 40, 'DOMICILIO:'],
      [172, 150, 'Avenida del Puerto, 4'],
      [184, 150, '28045 Madrid'],
      [220, 40, 'CONCEPTO:'],
      [220, 150, 'Alquiler marzo 2026'],
      [240, 40, 'TOTAL'],
      [240, 150, '400,00 €'],
    ]);
    expect(r.seller.name).toBe('Lucía Romero Vidal');
    expect(r.buyer.name).toBe('Talleres Norte S.L.');
  });
});

describe('a Swedish invoice for household work', () => {
  const page = (head: Cell[]): Cell[] => [
    ...head,
    [115, 320, 'Fakturaadress Emma Lindqvist'],
    [126, 56, 'Fakturadatum'],
    [126, 180, '2026-03-02'],
    [128, 390, 'Björkvägen 12'],
    [142, 56, 'Fakturanummer'],
    [142, 180, '318'],
    [140, 390, '432 44 Varberg'],
    [260, 56, 'Artnr'],
    [260, 110, 'Benämning'],
    [260, 330, 'Antal'],
    [260, 400, 'À-pris'],
    [260, 500, 'Summa'],
    [274, 56, '07'],
    [274, 110, 'Arbetskostnad'],
    [274, 330, '20'],
    [274, 400, '400,00'],
    [274, 500, '8 000,00'],
    [310, 300, 'Fakturans totala belopp'],
    [310, 500, '10 000,00'],
    [324, 300, 'Avgår skattereduktion'],
    [324, 500, '2 400,00'],
    [338, 56, 'Netto'],
    [338, 150, 'Exp avg'],
    [338, 230, 'Exkl moms'],
    [338, 320, 'Moms %'],
    [338, 400, 'Moms kr'],
    [338, 500, 'ATT BETALA'],
    [352, 56, '9 975,00'],
    [352, 150, '25,00'],
    [352, 230, '8 000,00'],
    [352, 320, '25'],
    [352, 400, '2 000,00'],
    [352, 500, '7 600,00'],
  ];

  it('an address heading with the first line of its block beside it is the buyer\'s label', () => {
    const r = inv(page([[44, 55, 'Snickeri Berg AB', 14], [60, 52, 'Sågvägen 3'], [72, 52, '311 32 Falkenberg']]));
    expect(r.seller.name).toBe('Snickeri Berg AB');
    expect(r.buyer).toMatchObject({ name: 'Emma Lindqvist', address: 'Björkvägen 12, 432 44 Varberg' });
  });

  it('"Fakturans totala belopp" is the gross: net (excl. VAT), tax and gross add up, the deduction is what is not due', () => {
    const r = inv(page([[44, 55, 'Snickeri Berg AB', 14]]));
    expect(r.totals).toMatchObject({ net: 8000, tax: 2000, gross: 10000, due: 7600 });
  });

  it('the document\'s title on the name\'s line after its legal form is no part of the name', () => {
    const r = inv(page([[25, 62, 'Snickeri Berg AB Faktura', 24]]));
    expect(r.seller.name).toBe('Snickeri Berg AB');
  });
});

describe('a legal form alone', () => {
  it('is no company name (a word of a name printed apart from it)', () => {
    const r = inv([
      [31, 383, 'FACTURA', 18],
      [58, 333, 'NUMERO: 2207'],
      [58, 450, 'FECHA: 27/05/2024'],
      [209, 57, 'Descripción'],
      [209, 400, 'Importe'],
      [223, 59, 'Honorarios mayo'],
      [223, 400, '411,08'],
      [301, 330, 'TOTAL'],
      [301, 400, '411,08'],
      [607, 17, 'SLU', 8],
    ]);
    expect(r.seller.name).toBeNull();
  });
});

describe('invoice number', () => {
  it('a label word joined into an identifier by underscores is part of the number', () => {
    for (const [cell, number] of [
      ['# invoice_2026_17', 'invoice_2026_17'],
      ['Invoice no. invoice_77', 'invoice_77'],
    ]) {
      const r = inv([[40, 40, 'Brightside Repairs'], [36, 420, 'INVOICE', 28], [70, 420, cell], [117, 400, 'Date: Jan 1, 2026'], [300, 300, 'Total'], [300, 400, '$127.50']]);
      expect(r.number).toBe(number);
    }
  });
});

describe('an invoice that prints only its amount due', () => {
  const page = (extra: Cell[] = []): Cell[] => [
    [34, 31, 'Lakeside Catering Supplies', 18],
    [65, 31, '12 Harbour Road, Kochi 682001'],
    [125, 31, 'INVOICE', 14],
    [152, 31, 'Invoice Number:'],
    [152, 180, 'INV-2026-031'],
    [175, 31, 'Date:'],
    [175, 180, '02/03/2026'],
    [197, 31, 'Due Date:'],
    [197, 180, '16/03/2026'],
    [220, 31, 'Bill To:'],
    [220, 180, 'Green Leaf Cafe'],
    [260, 31, 'Description'],
    [260, 300, 'Qty'],
    [260, 360, 'Unit Price'],
    [260, 460, 'Total'],
    [276, 31, 'Chafing dishes'],
    [276, 300, '12'],
    [276, 360, '450.00'],
    [276, 460, '5400.00'],
    [290, 31, 'Serving trays'],
    [290, 300, '20'],
    [290, 360, '350.00'],
    [290, 460, '7000.00'],
    [320, 31, 'Amount Due'],
    [320, 460, '12400.00'],
    ...extra,
  ];

  it('states its gross there when it equals the lines and no tax is printed', () => {
    expect(inv(page()).totals).toMatchObject({ net: 12400, tax: 0, gross: 12400, due: 12400 });
  });

  it('a buyer key among the document\'s detail keys is the buyer\'s ("Bill To:" under "Due Date:")', () => {
    expect(inv(page()).buyer.name).toBe('Green Leaf Cafe');
  });
});

describe('the yen sign in a Chinese text', () => {
  it('is the yuan, unless the text is Japanese or names the yen', () => {
    const page = (title: string, total: string): Cell[] => [
      [40, 200, title],
      [60, 300, '发票号码: 011001900111'],
      [300, 40, '合计'],
      [300, 300, total],
    ];
    expect(inv(page('电子发票（普通发票）', '¥1356.00')).currency).toBe('CNY');
    expect(inv(page('請求書 ご請求金額', '¥1356')).currency).toBe('JPY');
  });
});

describe('a customer key with its number in the next cell', () => {
  it('is the customer number, not the buyer\'s block (the address window names the buyer)', () => {
    const r = inv([
      [29, 60, 'Pohjola Palvelut Oy', 11],
      [29, 300, 'LASKU', 11],
      [42, 60, 'Teollisuustie 4'],
      [55, 60, '40100 JYVÄSKYLÄ'],
      [142, 60, 'Liisa Virtanen'],
      [142, 284, 'Laskun nro:'],
      [142, 340, '5120'],
      [155, 60, 'Rantakatu 7'],
      [155, 284, 'Asiakas:'],
      [155, 340, '2201-4'],
      [168, 60, '00790 HELSINKI'],
      [168, 284, 'Päivämäärä:'],
      [168, 340, '18.01.2026'],
      [285, 70, 'Yhteensä'],
      [285, 400, '248,00'],
    ]);
    expect(r.buyer.name).toBe('Liisa Virtanen');
  });
});

describe('a heading over the seller\'s details', () => {
  it('"Supplier Information" over "Name:" and "Address:" keys is the seller\'s block', () => {
    const r = inv([
      [40, 250, 'Invoice', 16],
      [70, 40, 'Invoice Number:'],
      [70, 200, 'INV-2026-03-014'],
      [84, 40, 'Date:'],
      [84, 200, 'March 3, 2026'],
      [110, 40, 'Supplier Information', 12],
      [126, 40, 'Name:'],
      [126, 200, 'Northgate Systems Pvt. Ltd.'],
      [140, 40, 'Address:'],
      [140, 200, '14 Lake View Road, Pune, 411001'],
      [166, 40, 'Customer Information', 12],
      [182, 40, 'Name:'],
      [182, 200, 'Meridian Traders'],
      [196, 40, 'Address:'],
      [196, 200, '9 Market Street, Nashik, 422001'],
      [300, 40, 'Subtotal:'],
      [300, 200, 'INR 171,100.00'],
    ]);
    expect(r.seller).toMatchObject({ name: 'Northgate Systems Pvt. Ltd.', address: '14 Lake View Road, Pune, 411001' });
    expect(r.buyer.name).toBe('Meridian Traders');
  });
});

describe('a party heading over a row of form keys', () => {
  it('takes the value under the name key as the name ("Bill To" / "Company name | Email | Address")', () => {
    const r = inv([
      [30, 40, 'HARBOUR FREIGHT LINES', 14],
      [30, 420, 'Payment Invoice'],
      [60, 420, 'Invoice ID: INV-000512'],
      [90, 40, 'Bill To'],
      [106, 40, 'Company name'],
      [106, 220, 'Email'],
      [106, 400, 'Address'],
      [120, 40, 'Westbay Traders Ltd'],
      [120, 220, 'billing@westbay.example'],
      [120, 400, '100 Test Street, Cardiff'],
      [200, 40, 'Tracking ID'],
      [200, 240, 'Weight'],
      [200, 320, 'Dimensions (cm)'],
      [200, 480, 'Amount'],
      [214, 40, 'Same-day courier'],
      [214, 250, '—'],
      [214, 340, '—'],
      [214, 480, '£90.00'],
      [228, 40, 'Fuel surcharge'],
      [228, 250, '—'],
      [228, 340, '—'],
      [228, 480, '£10.00'],
      [250, 400, 'Subtotal: £100.00'],
      [264, 400, 'VAT (20.0%): £20.00'],
      [278, 400, 'Total: £120.00'],
    ]);
    expect(r.buyer.name).toBe('Westbay Traders Ltd');
    // (a dash alone in a cell is an empty cell, no part of the description)
    expect(r.lineItems.map((l) => l.description)).toEqual(['Same-day courier', 'Fuel surcharge']);
  });
});

describe('an Indian GST invoice', () => {
  const page = (extra: Cell[] = []): Cell[] => [
    [40, 40, 'TAX INVOICE', 14],
    [60, 40, 'Kaveri Electricals'],
    [74, 40, 'GSTIN: 29AAECK1234F1Z5'],
    [100, 40, 'Invoice No.: 018/2026-27'],
    [114, 40, 'Date: 19/09/2026'],
    [200, 40, 'Taxable Value'],
    [200, 400, '8,000.00'],
    [214, 40, 'CGST 9%'],
    [214, 400, '720.00'],
    [228, 40, 'SGST 9%'],
    [228, 400, '720.00'],
    [242, 40, 'Invoice Total'],
    [242, 400, '9,440.00'],
    ...extra,
  ];

  it('is in rupees by its GST number when no currency is printed', () => {
    expect(inv(page()).currency).toBe('INR');
  });

  it('its central and state GST lines are the tax', () => {
    expect(inv(page()).totals).toMatchObject({ net: 8000, tax: 1440, gross: 9440 });
  });

  it('a tax statement or a bare label with the word "payable" states no terms', () => {
    const r = inv(page([[300, 40, 'Whether tax is payable under reverse charge: No'], [314, 40, 'Amount Payable']]));
    expect(r.payment?.terms ?? null).toBeNull();
  });
});

describe('an invoice that prints nothing but its amount due', () => {
  it('states its total there', () => {
    const r = inv([
      [40, 40, 'INVOICE'],
      [60, 40, 'Invoice Number: INV-2051'],
      [74, 40, 'Date: 2026-05-07'],
      [88, 40, 'Vendor: Northwind Supplies Ltd.'],
      [130, 40, 'Description: test services'],
      [144, 40, 'Quantity: 1'],
      [158, 40, 'Amount Due: USD 1234.56'],
      [200, 40, 'Payment Terms: Due on receipt'],
    ]);
    expect(r.totals).toMatchObject({ gross: 1234.56, due: 1234.56 });
  });
});

describe('segments across a change of type size', () => {
  it('a large name and, a small gap further right, the next column\'s small text are two cells', () => {
    const r = inv([
      [40, 44, 'Lotus Packaging', 14],
      [60, 300, 'TAX INVOICE', 12],
      [80, 300, 'Invoice No 1207'],
      [94, 300, 'Invoice Date: 12/01/2026'],
      [174, 44, 'Bill To', 8],
      [174, 285, 'Ship To', 8],
      // the name ends at x 272 (36 letters × 6 + 4 spaces × 3); the ship-to column starts 13 pt on: 1.1 em of the name's
      // 12 pt, 1.6 em of the 8 pt text
      [189, 44, 'NORTHWIND TRADING PRIVATE LIMITED -UNIT2', 12, true],
      [190, 285, '1/160, Lake Road', 8],
      [201, 44, '1/160, Lake Road', 8],
      [201, 285, 'Kanchipuram', 8],
      [212, 44, 'Kanchipuram', 8],
      [300, 300, 'Total'],
      [300, 450, '14,980.00'],
    ]);
    expect(r.buyer.name).toBe('NORTHWIND TRADING PRIVATE LIMITED -UNIT2');
  });
});

describe('a means of payment under a terms label', () => {
  it('states no terms ("Forma úhrady: Bankovním převodem"); a value with days still does', () => {
    const page = (value: string): Cell[] => [
      [40, 40, 'Faktura 2026-118'],
      [60, 40, 'Datum vystavení: 05.09.2026'],
      [74, 40, 'Forma úhrady:'],
      [74, 200, value],
      [200, 300, 'Celkem k úhradě:'],
      [200, 450, '936,00 CZK'],
    ];
    expect(inv(page('Bankovním převodem')).payment?.terms ?? null).toBeNull();
    expect(inv(page('Überweisung / PayPal')).payment?.terms ?? null).toBeNull();
    expect(inv(page('Převodem do 14 dnů')).payment?.terms).toBe('Převodem do 14 dnů');
  });
});
