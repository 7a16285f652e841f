/** Danish invoice vocabulary. Conventions: lexicon/types.ts. */
import type { Lexicon } from './types.js';

export const da: Lexicon = {
  code: 'da',
  vatCountry: 'DK',
  compounding: true,
  name: 'Danish',
  units: { H87: ['stk', 'styk', 'stykker'], HUR: ['t', 'tim', 'time', 'timer'], DAY: ['dag', 'dage'], WEE: ['uge', 'uger'], MON: ['md', 'mdr', 'maned', 'maneder'], ANN: ['ar'], MTR: ['meter', 'lbm'], LTR: ['liter'], SET: ['saet'], PR: ['par'], XRO: ['rulle', 'ruller'], XPL: ['palle', 'paller'] },
  languageWords: ['moms', 'belob', 'beløb', 'alt', 'forfaldsdato', 'cvr', 'ekskl', 'enhed', 'enhedspris', 'udstedt', 'leveret', 'og'],
  months: [
    'januar', 'februar', 'marts', 'april', 'maj', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'december',
  ],
  dateWords: [`dato`],
  labels: {
    number: [`bilags?\\s*(?:nr|nummer)\\.?`, `fakturanummer`, `faktura\\s*nr\\.?`, `kreditnota\\s*nr\\.?`, { re: `faktura|kreditnota`, weak: true }],
    issueDate: [`fakturadato`, `udstedt(?:\\s+den)?`, `udstedelsesdato`],
    dueDate: [`forfaldsdato|forfaldsdag`, `sidste\\s+rettidige\\s+betaling(?:sdag|sdato)?`, `forfald(?!\\p{L})`],
    due: [`at\\s+betale`, `til\\s+betaling`, `beløb\\s+at\\s+betale`, `restbel[oø]b`],
    net: [`(?:subtotal|total|i\\s+alt|bel.b)\\s+ekskl\\.?\\s*moms`, `mellemsum`],
    tax: [
      `moms(?:bel.b)?(?!\\s*[.-]?\\s*(?:reg|nr|nummer|no))`,
      // the VAT a VAT-inclusive total contains ("darin enthalten", "of which", "dont", …)
      `heraf\\s+moms`,
      `moms\\s+udg[oø]r`,
    ],
    gross: [`i\\s+alt(?:\\s+inkl\\.?\\s*moms)?`, `total\\s+inkl\\.?\\s*moms`, `totalbel[oø]b`, `fakturabel[oø]b`],
    vatId: [`moms[\\s-]*(?:nr|nummer)\\.?`, `cvr[\\s-]*(?:nr|nummer|no)?\\.?`, `se[\\s-]*nr\\.?`, `moms\\s*reg(?:istrerings)?\\.?[\\s-]*(?:nr|nummer|no)?\\.?`],
    prepaid: [`forudbetal(?:ing|t)`, `(?:allerede\\s+)?indbetalt`, `acontobetaling`],
    seller: [`s[aæ]lger`, `leverand[oø]r`, `afsender`],
    buyer: [`k[oø]ber`, `kunde`, `faktureringsadresse`, `modtager`],
  },
  totalWords: [`i\\s+alt`],
  exclusive: [`ekskl`, `uden`, `ex`],
  inclusive: [`inkl`, `med`],
  taxWords: [`moms`],
  amountNouns: [`bel.b`],
  perUnit: [`pr\\.?`, `per`],
  pageWords: [`side`],
  copulas: [`er`, `lyder\\s+pa`],
  numberWords: [`nr`, `no`],
  tableStop: [`mellemsum`, `i\\s+alt`, `at\\s+betale`, `momsgrundlag`],
  carriedForward: [`transport`, `overf[oø]r(?:t|es)`],
  columns: {
    unitPrice: [`enhedspris`, `stk\\.?\\s*pris`],
    price: [`pris`],
    taxRate: [`moms\\s*sats`, `moms\\s*%`, `moms`],
    amount: [`bel.b`, `i\\s+alt`,
      // a bare "Netto" column: the line's net amount ("Netto-Preis", "Nettopreis" are unit prices)
      `netto(?![\\s-]*\\p{L})`],
    quantity: [`m(?:æ|ae)ngde`, `antal`],
    unit: [`enhed`],
    description: [`beskrivelse`, `tekst`, `varenavn`, `vare`],
    discount: [`rabat`, `rab(?:\\.|\\.?\\s*%)`],
    dateColumn: [`dato`, `leveringsdato`, `periode`, `leveringsperiode`, `afregningsperiode`, `leveret`],
    code: [`varenr\\.?`, `varenummer`, `varekode`, `kode`],
    amountNoun: [`bel.b`],
    // the gross one of two amount columns
    grossMarker: [`inkl\\.?\\s*moms`],
  },
  precedingInvoice: { before: [`vedrørende`, `vedr\\.?`, `oprindelig`, `krediterer`, `kreditering\\s+af`, `korrektion\\s+af`, `til`] },
  taxRateWords: [`sats`, `grundlag`],
  rounding: [`\\p{L}*afrunding`],
  parties: {
    // the contact person's label ("Kontaktperson  Rossi"): its value is a person, no party
    contactPerson: [`kontaktperson`, `sagsbehandler`],
    titles: [`faktura`, `kreditnota`],
    legalForms: [`aps`, `a/s`, `i/s`, `k/s`, `p/s`, `ivs`, `a\\.m\\.b\\.a\\.?`, `amba`],
    streets: [`postboks`],
    streetEndings: [`vej`, `gade`, `alle`, `plads`, `vaenge`, `vænge`, `straede`, `stræde`, `torv`, `have`],
    nameKeys: [`navn`],
    payee: [`(?:betalings)?modtager`],
    accountHolder: [`kontohaver`, `betalingsmodtager`],
    payer: [`indbetaler`, `betaler`],
    delivery: [`levering`, `leveringsadresse`],
    registration: [`cvr`, `moms`],
    buyerOwner: [`jeres`, `deres`, `kunde`, `k[oø]ber`],
    sellerOwner: [`vores`, `leverand[oø]r`, `s[aæ]lger`],
  },
  currency: { labels: [`valuta`], names: [[`danske\\s+kroner`, 'DKK']], krone: 'DKK' },
  paymentTerms: {
    deadline: [`(?:ind)?betal\\p{L}*`, `forfald\\p{L}*`, `overf[oø]r\\p{L}*`],
    words: [`betaling\\p{L}*`, `netto`],
    dayUnits: [`dage`],
    // ("fratrækkes 2 %": 2 % is deducted)
    discount: [`rabat`, `fratr(?:æ|ae)kke\\p{L}*`],
    net: [`netto`],
    endOfMonth: [`lobende\\s+maned`],
  },
  // payment and reference labels, charge/allowance lines (payment.ts, #14): plain phrases, see types.ts
  payment: {
    sellerOrder: [
      'vores ordre', 'vores ordrenr', 'vores ordrenummer', 'vores ref', 'vores reference', 'vor ref', 'vor reference',
    ],
    bic: ['swift adresse'],
    terms: ['betalingsbetingelser', 'betalingsbetingelse', 'betalingsvilkar', 'betalingsfrist'],
    buyerOrder: [
      'rekvisition',
      'deres ordrenummer', 'deres ordrenr', 'deres ordre', 'jeres ordrenummer', 'jeres ordrenr', 'jeres ordre',
      'indkøbsordre', 'indkøbsordrenummer', 'indkøbsordrenr', 'rekvisitionsnummer', 'rekvisitionsnr',
    ],
    order: ['ordrenr', 'ordrenummer', 'ordre', 'bestillingsnr', 'bestillingsnummer'],
    yourReference: ['deres reference', 'deres ref', 'jeres reference', 'jeres ref', 'kundereference'],
    buyerReference: [
      'kundenr', 'kundenummer', 'kunde nr', 'debitornr', 'debitornummer', 'deres ref', 'deres reference', 'jeres ref',
      'jeres reference',
    ],
    reference: ['betalingsreference', 'betalings id', 'betalingsid', 'fik', 'fik nr', 'fi kort'],
    deliveryDate: ['leveringsdato', 'leveringsdag', 'leveret den'],
    servicePeriod: ['periode', 'leveringsperiode', 'faktureringsperiode', 'afregningsperiode'],
  },
  charges: {
    charge: [
      'fragt', 'fragtomkostninger', 'forsendelse', 'forsendelsesomkostninger', 'porto', 'ekspeditionsgebyr',
      'emballage',
    ],
    allowance: ['rabat', 'nedslag'],
  },
};
