import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MAX_FILES_PER_CONVERSION, PLANS, v1ConversionListQuerySchema, v1ConversionQuerySchema, v1IdParamsSchema } from '@tallysheet/contracts';
import { HttpError } from '../../http/errors.js';
import { ID_PATTERN, notFoundOnInvalid, type ValidationIssue } from '../../http/schemas.js';
import { sendOutputFile } from '../files/routes.js';
import { requireApiKey } from './auth.js';
import { createApiConversion } from './create.js';
import { ApiError, registerV1ErrorHandling } from './errors.js';
import { openApiDocument } from './openapi.js';
import { BadCursorError, findV1Conversion, listV1Conversions, withResults } from './view.js';

const LARGEST_PLAN_BYTES = Math.max(...Object.values(PLANS).map((p) => p.maxFileBytes));

/** The contract's id, held to the shape of ours (a NUL byte must not reach the database). */
const idParams = v1IdParamsSchema.extend({ id: v1IdParamsSchema.shape.id.regex(ID_PATTERN) });

/** A query that fails its schema: 400 `invalid_request` naming the parameter. */
function queryInvalid(issues: ValidationIssue[]): HttpError {
  const issue = issues[0];
  return new HttpError(400, `Invalid ${issue?.instancePath.split('/').filter(Boolean)[0] ?? 'query'}: ${issue?.message ?? 'invalid value'}`);
}

/**
 * The public REST API, registered under /api/v1: API-key auth, per-key rate limit, `{ error: { code, message } }`
 * errors, and the OpenAPI 3.1 description generated from the same contracts schemas these routes parse with.
 */
export default async function v1Routes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerV1ErrorHandling(app);
  app.decorateRequest('apiKey', null);
  await app.register(multipart, {
    limits: { files: MAX_FILES_PER_CONVERSION + 1, fields: 10, fieldSize: 1024, parts: MAX_FILES_PER_CONVERSION + 11, fileSize: LARGEST_PLAN_BYTES + 1 },
  });

  let document: string | undefined;
  app.get('/openapi.json', async (_request, reply) => {
    document ??= JSON.stringify(openApiDocument(app.config.appUrl));
    return reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=300').send(document);
  });

  // The key is checked first (onRequest), so a request without a valid key is a 401 whatever its input.
  app.post('/conversions', { onRequest: requireApiKey }, async (request, reply) => {
    const { conversion, replayed } = await createApiConversion(app, request);
    if (replayed) reply.header('idempotent-replayed', 'true');
    return reply.status(replayed ? 200 : 202).header('location', `/api/v1/conversions/${conversion.id}`).send({ data: conversion });
  });

  const listOptions = { onRequest: requireApiKey, schema: { querystring: v1ConversionListQuerySchema }, config: { invalid: queryInvalid } };
  app.get('/conversions', listOptions, async (request) => {
    try {
      return await listV1Conversions(app.db, request.apiKey!.userId, request.query);
    } catch (err) {
      if (err instanceof BadCursorError) throw new ApiError(400, 'invalid_request', err.message);
      throw err;
    }
  });

  const getOptions = {
    onRequest: requireApiKey,
    schema: { params: idParams, querystring: v1ConversionQuerySchema },
    config: { invalid: (issues: ValidationIssue[], part: string) => (part === 'params' ? new HttpError(404, 'Conversion not found') : queryInvalid(issues)) },
  };
  app.get('/conversions/:id', getOptions, async (request) => {
    const { id } = request.params;
    const { include } = request.query;
    const userId = request.apiKey!.userId;
    const conversion = await findV1Conversion(app.db, userId, id);
    if (!conversion) throw new ApiError(404, 'not_found', 'Conversion not found');
    return { data: include === 'result' ? await withResults({ db: app.db, storage: app.storage, now: app.now }, userId, conversion) : conversion };
  });

  const fileOptions = { onRequest: requireApiKey, schema: { params: idParams }, config: { invalid: notFoundOnInvalid('File not found') } };
  app.get('/files/:id', fileOptions, async (request, reply) => {
    return sendOutputFile(app, reply, request.apiKey!.userId, request.params.id);
  });
}
