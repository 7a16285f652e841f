/**
 * Rules of the fifteenth round (#11): bills, statements and two-company invoices — utility and telecom bills,
 * insurance premium notices, rent and agent invoices. Each rule on an invented page (test/support/cell-pages.ts).
 */
import { describe, expect, it } from 'vitest';
import { understandInvoice } from '../src/invoice/understand.js';
import { type Cell, page, right } from './support/cell-pages.js';

const inv = (cells: Cell[]) => understandInvoice([page(1, cells)]);

describe('an insurer\'s premium notice', () => {
  const notice = (): Cell[] => [
    [30, 40, 'Formular-Version : 3.1 vom 14.02.2024'],
    [60, 40, 'Rechnung des Versicherers Nr. 77.310.552.4-2026-1 vom 09.01.2026'],
    [100, 40, 'Verkäufer:'],
    [114, 40, 'Lindenhof Versicherung a.G.'],
    [128, 40, 'Talweg 8'],
    [142, 40, 'DE 31245 Nordstadt'],
    [100, 320, 'Käufer:'],
    [114, 320, 'Herrn'],
    [128, 320, 'Jonas Beispielmann'],
    [142, 320, 'Feldstr. 3'],
    [156, 320, 'DE 31246 Südstadt'],
    [220, 40, 'Hausratversicherung'],
    right(220, 500, '84,00'),
    [260, 300, 'Bruttosumme'],
    right(260, 500, '84,00'),
    [274, 300, 'Zahlbetrag'],
    right(274, 500, '84,00'),
  ];

  it('"Rechnung des Versicherers Nr. … vom …": the issuer in the genitive between title and number', () => {
    const r = inv(notice());
    expect(r.number).toBe('77.310.552.4-2026-1');
    expect(r.issueDate).toBe('2026-01-09');
  });

  it('"Herrn" alone over the name is a form of address, not the buyer', () => {
    const r = inv(notice());
    expect(r.buyer.name).toBe('Jonas Beispielmann');
  });

  it('"Rechnungskorrektur Nr. … vom …" gives the date of issue', () => {
    const cells = notice().map((c): Cell => (c[2].startsWith('Rechnung des') ? [c[0], c[1], 'Rechnungskorrektur Nr. RK-4471 vom 09.01.2026'] : c));
    const r = inv(cells);
    expect(r.number).toBe('RK-4471');
    expect(r.issueDate).toBe('2026-01-09');
  });
});
