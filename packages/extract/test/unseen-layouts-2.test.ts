/**
 * Generalisation, second round: synthetic invoices aimed at the parties — seller and buyer names, addresses and VAT
 * ids — and at letterhead variety: a right-aligned letterhead beside a logo word, "From:/To:", "Von:/An:" and
 * "De :/À :" blocks side by side, the buyer printed before the seller, "Invoice to / Deliver to" and "Facturé à /
 * Livré à" pairs (the delivery address is not the buyer), a German DIN 5008 window with a 7 pt sender line, the
 * seller's VAT id only in a three-column footer, "Attn:" / "z. Hd." contact lines, names without a legal form or
 * with "&" and "-", and the national VAT-id formats of AT, BE, NL, IT, ES, PT, GB, CH, DE, FR, IE and MT (with and
 * without their country prefix). Each document is drawn with pdfkit from its known truth (test/support/
 * synthetic-invoices.ts) and read back with `extract(pdf, { layoutOnly: true })`; every field is its own test.
 * Company names, addresses and ids are invented; VAT ids have the right national format.
 */
import {
  type Col,
  type Doc,
  describeDocs,
  fmt,
  line,
  type Pen,
  qty,
  r2,
  type Style,
  type Truth,
  type TruthLine,
} from './support/synthetic-invoices.js';


// ------------------------------------------------------------------ documents


const net2 = (ls: TruthLine[]) => r2(ls.reduce((s, l) => s + l.amount, 0));

/** the usual body: an item table at y, then net / tax / gross at the right; returns the y under the totals */
function body(p: Pen, lines: TruthLine[], tax: number, y: number, style: Style, heads: [string, string, string, string], labels: [string, string, string]): number {
  const net = net2(lines);
  const cols: Col[] = [
    { title: heads[0], x: 50, w: 250, align: 'left', wrap: true },
    { title: heads[1], x: 306, w: 55, align: 'right' },
    { title: heads[2], x: 367, w: 70, align: 'right' },
    { title: heads[3], x: 443, w: 100, align: 'right' },
  ];
  const yy = p.table(cols, lines.map((l) => [l.description, qty(l.quantity, style), fmt(l.unitPrice, style), fmt(l.amount, style)]), y, { fill: '#e8e8e8' });
  return p.totals([[labels[0], fmt(net, style)], [labels[1], fmt(tax, style)], [labels[2], fmt(r2(net + tax), style), true]], 340, 543, yy + 15);
}

function truth(t: Omit<Truth, 'net' | 'tax' | 'gross' | 'due'>, rate: number): Truth {
  const net = net2(t.lines);
  const tax = r2(net * rate);
  return { ...t, net, tax, gross: r2(net + tax), due: r2(net + tax) };
}

// ------------------------------------------------------------------ documents

const DOCS: Doc[] = [];

// 1. UK: logo word at the left, the letterhead right-aligned at the right (name without legal form, with "&"),
//    "Invoice to:" with an "Attn:" contact line under the company name, GB VAT id in the letterhead
{
  const t = truth(
    {
      number: 'HF-2291',
      issueDate: '2025-04-08',
      dueDate: '2025-05-08',
      currency: 'GBP',
      seller: { name: 'Harbour & Finch Design', vatId: 'GB284739162' },
      buyer: { name: 'Kettle-Brook Bakeries Ltd', vatId: null },
      lines: [line('Brand identity refresh, logo and colour system', 1, 2400), line('Packaging artwork per SKU', 6, 185)],
    },
    0.2,
  );
  DOCS.push({
    name: 'uk-letterhead-right',
    truth: t,
    draw: (p) => {
      p.text('H&F', 50, 50, { bold: true, size: 30 });
      p.block([t.seller.name, '14 Quayside Row', 'Bristol BS1 4RN', 'VAT Reg. No. GB 284 7391 62'], 300, 50, { width: 243, align: 'right', firstBold: true });
      p.text('INVOICE', 50, 130, { bold: true, size: 18 });
      p.text('Invoice to:', 50, 160, { bold: true, size: 8 });
      p.block([t.buyer.name, 'Attn: Sarah Okafor, Accounts Payable', 'Unit 3, Millbrook Trading Estate', 'Leeds LS9 0PA'], 50, 172, { firstBold: true });
      p.pairs([['Invoice No.', t.number], ['Invoice Date', '08/04/2025'], ['Due Date', '08/05/2025']], 360, 160, 90);
      const y = body(p, t.lines, t.tax, 250, 'dot', ['Description', 'Qty', 'Unit Price', 'Amount'], ['Subtotal', 'VAT 20%', 'Total GBP']);
      p.text('Payment by bank transfer, sort code 30-94-57, account 41728390.', 50, y + 30, { size: 8 });
    },
  });
}

// 2. Austria: "Von:" and "An:" blocks side by side at the top, ATU id in each block
{
  const t = truth(
    {
      number: '2025-0417',
      issueDate: '2025-05-12',
      dueDate: '2025-05-26',
      currency: 'EUR',
      seller: { name: 'Tischlerei Gruber-Wallner GmbH', vatId: 'ATU57319428' },
      buyer: { name: 'Hotel Alpenrose Betriebs GmbH', vatId: 'ATU64820173' },
      lines: [line('Einbauschrank Eiche massiv, Zimmer 12–18', 7, 1380), line('Montage und Anlieferung', 1, 640)],
    },
    0.2,
  );
  DOCS.push({
    name: 'at-von-an',
    truth: t,
    draw: (p) => {
      p.text('RECHNUNG', 50, 50, { bold: true, size: 20 });
      p.text('Von:', 50, 95, { bold: true, size: 8 });
      p.block([t.seller.name, 'Gewerbepark 4', '5020 Salzburg', 'UID: ATU57319428'], 50, 107, { firstBold: true });
      p.text('An:', 310, 95, { bold: true, size: 8 });
      p.block([t.buyer.name, 'Dorfstraße 21', '6370 Kitzbühel', 'UID: ATU64820173'], 310, 107, { firstBold: true });
      p.pairs([['Rechnungsnummer:', t.number], ['Rechnungsdatum:', '12.05.2025'], ['Fällig am:', '26.05.2025']], 50, 175, 100);
      body(p, t.lines, t.tax, 230, 'comma', ['Bezeichnung', 'Menge', 'Einzelpreis', 'Gesamt'], ['Nettobetrag', 'USt. 20 %', 'Gesamtbetrag EUR']);
    },
  });
}

