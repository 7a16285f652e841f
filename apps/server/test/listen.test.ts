import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { listenOn } from '../src/http/listen.js';
import { createTestApp, type TestApp } from './support/index.js';

// #13 point 5: with APP_URL unset the app is trusted on localhost, 127.0.0.1 and [::1] (deployment.test.ts); with the
// default listen address it must also be reachable on all three.
const hasIpv6Loopback = Object.values(networkInterfaces()).some((list) => list?.some((a) => a.family === 'IPv6' && a.internal));

function healthOn(host: string, port: number): Promise<number> {
  return new Promise((resolve) => {
    const s = connect({ host, port });
    let got = '';
    s.on('data', (d) => (got += d.toString('latin1')));
    s.on('error', () => resolve(0));
    // written without ending our side: a half-closed connection may be closed before an async route answers
    s.on('connect', () => s.write(`GET /api/health HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`));
    s.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(got)?.[1] ?? 0)));
  });
}

let app: TestApp | undefined;
afterAll(async () => {
  await app?.close();
});

describe('the default listen address', () => {
  it('with HOST unset the server answers on IPv4 and IPv6 loopback', async () => {
    const config = loadConfig({ DATABASE_URL: 'memory:' });
    expect(config.host).toBeNull();
    expect(loadConfig({ DATABASE_URL: 'memory:', HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    app = await createTestApp({ env: { EMBEDDED_WORKER: 'false', APP_URL: undefined } });
    await listenOn(app, 0, config.host);
    const port = (app.server.address() as { port: number }).port;
    expect(await healthOn('127.0.0.1', port)).toBe(200);
    if (hasIpv6Loopback) expect(await healthOn('::1', port)).toBe(200);
  });
});
