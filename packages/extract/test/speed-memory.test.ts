/**
 * Speed and memory behaviour of the engine that is not about extraction results (never timed assertions).
 */
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { extract } from '../src/index.js';
import { makeSampleInvoice } from '../src/fixtures/index.js';

/** Function.prototype.toString of a fresh realm: core-js cannot have patched it, so it tells a JS polyfill from a native. */
const sourceOf = vm.runInNewContext('Function.prototype.toString') as (this: unknown) => string;

describe('pdf.js polyfills', () => {
  it('leave the native Array.prototype.push, JSON.parse and JSON.stringify in place after an extraction', async () => {
    await extract(await makeSampleInvoice(), { layoutOnly: true });
    expect(sourceOf.call(Array.prototype.push)).toMatch(/\[native code\]/);
    expect(sourceOf.call(JSON.parse)).toMatch(/\[native code\]/);
    expect(sourceOf.call(JSON.stringify)).toMatch(/\[native code\]/);
    // what pdf.js needs from its polyfills is still there
    expect(typeof Promise.withResolvers).toBe('function');
  });
});