// 3. Belgium (French): "De :" and "À :" side by side, BE id with the leading 0, names without legal form
{
  const t = truth(
    {
      number: 'F-2025-118',
      issueDate: '2025-03-20',
      dueDate: '2025-04-19',
      currency: 'EUR',
      seller: { name: 'Atelier Vandersmissen', vatId: 'BE0478123951' },
      buyer: { name: 'Librairie du Parc & Fils', vatId: 'BE0861234578' },
      lines: [line('Reliure cuir, format in-octavo', 12, 45), line('Restauration de dos, ouvrage ancien', 3, 120)],
    },
    0.21,
  );
  DOCS.push({
    name: 'be-de-a',
    truth: t,
    draw: (p) => {
      p.text('FACTURE', 50, 50, { bold: true, size: 20 });
      p.text('De :', 50, 95, { bold: true, size: 8 });
      p.block([t.seller.name, 'Rue des Tanneurs 58', '1000 Bruxelles', 'TVA BE 0478.123.951'], 50, 107, { firstBold: true });
      p.text('À :', 310, 95, { bold: true, size: 8 });
      p.block([t.buyer.name, 'Avenue Louise 231', '1050 Ixelles', 'TVA BE 0861.234.578'], 310, 107, { firstBold: true });
      p.pairs([['Facture n°', t.number], ['Date', '20/03/2025'], ['Échéance', '19/04/2025']], 50, 175, 90);
      body(p, t.lines, t.tax, 230, 'comma', ['Description', 'Quantité', 'Prix unitaire', 'Montant'], ['Total HTVA', 'TVA 21 %', 'Total TVAC']);
    },
  });
}

// 4. Netherlands: the buyer block first (top left, "Factuur aan"), the seller's block below it under "Leverancier"
{
  const t = truth(
    {
      number: '2025-0093',
      issueDate: '2025-02-17',
      dueDate: '2025-03-03',
      currency: 'EUR',
      seller: { name: 'Van Dijk-Hoekstra Installatietechniek B.V.', vatId: 'NL857310294B01' },
      buyer: { name: 'Bakkerij De Zoete Inval', vatId: 'NL003184725B65' },
      lines: [line('Vervanging cv-ketel inclusief afvoer oude ketel', 1, 2150), line('Arbeid monteur (uur)', 5, 62.5)],
    },
    0.21,
  );
  DOCS.push({
    name: 'nl-buyer-first',
    truth: t,
    draw: (p) => {
      p.text('FACTUUR', 400, 50, { bold: true, size: 20 });
      p.text('Factuur aan', 50, 60, { bold: true, size: 8 });
      p.block([t.buyer.name, 'Kerkstraat 12', '3811 CV Amersfoort', 'Btw-nr.: NL003184725B65'], 50, 72, { firstBold: true });
      p.text('Leverancier', 50, 140, { bold: true, size: 8 });
      p.block([t.seller.name, 'Industrieweg 40', '3826 AB Amersfoort', 'Btw-nr.: NL857310294B01', 'KvK 61728394'], 50, 152, { firstBold: true });
      p.pairs([['Factuurnummer', t.number], ['Factuurdatum', '17-02-2025'], ['Vervaldatum', '03-03-2025']], 340, 90, 100);
      body(p, t.lines, t.tax, 240, 'comma', ['Omschrijving', 'Aantal', 'Prijs', 'Bedrag'], ['Subtotaal', 'Btw 21%', 'Totaal']);
    },
  });
}

// 5. UK: "Invoice to" and "Deliver to" side by side — the delivery address is not the buyer
{
  const t = truth(
    {
      number: 'INV-50812',
      issueDate: '2025-06-03',
      dueDate: '2025-07-03',
      currency: 'GBP',
      seller: { name: 'Pennine Office Supplies Ltd', vatId: 'GB193847265' },
      buyer: { name: 'Castlegate Dental Practice', vatId: null },
      lines: [line('A4 copier paper, 80 gsm (box of 5 reams)', 20, 21.4), line('Toner cartridge, black, high yield', 4, 89)],
    },
    0.2,
  );
  DOCS.push({
    name: 'uk-invoice-to-deliver-to',
    truth: t,
    draw: (p) => {
      p.block([t.seller.name, '7 Mill Lane, Halifax HX1 2QE', 'VAT No: GB 193 8472 65'], 50, 50, { firstBold: true });
      p.text('INVOICE', 420, 50, { bold: true, size: 18 });
      p.text('Invoice to', 50, 115, { bold: true, size: 8 });
      p.block([t.buyer.name, '22 Castlegate', 'York YO1 9RN'], 50, 127, { firstBold: true });
      p.text('Deliver to', 230, 115, { bold: true, size: 8 });
      p.block(['Castlegate Dental – Stores', 'Rear entrance, Coppergate Walk', 'York YO1 9NT'], 230, 127, { firstBold: true });
      p.pairs([['Invoice No', t.number], ['Date', '03/06/2025'], ['Due', '03/07/2025']], 400, 115, 70);
      body(p, t.lines, t.tax, 200, 'dot', ['Description', 'Qty', 'Price', 'Total'], ['Net', 'VAT 20%', 'Total due (GBP)']);
    },
  });
}

// 6. Germany, DIN 5008: 7 pt sender line over the window, "z. Hd." contact in the address, letterhead at the right
{
  const t = truth(
    {
      number: 'RE-25-1044',
      issueDate: '2025-07-01',
      dueDate: '2025-07-15',
      currency: 'EUR',
      seller: { name: 'Elektro Brandt & Söhne', vatId: 'DE287461935' },
      buyer: { name: 'Physiotherapie am Stadtpark', vatId: null },
      lines: [line('Installation LED-Deckenleuchten Behandlungsräume', 9, 118), line('Elektroprüfung nach DGUV V3', 1, 240)],
    },
    0.19,
  );
  DOCS.push({
    name: 'de-din5008-window',
    truth: t,
    draw: (p) => {
      p.block([t.seller.name, 'Am Mühlbach 9', '79098 Freiburg', 'Tel. 0761 458820'], 330, 40, { width: 213, align: 'right', firstBold: true });
      p.text(`${t.seller.name} · Am Mühlbach 9 · 79098 Freiburg`, 57, 130, { size: 7 });
      p.block([t.buyer.name, 'z. Hd. Frau Dr. Lena Kowalski', 'Stadtstraße 44', '79104 Freiburg'], 57, 145, { size: 10, lead: 13 });
      p.pairs([['Rechnungsnr.', t.number], ['Datum', '01.07.2025'], ['Fällig', '15.07.2025']], 380, 150, 80);
      p.text('Rechnung', 57, 250, { bold: true, size: 14 });
      body(p, t.lines, t.tax, 280, 'comma', ['Leistung', 'Menge', 'Preis', 'Betrag'], ['Summe netto', 'MwSt. 19 %', 'Rechnungsbetrag']);
      p.text('Steuernummer 06452/31874 · USt-IdNr. DE287461935', 57, 770, { size: 7 });
    },
  });
}

