import { describe, expect, it } from 'vitest';
import { buildDoc } from '../src/invoice/doc.js';
import { findSenderLine, readParties } from '../src/invoice/parties.js';
import { foldKeep, matchLabel } from '../src/invoice/labels.js';
import { type Cell, page as cellPage } from './support/cell-pages.js';


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
  it('measures the gap of a labelled block from its last line, not from lines in other columns', () => {
    // the one-line sender is not followed by the recipient printed well below it
    const p = parties([
      [80, 43, 'Sender: Nordlys Verktøy AS, Industriveien 5, 0580 Oslo', 6],
      [84, 330, 'Fakturadato'],
      [98, 330, '09-09-2016'],
      [113, 43, 'Fjordkafe AS - Avdeling Nord'],
      [127, 43, 'Postboks 12'],
      [141, 43, '8608 Mo i Rana'],
      ...BODY,
    ]);
    expect(p.seller.name).toBe('Nordlys Verktøy AS');
    // (the department after the legal form is no part of the name: fourteenth round of #11)
    expect(p.buyer.name).toBe('Fjordkafe AS');
  });

  it('keeps a label followed by a reference in parentheses as the buyer block ("Fakturaadresse (141330)")', () => {
    const p = parties([
      [40, 40, 'Nordlys Verktøy AS', 16, true],
      [150, 60, 'Fakturaadresse (141330)'],
      [162, 60, 'Fjordkafe AS'],
      [174, 60, 'Strandgata 9'],
      [186, 60, '7900 Rørvik'],
      ...BODY,
    ]);
    expect(p.buyer.name).toBe('Fjordkafe AS');
  });
});

describe('sender return-address line', () => {
  it('names the seller and marks the recipient block right below it, even without a postcode', () => {
    const p = parties([
      [141, 65, 'Nordwind Hosting AG - Uferweg 40-42 - D-63571 Gelnhausen', 7],
      [204, 65, 'Harbour Labs Ltd.'],
      [216, 65, '93B Sai Yu Chung'],
      [228, 65, 'Yuen Long, N.T.'],
      [240, 65, 'Hong Kong'],
      ...BODY,
    ]);
    expect(p.seller.name).toBe('Nordwind Hosting AG');
    expect(p.buyer.name).toBe('Harbour Labs Ltd.');
  });

  it('keeps the last legal form before the street ("Acme Trading Company Ltd")', () => {
    const doc = buildDoc([page([[117, 45, 'Acme Trading Company Ltd Harbour Road 5 · London SE1 9GF', 7], ...BODY])]);
    expect(findSenderLine(doc, new Set())?.name).toBe('Acme Trading Company Ltd');
  });

  it('is not a comma-separated sentence with dates', () => {
    const doc = buildDoc([page([[117, 45, 'For the Period Between August 1, 2012 to October 18, 2012', 9], ...BODY])]);
    expect(findSenderLine(doc, new Set())).toBeNull();
  });

  it('is not a one-line delivery address under its heading', () => {
    const doc = buildDoc([page([[261, 50, 'Delivery address'], [273, 50, 'Falkenberg Ltd, Kirk Street 147, 3015 Drammen'], ...BODY])]);
    expect(findSenderLine(doc, new Set())).toBeNull();
  });

});


describe('letterhead beside the recipient block', () => {

  it('skips a contact person above the company in a buyer block', () => {
    const names = (first: string) =>
      parties([[40, 40, 'Nordlys Verktøy AS', 16, true], [150, 40, 'Bill to:'], [162, 40, first], [174, 40, 'Fjordkafe AS'], [186, 40, 'Strandgata 9'], [198, 40, '7900 Rørvik'], ...BODY]).buyer.name;
    expect(names('Attn. Kari Nordmann')).toBe('Fjordkafe AS');
    expect(names('Buyer contact name')).toBe('Fjordkafe AS');
  });

});

