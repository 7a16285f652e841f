/**
 * VAT ids of the two parties.
 *
 * Candidates: country-prefixed ids (labels.ts `findVatIds`), ids and national tax numbers right after a VAT-id label
 * (on the same line or in the line below, "UW BTW NUMMER" over its value; a Spanish NIF/CIF without prefix, "NIF:
 * B39572846", is reported as the Spanish VAT id ES + NIF), Norwegian organisation numbers (after
 * "Org.nr" / "Foretaksnummer" labels, as e-invoice addresses "9908:<orgnr>", or printed bare in the buyer's address
 * block or under a repeat of the buyer's name in a Norwegian document; nine digits with a valid mod-11 check digit).
 * A Norwegian VAT id is the organisation number followed by MVA, so on an invoice that charges MVA every Norwegian
 * organisation number is reported as `NO<orgnr>MVA`.
 *
 * A country-prefixed id is preferred to a bare national number of the same party.
 *
 * Owner: an id whose own label (the words before it, back to the previous number, else the label over its column)
 * names the customer ("N° TVA client", "Kunden-USt-IdNr.", "Deres org.nr") or an e-invoice address (the address the
 * invoice is sent to) is the buyer's; one whose label names the issuer ("Vår org.nr", "Our VAT no.") is the seller's.
 * Otherwise an id in the buyer block's column below its label is the buyer's, and an id in the seller block, else the
 * first other id, the seller's; the same id may be printed for both parties. When no id is placed that way, an id in
 * the page footer beside the company's registration data (capital, trade register) is the seller's and another id
 * under a postal address in the upper half of page 1 the buyer's. An id printed with a country prefix whose digits
 * cannot be that country's but are a valid French number (key of the SIREN) is French.
 */
import { POSTCODE_LINE } from './address.js';
import { type Doc, type DocLine, type Seg, underLabel } from './doc.js';
import { findVatIds, foldKeep, frenchVatKeyOk, isVatPrefix, matchLabel, normKey, norwegianOrgNrOk } from './labels.js';
import { gstinOk, latinAmericanTaxId, nationalVatId } from './vatNational.js';
import { alt, LEXICONS, type PartyWords, TAX_ID_LABELS, words } from './lexicon/index.js';
import type { Block } from './parties.js';

interface Candidate {
  value: string;
  line: DocLine;
  x: number;
  owner: 'buyer' | 'seller' | null;
  /** read after a national tax-id label (lexicon `taxIds`: CUIT, RUT, RFC, CNPJ, …) */
  national?: boolean;
}

const party = (pick: (p: PartyWords) => string[] | undefined) => words((l) => (l.parties ? pick(l.parties) : undefined));
const whole = (list: string[]) => new RegExp(`(?<![a-z])${alt(list)}(?![a-z])`, 'iu');

// "N° TVA client", "Customer VAT no.", "Ihre USt-IdNr.", "Deres organisasjonsnr": the buyer's id
const BUYER_HINT = whole(party((p) => p.buyerOwner));
// "Vår org.nr", "Our VAT no.", "Unsere USt-IdNr.": the seller's id
const SELLER_HINT = whole(party((p) => p.sellerOwner));
// a Norwegian organisation-number label
const ORG_LABEL = whole(party((p) => p.orgLabels));
// an e-invoice (PEPPOL) address with the Norwegian organisation-number scheme: "9908:984024290", "0192:984024290"
const EINVOICE_ADDRESS = /(?<![\d:])(?:9908|0192)\s?:\s?(\d{9})(?!\d)/;
// the company's registration data printed with the seller's id in the footer
const REGISTRATION = whole(party((p) => p.footerRegistration));
// labels of other numbers that look like organisation numbers (customer number, phone, account, reference, KID)
const OTHER_NUMBER = whole(party((p) => p.otherNumbers));

// a Spanish NIF/CIF: company (letter, 7 digits, check digit or letter), person (8 digits, letter) or foreigner (X/Y/Z,
// 7 digits, letter); "B-39572846", "B 39.572.846" are the same number
const SPANISH_NIF = /^((?:[ABCDEFGHJNPQRSUVW][\s.-]?\d{2}[.]?\d{3}[.]?\d{2}[\s.-]?[0-9A-J]|\d{2}[.]?\d{3}[.]?\d{3}[\s.-]?[A-HJ-NP-TV-Z]|[XYZ][\s.-]?\d{7}[\s.-]?[A-HJ-NP-TV-Z]))(?![\dA-Za-z])/;