// 7. France: "Facturé à" and "Livré à" side by side (the delivery address is not the buyer)
{
  const t = truth(
    {
      number: 'FA-2025-0612',
      issueDate: '2025-05-06',
      dueDate: '2025-06-05',
      currency: 'EUR',
      seller: { name: 'Brasserie Artisanale Le Houblon Vert SARL', vatId: 'FR32814736250' },
      buyer: { name: 'Cave & Comptoir Saint-Michel', vatId: 'FR61529047318' },
      lines: [line('Bière blonde 33 cl (carton de 24)', 30, 38.4), line('Fût 20 L ambrée', 6, 96)],
    },
    0.2,
  );
  DOCS.push({
    name: 'fr-facture-livre',
    truth: t,
    draw: (p) => {
      p.block([t.seller.name, '12 chemin des Brasseurs', '69007 Lyon', 'N° TVA : FR 32 814736250'], 50, 50, { firstBold: true });
      p.text('FACTURE', 420, 50, { bold: true, size: 18 });
      p.text('Facturé à', 50, 125, { bold: true, size: 8 });
      p.block([t.buyer.name, '4 place Saint-Michel', '38000 Grenoble', 'TVA intracom. FR 61 529047318'], 50, 137, { firstBold: true });
      p.text('Livré à', 300, 125, { bold: true, size: 8 });
      p.block(['Entrepôt Logistique Isère Nord', 'ZA des Glairons, bât. C', '38400 Saint-Martin-d’Hères'], 300, 137, { firstBold: true });
      p.pairs([['Facture n°', t.number], ['Date', '06/05/2025'], ['Échéance', '05/06/2025']], 50, 205, 80);
      body(p, t.lines, t.tax, 260, 'space', ['Désignation', 'Qté', 'P.U. HT', 'Total HT'], ['Total HT', 'TVA 20 %', 'Total TTC']);
    },
  });
}

// 8. Portugal: the seller's VAT id only in a three-column footer (name | address | NIF), buyer with "NIF" in its block
{
  const t = truth(
    {
      number: 'FT 2025/214',
      issueDate: '2025-04-15',
      dueDate: '2025-05-15',
      currency: 'EUR',
      seller: { name: 'Cerâmica Ribeiro & Matos', vatId: 'PT507384216' },
      buyer: { name: 'Hotel Miradouro do Douro', vatId: 'PT514092837' },
      lines: [line('Azulejo pintado à mão 15x15 cm', 400, 3.2), line('Painel decorativo personalizado', 2, 680)],
    },
    0.23,
  );
  DOCS.push({
    name: 'pt-footer-three-columns',
    truth: t,
    draw: (p) => {
      p.text(t.seller.name, 50, 50, { bold: true, size: 16 });
      p.text('FATURA', 450, 50, { bold: true, size: 18 });
      p.pairs([['Fatura n.º', t.number], ['Data', '15/04/2025'], ['Vencimento', '15/05/2025']], 50, 95, 80);
      p.text('Exmos. Senhores', 320, 95, { size: 8 });
      p.block([t.buyer.name, 'Rua do Cais 88', '5050-237 Peso da Régua', 'NIF: PT514092837'], 320, 107, { firstBold: true });
      body(p, t.lines, t.tax, 200, 'space', ['Descrição', 'Qtd.', 'Preço', 'Valor'], ['Total s/ IVA', 'IVA 23%', 'Total c/ IVA']);
      p.doc.save().lineWidth(0.5).moveTo(50, 755).lineTo(543, 755).stroke().restore();
      p.block([t.seller.name, 'Capital social 50.000 €'], 50, 762, { size: 7, lead: 9 });
      p.block(['Zona Industrial de Aveiro, Lote 17', '3800-055 Aveiro'], 215, 762, { size: 7, lead: 9 });
      p.block(['Contribuinte n.º PT507384216', 'IBAN PT50 0035 0123 0004 5678 9012 3'], 380, 762, { size: 7, lead: 9 });
    },
  });
}

// 9. Italy: "Spett.le" buyer with a Spanish customer (ESB id), seller with a hyphenated name without legal form
{
  const t = truth(
    {
      number: '87/2025',
      issueDate: '2025-03-11',
      dueDate: '2025-04-10',
      currency: 'EUR',
      seller: { name: 'Rossi-Ferri Impianti', vatId: 'IT02847193058' },
      buyer: { name: 'Hostal Las Gaviotas S.L.', vatId: 'ESB12345678' },
      lines: [line('Pompa di calore aria-acqua 12 kW', 1, 4890), line('Collaudo e messa in servizio', 1, 350)],
    },
    0,
  );
  DOCS.push({
    name: 'it-spettle-foreign-buyer',
    truth: t,
    draw: (p) => {
      p.block([t.seller.name, 'Via dell’Artigianato 22', '37135 Verona (VR)', 'P.IVA IT02847193058'], 50, 50, { firstBold: true });
      p.text('Spett.le', 320, 110, { size: 8 });
      p.block([t.buyer.name, 'Calle del Mar 5', '07001 Palma (Illes Balears)', 'Spagna', 'NIF-IVA: ESB12345678'], 320, 122, { firstBold: true });
      p.pairs([['Fattura n.', t.number], ['Data', '11/03/2025'], ['Scadenza', '10/04/2025']], 50, 122, 75);
      body(p, t.lines, t.tax, 230, 'comma', ['Descrizione', 'Q.tà', 'Prezzo', 'Importo'], ['Imponibile', 'IVA 0% (art. 41)', 'Totale documento']);
    },
  });
}

// 10. Switzerland: letterhead right-aligned with a CHE UID "MWST", "Rechnung an" buyer with "z. Hd." line
{
  const t = truth(
    {
      number: '250311',
      issueDate: '2025-03-31',
      dueDate: '2025-04-30',
      currency: 'CHF',
      seller: { name: 'Bergmann Treuhand AG', vatId: 'CHE-123.456.789 MWST' },
      buyer: { name: 'Schreinerei Imhof', vatId: null },
      lines: [line('Buchhaltung Quartal 1/2025', 1, 1850), line('Lohnabrechnungen (pro Mitarbeiter)', 8, 35)],
    },
    0.081,
  );
  DOCS.push({
    name: 'ch-uid-mwst',
    truth: t,
    draw: (p) => {
      p.text('BT', 50, 50, { bold: true, size: 28 });
      p.block([t.seller.name, 'Bahnhofstrasse 17', '6003 Luzern', 'CHE-123.456.789 MWST'], 300, 50, { width: 243, align: 'right', firstBold: true });
      p.text('Rechnung an:', 50, 130, { bold: true, size: 8 });
      p.block([t.buyer.name, 'z. Hd. Herrn Urs Imhof', 'Werkstrasse 3', '6020 Emmenbrücke'], 50, 142, { firstBold: true });
      p.pairs([['Rechnung Nr.', t.number], ['Datum', '31.03.2025'], ['Zahlbar bis', '30.04.2025']], 360, 130, 90);
      body(p, t.lines, t.tax, 230, 'dot', ['Beschreibung', 'Anzahl', 'Ansatz', 'Betrag CHF'], ['Total exkl. MWST', 'MWST 8.1 %', 'Total CHF']);
    },
  });
}
// 11. Netherlands: "Van:" and "Aan:" side by side, names without legal form that start with "Van" / "De"
{
  const t = truth(
    {
      number: '25-0142',
      issueDate: '2025-09-04',
      dueDate: '2025-10-04',
      currency: 'EUR',
      seller: { name: 'Van Leeuwen & Zn. Schilderwerken', vatId: 'NL812345679B01' },
      buyer: { name: 'De Groot-Bakker Advies', vatId: 'NL861234570B01' },
      lines: [line('Schilderwerk kozijnen voorgevel', 1, 1480), line('Houtrotreparatie (per plek)', 4, 65)],
    },
    0.21,
  );
  DOCS.push({
    name: 'nl-van-aan',
    truth: t,
    draw: (p) => {
      p.text('FACTUUR', 50, 50, { bold: true, size: 20 });
      p.text('Van:', 50, 95, { bold: true, size: 8 });
      p.block([t.seller.name, 'Havenstraat 8', '2011 AB Haarlem', 'Btw-id: NL812345679B01'], 50, 107, { firstBold: true });
      p.text('Aan:', 310, 95, { bold: true, size: 8 });
      p.block([t.buyer.name, 'Zijlweg 140', '2015 BK Haarlem', 'Btw-id: NL861234570B01'], 310, 107, { firstBold: true });
      p.pairs([['Factuurnummer', t.number], ['Factuurdatum', '04-09-2025'], ['Vervaldatum', '04-10-2025']], 50, 175, 100);
      body(p, t.lines, t.tax, 230, 'comma', ['Omschrijving', 'Aantal', 'Prijs', 'Bedrag'], ['Subtotaal', 'Btw 21%', 'Totaal']);
    },
  });
}

