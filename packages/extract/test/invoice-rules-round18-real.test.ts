/**
 * Rules of the eighteenth round (#11, real invoices from accounting programs not met before), each on an invented page
 * (test/support/cell-pages.ts) and each failing without its step. Every name, number and address is invented.
 */
import { describe, expect, it } from 'vitest';
import { understandInvoice } from '../src/invoice/understand.js';
import { type Cell, page, right } from './support/cell-pages.js';

const inv = (cells: Cell[]) => understandInvoice([page(1, cells)]);

describe('a bold label closed by a currency sign beside the amount to pay', () => {
  it('is no seller name ("Remit $" set bold under the totals)', () => {
    // the letterhead set plain, with no VAT id under it: the bold label at the foot was the only text standing out
    const r = inv([
      [40, 40, 'Harrow Lane Joinery'],
      [54, 40, '12 Mill Road, Bristol BS1 4QT'],
      [96, 330, 'Invoice 2024-118'],
      [140, 40, 'Bill to:'],
      [154, 40, 'Copperfield Cafe Ltd'],
      [168, 40, '8 Quay Street, Bristol BS1 2AB'],
      [240, 40, 'Description'], right(240, 540, 'Amount'),
      [260, 40, 'Oak shelving, fitted'], right(260, 540, '640.00'),
      [276, 40, 'Counter repair'], right(276, 540, '180.00'),
      [310, 380, 'Subtotal'], right(310, 540, '820.00'),
      [326, 380, 'VAT 20%'], right(326, 540, '164.00'),
      [342, 380, 'Remit $', 10, true], right(342, 540, '984.00'),
    ]);
    expect(r.seller.name).not.toBe('Remit $');
    expect(r.lineItems.map((it) => it.amount)).toEqual([640, 180]);
  });

  it('is no seller name in Italian either ("Pagare €")', () => {
    const r = inv([
      [40, 40, 'Officina Grandi'],
      [54, 40, 'Via dei Tigli 14, 75100 Matera'],
      [96, 330, 'Fattura n° 41 del 12/05/2024'],
      [140, 330, 'Spett.le:'],
      [154, 330, 'Cartiera Lucana srl'],
      [168, 330, 'Via Appia 3, 75015 Pisticci (MT)'],
      [240, 40, 'Voce'], right(240, 540, 'Importo €'),
      [260, 40, 'Assistenza sistemistica marzo'], right(260, 540, '220,00'),
      [276, 40, 'Rinnovo dominio e posta'], right(276, 540, '90,00'),
      [310, 380, 'Imponibile'], right(310, 540, '310,00'),
      [342, 380, 'Pagare €', 10, true], right(342, 540, '310,00'),
    ]);
    expect(r.seller.name).not.toBe('Pagare €');
  });
});

describe('a letterhead set flush right over its VAT id', () => {
  it('names the seller: its lines end, not start, at one edge', () => {
    // a one-person business's spreadsheet invoice: name, address and VAT id right-aligned at the top right, the buyer
    // under "Spett.le:" at the left; the name, in body type and without a legal form, stood out by nothing else
    const r = inv([
      right(40, 540, 'Studio Lanterna di Marta Fenici'),
      right(54, 540, 'Via dei Tigli 14 75100 Matera'),
      right(68, 540, 'C.F: FNCMRT80A41F052X'),
      right(82, 540, 'P.IVA: 01987650772'),
      right(110, 540, 'Fattura n° 41 del 12/05/2024'),
      [140, 40, 'Spett.le:'],
      [154, 40, 'Cartiera Lucana srl'],
      [168, 40, 'Via Appia 3'],
      [182, 40, '75015 Pisticci (MT)'],
      [196, 40, 'Partita Iva: 01445560771'],
      [240, 40, 'Voce'], [240, 420, 'IVA'], right(240, 540, 'Importo €'),
      [260, 40, 'Assistenza sistemistica marzo'], [260, 420, 'ES'], right(260, 540, '220,00'),
      [276, 40, 'Rinnovo dominio e posta'], [276, 420, 'ES'], right(276, 540, '90,00'),
      [310, 380, 'Imponibile'], right(310, 540, '310,00'),
      [326, 380, 'Totale'], right(326, 540, '310,00'),
    ]);
    expect(r.seller.name).toBe('Studio Lanterna di Marta Fenici');
    expect(r.buyer.name).toBe('Cartiera Lucana srl');
  });
});

