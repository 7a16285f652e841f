/** Polish invoice vocabulary. Conventions: lexicon/types.ts. */
import type { Lexicon } from './types.js';

export const pl: Lexicon = {
  code: 'pl',
  vatCountry: 'PL',
  name: 'Polish',
  units: { H87: ['szt', 'sztuk', 'sztuka', 'sztuki'], HUR: ['godz', 'godzina', 'godziny', 'godzin'], DAY: ['dzien', 'dni'], WEE: ['tydz', 'tydzien', 'tygodnie'], MON: ['mies', 'miesiac', 'miesiace', 'miesiecy', 'mc', 'm c'], ANN: ['rok', 'lata', 'lat'], MTR: ['mb', 'metr', 'metry', 'metrow'], LTR: ['litr', 'litry', 'litrow'], SET: ['kpl', 'komplet'], PR: ['para', 'pary'], XPK: ['op', 'opak', 'opakowanie'] },
  languageWords: ['faktura', 'nabywca', 'sprzedawca', 'netto', 'brutto', 'razem', 'ilosc', 'cena'],
  months: [
    'styczeń|stycznia|sty', 'luty|lutego', 'marzec|marca', 'kwiecień|kwietnia', 'maj|maja', 'czerwiec|czerwca',
    'lipiec|lipca', 'sierpień|sierpnia', 'wrzesień|września', 'październik|października', 'listopad|listopada',
    'grudzień|grudnia',
  ],
  dateWords: [`data`],
  labels: {
    number: [`(?:nr|numer)\\s+(?:faktury|dokumentu)`, `faktura(?:\\s+vat)?\\s+(?:nr|numer)\\.?`, `numer\\s+faktury`, `faktura\\s+korygujaca\\s+(?:nr|numer)\\.?`, { re: `(?:faktura(?:\\s+vat)?(?:\\s+korygujaca)?|korekta\\s+faktury|rachunek)`, weak: true },
      // the title with the invoice's kind before its number ("Faktura VAT sprzedaży FS 4447/08/2025", "Faktura
      // zaliczkowa 7/2031"), weak like the title alone
      { re: `faktura(?:\\s+vat)?\\s+(?:sprzedazy|zakupu|marza|zaliczkowa|koncowa|wewnetrzna|proforma|pro\\s+forma)`, weak: true }],
    // (the national e-invoice system's printout: "Data wystawienia, z zastrzeżeniem art. 106na ust. 1 ustawy: …")
    issueDate: [`data\\s+wystawienia(?:,?\\s+z\\s+zastrzezeniem\\s+art\\.\\s*\\d+\\p{L}*\\s+ust\\.\\s*\\d+\\s+ustawy)?`, `wystawiono(?:\\s+dnia)?`, `data\\s+faktury`],
    dueDate: [`termin\\s+p[lł]atnosci`, `data\\s+p[lł]atnosci`, `p[lł]atne\\s+do`, `zap[lł]acic\\s+do`],
    due: [`do\\s+zap[lł]aty`],
    net: [`(?:razem\\s+|wartosc\\s+|suma\\s+|kwota\\s+)netto`],
    tax: [
      `(?:kwota|razem)\\s+vat`, `kwota\\s+podatku`,
      // the VAT a VAT-inclusive total contains ("darin enthalten", "of which", "dont", …)
      `w\\s+tym\\s+(?:podatek\\s+)?vat`,
      `zawiera\\s+vat`,
    ],
    // "Kwota należności ogółem": the e-invoice system KSeF's printout of the total due (field P_15)
    gross: [`(?:razem|wartosc|suma|kwota)\\s+brutto`, `kwota\\s+naleznosci(?:\\s+ogo[lł]em)?`],
    vatId: [`nip`, `nr\\s*vat(?:\\s*ue)?`],
    prepaid: [`zaliczka`, `zap[lł]acono`, `wp[lł]acono`],
    withholding: [`podatek\\s+(?:pobrany\\s+)?u\\s+zrod[lł]a`, `podatek\\s+(?:dochodowy\\s+)?pobrany`],
    seller: [`od(?=\\s*:)`, `wystawi[lł]`, `sprzedawca`, `dostawca`, `wystawca`],
    buyer: [`do(?=\\s*:)`, `dla(?=\\s*:)`, `nabywca`, `kupujacy`, `p[lł]atnik`, `klient`, `gosc`],
  },
  totalWords: [`razem`, `suma`],
  taxWords: [`vat`,
    // "podatek" (tax), "Wartość podatku" (the tax's amount)
    `podat(?:ek|ku)`],
  amountNouns: [`kwota`, `wartosc`],
  perUnit: [`za`],
  pageWords: [`strona`, `str`],
  copulas: [`to`, `wynosi`, `jest`],
  numberWords: [`nr`],
  carriedForward: [`(?:do|z)\\s+przeniesienia`, `przeniesienie`],
  tableStop: [`razem`, `suma`, `stawka`],
  columns: {
    unitPrice: [`cena\\s+(?:jedn|netto)\\p{L}*`, `cena\\s+jedn(?:\\.|\\p{L}*)\\s*(?:netto|brutto)`],
    price: [`cena`],
    taxRate: [`stawka(?:\\s+vat)?`],
    amount: [`wartosc(?:\\s+netto)?`, `kwota`],
    quantity: [`ilosc`, `il\\.`, `ilosc\\s+(?:dostarczona|wydana)`, `dostarczono`, `wydano`],
    unit: [`jm`, `jedn\\.?`, `j\\.\\s*m\\.?`],
    description: [`nazwa(?:\\s+towaru)?`, `towar(?:\\s*/\\s*usluga)?`, `usluga`, `opis`, `tytu[lł]`],
    discount: [`rabat`, `upust`],
    position: [`lp\\.?`],
    dateColumn: [`data`, `data\\s+dostawy`, `data\\s+wykonania(?:\\s+uslugi)?`, `okres`, `okres\\s+rozliczeniowy`, `data\\s+sprzedazy`],
    code: [`indeks`, `symbol`, `kod(?:\\s+towaru)?`],
    grossMarker: [`brutto`],
    // "Kwota VAT", "Wartość VAT": a tax amount, not a rate
    amountNoun: [`kwota`, `wartosc`],
  },
  otherEventNouns: [`sprzedazy`],
  precedingInvoice: { before: [`dotyczy`, `do`, `korekta\\s+do`, `korygujaca\\s+do`], after: [`korygowan(?:a|ej)`, `pierwotn(?:a|ej)`, `zrodlow(?:a|ej)`] },
  parties: {
    salutations: [`pan(?:i)?`, `szanowny\\s+pan(?:i)?`],
    // a letter's greeting opening the addressee's name line
    greetings: [`szanown(?:y|a|i|ego|emu)`],
    // the contact person's label ("Kontaktperson  Rossi"): its value is a person, no party
    contactPerson: [`osoba\\s+kontaktowa`, `sporzadzi(?:l|la)`],
    titles: [`faktura`, `faktura\\s+korygujaca`, `korekta\\s+faktury`, `rachunek`],
    // (and written out: "Spółka z ograniczoną odpowiedzialnością", "spółka jawna", folded: "ł" has no accent to drop)
    legalForms: [`sp\\.?\\s?z\\s?o\\.?\\s?o\\.?`, `sp\\.\\s?[jkp]\\.?`, `s\\.?a\\.?`, `s\\.c\\.`, `spo[lł]ka\\s+z\\s+ograniczona\\s+odpowiedzialnoscia`, `spo[lł]ka\\s+(?:jawna|akcyjna|komandytowa|cywilna|partnerska)`],
    streets: [`ul\\.`, `ulica`, `al\\.`, `aleja`, `aleje`, `pl\\.`, `plac`, `os\\.`, `osiedle`, `skr\\.\\s?poczt\\.`],
    nameKeys: [`nazwa`],
    addressKeys: [`adres`],
    buyerOwner: [`nabywc\\w*`],
    sellerOwner: [`sprzedawc\\w*`],
    registration: [`nip`, `regon`],
    // "Adres dostawy", "Miejsce dostawy": the delivery address
    // "Odbiorca": the recipient of the goods beside the buyer ("Nabywca") on Polish invoices
    payee: [`odbiorca`, `nazwa\\s+odbiorcy`],
    departments: [`dzial`, `wydzial`],
    accountHolder: [`wlasciciel\\s+rachunku`, `odbiorca\\s+przelewu`],
    payer: [`zleceniodawca`, `nazwa\\s+zleceniodawcy`, `wp[lł]acajacy`],
    delivery: [`dostaw\\p{L}*`, `odbiorca`],
  },
  currency: { labels: [`waluta`], names: [[`z[lł]otych|z[lł]oty`, 'PLN']] },
  paymentTerms: {
    means: [`przelew(?:em)?`, `gotowka`, `karta`],
    deadline: [`(?:za)?p[lł]at\\p{L}*`, `wp[lł]a\\p{L}*`, `przelew\\p{L}*`, `termin\\p{L}*`],
    words: [`p[lł]atnosc\\p{L}*`, `termin`],
    dayUnits: [`dni`],
    discount: [`rabat`, `skonto`],
  },
  // payment and reference labels, charge/allowance lines (payment.ts, #14): plain phrases, see types.ts
  payment: {
    sellerOrder: ['nasz znak', 'nasza referencja', 'nasze zamowienie'],
    terms: ['warunki płatnosci', 'termin płatnosci', 'forma płatnosci', 'sposob płatnosci'],
    buyerOrder: [
      'zamowienie klienta', 'nr zamowienia klienta', 'numer zamowienia klienta', 'wasze zamowienie',
      'zamowienie zakupu',
    ],
    order: ['nr zamowienia', 'numer zamowienia', 'zamowienie nr', 'zamowienie'],
    yourReference: ['wasz znak', 'referencja klienta'],
    buyerReference: ['numer klienta', 'nr klienta', 'kod klienta', 'id klienta', 'wasz znak'],
    reference: ['tytuł przelewu', 'tytułem', 'tytuł płatnosci'],
    deliveryDate: [
      'data sprzedazy', 'data dostawy', 'data wykonania usługi', 'data dokonania dostawy', 'data zakonczenia dostawy',
    ],
    servicePeriod: ['okres rozliczeniowy', 'okres rozliczenia', 'okres swiadczenia usług', 'okres'],
  },
  charges: {
    charge: [
      'koszty wysyłki', 'koszt wysyłki', 'wysyłka', 'transport', 'koszt transportu', 'koszty transportu', 'dostawa',
      'koszt dostawy', 'koszty dostawy', 'opakowanie',
    ],
    allowance: ['rabat', 'upust', 'znizka'],
  },
};
