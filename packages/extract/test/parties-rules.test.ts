import { describe, expect, it } from 'vitest';
import { buildDoc } from '../src/invoice/doc.js';
import { readParties } from '../src/invoice/parties.js';
import type { PageModel, Word } from '../src/types.js';

type Cell = [y: number, x: number, text: string, size?: number, bold?: boolean];

/** A page from [y, x, text, size, bold] cells; each word gets a width from a 0.5 em average glyph width. */
function page(cells: Cell[], number = 1): PageModel {
  const words: Word[] = [];
  for (const [y, x, text, size = 10, bold = false] of cells) {
    let cx = x;
    for (const t of text.split(' ')) {
      const w = t.length * size * 0.5;
      words.push({ text: t, x0: cx, y0: y, x1: cx + w, y1: y + size, size, fontName: 'Helvetica', bold });
      cx += w + size * 0.25;
    }
  }
  return { number, width: 595, height: 842, words, rulings: [] };
}

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
    expect(p.buyer.name).toBe('Fjordkafe AS - Avdeling Nord');
  });

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
