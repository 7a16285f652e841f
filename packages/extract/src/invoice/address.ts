/**
 * Postal-address evidence shared by the party and VAT-id readers. A postcode + city line: four or five digits
 * ("12345 Berlin", "D-12345 Berlin", "1234-567 Lisboa", "5145 PD Waalwijk" via the letters that follow), two + three
 * ("00-950 Warszawa"), three + two ("411 05 Göteborg", "110 00 Praha"), a UK postcode ("SW1A 1AA") or a US state +
 * ZIP at the end of the line ("CA 94105").
 */
export const POSTCODE_LINE =
  /(?:^|\s)(?:[A-Z]{1,2}[- ]?)?(?:\d{4,5}(?:[- ]\d{3})?|\d{2}-\d{3}|\d{3}\s\d{2})\s+\p{L}|\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b|\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\s*$/u;

/** A postcode somewhere in a line (the end of an address block). */
export const POSTCODE_ANYWHERE = /\b\d{4,5}\b|\b\d{2}-\d{3}\b|\b\d{3}\s\d{2}\b|\b[A-Z]{1,2}\d/;
