import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, test } from 'vitest';
import { redactUrl, serializeRequest } from '../src/http/log.js';

describe('request logs never carry one-time credentials', () => {
  test('magic-link tokens and OAuth codes are redacted; other parameters and plain paths stay', () => {
    expect(redactUrl('/api/auth/magic-link/verify?token=abc123SECRET&callbackURL=%2Fdashboard')).toBe(
      '/api/auth/magic-link/verify?token=%5Bredacted%5D&callbackURL=%2Fdashboard',
    );
    expect(redactUrl('/api/auth/oauth2/callback/google?code=CODE42&state=s1')).toBe(
      '/api/auth/oauth2/callback/google?code=%5Bredacted%5D&state=s1',
    );
    expect(redactUrl('/api/conversions?page=2&limit=10')).toBe('/api/conversions?page=2&limit=10');
    expect(redactUrl('/dashboard')).toBe('/dashboard');
  });

  test('a Fastify logger with the serializer writes the redacted URL', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream, serializers: { req: serializeRequest } } });
    app.get('/verify', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/verify?token=abc123SECRET' });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/verify?token=%5Bredacted%5D');
    expect(log).not.toContain('abc123SECRET');
  });
});
