import { z } from 'zod';
import { HttpError } from './errors.js';

/**
 * Route input is declared as zod schemas on each route (`schema: { params, querystring, body }`), checked at the
 * edge by fastify-type-provider-zod's validator before the handler runs. A failed check answers 400 with the first
 * issue's message, unless the route maps it itself with `config.invalid` (e.g. a malformed id is a 404).
 */

/** Ids we hand out: UUIDs and prefixed tokens. Anything else (NUL bytes, slashes, 10 kB strings) is no id of ours. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
export const idParamsSchema = z.object({ id: z.string().regex(ID_PATTERN, 'malformed id') });
/** The review routes name their id after what it is: the per-PDF workbook's output id. */
export const excelFileIdParamsSchema = z.object({ excelFileId: z.string().regex(ID_PATTERN, 'malformed id') });

export const NUL_IN_BODY_MESSAGE = 'Text in the request must not contain NUL characters';

/** True when a parsed JSON value (object, array, string) holds a string, a key included, with a NUL character. */
export function containsNul(value: unknown): boolean {
  // iterative: a body nested thousands deep must not overflow the stack
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      if (Array.isArray(v)) for (const inner of v) stack.push(inner);
      else
        for (const [k, inner] of Object.entries(v)) {
          if (k.includes('\u0000')) return true;
          stack.push(inner);
        }
    }
  }
  return false;
}

/** One failed check: the zod issue's message and code (`keyword`), and where (`/invoiceIds/0`; '' for the whole part). */
export interface ValidationIssue {
  message: string;
  instancePath: string;
  keyword: string;
}
/** Maps a failed input check to the error to answer (the route's own words). */
export type InvalidInputMapper = (issues: ValidationIssue[], part: string) => HttpError;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** how this route answers input that fails its schema (default: 400 with the first issue's message) */
    invalid?: InvalidInputMapper;
  }
}

/** A JSON body schema that takes a missing body as `{}`, so its fields' own messages answer (not "expected object"). */
export function bodyOrEmpty<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => value ?? {}, schema);
}

/** `config.invalid` answering 400 with the first issue's message, or `fallback`. */
export const firstIssueOr =
  (fallback: string): InvalidInputMapper =>
  (issues) =>
    new HttpError(400, issues[0]?.message || fallback);

/** `config.invalid` for routes whose only input is an id: a malformed id is not found, like a foreign one. */
export const notFoundOnInvalid =
  (message: string): InvalidInputMapper =>
  () =>
    new HttpError(404, message);
