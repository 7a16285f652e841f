/**
 * Generalisation: synthetic invoices in languages, conventions and layouts the dev corpus and the shared fixtures
 * barely cover (Spanish, Italian, Portuguese, Dutch, US and UK English; totals as a small ruled table, labels above
 * their values, the seller only in the footer, two VAT rates, MM/DD/YYYY dates, "3 March 2025"). Each document is
 * drawn with pdfkit (test/support/synthetic-invoices.ts) from its known truth and read back with
 * `extract(pdf, { layoutOnly: true })`; every field is its own test so one miss does not hide the others. Company names, addresses and ids are invented; VAT ids have
 * the right national format.
 */
import { describe, expect, it } from 'vitest';
import { detectDateOrder, parseDate } from '../src/invoice/dates.js';
import { detectCurrency } from '../src/invoice/currency.js';
import { detectLanguage, foldKeep, headerConcept, matchLabel, TABLE_STOP } from '../src/invoice/labels.js';
import { findAmounts } from '../src/invoice/numbers.js';
import { type Col, type Doc, describeDocs, fmt, line, qty, r2, type Truth, type TruthLine } from './support/synthetic-invoices.js';


// ------------------------------------------------------------------ documents

const DOCS: Doc[] = [];

// 1. Spanish: seller top left, "Factura nº", "Fecha de expedición", NIF, Base imponible / IVA 21% / Total factura
{
  const lines = [
    line('Mantenimiento preventivo de climatización, visita trimestral en oficinas de la planta segunda y tercera', 1, 480),
    line('Filtro de aire F7 592x592 mm', 12, 18.75),
    line('Mano de obra técnico especialista (horas)', 6.5, 42),
  ];
  const net = r2(lines.reduce((s, l) => s + l.amount, 0));
  const tax = r2(net * 0.21);
  const t: Truth = {
    number: 'A-2025/0318',
    issueDate: '2025-03-14',
    dueDate: '2025-04-13',
    currency: 'EUR',
    seller: { name: 'Climatizaciones Ribera Norte S.L.', vatId: 'ESB84736251' },
    buyer: { name: 'Gestoría Almudena Vidal S.L.P.', vatId: 'ESB39572846' },
    net,
    tax,
    gross: r2(net + tax),
    due: r2(net + tax),
    lines,
  };
  DOCS.push({
    name: 'es-factura-classic',
    truth: t,
    draw: (p) => {
      p.block([t.seller.name, 'Calle de Embajadores 141, local 3', '28045 Madrid', 'NIF: ESB84736251', 'Tel. 915 55 12 34'], 50, 50, { firstBold: true });
      p.text('FACTURA', 400, 50, { bold: true, size: 20 });
      p.pairs([['Factura nº:', t.number], ['Fecha de expedición:', '14/03/2025'], ['Fecha de vencimiento:', '13/04/2025']], 360, 82, 100);
      p.text('Cliente', 50, 140, { bold: true, size: 8 });
      p.block([t.buyer.name, 'Avenida de la Constitución 27, 2º B', '41001 Sevilla', 'NIF: B39572846'], 50, 152, { firstBold: true });
      const cols: Col[] = [
        { title: 'Concepto', x: 50, w: 250, align: 'left', wrap: true },
        { title: 'Cantidad', x: 306, w: 55, align: 'right' },
        { title: 'Precio', x: 367, w: 70, align: 'right' },
        { title: 'Importe', x: 443, w: 100, align: 'right' },
      ];
      const y = p.table(cols, lines.map((l) => [l.description, qty(l.quantity, 'comma'), fmt(l.unitPrice, 'comma'), fmt(l.amount, 'comma')]), 230, { fill: '#e6e6e6' });
      p.totals([['Base imponible', `${fmt(net, 'comma')} €`], ['IVA 21%', `${fmt(tax, 'comma')} €`], ['Total factura', `${fmt(t.gross, 'comma')} €`, true]], 340, 543, y + 15);
      p.text('Forma de pago: transferencia bancaria a ES91 2100 0418 4502 0005 1332', 50, 720, { size: 8 });
    },
  });
}

// 2. Spanish: the seller appears only in the footer; the buyer and the invoice data at the top
{
  const lines = [
    line('Zapatilla deportiva modelo Brisa, talla 42', 24, 31.9),
    line('Bota de montaña Picos impermeable, talla 44', 10, 64.5),
    line('Plantillas de gel (par)', 40, 4.25),
  ];
  const net = r2(lines.reduce((s, l) => s + l.amount, 0));
  const tax = r2(net * 0.21);
  const t: Truth = {
    number: 'FV25-00471',
    issueDate: '2025-06-02',
    dueDate: '2025-07-02',
    currency: 'EUR',
    seller: { name: 'Calzados Riberamar S.L.', vatId: 'ESB70215583' },
    buyer: { name: 'Deportes Txindoki S.A.', vatId: 'ESA20683190' },
    net,
    tax,
    gross: r2(net + tax),
    due: r2(net + tax),
    lines,
  };
  DOCS.push({
    name: 'es-seller-in-footer',
    truth: t,
    draw: (p) => {
      p.text('FACTURA', 50, 50, { bold: true, size: 22 });
      p.pairs([['Número:', t.number], ['Fecha:', '02/06/2025'], ['Vencimiento:', '02/07/2025']], 50, 85, 75);
      p.text('Facturar a:', 330, 85, { bold: true, size: 8 });
      p.block([t.buyer.name, 'Paseo de Colón 12', '20002 Donostia-San Sebastián', 'CIF: ESA20683190'], 330, 97, { firstBold: true });
      const cols: Col[] = [
        { title: 'Descripción', x: 50, w: 260, align: 'left', wrap: true },
        { title: 'Uds.', x: 316, w: 40, align: 'right' },
        { title: 'Precio unitario', x: 362, w: 80, align: 'right' },
        { title: 'Total', x: 448, w: 95, align: 'right' },
      ];
      const y = p.table(cols, lines.map((l) => [l.description, qty(l.quantity, 'comma'), fmt(l.unitPrice, 'comma'), fmt(l.amount, 'comma')]), 190, { fill: '#dde7f0' });
      p.totals([['Base imponible', fmt(net, 'comma')], ['Cuota IVA (21%)', fmt(tax, 'comma')], ['TOTAL (EUR)', fmt(t.gross, 'comma'), true]], 340, 543, y + 15);
      p.text(`${t.seller.name} · Polígono Industrial Las Atalayas, parcela 7 · 03114 Alicante · NIF B70215583`, 50, 770, { size: 7.5 });
      p.text('Inscrita en el Registro Mercantil de Alicante, tomo 4122, folio 17, hoja A-160233', 50, 781, { size: 7.5 });
    },
  });
}

// 3. Italian: "Fattura n.", "Data", P.IVA + Cod. Fiscale, totals as a small ruled two-column table on the right
{
  const lines = [
    line('Consulenza fiscale e tributaria per la dichiarazione annuale IVA, periodo d’imposta 2024', 1, 950),
    line('Elaborazione cedolini paga (per dipendente)', 14, 22),
    line('Invio telematico F24', 3, 15),
  ];
  const net = r2(lines.reduce((s, l) => s + l.amount, 0));
  const tax = r2(net * 0.22);
  const t: Truth = {
    number: '112/2025',
    issueDate: '2025-02-05',
    dueDate: '2025-03-07',
    currency: 'EUR',
    seller: { name: 'Studio Bertolini & Associati S.r.l.', vatId: 'IT04859230961' },
    buyer: { name: 'Officine Meccaniche Valtrompia S.p.A.', vatId: 'IT07351840157' },
    net,
    tax,
    gross: r2(net + tax),
    due: r2(net + tax),
    lines,
  };
  DOCS.push({
    name: 'it-fattura-box-totals',
    truth: t,
    draw: (p) => {
      p.block([t.seller.name, 'Via Privata Fratelli Gabba 6', '20121 Milano (MI)', 'P.IVA IT04859230961', 'Cod. Fiscale 04859230961'], 50, 50, { firstBold: true });
      p.text('Spett.le', 330, 60, { size: 8 });
      p.block([t.buyer.name, 'Via Artigiani 44', '25063 Gardone Val Trompia (BS)', 'P.IVA 07351840157'], 330, 72, { firstBold: true });
      p.text('FATTURA', 50, 150, { bold: true, size: 16 });
      p.pairs([['Fattura n.', t.number], ['Data', '05/02/2025'], ['Scadenza', '07/03/2025']], 50, 175, 70);
      const cols: Col[] = [
        { title: 'Descrizione', x: 53, w: 260, align: 'left', wrap: true },
        { title: 'Q.tà', x: 319, w: 40, align: 'right' },
        { title: 'Prezzo unitario', x: 365, w: 80, align: 'right' },
        { title: 'Importo', x: 451, w: 89, align: 'right' },
      ];
      const y = p.table(cols, lines.map((l) => [l.description, qty(l.quantity, 'comma'), fmt(l.unitPrice, 'comma'), fmt(l.amount, 'comma')]), 230, { ruled: true });
      p.boxTable([['Imponibile', fmt(net, 'comma')], ['IVA 22%', fmt(tax, 'comma')], ['Totale documento €', fmt(t.gross, 'comma'), true]], 343, y + 20, 120, 80);
      p.text('Pagamento: bonifico bancario a 30 giorni data fattura', 50, y + 90, { size: 8 });
    },
  });
}

