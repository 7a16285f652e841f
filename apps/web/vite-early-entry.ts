import { fileURLToPath, URL } from 'node:url';
import type { Plugin } from 'vite';

/**
 * `src/app/early.ts` as an entry of its own, loaded by a script tag ahead of the app's: it starts the current screen's
 * requests (the review screen's result, PDF, chunks and pdf.js worker) as soon as this small file is there, while the
 * app's main bundle (React, the router, the landing page) is still being fetched and evaluated. Vite bundles every
 * script of index.html into one entry, so the tag is added here. The app imports the same chunk (one module instance).
 */
export function earlyEntry(): Plugin {
  return {
    name: 'tallysheet-early-entry',
    apply: 'build',
    config: () => ({
      build: { rollupOptions: { input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), early: fileURLToPath(new URL('./src/app/early.ts', import.meta.url)) } } },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const early = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.isEntry && c.name === 'early');
        if (!early || early.type !== 'chunk') throw new Error('the early entry chunk is missing from the build');
        // first in the head, so its requests go out first; async: it runs as soon as it (and the small chunks it imports)
        // is there, not after the app
        return [
          ...early.imports.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head-prepend' as const })),
          { tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: `/${early.fileName}` }, injectTo: 'head-prepend' },
        ];
      },
    },
  };
}