describe('party labels', () => {
  const labelled = (sellerLabel: string, buyerLabel: string) =>
    parties([
      [100, 40, sellerLabel],
      [112, 40, 'Nordlys Verktyg AB'],
      [124, 40, 'Industrivägen 5'],
      [136, 40, '111 22 Stockholm'],
      [100, 320, buyerLabel],
      [112, 320, 'Fjordkafe AS'],
      [124, 320, 'Strandgata 9'],
      [136, 320, '7900 Rørvik'],
      ...BODY,
    ]);

  it.each([
    ['Leverantör', 'Köpare'],
    ['Fakturautställare', 'Faktureras till'],
    ['Sprzedawca', 'Kupujący'],
    ['Säljare:', 'Kund:'],
    ['Sælger', 'Køber'],
    ['Myyjä', 'Ostaja'],
    ['Auftragnehmer', 'Leistungsempfänger'],
    ['Rechnungsaussteller', 'Rechnungsanschrift'],
    ['Dostawca', 'Nabywca'],
    ['Prestador de serviços', 'Faturar a'],
    ['Fornitore', 'Intestatario'],
  ])('reads the blocks under "%s" and "%s"', (s, b) => {
    const p = labelled(s, b);
    expect(p.seller.name).toBe('Nordlys Verktyg AB');
    expect(p.buyer.name).toBe('Fjordkafe AS');
  });
});

describe('recipient block boundaries', () => {

  it('prefers a window lower on the page to the first text of the page, and skips stacked bold headings', () => {
    const p = parties([
      [84, 40, 'Fibre Service Abonné', 9],
      [93, 40, '75371 Paris Cedex 08', 9],
      [151, 300, 'de Lattre Alexis'],
      [161, 300, '35 rue du Logiciel libre'],
      [173, 300, '69100 VILLEURBANNE'],
      [254, 255, "Nom de l'abonné", 9, true],
      [263, 255, 'de Lattre Alexis', 9],
      [284, 255, "Adresse de l'installation", 9, true],
      [293, 255, '35 rue du Logiciel libre', 9],
      [302, 255, '69100 VILLEURBANNE', 9],
      ...BODY,
    ]);
    expect(p.buyer.name).toBe('de Lattre Alexis');
  });
});

describe('inline party labels', () => {
  it('reads "Sold By : Name," without the trailing comma and keeps the block out of the columns to its right', () => {
    const p = parties([
      [56, 6, 'Sold By : Retail Services Pvt. Ltd.,', 12, true],
      [73, 6, 'Warehouse Address: 42 Main Road, Bangalore 560067', 7],
      [90, 9, 'Order ID: OD304175096047380001', 9, true],
      [90, 167, 'Billing Address', 9, true],
      [102, 167, 'Anushrut Singh', 9],
      [108, 9, 'Order Date: 15-10-2015', 9, true],
      ...BODY,
    ]);
    expect(p.seller.name).toBe('Retail Services Pvt. Ltd.');
    expect(p.seller.address).not.toBe('Anushrut Singh');
    expect(p.buyer.name).toBe('Anushrut Singh');
  });

  it('ends a labelled block at the line-item table', () => {
    const doc = buildDoc([page([[100, 40, 'Bill to:'], [112, 40, 'Fjordkafe AS'], [124, 40, 'Product'], [124, 300, 'Qty'], [136, 40, 'Coffee'], [136, 300, '2'], ...BODY])]);
    const table = new Set(doc.lines.filter((l) => l.y0 >= 124 && l.y0 < 140).map((l) => l.i));
    const p = readParties(doc, table);
    expect(p.buyer.name).toBe('Fjordkafe AS');
    expect(p.buyer.address).toBeNull();
  });
});

