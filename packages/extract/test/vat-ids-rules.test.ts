import { describe, expect, it } from 'vitest';
import { buildDoc } from '../src/invoice/doc.js';
import { frenchVatKeyOk, matchLabel, norwegianOrgNrOk } from '../src/invoice/labels.js';
import type { Block } from '../src/invoice/parties.js';
import { readParties } from '../src/invoice/parties.js';
import { assignVatIds } from '../src/invoice/vatIds.js';
import type { PageModel } from '../src/types.js';
import { compose } from '../bench/generated/compose.js';
import { renderGenerated } from '../bench/generated/render.js';
import { extract } from '../src/extract.js';
import { page as cellPage } from './support/cell-pages.js';

const page = (cells: Array<[number, number, string]>) => cellPage(1, cells);

const ids = (cells: Array<[number, number, string]>) => {
  const { seller, buyer } = readParties(buildDoc([page(cells)]), new Set());
  return { seller: seller.vatId, buyer: buyer.vatId };
};

/** The VAT ids given an address block made of the lines whose first segment starts at x = `blockX` from `from` to `to` (y). */
const idsWithBlock = (cells: Array<[number, number, string]>, block: { x: number; from: number; to: number } | null) => {
  const doc = buildDoc([page(cells)]);
  let b: Block | null = null;
  if (block) {
    const members = doc.lines
      .filter((l) => l.y0 >= block.from && l.y0 <= block.to)
      .flatMap((l) => l.segs.filter((s) => s.x0 === block.x).map((seg) => ({ line: l, seg, text: seg.text })));
    b = { label: members[0]!.line, labelSeg: members[0]!.seg, lines: members, x0: block.x, x1: Math.max(...members.map((m) => m.seg.x1)) };
  }
  return assignVatIds(doc, b, null);
};

describe('checksums', () => {
  it('checks Norwegian organisation numbers (mod 11)', () => {
    expect(norwegianOrgNrOk('984820011')).toBe(true);
    expect(norwegianOrgNrOk('984820012')).toBe(false);
    expect(norwegianOrgNrOk('98482001')).toBe(false);
  });
  it('checks the key of a French VAT number against its SIREN', () => {
    expect(frenchVatKeyOk('34999888779')).toBe(true);
    expect(frenchVatKeyOk('35999888779')).toBe(false);
  });
  it('knows Nordic, Swiss/Austrian, Belgian and Portuguese VAT-id labels', () => {
    for (const l of ['deres organisasjonsnr', 'foretaksnummer', 'mva-nr', 'cvr-nr.', 'momsreg.nr', 'alv-nro', 'uid-nr.', 'mwst-nr.', 'ondernemingsnummer', 'n.º contribuinte']) {
      expect(matchLabel(l, 'vatId'), l).not.toBeNull();
    }
    expect(matchLabel('steuernummer', 'vatId')).toBeNull();
  });
  it('knows "VAT-nr." with a hyphen, Italian "Cod. IVA" and Polish "Nr VAT UE"', () => {
    for (const l of ['vat-nr.', 'vat nr', 'cod. iva', 'codice iva', 'nr vat ue', 'nr vat']) expect(matchLabel(l, 'vatId'), l).not.toBeNull();
  });
});

