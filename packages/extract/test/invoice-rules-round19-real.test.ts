/**
 * Rules of the nineteenth round (#11, real invoices nobody here had seen: ERP printouts, utility and telecom bills,
 * freight forwarders' and marketplaces' invoices), each on an invented page (test/support/cell-pages.ts) and each
 * failing without its step. Every name, number and address is invented.
 */
import { describe, expect, it } from 'vitest';
import { understandInvoice } from '../src/invoice/understand.js';
import { type Cell, page, right } from './support/cell-pages.js';

const inv = (cells: Cell[]) => understandInvoice([page(1, cells)]);

describe('party headings centred over their columns', () => {
  it('read the names set flush left under them ("SPRZEDAWCA" | "NABYWCA")', () => {
    // two columns, 40–300 and 310–560; each heading in the middle of its column, the blocks flush left
    const r = inv([
      [40, 40, 'FAKTURA', 12], [40, 460, 'Nr: 27/03/2025', 12],
      [70, 150, 'SPRZEDAWCA', 8], [70, 415, 'NABYWCA', 8],
      [88, 48, 'Wiktor Zielonka Usługi'], [88, 312, 'Hanna Brzeska'],
      [100, 48, 'ul. Lipowa 7/2'], [100, 312, 'ul. Polna 15'],
      [112, 48, '30-021 Kraków'], [112, 312, '31-101 Kraków'],
      [124, 48, 'NIP 6762471192'],
      [160, 40, 'Data wystawienia:'], [160, 140, '14-03-2025'],
      [176, 40, 'Termin płatności:'], [176, 140, '28-03-2025'],
      [210, 40, 'Lp.'], [210, 70, 'Towar / Usługa'], [210, 300, 'Ilość'], [210, 350, 'Cena netto'], [210, 420, 'VAT'], right(210, 540, 'Wartość netto'),
      [228, 40, '1'], [228, 70, 'Przegląd instalacji'], right(228, 320, '1,00'), right(228, 400, '350,00'), [228, 420, '23%'], right(228, 540, '350,00'),
      [260, 380, 'Razem netto'], right(260, 540, '350,00'),
      [276, 380, 'VAT 23%'], right(276, 540, '80,50'),
      [292, 380, 'Razem brutto'], right(292, 540, '430,50'),
      [330, 300, 'Nr konta'],
      [344, 300, 'Bank Kaszubski S.A.'],
      [358, 300, '12 1020 2892 0000 5102 0071 1337'],
    ]);
    expect(r.seller.name).toBe('Wiktor Zielonka Usługi');
    expect(r.buyer.name).toBe('Hanna Brzeska');
  });
});

describe('a return-address line set without spaces after its commas', () => {
  it('names the seller ("Firma GmbH,Straße 19,86150 Ort"), not the bank in the footer', () => {
    const r = inv([
      // the letterhead's right column prints the address, phones and web site, not the name; the name is only in the
      // return-address line over the window (and the bank's, with its legal form, in the footer)
      [137, 57, 'Nordlicht Netzwerke GmbH,Am Kanal 19,86150 Augsburg', 7.9], [137, 411, 'Am Kanal 19', 9],
      [147, 57, 'Kranich Logistik'], [147, 411, '86150 Augsburg', 9],
      [161, 57, 'Frau Peters'], [161, 411, '0821 - 55012-0', 9],
      [173, 57, 'Lindenweg 3'], [173, 411, '0821 - 55012-99', 9],
      [187, 411, 'www.nordlicht-netz.de', 9],
      [195, 57, '86199 Augsburg'],
      [239, 411, 'Kunden Nr.: 3121', 9],
      [261, 411, 'Datum: 01.03.2024', 9],
      [286, 57, 'Rechnung Nr. 202431207', 12, true],
      [350, 40, 'Pos'], [350, 70, 'Menge'], [350, 130, 'Text'], right(350, 450, 'Einzelpreis'), right(350, 540, 'Gesamtpreis'),
      [368, 40, '1'], [368, 70, '1,00'], [368, 130, 'Server-Miete Standard'], right(368, 450, '49,00 €'), right(368, 540, '49,00 €'),
      [384, 40, '2'], [384, 70, '2,00'], [384, 130, 'Zusatz-IP'], right(384, 450, '2,00 €'), right(384, 540, '4,00 €'),
      [410, 40, 'Gesamt Netto'], right(410, 540, '53,00 €'),
      [426, 40, 'zzgl. 19,00 % USt. auf'], right(426, 450, '53,00 €'), right(426, 540, '10,07 €'),
      [446, 40, 'Gesamtbetrag'], right(446, 540, '63,07 €'),
      [779, 59, 'Bankverbindung:', 7.9], [779, 159, 'Stadtbank Schwaben AG Augsburg', 7.9], [779, 314, 'Geschäftsführer:', 7.9], [779, 414, 'Amtsgericht Augsburg HRB 14321', 7.9],
      [790, 59, 'IBAN:', 7.9], [790, 159, 'DE44 7205 0000 0000 1234 56', 7.9], [790, 414, 'USt-IdNr.: DE123456788', 7.9],
    ]);
    expect(r.seller.name).toBe('Nordlicht Netzwerke GmbH');
    // (and the return-address line is no first line of the recipient's window)
    expect(r.buyer.name).toBe('Kranich Logistik');
  });
});

