/**
 * Party reading on pages modelled on corpus documents.
 * These tests rebuild pages of corpus documents (their names and coordinates); the rules they guard are tested on
 * generated pages in test/parties-rules.test.ts. Kept as regressions, not as the definition of a rule (#11 point 7).
 */
import { describe, expect, it } from 'vitest';
import { buildDoc } from '../../src/invoice/doc.js';
import { findSenderLine, readParties } from '../../src/invoice/parties.js';
import { foldKeep, matchLabel } from '../../src/invoice/labels.js';
import { type Cell, page as cellPage } from '../support/cell-pages.js';


const page = (cells: Cell[], number = 1) => cellPage(number, cells);

function parties(cells: Cell[]) {
  return readParties(buildDoc([page(cells)]), new Set());
}

/** Body text lines further down the page so that the body font size is 10. */
const BODY: Cell[] = [
  [400, 40, 'Vielen Dank für Ihren Auftrag.'],
  [414, 40, 'Bitte überweisen Sie den Betrag innerhalb von 14 Tagen.'],
  [428, 40, 'Es gelten unsere allgemeinen Geschäftsbedingungen.'],
];

describe('party blocks', () => {
  it('does not take a customer-number label ("Customer: 2") for the buyer block', () => {
    const p = parties([
      [40, 40, 'Beispiel Software GmbH', 16, true],
      [150, 40, 'Erika Mustermann'],
      [164, 40, 'Bahnstraße 42'],
      [178, 40, '12345 Musterstadt'],
      [240, 40, 'Customer: 2'],
      [256, 40, 'Your order AB321', 14, true],
      [272, 40, 'Invoice 2020/508 issued at 2020-11-21'],
      ...BODY,
    ]);
    expect(p.buyer.name).toBe('Erika Mustermann');
    expect(p.seller.name).toBe('Beispiel Software GmbH');
  });
});

describe('sender return-address line', () => {
  it('reads "|" and "·" separated sender lines', () => {
    expect(parties([[114, 56, 'weclapp.com | Somestreet 42 | 08155 Some city', 6], [124, 56, 'Beispiel AG'], [134, 56, 'Feldstraße 34'], [144, 56, '54321 Hithausen'], ...BODY]).seller.name).toBe('weclapp.com');
    expect(parties([[153, 102, 'Bei Spiel GmbH · Ecke 12 · 12345 Stadthausen', 6], [168, 71, 'Theodor Est', 12], [197, 71, 'Bahnstr. 42', 12], ...BODY]).buyer.name).toBe('Theodor Est');
  });

  it('ends the name at its legal form when the street runs on without a separator', () => {
    const doc = buildDoc([page([[117, 45, 'Canon Norge AS Hallagerbakken 110, Postboks 33, Holmlia 1201 OSLO', 7], ...BODY])]);
    expect(findSenderLine(doc, new Set())?.name).toBe('Canon Norge AS');
  });

  it('prefers the letterhead spelling when the sender line abbreviates it', () => {
    const p = parties([
      [29, 180, 'Alphabet Fuhrparkmanagement GmbH', 12, true],
      [129, 77, 'Alphabet, Lilienthalallee 26, 80786 München', 6],
      [181, 77, 'Muster GmbH'],
      [193, 77, 'Musterweg 1'],
      [205, 77, '60325 Frankfurt am Main'],
      ...BODY,
    ]);
    expect(p.seller.name).toBe('Alphabet Fuhrparkmanagement GmbH');
    expect(p.buyer.name).toBe('Muster GmbH');
  });

  it('is not a field line or a delivery address', () => {
    const p = parties([
      [40, 40, 'Beispiel Software GmbH', 16, true],
      [269, 56, 'Lieferadresse: Beispiel Lager AG | Feldstraße 39 | 54321 Hithausen'],
      ...BODY,
    ]);
    expect(p.seller.name).toBe('Beispiel Software GmbH');
  });
});

describe('recipient window', () => {
  it('prefers a named block over the letterhead address without a name, and joins a city printed apart from its postcode', () => {
    const p = parties([
      [29, 233, 'Telephone.: 52 70 92 00', 6],
      [71, 67, 'Kvalamarka 6', 8],
      [76, 67, '5514 HAUGESUND', 8],
      [114, 45, 'Statoil ASA', 9, true],
      [129, 45, 'CAP', 9, true],
      [141, 45, 'Postboks 8500', 9, true],
      [159, 45, '4035', 9, true],
      [159, 99, 'STAVANGER', 9, true],
      ...BODY,
    ]);
    expect(p.buyer.name).toBe('Statoil ASA');
  });

  it('takes a first line that starts with a party word ("Client 1") and skips a block under a delivery heading', () => {
    const p = parties([
      [23, 221, 'FOURNISSEUR F', 21, true],
      [87, 333, 'CLIENT 1', 12, true],
      [101, 333, 'Service achats', 12, true],
      [115, 333, '1 rue du Client'],
      [129, 333, '75015 PARIS'],
      [143, 333, 'Numero TVA FR51777888991'],
      [288, 71, 'LIEU LIVRAISON :'],
      [300, 71, 'Entrepot 3'],
      [312, 71, '1 rue du Client'],
      [324, 71, '75015 PARIS'],
      ...BODY,
    ]);
    expect(p.seller.name).toBe('FOURNISSEUR F');
    expect(p.buyer.name).toBe('CLIENT 1');
    expect(p.buyer.vatId).toBe('FR51777888991');
  });

  it('does not take a bank code for the seller name', () => {
    const p = parties([
      [88, 402, 'Swift/BIC:', 8, true],
      [88, 457, 'SPRONO22', 8, true],
      [150, 40, 'Fjordkafe AS'],
      [164, 40, 'Strandgata 9'],
      [178, 40, '7900 Rørvik'],
      ...BODY,
    ]);
    expect(p.seller.name).toBeNull();
  });
});

