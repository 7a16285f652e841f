/**
 * Rules of the twentieth round (#11, lead), each on an invented page (test/support/cell-pages.ts) and each failing
 * without its step. Every name, number and address is invented.
 */
import { describe, expect, it } from 'vitest';
import { buildDoc } from '../src/invoice/doc.js';
import { extractHeaderTable, findHeader } from '../src/invoice/lineItems.js';
import { understandInvoice } from '../src/invoice/understand.js';
import { type Cell, page, right } from './support/cell-pages.js';

const inv = (cells: Cell[]) => understandInvoice([page(1, cells)]);
/** the header reading alone (before it is weighed against the arithmetic one) */
const headerReading = (cells: Cell[]) => extractHeaderTable(buildDoc([page(1, cells)]))?.items ?? [];

/** A cell whose text is centred on x (figures set centred in their column). */
function centre(y: number, x: number, text: string, size = 10): Cell {
  const width = text.split(' ').reduce((s, t) => s + t.length * size * 0.5, 0) + (text.split(' ').length - 1) * size * 0.25;
  return [y, x - width / 2, text, size];
}

describe('payment terms after a one-word label', () => {
  const letter = (terms: string): Cell[] => [
    [40, 40, 'Talleres Ebro S.L.'], [54, 40, 'Calle Mayor 8, 50001 Zaragoza'],
    [40, 380, 'FACTURA 2026-311'], [54, 380, 'Fecha: 04/05/2026'],
    [120, 380, 'Cliente'], [134, 380, 'Almacenes Duero S.A.'], [148, 380, 'Plaza Nueva 2, 47001 Valladolid'],
    [200, 40, 'Descripción'], [200, 300, 'Cantidad'], [200, 360, 'Precio'], [200, 440, 'Importe'],
    [214, 40, 'Revisión de maquinaria'], right(214, 330, '2'), right(214, 400, '150,00'), right(214, 480, '300,00'),
    [240, 300, 'Base imponible'], right(240, 480, '300,00'), [254, 300, 'IVA 21 %'], right(254, 480, '63,00'),
    [268, 300, 'Total factura'], right(268, 480, '363,00'),
    [310, 40, terms],
  ];
  it('reads "Condiciones: 30 días" as the terms (a bare "conditions" word is a terms label, as "Terms:" is)', () => {
    expect(inv(letter('Condiciones: 30 días')).payment?.terms).toBe('30 días');
  });
  it('does not read the conditions of sale after the same word as terms: a one-word label needs a figure or a terms sentence', () => {
    expect(inv(letter('Condiciones generales de venta en nuestra página web')).payment?.terms ?? null).toBeNull();
  });
});

describe('item lines without a header, amounts centred in their column, in groups with subtotals', () => {
  // each group: its heading, items with a service date column and a centred amount, then the group's subtotal line
  const group = (y: number, note: string, rows: Array<[string, string, string]>, sum: string): Cell[] => [
    [y, 40, `Delivery note ${note} dated 02.03.26`],
    ...rows.flatMap(([what, date, amount], k): Cell[] => [[y + 16 + 14 * k, 40, what], [y + 16 + 14 * k, 380, date], centre(y + 16 + 14 * k, 470, amount)]),
    [y + 16 + 14 * rows.length, 40, `Section total delivery note ${note}`], centre(y + 16 + 14 * rows.length, 470, sum),
  ];
  const cells: Cell[] = [
    [40, 40, 'Hartwell Supplies Ltd'], [54, 40, '12 Mill Road, Leeds LS1 4AB'],
    [40, 380, 'INVOICE 7731'], [54, 380, 'Date: 09.03.26'],
    [120, 380, 'Bill to'], [134, 380, 'Northgate Joinery Ltd'], [148, 380, '3 Canal Street, York YO1 6AA'],
    ...group(190, '5120', [['Cable ties 300', '03.03.26', '12,40'], ['Oak board 2400 x 200', '04.03.26', '1.184,00'], ['Wood glue, 5 kg', '04.03.26', '88,50']], '1.284,90'),
    ...group(290, '5177', [['Hinge set, brass', '06.03.26', '240,00'], ['Site survey', '07.03.26', '95,00']], '335,00'),
    [380, 300, 'Net total'], right(380, 500, '1.619,90'), [394, 300, 'VAT 20 %'], right(394, 500, '323,98'),
    [408, 300, 'Invoice total'], right(408, 500, '1.943,88'),
  ];
  it('reads every item of both groups: a group\'s subtotal line is no item, a number one word space after the text is the text\'s, the date column is no description', () => {
    expect(inv(cells).lineItems.map((it) => [it.description, it.quantity, it.amount])).toEqual([
      ['Cable ties 300', null, 12.4],
      ['Oak board 2400 x 200', null, 1184],
      ['Wood glue, 5 kg', null, 88.5],
      ['Hinge set, brass', null, 240],
      ['Site survey', null, 95],
    ]);
  });
});

