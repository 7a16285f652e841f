/**
 * Runs in a worker thread (compiled to dist/modules/results/regenerate-worker.js): a saved correction's workbook and
 * CSV, and the conversion's combined pair, are written here with the engine's writers (ExcelJS), so a save does not
 * hold up the server's event loop for everyone else's requests.
 */
import { loadEngine, type StoredResult } from './engine.js';

export type RegenerateTask =
  | { kind: 'warm' }
  | { kind: 'file'; result: StoredResult }
  | { kind: 'combined'; results: StoredResult[] };

export interface RegeneratedFiles {
  xlsx: Uint8Array;
  csv: Uint8Array;
}

// The thread loads the engine as soon as it starts, so the first save does not wait for it as well.
loadEngine().catch(() => {});

export default async function run(task: RegenerateTask): Promise<RegeneratedFiles | null> {
  const engine = await loadEngine();
  if (task.kind === 'warm') return null;
  if (task.kind === 'file') return { xlsx: await engine.writeWorkbook(task.result), csv: engine.writeCsv(task.result) };
  return { xlsx: await engine.writeCombinedWorkbook(task.results), csv: engine.writeCombinedCsv(task.results) };
}
