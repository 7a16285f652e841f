/*
 * Imported first by main.tsx, so it runs before React and the app's modules are evaluated: requests a screen
 * needs that do not depend on the session check are started here (the review screen's result, PDF, chunks and
 * pdf.js worker on a page load of /dashboard/review/:id), and the session check beside them.
 */
import { preloadReviewFromLocation } from '@/features/review/preload';
import { preloadMe } from '@/lib/session-early';

if (preloadReviewFromLocation()) preloadMe();
