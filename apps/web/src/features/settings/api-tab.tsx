import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Copy, KeyRound, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { ApiKey, ApiKeyListResponse, CreateApiKeyResponse, Subscription } from '@tallysheet/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { api, ApiError } from '@/lib/api';
import { formatDate, formatDateTime } from '@/lib/format';
import { ApiWebhooks } from './api-webhooks';
import { useCopy } from './use-copy';

export const API_TAB_MESSAGES = {
  nameRequired: 'Give the key a name',
  shownOnce: 'Copy this key now. For your security it is not shown again.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

const KEYS_QUERY = ['api-keys'] as const;

function errorText(err: unknown): string {
  return err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : API_TAB_MESSAGES.unexpected;
}

/** Settings → API: API keys (create, copy once, revoke) and webhook endpoints; Premium only. */
export function ApiTab() {
  const subscription = useQuery({
    queryKey: ['subscription'],
    queryFn: ({ signal }) => api.get<Subscription>('/api/billing/subscription', { signal }),
  });
  const keys = useQuery({ queryKey: KEYS_QUERY, queryFn: ({ signal }) => api.get<ApiKeyListResponse>('/api/keys', { signal }) });
  const premium = subscription.data?.plan === 'premium';

  return (
    <section aria-labelledby="api-tab-heading" className="grid gap-6">
      <h2 id="api-tab-heading" className="sr-only">
        API
      </h2>
      {subscription.isPending ? null : premium ? (
        <>
          <ApiKeysCard keys={keys.data?.data ?? []} loading={keys.isPending} />
          <ApiWebhooks />
        </>
      ) : (
        <>
          <UpgradeCard />
          {(keys.data?.data.length ?? 0) > 0 && <ApiKeysCard keys={keys.data!.data} loading={false} readOnly />}
        </>
      )}
    </section>
  );
}

function UpgradeCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>API access</CardTitle>
        <CardDescription>Convert invoices from your own software: part of the Premium plan.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm text-zinc-700">
        <ul className="grid list-disc gap-1 pl-5">
          <li>API keys for your scripts and systems, with a REST API and an OpenAPI description</li>
          <li>Send PDFs, get the Excel workbook, CSV and the invoice data as JSON</li>
          <li>Signed webhooks when a conversion succeeds or fails</li>
        </ul>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/settings/billing">Upgrade to Premium</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/api">Read the API reference</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function ApiKeysCard({ keys, loading, readOnly = false }: { keys: ApiKey[]; loading: boolean; readOnly?: boolean }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreateApiKeyResponse['data'] | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const { copied, copy } = useCopy();
  const errorId = useId();

  const create = useMutation({
    mutationFn: (keyName: string) => api.post<CreateApiKeyResponse>('/api/keys', { name: keyName }),
    onSuccess: ({ data }) => {
      setCreated(data);
      setName('');
      void queryClient.invalidateQueries({ queryKey: KEYS_QUERY });
    },
    onError: (err) => setError(errorText(err)),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/keys/${id}`),
    onSuccess: (_data, id) => {
      setRevoking(null);
      if (created?.id === id) setCreated(null);
      void queryClient.invalidateQueries({ queryKey: KEYS_QUERY });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setError(API_TAB_MESSAGES.nameRequired);
      return;
    }
    setError(null);
    create.mutate(name.trim());
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>API keys</CardTitle>
        <CardDescription>
          Send a key as <code className="rounded bg-zinc-100 px-1">Authorization: Bearer …</code> to the{' '}
          <Link to="/api" className="text-brand-700 underline-offset-2 hover:underline">
            Tallysheet API
          </Link>
          . Keys act for your account: keep them secret.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {!readOnly && (
          <form noValidate onSubmit={submit} aria-label="Create API key" className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="grid flex-1 gap-2">
              <Label htmlFor="api-key-name">Key name</Label>
              <Input
                id="api-key-name"
                placeholder="e.g. Accounting server"
                maxLength={100}
                value={name}
                onChange={(e) => {
                  setName(e.target.value);
                  setError(null);
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
            </div>
            <Button type="submit" disabled={create.isPending}>
              <KeyRound aria-hidden="true" />
              {create.isPending ? 'Creating...' : 'Create key'}
            </Button>
          </form>
        )}
        {error && (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}

        {created && (
          <Alert variant="success" className="grid gap-2" aria-label="New API key">
            <p className="font-medium">Key “{created.name}” created. {API_TAB_MESSAGES.shownOnce}</p>
            <div className="flex gap-2">
              <Input readOnly value={created.key} aria-label="New API key value" className="bg-white font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
              <Button variant="outline" className="shrink-0 bg-white sm:w-28" onClick={() => void copy(created.key)} aria-label={copied ? 'Copied' : 'Copy key'}>
                {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                <span className="max-sm:sr-only">{copied ? 'Copied' : 'Copy'}</span>
              </Button>
            </div>
          </Alert>
        )}

        {loading ? (
          <p className="text-sm text-zinc-500">Loading keys...</p>
        ) : keys.length === 0 ? (
          <p className="text-sm text-zinc-500">No API keys yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Your API keys</caption>
              <thead className="border-b border-zinc-200 text-xs uppercase tracking-wide text-zinc-500">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">Name</th>
                  <th scope="col" className="py-2 pr-4 font-medium">Key</th>
                  <th scope="col" className="py-2 pr-4 font-medium">Created</th>
                  <th scope="col" className="py-2 pr-4 font-medium">Last used</th>
                  <th scope="col" className="py-2 font-medium"><span className="sr-only">Actions</span></th>
                </tr>
              </thead>
              <tbody>
                {keys.map((k) => (
                  <tr key={k.id} className="border-b border-zinc-100 last:border-0">
                    <td className="py-2 pr-4 font-medium text-zinc-900">{k.name}</td>
                    <td className="py-2 pr-4 font-mono text-xs text-zinc-600">tsk_live_…{k.last4}</td>
                    <td className="py-2 pr-4 text-zinc-600">{formatDate(k.createdAt)}</td>
                    <td className="py-2 pr-4 text-zinc-600">{k.lastUsedAt ? formatDateTime(k.lastUsedAt) : 'Never'}</td>
                    <td className="py-2 text-right">
                      <Button variant="ghost" size="sm" onClick={() => setRevoking(k)} aria-label={`Revoke ${k.name}`}>
                        <Trash2 aria-hidden="true" />
                        Revoke
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>

      <Dialog open={revoking !== null} onOpenChange={(open) => !open && setRevoking(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Revoke API key?</DialogTitle>
            <DialogDescription>
              “{revoking?.name}” stops working at once: programs using it get 401 Unauthorized. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          {revoke.isError && <Alert variant="error">{errorText(revoke.error)}</Alert>}
          <DialogFooter>
            <Button variant="outline" onClick={() => setRevoking(null)}>
              Cancel
            </Button>
            <Button variant="destructive" disabled={revoke.isPending} onClick={() => revoking && revoke.mutate(revoking.id)}>
              {revoke.isPending ? 'Revoking...' : 'Revoke key'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
