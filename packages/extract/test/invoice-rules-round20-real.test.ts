/**
 * Rules of the twentieth round (#11, real invoices nobody here had seen: electricity bills of Spanish suppliers, an
 * export invoice, ERP and template printouts), each on an invented page (test/support/cell-pages.ts) and each failing
 * without its step. Every name, number and address is invented.
 */
import { describe, expect, it } from 'vitest';
import { understandInvoice } from '../src/invoice/understand.js';
import { type Cell, page, right } from './support/cell-pages.js';

const inv = (cells: Cell[]) => understandInvoice([page(1, cells)]);

/** A supply bill's head: the holder's block at the left, the invoice's data at the right. */
function supplyBill(extra: Cell[] = []): Cell[] {
  return [
    [30, 40, 'Luz del Sur Comercial, S.L. Calle Mayor 8, 41001 Sevilla C.I.F. B91234567, inscrita en el Registro Mercantil de Sevilla', 6],
    [60, 460, 'Factura', 14, true],
    [90, 40, 'DATOS DEL TITULAR', 9, true], [90, 330, 'DATOS DE FACTURA', 9, true],
    [104, 40, 'Talleres Robledo, SL'], [104, 330, 'Nº FACTURA:'], right(104, 560, 'L260300117'),
    [118, 40, 'Calle Olmo 3, 14005, Córdoba'], [118, 330, 'Período de consumo:'], right(118, 560, '01/03/2026 a 31/03/2026'),
    [132, 40, 'CIF/NIF:'], [132, 110, 'B14567892'], [132, 330, 'Fecha emisión Factura:'], right(132, 560, '03/04/2026'),
    [160, 40, 'DATOS DEL PUNTO DE SUMINISTRO', 9, true], [160, 330, 'DATOS DEL CONTRATO', 9, true],
    [174, 40, 'CUPS:'], [174, 110, 'ES0031000012345678AB'], [174, 330, 'Tarifa:'], right(174, 560, '2.0TD'),
    ...extra,
  ];
}

const supplyItems: Cell[] = [
  [220, 40, 'DETALLE DE LA FACTURA', 9, true],
  [236, 40, 'Concepto'], right(236, 380, 'Cantidad'), right(236, 430, 'Días'), right(236, 490, 'Precio Ud'), right(236, 560, 'Total €'),
  [252, 40, 'P1. Potencia Facturada'], right(252, 380, '4,6'), right(252, 430, '31'), right(252, 490, '0,080000'), right(252, 560, '11,41'),
  [266, 40, 'P1. Energía Activa'], right(266, 380, '300'), right(266, 490, '0,100000'), right(266, 560, '30,00'),
  [280, 40, 'P2. Energía Activa'], right(280, 380, '200'), right(280, 490, '0,090000'), right(280, 560, '18,00'),
  [300, 40, 'Impuesto Eléctrico (sobre la facturación de la electricidad suministrada'], right(300, 560, '3,04'),
  [312, 40, '59,41 x 5,112696 %)'],
  [328, 40, 'Alquiler equipo de Medida'], right(328, 430, '31'), right(328, 490, '0,026774'), right(328, 560, '0,83'),
  [360, 380, 'Base Imponible'], right(360, 560, '63,28'),
  [374, 380, '21,00% IVA'], right(374, 560, '13,29'),
  [388, 380, 'Total FACTURA'], right(388, 560, '76,57 €'),
];

