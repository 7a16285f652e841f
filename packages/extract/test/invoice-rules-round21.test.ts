/**
 * Rules of the twenty-first round (#11, lead), each on an invented page (test/support/cell-pages.ts) and each failing
 * without its step. Every name, number and address is invented.
 */
import { describe, expect, it } from 'vitest';
import { compose } from '../bench/generated/compose.js';
import { renderGenerated } from '../bench/generated/render.js';
import { extract } from '../src/extract.js';
import { understandInvoice } from '../src/invoice/understand.js';
import { type Cell, page, right } from './support/cell-pages.js';

const inv = (cells: Cell[], settings = {}) => understandInvoice([page(1, cells)], [], settings);
const lines = (cells: Cell[], settings = {}) => inv(cells, settings).lineItems.map((it) => [it.description, it.amount]);

/** A letter whose items print their text above a figure line holding only a position number and the amount. */
function positionsOnly(opts: { code?: string; caption?: boolean; numbers?: string[] } = {}): Cell[] {
  const code = opts.code ? `${opts.code} ` : '';
  const n = opts.numbers ?? ['9', '10', '11'];
  const cells: Cell[] = [
    [40, 40, 'Harborne Fixings Ltd'], [54, 40, '4 Canal Street, Leeds LS1 4AB'],
    [40, 380, 'INVOICE 7731'], [54, 380, 'Date: 02/03/2026'],
    [120, 380, 'Invoice to'], [134, 380, 'Westbury Joinery Ltd'], [148, 380, '12 Mill Lane, York YO1 7PX'],
  ];
  let y = 200;
  if (opts.caption) cells.push([y, 70, 'Delivery 5521 of 20/02/2026', 10, true]), (y += 16);
  const items: [string[], string][] = [
    [['Hinge set, brass', 'Delivery note 5521'], '240.00'],
    [['Wood glue 5 kg', 'Order 88-14'], '88.50'],
    [['Site survey'], '1,095.00'],
  ];
  items.forEach(([text, amount], k) => {
    for (const t of text) cells.push([y, 70, t]), (y += 12);
    cells.push(right(y, 60, n[k]!), right(y, 500, `${code}${amount}`));
    y += 14;
  });
  y += 20;
  cells.push([y, 300, 'Net total'], right(y, 500, `${code}1,423.50`));
  cells.push([y + 14, 300, 'VAT 20 %'], right(y + 14, 500, `${code}284.70`));
  cells.push([y + 28, 300, 'Total due'], right(y + 28, 500, `${code}1,708.20`));
  return cells;
}

describe('item text above figure lines that hold only a position number, no table header', () => {
  const want = [
    ['Hinge set, brass Delivery note 5521', 240],
    ['Wood glue 5 kg Order 88-14', 88.5],
    ['Site survey', 1095],
  ];
  it('reads each text block as the description of the figure line below it (right-aligned numbers 9, 10, 11)', () => {
    expect(lines(positionsOnly())).toEqual(want);
  });
  it('takes a currency code before each amount for part of the amount cell', () => {
    expect(lines(positionsOnly({ code: 'GBP' }))).toEqual(want);
  });
  it('leaves a group caption in bold out of the first item\'s description', () => {
    expect(lines(positionsOnly({ caption: true, code: 'GBP' }))).toEqual(want);
  });
  it('is switched off by itemBodyBareLines 0', () => {
    expect(lines(positionsOnly({ code: 'GBP' }), { itemBodyBareLines: 0 })).not.toEqual(want);
  });
  it('must not: numbers that do not count up (quantities) are no positions', () => {
    expect(lines(positionsOnly({ numbers: ['3', '12', '1'] }))).not.toEqual(want);
  });
});

