import { z } from 'zod';
import { conversionStatusSchema, MAX_FILES_PER_CONVERSION } from './conversions.js';

/**
 * The public API (issue #15): API keys and webhook endpoints (managed from Settings → API with the session),
 * and the versioned REST API under /api/v1 (authenticated with an API key). The server validates with these
 * schemas and generates its OpenAPI 3.1 description from them; `.meta({ id })` names an OpenAPI component.
 */

/** Every API key starts with this; the rest is 32 random bytes, base64url. */
export const API_KEY_PREFIX = 'tsk_live_';
/** Webhook endpoints one user may register. */
export const MAX_WEBHOOK_ENDPOINTS = 5;
/** Events a webhook endpoint receives. */
export const WEBHOOK_EVENT_TYPES = ['conversion.succeeded', 'conversion.failed'] as const;
export const webhookEventTypeSchema = z.enum([...WEBHOOK_EVENT_TYPES, 'test']);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;
/** Output formats a conversion produces and `formats` may choose from. */
export const API_OUTPUT_FORMATS = ['xlsx', 'csv'] as const;
export const apiOutputFormatSchema = z.enum(API_OUTPUT_FORMATS);
export type ApiOutputFormat = z.infer<typeof apiOutputFormatSchema>;

// ---- API keys (session routes: POST/GET /api/keys, DELETE /api/keys/:id) ----

export const createApiKeyRequestSchema = z.object({
  name: z
    .string({ error: 'Give the key a name' })
    .trim()
    .min(1, 'Give the key a name')
    .max(100, 'The name can be at most 100 characters'),
});
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequestSchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** the key's last four characters, to tell keys apart */
  last4: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** POST /api/keys → 201: the only time the full key is shown */
export const createApiKeyResponseSchema = z.object({
  data: apiKeySchema.extend({ key: z.string() }),
});
export type CreateApiKeyResponse = z.infer<typeof createApiKeyResponseSchema>;
export const apiKeyListResponseSchema = z.object({ data: z.array(apiKeySchema) });
export type ApiKeyListResponse = z.infer<typeof apiKeyListResponseSchema>;

// ---- Webhook endpoints (session routes under /api/webhooks) ----

export const createWebhookEndpointRequestSchema = z.object({
  url: z
    .string({ error: 'Enter the endpoint URL' })
    .trim()
    .min(1, 'Enter the endpoint URL')
    .max(2000, 'The URL can be at most 2000 characters')
    .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/i, 'Enter a full URL, like https://example.com/tallysheet'),
});
export type CreateWebhookEndpointRequest = z.infer<typeof createWebhookEndpointRequestSchema>;

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: webhookEventTypeSchema,
  /** pending: not delivered yet (retrying); succeeded: a 2xx answer; failed: gave up after 24 hours */
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** the HTTP status of the last attempt, null when it got no answer */
  lastResponseStatus: z.number().int().nullable(),
  /** why the last attempt failed, as a person can read it */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  /** when the next attempt is due (pending only) */
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  /** the signing secret (`whsec_…`) for verifying the `Tallysheet-Signature` header */
  secret: z.string(),
  createdAt: z.string(),
  /** the latest deliveries, newest first */
  deliveries: z.array(webhookDeliverySchema),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;
export const webhookEndpointResponseSchema = z.object({ data: webhookEndpointSchema });
export const webhookEndpointListResponseSchema = z.object({ data: z.array(webhookEndpointSchema) });
export type WebhookEndpointListResponse = z.infer<typeof webhookEndpointListResponseSchema>;

// ---- REST API v1 (Authorization: Bearer tsk_live_…) ----

export const v1ErrorSchema = z
  .object({
    error: z.object({
      /** stable, for programs: invalid_request, unauthorized, plan_required, not_found, gone, quota_exceeded, … */
      code: z.string(),
      /** for people */
      message: z.string(),
    }),
  })
  .meta({ id: 'Error' });
export type V1Error = z.infer<typeof v1ErrorSchema>;