/** a Swiss invoice with its QR-bill receipt at the foot: the letterhead at the top right, the recipient at the left */
const swissPage = (company: string, dueLabel: string, reference: string): Cell[] => [
  [40, 40, 'Madame'],
  [54, 40, 'Léa Morand'],
  [68, 40, 'Chemin des Vignes 4'],
  [82, 40, '1260 Nyon'],
  [40, 380, company],
  [54, 380, 'Rue du Lac 12'],
  [68, 380, '1003 Lausanne'],
  [120, 40, 'Facture RE-00418', 12, true],
  [150, 40, 'Date:'], [150, 160, '14.05.2025'], [150, 300, `${dueLabel}:`], [150, 420, '13.06.2025'],
  [164, 40, 'Nº de client:'], [164, 160, '000731'], [164, 300, 'Nº de TVA:'], [164, 420, 'CHE-114.927.385 TVA'],
  [200, 40, 'Position'], [200, 100, 'Description'], right(200, 400, 'Quantité'), right(200, 470, 'Prix unitaire'), right(200, 550, 'Prix total CHF'),
  [220, 40, '1'], [220, 100, 'Révision des comptes annuels'], right(220, 400, '1.00'), right(220, 470, '1\'200.00'), right(220, 550, '1\'200.00'),
  [236, 40, '2'], [236, 100, 'Déclaration fiscale'], right(236, 400, '2.00'), right(236, 470, '150.00'), right(236, 550, '300.00'),
  [260, 100, 'Total'], right(260, 550, '1\'500.00'),
  [276, 100, 'TVA 8.1%'], right(276, 550, '121.50'),
  [292, 100, 'Montant de la facture (TVA comprise)'], right(292, 550, '1\'621.50'),
  [600, 40, 'Récépissé', 11, true], [600, 200, 'Section paiement', 11, true],
  [620, 40, 'Compte / Payable à'], [620, 330, 'Compte / Payable à'],
  [634, 40, 'CH44 3199 9123 0008 8901 2'], [634, 330, 'CH44 3199 9123 0008 8901 2'],
  [660, 40, 'Référence'], [660, 330, 'Référence'],
  [674, 40, reference], [674, 330, reference],
  [700, 40, 'Monnaie'], [700, 100, 'Montant'],
  [714, 40, 'CHF'], [714, 100, '1 621.50'],
];

describe('a Swiss invoice with a QR-bill receipt', () => {
  it('takes a structured creditor reference (RF, check digits proven) for no invoice number', () => {
    const r = inv(swissPage('Fiduciaire Alpes Sàrl', 'Payable jusqu\'au', 'RF18 5390 0754 7034'));
    expect(r.number).toBe('RE-00418');
  });

  it('reads "Payable jusqu\'au" as the due date', () => {
    const r = inv(swissPage('Fiduciaire Alpes Sàrl', 'Payable jusqu\'au', 'RF18 5390 0754 7034'));
    expect(r.dueDate).toBe('2025-06-13');
  });

  it('knows "Sàrl" as a legal form: the letterhead in body type names the seller', () => {
    const r = inv(swissPage('Fiduciaire Alpes Sàrl', 'Payable jusqu\'au', 'RF18 5390 0754 7034'));
    expect(r.seller.name).toBe('Fiduciaire Alpes Sàrl');
  });

  it('knows the Italian-Swiss "Sagl" as a legal form as well', () => {
    const r = inv(swissPage('Tipografia Brenno Sagl', 'Payable jusqu\'au', 'RF18 5390 0754 7034'));
    expect(r.seller.name).toBe('Tipografia Brenno Sagl');
  });
});