describe('a carried-forward line inside the first group, then the groups\' subtotals (arithmetic reading)', () => {
  // group "Workshop" runs over the page turn: its carried-forward line equals both the run's and the group's sum
  const item = (y: number, pos: string, qty: string, text: string, price: string, amount: string): Cell[] => [
    right(y, 60, pos), right(y, 110, qty), [y, 130, text], right(y, 420, price), right(y, 500, amount),
  ];
  const page1: Cell[] = [
    [40, 40, 'Nordhavn Værktøj ApS'], [54, 40, 'Havnegade 4, 8000 Aarhus C'],
    [40, 380, 'Faktura 40112'], [54, 380, 'Dato: 03.03.2026'],
    [120, 380, 'Kunde'], [134, 380, 'Skovly Byg A/S'], [148, 380, 'Bakkevej 9, 7100 Vejle'],
    [190, 130, 'Workshop', 10, true],
    ...item(206, '1', '4', 'Skruetvinge 300 mm', '35,00', '140,00'),
    ...item(220, '2', '10', 'Borsæt HSS', '6,50', '65,00'),
    ...item(234, '3', '2', 'Arbejdslampe LED', '120,00', '240,00'),
    [260, 130, 'Transport'], right(260, 500, '445,00'),
  ];
  const page2: Cell[] = [
    [60, 130, 'Transport'], right(60, 500, '445,00'),
    ...item(80, '4', '3', 'Skruetvinge 600 mm', '48,00', '144,00'),
    [96, 130, 'Subtotal Workshop'], right(96, 500, '589,00'),
    [120, 130, 'Site', 10, true],
    ...item(136, '5', '8', 'Afdækningsfolie', '12,50', '100,00'),
    ...item(150, '6', '5', 'Malertape 50 mm', '9,00', '45,00'),
    [166, 130, 'Subtotal Site'], right(166, 500, '145,00'),
    [190, 130, 'Office', 10, true],
    ...item(206, '7', '2', 'Kontorstol', '210,00', '420,00'),
    ...item(220, '8', '6', 'Ringbind A4', '4,00', '24,00'),
    [236, 130, 'Subtotal Office'], right(236, 500, '444,00'),
    [270, 300, 'Netto'], right(270, 500, '1.178,00'), [284, 300, 'Moms 25 %'], right(284, 500, '294,50'),
    [298, 300, 'I alt'], right(298, 500, '1.472,50'),
  ];
  it('reads every item of the three groups: the carried line and the subtotals are no items', () => {
    const items = understandInvoice([page(1, page1), page(2, page2)]).lineItems;
    expect(items.map((it) => it.amount)).toEqual([140, 65, 240, 144, 100, 45, 420, 24]);
  });
});

describe('an item that opens two continued pages at the same place, under the table header repeated there', () => {
  const head = (y: number): Cell[] => [[y, 40, 'Description'], [y, 300, 'Quantity'], [y, 370, 'Unit price'], [y, 460, 'Amount']];
  const item = (y: number, text: string, note: string, qty: string, price: string, amount: string): Cell[] => [
    [y, 40, text], [y + 12, 40, note], right(y + 26, 340, qty), right(y + 26, 420, price), right(y + 26, 500, amount),
  ];
  const p1: Cell[] = [
    [40, 40, 'Copperfield Supplies Ltd'], [54, 40, '8 Dock Road, Hull HU1 2AA'],
    [40, 380, 'Invoice 55120'], [54, 380, 'Date: 06/03/2026'],
    [120, 380, 'Bill to'], [134, 380, 'Eastgate Builders Ltd'], [148, 380, '3 Bridge Street, Leeds LS2 7QE'],
    ...head(200), ...item(216, 'Ladder 3 m', 'Delivery note 1101', '1', '95.00', '95.00'),
  ];
  const p2: Cell[] = [...head(75), ...item(91, 'Cable ties 300 mm', 'Delivery note 2202', '4', '3.50', '14.00')];
  const p3: Cell[] = [
    ...head(75), ...item(91, 'Cable ties 300 mm', 'Delivery note 3303', '10', '3.50', '35.00'),
    [160, 300, 'Net total'], right(160, 500, '144.00'), [174, 300, 'VAT 20 %'], right(174, 500, '28.80'),
    [188, 300, 'Total due'], right(188, 500, '172.80'),
  ];
  const read = (settings = {}) => understandInvoice([page(1, p1), page(2, p2), page(3, p3)], [], settings).lineItems.map((it) => it.description);
  it('keeps the item\'s first line: the lines under a repeated header are rows, not page furniture', () => {
    expect(read()).toEqual(['Ladder 3 m Delivery note 1101', 'Cable ties 300 mm Delivery note 2202', 'Cable ties 300 mm Delivery note 3303']);
  });
  it('is switched off by furnitureBelowHeader 0', () => {
    expect(read({ furnitureBelowHeader: 0 })).not.toEqual(read());
  });
});

