import { AlertCircle, CheckCircle2, FileText, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatBytes } from '@/lib/format';
import type { UploadItem } from './use-uploads';

/** Circular percentage shown while a file uploads. */
function UploadRing({ progress, fileName }: { progress: number; fileName: string }) {
  const radius = 14;
  const circumference = 2 * Math.PI * radius;
  return (
    <span
      role="progressbar"
      aria-label={`Uploading ${fileName}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
      className="relative inline-flex size-9 items-center justify-center"
    >
      <svg viewBox="0 0 36 36" className="size-9 -rotate-90" aria-hidden="true">
        <circle cx="18" cy="18" r={radius} fill="none" strokeWidth="3" className="stroke-zinc-200" />
        <circle
          cx="18"
          cy="18"
          r={radius}
          fill="none"
          strokeWidth="3"
          strokeLinecap="round"
          className="stroke-brand-600 transition-[stroke-dashoffset] duration-200"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - progress / 100)}
        />
      </svg>
      <span className="absolute text-[10px] font-semibold text-zinc-700" aria-hidden="true">
        {progress}%
      </span>
    </span>
  );
}

function StateBadge({ item }: { item: UploadItem }) {
  if (item.status === 'uploading') return <UploadRing progress={item.progress} fileName={item.file.name} />;
  if (item.status === 'uploaded')
    return (
      <span className="inline-flex size-9 items-center justify-center text-green-600" role="img" aria-label="Uploaded">
        <CheckCircle2 className="size-6" aria-hidden="true" />
      </span>
    );
  return (
    <span className="inline-flex size-9 items-center justify-center text-red-600" role="img" aria-label="Upload error">
      <AlertCircle className="size-6" aria-hidden="true" />
    </span>
  );
}

export function FileList({ items, onRemove, onClear }: { items: UploadItem[]; onRemove(id: string): void; onClear(): void }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="file-list-heading" className="rounded-xl border border-zinc-200 bg-white shadow-sm">
      <div className="flex items-center justify-between border-b border-zinc-100 px-4 py-3">
        <h2 id="file-list-heading" className="text-sm font-semibold text-zinc-900">
          Selected files ({items.length})
        </h2>
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear All
        </Button>
      </div>
      <ul className="divide-y divide-zinc-100" aria-label="Selected files">
        {items.map((item) => (
          <li key={item.id} className="flex items-center gap-3 px-4 py-3" aria-label={item.file.name}>
            <FileText className="size-5 shrink-0 text-red-500" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-zinc-900" title={item.file.name}>
                {item.file.name}
              </p>
              <p className="text-xs text-zinc-500">{formatBytes(item.file.size)}</p>
              {item.status === 'error' && item.error && (
                <p className="mt-0.5 text-xs text-red-600" role="alert">
                  {item.error}
                </p>
              )}
            </div>
            <StateBadge item={item} />
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove ${item.file.name}`}
              onClick={() => onRemove(item.id)}
              className="text-zinc-500"
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
