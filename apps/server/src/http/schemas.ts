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

/** `config.invalid` for routes whose only input is an id: a malformed id is not found, like a foreign one. */
export const notFoundOnInvalid =
  (message: string): InvalidInputMapper =>
  () =>
    new HttpError(404, message);