describe('an invoice number printed in blocks of digits', () => {
  it('is read whole ("512 904 3377" under a telecom bill\'s "Rechnungsnummer")', () => {
    const r = inv([
      [40, 40, 'Wellenfunk Telekommunikation GmbH, 20095 Hamburg', 8], [40, 330, 'Datum'], right(40, 540, '14.04.2026'),
      [54, 330, 'Rechnungsnummer'], right(54, 540, '512 904 3377'),
      [70, 40, 'Jana Brückner'], [84, 330, 'Kundennummer'], right(84, 540, '318 220 4410'),
      [84, 40, 'Ahornweg 12'],
      [98, 40, '22041 Hamburg'],
      [160, 40, 'Übersicht'], right(160, 540, 'Betrag'),
      [176, 40, 'Monatliche Preise'], right(176, 540, '40,00 €'),
      [192, 40, 'Summe netto'], right(192, 540, '40,00 €'),
      [208, 40, '+19 % USt. auf 40,00 €'], right(208, 540, '7,60 €'),
      [228, 40, 'Rechnungsbetrag'], right(228, 540, '47,60 €'),
    ]);
    expect(r.number).toBe('5129043377');
  });
});

describe('a Canadian GST/HST registration', () => {
  const bill = (reg: string): Cell[] => [
    [40, 40, 'Lakeshore Hydro Inc.', 14], [40, 380, 'BILL DATE:'], [40, 460, 'Mar 19, 2026'],
    [56, 40, '200 Harbour Road, Oakville ON L6J 2X1'], [56, 380, 'DUE DATE:'], [56, 460, 'Apr 12, 2026'],
    [86, 40, 'Bill to:'],
    [100, 40, 'Trillium Paper Supply Ltd'],
    [114, 40, '55 Mill Street'],
    [128, 40, 'Guelph ON N1H 3T2'],
    [180, 40, 'Energy Charge'], right(180, 540, '$1,200.00'),
    [196, 40, 'Service Charge'], right(196, 540, '$100.00'),
    [212, 40, 'H.S.T. 13%'], right(212, 540, '$169.00'),
    [232, 40, 'TOTAL AMOUNT DUE'], right(232, 540, '$1,469.00'),
    [780, 40, `Lakeshore Hydro Inc. | GST/HST Reg# ${reg}`, 8],
  ];

  it('is the seller\'s tax id, and its "$" amounts are Canadian dollars', () => {
    // (the number is invented; its ninth digit is its Luhn check digit)
    const r = inv(bill('12345 6782 RT0001'));
    expect(r.seller.vatId).toBe('123456782RT0001');
    expect(r.currency).toBe('CAD');
  });

  it('is none when its check digit fails (the "$" stays the US dollar)', () => {
    const r = inv(bill('12345 6783 RT0001'));
    expect(r.seller.vatId).toBeNull();
    expect(r.currency).toBe('USD');
  });
});