// 4. Portuguese: "Fatura n.º", "Data de emissão", "Data de vencimento", NIF / Contribuinte, two VAT rates (23 % and 6 %)
{
  const l23 = [line('Tinteiro compatível HP 305 XL preto', 8, 12.4), line('Papel fotocópia A4 80 g (resma de 500 folhas)', 20, 4.35)];
  const l6 = [line('Livro técnico "Contabilidade para PME", 3.ª edição', 2, 27.5)];
  const lines = [l23[0]!, l6[0]!, l23[1]!];
  const n23 = r2(l23.reduce((s, l) => s + l.amount, 0));
  const n6 = r2(l6.reduce((s, l) => s + l.amount, 0));
  const t23 = r2(n23 * 0.23);
  const t6 = r2(n6 * 0.06);
  const net = r2(n23 + n6);
  const tax = r2(t23 + t6);
  const t: Truth = {
    number: 'FT 2025/1187',
    issueDate: '2025-01-20',
    dueDate: '2025-02-19',
    currency: 'EUR',
    seller: { name: 'Papelaria Douro Lda.', vatId: 'PT514328907' },
    buyer: { name: 'Clínica Dentária Foz Atlântica Lda.', vatId: 'PT509781236' },
    net,
    tax,
    gross: r2(net + tax),
    due: r2(net + tax),
    lines,
  };
  DOCS.push({
    name: 'pt-fatura-two-rates',
    truth: t,
    draw: (p) => {
      p.block([t.seller.name, 'Rua de Santa Catarina 311', '4000-450 Porto', 'NIF: PT514328907'], 50, 50, { firstBold: true });
      p.text('FATURA', 400, 50, { bold: true, size: 20 });
      p.pairs([['Fatura n.º', t.number], ['Data de emissão', '2025-01-20'], ['Data de vencimento', '2025-02-19']], 330, 82, 110);
      p.text('Exmo(s). Senhor(es)', 50, 140, { size: 8 });
      p.block([t.buyer.name, 'Avenida da Boavista 1520', '4100-114 Porto', 'Contribuinte n.º PT509781236'], 50, 152, { firstBold: true });
      const cols: Col[] = [
        { title: 'Descrição', x: 50, w: 230, align: 'left', wrap: true },
        { title: 'Qtd.', x: 286, w: 40, align: 'right' },
        { title: 'Preço unit.', x: 332, w: 70, align: 'right' },
        { title: 'IVA', x: 408, w: 40, align: 'right' },
        { title: 'Total', x: 454, w: 89, align: 'right' },
      ];
      const rate = (l: TruthLine) => (l6.includes(l) ? '6%' : '23%');
      const y = p.table(cols, lines.map((l) => [l.description, qty(l.quantity, 'comma'), fmt(l.unitPrice, 'comma'), rate(l), fmt(l.amount, 'comma')]), 230, { fill: '#eeeeee' });
      p.totals(
        [
          ['Total s/ IVA', fmt(net, 'comma')],
          ['IVA 6% s/ ' + fmt(n6, 'comma'), fmt(t6, 'comma')],
          ['IVA 23% s/ ' + fmt(n23, 'comma'), fmt(t23, 'comma')],
          ['Total (EUR)', fmt(t.gross, 'comma'), true],
        ],
        330,
        543,
        y + 15,
      );
      p.text('Processado por programa certificado n.º 0000/AT', 50, 780, { size: 7 });
    },
  });
}

// 5. Dutch: Factuurnummer / Factuurdatum / Vervaldatum / Subtotaal / BTW 21% / Totaal / BTW-nummer / KvK
{
  const lines = [
    line('Webhosting pakket Zakelijk, jaarabonnement inclusief dagelijkse back-up en SSL-certificaat', 1, 348),
    line('Domeinnaam registratie .nl', 3, 9.95),
    line('Ondersteuning op locatie (uur)', 2.5, 85),
  ];
  const net = r2(lines.reduce((s, l) => s + l.amount, 0));
  const tax = r2(net * 0.21);
  const t: Truth = {
    number: '2025-0412',
    issueDate: '2025-05-12',
    dueDate: '2025-05-26',
    currency: 'EUR',
    seller: { name: 'Polderweb B.V.', vatId: 'NL859231476B01' },
    buyer: { name: 'Bakkerij Van Swieten', vatId: 'NL003472815B27' },
    net,
    tax,
    gross: r2(net + tax),
    due: r2(net + tax),
    lines,
  };
  DOCS.push({
    name: 'nl-factuur-classic',
    truth: t,
    draw: (p) => {
      p.text(t.seller.name, 360, 50, { bold: true, size: 14 });
      p.block(['Oudegracht 201', '3511 NP Utrecht', 'KvK 81234567', 'BTW-nummer NL859231476B01', 'IBAN NL20 INGB 0001 2345 67'], 360, 70);
      p.block([t.buyer.name, 't.a.v. de administratie', 'Dorpsstraat 8', '1441 CM Purmerend', 'BTW-nr. NL003472815B27'], 50, 140, { firstBold: true });
      p.text('Factuur', 50, 220, { bold: true, size: 18 });
      p.pairs([['Factuurnummer', t.number], ['Factuurdatum', '12-05-2025'], ['Vervaldatum', '26-05-2025']], 50, 248, 95);
      const cols: Col[] = [
        { title: 'Omschrijving', x: 50, w: 260, align: 'left', wrap: true },
        { title: 'Aantal', x: 316, w: 45, align: 'right' },
        { title: 'Prijs', x: 367, w: 70, align: 'right' },
        { title: 'Bedrag', x: 443, w: 100, align: 'right' },
      ];
      const y = p.table(cols, lines.map((l) => [l.description, qty(l.quantity, 'comma'), `€ ${fmt(l.unitPrice, 'comma')}`, `€ ${fmt(l.amount, 'comma')}`]), 300);
      p.totals([['Subtotaal', `€ ${fmt(net, 'comma')}`], ['BTW 21%', `€ ${fmt(tax, 'comma')}`], ['Totaal', `€ ${fmt(t.gross, 'comma')}`, true]], 360, 543, y + 15);
      p.text('Wij verzoeken u het totaalbedrag vóór de vervaldatum over te maken onder vermelding van het factuurnummer.', 50, y + 80, { size: 8 });
    },
  });
}

// 6. Dutch, labels above their values (a header strip), two VAT rates (21 % and 9 %)
{
  const l21 = [line('Kantoorstoel ergonomisch, zwart', 4, 189), line('Montage en afvoer verpakking', 1, 65)];
  const l9 = [line('Koffiebonen biologisch 1 kg', 6, 17.5)];
  const lines = [l21[0]!, l21[1]!, l9[0]!];
  const n21 = r2(l21.reduce((s, l) => s + l.amount, 0));
  const n9 = r2(l9.reduce((s, l) => s + l.amount, 0));
  const t21 = r2(n21 * 0.21);
  const t9 = r2(n9 * 0.09);
  const net = r2(n21 + n9);
  const tax = r2(t21 + t9);
  const t: Truth = {
    number: 'F-10877',
    issueDate: '2025-09-03',
    dueDate: '2025-10-03',
    currency: 'EUR',
    seller: { name: 'Kantoorgemak Nederland B.V.', vatId: 'NL862041739B01' },
    buyer: { name: 'Stichting Wijkcentrum De Linde', vatId: null },
    net,
    tax,
    gross: r2(net + tax),
    due: r2(net + tax),
    lines,
  };
  DOCS.push({
    name: 'nl-labels-above-values',
    truth: t,
    draw: (p) => {
      p.text(t.seller.name, 50, 50, { bold: true, size: 16 });
      p.text('Industrieweg 14 · 5145 PD Waalwijk · BTW NL862041739B01 · KvK 70345128', 50, 72, { size: 8 });
      p.text('FACTUUR', 430, 50, { bold: true, size: 18 });
      p.block([t.buyer.name, 'Lindelaan 3', '2612 AB Delft'], 50, 120, { firstBold: true });
      const heads = ['Factuurnummer', 'Factuurdatum', 'Vervaldatum', 'Klantnummer'];
      const vals = [t.number, '03-09-2025', '03-10-2025', 'K-2291'];
      heads.forEach((h, i) => {
        p.text(h, 50 + i * 125, 200, { size: 7.5 });
        p.text(vals[i]!, 50 + i * 125, 212, { bold: true, size: 10 });
      });
      const cols: Col[] = [
        { title: 'Omschrijving', x: 50, w: 230, align: 'left', wrap: true },
        { title: 'Aantal', x: 286, w: 45, align: 'right' },
        { title: 'Stukprijs', x: 337, w: 65, align: 'right' },
        { title: 'BTW', x: 408, w: 35, align: 'right' },
        { title: 'Totaal', x: 449, w: 94, align: 'right' },
      ];
      const rate = (l: TruthLine) => (l9.includes(l) ? '9%' : '21%');
      const y = p.table(cols, lines.map((l) => [l.description, qty(l.quantity, 'comma'), fmt(l.unitPrice, 'comma'), rate(l), fmt(l.amount, 'comma')]), 250, { fill: '#f0f0f0' });
      p.totals(
        [
          ['Subtotaal', fmt(net, 'comma')],
          ['BTW 9% over ' + fmt(n9, 'comma'), fmt(t9, 'comma')],
          ['BTW 21% over ' + fmt(n21, 'comma'), fmt(t21, 'comma')],
          ['Totaal EUR', fmt(t.gross, 'comma'), true],
        ],
        330,
        543,
        y + 15,
      );
    },
  });
}

// 7. US English: "Invoice #", MM/DD/YYYY (day and month both ≤ 12), Bill To / Ship To side by side, Sales Tax, Balance Due
{
  const lines = [
    line('Commercial espresso machine descaling service, two-group head, including gaskets and shower screens', 1, 325),
    line('Burr grinder blade set', 2, 89.99),
    line('Technician travel time (hours)', 1.5, 60),
  ];
  const net = r2(lines.reduce((s, l) => s + l.amount, 0));
  const tax = r2(net * 0.0825);
  const t: Truth = {
    number: '10452',
    issueDate: '2025-04-07',
    dueDate: '2025-05-07',
    currency: 'USD',
    seller: { name: 'Lone Star Brew Repair LLC', vatId: null },
    buyer: { name: 'Magnolia Street Coffee Co.', vatId: null },
    net,
    tax,
    gross: r2(net + tax),
    due: r2(net + tax),
    lines,
  };
  DOCS.push({
    name: 'us-bill-to-ship-to',
    truth: t,
    draw: (p) => {
      p.block([t.seller.name, '4120 Burnet Road, Suite 200', 'Austin, TX 78756', '(512) 555-0143'], 50, 50, { firstBold: true });
      p.text('INVOICE', 420, 50, { bold: true, size: 22 });
      p.pairs([['Invoice #', t.number], ['Invoice Date', '04/07/2025'], ['Due Date', '05/07/2025'], ['Terms', 'Net 30']], 380, 84, 75);
      p.text('BILL TO', 50, 150, { bold: true, size: 8 });
      p.block([t.buyer.name, 'Attn: Accounts Payable', '1801 Magnolia St', 'Fort Worth, TX 76104'], 50, 162, { firstBold: true });
      p.text('SHIP TO', 300, 150, { bold: true, size: 8 });
      p.block(['Magnolia Street Coffee - Cafe #2', '600 W 7th St', 'Fort Worth, TX 76102'], 300, 162, { firstBold: true });
      const cols: Col[] = [
        { title: 'DESCRIPTION', x: 50, w: 270, align: 'left', wrap: true },
        { title: 'QTY', x: 326, w: 40, align: 'right' },
        { title: 'RATE', x: 372, w: 70, align: 'right' },
        { title: 'AMOUNT', x: 448, w: 95, align: 'right' },
      ];
      const y = p.table(cols, lines.map((l) => [l.description, qty(l.quantity, 'dot'), fmt(l.unitPrice, 'dot'), fmt(l.amount, 'dot')]), 240, { fill: '#dfe9f5' });
      p.totals(
        [
          ['Subtotal', `$${fmt(net, 'dot')}`],
          ['Sales Tax (8.25%)', `$${fmt(tax, 'dot')}`],
          ['Total', `$${fmt(t.gross, 'dot')}`, true],
          ['Payments/Credits', '$0.00'],
          ['Balance Due', `$${fmt(t.due, 'dot')}`, true],
        ],
        360,
        543,
        y + 15,
      );
      p.text('Make all checks payable to Lone Star Brew Repair LLC. Thank you for your business!', 50, y + 110, { size: 8 });
    },
  });
}

