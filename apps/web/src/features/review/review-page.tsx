import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, ArrowLeft, CheckCircle2, FileSpreadsheet, FileText, RotateCcw, Save, XCircle } from 'lucide-react';
import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import type { ResultResponse, SaveResultRequest, SaveResultResponse } from '@tallysheet/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { Spinner } from '@/components/ui/spinner';
import { api, ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { downloadWithNotice } from '@/lib/download';
import { formatDateTime } from '@/lib/format';
import { LineGrid } from './line-grid';
import {
  cellId,
  describeCheck,
  draftErrors,
  draftOf,
  emptyLine,
  HEADER_GROUPS,
  invalidReason,
  invoiceOf,
  LINE_COLUMNS,
  liveChecks,
  sourceOf,
  sourcePath,
  type CellRef,
  type Draft,
  type HeaderKey,
  type LineKey,
} from './model';
import { PdfView, type PdfBox, type PdfViewHandle } from './pdf-view';
import { pdfPath, preloadPdf, resultPath, takePreloadedResult } from './preload';
import { checksSummary } from './summary';

type Loaded = ResultResponse['data'];

const resultKey = (id: string) => ['result', id] as const;
/** checks listed at once while the screen opens (besides the failing ones) */
const FIRST_CHECKS = 12;

function refKey(ref: CellRef): string {
  return 'header' in ref ? `invoice.${ref.header}` : `invoice.lineItems.${ref.line}.${ref.column}`;
}

function parseRefKey(key: string): CellRef | null {
  const line = /^invoice\.lineItems\.(\d+)\.(\w+)$/.exec(key);
  if (line) return { line: Number(line[1]), column: line[2] as LineKey };
  const header = /^invoice\.(.+)$/.exec(key);
  return header ? { header: header[1] as HeaderKey } : null;
}

function focusRef(ref: CellRef) {
  const el = document.getElementById(cellId(ref)) as HTMLInputElement | null;
  el?.focus();
  el?.select();
}

/** clicking a value's box on the page selects its field */
function pickBox(key: string) {
  const ref = parseRefKey(key);
  if (ref) focusRef(ref);
}

/** The review screen (/dashboard/review/:excelFileId): the PDF beside its data, checks live, Save regenerates the files. */
export function ReviewPage() {
  const { excelFileId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // the PDF, pdf.js and its worker load beside the data, not after it (on a page load of this screen, all of it
  // started before React rendered: preload.ts)
  useEffect(() => preloadPdf(pdfPath(excelFileId)), [excelFileId]);
  const query = useQuery({
    queryKey: resultKey(excelFileId),
    queryFn: ({ signal }) => takePreloadedResult(excelFileId) ?? api.get<ResultResponse>(resultPath(excelFileId), { signal }),
    retry: false,
    refetchOnWindowFocus: false,
  });

  const pdf = useRef<PdfViewHandle>(null);
  useEffect(() => void performance.mark('review:screen'), []);
  // the editor's keyboard shortcuts, for keys pressed anywhere on the screen's two panes (the PDF's too)
  const onKeys = useRef<((e: React.KeyboardEvent) => void) | null>(null);
  // page 1 of this file's PDF drawn (or not showable): the rest of the line grid renders after that
  const [firstPage, setFirstPage] = useState<string | null>(null);
  useEffect(() => {
    // whatever the PDF does, the whole grid is there within two seconds
    const t = setTimeout(() => setFirstPage(excelFileId), 2000);
    return () => clearTimeout(t);
  }, [excelFileId]);

  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/dashboard/history'));

  return (
    <div className="flex min-h-dvh flex-col bg-zinc-50 lg:h-dvh">
      <header className="border-b border-zinc-200 bg-white">
        <div className="flex items-center gap-3 px-4 py-2.5">
          <Link to="/dashboard" className="flex shrink-0 rounded-md" aria-label="Tallysheet dashboard">
            <Logo className="[&>span:last-child]:hidden" />
          </Link>
          <Button variant="ghost" size="sm" onClick={goBack}>
            <ArrowLeft aria-hidden="true" /> Back
          </Button>
          <h1 className="min-w-0 truncate text-base font-semibold text-zinc-900 sm:text-lg">
            Review {query.data ? query.data.data.excelFileName : 'invoice data'}
          </h1>
        </div>
      </header>
      {query.isError ? (
        <main className="mx-auto w-full max-w-xl flex-1 p-6">
          <Alert variant="error">
            <AlertTriangle aria-hidden="true" />
            <div>
              <p className="font-medium">This result cannot be reviewed.</p>
              <p>{query.error instanceof ApiError ? query.error.message : 'Please try again.'}</p>
              <p className="mt-2">
                <Link to="/dashboard/history" className="underline">
                  Go to your history
                </Link>
              </p>
            </div>
          </Alert>
        </main>
      ) : (
        // the PDF is shown (page 1 drawn) while the data is still on its way; the editor drives its boxes once there
        <main className="grid min-h-0 flex-1 grid-cols-1 gap-3 p-3 lg:grid-cols-2 lg:grid-rows-[minmax(0,1fr)]" onKeyDown={(e) => onKeys.current?.(e)}>
          <div className="h-[60vh] min-h-0 min-w-0 lg:h-auto">
            <PdfView key={excelFileId} ref={pdf} url={pdfPath(excelFileId)} onPick={pickBox} onFirstPage={() => setFirstPage(excelFileId)} />
          </div>
          {query.data ? (
            <ReviewEditor
              key={excelFileId}
              excelFileId={excelFileId}
              loaded={query.data.data}
              pdf={pdf}
              opened={firstPage === excelFileId}
              onKeys={onKeys}
              onSaved={(saved) => {
                queryClient.setQueryData<ResultResponse>(resultKey(excelFileId), (old) =>
                  old ? { data: { ...old.data, result: saved.result, edited: saved.edited } } : old,
                );
                void queryClient.invalidateQueries({ queryKey: ['conversions'] });
              }}
            />
          ) : (
            <div className="flex min-h-0 min-w-0 items-center justify-center gap-2 rounded-lg border border-zinc-200 bg-white p-4 text-sm text-zinc-600">
              <Spinner /> Loading the invoice data…
            </div>
          )}
        </main>
      )}
    </div>
  );
}

function ReviewEditor({
  excelFileId,
  loaded,
  pdf,
  opened,
  onKeys,
  onSaved,
}: {
  excelFileId: string;
  loaded: Loaded;
  pdf: RefObject<PdfViewHandle | null>;
  /** the screen has opened (page 1 drawn): the whole line grid is rendered */
  opened: boolean;
  onKeys: RefObject<((e: React.KeyboardEvent) => void) | null>;
  onSaved(saved: SaveResultResponse['data']): void;
}) {
  const [baseline, setBaseline] = useState<Draft>(() => draftOf(loaded.result.invoice));
  const [draft, setDraft] = useState<Draft>(baseline);
  const [savedPaths, setSavedPaths] = useState<Set<string>>(() => new Set(loaded.edited?.paths ?? []));
  const [edited, setEdited] = useState(loaded.edited);
  const [sources, setSources] = useState(loaded.result.sources);
  const [focused, setFocused] = useState<CellRef | null>(null);
  const [hovered, setHovered] = useState<CellRef | null>(null);
  const [saving, setSaving] = useState(false);

  const checks = useMemo(() => liveChecks(draft), [draft]);
  const described = useMemo(() => checks.map((c) => ({ check: c, ...describeCheck(c, draft) })), [checks, draft]);
  const passed = checks.filter((c) => c.ok).length;
  const errors = draftErrors(draft);
  const dirty = useMemo(() => JSON.stringify(invoiceOf(draft)) !== JSON.stringify(invoiceOf(baseline)) || draft.lines.length !== baseline.lines.length || draft.lines.some((l, i) => l.origin !== i), [draft, baseline]);

  // cells of failing checks, for the red marks (the sum check points at the net total; its lines are listed in words)
  const failing = useMemo(() => {
    const out = new Set<string>();
    for (const d of described) {
      if (d.check.ok) continue;
      const cells = d.check.name === 'line-items-sum-to-net' ? d.cells.filter((c) => 'header' in c) : d.cells;
      for (const c of cells) out.add(refKey(c));
    }
    return out;
  }, [described]);

  const boxOf = useCallback((ref: CellRef) => sourceOf(sources, sourcePath(ref, draft.lines)), [sources, draft.lines]);

  const boxes = useMemo(() => {
    const out: PdfBox[] = [];
    for (const g of HEADER_GROUPS)
      for (const f of g.fields) {
        const b = boxOf({ header: f.key });
        if (b) out.push({ ...b, path: `invoice.${f.key}` });
      }
    draft.lines.forEach((_, i) => {
      for (const c of LINE_COLUMNS) {
        const b = boxOf({ line: i, column: c.key });
        if (b) out.push({ ...b, path: `invoice.lineItems.${i}.${c.key}` });
      }
    });
    return out;
  }, [boxOf, draft.lines]);

  const active = hovered ?? focused;
  const activeKey = active ? refKey(active) : null;
  // the boxes on the page follow the values (before the browser paints)
  useLayoutEffect(() => pdf.current?.setOverlay(boxes, activeKey), [pdf, boxes, activeKey]);
  useEffect(() => void performance.mark('review:fields'), []);
  useEffect(() => {
    if (!active) return;
    const b = boxOf(active);
    if (b) pdf.current?.reveal(b);
    // reveal when the active cell changes, not on every keystroke
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeKey]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const headerEdited = (key: HeaderKey) => savedPaths.has(`invoice.${key}`) || draft.header[key] !== baseline.header[key];
  const lineEdited = (i: number, column: LineKey) => {
    const line = draft.lines[i]!;
    if (line.origin === null) return true;
    if (savedPaths.has(`invoice.lineItems.${line.origin}`) || savedPaths.has(`invoice.lineItems.${line.origin}.${column}`)) return true;
    return baseline.lines[line.origin]?.values[column] !== line.values[column];
  };

  const setHeader = (key: HeaderKey, value: string) => setDraft((d) => ({ ...d, header: { ...d.header, [key]: value } }));
  const setCell = (i: number, column: LineKey, value: string) =>
    setDraft((d) => ({ ...d, lines: d.lines.map((l, j) => (j === i ? { ...l, values: { ...l.values, [column]: value } } : l)) }));

  const addLine = () => {
    setDraft((d) => ({ ...d, lines: [...d.lines, emptyLine()] }));
    const at = draft.lines.length;
    setTimeout(() => focusRef({ line: at, column: 'description' }), 0);
  };
  const deleteLine = (i: number) => {
    setDraft((d) => ({ ...d, lines: d.lines.filter((_, j) => j !== i) }));
    setFocused(null);
    setHovered(null);
    toast(`Line ${i + 1} deleted`, { description: 'Save to keep the change, or discard the changes to bring it back.' });
    setTimeout(() => {
      const next = Math.min(i, draft.lines.length - 2);
      if (next >= 0) focusRef({ line: next, column: 'description' });
    }, 0);
  };

  const discard = () => {
    setDraft(baseline);
    toast('Changes discarded');
  };

  const save = async () => {
    if (!dirty || errors > 0 || saving) return;
    setSaving(true);
    const body: SaveResultRequest = { invoice: invoiceOf(draft), lineOrigins: draft.lines.map((l) => l.origin) };
    try {
      const answer = await api.put<SaveResultResponse>(`/api/results/${encodeURIComponent(excelFileId)}`, body);
      const next = draftOf(answer.data.result.invoice);
      setBaseline(next);
      setDraft(next);
      setSources(answer.data.result.sources);
      setSavedPaths(new Set(answer.data.edited?.paths ?? []));
      setEdited(answer.data.edited);
      onSaved(answer.data);
      const ok = answer.data.result.checks.filter((c) => c.ok).length;
      toast.success('Corrections saved', {
        description: `The workbook and CSV now carry your corrections. ${checksSummary(ok, answer.data.result.checks.length)}.`,
      });
    } catch (err) {
      toast.error('Could not save the corrections', { description: err instanceof Error ? err.message : undefined });
    } finally {
      setSaving(false);
    }
  };

  useLayoutEffect(() => {
    onKeys.current = (e) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
        e.preventDefault();
        void save();
      }
    };
    return () => void (onKeys.current = null);
  });

  const allOk = checks.length > 0 && passed === checks.length;
  // While the screen opens, the long lists (a check per line, a row per line) are cut short: the failing checks and
  // the first few passing ones, the first rows. The rest render once page 1 is drawn, in a transition (interruptible:
  // typing and scrolling go first).
  const complete = useDeferredValue(opened);
  const shownChecks = complete ? described : described.filter((d, i) => !d.check.ok || i < FIRST_CHECKS);
  const checksSpacer = useRef<HTMLLIElement>(null);
  useLayoutEffect(() => {
    const spacer = checksSpacer.current;
    const rows = spacer?.parentElement?.querySelectorAll<HTMLElement>('li[data-ok="true"]');
    const last = rows?.[rows.length - 1];
    const before = last?.previousElementSibling as HTMLElement | null | undefined;
    if (!spacer || !last || before?.dataset.ok !== 'true') return;
    // a passing check's pitch (its height and the gap after it), read off the last two listed; the last hidden one has no gap
    const pitch = last.offsetTop - before.offsetTop;
    spacer.style.height = `${(described.length - shownChecks.length - 1) * pitch + last.offsetHeight}px`;
  });
  const noSources = !sources || Object.keys(sources).length === 0;

  return (
    <div className="min-h-0 min-w-0 space-y-4 overflow-y-auto rounded-lg border border-zinc-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={() => void save()} disabled={!dirty || errors > 0 || saving} aria-keyshortcuts="Control+S">
          {saving ? <Spinner /> : <Save aria-hidden="true" />} Save corrections
        </Button>
        <Button variant="outline" onClick={discard} disabled={!dirty || saving}>
          <RotateCcw aria-hidden="true" /> Discard changes
        </Button>
        <span className="flex-1" />
        <Button
          variant="outline"
          size="sm"
          onClick={() => void downloadWithNotice(loaded.downloads.excel.url, loaded.downloads.excel.name)}
          aria-label={`Download ${loaded.downloads.excel.name}`}
        >
          <FileSpreadsheet aria-hidden="true" /> Excel
        </Button>
        {loaded.downloads.csv && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => void downloadWithNotice(loaded.downloads.csv!.url, loaded.downloads.csv!.name)}
            aria-label={`Download ${loaded.downloads.csv.name}`}
          >
            <FileText aria-hidden="true" /> CSV
          </Button>
        )}
      </div>
      <p className="text-xs text-zinc-600" role="status">
        {dirty ? 'Unsaved changes: the downloads still have the last saved values.' : 'The downloads carry the values shown.'}
        {errors > 0 && ` ${errors === 1 ? '1 value needs' : `${errors} values need`} fixing before saving.`}
        {edited && ` Edited by ${edited.by}, ${formatDateTime(edited.at)}.`} Files are deleted {formatDateTime(loaded.expiresAt)}.
      </p>

      <section aria-labelledby="checks-heading" className={cn('rounded-lg border p-3', allOk ? 'border-green-200 bg-green-50' : 'border-amber-200 bg-amber-50')}>
        <h2 id="checks-heading" className="flex items-center gap-2 text-sm font-semibold text-zinc-900">
          {allOk ? <CheckCircle2 className="size-4 text-green-700" aria-hidden="true" /> : <AlertTriangle className="size-4 text-amber-700" aria-hidden="true" />}
          <span aria-live="polite">{checksSummary(passed, checks.length)}</span>
        </h2>
        <ul className="mt-2 space-y-1.5 text-sm" aria-label="Checks">
          {shownChecks.map((d) => (
            <li key={d.check.name} className="flex items-start gap-2" data-check={d.check.name} data-ok={d.check.ok}>
              {d.check.ok ? (
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-700" aria-label="Passed" role="img" />
              ) : (
                <XCircle className="mt-0.5 size-4 shrink-0 text-red-700" aria-label="Failed" role="img" />
              )}
              <div className="min-w-0 flex-1">
                <p className="text-zinc-900">{d.label}</p>
                {!d.check.ok && (
                  <p className="text-xs text-zinc-700">
                    Off: {d.detail}.{' '}
                    {d.cells.length > 0 && (
                      <button type="button" className="font-medium text-brand-800 underline" onClick={() => focusRef(d.cells[d.cells.length - 1]!)}>
                        Go to the {d.cells.length === 1 ? 'cell' : 'cells'}
                      </button>
                    )}
                  </p>
                )}
              </div>
            </li>
          ))}
          {shownChecks.length < described.length && (
            // room for the checks not listed yet (they all pass), so nothing below moves when they come: a listed passing
            // check's height each (set before the browser paints, below), a line each until measured
            <li ref={checksSpacer} aria-hidden="true" style={{ height: `calc(${described.length - shownChecks.length} * 1.625rem - 0.375rem)` }} />
          )}
          {checks.length === 0 && <li className="text-zinc-700">The invoice has too few known amounts for any check.</li>}
        </ul>
      </section>

      {noSources && (
        <Alert variant="info">
          <p>
            {loaded.result.source === 'embedded-xml'
              ? 'These values come from the XML embedded in the PDF, so they have no boxes on the page.'
              : 'No value has a box on the page yet, so nothing can be highlighted.'}
          </p>
        </Alert>
      )}

      {HEADER_GROUPS.map((g) => (
        <fieldset key={g.title} className="space-y-2">
          <legend className="text-sm font-semibold text-zinc-900">{g.title}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {g.fields.map((f) => {
              const ref = { header: f.key } as const;
              const id = cellId(ref);
              const value = draft.header[f.key];
              const invalid = invalidReason(f.kind, value);
              const isEdited = headerEdited(f.key);
              const noSource = !boxOf(ref) && value !== '';
              const bad = failing.has(refKey(ref));
              return (
                <div key={f.key} className={cn(f.key.endsWith('address') && 'sm:col-span-2')} onMouseEnter={() => setHovered(ref)} onMouseLeave={() => setHovered(null)}>
                  <div className="flex items-center gap-1.5">
                    <label htmlFor={id} className="text-xs font-medium text-zinc-700">
                      {f.label}
                    </label>
                    {isEdited && <span className="rounded bg-sky-100 px-1 text-[10px] font-semibold text-sky-800">Edited</span>}
                    {noSource && <span className="rounded bg-zinc-100 px-1 text-[10px] text-zinc-700">No source</span>}
                  </div>
                  <input
                    id={id}
                    value={value}
                    placeholder={f.kind === 'date' ? 'YYYY-MM-DD' : undefined}
                    inputMode={f.kind === 'number' ? 'decimal' : undefined}
                    autoComplete="off"
                    spellCheck={false}
                    aria-invalid={invalid || bad ? true : undefined}
                    aria-describedby={invalid ? `${id}-error` : undefined}
                    onChange={(e) => setHeader(f.key, e.target.value)}
                    onFocus={(e) => {
                      e.currentTarget.dataset.entered = e.currentTarget.value;
                      setFocused(ref);
                    }}
                    onBlur={() => setFocused(null)}
                    onKeyDown={(e) => {
                      const was = e.currentTarget.dataset.entered ?? '';
                      if (e.key === 'Escape' && e.currentTarget.value !== was) {
                        e.preventDefault();
                        setHeader(f.key, was);
                      }
                    }}
                    className={cn(
                      'mt-0.5 h-9 w-full rounded-md border border-zinc-300 bg-white px-2.5 text-sm text-zinc-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30',
                      f.kind === 'number' && 'text-right tabular-nums',
                      noSource && 'border-dashed',
                      isEdited && 'bg-sky-50',
                      (invalid || bad) && 'border-red-500 bg-red-50',
                    )}
                  />
                  {invalid && (
                    <p id={`${id}-error`} className="mt-0.5 text-xs text-red-700">
                      {invalid}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}

      <LineGrid
        lines={draft.lines}
        complete={complete}
        cellState={(i, column) => ({
          edited: lineEdited(i, column),
          noSource: !boxOf({ line: i, column }),
          failing: failing.has(refKey({ line: i, column })),
        })}
        onChange={setCell}
        onAdd={addLine}
        onDelete={deleteLine}
        onFocusCell={(i, column) => setFocused(column ? { line: i, column } : null)}
        onHoverCell={(i, column) => setHovered(column ? { line: i, column } : null)}
      />
    </div>
  );
}
