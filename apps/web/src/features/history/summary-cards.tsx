import { CheckCircle2, FileSpreadsheet, Files, Loader2, type LucideIcon } from 'lucide-react';
import type { ConversionStats } from '@tallysheet/contracts';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

function SummaryCard({ label, value, icon: Icon, tone }: { label: string; value: number | undefined; icon: LucideIcon; tone: string }) {
  return (
    <Card className="flex items-center gap-3 p-4" role="group" aria-label={label}>
      <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${tone}`} aria-hidden="true">
        <Icon className="size-5" />
      </span>
      <div>
        <p className="text-xs font-medium uppercase tracking-wide text-zinc-500">{label}</p>
        {value === undefined ? (
          <Skeleton className="mt-1 h-6 w-10" />
        ) : (
          <p className="text-2xl font-semibold text-zinc-900">{value}</p>
        )}
      </div>
    </Card>
  );
}

/** Total, Completed, Processing (processing + pending), Files (PDFs converted). */
export function SummaryCards({ stats }: { stats: ConversionStats | undefined }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <SummaryCard label="Total" value={stats?.total} icon={Files} tone="bg-zinc-100 text-zinc-700" />
      <SummaryCard label="Completed" value={stats?.succeeded} icon={CheckCircle2} tone="bg-green-50 text-green-600" />
      <SummaryCard
        label="Processing"
        value={stats ? stats.processing + stats.pending : undefined}
        icon={Loader2}
        tone="bg-blue-50 text-blue-600"
      />
      <SummaryCard label="Files" value={stats?.totalFilesConverted} icon={FileSpreadsheet} tone="bg-brand-50 text-brand-700" />
    </div>
  );
}
