import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The header a webhook request carries: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const SIGNATURE_HEADER = 'Tallysheet-Signature';

export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

export function signatureFor(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
}

export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${signatureFor(secret, timestamp, body)}`;
}

/**
 * What a receiver does (README "Webhooks" shows the same in a few lines): recompute the HMAC over the
 * timestamp and the raw body, compare in constant time, and refuse old timestamps (replays).
 */
export function verifySignature(secret: string, header: string, body: string, nowSeconds: number, toleranceSeconds = 300): boolean {
  const parts = Object.fromEntries(header.split(',').map((kv) => kv.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1 || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(signatureFor(secret, t, body), 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