describe('Spanish supply bills', () => {
  it('read "Fecha emisión Factura" as the issue date, not the consumption period\'s start', () => {
    const r = inv(supplyBill(supplyItems));
    expect(r.issueDate).toBe('2026-04-03');
  });
  it('take the holder under "DATOS DEL TITULAR" for the buyer, and no "DATOS DE(L) …" heading for a party', () => {
    const r = inv(supplyBill(supplyItems));
    expect(r.buyer.name).toBe('Talleres Robledo, SL');
    expect(r.buyer.vatId).toBe('ESB14567892');
    expect(r.seller.name).not.toMatch(/DATOS/);
  });
  it('take no "DATOS DEL …" heading over an address for the seller\'s name (the supply point\'s block)', () => {
    // body type 7 pt, the headings 9 pt bold; the seller named nowhere but by its tax id in the footer
    const r = inv([
      [60, 460, 'Factura', 14, true],
      [90, 40, 'DATOS DEL TITULAR', 9, true], [90, 330, 'DATOS DE FACTURA', 9, true],
      [104, 40, 'Talleres Robledo, SL', 7], [104, 330, 'Nº FACTURA:', 7], right(104, 560, 'L260300117', 7),
      [118, 40, 'Calle Olmo 3, 14005, Córdoba', 7], [118, 330, 'Período de consumo:', 7], right(118, 560, '01/03/2026 a 31/03/2026', 7),
      [132, 40, 'CIF/NIF:', 7], [132, 110, 'B14567892', 7], [132, 330, 'Fecha emisión Factura:', 7], right(132, 560, '03/04/2026', 7),
      [160, 40, 'DATOS DEL PUNTO DE SUMINISTRO', 9, true], [160, 330, 'DATOS DEL CONTRATO', 9, true],
      [174, 40, 'CUPS:', 7], [174, 110, 'ES0031000012345678AB', 7], [174, 330, 'Tarifa:', 7], right(174, 560, '2.0TD', 7),
      [188, 40, 'Nº Serie Contador:', 7], [188, 150, '0012345678', 7],
      [202, 40, 'Calle Pino 5, 46017, Gandia, Valencia', 7],
      [800, 40, 'Comercializadora inscrita en el Registro Mercantil, C.I.F. B91234567', 6],
    ]);
    expect(r.seller.name).toBeNull();
    expect(r.buyer.name).toBe('Talleres Robledo, SL');
  });
  it('read the holder from its "Titular:" key', () => {
    const r = inv([
      [40, 40, 'Energía Norte S.L.', 12, true], [40, 400, 'FACTURA DE LUZ', 12, true],
      [56, 40, 'NIF: B12345674'], [56, 400, 'Nº Factura: EN-26-0042'],
      [70, 40, 'Calle Real 4, 28001 Madrid'], [70, 400, 'Fecha Emisión: 5/4/2026'],
      [110, 40, 'DATOS DEL TITULAR', 9, true], [110, 330, 'DATOS DEL PUNTO DE SUMINISTRO', 9, true],
      [124, 40, 'Titular:'], [124, 150, 'Lucía Serrano Vidal'], [124, 330, 'CUPS:'], [124, 430, 'ES0021000098765432ZX'],
      [138, 40, 'NIF/CIF:'], [138, 150, '12345678Z'], [138, 330, 'Peaje de Acceso:'], [138, 430, '2.0TD'],
      [180, 40, 'Concepto'], right(180, 560, 'Importe'),
      [196, 40, 'Potencia Facturada P1'], right(196, 560, '20.00 €'),
      [212, 40, 'Término Energía Activa P1'], right(212, 560, '30.00 €'),
      [250, 330, 'Base Imponible:'], right(250, 560, '50.00 €'),
      [264, 330, 'IVA (21%):'], right(264, 560, '10.50 €'),
      [280, 330, 'TOTAL FACTURA:'], right(280, 560, '60.50 €'),
    ]);
    expect(r.buyer.name).toBe('Lucía Serrano Vidal');
  });
});