// 12. Italy (courtesy copy of an e-invoice): "Cedente/Prestatore" and "Cessionario/Committente" side by side, each
//     with "P.IVA" and "Cod. Fiscale"
{
  const t = truth(
    {
      number: 'FPR 45/25',
      issueDate: '2025-05-30',
      dueDate: '2025-06-29',
      currency: 'EUR',
      seller: { name: 'Idraulica Bianchi di Bianchi Marco', vatId: 'IT03581620987' },
      buyer: { name: 'Condominio Via Manzoni 14', vatId: null },
      lines: [line('Sostituzione colonna di scarico', 1, 1250), line('Materiale idraulico vario', 1, 318.4)],
    },
    0.22,
  );
  DOCS.push({
    name: 'it-cedente-cessionario',
    truth: t,
    draw: (p) => {
      p.text('Cedente/Prestatore (fornitore)', 50, 50, { bold: true, size: 8 });
      p.block([t.seller.name, 'Via Roma 3', '25121 Brescia (BS)', 'P.IVA: IT03581620987', 'Cod. Fiscale: BNCMRC75C12B157K'], 50, 62, { firstBold: true });
      p.text('Cessionario/Committente (cliente)', 310, 50, { bold: true, size: 8 });
      p.block([t.buyer.name, 'Via Manzoni 14', '25126 Brescia (BS)', 'Cod. Fiscale: 98034560174'], 310, 62, { firstBold: true });
      p.pairs([['Tipo documento', 'TD01 Fattura'], ['Numero', t.number], ['Data', '30/05/2025'], ['Scadenza', '29/06/2025']], 50, 140, 90);
      body(p, t.lines, t.tax, 215, 'comma', ['Descrizione', 'Quantità', 'Prezzo unitario', 'Importo'], ['Imponibile', 'IVA 22%', 'Totale documento']);
    },
  });
}

// 13. Spain: "Datos del emisor" and "Datos del cliente" side by side, NIF/CIF printed without the ES prefix
{
  const t = truth(
    {
      number: 'F2025-0733',
      issueDate: '2025-10-01',
      dueDate: '2025-10-31',
      currency: 'EUR',
      seller: { name: 'Reformas Llobregat-Garraf', vatId: 'ESB65839214' },
      buyer: { name: 'Comunidad de Propietarios Rambla 22', vatId: 'ESH08451937' },
      lines: [line('Impermeabilización de cubierta (m²)', 140, 28.5), line('Retirada de escombros', 1, 390)],
    },
    0.21,
  );
  DOCS.push({
    name: 'es-emisor-cliente',
    truth: t,
    gaps: {
      currency: 'no currency is printed and the Spanish CIF/NIF carry no ES prefix; currency.ts `detectCurrency` only reads a euro area from country-prefixed VAT ids, not from the NIF that vatIds.ts reports as ES + NIF (owned elsewhere)',
    },
    draw: (p) => {
      p.text('FACTURA', 50, 45, { bold: true, size: 20 });
      p.text('DATOS DEL EMISOR', 50, 85, { bold: true, size: 8 });
      p.block([t.seller.name, 'Carrer de la Indústria 77', '08800 Vilanova i la Geltrú', 'CIF: B65839214'], 50, 97, { firstBold: true });
      p.text('DATOS DEL CLIENTE', 310, 85, { bold: true, size: 8 });
      p.block([t.buyer.name, 'Rambla de Catalunya 22', '08007 Barcelona', 'NIF: H08451937'], 310, 97, { firstBold: true });
      p.pairs([['Nº factura', t.number], ['Fecha', '01/10/2025'], ['Vencimiento', '31/10/2025']], 50, 160, 80);
      body(p, t.lines, t.tax, 215, 'comma', ['Concepto', 'Cantidad', 'Precio', 'Importe'], ['Base imponible', 'IVA 21%', 'Total factura']);
    },
  });
}

// 14. US: logo word left, letterhead right-aligned, "Ship To" printed left of "Bill To" (the buyer is the bill-to party)
{
  const t = truth(
    {
      number: '10487',
      issueDate: '2025-08-14',
      dueDate: '2025-09-13',
      currency: 'USD',
      seller: { name: 'Blue Heron Outfitters', vatId: null },
      buyer: { name: 'Cascade Trail Adventures', vatId: null },
      lines: [line('Two-person backpacking tent', 6, 249), line('Trekking poles, carbon (pair)', 12, 89.95)],
    },
    0,
  );
  DOCS.push({
    name: 'us-ship-to-first',
    truth: t,
    draw: (p) => {
      p.text('BLUE HERON', 50, 50, { bold: true, size: 24 });
      p.block([t.seller.name, '1180 Riverside Dr', 'Bend, OR 97702', '(541) 555-0142'], 300, 50, { width: 243, align: 'right', firstBold: true });
      p.text('Ship To', 50, 130, { bold: true, size: 8 });
      p.block(['Cascade Trail Adventures – Warehouse', '455 Industrial Way', 'Redmond, OR 97756'], 50, 142);
      p.text('Bill To', 260, 130, { bold: true, size: 8 });
      p.block([t.buyer.name, 'PO Box 2231', 'Bend, OR 97709'], 260, 142, { firstBold: true });
      p.pairs([['Invoice #', t.number], ['Date', '08/14/2025'], ['Due Date', '09/13/2025']], 430, 130, 60);
      const net = t.net;
      const cols: Col[] = [
        { title: 'Description', x: 50, w: 250, align: 'left', wrap: true },
        { title: 'Qty', x: 306, w: 55, align: 'right' },
        { title: 'Unit Price', x: 367, w: 70, align: 'right' },
        { title: 'Amount', x: 443, w: 100, align: 'right' },
      ];
      const y = p.table(cols, t.lines.map((l) => [l.description, qty(l.quantity, 'dot'), fmt(l.unitPrice, 'dot'), fmt(l.amount, 'dot')]), 215, { fill: '#e8e8e8' });
      p.totals([['Subtotal', `$${fmt(net, 'dot')}`], ['Sales Tax', '$0.00'], ['Total', `$${fmt(t.gross, 'dot')}`, true]], 340, 543, y + 15);
    },
  });
}

