import type { PDFDocumentProxy, PDFWorker } from 'pdfjs-dist';
// only the worker script's URL (a string): the script itself is fetched by the Worker below, off the main thread
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { ResultResponse } from '@tallysheet/contracts';
import { api } from '@/lib/api';

/*
 * What opening the review screen waits for, started as early as possible. This module is in the main bundle (the rest
 * of the screen and pdf.js are lazy chunks): on a page load of /dashboard/review/:id, `preloadReviewFromLocation`
 * runs before React has rendered anything, so the result, the PDF's bytes, the screen's chunk, pdf.js's chunk and
 * its worker all load at once, beside the session check, instead of one after the other
 * (session → route chunk → data → pdf.js → worker → document).
 */

export const resultPath = (id: string) => `/api/results/${encodeURIComponent(id)}`;
/** the original PDF's path, as the result's `pdfUrl` gives it (known before the result arrives) */
export const pdfPath = (id: string) => `${resultPath(id)}/pdf`;

const REVIEW_PATH = /^\/dashboard\/review\/([^/]+)\/?$/;

/** The excel file id of a review screen's path, else null. */
export function reviewIdOf(pathname: string): string | null {
  const m = REVIEW_PATH.exec(pathname);
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]!);
  } catch {
    return null;
  }
}

// ---- the screen's chunk ---------------------------------------------------------------------------------------

type ReviewModule = typeof import('./index');
let reviewModule: ReviewModule | undefined;
let reviewChunk: Promise<ReviewModule> | null = null;

/** The review screen's chunk, loaded once. */
export function loadReviewModule(): Promise<ReviewModule> {
  reviewChunk ??= import('./index').then((m) => (reviewModule = m));
  reviewChunk.catch(() => (reviewChunk = null));
  return reviewChunk;
}

/** The chunk if it has arrived: the route renders it directly then (a lazy component would suspend once more). */
export function loadedReviewModule(): ReviewModule | undefined {
  return reviewModule;
}

// ---- the result -----------------------------------------------------------------------------------------------

let earlyResult: { id: string; answer: Promise<ResultResponse> } | null = null;

/**
 * The result fetched at page load for this id, handed out once (later reads go through the query as usual). If that
 * request failed it is asked again: it may have been made signed out, and the screen shown after signing in.
 */
export function takePreloadedResult(id: string): Promise<ResultResponse> | null {
  if (earlyResult?.id !== id) return null;
  const { answer } = earlyResult;
  earlyResult = null;
  return answer.catch(() => api.get<ResultResponse>(resultPath(id)));
}

// ---- pdf.js, its worker, the PDF ------------------------------------------------------------------------------

let pdfJs: Promise<typeof import('pdfjs-dist')> | null = null;
/** pdf.js in the browser (a lazy chunk), its worker bundled by Vite (same origin, so the CSP's 'self' covers it). */
export function loadPdfJs(): Promise<typeof import('pdfjs-dist')> {
  pdfJs ??= import('pdfjs-dist').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
    return pdfjs;
  });
  pdfJs.catch(() => (pdfJs = null));
  return pdfJs;
}

/**
 * The worker's own thread, started before pdf.js's chunk is there: its script (1.2 MB) is fetched and compiled
 * meanwhile. Settles with the Worker once its script has run (pdf.js's worker says "ready"), null if it failed.
 */
let workerThread: Promise<Worker | null> | null = null;
function startWorkerThread(): Promise<Worker | null> {
  workerThread ??= new Promise<Worker | null>((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(workerUrl, { type: 'module' });
    } catch {
      return resolve(null);
    }
    const done = (ok: boolean) => {
      worker.removeEventListener('message', onMessage);
      worker.removeEventListener('error', onError);
      if (!ok) worker.terminate();
      resolve(ok ? worker : null);
    };
    const onMessage = (e: MessageEvent) => {
      const m = e.data as { action?: string; sourceName?: string } | null;
      if (m?.action === 'ready' && m.sourceName === 'worker') done(true);
    };
    const onError = () => done(false);
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', onError);
  });
  return workerThread;
}

/**
 * One pdf.js worker for the tab, made when a review screen starts loading and kept for the next one; made again if it
 * was destroyed. Without the early thread (it failed), pdf.js makes its own (and falls back to its main-thread worker).
 */