describe('Canadian sales tax written with full stops or spelled out', () => {
  const bill = (label: string): Cell[] => [
    [40, 40, 'Lakeshore Hydro Inc.', 14], [40, 380, 'BILL DATE:'], [40, 460, 'Mar 19, 2026'],
    [56, 40, '200 Harbour Road, Oakville ON L6J 2X1'],
    [86, 40, 'Bill to:'],
    [100, 40, 'Trillium Paper Supply Ltd'],
    [114, 40, '55 Mill Street'],
    [128, 40, 'Guelph ON N1H 3T2'],
    [180, 40, 'Energy Charge'], right(180, 540, '$1,200.00'),
    [196, 40, 'Service Charge'], right(196, 540, '$100.00'),
    [212, 40, label], right(212, 540, '$169.00'),
    [232, 40, 'TOTAL AMOUNT DUE'], right(232, 540, '$1,469.00'),
  ];

  it('is the tax ("H.S.T. (Registration # …)" on a utility bill)', () => {
    const r = inv(bill('H.S.T. (Registration # 12345-6782-RT0001)'));
    expect(r.totals.tax).toBe(169);
    expect(r.totals.net).toBe(1300);
  });

  it('is the tax ("Harmonized Sales Tax")', () => {
    const r = inv(bill('Harmonized Sales Tax'));
    expect(r.totals.tax).toBe(169);
  });
});

describe('a currency code glued to the total', () => {
  it('is read off the figure ("TOTAL QAR3450.00")', () => {
    const r = inv([
      [40, 40, 'Dunecrest Trading'], [40, 400, 'TAX INVOICE', 14],
      [56, 40, '14 Corniche Street, Doha'], [60, 430, 'Invoice# 3107'],
      [100, 40, 'Bill To:'],
      [114, 40, 'Pearl Fitout Co'],
      [128, 40, 'West Bay Tower 2, Doha'], [128, 380, 'Invoice Date :'], [128, 460, 'Sep 23, 2024'],
      [170, 40, '#'], [170, 60, 'Item Description'], right(170, 360, 'Qty'), right(170, 420, 'Rate'), right(170, 540, 'Amount'),
      [190, 40, '1'], [190, 60, 'Shelving units'], right(190, 360, '10'), right(190, 420, '300.00'), right(190, 540, '3000.00'),
      [210, 40, '2'], [210, 60, 'Installation'], right(210, 360, '1'), right(210, 420, '450.00'), right(210, 540, '450.00'),
      [240, 400, 'Sub Total'], right(240, 540, '3450.00'),
      [260, 420, 'TOTAL', 10, true], right(260, 540, 'QAR3450.00'),
    ]);
    expect(r.totals.gross).toBe(3450);
    expect(r.currency).toBe('QAR');
  });
});

describe('a tax column printing the line\'s tax amount with its rate under it', () => {
  it('gives the rate under the amount ("36.00" over "12")', () => {
    const r = inv([
      [40, 40, 'Kestrel Print House'], [40, 430, 'INVOICE', 14],
      [60, 430, 'Invoice# INV-5521'],
      [100, 40, 'Bill To:'],
      [114, 40, 'Marlow Events Ltd'],
      [128, 40, '9 Dock Road, Leeds'], [128, 380, 'Invoice Date :'], [128, 460, 'Aug 07, 2024'],
      [170, 40, '#'], [170, 60, 'Item Description'], right(170, 340, 'Qty'), right(170, 410, 'Rate'), right(170, 470, 'TAX'), right(170, 540, 'Amount'),
      [190, 40, '1'], [190, 60, 'Flyers A5'], right(190, 340, '3'), right(190, 410, '100.00'), right(190, 470, '36.00'), right(190, 540, '300.00'),
      right(203, 470, '12'),
      [226, 40, '2'], [226, 60, 'Banner print'], right(226, 340, '1'), right(226, 410, '200.00'), right(226, 470, '10.00'), right(226, 540, '200.00'),
      right(239, 470, '5'),
      [270, 400, 'Sub Total'], right(270, 540, '500.00'),
      [290, 400, 'TAX'], right(290, 540, '46.00'),
      [310, 400, 'TOTAL', 10, true], right(310, 540, '$546.00'),
    ]);
    expect(r.lineItems.map((l) => l.taxRate)).toEqual([12, 5]);
  });
});

