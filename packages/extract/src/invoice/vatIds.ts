/**
 * VAT ids of the two parties: country-prefixed ids (labels.ts `findVatIds`) and ids right after a VAT-id label. An id
 * whose label names the customer ("N° TVA client", "Ihre USt-IdNr.") or that sits in the buyer block's column below
 * its label is the buyer's; the first other one is the seller's.
 */
import type { Doc, DocLine } from './doc.js';
import { findVatIds, foldKeep, matchLabel } from './labels.js';
import type { Block } from './parties.js';

export function assignVatIds(doc: Doc, buyerBlock: Block | null, sellerBlock: Block | null): { buyer: string | null; seller: string | null } {
  // VAT ids
  const vats: Array<{ value: string; line: DocLine; x: number; buyerHint?: boolean }> = [];
  // "N° TVA client", "Customer VAT no.", "Ihre USt-IdNr.": the buyer's id
  const BUYER_HINT = /(?<![a-z])(?:client|customer|kunde|cliente|klant|acheteur|buyer|your|votre|ihre|uw|deres|vostra|su|seu|nabywc)(?![a-z])/i;
  for (const line of doc.lines) {
    line.segs.forEach((seg, si) => {
      const found = findVatIds(seg.text);
      // the words just before the id
      const before = found.length ? foldKeep(`${line.segs[si - 1]?.text ?? ''} ${seg.text.slice(0, found[0]!.index)}`).slice(-30) : '';
      const buyerHint = found.length > 0 && matchLabel(before, 'vatId') !== null && BUYER_HINT.test(before);
      for (const v of found) vats.push({ value: v.value, line, x: seg.x0, buyerHint });
      if (found.length) return;
      // a country-prefixed id right after a VAT-id label, even when its length is not the country's
      const m = matchLabel(seg.f, 'vatId');
      if (!m) return;
      const rest = `${seg.text.slice(m.end)} ${line.segs[si + 1]?.text ?? ''}`.replace(/^[\s:：.#-]+/, '');
      const id = /^([A-Z]{2}(?:[\s.-]?[0-9A-Z]){6,14})(?![0-9A-Za-z])/.exec(rest)?.[1];
      if (id && /\d{5}/.test(id.replace(/[\s.-]/g, ''))) vats.push({ value: id.replace(/[\s.-]/g, ''), line, x: seg.x0, buyerHint: BUYER_HINT.test(seg.f) });
      else {
        // a national tax number without country prefix after its label ("NIP: 5319419588")
        const bare = /^(\d[\d\s.-]{6,16}\d)(?![\dA-Za-z])/.exec(rest)?.[1]?.replace(/[\s.-]/g, '');
        if (bare && bare.length >= 8 && bare.length <= 12) vats.push({ value: bare, line, x: seg.x0, buyerHint: BUYER_HINT.test(seg.f) });
      }
    });
  }
  const inBuyer = (v: { line: DocLine; x: number }) =>
    !!buyerBlock &&
    v.line.page === buyerBlock.label.page &&
    v.line.y0 >= buyerBlock.label.y0 - 1 &&
    v.line.y0 - buyerBlock.label.y1 < 260 &&
    v.x >= buyerBlock.x0 - 20 &&
    v.x <= buyerBlock.x1 + 20 &&
    !(sellerBlock && v.line.y0 >= sellerBlock.label.y0 && v.x >= sellerBlock.x0 - 20 && v.x <= sellerBlock.x1 + 20 && sellerBlock.label.y0 > buyerBlock.label.y0);
  const buyerVat = vats.find((v) => v.buyerHint) ?? vats.find(inBuyer);
  const sellerVat = vats.find((v) => !inBuyer(v) && v.value !== buyerVat?.value);
  return { buyer: buyerVat?.value ?? null, seller: sellerVat?.value ?? null };
}
