import { AlertTriangle, CheckCircle2, SearchCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { ExcelFile } from '@tallysheet/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { checksSummary, reviewPath } from '@/features/review/summary';

/** "All checks passed" or "3 of 4 checks passed — review", for a per-PDF result (issue #12). */
export function checksText(file: ExcelFile): string | null {
  if (!file.checks) return null;
  const { passed, total } = file.checks;
  const words = checksSummary(passed, total);
  return passed < total ? `${words} — review` : words;
}

/** Results whose checks did not all pass. */
export function needsReview(files: readonly ExcelFile[]): ExcelFile[] {
  return files.filter((f) => !f.combined && f.checks && f.checks.passed < f.checks.total);
}

/** The checks line of one result, with a Review link (the review screen of that PDF). */
export function ChecksState({ file, className }: { file: ExcelFile; className?: string }) {
  if (file.combined || !file.checks) return null;
  const { passed, total, edited } = file.checks;
  const ok = passed === total;
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <p className={cn('flex items-center gap-1 text-xs font-medium', ok ? 'text-green-700' : 'text-amber-800')} data-checks={`${passed}/${total}`}>
        {ok ? <CheckCircle2 className="size-3.5" aria-hidden="true" /> : <AlertTriangle className="size-3.5" aria-hidden="true" />}
        {checksText(file)}
        {edited && <span className="rounded bg-sky-100 px-1 text-[10px] font-semibold text-sky-800">Edited</span>}
      </p>
      {!file.expired && (
        <Button asChild size="sm" variant={ok ? 'ghost' : 'outline'} className="h-7 px-2">
          <Link to={reviewPath(file.id)} aria-label={`Review ${file.excelFileName}`}>
            <SearchCheck aria-hidden="true" /> Review
          </Link>
        </Button>
      )}
    </div>
  );
}