// 15. Ireland: "From:" and "To:" side by side, an "Attn:" line ABOVE the buyer's company name, the buyer's VAT id
//     among the invoice data at the right ("Customer VAT No.")
{
  const t = truth(
    {
      number: 'IE-3391',
      issueDate: '2025-11-05',
      dueDate: '2025-12-05',
      currency: 'EUR',
      seller: { name: 'Liffey Cloud Services', vatId: 'IE6388047V' },
      buyer: { name: 'Brennan & Doyle Solicitors LLP', vatId: 'IE3456789JH' },
      lines: [line('Managed hosting, November', 1, 780), line('Additional storage (100 GB blocks)', 5, 19)],
    },
    0.23,
  );
  DOCS.push({
    name: 'ie-from-to-attn-above',
    truth: t,
    draw: (p) => {
      p.text('INVOICE', 50, 45, { bold: true, size: 20 });
      p.text('From:', 50, 90, { bold: true, size: 8 });
      p.block([t.seller.name, '2 Grand Canal Quay', 'Dublin 2, D02 X285', 'VAT No. IE 6388047V'], 50, 102, { firstBold: true });
      p.text('To:', 230, 90, { bold: true, size: 8 });
      p.block(['Attn: Accounts Payable', t.buyer.name, '41 Merrion Square', 'Dublin 2, D02 YX88'], 230, 102);
      p.pairs([['Invoice No.', t.number], ['Date', '05/11/2025'], ['Due', '05/12/2025'], ['Customer VAT No.', 'IE3456789JH']], 400, 90, 80, { size: 8 });
      body(p, t.lines, t.tax, 190, 'dot', ['Description', 'Qty', 'Rate', 'Amount'], ['Subtotal', 'VAT 23%', 'Total EUR']);
    },
  });
}

// 16. Germany, DIN 5008 with a logo word only: the sender line names the seller, its VAT id only in a three-column
//     footer; the buyer's VAT id among the data at the right ("Ihre USt-IdNr.")
{
  const t = truth(
    {
      number: '2025-11873',
      issueDate: '2025-10-20',
      dueDate: '2025-11-03',
      currency: 'EUR',
      seller: { name: 'Kessler & Roth Messebau GmbH', vatId: 'DE318472659' },
      buyer: { name: 'Nordwind-Marine Handels GmbH', vatId: 'DE204817365' },
      lines: [line('Messestand 6 × 4 m, Aufbau und Abbau', 1, 8400), line('Standbeleuchtung (Miete)', 12, 45)],
    },
    0.19,
  );
  DOCS.push({
    name: 'de-din5008-logo-footer-vat',
    truth: t,
    draw: (p) => {
      p.text('kessler+roth', 380, 45, { bold: true, size: 22 });
      p.text('Kessler & Roth Messebau GmbH · Hafenstraße 12 · 28217 Bremen', 57, 130, { size: 7 });
      p.block([t.buyer.name, 'z. Hd. Herrn Jens Albers', 'Am Sandtorkai 5', '20457 Hamburg'], 57, 145, { size: 10, lead: 13 });
      p.pairs([['Rechnungsnummer', t.number], ['Rechnungsdatum', '20.10.2025'], ['Fällig am', '03.11.2025'], ['Ihre USt-IdNr.', 'DE204817365']], 350, 145, 95, { size: 8 });
      p.text('Rechnung', 57, 250, { bold: true, size: 14 });
      body(p, t.lines, t.tax, 280, 'comma', ['Bezeichnung', 'Menge', 'Einzelpreis', 'Gesamt'], ['Nettobetrag', 'USt. 19 %', 'Rechnungsbetrag']);
      p.doc.save().lineWidth(0.5).moveTo(57, 755).lineTo(543, 755).stroke().restore();
      p.block([t.seller.name, 'Hafenstraße 12, 28217 Bremen', 'Geschäftsführer: Anna Kessler'], 57, 762, { size: 7, lead: 9 });
      p.block(['Amtsgericht Bremen HRB 34871', 'USt-IdNr.: DE318472659', 'St.-Nr. 60/145/12345'], 230, 762, { size: 7, lead: 9 });
      p.block(['Sparkasse Bremen', 'IBAN DE12 2905 0101 0012 3456 78', 'BIC SBREDE22XXX'], 400, 762, { size: 7, lead: 9 });
    },
  });
}

// 17. UK: the VAT registration number printed without the GB prefix ("VAT Registration No: 284 7391 62") in a
//     letterhead at the left, the buyer under "Bill to" at the right
{
  const t = truth(
    {
      number: '000731',
      issueDate: '2025-02-28',
      dueDate: '2025-03-30',
      currency: 'GBP',
      seller: { name: 'Wren & Ashby Joinery Ltd', vatId: 'GB284739162' },
      buyer: { name: 'St Columba Primary School', vatId: null },
      lines: [line('Oak reading benches, made to measure', 4, 365), line('Fitting (hours)', 6, 38)],
    },
    0.2,
  );
  DOCS.push({
    name: 'uk-vat-no-prefix',
    truth: t,
    draw: (p) => {
      p.block([t.seller.name, 'Unit 9, Tanner Yard', 'Norwich NR3 1AU', 'VAT Registration No: 284 7391 62', 'Company No. 08123456'], 50, 50, { firstBold: true });
      p.text('INVOICE', 430, 50, { bold: true, size: 18 });
      p.text('Bill to', 330, 120, { bold: true, size: 8 });
      p.block([t.buyer.name, 'Magdalen Street', 'Norwich NR3 1JE'], 330, 132, { firstBold: true });
      p.pairs([['Invoice', t.number], ['Date', '28/02/2025'], ['Due', '30/03/2025']], 50, 140, 70);
      body(p, t.lines, t.tax, 215, 'dot', ['Description', 'Qty', 'Price £', 'Amount £'], ['Subtotal', 'VAT @ 20%', 'Total £']);
    },
  });
}