/** an Indian tax invoice laid out as accounting programs print it: tax lines in the item table, the total in lakh
 * grouping, then a breakdown by HSN code whose "Total" row sums the tax components */
const indianInvoice = (total: string): Cell[] => [
  [40, 220, 'Tax Invoice', 12],
  [60, 40, 'KAVERI STEEL TRADERS'], [60, 300, 'Invoice No.'], [60, 420, 'Dated'],
  [72, 40, '4-2-11, Station Road, Nagpur'], [72, 300, 'KS/118'], [72, 420, '14-Aug-25'],
  [100, 40, 'Buyer (Bill to)'],
  [114, 40, 'NARMADA FABRICATORS'],
  [126, 40, 'Plot 7, MIDC Area, Nagpur - 440016'],
  [160, 40, 'Sl'], [160, 90, 'Description of Goods'], [160, 300, 'Quantity'], [160, 380, 'Rate'], right(160, 540, 'Amount'),
  [180, 40, '1'], [180, 90, 'MS PLATE 10MM'], [180, 300, '1,200 KGS'], right(180, 420, '95.00'), right(180, 540, '1,14,000.00'),
  [210, 200, 'CGST'], [210, 400, '9 %'], right(210, 540, '10,260.00'),
  [222, 200, 'SGST'], [222, 400, '9 %'], right(222, 540, '10,260.00'),
  [260, 200, 'Total'], [260, 300, '1,200 KGS'], right(260, 540, total),
  [290, 40, 'HSN/SAC'], [290, 200, 'Taxable Value'], [290, 300, 'CGST Amount'], [290, 390, 'SGST Amount'], right(290, 540, 'Total Tax Amount'),
  [304, 40, '72085110'], right(304, 270, '1,14,000.00'), right(304, 360, '10,260.00'), right(304, 450, '10,260.00'), right(304, 540, '20,520.00'),
  [316, 150, 'Total'], right(316, 270, '1,14,000.00'), right(316, 360, '10,260.00'), right(316, 450, '10,260.00'), right(316, 540, '20,520.00'),
];

describe('figures in Indian digit grouping', () => {
  it('are read ("₹ 1,34,520.00": lakh and crore groups of two digits)', () => {
    const r = inv(indianInvoice('₹ 1,34,520.00'));
    expect(r.totals.gross).toBe(134520);
    expect(r.lineItems.map((l) => l.amount)).toEqual([114000]);
  });
});

describe('an Indian invoice\'s net printed nowhere, its tax in components and a rounding before the total', () => {
  it('reads the items\' net, the summed components and the total they round to', () => {
    const r = inv([
      [40, 220, 'Tax Invoice', 12],
      [60, 40, 'KAVERI STEEL TRADERS'], [60, 300, 'Invoice No.'], [60, 420, 'Dated'],
      [72, 40, '4-2-11, Station Road, Nagpur'], [72, 300, 'KS/119'], [72, 420, '15-Aug-25'],
      [100, 40, 'Buyer (Bill to)'],
      [114, 40, 'NARMADA FABRICATORS'],
      [126, 40, 'Plot 7, MIDC Area, Nagpur - 440016'],
      [160, 40, 'Sl'], [160, 90, 'Description of Goods'], [160, 300, 'Quantity'], [160, 380, 'Rate'], right(160, 540, 'Amount'),
      [180, 40, '1'], [180, 90, 'MS PLATE 10MM'], [180, 300, '1 NOS'], right(180, 440, '1,14,000.50'), right(180, 540, '1,14,000.50'),
      [210, 200, 'CGST'], [210, 400, '9 %'], right(210, 540, '10,260.05'),
      [222, 200, 'SGST'], [222, 400, '9 %'], right(222, 540, '10,260.05'),
      [234, 200, 'ROUND OFF'], right(234, 540, '0.40'),
      [260, 200, 'Total'], [260, 300, '1 NOS'], right(260, 540, '₹ 1,34,521.00'),
      // (the breakdown's heads wrapped over two lines: "Taxable" over "Value", "CGST" over "Rate | Amount")
      [290, 40, 'HSN/SAC'], [290, 230, 'Taxable'], [290, 330, 'CGST'], [290, 420, 'SGST'], right(290, 540, 'Total'),
      [300, 236, 'Value'], [300, 290, 'Rate'], [300, 330, 'Amount'], [300, 380, 'Rate'], [300, 420, 'Amount'], right(300, 540, 'Tax Amount'),
      [312, 40, '72085110'], right(312, 270, '1,14,000.50'), [312, 290, '9%'], right(312, 370, '10,260.05'), [312, 380, '9%'], right(312, 460, '10,260.05'), right(312, 540, '20,520.10'),
      [324, 150, 'Total 1,14,000.50'], right(324, 370, '10,260.05'), right(324, 460, '10,260.05'), right(324, 540, '20,520.10'),
    ]);
    expect(r.totals.net).toBe(114000.5);
    expect(r.totals.tax).toBe(20520.1);
    expect(r.totals.gross).toBe(134521);
  });
});

