// @vitest-environment node
import type { IndexHtmlTransformContext, IndexHtmlTransformResult } from 'vite';
import { describe, expect, it } from 'vitest';
import { earlyEntry } from '../vite-early-entry';

/**
 * The build's early entry (#12, opening time): `src/app/early.ts` is an entry of its own and index.html loads it first,
 * async, with the small chunks it imports preloaded, so a review screen's requests start before the app's bundle runs.
 */
describe('the early entry of the build', () => {
  const plugin = earlyEntry();
  const transform = (bundle: Record<string, unknown>) =>
    (plugin.transformIndexHtml as { handler(html: string, ctx: IndexHtmlTransformContext): IndexHtmlTransformResult }).handler('', {
      bundle,
    } as unknown as IndexHtmlTransformContext);

  it('adds src/app/early.ts as a second entry beside index.html', () => {
    const config = (plugin.config as () => { build: { rollupOptions: { input: Record<string, string> } } })();
    const input = config.build.rollupOptions.input;
    expect(Object.keys(input)).toEqual(['index', 'early']);
    expect(input.index).toMatch(/apps\/web\/index\.html$/);
    expect(input.early).toMatch(/apps\/web\/src\/app\/early\.ts$/);
    expect(plugin.apply).toBe('build');
  });

  it('puts its script first in the head, async, after preloads of the chunks it imports', () => {
    const tags = transform({
      'assets/index-a1.js': { type: 'chunk', isEntry: true, name: 'index', fileName: 'assets/index-a1.js', imports: ['assets/api-b2.js', 'assets/early-c3.js'] },
      'assets/early-c3.js': { type: 'chunk', isEntry: true, name: 'early', fileName: 'assets/early-c3.js', imports: ['assets/api-b2.js'] },
      'assets/api-b2.js': { type: 'chunk', isEntry: false, name: 'api', fileName: 'assets/api-b2.js', imports: [] },
    });
    expect(tags).toEqual([
      { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: '/assets/api-b2.js' }, injectTo: 'head-prepend' },
      { tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: '/assets/early-c3.js' }, injectTo: 'head-prepend' },
    ]);
  });

  it('fails the build when the entry is missing', () => {
    expect(() => transform({})).toThrow('the early entry chunk is missing from the build');
  });
});
