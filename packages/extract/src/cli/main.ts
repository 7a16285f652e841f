/**
 * The `tallysheet` command line.
 *
 *   tallysheet extract FILE.pdf… [--json] [--layout-only]
 *   tallysheet convert FILE.pdf… --out DIR [--format xlsx,csv] [--layout-only]
 *
 * Each file is read in its own worker thread with a time limit (--timeout, default 60 s) and a memory limit
 * (--max-memory, default 512 MB). A file that cannot be converted — whatever the reason: damaged, hostile, too
 * slow, too big — gets one line on stderr ("tallysheet: FILE: message"); the other files are still processed, and
 * the exit code is 1. Usage errors exit with 2.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, extname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { ExtractionResult } from '../types.js';
import { describeError } from './errors.js';
import { IsolatedRunner, type Limits } from './isolate.js';

export const DEFAULT_TIMEOUT_SECONDS = 60;
export const DEFAULT_MAX_MEMORY_MB = 512;

export const HELP = `Usage:
  tallysheet extract FILE.pdf... [--json] [--layout-only] [--timeout S] [--max-memory MB]
      Reads each PDF invoice. With --json, prints its ExtractionResult as JSON, one document per line.
      Without --json, prints a short summary per file.
  tallysheet convert FILE.pdf... --out DIR [--format xlsx,csv] [--layout-only] [--timeout S] [--max-memory MB]
      Writes DIR/<name>.xlsx and DIR/<name>.csv for each PDF, and DIR/combined.xlsx and DIR/combined.csv
      across all of them when given several files.

Options:
  --json            print the extraction result as JSON (extract)
  --out DIR         output directory, created if missing (convert)
  --format LIST     comma-separated output formats: xlsx, csv (default: xlsx,csv)
  --layout-only     ignore embedded e-invoice XML (Factur-X, ZUGFeRD, XRechnung, UBL); read the page layout
  --max-pages N     refuse PDFs with more than N pages (default 2000)
  --timeout SECONDS stop a file that takes longer than this (default 60)
  --max-memory MB   stop a file that needs more memory than this (default 512)
  -h, --help        show this help

Each file is read in its own worker thread under the time and memory limits; a file that fails gets one line on
stderr and the other files are still processed.

Exit status: 0 when every file was processed, 1 when at least one file failed, 2 on a usage error.
`;

export interface Io {
  stdout: (s: string) => void | Promise<void>;
  stderr: (s: string) => void | Promise<void>;
}

const defaultIo: Io = {
  stdout: (s) =>
    new Promise<void>((res) => {
      if (process.stdout.write(s)) res();
      else process.stdout.once('drain', () => res());
    }),
  stderr: (s) => {
    process.stderr.write(s);
  },
};

class UsageError extends Error {}

function summary(r: ExtractionResult): string {
  const i = r.invoice;
  const failed = r.checks.filter((c) => !c.ok).length;
  const parts = [
    `${r.file.name}: ${r.file.pages} page(s), source ${r.source}`,
    `  invoice ${i.number ?? '?'} of ${i.issueDate ?? '?'} from ${i.seller.name ?? '?'} to ${i.buyer.name ?? '?'}`,
    `  total ${i.totals.gross ?? '?'} ${i.currency ?? ''} (net ${i.totals.net ?? '?'}, tax ${i.totals.tax ?? '?'}), due ${i.totals.due ?? '?'}`.replace(/ +\(/, ' ('),
    `  ${i.lineItems.length} line item(s), ${r.tables.length} table(s), ${r.checks.length - failed}/${r.checks.length} checks OK`,
  ];
  for (const w of r.warnings) parts.push(`  warning: ${w}`);
  return parts.join('\n') + '\n';
}

/** Output base names, unique within one run ("invoice", "invoice-2", …). */
function uniqueBases(files: string[]): string[] {
  const used = new Map<string, number>();
  return files.map((f) => {
    const raw = basename(f, extname(f)).replace(/[^\p{L}\p{N}._ -]+/gu, '_').trim() || 'document';
    const key = raw.toLowerCase();
    const n = (used.get(key) ?? 0) + 1;
    used.set(key, n);
    return n === 1 ? raw : `${raw}-${n}`;
  });
}