// 18. Italy: "P.IVA 02847193058" without the IT prefix for both parties, "Spett.le" buyer at the right
{
  const t = truth(
    {
      number: '212',
      issueDate: '2025-07-15',
      dueDate: '2025-08-14',
      currency: 'EUR',
      seller: { name: 'Ferramenta Colombo-Sala', vatId: 'IT02847193058' },
      buyer: { name: 'Agriturismo La Quercia di Sotto', vatId: 'IT01938470516' },
      lines: [line('Recinzione in rete zincata (m)', 120, 9.8), line('Paletti in ferro verniciato', 40, 7.5)],
    },
    0.22,
  );
  DOCS.push({
    name: 'it-piva-no-prefix',
    truth: t,
    draw: (p) => {
      p.block([t.seller.name, 'Via Garibaldi 61', '22100 Como (CO)', 'P.IVA 02847193058'], 50, 50, { firstBold: true });
      p.text('Spett.le', 320, 110, { size: 8 });
      p.block([t.buyer.name, 'Località Poggio 4', '52044 Cortona (AR)', 'P.IVA 01938470516'], 320, 122, { firstBold: true });
      p.pairs([['Fattura n.', t.number], ['del', '15/07/2025'], ['Scadenza', '14/08/2025']], 50, 122, 75);
      body(p, t.lines, t.tax, 220, 'comma', ['Descrizione', 'Q.tà', 'Prezzo €', 'Importo €'], ['Imponibile', 'IVA 22%', 'Totale fattura €']);
    },
  });
}

// 19. Portugal: "Contribuinte n.º" / "NIF" without the PT prefix for both parties; Netherlands-style dotted id absent
{
  const t = truth(
    {
      number: 'FT 1A/583',
      issueDate: '2025-06-18',
      dueDate: '2025-07-18',
      currency: 'EUR',
      seller: { name: 'Tipografia Beira-Mar', vatId: 'PT507384216' },
      buyer: { name: 'Associação Cultural Ponte Velha', vatId: 'PT514092837' },
      lines: [line('Cartazes A2 a cores', 200, 1.85), line('Desdobráveis A4 dobrados em três', 1500, 0.12)],
    },
    0.23,
  );
  DOCS.push({
    name: 'pt-nif-no-prefix',
    truth: t,
    draw: (p) => {
      p.block([t.seller.name, 'Avenida da República 210', '4450-242 Matosinhos', 'Contribuinte n.º 507 384 216'], 50, 50, { firstBold: true });
      p.text('FATURA', 450, 50, { bold: true, size: 18 });
      p.text('Exmos. Senhores', 320, 110, { size: 8 });
      p.block([t.buyer.name, 'Rua da Ponte 3', '4990-062 Ponte de Lima', 'NIF: 514092837'], 320, 122, { firstBold: true });
      p.pairs([['Fatura n.º', t.number], ['Data', '18/06/2025'], ['Vencimento', '18/07/2025']], 50, 122, 80);
      body(p, t.lines, t.tax, 220, 'space', ['Descrição', 'Qtd.', 'Preço €', 'Valor €'], ['Total s/ IVA', 'IVA 23%', 'Total c/ IVA']);
    },
  });
}

// 20. Switzerland (French): "N° TVA CHE-…" before the UID, buyer under "Facturé à", a Belgian buyer id "BE 0861.234.578"
{
  const t = truth(
    {
      number: '2025-044',
      issueDate: '2025-01-31',
      dueDate: '2025-03-02',
      currency: 'CHF',
      seller: { name: 'Horlogerie Jaquet-Droz Services', vatId: 'CHE-123.456.789 TVA' },
      buyer: { name: 'Maison Delvaux & Cie', vatId: 'BE0861234578' },
      lines: [line('Révision mouvement automatique', 3, 420), line('Remplacement verre saphir', 2, 180)],
    },
    0,
  );
  DOCS.push({
    name: 'ch-fr-tva-before-uid',
    truth: t,
    draw: (p) => {
      p.block([t.seller.name, 'Rue du Progrès 15', '2300 La Chaux-de-Fonds', 'N° TVA CHE-123.456.789 TVA'], 50, 50, { firstBold: true });
      p.text('FACTURE', 440, 50, { bold: true, size: 18 });
      p.text('Facturé à', 320, 120, { bold: true, size: 8 });
      p.block([t.buyer.name, 'Boulevard de Waterloo 27', '1000 Bruxelles', 'Belgique', 'TVA BE 0861.234.578'], 320, 132, { firstBold: true });
      p.pairs([['Facture n°', t.number], ['Date', '31.01.2025'], ['Échéance', '02.03.2025']], 50, 132, 80);
      body(p, t.lines, t.tax, 230, 'dot', ['Désignation', 'Quantité', 'Prix CHF', 'Montant CHF'], ['Total HT', 'TVA 0 % (exportation)', 'Total CHF']);
    },
  });
}

// 21. Germany, DIN 5008: the buyer's USt-IdNr. as the last line of the window block (no "Ihre"), the seller's id only
//     in the three-column footer
{
  const t = truth(
    {
      number: 'R-2025-3310',
      issueDate: '2025-04-02',
      dueDate: '2025-05-02',
      currency: 'EUR',
      seller: { name: 'Lindner Laborbedarf GmbH', vatId: 'DE271938465' },
      buyer: { name: 'Praxis Dr. Weber & Partner', vatId: 'DE318204765' },
      lines: [line('Einmalhandschuhe Nitril, Gr. M (Karton)', 20, 38.9), line('Desinfektionsmittel 5 l', 8, 24.5)],
    },
    0.19,
  );
  DOCS.push({
    name: 'de-din5008-buyer-vat-in-window',
    truth: t,
    draw: (p) => {
      p.text('Lindner', 400, 45, { bold: true, size: 22 });
      p.text('Lindner Laborbedarf GmbH · Industriestraße 7 · 68219 Mannheim', 57, 130, { size: 7 });
      p.block([t.buyer.name, 'Augustaanlage 18', '68165 Mannheim', 'USt-IdNr. DE318204765'], 57, 145, { size: 10, lead: 13 });
      p.pairs([['Rechnungsnummer', t.number], ['Rechnungsdatum', '02.04.2025'], ['Zahlbar bis', '02.05.2025']], 350, 145, 95, { size: 8 });
      p.text('Rechnung', 57, 250, { bold: true, size: 14 });
      body(p, t.lines, t.tax, 280, 'comma', ['Artikel', 'Menge', 'Einzelpreis', 'Gesamt'], ['Nettobetrag', 'USt. 19 %', 'Rechnungsbetrag']);
      p.doc.save().lineWidth(0.5).moveTo(57, 755).lineTo(543, 755).stroke().restore();
      p.block([t.seller.name, 'Industriestraße 7, 68219 Mannheim', 'Geschäftsführer: Tobias Lindner'], 57, 762, { size: 7, lead: 9 });
      p.block(['Amtsgericht Mannheim HRB 71234', 'USt-IdNr. DE271938465'], 230, 762, { size: 7, lead: 9 });
      p.block(['Volksbank Kurpfalz', 'IBAN DE44 6709 2300 0033 4455 66'], 400, 762, { size: 7, lead: 9 });
    },
  });
}