// 8. UK English: "VAT Reg No. GB…", "Invoice Date 3 March 2025", a numeric due date in day/month/year, £
{
  const lines = [
    line('Bespoke oak bookcase, 2100 x 900 mm, hand-finished with Danish oil', 1, 1450),
    line('Delivery and installation (Greater Manchester)', 1, 120),
    line('Brass shelf pins (pack of 16)', 3, 6.5),
  ];
  const net = r2(lines.reduce((s, l) => s + l.amount, 0));
  const tax = r2(net * 0.2);
  const t: Truth = {
    number: 'PJ-0093',
    issueDate: '2025-03-03',
    dueDate: '2025-04-02',
    currency: 'GBP',
    seller: { name: 'Pennine Joinery Ltd', vatId: 'GB284739162' },
    buyer: { name: 'Harrowgate Interiors Limited', vatId: 'GB917305548' },
    net,
    tax,
    gross: r2(net + tax),
    due: r2(net + tax),
    lines,
  };
  DOCS.push({
    name: 'uk-vat-reg-no',
    truth: t,
    draw: (p) => {
      p.text(t.seller.name, 50, 50, { bold: true, size: 15 });
      p.block(['Unit 4, Calder Works', 'Hebden Bridge HX7 8AD', 'VAT Reg No. GB 284 7391 62'], 50, 70);
      p.text('Invoice', 440, 50, { bold: true, size: 20 });
      p.block([t.buyer.name, '27 Station Parade', 'Harrogate HG1 1TT', 'VAT Reg No. GB 917 3055 48'], 50, 130, { firstBold: true });
      p.pairs([['Invoice No.', t.number], ['Invoice Date', '3 March 2025'], ['Payment due', '02/04/2025']], 340, 130, 90);
      const cols: Col[] = [
        { title: 'Description', x: 50, w: 270, align: 'left', wrap: true },
        { title: 'Qty', x: 326, w: 35, align: 'right' },
        { title: 'Unit Price', x: 367, w: 75, align: 'right' },
        { title: 'Net', x: 448, w: 95, align: 'right' },
      ];
      const y = p.table(cols, lines.map((l) => [l.description, qty(l.quantity, 'dot'), `£${fmt(l.unitPrice, 'dot')}`, `£${fmt(l.amount, 'dot')}`]), 220);
      p.totals([['Net Total', `£${fmt(net, 'dot')}`], ['VAT @ 20%', `£${fmt(tax, 'dot')}`], ['Total Due', `£${fmt(t.gross, 'dot')}`, true]], 360, 543, y + 15);
      p.text('Payment by BACS: sort code 20-45-77, account 63049218. Registered in England and Wales No. 08812345.', 50, y + 80, { size: 8 });
    },
  });
}

// 9. Italian, seller in a coloured banner, "Numero documento"-style header strip, IVA 10 %, "Netto a pagare" with a withholding-free total
{
  const lines = [
    line('Pernottamento camera doppia uso singola', 3, 95),
    line('Cena di lavoro, menù degustazione', 2, 45),
    line('Noleggio sala riunioni mezza giornata con videoproiettore e connessione wi-fi dedicata', 1, 180),
  ];
  const net = r2(lines.reduce((s, l) => s + l.amount, 0));
  const tax = r2(net * 0.1);
  const t: Truth = {
    number: 'FE/2025/0098',
    issueDate: '2025-10-16',
    dueDate: '2025-11-15',
    currency: 'EUR',
    seller: { name: 'Albergo Lago Azzurro S.r.l.', vatId: 'IT02187640226' },
    buyer: { name: 'Tessitura Brianzola S.n.c.', vatId: 'IT03519870134' },
    net,
    tax,
    gross: r2(net + tax),
    due: r2(net + tax),
    lines,
  };
  DOCS.push({
    name: 'it-banner-header-strip',
    truth: t,
    draw: (p) => {
      p.doc.save().rect(0, 0, 595.28, 64).fill('#23493a').restore();
      p.doc.fillColor('#ffffff');
      p.text(t.seller.name, 50, 20, { bold: true, size: 15 });
      p.text('Lungolago Marconi 9 · 38066 Riva del Garda (TN) · P.IVA 02187640226', 50, 42, { size: 8 });
      p.doc.fillColor('#000000');
      p.text('Cliente', 330, 85, { bold: true, size: 8 });
      p.block([t.buyer.name, 'Via per Cantù 18', '22060 Novedrate (CO)', 'Partita IVA: IT03519870134'], 330, 97, { firstBold: true });
      p.text('FATTURA', 50, 90, { bold: true, size: 18 });
      p.pairs([['N. fattura', t.number], ['Data fattura', '16 ottobre 2025'], ['Data scadenza', '15/11/2025']], 50, 118, 80);
      const cols: Col[] = [
        { title: 'Descrizione', x: 50, w: 270, align: 'left', wrap: true },
        { title: 'Quantità', x: 326, w: 45, align: 'right' },
        { title: 'Prezzo', x: 377, w: 65, align: 'right' },
        { title: 'Totale', x: 448, w: 95, align: 'right' },
      ];
      const y = p.table(cols, lines.map((l) => [l.description, qty(l.quantity, 'comma'), fmt(l.unitPrice, 'comma'), fmt(l.amount, 'comma')]), 200, { fill: '#e3ede7' });
      p.totals([['Totale imponibile', `€ ${fmt(net, 'comma')}`], ['IVA 10%', `€ ${fmt(tax, 'comma')}`], ['Totale fattura', `€ ${fmt(t.gross, 'comma')}`, true], ['Netto a pagare', `€ ${fmt(t.due, 'comma')}`, true]], 340, 543, y + 15);
    },
  });
}

// 10. Portuguese (Brazilian-style amounts are out of scope): totals as a ruled box, "Valor a pagar", dates with month names
{
  const lines = [
    line('Serviço de limpeza de escritórios — mês de abril', 1, 640),
    line('Lavagem de alcatifas (m²)', 85, 3.2),
    line('Consumíveis de higiene', 1, 74.9),
  ];
  const net = r2(lines.reduce((s, l) => s + l.amount, 0));
  const tax = r2(net * 0.23);
  const t: Truth = {
    number: 'FT A/347',
    issueDate: '2025-04-30',
    dueDate: '2025-05-30',
    currency: 'EUR',
    seller: { name: 'Brilho Total Serviços de Limpeza Lda.', vatId: 'PT516042873' },
    buyer: { name: 'Gabinete de Arquitetura Tejo Lda.', vatId: 'PT507219648' },
    net,
    tax,
    gross: r2(net + tax),
    due: r2(net + tax),
    lines,
  };
  DOCS.push({
    name: 'pt-box-totals-named-dates',
    truth: t,
    draw: (p) => {
      p.block([t.seller.name, 'Rua Castilho 44, 2.º Esq.', '1250-071 Lisboa', 'NIF: PT 516 042 873'], 50, 50, { firstBold: true });
      p.text('Fatura', 430, 50, { bold: true, size: 20 });
      p.text('Cliente', 330, 110, { bold: true, size: 8 });
      p.block([t.buyer.name, 'Avenida 24 de Julho 98', '1200-870 Lisboa', 'NIF: PT507219648'], 330, 122, { firstBold: true });
      p.pairs([['Fatura n.º', t.number], ['Data', '30 de abril de 2025'], ['Vencimento', '30 de maio de 2025']], 50, 122, 70);
      const cols: Col[] = [
        { title: 'Descrição', x: 53, w: 257, align: 'left', wrap: true },
        { title: 'Quant.', x: 316, w: 45, align: 'right' },
        { title: 'Preço', x: 367, w: 70, align: 'right' },
        { title: 'Valor', x: 443, w: 97, align: 'right' },
      ];
      const y = p.table(cols, lines.map((l) => [l.description, qty(l.quantity, 'comma'), fmt(l.unitPrice, 'comma'), fmt(l.amount, 'comma')]), 210, { ruled: true });
      p.boxTable([['Total s/ IVA', fmt(net, 'comma')], ['IVA 23%', fmt(tax, 'comma')], ['Total', fmt(t.gross, 'comma'), true], ['Valor a pagar (EUR)', fmt(t.due, 'comma'), true]], 323, y + 20, 130, 90);
    },
  });
}

