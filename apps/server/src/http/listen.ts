import type { FastifyInstance } from 'fastify';

/** Errors of a host without IPv6: the IPv6 wildcard cannot be bound there. */
const NO_IPV6 = new Set(['EAFNOSUPPORT', 'EADDRNOTAVAIL', 'EINVAL']);

/**
 * Listens on `host`, or, with `HOST` unset, on every address: the IPv6 wildcard `::`, which Node binds dual-stack
 * (IPv4 connections too), so `localhost`, `127.0.0.1` and `[::1]` all reach the server (#13 point 5: `0.0.0.0`
 * left `http://[::1]:3000` refused); on a host without IPv6, on `0.0.0.0`.
 */
export async function listenOn(app: FastifyInstance, port: number, host: string | null): Promise<void> {
  if (host !== null) {
    await app.listen({ port, host });
    return;
  }
  try {
    // Fastify would print "http://[::]:PORT", an address no browser opens: say what it means instead (main.ts then
    // prints the app's own address).
    const listenTextResolver = (address: string) => `Server listening on every address (IPv6 and IPv4), port ${new URL(address).port}`;
    await app.listen({ port, host: '::', listenTextResolver });
  } catch (err) {
    if (!NO_IPV6.has((err as { code?: string })?.code ?? '')) throw err;
    await app.listen({ port, host: '0.0.0.0' });
  }
}
