/** Slovak invoice vocabulary. Conventions: lexicon/types.ts. */
import type { Lexicon } from './types.js';

export const sk: Lexicon = {
  code: 'sk',
  vatCountry: 'SK',
  name: 'Slovak',
  units: { H87: ['ks', 'kus', 'kusov', 'kusy'], HUR: ['hod', 'hodina', 'hodiny', 'hodin'], DAY: ['den', 'dni', 'dna'], MON: ['mesiac', 'mesiace', 'mesiacov'], ANN: ['rok', 'roky', 'rokov'], MTR: ['meter', 'metre', 'metrov'], LTR: ['liter', 'litre', 'litrov'], SET: ['sada', 'sady'], XPK: ['bal', 'balenie'] },
  languageWords: ['faktura', 'dodavatel', 'odberatel', 'splatnosti', 'vystavenia', 'dph', 'celkom', 'spolu', 'mnozstvo', 'uhrade'],
  months: [
    'januar|januara', 'februar|februara', 'marec|marca', 'april|aprila', 'maj|maja', 'jun|juna', 'jul|jula',
    'august|augusta', 'september|septembra', 'oktober|oktobra', 'november|novembra', 'december|decembra',
  ],
  dateWords: [`datum`],
  labels: {
    number: [`cislo\\s+(?:faktury|dokladu)`, `faktura\\s*(?:c|cislo)\\.?`,
      { re: `(?:zalohova\\s+faktura|faktura(?:\\s*[-–]\\s*danovy\\s+doklad)?|danovy\\s+doklad|dobropis)`, weak: true }],
    // ("Dátum dodania": the date of the supply, the tax point, not the issue)
    issueDate: [`datum\\s+vystavenia(?:\\s+faktury)?`, `vystavene(?:\\s+dna)?`, `datum\\s+vyhotovenia`],
    dueDate: [`datum\\s+splatnosti(?:\\s+faktury)?`, `splatne(?:\\s+dna)?`],
    // "Čiastka k úhrade": the amount to pay
    due: [`(?:ciastka|suma)\\s+k\\s+uhrade`, `zostava\\s+(?:uhradit|zaplatit)`],
    net: [`(?:celkom|spolu|suma)\\s+bez\\s+dph`, `zaklad\\s+dane`],
    tax: [`dph\\s+(?:celkom|spolu)`, `vyska\\s+dph`],
    gross: [`(?:celkom|spolu|suma)\\s+(?:s\\s+|vratane\\s+)dph`, `celkova\\s+suma`, { re: `celkom|spolu`, weak: true }],
    vatId: [`ic\\s*dph`],
    prepaid: [`uhradene\\s+zalohou`, `(?:odpocet\\s+)?zaloh[ay]`, `zaplatene`],
    seller: [`dodavatel`, `predavajuci`],
    buyer: [`odberatel`, `kupujuci`, `objednavatel`],
  },
  totalWords: [`celkom`, `spolu`],
  exclusive: [`bez`],
  inclusive: [`vratane`],
  taxWords: [`dph`],
  amountNouns: [`ciastka`, `suma`],
  perUnit: [`za`],
  pageWords: [`strana`],
  numberWords: [`c`],
  tableStop: [`celkom`, `spolu`, `rekapitulacia\\s+dph`, `rozpis\\s+dph`, `sadzba`],
  columns: {
    unitPrice: [`cena\\s+za\\s+(?:kus|ks|mj|jednotku)`, `jednotkova\\s+cena`, `j\\.\\s*cena`],
    price: [`cena`],
    taxRate: [`dph\\s*%`, `sadzba(?:\\s+dph)?`],
    amount: [`celkom`, `spolu`, `suma`],
    quantity: [`mnozstvo`, `pocet`],
    unit: [`mj`, `m\\.\\s*j\\.?`],
    description: [`nazov(?:\\s+polozky)?`, `popis`, `polozka`],
    discount: [`zlava`],
    code: [`kod`],
    amountNoun: [`ciastka`, `suma`],
    // the gross one of two amount columns ("Celkom s DPH")
    grossMarker: [`(?:s|vratane)\\s*dph`],
  },
  parties: {
    legalForms: [`s\\.\\s?r\\.\\s?o\\.`, `a\\.\\s?s\\.`],
    streets: [`ulica`, `ul\\.`, `namestie`, `nam\\.`],
    buyerOwner: [`odberatel\\p{L}*`],
    sellerOwner: [`dodavatel\\p{L}*`],
    delivery: [`dodacia\\s+adresa`, `miesto\\s+dodania`],
  },
  currency: { labels: [`mena`] },
  paymentTerms: {
    means: [`prevodom(?:\\s+na\\s+ucet)?`, `bankovym\\s+prevodom`, `hotovost`, `dobierka`, `kartou`],
    words: [`splatnost`, `platba`],
    dayUnits: [`dni`, `dna`],
  },
  payment: {
    terms: ['platobne podmienky', 'sposob platby', 'forma uhrady'],
    order: ['cislo objednavky', 'objednavka'],
    reference: ['variabilny symbol'],
    deliveryDate: ['datum dodania'],
  },
  charges: { charge: ['doprava', 'postovne', 'balne', 'kurier'], allowance: ['zlava'] },
};
