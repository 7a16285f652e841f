import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { pageWindow, showingText } from './pagination';

export function PaginationNav({
  page,
  pages,
  total,
  pageSize,
  onPage,
}: {
  page: number;
  pages: number;
  total: number;
  pageSize: number;
  onPage(page: number): void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-zinc-600">{showingText(page, pageSize, total)}</p>
      <div className="flex items-center gap-1">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label="Previous page">
          <ChevronLeft aria-hidden="true" />
          <span className="hidden sm:inline">Previous</span>
        </Button>
        {pageWindow(page, pages).map((slot) =>
          typeof slot === 'number' ? (
            <Button
              key={slot}
              size="sm"
              variant={slot === page ? 'default' : 'ghost'}
              aria-label={`Page ${slot}`}
              aria-current={slot === page ? 'page' : undefined}
              onClick={() => onPage(slot)}
              className="min-w-8"
            >
              {slot}
            </Button>
          ) : (
            <span key={slot} className="px-1 text-zinc-400" aria-hidden="true">
              …
            </span>
          ),
        )}
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label="Next page">
          <span className="hidden sm:inline">Next</span>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