describe('a service period opening each item\'s figure line, the item\'s text printed above it', () => {
  const cells: Cell[] = [
    [40, 40, 'Kowalczyk Serwis Sp. z o.o.'], [54, 40, 'ul. Lipowa 5, 00-001 Warszawa'],
    [40, 380, 'Faktura FV 88/2026'], [54, 380, 'Data: 10.03.2026'],
    [120, 380, 'Nabywca'], [134, 380, 'Zielona Dolina S.A.'], [148, 380, 'ul. Polna 7, 30-001 Kraków'],
    [200, 40, 'Serwis kotła gazowego'], [212, 40, 'Umowa 44/2025'],
    [226, 120, '1 lutego 2026 – 28 lutego 2026'], right(226, 360, '2'), right(226, 420, '150,00'), right(226, 500, '300,00'),
    [246, 40, 'Przegląd instalacji'], [258, 40, 'Zlecenie 912'],
    [272, 120, '1 marca 2026 – 31 marca 2026'], right(272, 360, '4'), right(272, 420, '80,00'), right(272, 500, '320,00'),
    [310, 300, 'Razem netto'], right(310, 500, '620,00'), [324, 300, 'VAT 23 %'], right(324, 500, '142,60'),
    [338, 300, 'Do zapłaty'], right(338, 500, '762,60'),
  ];
  it('takes the period for the date column, so the text above is the description', () => {
    expect(inv(cells).lineItems.map((it) => [it.description, it.quantity, it.unitPrice, it.amount])).toEqual([
      ['Serwis kotła gazowego Umowa 44/2025', 2, 150, 300],
      ['Przegląd instalacji Zlecenie 912', 4, 80, 320],
    ]);
  });
});

describe('item text above each figure line, a charge line right under the last item', () => {
  const cells: Cell[] = [
    [40, 40, 'Brandt Technik GmbH'], [54, 40, 'Am Markt 3, 04109 Leipzig'],
    [40, 380, 'Rechnung R-5520'], [54, 380, 'Datum: 11.03.2026'],
    [120, 380, 'Kunde'], [134, 380, 'Seeblick Hotel KG'], [148, 380, 'Uferweg 2, 24103 Kiel'],
    [200, 40, 'Art.-Nr.'], [200, 110, 'Bezeichnung'], [200, 330, 'Menge'], [200, 390, 'Preis'], [200, 460, 'Betrag'],
    [216, 110, 'Wandleuchte Messing'], [228, 110, 'Lieferschein 3301'],
    [242, 40, 'K4401'], right(242, 360, '4'), right(242, 420, '35,00'), right(242, 490, '140,00'),
    [258, 110, 'Kabelkanal 2 m'], [270, 110, 'Lieferschein 3302'],
    [284, 40, 'K4470'], right(284, 360, '10'), right(284, 420, '6,50'), right(284, 490, '65,00'),
    [300, 300, 'Porto und Verpackung'], right(300, 490, '9,90'),
    [320, 300, 'Summe netto'], right(320, 490, '214,90'), [334, 300, 'MwSt. 19 %'], right(334, 490, '40,83'),
    [348, 300, 'Gesamtbetrag'], right(348, 490, '255,73'),
  ];
  it('gives each text block to the figure line below it: the charge line is no text printed after the items', () => {
    expect(headerReading(cells).map((it) => [it.description, it.quantity, it.amount])).toEqual([
      ['Wandleuchte Messing Lieferschein 3301', 4, 140],
      ['Kabelkanal 2 m Lieferschein 3302', 10, 65],
    ]);
  });
});

