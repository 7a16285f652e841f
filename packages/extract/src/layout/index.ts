export { buildLines, clusterBaselines, makeLine, splitLineAtGaps, medianSize, DEFAULT_LINE_SETTINGS } from './lines.js';
export type { TextLine, LineSettings } from './lines.js';
export { buildBlocks, groupSegments, readingOrder, columnGaps, DEFAULT_BLOCK_SETTINGS } from './blocks.js';
export type { TextBlock, BlockSettings } from './blocks.js';
