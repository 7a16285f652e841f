/**
 * Rules of the fifteenth round (#11) for Latin-American invoices, each on an invented page (test/support/cell-pages.ts):
 * national tax ids (CUIT, RUT, RFC, CNPJ, RUC) as the parties' tax ids with their check digits, the order of issuer and
 * customer on the printed invoices of these tax authorities, the currency of a bare "$" told by the tax id's country,
 * the sol's sign, thousands groups without decimals, and the Spanish labels of these layouts. Every name, number and
 * address is invented.
 */
import { describe, expect, it } from 'vitest';
import { detectCurrency } from '../src/invoice/currency.js';
import { detectConvention } from '../src/invoice/numbers.js';
import { understandInvoice } from '../src/invoice/understand.js';
import { latinAmericanTaxId } from '../src/invoice/vatNational.js';
import { type Cell, page, right } from './support/cell-pages.js';

const inv = (cells: Cell[]) => understandInvoice([page(1, cells)]);

describe('national tax ids: the number of the label’s country, its check digit right', () => {
  it('reads each country’s form and refuses a wrong check digit', () => {
    expect(latinAmericanTaxId(['AR'], '30-71234567-1')).toBe('AR30712345671');
    expect(latinAmericanTaxId(['AR'], '30-71234567-2')).toBeNull();
    expect(latinAmericanTaxId(['CL', 'UY'], '77.123.456-9')).toBe('CL771234569');
    expect(latinAmericanTaxId(['CL', 'UY'], '77.123.456-3')).toBeNull();
    expect(latinAmericanTaxId(['MX'], 'TEC020304AB4')).toBe('MXTEC020304AB4');
    expect(latinAmericanTaxId(['MX'], 'GOLM750812K21')).toBe('MXGOLM750812K21');
    expect(latinAmericanTaxId(['MX'], 'TEC020304AB5')).toBeNull();
    expect(latinAmericanTaxId(['BR'], '45.678.901/0001-75')).toBe('BR45678901000175');
    expect(latinAmericanTaxId(['BR'], '45.678.901/0001-76')).toBeNull();
    expect(latinAmericanTaxId(['PE', 'PY'], '20123456786')).toBe('PE20123456786');
    expect(latinAmericanTaxId(['PE', 'PY'], '3456789-5')).toBe('PY34567895');
    expect(latinAmericanTaxId(['CL', 'UY'], '213456780011')).toBe('UY213456780011');
    expect(latinAmericanTaxId(['CL', 'UY'], '213456780012')).toBeNull();
    expect(latinAmericanTaxId(['CO'], '800.123.456-5')).toBe('CO8001234565');
    expect(latinAmericanTaxId(['CO'], '800.123.456-4')).toBeNull();
  });

  it('an Argentine factura: the issuer’s CUIT above, the customer’s in the customer band below (no label names the owner)', () => {
    const r = inv([
      [40, 40, 'Ferretería Los Álamos S.R.L.'],
      [40, 400, 'FACTURA A'],
      [54, 400, 'Nº 0003-00001234'],
      [66, 400, 'Fecha de Emisión: 14/03/2026'],
      [78, 400, 'C.U.I.T. Nº 30-71234567-1'],
      [90, 40, 'Av. Siempreviva 742, Rosario'],
      [130, 40, 'Señor(es): Construcciones del Sur S.A.'],
      [130, 360, 'VENDEDOR: 12'],
      [142, 40, 'Domicilio: Calle Falsa 123'],
      [154, 360, 'C.U.I.T.: 20-31415926-9'],
      [200, 40, 'Descripción'],
      [200, 480, 'Importe'],
      [216, 40, 'Tornillos'],
      right(216, 540, '1.000,00'),
      [260, 360, 'Importe Neto Gravado'],
      right(260, 540, '1.000,00'),
      [272, 360, 'IVA 21%'],
      right(272, 540, '210,00'),
      [284, 360, 'Importe Total'],
      right(284, 540, '1.210,00'),
    ]);
    expect(r.seller.vatId).toBe('AR30712345671');
    expect(r.buyer.vatId).toBe('AR20314159269');
  });

  it('a single CUIT under the customer’s heading, at the right of its band: the customer’s', () => {
    const r = inv([
      [40, 40, 'Taller Mecánico Ejemplo'],
      [40, 400, 'Factura B Nº 0002-00000077'],
      [54, 400, 'Fecha: 02/04/2026'],
      [120, 40, 'Sr.(s): Juana Pérez'],
      [132, 40, 'Dirección: Pasaje Inventado 12'],
      [144, 40, 'IVA: Responsable Inscripto'],
      [144, 300, 'CUIT: 27-27182818-2'],
      [200, 40, 'Descripción'],
      [200, 480, 'Importe'],
      [216, 40, 'Service'],
      right(216, 540, '500,00'),
      [260, 380, 'Total:'],
      right(260, 540, '500,00'),
    ]);
    expect(r.buyer.vatId).toBe('AR27271828182');
    expect(r.seller.vatId).toBeNull();
  });

  it('a DANFE-like grid: "CNPJ / CPF" over its number with the next column’s label beside it', () => {
    const r = inv([
      [30, 40, 'Indústria Exemplo Ltda'],
      [30, 420, 'DANFE'],
      [60, 40, 'INSCRIÇÃO ESTADUAL'],
      [60, 400, 'CNPJ'],
      [72, 40, '123456789'],
      [72, 400, '45.678.901/0001-75'],
      [90, 40, 'DESTINATÁRIO / REMETENTE'],
      [102, 40, 'NOME / RAZÃO SOCIAL'],
      [102, 350, 'CNPJ / CPF'],
      [102, 480, 'DATA DA EMISSÃO'],
      [114, 40, 'Comércio Fictício S.A.'],
      [114, 350, '11.222.333/0001-81'],
      [114, 480, '05/05/2026'],
      [200, 40, 'VALOR TOTAL DA NOTA'],
      right(212, 140, '1.000,00'),
    ]);
    expect(r.seller.vatId).toBe('BR45678901000175');
    expect(r.buyer.vatId).toBe('BR11222333000181');
  });
});