describe('one-line legal notice', () => {
  const NOTICE = 'Fibre Telecom SAS au capital de 3.441.812 Euros − B 421 938 861 RCS Paris − Siège social: 8 rue de la Ville 75008 Paris';

  it('names the seller by the notice when the letterhead is only a logo', () => {
    const p = parties([[151, 300, 'Alexis Martin'], [161, 300, '35 rue du Port'], [173, 300, '69100 VILLEURBANNE'], ...BODY, [774, 45, NOTICE, 6]]);
    expect(p.seller.name).toBe('Fibre Telecom SAS');
  });

  it('does not prefer the notice to a letterhead name, nor take a bare legal form for a name', () => {
    expect(parties([[40, 40, 'ACME HOTEL', 16, true], ...BODY, [774, 45, NOTICE, 6]]).seller.name).toBe('ACME HOTEL');
    expect(parties([...BODY, [774, 45, 'SASU au capital de 200000€ - SIRET 12345682400016 – R.C.S Paris 123 456 789', 6]]).seller.name).toBeNull();
  });
});

describe('pages searched', () => {
  it('looks for party labels on the first two pages only', () => {
    const labelled = (n: number) => page([[100, 40, 'Bill to:'], [112, 40, 'Fjordkafe AS'], [124, 40, 'Strandgata 9'], [136, 40, '7900 Rørvik']], n);
    const filler = (n: number) => page(BODY, n);
    expect(readParties(buildDoc([filler(1), labelled(2)]), new Set()).buyer.name).toBe('Fjordkafe AS');
    expect(readParties(buildDoc([filler(1), filler(2), labelled(3)]), new Set()).buyer.name).toBeNull();
  });
});


describe('Dutch "Aan:" label', () => {
  it('heads the buyer block, so the letterhead contact block beside it is not taken for the recipient', () => {
    const p = parties([
      [50, 50, 'Studio Vorm & Beeld', 15, true],
      [72, 50, 'Jan Jansen'],
      [84, 50, 'Kanaalweg 7'],
      [96, 50, '3526 KL Utrecht'],
      [108, 50, 'BTW-id: NL001234567B89'],
      [72, 330, 'Aan:', 8, true],
      [84, 330, 'Bakkerij De Molen', 10, true],
      [96, 330, 'Markt 1'],
      [108, 330, '4811 ZH Breda'],
      ...BODY,
    ]);
    expect(p.buyer.name).toBe('Bakkerij De Molen');
    expect(p.buyer.vatId).toBeNull();
    expect(p.seller.vatId).toBe('NL001234567B89');
  });
});

describe('letterhead contact block', () => {
  it('is not the recipient window when it sits right under the company name in larger type', () => {
    const p = parties([
      [50, 50, 'Studio Vorm & Beeld', 15, true],
      [72, 50, 'Jan Jansen'],
      [84, 50, 'Kanaalweg 7'],
      [96, 50, '3526 KL Utrecht'],
      [108, 50, 'BTW-id: NL001234567B89'],
      [84, 330, 'Bakkerij De Molen', 10, true],
      [96, 330, 'Markt 1'],
      [108, 330, '4811 ZH Breda'],
      ...BODY,
    ]);
    expect(p.buyer.name).toBe('Bakkerij De Molen');
    expect(p.seller.name).toBe('Studio Vorm & Beeld');
    expect(p.seller.vatId).toBe('NL001234567B89');
  });
});

describe('"Von:/An:", "De :/À :", "Da:/A:" labels', () => {
  it.each([
    ['Von:', 'An:'],
    ['De :', 'À :'],
    ['Da:', 'A:'],
  ])('reads the blocks side by side under "%s" and "%s"', (s, b) => {
    const p = parties([
      [100, 40, s, 8, true],
      [112, 40, 'Nordlys Verktyg AB'],
      [124, 40, 'Industrivägen 5'],
      [136, 40, '111 22 Stockholm'],
      [100, 320, b, 8, true],
      [112, 320, 'Fjordkafe AS'],
      [124, 320, 'Strandgata 9'],
      [136, 320, '7900 Rørvik'],
      ...BODY,
    ]);
    expect(p.seller.name).toBe('Nordlys Verktyg AB');
    expect(p.buyer.name).toBe('Fjordkafe AS');
  });

  it('takes the bare prepositions, names that start with them and a period "De : 01/03/2025  À : 31/03/2025" for no label', () => {
    for (const t of ['De Vries Bouw', 'Von Ardenne GmbH', 'An der Alster 4', 'Da Silva Lda']) {
      expect(matchLabel(foldKeep(t), 'seller'), t).toBeNull();
      expect(matchLabel(foldKeep(t), 'buyer'), t).toBeNull();
    }
    // only the return-address line names the seller: a period taken for a seller block would hide it
    const p = parties([
      [50, 400, 'Facture', 16, true],
      [126, 50, 'Atelier Nordlys · 5 rue des Tanneurs · 69007 Lyon', 7],
      [140, 50, 'Fjordkafe AS'],
      [152, 50, 'Strandgata 9'],
      [164, 50, '7900 Rørvik'],
      [220, 50, 'De : 01/03/2025'],
      [220, 300, 'À : 31/03/2025'],
      ...BODY,
    ]);
    expect(p.seller.name).toBe('Atelier Nordlys');
    expect(p.buyer.name).toBe('Fjordkafe AS');
  });
});

