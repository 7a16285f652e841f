import { Plus, Trash2 } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { cellId, invalidReason, LINE_COLUMNS, type DraftLine, type LineKey } from './model';

/** rows rendered at once while the screen opens */
const FIRST_ROWS = 12;

export interface CellState {
  edited: boolean;
  noSource: boolean;
  failing: boolean;
}

/**
 * The editable line-item grid, keyboard-first: Tab moves through cells, arrow up/down and Enter move within a
 * column, arrow left/right leave a cell at its edge, Esc puts back the value the cell had when it was entered.
 */
export function LineGrid({
  lines,
  complete = true,
  cellState,
  onChange,
  onAdd,
  onDelete,
  onFocusCell,
  onHoverCell,
}: {
  lines: DraftLine[];
  /**
   * false while the screen is opening: only the first rows are rendered (a long invoice's grid, a thousand inputs,
   * is the screen's largest render and layout), the rest follow once page 1 of the PDF is drawn
   */
  complete?: boolean;
  cellState(line: number, column: LineKey): CellState;
  onChange(line: number, column: LineKey, value: string): void;
  onAdd(): void;
  onDelete(line: number): void;
  onFocusCell(line: number, column: LineKey | null): void;
  onHoverCell(line: number, column: LineKey | null): void;
}) {
  const entered = useRef<string>('');
  const rows = complete ? lines : lines.slice(0, FIRST_ROWS);

  const focus = (line: number, col: number) => {
    const column = LINE_COLUMNS[col];
    if (!column) return;
    const el = document.getElementById(cellId({ line, column: column.key })) as HTMLInputElement | null;
    if (el) {
      el.focus();
      el.select();
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>, line: number, col: number) => {
    const input = e.currentTarget;
    const column = LINE_COLUMNS[col]!.key;
    if (e.key === 'Escape') {
      if (input.value !== entered.current) {
        e.preventDefault();
        e.stopPropagation();
        onChange(line, column, entered.current);
      }
      return;
    }
    if (e.key === 'ArrowDown' || (e.key === 'Enter' && !e.shiftKey)) {
      e.preventDefault();
      if (line + 1 < lines.length) focus(line + 1, col);
      return;
    }
    if (e.key === 'ArrowUp' || (e.key === 'Enter' && e.shiftKey)) {
      e.preventDefault();
      if (line > 0) focus(line - 1, col);
      return;
    }
    const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
    const atEnd = input.selectionStart === input.value.length && input.selectionEnd === input.value.length;
    if (e.key === 'ArrowLeft' && atStart && col > 0) {
      e.preventDefault();
      focus(line, col - 1);
    } else if (e.key === 'ArrowRight' && atEnd && col + 1 < LINE_COLUMNS.length) {
      e.preventDefault();
      focus(line, col + 1);
    }
  };

  return (
    <section aria-labelledby="lines-heading" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id="lines-heading" className="text-sm font-semibold text-zinc-900">
          Line items
        </h2>
        <Button size="sm" variant="outline" onClick={onAdd}>
          <Plus aria-hidden="true" /> Add line
        </Button>
      </div>
      {/* (the line number stays in view when the grid scrolls sideways to a focused cell: a sticky first column, and
          scroll padding so a focused cell is not scrolled under it) */}
      <div className="relative scroll-pl-10 overflow-x-auto rounded-lg border border-zinc-200" data-testid="line-grid">
        <table className="w-full min-w-[40rem] border-collapse text-sm">
          <thead className="bg-zinc-50 text-left text-xs text-zinc-600">
            <tr>
              <th scope="col" className="sticky left-0 z-10 w-8 bg-zinc-50 px-2 py-2 font-medium">
                #
              </th>
              {LINE_COLUMNS.map((c) => (
                <th key={c.key} scope="col" className={cn('px-1 py-2 font-medium', c.kind === 'number' && 'text-right')}>
                  {c.label}
                </th>
              ))}
              <th scope="col" className="w-10 px-1 py-2">
                <span className="sr-only">Delete</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.length === 0 && (
              <tr>
                <td colSpan={LINE_COLUMNS.length + 2} className="px-3 py-4 text-center text-zinc-600">
                  No line items. Add one if the invoice lists any.
                </td>
              </tr>
            )}
            {rows.map((line, i) => (
              <tr key={line.key} className="border-t border-zinc-100 align-top">
                <th scope="row" className="sticky left-0 z-10 bg-white px-2 py-1.5 text-left text-xs font-normal text-zinc-600">
                  {i + 1}
                </th>
                {LINE_COLUMNS.map((c, col) => {
                  const state = cellState(i, c.key);
                  const invalid = invalidReason(c.kind, line.values[c.key]);
                  const label = `Line ${i + 1} ${c.label.toLowerCase()}`;
                  const notes = [state.edited && 'edited', state.noSource && 'no source on the page', state.failing && 'a check fails', invalid]
                    .filter(Boolean)
                    .join(', ');
                  return (
                    <td key={c.key} className="relative px-0.5 py-0.5" onMouseEnter={() => onHoverCell(i, c.key)} onMouseLeave={() => onHoverCell(i, null)}>
                      <input
                        id={cellId({ line: i, column: c.key })}
                        aria-label={label}
                        aria-description={notes || undefined}
                        aria-invalid={invalid || state.failing ? true : undefined}
                        value={line.values[c.key]}
                        inputMode={c.kind === 'number' ? 'decimal' : undefined}
                        autoComplete="off"
                        spellCheck={false}
                        title={notes ? notes[0]!.toUpperCase() + notes.slice(1) : undefined}
                        onChange={(e) => onChange(i, c.key, e.target.value)}
                        onFocus={(e) => {
                          entered.current = e.target.value;
                          onFocusCell(i, c.key);
                        }}
                        onBlur={() => onFocusCell(i, null)}
                        onKeyDown={(e) => onKeyDown(e, i, col)}
                        className={cn(
                          'h-8 w-full rounded border border-transparent bg-transparent px-1.5 text-zinc-900 hover:border-zinc-300 focus:border-brand-600 focus:bg-white focus:outline-2 focus:outline-brand-600/30',
                          c.kind === 'number' && 'text-right tabular-nums',
                          c.key === 'description' && 'min-w-48',
                          state.noSource && line.values[c.key] !== '' && 'border-b-zinc-400 border-dashed',
                          state.edited && 'bg-sky-50',
                          (invalid || state.failing) && 'border-red-400 bg-red-50',
                        )}
                      />
                      {state.edited && (
                        <span className="pointer-events-none absolute top-0 right-1 text-[10px] leading-none font-semibold text-sky-800" aria-hidden="true">
                          Edited
                        </span>
                      )}
                    </td>
                  );
                })}
                <td className="px-1 py-0.5">
                  <Button variant="ghost" size="icon" className="size-8" aria-label={`Delete line ${i + 1}`} onClick={() => onDelete(i)}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-zinc-600">
        Arrow keys and Enter move between cells; Esc puts back a cell's value. A dashed underline marks a value with no box
        on the page.
      </p>
    </section>
  );
}