describe('VAT id owners', () => {
  it('reads a label over its value: "Deres organisasjonsnr" names the buyer, the footer id is the seller\'s', () => {
    const r = ids([
      [40, 300, 'FAKTURA'],
      [60, 300, 'Deres organisasjonsnr'],
      [72, 300, 'NO984820011MVA'],
      [120, 60, 'Bygg og Anlegg AS'],
      [132, 60, 'Postboks 12'],
      [144, 60, '0101 OSLO'],
      [400, 60, 'MVA 25 %'],
      [780, 60, 'Leverandør AS'],
      [790, 300, 'VAT NO 914 664 292 MVA'],
    ]);
    expect(r.buyer).toBe('NO984820011MVA');
    expect(r.seller).toBe('NO914664292MVA');
  });

  it('reads "UW BTW NUMMER" over a column value as the buyer\'s id', () => {
    const r = ids([
      [40, 370, 'Verkoper BVBA'],
      [52, 370, 'BTW:'],
      [52, 430, 'BE0505890632'],
      [100, 105, 'FACTUUR'],
      [100, 416, 'UW BTW NUMMER / UW REFERENTIE'],
      [112, 105, 'Klant 17'],
      [112, 405, 'BE0882555389'],
    ]);
    expect(r.buyer).toBe('BE0882555389');
    expect(r.seller).toBe('BE0505890632');
  });

  it('turns a Norwegian organisation number under "Foretaksnummer" into the seller\'s VAT id on an invoice with MVA', () => {
    const r = ids([
      [40, 300, 'FAKTURA'],
      [400, 20, 'MVA Beløp'],
      [400, 80, '375,00'],
      [460, 20, 'Selger AS'],
      [460, 430, 'Foretaksnummer'],
      [470, 430, '984820011'],
      [480, 430, 'Foretaksregisteret'],
    ]);
    expect(r.seller).toBe('NO984820011MVA');
  });

  it('keeps a bare organisation number without the MVA suffix when the invoice charges no MVA', () => {
    const r = ids([
      [40, 300, 'FAKTURA'],
      [460, 20, 'Selger AS'],
      [460, 430, 'Foretaksnummer'],
      [470, 430, '984820011'],
    ]);
    expect(r.seller).toBe('NO984820011');
  });

  it('does not count the MVA suffix of an id as an MVA charge', () => {
    const r = idsWithBlock(
      [
        [60, 40, 'Vår org.nr: 914 664 292 MVA'],
        [72, 40, 'Kundens org.nr: 984 820 011'],
      ],
      null,
    );
    expect(r).toEqual({ seller: 'NO914664292MVA', buyer: 'NO984820011' });
  });

  it('rejects a number under an organisation-number label whose check digit is wrong', () => {
    const r = ids([
      [40, 300, 'FAKTURA MVA'],
      [460, 430, 'Foretaksnummer'],
      [470, 430, '984820012'],
    ]);
    expect(r.seller).toBe('984820012');
  });

  it('reads an e-invoice address "9908:<orgnr>" as the buyer\'s organisation number', () => {
    const r = ids([
      [40, 330, 'Kreditnota'],
      [100, 330, 'eFakturaadresse'],
      [112, 330, '9908:984820011'],
      [400, 60, 'Mva spesifikasjon'],
      [800, 60, 'Foretaksregisteret: NO 914 664 292 MVA'],
    ]);
    expect(r.buyer).toBe('NO984820011MVA');
    expect(r.seller).toBe('NO914664292MVA');
  });

  it('reads the owner from the words of each id\'s own label', () => {
    const r = idsWithBlock([[300, 40, 'Customer VAT no.: GB123456789 Supplier VAT no.: DE123456789']], null);
    expect(r).toEqual({ buyer: 'GB123456789', seller: 'DE123456789' });
    const de = idsWithBlock([[300, 40, 'Lieferanten-USt-IdNr.: DE123456789 Kunden-USt-IdNr.: ATU12345678']], null);
    expect(de).toEqual({ buyer: 'ATU12345678', seller: 'DE123456789' });
  });

  it('takes the owner word only from the id\'s own field', () => {
    // "Deres ref" is another field: the organisation number after it is the issuer's
    const r = idsWithBlock([[60, 40, 'Deres ref: Kari Nordmann   Org.nr: NO 914 664 292 MVA']], null);
    expect(r).toEqual({ seller: 'NO914664292MVA', buyer: null });
    expect(idsWithBlock([[60, 40, 'Votre numéro de TVA : FR34999888779']], null).buyer).toBe('FR34999888779');
  });

  it('reads "Kundens org.nr" as the buyer\'s organisation number', () => {
    const r = idsWithBlock(
      [
        [40, 300, 'Faktura'],
        [60, 40, 'Vår org.nr: 914 664 292 MVA'],
        [72, 40, 'Kundens org.nr: 984 820 011'],
        [300, 40, 'MVA 25 %'],
      ],
      null,
    );
    expect(r).toEqual({ buyer: 'NO984820011MVA', seller: 'NO914664292MVA' });
  });

  it('prefers a country-prefixed id to a bare national number of the same party', () => {
    const r = idsWithBlock([[800, 40, 'Org.nr 556677-8899'], [800, 300, 'Momsreg.nr SE556677889901']], null);
    expect(r.seller).toBe('SE556677889901');
  });

  it('reads a bare Danish CVR number after its label', () => {
    expect(idsWithBlock([[800, 40, 'Sælger ApS · CVR-nr. 12345678']], null).seller).toBe('12345678');
  });

});