// 22. Germany: "Lieferanschrift" printed left of "Rechnungsanschrift" (the buyer is the invoice address)
{
  const t = truth(
    {
      number: '40221',
      issueDate: '2025-09-22',
      dueDate: '2025-10-06',
      currency: 'EUR',
      seller: { name: 'Hofmann Gartentechnik e.K.', vatId: 'DE147258369' },
      buyer: { name: 'Stadtwerke Talheim', vatId: null },
      lines: [line('Aufsitzmäher 122 cm Schnittbreite', 1, 3890), line('Einweisung vor Ort', 1, 120)],
    },
    0.19,
  );
  DOCS.push({
    name: 'de-lieferanschrift-first',
    truth: t,
    draw: (p) => {
      p.block([t.seller.name, 'Felsenweg 2', '74388 Talheim', 'USt-IdNr.: DE147258369'], 330, 45, { width: 213, align: 'right', firstBold: true });
      p.text('RECHNUNG', 50, 60, { bold: true, size: 18 });
      p.text('Lieferanschrift', 50, 120, { bold: true, size: 8 });
      p.block(['Bauhof Talheim', 'Am Sportplatz 1', '74388 Talheim'], 50, 132);
      p.text('Rechnungsanschrift', 250, 120, { bold: true, size: 8 });
      p.block([t.buyer.name, 'Postfach 1120', '74386 Talheim'], 250, 132, { firstBold: true });
      p.pairs([['Rechnung Nr.', t.number], ['Datum', '22.09.2025'], ['Fällig', '06.10.2025']], 50, 190, 80);
      body(p, t.lines, t.tax, 245, 'comma', ['Artikel', 'Menge', 'Preis', 'Betrag'], ['Netto', 'MwSt. 19 %', 'Gesamt']);
    },
  });
}

// 23. English (Malta): "Supplier" and "Customer" blocks stacked at the right, logo word left, MT ids
{
  const t = truth(
    {
      number: 'SI-8812',
      issueDate: '2025-03-03',
      dueDate: '2025-04-02',
      currency: 'EUR',
      seller: { name: 'Grech & Vella Marine Supplies Ltd', vatId: 'MT15121333' },
      buyer: { name: 'Azure Bay Charters', vatId: 'MT20678912' },
      lines: [line('Mooring line 20 mm (per metre)', 150, 4.4), line('Fender, inflatable, large', 8, 62)],
    },
    0.18,
  );
  DOCS.push({
    name: 'mt-supplier-customer-stacked',
    truth: t,
    draw: (p) => {
      p.text('G&V', 50, 50, { bold: true, size: 30 });
      p.text('TAX INVOICE', 50, 95, { bold: true, size: 14 });
      p.text('Supplier', 330, 50, { bold: true, size: 8 });
      p.block([t.seller.name, 'Triq il-Port, Marsaxlokk MXK 1301', 'VAT No. MT 1512 1333'], 330, 62, { firstBold: true });
      p.text('Customer', 330, 110, { bold: true, size: 8 });
      p.block([t.buyer.name, 'Xatt is-Sajjieda, Msida MSD 1020', 'VAT No. MT 2067 8912'], 330, 122, { firstBold: true });
      p.pairs([['Invoice No.', t.number], ['Date', '03/03/2025'], ['Due', '02/04/2025']], 50, 125, 70);
      body(p, t.lines, t.tax, 200, 'dot', ['Description', 'Qty', 'Unit €', 'Amount €'], ['Net', 'VAT 18%', 'Total €']);
    },
  });
}

// 24. US: "Bill To", "Ship To" and "Remit To" (the seller's payment address) in three columns under the letterhead
{
  const t = truth(
    {
      number: 'A-77120',
      issueDate: '2025-05-19',
      dueDate: '2025-06-18',
      currency: 'USD',
      seller: { name: 'Prairie Fasteners Inc.', vatId: null },
      buyer: { name: 'Midwest Barn Builders LLC', vatId: null },
      lines: [line('Hex lag screw 3/8" x 4" (box of 50)', 30, 18.75), line('Galvanized joist hanger 2x8', 200, 1.42)],
    },
    0,
  );
  DOCS.push({
    name: 'us-bill-ship-remit',
    truth: t,
    draw: (p) => {
      p.block([t.seller.name, '2200 Commerce Pkwy', 'Lincoln, NE 68521'], 50, 45, { firstBold: true });
      p.text('INVOICE', 440, 45, { bold: true, size: 18 });
      p.text('Bill To', 50, 110, { bold: true, size: 8 });
      p.block([t.buyer.name, '18 County Rd 9', 'Ames, IA 50010'], 50, 122, { firstBold: true });
      p.text('Ship To', 230, 110, { bold: true, size: 8 });
      p.block(['Job Site – Hanson Farm', '4410 Old Mill Rd', 'Nevada, IA 50201'], 230, 122);
      p.text('Remit To', 400, 110, { bold: true, size: 8 });
      p.block([t.seller.name, 'PO Box 81034', 'Lincoln, NE 68501'], 400, 122);
      p.pairs([['Invoice #', t.number], ['Invoice Date', '05/19/2025'], ['Due Date', '06/18/2025']], 50, 180, 80);
      const cols: Col[] = [
        { title: 'Description', x: 50, w: 250, align: 'left', wrap: true },
        { title: 'Qty', x: 306, w: 55, align: 'right' },
        { title: 'Unit Price', x: 367, w: 70, align: 'right' },
        { title: 'Amount', x: 443, w: 100, align: 'right' },
      ];
      const y = p.table(cols, t.lines.map((l) => [l.description, qty(l.quantity, 'dot'), fmt(l.unitPrice, 'dot'), fmt(l.amount, 'dot')]), 240, { fill: '#e8e8e8' });
      p.totals([['Subtotal', `$${fmt(t.net, 'dot')}`], ['Tax', '$0.00'], ['Total Due', `$${fmt(t.gross, 'dot')}`, true]], 340, 543, y + 15);
    },
  });
}

// 25. Belgium (Dutch): "Leverancier" / "Klant" side by side, the enterprise number without BE prefix
//     ("Ondernemingsnummer 0478.123.951"), a "T.a.v." contact line under the customer's name
{
  const t = truth(
    {
      number: '2025/0311',
      issueDate: '2025-08-29',
      dueDate: '2025-09-28',
      currency: 'EUR',
      seller: { name: 'Drukkerij Peeters-Claes', vatId: 'BE0478123951' },
      buyer: { name: 'Sportclub Olympia Mechelen vzw', vatId: 'BE0412345628' },
      lines: [line('Affiches A1, vierkleurendruk', 50, 6.8), line('Flyers A5 recto-verso', 2000, 0.09)],
    },
    0.21,
  );
  DOCS.push({
    name: 'be-nl-ondernemingsnummer',
    truth: t,
    draw: (p) => {
      p.text('FACTUUR', 50, 45, { bold: true, size: 20 });
      p.text('Leverancier', 50, 90, { bold: true, size: 8 });
      p.block([t.seller.name, 'Bruul 44', '2800 Mechelen', 'Ondernemingsnummer 0478.123.951'], 50, 102, { firstBold: true });
      p.text('Klant', 310, 90, { bold: true, size: 8 });
      p.block([t.buyer.name, 'T.a.v. de penningmeester', 'Nekkerspoel 12', '2800 Mechelen', 'Btw BE 0412.345.628'], 310, 102, { firstBold: true });
      p.pairs([['Factuurnummer', t.number], ['Factuurdatum', '29/08/2025'], ['Vervaldag', '28/09/2025']], 50, 175, 90);
      body(p, t.lines, t.tax, 240, 'comma', ['Omschrijving', 'Aantal', 'Eenheidsprijs', 'Totaal'], ['Totaal excl. btw', 'Btw 21%', 'Totaal incl. btw']);
    },
  });
}

