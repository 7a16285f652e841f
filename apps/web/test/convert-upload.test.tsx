import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadPdf, UPLOAD_FIELD, UPLOAD_URL } from '@/features/convert/upload-request';

/** A stand-in for the browser's XMLHttpRequest that lets each test play the server's part. */
class FakeXhr {
  static last: FakeXhr;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  method = '';
  url = '';
  body: FormData | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, statusText: string, body: string) {
    this.status = status;
    this.statusText = statusText;
    this.responseText = body;
    this.onload?.();
  }
}

const pdf = () => new File(['%PDF-1.7'], 'invoice.pdf', { type: 'application/pdf' });

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterEach(() => vi.unstubAllGlobals());

describe('uploadPdf', () => {
  it('posts one file in the multipart field "invoices" and reports progress', async () => {
    const progress: number[] = [];
    const request = uploadPdf(pdf(), (p) => progress.push(p));
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(['POST', UPLOAD_URL, true]);
    expect((xhr.body?.get(UPLOAD_FIELD) as File).name).toBe('invoice.pdf');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    xhr.answer(200, 'OK', JSON.stringify({ files: [{ id: 'up_1', fileName: 'invoice.pdf', size: 8 }] }));
    expect(await request.done).toEqual({ ok: true, invoiceId: 'up_1' });
    expect(progress).toEqual([25, 100]);
  });

  it('calls an unparsable success "Invalid response from server"', async () => {
    const request = uploadPdf(pdf(), () => {});
    FakeXhr.last.answer(200, 'OK', '<html>');
    expect(await request.done).toEqual({ ok: false, error: 'Invalid response from server' });
  });

  it("prefers the server's error message, else the status text", async () => {
    const first = uploadPdf(pdf(), () => {});
    FakeXhr.last.answer(413, 'Payload Too Large', JSON.stringify({ error: 'File exceeds the 500 KB limit of the Free plan' }));
    expect(await first.done).toEqual({ ok: false, error: 'Upload failed: File exceeds the 500 KB limit of the Free plan', status: 413 });
    const second = uploadPdf(pdf(), () => {});
    FakeXhr.last.answer(502, 'Bad Gateway', 'upstream down');
    expect(await second.done).toEqual({ ok: false, error: 'Upload failed: Bad Gateway', status: 502 });
  });

  it('says "Upload failed" on a network error and "Upload cancelled" on abort', async () => {
    const broken = uploadPdf(pdf(), () => {});
    FakeXhr.last.onerror?.();
    expect(await broken.done).toEqual({ ok: false, error: 'Upload failed' });
    const cancelled = uploadPdf(pdf(), () => {});
    cancelled.abort();
    expect(await cancelled.done).toEqual({ ok: false, error: 'Upload cancelled' });
  });
});