describe('long documents', () => {
  it('reads the ids on the first pages and the footer of the last page, not every page in between', () => {
    const first = page([
      [40, 40, 'Nordlicht Handel GmbH'],
      [120, 40, 'Rechnung an:'],
      [134, 40, 'Kunde Zwei AG'],
      [148, 40, 'Ringstraße 4'],
      [162, 40, '10115 Berlin'],
    ]);
    const middle = (n: number): PageModel => ({ ...page([[300, 40, `Position ${n}  Artikel  12,00`], [790, 40, 'USt-IdNr.: DE111111111']]), number: n });
    const last = { ...page([[300, 40, 'Summe 1.234,00'], [790, 40, 'USt-IdNr.: DE136695976']]), number: 6 };
    const doc = buildDoc([first, middle(2), middle(3), middle(4), middle(5), last]);
    const out = assignVatIds(doc, null, null);
    // page 2's id is read (pages 1–2 always are); pages 3–5 are not looked at, so the only other id is the last page's
    expect(out.seller).toBe('DE111111111');
    const withoutPage2 = assignVatIds(buildDoc([first, { ...page([[300, 40, 'Position 2  Artikel  12,00']]), number: 2 }, middle(3), middle(4), middle(5), last]), null, null);
    expect(withoutPage2.seller).toBe('DE136695976');
  });
});

describe('Spanish NIF / CIF without the ES prefix', () => {
  it('reads a NIF starting with a letter after its label as the Spanish VAT id', () => {
    for (const [text, want] of [
      ['NIF: B39572846', 'ESB39572846'],
      ['CIF A-20683190', 'ESA20683190'],
      ['N.I.F. 12345678Z', 'ES12345678Z'],
      ['NIF: X1234567L', 'ESX1234567L'],
    ] as const) {
      const out = idsWithBlock([[100, 40, 'Cliente'], [112, 40, 'Deportes Txindoki S.A.'], [124, 40, '20002 Donostia'], [136, 40, text]], { x: 40, from: 100, to: 140 });
      expect(out.buyer, text).toBe(want);
    }
  });

  it('reads the seller NIF in a footer line after the name and address', () => {
    expect(ids([[780, 40, 'Calzados Riberamar S.L. · Polígono Industrial 7 · 03114 Alicante · NIF B70215583']]).seller).toBe('ESB70215583');
  });

  it('keeps digit-only national numbers as they are and takes no Italian personal fiscal code', () => {
    expect(ids([[100, 40, 'NIF: 509781236']]).seller).toBe('509781236');
    expect(ids([[100, 40, 'P.IVA 01683940099 - Cod. Fiscale RSSMRC61A01A145X']]).seller).toBe('01683940099');
    expect(ids([[100, 40, 'NIF: BANCO']]).seller).toBeNull();
  });
});

describe('Portuguese "Contribuinte n.º"', () => {
  it('reads the bare NIF after "Contribuinte n.º" (the ordinal belongs to the label), digits grouped by spaces', () => {
    const r = ids([
      [50, 50, 'Tipografia Beira-Mar'],
      [62, 50, 'Avenida da República 210'],
      [74, 50, '4450-242 Matosinhos'],
      [86, 50, 'Contribuinte n.º 507 384 216'],
      [110, 320, 'Exmos. Senhores'],
      [122, 320, 'Associação Cultural Ponte Velha'],
      [134, 320, 'Rua da Ponte 3'],
      [146, 320, '4990-062 Ponte de Lima'],
      [158, 320, 'NIF: 514092837'],
    ]);
    expect(r.seller).toBe('507384216');
    expect(r.buyer).toBe('514092837');
  });
});