// 26. France: centred letterhead, "Destinataire" block at the right, the seller's id only in a footer line
//     ("TVA intracommunautaire : FR…"), the buyer's under "N° TVA client" among the invoice data
{
  const t = truth(
    {
      number: 'F250412',
      issueDate: '2025-04-12',
      dueDate: '2025-05-12',
      currency: 'EUR',
      seller: { name: 'Menuiserie Lacombe-Ferrand', vatId: 'FR84512345678' },
      buyer: { name: 'Mairie de Saint-Genis', vatId: 'FR27213456789' },
      lines: [line('Fenêtre bois double vitrage 120 x 135', 6, 845), line('Pose et calfeutrement', 6, 160)],
    },
    0.2,
  );
  DOCS.push({
    name: 'fr-centred-letterhead-footer-vat',
    truth: t,
    draw: (p) => {
      p.text(t.seller.name, 50, 40, { bold: true, size: 16, width: 495, align: 'center' });
      p.text('Le Bourg · 17240 Saint-Genis-de-Saintonge · 05 46 12 34 56', 50, 62, { size: 8, width: 495, align: 'center' });
      p.text('Destinataire', 320, 110, { bold: true, size: 8 });
      p.block([t.buyer.name, 'Place de la Mairie', '17240 Saint-Genis-de-Saintonge'], 320, 122, { firstBold: true });
      p.pairs([['Facture n°', t.number], ['Date', '12/04/2025'], ['Échéance', '12/05/2025'], ['N° TVA client', 'FR 27 213456789']], 50, 110, 85, { size: 8 });
      body(p, t.lines, t.tax, 210, 'space', ['Désignation', 'Qté', 'P.U. HT', 'Total HT'], ['Total HT', 'TVA 20 %', 'Total TTC']);
      p.text('SARL au capital de 20 000 € · RCS La Rochelle 512 345 678 · TVA intracommunautaire : FR84512345678', 50, 775, { size: 7, width: 495, align: 'center' });
    },
  });
}

// 27. Spain: "Cliente:" with the name on the same line and the address under the name, the buyer's NIF among the
//     invoice data ("NIF cliente"), the seller's letterhead at the right
{
  const t = truth(
    {
      number: '2025-A-0098',
      issueDate: '2025-02-10',
      dueDate: '2025-03-12',
      currency: 'EUR',
      seller: { name: 'Talleres Iturbe-Arana', vatId: 'ESB95123456' },
      buyer: { name: 'Transportes Goikoetxea S.L.', vatId: 'ESB20987654' },
      lines: [line('Revisión completa camión 18 t', 1, 640), line('Neumático 315/80 R22.5', 4, 385)],
    },
    0.21,
  );
  DOCS.push({
    name: 'es-cliente-inline',
    truth: t,
    gaps: {
      currency: 'no currency is printed and the CIF/NIF carry no ES prefix; currency.ts `detectCurrency` reads a euro area only from country-prefixed VAT ids (owned elsewhere)',
      'seller.name': 'doc.ts line building (owned elsewhere) puts the 9 pt letterhead\'s second line "Polígono …" into the line of the 20 pt title "FACTURA" beside it, whose height covers both; the words of the two letterhead lines interleave into "Polígono Talleres Iturbe-Arana"',
    },
    draw: (p) => {
      p.block([t.seller.name, 'Polígono Ugaldeguren III, 14', '48170 Zamudio (Bizkaia)', 'CIF B95123456'], 300, 45, { width: 243, align: 'right', firstBold: true });
      p.text('FACTURA', 50, 45, { bold: true, size: 20 });
      p.text('Cliente:', 50, 120, { bold: true });
      p.text(t.buyer.name, 100, 120, { bold: true });
      p.block(['Barrio Errekalde 22', '20400 Tolosa (Gipuzkoa)'], 100, 132);
      p.pairs([['Factura nº', t.number], ['Fecha', '10/02/2025'], ['Vencimiento', '12/03/2025'], ['NIF cliente', 'B20987654']], 350, 120, 85, { size: 8 });
      body(p, t.lines, t.tax, 210, 'comma', ['Concepto', 'Cantidad', 'Precio', 'Importe'], ['Base imponible', 'IVA 21%', 'Total factura']);
    },
  });
}

// 28. Italy: "Destinatario" at the right, the seller only in the footer ("P.IVA e C.F. 02847193058" without prefix)
{
  const t = truth(
    {
      number: '58/E',
      issueDate: '2025-10-09',
      dueDate: '2025-11-08',
      currency: 'EUR',
      seller: { name: 'Vivai Toscani Del Bianco', vatId: 'IT02847193058' },
      buyer: { name: 'Comune di Montalcino', vatId: null },
      lines: [line('Leccio in vaso h 250 cm', 12, 145), line('Messa a dimora', 12, 35)],
    },
    0.1,
  );
  DOCS.push({
    name: 'it-seller-footer-only',
    truth: t,
    gaps: {
      currency: 'no currency is printed and the P.IVA carries no IT prefix; currency.ts `detectCurrency` reads a euro area only from country-prefixed VAT ids (owned elsewhere)',
    },
    draw: (p) => {
      p.text('FATTURA', 50, 45, { bold: true, size: 20 });
      p.pairs([['Numero', t.number], ['Data', '09/10/2025'], ['Scadenza', '08/11/2025']], 50, 85, 70);
      p.text('Destinatario', 320, 85, { bold: true, size: 8 });
      p.block([t.buyer.name, 'Piazza del Popolo 1', '53024 Montalcino (SI)'], 320, 97, { firstBold: true });
      body(p, t.lines, t.tax, 180, 'comma', ['Descrizione', 'Q.tà', 'Prezzo', 'Importo'], ['Imponibile', 'IVA 10%', 'Totale']);
      p.text(`${t.seller.name} · Via Chiantigiana 88 · 50012 Bagno a Ripoli (FI) · P.IVA e C.F. 02847193058 · REA FI-612345`, 50, 775, { size: 7 });
    },
  });
}

describeDocs('unseen layouts, second round: parties and letterheads (synthetic, layout only)', DOCS);