// 11. US English: Ship To on the left, Bill To on the right, "Invoice No.", "March 3, 2025", a partial payment
//     (Balance Due below Total), "Unit Cost | Line Total" columns
{
  const lines = [
    line('Pallet racking beam 96" (pair)', 12, 74.5),
    line('Upright frame 42" x 144", powder-coated orange, including anchor bolts and row spacers', 6, 212),
    line('Wire mesh deck 42" x 46"', 24, 38.25),
  ];
  const net = r2(lines.reduce((s, l) => s + l.amount, 0));
  const tax = r2(net * 0.07);
  const gross = r2(net + tax);
  const t: Truth = {
    number: 'INV-20931',
    issueDate: '2025-03-03',
    dueDate: '2025-04-02',
    currency: 'USD',
    seller: { name: 'Great Lakes Storage Systems Inc.', vatId: null },
    buyer: { name: 'Northshore Distribution LLC', vatId: null },
    net,
    tax,
    gross,
    due: r2(gross - 1000),
    lines,
  };
  DOCS.push({
    name: 'us-ship-to-left-partial-payment',
    truth: t,
    draw: (p) => {
      p.text(t.seller.name, 50, 50, { bold: true, size: 14 });
      p.block(['2750 Industrial Pkwy', 'Toledo, OH 43607', 'sales@glstorage.example'], 50, 70);
      p.text('INVOICE', 430, 50, { bold: true, size: 20 });
      p.pairs([['Invoice No.', t.number], ['Date', 'March 3, 2025'], ['Due Date', 'April 2, 2025'], ['PO Number', '7781']], 380, 80, 70);
      p.text('Ship To', 50, 150, { bold: true, size: 8 });
      p.block(['Northshore Distribution - Warehouse B', '900 Harbor Dr', 'Waukegan, IL 60085'], 50, 162);
      p.text('Bill To', 310, 150, { bold: true, size: 8 });
      p.block([t.buyer.name, 'PO Box 4410', 'Evanston, IL 60204'], 310, 162, { firstBold: true });
      const cols: Col[] = [
        { title: 'Description', x: 50, w: 260, align: 'left', wrap: true },
        { title: 'Qty', x: 316, w: 40, align: 'right' },
        { title: 'Unit Cost', x: 362, w: 75, align: 'right' },
        { title: 'Line Total', x: 443, w: 100, align: 'right' },
      ];
      const y = p.table(cols, lines.map((l) => [l.description, qty(l.quantity, 'dot'), fmt(l.unitPrice, 'dot'), fmt(l.amount, 'dot')]), 230, { fill: '#ececec' });
      p.totals(
        [
          ['Subtotal', fmt(net, 'dot')],
          ['Sales Tax 7%', fmt(tax, 'dot')],
          ['Total', `$${fmt(gross, 'dot')}`, true],
          ['Amount Paid', `($${fmt(1000, 'dot')})`],
          ['Balance Due', `$${fmt(t.due, 'dot')}`, true],
        ],
        360,
        543,
        y + 15,
      );
    },
  });
}

// 12. Irish English: the invoice data in a ruled grid with the labels above the values, €, dd/mm/yyyy, "VAT No. IE…"
{
  const lines = [
    line('Sheep fleece insulation roll 100 mm', 30, 41.8),
    line('Breathable membrane 1.5 x 50 m', 4, 96),
    line('Site delivery, Co. Galway', 1, 85),
  ];
  const net = r2(lines.reduce((s, l) => s + l.amount, 0));
  const tax = r2(net * 0.23);
  const t: Truth = {
    number: '24118',
    issueDate: '2025-02-06',
    dueDate: '2025-03-08',
    currency: 'EUR',
    seller: { name: 'Corrib Eco Building Supplies Ltd', vatId: 'IE9825613K' },
    buyer: { name: 'Ó Briain Construction Ltd', vatId: 'IE3671942FH' },
    net,
    tax,
    gross: r2(net + tax),
    due: r2(net + tax),
    lines,
  };
  DOCS.push({
    name: 'ie-grid-labels-above',
    truth: t,
    draw: (p) => {
      p.text(t.seller.name, 50, 50, { bold: true, size: 14 });
      p.block(['Unit 7, Ballybrit Business Park', 'Galway H91 K2X4', 'VAT No. IE9825613K'], 50, 70);
      p.text('TAX INVOICE', 410, 50, { bold: true, size: 16 });
      p.text('Invoice To:', 50, 130, { bold: true, size: 8 });
      p.block([t.buyer.name, 'Main Street', 'Oughterard, Co. Galway', 'VAT No. IE3671942FH'], 50, 142, { firstBold: true });
      const heads = ['Invoice Number', 'Invoice Date', 'Due Date', 'Account'];
      const vals = [t.number, '06/02/2025', '08/03/2025', 'OBC01'];
      heads.forEach((h, i) => {
        const x = 300 + i * 62;
        p.doc.save().lineWidth(0.5).rect(x, 130, 62, 30).stroke().restore();
        p.text(h, x + 3, 134, { size: 6.5 });
        p.text(vals[i]!, x + 3, 146, { bold: true, size: 8.5 });
      });
      const cols: Col[] = [
        { title: 'Description', x: 50, w: 250, align: 'left', wrap: true },
        { title: 'Quantity', x: 306, w: 50, align: 'right' },
        { title: 'Unit Price', x: 362, w: 75, align: 'right' },
        { title: 'Amount EUR', x: 443, w: 100, align: 'right' },
      ];
      const y = p.table(cols, lines.map((l) => [l.description, qty(l.quantity, 'dot'), fmt(l.unitPrice, 'dot'), fmt(l.amount, 'dot')]), 220, { fill: '#e8efe8' });
      p.totals([['Subtotal', fmt(net, 'dot')], ['VAT 23%', fmt(tax, 'dot')], ['Invoice Total EUR', fmt(t.gross, 'dot'), true]], 340, 543, y + 15);
      p.text('Payment terms: 30 days. IBAN IE29 AIBK 9311 5212 3456 78', 50, y + 75, { size: 8 });
    },
  });
}

// 13. Belgian Dutch: "Factuur nr.", "Datum", dotted BE ondernemingsnummers, "Totaal excl. btw" / "Btw 21%" /
//     "Totaal incl. btw" / "Te betalen", unit prices with three decimals
{
  const lines = [
    line('Frituurolie 10 l, plantaardig', 8, 23.9),
    line('Aardappelen bintje, zak 25 kg', 12, 13.5),
    line('Bakjes karton nr. 3, doos van 500 stuks, composteerbaar, met bijpassend deksel en vork', 3, 44.75),
  ];
  const net = r2(lines.reduce((s, l) => s + l.amount, 0));
  const tax = r2(net * 0.21);
  const t: Truth = {
    number: '2025/0655',
    issueDate: '2025-11-04',
    dueDate: '2025-12-04',
    currency: 'EUR',
    seller: { name: 'Groothandel Vandenbroucke BV', vatId: 'BE0712345678' },
    buyer: { name: 'Frituur De Gouden Friet', vatId: 'BE0598765432' },
    net,
    tax,
    gross: r2(net + tax),
    due: r2(net + tax),
    lines,
  };
  DOCS.push({
    name: 'be-nl-factuur',
    truth: t,
    draw: (p) => {
      p.block([t.seller.name, 'Brugsesteenweg 212', '8800 Roeselare', 'BTW BE 0712.345.678', 'RPR Gent, afdeling Kortrijk'], 50, 50, { firstBold: true });
      p.text('FACTUUR', 430, 50, { bold: true, size: 18 });
      p.block([t.buyer.name, 'Markt 4', '8500 Kortrijk', 'BTW BE 0598.765.432'], 330, 120, { firstBold: true });
      p.pairs([['Factuur nr.', t.number], ['Datum', '04/11/2025'], ['Vervaldag', '04/12/2025']], 50, 140, 75);
      const cols: Col[] = [
        { title: 'Omschrijving', x: 50, w: 250, align: 'left', wrap: true },
        { title: 'Aantal', x: 306, w: 45, align: 'right' },
        { title: 'Eenheidsprijs', x: 357, w: 80, align: 'right' },
        { title: 'Totaal', x: 443, w: 100, align: 'right' },
      ];
      const y = p.table(cols, lines.map((l) => [l.description, qty(l.quantity, 'comma'), fmt(l.unitPrice, 'comma', 3), fmt(l.amount, 'comma')]), 220, { fill: '#f3eddc' });
      p.totals(
        [
          ['Totaal excl. btw', fmt(net, 'comma')],
          ['Btw 21%', fmt(tax, 'comma')],
          ['Totaal incl. btw', fmt(t.gross, 'comma')],
          ['Te betalen', `€ ${fmt(t.due, 'comma')}`, true],
        ],
        340,
        543,
        y + 15,
      );
      p.text('Gelieve te betalen met gestructureerde mededeling +++090/9337/55493+++', 50, y + 90, { size: 8 });
    },
  });
}

// 14. Spanish: labels above values in a header strip, amounts with a trailing "€" in every cell, "Importe" columns,
//     a discount column, "IVA (21 %)" and "TOTAL" in a ruled two-column box
{
  const lines = [
    line('Licencia anual software de gestión de citas para clínicas, hasta 5 profesionales', 1, 720),
    line('Formación online (sesión de 2 horas)', 2, 90),
    line('Migración de datos desde sistema anterior', 1, 240),
  ];
  const net = r2(lines.reduce((s, l) => s + l.amount, 0));
  const tax = r2(net * 0.21);
  const t: Truth = {
    number: 'F2025-000318',
    issueDate: '2025-07-21',
    dueDate: '2025-08-20',
    currency: 'EUR',
    seller: { name: 'Citaria Soluciones Digitales S.L.', vatId: 'ESB16547830' },
    buyer: { name: 'Clínica Fisioterapia Mediterránea S.L.', vatId: 'ESB98231475' },
    net,
    tax,
    gross: r2(net + tax),
    due: r2(net + tax),
    lines,
  };
  DOCS.push({
    name: 'es-header-strip-euro-suffix',
    truth: t,
    draw: (p) => {
      p.text(t.seller.name, 50, 50, { bold: true, size: 13 });
      p.block(['Carrer de Pelai 44, 5º 2ª', '08001 Barcelona', 'CIF: ESB16547830'], 50, 68);
      p.text('Factura', 450, 50, { bold: true, size: 18 });
      p.text('DATOS DEL CLIENTE', 320, 100, { bold: true, size: 8 });
      p.block([t.buyer.name, 'Avenida del Puerto 61', '46023 Valencia', 'NIF/CIF: ESB98231475'], 320, 112, { firstBold: true });
      const heads = ['Nº factura', 'Fecha', 'Vencimiento', 'Forma de pago'];
      const vals = [t.number, '21/07/2025', '20/08/2025', 'Transferencia'];
      heads.forEach((h, i) => {
        p.text(h, 50 + i * 120, 185, { size: 7.5 });
        p.text(vals[i]!, 50 + i * 120, 196, { bold: true, size: 9.5 });
      });
      const cols: Col[] = [
        { title: 'Concepto', x: 50, w: 250, align: 'left', wrap: true },
        { title: 'Cantidad', x: 306, w: 45, align: 'right' },
        { title: 'Precio', x: 357, w: 80, align: 'right' },
        { title: 'Importe', x: 443, w: 100, align: 'right' },
      ];
      const y = p.table(cols, lines.map((l) => [l.description, qty(l.quantity, 'comma'), `${fmt(l.unitPrice, 'comma')} €`, `${fmt(l.amount, 'comma')} €`]), 230, { fill: '#e9e3f3' });
      p.boxTable([['Base imponible', `${fmt(net, 'comma')} €`], ['IVA (21 %)', `${fmt(tax, 'comma')} €`], ['TOTAL', `${fmt(t.gross, 'comma')} €`, true]], 343, y + 20, 110, 90);
    },
  });
}

