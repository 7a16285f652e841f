import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Conversion, Subscription } from '@tallysheet/contracts';
import { ConvertTab } from '@/features/convert';

class FakeXhr {
  static all: FakeXhr[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  constructor() {
    FakeXhr.all.push(this);
  }
  open() {}
  setRequestHeader() {}
  send() {}
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const subscription = (used: number, plan: Subscription['plan'] = 'free', limit = 5): Subscription => ({
  plan,
  status: 'active',
  monthlyConversionsLimit: limit,
  monthlyConversionsUsed: used,
  fileSizeLimit: plan === 'free' ? 500 / 1024 : 10,
  daysUntilReset: 9,
  currentPeriodEnd: '2026-12-01T00:00:00.000Z',
  cancelAtPeriodEnd: false,
});

function conversion(status: Conversion['status']): Conversion {
  return {
    _id: 'conv_0123456789abcdef',
    conversionId: 'conv_0123456789abcdef',
    status,
    progress: status === 'succeeded' ? 100 : 40,
    createdAt: '2026-11-22T10:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    totalFiles: 1,
    totalSize: 8,
    pdfFiles: [{ fileName: 'invoice.pdf', fileSize: 8, status, error: null, pages: 1, pagesDone: 1 }],
    excelFiles:
      status === 'succeeded'
        ? [
            {
              id: 'out_1',
              excelFileName: 'invoice.xlsx',
              excelS3Url: '/api/files/out_1',
              csvFileName: 'invoice.csv',
              csvUrl: '/api/files/out_2',
              fileSize: 5000,
              csvFileSize: 200,
              tablesExtracted: 2,
              combined: false,
              expiresAt: '2026-11-23T10:00:00.000Z',
              expired: false,
            },
          ]
        : [],
    error: null,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <ConvertTab /> },
      { path: '/settings/billing', element: <p>Billing page</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const pdf = (name = 'invoice.pdf') => new File(['%PDF-1.7 test'], name, { type: 'application/pdf' });

describe('Convert tab', () => {
  it('shows the plan, usage, size limit and the 80 % warning with Upgrade', async () => {
    fetchMock.mockImplementation(async () => json(subscription(4)));
    renderTab();
    expect(await screen.findByText('Free Plan')).toBeTruthy();
    expect(screen.getByText('4/5')).toBeTruthy();
    expect(screen.getByText('500 KB')).toBeTruthy();
    expect(screen.getByText('Approaching conversion limit')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Conversions used this billing cycle' });
    expect(bar.getAttribute('aria-valuenow')).toBe('80');
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/settings/billing');
    expect(screen.getByRole('heading', { name: 'Upload PDF Invoices' })).toBeTruthy();
  });

  it('offers no upgrade on premium, even at the limit', async () => {
    fetchMock.mockImplementation(async () => json(subscription(1000, 'premium', 1000)));
    renderTab();
    expect(await screen.findByText('Conversion limit reached!')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();
  });

  it('refuses a drop that exceeds the remaining quota', async () => {
    fetchMock.mockImplementation(async () => json(subscription(4)));
    renderTab();
    await screen.findByText('Free Plan');
    await userEvent.upload(screen.getByLabelText('PDF invoices to upload'), [pdf('a.pdf'), pdf('b.pdf')]);
    expect(await screen.findByText('Not enough conversions remaining! You can only convert 1 more file this billing cycle.')).toBeTruthy();
    expect(screen.getByText('4/5 conversions used. Resets in 9 days.')).toBeTruthy();
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('refuses a drop of more than 10 files as a whole', async () => {
    fetchMock.mockImplementation(async () => json(subscription(0, 'premium', 1000)));
    renderTab();
    await screen.findByText('Premium Plan');
    await userEvent.upload(
      screen.getByLabelText('PDF invoices to upload'),
      Array.from({ length: 11 }, (_, i) => pdf(`f-${i}.pdf`)),
    );
    expect(await screen.findByText('Too many files selected')).toBeTruthy();
    expect(screen.getByText('You can upload up to 10 files at once.')).toBeTruthy();
    expect(FakeXhr.all).toHaveLength(0);
    expect(screen.queryByRole('list', { name: 'Selected files' })).toBeNull();
  });

  it('uploads with progress, converts, and follows the conversion to its files', async () => {
    let polls = 0;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url === '/api/billing/subscription') return json(subscription(1));
      if (url === '/api/conversions' && init?.method === 'POST') {
        expect(JSON.parse(String(init.body))).toEqual({ invoiceIds: ['up_1'] });
        return json({ data: conversion('pending'), subscription: subscription(2) }, 201);
      }
      if (url.endsWith('/status')) {
        polls += 1;
        return json({ data: { conversion: conversion('succeeded'), progress: 100 } });
      }
      return json({ error: 'unexpected' }, 500);
    });
    renderTab();
    await screen.findByText('1/5');
    await userEvent.upload(screen.getByLabelText('PDF invoices to upload'), pdf());
    const ring = await screen.findByRole('progressbar', { name: 'Uploading invoice.pdf' });
    act(() => FakeXhr.all[0].upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    expect(ring.getAttribute('aria-valuenow')).toBe('40');
    const convert = screen.getByRole('button', { name: 'Convert Invoice' });
    expect((convert as HTMLButtonElement).disabled).toBe(true);

    act(() => FakeXhr.all[0].answer(200, { files: [{ id: 'up_1', fileName: 'invoice.pdf', size: 13 }] }));
    expect(await screen.findByRole('img', { name: 'Uploaded' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Convert Invoice' }));

    expect(await screen.findByText('Conversion started!')).toBeTruthy();
    expect(await screen.findByText('2/5')).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Conversion 89abcdef' });
    expect(within(card).getByText('Processing')).toBeTruthy();
    expect(within(card).getByRole('progressbar', { name: 'Conversion progress' }).getAttribute('aria-valuenow')).toBe('10');
    expect(screen.getByRole('heading', { name: 'Upload More PDFs' })).toBeTruthy();

    // first status request 2 s after the start
    await waitFor(() => expect(within(card).getByText('1 Excel file generated successfully!')).toBeTruthy(), { timeout: 4000 });
    expect(polls).toBe(1);
    expect(within(card).getByRole('button', { name: 'Download invoice.xlsx (Excel, 2 tables extracted)' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Download invoice.csv (CSV)' })).toBeTruthy();
    expect(await screen.findByText('Conversion completed!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download 1 File' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /New Conversion/ }));
    expect(await screen.findByText('Ready for new conversion')).toBeTruthy();
    expect(screen.queryByText('Conversion Results')).toBeNull();
  });

  it('marks an upload the server refused, and removing a row aborts its upload', async () => {
    fetchMock.mockImplementation(async () => json(subscription(0)));
    renderTab();
    await screen.findByText('0/5');
    await userEvent.upload(screen.getByLabelText('PDF invoices to upload'), [pdf('a.pdf'), pdf('b.pdf')]);
    await screen.findByRole('progressbar', { name: 'Uploading a.pdf' });
    act(() => FakeXhr.all[0].answer(413, { error: 'File exceeds the 500 KB limit of the Free plan' }));
    expect(await screen.findByText('Upload failed: File exceeds the 500 KB limit of the Free plan')).toBeTruthy();
    const aborted = vi.spyOn(FakeXhr.all[1], 'abort');
    fireEvent.click(screen.getByRole('button', { name: 'Remove b.pdf' }));
    expect(aborted).toHaveBeenCalled();
    expect(screen.queryByText('b.pdf')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(await screen.findByText('Files cleared')).toBeTruthy();
    expect(screen.queryByText('a.pdf')).toBeNull();
  });
});