describe('a courier\'s invoice: the addressee under the title, a Canadian postcode opening its town line', () => {
  it('reads the addressee as the buyer, not the title over it nor the seller', () => {
    const r = inv([
      [28, 29, 'Swiftline Couriers', 10, true],
      [40, 29, 'EXPORT INVOICE', 13, true],
      [78, 29, 'LAKEVIEW ROBOTICS INC'], [78, 369, 'Invoice Number:'], [78, 510, 'SWL00481516'],
      [89, 29, 'ACCOUNTS PAYABLE'], [89, 369, 'Account Number:'], [89, 540, '550123'],
      [101, 29, '40 KING ST W'], [101, 369, 'Invoice Date:'], [101, 540, '05/31/2025'],
      [112, 29, 'SUITE 1200'],
      [123, 29, 'M5H 3Y2 TORONTO'],
      [132, 29, 'CANADA'],
      [226, 20, 'Service', 8, true], right(226, 590, 'Total'),
      [258, 20, 'PRIORITY PARCEL', 8], right(258, 590, '1,240.00'),
      [270, 20, 'ECONOMY FREIGHT', 8], right(270, 590, '310.00'),
      [300, 20, 'Total', 8], right(300, 590, '1,550.00'),
      [600, 400, 'Amount Due (CAD)'], right(600, 590, '1,550.00'),
      [640, 90, 'Swiftline Couriers (Canada), Ltd. 7 Quarry Lane Hamilton, Ontario L8N 0A2 GST Reg# 123456782RT0001', 8],
    ]);
    expect(r.buyer.name).toBe('LAKEVIEW ROBOTICS INC');
    expect(r.seller.name).not.toBe('LAKEVIEW ROBOTICS INC');
  });
});

describe('a utility bill\'s "SERVICE FOR:"', () => {
  it('heads the buyer\'s name', () => {
    const r = inv([
      [30, 40, 'Your Electricity Bill', 14],
      [60, 40, '+ Distribution Charges'], [60, 420, 'SERVICE FOR:'],
      [76, 40, 'Energy Charge'], right(76, 330, '$1,200.00'), [76, 420, 'Harbourside Bakery Inc'],
      [92, 40, 'Service Charge'], right(92, 330, '$100.00'), [92, 420, 'SERVICE ADDRESS:'],
      [108, 40, 'H.S.T. 13%'], right(108, 330, '$169.00'), [108, 420, '12 Wharf Street, Kingston'],
      [124, 40, 'CURRENT CHARGES'], right(124, 330, '$1,469.00'), [124, 420, 'BILL DATE:'], [124, 500, 'Mar 19, 2026'],
      // (the payment slip at the foot repeats the name and postal address)
      [700, 40, 'Harbourside Bakery Inc'],
      [712, 40, '12 Wharf Street'],
      [724, 40, 'KINGSTON ON K7L 1A1'],
    ]);
    expect(r.buyer.name).toBe('Harbourside Bakery Inc');
  });
});