describe('an item that opens two continued pages at the same place, under a carried sum printed without digit groups', () => {
  // (the header repeated overleaf names its amount column by the currency alone: no amount word)
  const head = (y: number): Cell[] => [[y, 40, 'Description'], [y, 300, 'Quantity'], [y, 370, 'Unit price'], [y, 480, 'GBP']];
  const item = (y: number, text: string, note: string, qty: string, price: string, amount: string): Cell[] => [
    [y, 40, text], [y + 12, 40, note], right(y + 26, 340, qty), right(y + 26, 420, price), right(y + 26, 500, amount),
  ];
  const p1: Cell[] = [
    [40, 40, 'Copperfield Supplies Ltd'], [54, 40, '8 Dock Road, Hull HU1 2AA'],
    [40, 380, 'Invoice 55121'], [54, 380, 'Date: 06/03/2026'],
    [120, 380, 'Bill to'], [134, 380, 'Eastgate Builders Ltd'], [148, 380, '3 Bridge Street, Leeds LS2 7QE'],
    ...head(200),
    ...item(216, 'Scaffold tower', 'Delivery note 1101', '1', '1250.00', '1250.00'),
    [260, 40, 'Carried forward'], right(260, 500, '1250.00'),
  ];
  const p2: Cell[] = [
    ...head(45), [60, 40, 'Brought forward'], right(60, 500, '1250.00'),
    ...item(80, 'Cable ties 300 mm', 'Delivery note 2202', '4', '3.50', '14.00'),
    [130, 40, 'Carried forward'], right(130, 500, '1264.00'),
  ];
  const p3: Cell[] = [
    ...head(45), [60, 40, 'Brought forward'], right(60, 500, '1264.00'),
    ...item(80, 'Cable ties 300 mm', 'Delivery note 3303', '10', '3.50', '35.00'),
    [160, 300, 'Net total'], right(160, 500, '1299.00'), [174, 300, 'VAT 20 %'], right(174, 500, '259.80'),
    [188, 300, 'Total due'], right(188, 500, '1558.80'),
  ];
  it('keeps the item\'s first line: below a carried sum the page\'s rows have begun', () => {
    expect(understandInvoice([page(1, p1), page(2, p2), page(3, p3)]).lineItems.map((it) => it.description)).toEqual([
      'Scaffold tower Delivery note 1101', 'Cable ties 300 mm Delivery note 2202', 'Cable ties 300 mm Delivery note 3303',
    ]);
  });
});

describe('item figures set left-aligned, no header, groups with subtotals (arithmetic reading)', () => {
  // every figure of the table starts at its column's left edge; the widths differ, so the right edges do not meet
  const row = (y: number, pos: string, qty: string, text: string, price: string, amount: string): Cell[] => [
    [y, 40, pos], [y, 70, qty], [y, 130, text], [y, 380, price], [y, 460, amount],
  ];
  const cells: Cell[] = [
    [40, 40, 'Van Dijk Installatie B.V.'], [54, 40, 'Marktplein 3, 3511 LM Utrecht'],
    [40, 380, 'Factuur F-2026-118'], [54, 380, 'Datum: 09-03-2026'],
    [120, 380, 'Aan'], [134, 380, 'De Linde Zorg B.V.'], [148, 380, 'Parkweg 20, 2585 JJ Den Haag'],
    [196, 130, 'Levering 1', 10, true],
    ...row(212, '1', '30', 'Advieswerk', '22,03', '660,90'),
    ...row(226, '2', '5', 'Kabelgoot 2 m', '1.151,53', '5.757,65'),
    [240, 130, 'Subtotaal Levering 1'], [240, 460, '6.418,55'],
    [262, 130, 'Arbeid', 10, true],
    ...row(278, '3', '5', 'Montage', '86,98', '434,90'),
    [292, 130, 'Subtotaal Arbeid'], [292, 460, '434,90'],
    [320, 300, 'Totaal excl. btw'], right(320, 520, '6.853,45'), [334, 300, 'Btw 21 %'], right(334, 520, '1.439,22'),
    [348, 300, 'Totaal'], right(348, 520, '8.292,67'),
  ];
  const amounts = (settings = {}) => inv(cells, settings).lineItems.map((it) => it.amount);
  it('reads the three items along the figures\' left edges: the right edges gave one item only', () => {
    expect(amounts()).toEqual([660.9, 5757.65, 434.9]);
  });
  it('is switched off by itemAlignmentEvidence 0', () => {
    expect(amounts({ itemAlignmentEvidence: 0 })).not.toEqual([660.9, 5757.65, 434.9]);
  });
});

