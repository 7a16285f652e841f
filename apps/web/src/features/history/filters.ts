import type { ConversionStatus } from '@tallysheet/contracts';

export type StatusFilter = 'all' | ConversionStatus;

export const STATUS_FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Status' },
  { value: 'pending', label: 'Pending' },
  { value: 'processing', label: 'Processing' },
  { value: 'succeeded', label: 'Completed' },
  { value: 'failed', label: 'Failed' },
];

/** The same rule the server applies to `search`: a case-insensitive substring of a source PDF's name. */
interface Searchable {
  pdfFiles: readonly { fileName: string }[];
  createdAt: string;
}

export function matchesSearch(conversion: Pick<Searchable, 'pdfFiles'>, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return conversion.pdfFiles.some((f) => f.fileName.toLowerCase().includes(needle));
}

/** The page as shown: filtered on the client by file name and sorted newest first (spec). */
export function visibleConversions<T extends Searchable>(list: readonly T[], search: string): T[] {
  return list
    .filter((c) => matchesSearch(c, search))
    .sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime());
}

/** Excel download buttons of a row: 'Download' for one, numbered 1-3 otherwise, '+N' for the rest. */
export function rowDownloadLabels(count: number): { labels: string[]; more: number } {
  if (count <= 0) return { labels: [], more: 0 };
  if (count === 1) return { labels: ['Download'], more: 0 };
  const shown = Math.min(3, count);
  return { labels: Array.from({ length: shown }, (_, i) => String(i + 1)), more: count - shown };
}
