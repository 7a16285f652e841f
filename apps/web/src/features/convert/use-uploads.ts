import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadPdf, type UploadRequest } from './upload-request';

/** spec §3 local upload item */
export interface UploadItem {
  id: string;
  file: File;
  /** 0-100 */
  progress: number;
  status: 'uploading' | 'uploaded' | 'error';
  invoiceId?: string;
  error?: string;
}

function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The upload list of the Convert tab: every added PDF starts its own request at once and reports real
 * progress; removing an item aborts its request. `upload` is injectable for tests.
 */
export function useUploads(upload: typeof uploadPdf = uploadPdf, onUnauthorized?: () => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const requests = useRef(new Map<string, UploadRequest>());

  const patch = useCallback((id: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      const added: UploadItem[] = files.map((file) => ({ id: randomId(), file, progress: 0, status: 'uploading' }));
      setItems((list) => [...list, ...added]);
      for (const item of added) {
        const request = upload(item.file, (progress) => patch(item.id, { progress }));
        requests.current.set(item.id, request);
        void request.done.then((outcome) => {
          // a removed item's request was aborted; its row is gone already
          if (!requests.current.delete(item.id)) return;
          if (outcome.ok) patch(item.id, { status: 'uploaded', progress: 100, invoiceId: outcome.invoiceId });
          else {
            patch(item.id, { status: 'error', error: outcome.error });
            if (outcome.status === 401) onUnauthorized?.();
          }
        });
      }
    },
    [patch, upload, onUnauthorized],
  );

  const remove = useCallback((id: string) => {
    const request = requests.current.get(id);
    requests.current.delete(id);
    request?.abort();
    setItems((list) => list.filter((item) => item.id !== id));
  }, []);

  const clear = useCallback(() => {
    const pending = [...requests.current.values()];
    requests.current.clear();
    for (const request of pending) request.abort();
    setItems([]);
  }, []);

  useEffect(
    () => () => {
      for (const request of requests.current.values()) request.abort();
      requests.current.clear();
    },
    [],
  );

  const uploaded = items.filter((item) => item.status === 'uploaded' && item.invoiceId);
  const uploading = items.filter((item) => item.status === 'uploading');
  return { items, uploaded, uploading, add, remove, clear };
}
