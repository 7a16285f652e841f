export { detectTables, detectTableStructures, toExtractedTable } from './detect.js';
export { joinContinuedTables, joinContinuedStructures, tableParts } from './continued.js';
export type { PageHeights } from './continued.js';
export { DEFAULT_TABLE_SETTINGS, resolveSettings } from './settings.js';
export type { TableSettings } from './settings.js';
export { structureToRows } from './model.js';
export type { TableStructure, TableRow, TableCell, ColumnRange } from './model.js';
export { isNumericText } from './cells.js';