describe('a small word in lower case before a figure', () => {
  it('is no lettered invoice number ("… forfaitaire" over "de 40 euros" in the legal notice)', () => {
    // the notice's sentence names the invoice ("la présente facture") and its next line opens "de 40 euros"; the number
    // itself stands under the title as "N° 2024118052"
    const r = inv([
      [40, 40, 'Atelier Brume SA', 12, true],
      [54, 40, '12 rue des Tanneurs'],
      [68, 40, '69002 Lyon'],
      right(40, 550, 'FACTURE', 14),
      right(58, 550, 'N° 2024118052'),
      right(72, 550, 'Date : 04/06/2024'),
      [120, 330, 'Boulangerie Vautrin'],
      [134, 330, '8 place du Marché'],
      [148, 330, '21000 Dijon'],
      [200, 40, 'Description'], right(200, 400, 'Quantité'), right(200, 470, 'Prix unitaire'), right(200, 550, 'Total'),
      [220, 40, 'Maintenance du four'], right(220, 400, '1'), right(220, 470, '€ 480,00'), right(220, 550, '€ 480,00'),
      [236, 40, 'Pièces détachées'], right(236, 400, '2'), right(236, 470, '€ 60,00'), right(236, 550, '€ 120,00'),
      [270, 380, 'Total HT'], right(270, 550, '€ 600,00'),
      [286, 380, 'TVA 20%'], right(286, 550, '€ 120,00'),
      [302, 380, 'Total TTC'], right(302, 550, '€ 720,00'),
      [720, 40, 'Le retard ou défaut de paiement de la présente facture entraîne, outre l\'indemnité légale forfaitaire', 7],
      [729, 40, 'de 40 euros pour frais de recouvrement, la facturation d\'intérêts de retard.', 7],
    ]);
    expect(r.number).toBe('2024118052');
  });
});