export const v1OutputSchema = z
  .object({
    format: apiOutputFormatSchema,
    fileName: z.string(),
    /** the authorized download path (`/api/v1/files/<id>`, with the same API key) */
    url: z.string(),
    size: z.number().int(),
    /** ISO time after which the file is deleted (the download then answers 410) */
    expiresAt: z.string(),
  })
  .meta({ id: 'Output' });
export type V1Output = z.infer<typeof v1OutputSchema>;

export const v1ConversionFileSchema = z
  .object({
    fileName: z.string(),
    status: conversionStatusSchema,
    /** why this PDF failed, null when it did not */
    error: z.string().nullable(),
    pages: z.number().int().nullable(),
    outputs: z.array(v1OutputSchema),
    /** the ExtractionResult (invoice fields, line items, tables, checks) — with `?include=result` only */
    result: z.record(z.string(), z.unknown()).nullable().optional(),
  })
  .meta({ id: 'ConversionFile' });

export const v1ConversionSchema = z
  .object({
    id: z.string(),
    status: conversionStatusSchema,
    /** 0-100 */
    progress: z.number().int(),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
    /** failed: why; succeeded with some failed PDFs: which ones */
    error: z.string().nullable(),
    /** the formats asked for (the outputs listed) */
    formats: z.array(apiOutputFormatSchema),
    files: z.array(v1ConversionFileSchema),
    /** one workbook and CSV across all PDFs of a multi-file conversion */
    combinedOutputs: z.array(v1OutputSchema),
  })
  .meta({ id: 'Conversion' });
export type V1Conversion = z.infer<typeof v1ConversionSchema>;

export const v1ConversionResponseSchema = z.object({ data: v1ConversionSchema }).meta({ id: 'ConversionResponse' });
export type V1ConversionResponse = z.infer<typeof v1ConversionResponseSchema>;

export const v1ConversionListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20).meta({ description: 'conversions per page (1-100)' }),
  cursor: z.string().max(200).optional().meta({ description: '`nextCursor` of the previous page' }),
});
export type V1ConversionListQuery = z.infer<typeof v1ConversionListQuerySchema>;

export const v1ConversionListResponseSchema = z
  .object({
    data: z.array(v1ConversionSchema),
    /** pass as `cursor` for the next page; null on the last page */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'ConversionList' });
export type V1ConversionListResponse = z.infer<typeof v1ConversionListResponseSchema>;

export const v1ConversionQuerySchema = z.object({
  include: z.enum(['result']).optional().meta({ description: '`result` adds each PDF\'s ExtractionResult' }),
});

export const v1IdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** The multipart form of POST /api/v1/conversions (described for OpenAPI; the files are streamed, not parsed by zod). */
export const v1CreateConversionFormSchema = z.object({
  files: z
    .array(z.string().meta({ format: 'binary' }))
    .min(1)
    .max(MAX_FILES_PER_CONVERSION)
    .meta({ description: `one to ${MAX_FILES_PER_CONVERSION} PDFs, each in a part named \`files\`` }),
  formats: z.string().optional().meta({ description: 'comma-separated output formats, e.g. `xlsx,csv` (default: all)', example: 'xlsx,csv' }),
});

/** The `formats` form field: comma-separated, known formats only, default all. */
export const v1FormatsFieldSchema = z
  .string()
  .max(200)
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v.trim() === '') return [...API_OUTPUT_FORMATS];
    const list = [...new Set(v.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean))];
    const unknown = list.filter((f) => !(API_OUTPUT_FORMATS as readonly string[]).includes(f));
    if (unknown.length > 0) {
      ctx.addIssue({ code: 'custom', message: `Unknown format "${unknown[0]}": use ${API_OUTPUT_FORMATS.join(', ')}` });
      return z.NEVER;
    }
    return list as ApiOutputFormat[];
  });

/** The body a webhook endpoint receives (signed in the `Tallysheet-Signature` header). */
export const webhookEventSchema = z
  .object({
    id: z.string(),
    type: webhookEventTypeSchema,
    /** ISO time the event happened */
    createdAt: z.string(),
    data: z.object({ conversion: v1ConversionSchema.nullable() }),
  })
  .meta({ id: 'WebhookEvent' });
export type WebhookEvent = z.infer<typeof webhookEventSchema>;
