import {
  API_KEY_PREFIX,
  MAX_FILES_PER_CONVERSION,
  v1ConversionListQuerySchema,
  v1ConversionListResponseSchema,
  v1ConversionQuerySchema,
  v1ConversionResponseSchema,
  v1CreateConversionFormSchema,
  v1ErrorSchema,
  v1IdParamsSchema,
  webhookEventSchema,
} from '@tallysheet/contracts';
import { z } from 'zod';
import { createDocument, type ZodOpenApiResponsesObject } from 'zod-openapi';
import { SIGNATURE_HEADER } from '../webhooks/signature.js';

const error = (description: string) => ({ description, content: { 'application/json': { schema: v1ErrorSchema } } });

const rateLimitHeaders = {
  'RateLimit-Limit': { description: 'requests allowed per minute for this key', schema: { type: 'integer' as const } },
  'RateLimit-Remaining': { description: 'requests left in the current minute', schema: { type: 'integer' as const } },
  'RateLimit-Reset': { description: 'seconds until the window resets', schema: { type: 'integer' as const } },
};

const common: ZodOpenApiResponsesObject = {
  '401': error('No API key, an unknown one, or a revoked one'),
  '403': error('The key owner is not on the Premium plan (`plan_required`)'),
  '429': { ...error('Rate limit exceeded (`rate_limited`); see Retry-After'), headers: { 'Retry-After': { schema: { type: 'integer' } } } },
};

const json = (schema: z.ZodType, description: string) => ({
  description,
  headers: rateLimitHeaders,
  content: { 'application/json': { schema } },
});

/**
 * The OpenAPI 3.1 description of /api/v1, generated from the contracts' zod schemas that the routes parse with
 * (zod-openapi), never written by hand. Served at GET /api/v1/openapi.json.
 */
export function openApiDocument(appUrl: string): ReturnType<typeof createDocument> {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Tallysheet API',
      version: '1.0.0',
      description:
        'Convert PDF invoices to Excel and CSV from your own systems. Authenticate with an API key from Settings → API ' +
        `(\`Authorization: Bearer ${API_KEY_PREFIX}…\`; Premium plan). Errors are \`{ "error": { "code", "message" } }\`. ` +
        'Every answer carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset for the key.',
    },
    servers: [{ url: appUrl }],
    security: [{ apiKey: [] }],
    components: {
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: `An API key, \`${API_KEY_PREFIX}…\`` } },
    },
    paths: {
      '/api/v1/conversions': {
        post: {
          operationId: 'createConversion',
          summary: 'Convert PDFs',
          description:
            `One to ${MAX_FILES_PER_CONVERSION} PDFs in the multipart field \`files\`; the same upload checks, plan limits and ` +
            'quota as the web app (one conversion per PDF), reserved atomically. Send an `Idempotency-Key` header to make ' +
            'retries safe: a repeated request answers the first conversion (200, `Idempotent-Replayed: true`) and charges nothing.',
          requestParams: {
            header: z.object({
              'Idempotency-Key': z.string().max(255).optional().meta({ description: 'any unique string per logical request, e.g. a UUID' }),
            }),
          },
          requestBody: { required: true, content: { 'multipart/form-data': { schema: v1CreateConversionFormSchema } } },
          responses: {
            '202': json(v1ConversionResponseSchema, 'Accepted: the conversion is queued'),
            '200': json(v1ConversionResponseSchema, 'The conversion an earlier request with this Idempotency-Key started'),
            '400': error('Bad request (no file, too many files, unknown format, bad Idempotency-Key)'),
            '403': error('`plan_required`, or `quota_exceeded` when the month\'s conversions are used up'),
            '413': error('A PDF is larger than the plan allows (`file_too_large`)'),
            '415': error('A file is not a PDF (`unsupported_file_type`)'),
            '422': error('The Idempotency-Key was used with a different request (`idempotency_key_reused`)'),
            '401': common['401']!,
            '429': common['429']!,
          },
        },
        get: {
          operationId: 'listConversions',
          summary: 'List conversions',
          description: "The key owner's conversions, newest first; pass `nextCursor` as `cursor` for the next page.",
          requestParams: { query: v1ConversionListQuerySchema },
          responses: { '200': json(v1ConversionListResponseSchema, 'A page of conversions'), '400': error('Invalid limit or cursor'), ...common },
        },
      },
      '/api/v1/conversions/{id}': {
        get: {
          operationId: 'getConversion',
          summary: 'Get a conversion',
          description: 'Status, progress, and per PDF its outputs with their download URLs.',
          requestParams: { path: v1IdParamsSchema, query: v1ConversionQuerySchema },
          responses: { '200': json(v1ConversionResponseSchema, 'The conversion'), '404': error('No such conversion of this key\'s owner'), ...common },
        },
      },
      '/api/v1/files/{id}': {
        get: {
          operationId: 'downloadFile',
          summary: 'Download an output',
          description: 'The workbook or CSV at an output `url`. Files are deleted 24 hours after the conversion (410 then).',
          requestParams: { path: v1IdParamsSchema },
          responses: {
            '200': {
              description: 'The file',
              headers: rateLimitHeaders,
              content: {
                'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: z.string().meta({ format: 'binary' }) },
                'text/csv': { schema: z.string() },
              },
            },
            '404': error('No such file of this key\'s owner'),
            '410': error('The file was deleted after 24 hours (`gone`)'),
            ...common,
          },
        },
      },
    },
    webhooks: {
      conversionEvent: {
        post: {
          summary: 'conversion.succeeded, conversion.failed (and `test`)',
          description:
            `POSTed to each endpoint registered in Settings → API. \`${SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex>\` where v1 is ` +
            'HMAC-SHA256 with the endpoint secret over `<t>.<raw body>`. Answer 2xx within 10 s; other answers are retried with ' +
            'backoff for 24 hours. The same event can arrive more than once (a retry after an answer that did not reach us): ' +
            'deduplicate by `Tallysheet-Event-Id`.',
          requestParams: {
            header: z.object({
              [SIGNATURE_HEADER]: z.string(),
              'Tallysheet-Event-Id': z.string(),
              'Tallysheet-Event-Type': z.string(),
            }),
          },
          requestBody: { content: { 'application/json': { schema: webhookEventSchema } } },
          responses: { '200': { description: 'Received' } },
        },
      },
    },
  });
}
