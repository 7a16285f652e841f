import { uploadResponseSchema } from '@tallysheet/contracts';

/** Endpoint and multipart field name of one PDF upload (spec §7: one request per file, field 'invoices'). */
export const UPLOAD_URL = '/api/invoices/upload';
export const UPLOAD_FIELD = 'invoices';

export type UploadOutcome = { ok: true; invoiceId: string } | { ok: false; error: string; /** HTTP status of a refused upload */ status?: number };

export interface UploadRequest {
  /** settles once: uploaded, failed, or cancelled */
  done: Promise<UploadOutcome>;
  abort(): void;
}

/**
 * Reads the server's `{ error }` text from a failed answer. The spec's 'Upload failed: {status text}' is
 * kept as the prefix, but the server's own message (e.g. the plan's size limit on a 413) says more than
 * the bare HTTP status text, so it wins when present (docs/decisions.md, "Convert tab").
 */
function failureReason(xhr: XMLHttpRequest): string {
  try {
    const body = JSON.parse(xhr.responseText) as { error?: unknown };
    if (typeof body.error === 'string' && body.error.trim()) return body.error.trim();
  } catch {
    // not JSON: fall back to the status text
  }
  return xhr.statusText || `HTTP ${xhr.status}`;
}

/**
 * Uploads one PDF with XMLHttpRequest, because fetch cannot report upload progress.
 * `onProgress` receives whole percentages 0-100 from the browser's upload events.
 */
export function uploadPdf(file: File, onProgress: (percent: number) => void): UploadRequest {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadOutcome>((resolve) => {
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          const parsed = uploadResponseSchema.safeParse(JSON.parse(xhr.responseText));
          if (parsed.success) return resolve({ ok: true, invoiceId: parsed.data.files[0].id });
        } catch {
          // fall through
        }
        return resolve({ ok: false, error: 'Invalid response from server' });
      }
      resolve({ ok: false, error: `Upload failed: ${failureReason(xhr)}`, status: xhr.status });
    };
    xhr.onerror = () => resolve({ ok: false, error: 'Upload failed' });
    xhr.onabort = () => resolve({ ok: false, error: 'Upload cancelled' });
  });
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  xhr.open('POST', UPLOAD_URL);
  xhr.withCredentials = true;
  xhr.setRequestHeader('Accept', 'application/json');
  xhr.send(form);
  return { done, abort: () => xhr.abort() };
}
