import { ChevronLeft, ChevronRight, ZoomIn, ZoomOut } from 'lucide-react';
import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { SourceBoxData } from '@tallysheet/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { takePdf, type PageSize } from './preload';

export interface PdfBox extends SourceBoxData {
  /** the field path the box belongs to */
  path: string;
}

export interface PdfViewHandle {
  /** scrolls the page of `box` into view and the box to the middle of the pane */
  reveal(box: SourceBoxData): void;
  /**
   * the value boxes drawn over the pages and the active one (the editor sets them once the data is there: the
   * viewer is shown, and page 1 drawn, before that)
   */
  setOverlay(boxes: PdfBox[], active: string | null): void;
}

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];

/** the scale at which the widest page fills the pane's width (minus its padding) */
function fitOf(pane: HTMLElement, sizes: { width: number }[]): number {
  return Math.max(0.25, (pane.clientWidth - 32) / Math.max(...sizes.map((s) => s.width)));
}

function PdfPage({
  doc,
  number,
  size,
  scale,
  boxes,
  active,
  onPick,
  firstDrawn,
}: {
  doc: PDFDocumentProxy;
  number: number;
  size: PageSize;
  scale: number;
  boxes: PdfBox[];
  active: string | null;
  onPick(path: string): void;
  /** page 1 is drawn first: the other pages wait for this (it settles once page 1's drawing has) */
  firstDrawn: { promise: Promise<void>; resolve(): void };
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let cancelled = false;
    let task: { cancel(): void; promise: Promise<unknown> } | null = null;
    void (async () => {
      const page = await doc.getPage(number);
      if (number > 1) await firstDrawn.promise;
      if (cancelled || !canvas.current) return;
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: scale * ratio });
      const c = canvas.current;
      c.width = Math.floor(viewport.width);
      c.height = Math.floor(viewport.height);
      if (number === 1) performance.mark('review:page1-render');
      task = page.render({ canvas: c, viewport });
      await task.promise.catch(() => {});
      if (number === 1) {
        performance.mark('review:page1-drawn');
        firstDrawn.resolve();
      }
    })();
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, number, scale, firstDrawn]);

  return (
    <div
      className="relative mx-auto bg-white shadow-md ring-1 ring-zinc-200"
      style={{ width: size.width * scale, height: size.height * scale }}
      data-page={number}
    >
      <canvas ref={canvas} className="absolute inset-0 size-full" role="img" aria-label={`Page ${number} of the PDF`} />
      {boxes.map((b) => {
        const [x0, y0, x1, y1] = b.bbox;
        const on = b.path === active;
        return (
          <div
            key={b.path}
            aria-hidden="true"
            data-box={b.path}
            onClick={() => onPick(b.path)}
            className={cn(
              'absolute cursor-pointer rounded-[2px] transition-colors',
              on ? 'bg-amber-300/40 ring-2 ring-amber-500' : 'hover:bg-sky-200/40 hover:ring-1 hover:ring-sky-500',
            )}
            style={{ left: x0 * scale - 2, top: y0 * scale - 2, width: (x1 - x0) * scale + 4, height: (y1 - y0) * scale + 4 }}
          />
        );
      })}
    </div>
  );
}

/**
 * The original PDF, every page stacked in a scrolling pane: zoom (fit to width, then steps), page through, the
 * value boxes drawn over the pages (the active one highlighted; clicking a box picks its value).
 */