describe('a group subtotal printed off the amount column, and a tax-amount head "tax word + amount noun"', () => {
  // two amount heads: "Sum" (the line amount) and "Mva beløp" (the line's tax); the groups' subtotals stand left of
  // the amount column's edge
  const row = (y: number, qty: string, what: string, price: string, sum: string, tax: string): Cell[] => [
    right(y, 90, qty), [y, 110, what], right(y, 330, price), right(y, 370, '25 %'), right(y, 440, sum), right(y, 510, tax),
  ];
  const cells: Cell[] = [
    [40, 40, 'Fjellvik Service AS'], [54, 40, 'Storgata 4, 0155 Oslo'],
    [40, 380, 'Faktura 20418'], [54, 380, 'Fakturadato: 12.03.2026'],
    [120, 380, 'Kunde'], [134, 380, 'Havbris Eiendom AS'], [148, 380, 'Kaigata 9, 5003 Bergen'],
    [200, 60, 'Antall'], [200, 110, 'Tekst'], [200, 300, 'Enhetspris'], [200, 352, 'Mva'], [200, 420, 'Sum'], [200, 460, 'Mva beløp'],
    [216, 110, 'Prosjekt A'],
    ...row(230, '2', 'Rørlegging', '400,00', '800,00', '200,00'),
    ...row(244, '3', 'Materiell', '120,00', '360,00', '90,00'),
    [258, 110, 'Sum Prosjekt A'], right(258, 400, '1.160,00'),
    [276, 110, 'Prosjekt B'],
    ...row(290, '5', 'Maling', '60,00', '300,00', '75,00'),
    ...row(304, '1', 'Befaring', '250,00', '250,00', '62,50'),
    [318, 110, 'Sum Prosjekt B'], right(318, 400, '550,00'),
    [350, 300, 'Sum eks. mva'], right(350, 510, '1.710,00'), [364, 300, 'Mva 25 %'], right(364, 510, '427,50'),
    [378, 300, 'Å betale'], right(378, 510, '2.137,50'),
  ];
  it('reads the net "Sum" column as the line amount and goes on past the first group\'s subtotal', () => {
    expect(headerReading(cells).map((it) => [it.quantity, it.unitPrice, it.amount])).toEqual([
      [2, 400, 800],
      [3, 120, 360],
      [5, 60, 300],
      [1, 250, 250],
    ]);
  });
  it('heads the line amount column with "Sum": "Mva beløp" is one head, the line\'s tax amount', () => {
    const cols = findHeader(buildDoc([page(1, cells)]))?.columns ?? [];
    expect(cols.filter((c) => c.concept === 'amount').map((c) => c.x0)).toEqual([420]);
  });
});

describe('item lines without a header, a charge line closing them at their edge', () => {
  const cells: Cell[] = [
    [40, 40, 'Lyngby Kontor ApS'], [54, 40, 'Østergade 4, 1100 København K'],
    [40, 380, 'Faktura nr. 5521'], [54, 380, 'Dato 2026-03-12'],
    [120, 380, 'Kunde'], [134, 380, 'Fjordhus A/S'], [148, 380, 'Strandvej 8, 8000 Aarhus C'],
    [200, 40, 'Kontorstol'], [200, 360, '2026-03-02'], [200, 440, '25%'], right(200, 530, '1,450.00'),
    [212, 46, 'Varenr. 5512'],
    [228, 40, 'Skrivebord'], [228, 360, '2026-03-03'], [228, 440, '25%'], right(228, 530, '2,100.00'),
    [240, 46, 'Varenr. 5530'],
    [256, 40, 'Arkivskab'], [256, 360, '2026-03-05'], [256, 440, '25%'], right(256, 530, '890.00'),
    [272, 300, 'Fragt'], right(272, 530, '120.00'),
    [290, 300, 'I alt ekskl. moms'], right(290, 530, '4,560.00'), [304, 300, 'Moms 25%'], right(304, 530, '1,140.00'),
    [318, 300, 'At betale'], right(318, 530, '5,700.00'),
  ];
  it('reads the three items, not the freight set right under them, though only the sum with the freight is printed', () => {
    expect(inv(cells).lineItems.map((it) => [it.description, it.amount])).toEqual([
      ['Kontorstol Varenr. 5512', 1450],
      ['Skrivebord Varenr. 5530', 2100],
      ['Arkivskab', 890],
    ]);
  });
});

