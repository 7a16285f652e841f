/**
 * Draws a composed invoice (compose.ts) with pdfkit. Standard PDF fonts (Helvetica, Times, Courier: WinAnsi only) or
 * Noto Sans embedded from the `@expo-google-fonts/noto-sans` package (SIL OFL 1.1) — the only choice for Polish and Czech,
 * whose letters are outside WinAnsi. No system font is ever used.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { collect } from '../../src/fixtures/render.js';
import { type Choices, type GenLine, type GenSpec, cents } from './compose.js';
import { Rng } from './rng.js';
import { type Lang, SLIP } from './vocab.js';
import { PARTY_LABELS, REMIT_TO, REVERSE_CHARGE, TAGLINES, TERMS } from './vocab-terms.js';

const require = createRequire(import.meta.url);
let notoCache: { regular: Buffer; bold: Buffer } | null = null;
function noto(): { regular: Buffer; bold: Buffer } {
  notoCache ??= {
    regular: fs.readFileSync(require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf')),
    bold: fs.readFileSync(require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf')),
  };
  return notoCache;
}

/**
 * Each document parses its embedded font itself (≈ 0.3 s for Noto Sans). Sharing one parsed fontkit font between
 * documents is not safe: glyphs a document laid out earlier keep the glyph ids of that document's subset, so a later
 * document's text layer maps some characters to the wrong glyphs ("Usługi" read back as "&sługi").
 */
function embedFont(doc: PDFKit.PDFDocument, name: string, data: Buffer): void {
  doc.registerFont(name, data);
}

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const LEFT = 50;
const RIGHT = PAGE_W - 50;

// ------------------------------------------------------------------ formats

export function fmtNumber(n: number, style: Choices['numbers'], decimals = 2, nbsp = false): string {
  const neg = n < 0;
  const [int, frac] = Math.abs(n).toFixed(decimals).split('.');
  const group: Record<Choices['numbers'], string> = {
    'dot-comma': '.',
    'comma-dot': ',',
    'space-comma': nbsp ? '\u00a0' : ' ',
    'apos-dot': "'",
    'plain-comma': '',
    'plain-dot': '',
  };
  const dec = style === 'comma-dot' || style === 'apos-dot' || style === 'plain-dot' ? '.' : ',';
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, group[style]);
  return (neg ? '-' : '') + grouped + (frac !== undefined && decimals > 0 ? dec + frac : '');
}

export function fmtQuantity(n: number, style: Choices['numbers']): string {
  return Number.isInteger(n) ? String(n) : fmtNumber(n, style, 2);
}

export function fmtRate(n: number, style: Choices['numbers']): string {
  if (Number.isInteger(n)) return String(n);
  const dec = style === 'comma-dot' || style === 'apos-dot' || style === 'plain-dot' ? '.' : ',';
  return String(n).replace('.', dec);
}

export function fmtDate(iso: string, style: Choices['dates'], spec: GenSpec): string {
  const [y, m, d] = iso.split('-') as [string, string, string];
  const month = spec.v.months[Number(m) - 1]!;
  const day = Number(d);
  // dateOrder=month-first (US, Canada): "03/04/2026", "03-04-2026", "03/04/26", "March 4, 2026" or "Mar 4, 2026"
  // (no random draw: the other print choices stay as they were)
  if (spec.choices.dateOrder === 'month-first') {
    if (style === 'long') return `${spec.seed % 2 ? month.slice(0, 3) : month} ${day}, ${y}`;
    if (style === 'dmy-short') return `${m}/${d}/${y.slice(2)}`;
    return `${m}${style === 'dmy-dash' ? '-' : '/'}${d}${style === 'dmy-dash' ? '-' : '/'}${y}`;
  }
  switch (style) {
    case 'dmy-dot':
      return `${d}.${m}.${y}`;
    case 'dmy-slash':
      return `${d}/${m}/${y}`;
    case 'dmy-dash':
      return `${d}-${m}-${y}`;
    case 'iso':
      return `${y}-${m}-${d}`;
    case 'dmy-short':
      return `${d}.${m}.${y.slice(2)}`;
    case 'long':
      switch (spec.lang) {
        case 'de':
        case 'da':
        case 'nb':
        case 'fi':
        case 'cs':
          return `${day}. ${month} ${y}`;
        case 'es':
        case 'pt':
          return `${day} de ${month} de ${y}`;
        default:
          return `${day} ${month} ${y}`;
      }
  }
}

const SYMBOL: Record<string, { s: string; before: boolean }> = {
  EUR: { s: '€', before: false },
  GBP: { s: '£', before: true },
  USD: { s: '$', before: true },
  CHF: { s: 'CHF', before: true },
  SEK: { s: 'kr', before: false },
  NOK: { s: 'kr', before: false },
  DKK: { s: 'kr.', before: false },
  PLN: { s: 'zł', before: false },
  CZK: { s: 'Kč', before: false },
};

// ------------------------------------------------------------------ the pen

interface Col {
  key: 'pos' | 'article' | 'description' | 'date' | 'ordered' | 'quantity' | 'open' | 'unit' | 'unitPrice' | 'per' | 'discount' | 'discountAmount' | 'vatRate' | 'net' | 'vatAmount' | 'gross';
  title: string;
  x: number;
  w: number;
  align: 'left' | 'right' | 'center';
}

export interface Rendered {
  pdf: Uint8Array;
  pages: number;
  /** the printed form of each truth value (field → text), for the sample test */
  printed: Record<string, string>;
  /** per truth line, texts that must be on the page (description parts, quantity, price, amount or amount before discount) */
  printedLines: string[][];
}

/** body=letter: one sentence per language stating net, rate, tax and gross (the rate between net and tax, as written) */
const LETTER: Record<Lang, string> = {
  en: 'For {service} we charge you {net} plus {rate} VAT of {tax}, in total {gross}.',
  de: 'Für {service} berechnen wir Ihnen {net} zzgl. {rate} USt. in Höhe von {tax}, insgesamt {gross}.',
  fr: 'Pour {service}, nous vous facturons {net} HT, plus une TVA de {rate} soit {tax}, pour un total de {gross} TTC.',
  es: 'Por {service} les facturamos {net} más el {rate} de IVA ({tax}), en total {gross}.',
  it: 'Per {service} Vi addebitiamo {net} più IVA al {rate} pari a {tax}, per un totale di {gross}.',
  nl: 'Voor {service} brengen wij u {net} in rekening, vermeerderd met {rate} btw ({tax}), in totaal {gross}.',
  pt: 'Por {service} faturamos {net}, acrescido de IVA à taxa de {rate} ({tax}), no total de {gross}.',
  pl: 'Za {service} obciążamy Państwa kwotą {net} netto plus {rate} VAT w wysokości {tax}, razem {gross}.',
  da: 'For {service} fakturerer vi {net} plus {rate} moms på {tax}, i alt {gross}.',
  sv: 'För {service} fakturerar vi {net} plus {rate} moms om {tax}, totalt {gross}.',
  nb: 'For {service} fakturerer vi {net} pluss {rate} mva på {tax}, totalt {gross}.',
  fi: 'Palvelusta {service} laskutamme {net} sekä arvonlisäveron {rate}, {tax}, yhteensä {gross}.',
  cs: 'Za {service} Vám fakturujeme {net} bez DPH, DPH {rate} činí {tax}, celkem {gross}.',
};