describe('German wordings of accounting programs', () => {
  it('reads a final invoice after a down payment: the remaining "Restforderung" is due', () => {
    const r = inv([
      [40, 40, 'Möbelwerk Tannhof GmbH', 12, true],
      [54, 40, 'Sägeweg 3, 8510 Stainz'],
      [100, 330, 'Rechnungs-Nr.'], [100, 450, 'RE-3307'],
      [114, 330, 'Rechnungsdatum'], [114, 450, '18.03.2025'],
      [100, 40, 'Bauhof Lerch Ges.m.b.H.'],
      [114, 40, 'Ringstraße 9'],
      [128, 40, '8561 Söding'],
      [180, 40, 'Pos.'], [180, 80, 'Beschreibung'], right(180, 380, 'Menge'), right(180, 460, 'Einzelpreis'), right(180, 550, 'Gesamtpreis'),
      [200, 40, '1.'], [200, 80, 'Schreibtisch Eiche'], right(200, 380, '2,00 Stk'), right(200, 460, '800,00 EUR'), right(200, 550, '1.600,00 EUR'),
      [216, 40, '2.'], [216, 80, 'Montage'], right(216, 380, '1,00 Stk'), right(216, 460, '400,00 EUR'), right(216, 550, '400,00 EUR'),
      [240, 80, 'Gesamtbetrag netto'], right(240, 550, '2.000,00 EUR'),
      [256, 80, 'zzgl. Umsatzsteuer 20%'], right(256, 550, '400,00 EUR'),
      [272, 80, 'Gesamtbetrag brutto'], right(272, 550, '2.400,00 EUR'),
      [310, 40, 'Schlussrechnung', 11, true],
      [330, 40, 'Summe geleisteter Zahlungen brutto'], right(330, 550, '1.200,00 EUR'),
      [346, 40, 'Verbleibende Restforderung brutto'], right(346, 550, '1.200,00 EUR'),
    ]);
    expect(r.totals.gross).toBe(2400);
    expect(r.totals.due).toBe(1200);
  });

  it('reads "Gesamtpreis (inkl. MwSt.)" as the gross', () => {
    const r = inv([
      [40, 40, 'Rechnung', 14, true],
      [60, 40, 'Fernhandel Kolibri Ltd.'],
      [74, 40, 'Ust-IdNr.: DE219448713'],
      [100, 40, 'Rechnungsnummer: KB4471902'],
      [114, 40, 'Rechnungsdatum: 12.02.2025'],
      [100, 330, 'Rechnung an'],
      [114, 330, 'Jana Wiesner'],
      [128, 330, 'Lindenweg 7'],
      [142, 330, '45134 Essen'],
      [200, 40, 'Pos.'], [200, 130, 'Beschreibung'], right(200, 400, 'Anzahl'), right(200, 480, 'Preis je Einheit'), right(200, 550, 'Summe'),
      [220, 40, '000010'], [220, 130, 'Tablet 11 Zoll'], right(220, 400, '1'), right(220, 480, '500,00'), right(220, 550, '500,00'),
      [236, 40, '000020'], [236, 130, 'Stifthalter'], right(236, 400, '2'), right(236, 480, '25,00'), right(236, 550, '50,00'),
      [280, 40, 'Die Umsatzsteuer von 19 % ist im Gesamtpreis enthalten.'],
      [340, 300, 'Gesamtpreis (inkl. MwSt.) EUR'], right(340, 550, '654,50'),
    ]);
    expect(r.totals.gross).toBe(654.5);
  });

  it('takes "Rechnung an" for the buyer\'s heading', () => {
    // the keys of the invoice down the left, the addressee block beside them at the right opening on the line of the
    // invoice number with "Rechnung an", the shipping block under it opening with "Versand an" and a customer number
    const r = inv([
      [40, 40, 'Rechnung', 14, true],
      [60, 40, 'Fernhandel Kolibri Ltd.'],
      [74, 40, 'Hafenkai 4, Cork'],
      [88, 40, 'Ust-IdNr.: DE219448713'],
      [120, 40, 'Rechnungsnummer: KB4471902'], [120, 330, 'Rechnung an'],
      [134, 40, 'Bestellnummer: AX2204411'], [134, 330, 'Jana Wiesner'],
      [148, 40, 'Rechnungsdatum: 12.02.2025'], [148, 330, 'Lindenweg 7'],
      [162, 40, 'Fälligkeitsdatum: 12.02.2025'], [162, 330, '45134 ESSEN'],
      [176, 40, 'Kundennummer: 77120'], [176, 330, 'GERMANY'],
      [190, 330, 'Versand an 77120'],
      [204, 40, 'Zahlungsbedingungen: Kreditkarte'], [204, 330, 'Jonas Wiesner'],
      [218, 40, 'Bestelldatum: 09.02.2025'], [218, 330, 'Hafenstraße 2'],
      [232, 330, '46147 OBERHAUSEN'],
      [280, 40, 'Produktbeschreibung'], right(280, 400, 'Anzahl'), right(280, 480, 'Preis'), right(280, 550, 'Summe'),
      [300, 40, 'Tablet 11 Zoll'], right(300, 400, '1'), right(300, 480, '500,00'), right(300, 550, '500,00'),
      [316, 40, 'Stifthalter'], right(316, 400, '2'), right(316, 480, '25,00'), right(316, 550, '50,00'),
      [350, 330, 'Gesamtbetrag'], right(350, 550, '654,50'),
    ]);
    expect(r.buyer.name).toBe('Jana Wiesner');
  });
});

