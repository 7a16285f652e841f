import { ExtractionError } from '../types.js';

function text(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * One line for a file's failure, whatever threw it: our ExtractionError as is, file-system errors in words,
 * pdf.js's own exceptions (XRefEntryException, FormatError, …) as a damaged PDF, runaway recursion as too deep.
 */
export function describeError(err: unknown): string {
  if (err instanceof ExtractionError || (err instanceof Error && err.name === 'ExtractionError')) return oneLine(err.message);
  const code = (err as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOENT') return 'file not found';
  if (code === 'EISDIR') return 'is a directory, not a PDF file';
  if (code === 'EACCES') return 'permission denied';
  if (/maximum call stack/i.test(text(err))) return 'This PDF is nested too deeply to be read (damaged or hostile file).';
  const name = err instanceof Error ? err.name : '';
  if (/Exception$/.test(name) || name === 'FormatError') {
    return oneLine(`This PDF is damaged and cannot be read (${text(err)}).`);
  }
  return oneLine(`unexpected error while reading this file (${name ? `${name}: ` : ''}${text(err)})`);
}

/** Error texts can carry line breaks; a file's failure is one stderr line. */
export function oneLine(s: string): string {
  return s.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}
