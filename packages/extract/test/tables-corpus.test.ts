/**
 * Table detection on a few documents of the shared corpus (read in place, never copied). Skips with a message
 * when the corpus is absent. The full measurement is the benchmark (bench/tables.ts); these pin down behaviour.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { adjacencyRelations, gtGrid, multisetPRF, type GtCell } from '../bench/tables-scoring.js';
import { openPdf } from '../src/pdf/index.js';
import { detectTables, joinContinuedTables } from '../src/tables/index.js';
import type { ExtractedTable } from '../src/types.js';
import { corpusDir, repoRoot } from './fixtures/corpus.js';

const corpus = corpusDir();
if (!corpus) {
  const expected = process.env.TALLYSHEET_CORPUS ?? resolve(repoRoot, '../shared/corpus');
  console.warn(`tables-corpus: corpus not found at ${expected}, skipping (set TALLYSHEET_CORPUS to run these tests)`);
}
const suite = corpus ? describe : describe.skip;

async function tablesOf(file: string): Promise<ExtractedTable[]> {
  const pdf = await openPdf(readFileSync(file));
  const tables: ExtractedTable[] = [];
  const heights = new Map<number, number>();
  try {
    for (let n = 1; n <= pdf.pages; n++) {
      const page = await pdf.readPage(n);
      heights.set(n, page.height);
      tables.push(...detectTables(page));
    }
  } finally {
    await pdf.close();
  }
  return joinContinuedTables(tables, heights);
}

function gtRelations(strXml: string): string[] {
  const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', parseTagValue: false, isArray: (n) => ['table', 'region', 'cell'].includes(n) }).parse(
    readFileSync(strXml, 'utf8'),
  );
  const out: string[] = [];
  for (const table of doc.document.table) {
    for (const region of table.region) {
      const cells: GtCell[] = region.cell.map((c: Record<string, unknown>) => ({
        startRow: Number(c['start-row']),
        startCol: Number(c['start-col']),
        content: String(c.content ?? ''),
      }));
      out.push(...adjacencyRelations(gtGrid(cells)));
    }
  }
  return out;
}

suite(`tables on the corpus (${corpus ?? 'absent'})`, () => {
  const icdar = (name: string) => join(corpus!, 'icdar2013-table-competition', `competition-dataset-${name.slice(0, 2)}`, name);

  it('ICDAR eu-001: three ruled tables per page, structure matches the ground truth', async () => {
    const tables = await tablesOf(icdar('eu-001.pdf'));
    expect(tables.filter((t) => t.page === 1)).toHaveLength(3);
    const score = multisetPRF(tables.flatMap((t) => adjacencyRelations(t.rows)), gtRelations(icdar('eu-001-str.xml')));
    expect(score.f1).toBeGreaterThan(0.85);
  });

  it('ICDAR us-012: an unruled table is found with its rows', async () => {
    const tables = await tablesOf(icdar('us-012.pdf'));
    const score = multisetPRF(tables.flatMap((t) => adjacencyRelations(t.rows)), gtRelations(icdar('us-012-str.xml')));
    expect(score.f1).toBeGreaterThan(0.9);
  });

  it('Tabula spanning_cells.pdf: ruled tables with spanning cells', async () => {
    const tables = await tablesOf(join(corpus!, 'tabula-java', 'spanning_cells.pdf'));
    expect(tables.length).toBeGreaterThanOrEqual(2);
    const cells = new Set(tables.flatMap((t) => t.rows.flat()).filter(Boolean));
    expect(cells.size).toBeGreaterThan(20);
  });

  it('Camelot health_protected.pdf: refused as password-protected', async () => {
    await expect(openPdf(readFileSync(join(corpus!, 'camelot', 'health_protected.pdf')))).rejects.toMatchObject({ code: 'encrypted' });
  });
});
