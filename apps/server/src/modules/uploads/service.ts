import { randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import type { PlanId } from '@tallysheet/contracts';
import { PLANS } from '@tallysheet/contracts';
import { upload } from '../../db/schema/conversions.js';
import type { Db } from '../../db/types.js';
import type { BlobStorage } from '../../storage/index.js';

const PDF_MAGIC = Buffer.from('%PDF-');

export class FileTooLargeError extends Error {
  constructor(public readonly plan: PlanId) {
    super(fileTooLargeMessage(plan));
    this.name = 'FileTooLargeError';
  }
}

export class NotPdfError extends Error {
  constructor() {
    super('Invalid file type: only PDF files are allowed for conversion.');
    this.name = 'NotPdfError';
  }
}

/** `500KB` under 1 MB, else `2MB` (the spec's banner style). */
export function formatLimit(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)}KB` : `${Math.round((bytes / (1024 * 1024)) * 10) / 10}MB`;
}

export function fileTooLargeMessage(plan: PlanId): string {
  const p = PLANS[plan];
  return `File too large. Maximum allowed: ${formatLimit(p.maxFileBytes)} per file on the ${p.label} plan.`;
}

/**
 * A display name that is safe to store and show: no folders, no control or bidi characters, at most 200
 * characters (keeping the extension), never empty.
 */
export function sanitizeFileName(raw: string | undefined): string {
  let name = (raw ?? '').normalize('NFC');
  name = name.split(/[\\/]/).pop() ?? '';
  name = name.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069"<>|:*?]/g, '');
  name = name.replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  if (name.length > 200) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    name = name.slice(0, 200 - ext.length).trimEnd() + ext;
  }
  return name || 'invoice.pdf';
}

/**
 * Passes the bytes through while checking the `%PDF-` signature on the first bytes and the size limit;
 * fails the stream (so nothing is kept) as soon as either is broken.
 */
export function pdfGuard(maxBytes: number, plan: PlanId): Transform {
  let seen = 0;
  let head = Buffer.alloc(0);
  let checked = false;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > maxBytes) return done(new FileTooLargeError(plan));
      if (!checked) {
        head = Buffer.concat([head, chunk]).subarray(0, PDF_MAGIC.length);
        if (head.length >= PDF_MAGIC.length) {
          if (!head.equals(PDF_MAGIC)) return done(new NotPdfError());
          checked = true;
        } else if (!PDF_MAGIC.subarray(0, head.length).equals(head)) return done(new NotPdfError());
      }
      done(null, chunk);
    },
    flush(done) {
      if (!checked) return done(new NotPdfError());
      done();
    },
  });
}

export interface StoredUpload {
  id: string;
  fileName: string;
  size: number;
}

/** Streams one PDF into storage under a random key and records it; on any refusal nothing is left behind. */
export async function storeUpload(
  deps: { db: Db; storage: BlobStorage; now: () => Date; retentionMs: number },
  userId: string,
  input: { stream: Readable; fileName: string | undefined; maxBytes: number; plan: PlanId },
): Promise<StoredUpload> {
  const id = randomUUID();
  const storageKey = `uploads/${id}.pdf`;
  const guard = pdfGuard(input.maxBytes, input.plan);
  input.stream.on('error', (err) => guard.destroy(err));
  // A refusal stops the flow into the guard; the caller drains the rest of the request body.
  guard.once('error', () => input.stream.unpipe(guard));
  guard.on('error', () => {});
  let size: number;
  try {
    ({ size } = await deps.storage.put(storageKey, input.stream.pipe(guard)));
  } catch (err) {
    await deps.storage.delete(storageKey).catch(() => {});
    throw err;
  }
  const createdAt = deps.now();
  const fileName = sanitizeFileName(input.fileName);
  await deps.db.insert(upload).values({
    id,
    userId,
    storageKey,
    fileName,
    size,
    createdAt,
    expiresAt: new Date(createdAt.getTime() + deps.retentionMs),
  });
  return { id, fileName, size };
}