describe('a charge printed in a row of totals, on the same line as the net it completes (arithmetic reading)', () => {
  const cells: Cell[] = [
    [40, 40, 'Lindqvist Verktyg AB'], [54, 40, 'Hamngatan 4, 411 06 Göteborg'],
    [40, 380, 'Faktura 30871'], [54, 380, 'Datum: 2026-03-09'],
    [120, 380, 'Kund'], [134, 380, 'Björkbacken Bygg AB'], [148, 380, 'Storgatan 9, 722 10 Västerås'],
    right(212, 60, '1'), right(212, 110, '4'), [212, 130, 'Skruvdragare'], right(212, 420, '1 250,00'), right(212, 500, '5 000,00'),
    right(226, 60, '2'), right(226, 110, '10'), [226, 130, 'Borrsats HSS'], right(226, 420, '89,50'), right(226, 500, '895,00'),
    [270, 40, 'Frakt'], [270, 130, 'Netto'], [270, 230, 'Moms 25 %'], [270, 330, 'Att betala'],
    right(284, 90, '149,00'), right(284, 190, '6 044,00'), right(284, 290, '1 511,00'), right(284, 390, '7 555,00'),
  ];
  it('takes the items\' sum and the charge beside it for the printed net', () => {
    expect(inv(cells).lineItems.map((it) => [it.description, it.quantity, it.amount])).toEqual([
      ['Skruvdragare', 4, 5000],
      ['Borrsats HSS', 10, 895],
    ]);
  });
});

describe('a discount row under its item whose line-tax cell is 0,00 (reverse charge), no header', () => {
  const cells: Cell[] = [
    [40, 40, 'Weber Systemtechnik GmbH'], [54, 40, 'Lindenallee 8, 04109 Leipzig'],
    [40, 380, 'Rechnung RE-2026-0412'], [54, 380, 'Datum: 10.03.2026'],
    [120, 380, 'Kunde'], [134, 380, 'Nordkap Handel AB'], [148, 380, 'Hamngatan 2, 111 47 Stockholm'],
    [212, 40, 'Webhosting'], right(212, 300, '1'), right(212, 370, '934,03'), right(212, 450, '934,03'), right(212, 520, '0,00'),
    [226, 40, 'Rabatt 2 %'], right(226, 450, '-18,68'), right(226, 520, '0,00'),
    [240, 40, 'Schulung'], right(240, 300, '3'), right(240, 370, '120,00'), right(240, 450, '360,00'), right(240, 520, '0,00'),
    [254, 40, 'Wartung'], right(254, 300, '2'), right(254, 370, '75,50'), right(254, 450, '151,00'), right(254, 520, '0,00'),
    [290, 300, 'Summe netto'], right(290, 450, '1.426,35'), [304, 300, 'USt. 0 %'], right(304, 450, '0,00'),
    [318, 300, 'Rechnungsbetrag'], right(318, 450, '1.426,35'),
    [340, 40, 'Steuerschuldnerschaft des Leistungsempfängers.'],
  ];
  it('folds the discount into its item: a zero beside a negative amount is no positive figure', () => {
    expect(inv(cells).lineItems.map((it) => [it.description, it.amount])).toEqual([
      ['Webhosting', 915.35],
      ['Schulung', 360],
      ['Wartung', 151],
    ]);
  });
});