describe('a hosting provider\'s invoice: the sender\'s block at the top left, the customer at the right', () => {
  // the sender's address line prints its country's letters before the postcode, set apart by dashes; its ids and the
  // support site follow the address; the customer's block stands at the right under the invoice's keys
  const hosting: Cell[] = [
    right(40, 550, 'Rechnung 7719402', 12),
    [56, 40, 'Alpnet Hosting SA'], [56, 330, 'Fällig am'], [56, 450, '30.09.25'],
    [70, 40, 'Rue des Vergers, 14'], [70, 330, 'Datum'], [70, 450, '31.08.25'],
    [84, 40, 'CH - 1950 Sion - Suisse'], [84, 330, 'Kundenkonto'], [84, 450, '2240931'],
    [112, 40, 'Mehrwertsteuernummer: EU372118904'],
    [126, 40, 'Firmennummer: CH - 660 - 0412293 - 7'],
    [140, 40, 'https://hilfe.alpnet.example'],
    [168, 330, 'Greta Lindqvist'],
    [182, 330, 'Kastanienallee 41'],
    [196, 330, '10435 Berlin'],
    [210, 330, 'GERMANY'],
    [260, 40, 'Bezeichnung'], right(260, 470, 'Nettobetrag'), right(260, 550, 'Betrag inkl. MwSt'),
    [280, 40, 'Webhosting : Paket Basis'], right(280, 470, '60,00'), right(280, 550, '71,40'),
    [296, 40, 'Domain : lindqvist.example'], right(296, 470, '12,00'), right(296, 550, '14,28'),
    [330, 380, 'Nettobetrag EUR'], right(330, 550, '72,00'),
    [346, 380, 'MwSt. 19.0%'], right(346, 550, '13,68'),
    [362, 380, 'Bruttobetrag EUR'], right(362, 550, '85,68'),
  ];

  it('takes the block whose ids are followed by a web address for the sender\'s, not the customer\'s', () => {
    expect(inv(hosting).buyer.name).toBe('Greta Lindqvist');
  });

  it('reads no name from the country\'s letters before a postcode ("CH - 1950 Sion")', () => {
    expect(inv(hosting).seller.name).toBe('Alpnet Hosting SA');
  });
});

describe('a word after the quantity that is no unit of the document\'s language', () => {
  it('opens the description ("1  Une révision"), not the unit', () => {
    // the description heading centred far right of where the descriptions start: their first words stand under the
    // quantity heading's reach
    const r = inv([
      [40, 40, 'Atelier Corbin SARL', 12, true],
      [54, 40, '4 quai des Chartrons, 33000 Bordeaux'],
      [40, 380, 'FACTURE', 14],
      [120, 380, 'Facture n°'], [120, 480, '58'],
      [134, 380, 'Date'], [134, 480, '03/04/2024'],
      [120, 40, 'Cabinet Ormeau'],
      [134, 40, '9 cours Victor Hugo'],
      [148, 40, '33000 Bordeaux'],
      [200, 55, 'QTÉ'], [200, 177, 'DÉSIGNATION'], [200, 344, 'PRIX UNIT. HT'], [200, 453, 'MONTANT HT'],
      [226, 62, '1'], [226, 96, 'Développement du site vitrine.'], right(226, 414, '640,00'), right(226, 543, '640,00'),
      [252, 62, '1'], [252, 96, 'Une révision des textes.'], right(252, 414, '180,00'), right(252, 543, '180,00'),
      [278, 62, '1'], [278, 96, 'Une reliure en cuir'], right(278, 414, '25,00'), right(278, 543, '25,00'),
      [310, 380, 'Total HT'], right(310, 543, '845,00'),
      [326, 380, 'TVA 20.0%'], right(326, 543, '169,00'),
      [342, 380, 'TOTAL'], right(342, 543, '1 014,00 €'),
    ]);
    expect(r.lineItems.map((it) => [it.description, it.unit])).toEqual([
      ['Développement du site vitrine.', null],
      ['Une révision des textes.', null],
      ['Une reliure en cuir', null],
    ]);
  });
});

