/**
 * VAT-id assignment on pages modelled on corpus documents.
 * These tests rebuild pages of corpus documents (their names and coordinates); the rules they guard are tested on
 * generated pages in test/vat-ids-rules.test.ts. Kept as regressions, not as the definition of a rule (#11 point 7).
 */
import { describe, expect, it } from 'vitest';
import { buildDoc } from '../../src/invoice/doc.js';
import { frenchVatKeyOk, matchLabel, norwegianOrgNrOk } from '../../src/invoice/labels.js';
import type { Block } from '../../src/invoice/parties.js';
import { readParties } from '../../src/invoice/parties.js';
import { assignVatIds } from '../../src/invoice/vatIds.js';
import type { PageModel, Word } from '../../src/types.js';

/** A page from [y, x, text] cells; each cell's words get widths from a 0.5 em average glyph width. */
function page(cells: Array<[number, number, string]>): PageModel {
  const words: Word[] = [];
  for (const [y, x, text] of cells) {
    let cx = x;
    for (const t of text.split(' ')) {
      const w = t.length * 5;
      words.push({ text: t, x0: cx, y0: y, x1: cx + w, y1: y + 10, size: 10, fontName: 'Helvetica', bold: false });
      cx += w + 2.5;
    }
  }
  return { number: 1, width: 595, height: 842, words, rulings: [] };
}

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

describe('VAT id owners', () => {
  it('reads a bare organisation number in the buyer block of a Norwegian invoice', () => {
    const base: Array<[number, number, string]> = [
      [40, 460, 'Faktura'],
      [100, 60, 'Kunde Eiendom AS'],
      [112, 60, 'Fakturamottak 984820011'],
      [124, 60, 'Postboks 4024'],
      [136, 60, '8608 MO I RANA'],
      [300, 60, 'Produkt'],
      [300, 300, 'Antall'],
      [300, 400, 'Pris Mva'],
      [320, 60, 'Fotopakke'],
      [320, 300, '1,00'],
      [320, 400, '25%'],
    ];
    expect(ids(base).buyer).toBe('NO984820011MVA');
    // a wrong check digit: a reference, not an organisation number
    expect(ids(base.map(([y, x, t]) => [y, x, t.replace('984820011', '984820012')])).buyer).toBeNull();
    // a customer number is not an organisation number
    expect(ids(base.map(([y, x, t]) => [y, x, t.replace('Fakturamottak', 'Kundenr')])).buyer).toBeNull();
  });

  it('reads a bare organisation number printed right under a repeat of the buyer name', () => {
    const cells: Array<[number, number, string]> = [
      [100, 45, 'Kunde Blad AS'],
      [112, 45, 'Postboks 4458'],
      [124, 45, '8608 MO I RANA'],
      [100, 407, 'Fakturanummer'],
      [112, 407, '1101619644'],
      [140, 407, 'Ansvarlig'],
      [152, 407, 'Kunde Blad AS'],
      [164, 407, '984820011'],
      [300, 407, 'MVA'],
      [300, 540, '66,25'],
    ];
    expect(idsWithBlock(cells, { x: 45, from: 100, to: 124 }).buyer).toBe('NO984820011MVA');
    // under another name it is not the buyer's
    expect(idsWithBlock(cells.map(([y, x, t]) => [y, x, y === 152 ? 'Annen Kunde AS' : t]), { x: 45, from: 100, to: 124 }).buyer).toBeNull();
  });

  it('gives the same printed id to both parties when it stands in both blocks', () => {
    const r = ids([
      [100, 66, 'Verkäufer'],
      [113, 66, 'Name:'],
      [113, 305, 'Muster GmbH'],
      [126, 66, 'USt.-Id.-Nr.:'],
      [126, 305, 'DE123456789'],
      [300, 66, 'Käufer'],
      [313, 66, 'Name:'],
      [313, 305, 'Kunde GmbH'],
      [326, 66, 'USt.-Id.-Nr.:'],
      [326, 305, 'DE123456789'],
    ]);
    expect(r.seller).toBe('DE123456789');
    expect(r.buyer).toBe('DE123456789');
  });

  it('reads an id with a wrong prefix but a valid French key as French', () => {
    const r = ids([
      [100, 44, 'Verkäufer :'],
      [112, 44, 'Muster GmbH'],
      [124, 44, 'USt.-Id.-Nr. : DE123456789'],
      [200, 44, 'Käufer :'],
      [212, 44, 'Ma boutique'],
      [224, 44, 'FR 69001 Lyon'],
      [236, 44, 'USt.-Id.-Nr. : DE34999888779'],
    ]);
    expect(r.buyer).toBe('FR34999888779');
    expect(r.seller).toBe('DE123456789');
  });

  it('takes the footer id with the registration data as the seller\'s and the id under an address as the buyer\'s', () => {
    const cells: Array<[number, number, string]> = [
      [20, 220, 'FOURNISSEUR F'],
      [90, 333, 'CLIENT 1'],
      [104, 333, '1 rue du Client'],
      [118, 333, '75015 PARIS'],
      [132, 333, 'Numero TVA FR51777888991'],
      [200, 260, 'FACTURE'],
      [788, 90, 'SARL au capital de 50 000 Euros - R.C.S. NANTERRE 999 888 779'],
      [797, 216, 'No TVA intracommunautaire : FR 34 999 888 779'],
    ];
    expect(idsWithBlock(cells, null)).toEqual({ seller: 'FR34999888779', buyer: 'FR51777888991' });
    // without the registration data the footer is not known to be the seller's: the first id stays the seller's
    expect(idsWithBlock(cells.filter((c) => !c[2].startsWith('SARL')), null)).toEqual({ seller: 'FR51777888991', buyer: null });
  });
});