export async function renderGenerated(spec: GenSpec): Promise<Rendered> {
  const c = spec.choices;
  const v = spec.v;
  const lb = spec.labels;
  const rng = new Rng(spec.seed ^ 0x5bd1e995);
  const nbsp = rng.chance(0.5);
  const pctSpace = rng.chance(0.6) ? ' ' : '';
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: true,
    bufferPages: true,
    compress: true,
    info: { Title: `${lb.title} ${spec.number}`, Producer: 'Tallysheet generated benchmark', Creator: 'Tallysheet generated benchmark', CreationDate: new Date('2024-01-01T00:00:00Z') },
  });
  let R = 'Helvetica';
  let B = 'Helvetica-Bold';
  if (c.font === 'times') [R, B] = ['Times-Roman', 'Times-Bold'];
  if (c.font === 'courier') [R, B] = ['Courier', 'Courier-Bold'];
  if (c.font === 'noto') {
    embedFont(doc, 'NotoSans', noto().regular);
    embedFont(doc, 'NotoSans-Bold', noto().bold);
    [R, B] = ['NotoSans', 'NotoSans-Bold'];
  }
  const S = { small: 7.5, normal: 9, large: 10.5 }[c.size];
  // a negative amount as the document's sign style prints it (kind=credit-note)
  const num = (n: number) => {
    const s = fmtNumber(Math.abs(n), c.numbers, 2, nbsp);
    if (n >= 0) return s;
    return c.sign === 'trailing' ? `${s}-` : c.sign === 'parens' ? `(${s})` : `-${s}`;
  };
  const date = (iso: string) => fmtDate(iso, c.dates, spec);
  const rate = (r: number) => `${fmtRate(r, c.numbers)}${pctSpace}%`;
  const sym = SYMBOL[spec.currency] ?? { s: spec.currency, before: true };
  // the eleventh stream's print draws (its own random source, so that the draws above and below stay as they were)
  const r10 = new Rng((spec.seed ^ 0x082efa98 ^ 0x452821e6) >>> 0);
  // the twelfth stream's print draws (its own random source)
  const r11 = new Rng((spec.seed ^ 0x40938222 ^ 0x9216d5d9) >>> 0);
  // the thirteenth stream's print draws (its own random source)
  const r12 = new Rng((spec.seed ^ 0x7e3c8a51 ^ 0x3f84d5b5) >>> 0);
  const tagline = c.tagline === 'slogan' ? r12.pick(TAGLINES[spec.lang]) : null;
  const partyLabels = c.partyLabels === 'from-to' ? r12.pick(PARTY_LABELS[spec.lang]) : null;
  // the fourteenth stream's print draws (its own random source)
  const r13 = new Rng((spec.seed ^ 0x28aed2a6 ^ 0x6ed9eba1) >>> 0);
  const wrapCurrency = (s: string) => {
    // (moneyCode=code-before: "EUR 12,50" in every money figure of the table and the totals)
    if (c.moneyCode === 'code-before') return `${spec.currency} ${s}`;
    if (c.currency === 'code') return `${s} ${spec.currency}`;
    if (c.currency === 'symbol') return sym.before ? `${sym.s}${sym.s.length > 1 ? ' ' : ''}${s}` : `${s} ${sym.s}`;
    return s;
  };
  const withCurrency = (n: number) => wrapCurrency(num(n));
  // cellCurrency=symbol: the item table's money cells carry the currency too
  const money = (n: number) => (c.cellCurrency === 'symbol' || c.moneyCode === 'code-before' ? withCurrency(n) : num(n));
  /** a figure of the totals block: with its code where every money figure carries it (moneyCode=code-before) */
  const tnum = (n: number) => (c.moneyCode === 'code-before' ? withCurrency(n) : num(n));
  const printed: Record<string, string> = {};
  const printedLines: string[][] = [];

  const text = (s: string, x: number, y: number, o: { bold?: boolean; size?: number; width?: number; align?: 'left' | 'right' | 'center'; color?: string; underline?: boolean } = {}) => {
    doc.font(o.bold ? B : R).fontSize(o.size ?? S);
    if (o.color) doc.fillColor(o.color);
    const opts: PDFKit.Mixins.TextOptions = { lineBreak: false, underline: o.underline ?? false };
    if (o.width !== undefined) Object.assign(opts, { width: o.width, align: o.align ?? 'left' });
    else if (o.underline) Object.assign(opts, { width: doc.widthOfString(s) + 1 });
    doc.text(s, x, y, opts);
    if (o.color) doc.fillColor('#000000');
  };
  const widthCache = new Map<string, number>();
  const width = (s: string, bold = false, size = S) => {
    const key = `${bold ? 'B' : 'R'}${s}`;
    let w1 = widthCache.get(key);
    if (w1 === undefined) {
      w1 = doc.font(bold ? B : R).fontSize(1).widthOfString(s);
      widthCache.set(key, w1);
    }
    return w1 * size;
  };
  /** a text shrunk to fit `w` */
  const fitText = (s: string, x: number, y: number, w: number, o: { bold?: boolean; size?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}) => {
    const size = o.size ?? S;
    const need = width(s, o.bold, size);
    text(s, x, y, { ...o, size: need > w ? Math.max(4, (size * w) / need) : size, width: w });
  };
  const lead = S * 1.35;
  // the sixth stream's wordings (rounding, second currency, early-payment discount, delivery-note headings)
  const r5 = new Rng((spec.seed ^ 0x7f4a7c15 ^ 0x6a09e667) >>> 0);
  const T5 = TERMS[spec.lang];
  const earlyWording = r5.pick(T5.earlyDiscount);
  const blockWording = r5.pick(T5.deliveryBlock);
  // (taxIncluded=yes: the seventh stream's wordings)
  const r6 = new Rng((spec.seed ^ 0x0e1f2a3b ^ 0x510e527f) >>> 0);
  const inclusiveMark = c.taxIncluded === 'yes' && r6.chance(0.6) ? ` ${r6.pick(T5.inclusiveMark)}` : '';
  const includedTax = r6.pick(T5.includedTax);
  /** earlyDiscount=terms: the discount and net terms with their dates (the net date is the due date) */
  function earlyTerms(): string | null {
    const e = spec.earlyDiscount;
    if (!e) return null;
    printed.dueDate ??= date(spec.dueDate);
    return earlyWording
      .replaceAll('{rate}', fmtRate(e.rate, c.numbers))
      .replace('{date1}', date(e.date))
      .replace('{date2}', date(spec.dueDate))
      .replace('{days1}', String(e.days))
      .replace('{days2}', String(spec.days))
      .replace('{amount}', withCurrency(e.amount));
  }
  /** the terms line (a long one broken after a clause, as two lines), returns the y under it */
  function termsText(s: string, y0: number): number {
    let parts = [s];
    if (width(s) > RIGHT - LEFT) {
      const cut = Math.max(s.indexOf('; '), s.indexOf(', ', s.length / 3));
      parts = cut > 0 ? [s.slice(0, cut + 1), s.slice(cut + 2)] : [s];
    }
    for (const part of parts) {
      text(part, LEFT, y0);
      y0 += lead;
    }
    return y0 + 2;
  }
  /** a group's heading: its name, or the delivery note it lists with the note's date (groupHead=delivery-note) */
  function groupHeading(g: number): string {
    const d = spec.deliveryNotes?.[g];
    return d ? blockWording.replace('{no}', d.no).replace('{date}', date(d.date)) : spec.groupNames[g]!;
  }

  // ------------------------------------------------------------ first page header
  const vatLine = (p: { vatPrinted: string | null }) => (p.vatPrinted ? `${lb.vatId} ${p.vatPrinted}` : null);
  const sellerAddr = spec.seller.lines.filter((l) => !/^(Attn\.|c\/o|z\. Hd\.|Att\.)/.test(l));
  const phone = `${v.phone} +${rng.int(30, 49)} ${rng.digits(3)} ${rng.digits(6)}`;
  const web = `www.${spec.seller.name.split(' ')[0]!.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.example`;
  let y = 45;
  if (c.parties === 'letterhead+window') {
    const nameSize = S + rng.int(5, 9);
    const lhLines = [...sellerAddr, phone];
    // logo=yes: the company's name is a picture (vector shapes, no text), as most letterheads print it
    const logo = c.logo === 'yes';
    const drawLogo = (x: number, top: number, h: number, color = '#1f3a5f') => {
      doc.save().fillColor(color);
      doc.circle(x + h / 2, top + h / 2, h / 2).fill();
      doc.rect(x + h * 1.3, top + h * 0.15, h * 2.4, h * 0.25).fill();
      doc.rect(x + h * 1.3, top + h * 0.6, h * 1.6, h * 0.25).fill();
      doc.restore().fillColor('#000000');
    };
    if (c.sellerVat === 'letterhead') lhLines.push(vatLine(spec.seller)!);
    switch (c.letterhead) {
      case 'left':
      case 'right': {
        // (a right-hand letterhead starts further left where the name, set large, would run past the margin: a name
        // cut at the page's edge is no layout a real document has)
        const x = c.letterhead === 'left' ? LEFT : Math.min(340, RIGHT - width(spec.seller.name, true, nameSize) - 2);
        if (logo) drawLogo(x, y, nameSize);
        else text(spec.seller.name, x, y, { bold: true, size: nameSize });
        let yy = y + nameSize + 6;
        // (tagline=slogan: the slogan under the name, before the address)
        if (tagline) {
          text(tagline, x, yy, { size: S, color: '#555555' });
          yy += S * 1.5;
        }
        for (const l of lhLines) {
          text(l, x, yy, { size: S - 1 });
          yy += (S - 1) * 1.3;
        }
        y = Math.max(yy, 110);
        break;
      }
      case 'center': {
        if (logo) drawLogo((LEFT + RIGHT) / 2 - nameSize * 2, y, nameSize);
        else text(spec.seller.name, LEFT, y, { bold: true, size: nameSize, width: RIGHT - LEFT, align: 'center' });
        const tg = tagline ? S * 1.5 : 0;
        if (tagline) text(tagline, LEFT, y + nameSize + 7, { size: S, color: '#555555', width: RIGHT - LEFT, align: 'center' });
        text(lhLines.join('  ·  '), LEFT, y + nameSize + 8 + tg, { size: S - 1.5, width: RIGHT - LEFT, align: 'center' });
        y = Math.max(y + nameSize + 30 + tg, 110);
        break;
      }
      case 'banner': {
        doc.save().rect(0, 0, PAGE_W, 80).fill(rng.pick(['#1f3a5f', '#3b5d2a', '#5a1f2e', '#333333'])).restore();
        if (logo) drawLogo(LEFT, 22, nameSize, '#ffffff');
        else text(spec.seller.name, LEFT, 22, { bold: true, size: nameSize, color: '#ffffff' });
        // (tagline=slogan: on the banner right of the name, at the name's foot)
        if (tagline) text(tagline, LEFT + 250, 22 + nameSize - S - 1, { size: S, color: '#ffffff', width: RIGHT - LEFT - 250, align: 'right' });
        text(lhLines.join('  ·  '), LEFT, 26 + nameSize + 4, { size: S - 1.5, color: '#ffffff' });
        y = 110;
        break;
      }
      default:
        break;
    }
    // address window
    const wx = c.window === 'left' ? LEFT : 330;
    let wy = Math.max(y + 10, 135);
    if (c.senderLine === 'yes') {
      text(`${spec.seller.name} · ${sellerAddr.join(' · ')}`, wx, wy, { size: 6, underline: true });
      wy += 12;
    }
    if (c.buyerHeading === 'yes' && c.addresses !== 'bill-ship') {
      text(lb.buyerHeading!, wx, wy, { bold: true, size: S - 1 });
      wy += S + 3;
    }
    // (recipient=large: the name as large as a letterhead's; the draw of the bold flag stays, so other invoices do not change)
    const boldName = rng.chance(0.5);
    if (c.addresses === 'bill-ship') wy = billShip(wy, boldName);
    else {
    const large = c.recipient === 'large';
    text(spec.buyer.name, wx, wy, { bold: boldName || large, size: large ? S + 7 : S + 1 });
    wy += lead + 1 + (large ? 6 : 0);
    for (const l of spec.buyer.lines) {
      text(l, wx, wy);
      wy += lead;
    }
    if (spec.buyer.vatPrinted) {
      text(vatLine(spec.buyer)!, wx, wy, { size: S - 0.5 });
      wy += lead;
    }
    }
    // details beside the window
    const detailRows = detailsRows();
    let dy = wy;
    if (c.details === 'beside-window') {
      const dx = c.window === 'left' ? 330 : LEFT;
      dy = c.idBox === 'yes' ? idGrid(detailRows, dx, Math.max(y + 10, 135), dx === LEFT ? 260 : RIGHT - dx) : pairs(detailRows, dx, Math.max(y + 10, 135));
    }
    y = Math.max(wy, dy) + 18;
  } else {
    // two boxes: title and details on top, then seller | buyer boxes with headings
    // (a long title is set smaller rather than run into the details beside it, as a designer would)
    if (c.details === 'beside-window') fitText(titleText(), LEFT, y, 330 - LEFT - 12, { bold: true, size: S + 9 });
    else text(titleText(), LEFT, y, { bold: true, size: S + 9 });
    let dy = y + S + 20;
    if (c.details === 'beside-window') dy = c.idBox === 'yes' ? idGrid(detailsRows(), 330, y, RIGHT - 330) : pairs(detailsRows(), 330, y);
    y = Math.max(dy, y + 40) + 12;
    const box = (x0: number, heading: string, p: GenSpec['seller'], lines: string[]) => {
      let x = x0;
      let yy = y;
      if (partyLabels) {
        // (partyLabels=from-to: "From:" left of the name on its line, the block indented after it)
        const lw = Math.max(width(partyLabels[0], true), width(partyLabels[1], true)) + 8;
        text(heading, x, yy, { bold: true });
        x += lw;
      } else {
        text(heading, x, yy, { bold: true, size: S - 0.5 });
        yy += S + 5;
      }
      // (partyLabels=from-to: the block's lines fit the room left of the next block, as a designer sets them)
      const room = x0 + 240 - x;
      const put = (t: string, bold = false) => (partyLabels ? fitText(t, x, yy, room, { bold }) : text(t, x, yy, { bold }));
      put(p.name, true);
      yy += lead;
      for (const l of lines) {
        put(l);
        yy += lead;
      }
      if (p.vatPrinted) {
        put(vatLine(p)!);
        yy += lead;
      }
      return yy;
    };
    const sEnd = box(LEFT, partyLabels?.[0] ?? lb.sellerHeading!, spec.seller, [...sellerAddr, ...(c.sellerVat === 'details' ? [] : [])]);
    const bEnd = box(310, partyLabels?.[1] ?? lb.buyerHeading!, spec.buyer, spec.buyer.lines);
    doc.save().lineWidth(0.5).strokeColor('#999999').rect(LEFT - 5, y - 5, 250, sEnd - y + 8).stroke().rect(305, y - 5, 245, bEnd - y + 8).stroke().restore();
    y = Math.max(sEnd, bEnd) + 20;
  }

  /** addresses=bill-ship: the buyer's billing block and the delivery block side by side, each under its heading, boxed
   * or not; returns the y under them */
  function billShip(y0: number, boldName: boolean): number {
    const boxed = r10.chance(0.5);
    // (a gutter of two em or more between the blocks, as a designer leaves it)
    const w = 118;
    let end = y0;
    const blocks: Array<[string, GenSpec['buyer'], boolean]> = [
      [lb.buyerHeading!, spec.buyer, true],
      [lb.deliveryHeading!, spec.shipTo!, false],
    ];
    blocks.forEach(([heading, p, vat], i) => {
      const bx = LEFT + i * (w + 28);
      let by = y0 + (boxed ? 4 : 0);
      fitText(heading, bx, by, w, { bold: true, size: S - 1 });
      by += S + 3;
      fitText(p.name, bx, by, w, { bold: boldName });
      by += lead + 1;
      for (const l of p.lines) {
        fitText(l, bx, by, w);
        by += lead;
      }
      if (vat && p.vatPrinted) {
        fitText(vatLine(p)!, bx, by, w, { size: S - 0.5 });
        by += lead;
      }
      end = Math.max(end, by);
    });
    if (boxed) blocks.forEach((_, i) => doc.save().lineWidth(0.5).strokeColor('#999999').rect(LEFT - 4 + i * (w + 28), y0 - 2, w + 8, end - y0 + 6).stroke().restore());
    return end + (boxed ? 6 : 0);
  }

  /** idBox=yes: the details as a boxed grid of two columns, a small label over each value, with the delivery note's
   * number among them; returns the y under it */
  function idGrid(rows0: Array<[string, string]>, x: number, y0: number, w: number): number {
    const rows = [...rows0];
    rows.splice(r10.int(1, rows.length), 0, [lb.deliveryNote!, spec.idBoxNote!]);
    const ls = S - 2;
    const boxH = ls + S + 9;
    const cw = w / 2;
    rows.forEach(([l, val], i) => {
      const bx = x + (i % 2) * cw;
      const by = y0 + Math.floor(i / 2) * boxH;
      doc.save().lineWidth(0.4).rect(bx, by, cw, boxH).stroke().restore();
      fitText(l, bx + 3, by + 2, cw - 6, { size: ls, color: '#444444' });
      fitText(val, bx + 3, by + ls + 5, cw - 6, { bold: true });
    });
    return y0 + Math.ceil(rows.length / 2) * boxH + 4;
  }

  function titleText(): string {
    return c.title === 'with-number' ? `${lb.title} ${spec.number}` : lb.title!;
  }

  /** references=letter: the correspondence references as label/value pairs */
  function refRows(): Array<[string, string]> {
    const r = spec.refs;
    if (!r) return [];
    return [
      [lb['ref.yourRef']!, r.yourRef],
      [lb['ref.yourDate']!, date(r.yourDate)],
      [lb['ref.ourRef']!, r.ourRef],
      [lb['ref.contact']!, r.contact],
    ];
  }

  function detailsRows(withRefs = true): Array<[string, string]> {
    const rows: Array<[string, string]> = [];
    const refsFirst = withRefs && spec.refs?.first === true;
    if (refsFirst) rows.push(...refRows());
    if (c.title !== 'with-number') rows.push([lb.number!, spec.number]);
    rows.push([lb.issueDate!, date(spec.issueDate)]);
    if (spec.deliveryDate) rows.push([lb.deliveryDate!, date(spec.deliveryDate)]);
    rows.push([lb.customerNo!, spec.customerNo]);
    if (spec.orderRef) rows.push([lb.orderRef!, spec.orderRef]);
    if (spec.corrects) rows.push([lb.corrects!, `${spec.corrects.number}, ${date(spec.corrects.date)}`]);
    if (c.dueDate === 'field') rows.push([lb.dueDate!, date(spec.dueDate)]);
    if (c.sellerVat === 'details') rows.push([lb.vatId!, spec.seller.vatPrinted!]);
    if (withRefs && spec.refs && !refsFirst) rows.push(...refRows());
    return rows;
  }

  function pairs(rows: Array<[string, string]>, x: number, y0: number): number {
    const colon = rng.chance(0.6) ? ':' : '';
    const lw = Math.max(...rows.map(([l]) => width(l + colon))) + 10;
    let yy = y0;
    if (c.detailsBox === 'ruled') {
      // detailsBox=ruled: a box of two columns, the labels in the left cells (shaded in half of them), the values in the
      // right ones, a rule under every row and between the columns
      const shade = r13.chance(0.5);
      const vw = Math.max(...rows.map(([, val]) => width(val, true))) + 10;
      const w = Math.min(lw + vw, RIGHT - x);
      const h = lead + 4;
      for (const [l, val] of rows) {
        if (shade) doc.save().rect(x, yy, lw, h).fill('#eeeeee').restore().fillColor('#000000');
        fitText(l + colon, x + 3, yy + 3, lw - 6);
        fitText(val, x + lw + 3, yy + 3, w - lw - 6, { bold: true });
        doc.save().lineWidth(0.4).rect(x, yy, w, h).stroke().moveTo(x + lw, yy).lineTo(x + lw, yy + h).stroke().restore();
        yy += h;
      }
      return yy + 4;
    }
    for (const [l, val] of rows) {
      text(l + colon, x, yy);
      text(val, x + lw, yy, { bold: true });
      yy += lead + 1;
    }
    return yy;
  }

  // title and details below the address zone
  if (c.parties === 'letterhead+window') {
    text(titleText(), LEFT, y, { bold: true, size: S + 8 });
    y += S + 8 + 14;
  }
  if (c.details === 'under-title') y = pairs(detailsRows(), LEFT, y) + 10;
  else if (c.details === 'stacked-row') {
    // (references=letter: the references are a band of their own, above or under the details, as the reference line of
    // a business letter)
    const bands = spec.refs ? (spec.refs.first ? [refRows(), detailsRows(false)] : [detailsRows(false), refRows()]) : [detailsRows()];
    for (const rows of bands) {
      const w = (RIGHT - LEFT) / rows.length;
      rows.forEach(([l, val], i) => {
        fitText(l, LEFT + i * w, y, w - 6, { size: S - 1.5, color: '#555555' });
        fitText(val, LEFT + i * w, y + S + 1, w - 6, { bold: true });
      });
      doc.save().lineWidth(0.4).strokeColor('#888888').moveTo(LEFT, y - 4).lineTo(RIGHT, y - 4).moveTo(LEFT, y + 2 * S + 6).lineTo(RIGHT, y + 2 * S + 6).stroke().restore();
      y += 2 * S + 22;
    }
  } else if (c.details === 'inline') {
    let x = LEFT;
    for (const [l, val] of detailsRows()) {
      const s = `${l}: `;
      if (x + width(s) + width(val, true) > RIGHT) {
        x = LEFT;
        y += lead + 2;
      }
      text(s, x, y);
      x += width(s);
      text(val, x, y, { bold: true });
      x += width(val, true) + 18;
    }
    y += lead + 16;
  }
  if (spec.shipTo && c.addresses !== 'bill-ship') {
    text(lb.deliveryHeading!, LEFT, y, { bold: true, size: S - 1 });
    text([spec.shipTo.name, ...spec.shipTo.lines].join(', '), LEFT, y + S + 2, { size: S - 0.5 });
    y += 2 * S + 16;
  }
  printed.number = spec.number;
  printed.issueDate = date(spec.issueDate);
  if (c.dueDate !== 'none') printed.dueDate = date(spec.dueDate);
  printed['seller.name'] = spec.seller.name;
  printed['seller.vatId'] = spec.seller.vatPrinted!;
  printed['buyer.name'] = spec.buyer.name;
  if (spec.buyer.vatPrinted) printed['buyer.vatId'] = spec.buyer.vatPrinted;

  // ------------------------------------------------------------ the item table
  const footerTop = c.footer === 'columns' ? PAGE_H - 95 : c.footer === 'line' ? PAGE_H - 70 : PAGE_H - 50;
  const bottom = footerTop - 12;
  // body=letter: the amounts in a sentence of the language, no item table and no totals block
  if (c.body === 'letter') {
    const service = spec.lines[0]!.main;
    const t = spec.taxes[0]!;
    // (a sentence always names its currency: with the amounts, as a code where the table would carry it in a header)
    const money = (n: number) => (c.currency === 'header' ? `${num(n)} ${spec.currency}` : withCurrency(n));
    const sentence = LETTER[spec.lang]
      .replace('{service}', service)
      .replace('{net}', money(spec.net))
      .replace('{rate}', rate(t.rate))
      .replace('{tax}', money(spec.tax))
      .replace('{gross}', money(spec.gross));
    y += 6;
    text(sentence, LEFT, y, { width: RIGHT - LEFT });
    y += Math.ceil(width(sentence) / (RIGHT - LEFT) + 1) * lead + 10;
    printed.currency = c.currency === 'symbol' ? sym.s : spec.currency;
    printed.net = num(spec.net);
    printed.tax = num(spec.tax);
    printed.gross = num(spec.gross);
    printed.due = num(spec.due);
    const terms = earlyTerms() ?? (c.dueDate === 'sentence' ? lb.payBy!.replace('{date}', date(spec.dueDate)) : lb.terms!.replace('{days}', String(spec.days)));
    y = termsText(terms, y);
    text(lb.thanks!, LEFT, y);
    if (c.slip === 'transfer') transferSlip();
    return finish();
  }
  const keys: Col['key'][] = [];
  const add = (k: Col['key'], on: boolean) => on && keys.push(k);
  const qtyFirst = c.columnsOrder === 'qty-first';
  add('pos', c.position === 'yes');
  const twoQty = c.quantities === 'ordered+delivered';
  if (qtyFirst) {
    add('ordered', twoQty);
    add('quantity', c.figures !== 'amount-only');
    add('open', twoQty && spec.openColumn);
    add('unit', c.unit === 'column');
  }
  add('article', c.article === 'column');
  add('description', true);
  add('date', c.itemDate !== 'none');
  if (!qtyFirst) {
    add('ordered', twoQty);
    add('quantity', c.figures !== 'amount-only');
    add('open', twoQty && spec.openColumn);
    add('unit', c.unit === 'column');
  }
  add('unitPrice', c.figures !== 'amount-only');
  add('per', c.price === 'per100-column');
  add('discount', c.discount === 'column');
  add('discountAmount', c.discountBoth === 'percent+amount');
  add('vatRate', c.vatColumn === 'yes');
  add('net', true);
  add('vatAmount', c.lineVat === 'column');
  add('gross', c.amounts === 'net+gross');
  const title: Record<Col['key'], string> = {
    pos: lb['col.pos']!,
    article: lb['col.article']!,
    description: lb['col.description']!,
    date: lb['col.date'] ?? '',
    ordered: lb['col.ordered'] ?? '',
    quantity: twoQty ? lb['col.delivered']! : lb['col.quantity']!,
    open: lb['col.open'] ?? '',
    unit: lb['col.unit']!,
    unitPrice: `${lb['col.unitPrice']}${inclusiveMark}`,
    per: lb['col.per']!,
    // (discountForm=amount: the column states money, its title without a percent sign)
    discount: c.discountForm === 'amount' ? lb['col.discount']!.replace(/\s*%$/, '') : c.discountBoth === 'percent+amount' && !lb['col.discount']!.includes('%') ? `${lb['col.discount']} %` : lb['col.discount']!,
    // (discountBoth=percent+amount: the money taken off, beside the percent)
    discountAmount: lb['col.discountAmount'] ?? '',
    vatRate: lb['col.vatRate']!,
    net: (c.currency === 'header' ? `${lb['col.net']} ${rng.chance(0.5) ? spec.currency : `(${spec.currency})`}` : lb['col.net']!) + inclusiveMark,
    vatAmount: lb['col.lineVat'] ?? '',
    gross: lb['col.gross']!,
  };
  // a period's two dates: joined as printed in practice (no random draw, so the other print choices stay as they were)
  const periodDash = [' - ', ' – ', '–'][spec.seed % 3]!;
  // precision=erp: quantities with three fixed decimals and prices with four, as ERP systems print them ("1,000" is one)
  const qtyNum = (n: number) => (c.precision === 'erp' ? fmtNumber(n, c.numbers, 3, nbsp) : fmtQuantity(n, c.numbers));
  const priceNum = (n: number) => (c.precision === 'erp' ? fmtNumber(n, c.numbers, 4, nbsp) : num(n));
  // (qtyUnit=glued: "12Stk", "2,5h")
  const qtyText = (l: GenLine) => (c.unit === 'with-qty' ? `${qtyNum(l.quantity)}${c.qtyUnit === 'glued' ? '' : ' '}${l.unitText}` : qtyNum(l.quantity));
  const priceCell = (n: number) => (c.cellCurrency === 'symbol' || c.moneyCode === 'code-before' ? wrapCurrency(priceNum(n)) : priceNum(n));
  const priceText = (l: GenLine) => (c.price === 'per100-suffix' && l.base !== 1 ? `${priceCell(l.price)}/${l.base}` : priceCell(l.price));
  const discountRowMode = c.discount === 'row';
  const cellOf = (l: GenLine, i: number): Record<Col['key'], string> => ({
    pos: String(i + 1),
    article: l.article ?? '',
    description: l.main,
    date: l.dates ? l.dates.map(date).join(periodDash) : '',
    ordered: l.ordered !== undefined ? qtyNum(l.ordered) : '',
    quantity: qtyText(l),
    open: l.ordered !== undefined ? qtyNum(cents(l.ordered - l.quantity)) : '',
    unit: l.unitText,
    unitPrice: priceText(l),
    per: String(l.base),
    discount: l.discount ? (c.discountForm === 'amount' ? money(Math.abs(cents(l.before - l.amount))) : rate(l.discount)) : '',
    discountAmount: l.discount ? money(Math.abs(cents(l.before - l.amount))) : '',
    vatRate: rate(l.rate),
    net: money(discountRowMode ? l.before : l.amount),
    vatAmount: money(cents(((discountRowMode ? l.before : l.amount) * l.rate) / 100)),
    gross: money(discountRowMode ? cents(l.before * (1 + l.rate / 100)) : l.gross),
  });
  // headerLines=two: a title of several words is printed on two lines (split at the space nearest its middle), as
  // many ERP layouts print narrow figure columns ("Unit / price"); one-word titles sit on the lower line
  const titleLines = (t: string): string[] => {
    if (c.headerLines !== 'two') return [t];
    const spaces = [...t.matchAll(/ /g)].map((m) => m.index!);
    if (!spaces.length) return [t];
    const cut = spaces.reduce((a, b) => (Math.abs(b - t.length / 2) < Math.abs(a - t.length / 2) ? b : a));
    return [t.slice(0, cut), t.slice(cut + 1)];
  };
  // column widths from their contents
  const hs = S - 0.5;
  const widths = {} as Record<Col['key'], number>;
  let cells = spec.lines.map(cellOf);
  const measure = () => {
    cells = spec.lines.map(cellOf);
    for (const k of keys) {
      if (k === 'description') continue;
      const content = Math.max(width(money(spec.net)), ...cells.map((r) => width(r[k])));
      const titleW = Math.max(...titleLines(title[k]).map((t) => width(t, true, hs)));
      widths[k] = Math.max(content, Math.min(titleW, content * 1.6), 14) + 6;
    }
  };
  measure();
  const gap = 4;
  const fixedWidth = () => keys.filter((k) => k !== 'description').reduce((s, k) => s + widths[k], 0) + gap * (keys.length - 1);
  let fixed = fixedWidth();
  // (money cells with their currency that leave the description too little room are printed without it)
  if (RIGHT - LEFT - fixed < 120 && c.cellCurrency === 'symbol') {
    c.cellCurrency = 'none';
    measure();
    fixed = fixedWidth();
  }
  if (RIGHT - LEFT - fixed < 120 && c.moneyCode === 'code-before') {
    c.moneyCode = 'none';
    measure();
    fixed = fixedWidth();
  }
  // a table never runs past the right margin, as no real invoice does: too many columns for the page drop the optional
  // ones (article, then the gross amounts, then the position) and the choices record what was printed
  const drop: [Col['key'], () => void][] = [
    ['discountAmount', () => (c.discountBoth = 'one-column')],
    ['article', () => (c.article = 'none')],
    ['date', () => (c.itemDate = 'none')],
    ['open', () => (spec.openColumn = false)],
    ['vatAmount', () => (c.lineVat = 'none')],
    ['gross', () => (c.amounts = 'net')],
    ['pos', () => (c.position = 'no')],
    // (the ordered quantity last: the delivered one is the invoiced quantity)
    ['ordered', () => (c.quantities = 'one')],
  ];
  for (const [k, note] of drop) {
    if (RIGHT - LEFT - fixed >= 120) break;
    if (!keys.includes(k)) continue;
    keys.splice(keys.indexOf(k), 1);
    note();
    fixed = fixedWidth();
  }
  widths.description = Math.max(90, RIGHT - LEFT - fixed);
  const cols: Col[] = [];
  {
    let x = LEFT;
    for (const k of keys) {
      // (numAlign: figure columns right-aligned, centred or left-aligned, their titles with them)
      cols.push({ key: k, title: title[k], x, w: widths[k], align: k === 'description' || k === 'article' || k === 'unit' || k === 'date' ? 'left' : c.numAlign });
      x += widths[k] + gap;
    }
  }
  const col = (k: Col['key']) => cols.find((cc) => cc.key === k);
  const desc = col('description')!;
  const tableRight = cols[cols.length - 1]!.x + cols[cols.length - 1]!.w;
  const rowH = lead + (c.table === 'none' ? 2 : 4);
  const headerH = (c.headerLines === 'two' ? rowH + hs * 1.2 : rowH) + 3;

  const drawHeader = () => {
    // (tableHead=none: no header row at all, on any page)
    if (c.tableHead === 'none') return;
    if (c.table === 'zebra') doc.save().rect(LEFT - 3, y, tableRight - LEFT + 6, headerH).fill('#d6d6d6').restore().fillColor('#000000');
    for (const cc of cols) {
      const lines = titleLines(cc.title);
      if (c.headerLines !== 'two') fitText(cc.title, cc.x, y + (headerH - hs) / 2, cc.w, { bold: true, size: hs, align: cc.align });
      else lines.forEach((t, i) => fitText(t, cc.x, y + (headerH - hs) / 2 + (i - lines.length + 1.5) * hs * 1.2, cc.w, { bold: true, size: hs, align: cc.align }));
    }
    if (c.table === 'ruled') ruledBox(y, headerH, 1);
    else doc.save().lineWidth(0.8).moveTo(LEFT - 3, y + headerH).lineTo(tableRight + 3, y + headerH).stroke().restore();
    y += headerH + 2;
  };
  const ruledBox = (top: number, h: number, lw = 0.5) => {
    doc.save().lineWidth(lw).strokeColor('#000000');
    doc.rect(LEFT - 3, top, tableRight - LEFT + 6, h).stroke();
    for (const cc of cols.slice(1)) doc.moveTo(cc.x - gap / 2, top).lineTo(cc.x - gap / 2, top + h).stroke();
    doc.restore();
  };
  const rowCells = (vals: Partial<Record<Col['key'], string>>, yy: number, bold = false) => {
    for (const cc of cols) {
      const s = vals[cc.key];
      if (!s) continue;
      if (cc.key === 'description') fitText(s, cc.x, yy, cc.w, { bold });
      else text(s, cc.x, yy, { bold, width: cc.w, align: cc.align });
    }
  };
  let running = 0;
  const newPage = () => {
    if (c.carry === 'yes') {
      text(lb['total.carried']!, desc.x, y + 3, { bold: true });
      text(money(running), col('net')!.x, y + 3, { bold: true, width: col('net')!.w, align: col('net')!.align });
    }
    doc.addPage();
    y = 40;
    text(`${lb.title} ${spec.number}`, LEFT, y, { size: S - 1 });
    text(spec.seller.name, LEFT, y, { size: S - 1, width: RIGHT - LEFT, align: 'right' });
    y += 30;
    drawHeader();
    if (c.carry === 'yes') {
      text(lb['total.brought']!.replace('{p}', String(doc.bufferedPageRange().count - 1)), desc.x, y + 2, { bold: true });
      text(money(running), col('net')!.x, y + 2, { bold: true, width: col('net')!.w, align: col('net')!.align });
      y += rowH + 2;
    }
  };

  drawHeader();
  let zebra = false;
  let group = -1;
  const groupSums = spec.groupNames.map(() => ({ net: 0, gross: 0 }));
  spec.lines.forEach((l, i) => {
    const vals = cells[i]!;
    // the item's block: its text lines and its numbers line
    const blockLines: Array<{ kind: 'text' | 'numbers' | 'discount'; s?: string; wrapped?: string }> = [];
    if (c.items === 'desc-before-amount') {
      blockLines.push({ kind: 'text', s: l.main });
      for (const d of l.detail) blockLines.push({ kind: 'text', s: d });
      blockLines.push({ kind: 'numbers' });
    } else if (c.items === 'desc-after-amount') {
      blockLines.push({ kind: 'numbers' });
      for (const d of l.detail) blockLines.push({ kind: 'text', s: d });
    } else if (c.items === 'wrapped') {
      blockLines.push({ kind: 'numbers', wrapped: [l.main, ...l.detail].join(' ') });
    } else blockLines.push({ kind: 'numbers' });
    if (discountRowMode && l.discount) blockLines.push({ kind: 'discount' });
    // heights
    doc.font(R).fontSize(S);
    const heights = blockLines.map((b) => (b.wrapped ? Math.max(rowH, doc.heightOfString(b.wrapped, { width: desc.w }) + 4) : rowH));
    const groupHead = c.groups === 'subtotals' && l.group !== group;
    const blockH = heights.reduce((s, h) => s + h, 0) + (groupHead ? rowH + 4 : 0);
    const lastOfGroup = c.groups === 'subtotals' && (i === spec.lines.length - 1 || spec.lines[i + 1]!.group !== l.group);
    const siteRows = c.siteTotals === 'net-vat-gross' ? 2 * (rowH + 2) : 0;
    if (y + blockH + (lastOfGroup ? rowH + 4 + siteRows : 0) > bottom - (c.carry === 'yes' ? rowH : 0)) newPage();
    if (groupHead) {
      group = l.group;
      text(groupHeading(group), desc.x, y + 3, { bold: true });
      y += rowH + 4;
    }
    const top = y;
    if (c.table === 'zebra' && zebra) doc.save().rect(LEFT - 3, top, tableRight - LEFT + 6, blockH - (groupHead ? rowH + 4 : 0)).fill('#f0f0f0').restore().fillColor('#000000');
    zebra = !zebra;
    const descX = desc.x;
    const textW = c.items === 'desc-before-amount' ? tableRight - descX : desc.w;
    blockLines.forEach((b, bi) => {
      const yy = y + (c.table === 'none' ? 1 : 2);
      if (b.kind === 'text') {
        const small = c.items === 'desc-after-amount';
        fitText(b.s!, descX + (small ? 6 : 0), yy, textW - (small ? 6 : 0), { size: small ? S - 0.5 : S });
      } else if (b.kind === 'numbers') {
        const own = { ...vals };
        if (c.items === 'desc-before-amount') own.description = '';
        if (b.wrapped) {
          own.description = '';
          doc.font(R).fontSize(S).text(b.wrapped, desc.x, yy, { width: desc.w, align: 'left' });
        }
        rowCells(own, yy);
      } else {
        const dNet = cents(l.amount - l.before);
        const dGross = cents(l.gross - cents(l.before * (1 + l.rate / 100)));
        // (lineVat=column: the discount row states the VAT it takes off too, so that each column adds up)
        const dVat = c.lineVat === 'column' ? { vatAmount: money(cents((dNet * l.rate) / 100)) } : {};
        rowCells({ description: lb.discountRow!.replace('{rate}', fmtRate(l.discount, c.numbers)), net: money(dNet), ...dVat, gross: money(dGross) }, yy);
      }
      y += heights[bi]!;
    });
    if (c.table === 'ruled') ruledBox(top, y - top);
    running = cents(running + l.amount);
    const gs = groupSums[l.group]!;
    gs.net = cents(gs.net + l.amount);
    gs.gross = cents(gs.gross + l.gross);
    const must = [...(c.items === 'wrapped' ? [] : [l.main, ...l.detail]), ...(c.figures === 'amount-only' ? [] : [vals.quantity, vals.unitPrice]), vals.net];
    printedLines.push(must);
    if (lastOfGroup) {
      const vals2: Partial<Record<Col['key'], string>> = { description: `${lb['total.groupSubtotal']} ${spec.deliveryNotes ? `${lb.deliveryNote} ${spec.deliveryNotes[l.group]!.no}` : spec.groupNames[l.group]}`, net: money(gs.net) };
      if (col('gross')) vals2.gross = money(gs.gross);
      rowCells(vals2, y + 3, true);
      doc.save().lineWidth(0.4).moveTo(col('net')!.x, y + 1).lineTo(tableRight, y + 1).stroke().restore();
      if (c.siteTotals === 'net-vat-gross') {
        // siteTotals=net-vat-gross: the group's VAT at the invoice's one rate and its gross under its subtotal, in the
        // amount column, as per-delivery, per-site or per-meter bills print them
        const gTax = cents((gs.net * l.rate) / 100);
        const name = spec.deliveryNotes ? `${lb.deliveryNote} ${spec.deliveryNotes[l.group]!.no}` : spec.groupNames[l.group];
        y += rowH + 2;
        rowCells({ description: `${lb['total.tax']} ${rate(l.rate)}`, net: money(gTax) }, y + 3);
        y += rowH + 2;
        rowCells({ description: `${lb['total.gross']} ${name}`, net: money(cents(gs.net + gTax)) }, y + 3, true);
      }
      y += rowH + 6;
    }
  });
  if (c.table !== 'ruled') doc.save().lineWidth(0.6).moveTo(LEFT - 3, y + 1).lineTo(tableRight + 3, y + 1).stroke().restore();
  y += 12;

  // ------------------------------------------------------------ totals
  const totals: Array<[string, string, boolean]> = [];
  const grossLabel = c.currency === 'header' ? `${lb['total.gross']} ${spec.currency}` : lb['total.gross']!;
  let breakdown: Array<[string, string, string]> | null = null;
  let taxTotalPrinted = true;
  if (c.taxIncluded === 'yes') {
    // VAT-inclusive: the gross first, then the VAT each rate contains, then the net
    totals.push([grossLabel, withCurrency(spec.gross), true]);
    for (const t of spec.taxes) totals.push([includedTax.replace('{rate}', rate(t.rate)), tnum(t.tax), false]);
    totals.push([lb['total.net']!, tnum(spec.net), false]);
    if (spec.taxes.length > 1) taxTotalPrinted = false;
  } else {
    // (allowance=document: the items' sum and the allowance off it before the charges and the net total)
    if (spec.allowance) totals.push([lb['total.items']!, tnum(spec.allowance.itemsSum), false], [lb['total.allowance']!.replace('{rate}', fmtRate(spec.allowance.rate, c.numbers)), tnum(-spec.allowance.amount), false]);
    if (spec.charges) totals.push([lb['total.shipping']!, tnum(spec.charges), false]);
    if (spec.handling) totals.push([lb['total.handling']!, tnum(spec.handling), false]);
    totals.push([lb['total.net']!, tnum(spec.net), false]);
    if (c.taxLines === 'breakdown-table') {
      breakdown = spec.taxes.map((t) => [rate(t.rate), tnum(t.base), tnum(t.tax)]);
      totals.push([lb['total.tax']!, tnum(spec.tax), false]);
    } else {
      for (const t of spec.taxes) {
        const label = c.taxLines === 'rate-of-base' ? v.taxOf.replace('{rate}', fmtRate(t.rate, c.numbers)).replace('{base}', tnum(t.base)) : `${lb['total.tax']} ${rate(t.rate)}`;
        totals.push([label, tnum(t.tax), false]);
      }
      if (spec.taxes.length > 1 && rng.chance(0.5)) totals.push([lb['total.tax']!, tnum(spec.tax), false]);
      else if (spec.taxes.length > 1) taxTotalPrinted = false;
    }
    const w = spec.withholding;
    if (w) {
      // withholding=at-source: "IRPF 15 % -225,00" after the gross and before the amount due, or in place of the gross
      // with the total under it stating what is left
      const line: [string, string, boolean] = [`${w.label} ${rate(w.rate)}`, tnum(w.minus ? -w.amount : w.amount), false];
      if (w.style === 'after-gross') totals.push([grossLabel, withCurrency(spec.gross), true], line, [lb['total.due']!, withCurrency(spec.due), true]);
      else totals.push(line, [grossLabel, withCurrency(spec.due), true]);
    } else totals.push([grossLabel, withCurrency(spec.gross), true]);
  }
  // (rounding=cash: the rounding line stands before the amount due, which is then always printed)
  const roundingLine = (): void => {
    if (spec.rounding !== null) totals.push([r5.pick(T5.rounding), tnum(spec.rounding), false]);
  };
  if (spec.prepaid) {
    totals.push([lb['total.prepaid']!, tnum(-spec.prepaid), false]);
    roundingLine();
    totals.push([c.currency === 'header' ? `${lb['total.due']} ${spec.currency}` : lb['total.due']!, withCurrency(spec.due), true]);
  } else if (spec.withholding) {
    // (its amount due is printed with it above)
  } else if (rng.chance(0.5) || spec.rounding !== null) {
    roundingLine();
    totals.push([lb['total.due']!, withCurrency(spec.due), true]);
  }
  const termsLine = earlyTerms() ?? (c.dueDate === 'sentence' ? lb.payBy!.replace('{date}', date(spec.dueDate)) : lb.terms!.replace('{days}', String(spec.days)));
  // (a band of cells holds them only when every value fits its cell: a value wider than its cell is not printed whole)
  if (c.totals === 'row' && (totals.length > 6 || totals.some(([, val, bold]) => width(val, bold) > (RIGHT - LEFT) / totals.length - 6))) c.totals = 'column';
  // secondCurrency=national: the exchange rate and the VAT (or net, VAT and gross) in the national currency, under the totals
  const fxLines: Array<[string, string]> = [];
  if (spec.fx) {
    const fx = spec.fx;
    const conv = (n: number) => `${fmtNumber(cents(n * fx.rate), c.numbers, 2, nbsp)} ${fx.to}`;
    fxLines.push([r5.pick(T5.exchangeRate).replace('{from}', spec.currency).replace('{to}', fx.to).replace('{fx}', fmtNumber(fx.rate, c.numbers, 4, nbsp)), '']);
    fxLines.push([r5.pick(T5.restated).replace('{to}', fx.to), '']);
    if (fx.restate === 'totals') fxLines.push([lb['total.net']!, conv(spec.net)]);
    if (spec.taxes.length > 1 && fx.restate === 'totals') for (const t of spec.taxes) fxLines.push([`${lb['total.tax']} ${rate(t.rate)}`, conv(t.tax)]);
    else fxLines.push([lb['total.tax']!, conv(spec.tax)]);
    if (fx.restate === 'totals') fxLines.push([lb['total.gross']!, conv(spec.gross)]);
  }
  const fxH = fxLines.length ? fxLines.length * lead + 10 : 0 + (c.vatRegime === 'reverse-charge' ? lead + 4 : 0);
  const need =
    (c.totals === 'row'
      ? 2 * lead + 16 + (breakdown ? (breakdown.length + 1) * (lead + 1) : 0) + 4 * lead + 20
      : totals.length * (lead + 3) + 4 * lead + 20) + fxH;
  if (y + need > bottom) {
    doc.addPage();
    y = 40;
    text(`${lb.title} ${spec.number}`, LEFT, y, { size: S - 1 });
    y += 30;
  }
  // (totalsAt=left: the block at the left margin, its figures 150 pt further; the VAT breakdown then to the right)
  const atLeft = c.totalsAt === 'left';
  const tx = atLeft ? LEFT : 300;
  const vx = atLeft ? LEFT + 150 : 450;
  const vw = atLeft ? 100 : RIGHT - 450;
  const ty0 = y;
  // a band across the page, labels over their values (as many ERP layouts print the totals), when they fit in it
  if (c.totals === 'row') {
    const w = (RIGHT - LEFT) / totals.length;
    doc.save().lineWidth(0.6).moveTo(LEFT, y - 3).lineTo(RIGHT, y - 3).stroke().restore();
    totals.forEach(([l, val, bold], i) => {
      fitText(l, LEFT + i * w, y, w - 6, { bold: true, size: S - 1, align: 'right' });
      text(val, LEFT + i * w, y + lead + 2, { bold, width: w - 6, align: 'right' });
    });
    y += 2 * lead + 6;
    doc.save().lineWidth(0.6).moveTo(LEFT, y).lineTo(RIGHT, y).stroke().restore();
    y += 10;
  } else if (c.totalsBox === 'boxed') {
    // a ruled box to the right: the labels in a column of their own, the figures right-aligned in theirs, a rule under
    // each row, the bold rows shaded; in half of them a column of the currency code between (the figures then bare)
    const codeCol = r10.chance(0.5) && c.moneyCode === 'none' && c.cellCurrency === 'none';
    const cur = c.currency === 'code' ? spec.currency : sym.s;
    const x0 = 290;
    const xc = 425;
    const xv = codeCol ? 465 : 440;
    const h = lead + 3;
    const top = y - 2;
    for (const [l, val, bold] of totals) {
      if (bold) doc.save().rect(x0, y - 2, RIGHT - x0, h).fill('#e4e4e4').restore().fillColor('#000000');
      fitText(l, x0 + 4, y + 1, (codeCol ? xc : xv) - x0 - 8, { bold });
      if (codeCol) text(spec.currency, xc + 4, y + 1, { bold });
      text(codeCol && c.currency !== 'header' ? val.replace(cur, '').trim() : val, xv, y + 1, { bold, width: RIGHT - xv - 4, align: 'right' });
      doc.save().lineWidth(0.4).moveTo(x0, y - 2 + h).lineTo(RIGHT, y - 2 + h).stroke().restore();
      y += h;
    }
    doc.save().lineWidth(0.6).rect(x0, top, RIGHT - x0, y - top).stroke();
    doc.moveTo(codeCol ? xc : xv, top).lineTo(codeCol ? xc : xv, y).stroke();
    if (codeCol) doc.moveTo(xv, top).lineTo(xv, y).stroke();
    doc.restore();
    if (codeCol) printed.currency = spec.currency;
  } else {
    for (const [l, val, bold] of totals) {
      fitText(l, tx, y, 150, { bold });
      text(val, vx, y, { bold, width: vw, align: 'right' });
      if (c.leaders === 'dots') {
        // leaders=dots: a row of dots from the label's end to the figure's start
        const from = tx + Math.min(width(l, bold), 150) + 3;
        const to = vx + vw - width(val, bold) - 3;
        const n = Math.floor((to - from) / width('.'));
        if (n >= 3) text('.'.repeat(n), from, y);
      }
      if (bold) doc.save().lineWidth(0.4).moveTo(tx, y - 2).lineTo(vx + vw, y - 2).stroke().restore();
      y += lead + 3;
    }
  }
  if (breakdown) {
    let by = c.totals === 'row' ? y : ty0;
    const bx = atLeft ? [340, 380, 460] : [LEFT, LEFT + 60, LEFT + 150];
    const heads = [lb['col.vatRate']!, lb['total.net']!, lb['total.tax']!];
    heads.forEach((h, i) => fitText(h, bx[i]!, by, 80, { bold: true, size: S - 1, align: i ? 'right' : 'left' }));
    by += lead + 1;
    for (const row of breakdown) {
      row.forEach((s, i) => text(s, bx[i]!, by, { width: 80, align: i ? 'right' : 'left' }));
      by += lead + 1;
    }
    y = Math.max(y, by);
  }
  if (c.moneyCode === 'code-before' || printed.currency === spec.currency) printed.currency = spec.currency;
  else if (c.currency === 'symbol' || c.currency === 'code') printed.currency = c.currency === 'code' ? spec.currency : sym.s;
  else printed.currency = spec.currency;
  printed.net = num(spec.net);
  // several VAT rates without a total VAT line: the truth is the sum of the printed per-rate amounts
  if (taxTotalPrinted) printed.tax = num(spec.tax);
  else spec.taxes.forEach((t, i) => (printed[`tax.${i}`] = num(t.tax)));
  // (withholding=at-source with the total after it: the gross, net + tax, is printed nowhere)
  if (spec.withholding?.style !== 'total-after') printed.gross = num(spec.gross);
  printed.due = num(spec.due);
  if (fxLines.length) {
    y += 8;
    for (const [l, val] of fxLines) {
      if (val) {
        text(l, tx, y, { size: S - 0.5 });
        text(val, vx, y, { size: S - 0.5, width: vw, align: 'right' });
      } else text(l, tx, y, { size: S - 0.5, width: vx + vw - tx });
      y += lead;
    }
  }
  y += 14;
  if (c.vatRegime === 'reverse-charge') {
    // vatRegime=reverse-charge: the note that the recipient accounts for the VAT
    text(r11.pick(REVERSE_CHARGE[spec.lang]), LEFT, y, { bold: r11.chance(0.5), width: RIGHT - LEFT });
    y += lead + 4;
  }
  if (spec.factor) remitBlock();
  y = termsText(termsLine, y);
  text(lb.thanks!, LEFT, y);
  if (c.slip === 'transfer') transferSlip();

  return finish();

  // ------------------------------------------------------------ remitTo=factor: the factor to be paid, in a box
  function remitBlock(): void {
    const f = spec.factor!;
    const heading = r12.pick(REMIT_TO[spec.lang]);
    const oneLine = r12.chance(0.5);
    const h = (oneLine ? 2 : 3) * lead + 10;
    if (y + h + 3 * lead > bottom) {
      doc.addPage();
      y = 40;
      text(`${lb.title} ${spec.number}`, LEFT, y, { size: S - 1 });
      y += 30;
    }
    const top = y;
    y += 5;
    fitText(heading, LEFT + 6, y, RIGHT - LEFT - 12);
    y += lead;
    if (oneLine) fitText(`${f.name}, ${f.lines.join(', ')}`, LEFT + 6, y, RIGHT - LEFT - 12, { bold: true });
    else {
      text(f.name, LEFT + 6, y, { bold: true });
      y += lead;
      fitText(f.lines.join(', '), LEFT + 6, y, RIGHT - LEFT - 12);
    }
    y += lead + 5;
    doc.save().lineWidth(0.5).rect(LEFT, top, RIGHT - LEFT, y - top).stroke().restore();
    y += 10;
  }

  // ------------------------------------------------------------ a bank-transfer slip at the foot of the last page
  // (slip=transfer): boxes with small labels over their values, under a dashed cut line, repeating the payee (seller),
  // the payer (buyer and address), the account, the amount due with its currency, a reference and the due date. Its
  // wordings come from a stream of their own, so that nothing else on the page changes.
  function transferSlip(): void {
    const sr = new Rng((spec.seed ^ 0x2545f491 ^ 0x68e31da4) >>> 0);
    const w = SLIP[spec.lang];
    const ls = S - 2.5;
    const boxH = ls + S + 9;
    const height = 4 * boxH + S + 22;
    if (y + lead + height > bottom) {
      doc.addPage();
      y = 40;
      text(`${lb.title} ${spec.number}`, LEFT, y, { size: S - 1 });
      y += 30;
    }
    let top = Math.max(y + lead + 10, bottom - height);
    doc.save().lineWidth(0.5).dash(3, { space: 3 }).moveTo(LEFT - 10, top).lineTo(RIGHT + 10, top).stroke().undash().restore();
    top += 8;
    text(sr.pick(w.titles), LEFT, top, { bold: true, size: S });
    top += S + 6;
    const iban = /IBAN ([A-Z]{2}[0-9A-Z ]+?)(?: ·|$)/.exec(spec.v.bank)?.[1] ?? spec.v.bank.split(' · ')[0]!;
    const reference = w.numericRef ? sr.digits(sr.int(8, 16)) : spec.number;
    const amount = sr.chance(0.5) ? `${spec.currency} ${num(spec.due)}` : `***${num(spec.due)}`;
    const mid = LEFT + (RIGHT - LEFT) * 0.62;
    const box = (label: string, value: string, x0: number, x1: number, row: number, bold = false) => {
      const yy = top + row * boxH;
      doc.save().lineWidth(0.4).rect(x0, yy, x1 - x0, boxH).stroke().restore();
      fitText(label, x0 + 3, yy + 2, x1 - x0 - 6, { size: ls, color: '#444444' });
      fitText(value, x0 + 3, yy + ls + 5, x1 - x0 - 6, { bold });
    };
    box(sr.pick(w.payee), spec.seller.name, LEFT, mid, 0);
    box(sr.pick(w.due), date(spec.dueDate), mid, RIGHT, 0);
    printed.dueDate ??= date(spec.dueDate);
    box(sr.pick(w.account), iban, LEFT, mid, 1);
    box(sr.pick(w.amount), amount, mid, RIGHT, 1, true);
    box(sr.pick(w.reference), reference, LEFT, mid, 2);
    box(sr.pick(w.payer), [spec.buyer.name, ...spec.buyer.lines.filter((l) => !/^(Attn\.|c\/o|z\. Hd\.|Att\.)/.test(l))].join(', '), LEFT, RIGHT, 3);
    y = top + 4 * boxH;
  }

  // ------------------------------------------------------------ footers and page numbers on every page
  async function finish(): Promise<Rendered> {
    const range = doc.bufferedPageRange();
    const pages = range.count;
    const legalVat = c.sellerVat === 'footer' ? `${lb.vatId} ${spec.seller.vatPrinted}` : null;
    const register = lb.register!.replace('{r}', String(rng.int(10000, 999999)));
    for (let p = 0; p < pages; p++) {
      doc.switchToPage(range.start + p);
      const fs = S - 2.5;
      if (c.footer === 'columns') {
        const colsF: string[][] = [
          [spec.seller.name, ...sellerAddr],
          [phone, `info@${web.slice(4)}`, web],
          v.bank.split(' · '),
          [register, `${lb.director}: ${rng.pick(['M. Weber', 'A. Martin', 'L. Rossi', 'J. Nowak', 'K. Hansen'])}`, ...(legalVat ? [legalVat] : [])],
        ];
        doc.save().lineWidth(0.4).strokeColor('#888888').moveTo(LEFT, footerTop - 4).lineTo(RIGHT, footerTop - 4).stroke().restore();
        const w = (RIGHT - LEFT) / colsF.length;
        colsF.forEach((lines, i) => lines.forEach((l, j) => fitText(l, LEFT + i * w, footerTop + j * (fs + 2.5), w - 6, { size: fs, color: '#444444' })));
      } else if (c.footer === 'line') {
        const parts = [spec.seller.name, ...sellerAddr, ...(legalVat ? [legalVat] : []), register];
        fitText(parts.join(' · '), LEFT, footerTop, RIGHT - LEFT, { size: fs, align: 'center', color: '#444444' });
        fitText(v.bank, LEFT, footerTop + fs + 3, RIGHT - LEFT, { size: fs, align: 'center', color: '#444444' });
      }
      const pl = lb.page!.replace('{n}', String(p + 1)).replace('{m}', String(pages));
      text(pl, LEFT, PAGE_H - 28, { size: S - 2, width: RIGHT - LEFT, align: 'right' });
    }
    const pdf = await collect(doc);
    return { pdf, pages, printed, printedLines };
  }
}
