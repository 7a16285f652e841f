/**
 * Parties (labels are looked for on the first two pages). Seller: the block under a seller label ("Verkäufer", "From",
 * "Vendeur", "Von:" / "De :"…; a short preposition before a date is a period, not a label), otherwise the most prominent
 * company line of page 1 (legal form, font size, position) outside the buyer block, checked against the sender's
 * return-address line above the window ("Firma GmbH · Straße 1 · 12345 Ort"; not the letterhead's own address line
 * right under the name in larger type): when the two disagree the return
 * address names the seller, and when one only starts the other (a logo word) the longer spelling is the name, as it is
 * between a logo word and a letterhead line in the top third that spells it out; failing both, the name that opens a
 * one-line legal notice ("Acme SAS au capital de … − RCS …"), or of a one-line footer with the address and VAT id
 * ("Vivai Rossi · Via Roma 8 · 50012 Bagno a Ripoli · P.IVA …", no legal form needed). A Dutch postcode line
 * ("2011 AB Haarlem") is no name.
 * Buyer: the block under a buyer label ("Bill to", "Rechnungsempfänger", "Client", "An:" / "À :"…; not
 * "Customer: 4711", a customer number), otherwise the window-envelope address block (preferably the one right under
 * the return-address line, not the letterhead's lines under the company name). The first line of a block is the name,
 * the following lines the address.
 * VAT ids: country-prefixed ids (labels.ts `findVatIds`); an id in the buyer block's column below its label is the
 * buyer's, the first other one the seller's.
 */
import { POSTCODE_ANYWHERE, POSTCODE_LINE } from './address.js';
import type { Party } from '../types.js';
import type { Doc, DocLine, Seg } from './doc.js';
import { keyAfterPair, segFrom, startsWithLabel } from './fields.js';
import { findVatIds, foldKeep, headerConcept, isNormalLabel, matchLabel, normKey } from './labels.js';
import { alt, type PartyWords, words } from './lexicon/index.js';
import { bareLabelAt } from './payment.js';
import { assignVatIds } from './vatIds.js';

const party = (pick: (p: PartyWords) => string[] | undefined) => words((l) => (l.parties ? pick(l.parties) : undefined));

/** A legal form in a name ("GmbH", "SARL", "Ltd", "AS", "sp. z o.o."), in folded text. */
const LEGAL_FORM_FOLDED = new RegExp(`(?<![\\p{L}])${alt(party((p) => p.legalForms))}\\.?(?![\\p{L}\\d])`, 'iu');
/** A legal form in a name, accents aside: the lexicon writes its forms folded ("sarl" is the Swiss "Sàrl" too). */
const LEGAL_FORM = { test: (text: string): boolean => LEGAL_FORM_FOLDED.test(foldKeep(text)) };
/** A street word, or a compound word ending in one ("Via", "ul.", "Storgatan", "Lilienthalallee"), in folded text. */
const STREET_WORD = new RegExp(
  `(?<![\\p{L}])${alt(party((p) => p.streets))}(?![\\p{L}])|${alt(party((p) => p.streetEndings))}(?![\\p{L}])`,
  'iu',
);
/**
 * A street line: its first part (up to a separator) is a street word with a house number and no legal form ("Via Roma,
 * 124", "Dorpsstraat 29 · 1012 AB Amsterdam").
 */
function isStreetLine(text: string): boolean {
  const t = text.split(SENDER_SEP)[0]!;
  return /(?<![\d.,])\d{1,5}\s?[a-z]?(?![\d]|[.,]\d)/i.test(t) && STREET_WORD.test(foldKeep(t)) && !LEGAL_FORM.test(t);
}
/** Words anywhere in a folded text (no word boundary: "Lieferadresse", "Bestellnummer"). */
const anywhere = (list: string[]) => new RegExp(alt(list), 'iu');
/** "Tel", "Fax", "IBAN" opening a line: a contact or id line, not a name or address. */
const CONTACT_PREFIX = new RegExp(`^${alt(party((p) => p.contactPrefixes))}\\b`, 'i');
/** An address or delivery heading ("Adresse de livraison", "Lieferanschrift"). */
const ADDRESS_WORD = anywhere(party((p) => p.addressWords));
/** Reference, order and contract headings ("Nos références", "Your order"). */
const REFERENCE_WORD = anywhere(party((p) => p.references));
/** Headings of other blocks (bank, payment, contact, notes). */
const OTHER_HEADING = anywhere(party((p) => p.otherHeadings));
/** A document title or copy mark opening a line ("Invoice", "Kopie"). */
const TITLE = new RegExp(`^${alt(party((p) => p.titles))}\\b`, 'i');
/** A title word ending a text ("Commercial Invoice", "Pro Forma Invoice", "Proforma-Rechnung"): a title, not a name. */
const TITLE_END = new RegExp(`(?:^|[\\s-])${alt(party((p) => p.titles))}$`, 'i');
/** "Logo", "Page" opening a line. */
const DECOR = new RegExp(`^${alt(party((p) => p.decor))}\\b`, 'i');
/** A registration or VAT label followed by a number ("Handelsregister … HRB 123", "RCS Paris 123"). */
const REGISTERED = new RegExp(`${alt(party((p) => p.registration))}[^\\d]{0,20}\\d{3}`, 'i');

export interface Block {
  label: DocLine;
  labelSeg: Seg;
  lines: Array<{ line: DocLine; seg: Seg; text: string }>;
  x0: number;
  x1: number;
}

/** a label of two or more words whose last is a short preposition ("sold by", "venduto da", "vendu par", "bill to") */
const PREPOSITION_END = /\S\s+\p{L}{2,4}$/u;

/**
 * Does a key segment ("Vendedor:") stand in a column of other keys — the nearest line above or below (within two
 * lines) with a segment at its left edge holds a key ending in a colon that names no party?
 */
function amongDetailKeys(doc: Doc, line: DocLine, seg: Seg): boolean {
  const keyAt = (l: DocLine | undefined): boolean | null => {
    if (!l || l.page !== line.page) return null;
    const s = l.segs.find((x) => Math.abs(x.x0 - seg.x0) <= 2);
    if (!s) return null;
    // (a key of a party's own data — its address, name, phone or tax id — puts the key in a party block, not among the
    // document's details)
    return /^[\p{L}][\p{L} .()/-]{1,30}[:：]$/u.test(s.text.trim()) && !isBlockLabel(s) && !partyDataKey(s.f);
  };
  for (const dir of [-1, 1]) {
    for (let k = 1; k <= 2; k++) {
      const found = keyAt(doc.lines[line.i + dir * k]);
      if (found === null) continue;
      if (found) return true;
      break;
    }
  }
  return false;
}

/** A key of a party's own data ("Domicilio:", "Name:", "Tel.:", "N.I.F.:"), folded. */
function partyDataKey(f: string): boolean {
  const key = f.replace(/[\s:：]+$/, '');
  return ADDRESS_HEADING.test(key) || KEY_ALONE.test(key) || CONTACT_PREFIX.test(key) || !!matchLabel(f, 'vatId');
}

/** Does the segment open with the label of one of the document's own fields ("Invoice Number", "Date")? */
function docFieldLabel(s: Seg): boolean {
  return DOC_FIELDS.some((k) => {
    const m = matchLabel(s.f, k);
    return !!m && m.start === 0 && isNormalLabel(m);
  });
}

