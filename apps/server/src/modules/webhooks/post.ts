import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { BlockedAddressError, guardedLookup, isBlockedAddress } from './address-guard.js';

export interface PostOutcome {
  /** the HTTP status, or null when no answer came */
  status: number | null;
  /** why it did not work, for people (null on a 2xx) */
  error: string | null;
  durationMs: number;
}

/**
 * POSTs a webhook body. Redirects are not followed (a 3xx is a failed attempt), the answer body is read and
 * dropped (at most 64 KB), and unless `allowPrivate` the connection may only go to a public address.
 */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  opts: { allowPrivate: boolean; timeoutMs: number },
): Promise<PostOutcome> {
  const started = Date.now();
  const done = (status: number | null, error: string | null): PostOutcome => ({ status, error, durationMs: Date.now() - started });
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.resolve(done(null, 'Invalid URL'));
  }
  if (target.protocol !== 'https:' && !(opts.allowPrivate && target.protocol === 'http:')) {
    return Promise.resolve(done(null, 'Only https:// endpoints are allowed'));
  }
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (!opts.allowPrivate && (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) !== 0 && isBlockedAddress(host)))) {
    return Promise.resolve(done(null, new BlockedAddressError(target.hostname, host).message));
  }
  return new Promise((resolve) => {
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      target,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'Tallysheet-Webhooks/1', ...headers },
        timeout: opts.timeoutMs,
        ...(opts.allowPrivate ? {} : { lookup: guardedLookup }),
      },
      (res) => {
        let seen = 0;
        res.on('data', (chunk: Buffer) => {
          seen += chunk.length;
          if (seen > 64 * 1024) res.destroy();
        });
        const finish = () => {
          const status = res.statusCode ?? null;
          const ok = status !== null && status >= 200 && status < 300;
          resolve(done(status, ok ? null : `The endpoint answered ${status}${status && status >= 300 && status < 400 ? ' (redirects are not followed)' : ''}`));
        };
        res.on('end', finish);
        res.on('close', finish);
        res.on('error', finish);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`No answer within ${Math.round(opts.timeoutMs / 1000)} s`)));
    req.on('error', (err) => {
      resolve(done(null, err instanceof BlockedAddressError || err.message.startsWith('No answer') ? err.message : `Could not connect: ${err.message}`));
    });
    req.end(body);
  });
}