// 15. Italian: "Documento n.", "Data documento", buyer with "Cod. Fiscale" and "P.IVA", "Totale imponibile" /
//     "Totale IVA" / "Totale documento", a numeric-only seller letterhead in small caps type
{
  const lines = [
    line('Olio extravergine di oliva DOP Riviera Ligure, bottiglia 0,75 l', 36, 11.9),
    line('Pesto genovese artigianale, vasetto 180 g', 48, 4.6),
    line('Spese di trasporto', 1, 35),
  ];
  const net = r2(lines.reduce((s, l) => s + l.amount, 0));
  const tax = r2(net * 0.1);
  const t: Truth = {
    number: '0457',
    issueDate: '2025-12-01',
    dueDate: '2025-12-31',
    currency: 'EUR',
    seller: { name: 'Frantoio Rossetti di Rossetti Marco & C. S.a.s.', vatId: 'IT01683940099' },
    buyer: { name: 'Gastronomia Il Mercatino S.r.l.', vatId: 'IT10932870018' },
    net,
    tax,
    gross: r2(net + tax),
    due: r2(net + tax),
    lines,
  };
  DOCS.push({
    name: 'it-documento-cod-fiscale',
    truth: t,
    draw: (p) => {
      p.text(t.seller.name, 50, 50, { bold: true, size: 12 });
      p.block(['Via Aurelia 112 - 17031 Albenga (SV)', 'P.IVA 01683940099 - Cod. Fiscale RSSMRC61A01A145X'], 50, 68, { size: 8 });
      p.text('Spett.le', 330, 110, { size: 8 });
      p.block([t.buyer.name, 'Corso Vittorio Emanuele II 58', '10121 Torino (TO)', 'P.IVA 10932870018', 'Cod. Fiscale 10932870018'], 330, 122, { firstBold: true });
      p.text('FATTURA ACCOMPAGNATORIA', 50, 120, { bold: true, size: 11 });
      p.pairs([['Documento n.', t.number], ['Data documento', '01/12/2025'], ['Scadenza', '31/12/2025']], 50, 140, 90);
      const cols: Col[] = [
        { title: 'Descrizione', x: 50, w: 250, align: 'left', wrap: true },
        { title: 'Q.tà', x: 306, w: 40, align: 'right' },
        { title: 'Prezzo', x: 352, w: 80, align: 'right' },
        { title: 'Importo', x: 438, w: 105, align: 'right' },
      ];
      const y = p.table(cols, lines.map((l) => [l.description, qty(l.quantity, 'comma'), fmt(l.unitPrice, 'comma'), fmt(l.amount, 'comma')]), 230, { fill: '#f7efe0' });
      p.totals([['Totale imponibile', fmt(net, 'comma')], ['Totale IVA', fmt(tax, 'comma')], ['Totale documento EUR', fmt(t.gross, 'comma'), true]], 340, 543, y + 15);
    },
  });
}

// 16. US English: "Item # | Description | Qty | Unit Price | Disc. % | Ext. Price", "Invoice Number" + "Invoice Date"
//     in a right-hand box, "Shipping" charge in the totals, "Amount Due"
{
  const disc = (d: TruthLine, pct: number): TruthLine => ({ ...d, amount: r2(d.quantity * d.unitPrice * (1 - pct / 100)) });
  const pcts = [10, 0, 5];
  const lines = [
    disc(line('Nitrile exam gloves, powder-free, size M (box of 100)', 40, 8.95), 10),
    disc(line('Disposable face masks, 3-ply, ASTM level 2, earloop (box of 50), blue', 25, 6.4), 0),
    disc(line('Hand sanitizer gel 70% alcohol, 1 gal pump bottle', 6, 24.5), 5),
  ];
  const items = r2(lines.reduce((s, l) => s + l.amount, 0));
  const shipping = 18;
  const net = r2(items + shipping);
  const tax = r2(net * 0.06);
  const t: Truth = {
    number: '5561207',
    issueDate: '2025-08-11',
    dueDate: '2025-09-10',
    currency: 'USD',
    seller: { name: 'Keystone Medical Supply Co.', vatId: null },
    buyer: { name: 'Riverbend Family Practice PC', vatId: null },
    net,
    tax,
    gross: r2(net + tax),
    due: r2(net + tax),
    lines,
    charges: shipping,
  };
  DOCS.push({
    name: 'us-ext-price-discount',
    truth: t,
    draw: (p) => {
      p.text(t.seller.name, 50, 50, { bold: true, size: 14 });
      p.block(['1200 Market Street', 'Harrisburg, PA 17103', 'Phone (717) 555-0199'], 50, 70);
      p.doc.save().lineWidth(0.8).rect(370, 45, 173, 62).stroke().restore();
      p.text('INVOICE', 378, 50, { bold: true, size: 14 });
      p.pairs([['Invoice Number:', t.number], ['Invoice Date:', '08/11/2025'], ['Due Date:', '09/10/2025']], 378, 70, 80, { size: 8.5, lead: 11.5 });
      p.text('Sold To:', 50, 135, { bold: true, size: 8 });
      p.block([t.buyer.name, '45 River Rd, Suite 3', 'Lancaster, PA 17602'], 50, 147, { firstBold: true });
      const cols: Col[] = [
        { title: 'Item #', x: 50, w: 45, align: 'left' },
        { title: 'Description', x: 101, w: 200, align: 'left', wrap: true },
        { title: 'Qty', x: 307, w: 30, align: 'right' },
        { title: 'Unit Price', x: 343, w: 60, align: 'right' },
        { title: 'Disc. %', x: 409, w: 45, align: 'right' },
        { title: 'Ext. Price', x: 460, w: 83, align: 'right' },
      ];
      const codes = ['GL-100M', 'MK-3PLY', 'HS-1GAL'];
      const y = p.table(cols, lines.map((l, i) => [codes[i]!, l.description, qty(l.quantity, 'dot'), fmt(l.unitPrice, 'dot'), pcts[i] ? `${pcts[i]}%` : '', fmt(l.amount, 'dot')]), 220, { fill: '#e4e4e4' });
      p.totals(
        [
          ['Merchandise', fmt(items, 'dot')],
          ['Shipping', fmt(shipping, 'dot')],
          ['Subtotal', fmt(net, 'dot')],
          ['Sales Tax 6%', fmt(tax, 'dot')],
          ['Amount Due (USD)', `$${fmt(t.due, 'dot')}`, true],
        ],
        360,
        543,
        y + 15,
      );
    },
  });
}

// 17. Portuguese: "N.º da fatura", "Data de emissão", "Valor s/ IVA" / "IVA" / "Total c/ IVA", a "Desc." discount
//     column, "Unid." unit column
{
  const disc = (d: TruthLine, pct: number): TruthLine => ({ ...d, amount: r2(d.quantity * d.unitPrice * (1 - pct / 100)) });
  const pcts = [0, 15, 0];
  const lines = [
    disc(line('Cimento Portland CEM II 42,5 (saco 25 kg)', 40, 5.9), 0),
    disc(line('Varão de aço A500 NR 12 mm, barra de 12 m', 25, 11.2), 15),
    disc(line('Transporte à obra', 1, 45), 0),
  ];
  const net = r2(lines.reduce((s, l) => s + l.amount, 0));
  const tax = r2(net * 0.23);
  const t: Truth = {
    number: 'FT 1/2291',
    issueDate: '2025-06-18',
    dueDate: '2025-07-18',
    currency: 'EUR',
    seller: { name: 'Materiais de Construção Alto Minho Lda.', vatId: 'PT508214769' },
    buyer: { name: 'Construções Lima & Filhos Lda.', vatId: 'PT503418290' },
    net,
    tax,
    gross: r2(net + tax),
    due: r2(net + tax),
    lines,
  };
  DOCS.push({
    name: 'pt-discount-unid',
    truth: t,
    draw: (p) => {
      p.block([t.seller.name, 'Zona Industrial de Neiva, Lote 14', '4935-231 Viana do Castelo', 'Contribuinte: PT508214769'], 50, 50, { firstBold: true });
      p.text('FATURA', 430, 50, { bold: true, size: 18 });
      p.text('Cliente', 330, 110, { bold: true, size: 8 });
      p.block([t.buyer.name, 'Rua do Souto 22', '4990-062 Ponte de Lima', 'NIF: PT503418290'], 330, 122, { firstBold: true });
      p.pairs([['N.º da fatura', t.number], ['Data de emissão', '18/06/2025'], ['Data de vencimento', '18/07/2025']], 50, 122, 100);
      const cols: Col[] = [
        { title: 'Descrição', x: 50, w: 200, align: 'left', wrap: true },
        { title: 'Qtd.', x: 256, w: 35, align: 'right' },
        { title: 'Unid.', x: 297, w: 30, align: 'left' },
        { title: 'Preço', x: 333, w: 60, align: 'right' },
        { title: 'Desc. %', x: 399, w: 40, align: 'right' },
        { title: 'Valor', x: 445, w: 98, align: 'right' },
      ];
      const units = ['UN', 'UN', 'SV'];
      const y = p.table(cols, lines.map((l, i) => [l.description, qty(l.quantity, 'comma'), units[i]!, fmt(l.unitPrice, 'comma'), `${pcts[i]}%`, fmt(l.amount, 'comma')]), 200, { fill: '#e9eef4' });
      p.totals([['Valor s/ IVA', fmt(net, 'comma')], ['IVA 23%', fmt(tax, 'comma')], ['Total c/ IVA (EUR)', fmt(t.gross, 'comma'), true]], 340, 543, y + 15);
    },
  });
}

