import { csvFormatForLanguage, type CsvFormatChoice } from '@tallysheet/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ApiError } from '@/lib/api';
import { browserLocale } from '@/lib/format';
import { fetchExportSettings, saveExportSettings } from './export-settings-api';

export const CSV_FORMAT_MESSAGES = {
  saved: 'CSV format saved. Every CSV you download uses it.',
  unexpected: 'An unexpected error occurred. Please try again.',
  proposed: 'Proposed from your browser’s language; save to keep it.',
} as const;

const OPTIONS: { value: CsvFormatChoice; label: string; hint: string; sample: string }[] = [
  { value: 'comma-dot', label: 'Comma, decimal point', hint: 'Excel in English and Swiss German', sample: 'Invoice number,Amount\nRE-1042,1234.50' },
  { value: 'semicolon-comma', label: 'Semicolon, decimal comma', hint: 'Excel in German, French, Spanish, Italian, Dutch and most of Europe', sample: 'Invoice number;Amount\nRE-1042;1234,50' },
];

/** Settings → CSV format (issue #14): how the CSVs this user downloads are written. */
export function CsvFormatTab() {
  const [format, setFormat] = useState<CsvFormatChoice | null>(null);
  const [proposed, setProposed] = useState(false);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    fetchExportSettings()
      .then((s) => {
        if (!live) return;
        setFormat(s.csvFormat ?? csvFormatForLanguage(browserLocale()));
        setProposed(s.csvFormat === null);
      })
      .catch(() => live && setMessage({ kind: 'error', text: CSV_FORMAT_MESSAGES.unexpected }));
    return () => {
      live = false;
    };
  }, []);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!format) return;
    setSaving(true);
    setMessage(null);
    try {
      const saved = await saveExportSettings({ csvFormat: format });
      setFormat(saved.csvFormat);
      setProposed(false);
      setMessage({ kind: 'success', text: CSV_FORMAT_MESSAGES.saved });
    } catch (err) {
      setMessage({ kind: 'error', text: err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : CSV_FORMAT_MESSAGES.unexpected });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>CSV format</CardTitle>
        <CardDescription>How the CSV files you download separate columns and write decimals, so your spreadsheet opens them into columns.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={save} className="grid gap-4" aria-label="CSV format">
          <fieldset className="grid gap-3" disabled={format === null}>
            <legend className="sr-only">Separator and decimal mark</legend>
            {OPTIONS.map((o) => (
              <label
                key={o.value}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-zinc-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="csv-format"
                  value={o.value}
                  checked={format === o.value}
                  onChange={() => {
                    setFormat(o.value);
                    setMessage(null);
                  }}
                  className="mt-1"
                />
                <span className="grid gap-1">
                  <span className="text-sm font-medium text-zinc-900">{o.label}</span>
                  <span className="text-xs text-zinc-500">{o.hint}</span>
                  <code className="whitespace-pre rounded bg-zinc-100 px-2 py-1 text-xs text-zinc-700">{o.sample}</code>
                </span>
              </label>
            ))}
          </fieldset>
          {proposed && <p className="text-xs text-zinc-500">{CSV_FORMAT_MESSAGES.proposed}</p>}
          {message && <Alert variant={message.kind}>{message.text}</Alert>}
          <div>
            <Button type="submit" disabled={saving || format === null}>
              {saving ? 'Saving…' : 'Save CSV format'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
