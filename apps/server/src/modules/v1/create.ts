import type { MultipartFile } from '@fastify/multipart';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { MAX_FILES_PER_CONVERSION, v1FormatsFieldSchema, type ApiOutputFormat, type V1Conversion } from '@tallysheet/contracts';
import { apiConversion } from '../../db/schema/api.js';
import { upload } from '../../db/schema/conversions.js';
import { HttpError } from '../../http/errors.js';
import { loadPlanState } from '../quota/service.js';
import { startConversion } from '../conversions/service.js';
import { FileTooLargeError, NotPdfError, storeUpload, type StoredUpload } from '../uploads/service.js';
import { ApiError } from './errors.js';
import { findV1Conversion } from './view.js';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

export interface CreateOutcome {
  conversion: V1Conversion;
  /** true when an earlier request with the same Idempotency-Key made it */
  replayed: boolean;
}

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/**
 * POST /api/v1/conversions: streams each PDF through the web app's upload checks (`storeUpload`: `%PDF-`, the
 * plan's size limit while streaming, random keys, sanitised names), then starts the conversion with the web app's
 * `startConversion` (quota reserved and job queued in one transaction). The API's own row — key, formats,
 * Idempotency-Key and the request's fingerprint — is written inside that transaction: a concurrent duplicate
 * hits the unique index and rolls back whole, quota included, and the request is answered with the first one's
 * conversion. Uploads of a request that did not start a conversion are removed again.
 */
export async function createApiConversion(app: FastifyInstance, request: FastifyRequest): Promise<CreateOutcome> {
  const key = request.apiKey!;
  const idempotencyKey = request.headers['idempotency-key'];
  if (idempotencyKey !== undefined && (typeof idempotencyKey !== 'string' || !IDEMPOTENCY_KEY.test(idempotencyKey))) {
    throw new ApiError(400, 'invalid_request', 'Idempotency-Key must be 1 to 255 visible ASCII characters');
  }
  if (!request.isMultipart()) {
    throw new ApiError(400, 'invalid_request', "Send multipart/form-data with one to ten PDFs in the field 'files'");
  }
  const now = app.now();
  const state = await loadPlanState(app.db, key.userId, now, key.signedUpAt);
  const deps = { db: app.db, storage: app.storage, now: app.now, retentionMs: app.config.conversions.retentionMs };

  const stored: StoredUpload[] = [];
  const fingerprint = createHash('sha256');
  let formatsField: string | undefined;
  try {
    let parts: AsyncIterableIterator<Awaited<ReturnType<FastifyRequest['file']>> | { type: 'field'; fieldname: string; value: unknown }>;
    try {
      parts = request.parts({ limits: { fileSize: state.maxFileBytes + 1, files: MAX_FILES_PER_CONVERSION + 1 } }) as typeof parts;
    } catch (err) {
      throw new ApiError(400, 'invalid_request', `Malformed upload: ${(err as Error).message}`);
    }
    for await (const part of parts) {
      if (!part) continue;
      if (part.type === 'field') {
        if (part.fieldname === 'formats') formatsField = String(part.value);
        continue;
      }
      const file = part as MultipartFile;
      if (file.fieldname !== 'files') {
        file.file.resume();
        throw new ApiError(400, 'invalid_request', `Unexpected file field '${file.fieldname}': send the PDFs in the field 'files'`);
      }
      if (stored.length >= MAX_FILES_PER_CONVERSION) {
        file.file.resume();
        throw new ApiError(400, 'too_many_files', `You can convert up to ${MAX_FILES_PER_CONVERSION} files at once.`);
      }
      const digest = createHash('sha256');
      const tap = new PassThrough();
      tap.on('data', (chunk: Buffer) => digest.update(chunk));
      file.file.on('error', (err) => tap.destroy(err));
      file.file.pipe(tap);
      try {
        stored.push(await storeUpload(deps, key.userId, { stream: tap, fileName: file.filename, maxBytes: state.maxFileBytes, plan: state.plan }));
      } catch (err) {
        file.file.resume();
        if (err instanceof FileTooLargeError || (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new ApiError(413, 'file_too_large', `"${file.filename}": ${new FileTooLargeError(state.plan).message}`);
        }
        if (err instanceof NotPdfError) throw new ApiError(415, 'unsupported_file_type', `"${file.filename}": ${err.message}`);
        throw err;
      }
      fingerprint.update(`file:${file.filename}:${digest.digest('hex')}\n`);
    }
    if (stored.length === 0) throw new ApiError(400, 'invalid_request', "No file received: send one to ten PDFs in the field 'files'");
    const formatsParsed = v1FormatsFieldSchema.safeParse(formatsField);
    if (!formatsParsed.success) throw new ApiError(400, 'invalid_request', formatsParsed.error.issues[0]?.message ?? 'Invalid formats');
    const formats: ApiOutputFormat[] = formatsParsed.data;
    fingerprint.update(`formats:${formats.join(',')}`);
    const print = fingerprint.digest('hex');

    const replay = async (): Promise<CreateOutcome | null> => {
      if (idempotencyKey === undefined) return null;
      const [earlier] = await app.db
        .select()
        .from(apiConversion)
        .where(and(eq(apiConversion.userId, key.userId), eq(apiConversion.idempotencyKey, idempotencyKey)))
        .limit(1);
      if (!earlier) return null;
      if (earlier.fingerprint !== print) {
        throw new ApiError(422, 'idempotency_key_reused', 'This Idempotency-Key was already used with a different request.');
      }
      const conversion = await findV1Conversion(app.db, key.userId, earlier.conversionId);
      if (!conversion) throw new ApiError(404, 'not_found', 'Conversion not found');
      return { conversion, replayed: true };
    };

    const earlier = await replay();
    if (earlier) {
      await discard(app, key.userId, stored);
      return earlier;
    }
    let conversionId: string;
    try {
      const started = await startConversion(
        { db: app.db, queue: app.queue, now: app.now },
        { id: key.userId, signedUpAt: key.signedUpAt },
        stored.map((s) => s.id),
        async (tx, id) => {
          await tx.insert(apiConversion).values({
            conversionId: id,
            userId: key.userId,
            apiKeyId: key.id,
            formats,
            idempotencyKey: idempotencyKey ?? null,
            fingerprint: print,
            createdAt: app.now(),
          });
        },
      );
      conversionId = started.data._id;
    } catch (err) {
      if (isUniqueViolation(err)) {
        const winner = await replay();
        if (winner) {
          await discard(app, key.userId, stored);
          return winner;
        }
      }
      if (err instanceof HttpError && err.statusCode === 403) throw new ApiError(403, 'quota_exceeded', err.message);
      throw err;
    }
    const conversion = await findV1Conversion(app.db, key.userId, conversionId);
    return { conversion: conversion!, replayed: false };
  } catch (err) {
    await discard(app, key.userId, stored).catch((e: unknown) => request.log.warn({ err: e }, 'could not remove uploads of a refused API request'));
    throw err;
  }
}

/** Removes uploads that started no conversion (their blobs and rows). */
async function discard(app: FastifyInstance, userId: string, stored: StoredUpload[]): Promise<void> {
  if (stored.length === 0) return;
  const ids = stored.map((s) => s.id);
  const rows = await app.db.select({ id: upload.id, storageKey: upload.storageKey }).from(upload).where(and(inArray(upload.id, ids), eq(upload.userId, userId)));
  for (const r of rows) await app.storage.delete(r.storageKey).catch(() => {});
  await app.db.delete(upload).where(and(inArray(upload.id, ids), eq(upload.userId, userId)));
  stored.length = 0;
}
