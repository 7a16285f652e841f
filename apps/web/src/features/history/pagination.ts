/** spec: 10 conversions per history page */
export const HISTORY_PAGE_SIZE = 10;

export type PageSlot = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page buttons: first, last, and current ±1, with an ellipsis wherever pages are skipped.
 * `pageWindow(5, 10)` → [1, '…', 4, 5, 6, '…', 10].
 */
export function pageWindow(current: number, totalPages: number): PageSlot[] {
  if (totalPages <= 0) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const shown = [...new Set([1, page - 1, page, page + 1, totalPages])]
    .filter((p) => p >= 1 && p <= totalPages)
    .sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  shown.forEach((p, i) => {
    if (i > 0 && p - shown[i - 1] > 1) slots.push(slots.length <= 1 ? 'ellipsis-start' : 'ellipsis-end');
    slots.push(p);
  });
  return slots;
}

/** 'Showing X to Y of Z results' */
export function showingText(page: number, pageSize: number, total: number): string {
  if (total <= 0) return 'Showing 0 to 0 of 0 results';
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return `Showing ${from} to ${to} of ${total} results`;
}