describe('logo word and full name', () => {
  it('takes the sender line\'s full name when the letterhead is only the start of it (a logo word)', () => {
    const p = parties([
      [45, 380, 'kessler+roth', 22, true],
      [130, 57, 'Kessler & Roth Messebau GmbH · Hafenstraße 12 · 28217 Bremen', 7],
      [145, 57, 'Nordwind Handel'],
      [158, 57, 'Am Sandtorkai 5'],
      [171, 57, '20457 Hamburg'],
      ...BODY,
    ]);
    expect(p.seller.name).toBe('Kessler & Roth Messebau GmbH');
    expect(p.buyer.name).toBe('Nordwind Handel');
  });

  it('takes the letterhead\'s full spelling over a larger logo word it starts with', () => {
    const p = parties([
      [50, 50, 'BLUE HERON', 24, true],
      [50, 420, 'Blue Heron Outfitters', 10, true],
      [62, 420, '1180 Riverside Dr'],
      [74, 420, 'Bend, OR 97702'],
      [130, 260, 'Bill To', 8, true],
      [142, 260, 'Cascade Trail Adventures'],
      [154, 260, 'PO Box 2231'],
      [166, 260, 'Bend, OR 97709'],
      ...BODY,
    ]);
    expect(p.seller.name).toBe('Blue Heron Outfitters');
    expect(p.buyer.name).toBe('Cascade Trail Adventures');
  });

  it('does not take a Dutch postcode line ("2011 AB Haarlem") for a company with the Swedish legal form AB', () => {
    const p = parties([
      [50, 50, 'FACTUUR', 20, true],
      [95, 50, 'Schilderwerken Van Leeuwen', 10, false],
      [107, 50, 'Havenstraat 8'],
      [119, 50, '2011 AB Haarlem', 10, true],
      ...BODY,
    ]);
    expect(p.seller.name).not.toBe('2011 AB Haarlem');
  });

  it('reads "Van:" over the seller block, but not a name starting with "Van"', () => {
    expect(matchLabel(foldKeep('Van:'), 'seller')?.start).toBe(0);
    expect(matchLabel(foldKeep('Van Leeuwen & Zn.'), 'seller')).toBeNull();
  });
});

describe('company names ending in a column word', () => {
  it('takes "… Services" heading a block with a VAT id for the seller, not the street line under it', () => {
    const p = parties([
      [50, 50, 'Horlogerie Jaquet-Droz Services', 10, true],
      [62, 50, 'Rue du Progrès 15'],
      [74, 50, '2300 La Chaux-de-Fonds'],
      [86, 50, 'N° TVA CHE-123.456.789 TVA'],
      [50, 440, 'FACTURE', 18, true],
      [120, 320, 'Facturé à', 8, true],
      [132, 320, 'Maison Delvaux & Cie', 10, true],
      [144, 320, 'Boulevard de Waterloo 27'],
      [156, 320, '1000 Bruxelles'],
      ...BODY,
    ]);
    expect(p.seller.name).toBe('Horlogerie Jaquet-Droz Services');
    expect(p.buyer.name).toBe('Maison Delvaux & Cie');
  });
});