// 18. Dutch freelancer: whole amounts written "€ 1.250,-", "Datum: 3 maart 2025", "Betalen vóór", "Te betalen",
//     hours as quantity, the client addressed with "Aan:"
{
  const lines = [line('Ontwerp huisstijl: logo, kleurenpalet en typografie, inclusief twee correctierondes', 1, 1250), line('Uren webdesign', 14, 85), line('Drukproef visitekaartjes', 1, 37.5)];
  const net = r2(lines.reduce((s, l) => s + l.amount, 0));
  const tax = r2(net * 0.21);
  const money = (n: number) => (Number.isInteger(n) ? `€ ${fmt(n, 'comma', 0)},-` : `€ ${fmt(n, 'comma')}`);
  const t: Truth = {
    number: '2025-007',
    issueDate: '2025-03-03',
    dueDate: '2025-04-02',
    currency: 'EUR',
    seller: { name: 'Studio Lijn & Letter', vatId: 'NL001234567B89' },
    buyer: { name: 'Koffiebranderij De Zwarte Boon', vatId: null },
    net,
    tax,
    gross: r2(net + tax),
    due: r2(net + tax),
    lines,
  };
  DOCS.push({
    name: 'nl-dash-cents',
    truth: t,
    draw: (p) => {
      p.text(t.seller.name, 50, 50, { bold: true, size: 15 });
      p.block(['Sanne de Vries', 'Nieuwe Binnenweg 77', '3014 GE Rotterdam', 'BTW-id: NL001234567B89', 'KvK: 76543210'], 50, 72);
      p.text('Aan:', 330, 72, { bold: true, size: 8 });
      p.block([t.buyer.name, 'Veemarkt 12', '4811 ZH Breda'], 330, 84, { firstBold: true });
      p.text('Factuur', 50, 160, { bold: true, size: 16 });
      p.pairs([['Factuurnummer:', t.number], ['Datum:', '3 maart 2025'], ['Betalen vóór:', '2 april 2025']], 50, 185, 90);
      const cols: Col[] = [
        { title: 'Omschrijving', x: 50, w: 260, align: 'left', wrap: true },
        { title: 'Aantal', x: 316, w: 45, align: 'right' },
        { title: 'Tarief', x: 367, w: 70, align: 'right' },
        { title: 'Bedrag', x: 443, w: 100, align: 'right' },
      ];
      const y = p.table(cols, lines.map((l) => [l.description, qty(l.quantity, 'comma'), money(l.unitPrice), money(l.amount)]), 240);
      p.totals([['Subtotaal', money(net)], ['BTW 21%', money(tax)], ['Te betalen', money(t.gross), true]], 360, 543, y + 15);
    },
  });
}

// 19. UK freelancer: "From" / "To" blocks side by side, the number in the title ("INVOICE #0042"), bare "Date:" and
//     "Due:" labels with day-first numeric dates, "Hours | Rate | Amount", no VAT (not registered), "Total due"
{
  const lines = [line('Copywriting: product pages for the spring collection (12 pages)', 16, 45), line('Proofreading and final edits', 3.5, 40)];
  const net = r2(lines.reduce((s, l) => s + l.amount, 0));
  const t: Truth = {
    number: '0042',
    issueDate: '2025-05-14',
    dueDate: '2025-06-13',
    currency: 'GBP',
    seller: { name: 'Eleanor Whitfield Copy Ltd', vatId: null },
    buyer: { name: 'Thistle & Thread Ltd', vatId: null },
    net,
    tax: 0,
    gross: net,
    due: net,
    lines,
  };
  DOCS.push({
    name: 'uk-from-to-number-in-title',
    truth: t,
    draw: (p) => {
      p.text(`INVOICE #${t.number}`, 50, 50, { bold: true, size: 22 });
      p.pairs([['Date:', '14/05/2025'], ['Due:', '13/06/2025']], 380, 55, 45);
      p.text('From', 50, 110, { bold: true, size: 8 });
      p.block([t.seller.name, '14 Brunswick Square', 'Bristol BS2 8PE', 'eleanor@whitfieldcopy.example'], 50, 122, { firstBold: true });
      p.text('To', 300, 110, { bold: true, size: 8 });
      p.block([t.buyer.name, '3 Cheapside', 'Nottingham NG1 2HU'], 300, 122, { firstBold: true });
      const cols: Col[] = [
        { title: 'Description', x: 50, w: 280, align: 'left', wrap: true },
        { title: 'Hours', x: 336, w: 45, align: 'right' },
        { title: 'Rate', x: 387, w: 60, align: 'right' },
        { title: 'Amount', x: 453, w: 90, align: 'right' },
      ];
      const y = p.table(cols, lines.map((l) => [l.description, qty(l.quantity, 'dot'), `£${fmt(l.unitPrice, 'dot')}`, `£${fmt(l.amount, 'dot')}`]), 200);
      p.totals([['Subtotal', `£${fmt(net, 'dot')}`], ['VAT', '£0.00'], ['Total due', `£${fmt(net, 'dot')}`, true]], 360, 543, y + 15);
      p.text('Not VAT registered. Please pay by bank transfer within 30 days.', 50, y + 70, { size: 8 });
    },
  });
}

// 20. Spanish: the totals as a row of labels over a row of values ("BASE IMPONIBLE | % IVA | CUOTA IVA | TOTAL
//     FACTURA"), a "REF." code column, "Vto.:" due date, "Fra. nº" number label
{
  const lines = [
    line('Aceite de oliva virgen extra, garrafa 5 l', 12, 32.4),
    line('Vinagre de Jerez reserva, botella 750 ml', 24, 6.85),
    line('Sal marina en escamas, bote 250 g', 30, 3.2),
  ];
  const net = r2(lines.reduce((s, l) => s + l.amount, 0));
  const tax = r2(net * 0.1);
  const t: Truth = {
    number: '25/1043',
    issueDate: '2025-10-09',
    dueDate: '2025-11-08',
    currency: 'EUR',
    seller: { name: 'Distribuciones Alimentarias Guadalquivir S.L.', vatId: 'ESB41728360' },
    buyer: { name: 'Restaurante La Alacena S.L.', vatId: 'ESB29384716' },
    net,
    tax,
    gross: r2(net + tax),
    due: r2(net + tax),
    lines,
  };
  DOCS.push({
    name: 'es-totals-row-of-labels',
    truth: t,
    draw: (p) => {
      p.block([t.seller.name, 'Polígono Store, calle A nave 14', '41008 Sevilla', 'C.I.F.: ESB41728360'], 50, 50, { firstBold: true });
      p.text('FACTURA', 440, 50, { bold: true, size: 18 });
      p.pairs([['Fra. nº:', t.number], ['Fecha:', '09/10/2025'], ['Vto.:', '08/11/2025']], 400, 80, 50);
      p.text('CLIENTE', 50, 125, { bold: true, size: 8 });
      p.block([t.buyer.name, 'Calle Larios 9', '29005 Málaga', 'CIF: ESB29384716'], 50, 137, { firstBold: true });
      const cols: Col[] = [
        { title: 'REF.', x: 50, w: 45, align: 'left' },
        { title: 'DESCRIPCIÓN', x: 101, w: 220, align: 'left', wrap: true },
        { title: 'CANT.', x: 327, w: 40, align: 'right' },
        { title: 'PRECIO', x: 373, w: 65, align: 'right' },
        { title: 'IMPORTE', x: 444, w: 99, align: 'right' },
      ];
      const refs = ['AC-005', 'VJ-075', 'SM-025'];
      const y = p.table(cols, lines.map((l, i) => [refs[i]!, l.description, qty(l.quantity, 'comma'), fmt(l.unitPrice, 'comma'), fmt(l.amount, 'comma')]), 215, { ruled: true });
      const heads = ['BASE IMPONIBLE', '% IVA', 'CUOTA IVA', 'TOTAL FACTURA'];
      const vals = [fmt(net, 'comma'), '10', fmt(tax, 'comma'), `${fmt(t.gross, 'comma')} €`];
      heads.forEach((h, i) => {
        p.text(h, 200 + i * 88, y + 25, { bold: true, size: 8, width: 84, align: 'right' });
        p.text(vals[i]!, 200 + i * 88, y + 39, { bold: i === 3, size: 9.5, width: 84, align: 'right' });
      });
      p.text('Forma de pago: recibo domiciliado a 30 días', 50, y + 75, { size: 8 });
    },
  });
}

// 21. Italian, two pages: "A riportare" (carried forward) under the items of page 1, "Riporto" (brought forward) over
//     the repeated header of page 2, totals on page 2
{
  const names = ['Vite autofilettante', 'Tassello nylon', 'Rondella piana zincata', 'Dado esagonale M8', 'Bullone TE M8x40', 'Chiodo acciaio 3x40', 'Staffa angolare 60x60', 'Cerniera inox 80 mm'];
  const lines: TruthLine[] = [];
  for (let i = 0; i < 44; i++) lines.push(line(`${names[i % names.length]!} lotto ${String.fromCharCode(65 + (i % 26))}${Math.floor(i / 8) + 1}`, 5 + (i % 7) * 5, r2(0.35 + (i % 9) * 0.4)));
  const net = r2(lines.reduce((s, l) => s + l.amount, 0));
  const tax = r2(net * 0.22);
  const first = lines.slice(0, 30);
  const carried = r2(first.reduce((s, l) => s + l.amount, 0));
  const t: Truth = {
    number: '2025/0881',
    issueDate: '2025-04-14',
    dueDate: '2025-05-14',
    currency: 'EUR',
    seller: { name: 'Ferramenta Valsesia S.r.l.', vatId: 'IT02374510039' },
    buyer: { name: 'Edilnova Costruzioni S.r.l.', vatId: 'IT01928370035' },
    net,
    tax,
    gross: r2(net + tax),
    due: r2(net + tax),
    lines,
  };
  const cols: Col[] = [
    { title: 'Descrizione', x: 50, w: 270, align: 'left', wrap: true },
    { title: 'Quantità', x: 326, w: 50, align: 'right' },
    { title: 'Prezzo unitario', x: 382, w: 70, align: 'right' },
    { title: 'Importo', x: 458, w: 85, align: 'right' },
  ];
  const row = (l: TruthLine) => [l.description, qty(l.quantity, 'comma'), fmt(l.unitPrice, 'comma'), fmt(l.amount, 'comma')];
  DOCS.push({
    name: 'it-two-pages-carried-forward',
    truth: t,
    draw: (p) => {
      p.block([t.seller.name, 'Corso Roma 21', '13019 Varallo (VC)', 'P.IVA IT02374510039'], 50, 40, { firstBold: true });
      p.text('Spett.le', 330, 40, { size: 8 });
      p.block([t.buyer.name, 'Via Novara 140', '13100 Vercelli (VC)', 'P.IVA IT01928370035'], 330, 52, { firstBold: true });
      p.text('FATTURA', 50, 110, { bold: true, size: 14 });
      p.pairs([['Fattura n.', t.number], ['Data', '14/04/2025'], ['Scadenza', '14/05/2025']], 50, 130, 70);
      let y = p.table(cols, first.map(row), 180, { fill: '#eeeeee' });
      p.text('A riportare', 382, y + 6, { bold: true, size: 9 });
      p.text(fmt(carried, 'comma'), 458, y + 6, { bold: true, size: 9, width: 85, align: 'right' });
      p.text('Pagina 1 di 2', 50, 800, { size: 7.5 });
      p.doc.addPage();
      p.text('Riporto', 382, 40, { bold: true, size: 9 });
      p.text(fmt(carried, 'comma'), 458, 40, { bold: true, size: 9, width: 85, align: 'right' });
      y = p.table(cols, lines.slice(30).map(row), 60, { fill: '#eeeeee' });
      p.totals([['Totale imponibile', fmt(net, 'comma')], ['IVA 22%', fmt(tax, 'comma')], ['Totale documento €', fmt(t.gross, 'comma'), true]], 340, 543, y + 15);
      p.text('Pagina 2 di 2', 50, 800, { size: 7.5 });
    },
  });
}