export async function main(argv: string[], io: Io = defaultIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        json: { type: 'boolean', default: false },
        out: { type: 'string' },
        format: { type: 'string', default: 'xlsx,csv' },
        'layout-only': { type: 'boolean', default: false },
        'max-pages': { type: 'string' },
        timeout: { type: 'string' },
        'max-memory': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (err) {
    await io.stderr(`tallysheet: ${(err as Error).message}\n\n${HELP}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, ...files] = positionals;
  if (values.help || !command) {
    await (values.help ? io.stdout(HELP) : io.stderr(HELP));
    return values.help ? 0 : 2;
  }
  try {
    if (command !== 'extract' && command !== 'convert') throw new UsageError(`unknown command "${command}" (expected extract or convert)`);
    if (files.length === 0) throw new UsageError(`${command}: no PDF file given`);
    let maxPages: number | undefined;
    if (values['max-pages'] !== undefined) {
      maxPages = Number(values['max-pages']);
      if (!Number.isInteger(maxPages) || maxPages < 1) throw new UsageError('--max-pages must be a positive whole number');
    }
    const limits: Limits = {
      timeoutMs: positiveNumber(values.timeout, '--timeout', DEFAULT_TIMEOUT_SECONDS) * 1000,
      maxMemoryMb: Math.round(positiveNumber(values['max-memory'], '--max-memory', DEFAULT_MAX_MEMORY_MB)),
    };
    if (limits.maxMemoryMb < 32) throw new UsageError('--max-memory must be at least 32 (MB)');
    const layoutOnly = values['layout-only'];
    if (command === 'extract') return await runExtract(files, { json: values.json, layoutOnly, maxPages, limits }, io);
    if (!values.out) throw new UsageError('convert: --out DIR is required');
    const formats = values.format.split(',').map((f) => f.trim().toLowerCase()).filter(Boolean);
    const bad = formats.filter((f) => f !== 'xlsx' && f !== 'csv');
    if (bad.length || formats.length === 0) throw new UsageError(`--format: unknown format "${bad[0] ?? values.format}" (use xlsx, csv or xlsx,csv)`);
    return await runConvert(files, { out: values.out, formats: new Set(formats), layoutOnly, maxPages, limits }, io);
  } catch (err) {
    if (err instanceof UsageError) {
      await io.stderr(`tallysheet: ${err.message}\nRun "tallysheet --help" for usage.\n`);
      return 2;
    }
    throw err;
  }
}

function positiveNumber(value: string | undefined, option: string, def: number): number {
  if (value === undefined) return def;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new UsageError(`${option} must be a positive number`);
  return n;
}

type FileOutcome = { ok: true; result: ExtractionResult; xlsx?: Uint8Array; csv?: Uint8Array } | { ok: false; message: string };

/** One file in its own worker thread: the result (and the files' bytes for `formats`) or the one-line reason. */
async function processFile(
  runner: IsolatedRunner,
  file: string,
  layoutOnly: boolean,
  maxPages: number | undefined,
  formats: string[],
): Promise<FileOutcome> {
  const reply = await runner.run({ kind: 'file', path: resolve(file), layoutOnly, maxPages, formats });
  if (!reply.ok) return reply;
  if (!reply.result) return { ok: false, message: 'the worker returned no result' };
  return { ok: true, result: reply.result, xlsx: reply.xlsx, csv: reply.csv };
}

async function runExtract(
  files: string[],
  opts: { json: boolean; layoutOnly: boolean; maxPages?: number; limits: Limits },
  io: Io,
): Promise<number> {
  let failed = 0;
  const runner = new IsolatedRunner(opts.limits);
  try {
    for (const file of files) {
      const r = await processFile(runner, file, opts.layoutOnly, opts.maxPages, []);
      if (r.ok) {
        await io.stdout(opts.json ? JSON.stringify(r.result) + '\n' : summary(r.result));
      } else {
        failed++;
        await io.stderr(`tallysheet: ${file}: ${r.message}\n`);
      }
    }
  } finally {
    await runner.close();
  }
  return failed ? 1 : 0;
}

async function runConvert(
  files: string[],
  opts: { out: string; formats: Set<string>; layoutOnly: boolean; maxPages?: number; limits: Limits },
  io: Io,
): Promise<number> {
  const out = resolve(opts.out);
  try {
    await mkdir(out, { recursive: true });
  } catch (err) {
    await io.stderr(`tallysheet: cannot create output directory ${opts.out}: ${describeError(err)}\n`);
    return 1;
  }
  const formats = [...opts.formats];
  const bases = uniqueBases(files);
  const results: ExtractionResult[] = [];
  let failed = 0;
  const runner = new IsolatedRunner(opts.limits);
  try {
    failed = await convertEach(runner, files, bases, formats, out, results, opts, io);
    if (files.length > 1 && results.length > 0) {
      const combined = await runner.run({ kind: 'combine', results, formats });
      let error = combined.ok ? null : combined.message;
      if (combined.ok) {
        try {
          const written = await writeOutputs(out, 'combined', combined);
          await io.stdout(`combined (${results.length} file(s)) -> ${written.join(', ')}\n`);
        } catch (err) {
          error = describeError(err);
        }
      }
      if (error !== null) {
        failed++;
        await io.stderr(`tallysheet: combined: ${error}\n`);
      }
    }
  } finally {
    await runner.close();
  }
  return failed ? 1 : 0;
}

async function convertEach(
  runner: IsolatedRunner,
  files: string[],
  bases: string[],
  formats: string[],
  out: string,
  results: ExtractionResult[],
  opts: { layoutOnly: boolean; maxPages?: number },
  io: Io,
): Promise<number> {
  let failed = 0;
  for (let i = 0; i < files.length; i++) {
    const file = files[i]!;
    const r = await processFile(runner, file, opts.layoutOnly, opts.maxPages, formats);
    if (!r.ok) {
      failed++;
      await io.stderr(`tallysheet: ${file}: ${r.message}\n`);
      continue;
    }
    try {
      const written = await writeOutputs(out, bases[i]!, r);
      results.push(r.result);
      const failedChecks = r.result.checks.filter((c) => !c.ok).length;
      await io.stdout(
        `${file}: ${r.result.invoice.lineItems.length} line item(s), ${r.result.tables.length} table(s)${failedChecks ? `, ${failedChecks} failed check(s)` : ''} -> ${written.join(', ')}\n`,
      );
    } catch (err) {
      failed++;
      await io.stderr(`tallysheet: ${file}: ${describeError(err)}\n`);
    }
  }
  return failed;
}

async function writeOutputs(out: string, base: string, bytes: { xlsx?: Uint8Array; csv?: Uint8Array }): Promise<string[]> {
  const written: string[] = [];
  for (const kind of ['xlsx', 'csv'] as const) {
    const data = bytes[kind];
    if (!data) continue;
    const p = join(out, `${base}.${kind}`);
    await writeFile(p, data);
    written.push(p);
  }
  return written;
}
