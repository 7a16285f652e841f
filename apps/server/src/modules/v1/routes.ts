import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { MAX_FILES_PER_CONVERSION, PLANS, v1ConversionListQuerySchema, v1ConversionQuerySchema, v1IdParamsSchema } from '@tallysheet/contracts';
import type { z } from 'zod';
import { sendOutputFile } from '../files/routes.js';
import { requireApiKey } from './auth.js';
import { createApiConversion } from './create.js';
import { ApiError, registerV1ErrorHandling } from './errors.js';
import { openApiDocument } from './openapi.js';
import { BadCursorError, findV1Conversion, listV1Conversions } from './view.js';

const LARGEST_PLAN_BYTES = Math.max(...Object.values(PLANS).map((p) => p.maxFileBytes));

function parse<T extends z.ZodType>(schema: T, value: unknown, what: string): z.output<T> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ApiError(400, 'invalid_request', `Invalid ${String(issue?.path[0] ?? what)}: ${issue?.message ?? 'invalid value'}`);
  }
  return parsed.data;
}

/**
 * The public REST API, registered under /api/v1: API-key auth, per-key rate limit, `{ error: { code, message } }`
 * errors, and the OpenAPI 3.1 description generated from the same contracts schemas these routes parse with.
 */
export default async function v1Routes(app: FastifyInstance): Promise<void> {
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

  app.post('/conversions', { preHandler: requireApiKey }, async (request, reply) => {
    const { conversion, replayed } = await createApiConversion(app, request);
    if (replayed) reply.header('idempotent-replayed', 'true');
    return reply.status(replayed ? 200 : 202).header('location', `/api/v1/conversions/${conversion.id}`).send({ data: conversion });
  });

  app.get('/conversions', { preHandler: requireApiKey }, async (request) => {
    const q = parse(v1ConversionListQuerySchema, request.query, 'query');
    try {
      return await listV1Conversions(app.db, request.apiKey!.userId, q);
    } catch (err) {
      if (err instanceof BadCursorError) throw new ApiError(400, 'invalid_request', err.message);
      throw err;
    }
  });

  app.get('/conversions/:id', { preHandler: requireApiKey }, async (request) => {
    const { id } = parse(v1IdParamsSchema, request.params, 'id');
    parse(v1ConversionQuerySchema, request.query, 'query');
    const conversion = await findV1Conversion(app.db, request.apiKey!.userId, id);
    if (!conversion) throw new ApiError(404, 'not_found', 'Conversion not found');
    return { data: conversion };
  });

  app.get('/files/:id', { preHandler: requireApiKey }, async (request, reply) => {
    const { id } = parse(v1IdParamsSchema, request.params, 'id');
    return sendOutputFile(app, reply, request.apiKey!.userId, id);
  });
}
