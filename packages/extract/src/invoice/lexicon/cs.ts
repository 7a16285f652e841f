/** Czech invoice vocabulary. Conventions: lexicon/types.ts. */
import type { Lexicon } from './types.js';

export const cs: Lexicon = {
  code: 'cs',
  vatCountry: 'CZ',
  name: 'Czech',
  units: { H87: ['ks', 'kus', 'kusu', 'kusy'], HUR: ['hod', 'hodina', 'hodiny', 'hodin'], DAY: ['den', 'dny', 'dni', 'dnu'], WEE: ['tyden', 'tydny'], MON: ['mes', 'mesic', 'mesice', 'mesicu'], ANN: ['rok', 'roky', 'let'], MTR: ['bm', 'metr', 'metry', 'metru'], LTR: ['litr', 'litry', 'litru'], LS: ['pausal'], SET: ['sada', 'sady'], PR: ['par', 'pary'], XBX: ['krabice'], XPK: ['bal', 'baleni'], XRO: ['role'], XPL: ['paleta', 'palety'] },
  languageWords: ['faktura', 'dodavatel', 'odberatel', 'splatnosti', 'vystaveni', 'dph', 'celkem', 'cena', 'mnozstvi', 'uhrade'],
  months: [
    'leden|ledna', 'únor|února', 'březen|března', 'duben|dubna', 'květen|května', 'červen|června',
    'červenec|července', 'srpen|srpna', 'září', 'říjen|října', 'listopad|listopadu', 'prosinec|prosince',
  ],
  dateWords: [`datum`],
  labels: {
    number: [`(?:cislo\\s+dokladu|doklad\\s*(?:c|cislo)\\.?)`, `cislo\\s+faktury`, `faktura\\s*(?:c|cislo)\\.?`, `danovy\\s+doklad\\s*(?:c|cislo)\\.?`, { re: `(?:faktura(?:\\s*[-–]\\s*danovy\\s+doklad)?|danovy\\s+doklad|zalohova\\s+faktura|opravny\\s+danovy\\s+doklad|dobropis)`, weak: true },
      // the payment reference: the invoice's number only where nothing names the invoice's own
      { re: `variabilni\\s+symbol`, weak: true }],
    // (the date of the taxable supply, DUZP, only where no date of issue is printed: it is the tax point, not the issue)
    issueDate: [`datum\\s+vystaveni(?:\\s+faktury)?`, `vystaveno(?:\\s+dne)?`, `datum\\s+vyhotoveni`, `duzp`, `datum\\s+uskutecneni\\s+zdanitelneho\\s+plneni`],
    dueDate: [`datum\\s+splatnosti(?:\\s+faktury)?`, `splatnost`, `splatno(?:\\s+dne)?`],
    due: [`(?:celkem\\s+)?k\\s+uhrade`, `zbyva\\s+uhradit`],
    net: [`zaklad\\s+dane`, `(?:celkem|soucet|cena)\\s+bez\\s+dph`, `mezisoucet`, `polozky\\s+celkem(?:\\s*[-–]\\s*zaklad)?`],
    tax: [
      `(?:celkem\\s+|castka\\s+|vyse\\s+)?dph(?!\\s*[.-]?\\s*(?:c|cislo))`, `dph\\s+celkem`,
      // the VAT a VAT-inclusive total contains ("darin enthalten", "of which", "dont", …)
      `z\\s+toho\\s+dph`,
      `obsahuje\\s+dph`,
    ],
    gross: [`celkem\\s+(?:s\\s+|vcetne\\s+|vc\\.\\s*)dph`, `celkova\\s+castka`, { re: `celkem`, weak: true }],
    vatId: [`dic`, `ic\\s*dph`],
    prepaid: [`(?:odecet\\s+)?zaloh[ay]`, `uhrazeno\\s+zalohou`, `zaplaceno`],
    withholding: [`srazkova\\s+dan`, `dan\\s+vybirana\\s+srazkou`],
    seller: [`od(?=\\s*:)`, `vystavil`, `dodavatel`, `prodavajici`],
    buyer: [`pro(?=\\s*:)`, `odberatel`, `kupujici`, `prijemce`, `zakaznik`, `fakturacni\\s+adresa`],
  },
  totalWords: [`celkem`],
  exclusive: [`bez`],
  inclusive: [`vcetne`],
  taxWords: [`dph`],
  amountNouns: [`castka`],
  perUnit: [`za`],
  // "Převádí se" / "Převod z předchozí strany": the running sum carried to or brought from another page
  carriedForward: [`prevadi\\s+se`, `prevod\\p{L}*`, `prevedeno`],
  pageWords: [`strana`, `list`],
  copulas: [`je`, `cini`],
  numberWords: [`c`, `cis`],
  tableStop: [`celkem`, `rekapitulace\\s+dph`, `sazba`],
  columns: {
    unitPrice: [`cena\\s+za\\s+(?:mj|jednotku)`, `cena\\s*/\\s*mj`, `jednotkova\\s+cena`, `j(?:edn)?\\.\\s*cena`,
      // a bare "Za kus" / "Za MJ" (per piece, per unit)
      `za\\s+(?:kus|ks|mj|jednotku)`],
    price: [`cena`],
    taxRate: [`dph\\s*%`, `sazba(?:\\s+dph)?`, `dph`],
    amount: [`celkem`, `castka`, `cena\\s+celkem`, `zaklad`,
      // "Bez DPH": the line's amount without the tax (a bare "S DPH" beside it is left to grossMarker)
      `bez\\s+dph`],
    quantity: [`mnozstvi`, `pocet`, `mn\\.`, `dodane\\s+mnozstvi`, `mnozstvi\\s+dodane`, `dodano`],
    unit: [`mj`, `m\\.\\s*j\\.?`, `jednotka`],
    description: [`popis`, `oznaceni`, `nazev`, `polozka`],
    discount: [`sleva`],
    position: [`pol\\.`, `c\\.\\s*pol\\.?`],
    dateColumn: [`datum`, `datum\\s+dodani`, `datum\\s+plneni`, `obdobi`, `zuctovaci\\s+obdobi`, `datum\\s+zdanitelneho\\s+plneni`, `duzp`],
    code: [`kod`, `katalog\\.?\\s*c(?:islo|\\.)?`],
    amountNoun: [`castka`, `vyse`],
    // the gross one of two amount columns
    grossMarker: [`(?:s|vc\\.?|vcetne)\\s*dph`],
  },
  precedingInvoice: { before: [`k`, `ke`, `puvodni`, `opravovany`, `opravuje`, `vztahuje\\s+se\\s+k`, `storno`] },
  taxRateWords: [`sazba`],
  rounding: [`zaokrouhleni`],
  parties: {
    salutations: [`pan(?:i)?`, `vazeny\\s+pan(?:i)?`],
    // a letter's greeting opening the addressee's name line
    greetings: [`vazen(?:y|a|i|e)`],
    // the contact person's label ("Kontaktperson  Rossi"): its value is a person, no party
    contactPerson: [`vyrizuje`, `kontaktni\\s+osoba`],
    titles: [`faktura`, `danovy\\s+doklad`, `opravny\\s+danovy\\s+doklad`, `dobropis`],
    legalForms: [`s\\.?\\s?r\\.?\\s?o\\.?`, `a\\.\\s?s\\.`, `spol\\.`, `v\\.\\s?o\\.\\s?s\\.`, `k\\.\\s?s\\.`],
    streets: [`ulice`, `ul\\.`, `namesti`, `nam\\.`, `trida`, `tr\\.`, `nabrezi`, `p\\.\\s?o\\.\\s?box`],
    addressKeys: [`adresa`],
    buyerOwner: [`odberatel\\p{L}*`],
    sellerOwner: [`dodavatel\\p{L}*`],
    // "Dodací adresa", "Místo dodání": the delivery address
    payee: [`prijemce`, `nazev\\s+prijemce`],
    departments: [`oddeleni`, `odbor`],
    accountHolder: [`majitel\\s+uctu`, `nazev\\s+prijemce`],
    payer: [`platce`, `odesilatel`],
    delivery: [`dodaci`, `dodani`, `konecny\\s+prijemce`],
  },
  currency: { labels: [`mena`], names: [[`korun(?:a|y)?\\s+cesk\\p{L}*`, 'CZK']] },
  paymentTerms: {
    means: [`prevod(?:em)?`, `bankovnim\\s+prevodem`, `bankovni\\s+prevod`, `hotove`, `hotovost`, `dobirka`, `kartou`],
    deadline: [`uhrad\\p{L}*`, `zaplat\\p{L}*`, `plat\\p{L}*`, `splatn\\p{L}*`],
    words: [`splatnost`, `platba`],
    dayUnits: [`dni`, `dnu`, `dny`],
    discount: [`sleva`, `skonto`],
  },
  // payment and reference labels, charge/allowance lines (payment.ts, #14): plain phrases, see types.ts
  payment: {
    sellerOrder: ['nase znacka', 'nase objednavka', 'nase cislo objednavky'],
    terms: ['platebni podminky', 'zpusob uhrady', 'forma uhrady', 'splatnost'],
    buyerOrder: ['vase objednavka', 'vase cislo objednavky', 'cislo objednavky odberatele', 'objednavka odberatele'],
    order: ['cislo objednavky', 'c objednavky', 'objednavka c', 'objednavka'],
    yourReference: ['vase znacka', 'vase zn'],
    buyerReference: ['cislo zakaznika', 'zakaznicke cislo', 'c zakaznika', 'cislo odberatele', 'vase znacka'],
    reference: ['variabilni symbol', 'var symbol', 'variabilni s'],
    deliveryDate: [
      'datum dodani', 'datum uskutecneni zdanitelneho plneni', 'datum uskut zdan plneni', 'datum zdanitelneho plneni',
      'datum zdan plneni', 'duzp',
    ],
    servicePeriod: ['zuctovaci obdobi', 'fakturacni obdobi', 'obdobi'],
  },
  charges: {
    charge: [
      'doprava', 'dopravne', 'postovne', 'balne', 'postovne a balne', 'doprava a balne', 'preprava', 'dopravni naklady',
    ],
    allowance: ['sleva', 'rabat'],
  },
};