describe('a charge row under an item table without a quantity column', () => {
  const table = (charge: Cell[]): Cell[] => [
    [40, 40, 'Ashdown Print Ltd'], [54, 40, '21 Quay Street, Bristol BS1 4DB'],
    [40, 380, 'Invoice AP-3307'], [54, 380, 'Date: 12/03/2026'],
    [120, 380, 'Invoice to'], [134, 380, 'Marlow Events Ltd'], [148, 380, '5 Hill Road, Bath BA1 2HG'],
    [196, 40, 'Pos'], [196, 80, 'Description'], [196, 330, 'Date'], [196, 410, 'VAT'], [196, 480, 'Amount'],
    [212, 40, '1'], [212, 80, 'Banner printing'], [212, 330, '02/03/2026'], [212, 410, '20%'], right(212, 520, '240.00'),
    [226, 40, '2'], [226, 80, 'Flyers A5'], [226, 330, '04/03/2026'], [226, 410, '20%'], right(226, 520, '95.00'),
    [240, 40, '3'], [240, 80, 'Design work'], [240, 330, '05/03/2026'], [240, 410, '20%'], right(240, 520, '180.00'),
    ...charge,
    [290, 300, 'Net total'], right(290, 520, '527.50'), [304, 300, 'VAT 20 %'], right(304, 520, '105.50'),
    [318, 300, 'Total due'], right(318, 520, '633.00'),
  ];
  const freight: Cell[] = [[256, 80, 'Freight'], right(256, 520, '12.50')];
  it('leaves the charge out of the items: it fills two cells where the articles fill five', () => {
    const r = inv(table(freight));
    expect(r.lineItems.map((it) => it.amount)).toEqual([240, 95, 180]);
  });
  it('is switched off by itemChargeShape 0', () => {
    expect(inv(table(freight), { itemChargeShape: 0 }).lineItems.map((it) => it.amount)).toEqual([240, 95, 180, 12.5]);
  });
  it('must not: a numbered, dated row named by a charge word is an article', () => {
    const row: Cell[] = [[256, 40, '4'], [256, 80, 'Freight'], [256, 330, '06/03/2026'], [256, 410, '20%'], right(256, 520, '12.50')];
    expect(inv(table(row)).lineItems.map((it) => it.amount)).toEqual([240, 95, 180, 12.5]);
  });
});

describe('item text above each figure line, a row of totals labels right under the last item (generated page)', () => {
  it('gives each text block to the figure line below it: the labels row is no text printed after the items', async () => {
    // a generated layout (bench/generated): descriptions above their figure lines, a money discount column, net and
    // gross amounts, and the totals as a band of labels ("Verzendkosten | Netto bedrag | …") over a row of figures
    const spec = compose(13000163);
    expect([spec.choices.items, spec.choices.totals, spec.choices.amounts]).toEqual(['desc-before-amount', 'row', 'net+gross']);
    const r = await extract((await renderGenerated(spec)).pdf, { layoutOnly: true });
    expect(r.invoice.lineItems.map((l) => l.amount)).toEqual(spec.lines.map((l) => l.amount));
    expect(r.invoice.lineItems.map((l, k) => l.description?.startsWith(spec.lines[k]!.main) ?? false)).not.toContain(false);
  }, 60_000);
});

describe('a header reading that stopped at the first group\'s subtotal, the figures centred (generated page)', () => {
  const read = async (settings = {}) => {
    // a generated layout (bench/generated): figures centred under a header in capitals, units glued to the quantities,
    // groups each closed by a subtotal printed at the right margin, off the centred amount column
    const spec = compose(13000129);
    expect([spec.choices.numAlign, spec.choices.groups, spec.choices.qtyUnit]).toEqual(['center', 'subtotals', 'glued']);
    const r = await extract((await renderGenerated(spec)).pdf, { layoutOnly: true, invoice: settings });
    return { spec, items: r.invoice.lineItems };
  };
  it('takes the arithmetic reading that holds all its amounts and three times its items, the header naming the columns', async () => {
    const { spec, items } = await read();
    expect(items.map((l) => l.amount)).toEqual(spec.lines.map((l) => l.amount));
    expect(items.map((l) => l.quantity)).toEqual(spec.lines.map((l) => l.quantity));
  }, 60_000);
  it('is switched off by itemArithmeticHolds 0', async () => {
    const { spec, items } = await read({ itemArithmeticHolds: 0 });
    expect(items.length).toBeLessThan(spec.lines.length);
  }, 60_000);
});