describe('a tax summary set beside the totals under an item table of amounts', () => {
  // the summary's heads share a line with the first totals label; its figure there is the items' sum
  const cells: Cell[] = [
    [40, 40, 'Sokół Dystrybucja Sp. z o.o.'], [54, 40, 'ul. Leśna 3, 60-001 Poznań'],
    [40, 380, 'Faktura 7715/2026'], [54, 380, 'Data: 13.03.2026'],
    [120, 380, 'Nabywca'], [134, 380, 'Wisła Handel S.A.'], [148, 380, 'ul. Długa 9, 80-001 Gdańsk'],
    [200, 40, 'Symbol'], [200, 100, 'Nazwa'], [200, 420, 'St. VAT'], [200, 480, 'Netto PLN'],
    [214, 40, 'K1001'], [214, 100, 'Usługi serwisowe'], right(214, 440, '23 %'), right(214, 530, '1.000,00'),
    [228, 40, 'K1002'], [228, 100, 'Papier biurowy'], right(228, 440, '8 %'), right(228, 530, '500,00'),
    [248, 40, 'St. VAT'], [248, 120, 'Razem netto'], [248, 200, 'Kwota VAT'], [248, 300, 'Razem netto'], [248, 420, 'PLN'], right(248, 530, '1.500,00'),
    [262, 40, '23 %'], right(262, 170, '1.000,00'), right(262, 250, '230,00'), [262, 300, 'Kwota VAT'], [262, 420, 'PLN'], right(262, 530, '270,00'),
    [276, 40, '8 %'], right(276, 170, '500,00'), right(276, 250, '40,00'), [276, 300, 'Suma brutto'], [276, 420, 'PLN'], right(276, 530, '1.770,00'),
  ];
  it('ends the items at the summary\'s head line: a line of several label cells is no group subtotal', () => {
    const r = inv(cells);
    expect(r.lineItems.map((it) => it.amount)).toEqual([1000, 500]);
    expect([r.totals.net, r.totals.tax, r.totals.gross]).toEqual([1500, 270, 1770]);
  });
});

describe('reference labels in a details block', () => {
  const letter: Cell[] = [
    [40, 40, 'Costa & Filhos Lda.'], [54, 40, 'Rua das Flores 12, 4050-262 Porto'],
    [200, 40, 'Descrição'], [200, 300, 'Quantidade'], [200, 380, 'Preço'], [200, 460, 'Valor'],
    [214, 40, 'Manutenção anual'], right(214, 330, '1'), right(214, 420, '480,00'), right(214, 500, '480,00'),
    [240, 300, 'Total líquido'], right(240, 500, '480,00'), [254, 300, 'IVA 23 %'], right(254, 500, '110,40'),
    [268, 300, 'Total'], right(268, 500, '590,40'),
  ];
  it('reads an order number after "n.º" with its dot ("Encomenda n.º: PO4471")', () => {
    const r = inv([...letter, [120, 40, 'Fatura FT 2026/88'], [134, 40, 'Data: 02.03.2026    Encomenda n.º: PO4471']]);
    expect(r.orderReference).toBe('PO4471');
  });
  it('takes the value under a label past a line of the address block beside it, with nothing under the label', () => {
    // labels over values in small type; the recipient's address lines, in larger type, fall between them
    const r = inv([
      ...letter,
      [133, 40, 'Data da fatura', 5.5], [133, 180, 'Cliente n.º', 5.5], [133, 330, 'Lusomar Comércio S.A.', 7.5],
      [145, 40, '02.03.2026', 7.5], [145, 180, '58112', 7.5], [151, 330, 'Avenida da Boavista 90', 7.5],
      [158, 40, 'V. encomenda', 5.5], [158, 180, 'Vencimento', 5.5], [161, 330, '4100-112 Porto', 7.5],
      [167, 40, 'PO-7781', 7.5], [167, 180, '01.04.2026', 7.5],
    ]);
    expect(r.orderReference).toBe('PO-7781');
  });
});