describe('letterhead address line under the name', () => {
  it('is no sender line when it sits right under the company name in larger type and names no company', () => {
    const cells: Cell[] = [
      [40, 180, 'Menuiserie Lacombe-Ferrand', 16, true],
      [62, 170, 'Le Bourg · 17240 Saint-Genis-de-Saintonge · 05 46 12 34 56', 8],
      [110, 320, 'Destinataire', 8, true],
      [122, 320, 'Mairie de Saint-Genis', 10, true],
      [134, 320, 'Place de la Mairie'],
      [146, 320, '17240 Saint-Genis-de-Saintonge'],
      ...BODY,
    ];
    expect(findSenderLine(buildDoc([page(cells)]), new Set())).toBeNull();
    expect(parties(cells).seller.name).toBe('Menuiserie Lacombe-Ferrand');
  });
});

describe('one-line footer with name, address and VAT id', () => {
  it('names the seller by its first part even without a legal form, but not a footer without a VAT id', () => {
    const head: Cell[] = [
      [45, 50, 'FATTURA', 20, true],
      [85, 320, 'Destinatario', 8, true],
      [97, 320, 'Comune di Montalcino', 10, true],
      [109, 320, 'Piazza del Popolo 1'],
      [121, 320, '53024 Montalcino (SI)'],
      ...BODY,
    ];
    const withVat = parties([...head, [775, 50, 'Vivai Toscani Del Bianco · Via Chiantigiana 88 · 50012 Bagno a Ripoli (FI) · P.IVA e C.F. 02847193058', 7]]);
    expect(withVat.seller.name).toBe('Vivai Toscani Del Bianco');
    const noVat = parties([...head, [775, 50, 'Grazie per la fiducia · Via Chiantigiana 88 · 50012 Bagno a Ripoli (FI) · tel. 055 123456', 7]]);
    expect(noVat.seller.name).toBeNull();
  });
});

describe('party roles from evidence', () => {
  it('never makes seller and buyer the same entity: a labelled seller block wins over an unlabelled address window', () => {
    const p = parties([
      [60, 40, 'Lieferant:'],
      [74, 40, 'Kessler Haustechnik GmbH'],
      [88, 40, 'Werkstraße 3'],
      [102, 40, '70173 Stuttgart'],
      [160, 330, 'Rechnungsdatum 01.03.2024'],
      [200, 40, 'Kessler Haustechnik GmbH'],
      [214, 40, 'Werkstraße 3'],
      [228, 40, '70173 Stuttgart'],
      ...BODY,
    ]);
    expect(p.seller.name).toBe('Kessler Haustechnik GmbH');
    expect(p.buyer.name).toBeNull();
  });

  it('leaves the seller empty when the only company is the labelled buyer', () => {
    const p = parties([
      [60, 40, 'Bill to:'],
      [74, 40, 'Harbour Supplies Ltd'],
      [88, 40, '12 Quay Street'],
      [102, 40, 'Bristol BS1 4DJ'],
      [160, 330, 'Invoice date 01/03/2024'],
      [300, 40, 'Harbour Supplies Ltd', 14, true],
      ...BODY,
    ]);
    expect(p.buyer.name).toBe('Harbour Supplies Ltd');
    expect(p.seller.name).toBeNull();
  });
});

describe('a name is a name', () => {
  it('a sender line read as a name loses its address after the separator', () => {
    const p = parties([
      [40, 40, 'Tessera S.A. · ul. Świętokrzyska 93 · 80-001 Gdańsk', 14, true],
      [80, 330, 'Nabywca'],
      [92, 330, 'Vitrum Partner Sp. z o.o.'],
      [104, 330, 'ul. Piękna 98'],
      [116, 330, '60-001 Poznań'],
      ...BODY,
    ]);
    expect(p.seller.name).toBe('Tessera S.A.');
  });
  it('a heading or a column head under a party label is no name: empty rather than wrong', () => {
    const p = parties([
      [40, 40, 'Nordwind Handel GmbH', 14, true],
      [60, 330, 'Rechnungsempfänger'],
      [72, 330, 'Beschreibung'],
      ...BODY,
    ]);
    expect(p.buyer.name).toBeNull();
  });
});

