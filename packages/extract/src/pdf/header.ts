/** How far into the file the %PDF- header may start (Acrobat tolerates leading junk up to 1 KB). */
const HEADER_SEARCH_BYTES = 1024;

export function looksLikePdf(data: Uint8Array): boolean {
  const limit = Math.min(data.length - 5, HEADER_SEARCH_BYTES);
  for (let i = 0; i <= limit; i++) {
    if (
      data[i] === 0x25 && // %
      data[i + 1] === 0x50 && // P
      data[i + 2] === 0x44 && // D
      data[i + 3] === 0x46 && // F
      data[i + 4] === 0x2d // -
    ) {
      return true;
    }
  }
  return false;
}
