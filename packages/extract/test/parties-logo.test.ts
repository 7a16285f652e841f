/**
 * Parties when the letterhead's name is a logo (a picture, no text) and the company is named only in the footer (#11).
 * Invented pages (support/cell-pages).
 */
import { describe, expect, it } from 'vitest';
import { understandInvoice } from '../src/invoice/understand.js';
import { type Cell, page, right } from './support/cell-pages.js';

const items: Cell[] = [
  [300, 50, 'Concepto', 10, true],
  [300, 300, 'Cantidad', 10, true],
  right(300, 540, 'Importe'),
  [316, 50, 'Tornillo inox M6 x 30'],
  [316, 300, '3'],
  right(316, 540, '100,00'),
  [330, 50, 'Soporte mural'],
  [330, 300, '1'],
  right(330, 540, '100,00'),
  [360, 380, 'Base imponible'],
  right(360, 540, '200,00'),
  [374, 380, 'IVA 21 %'],
  right(374, 540, '42,00'),
  [388, 380, 'Total factura'],
  right(388, 540, '242,00'),
];

describe('a letterhead whose name is a logo', () => {
  it('does not take its street and phone lines for the recipient window (the recipient\'s name printed large): the footer names the seller', () => {
    const cells: Cell[] = [
      [80, 50, 'Calle del Sol, 26'],
      [92, 50, '41004 Sevilla'],
      [104, 50, 'Tel. +34 569 979924'],
      [136, 360, 'Granite Peak S.L.U.', 15, true],
      [152, 360, 'Calle Mayor, 122'],
      [164, 360, '50001 Zaragoza'],
      [210, 50, 'FACTURA RE-2025-3073', 14, true],
      [230, 50, 'Fecha de emisión: 20-01-2025'],
      ...items,
      [800, 60, 'Moravec SL · Calle del Sol, 26 · 41004 Sevilla · NIF ESB55677835', 7],
    ];
    const inv = understandInvoice([page(1, cells)]);
    expect(inv.buyer.name).toBe('Granite Peak S.L.U.');
    expect(inv.seller.name).toBe('Moravec SL');
  });

  it('does not take the one-line party under a delivery heading ("Livré à") for the seller', () => {
    const cells: Cell[] = [
      [80, 50, '171 chemin des Vignes · 31000 Toulouse · Tél. +33 636 109738', 8],
      [110, 50, 'Aurora SAS'],
      [122, 50, '22 boulevard Voltaire'],
      [134, 50, '75011 Paris'],
      [180, 50, 'Facture 45506098', 14, true],
      [200, 50, "Date d'émission : 2022-09-20"],
      [230, 50, 'Livré à', 9, true],
      [242, 50, 'Meridian SAS, Attn. Virtanen, 29 rue du Commerce, 44000 Nantes'],
      [300, 50, 'Désignation', 10, true],
      [300, 300, 'Quantité', 10, true],
      right(300, 540, 'Montant HT'),
      [316, 50, 'Parquet chêne massif'],
      [316, 300, '2'],
      right(316, 540, '200,00'),
      [360, 380, 'Total HT'],
      right(360, 540, '200,00'),
      [374, 380, 'TVA 20 %'],
      right(374, 540, '40,00'),
      [388, 380, 'Total TTC'],
      right(388, 540, '240,00'),
      [800, 60, 'Ventura Service SARL · 171 chemin des Vignes · 31000 Toulouse · RCS Toulouse B 449217', 7],
    ];
    const inv = understandInvoice([page(1, cells)]);
    expect(inv.buyer.name).toBe('Aurora SAS');
    expect(inv.seller.name).toBe('Ventura Service SARL');
  });
});
