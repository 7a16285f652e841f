/**
 * Postal-address evidence shared by the party and VAT-id readers. A postcode + city line: four or five digits
 * ("12345 Berlin", "D-12345 Berlin", "1234-567 Lisboa", "5145 PD Waalwijk" via the letters that follow), two + three
 * ("00-950 Warszawa"), three + two ("411 05 Göteborg", "110 00 Praha"), a UK postcode ("SW1A 1AA") or a US state +
 * ZIP at the end of the line ("CA 94105", or the state spelled out: "Austin, Texas 78701"), a Canadian postcode at
 * the end ("Toronto, ON M5V 2T6") or opening the line before the town ("M5V 2T6 TORONTO"), an Australian state +
 * postcode at the end ("Sydney NSW 2000").
 */
const US_STATES =
  'Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|' +
  'Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|' +
  'Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|' +
  'Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|' +
  'West Virginia|Wisconsin|Wyoming|District of Columbia';
export const POSTCODE_LINE = new RegExp(
  [
    String.raw`(?:^|\s)(?:[A-Z]{1,2}[- ]?)?(?:\d{4,5}(?:[- ]\d{3})?|\d{2}-\d{3}|\d{3}\s\d{2})\s+\p{L}`,
    String.raw`\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b`,
    String.raw`\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\s*$`,
    String.raw`\b(?:${US_STATES})\s+\d{5}(?:-\d{4})?\s*$`,
    String.raw`\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\s*$`,
    // (a Canadian postcode opening the line before the town, as some billing systems print it: "K1A 0B1 OTTAWA")
    String.raw`^\s*[A-Z]\d[A-Z]\s\d[A-Z]\d\s+\p{L}{2}`,
    String.raw`\b(?:NSW|VIC|QLD|SA|WA|TAS|NT|ACT)\s+\d{4}\s*$`,
  ].join('|'),
  'u',
);

/** A postcode somewhere in a line (the end of an address block). */
export const POSTCODE_ANYWHERE = /\b\d{4,5}\b|\b\d{2}-\d{3}\b|\b\d{3}\s\d{2}\b|\b[A-Z]{1,2}\d/;
