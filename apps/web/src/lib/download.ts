import { toast } from 'sonner';

/**
 * Authorized file downloads (`/api/files/:id` needs the session cookie). The file is fetched first so a
 * failure (an expired file answers 410 with a message) can be told apart from a started download; then a
 * temporary object URL is handed to the browser's download machinery under the file's own name.
 */
export class DownloadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'DownloadError';
  }
}

function nameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? plain[1].trim() : null;
}

export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const res = await fetch(url, { credentials: 'include' });
  if (!res.ok) {
    let message = res.statusText || `HTTP ${res.status}`;
    try {
      const body = (await res.json()) as { error?: unknown };
      if (typeof body.error === 'string') message = body.error;
    } catch {
      // keep the status text
    }
    throw new DownloadError(message, res.status);
  }
  const blob = await res.blob();
  const objectUrl = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = objectUrl;
  anchor.download = nameFromDisposition(res.headers.get('content-disposition')) ?? fallbackName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // the browser has taken the blob by the time the click handler returns; keep it a moment for slow engines
  setTimeout(() => URL.revokeObjectURL(objectUrl), 30_000);
}

/** A download with the spec's notices: 'Download started' or 'Failed to download file' (with the reason). */
export async function downloadWithNotice(url: string, fileName: string): Promise<void> {
  try {
    await downloadFile(url, fileName);
    toast.success('Download started', { description: fileName });
  } catch (err) {
    console.error('Download failed', err);
    toast.error('Failed to download file', { description: err instanceof Error ? err.message : undefined });
  }
}

/**
 * Hands every address to the browser at once ('Download N Files'). Browsers block all but one
 * `window.open` per click, so each file goes through an anchor with a download name in a new tab.
 */
export function openAll(files: readonly { url: string; name: string }[]): void {
  for (const file of files) {
    const anchor = document.createElement('a');
    anchor.href = file.url;
    anchor.target = '_blank';
    anchor.rel = 'noopener';
    anchor.download = file.name;
    anchor.style.display = 'none';
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
  }
}
