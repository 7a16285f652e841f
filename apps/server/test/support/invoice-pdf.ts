/**
 * A small, valid, text-based PDF invoice written by hand (Helvetica, one page per `pages`), so conversion tests
 * need no fixture files. The line items sit in aligned columns, as in a real invoice.
 */
export interface InvoiceLine {
  description: string;
  quantity: number;
  unitPrice: number;
  /** the amount as printed, when the invoice itself has it wrong (default: quantity × unit price) */
  printedAmount?: number;
}

export interface InvoicePdfSpec {
  number?: string;
  seller?: string;
  buyer?: string;
  date?: string;
  lines?: InvoiceLine[];
  /** extra pages (each repeats a short note) to exercise per-page progress */
  pages?: number;
  /** pad the file with a comment to reach about this many bytes (size-limit tests) */
  padToBytes?: number;
}

const esc = (s: string) => s.replace(/[\\()]/g, (m) => `\\${m}`);
const money = (n: number) => n.toFixed(2);

function text(x: number, y: number, s: string, size = 10, font = 'F1'): string {
  return `BT /${font} ${size} Tf ${x} ${y} Td (${esc(s)}) Tj ET`;
}

export function invoicePdf(spec: InvoicePdfSpec = {}): Buffer {
  const number = spec.number ?? 'INV-1001';
  const lines = spec.lines ?? [
    { description: 'Consulting services', quantity: 10, unitPrice: 120 },
    { description: 'Travel expenses', quantity: 1, unitPrice: 250.5 },
    { description: 'Software licence', quantity: 3, unitPrice: 49.99 },
  ];
  const net = lines.reduce((s, l) => s + Math.round(l.quantity * l.unitPrice * 100) / 100, 0);
  const tax = Math.round(net * 0.2 * 100) / 100;
  const ops: string[] = [
    text(50, 790, 'INVOICE', 20, 'F2'),
    text(50, 760, spec.seller ?? 'Acme Supplies Ltd, 1 High Street, London'),
    text(50, 745, 'VAT ID: GB123456789'),
    text(350, 760, `Invoice number: ${number}`),
    text(350, 745, `Invoice date: ${spec.date ?? '2026-03-15'}`),
    text(350, 730, 'Due date: 2026-04-14'),
    text(50, 700, 'Bill to:'),
    text(50, 685, spec.buyer ?? 'Globex Corporation, 5 Main Road, Leeds'),
    text(50, 640, 'Description', 10, 'F2'),
    text(300, 640, 'Quantity', 10, 'F2'),
    text(380, 640, 'Unit price', 10, 'F2'),
    text(480, 640, 'Amount', 10, 'F2'),
    '0.5 w 50 632 m 545 632 l S',
  ];
  let y = 615;
  for (const l of lines) {
    ops.push(text(50, y, l.description), text(300, y, String(l.quantity)), text(380, y, money(l.unitPrice)), text(480, y, money(l.printedAmount ?? Math.round(l.quantity * l.unitPrice * 100) / 100)));
    y -= 18;
  }
  ops.push('0.5 w 50 ' + (y + 8) + ' m 545 ' + (y + 8) + ' l S');
  ops.push(text(380, y - 10, 'Subtotal'), text(480, y - 10, money(net)));
  ops.push(text(380, y - 28, 'VAT 20%'), text(480, y - 28, money(tax)));
  ops.push(text(380, y - 46, 'Total GBP', 10, 'F2'), text(480, y - 46, money(net + tax), 10, 'F2'));

  const pageContents = [ops.join('\n')];
  for (let p = 2; p <= (spec.pages ?? 1); p++) pageContents.push(text(50, 790, `Terms and conditions, page ${p}: payment within 30 days.`));

  const objects: string[] = [];
  const pageCount = pageContents.length;
  const firstPage = 5;
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageContents.map((_, i) => `${firstPage + i * 2} 0 R`).join(' ')}] /Count ${pageCount} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  pageContents.forEach((content, i) => {
    const pageObj = firstPage + i * 2;
    objects[pageObj] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageObj + 1} 0 R >>`;
    objects[pageObj + 1] = `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  });

  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let i = 1; i < objects.length; i++) {
    offsets[i] = Buffer.byteLength(pdf, 'latin1');
    pdf += `${i} 0 obj\n${objects[i]}\nendobj\n`;
  }
  if (spec.padToBytes) {
    const pad = spec.padToBytes - Buffer.byteLength(pdf, 'latin1') - 200;
    if (pad > 0) pdf += `%${'x'.repeat(pad)}\n`;
  }
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let i = 1; i < objects.length; i++) pdf += `${String(offsets[i]).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
