/**
 * Small helpers over fast-xml-parser's object tree. Namespace prefixes are removed, so the readers work on local
 * names only (CII D16B, ZUGFeRD 1.0 and UBL 2.0/2.1 all differ in namespaces, not in the local names we read).
 * Text values are kept as strings (parseTagValue: false) so "00123" or "9.9000" arrive exactly as written.
 */
import { XMLParser } from 'fast-xml-parser';

export type XmlNode = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  commentPropName: false,
});

/** Largest XML we read (real e-invoices are a few hundred KB at most). */
export const MAX_XML_CHARS = 20 * 1024 * 1024;

export function parseXml(xml: string): XmlNode {
  let text = xml.charCodeAt(0) === 0xfeff ? xml.slice(1) : xml;
  if (text.length > MAX_XML_CHARS) throw new Error('The e-invoice XML is too large.');
  // Entity declarations are never needed in an e-invoice and are the vector of entity-expansion attacks.
  if (/<!DOCTYPE/i.test(text.slice(0, 4096)) || /<!ENTITY/i.test(text)) {
    throw new Error('The e-invoice XML declares a DOCTYPE, which e-invoices never need; it was not read.');
  }
  text = text.trim();
  return parser.parse(text) as XmlNode;
}

/** Always an array: undefined → [], a single element → [it]. */
export function all(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** The first child element with one of the given local names (in the order given). */
export function child(node: unknown, ...names: string[]): XmlNode | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const obj = node as XmlNode;
  for (const name of names) {
    const v = all(obj[name])[0];
    if (v !== undefined) return (typeof v === 'object' ? v : { '#text': v }) as XmlNode;
  }
  return undefined;
}

/** Every child element with one of the given local names. */
export function children(node: unknown, ...names: string[]): XmlNode[] {
  if (!node || typeof node !== 'object') return [];
  const obj = node as XmlNode;
  const out: XmlNode[] = [];
  for (const name of names) {
    for (const v of all(obj[name])) out.push((typeof v === 'object' && v !== null ? v : { '#text': v }) as XmlNode);
  }
  return out;
}

/** Follow a path of local names; each step may list alternatives separated by "|". */
export function path(node: unknown, ...steps: string[]): XmlNode | undefined {
  let cur: unknown = node;
  for (const step of steps) {
    cur = child(cur, ...step.split('|'));
    if (cur === undefined) return undefined;
  }
  return cur as XmlNode;
}

/** The text content of an element (string), or null when absent/empty. */
export function text(node: unknown): string | null {
  if (node === undefined || node === null) return null;
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'boolean') {
    const s = String(node).trim();
    return s === '' ? null : s;
  }
  if (typeof node === 'object') {
    const t = (node as XmlNode)['#text'];
    if (t === undefined || t === null) return null;
    const s = String(t).trim();
    return s === '' ? null : s;
  }
  return null;
}

export function attr(node: unknown, name: string): string | null {
  if (!node || typeof node !== 'object') return null;
  const v = (node as XmlNode)[`@_${name}`];
  return v === undefined || v === null ? null : String(v).trim();
}

/** A decimal as written in XML (xs:decimal: optional sign, digits, optional "." fraction). */
export function decimal(node: unknown): number | null {
  const s = text(node);
  if (s === null) return null;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

/**
 * Dates: UN/CEFACT DateTimeString with format 102 (CCYYMMDD), 610 (CCYYMM → first of month), 616 (CCYYWW → Monday
 * of ISO week), or an ISO date / date-time (UBL, and CII files that ignore the format attribute).
 */
export function isoDate(value: string | null, format?: string | null): string | null {
  if (!value) return null;
  const s = value.trim();
  if ((format === '102' || !format) && /^\d{8}$/.test(s)) return valid(`${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`);
  if (format === '610' && /^\d{6}$/.test(s)) return valid(`${s.slice(0, 4)}-${s.slice(4, 6)}-01`);
  if (format === '616' && /^\d{6}$/.test(s)) return isoWeekMonday(Number(s.slice(0, 4)), Number(s.slice(4, 6)));
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(s);
  if (m) return valid(`${m[1]}-${m[2]}-${m[3]}`);
  return null;
}

function valid(iso: string): string | null {
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
}

function isoWeekMonday(year: number, week: number): string | null {
  if (week < 1 || week > 53) return null;
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const day = jan4.getUTCDay() || 7;
  const monday = new Date(jan4.getTime() + ((week - 1) * 7 - (day - 1)) * 86400000);
  return monday.toISOString().slice(0, 10);
}

/** Joins non-empty parts with ", ". */
export function joinParts(parts: (string | null | undefined)[]): string | null {
  const kept = parts.map((p) => (p ?? '').replace(/\s+/g, ' ').trim()).filter((p) => p !== '');
  return kept.length ? kept.join(', ') : null;
}

/**
 * A line's price base (EN 16931 BT-149, kept only when other than 1) and allowance (BT-136: Σ line allowances − Σ line
 * charges, kept only when not 0), from the base quantity and the line's allowance/charge entries.
 */
export function lineTerms(
  base: number | null,
  entries: Array<{ amount: number | null; charge: boolean }>,
): { priceBaseQuantity?: number; allowance?: number } {
  const out: { priceBaseQuantity?: number; allowance?: number } = {};
  if (base !== null && base > 0 && base !== 1) out.priceBaseQuantity = base;
  const allowance = entries.reduce((sum, e) => (e.amount === null ? sum : sum + (e.charge ? -e.amount : e.amount)), 0);
  if (allowance !== 0) out.allowance = Math.round(allowance * 100) / 100;
  return out;
}
