/**
 * Provenance of layout-read values (ExtractionResult.sources, #12): the page and the box of the words a value was
 * printed in, in top-left-origin points like every other box of the result.
 *
 * Labelled fields carry their box from the candidate that was chosen (fields.ts); values whose reader keeps no
 * position (party names, VAT ids, the currency) are located by their text: the shortest run of words on one line,
 * else on up to three consecutive lines of one page, whose normalised text contains the value's.
 */
import type { BBox, SourceBox, Word } from '../types.js';
import type { Doc, DocLine } from './doc.js';
import { compactVatId, normKey } from './labels.js';

/** The box around some words of one page (null for none). */
export function boxOf(page: number, words: readonly Word[]): SourceBox | null {
  if (!words.length) return null;
  const bbox: BBox = [Infinity, Infinity, -Infinity, -Infinity];
  for (const w of words) {
    bbox[0] = Math.min(bbox[0], w.x0);
    bbox[1] = Math.min(bbox[1], w.y0);
    bbox[2] = Math.max(bbox[2], w.x1);
    bbox[3] = Math.max(bbox[3], w.y1);
  }
  return { page, bbox: bbox.map((v) => Math.round(v * 100) / 100) as unknown as BBox };
}

/** The union of boxes on one page (null when they are on different pages or none is given). */
export function unionBox(boxes: ReadonlyArray<SourceBox | null | undefined>): SourceBox | null {
  const list = boxes.filter((b): b is SourceBox => !!b);
  if (!list.length || list.some((b) => b.page !== list[0]!.page)) return null;
  return {
    page: list[0]!.page,
    bbox: [
      Math.min(...list.map((b) => b.bbox[0])),
      Math.min(...list.map((b) => b.bbox[1])),
      Math.max(...list.map((b) => b.bbox[2])),
      Math.max(...list.map((b) => b.bbox[3])),
    ],
  };
}

/** The words of a run (a segment or line whose text is its words joined by single spaces) covering characters [start, end). */
export function wordsIn(words: readonly Word[], start: number, end: number): Word[] {
  const out: Word[] = [];
  let pos = 0;
  for (const w of words) {
    const ws = pos;
    const we = pos + w.text.length;
    if (we > start && ws < end) out.push(w);
    pos = we + 1;
  }
  return out;
}

type Normalise = (s: string) => string;

const KEYS = new WeakMap<Doc, Map<Normalise, string[]>>();

/** Per line of the document, its normalised text (cached per document and normalisation). */
function lineKeys(doc: Doc, norm: Normalise): string[] {
  let byNorm = KEYS.get(doc);
  if (!byNorm) KEYS.set(doc, (byNorm = new Map()));
  let keys = byNorm.get(norm);
  if (!keys) byNorm.set(norm, (keys = doc.lines.map((l) => norm(l.text))));
  return keys;
}

/** The shortest window of `words` whose normalised joined text contains `target` (null when none does). */
function window(words: readonly Word[], target: string, norm: Normalise): Word[] | null {
  const joined = (i: number, j: number) => norm(words.slice(i, j + 1).map((w) => w.text).join(' '));
  let end = -1;
  for (let j = 0; j < words.length; j++) {
    if (joined(0, j).includes(target)) {
      end = j;
      break;
    }
  }
  if (end < 0) return null;
  let start = 0;
  while (start < end && joined(start + 1, end).includes(target)) start++;
  return words.slice(start, end + 1);
}

export interface LocateOptions {
  /** compare VAT ids (letters and digits only) instead of names (words) */
  compact?: boolean;
  /** lines (by index) to try first, e.g. the party's block */
  prefer?: ReadonlySet<number>;
}

/**
 * Where a value's text is printed: the first line (the preferred lines first, then in reading order) whose words
 * contain it, else the first run of up to three consecutive lines of one page. Null when it is not printed as such.
 */
export function locateText(doc: Doc, text: string, opts: LocateOptions = {}): SourceBox | null {
  const norm: Normalise = opts.compact ? compactVatId : normKey;
  const target = norm(text);
  if (!target) return null;
  const keys = lineKeys(doc, norm);
  const order = [...(opts.prefer ?? [])].sort((a, b) => a - b);
  for (const l of doc.lines) if (!opts.prefer?.has(l.i)) order.push(l.i);
  for (const i of order) {
    if (!keys[i]!.includes(target)) continue;
    const line = doc.lines[i]!;
    const w = window(line.words, target, norm);
    if (w) return boxOf(line.page, w);
  }
  const sep = opts.compact ? '' : ' ';
  for (const i of order) {
    const group: DocLine[] = [doc.lines[i]!];
    for (let k = i + 1; k < doc.lines.length && group.length < 3; k++) {
      const l = doc.lines[k]!;
      if (l.page !== group[0]!.page) break;
      group.push(l);
      if (!(group.map((g) => keys[g.i]).join(sep).includes(target))) continue;
      // a run over several lines: the box of the words it needs (one page)
      const w = window(
        group.flatMap((g) => g.words),
        target,
        norm,
      );
      if (w) return boxOf(group[0]!.page, w);
    }
  }
  return null;
}