describe('a bare national number beside another column', () => {
  it('does not run on into the figures of the next column ("Ondernemingsnummer 0478.123.951" beside "2800 Mechelen")', () => {
    const r = ids([
      [90, 50, 'Leverancier'],
      [102, 50, 'Drukkerij Peeters-Claes'],
      [114, 50, 'Bruul 44'],
      [126, 50, '2800 Mechelen'],
      [138, 50, 'Ondernemingsnummer 0478.123.951'],
      [90, 310, 'Klant'],
      [102, 310, 'Sportclub Olympia Mechelen vzw'],
      [114, 310, 'Nekkerspoel 12'],
      [138, 310, '2800 Mechelen'],
    ]);
    expect(r.seller).toBe('0478123951');
    expect(r.buyer).toBeNull();
  });
});

describe('label words and values in separate segments', () => {
  it('reads the value of "NIF cliente" from the next segment, and "P.IVA e C.F." as one label', () => {
    const r = ids([
      [45, 50, 'Talleres Iturbe-Arana'],
      [57, 50, 'CIF B95123456'],
      [120, 350, 'NIF cliente'],
      [120, 450, 'B20987654'],
    ]);
    expect(r.buyer).toBe('ESB20987654');
    expect(r.seller).toBe('ESB95123456');
    const f = ids([[775, 50, 'Vivai Toscani · Via Chiantigiana 88 · 50012 Bagno a Ripoli (FI) · P.IVA e C.F. 02847193058 · REA FI-612345']]);
    expect(f.seller).toBe('02847193058');
  });
});

describe('the recipient of an address window without a heading', () => {
  it('with the seller known from its letterhead, another id under a postal address in the upper half is the buyer’s', () => {
    const cells: Array<[number, number, string]> = [
      [40, 330, 'Nordwind Handel GmbH'],
      [52, 330, 'Hafenstraße 4'],
      [64, 330, '20095 Hamburg'],
      [76, 330, 'USt-IdNr. DE811209386'],
      [150, 50, 'Kestrel AG'],
      [162, 50, 'Bahnhofstraße 9'],
      [174, 50, '80331 München'],
      [186, 50, 'USt-IdNr. DE136695976'],
    ];
    expect(idsWithBlock(cells, null)).toEqual({ seller: 'DE811209386', buyer: 'DE136695976' });
  });
  it('an id that is not under an address stays unassigned', () => {
    const cells: Array<[number, number, string]> = [
      [40, 330, 'Nordwind Handel GmbH'],
      [52, 330, 'Hafenstraße 4'],
      [64, 330, '20095 Hamburg'],
      [76, 330, 'USt-IdNr. DE811209386'],
      [600, 50, 'Referenz DE136695976'],
    ];
    expect(idsWithBlock(cells, null).buyer).toBeNull();
  });
});

describe('an id in a details row below the buyer\'s block', () => {
  it('is the seller\'s when the buyer\'s own id is printed in its block', () => {
    const cells: Array<[number, number, string]> = [
      [100, 330, 'Bill to'],
      [112, 330, 'Kestrel Ltd'],
      [124, 330, '12 High Street'],
      [136, 330, 'Leeds LS1 4AB'],
      [148, 330, 'VAT ID GB 842 508 825'],
      [234, 50, 'Invoice Date: 25/07/2025'],
      [234, 340, 'VAT ID: GB 449 285 317'],
    ];
    expect(idsWithBlock(cells, { x: 330, from: 100, to: 148 })).toEqual({ seller: 'GB449285317', buyer: 'GB842508825' });
  });
  it('is the seller\'s when it stands among the document\'s dates, far below an address window without an id', () => {
    const cells: Array<[number, number, string]> = [
      [147, 50, 'Kalmar Sp. z o.o.'],
      [158, 50, 'ul. Długa 140'],
      [168, 50, '80-001 Gdańsk'],
      [236, 50, 'Data wystawienia 23.01.2025'],
      [247, 50, 'Kod klienta 245502'],
      [258, 50, 'Płatne do 22.02.2025'],
      [269, 50, 'NIP UE 9609457820'],
    ];
    // (the page is too short to tell its language, so the number keeps no country prefix: the owner is the point here)
    const { seller, buyer } = idsWithBlock(cells, { x: 50, from: 147, to: 168 });
    expect([seller?.replace(/^PL/, ''), buyer]).toEqual(['9609457820', null]);
  });
});