// 22. Italian FatturaPA courtesy copy (the common stylesheet layout): "Cedente/prestatore (fornitore)" and
//     "Cessionario/committente (cliente)" boxes of "key: value" lines, a row of document labels over values
//     ("Tipologia documento | Numero documento | Data documento | Codice destinatario"), the VAT summary and the total
//     as label rows over value rows, "Data scadenza" in the payment row
{
  const lines = [line('Canone assistenza sistemistica mensile', 1, 390), line('Intervento tecnico on-site (ore)', 3, 55), line('Licenza antivirus endpoint, rinnovo annuale', 10, 28.5)];
  const net = r2(lines.reduce((s, l) => s + l.amount, 0));
  const tax = r2(net * 0.22);
  const t: Truth = {
    number: '214',
    issueDate: '2025-03-14',
    dueDate: '2025-04-13',
    currency: 'EUR',
    seller: { name: 'Sistemi Informatici Lagunari S.r.l.', vatId: 'IT03928170274' },
    buyer: { name: 'Vetreria Artistica Barovier Nuova S.r.l.', vatId: 'IT04127650276' },
    net,
    tax,
    gross: r2(net + tax),
    due: r2(net + tax),
    lines,
  };
  DOCS.push({
    name: 'it-fatturapa-courtesy-copy',
    truth: t,
    draw: (p) => {
      const box = (x: number, title: string, rows: string[]) => {
        p.doc.save().lineWidth(0.5).rect(x, 40, 240, 100).stroke().restore();
        p.text(title, x + 5, 45, { bold: true, size: 8 });
        p.block(rows, x + 5, 59, { size: 7.5, lead: 10 });
      };
      box(50, 'Cedente/prestatore (fornitore)', [
        'Identificativo fiscale ai fini IVA: IT03928170274',
        'Codice fiscale: 03928170274',
        `Denominazione: ${t.seller.name}`,
        'Regime fiscale: RF01 (ordinario)',
        'Indirizzo: Via Torino 151/C',
        'Comune: Venezia Mestre Provincia: VE',
        'Cap: 30172 Nazione: IT',
      ]);
      box(303, 'Cessionario/committente (cliente)', [
        'Identificativo fiscale ai fini IVA: IT04127650276',
        'Codice fiscale: 04127650276',
        `Denominazione: ${t.buyer.name}`,
        'Indirizzo: Fondamenta dei Vetrai 12',
        'Comune: Murano Provincia: VE',
        'Cap: 30141 Nazione: IT',
      ]);
      const docCols: Col[] = [
        { title: 'Tipologia documento', x: 53, w: 110, align: 'left' },
        { title: 'Numero documento', x: 169, w: 90, align: 'left' },
        { title: 'Data documento', x: 265, w: 90, align: 'left' },
        { title: 'Codice destinatario', x: 361, w: 179, align: 'left' },
      ];
      p.table(docCols, [['TD01 fattura', t.number, '14-03-2025', 'M5UXCR1']], 160, { ruled: true, size: 8 });
      const cols: Col[] = [
        { title: 'Descrizione', x: 53, w: 230, align: 'left', wrap: true },
        { title: 'Quantità', x: 289, w: 45, align: 'right' },
        { title: 'Prezzo unitario', x: 340, w: 70, align: 'right' },
        { title: '%IVA', x: 416, w: 35, align: 'right' },
        { title: 'Prezzo totale', x: 457, w: 83, align: 'right' },
      ];
      let y = p.table(cols, lines.map((l) => [l.description, fmt(l.quantity, 'comma'), fmt(l.unitPrice, 'comma'), '22,00', fmt(l.amount, 'comma')]), 215, { ruled: true, size: 8 });
      p.text('RIEPILOGHI IVA E TOTALI', 53, y + 12, { bold: true, size: 8 });
      y = p.table(
        [
          { title: 'esigibilità iva / riferimenti normativi', x: 53, w: 180, align: 'left' },
          { title: '%IVA', x: 239, w: 50, align: 'right' },
          { title: 'Totale imponibile', x: 295, w: 120, align: 'right' },
          { title: 'Totale imposta', x: 421, w: 119, align: 'right' },
        ],
        [['I (esigibilità immediata)', '22,00', fmt(net, 'comma'), fmt(tax, 'comma')]],
        y + 24,
        { ruled: true, size: 8 },
      );
      y = p.table(
        [
          { title: 'Importo bollo', x: 53, w: 120, align: 'right' },
          { title: 'Sconto/Maggiorazione', x: 179, w: 120, align: 'right' },
          { title: 'Arr.', x: 305, w: 60, align: 'right' },
          { title: 'Totale documento', x: 371, w: 169, align: 'right' },
        ],
        [['', '', '', fmt(t.gross, 'comma')]],
        y + 10,
        { ruled: true, size: 8 },
      );
      p.table(
        [
          { title: 'Modalità pagamento', x: 53, w: 120, align: 'left' },
          { title: 'IBAN', x: 179, w: 170, align: 'left' },
          { title: 'Data scadenza', x: 355, w: 80, align: 'left' },
          { title: 'Importo', x: 441, w: 99, align: 'right' },
        ],
        [['MP05 bonifico', 'IT60X0542811101000000123456', '13-04-2025', fmt(t.due, 'comma')]],
        y + 10,
        { ruled: true, size: 8 },
      );
    },
  });
}

// 23. Portuguese restaurant supplier: two VAT rates (13 % and 23 %) in a "Quadro resumo do IVA" table
//     ("Taxa | Incidência | Valor IVA"), then "Total ilíquido" / "Total IVA" / "Total do documento"
{
  const l13 = [line('Vinho tinto Douro DOC, caixa de 6 garrafas', 5, 38.4), line('Azeite virgem extra, lata 3 l', 4, 21.9)];
  const l23 = [line('Guardanapos de papel 2 folhas (pack 500)', 10, 4.75)];
  const lines = [l13[0]!, l13[1]!, l23[0]!];
  const n13 = r2(l13.reduce((s, l) => s + l.amount, 0));
  const n23 = r2(l23.reduce((s, l) => s + l.amount, 0));
  const t13 = r2(n13 * 0.13);
  const t23 = r2(n23 * 0.23);
  const net = r2(n13 + n23);
  const tax = r2(t13 + t23);
  const t: Truth = {
    number: 'FT 2025A/771',
    issueDate: '2025-09-22',
    dueDate: '2025-10-22',
    currency: 'EUR',
    seller: { name: 'Garrafeira e Mercearia Ribeira Lda.', vatId: 'PT515820346' },
    buyer: { name: 'Tasca do Largo Unipessoal Lda.', vatId: 'PT516937201' },
    net,
    tax,
    gross: r2(net + tax),
    due: r2(net + tax),
    lines,
  };
  DOCS.push({
    name: 'pt-vat-summary-two-rates',
    truth: t,
    draw: (p) => {
      p.block([t.seller.name, 'Cais da Ribeira 32', '4050-510 Porto', 'NIF PT515820346', 'Capital social 5.000,00 €'], 50, 50, { firstBold: true });
      p.text('Fatura', 440, 50, { bold: true, size: 18 });
      p.pairs([['Fatura n.º', t.number], ['Data', '22-09-2025'], ['Vencimento', '22-10-2025']], 380, 80, 65);
      p.text('Exmo.(s) Sr.(s)', 50, 135, { size: 8 });
      p.block([t.buyer.name, 'Largo de São Domingos 7', '4050-545 Porto', 'NIF PT516937201'], 50, 147, { firstBold: true });
      const cols: Col[] = [
        { title: 'Descrição', x: 50, w: 230, align: 'left', wrap: true },
        { title: 'Qtd.', x: 286, w: 35, align: 'right' },
        { title: 'Preço unit.', x: 327, w: 65, align: 'right' },
        { title: 'Taxa', x: 398, w: 40, align: 'right' },
        { title: 'Total', x: 444, w: 99, align: 'right' },
      ];
      const rate = (l: TruthLine) => (l23.includes(l) ? '23%' : '13%');
      let y = p.table(cols, lines.map((l) => [l.description, qty(l.quantity, 'comma'), fmt(l.unitPrice, 'comma'), rate(l), fmt(l.amount, 'comma')]), 225, { fill: '#eeeeee' });
      p.text('Quadro resumo do IVA', 50, y + 15, { bold: true, size: 8.5 });
      y = p.table(
        [
          { title: 'Taxa', x: 50, w: 50, align: 'right' },
          { title: 'Incidência', x: 106, w: 80, align: 'right' },
          { title: 'Valor IVA', x: 192, w: 80, align: 'right' },
        ],
        [
          ['13%', fmt(n13, 'comma'), fmt(t13, 'comma')],
          ['23%', fmt(n23, 'comma'), fmt(t23, 'comma')],
        ],
        y + 28,
        { size: 8.5 },
      );
      p.totals([['Total ilíquido', fmt(net, 'comma')], ['Total IVA', fmt(tax, 'comma')], ['Total do documento (EUR)', fmt(t.gross, 'comma'), true]], 330, 543, y - 40);
    },
  });
}

