import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Conversion } from '@tallysheet/contracts';
import { HistoryTab } from '@/features/history';

function conversion(i: number, overrides: Partial<Conversion> = {}): Conversion {
  const id = `conversion-id-${String(i).padStart(8, '0')}`;
  return {
    _id: id,
    conversionId: id,
    status: 'succeeded',
    progress: 100,
    createdAt: new Date(Date.UTC(2026, 10, 1, 9, i)).toISOString(),
    startedAt: null,
    finishedAt: null,
    totalFiles: 1,
    totalSize: 1536,
    pdfFiles: [{ fileName: `invoice-${i}.pdf`, fileSize: 1536, status: 'succeeded', error: null, pages: 1, pagesDone: 1 }],
    excelFiles: [
      {
        id: `out-${i}`,
        excelFileName: `invoice-${i}.xlsx`,
        excelS3Url: `/api/files/out-${i}`,
        csvFileName: `invoice-${i}.csv`,
        csvUrl: `/api/files/csv-${i}`,
        fileSize: 2048,
        csvFileSize: 100,
        tablesExtracted: 3,
        combined: false,
        expiresAt: '2026-11-02T09:00:00.000Z',
        expired: false,
      },
    ],
    error: null,
    ...overrides,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let requests: URL[] = [];
function serve(all: Conversion[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      const url = new URL(path, 'http://app.test');
      requests.push(url);
      if (url.pathname === '/api/conversions/stats')
        return json({ data: { total: all.length, succeeded: 7, processing: 2, pending: 1, failed: 0, totalFilesConverted: 15 } });
      const page = Number(url.searchParams.get('page'));
      const status = url.searchParams.get('status');
      const search = url.searchParams.get('search')?.toLowerCase();
      const matching = all
        .filter((c) => !status || c.status === status)
        .filter((c) => !search || c.pdfFiles.some((f) => f.fileName.toLowerCase().includes(search)))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return json({
        data: {
          conversions: matching.slice((page - 1) * 10, page * 10),
          total: matching.length,
          pages: Math.ceil(matching.length / 10),
          page,
          limit: 10,
        },
      });
    }),
  );
}

function renderTab() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <HistoryTab />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  requests = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('History tab', () => {
  it('shows the summary, rows newest first, and pages through the list', async () => {
    serve(Array.from({ length: 23 }, (_, i) => conversion(i)));
    renderTab();
    const list = await screen.findByRole('list', { name: 'Conversions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(10);
    expect(rows[0].getAttribute('aria-label')).toBe('Conversion 00000022');
    expect(within(rows[0]).getByText('invoice-22.pdf')).toBeTruthy();
    expect(within(rows[0]).getByText('1 file · 1.5 KB · 1 Excel file')).toBeTruthy();
    expect(within(rows[0]).getByRole('button', { name: 'Download invoice-22.xlsx' }).textContent).toBe('Download');

    expect(within(screen.getByRole('group', { name: 'Processing' })).getByText('3')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Files' })).getByText('15')).toBeTruthy();

    expect(screen.getByText('Showing 1 to 10 of 23 results')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 21 to 23 of 23 results')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('labels several downloads 1-3 with +N and opens the details', async () => {
    const files = Array.from({ length: 5 }, (_, k) => ({ ...conversion(k).excelFiles[0], id: `o${k}`, excelFileName: `part-${k}.xlsx` }));
    serve([
      conversion(1, {
        totalFiles: 4,
        pdfFiles: ['alpha.pdf', 'b.pdf', 'c.pdf', 'd.pdf'].map((fileName) => ({ ...conversion(1).pdfFiles[0], fileName })),
        excelFiles: files,
        status: 'failed',
        error: 'alpha.pdf: scanned PDF, only text-based PDFs are supported',
      }),
    ]);
    renderTab();
    const row = (await screen.findAllByRole('listitem'))[0];
    expect(within(row).getByText('+3 more files')).toBeTruthy();
    expect(within(row).getAllByRole('button', { name: /^Download part-/ }).map((b) => b.textContent)).toEqual(['1', '2', '3']);
    expect(within(row).getByRole('button', { name: '2 more files: view details' }).textContent).toBe('+2');
    fireEvent.click(within(row).getByRole('button', { name: /View details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Conversion Details' });
    expect(within(dialog).getByText('Error Details')).toBeTruthy();
    expect(within(dialog).getByText('alpha.pdf: scanned PDF, only text-based PDFs are supported')).toBeTruthy();
    expect(within(dialog).getAllByRole('button', { name: /^Download part-\d\.xlsx$/ })).toHaveLength(5);
    expect(within(dialog).getByText('d.pdf')).toBeTruthy();
  });

  it('searches by file name on the page and on the server, and explains an empty result', async () => {
    serve([conversion(1), conversion(2, { pdfFiles: [{ ...conversion(2).pdfFiles[0], fileName: 'ACME-March.pdf' }] })]);
    renderTab();
    await screen.findByText('invoice-1.pdf');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by filename' }), { target: { value: 'acme' } });
    // the shown page filters at once
    expect(screen.queryByText('invoice-1.pdf')).toBeNull();
    expect(screen.getByText('ACME-March.pdf')).toBeTruthy();
    await waitFor(() => expect(requests.some((u) => u.searchParams.get('search') === 'acme')).toBe(true));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by filename' }), { target: { value: 'nothing-like-it' } });
    expect(await screen.findByText('No conversions found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your filters to see more results.')).toBeTruthy();
  });

  it('downloads through the authorized link, and says so when a file is gone', async () => {
    serve([conversion(1), conversion(2)]);
    const list = vi.mocked(fetch).getMockImplementation()!;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: RequestInit) => {
        if (path === '/api/files/out-1') return new Response('xlsx-bytes', { headers: { 'content-disposition': 'attachment; filename="invoice-1.xlsx"' } });
        if (path === '/api/files/out-2') return json({ error: 'This file was deleted after 24 hours.' }, 410);
        return list(path, init);
      }),
    );
    const created = vi.fn(() => 'blob:test');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Download invoice-1.xlsx' }));
    expect(await screen.findByText('Download started')).toBeTruthy();
    expect(created).toHaveBeenCalled();
    expect(clicked).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Download invoice-2.xlsx' }));
    expect(await screen.findByText('Failed to download file')).toBeTruthy();
    expect(screen.getByText('This file was deleted after 24 hours.')).toBeTruthy();
  });

  it('invites a first conversion when there is none, and reports a failed load', async () => {
    serve([]);
    renderTab();
    expect(await screen.findByText('Start converting your PDF invoices to Excel files to see them here.')).toBeTruthy();
    cleanup();
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: 'boom' }, 500)));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderTab();
    expect(await screen.findByText('Failed to load conversion history')).toBeTruthy();
  });
});
