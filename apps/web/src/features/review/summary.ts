/** Words for a result's checks, shared by the result card, the completion notice, history and the review screen. */

/** "All checks passed" / "3 of 4 checks passed" / "No checks could run". */
export function checksSummary(passed: number, total: number): string {
  if (total === 0) return 'No checks could run';
  if (passed === total) return 'All checks passed';
  return `${passed} of ${total} checks passed`;
}

export function reviewPath(excelFileId: string): string {
  return `/dashboard/review/${encodeURIComponent(excelFileId)}`;
}
