/*
 * An entry of its own (vite-early-entry.ts: a small async script first in index.html, with the chunk it imports), so it
 * runs as soon as it has arrived, before the app's main bundle is evaluated; main.tsx imports it too (the same module):
 * requests a screen needs that do not depend on the session check are started here (the review screen's result, PDF,
 * chunks and pdf.js worker on a page load of /dashboard/review/:id), and the session check beside them.
 */
import { preloadReviewFromLocation } from '@/features/review/preload';
import { preloadMe } from '@/lib/session-early';

// (performance marks: the review benchmark's timeline reads them, apps/server/bench/review.ts)
performance.mark('app:early');
if (preloadReviewFromLocation()) preloadMe();