describe('a customer number beside its label, over a line holding a VAT id after its own label', () => {
  const cells: Cell[] = [
    [40, 40, 'Norrsken Teknik AB'], [54, 40, 'Storgatan 4, 903 26 Umeå'],
    [120, 40, 'Fakturadatum'], [120, 170, '2026-03-02'], [120, 330, 'Fjällbacka Bygg AB'],
    [134, 40, 'Kundnr'], [134, 170, '4471203'], [134, 330, 'Kungsgatan 12'],
    [148, 40, 'Momsregistreringsnummer SE556677889901'], [148, 330, '903 26 Umeå'],
    [180, 40, 'FAKTURA 77120'],
    [200, 40, 'Benämning'], [200, 300, 'Antal'], [200, 380, 'À-pris'], [200, 460, 'Belopp'],
    [214, 40, 'Service'], right(214, 330, '2'), right(214, 420, '500,00'), right(214, 500, '1 000,00'),
    [240, 300, 'Netto'], right(240, 500, '1 000,00'), [254, 300, 'Moms 25 %'], right(254, 500, '250,00'),
    [268, 300, 'Att betala'], right(268, 500, '1 250,00'),
  ];
  it('reads the number beside the label: the line under it is a key with its own value, no grid of labels', () => {
    expect(inv(cells).buyerReference).toBe('4471203');
  });
});

describe('VAT ids: a column of details keys, and a country prefix wrapped at the line end', () => {
  const body: Cell[] = [
    [300, 40, 'Leistung'], [300, 300, 'Menge'], [300, 380, 'Preis'], [300, 460, 'Betrag'],
    [314, 40, 'Wartung'], right(314, 330, '2'), right(314, 420, '100,00'), right(314, 500, '200,00'),
    [340, 300, 'Netto'], right(340, 500, '200,00'), [354, 300, 'USt. 19 %'], right(354, 500, '38,00'),
    [368, 300, 'Gesamtbetrag'], right(368, 500, '238,00'),
  ];
  it('gives an unqualified id in the document\'s column of keys, far under its date, to the issuer', () => {
    const r = inv([
      [40, 40, 'Falkner Haustechnik GmbH · Ringstraße 5 · 90402 Nürnberg', 7],
      [70, 40, 'Lerchenfeld GmbH'], [84, 40, 'Lindenallee 12'], [98, 40, '50667 Köln'],
      [130, 40, 'Rechnung'],
      [150, 40, 'Beleg-Nr.:'], [150, 170, '72001'], [164, 40, 'Rechnungsdatum:'], [164, 170, '25.04.2026'],
      [178, 40, 'Kundennummer:'], [178, 170, '57112'], [192, 40, 'Auftragsnummer:'], [192, 170, 'PO8841'],
      [206, 40, 'Ihr Zeichen:'], [206, 170, 'Weber'], [220, 40, 'USt-IdNr.:'], [220, 170, 'DE274053187'],
      ...body,
    ]);
    expect([r.seller.vatId, r.buyer.vatId]).toEqual(['DE274053187', null]);
  });
  it('joins a prefix ending the label\'s line with the digits under it', () => {
    const r = inv([
      [40, 40, 'Atelier Morel SARL'], [54, 40, '3 rue Haute, 31000 Toulouse'],
      [40, 380, 'FACTURE F-2026-12'], [54, 380, 'Date : 02/03/2026'],
      [120, 380, 'Client'], [134, 380, 'Bérard SAS'], [148, 380, '8 place Bellecour, 69002 Lyon'],
      [300, 40, 'Désignation'], [300, 300, 'Qté'], [300, 380, 'PU HT'], [300, 460, 'Montant HT'],
      [314, 40, 'Réglage'], right(314, 330, '2'), right(314, 420, '100,00'), right(314, 500, '200,00'),
      [340, 300, 'Total HT'], right(340, 500, '200,00'), [354, 300, 'TVA 20 %'], right(354, 500, '40,00'),
      [368, 300, 'Total TTC'], right(368, 500, '240,00'),
      [760, 40, 'Atelier Morel SARL', 6], [760, 400, 'SIRET 83168600017', 6],
      [768, 40, '3 rue Haute', 6], [768, 400, 'N° TVA intracommunautaire FR', 6], [776, 400, '39201541856', 6],
    ]);
    expect(r.seller.vatId).toBe('FR39201541856');
  });
});