let pdfWorker: Promise<PDFWorker> | null = null;
export async function sharedWorker(): Promise<PDFWorker> {
  const current = pdfWorker ? await pdfWorker.catch(() => null) : null;
  if (current && !current.destroyed) return current;
  const thread = current ? null : startWorkerThread(); // a destroyed worker's thread is not reused
  pdfWorker = Promise.all([loadPdfJs(), thread]).then(([pdfjs, port]) => (port ? pdfjs.PDFWorker.create({ port }) : new pdfjs.PDFWorker()));
  return pdfWorker;
}

/** The PDF's bytes, fetched once per URL (the last one only). */
let pending: { url: string; bytes: Promise<ArrayBuffer> } | null = null;
export function pdfBytes(url: string): Promise<ArrayBuffer> {
  if (pending?.url !== url) {
    const entry = {
      url,
      bytes: fetch(url, { credentials: 'include' }).then((res) => {
        if (!res.ok) throw new Error(`Unexpected server response (${res.status}) while fetching the PDF`);
        return res.arrayBuffer();
      }),
    };
    entry.bytes.catch(() => {
      if (pending === entry) pending = null;
    });
    pending = entry;
  }
  return pending.bytes;
}

export interface PageSize {
  width: number;
  height: number;
}

export interface OpenedPdf {
  doc: PDFDocumentProxy;
  /** every page's size at 100 % */
  sizes: PageSize[];
}

/** Opens the PDF at `url` with the shared worker and reads its pages' sizes (in parallel). */
async function openPdf(url: string): Promise<OpenedPdf> {
  const [pdfjs, worker, bytes] = await Promise.all([loadPdfJs(), sharedWorker(), pdfBytes(url)]);
  // pdf.js takes the buffer over (it is moved to its worker): it gets a copy, the fetched bytes stay for a remount
  performance.mark('review:pdf-open');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes.slice(0)), worker, isEvalSupported: false }).promise;
  try {
    const pages = await Promise.all(Array.from({ length: doc.numPages }, (_, i) => doc.getPage(i + 1)));
    const sizes = pages.map((page) => {
      const vp = page.getViewport({ scale: 1 });
      return { width: vp.width, height: vp.height };
    });
    performance.mark('review:pdf-opened');
    return { doc, sizes };
  } catch (err) {
    void doc.destroy();
    throw err;
  }
}

let earlyPdf: { url: string; opened: Promise<OpenedPdf> } | null = null;

/**
 * The PDF at `url`, opened: the one opened at page load if it is this URL (handed out once: the viewer owns it and
 * destroys it when it goes), else opened now.
 */
export function takePdf(url: string): Promise<OpenedPdf> {
  if (earlyPdf?.url === url) {
    const { opened } = earlyPdf;
    earlyPdf = null;
    return opened;
  }
  return openPdf(url);
}

/** Starts what showing the PDF needs, all at once: pdf.js, its worker and the PDF's bytes. */
export function preloadPdf(url: string): void {
  pdfBytes(url).catch(() => {});
  sharedWorker().catch(() => {});
}

/**
 * On a page load of a review screen (a link from a mail, a reload, a bookmark): everything it needs, now. The
 * requests carry the session cookie; signed out, they answer 401 and the route guard sends the user to sign in as
 * before (nothing here is shown). Elsewhere it does nothing. True when it started something.
 */
export function preloadReviewFromLocation(pathname = window.location.pathname): boolean {
  const id = reviewIdOf(pathname);
  if (id === null) return false;
  const answer = api.get<ResultResponse>(resultPath(id));
  answer.catch(() => {});
  earlyResult = { id, answer };
  loadReviewModule().catch(() => {});
  const url = pdfPath(id);
  const opened = openPdf(url);
  opened.then(
    // not taken (the screen never mounted: signed out, another route): let it go
    ({ doc }) => setTimeout(() => earlyPdf?.opened === opened && ((earlyPdf = null), void doc.destroy()), 60_000),
    () => earlyPdf?.opened === opened && (earlyPdf = null),
  );
  earlyPdf = { url, opened };
  return true;
}