/** A party label standing alone ("Rechnungsempfänger", "Bill to:"), not a name that starts like one ("Lieferant Nord GmbH"). */
function isBlockLabel(seg: Seg): boolean {
  for (const kind of ['buyer', 'seller'] as const) {
    const m = matchLabel(seg.f, kind);
    if (!m || m.start > 1) continue;
    const after = seg.f.slice(m.end).trim();
    if (!after || /^[:/(]/.test(after)) return true;
    if (translatedLabel(seg.f.slice(m.end), kind)) return true;
  }
  return false;
}

/**
 * Is the text after a party label that label's translation, set off by a bar or a slash, with at most its colon after
 * it ("| Recipient", " / Supplier:")? Bilingual documents print each label in both languages; the pair is one label.
 */
function translatedLabel(after: string, kind: 'buyer' | 'seller'): boolean {
  const m = /^\s*[|/]\s*/.exec(after);
  if (!m) return false;
  const rest = after.slice(m[0].length);
  const t = matchLabel(rest, kind);
  return !!t && t.start === 0 && /^\s*[:：]?\s*$/.test(rest.slice(t.end));
}

/** a form's name key alone, maybe with a particle ("Naam", "Name of", "Nom du"), folded */
const NAME_KEY_BEFORE = new RegExp(`^${alt(party((p) => p.nameKeys))}(?:\\s+\\p{L}{1,3})?\\s*$`, 'u');
/** a form's name key and its colon after a party word ("Customer name:", "Kunde Name:"), folded */
const NAME_KEY_AFTER = new RegExp(`^\\s*${alt(party((p) => p.nameKeys))}\\s*(?=[:：])`, 'u');

/**
 * A party word with a form's name key before or after it is one label, the key of that party's name ("Naam klant:",
 * "Customer name:", "Nom du client :"): the match widened over the key.
 */
function withNameKey<T extends { start: number; end: number }>(f: string, m: T | null): T | null {
  if (!m) return m;
  if (m.start > 1 && NAME_KEY_BEFORE.test(f.slice(0, m.start))) return { ...m, start: 0 };
  const after = NAME_KEY_AFTER.exec(f.slice(m.end));
  return after ? { ...m, end: m.end + after[0].length } : m;
}

/**
 * The line's segments, and after each one whose text runs on from a key and its value into a party key of its own
 * ("Datum: 03.04.2026 Aussteller: Acme Ltd"), that key's part as a segment.
 */
function withRunOnKeys(segs: readonly Seg[]): Seg[] {
  const out: Seg[] = [];
  for (const seg of segs) {
    out.push(seg);
    for (const kind of ['buyer', 'seller'] as const) {
      const m = matchLabel(seg.f, kind);
      if (!m || m.start <= 1 || !keyAfterPair(seg.f, m.start, m.end)) continue;
      const part = segFrom(seg, m.start);
      if (part) out.push(part);
    }
  }
  return out;
}

/** A lone code with a digit ("2", "K-4711", "CUST0000123456"): an id, never a party's name. */
function isIdValue(text: string): boolean {
  return /^\S+$/.test(text) && /\d/.test(text);
}

/** Does the segment start with a seller/buyer word and with no label of another field ("Fournisseur F")? */
function startsWithPartyWord(seg: Seg): boolean {
  const m = matchLabel(seg.f, 'seller') ?? matchLabel(seg.f, 'buyer');
  if (!m || m.start > 1) return false;
  const rest = { ...seg, f: seg.f.slice(m.end).trim() };
  return !rest.f || !startsWithLabel(rest);
}

function isFieldLine(text: string): boolean {
  // "Nummer : 549910", "GLN 4000001123452", "Tel.: …"
  // (or a key alone over its value: "Business Name :")
  return /^[^:]{1,40}:\s*\S/.test(text) || /^\p{L}[^:]{0,39}[:：]$/u.test(text.trim()) || CONTACT_PREFIX.test(text);
}

/** field kinds of the document itself, whose labels end a party block */
const DOC_FIELDS = ['number', 'issueDate'] as const;

/** The block under (or right of) a party label: consecutive lines in the label's column. */
function blockAt(doc: Doc, line: DocLine, seg: Seg, labelEnd: number, skip: Set<number>): Block {
  const block: Block = { label: line, labelSeg: seg, lines: [], x0: seg.x0, x1: seg.x1 };
  const inline = seg.text.slice(labelEnd).replace(/^[\s:：\-–]+/, '').trim();
  if (inline) block.lines.push({ line, seg, text: inline });
  else {
    const idx = line.segs.indexOf(seg);
    const right = line.segs[idx + 1];
    // the name to the right of the label, unless the label heads a column of lines ("Avsender / Fjordlys Norge AS")
    const next = doc.lines[line.i + 1];
    // (a column of other keys below — "Dirección: …", "Localidad: …", or a document field's label without a colon:
    // "Customer | Harbour Labs" over "Invoice Number" — is a form of key/value lines: the name is the value)
    // (also a key whose colon is set apart in the next cell: "Seller | : NORDLICHT STUDIO" over "Address | : Hafenweg 7")
    const colonAfter = (l: DocLine, s: Seg) => /^[:：]/.test(l.segs[l.segs.indexOf(s) + 1]?.text.trim() ?? '');
    const columnBelow =
      !!next &&
      next.page === line.page &&
      next.y0 - line.y1 < 2 * line.size &&
      next.segs.some((s) => Math.abs(s.x0 - seg.x0) < 15 && !/^[\p{L}][\p{L} .()/-]{1,24}[:：]/u.test(s.text.trim()) && !docFieldLabel(s) && !colonAfter(next, s));
    // (nor is the cell right of it the next block's heading: "Bill to | Ship to" side by side, the names under them)
    if (right && right.x0 - seg.x1 < 120 && !startsWithLabel(right) && !columnBelow && !DELIVERY_HEADING.test(right.f)) block.lines.push({ line, seg: right, text: right.text.replace(/^[\s:：]+/, '') });
  }
  // where the label ends and its value starts (an inline value "Sold by: Acme Ltd." is placed by its share of the text)
  const perChar = (seg.x1 - seg.x0) / Math.max(1, seg.text.length);
  const labelX1 = inline ? seg.x0 + perChar * labelEnd : seg.x1;
  const valueX = !block.lines[0] ? null : block.lines[0].seg !== seg ? block.lines[0].seg.x0 : seg.x0 + perChar * seg.text.indexOf(inline);
  // a label over a right-aligned block ("INVOICE TO" over "Bluefin Harbour Corp." / "12 Mill Lane", each line ending
  // where the label ends and starting left of it): its lines are the ones that end under the label's end
  const first = doc.lines[line.i + 1];
  const rightAligned =
    !block.lines.length &&
    !!first &&
    first.page === line.page &&
    !first.segs.some((s) => s.x0 >= seg.x0 - 15 && s.x0 <= labelX1 + 20) &&
    first.segs.some((s) => Math.abs(s.x1 - seg.x1) <= 3 && s.x0 < seg.x0 - 15);
  // a heading centred over its column ("SPRZEDAWCA" | "NABYWCA" set in the middle of two columns, the names and
  // addresses flush left under them): no line below starts under it; the cell of the first line below that opens
  // left of it, in its column (right of the label line's previous cell), and whose column — up to the next cell or
  // the page edge — has the heading at its middle, is where the block's lines start
  let anchorX: number | null = null;
  if (!block.lines.length && !rightAligned && first && first.page === line.page && first.y0 - line.y1 < 2.2 * line.size && !first.segs.some((s) => s.x0 >= seg.x0 - 15 && s.x0 <= labelX1 + 20)) {
    const before = line.segs[line.segs.indexOf(seg) - 1];
    const left = first.segs.filter((s) => s.x1 > seg.x0 - (seg.x1 - seg.x0) * 2 && s.x0 < seg.x0 - 15 && (!before || s.x0 > before.x1)).pop();
    if (left) {
      const next = first.segs[first.segs.indexOf(left) + 1];
      const colRight = next ? next.x0 : line.pageWidth;
      const mid = (seg.x0 + seg.x1) / 2;
      if (Math.abs(mid - (left.x0 + colRight) / 2) < 0.25 * (colRight - left.x0) && (!next || next.x0 > seg.x1)) anchorX = left.x0;
    }
    if (anchorX !== null) block.x0 = anchorX;
  }
  let prev = line;
  for (let k = line.i + 1; k < doc.lines.length && block.lines.length < 8; k++) {
    const l = doc.lines[k]!;
    // the block ends at the page end, a wide gap or the line-item table
    if (l.page !== line.page || skip.has(l.i)) break;
    if (l.y0 - prev.y1 > 2.2 * Math.max(l.size, prev.size)) break;
    // block lines start under the label or aligned with the value right of it, not in a column further right
    const si = anchorX !== null
      ? l.segs.findIndex((s) => Math.abs(s.x0 - anchorX!) <= 3)
      : rightAligned
      ? l.segs.findIndex((s) => Math.abs(s.x1 - seg.x1) <= 3)
      : l.segs.findIndex((s) => s.x0 >= block.x0 - 15 && (s.x0 <= labelX1 + 20 || (valueX !== null && Math.abs(s.x0 - valueX) < 20)));
    // a line with nothing in the block's column is a blank line of the block: the gap is measured from the last member
    if (si < 0) continue;
    const s = l.segs[si]!;
    if (isBlockLabel(s)) break;
    // the document's own fields begin below the party: its title printed larger or bold ("Rechnung"), or the invoice
    // number or issue date under their own labels ("Rechnungs-Nr.: …") — not the party's, whatever follows them
    if (block.lines.length && ((TITLE.test(s.f) && (s.size > prev.size * 1.1 || s.bold)) || DOC_FIELDS.some((k) => {
      const m = matchLabel(s.f, k);
      return !!m && m.start === 0 && isNormalLabel(m);
    }))) break;
    // "Nummer      : 549910": the value column belongs to the same block line
    let text = s.text;
    let x1 = s.x1;
    for (let j = si + 1; j < l.segs.length; j++) {
      const n = l.segs[j]!;
      const keyWaiting = /[:：]\s*$/.test(text);
      if (keyWaiting) {
        // "Name:  Lieferant Nord GmbH & Co. KG" — the value of a key, whatever it starts with
        if (n.x0 - x1 > 320) break;
      } else {
        if (startsWithLabel(n) || n.x0 - x1 > 90) break;
        if (!/^[:：]/.test(n.text.trim())) break;
      }
      text = `${text} ${n.text}`;
      x1 = n.x1;
    }
    block.lines.push({ line: l, seg: s, text });
    block.x1 = Math.max(block.x1, s.x1);
    prev = l;
  }
  return block;
}

/** a delivery heading standing alone, maybe with one more word ("Ship to", "Delivery address", "Leveransadress:"), folded */
const DELIVERY_HEADING = new RegExp(`^(?:${alt(party((p) => p.delivery))})(?:\\s+\\p{L}+)?\\s*[:：]?$`, 'u');

/** a name or address key standing alone ("Company", "Name:", "Adresse") */
const KEY_ALONE = new RegExp(`^${alt([...party((p) => p.nameKeys), ...party((p) => p.addressKeys)])}$`, 'u');
const NAME_KEY = new RegExp(`^${alt(party((p) => p.nameKeys))}\\s*:\\s*(.+)$`, 'i');
/** a form's name key alone ("Company name", "Name"), folded */
const NAME_KEY_ALONE = new RegExp(`^${alt(party((p) => p.nameKeys))}$`, 'u');
/** a form's name key of two words or more opening a text with its value ("Company Name  Harbour Labs"), folded */
const NAME_KEY_LEAD = new RegExp(`^(?:${alt(party((p) => p.nameKeys).filter((k) => /\\s|\s/.test(k)))})\\s+\\S`, 'u');
const ADDRESS_KEYS = party((p) => p.addressKeys);
const ADDRESS_KEY = new RegExp(`^${alt(ADDRESS_KEYS)}\\s*:\\s*(.+)$`, 'i');
/** a label ending in an address key, maybe as the end of a compound ("Fakturaadress", "Rechnungsadresse", "Billing address"), folded */
const ADDRESS_KEY_END = new RegExp(`(?:${alt(ADDRESS_KEYS)})$`, 'u');
/** "Adresse de l'installation", "Site address": an address heading */
const ADDRESS_HEADING = new RegExp(`(?<![\\p{L}])${alt(ADDRESS_KEYS)}(?![\\p{L}])`, 'u');

const ATTENTION = party((p) => p.attention);
const CONTACT_PERSON = new RegExp(`^${alt(ATTENTION)}\\b|(?<![\\p{L}])${alt(party((p) => p.contactPerson))}(?![\\p{L}])`, 'u');
/** a form of address alone on its line ("Herrn", "Monsieur", "Mrs."), folded: the addressee's name is on the next line */
const SALUTATION_ALONE = new RegExp(`^(?:${alt(party((p) => p.salutations))})[\\s,:]*$`, 'u');
/** a letter's greeting opening a text ("Sehr geehrte", "Dear"), folded, with the blanks and comma after it */
const GREETING = new RegExp(`^(?:${alt(party((p) => p.greetings))})(?![\\p{L}])[\\s,]*`, 'u');
/** a form of address opening a text ("Herr …", "Mrs …") with more after it, folded */
const SALUTATION_START = new RegExp(`^(?:${alt(party((p) => p.salutations))})\\.?\\s+\\p{L}`, 'u');

/** Does the text address a person: a greeting or a form of address before a name ("Sehr geehrter Herr Maier", "Mr John Hill")? */
function addressesPerson(text: string): boolean {
  const f = foldKeep(text.trim());
  return GREETING.test(f) || SALUTATION_START.test(f);
}

/**
 * The name without a letter's greeting opening it ("Sehr geehrte Familie Berger" → "Familie Berger", "Dear Mr Hill" →
 * "Mr Hill"). Kept whole when nothing with two letters follows, or when a name with a legal form opens with the word
 * and no form of address follows it (a company named after the word).
 */
function withoutGreeting(name: string): string {
  const m = GREETING.exec(foldKeep(name));
  if (!m) return name;
  const rest = name.slice(m[0].length).trim();
  if (!/\p{L}{2}/u.test(rest)) return name;
  return LEGAL_FORM.test(name) && !SALUTATION_START.test(foldKeep(rest)) ? name : rest;
}

/** "ATTN: Harbour Labs Limited", "z. Hd.: …", "c/o …": the addressee after the attention mark */
const ATTENTION_LINE = new RegExp(`^${alt([...ATTENTION, 'c\\/o'])}\\.?\\s*:\\s*(\\S.*)$`, 'i');

/** an attention form opening a line, with or without its colon ("T.a.v. Inkoop", "Attn: Jane Doe"), folded */
const ATTENTION_START = new RegExp(`^${alt(ATTENTION)}\\.?(?:\\s|:)`, 'i');

/** Does the text end in a legal form ("… Freight B.V", "… Holding GmbH.")? */
function endsInLegalForm(text: string): boolean {
  const t = text.trim().replace(/[.,;:]+$/, '');
  const end = lastLegalFormEnd(t);
  return end > 0 && end >= t.length - 1;
}

/**
 * A legal form written out and split over two lines ("7KOLOR SPÓŁKA Z OGRANICZONĄ" / "ODPOWIEDZIALNOŚCIĄ"): the two
 * lines are one name when neither holds a legal form alone and together they end in one that starts on the first.
 */
function joinSplitLegalForms(texts: string[]): string[] {
  const out: string[] = [];
  for (let k = 0; k < texts.length; k++) {
    const t = texts[k]!;
    const next = texts[k + 1];
    if (next && !LEGAL_FORM.test(t) && !LEGAL_FORM.test(next) && !/\d/.test(next) && !isFieldLine(next) && /^\p{L}/u.test(next)) {
      const joined = `${t.replace(/[\s,;:]+$/, '')} ${next}`;
      const start = lastLegalFormStart(joined);
      if (endsInLegalForm(joined) && start >= 0 && start < t.length) {
        out.push(joined);
        k++;
        continue;
      }
    }
    out.push(t);
  }
  return out;
}

function partyFromBlock(block: Block, greet = true, streetFirst = true, splitForms = false): { name: string | null; address: string | null } {
  const lineTexts = block.lines.map((l) => l.text.trim()).filter(Boolean);
  const texts = splitForms ? joinSplitLegalForms(lineTexts) : lineTexts;
  // "Name: Lieferant Nord GmbH" / "Anschrift: Hafenweg 7" blocks
  const keyed = texts.map((t) => foldKeep(t));
  let ni = keyed.findIndex((t) => NAME_KEY.test(t));
  if (ni >= 0) {
    const valueAt = (k: number) => texts[k]!.slice(texts[k]!.indexOf(':') + 1).trim();
    // "Name: Sehr geehrter Herr Maier" and "Firma: Alpen Holding GmbH": the person addressed is the company's contact
    if (greet && addressesPerson(valueAt(ni)) && !LEGAL_FORM.test(valueAt(ni))) {
      const company = keyed.findIndex((t, k) => k !== ni && NAME_KEY.test(t) && LEGAL_FORM.test(valueAt(k)));
      if (company >= 0) ni = company;
    }
    const name = valueAt(ni);
    const address: string[] = [];
    const ai = keyed.findIndex((t) => ADDRESS_KEY.test(t));
    if (ai >= 0) {
      address.push(texts[ai]!.slice(texts[ai]!.indexOf(':') + 1).trim());
      for (const t of texts.slice(ai + 1)) {
        if (isFieldLine(t)) break;
        address.push(t);
      }
    }
    return { name, address: joinAddress(address) };
  }
  // a form's name key over its value ("Company name" in a row of keys, "Acme Logistics Ltd" under it), the key first
  // in the block: the value under it is the name
  const keyOver = block.lines.findIndex((l) => NAME_KEY_ALONE.test(foldKeep(l.text.trim()).replace(/[\s:：]+$/, '')));
  if (keyOver === 0 && block.lines[1]) {
    const key = block.lines[0]!;
    const under = block.lines[1]!;
    if (under.line.i === key.line.i + 1 && under.seg.x0 < key.seg.x1 && under.seg.x1 > key.seg.x0 && /\p{L}{2}/u.test(under.text)) {
      return { name: under.text.trim(), address: null };
    }
  }
  // "ATTN: Harbour Labs Limited" right above the street: the addressee is the party
  const first = texts[0] ?? '';
  const am = ATTENTION_LINE.exec(foldKeep(first));
  // the name in its printed spelling (folding keeps positions)
  const attn = am ? [am[0], first.slice(first.length - am[1]!.length)] : null;
  if (attn && texts[1] && (/^\d/.test(texts[1]) || POSTCODE_LINE.test(texts[1]))) {
    return { name: attn[1]!.trim(), address: texts.slice(1).filter((t) => !isFieldLine(t)).join(', ') || null };
  }
  // (a name may start with a digit when it carries a legal form: "3Qcode Sp. z o.o.", "1&1 Telecom GmbH")
  // (nor is a town with its postcode a name: "Springfield, Illinois 62704" under a street names no one)
  const nameLike = (t: string) =>
    !isFieldLine(t) && /\p{L}{2}/u.test(t) && (!/^\d/.test(t) || (LEGAL_FORM.test(t) && !isStreetLine(t))) && !/^\(.*\)$/.test(t) && !(POSTCODE_LINE.test(t) && !LEGAL_FORM.test(t)) &&
    // (nor is a street opening with a word, "J.H. Oortweg 21", in a block that prints the name, with its legal form,
    // under its address)
    !(nameBelow && isStreetLine(t));
  const nameBelow = streetFirst && texts.some((x, k) => k > 0 && LEGAL_FORM.test(x) && !isStreetLine(x) && !/^\d/.test(x.trim()));
  let nameIdx = texts.findIndex(nameLike);
  // "Contact Acheteur", "Attn. Jane Doe", "z. Hd. Herrn Meier" above the company: a contact person, not the party
  if (nameIdx >= 0 && CONTACT_PERSON.test(foldKeep(texts[nameIdx]!))) {
    const next = texts.findIndex((t, k) => k > nameIdx && nameLike(t));
    if (next >= 0) nameIdx = next;
  }
  // "Herrn" / "Jonas Beispielmann": a form of address over the name is no name
  if (nameIdx >= 0 && SALUTATION_ALONE.test(foldKeep(texts[nameIdx]!))) {
    const next = texts.findIndex((t, k) => k > nameIdx && nameLike(t));
    if (next >= 0) nameIdx = next;
  }
  // "Sehr geehrter Herr Mag. Maier" over "Alpen Holding GmbH", "Herr Thomas Schneider" over "TechSolutions GmbH,
  // Industriestraße 25": a person addressed by a greeting or a form of address, over a line naming a company by its legal
  // form, is the company's contact; the company is the party (setting partyGreeting)
  if (greet && nameIdx >= 0 && addressesPerson(texts[nameIdx]!) && !LEGAL_FORM.test(texts[nameIdx]!)) {
    const next = texts[nameIdx + 1];
    if (next && nameLike(next) && LEGAL_FORM.test(next) && !isStreetLine(next.split(',')[0]!)) nameIdx++;
  }
  if (nameIdx < 0) return { name: null, address: null };
  // the name comes before the address: a line after the block's postcode line (its country) names no one
  const post = texts.findIndex((t) => POSTCODE_LINE.test(t));
  if (post >= 0 && nameIdx > post && !LEGAL_FORM.test(texts[nameIdx]!)) return { name: null, address: null };
  // nor does a line after the block's street ("8A Quay Street" / "London" / "United Kingdom" / "SW1W 0EN": a British
  // address set without its name, the town after the street): without a legal form it is the town (setting
  // partyStreetNoName)
  if (streetFirst && nameIdx > 0 && texts.slice(0, nameIdx).some((t) => /^\d/.test(t.trim()) && isStreetLine(t)) && !LEGAL_FORM.test(texts[nameIdx]!)) {
    return { name: null, address: null };
  }
  let name = texts[nameIdx]!.replace(/[\s,;:]+$/, '');
  // a one-line party ("Sender: Maskinleie A/S, Industrivej 20, 2600 Glostrup"): the name ends at the first comma
  const comma = /^([^,]{3,}?),\s*(?=.*\d)/u.exec(name);
  if (comma) {
    const rest = name.slice(comma[0].length);
    name = comma[1]!;
    return { name, address: rest || null };
  }
  // a name wrapped onto the next line, which ends in its legal form ("Harbour Foods Netherlands" / "Freight B.V"); a
  // line repeating a word of the name is the legal name under a trading name ("Fjord Eiendom Bergen" /
  // "Bergen Fjord Eiendom AS"), no continuation
  const wrapped = texts[nameIdx + 1];
  const nameWords = new Set(foldKeep(name).match(/\p{L}{3,}/gu) ?? []);
  const wraps =
    !!wrapped &&
    !LEGAL_FORM.test(name) &&
    endsInLegalForm(wrapped) &&
    // (a word of its own before the legal form: "Company" alone under a name is left to the block's reading)
    /\p{L}{2}/u.test(foldKeep(wrapped).replace(LEGAL_FORM_ALL, '')) &&
    !/\d/.test(wrapped) &&
    !isFieldLine(wrapped) &&
    !isStreetLine(wrapped) &&
    !(foldKeep(wrapped).match(/\p{L}{3,}/gu) ?? []).some((w) => nameWords.has(w));
  if (wraps) name = `${name} ${wrapped.replace(/[\s,;:]+$/, '')}`;
  const address: string[] = [];
  const rest = texts.slice(nameIdx + (wraps ? 2 : 1));
  for (let k = 0; k < rest.length; k++) {
    const t = rest[k]!;
    // "T.a.v. Crediteurenadministratie", "Attn. Accounts": the addressee's contact, no line of the address
    if (ATTENTION_START.test(foldKeep(t))) continue;
    if (isFieldLine(t) || isContactText(t)) {
      // (an id line inside the address — "NIP: 5213938224" between the street and the postcode line — is passed over
      // when the postcode line follows right after it)
      const resumes = !address.some((a) => POSTCODE_ANYWHERE.test(a)) && rest.slice(k + 1, k + 2).some((n) => POSTCODE_LINE.test(n));
      if (address.length && !resumes) break;
      continue;
    }
    address.push(t);
    if (POSTCODE_ANYWHERE.test(t) && address.length >= 2) break;
  }
  return { name, address: joinAddress(address) };
}

/** An e-mail or web address, or a phone number alone ("rui@example.com", "+258 84 252 5842"): contact data, no address. */
function isContactText(t: string): boolean {
  return CONTACT_LINE.test(t) || /^\+?\(?\d[\d\s()./-]{6,}$/.test(t.trim()) || isIdLine(t);
}

/** A tax id with a short label and nothing else ("P. IVA IT01234567897", "VAT Reg. GB123456789"). */
function isIdLine(t: string): boolean {
  const ids = findVatIds(t);
  if (ids.length !== 1) return false;
  const rest = (t.slice(0, ids[0]!.index) + ' ' + t.slice(ids[0]!.index + ids[0]!.length)).replace(/[\s:：.#-]+/g, ' ').trim();
  return rest.length <= 16 && !/\d/.test(rest);
}

/** Of two readings of one address, the first unless only the second reaches its postcode. */
function fullerAddress(a: string | null, b: string | null): string | null {
  if (!a) return b;
  return b && !POSTCODE_LINE.test(a) && POSTCODE_LINE.test(b) ? b : a;
}

/** The address lines joined, each without the comma or semicolon it ends with ("Karnataka," → "Karnataka"). */
function joinAddress(lines: readonly string[]): string | null {
  const parts = lines.map((t) => t.replace(/[\s,;]+$/u, '')).filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/** Pages searched for party labels. */
/** "TG/pa", "DZ / fz": a dictation sign (the writer's and the typist's initials) */
const REFERENCE_CODE = /^\p{L}{1,4}\s?\/\s?\p{L}{1,4}$/u;

/**
 * A dictation sign or file code ("TG/pa", "DZ/fz": initials over initials beside an "our reference" label) is a
 * reference, not a company: the party is left empty for the evidence that follows.
 */
function dropReferenceCodes(...parties: Party[]): void {
  for (const p of parties) {
    if (p.name && REFERENCE_CODE.test(p.name.trim())) {
      p.name = null;
      p.address = null;
    }
  }
}

const PARTY_PAGES = 2;

/**
 * A party label run into its name's cell whose block hangs under the name (setting `partyLabelHanging`): the label's
 * words end at `labelEnd` of the folded text, the next line (close below) has a cell opening under the first word after
 * them and none under the label. Returns where the value starts in the segment's text, or -1.
 */
function hangingLabel(doc: Doc, line: DocLine, seg: Seg, labelEnd: number): number {
  if (doc.settings.partyLabelHanging <= 0) return -1;
  const k = seg.f.slice(0, labelEnd).trim().split(/\s+/).length;
  const value = seg.words[k];
  const next = doc.lines[line.i + 1];
  if (!value || !next || next.page !== line.page || next.y0 - line.y1 > 2 * line.size) return -1;
  const tol = 0.3 * line.size;
  if (!next.segs.some((s) => Math.abs(s.x0 - value.x0) <= tol) || next.segs.some((s) => Math.abs(s.x0 - seg.x0) <= tol)) return -1;
  return seg.words.slice(0, k).map((w) => w.text).join(' ').length;
}

export function readParties(doc: Doc, skip: Set<number>): { seller: Party; buyer: Party } {
  const seller: Party = { name: null, vatId: null, address: null };
  const buyer: Party = { name: null, vatId: null, address: null };
  let buyerBlock: Block | null = null;
  let sellerBlock: Block | null = null;
  // under the item table (or the body of a letter) a party word may name a role in the payment (a transfer slip's
  // "Mottagare", "Empfänger"): a word naming the other role there is not this party's label ("Mottagare" is the payee, the seller — not the
  // invoice's recipient)
  let tableEnd = Infinity;
  for (const i of skip) tableEnd = tableEnd === Infinity ? i : Math.max(tableEnd, i);
  for (const line of doc.lines) {
    // the parties are introduced on the first pages; a long document's later pages are not searched
    if (line.page > PARTY_PAGES || (buyerBlock && sellerBlock)) break;
    if (skip.has(line.i)) continue;
    for (const seg of withRunOnKeys(line.segs)) {
      for (const kind of ['buyer', 'seller'] as const) {
        const m = withNameKey(seg.f, matchLabel(seg.f, kind));
        // (with no item table — a letter stating its amounts in a sentence — the lower half of the page is below its body)
        const belowBody = tableEnd === Infinity ? line.y0 > line.pageHeight / 2 : line.i > tableEnd;
        if (m && belowBody && paymentRole(seg.f, kind === 'seller' ? 'buyer' : 'seller')) continue;
        if (!m || m.start > 1) continue;
        // a label and its translation ("Rechnungsempfänger | Recipient") are one label
        const translated = doc.settings.partyLabelTranslation > 0 && translatedLabel(seg.f.slice(m.end), kind);
        const after = translated ? seg.f.slice(m.end).trim().replace(/^[^:]*/, '') : seg.f.slice(m.end).trim();
        // a label set in a column of its own left of its block, run into the name's cell ("Aan Harbour B.V." over
        // "Kade 12" set under the name): the label's value starts where the block's lines below start
        const hanging = !!after && !/^[:/(]/.test(after) ? hangingLabel(doc, line, seg, m.end) : -1;
        // a label alone, or followed by ':' and a value ("Lieferant Nord GmbH" is a name, not a label) — or a phrase
        // ending in a preposition that the name completes ("Sold by Acme Ltd", "Venduto da Amazon EU S.à r.l.")
        // (nor does a name start with an address heading: "Fakturaadress Emma Lindqvist" is the heading and its first line)
        if (hanging < 0 && after && !/^[:/(]/.test(after) && !(PREPOSITION_END.test(seg.f.slice(m.start, m.end)) && /^[\p{L}\d]/u.test(after)) && !ADDRESS_KEY_END.test(seg.f.slice(m.start, m.end))) continue;
        if (/^[/(]/.test(after) && /:\s*\S/.test(after)) continue;
        // "Customer: 10023", "Kunde: K-4711": a customer number, not the customer's block (also with the number in the
        // next cell on its right)
        if (kind === 'buyer' && after.startsWith(':') && isIdValue(after.slice(1).trim())) continue;
        const right = line.segs[line.segs.indexOf(seg) + 1];
        if (kind === 'buyer' && after === ':' && right && isIdValue(right.text.trim())) continue;
        // "De : 01/03/2025  À : 31/03/2025": a short preposition before a date or number is a period, not a party
        if (m.end - m.start <= 3 && /^:\s*\d/.test(after)) continue;
        // "Condición: … / Vendedor: JHONATAN ZAERA / Fecha: …": a key with its value on its right, among the keys of a
        // details column, is that field (the salesperson), not the party's block
        // (a seller word may name a person's role — the salesperson; a buyer key among them, "Bill To:", is the buyer's)
        if (kind === 'seller' && after.startsWith(':') && !after.slice(1).trim() && line.segs[line.segs.indexOf(seg) + 1] && amongDetailKeys(doc, line, seg)) continue;
        const colon = seg.text.indexOf(':', m.end);
        const labelEnd = hanging >= 0 ? hanging : colon >= 0 ? colon + 1 : translated || /^[/(]/.test(after) ? seg.text.length : m.end;
        if (kind === 'buyer' && !buyerBlock) buyerBlock = blockAt(doc, line, seg, labelEnd, skip);
        if (kind === 'seller' && !sellerBlock) sellerBlock = blockAt(doc, line, seg, labelEnd, skip);
      }
    }
  }
  const sender = sellerBlock ? null : findSenderLine(doc, skip);
  // a block under a party label ("Bill to", "Lieferant") is stronger evidence of its role than an address window
  const buyerLabelled = !!buyerBlock;
  const sellerLabelled = !!sellerBlock;
  if (!buyerBlock) buyerBlock = addressWindow(doc, skip, sellerBlock, sender);
  const greet = doc.settings.partyGreeting > 0;
  const streetFirst = doc.settings.partyStreetNoName > 0;
  const splitForms = doc.settings.partyLegalFormSplit > 0;
  if (buyerBlock) Object.assign(buyer, partyFromBlock(buyerBlock, greet, streetFirst, splitForms));
  if (sellerBlock) Object.assign(seller, partyFromBlock(sellerBlock, greet, streetFirst, splitForms));
  dropReferenceCodes(seller, buyer);
  if (!seller.name) {
    // the table's header and the lines right around it are not letterhead (a page footer further down may be)
    const near = new Set(skip);
    const gap = doc.settings.tableNeighbourGapEm * doc.bodySize;
    for (const i of skip) {
      const at = doc.lines[i];
      if (!at) continue;
      for (let d = -2; d <= 2; d++) {
        const o = doc.lines[i + d];
        if (o && o.page === at.page && !o.furniture && (o.y0 > at.y1 ? o.y0 - at.y1 : at.y0 - o.y1) <= gap) near.add(i + d);
      }
    }
    if (sender) near.add(sender.line.i);
    const s = prominentCompany(doc, buyerBlock, buyer.name, near);
    // the return-address line names the sender; a letterhead name it starts with (or that starts it) is the full spelling
    const letterhead = s && sender && !sameStart(s.name, sender.name) ? null : s;
    // sharing a start, the longer spelling is the full name (a logo word "kessler+roth" over "Kessler & Roth GmbH · …")
    if (letterhead && sender && sender.name.length > letterhead.name.length) {
      seller.name = sender.name;
      seller.address = fullerAddress(letterhead.address, sender.address);
    } else if (letterhead) {
      seller.name = letterhead.name;
      seller.address = fullerAddress(letterhead.address, sender?.address ?? null);
    } else if (sender) {
      seller.name = sender.name;
      seller.address = sender.address;
    }
  }
  dropReferenceCodes(seller);
  // a letterhead of its own at the top of page 1: a name in body type over its address and then its contact lines (a
  // tradesman's invoice with name, street, town, phone and e-mail set flush right, no legal form)
  if (!seller.name) {
    const h = footerSender(doc, skip, 'top', buyerBlock);
    if (h && !(buyer.name && normKey(h.name) === normKey(buyer.name))) {
      seller.name = h.name;
      seller.address = h.address;
    }
  }
  // no seller yet and the recipient found: another name-and-address block in the top third of page 1 is the sender's
  // (a vendor bill with the partner's address top left and the recipient's window top right, no legal form or larger
  // type to stand out)
  if (!seller.name && buyerBlock && !sellerLabelled) {
    const taken = new Set(buyerBlock.lines.map((l) => l.line.i));
    const other = addressBlocks(doc, skip, null, sender).find(
      (b) => b.label.y0 < b.label.pageHeight / 3 && !b.lines.some((l) => taken.has(l.line.i) && overlapsX(l.seg, buyerBlock!)),
    );
    const p = other ? partyFromBlock(other, greet, streetFirst, splitForms) : null;
    // (a block that opens with its street — "Fakestreet 46", the name being a logo — names no one)
    const named = !!p?.name && (!/\d/.test(p.name) || LEGAL_FORM.test(p.name)) && !isStreetLine(p.name) && !STREET.test(p.name.trim());
    if (p?.name && named && !(buyer.name && normKey(p.name) === normKey(buyer.name))) {
      seller.name = p.name;
      seller.address = p.address;
    }
  }
  // a footer block of its own: a name, its address, its contact lines (a freelancer's invoice that prints the sender
  // only at the foot of the page, in body type, no legal form)
  if (!seller.name) {
    const f = footerSender(doc, skip);
    if (f && !(buyer.name && normKey(f.name) === normKey(buyer.name))) {
      seller.name = f.name;
      seller.address = f.address;
    }
  }
  // a legal notice at the foot of page 1 that opens with a company name and its address (the letterhead's name a logo)
  if (!seller.name) {
    const f = findSenderLine(doc, skip, 'foot');
    if (f && !(buyer.name && normKey(f.name) === normKey(buyer.name))) {
      seller.name = f.name;
      seller.address = f.address;
    }
  }
  // a name the legal notice at the foot of page 1 prints as its address ("Altmark v.o.s. · Lipová 7 · 602 00 Brno"
  // under a letterhead opening with "Lipová 7", its name a logo): the street, and the notice names the seller
  if (seller.name && /\d/.test(seller.name)) {
    const f = findSenderLine(doc, skip, 'foot');
    if (f && normKey(f.address).startsWith(normKey(seller.name)) && !(buyer.name && normKey(f.name) === normKey(buyer.name))) {
      seller.name = f.name;
      seller.address = f.address;
    }
  }
  // a name without a legal form over an address that the legal notice at the foot of page 1 prints after a company's
  // name with its legal form (a slogan set under a logo, "Quality you can rely on", over the letterhead's street): the
  // notice names the company the address is of (setting `sellerNameFromNotice`)
  if (seller.name && seller.address && doc.settings.sellerNameFromNotice > 0 && !LEGAL_FORM.test(seller.name) && !/\d/.test(seller.name)) {
    const f = findSenderLine(doc, skip, 'foot');
    const street = (a: string) => normKey(a.split(/[,·|]/)[0]!);
    if (f && LEGAL_FORM.test(f.name) && street(f.address) && street(f.address) === street(seller.address) && !(buyer.name && normKey(f.name) === normKey(buyer.name))) seller.name = f.name;
  }
  // failing all else, the holder of the account the invoice asks to pay into ("Titulaire du compte : NETPRESSE")
  if (!seller.name) {
    const holder = accountHolderName(doc);
    if (holder && !(buyer.name && normKey(holder) === normKey(buyer.name))) seller.name = holder;
  }
  for (const p of [seller, buyer]) {
    if (!p.name) continue;
    p.name = withoutTradingName(withoutLeadWord(doc, nameOnly(p.name)));
    if (greet) p.name = withoutGreeting(p.name);
    // a heading or a table column head is not a company ("Leveres til", "Descrição", "Code"), nor is a legal form
    // alone ("SLU", "GmbH": a word of a name printed apart from it): empty rather than wrong
    if (!p.name || isHeadingText(p.name) || legalFormOnly(p.name)) {
      p.name = null;
      p.address = null;
    }
  }
  const ids = assignVatIds(doc, buyerBlock, sellerBlock, buyer.name);
  buyer.vatId = ids.buyer;
  seller.vatId = ids.seller;
  // seller and buyer are never the same entity: the role with the weaker evidence is left empty (not guessed)
  if (buyer.name && seller.name && normKey(buyer.name) === normKey(seller.name)) {
    const dropBuyer = sellerLabelled && !buyerLabelled;
    const gone = dropBuyer ? buyer : seller;
    gone.name = null;
    gone.address = null;
  }
  // (one VAT id printed in both blocks stays with both: the page states it so, and the names tell the entities apart)
  return { seller, buyer };
}

/**
 * A name printed again on its own after a short word: "For Harbourline Traders" over "Authorised Signatory" (a
 * signature's closing, where the letterhead prints "Harbourline Traders") is the name without that word. Evidence: a
 * segment of the document equal to the rest, a name of two words or more.
 */
function withoutLeadWord(doc: Doc, name: string): string {
  const m = /^(\p{L}{2,4})\s+(\S.*)$/u.exec(name.trim());
  // (a name of two words or more, not a heading: an article before a heading word, "THE CUSTOMER" under "CUSTOMER:", stays)
  if (!m || !/^\p{Lu}/u.test(m[2]!) || !/\s/.test(m[2]!.trim()) || isHeadingText(m[2]!)) return name;
  const rest = normKey(m[2]!);
  return doc.lines.some((l) => l.segs.some((sg) => normKey(sg.text) === rest)) ? m[2]! : name;
}

/** "doing business as", "t/a", "trading as" between a legal name and a trading name (lexicon `tradingAs`), folded */
const TRADING_AS = new RegExp(`\\s(?:${alt(party((p) => p.tradingAs))})(?:\\s|$)`, 'u');

/**
 * The legal name of "Acme Inc. doing business as Acme", "ACME LTD T/A ACME RETAIL": the company the invoice binds is
 * the one before the phrase (the trading name after it is a brand, and it is what a wrapped line cuts off). Kept whole
 * when nothing with two letters stands before it.
 */
function withoutTradingName(name: string): string {
  const m = TRADING_AS.exec(foldKeep(name));
  if (!m) return name;
  // ("Trading AS" with a capital AS is a company's name and its Norwegian or Danish legal form, "Quercus Trading AS")
  const printed = name.slice(m.index, m.index + m[0].length);
  if (/\sAS\s*$/.test(printed) && /trading/i.test(printed)) return name;
  const head = name.slice(0, m.index).replace(/[\s,;·|–-]+$/u, '');
  return /\p{L}{2}/u.test(head) ? head : name;
}

/**
 * A name without the address run on after a separator ("Tessera S.A. · ul. Świętokrzyska, 93 · 80-001 Gdańsk" →
 * "Tessera S.A."): the text before the first separator when a later part carries a figure.
 */
function nameOnly(name: string): string {
  const parts = name.split(SENDER_SEP).map((x) => x.trim()).filter(Boolean);
  const head = parts.length >= 2 && parts.slice(1).some((x) => /\d/.test(x)) ? parts[0]! : name;
  // an e-mail or web address run on after the name ("TechCloud Solutions GmbH support@techcloud.com") is contact data
  const contact = /\s(?:\S+@\S+\.\p{L}{2,}|(?:https?:\/\/|www\.)\S+)/u.exec(head);
  return withoutDepartment(contact && /\p{L}{2,}/u.test(head.slice(0, contact.index)) ? head.slice(0, contact.index).replace(/[\s,;·|–-]+$/u, '') : head);
}

/** a department word opening the text after a name's legal form ("Acme AG Abteilung Buchhaltung"), folded */
const DEPARTMENT_AFTER = new RegExp(`^\\s*[,·|–-]?\\s*${alt(party((p) => p.departments))}(?![\\p{L}])`, 'u');

/** a department word opening a text ("Afdeling …", "Abteilung …"), folded */
const DEPARTMENT_FIRST = new RegExp(`^${alt(party((p) => p.departments))}(?![\\p{L}])`, 'u');

/** a document title alone ("Faktura", "Invoice", "Rechnung"), folded */
const TITLE_ALONE = new RegExp(`^${alt(party((p) => p.titles))}$`, 'iu');

/** The name up to its legal form when a department or the document's title follows it. */
function withoutDepartment(name: string): string {
  const end = lastLegalFormEnd(name);
  if (end <= 0 || end >= name.length) return name;
  const rest = foldKeep(name.slice(end)).trim();
  // (so is the document's title printed on the name's line: "Snickeri Berg AB   Faktura")
  return DEPARTMENT_AFTER.test(rest) || TITLE_ALONE.test(rest) ? name.slice(0, end).trim() : name;
}

/** A text that is legal forms and punctuation only ("SLU", "GmbH"). */
function legalFormOnly(name: string): boolean {
  const folded = foldKeep(name);
  const rest = folded.replace(LEGAL_FORM_ALL, ' ');
  return rest !== folded && !/\p{L}{2}/u.test(rest);
}

/** A party heading, a delivery heading or a column head of the item table, read as a name. */
function isHeadingText(name: string): boolean {
  const f = foldKeep(name).replace(/[:\s]+$/, '').trim();
  if (!f) return false;
  // a form's key alone ("Company", "Name", "Address") names no one
  if (KEY_ALONE.test(f)) return true;
  for (const kind of ['buyer', 'seller'] as const) {
    const m = matchLabel(f, kind);
    if (m && m.start === 0 && m.end >= f.length - 1) return true;
  }
  if (LEGAL_FORM.test(name)) return false;
  // a department alone ("Afdeling Inkoop", "Financiële administratie", "Department of Accounts") names no company: a
  // page footer that opens with the department sending the invoice, the company's name being a logo
  if (DEPARTMENT_FIRST.test(f) && (f.match(/\p{L}+/gu) ?? []).length <= 3) return true;
  // a column head is a word or two ("Descrição", "Product / Service"), not a company name that contains one
  return DELIVERY.test(f) || ((f.match(/\p{L}+/gu) ?? []).length <= 2 && headerConcept(name) !== null);
}

/**
 * A letterhead name without a legal form whose next line in the same type and column ends in one ("Recht & Partner" /
 * "Rechtsanwälte OG", "Strategia Business Consulting" / "GmbH"): the name wrapped, joined. The continuation starts or
 * ends where the name does, is less than an em below it (a small line set in another column may lie between), and
 * holds no digit.
 */
function withWrappedLegalForm(doc: Doc, line: DocLine, seg: Seg, name: string): string {
  if (seg.text.trim() !== name) return name;
  const tol = doc.settings.alignTolerance;
  const sameCell = (c: Seg) => Math.abs(c.size - seg.size) <= 0.05 * seg.size && (Math.abs(c.x0 - seg.x0) < tol || Math.abs(c.x1 - seg.x1) < tol);
  if (LEGAL_FORM.test(name)) {
    // the name's last line picked: its first line above, with no legal form of its own and sharing no word with it
    for (let k = line.i - 1; k >= 0 && k >= line.i - 2; k--) {
      const prev = doc.lines[k]!;
      if (prev.page !== line.page || line.y0 - prev.y1 > seg.size) break;
      const head = prev.segs.find(sameCell);
      if (!head) continue;
      const t = head.text.trim();
      const words = new Set(foldKeep(name).match(/\p{L}{3,}/gu) ?? []);
      const ok = !LEGAL_FORM.test(t) && /\p{L}{2}/u.test(t) && !/\d/.test(t) && !isFieldLine(t) && !isBlockLabel(head) && !TITLE.test(foldKeep(t)) && !(foldKeep(t).match(/\p{L}{3,}/gu) ?? []).some((w) => words.has(w));
      return ok && endsInLegalForm(name) ? `${t} ${name}` : name;
    }
    return name;
  }
  for (let k = line.i + 1; k < doc.lines.length && k <= line.i + 2; k++) {
    const next = doc.lines[k]!;
    if (next.page !== line.page || next.y0 - line.y1 > seg.size) break;
    const cont = next.segs.find(sameCell);
    if (!cont) continue;
    const t = cont.text.trim();
    return endsInLegalForm(t) && !/\d/.test(t) && !isFieldLine(t) ? `${name} ${t}` : name;
  }
  return name;
}

/** Does one name start with the other ("Nordwind" / "Nordwind Fuhrparkservice GmbH"), ignoring case and punctuation? */
function sameStart(a: string, b: string): boolean {
  const norm = (t: string) => foldKeep(t).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const x = norm(a);
  const y = norm(b);
  return !!x && !!y && (`${x} `.startsWith(`${y} `) || `${y} `.startsWith(`${x} `));
}

/** The most prominent company line on page 1: legal form, larger font, bold, higher on the page. */
function prominentCompany(doc: Doc, buyerBlock: Block | null, buyerName: string | null, skip: Set<number>): { name: string; address: string | null } | null {
  // (`vat`: a notice that carries a VAT id, the paid party's own, in its line)
  type Pick = { line: DocLine; seg: Seg; name: string; score: number; evidence?: boolean; vat?: boolean };
  let bestLine: Pick | null = null;
  let bestNotice: Pick | null = null;
  const standouts: Pick[] = [];
  // the buyer block's segments (not whole lines: the letterhead often shares lines with the recipient block)
  const buyerSegs = new Set<Seg>(buyerBlock ? [buyerBlock.labelSeg] : []);
  for (const m of buyerBlock?.lines ?? []) {
    buyerSegs.add(m.seg);
    // "4006      BERGEN": the city printed apart from its postcode
    const next = m.line.segs[m.line.segs.indexOf(m.seg) + 1];
    if (next && next.x0 - m.seg.x1 < 60) buyerSegs.add(next);
  }
  const firstLineOfPage1 = doc.lines.find((l) => l.page === 1)?.i ?? -1;
  for (const line of doc.lines) {
    if (line.page !== 1) break;
    if (skip.has(line.i)) continue;
    for (const seg of line.segs) {
      if (buyerSegs.has(seg)) continue;
      let t = seg.text.trim();
      // margin text set sideways names the seller only as a legal notice with its VAT id (else it is a printer's or
      // program's imprint: "Printed with Acme Office AS")
      if (line.margin && !(t.length > 60 && findVatIds(t).length > 0)) continue;
      // a one-line legal notice "Acme GmbH · Geschäftsführer: … · HRB 1234": its first part when that is a name with a
      // legal form, taken only when no line stands out on its own
      let notice = false;
      let vatNotice = false;
      let noticeVat = false;
      if (t.length > 60) {
        const parts = t.split(SENDER_SEP).map((p) => p.trim());
        const head = legalNameHead(parts[0]!);
        // "Vivai Rossi · Via Roma 8 · 50012 Bagno a Ripoli · P.IVA 02847193058": name, address and VAT id in one line
        vatNotice =
          parts.length >= 3 &&
          !/\d/.test(head) &&
          parts.slice(1).some((p) => POSTCODE_LINE.test(p)) &&
          parts.slice(1).some((p) => findVatIds(p).length > 0 || (!!matchLabel(foldKeep(p), 'vatId') && /\d{8}/.test(p.replace(/[\s.]/g, ''))));
        if (head === t || (!LEGAL_FORM.test(head) && !vatNotice) || !/\p{L}{2}/u.test(foldKeep(head).replace(LEGAL_FORM_FOLDED, ''))) continue;
        noticeVat = findVatIds(t).length > 0;
        t = head;
        notice = true;
      }
      // "Acme Supplies Ltd, 1 High Street, London": the name ends at its legal form when the address runs on after it
      if (!notice) t = legalNameHead(t);
      if (t.length < 3 || t.length > 60) continue;
      // "1, rue du Fournisseur", "Via Roma, 124": a street, not a name
      if ((/^\d/.test(t) && !LEGAL_FORM.test(t)) || isStreetLine(t)) continue;
      // "2011 AB Haarlem": a Dutch postcode and town, not a Swedish "AB"
      if (/^\d{4}\s?[A-Z]{2}\s+\p{L}/u.test(t)) continue;
      if (!/\p{L}{2}/u.test(t)) continue;
      // "€ HT", "€ TTC": a currency sign with a short word heads an amount column
      if (/\p{Sc}/u.test(t) && (t.match(/\p{L}/gu) ?? []).length <= 3) continue;
      // "Pagare €", "Zu zahlen €", "Amount $": words closed by a currency sign label a total or an amount column, set
      // bold beside its figure; a name ends in no currency sign
      if (/\s\p{Sc}$/u.test(t) && !LEGAL_FORM.test(t)) continue;
      // "Remise à Zéro      : 12/01/2020": a key whose value, after its colon, stands apart on the line (and that
      // value, colon first, is no name either)
      if (/^\s*[:：]/.test(t) || /^\s*[:：]/.test(line.segs[line.segs.indexOf(seg) + 1]?.text ?? '')) continue;
      // "Company Name  Harbour Labs" in the invoice's list of details (a custom field naming the customer) is a key
      // and its value, however the key's "Company" reads as a legal form
      if (NAME_KEY_LEAD.test(foldKeep(t))) continue;
      // "Fournisseur F", "Lieferant Nord GmbH": a party word that is not a label alone may start a name in large type
      if (isBlockLabel(seg) || isFieldLine(t)) continue;
      // a payment or reference key standing alone ("Debiteurnummer", "Onze referentie" beside its value) is no name,
      // however its type stands out
      if (bareLabelAt(seg)) continue;
      // the account holder's line ("t.n.v Fietskoerier Oost" under the IBAN) names the seller after its label (read last,
      // when nothing else names one), not with it
      if (ACCOUNT_HOLDER_OPEN.test(seg.f)) continue;
      // the value of a label beside or over it is that field's, no name ("Ihre Referenz: MM/lh", "Contacto  Martin",
      // "Deres ref." over "QP/dj") — unless the label is a party's ("Lieferant: Acme GmbH") or the value is a name with a
      // legal form (words, not initials such as "LF/da")
      if (!(LEGAL_FORM.test(t) && /\s/.test(t)) && labelledValue(doc, line, seg)) continue;
      if (startsWithLabel(seg) && !(startsWithPartyWord(seg) && (LEGAL_FORM.test(t) || seg.size >= doc.bodySize * doc.settings.largeNameSizeRatio))) continue;
      // a name under a buyer or delivery heading ("Ship to", "Mottaker") is that party's, not the letterhead's
      const heading = foldKeep(headingAbove(doc, line, seg));
      if (heading && (DELIVERY.test(heading) || matchLabel(heading, 'buyer'))) continue;
      // the buyer's name again ("Fjordby kommune" beside "Fjordby Kommune Fakturamottak")
      if (buyerName && sameStart(t, buyerName)) continue;
      if (/\d{3,}/.test(t) && !LEGAL_FORM.test(t)) continue;
      if (/\d[.,]\d{2}(?!\d)/.test(t) || /^[(\[]/.test(t) || /[:：]$/.test(t)) continue;
      // a party or delivery heading standing alone ("Odbiorca", "Ship to") is no name, however it stands out
      if (isHeadingText(t)) continue;
      // a sentence ("Thank you for your order.") and a number with a few letters ("DK 12 25 92 63") are no names
      // (nor is an exclamation or a question: "¡prueba!", "Thank you!"; nor a title ending in its title word)
      if (!LEGAL_FORM.test(t) && (/[!¡?¿]/.test(t) || TITLE_END.test(foldKeep(t).trim()))) continue;
      if (!LEGAL_FORM.test(t) && ((/[.!]$/.test(t) && t.split(/\s+/).length >= 3) || (t.match(/\d/g)?.length ?? 0) > (t.match(/\p{L}/gu)?.length ?? 0))) continue;
      if (ADDRESS_WORD.test(foldKeep(t))) continue;
      // a column heading ("Services", "Unit price") is no name, unless it heads a block with a VAT id ("Acme Services")
      if (!LEGAL_FORM.test(t) && headerConcept(t) && !vatBlock(doc, line, seg)) continue;
      // codes ("VATEX-EU-IC") and references ("Nos références", "Your order") are not names
      // (a legal notice's name glued to its legal form is none: "ACME-SA au capital de …")
      if ((/^[A-Z0-9]+(?:-[A-Z0-9]+)+$/.test(t) && !(notice && LEGAL_FORM.test(t))) || isIdValue(t)) continue;
      if (/(?:^|\s)ref\./i.test(foldKeep(t))) continue;
      if (REFERENCE_WORD.test(foldKeep(t)) && !LEGAL_FORM.test(t)) continue;
      // headings of other blocks
      if (OTHER_HEADING.test(foldKeep(t)) && !LEGAL_FORM.test(t)) continue;
      const inVatBlock = vatBlock(doc, line, seg);
      // (or it opens the page on the line of the document's title: "STACKINSAT            FACTURE")
      // (not a placeholder: "LOGO LE FOURNISSEUR")
      const besideTitle =
        line.i === firstLineOfPage1 && line.segs.some((o) => o !== seg && TITLE.test(o.f.trim())) && !TITLE.test(seg.f.trim()) && !DECOR.test(foldKeep(t));
      // a name stands out: legal form, larger or bold type, or the block with the VAT id
      if (!LEGAL_FORM.test(t) && seg.size < doc.bodySize * doc.settings.standoutSizeRatio && !seg.bold && !inVatBlock && !vatNotice && !besideTitle) continue;
      let score = 0;
      // a name followed by its address and VAT id is as good as a legal form
      if (vatNotice) score += 3;
      if (inVatBlock) score += 2;
      if (besideTitle) score += 1;
      if (LEGAL_FORM.test(t)) score += 3;
      // (a legal notice with its VAT id is set small: its type takes nothing off)
      const sizeScore = Math.min(3, (seg.size / doc.bodySize - 1) * 4);
      score += noticeVat ? Math.max(0, sizeScore) : sizeScore;
      if (seg.bold) score += 0.5;
      score += 1 - line.y0 / line.pageHeight;
      if (/^(?:\(c\)|©|copyright)/i.test(t)) score -= 5;
      if (TITLE.test(foldKeep(t))) score -= 5;
      if (DECOR.test(foldKeep(t))) score -= 2;
      if (notice) {
        if (!bestNotice || score > bestNotice.score) bestNotice = { line, seg, name: t, score, vat: noticeVat };
      } else {
        const pick = { line, seg, name: t, score, evidence: LEGAL_FORM.test(t) || inVatBlock || vatNotice };
        standouts.push(pick);
        if (!bestLine || score > bestLine.score) bestLine = pick;
      }
    }
  }
  // a legal notice naming a company with its legal form and VAT id ("Acme SA au capital de … TVA FR…") outweighs a line
  // that only stands out by its type, with no legal form and no VAT id of its own (a key, a heading, a notice)
  if (bestNotice?.vat && bestNotice.score >= 1 && bestLine && !bestLine.evidence) return { name: bestNotice.name, address: null };
  if (bestLine && bestLine.score >= 1) {
    // a logo word ("BLUE HERON") beside a letterhead that spells the name out ("Blue Heron Outfitters"): the full name
    const top = bestLine.line.pageHeight / 3;
    const full = standouts.find((c) => c !== bestLine && c.line.y0 < top && c.name.length > bestLine!.name.length && sameStart(c.name, bestLine!.name));
    const pick = full ?? bestLine;
    const name = doc.settings.letterheadNameWrap > 0 ? withWrappedLegalForm(doc, pick.line, pick.seg, pick.name) : pick.name;
    return { name, address: letterheadAddress(doc, pick.line, pick.seg, pick.name, skip, buyerSegs) };
  }
  if (bestNotice && bestNotice.score >= 1) return { name: bestNotice.name, address: letterheadAddress(doc, bestNotice.line, bestNotice.seg, bestNotice.name, skip, buyerSegs) };
  return null;
}

/**
 * The letterhead's address: the rest of the name's own cell after it ("Acme Supplies Ltd, 1 High Street, London",
 * "Acme GmbH · Lindenstraße 12 · 80333 München"), else the lines right under the name — each within
 * `letterheadLineGapEm` body sizes of the one before, with a cell that starts where the name starts (or ends where it
 * ends: a letterhead set flush right), at most `letterheadAddressLines` lines. Each cell is split at its separators
 * ("·", "|"); contact data, ids and field lines are passed over; the address runs from the first part that is a street
 * or a postcode line to the last one (an address names a street or a postcode: a slogan under the name is none).
 */
function letterheadAddress(doc: Doc, line: DocLine, seg: Seg, name: string, skip: Set<number>, taken: Set<Seg>): string | null {
  const s = doc.settings;
  const parts: string[] = [];
  const own = seg.text.trim();
  const at = own.indexOf(name);
  const rest = at >= 0 ? own.slice(at + name.length).replace(/^[\s,;·|•–—-]+/u, '') : '';
  if (rest) parts.push(...rest.split(SENDER_SEP));
  else {
    let prev = line;
    for (let k = line.i + 1; k < doc.lines.length && k <= line.i + s.letterheadAddressLines; k++) {
      const l = doc.lines[k]!;
      if (l.page !== line.page || skip.has(l.i) || l.y0 - prev.y1 > s.letterheadLineGapEm * Math.max(l.size, doc.bodySize)) break;
      const cell = l.segs.find((x) => !taken.has(x) && (Math.abs(x.x0 - seg.x0) <= l.size || Math.abs(x.x1 - seg.x1) <= l.size));
      if (!cell) break;
      parts.push(...cell.text.split(SENDER_SEP));
      prev = l;
    }
  }
  const kept = parts
    .map((p) => p.trim())
    .filter((p) => p && !isContactText(p) && !isFieldLine(p) && !CONTACT_PREFIX.test(foldKeep(p)) && !findVatIds(p).length && !TITLE.test(foldKeep(p)));
  const addressy = (p: string) => isStreetLine(p) || STREET.test(p) || POSTCODE_LINE.test(p);
  const first = kept.findIndex(addressy);
  if (first < 0) return null;
  const last = kept.findLastIndex(addressy);
  return joinAddress(kept.slice(first, last + 1));
}

/** A label standing alone in its segment: a reference or payment label ("Ihr Zeichen", "Vår ref."), a contact person's
 * ("Sachbearbeiter", "Atendido por"), or any text ending in a colon that is not a party's label. */
function isValueLabel(seg: Seg): boolean {
  if (/[:：]\s*$/.test(seg.text)) return !isBlockLabel(seg) && !startsWithPartyWord(seg);
  if (bareLabelAt(seg)) return true;
  const m = CONTACT_PERSON.exec(seg.f);
  return !!m && m.index <= 1 && !/\p{L}/u.test(seg.f.slice(m.index + m[0].length));
}

/** Is the segment the value of a label just left of it on its line, or right over it on the line above — a label, or
 * any smaller text heading a cell in a row of three or more cells over their values ("Deres ref. | Deres ordre af |
 * Vor reference" over "QP/dj | 21.02.24 | LW/vl")? */
function labelledValue(doc: Doc, line: DocLine, seg: Seg): boolean {
  const left = line.segs[line.segs.indexOf(seg) - 1];
  if (left && isValueLabel(left)) return true;
  const above = doc.lines[line.i - 1];
  if (!above || above.page !== line.page || line.y0 - above.y1 > 1.5 * line.size) return false;
  const over = above.segs.find((s) => Math.abs(s.x0 - seg.x0) <= line.size);
  if (!over) return false;
  if (isValueLabel(over)) return true;
  const cells = line.segs.filter((s) => above.segs.some((a) => Math.abs(a.x0 - s.x0) <= line.size)).length;
  return cells >= 3 && over.size < seg.size;
}

/** Does the block starting at this segment (same left edge, next few lines) carry a VAT id or company registration? */
function vatBlock(doc: Doc, line: DocLine, seg: Seg): boolean {
  let prev = line;
  for (let k = line.i + 1; k < doc.lines.length && k <= line.i + 7; k++) {
    const l = doc.lines[k]!;
    if (l.page !== line.page) break;
    if (l.y0 - prev.y1 > 2 * l.size) break;
    // (a letterhead set flush right lines its cells up at their right edges: "Studio Rossi" over "P.IVA: …")
    const s = l.segs.find((x) => Math.abs(x.x0 - seg.x0) < 4) ?? l.segs.find((x) => Math.abs(x.x1 - seg.x1) < 4 && x.x0 > seg.x0 - 200);
    if (!s) break;
    if (findVatIds(s.text).length || REGISTERED.test(foldKeep(s.text))) return true;
    // a tax id under its label in a national form no pattern knows ("ABN: 51 824 753 556", "NIP: 7712829632")
    const label = matchLabel(s.f, 'vatId');
    // (or an Indian GSTIN: state code, PAN, entity, "Z", check character — "GSTIN/UIN: 27AAPFK1234L1Z2")
    if (label && label.start === 0 && isNormalLabel(label) && /^[\s.:#-]*(?:(?:[A-Z]{2}\s?)?\d[\d\s.-]{7,}\d|\d{2}[A-Z]{5}\d{4}[A-Z][0-9A-Z]Z[0-9A-Z](?![0-9A-Za-z]))/.test(s.text.slice(label.end))) return true;
    prev = l;
  }
  return false;
}

const SENDER_SEP = /\s+[|·•●∙▪\-–—−]\s+|\s*[|·•●∙▪]\s*/u;

/**
 * "Fjordlys Norge AS Havnegata 110", "Exemple SAS au capital de 10 000 Euros": the legal form ends the name when
 * text with figures runs on without a separator.
 */
/** LEGAL_FORM, global, made once (legalNameHead starts it at 0 on every call) */
const LEGAL_FORM_ALL = new RegExp(LEGAL_FORM_FOLDED.source, 'giu');

/** Where the last legal form of the text that starts before `limit` ends, or -1. */
function lastLegalFormEnd(text: string, limit = Infinity): number {
  const all = LEGAL_FORM_ALL;
  all.lastIndex = 0;
  let end = -1;
  // (on the folded text: one character for one, so the positions are the text's)
  const folded = foldKeep(text);
  for (let m = all.exec(folded); m && m.index < limit; m = all.exec(folded)) end = m.index + m[0].length;
  return end;
}

/** Where the text's last legal form starts (-1: none). */
function lastLegalFormStart(text: string): number {
  const all = LEGAL_FORM_ALL;
  all.lastIndex = 0;
  let start = -1;
  const folded = foldKeep(text);
  for (let m = all.exec(folded); m; m = all.exec(folded)) start = m.index;
  return start;
}

function legalNameHead(text: string): string {
  const t = text.trim();
  const digit = t.search(/\d/);
  if (digit < 0) return t;
  // the last legal form before the figures ("Acme Company Ltd Road 5" keeps "Ltd")
  const end = lastLegalFormEnd(t, digit);
  return end > 0 && end <= digit ? t.slice(0, end).trim() : t;
}

export interface SenderLine {
  line: DocLine;
  seg: Seg;
  name: string;
  address: string;
}

/**
 * The sender's return-address line printed above the recipient window ("Firma GmbH · Straße 1 · 12345 Ort",
 * "Firma AG - Weg 4 - D-63571 Ort", "Firma | Straße 1 | 12345 Ort"): on page 1, in the upper half, one segment cut by
 * separators (or commas) into a name and address parts, one of them a postcode + city. The first part is the sender's
 * name; a line that opens with a street and house number ("Industrieweg 14 · 5145 PD Waalwijk") is the letterhead's
 * address, not a sender line. The same line at the foot of page 1 (`region` 'foot': the legal notice "Firma Lda. · Rua 1 ·
 * 4000-322 Porto · NIF …", where a logo prints the letterhead's name) names the sender when its name has a legal form.
 */
export function findSenderLine(doc: Doc, skip: Set<number>, region: 'top' | 'foot' = 'top'): SenderLine | null {
  for (const line of doc.lines) {
    if (line.page !== 1) break;
    if (skip.has(line.i) || (region === 'top' ? line.y0 > line.pageHeight * 0.5 : line.y0 < line.pageHeight * 0.7)) continue;
    for (const seg of line.segs) {
      const text = seg.text.trim();
      let parts = text.split(SENDER_SEP).map((t) => t.trim()).filter(Boolean);
      if (parts.length < 2) {
        // "Firma GmbH, Straße 1, 12345 Ort": a legal form after a comma stays with the name ("Acme, Inc.")
        parts = [];
        // (a comma run on into the next part — "Firma GmbH,Hauptstr 19,12345 Ort", a return-address line set without
        // spaces — cuts too, unless it is a decimal comma: "1,00")
        for (const t of text.split(/,(?:\s+|(?=\S)(?!\d{1,3}(?!\d)))/)) {
          if (parts.length && /^\S+$/.test(t) && LEGAL_FORM.test(t) && !/\d/.test(t)) parts[parts.length - 1] += `, ${t}`;
          else parts.push(t.trim());
        }
        // "Firma Müller Hauptstraße 12, 12345 Ort": a name run on into its street
        if (parts.length === 2) {
          const cut = nameAndStreet(parts[0]!);
          if (cut) parts = [cut.name, cut.street, parts[1]!];
        }
        if (parts.length < 3) continue;
      }
      const name = legalNameHead(parts[0]!);
      // (at the foot of the page, among bank and register lines, only a name with its legal form)
      if (region === 'foot' && !LEGAL_FORM.test(name)) continue;
      // commas also separate dates and figures ("August 1, 2012"): a comma-cut name has no digits
      if (!SENDER_SEP.test(text) && /\d/.test(name)) continue;
      if (name.length < 2 || name.length > 60 || !/\p{L}{2}/u.test(name) || /^\d/.test(name) || /[:：]/.test(name)) continue;
      if (POSTCODE_LINE.test(name) || CONTACT_LINE.test(name) || findVatIds(name).length) continue;
      // "Industrieweg 14 · 5145 PD Waalwijk", "Via Aurelia 112 - 17031 Albenga": a street and house number opens the
      // letterhead's address line, which names no one
      if ((STREET.test(name) && !LEGAL_FORM.test(name)) || isStreetLine(name)) continue;
      if (isBlockLabel(seg) || startsWithLabel(seg)) continue;
      const post = parts.findIndex((t, k) => k > 0 && POSTCODE_LINE.test(t));
      if (post < 0) continue;
      // "CH - 1950 Sion - Suisse": a country's letters before the postcode, set apart by a dash, are no name
      if (post === 1 && /^[A-Z]{1,3}$/.test(name)) continue;
      // "Ashby Vale, Northshire, AV1 2BC", "Springfield, IL 62701": cut by commas only, a town, its county or
      // state and its postcode are one place line, no name and address — a comma-cut sender line prints its street
      if (!SENDER_SEP.test(text) && !parts.slice(1, post + 1).some((t) => isStreetLine(t) || (t !== parts[post] && /\d/.test(t)))) continue;
      // "Delivery address / Firm Ltd, Street 1, 12345 Town": a one-line delivery address, not the sender
      if (DELIVERY.test(foldKeep(`${headingAbove(doc, line, seg)} ${seg.text}`))) continue;
      // right under the company name in larger type it is the letterhead's own address line ("Le Bourg · 17240 …"),
      // unless it opens with a name of its own (legal form)
      const above = doc.lines[line.i - 1];
      if (!LEGAL_FORM.test(name) && above && above.page === line.page && line.y0 - above.y1 < 1.5 * line.size && above.segs.some((a) => a.size > seg.size * 1.3 && a.x0 < seg.x1 && a.x1 > seg.x0)) continue;
      return { line, seg, name, address: parts.slice(1).join(', ') };
    }
  }
  return null;
}

/** A street word alone, in folded text ("street", "via", "rue"; not a compound ending in one) */
const STREET_WORD_ALONE = new RegExp(`^${alt(party((p) => p.streets))}$`, 'iu');

/**
 * A name followed by its street and house number in one text ("Handwerksbetrieb Müller Hauptstraße 12", "Acme Baker
 * Street 12"): the street starts at the word holding a street word — one word earlier when that word is the street
 * word alone right before the number (a street named by the word before it). At least one word of name must be left.
 */
function nameAndStreet(text: string): { name: string; street: string } | null {
  const ws = text.trim().split(/\s+/);
  if (ws.length < 3 || !/^\d{1,5}\s?[a-z]?$/i.test(ws[ws.length - 1]!)) return null;
  for (let k = 1; k < ws.length - 1; k++) {
    const w = foldKeep(ws[k]!);
    if (!STREET_WORD.test(w)) continue;
    const alone = STREET_WORD_ALONE.test(w.replace(/[,;]$/, ''));
    const start = alone && k === ws.length - 2 ? k - 1 : k;
    if (start < 1) return null;
    const street = ws.slice(start).join(' ');
    if (!STREET.test(street)) return null;
    return { name: ws.slice(0, start).join(' '), street };
  }
  return null;
}

/** A street and house number ("Kvalamarka 6", "Via Aurelia 112", "Industrieweg 14a"). */
const STREET = /^\p{L}[\p{L}.'\s-]*\s\d+\s?[a-z]?$/u;
/** A contact or bank line: an e-mail, web address or phone prefix, or a contact word ("Tel.", "Fax", "IBAN") */
const CONTACT_LINE = new RegExp(`(?:@|www\\.|https?:|\\+\\d{2}\\s?\\d|(?<![\\p{L}])${alt(party((p) => p.contactPrefixes))}(?![\\p{L}]))`, 'iu');

const DELIVERY = anywhere(party((p) => p.delivery));

/** Does a segment overlap a block's column? */
function overlapsX(seg: Seg, block: Block): boolean {
  return seg.x0 < block.x1 && seg.x1 > block.x0;
}

/** a bank account line: IBAN, BIC or SWIFT code */
const BANK_LINE = /(?<![\p{L}])(?:IBAN|BIC|SWIFT)(?![\p{L}])/u;

const PAYEE = new RegExp(`^(?:${alt(party((p) => p.payee))})(?![\\p{L}])`, 'u');
const PAYER = new RegExp(`^(?:${alt(party((p) => p.payer))})(?![\\p{L}])`, 'u');

const ACCOUNT_HOLDER = new RegExp(`(?<![\\p{L}])${alt(party((p) => p.accountHolder))}\\s*[:：]\\s*`, 'u');
/** an account holder's label opening a text, its colon left out ("t.n.v Fietskoerier Oost" under the IBAN) */
const ACCOUNT_HOLDER_OPEN = new RegExp(`^${alt(party((p) => p.accountHolder))}\\s*[:：]?\\s+`, 'u');

/**
 * A sender's block at the foot of page 1: a line of two to five words without figures, over its address (the next
 * line at the same left edge holds a postcode, maybe after a street line) and then contact data (an e-mail or web
 * address, a phone number) at that edge — "Jonas De Smet" / "Lindenstraat 12 - 1000 Brussel" / "info@…" /
 * "+32 …". With `where` "top", the same block in the top third of page 1 (a letterhead in body type), left- or
 * right-aligned, outside the buyer's block.
 */
function footerSender(doc: Doc, skip: Set<number>, where: 'foot' | 'top' = 'foot', buyerBlock: Block | null = null): { name: string; address: string } | null {
  const inRegion = (l: DocLine) => (where === 'foot' ? l.y0 > l.pageHeight * 0.7 : l.y0 < l.pageHeight / 3);
  const lines = doc.lines.filter((l) => l.page === 1 && !skip.has(l.i) && inRegion(l));
  const buyerSegs = new Set(buyerBlock ? [buyerBlock.labelSeg, ...buyerBlock.lines.map((m) => m.seg)] : []);
  for (const [k, line] of lines.entries()) {
    for (const seg of line.segs) {
      if (buyerSegs.has(seg)) continue;
      const t = seg.text.trim();
      const words = t.split(/\s+/);
      if (words.length < 2 || words.length > 5 || /\d/.test(t) || !/^\p{Lu}/u.test(t) || isContactText(t) || isFieldLine(t)) continue;
      if (startsWithLabel(seg) || isBlockLabel(seg) || bareLabelAt(seg) || isHeadingText(t) || OTHER_HEADING.test(seg.f) || TITLE.test(seg.f)) continue;
      // the lines below at the same left edge, each close under the last (at the top of the page, a letterhead set
      // flush right — its lines ending at one edge — is read by that edge)
      for (const flushRight of where === 'top' ? [false, true] : [false]) {
        const column: string[] = [];
        let prev = line;
        for (const next of lines.slice(k + 1, k + 5)) {
          if (next.y0 - prev.y1 > 1.5 * prev.size) break;
          const at = next.segs.find((x) => (flushRight ? Math.abs(x.x1 - seg.x1) < 4 : Math.abs(x.x0 - seg.x0) < 4));
          if (!at || buyerSegs.has(at)) break;
          column.push(at.text.trim());
          prev = next;
        }
        const post = column.findIndex((c) => POSTCODE_LINE.test(c) && !isContactText(c));
        if (post < 0 || post > 1) continue;
        // a postcode alone right under the text ("United Kingdom" over "WC2A 3BP": a British address ends in its
        // postcode line): the text is the address's town or country, no name (setting senderOverBarePostcode)
        if (post === 0 && doc.settings.senderOverBarePostcode > 0 && BARE_POSTCODE.test(column[0]!)) continue;
        if (!column.slice(post + 1).some((c) => isContactText(c))) continue;
        return { name: t, address: column.slice(0, post + 1).join(', ') };
      }
    }
  }
  return null;
}

/** a postcode alone on its line, with no town: "WC2A 3BP", "K1A 0B1", "2333 CH", "94105" */
const BARE_POSTCODE = /^\s*(?:[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}|[A-Z]\d[A-Z]\s?\d[A-Z]\d|\d{4}\s?[A-Z]{2}|\d{4,5}(?:-\d{3,4})?)\s*$/;

/** The name after an account holder's label and its colon ("Titulaire du compte : NETPRESSE", "Kontoinhaber: Acme GmbH"). */
function accountHolderName(doc: Doc): string | null {
  for (const line of doc.lines) {
    for (const seg of line.segs) {
      const m = ACCOUNT_HOLDER.exec(seg.f) ?? ACCOUNT_HOLDER_OPEN.exec(seg.f);
      if (!m) continue;
      // (folding keeps positions: the name in its printed spelling, up to a separator before other bank data)
      const name = seg.text.slice(m.index + m[0].length).split(/\s+[–—-]\s+|\s{3,}|\s*[|·•]\s*/u)[0]!.trim().replace(/[,;.]+$/, '');
      if (name.length < 2 || name.length > 60 || !/\p{L}{2}/u.test(name) || (name.match(/\d/g)?.length ?? 0) > 3) continue;
      // ("Account holder name: …": a longer key whose value follows its own colon)
      if (/[:：]/.test(name)) continue;
      if (CONTACT_PREFIX.test(foldKeep(name))) continue;
      return name;
    }
  }
  return null;
}

/** Does a folded text open with a payment slip's payee (the seller's role) or payer (the buyer's) label? */
function paymentRole(f: string, kind: 'seller' | 'buyer'): boolean {
  return (kind === 'seller' ? PAYEE : PAYER).test(f);
}

/** The text of the line just above a block in its column ("Lieu de livraison :"), or ''. */
function headingAbove(doc: Doc, start: DocLine, seg: Seg): string {
  for (let k = start.i - 1; k >= 0 && k >= start.i - 3; k--) {
    const l = doc.lines[k]!;
    if (l.page !== start.page || start.y0 - l.y1 > 2 * start.size) return '';
    const s = l.segs.find((x) => x.x0 < seg.x0 + 40 && x.x1 > seg.x0);
    if (s) return s.text;
  }
  return '';
}

/** Is the line just above the block's first line, at the same left edge and close, a name in larger type? */
function underLargerName(doc: Doc, start: DocLine, seg: Seg): boolean {
  const above = doc.lines[start.i - 1];
  if (!above || above.page !== start.page || start.y0 - above.y1 > 1.5 * above.size) return false;
  const s = above.segs.find((x) => Math.abs(x.x0 - seg.x0) < 4);
  return !!s && s.size > seg.size * 1.35 && /\p{L}{2}/u.test(s.text);
}

/** The segment's text with the next segment of its line when that is close ("4006" + "BERGEN"). */
function withNeighbour(line: DocLine, seg: Seg): string {
  const next = line.segs[line.segs.indexOf(seg) + 1];
  return next && next.x0 - seg.x1 < 60 ? `${seg.text} ${next.text}` : seg.text;
}

/**
 * The recipient address block when no buyer label is printed (window envelopes): on page 1, in the upper half, a
 * left-aligned block of 2–7 short lines that ends with a postcode + city line and carries no contact data (phone,
 * e-mail, bank, VAT id — those mark the sender's letterhead). A block right under a name in larger type at its left
 * edge is the letterhead's contact block and ranks low.
 */
function addressWindow(doc: Doc, skip: Set<number>, sellerBlock: Block | null, sender: SenderLine | null): Block | null {
  return addressBlocks(doc, skip, sellerBlock, sender)[0] ?? null;
}

/** The address blocks of page 1's upper half that may be the recipient's window, the likeliest first. */
function addressBlocks(doc: Doc, skip: Set<number>, sellerBlock: Block | null, sender: SenderLine | null): Block[] {
  const sellerLines = new Set(sellerBlock?.lines.map((l) => l.line.i) ?? []);
  const candidates: Array<{ block: Block; score: number }> = [];
  const lines = doc.lines.filter((l) => l.page === 1 && l.y0 < l.pageHeight * 0.5 && !skip.has(l.i));
  // the bottom of the highest line of text of page 1 (a mark of signs and digits above it, a mailing machine's
  // sorting code "/-/4/-/", is no text: setting partyTopTextOnly)
  let firstBottom = Infinity;
  for (const l of doc.lines) {
    if (l.page !== 1) break;
    if (doc.settings.partyTopTextOnly > 0 && !/\p{L}/u.test(l.text)) continue;
    firstBottom = Math.min(firstBottom, l.y1);
  }
  const used = new Set<string>();
  for (const start of lines) {
    // (a block set flush right — its lines ending at one edge, the recipient's window of a right-aligned layout — is
    // read by that edge when its lines do not start at one)
    for (const [seg, flushRight] of start.segs.flatMap((x): Array<[Seg, boolean]> => [[x, false], [x, true]])) {
      const key = `${start.i}:${Math.round(seg.x0)}`;
      if (used.has(key)) continue;
      // the segment of a line on the block's edge
      const onEdge = (l: DocLine) => l.segs.find((x) => (flushRight ? Math.abs(x.x1 - seg.x1) < 4 && Math.abs(x.x0 - seg.x0) >= 4 : Math.abs(x.x0 - seg.x0) < 4));
      // collect the block below this segment (same left edge)
      const members: Array<{ line: DocLine; seg: Seg; text: string }> = [{ line: start, seg, text: seg.text }];
      let prev = start;
      // the field line that ended the block ("Tel. …" right under the postcode line), and the lines of the column after it
      let after: string | null = null;
      const tail: string[] = [];
      for (let k = start.i + 1; k < doc.lines.length && members.length < 8; k++) {
        const l = doc.lines[k]!;
        if (l.page !== 1 || l.y0 - prev.y1 > 2.2 * Math.max(l.size, prev.size)) break;
        const s = onEdge(l);
        if (!s) {
          if (flushRight ? l.segs.some((x) => x.x1 > seg.x1 - 40 && x.x0 < seg.x1) : l.segs.some((x) => x.x0 < seg.x0 + 40 && x.x1 > seg.x0)) break;
          continue;
        }
        // a heading in larger type is not part of the address; field lines after the postcode line end it (the block's
        // first line may be the larger one: a recipient's name printed large right over its address, less than half its
        // height above it — a slogan or title a line's height above is no name)
        const last = members[members.length - 1]!.seg;
        const nameOver = members.length === 1 && last.size > s.size && /\p{L}{2}/u.test(last.text) && l.y0 - prev.y1 < 0.5 * last.size;
        if (Math.max(s.size, last.size) > 1.35 * Math.min(s.size, last.size) && !nameOver) break;
        if (isFieldLine(s.text) && members.some((m) => POSTCODE_LINE.test(withNeighbour(m.line, m.seg)))) {
          after = s.text;
          // (the field lines that follow in the column: "KvK …", "BTW nr. …", "IBAN …" under a letterhead's address)
          let up = l;
          for (let j = k + 1; j < doc.lines.length && tail.length < 4; j++) {
            const n = doc.lines[j]!;
            if (n.page !== 1 || n.y0 - up.y1 > 1.5 * Math.max(n.size, up.size)) break;
            const t = flushRight ? n.segs.find((x) => Math.abs(x.x1 - seg.x1) < 4) : onEdge(n);
            if (!t) break;
            tail.push(t.text);
            up = n;
          }
          break;
        }
        members.push({ line: l, seg: s, text: s.text });
        prev = l;
      }
      if (members.length < 2 || members.length > 7) continue;
      // the return-address line over the window is the sender's, not the first line of the recipient's block
      if (sender && start.i === sender.line.i && seg === sender.seg) continue;
      // nor is the document's title set bold or larger right over the window ("EXPORT INVOICE" set over the addressee)
      if ((TITLE.test(seg.f) || TITLE_END.test(seg.f.trim())) && (seg.bold || seg.size > members[1]!.seg.size * 1.1)) continue;
      // "Nom de l'abonné / de Lattre Alexis / Adresse de l'installation / …": bold headings over values, not an address
      if (members.some((m, k) => k > 0 && m.seg.bold && !members[k - 1]!.seg.bold)) continue;
      const texts = members.map((m) => m.text);
      // "4006      BERGEN": the city may be a segment of its own
      const postIdx = members.findIndex((m) => POSTCODE_LINE.test(withNeighbour(m.line, m.seg)));
      // the block right under the sender's return-address line is the window, whatever its country's address format
      const belowSender =
        !!sender && start.y0 > sender.line.y0 && start.y0 - sender.line.y1 < 6 * doc.bodySize && seg.x0 > sender.seg.x0 - 60 && seg.x0 < sender.seg.x1;
      if (postIdx < 1 && !belowSender) continue;
      // the sender's letterhead carries phone, e-mail, web or bank lines; a recipient block does not (its VAT id may follow)
      // (also right under it: a letterhead whose name is a logo starts with its street, its phone line ends the block)
      if (texts.some((t) => CONTACT_LINE.test(t)) || (after !== null && CONTACT_LINE.test(after))) continue;
      // so do bank lines among the field lines under its address ("KvK Utrecht: …", "BTW nr.: …", "IBAN: …"); a
      // recipient's own VAT id and register entry may follow its address ("TVA : …", "SIRET : …"), its bank account does not
      // (and a contact line there: "Mehrwertsteuernummer: …", "Firmennummer: …", then the support site's address under
      // a letterhead — a recipient's ids are not followed by a web or e-mail address)
      if (after !== null && tail.some((t) => BANK_LINE.test(t) || CONTACT_LINE.test(t))) continue;
      const end = postIdx >= 1 ? postIdx : members.length - 1;
      if (texts.slice(0, end + 1).some((t) => findVatIds(t).length || t.length > 60)) continue;
      if (members.some((m) => sellerLines.has(m.line.i))) continue;
      // "Client 1", "Kunde & Partner GmbH": the window's first line is a name even when it starts with a party word
      if (isBlockLabel(seg) || (startsWithLabel(seg) && !startsWithPartyWord(seg)) || isFieldLine(seg.text)) continue;
      if (!/\p{L}{2}/u.test(seg.text)) continue;
      // delivery addresses and headings are not the recipient
      const heading = headingAbove(doc, start, seg);
      if (DELIVERY.test(foldKeep([heading, ...texts.slice(0, 2)].join(' '))) || /:\s*$/.test(seg.text)) continue;
      // "Adresse de l'installation", "Site address": a heading, not a name
      if (ADDRESS_HEADING.test(seg.f)) continue;
      // a block read by its right edge is an address only with a postcode line in it, and never opens with a table's
      // column head (right-aligned figure columns share a right edge too: "Mng. Art.-Nr." over "3 B5424")
      if (flushRight && (headerConcept(seg.text) !== null || !members.some((m) => POSTCODE_LINE.test(m.text)))) continue;
      // (nor is a right-aligned column that opens the page, read from any of its lines: over everything else it is the
      // sender's letterhead — a window's address lines start at one edge)
      if (flushRight) {
        let top = start;
        for (let j = start.i - 1; j >= 0; j--) {
          const up = doc.lines[j]!;
          if (up.page !== top.page || top.y0 - up.y1 > 1.5 * Math.max(up.size, top.size) || !up.segs.some((x) => Math.abs(x.x1 - seg.x1) < 4)) break;
          top = up;
        }
        if (top.y0 + 1 < firstBottom) continue;
      }
      for (const m of members) used.add(`${m.line.i}:${Math.round(m.seg.x0)}`);
      const block: Block = { label: start, labelSeg: seg, lines: members.slice(0, end + 2), x0: Math.min(...members.map((m) => m.seg.x0)), x1: Math.max(...members.map((m) => m.seg.x1)) };
      let score = 0;
      // the address ends the block, or only the recipient's ids / country follow it
      if (end === members.length - 1 || end === members.length - 2 || members.slice(end + 1).every((m) => isFieldLine(m.text) || findVatIds(m.text).length || /\d{3}\s?\d{3}\s?\d{3}/.test(m.text))) score += 1;
      if (belowSender) score += 2;
      // the first text of the page is the sender's letterhead: the recipient window always has something above it
      if (start.y0 + 1 < firstBottom) score -= 1;
      // "Kvalamarka 6" / "12 rue X" right above the postcode line: an address without a name (the letterhead's)
      if (postIdx === 1 && (/^\d/.test(seg.text.trim()) || STREET.test(seg.text.trim())) && !LEGAL_FORM.test(seg.text)) score -= 1.5;
      score -= Math.abs(start.y0 / start.pageHeight - 0.2) * 2;
      if (seg.size > doc.bodySize * 1.3) score -= 1;
      if (seg.x0 < start.pageWidth / 2) score += 0.5;
      // right under a name in larger type at its left edge: the letterhead's contact lines, not the recipient window
      if (underLargerName(doc, start, seg)) score -= 2;
      candidates.push({ block, score });
    }
  }
  candidates.sort((a, b) => b.score - a.score);
  return candidates.map((c) => c.block);
}