describe('rows without a quantity in a table where most rows have one', () => {
  it('stay items when only with them the amounts add up to the printed net (a tax on the supply, a meter\'s rent)', () => {
    const r = inv(supplyBill(supplyItems));
    expect(r.lineItems.map((l) => l.amount)).toEqual([11.41, 30, 18, 3.04, 0.83]);
    expect(r.totals.net).toBe(63.28);
  });
  it('are still dropped as document charges when the items without them add up to the printed subtotal', () => {
    const r = inv([
      [40, 40, 'Herramientas Sierra S.L.', 12, true], [40, 420, 'FACTURA', 14, true],
      [56, 40, 'NIF: B12345674'], [56, 420, 'Factura nº: HS-2026-15'],
      [70, 40, 'Calle Real 4, 28001 Madrid'], [70, 420, 'Fecha de emisión: 06/04/2026'],
      [100, 40, 'Cliente:'], [114, 40, 'Obras Ebro S.A.'], [128, 40, 'Avenida del Río 2, 50001 Zaragoza'],
      [170, 40, 'Descripción'], right(170, 380, 'Cantidad'), right(170, 470, 'Precio'), right(170, 560, 'Importe'),
      [186, 40, 'Taladro percutor'], right(186, 380, '2'), right(186, 470, '60,00'), right(186, 560, '120,00'),
      [200, 40, 'Juego de brocas'], right(200, 380, '4'), right(200, 470, '7,50'), right(200, 560, '30,00'),
      [214, 40, 'Portes'], right(214, 560, '10,00'),
      [250, 380, 'Suma artículos'], right(250, 560, '150,00'),
      [264, 380, 'Base imponible'], right(264, 560, '160,00'),
      [278, 380, 'IVA 21 %'], right(278, 560, '33,60'),
      [292, 380, 'Total factura'], right(292, 560, '193,60'),
    ]);
    expect(r.lineItems.map((l) => l.amount)).toEqual([120, 30]);
  });
});

/** A retail electricity bill: a sidebar of contacts left of the charges, labels run out in dot leaders. */
function leaderBill(leaders: boolean): Cell[] {
  const d = (label: string) => (leaders ? `${label}.....................` : label);
  return [
    [40, 200, 'Acct # : 5512034   Bill # : 8800123456   Bill Date : 03/04/26', 8],
    [56, 200, 'HARLAN QUILL', 8], [56, 420, 'Service at: 14 ELM ROW', 8],
    [66, 200, '14 Elm Row', 8],
    [76, 200, 'Springfield, TX 75001', 8],
    [110, 200, 'Previous Balance', 8], [110, 300, 'Current Charges', 8], [110, 400, 'Amount Due', 8], [110, 480, 'Due Date', 8],
    [122, 200, '$61.20', 8], [122, 300, '$98.40', 8], [122, 400, '$98.40', 8], [122, 480, '03/24/26', 8],
    [160, 20, 'Support 24 hours daily', 8], [160, 200, 'Current Charges', 8], right(160, 440, 'Qty', 8), right(160, 500, 'Rate', 8), right(160, 560, 'Amount', 8),
    [172, 20, '1-800-555-0199', 8], [172, 200, 'Electric Service', 8],
    [184, 20, 'Mon - Fri: 8 AM - 6 PM', 8], [184, 206, d('Energy Charges'), 8], right(184, 440, '720.00', 8), right(184, 500, '0.12000', 8), right(184, 560, '$86.40', 8),
    [196, 20, 'For outages call your', 8], [196, 206, d('Base Charge'), 8], right(196, 560, '$5.00', 8),
    [208, 20, 'wires company', 8], [208, 206, d('Grid Access'), 8], right(208, 560, '$4.00', 8),
    [220, 20, 'Refer a friend!', 8], [220, 206, d('City Tax'), 8], right(220, 560, '$3.00', 8),
    [232, 20, 'See our web site', 8], [232, 200, d('Total Current Charges'), 8], right(232, 560, '$98.40', 8),
    [244, 20, 'for more offers', 8], [244, 200, d('Total Payments/Adjustments'), 8], right(244, 560, '$0.00', 8),
    [256, 20, 'and news', 8], [256, 200, d('Total Amount Due'), 8], right(256, 560, '$98.40', 8),
  ];
}

describe('dot leaders and a sidebar beside the charges', () => {
  it('a label run out in dots reads as the label ("Total Amount Due........")', () => {
    const plain = inv(leaderBill(false));
    const dotted = inv(leaderBill(true));
    expect(dotted.totals.due).toBe(98.4);
    expect(dotted.lineItems.map((l) => l.description)).toEqual(plain.lineItems.map((l) => l.description));
  });
  it('a totals label under the description column ends the table, whatever the sidebar prints left of it', () => {
    for (const leaders of [false, true]) {
      const r = inv(leaderBill(leaders));
      expect(r.lineItems.map((l) => l.amount)).toEqual([86.4, 5, 4, 3]);
    }
  });
});