/** Where the VAT-id or organisation-number label starts in a folded text (-1: none). */
function labelStart(f: string): number {
  const m = matchLabel(f, 'vatId');
  const o = ORG_LABEL.exec(f);
  if (!m && !o) return -1;
  return Math.min(m?.start ?? Infinity, o?.index ?? Infinity);
}

function hasLabel(context: string): boolean {
  return labelStart(foldKeep(context.replace(/^.*\d/s, ''))) >= 0;
}

/**
 * The owner a VAT-id label names; `context` is the text before the id (only what follows its last number counts).
 * The owner word is in the label or at most three words before it, in the same field ("Votre numéro de TVA",
 * "Kunden-USt-IdNr.", "N° TVA intracom client"; not "Deres ref: Kari  Org.nr").
 */
function ownerOf(context: string): 'buyer' | 'seller' | null {
  const f = foldKeep(context.replace(/^.*\d/s, ''));
  const start = labelStart(f);
  if (start < 0) return null;
  const lead = /(?:[^\s:;|]+[\s-]+){0,3}$/.exec(f.slice(0, start))?.[0] ?? '';
  const words = lead + f.slice(start);
  if (BUYER_HINT.test(words)) return 'buyer';
  if (SELLER_HINT.test(words)) return 'seller';
  return null;
}

/** The segment of the line above that heads this segment's column ("UW BTW NUMMER" over "BE0882555389"). */
function segAbove(doc: Doc, line: DocLine, seg: Seg): Seg | null {
  const above = doc.lines[line.i - 1];
  if (!above || above.page !== line.page || line.y0 - above.y1 > 2 * line.size) return null;
  return above.segs.find((s) => Math.abs(s.x0 - seg.x0) < 15 || (s.x0 <= seg.x0 + 5 && s.x1 >= seg.x0 + 5)) ?? null;
}

/** The segment of the line below in this segment's column (a label over its value). */
function segBelow(doc: Doc, line: DocLine, seg: Seg): Seg | null {
  const below = doc.lines[line.i + 1];
  if (!below || below.page !== line.page || below.y0 - line.y1 > 2 * line.size) return null;
  return below.segs.find((s) => Math.abs(s.x0 - seg.x0) < 15) ?? null;
}

/**
 * Does the invoice charge Norwegian VAT (an MVA line or column, not only an id with the MVA suffix)? Then its Norwegian
 * parties' VAT ids are `NO<orgnr>MVA`.
 */
function chargesMva(doc: Doc): boolean {
  // the totals (or an MVA column) are printed by page 2 or on the last page
  const lastPage = doc.lines[doc.lines.length - 1]?.page ?? 1;
  return doc.lines.some((l) => (l.page <= 2 || l.page === lastPage) && /(?<![a-z\d])(?:mva|m\.v\.a\.?)(?![a-z])/.test(l.f.replace(/\d{3}\s?\d{3}\s?\d{3}\s?mva/g, '')));
}

function normalize(value: string, mva: boolean): string {
  // a French id behind a wrong prefix ("DE19787878784" for a Lyon buyer): 11 digits whose key fits the SIREN
  const wrong = /^([A-Z]{2})(\d{11})$/.exec(value);
  if (wrong && wrong[1] !== 'FR' && !findVatIds(value).length && frenchVatKeyOk(wrong[2]!)) return `FR${wrong[2]}`;
  const no = /^(?:NO)?(\d{9})(MVA)?$/.exec(value);
  if (no && (value.startsWith('NO') || no[2]) && mva && norwegianOrgNrOk(no[1]!)) return `NO${no[1]}MVA`;
  return value;
}

