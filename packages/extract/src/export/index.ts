export { writeWorkbook, writeCombinedWorkbook, sheetName, checkLabel } from './workbook.js';
export { writeCsv, writeCombinedCsv } from './csv.js';
export { csvSafe, looksLikeFormula, typeCell, currencyFormat } from './cells.js';