describe('postcode formats of the recipient window', () => {
  // a window without a heading under the letterhead: it is found by its postcode + city line, in each country's format
  for (const [postcodeLine, country] of [
    ['00-950 Warszawa', 'Polish NN-NNN'],
    ['411 05 Göteborg', 'Swedish NNN NN'],
    ['110 00 Praha 1', 'Czech NNN NN'],
    ['1100-148 Lisboa', 'Portuguese NNNN-NNN'],
  ] as const) {
    it(`reads the window whose address ends in "${postcodeLine}" (${country})`, () => {
      const p = parties([
        [40, 340, 'Nordwind Handel AG', 14],
        [62, 340, 'Hafenstraße 1'],
        [74, 340, '20095 Hamburg'],
        [86, 340, 'Tel. +49 40 123456'],
        [140, 50, 'Kestrel Industries Ltd'],
        [152, 50, 'Main Street 25'],
        [164, 50, postcodeLine],
        [220, 50, 'Invoice', 16],
        ...BODY,
      ]);
      expect(p.buyer.name).toBe('Kestrel Industries Ltd');
    });
  }
});

describe('letterhead drawn as a logo (the name is a picture)', () => {
  // the letterhead prints only the address and VAT id; the name is in the footer
  const head: Cell[] = [
    [60, 340, 'Via Roma, 12', 9],
    [72, 340, '00184 Roma', 9],
    [84, 340, 'P.IVA IT01234567897', 9],
    [140, 50, 'Fabbri Costruzioni S.p.A.', 11],
    [153, 50, 'Viale Europa 12'],
    [165, 50, '20121 Milano'],
    ...BODY,
  ];

  it('takes no street line for the company, even heading the block with the VAT id; the footer names the seller', () => {
    const p = parties([...head, [775, 120, 'Lindqvist Trading S.r.l. · Via Roma, 12 · 00184 Roma · REA RM-1234567', 6]]);
    expect(p.seller.name).toBe('Lindqvist Trading S.r.l.');
    // nor does a letterhead address line that opens with the street name the sender
    const line = parties([
      [60, 50, 'Via Garibaldi, 66 · 16124 Genova · Tel. 010 123456', 7],
      [140, 50, 'Björk Bygg HB', 11],
      [153, 50, 'Kungsgatan 4'],
      [165, 50, '411 19 Göteborg'],
      ...BODY,
      [775, 120, 'Ekholm Teknik AB · Storgatan 15 · 111 22 Stockholm · Org.nr 556677-8899', 6],
    ]);
    expect(line.seller.name).toBe('Ekholm Teknik AB');
  });

  it('knows the legal forms of each language\'s company law in a one-line footer ("… DA", "… v.o.s.", "… Ay")', () => {
    for (const name of ['Rautio DA', 'Kestrel v.o.s.', 'Falkenberg Ay', 'Jensen Bygg K/S', 'Castellano S.L.U.']) {
      const p = parties([...head.slice(3), [775, 120, `${name} · Storgata 41 · 7011 Trondheim · Org.nr. 610892 MVA`, 6]]);
      expect(p.seller.name, name).toBe(name);
    }
    // a short form is a legal form only where it ends the name: "da" inside a phrase is a word
    const p = parties([...head.slice(3), [775, 120, 'Hentet da Posten · Storgata 41 · 7011 Trondheim · Org.nr. 610892 MVA', 6]]);
    expect(p.seller.name).toBeNull();
  });

  it('reads a page footer under the item table, further than two font sizes, as letterhead', () => {
    const cells: Cell[] = [...head.slice(3), [700, 50, 'Carried forward'], [745, 50, 'Rautio Consulting Ltd · 4 Mill Lane · LS1 5DL Leeds · VAT No. GB123456789', 6]];
    const doc = buildDoc([page(cells)]);
    const table = new Set([doc.lines.findIndex((l) => l.segs[0]!.text === 'Carried forward')]);
    expect(readParties(doc, table).seller.name).toBe('Rautio Consulting Ltd');
  });
});

