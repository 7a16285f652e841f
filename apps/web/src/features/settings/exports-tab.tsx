import type { ExportSettingsValues } from '@tallysheet/contracts';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api';
import { fetchExportSettings, rateTableToText, saveExportSettings, textToRateTable } from './export-settings-api';

export const EXPORTS_MESSAGES = {
  saved: 'Export settings saved. They apply to your next conversions.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** The chart's usual accounts, proposed when the chart changes (SKR03 4980/1600/1749, SKR04 6850/3300/3726). */
const CHART_ACCOUNTS = {
  SKR03: { expenseAccount: '4980', creditorAccount: '1600', withholdingAccount: '1749' },
  SKR04: { expenseAccount: '6850', creditorAccount: '3300', withholdingAccount: '3726' },
} as const;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const selectClass = 'h-10 w-full rounded-md border border-zinc-300 bg-white px-3 text-sm text-zinc-900 shadow-sm';

interface Texts {
  datevKeys: string;
  xeroTypes: string;
  qbCodes: string;
}

function Field({ id, label, hint, children }: { id: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && <p className="text-xs text-zinc-500">{hint}</p>}
    </div>
  );
}

/** Settings → Exports (issue #14): accounts and tax codes of the DATEV, Xero and QuickBooks exports. */
export function ExportsTab() {
  const [values, setValues] = useState<ExportSettingsValues | null>(null);
  const [texts, setTexts] = useState<Texts>({ datevKeys: '', xeroTypes: '', qbCodes: '' });
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    fetchExportSettings()
      .then((s) => {
        if (!live) return;
        setValues(s.exports);
        setTexts({ datevKeys: rateTableToText(s.exports.datev.taxKeys), xeroTypes: rateTableToText(s.exports.xero.taxTypes), qbCodes: rateTableToText(s.exports.quickbooks.taxCodes) });
      })
      .catch(() => live && setMessage({ kind: 'error', text: EXPORTS_MESSAGES.unexpected }));
    return () => {
      live = false;
    };
  }, []);

  if (!values) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Exports</CardTitle>
        </CardHeader>
        <CardContent>{message ? <Alert variant="error">{message.text}</Alert> : <p className="text-sm text-zinc-500">Loading…</p>}</CardContent>
      </Card>
    );
  }

  const set = <K extends keyof ExportSettingsValues>(part: K, patch: Partial<ExportSettingsValues[K]>) => {
    setValues((v) => (v ? { ...v, [part]: { ...v[part], ...patch } } : v));
    setMessage(null);
  };
  const { datev, xero, quickbooks } = values;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!values) return;
    const keys = textToRateTable(texts.datevKeys);
    const types = textToRateTable(texts.xeroTypes);
    const codes = textToRateTable(texts.qbCodes);
    const bad = keys.error ?? types.error ?? codes.error;
    if (bad) {
      setMessage({ kind: 'error', text: bad });
      return;
    }
    setSaving(true);
    setMessage(null);
    try {
      const saved = await saveExportSettings({
        exports: {
          datev: { ...values.datev, taxKeys: keys.table },
          xero: { ...values.xero, taxTypes: types.table },
          quickbooks: { ...values.quickbooks, taxCodes: codes.table },
        },
      });
      setValues(saved.exports);
      setMessage({ kind: 'success', text: EXPORTS_MESSAGES.saved });
    } catch (err) {
      setMessage({ kind: 'error', text: err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : EXPORTS_MESSAGES.unexpected });
    } finally {
      setSaving(false);
    }
  }

  const int = (s: string) => (s.trim() === '' ? 0 : Number(s));

  return (
    <form onSubmit={save} noValidate className="grid gap-6" aria-label="Export settings">
      <Card>
        <CardHeader>
          <CardTitle>DATEV</CardTitle>
          <CardDescription>Buchungsstapel (EXTF) for incoming invoices: one booking per VAT rate, expense account against the creditor account.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <Field id="datev-consultant" label="Consultant number (Beraternummer)" hint="1001–9999999">
            <Input id="datev-consultant" inputMode="numeric" value={String(datev.consultantNumber)} onChange={(e) => set('datev', { consultantNumber: int(e.target.value) })} />
          </Field>
          <Field id="datev-client" label="Client number (Mandantennummer)" hint="1–99999">
            <Input id="datev-client" inputMode="numeric" value={String(datev.clientNumber)} onChange={(e) => set('datev', { clientNumber: int(e.target.value) })} />
          </Field>
          <Field id="datev-chart" label="Chart of accounts">
            <select
              id="datev-chart"
              className={selectClass}
              value={datev.chart}
              onChange={(e) => {
                const chart = e.target.value as 'SKR03' | 'SKR04';
                set('datev', { chart, ...CHART_ACCOUNTS[chart] });
              }}
            >
              <option value="SKR03">SKR03</option>
              <option value="SKR04">SKR04</option>
            </select>
          </Field>
          <Field id="datev-fy" label="Fiscal year starts in">
            <select id="datev-fy" className={selectClass} value={datev.fiscalYearStartMonth} onChange={(e) => set('datev', { fiscalYearStartMonth: Number(e.target.value) })}>
              {MONTHS.map((m, i) => (
                <option key={m} value={i + 1}>
                  {m}
                </option>
              ))}
            </select>
          </Field>
          <Field id="datev-expense" label="Expense account (Konto)" hint={`${datev.chart} default ${CHART_ACCOUNTS[datev.chart].expenseAccount}`}>
            <Input id="datev-expense" inputMode="numeric" value={datev.expenseAccount} onChange={(e) => set('datev', { expenseAccount: e.target.value.trim() })} />
          </Field>
          <Field id="datev-creditor" label="Creditor account (Gegenkonto)" hint={`${datev.chart} default ${CHART_ACCOUNTS[datev.chart].creditorAccount}`}>
            <Input id="datev-creditor" inputMode="numeric" value={datev.creditorAccount} onChange={(e) => set('datev', { creditorAccount: e.target.value.trim() })} />
          </Field>
          <Field
            id="datev-withholding"
            label="Withholding tax account (Steuerabzug)"
            hint={`Tax withheld at source is booked from the creditor account to this one. ${datev.chart} default ${CHART_ACCOUNTS[datev.chart].withholdingAccount}`}
          >
            <Input id="datev-withholding" inputMode="numeric" value={datev.withholdingAccount ?? ''} onChange={(e) => set('datev', { withholdingAccount: e.target.value.trim() })} />
          </Field>
          <Field id="datev-keys" label="BU keys by VAT rate" hint='One per line: "19 = 9". A rate without a key is booked without one (and noted).'>
            <Textarea id="datev-keys" rows={3} value={texts.datevKeys} onChange={(e) => setTexts((t) => ({ ...t, datevKeys: e.target.value }))} />
          </Field>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Xero</CardTitle>
          <CardDescription>Bills import CSV: one row per line item, tax-exclusive amounts.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <Field id="xero-account" label="Account code">
            <Input id="xero-account" value={xero.accountCode} onChange={(e) => set('xero', { accountCode: e.target.value })} />
          </Field>
          <Field id="xero-dates" label="Date format">
            <select id="xero-dates" className={selectClass} value={xero.dateStyle} onChange={(e) => set('xero', { dateStyle: e.target.value as 'dd/mm/yyyy' | 'mm/dd/yyyy' })}>
              <option value="dd/mm/yyyy">DD/MM/YYYY</option>
              <option value="mm/dd/yyyy">MM/DD/YYYY</option>
            </select>
          </Field>
          <Field id="xero-types" label="Tax rates by VAT rate" hint='One per line: "20 = 20% (VAT on Expenses)"'>
            <Textarea id="xero-types" rows={3} value={texts.xeroTypes} onChange={(e) => setTexts((t) => ({ ...t, xeroTypes: e.target.value }))} />
          </Field>
          <Field id="xero-default" label="Tax rate for other VAT rates">
            <Input id="xero-default" value={xero.defaultTaxType} onChange={(e) => set('xero', { defaultTaxType: e.target.value })} />
          </Field>
          <Field id="xero-withholding" label="Withholding tax account code" hint="A current liability account. Tax withheld at source becomes a negative line on it; empty = not booked.">
            <Input id="xero-withholding" value={xero.withholdingAccountCode ?? ''} onChange={(e) => set('xero', { withholdingAccountCode: e.target.value })} />
          </Field>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>QuickBooks Online</CardTitle>
          <CardDescription>Bills import CSV: one row per line item, amounts without tax.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <Field id="qb-account" label="Expense account">
            <Input id="qb-account" value={quickbooks.account} onChange={(e) => set('quickbooks', { account: e.target.value })} />
          </Field>
          <Field id="qb-dates" label="Date format">
            <select id="qb-dates" className={selectClass} value={quickbooks.dateStyle} onChange={(e) => set('quickbooks', { dateStyle: e.target.value as 'dd/mm/yyyy' | 'mm/dd/yyyy' })}>
              <option value="mm/dd/yyyy">MM/DD/YYYY</option>
              <option value="dd/mm/yyyy">DD/MM/YYYY</option>
            </select>
          </Field>
          <Field id="qb-codes" label="Tax codes by VAT rate" hint='One per line: "20 = 20.0% S"'>
            <Textarea id="qb-codes" rows={3} value={texts.qbCodes} onChange={(e) => setTexts((t) => ({ ...t, qbCodes: e.target.value }))} />
          </Field>
          <Field id="qb-default" label="Tax code for other VAT rates">
            <Input id="qb-default" value={quickbooks.defaultTaxCode} onChange={(e) => set('quickbooks', { defaultTaxCode: e.target.value })} />
          </Field>
          <Field id="qb-withholding" label="Withholding tax account" hint="A liability account. Tax withheld at source becomes a negative line on it; empty = not booked.">
            <Input id="qb-withholding" value={quickbooks.withholdingAccount ?? ''} onChange={(e) => set('quickbooks', { withholdingAccount: e.target.value })} />
          </Field>
        </CardContent>
      </Card>

      {message && <Alert variant={message.kind}>{message.text}</Alert>}
      <div>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save export settings'}
        </Button>
      </div>
    </form>
  );
}
