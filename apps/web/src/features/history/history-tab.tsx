import { useEffect, useState } from 'react';
import { History as HistoryIcon, Search } from 'lucide-react';
import type { Conversion } from '@tallysheet/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { downloadWithNotice } from '@/lib/download';
import { DetailsDialog } from './details-dialog';
import { STATUS_FILTERS, visibleConversions, type StatusFilter } from './filters';
import { HistoryRow, HistoryRowSkeleton } from './history-row';
import { HISTORY_PAGE_SIZE } from './pagination';
import { PaginationNav } from './pagination-nav';
import { useConversionList, useConversionStats } from './queries';
import { SummaryCards } from './summary-cards';

/** How long typing pauses before the search goes to the server (the shown page filters at once). */
const SEARCH_DEBOUNCE_MS = 300;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The dashboard's History tab (/dashboard/history). */
export function HistoryTab() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const serverSearch = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const [detailsId, setDetailsId] = useState<string | null>(null);

  const list = useConversionList({ page, status, search: serverSearch });
  const stats = useConversionStats();
  const data = list.data;
  const rows = data ? visibleConversions(data.conversions, search) : [];
  const filtered = search.trim() !== '' || status !== 'all';
  // while a new search is on its way, an empty page means "not known yet", not "nothing found"
  const searching = search.trim() !== serverSearch || (list.isPlaceholderData && list.isFetching);
  // the open details follow the row as it refreshes
  const details: Conversion | null = (detailsId && data?.conversions.find((c) => c._id === detailsId)) || null;

  // a page that no longer exists (e.g. after filtering) falls back to the last one
  useEffect(() => {
    if (data && data.pages > 0 && page > data.pages) setPage(data.pages);
  }, [data, page]);


  return (
    <div className="space-y-5">
      <SummaryCards stats={stats.data} />

      <Card className="overflow-hidden">
        <div className="flex flex-col gap-3 border-b border-zinc-100 p-4 sm:flex-row sm:items-center">
          <h2 className="flex items-center gap-2 text-base font-semibold text-zinc-900 sm:mr-auto">
            <HistoryIcon className="size-5 text-zinc-400" aria-hidden="true" /> Conversion History
          </h2>
          <div className="relative sm:w-72">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400" aria-hidden="true" />
            <Input
              type="search"
              aria-label="Search by filename"
              placeholder="Search by filename..."
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
              className="pl-9"
            />
          </div>
          <Select
            value={status}
            onValueChange={(value) => {
              setStatus(value as StatusFilter);
              setPage(1);
            }}
          >
            <SelectTrigger className="sm:w-44" aria-label="Filter by status">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {STATUS_FILTERS.map((f) => (
                <SelectItem key={f.value} value={f.value}>
                  {f.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>

        {list.isError && !data ? (
          <div className="p-4">
            <Alert variant="error">
              <div className="flex flex-1 flex-wrap items-center justify-between gap-2">
                <span>Failed to load conversion history</span>
                <Button size="sm" variant="outline" onClick={() => void list.refetch()}>
                  Try again
                </Button>
              </div>
            </Alert>
          </div>
        ) : !data || (rows.length === 0 && searching) ? (
          <ul aria-busy="true" aria-label="Loading conversion history" className="divide-y divide-zinc-100">
            {Array.from({ length: 4 }, (_, i) => (
              <HistoryRowSkeleton key={i} />
            ))}
          </ul>
        ) : rows.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-4 py-12 text-center">
            <HistoryIcon className="size-10 text-zinc-300" aria-hidden="true" />
            <p className="font-semibold text-zinc-900">No conversions found</p>
            <p className="text-sm text-zinc-500">
              {filtered
                ? 'Try adjusting your filters to see more results.'
                : 'Start converting your PDF invoices to Excel files to see them here.'}
            </p>
          </div>
        ) : (
          <ul aria-label="Conversions" aria-busy={list.isFetching} className="divide-y divide-zinc-100">
            {rows.map((conversion) => (
              <HistoryRow
                key={conversion._id}
                conversion={conversion}
                onDetails={() => setDetailsId(conversion._id)}
                onDownload={(u, n) => void downloadWithNotice(u, n)}
              />
            ))}
          </ul>
        )}
        {list.isError && data && (
          <p className="px-4 pb-3 text-sm text-red-600" role="alert">
            Failed to load conversion history
          </p>
        )}
      </Card>

      {data && (
        <PaginationNav page={page} pages={data.pages} total={data.total} pageSize={HISTORY_PAGE_SIZE} onPage={setPage} />
      )}

      <DetailsDialog conversion={details} onClose={() => setDetailsId(null)} onDownload={(u, n) => void downloadWithNotice(u, n)} />
    </div>
  );
}
