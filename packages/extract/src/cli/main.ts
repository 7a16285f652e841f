/**
 * The `tallysheet` command line.
 *
 *   tallysheet extract FILE.pdf… [--json] [--layout-only]
 *   tallysheet convert FILE.pdf… --out DIR [--format xlsx,csv] [--layout-only]
 *
 * A file that cannot be converted gets one line on stderr ("tallysheet: FILE: message"); the other files are still
 * processed, and the exit code is 1. Usage errors exit with 2.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { basename, extname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ExtractionError, type ExtractionResult } from '../types.js';
import { FORMAT_HELP, FORMAT_OPTIONS, type OutputPlan, outputPlan, writeCombinedOutputs, writeOutputs } from './formats.js';

// pdf.js and ExcelJS load on first use, so --help and usage errors answer at once.
const engine = () => import('../extract.js');

export const HELP = `Usage:
  tallysheet extract FILE.pdf... [--json] [--layout-only]
      Reads each PDF invoice. With --json, prints its ExtractionResult as JSON, one document per line.
      Without --json, prints a short summary per file.
  tallysheet convert FILE.pdf... --out DIR [--format xlsx,csv,datev,xero,quickbooks] [--csv-locale de] [--layout-only]
      Writes DIR/<name>.xlsx, DIR/<name>.csv (and <name>.datev.csv, <name>.xero.csv, <name>.quickbooks.csv) for
      each PDF, and DIR/combined.xlsx, DIR/combined.csv, DIR/invoices.csv (and combined.<export>.csv) across all
      of them when given several files.

Options:
  --json            print the extraction result as JSON (extract)
  --out DIR         output directory, created if missing (convert)
${FORMAT_HELP}
  --layout-only     ignore embedded e-invoice XML (Factur-X, ZUGFeRD, XRechnung, UBL); read the page layout
  --max-pages N     refuse PDFs with more than N pages (default 2000)
  -h, --help        show this help

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

function describe(err: unknown): string {
  if (err instanceof ExtractionError) return err.message;
  const code = (err as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOENT') return 'file not found';
  if (code === 'EISDIR') return 'is a directory, not a PDF file';
  if (code === 'EACCES') return 'permission denied';
  return err instanceof Error ? err.message : String(err);
}

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
        ...FORMAT_OPTIONS,
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
    const layoutOnly = values['layout-only'];
    if (command === 'extract') return await runExtract(files, { json: values.json, layoutOnly, maxPages }, io);
    if (!values.out) throw new UsageError('convert: --out DIR is required');
    const plan = await outputPlan(values.format, values['csv-locale'], values['export-settings']).catch((err: Error) => {
      throw new UsageError(err.message);
    });
    return await runConvert(files, { out: values.out, plan, layoutOnly, maxPages }, io);
  } catch (err) {
    if (err instanceof UsageError) {
      await io.stderr(`tallysheet: ${err.message}\nRun "tallysheet --help" for usage.\n`);
      return 2;
    }
    throw err;
  }
}

async function extractFile(file: string, layoutOnly: boolean, maxPages: number | undefined): Promise<ExtractionResult> {
  const data = await readFile(file);
  const { extract } = await engine();
  return extract(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), { name: basename(file), layoutOnly, maxPages });
}

async function runExtract(files: string[], opts: { json: boolean; layoutOnly: boolean; maxPages?: number }, io: Io): Promise<number> {
  let failed = 0;
  for (const file of files) {
    try {
      const r = await extractFile(file, opts.layoutOnly, opts.maxPages);
      await io.stdout(opts.json ? JSON.stringify(r) + '\n' : summary(r));
    } catch (err) {
      failed++;
      await io.stderr(`tallysheet: ${file}: ${describe(err)}\n`);
    }
  }
  return failed ? 1 : 0;
}

async function runConvert(
  files: string[],
  opts: { out: string; plan: OutputPlan; layoutOnly: boolean; maxPages?: number },
  io: Io,
): Promise<number> {
  const out = resolve(opts.out);
  try {
    await mkdir(out, { recursive: true });
  } catch (err) {
    await io.stderr(`tallysheet: cannot create output directory ${opts.out}: ${describe(err)}\n`);
    return 1;
  }
  const bases = uniqueBases(files);
  const results: ExtractionResult[] = [];
  let failed = 0;
  for (let i = 0; i < files.length; i++) {
    const file = files[i];
    try {
      const r = await extractFile(file, opts.layoutOnly, opts.maxPages);
      const written = await writeOutputs(r, out, bases[i], opts.plan, (issue, format) =>
        io.stderr(`tallysheet: ${file}: ${format}: ${issue.skipped ? 'not exported' : 'note'}: ${issue.reason}\n`),
      );
      results.push(r);
      const failedChecks = r.checks.filter((c) => !c.ok).length;
      await io.stdout(`${file}: ${r.invoice.lineItems.length} line item(s), ${r.tables.length} table(s)${failedChecks ? `, ${failedChecks} failed check(s)` : ''} -> ${written.join(', ')}\n`);
    } catch (err) {
      failed++;
      await io.stderr(`tallysheet: ${file}: ${describe(err)}\n`);
    }
  }
  if (files.length > 1 && results.length > 0) {
    const written = await writeCombinedOutputs(results, out, opts.plan);
    await io.stdout(`combined (${results.length} file(s)) -> ${written.join(', ')}\n`);
  }
  return failed ? 1 : 0;
}