describe('a number of zeros', () => {
  it('numbers no document ("NÚMERO DE ABONO: 0" under the complement\'s title naming the invoice)', () => {
    const r = inv([
      right(40, 550, 'DOCUMENTO TRIBUTARIO ELECTRÓNICO'),
      [54, 150, 'Ferretería Quetzal'], right(54, 550, 'FACTURA CAMBIARIA ELECTRÓNICA'),
      right(68, 550, 'Serie: 7F2C01AA'),
      [82, 150, 'Ferretería Quetzal, Sociedad Anónima'], right(82, 550, 'No.: 3318840271'),
      [96, 150, 'Ciudad de Guatemala'], right(96, 550, 'Fecha: 14/03/2024'),
      [140, 40, 'Nombre:'], [140, 110, 'MARTA ELENA SOLÍS'],
      [154, 40, 'Dirección:'], [154, 110, 'CIUDAD DE GUATEMALA'],
      [190, 40, 'CANT.'], [190, 90, 'UNIDAD'], [190, 200, 'DESCRIPCIÓN'], right(190, 480, 'P. UNIT.'), right(190, 550, 'TOTAL'),
      [210, 40, '2'], [210, 90, 'Unidad'], [210, 200, 'Taladro percutor 600W'], right(210, 480, 'Q 450.00'), right(210, 550, 'Q 900.00'),
      [226, 40, '1'], [226, 90, 'Unidad'], [226, 200, 'Juego de brocas'], right(226, 480, 'Q 120.00'), right(226, 550, 'Q 120.00'),
      [260, 420, 'TOTAL'], right(260, 550, 'Q 1,020.00'),
      [700, 40, 'COMPLEMENTO FACTURA CAMBIARIA'], [700, 300, 'CERTIFICADOR: FIRMAS DIGITALES, S.A.'],
      [714, 40, 'NÚMERO DE ABONO:'], [714, 160, '0'], [714, 300, 'NIT: 55210098'],
      [728, 40, 'MONTO DE ABONO:'], [728, 160, '0.00'],
      [742, 40, 'FECHA DE VENCIMIENTO: 2024-04-13'],
    ]);
    expect(r.number).toBe('3318840271');
  });
});

describe('a Dominican fiscal invoice', () => {
  // the fiscal receipt number (NCF) is the invoice's number; the date its sequence expires is no due date
  const dominican: Cell[] = [
    right(40, 550, 'FACTURA DE CRÉDITO FISCAL', 12),
    right(56, 550, 'NCF: B0100000877'),
    right(70, 550, 'Vencimiento NCF: 31/12/2025'),
    [90, 40, 'Ferretería Cibao SRL', 12, true],
    [104, 40, 'RNC: 131208856'],
    [118, 40, 'Av. Duarte 41, Santiago, República Dominicana'],
    [150, 40, 'CLIENTE'], [150, 330, 'DETALLES'],
    [164, 40, 'Razón Social: Constructora Yaque SRL'], [164, 330, 'Condición:'], [164, 430, 'Crédito'],
    [178, 40, 'RNC/Cédula: 130455128'], [178, 330, 'Fecha:'], [178, 430, '02/06/2025'],
    [192, 330, 'Vence:'], [192, 430, '02/07/2025'],
    [230, 40, '#'], [230, 70, 'DESCRIPCIÓN'], right(230, 400, 'CANT'), right(230, 480, 'PRECIO'), right(230, 550, 'TOTAL'),
    [250, 40, '1'], [250, 70, 'Cemento gris 42.5 kg'], right(250, 400, '40'), right(250, 480, '520.00'), right(250, 550, '20,800.00'),
    [266, 40, '2'], [266, 70, 'Varilla 3/8'], right(266, 400, '100'), right(266, 480, '210.00'), right(266, 550, '21,000.00'),
    [300, 330, 'Subtotal:'], right(300, 550, '$41,800.00'),
    [316, 330, 'ITBIS (18%):'], right(316, 550, '$7,524.00'),
    [332, 330, 'TOTAL A PAGAR:'], right(332, 550, '$49,324.00'),
  ];

  it('takes the NCF for the number', () => {
    expect(inv(dominican).number).toBe('B0100000877');
  });

  it('takes "Vence:" for the due date, not the expiry of the NCF sequence', () => {
    expect(inv(dominican).dueDate).toBe('2025-07-02');
  });
});