export function PdfView({
  url,
  onPick,
  onFirstPage,
  ref,
}: {
  url: string;
  onPick(path: string): void;
  /** page 1 has been drawn, or the PDF cannot be shown: the screen's other heavy work may go now */
  onFirstPage?(): void;
  ref?: Ref<PdfViewHandle>;
}) {
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [{ boxes, active }, setOverlay] = useState<{ boxes: PdfBox[]; active: string | null }>({ boxes: [], active: null });
  const [sizes, setSizes] = useState<PageSize[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [zoom, setZoom] = useState<number | null>(null); // null: fit to width
  const [fit, setFit] = useState(1);
  const [current, setCurrent] = useState(1);
  const pane = useRef<HTMLDivElement>(null);
  // settles when page 1 of this document has been drawn (or its drawing given up): the other pages wait for it
  const firstDrawn = useMemo(() => {
    let resolve = () => {};
    const promise = new Promise<void>((r) => (resolve = r));
    return { promise, resolve: () => resolve() };
  }, [doc]);
  const firstPageCallback = useRef(onFirstPage);
  firstPageCallback.current = onFirstPage;
  useEffect(() => {
    let live = true;
    if (doc) void firstDrawn.promise.then(() => live && firstPageCallback.current?.());
    return () => void (live = false);
  }, [doc, firstDrawn]);
  useEffect(() => {
    if (error) firstPageCallback.current?.();
  }, [error]);

  useEffect(() => {
    let cancelled = false;
    const opened = takePdf(url);
    void (async () => {
      try {
        const { doc: d, sizes: s } = await opened;
        if (cancelled) return;
        // the fit to width as the effect below measures it, now: the pages' first drawing is at their final scale
        if (pane.current) setFit(fitOf(pane.current, s));
        setSizes(s);
        setDoc(d);
      } catch (err) {
        if (!cancelled) setError(err instanceof Error && /410|deleted/i.test(err.message) ? 'The PDF was deleted after 24 hours.' : 'The PDF could not be shown.');
      }
    })();
    return () => {
      cancelled = true;
      void opened.then(({ doc: d }) => d.destroy(), () => {});
    };
  }, [url]);

  // fit to the pane's width (minus padding), following resizes
  useEffect(() => {
    const el = pane.current;
    if (!el || sizes.length === 0) return;
    const measure = () => setFit(fitOf(el, sizes));
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [sizes]);

  const scale = zoom ?? fit;

  const pageTop = useCallback((n: number) => pane.current?.querySelector<HTMLElement>(`[data-page="${n}"]`)?.offsetTop ?? 0, []);

  const goTo = useCallback(
    (n: number) => {
      const target = Math.min(Math.max(1, n), sizes.length || 1);
      setCurrent(target);
      pane.current?.scrollTo({ top: pageTop(target) - 16, behavior: 'smooth' });
    },
    [pageTop, sizes.length],
  );

  useImperativeHandle(
    ref,
    () => ({
      reveal(box) {
        const el = pane.current;
        if (!el) return;
        const top = pageTop(box.page) + box.bbox[1] * scale - el.clientHeight / 2;
        const page = el.querySelector<HTMLElement>(`[data-page="${box.page}"]`);
        const left = (page?.offsetLeft ?? 0) + box.bbox[0] * scale - el.clientWidth / 3;
        el.scrollTo({ top: Math.max(0, top), left: Math.max(0, left), behavior: 'smooth' });
        setCurrent(box.page);
      },
      setOverlay(next, on) {
        setOverlay((was) => (was.boxes === next && was.active === on ? was : { boxes: next, active: on }));
      },
    }),
    [pageTop, scale],
  );

  const onScroll = () => {
    const el = pane.current;
    if (!el) return;
    const mid = el.scrollTop + el.clientHeight / 3;
    let n = 1;
    for (let i = 1; i <= sizes.length; i++) if (pageTop(i) <= mid) n = i;
    if (n !== current) setCurrent(n);
  };

  const zoomBy = (dir: 1 | -1) => {
    const now = scale;
    const next = dir > 0 ? ZOOMS.find((z) => z > now + 0.01) : [...ZOOMS].reverse().find((z) => z < now - 0.01);
    if (next) setZoom(next);
  };

  return (
    <section aria-label="Original PDF" className="flex h-full min-h-0 flex-col rounded-lg border border-zinc-200 bg-zinc-100">
      <div className="flex flex-wrap items-center gap-1 border-b border-zinc-200 bg-white px-2 py-1.5">
        <Button variant="ghost" size="icon" aria-label="Previous page" disabled={current <= 1} onClick={() => goTo(current - 1)}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <span className="min-w-24 text-center text-sm text-zinc-700" aria-live="polite">
          Page {current} of {sizes.length || '…'}
        </span>
        <Button variant="ghost" size="icon" aria-label="Next page" disabled={current >= sizes.length} onClick={() => goTo(current + 1)}>
          <ChevronRight aria-hidden="true" />
        </Button>
        <span className="mx-1 h-5 w-px bg-zinc-200" aria-hidden="true" />
        <Button variant="ghost" size="icon" aria-label="Zoom out" disabled={scale <= ZOOMS[0]!} onClick={() => zoomBy(-1)}>
          <ZoomOut aria-hidden="true" />
        </Button>
        <span className="w-12 text-center text-sm text-zinc-700">{Math.round(scale * 100)}%</span>
        <Button variant="ghost" size="icon" aria-label="Zoom in" disabled={scale >= ZOOMS[ZOOMS.length - 1]!} onClick={() => zoomBy(1)}>
          <ZoomIn aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setZoom(null)} disabled={zoom === null}>
          Fit width
        </Button>
      </div>
      <div ref={pane} onScroll={onScroll} className="relative min-h-0 flex-1 overflow-auto p-4" tabIndex={0} aria-label="PDF pages">
        {error && (
          <p className="text-sm text-red-700" role="alert">
            {error}
          </p>
        )}
        {!error && !doc && <p className="text-sm text-zinc-600">Loading the PDF…</p>}
        {doc && (
          <div className="flex w-max min-w-full flex-col gap-4">
            {sizes.map((size, i) => (
              <PdfPage
                key={i + 1}
                doc={doc}
                number={i + 1}
                size={size}
                scale={scale}
                boxes={boxes.filter((b) => b.page === i + 1)}
                active={active}
                onPick={onPick}
                firstDrawn={firstDrawn}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