describe('letterhead beside the recipient block', () => {
  it('takes the letterhead name that shares a line with the labelled buyer block, not its street line', () => {
    const p = parties([
      [43, 45, 'LOGO ACME', 12, true],
      [79, 295, 'Adresse du Client', 9, true],
      [90, 44, 'ACME TRADING', 8, true],
      [90, 302, 'Contact Acheteur', 8, true],
      [101, 44, '1, rue du Fournisseur, Cour du Fournisseur', 8, true],
      [101, 302, 'DUPONT ET FILS', 8, true],
      [112, 44, '29000 Quimper, FR', 8, true],
      [112, 302, '1, rue de Lyon', 8, true],
      [123, 44, 'SIREN : 100 000 009', 8, true],
      [123, 302, '38000 Grenoble, FR', 8, true],
      [134, 44, 'N° TVA : FR 88 100 000 009', 8, true],
      ...BODY,
    ]);
    expect(p.seller.name).toBe('ACME TRADING');
    expect(p.buyer.name).toBe('DUPONT ET FILS');
  });

  it('does not take the buyer name printed again beside the buyer block for the seller', () => {
    const p = parties([
      [157, 59, 'Fakturaadresse (141330)', 9, true],
      [169, 59, 'Trondheim Kommune Fakturamottak', 9, true],
      [169, 309, 'Trondheim kommune', 9, true],
      [181, 59, 'Postboks 2399 Sluppen', 9, true],
      [181, 309, 'Sentralt fakturamottak', 9, true],
      [193, 59, '7004 TRONDHEIM', 9, true],
      [761, 59, 'Nordlys Verktøy AS', 8, true],
      ...BODY,
    ]);
    expect(p.buyer.name).toBe('Trondheim Kommune Fakturamottak');
    expect(p.seller.name).toBe('Nordlys Verktøy AS');
  });
});

describe('recipient block boundaries', () => {
  it('ends the window block at a larger heading above it and at field lines below its postcode', () => {
    const p = parties([
      [43, 45, 'FACTUUR.', 18, true],
      [43, 445, 'Coolblue B.V.', 8],
      [60, 45, 'Dat betaal ik zelf wel.', 16],
      [99, 45, 'Pino Bluebird'],
      [113, 45, 'Sessamestreet 32'],
      [127, 45, '1025 RX Amsterdam'],
      [145, 45, 'Factuurnummer: 993548900', 8],
      [159, 45, 'Klantnummer: 6669263', 8],
      [173, 45, 'Factuurdatum: 19 april 2014', 8],
      [187, 45, 'Ordernummer: 12572103', 8],
      [201, 45, 'Orderdatum: 18 april 2014', 8],
      ...BODY,
    ]);
    expect(p.buyer.name).toBe('Pino Bluebird');
  });

  it('keeps a labelled block to the label column and reads the addressee of an ATTN: line', () => {
    const p = parties([
      [68, 257, 'Amazon Web Services Invoice', 16],
      [140, 36, 'Bill to Address:', 9],
      [146, 257, 'TOTAL AMOUNT DUE ON August 3, 2014', 10],
      [151, 36, 'ATTN: Harbour Labs Limited'],
      [163, 36, '93B Sai Yu Chung'],
      [175, 36, 'Yuen Long, N.T., 0000, HK'],
      ...BODY,
    ]);
    expect(p.buyer.name).toBe('Harbour Labs Limited');
  });
});

describe('letterhead address line', () => {
  it('is no sender line when it opens with a street and house number, so the company name above it names the seller', () => {
    const doc = (line: string) =>
      buildDoc([page([[50, 50, 'Kantoorhuis Delta B.V.', 16, true], [72, 50, line, 8], [120, 50, 'Drukkerij Noord', 10, true], [132, 50, 'Lindelaan 3'], [144, 50, '2612 AB Delft'], ...BODY])]);
    for (const line of ['Industrieweg 14 · 5145 PD Waalwijk · BTW NL862041739B01', 'Via Aurelia 112 - 17031 Albenga (SV)', 'Hauptstraße 5a | 12345 Musterstadt']) {
      expect(findSenderLine(doc(line), new Set()), line).toBeNull();
      expect(readParties(doc(line), new Set()).seller.name, line).toBe('Kantoorhuis Delta B.V.');
    }
    // a name with a legal form is still the sender, digits and all
    expect(findSenderLine(doc('Delta 24 B.V. · Industrieweg 14 · 5145 PD Waalwijk'), new Set())?.name).toBe('Delta 24 B.V.');
  });
});