describe('a subtotal row under an amount and a tax column, with a second block of revenue after the totals', () => {
  it('reads the net from the amount column, not the tax column\'s total beside it', () => {
    // a marketplace's commission invoice: the costs with their VAT, then the seller's revenue netted against them
    const r = inv([
      [40, 40, 'Kanaalweg 12'], [40, 380, 'Factuurdatum:'], [40, 470, '01 maart 2024'],
      [52, 40, '3511 AB Utrecht'], [52, 380, 'Factuurnummer:'], [52, 470, '5520193344'],
      [90, 40, 'Webwinkel Tulp'], [64, 380, 'Vervaldatum:'], [64, 470, '31 maart 2024'],
      [102, 40, 'Marktstraat 4'],
      [114, 40, '2801 AB GOUDA'],
      [160, 40, 'Factuur', 14],
      [200, 50, 'Kostenpost'], right(200, 420, 'Bedrag'), right(200, 470, 'Btw %'), right(200, 540, 'Btw'),
      [220, 50, 'Provisie'], right(220, 420, '€1.200,00'), right(220, 470, '21%'), right(220, 540, '€252,00'),
      [234, 50, 'Opslag'], right(234, 420, '€300,00'), right(234, 470, '21%'), right(234, 540, '€63,00'),
      [270, 50, 'Subtotaal kosten (excl. btw)'], right(270, 420, '€1.500,00'), right(270, 540, '€315,00'),
      [284, 50, 'Btw'], right(284, 420, '€315,00'),
      [298, 50, 'Totaal kosten (incl. btw)'], right(298, 420, '€1.815,00'),
      [340, 50, 'Uw omzet', 12],
      [370, 50, 'Omzet uit verkopen via het platform'], right(370, 420, '€-5.000,00'),
      [400, 50, 'Totaal omzet'], right(400, 420, '€-5.000,00'),
      [440, 50, 'Saldo uit te betalen'], right(440, 420, '€3.185,00'),
      [760, 40, 'Marktplaats Oranje B.V. KvK Utrecht: 12345678 Btw-nr: NL123456782B01', 8],
    ]);
    expect(r.totals.net).toBe(1500);
    expect(r.totals.tax).toBe(315);
    expect(r.totals.gross).toBe(1815);
  });
});

describe('a forwarder\'s invoice with a customs declaration bundled after it', () => {
  it('takes its number and dates from page 1, not the declared supplier invoice\'s on page 2', () => {
    const r = understandInvoice([
      page(1, [
        [40, 330, 'INVOICE', 12],
        [60, 330, 'N°'], [60, 430, ':'], [60, 440, 'K250019944'],
        [72, 330, 'Date'], [72, 430, ':'], [72, 440, '16-Jun-25'],
        [84, 330, 'Due Date'], [84, 430, ':'], [84, 440, '16-Jul-25'],
        [96, 40, 'NORTHGATE SIGNALS LTD.'],
        [108, 40, '8 FOUNDRY ROAD'],
        [120, 40, 'OTTAWA ON K1A 0B1'],
        [160, 330, 'PORTAGE FREIGHT SERVICES INC.'],
        [172, 330, '12 RUNWAY DRIVE'],
        [184, 330, 'HAMILTON ON L8N 0A2'],
        [230, 40, 'DESCRIPTION'], [230, 330, 'CUR'], right(230, 540, 'CHARGES IN CAD'),
        [246, 40, 'BROKERAGE FEE'], [246, 330, 'CAD'], right(246, 540, '60.00'),
        [280, 300, 'TOTAL BEFORE TAX'], right(280, 540, '60.00'),
        [292, 300, 'TOTAL TAX'], right(292, 540, '7.80'),
        [304, 300, 'TOTAL AFTER TAX'], right(304, 540, '67.80'),
      ]),
      page(2, [
        [40, 200, 'Customs Declaration', 12],
        [80, 40, 'Vendor'], [80, 420, 'Invoice No.'],
        [92, 40, 'LOTUS COMPONENTS PVT LTD, PUNE'], [92, 420, '20250530'],
        [120, 40, 'Shipment Date'], [120, 200, 'Release Date'],
        [132, 40, '2025/05/30'], [132, 200, '2025/06/02'],
      ]),
    ]);
    expect(r.number).toBe('K250019944');
    expect(r.issueDate).toBe('2025-06-16');
    expect(r.dueDate).toBe('2025-07-16');
  });
});