describe('names under a recipient heading', () => {
  it('are the recipient\'s, not the letterhead\'s ("Mottaker" over a delivery address)', () => {
    const p = parties([
      [90, 105, 'Fakturaadresse', 8, true],
      [110, 105, 'NORDVIK BYGG AS'],
      [122, 105, '0604 OSLO'],
      [236, 51, 'Mottaker', 8, true],
      [246, 51, '89 NORDVIK BYGG AS, AVD VEST'],
      [258, 51, '0667 OSLO'],
      ...BODY,
      [776, 51, 'Fjellheim Dekk AS', 8, true],
      [787, 51, 'Leiraveien 17'],
      [797, 51, '2000 Lillestrøm'],
    ]);
    expect(p.seller.name).toBe('Fjellheim Dekk AS');
  });
});

describe('a letterhead line that runs on into the address', () => {
  it('names the company up to its legal form ("Acme Supplies Ltd, 1 High Street, London")', () => {
    const p = parties([[45, 50, 'INVOICE', 20, true], [80, 50, 'Acme Supplies Ltd, 1 High Street, London'], [95, 50, 'VAT ID: GB123456789'], ...BODY]);
    expect(p.seller.name).toBe('Acme Supplies Ltd');
    // a figure before the legal form is part of the name
    expect(parties([[80, 50, 'Studio 54 GmbH', 14, true], ...BODY]).seller.name).toBe('Studio 54 GmbH');
  });
});

describe('buyer headings', () => {
  it('"Invoiced to" heads the buyer block beside "From"', () => {
    const p = parties([
      [40, 40, 'VAT Invoice 7600041', 16, true],
      [80, 40, 'From'],
      [80, 330, 'Invoiced to'],
      [94, 40, 'Bellavista plc'],
      [94, 330, 'Duarte Group plc'],
      [108, 40, 'Station Road 168'],
      [108, 330, 'Mill Lane 39'],
      [122, 40, 'NG1 7FG Nottingham'],
      [122, 330, 'SW1A 1AA London'],
      ...BODY,
    ]);
    expect(p.buyer.name).toBe('Duarte Group plc');
    expect(p.seller.name).toBe('Bellavista plc');
  });
});

describe('the address window', () => {
  const letterhead: Cell[] = [
    [40, 40, 'Kowalczyk KG', 16, true],
    [60, 40, 'Am Markt 54 · 50667 Köln · Tel. +49 221 123456'],
  ];
  it('reads a recipient name printed large right over its address as the buyer', () => {
    const p = parties([
      ...letterhead,
      [134, 40, 'Kowalczyk KG · Am Markt 54 · 50667 Köln', 6],
      [144, 40, 'Vitrum GmbH', 14.5, true],
      [162, 40, 'Industriestraße 35', 7.5],
      [172, 40, '50667 Köln', 7.5],
      ...BODY,
    ]);
    expect(p.buyer.name).toBe('Vitrum GmbH');
  });

  it('does not take a slogan a line\'s height above the address as its name', () => {
    const p = parties([
      [60, 40, 'Altijd de beste keuze.', 16],
      [60, 400, 'Nordwind B.V.', 8],
      [74, 400, 'Havenstraat 12', 8],
      [88, 400, '3011 AB Rotterdam', 8],
      [99, 40, 'Jan de Vries'],
      [113, 40, 'Lindelaan 7'],
      [127, 40, '2011 KL Haarlem'],
      ...BODY,
    ]);
    expect(p.buyer.name).toBe('Jan de Vries');
  });
});

describe('delivery headings', () => {
  it('"Konečný příjemce" (final recipient) heads a delivery address, not the buyer', () => {
    const p = parties([
      [40, 40, 'Helios Service a.s.', 16, true],
      [60, 40, 'Husova 169'],
      [72, 40, '602 00 Brno'],
      [84, 40, 'Tel. +420 315 432634'],
      [130, 330, 'Moravec s.r.o.'],
      [142, 330, 'Nádražní 156'],
      [154, 330, '460 01 Liberec'],
      [200, 40, 'FAKTURA FA/2023/02/81', 14, true],
      [240, 40, 'Konečný příjemce', 10, true],
      [254, 40, 'Altamira v.o.s., Školní 126, 702 00 Ostrava'],
      ...BODY,
    ]);
    expect([p.seller.name, p.buyer.name]).toEqual(['Helios Service a.s.', 'Moravec s.r.o.']);
  });
});