describe('a row whose text opens with a colon', () => {
  it('is the value of the key above it, no item ("Preis zzgl. Steuern" over ": 12,00")', () => {
    // a hosting provider's lines: the list price before its discount noted in the middle of the row's block
    const row = (y: number, d: string, d2: string, net: string, gross: string, note?: [string, string]): Cell[] => [
      [y, 32, d], [y, 248, 'vom 31.08.25'], right(y, 401, net), [y, 455, '19.0%'], right(y, 559, gross),
      [y + 10, 32, d2], [y + 10, 248, 'bis zum 30.08.26'],
      ...(note ? ([[y + 11, 331, 'Preis zzgl. Steuern', 7], [y + 21, 331, `: ${note[0]}`, 7], [y + 31, 331, `Rabatt : ${note[1]}`, 7]] as Cell[]) : []),
    ];
    const r = inv([
      [40, 32, 'Alpnet Hosting SA', 12, true],
      right(40, 559, 'Rechnung 7719402', 12),
      [56, 360, 'Datum'], [56, 455, '31.08.25'],
      [120, 360, 'Greta Lindqvist'],
      [134, 360, 'Kastanienallee 41'],
      [148, 360, '10435 Berlin'],
      [268, 32, 'Bezeichnung'], [268, 248, 'Zeitraum'], right(268, 397, 'Nettobetrag'), [268, 455, 'MwSt.'], right(268, 559, 'Betrag inkl. MwSt'),
      ...row(286, 'Webhosting : Paket Basis', 'Speicher 100 GB', '60,00', '71,40'),
      ...row(334, 'Domain : lindqvist.example', 'Registrierung der Domain', '11,40', '13,57', ['12,00', '5%']),
      ...row(384, 'Domain : lindqvist.example', 'Verlängerung', '9,00', '10,71', ['12,00', '25%']),
      ...row(434, 'DNS Anycast : lindqvist.example', 'Aktivierung', '2,50', '2,98'),
      [480, 380, 'Nettobetrag EUR'], right(480, 559, '82,90'),
      [496, 380, 'MwSt. 19.0%'], right(496, 559, '15,75'),
      [512, 380, 'Bruttobetrag EUR'], right(512, 559, '98,65'),
    ]);
    expect(r.lineItems.map((it) => it.amount)).toEqual([60, 11.4, 9, 2.5]);
  });
});

describe('a row without a quantity priced like the articles', () => {
  it('stays an item when its unit price is its amount and no charge\'s label names it ("Copyright levy")', () => {
    // a computer and its copyright levy (a levy per device, its count not printed) under "Anzahl | Preis | Summe"
    const r = inv([
      [40, 40, 'Rechnung', 14, true],
      [60, 40, 'Fernhandel Kolibri Ltd.'],
      [74, 40, 'Ust-IdNr.: DE219448713'],
      [100, 40, 'Rechnungsnummer: KB4471902'],
      [114, 40, 'Rechnungsdatum: 12.02.2025'],
      [100, 330, 'Rechnung an'],
      [114, 330, 'Jana Wiesner'],
      [128, 330, 'Lindenweg 7'],
      [142, 330, '45134 Essen'],
      [200, 40, 'Pos.'], [200, 130, 'Beschreibung'], right(200, 400, 'Anzahl'), right(200, 480, 'Preis je Einheit'), right(200, 550, 'Summe'),
      [220, 40, '000010'], [220, 130, 'Notebook 14 Zoll'], right(220, 400, '1'), right(220, 480, '1.890,00'), right(220, 550, '1.890,00'),
      [236, 130, 'Copyright levy'], right(236, 480, '9,20'), right(236, 550, '9,20'),
      [280, 330, 'Netto'], right(280, 550, '1.899,20'),
      [296, 330, 'MwSt. 19 %'], right(296, 550, '360,85'),
      [312, 330, 'Gesamtbetrag'], right(312, 550, '2.260,05'),
    ]);
    expect(r.lineItems.map((it) => it.amount)).toEqual([1890, 9.2]);
  });
});
