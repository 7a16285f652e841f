import { toast } from 'sonner';

/**
 * The one way the SPA talks to its server: same-origin `/api/...` paths, cookies included, JSON in and out.
 * Every non-2xx answer becomes an `ApiError` carrying the server's `{ error }` text and the HTTP status.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /**
   * The server's own `{ error }` (or `{ message }`) text, when the answer carried one. `message` falls back to the
   * HTTP status text, which is no message for a user: texts such as 'Failed to start conversion' are the spec's
   * fallback when the server (or a proxy in front of it) said nothing. An error made by hand without a body carries
   * its own message.
   */
  get serverMessage(): string | undefined {
    return this.body === undefined ? this.message || undefined : bodyMessage(this.body);
  }
}

function bodyMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    const b = body as { error?: unknown; message?: unknown };
    if (typeof b.error === 'string' && b.error) return b.error;
    if (typeof b.message === 'string' && b.message) return b.message;
  }
  return undefined;
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  query?: Query;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function errorMessage(body: unknown, response: Response): string {
  return bodyMessage(body) ?? (response.statusText || `Request failed (${response.status})`);
}

/** The server's text when a form is sent from a page open on another address than the app's (http/security.ts). */
const REFUSED_ORIGIN = /^Request refused: this page is open at /;

/**
 * A form refused because the page is open on the wrong address fails whatever the user does, and each form's own
 * failure text ('Failed to send message…') cannot say why: the server's text, which names the address to open,
 * is shown once as a lasting notice (#13 point 5).
 */
function announceRefusedOrigin(message: string | undefined): void {
  if (message && REFUSED_ORIGIN.test(message)) toast.error(message, { id: 'refused-origin', duration: Infinity });
}

export async function request<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method,
      headers,
      body: payload,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'Network error: the server could not be reached', undefined);
  }
  const parsed = await parseBody(response);
  if (!response.ok) {
    const error = new ApiError(response.status, errorMessage(parsed, response), parsed);
    if (response.status === 403) announceRefusedOrigin(error.serverMessage);
    throw error;
  }
  return parsed as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
};
