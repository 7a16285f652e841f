/**
 * The legacy pdf.js bundles (the build that runs on Node 20) carry core-js polyfills that do not only add what the
 * platform lacks (Promise.withResolvers, Set methods, …) but also REPLACE a few native built-ins process-wide:
 * `Array.prototype.push` (forced because of an old V8 bug about arrays with a read-only length) and `JSON.parse` /
 * `JSON.stringify` (for JSON proposals nothing here uses). The replacements are plain JavaScript and several times
 * slower: with the polyfilled `push`, about a tenth of all extraction time went into `push` and its length
 * bookkeeping, in pdf.js and in our own code alike.
 *
 * This module is imported before pdf.js (see document.ts) so it captures the natives first; `restoreBuiltins()` puts
 * them back once both pdf.js bundles (main and worker) are loaded. The natives behave the same for every ordinary
 * array and JSON text, so nothing read from a PDF changes. The additions (methods the platform lacks) are kept.
 */
const NATIVE_PUSH = Array.prototype.push;
const NATIVE_JSON_PARSE = JSON.parse;
const NATIVE_JSON_STRINGIFY = JSON.stringify;

function put(target: object, key: string, value: unknown): void {
  const d = Object.getOwnPropertyDescriptor(target, key);
  if (!d || d.value === value || !d.configurable) return;
  Object.defineProperty(target, key, { value, writable: true, enumerable: false, configurable: true });
}

/** Puts back the native built-ins the pdf.js bundles replaced (a no-op when nothing was replaced). */
export function restoreBuiltins(): void {
  put(Array.prototype, 'push', NATIVE_PUSH);
  put(JSON, 'parse', NATIVE_JSON_PARSE);
  put(JSON, 'stringify', NATIVE_JSON_STRINGIFY);
}