describe('currency: the tax id’s country', () => {
  it('a bare "$" on a document with an Argentine CUIT is the peso (ARS); with a printed code, that code', () => {
    expect(detectCurrency(['C.U.I.T. 30-71234567-1', 'Total $ 1.210,00'])).toBe('ARS');
    expect(detectCurrency(['R.U.T.: 77.123.456-9', 'TOTAL $32.328'])).toBe('CLP');
    expect(detectCurrency(['C.U.I.T. 30-71234567-1', 'Total $ 1.210,00 USD'])).toBe('USD');
    // (a wrong check digit is no evidence)
    expect(detectCurrency(['C.U.I.T. 30-71234567-2', 'Total $ 1.210,00'])).toBe('USD');
  });

  it('no currency named: the currency of the tax id’s country (CNPJ → BRL, RFC → MXN)', () => {
    expect(detectCurrency(['CNPJ: 45.678.901/0001-75', 'Total 1.000,00'])).toBe('BRL');
    expect(detectCurrency(['RFC: TEC020304AB4', 'Total 1,160.00'])).toBe('MXN');
  });

  it('"S/ 118.00" is the Peruvian sol; "IVA 21 % s/ 1.000,00" (sobre) is not', () => {
    expect(detectCurrency(['Monto Total', 'S/. 1.400'])).toBe('PEN');
    expect(detectCurrency(['IVA 21 % s/ 1.000,00', 'IVA 10 % S/ 200,00'])).toBeNull();
  });

  it('"U$S" is the US dollar', () => {
    expect(detectCurrency(['C.U.I.T. 30-71234567-1', 'Total U$S 1.210,00'])).toBe('USD');
  });

  it('a currency name: "Moneda: Guaraní" is PYG', () => {
    expect(detectCurrency(['Moneda: Guaraní', 'Total 1.560.000'])).toBe('PYG');
  });
});

describe('numbers: thousands groups without decimals', () => {
  it('"1.560.000" twice outweighs one "8.00": the dot groups thousands, "141.818" is 141818', () => {
    expect(detectConvention(['Cantidad 8.00', 'Total 1.560.000', 'Base 1.418.182', 'IVA 141.818'])).toBe('comma');
    expect(detectConvention(['Qty 8,00', 'Total 2,480,000', 'Net 2,254,545'])).toBe('dot');
    // (ids are no thousands groups: a RUT, a CNPJ)
    expect(detectConvention(['RUT 77.123.456-9', 'CNPJ 45.678.901/0001-75', 'Total 12.50'])).toBe('dot');
  });
});