describe('a labelled subtotal closing a group of one row, in a table of amounts only', () => {
  const cells: Cell[] = [
    [40, 40, 'Ferri Impianti S.r.l.'], [54, 40, 'Via Roma 12, 40121 Bologna'],
    [40, 380, 'Fattura FT-2026-044'], [54, 380, 'Data: 12-03-2026'],
    [120, 380, 'Cliente'], [134, 380, 'Rossi Costruzioni S.p.A.'], [148, 380, 'Corso Italia 8, 20122 Milano'],
    [196, 40, 'Pos.'], [196, 80, 'Descrizione'], [196, 330, 'Data'], [196, 410, 'IVA'], [196, 480, 'Importo'],
    [212, 40, '1'], [212, 80, 'Installazione quadro'], [212, 330, '02-03-2026'], [212, 410, '10 %'], right(212, 520, '365.00'),
    [226, 40, '2'], [226, 80, 'Pannello LED 60 x 60'], [226, 330, '03-03-2026'], [226, 410, '10 %'], right(226, 520, '1,494.73'),
    [240, 80, 'Subtotale Cantiere 1'], right(240, 520, '1,859.73'),
    [262, 40, '3'], [262, 80, 'Vite inox M6 x 30'], [262, 330, '05-03-2026'], [262, 410, '4 %'], right(262, 520, '585.78'),
    [276, 80, 'Subtotale Manodopera'], right(276, 520, '585.78'),
    [310, 300, 'Totale netto'], right(310, 520, '2,445.51'), [324, 300, 'IVA'], right(324, 520, '209.40'),
    [338, 300, 'Totale documento'], right(338, 520, '2,654.91'),
  ];
  const amounts = (settings = {}) => inv(cells, settings).lineItems.map((it) => it.amount);
  it('reads the subtotal after the single row as the group\'s, no item', () => {
    expect(amounts()).toEqual([365, 1494.73, 585.78]);
  });
  it('is switched off by itemLabelledSubtotal 0', () => {
    expect(amounts({ itemLabelledSubtotal: 0 })).not.toEqual([365, 1494.73, 585.78]);
  });
});

describe('a currency code before each amount, set left of the amount heading, in a header table', () => {
  const cells: Cell[] = [
    [40, 40, 'Kestrel Montage B.V.'], [54, 40, 'Havenkade 9, 2511 CV Den Haag'],
    [40, 380, 'Factuur 2026-0412'], [54, 380, 'Datum: 11-03-2026'],
    [120, 380, 'Aan'], [134, 380, 'Duinzicht Beheer B.V.'], [148, 380, 'Zeeweg 4, 1971 HA IJmuiden'],
    [200, 60, 'REGEL'], [200, 100, 'BESCHRIJVING'], [200, 515, 'BEDRAG'],
    [216, 60, '1'], [216, 100, 'LED-paneel 60 x 60'], right(216, 540, 'EUR 5923,82'),
    [230, 60, '2'], [230, 100, 'Kopieerpapier A4'], right(230, 540, 'EUR 361,55'),
    [260, 300, 'NETTO BEDRAG'], right(260, 540, 'EUR 6285,37'), [274, 300, 'BTW 0 %'], right(274, 540, 'EUR 0,00'),
    [288, 300, 'TOTAAL'], right(288, 540, 'EUR 6285,37'),
  ];
  const read = (settings = {}) => inv(cells, settings).lineItems.map((it) => [it.description, it.amount]);
  it('keeps the code out of the description', () => {
    expect(read()).toEqual([['LED-paneel 60 x 60', 5923.82], ['Kopieerpapier A4', 361.55]]);
  });
  it('is switched off by itemBodyBareLines 0', () => {
    expect(read({ itemBodyBareLines: 0 })).not.toEqual([['LED-paneel 60 x 60', 5923.82], ['Kopieerpapier A4', 361.55]]);
  });
});