describe('national tax numbers in the language of one VAT country', () => {
  it('checks each country\'s check digit', async () => {
    const { nationalVatId } = await import('../src/invoice/vatNational.js');
    // numbers whose check digit holds, as issued
    expect(nationalVatId('PL', '526-025-09-95')).toBe('PL5260250995');
    expect(nationalVatId('FI', '0112038-9')).toBe('FI01120389');
    expect(nationalVatId('DK', '13 58 56 28')).toBe('DK13585628');
    expect(nationalVatId('CZ', '25596641')).toBe('CZ25596641');
    // one digit off, and a country without a rule
    expect(nationalVatId('PL', '5260250996')).toBeNull();
    expect(nationalVatId('FI', '0112038-8')).toBeNull();
    expect(nationalVatId('DK', '13585629')).toBeNull();
    expect(nationalVatId('XX', '13585628')).toBeNull();
    expect(nationalVatId(undefined, '13585628')).toBeNull();
  });

  it('reports "NIP UE 526-025-09-95" on a Polish invoice as PL5260250995 ("UE" is no country prefix)', () => {
    const polish: Array<[number, number, string]> = [
      [40, 40, 'Faktura VAT'],
      [60, 40, 'Sprzedawca'],
      [72, 40, 'Nordwind Sp. z o.o.'],
      [84, 40, 'ul. Długa 5'],
      [96, 40, '00-950 Warszawa'],
      [108, 40, 'NIP UE 526-025-09-95'],
      [300, 40, 'Razem do zapłaty netto brutto data sprzedaży'],
    ];
    expect(ids(polish).seller).toBe('PL5260250995');
  });

  it('reads no date under a VAT-id label as a national number ("Contribuinte n.º" over "31.08.2022")', () => {
    const portuguese: Array<[number, number, string]> = [
      [40, 40, 'FATURA'],
      [60, 40, 'Data limite'],
      [60, 200, 'Contribuinte n.º'],
      [72, 40, '21.08.2022'],
      [72, 200, '31.08.2022'],
      [300, 40, 'Total a pagar 100,00 IVA 23 %'],
    ];
    expect(ids(portuguese).seller).toBeNull();
  });

  it('reads the value under a column headed "NIP UE" (a row of details: labels over values)', () => {
    const polish: Array<[number, number, string]> = [
      [40, 40, 'Faktura VAT'],
      [60, 40, 'Numer faktury'],
      [60, 200, 'Data wystawienia'],
      [60, 400, 'NIP UE'],
      [72, 40, 'FV/2025/08/462'],
      [72, 200, '2025-02-02'],
      [72, 400, '526-025-09-95'],
      [300, 40, 'Razem do zapłaty netto brutto data sprzedaży'],
    ];
    expect(ids(polish).seller).toBe('PL5260250995');
  });
});

describe('a row of document details under the recipient window', () => {
  // a generated invoice (bench/generated) whose details row ("Issue date: … | Shipped: … | Client ref.: … | VAT number:
  // …") runs across the page right under the recipient's window, the seller's VAT id at its end
  it('is the issuer\'s: its VAT id is the seller\'s, however close under the window it runs', async () => {
    const spec = compose(50000098);
    expect(spec.choices).toMatchObject({ parties: 'letterhead+window', sellerVat: 'details', details: 'inline' });
    const { pdf } = await renderGenerated(spec);
    const inv = (await extract(pdf, { layoutOnly: true })).invoice!;
    expect([inv.seller.vatId, inv.buyer.vatId]).toEqual([spec.truth.fields['seller.vatId'], spec.truth.fields['buyer.vatId'] ?? null]);
  });
});

describe('details stacked under the title, below the recipient window', () => {
  // a generated invoice: "Datum vyhotovení | Číslo zákazníka | Vaše objednávka | DIČ CZ…" under the title, a few lines
  // below the window, the seller's VAT id the last detail
  it('hold the issuer\'s VAT id, not the recipient\'s', async () => {
    const spec = compose(50000153);
    expect(spec.choices).toMatchObject({ sellerVat: 'details', details: 'under-title' });
    const { pdf } = await renderGenerated(spec);
    const inv = (await extract(pdf, { layoutOnly: true })).invoice!;
    expect([inv.seller.vatId, inv.buyer.vatId]).toEqual([spec.truth.fields['seller.vatId'], spec.truth.fields['buyer.vatId'] ?? null]);
  });
});
