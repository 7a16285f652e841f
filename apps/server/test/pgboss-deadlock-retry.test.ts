/** Queue set-up on PostgreSQL retries a transaction the server aborted as a deadlock, and nothing else (#13). */
import { describe, expect, it } from 'vitest';
import { retryDeadlock } from '../src/jobs/pgboss-queue.js';

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('retryDeadlock', () => {
  it('runs the work again after a deadlock, until it succeeds', async () => {
    let calls = 0;
    const out = await retryDeadlock(async () => {
      calls++;
      if (calls < 3) throw deadlock();
      return 'ok';
    });
    expect(out).toBe('ok');
    expect(calls).toBe(3);
  });

  it('gives up after its tries, and never retries another error', async () => {
    let calls = 0;
    await expect(retryDeadlock(async () => { calls++; throw deadlock(); }, 3)).rejects.toThrow('deadlock detected');
    expect(calls).toBe(3);
    calls = 0;
    await expect(retryDeadlock(async () => { calls++; throw new Error('relation "x" does not exist'); })).rejects.toThrow('does not exist');
    expect(calls).toBe(1);
  });
});
