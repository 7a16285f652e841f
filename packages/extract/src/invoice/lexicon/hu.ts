/** Hungarian invoice vocabulary. Conventions: lexicon/types.ts. */
import type { Lexicon } from './types.js';

export const hu: Lexicon = {
  code: 'hu',
  vatCountry: 'HU',
  name: 'Hungarian',
  units: { H87: ['db', 'darab'], HUR: ['ora'], DAY: ['nap'], MON: ['ho', 'honap'], ANN: ['ev'], SET: ['klt', 'keszlet'], XPK: ['csomag', 'cs'] },
  languageWords: ['szamla', 'vevo', 'szallito', 'afa', 'netto', 'brutto', 'osszesen', 'mennyiseg', 'egysegar', 'fizetendo'],
  months: [
    'január|januar', 'február|februar', 'március|marcius', 'április|aprilis', 'május|majus', 'június|junius',
    'július|julius', 'augusztus', 'szeptember', 'október|oktober', 'november', 'december',
  ],
  dateWords: [`datum`],
  labels: {
    number: [`szamlaszam`, `szamla\\s+sorszama`, `sorszam`, { re: `szamla`, weak: true }],
    issueDate: [`szamla\\s+kelte`, `kiallitas\\s+(?:datuma|kelte)`, `kelt`],
    dueDate: [`esedekesseg`, `fizetesi\\s+hatarido`],
    due: [`fizetendo(?:\\s+(?:vegosszeg|osszeg))?`],
    net: [`netto\\s+(?:osszesen|ertek|osszeg)`, `osszesen\\s+netto`],
    tax: [`afa\\s+(?:osszesen|ertek|osszeg)`, `afaertek`],
    gross: [`brutto\\s+(?:osszesen|ertek|vegosszeg)`, `vegosszeg`],
    vatId: [`kozossegi\\s+adoszam`, `adoszam`],
    seller: [`szallito`, `elado`, `kibocsato`,
      // a utility's bill: the provider ("Szolgáltató neve:", its name)
      `szolgaltato(?:\\s+neve)?`],
    buyer: [`vevo`, `megrendelo`,
      // a utility's bill: the consumer ("Felhasználó neve:")
      `felhasznalo(?:\\s+neve)?`],
  },
  totalWords: [`osszesen`],
  taxWords: [`afa`],
  amountNouns: [`osszeg`, `ertek`],
  pageWords: [`oldal`],
  tableStop: [`osszesen`],
  columns: {
    unitPrice: [`egysegar`],
    taxRate: [`afa\\s*%`, `afakulcs`],
    amount: [`netto(?:\\s+ertek)?`, `ertek`],
    quantity: [`mennyiseg`],
    unit: [`mee`, `me`, `mennyisegi\\s+egyseg`],
    description: [`megnevezes`, `termek`],
    discount: [`kedvezmeny`, `engedmeny`],
    code: [`vtsz`, `szj`, `vtsz\\s*/\\s*szj`, `cikkszam`],
    amountNoun: [`ertek`, `osszeg`],
    // "Áfaérték": the tax amount, not a rate
    grossMarker: [`brutto`],
  },
  parties: {
    // ("Bt." and "Kkt." only with their full stop: "4BT" is a British postcode's part)
    legalForms: [`kft\\.?`, `zrt\\.?`, `nyrt\\.?`, `bt\\.`, `kkt\\.`],
    streets: [`utca`, `u\\.`, `ut`, `ter`, `korut`, `krt\\.`],
  },
  currency: { names: [[`forint`, 'HUF']], signs: [[`ft`, 'HUF']] },
  paymentTerms: { words: [`fizetesi`, `fizetes`], dayUnits: [`nap`], means: [`keszpenz`, `atutalas`, `banki\\s+atutalas`, `bankkartya`] },
  payment: {
    terms: ['fizetesi feltetelek', 'fizetesi mod'],
    order: ['rendelesszam', 'megrendeles szama', 'rendeles'],
    buyerReference: ['vevokod', 'ugyfelszam', 'vevo azonosito'],
    reference: ['kozlemeny'],
    deliveryDate: ['teljesites idopontja', 'teljesites datuma', 'teljesites kelte'],
    servicePeriod: ['elszamolasi idoszak', 'idoszak'],
  },
  charges: { charge: ['szallitasi dij', 'szallitasi koltseg', 'fuvardij', 'csomagolas'], allowance: ['kedvezmeny', 'engedmeny'] },
};