describe('a party block ends where the document\'s own fields begin', () => {
  const window: Cell[] = [
    [40, 300, 'Nordwind GmbH', 14, true],
    [60, 300, 'Gartenweg 164, 70173 Stuttgart'],
    [100, 50, 'Kunde'],
    [112, 50, 'Kalmar GmbH'],
    [124, 50, 'Hauptstraße 62'],
    [136, 50, '70173 Stuttgart'],
  ];
  it('at the title printed larger, and the seller\'s VAT id under the details is no buyer\'s', () => {
    const cells: Cell[] = [...window, [156, 50, 'Rechnung', 14, true], [176, 50, 'Rechnungs-Nr.: R-2026-592'], [188, 50, 'Datum: 21.09.2026'], [200, 50, 'USt-IdNr.: DE931566411'], ...BODY];
    const p = parties(cells);
    expect(p.buyer.name).toBe('Kalmar GmbH');
    expect([p.seller.vatId, p.buyer.vatId]).toEqual(['DE931566411', null]);
  });
  it('at the invoice number\'s own label, with no title between', () => {
    const cells: Cell[] = [...window, [152, 50, 'Rechnungs-Nr.: R-2026-592'], [164, 50, 'Datum: 21.09.2026'], [176, 50, 'USt-IdNr.: DE931566411'], ...BODY];
    const p = parties(cells);
    expect([p.seller.vatId, p.buyer.vatId]).toEqual(['DE931566411', null]);
  });
  it('not at a customer number in the block, whose VAT id stays the buyer\'s', () => {
    const cells: Cell[] = [...window, [148, 50, 'Kunden-Nr.: 84596'], [160, 50, 'USt-IdNr.: DE931566411'], ...BODY];
    const p = parties(cells);
    expect([p.seller.vatId, p.buyer.vatId]).toEqual([null, 'DE931566411']);
  });
});

describe('what is no letterhead name, however it stands out', () => {
  // the letterhead prints no name (a logo): the seller's name is in the one-line legal notice of the footer
  const footer: Cell[] = [[800, 120, 'Quercus S.A. · ul. Kościuszki 104 · 50-001 Wrocław · NIP UE 737-068-69-73 · REGON 711870']];
  const window: Cell[] = [[40, 300, 'ul. Kościuszki 104 · 50-001 Wrocław · Tel. +48 71 555 0101'], [100, 50, 'Brightwater Sp. j.'], [112, 50, 'ul. Piękna 24'], [124, 50, '30-001 Kraków']];
  it('a closing sentence over the footer with the VAT id ("Dziękujemy za zamówienie.")', () => {
    const p = parties([...window, [160, 50, 'Faktura FV2024/01/85', 14, true], ...BODY, [770, 50, 'Dziękujemy za zamówienie.', 12, true], ...footer]);
    expect(p.seller.name).toBe('Quercus S.A.');
  });
  it('a VAT id printed with spaces in bold ("DK 12 25 92 63")', () => {
    const p = parties([...window, [160, 50, 'Faktura FV2024/01/85', 14, true], ...BODY, [770, 50, 'DK 12 25 92 63', 12, true], ...footer]);
    expect(p.seller.name).toBe('Quercus S.A.');
  });
  it('a delivery heading in bold ("Odbiorca", the recipient of the goods)', () => {
    const p = parties([...window, [160, 50, 'Faktura FV2024/01/85', 14, true], [180, 50, 'Odbiorca', 10, true], [192, 50, 'Magazyn Centralny, ul. Długa 8, 00-950 Warszawa'], ...BODY, ...footer]);
    expect(p.seller.name).toBe('Quercus S.A.');
  });
});