describe('labels of Latin-American layouts', () => {
  it('"RECEPTOR" heads the customer (CFDI); "Folio" is the number, "Folio fiscal" is not', () => {
    const r = inv([
      [30, 400, 'FOLIO: 4711'],
      [42, 400, 'FECHA: 2026-02-08'],
      [80, 40, 'EMISOR'],
      [92, 40, 'NOMBRE: Papelería Ficticia'],
      [130, 40, 'RECEPTOR'],
      [142, 40, 'NOMBRE: Cliente Inventado'],
      [200, 40, 'Descripción'],
      [200, 480, 'Importe'],
      [216, 40, 'Hojas'],
      right(216, 540, '100.00'),
      [260, 380, 'SUBTOTAL:'],
      right(260, 540, '100.00'),
      [272, 380, 'IVA 16%:'],
      right(272, 540, '16.00'),
      [284, 380, 'TOTAL:'],
      right(284, 540, '116.00'),
      [320, 40, 'FOLIO FISCAL UUID 1B2C3D4E-0000-4000-8000-123456789ABC'],
    ]);
    expect(r.number).toBe('4711');
    expect(r.buyer.name).toBe('Cliente Inventado');
  });

  it('"Folio referencia" heading a column of referenced documents is not the number', () => {
    const r = inv([
      [30, 40, 'Distribuidora Inventada SpA'],
      [30, 400, 'FACTURA ELECTRONICA'],
      [42, 420, 'N° 4117'],
      [80, 40, 'Fecha emisión: 01-06-2026'],
      [120, 40, 'TIPO DOCUMENTO'],
      [120, 160, 'FOLIO REFERENCIA'],
      [120, 300, 'FECHA DE REFERENCIA'],
      [132, 40, 'CÓDIGO'],
      [132, 120, 'CANTIDAD'],
      [132, 220, 'DESCRIPCIÓN'],
      [132, 480, 'TOTAL ITEM'],
      [150, 40, '00002'],
      [150, 170, '3 unid'],
      [150, 220, 'Papelería surtida'],
      right(150, 540, '4.950'),
      [260, 380, 'NETO'],
      right(260, 540, '$4.950'),
      [272, 380, 'IVA(19%)'],
      right(272, 540, '$941'),
      [284, 380, 'TOTAL'],
      right(284, 540, '$5.891'),
    ]);
    expect(r.number).toBe('4117');
  });

  it('"Fecha y Hora de Emisión" and "Número de Comprobante"; "1.100.000" groups thousands, so "100.000" is 100000', () => {
    const r = inv([
      [30, 40, 'Comercial Inventada'],
      [30, 380, 'Inicio de Vigencia: 2026-01-16'],
      [42, 380, 'Número de Comprobante: 001-001-0000099'],
      [80, 40, 'Fecha y Hora de Emisión: 2026-03-05T11:34:25'],
      [200, 40, 'Descripción'],
      [200, 480, 'Importe'],
      [216, 40, 'Servicio'],
      right(216, 540, '1.100.000'),
      [260, 40, 'Total:'],
      right(260, 540, '1.100.000'),
      [272, 40, 'IVA 10%:'],
      right(272, 540, '100.000'),
    ]);
    expect(r.issueDate).toBe('2026-03-05');
    expect(r.number).toBe('001-001-0000099');
    expect(r.totals).toMatchObject({ net: 1000000, tax: 100000, gross: 1100000 });
  });

  it('"Total de la operación" over the tax lines and the taxable base is the total, tax included', () => {
    const r = inv([
      [30, 40, 'Comercial Inventada'],
      [30, 380, 'Factura electrónica N°: 001-001-0000099'],
      [80, 40, 'Fecha de Emisión: 2026-03-05'],
      [200, 40, 'Código'],
      [200, 100, 'Descripción'],
      [200, 300, 'Precio unitario'],
      [200, 380, 'Cantidad'],
      [200, 430, 'Exentas'],
      [200, 480, '5%'],
      [200, 530, '10%'],
      [216, 40, '001'],
      [216, 100, 'Servicio'],
      right(216, 350, '137.500'),
      right(216, 410, '8.00'),
      right(216, 450, '0'),
      right(216, 500, '0'),
      right(216, 570, '1.100.000'),
      [260, 40, 'Total Operación:'],
      right(260, 570, '1.100.000'),
      [272, 40, 'Total IVA:'],
      right(272, 570, '100.000'),
      [284, 40, 'IVA 10%:'],
      right(284, 570, '100.000'),
      [296, 40, 'Base Gravada 10%:'],
      right(296, 570, '1.000.000'),
    ]);
    expect(r.totals).toMatchObject({ tax: 100000, gross: 1100000 });
  });
});