// 24. US utility-style bill with a remittance stub under a dashed cut line ("Please detach and return with your
//     payment", "Account Number", "Amount Enclosed"); the stub repeats the number and the amount due
{
  const lines = [line('Monthly service plan - Business Fiber 500', 1, 189), line('Static IP block (/29)', 1, 25), line('Equipment rental - managed router', 1, 14.99)];
  const net = r2(lines.reduce((s, l) => s + l.amount, 0));
  const tax = r2(net * 0.05);
  const t: Truth = {
    number: '88213045',
    issueDate: '2025-06-01',
    dueDate: '2025-06-25',
    currency: 'USD',
    seller: { name: 'Prairie Fiber Networks Inc.', vatId: null },
    buyer: { name: 'Blue Stem Veterinary Clinic', vatId: null },
    net,
    tax,
    gross: r2(net + tax),
    due: r2(net + tax),
    lines,
  };
  DOCS.push({
    name: 'us-remittance-stub',
    truth: t,
    draw: (p) => {
      p.text(t.seller.name, 50, 50, { bold: true, size: 15 });
      p.block(['PO Box 2290', 'Wichita, KS 67201', 'billing@prairiefiber.example'], 50, 70);
      p.pairs([['Invoice Number', t.number], ['Statement Date', 'June 1, 2025'], ['Payment Due Date', 'June 25, 2025'], ['Account Number', '4410-2287-09']], 340, 50, 100);
      p.text('Bill To', 50, 130, { bold: true, size: 8 });
      p.block([t.buyer.name, '1180 N Rock Rd', 'Wichita, KS 67206'], 50, 142, { firstBold: true });
      const cols: Col[] = [
        { title: 'Description', x: 50, w: 290, align: 'left', wrap: true },
        { title: 'Qty', x: 346, w: 30, align: 'right' },
        { title: 'Rate', x: 382, w: 65, align: 'right' },
        { title: 'Amount', x: 453, w: 90, align: 'right' },
      ];
      const y = p.table(cols, lines.map((l) => [l.description, qty(l.quantity, 'dot'), fmt(l.unitPrice, 'dot'), fmt(l.amount, 'dot')]), 200, { fill: '#e6eef7' });
      p.totals([['Current Charges', `$${fmt(net, 'dot')}`], ['Taxes & Fees', `$${fmt(tax, 'dot')}`], ['Total Amount Due', `$${fmt(t.due, 'dot')}`, true]], 360, 543, y + 15);
      p.doc.save().dash(4, { space: 3 }).moveTo(30, 640).lineTo(565, 640).stroke().restore();
      p.text('Please detach and return this portion with your payment. Make checks payable to Prairie Fiber Networks Inc.', 50, 648, { size: 7.5 });
      p.pairs([['Account Number', '4410-2287-09'], ['Invoice Number', t.number], ['Due Date', '06/25/2025'], ['Amount Due', `$${fmt(t.due, 'dot')}`], ['Amount Enclosed', '$__________']], 340, 670, 100, { size: 8.5 });
      p.block([t.buyer.name, '1180 N Rock Rd', 'Wichita, KS 67206'], 50, 690, { size: 9 });
    },
  });
}

describeDocs('unseen layouts and conventions (synthetic, layout only)', DOCS);

describe('the conventions behind these documents (shared primitives)', () => {
  it('"n.º" / "nº" after the document title is a number label (º is a letter, so it is taken with the "n")', () => {
    for (const t of ['Fatura n.º FT A/347', 'Factura nº 2025/17', 'Fattura n. 112/2025', 'Facture n.° 88']) {
      const m = matchLabel(foldKeep(t), 'number');
      expect(m, t).not.toBeNull();
      expect(t.slice(m!.start, m!.end).trim().split(/\s+/).length, t).toBe(2);
    }
  });

  it('Italian and Portuguese salutations over the addressee are buyer labels', () => {
    for (const t of ['Spett.le', 'Spett.li', 'Spettabile', 'Exmo(s). Senhor(es)', 'Exmo.(s) Sr.(s)', 'Exmos. Senhores', 'Exmo. Sr.', 'Exma. Senhora']) {
      expect(matchLabel(foldKeep(t), 'buyer')?.start, t).toBe(0);
    }
    expect(matchLabel(foldKeep('Sposi e Figli S.r.l.'), 'buyer')).toBeNull();
  });

  it('"Uds." is a quantity column and a bare "Net" a line-amount column; "Net price" stays a unit price', () => {
    expect(headerConcept('Uds.')).toBe('quantity');
    expect(headerConcept('Unidades')).toBe('quantity');
    expect(headerConcept('Net')).toBe('amount');
    expect(headerConcept('Net (GBP)')).toBe('amount');
    expect(headerConcept('Net price')).toBe('unitPrice');
    expect(headerConcept('Net amount')).toBe('amount');
  });

  it('article-code columns are not the description; "Item" alone is', () => {
    for (const t of ['Item #', 'Item No.', 'Art.-Nr.', 'Artikelnummer', 'SKU', 'Código', 'Codice articolo', 'Ref.', 'Product code']) expect(headerConcept(t), t).toBe('position');
    for (const t of ['Item', 'Artikel', 'Product', 'Designation', 'Desc.']) expect(headerConcept(t), t).toBe('description');
  });

  it('US "Ext. Price" is the line amount; discount columns are no concept (and never a tax rate)', () => {
    expect(headerConcept('Ext. Price')).toBe('amount');
    expect(headerConcept('Extended Price')).toBe('amount');
    for (const t of ['Disc. %', 'Desc. %', 'Discount', 'Dto. %', 'Sconto %', 'Rabatt %', 'Korting', 'Desconto']) expect(headerConcept(t), t).toBeNull();
    expect(headerConcept('Price after discount')).toBe('unitPrice');
    expect(headerConcept('P. unitario')).toBe('unitPrice');
    expect(headerConcept('Unid.')).toBe('unit');
  });

  it('more label spellings: "N.º da fatura", "Data de emissão", "N.I.F.", "Total c/ IVA", "Valor s/ IVA", "Líquido a pagar"', () => {
    const cases: Array<[string, Parameters<typeof matchLabel>[1]]> = [
      ['N.º da fatura', 'number'],
      ['Numero documento', 'number'],
      ['Data de emissão', 'issueDate'],
      ['Data doc.', 'issueDate'],
      ['Fecha límite de pago', 'dueDate'],
      ['N.I.F.', 'vatId'],
      ['Total c/ IVA', 'gross'],
      ['Valor s/ IVA', 'net'],
      ['Líquido a pagar', 'due'],
      ['Amount to pay', 'due'],
    ];
    for (const [t, kind] of cases) {
      const m = matchLabel(foldKeep(t), kind);
      expect(m && t.slice(m.start, m.end), `${t} (${kind})`).toBe(t);
    }
  });

  it('"Unit Cost" / "Cost" price columns; "Total Cost" is the line amount', () => {
    expect(headerConcept('Unit Cost')).toBe('unitPrice');
    expect(headerConcept('Cost')).toBe('unitPrice');
    expect(headerConcept('Total Cost')).toBe('amount');
    expect(headerConcept('Tarief')).toBe('unitPrice');
    for (const t of ['Taxa', 'Taxa IVA', 'Tasa', 'Aliquota IVA', 'Btw-tarief']) expect(headerConcept(t), t).toBe('taxRate');
    expect(headerConcept('Uurtarief')).toBe('unitPrice');
  });

  it('Belgian "Vervaldag" is a due-date label; customer-block headings are buyer labels', () => {
    expect(matchLabel(foldKeep('Vervaldag'), 'dueDate')?.start).toBe(0);
    for (const t of ['DATOS DEL CLIENTE', 'Dati cliente', 'Dados do cliente', 'Klantgegevens', 'Customer details']) {
      expect(matchLabel(foldKeep(t), 'buyer')?.start, t).toBe(0);
    }
  });

  it('a Portuguese invoice full of "de" is Portuguese, a Spanish one Spanish', () => {
    expect(detectLanguage(['Fatura n.º FT A/347', 'Data 30 de abril de 2025', 'Vencimento 30 de maio de 2025', 'Serviço de limpeza de escritórios', 'Total s/ IVA', 'Valor a pagar'])).toBe('pt');
    expect(detectLanguage(['Factura nº 17', 'Fecha de expedición 14/03/2025', 'Base imponible', 'Total factura', 'Forma de pago: transferencia'])).toBe('es');
  });

  it('whole amounts with a dash for the cents ("€ 1.250,-", "Fr. 12.–") are positive amounts', () => {
    expect(findAmounts('Totaal € 1.250,-', 'comma').map((a) => [a.value, a.currency])).toEqual([[1250, 'EUR']]);
    expect(findAmounts('250,– EUR', 'comma').map((a) => a.value)).toEqual([250]);
    expect(findAmounts('Fr. 12.–', 'dot').map((a) => [a.value, a.currency])).toEqual([[12, 'CHF']]);
    expect(findAmounts('1,250.-', 'dot').map((a) => a.value)).toEqual([1250]);
    // a trailing minus after the cents is still a negative amount
    expect(findAmounts('12,50-', 'comma').map((a) => a.value)).toEqual([-12.5]);
  });

  it('VAT-summary headings end the item table', () => {
    for (const t of ['RIEPILOGHI IVA E TOTALI', 'Riepilogo IVA', 'Desglose de IVA', 'Resumen de impuestos', 'Resumo do IVA', 'VAT summary', 'BTW-specificatie']) {
      expect(TABLE_STOP.exec(foldKeep(t))?.index, t).toBe(0);
    }
  });

  it('no currency named: EUR when a euro-area VAT id is printed, else none', () => {
    expect(detectCurrency(['Identificativo fiscale ai fini IVA: IT03928170274', 'Totale documento 1.024,80'])).toBe('EUR');
    expect(detectCurrency(['VAT Reg No. GB 284 7391 62', 'Total 1,024.80'])).toBeNull();
    expect(detectCurrency(['P.IVA IT03928170274', 'Total USD 1,024.80'])).toBe('USD');
  });

  it('a bare "Due:" and the abbreviations "Venc." / "Vto." / "Scad." are due-date labels', () => {
    for (const t of ['Due:', 'Venc.:', 'Fecha venc.', 'Vto.:', 'Scad.']) expect(matchLabel(foldKeep(t), 'dueDate')?.start, t).toBe(0);
  });

  it('Portuguese "1.º de janeiro" ordinals and English "5th of May" dates', () => {
    expect(parseDate('1.º de janeiro de 2025')).toBe('2025-01-01');
    expect(parseDate('Data: 1º de março de 2025')).toBe('2025-03-01');
    expect(parseDate('5th of May 2025')).toBe('2025-05-05');
  });

  it('English with pounds, euros or VAT writes the day first; US English the month first', () => {
    expect(detectDateOrder(['Invoice Date 03/04/2025', 'Total £120.00'], 'en')).toBe('dmy');
    expect(detectDateOrder(['Invoice Date 03/04/2025', 'VAT @ 20% 24.00'], 'en')).toBe('dmy');
    expect(detectDateOrder(['Invoice Date 03/04/2025', 'Total €120.00'], 'en')).toBe('dmy');
    expect(detectDateOrder(['Invoice Date 03/04/2025', 'Sales Tax 9.90', 'Total $120.00'], 'en')).toBe('mdy');
    // evidence from an unambiguous date still wins
    expect(detectDateOrder(['Invoice Date 04/23/2025', 'VAT 0.00'], 'en')).toBe('mdy');
  });
});
