import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Copy, Send, Trash2, Webhook } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { MAX_WEBHOOK_ENDPOINTS, type WebhookDelivery, type WebhookEndpoint, type WebhookEndpointListResponse } from '@tallysheet/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { api, ApiError } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { useCopy } from './use-copy';

const WEBHOOKS_QUERY = ['webhooks'] as const;

const STATUS_BADGE: Record<WebhookDelivery['status'], { label: string; variant: 'green' | 'yellow' | 'red' }> = {
  succeeded: { label: 'Delivered', variant: 'green' },
  pending: { label: 'Retrying', variant: 'yellow' },
  failed: { label: 'Failed', variant: 'red' },
};

/** Settings → API, webhooks: up to 5 endpoints, their signing secrets, a test event and the latest deliveries. */
export function ApiWebhooks() {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: WEBHOOKS_QUERY,
    queryFn: ({ signal }) => api.get<WebhookEndpointListResponse>('/api/webhooks', { signal }),
    // Deliveries move on in the background while the tab is open.
    refetchInterval: 5000,
  });
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const endpoints = list.data?.data ?? [];
  const refresh = () => void queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY });

  const add = useMutation({
    mutationFn: (endpointUrl: string) => api.post('/api/webhooks', { url: endpointUrl }),
    onSuccess: () => {
      setUrl('');
      refresh();
    },
    onError: (err) => setError(err instanceof ApiError && err.status < 500 && err.status > 0 ? err.message : 'Could not add the endpoint. Please try again.'),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!url.trim()) {
      setError('Enter the endpoint URL');
      return;
    }
    setError(null);
    add.mutate(url.trim());
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Webhooks</CardTitle>
        <CardDescription>
          We POST <code className="rounded bg-zinc-100 px-1">conversion.succeeded</code> and{' '}
          <code className="rounded bg-zinc-100 px-1">conversion.failed</code> to your HTTPS endpoints, signed in the
          Tallysheet-Signature header, and retry for 24 hours until you answer 2xx. Up to {MAX_WEBHOOK_ENDPOINTS} endpoints.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {endpoints.length < MAX_WEBHOOK_ENDPOINTS && (
          <form noValidate onSubmit={submit} aria-label="Add webhook endpoint" className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="grid flex-1 gap-2">
              <Label htmlFor="webhook-url">Endpoint URL</Label>
              <Input
                id="webhook-url"
                type="url"
                inputMode="url"
                placeholder="https://example.com/tallysheet-webhook"
                value={url}
                onChange={(e) => {
                  setUrl(e.target.value);
                  setError(null);
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
            </div>
            <Button type="submit" disabled={add.isPending}>
              <Webhook aria-hidden="true" />
              {add.isPending ? 'Adding...' : 'Add endpoint'}
            </Button>
          </form>
        )}
        {error && (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        {list.isPending ? (
          <p className="text-sm text-zinc-500">Loading endpoints...</p>
        ) : endpoints.length === 0 ? (
          <p className="text-sm text-zinc-500">No webhook endpoints yet.</p>
        ) : (
          <ul className="grid gap-4" aria-label="Webhook endpoints">
            {endpoints.map((e) => (
              <EndpointItem key={e.id} endpoint={e} onChange={refresh} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function EndpointItem({ endpoint, onChange }: { endpoint: WebhookEndpoint; onChange: () => void }) {
  const { copied, copy } = useCopy();
  const test = useMutation({ mutationFn: () => api.post(`/api/webhooks/${endpoint.id}/test`), onSuccess: onChange });
  const remove = useMutation({ mutationFn: () => api.delete(`/api/webhooks/${endpoint.id}`), onSuccess: onChange });
  return (
    <li className="rounded-lg border border-zinc-200 p-4" aria-label={endpoint.url}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 break-all font-mono text-sm text-zinc-900">{endpoint.url}</p>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={test.isPending} onClick={() => test.mutate()}>
            <Send aria-hidden="true" />
            {test.isPending ? 'Sending...' : 'Send test event'}
          </Button>
          <Button variant="ghost" size="sm" disabled={remove.isPending} onClick={() => remove.mutate()} aria-label={`Delete ${endpoint.url}`}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </div>
      <div className="mt-3 flex items-center gap-2 text-xs text-zinc-600">
        <span>Signing secret</span>
        <code className="truncate rounded bg-zinc-100 px-1.5 py-0.5 font-mono">{endpoint.secret}</code>
        <Button variant="ghost" size="sm" onClick={() => void copy(endpoint.secret)} aria-label={copied ? 'Copied' : 'Copy signing secret'}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        </Button>
      </div>
      {endpoint.deliveries.length > 0 ? (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-xs">
            <caption className="sr-only">Latest deliveries to {endpoint.url}</caption>
            <thead className="text-zinc-500">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">Event</th>
                <th scope="col" className="py-1 pr-3 font-medium">Status</th>
                <th scope="col" className="py-1 pr-3 font-medium">Attempts</th>
                <th scope="col" className="py-1 pr-3 font-medium">Last answer</th>
                <th scope="col" className="py-1 font-medium">Sent</th>
              </tr>
            </thead>
            <tbody>
              {endpoint.deliveries.map((d) => (
                <tr key={d.id} className="border-t border-zinc-100">
                  <td className="py-1 pr-3 font-mono">{d.eventType}</td>
                  <td className="py-1 pr-3">
                    <Badge variant={STATUS_BADGE[d.status].variant}>{STATUS_BADGE[d.status].label}</Badge>
                  </td>
                  <td className="py-1 pr-3">{d.attempts}</td>
                  <td className="py-1 pr-3 text-zinc-600">{d.lastError ?? (d.lastResponseStatus ? `HTTP ${d.lastResponseStatus}` : '—')}</td>
                  <td className="py-1 text-zinc-600">{formatDateTime(d.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-3 text-xs text-zinc-500">No deliveries yet.</p>
      )}
    </li>
  );
}