export function assignVatIds(
  doc: Doc,
  buyerBlock: Block | null,
  sellerBlock: Block | null,
  buyerName: string | null = null,
): { buyer: string | null; seller: string | null } {
  const mva = chargesMva(doc);
  const norwegian = doc.language === 'nb' || mva;
  const vatCountry = LEXICONS.find((l) => l.code === doc.language)?.vatCountry;
  const vats: Candidate[] = [];
  const push = (value: string, line: DocLine, x: number, owner: Candidate['owner'], national = false) =>
    vats.push({ value: normalize(value, mva), line, x, owner, national });
  const orgNr = (digits: string) => (mva ? `NO${digits}MVA` : `NO${digits}`);

  // the parties print their ids on the first pages (letterhead, address blocks) and in the page footer, which the last
  // page repeats: pages 1–2 and the last page are read, so a 500-page document costs no more than a short one
  const lastPage = doc.lines[doc.lines.length - 1]?.page ?? 1;
  const partyLines = doc.lines.filter((l) => l.page <= 2 || l.page === lastPage);
  for (const line of partyLines) {
    line.segs.forEach((seg, si) => {
      const found = findVatIds(seg.text);
      if (found.length) {
        for (const v of found) {
          // the words just before the id (back to the previous number), else the label over its column
          const prefix = seg.text.slice(0, v.index).replace(/^.*\d/s, '');
          let before = /\p{L}{2}/u.test(prefix) ? prefix : `${line.segs[si - 1]?.text ?? ''} ${prefix}`;
          if (!hasLabel(before) && v === found[0]) before = segAbove(doc, line, seg)?.text ?? before;
          push(v.value, line, seg.x0, ownerOf(before));
        }
        return;
      }
      // a Spanish NIF / CIF standing alone as a line of an address block ("B75486191" under the postcode line), in a
      // Spanish document and with its check character right: that party's id (the block decides whose)
      const alone = doc.language === 'es' ? SPANISH_NIF.exec(seg.text.trim()) : null;
      if (alone && alone[1]!.length === seg.text.trim().length && spanishNifOk(alone[1]!.replace(/[\s.-]/g, ''))) {
        push(`ES${alone[1]!.replace(/[\s.-]/g, '')}`, line, seg.x0, null);
        return;
      }
      const addr = EINVOICE_ADDRESS.exec(seg.text);
      if (addr && norwegianOrgNrOk(addr[1]!)) {
        // the e-invoice address printed on an invoice is the recipient's, unless its label says "our"
        const label = `${seg.text.slice(0, addr.index)} ${segAbove(doc, line, seg)?.text ?? ''}`;
        push(orgNr(addr[1]!), line, seg.x0, SELLER_HINT.test(foldKeep(label)) ? 'seller' : 'buyer');
        return;
      }
      // an id or a national number right after a VAT-id / organisation-number label (same line, else below the label)
      const m = matchLabel(seg.f, 'vatId');
      if (!m) return;
      const owner = ownerOf(seg.text.slice(0, m.end) + seg.text.slice(m.end).replace(/\d.*$/s, ''));
      // the value in the label's own segment, else in the next one (a figure of the next column never extends it)
      const own = seg.text.slice(m.end).replace(/^[\s:：.#-]+/, '');
      // words without a figure finish the label ("NIF cliente"), except a country prefix printed apart ("Btw BE")
      const next = line.segs[si + 1]?.text ?? '';
      // (two capitals that are no country's prefix, "NIP UE", are a word of the label)
      let rest = /\d/.test(own) ? own : (/^[A-Z]{2}$/.test(own.trim()) && isVatPrefix(own.trim()) ? `${own} ${next}` : next).replace(/^[\s:：.#-]+/, '');
      let at = line;
      // (a country prefix ending the line, its digits wrapped onto the next one under the label: "… TVA FR" over
      // "39201541856")
      const wrapped = /^[A-Z]{2}$/.test(rest.trim()) && isVatPrefix(rest.trim()) ? segBelow(doc, line, seg) : null;
      if (wrapped && /^\d[\d\s]*$/.test(wrapped.text.trim())) {
        rest = `${rest.trim()}${wrapped.text.trim()}`;
        at = doc.lines[line.i + 1]!;
      }
      if (!rest.trim()) {
        // the label heads a column: its value is below (a prefixed id there is found on its own line)
        // (a label run together with the row's label before it, "Data limite de pagamento Contribuinte n.º": the value
        // under its own words)
        const next = doc.lines[line.i + 1];
        const ownCell = m.start > 1 && next && next.page === line.page && next.y0 - line.y1 <= 2 * line.size ? underLabel(next, seg, m.start, m.end) : null;
        const below = ownCell ?? segBelow(doc, line, seg);
        if (!below || findVatIds(below.text).length) return;
        rest = below.text;
        at = doc.lines[line.i + 1]!;
      }
      // a national tax id after its own label ("CUIT 30-71234567-1", "R.U.T.: 76.123.456-0", "CNPJ" over its column):
      // the number of that label's country whose check digit holds, and nothing else
      const taxId = TAX_ID_LABELS.find((t) => t.re.test(seg.f.slice(m.start, m.end).trim()));
      if (taxId) {
        const read = (t: string) => latinAmericanTaxId(taxId.countries, t.replace(/^\s*(?:n[°º.]?|nro\.?|no\.?)\s*[:.]?\s*/i, ''));
        let id = read(rest);
        // (a label heading its column, "CNPJ / CPF" over the number, with the next column's label beside it)
        const below = id || at !== line ? null : segBelow(doc, line, seg);
        if (!id && below && (id = read(below.text))) at = doc.lines[line.i + 1]!;
        if (id) push(id, at, seg.x0, owner, true);
        return;
      }
      // "NIP UE 5260250995": two capitals that are no country's prefix are a word of the label ("UE" = EU)
      if (/^[A-Z]{2}\s/.test(rest) && !isVatPrefix(rest.slice(0, 2))) rest = rest.slice(3);
      const id = /^([A-Z]{2}(?:[\s.-]?[0-9A-Z]){6,14})(?![0-9A-Za-z])/.exec(rest)?.[1];
      if (id && isVatPrefix(id.slice(0, 2)) && /\d{5}/.test(id.replace(/[\s.-]/g, ''))) {
        push(id.replace(/[\s.-]/g, ''), at, seg.x0, owner);
        return;
      }
      // a Spanish NIF / CIF without its ES prefix ("NIF: B39572846", "CIF A-20683190", "NIF 12345678Z", NIE "X1234567L"):
      // the letter forms are Spanish only (a Portuguese NIF is all digits), and ES + NIF is the Spanish VAT id
      const es = SPANISH_NIF.exec(rest);
      if (es) {
        push(`ES${es[1]!.replace(/[\s.-]/g, '')}`, at, seg.x0, owner);
        return;
      }
      // a Dutch VAT id without its NL prefix ("BTW 123456782B01", "BTW nr. 1234.56.782.B01"): nine digits, B and two
      // digits is that form alone, whatever the document's language
      const nl = /^(\d{4}\.?\d{2}\.?\d{3}\.?B\d{2}|\d{9}B\d{2})(?![\dA-Za-z])/.exec(rest)?.[1]?.replace(/\./g, '');
      if (nl && dutchVatOk(nl)) {
        push(`NL${nl}`, at, seg.x0, owner);
        return;
      }
      // an Indian GSTIN after its label ("GSTIN: 29ABCDE1234F1ZW", "GST Registration No: …"): 15 characters that open
      // with two digits, which the two-letter-prefix form above does not take; its check character must hold
      const gstin = /^(\d{2}[A-Z]{5}\d{4}[A-Z][0-9A-Z]{3})(?![0-9A-Za-z])/.exec(rest)?.[1];
      if (gstin && gstinOk(gstin)) {
        push(gstin, at, seg.x0, owner);
        return;
      }
      // a national tax number without country prefix after its label ("NIP: 5319419588", "Org.nr 984 820 011",
      // P.IVA 01683940099, Portuguese NIF 509781236)
      const printed = /^(\d[\d\s.-]{6,16}\d)(?![\dA-Za-z])/.exec(rest)?.[1];
      // (a date under the label — a row of details read into the wrong column — is no number: "31.08.2022")
      if (printed && /^\d{1,4}([./-])\d{1,2}\1\d{2,4}$/.test(printed.trim())) return;
      const bare = printed?.replace(/[\s.-]/g, '');
      if (!bare || bare.length < 8 || bare.length > 12) return;
      if (bare.length === 9 && ORG_LABEL.test(seg.f) && norwegianOrgNrOk(bare)) push(orgNr(bare), at, seg.x0, owner);
      // in the language of one VAT country, a national number whose check digit holds is that country's VAT id
      else push(nationalVatId(vatCountry, bare) ?? bare, at, seg.x0, owner);
    });
  }

  // Norwegian organisation numbers printed without a label in the buyer's address block or under its repeated name
  if (norwegian && buyerBlock) {
    const names = buyerBlock.lines.slice(0, 2).map((l) => foldKeep(l.text).replace(/\s+/g, ' ').trim());
    const buyerLines = new Set(buyerBlock.lines.map((l) => l.line.i));
    for (const line of partyLines) {
      for (const seg of line.segs) {
        const n = /(?<![\d\w])(\d{3}\s?\d{3}\s?\d{3})(?![\d\w])/.exec(seg.text)?.[1]?.replace(/\s/g, '');
        if (!n || !norwegianOrgNrOk(n) || vats.some((v) => v.line === line)) continue;
        // phone numbers, amounts and numbers with another label (customer number, reference, account, KID) are not it
        if (/[+@]|\d[.,]\d/.test(seg.text) || OTHER_NUMBER.test(foldKeep(seg.text))) continue;
        const inBlock = buyerLines.has(line.i) && seg.x0 >= buyerBlock.x0 - 15 && seg.x0 <= buyerBlock.x1;
        const up = segAbove(doc, line, seg);
        const underName = !!up && names.includes(foldKeep(up.text).replace(/\s+/g, ' ').trim()) && /^\s*\d[\d\s]*$/.test(seg.text);
        if (inBlock || underName) push(orgNr(n), line, seg.x0, 'buyer');
      }
    }
  }

  const inBlock = (b: Block | null, v: Candidate) =>
    !!b && v.line.page === b.label.page && v.line.y0 >= b.label.y0 - 1 && v.line.y0 - b.label.y1 < 260 && v.x >= b.x0 - 20 && v.x <= b.x1 + 20;
  // closely in the block: on its lines or at most `vatBelowBlockLines` lines under its last one (further down, a row of
  // document details beside the invoice number may print the other party's id)
  const closeIn = (b: Block | null, v: Candidate) => {
    if (!b || !inBlock(b, v)) return false;
    const bottom = Math.max(b.label.y1, ...b.lines.filter((m) => m.line.page === b.label.page).map((m) => m.line.y1));
    return v.line.y0 - bottom < doc.settings.vatBelowBlockLines * 1.5 * v.line.size;
  };
  const inBuyer = (v: Candidate) =>
    inBlock(buyerBlock, v) && !(sellerBlock && inBlock(sellerBlock, v) && sellerBlock.label.y0 > buyerBlock!.label.y0);
  const inSeller = (v: Candidate) => inBlock(sellerBlock, v) && !(buyerBlock && inBlock(buyerBlock, v) && buyerBlock.label.y0 > sellerBlock!.label.y0);

  // a country-prefixed id before a bare national number of the same party ("Org.nr 556677-8899  Momsreg.nr SE…")
  vats.sort((a, b) => Number(!/^[A-Z]{2}/.test(a.value)) - Number(!/^[A-Z]{2}/.test(b.value)));
  // (an id among the document's details — beside its issue or due date — is the issuer's,
  // unless its own label names the customer)
  // (details stacked under the title — "Datum vyhotovení | Číslo zákazníka | … | DIČ" — between the window and the id:
  // lines in the block's column that are not the block's separate them)
  const afterOtherLines = (b: Block, v: Candidate) => {
    const members = new Set(b.lines.map((m) => m.line.i));
    const last = Math.max(...b.lines.map((m) => m.line.i));
    return doc.lines.some((l) => l.i > last && l.i < v.line.i && l.page === v.line.page && !members.has(l.i) && l.segs.some((x) => x.x0 < b.x1 + 20 && x.x1 > b.x0 - 20));
  };
  // (a row of three or more "key: value" cells across the page — "Issue date: … | Client ref.: … | VAT number: …" — is
  // the document's details, however close under the recipient's window it runs)
  const detailsRow = (v: Candidate) => v.line.segs.filter((x) => /\p{L}[^:：]{0,30}[:：]\s*\S/u.test(x.text)).length >= 3;
  // (an id closing a postal address whose name line is the buyer's: the recipient's window, wherever the buyer's block
  // was read — a payment slip's payer, a delivery address)
  const closesBuyerAddress = (v: Candidate) =>
    !!buyerName && underAddress(doc, v) && normKey(addressName(doc, v) ?? '') === normKey(buyerName);
  // (a footer line with the company's registration data is the issuer's legal notice, however close under a block)
  const inBuyerBlock = (v: Candidate) => inBuyer(v) && !footerWithRegistration(doc, v);
  let buyerVat =
    vats.find((v) => v.owner === 'buyer') ??
    vats.find((v) => v.owner === null && closesBuyerAddress(v)) ??
    vats.find((v) => v.owner === null && inBuyerBlock(v) && closeIn(buyerBlock, v) && !detailsRow(v) && !(inDetails(doc, v) && afterOtherLines(buyerBlock!, v))) ??
    vats.find((v) => v.owner === null && inBuyerBlock(v) && !inDetails(doc, v) && !detailsRow(v));
  let sellerVat = vats.find((v) => v.owner === 'seller') ?? vats.find((v) => v !== buyerVat && v.owner === null && inSeller(v));
  if (!buyerVat && !sellerVat) {
    // an id in the footer with the company's registration data is the seller's; another one under a postal address
    // in the upper half of the first page is then the recipient's
    // (or one in the recipient block's column, among the document's details under it: "Debiteurnummer : 4711" /
    // "Btw-nummer : NL…" under the window, the sender's own id printed in the footer with its trade register and bank)
    const footer = vats.find((v) => v.owner === null && footerWithRegistration(doc, v));
    const other = footer && vats.find((v) => v.value !== footer.value && v.owner === null && (underAddress(doc, v) || inBuyer(v)));
    if (footer && other) {
      sellerVat = footer;
      buyerVat = other;
    }
  }
  // (with the buyer's id printed closely in its block, another id only loosely below that block is not the buyer's)
  const buyerClose = !!buyerVat && closeIn(buyerBlock, buyerVat);
  sellerVat ??= vats.find(
    (v) => v.owner !== 'buyer' && (!inBuyerBlock(v) || (buyerClose && !closeIn(buyerBlock, v)) || inDetails(doc, v)) && v.value !== buyerVat?.value,
  );
  // the seller's id known, another one under a postal address in the upper half of page 1 is the recipient's (an
  // address window without a heading)
  if (!buyerVat && sellerVat) {
    const seller = sellerVat;
    buyerVat = vats.find((v) => v.value !== seller.value && v.owner !== 'seller' && !inSeller(v) && underAddress(doc, v));
  }
  // national tax ids (CUIT, RUT, RFC, CNPJ, …) whose labels name no owner: the printed invoices of these tax
  // authorities give the issuer's data first, then the customer's, so of two or more on page 1 the upper one is the
  // seller's and the next one, on another line, the buyer's (possibly the same number); a single one under the buyer's
  // heading, outside the seller's block, is the buyer's
  const national = vats.filter((v) => v.national && v.line.page === 1).sort((a, b) => a.line.y0 - b.line.y0 || a.x - b.x);
  if (national.length && !national.some((v) => v.owner)) {
    const first = national[0]!;
    const next = national.find((v) => v.line !== first.line);
    if (next) {
      sellerVat = first;
      buyerVat = next;
    } else if (!buyerVat && buyerBlock && buyerBlock.label.page === 1 && first.line.y0 >= buyerBlock.label.y0 - 1 && !inSeller(first)) {
      buyerVat = first;
      if (sellerVat === first) sellerVat = undefined;
    }
  }
  return { buyer: buyerVat?.value ?? null, seller: sellerVat?.value ?? null };
}

/**
 * A Dutch VAT number's check (nine digits, B, two digits): the eleven-test on the digits (weights 9…2, the last digit
 * the rest mod 11), or, for the numbers issued since 2020, mod 97 of the whole id read with letters as numbers
 * (N = 23, L = 21, B = 11) is 1.
 */
/** The check character of a Spanish NIF (DNI: 8 digits and a letter; NIE: X/Y/Z, 7 digits, a letter) or CIF (a
 * letter, 7 digits, a check digit or letter). */
function spanishNifOk(n: string): boolean {
  const dni = /^([XYZ]|\d)(\d{7})([A-Z])$/.exec(n);
  if (dni) {
    const num = Number(`${'XYZ'.indexOf(dni[1]!) >= 0 ? 'XYZ'.indexOf(dni[1]!) : dni[1]}${dni[2]}`);
    return 'TRWAGMYFPDXBNJZSQVHLCKE'[num % 23] === dni[3];
  }
  const cif = /^[A-W](\d{7})([0-9A-J])$/.exec(n);
  if (!cif) return false;
  const d = cif[1]!.split('').map(Number);
  let sum = d[1]! + d[3]! + d[5]!;
  for (const i of [0, 2, 4, 6]) sum += Math.floor((d[i]! * 2) / 10) + ((d[i]! * 2) % 10);
  const c = (10 - (sum % 10)) % 10;
  return cif[2] === String(c) || cif[2] === 'JABCDEFGHI'[c];
}

function dutchVatOk(n: string): boolean {
  const d = n.slice(0, 9).split('').map(Number);
  const eleven = d.slice(0, 8).reduce((s, x, i) => s + x * (9 - i), 0) % 11 === d[8];
  let r = 0;
  for (const c of `2321${n.slice(0, 9)}11${n.slice(10)}`) r = (r * 10 + Number(c)) % 97;
  return eleven || r === 1;
}

/**
 * Is the id's line among the document's details: an issue- or due-date label within three lines in its column, or in any
 * column of its own line or the line above (a row of details: "Invoice date | Customer no. | VAT ID")?
 */
function inDetails(doc: Doc, v: Candidate): boolean {
  const detail = (seg: Seg) => DETAIL_KINDS.some((kind) => (matchLabel(seg.f, kind)?.start ?? 9) <= 1);
  // (its column: the id's own, or that of its line's key — "DIČ | CZ72425954" under "Datum vyhotovení | 2022-11-01")
  const keyX = v.line.segs[0]?.x0 ?? v.x;
  for (let k = v.line.i - 3; k <= v.line.i + 3; k++) {
    const l = doc.lines[k];
    if (!l || l.page !== v.line.page) continue;
    const row = k === v.line.i || k === v.line.i - 1;
    if (l.segs.some((x) => (row || Math.abs(x.x0 - v.x) <= 20 || Math.abs(x.x0 - keyX) <= 20) && detail(x))) return true;
  }
  // (or further along a column of keys it is one of: "Beleg-Nr. | Datum | Kundennummer | … | USt-IdNr.", each key at
  // the same left edge on the next line, with no gap wider than a line between them)
  for (const dir of [-1, 1]) {
    let at = v.line;
    for (let k = v.line.i + dir; k >= 0 && k < doc.lines.length; k += dir) {
      const l = doc.lines[k]!;
      const key = l.segs[0];
      if (l.page !== at.page || !key || Math.abs(key.x0 - keyX) > 2 || (dir > 0 ? l.y0 - at.y1 : at.y0 - l.y1) > 1.2 * l.size) break;
      if (detail(key)) return true;
      at = l;
    }
  }
  return false;
}

const DETAIL_KINDS = ['issueDate', 'dueDate'] as const;

/** Is the id in the bottom band of its page, on or next to a line with the company's registration data? */
function footerWithRegistration(doc: Doc, v: Candidate): boolean {
  if (v.line.y0 < v.line.pageHeight * 0.8) return false;
  for (let k = v.line.i - 2; k <= v.line.i + 2; k++) {
    const l = doc.lines[k];
    if (l && l.page === v.line.page && REGISTRATION.test(l.f)) return true;
  }
  return false;
}

/**
 * The name line of the address block an id closes: the top of the run of lines right above it that start at its left
 * edge, each at most a line and a half below the one before (at most six lines up).
 */
function addressName(doc: Doc, v: Candidate): string | null {
  let below = v.line;
  let top: Seg | null = null;
  for (let k = v.line.i - 1; k >= v.line.i - 6 && k >= 0; k--) {
    const l = doc.lines[k]!;
    const s = l.segs.find((x) => Math.abs(x.x0 - v.x) < 4);
    if (!s || l.page !== v.line.page || below.y0 - l.y1 > 1.5 * l.size) break;
    top = s;
    below = l;
  }
  return top?.text ?? null;
}

/** Is the id in the upper half of page 1, a few lines below a postcode + city line of the same column? */
function underAddress(doc: Doc, v: Candidate): boolean {
  if (v.line.page !== 1 || v.line.y0 > v.line.pageHeight * 0.5) return false;
  for (let k = v.line.i - 1; k >= v.line.i - 3 && k >= 0; k--) {
    const l = doc.lines[k]!;
    const s = l.segs.find((x) => Math.abs(x.x0 - v.x) < 4);
    if (!s) return false;
    if (POSTCODE_LINE.test(s.text)) return true;
  }
  return false;
}