describe('an item table whose description head is a word the lexicon does not know', () => {
  const costs = (): Cell[] => [
    [40, 40, 'Kanaalweg 12'], [40, 380, 'Factuurdatum:'], [40, 470, '01 april 2024'],
    [52, 40, '3511 AB Utrecht'], [52, 380, 'Factuurnummer:'], [52, 470, '5520194410'],
    [90, 40, 'Webwinkel Tulp'],
    [102, 40, 'Marktstraat 4'],
    [114, 40, '2801 AB GOUDA'],
    [160, 40, 'Factuur', 14],
    [200, 50, 'Kostenpost'], right(200, 420, 'Bedrag'), right(200, 470, 'Btw %'), right(200, 540, 'Btw'),
    [220, 50, 'Provisie'], right(220, 420, '€900,00'), right(220, 470, '21%'), right(220, 540, '€189,00'),
    [234, 50, 'Correctie provisie'], right(234, 420, '€-100,00'), right(234, 470, '21%'), right(234, 540, '€-21,00'),
    [248, 50, 'Opslag'], right(248, 420, '€200,00'), right(248, 470, '21%'), right(248, 540, '€42,00'),
    [270, 50, 'Subtotaal kosten (excl. btw)'], right(270, 420, '€1.000,00'), right(270, 540, '€210,00'),
    [284, 50, 'Btw'], right(284, 420, '€210,00'),
    [298, 50, 'Totaal kosten (incl. btw)'], right(298, 420, '€1.210,00'),
  ];

  it('reads the rows over amount, rate and tax columns, the text under the unknown head as their descriptions', () => {
    const r = inv(costs());
    expect(r.lineItems.map((l) => [l.description, l.amount, l.taxRate])).toEqual([
      ['Provisie', 900, 21],
      ['Correctie provisie', -100, 21],
      ['Opslag', 200, 21],
    ]);
  });

  it('ends at the subtotal with the tax line under it (no item "Btw"), the subtotal being the net', () => {
    const r = inv(costs());
    expect(r.lineItems.map((l) => l.description)).not.toContain('Btw');
    expect(r.totals.net).toBe(1000);
    expect(r.totals.tax).toBe(210);
  });
});

describe('"GSTIN/UIN:" (an Indian accounting program\'s label for the GST number)', () => {
  it('labels the seller\'s and the buyer\'s GSTIN', () => {
    const r = inv([
      [18, 262, 'Tax Invoice', 12],
      [32, 39, 'KAVERI STEEL TRADERS'], [32, 301, 'Invoice No.'], [32, 372, 'Dated'],
      [46, 39, '4-2-11, Station Road, Nagpur'], [46, 301, 'KS/120'], [46, 372, '16-Aug-25'],
      [57, 39, 'Maharashtra, 440001'],
      [69, 39, 'GSTIN/UIN: 27AAPFK1234L1Z2'],
      [92, 39, 'Buyer (Bill to)'],
      [105, 39, 'NARMADA FABRICATORS'],
      [117, 39, 'Plot 7, MIDC Area, Nagpur - 440016'],
      [139, 39, 'GSTIN/UIN'], [139, 125, ': 27AABCN5678M1ZT'],
      [180, 39, 'Sl'], [180, 90, 'Description of Goods'], [180, 300, 'Quantity'], [180, 380, 'Rate'], right(180, 540, 'Amount'),
      [200, 39, '1'], [200, 90, 'MS PLATE 10MM'], [200, 300, '10 NOS'], right(200, 420, '1,000.00'), right(200, 540, '10,000.00'),
      [230, 200, 'CGST'], [230, 400, '9 %'], right(230, 540, '900.00'),
      [242, 200, 'SGST'], [242, 400, '9 %'], right(242, 540, '900.00'),
      [270, 200, 'Total'], right(270, 540, '₹ 11,800.00'),
    ]);
    expect(r.seller.vatId).toBe('27AAPFK1234L1Z2');
    expect(r.buyer.vatId).toBe('27AABCN5678M1ZT');
    // (and the name over its address and GSTIN at the top left is the seller's letterhead)
    expect(r.seller.name).toBe('KAVERI STEEL TRADERS');
  });
});
