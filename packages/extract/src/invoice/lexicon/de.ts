/** German invoice vocabulary (Germany, Austria, Switzerland). Conventions: lexicon/types.ts. */
import type { Lexicon } from './types.js';

// one or two parentheticals after a title, maybe behind one word: "Teilrechnung Bau (875) Nr.",
// "Gutschrift (Selbst ausgestellte Rechnung) (389) Nr."
const PAREN = `(?:(?:\\s+\\p{L}+)?(?:\\s*\\([^)]{0,40}\\)){1,2})?`;
// the issuer named in the genitive after a title: "Rechnung des Versicherers Nr.", "Rechnung der Stadtwerke Nr."
const ISSUER = `(?:\\s+(?:des|der)\\s+\\p{L}+)?`;

export const de: Lexicon = {
  code: 'de',
  compounding: true,
  name: 'German',
  units: { H87: ['stk', 'st', 'stck', 'stuck', 'stueck'], HUR: ['std', 'stunde', 'stunden'], MIN: ['minute', 'minuten'], DAY: ['tag', 'tage', 'pt', 'mt'], WEE: ['woche', 'wochen'], MON: ['mon', 'monat', 'monate'], ANN: ['jahr', 'jahre'], KGM: ['kilogramm'], GRM: ['gramm'], TNE: ['to', 'tonne', 'tonnen'], MTR: ['meter', 'lfm', 'lfdm'], MTK: ['qm'], LTR: ['liter'], LS: ['pauschal', 'psch', 'pausch', 'pauschale'], SET: ['satz'], PR: ['paar'], XBX: ['karton', 'ktn', 'krt'], XPK: ['packung', 'pak', 'pck'], XRO: ['rolle', 'rollen'], XPL: ['palette', 'paletten', 'pal'] },
  languageWords: ['rechnung', 'datum', 'menge', 'betrag', 'summe', 'netto', 'steuer', 'gesamt', 'lieferant', 'kunde', 'preis', 'bis'],
  months: [
    'januar|jänner|jän|jaenner', 'februar|feber', 'märz|maerz|mrz|mär', 'april', 'mai', 'juni', 'juli', 'august',
    'september', 'oktober|okt', 'november', 'dezember|dez',
  ],
  dateWords: [`datum`],
  labels: {
    number: [
      // compounds: "Handelsrechnung Nr."
      `\\p{L}*rechnungs?${ISSUER}${PAREN}[\\s.-]*(?:nummer|nr|no|#)\\.?`,
      `(?:gutschrift|beleg)s?${PAREN}[\\s.-]*(?:nummer|nr|no)\\.?`,
      // a correction or cancellation with its type code: "Rechnungskorrektur (384) Nr. RK-17", "Stornorechnung (381) Nr."
      `(?:rechnungs?korrektur|korrekturrechnung|stornorechnung)${PAREN}[\\s.-]*(?:nummer|nr|no|#)\\.?`,
      `re[.-]{0,2}\\s*nr\\.?`,
      { re: `rechnungskorrektur|korrekturrechnung|stornorechnung|rechnung|gutschrift`, weak: true },
      // a title naming the kind of invoice ("Abschlagsrechnung", "Schlussrechnung") or the Austrian "Honorarnote" (a
      // lawyer's or adviser's fee note), over or before its number
      { re: `\\p{L}{3,}rechnung|honorarnote`, weak: true },
    ],
    issueDate: [
      `rechnungsdatum`,
      `belegdatum`,
      `ausstellungsdatum`,
      // (a compound opening with the title too: "Rechnungskorrektur Nr. RK-17 vom")
      `(?:\\p{L}*rechnung(?:s?korrektur)?|gutschrift)${ISSUER}${PAREN}\\s+(?:nr\\.?|no\\.?|#)\\s*\\S+\\s+vo[mn]`,
      // the letter date after the place: "München, den 01.11.2024"
      { re: `\\p{L}+,\\s*den`, weak: true },
      { re: `datum`, weak: true },
      // "vom 31.10.2018" opening a line (under a title "Rechnung Nr. 4711")
      { re: `^vom`, weak: true },
    ],
    dueDate: [
      `fallig(?:keit(?:sdatum)?|\\s+am|\\s+bis)?`,
      `zahlbar\\s+bis`,
      `zahlungsziel`,
      `zahlungstermin`,
      // a template translated from English ("Expiration date", "Due date"): "Ablaufdatum"
      `ablaufdatum`,
      `zahlbar\\s+[^.;]{0,60}?\\sbis`,
      `(?:bitte\\s+)?(?:uberweisen|zahlen|bezahlen|begleichen)\\s+sie\\s+[^.;]{0,40}?bis\\s+(?:zum|spatestens(?:\\s+zum)?)`,
      // direct debit: "Der Betrag … wird am 20.03.2014 von Ihrem Konto … eingezogen"
      `(?:der\\s+)?(?:rechnungs)?betrag\\s+[^;]{0,50}?\\swird\\s+am`,
    ],
    due: [
      `zahlbetrag`,
      `(?:noch\\s+)?zu\\s+zahlen(?:der\\s+betrag)?`,
      `offener\\s+betrag`,
      `falliger\\s+betrag`,
      `restbetrag`,
      `zahlungsbetrag`,
      // a final invoice after down payments: "Verbleibende Restforderung brutto"
      `(?:verbleibende\\s+)?restforderung(?:\\s+brutto)?`,
    ],
    net: [
      `netto(?:betrag|summe|wert|bel.p)?(?:\\s+(?:gesamt|insgesamt))?`,
      // "Nettogesamtpreis", "Netto-Gesamtbetrag"
      `netto\\s*-?\\s*gesamt(?:preis|betrag|summe|wert)`,
      `(?:summe|gesamt(?:summe|betrag)?)\\s+netto`,
      `rechnungs(?:summe|betrag)\\s+(?:ohne|netto|excl\\.?)(?:\\s+(?:ust|mwst|umsatzsteuer))?\\.?`,
      `zwischensumme`,
      `warenwert(?:\\s+netto)?`,
      `steuerbasis(?:betrag)?`,
    ],
    tax: [
      `(?:gesamt\\s*)?(?:ust|mwst|umsatzsteuer|mehrwertsteuer)\\.?(?:-?\\s*(?:betrag|summe))?(?!\\s*[.-]?\\s*(?:id|nr|ident))`,
      `steuerbetrag`,
      // the VAT a VAT-inclusive total contains ("darin enthalten", "of which", "dont", …)
      `(?:darin\\s+|davon\\s+)?enthalten(?:e)?\\s+(?:[\\d.,]+\\s*%\\s*)?(?:ust|mwst|umsatzsteuer|mehrwertsteuer)\\.?`,
    ],
    gross: [
      `brutto(?:betrag|summe|bel.p)?(?:\\s+(?:gesamt|insgesamt))?`,
      `bruttosumme`,
      `(?:summe|gesamt(?:summe|betrag)?)\\s+brutto`,
      `gesamt(?:betrag|summe)(?:\\s+inkl\\.?(?:\\s+(?:ust|mwst))?)?`,
      // "Gesamtpreis (inkl. MwSt.)": a total price said to include the tax is the gross, not a column of line prices
      `gesamt(?:preis|betrag|summe)\\s*\\(\\s*inkl\\.?\\s*(?:ust|mwst)\\.?\\s*\\)`,
      `rechnungs(?:betrag|summe|endbetrag)(?:\\s+brutto)?(?:\\s*\\(inkl\\.?\\s*(?:ust|mwst)\\.?\\))?`,
      `endbetrag`,
      `endsumme`,
      { re: `summe|gesamt`, weak: true },
    ],
    vatId: [
      `ust\\.?[\\s-]*id(?:ent)?\\.?[\\s-]*(?:nr|nummer)?\\.?`,
      `ust-?idnr\\.?`,
      `umsatzsteuer[\\s-]*id(?:entifikations)?(?:nummer|nr)?\\.?`,
      `uid[\\s-]*(?:nr|nummer)?\\.?`,
      `mwst[\\s-]*(?:nr|nummer)\\.?`,
    ],
    prepaid: [`(?:abzgl\\.?\\s+|abzuglich\\s+)?(?:geleistete\\s+)?(?:anzahlung|vorauszahlung|abschlagszahlung)(?:en)?`, `bereits\\s+(?:gezahlt|bezahlt|erhalten)`],
    withholding: [`(?:abzgl\\.?\\s+|abzuglich\\s+)?(?:einbehaltene\\s+)?(?:quellensteuer|(?:bau)?abzugs?steuer|steuerabzug)`],
    seller: [
      `verkauft\\s+(?:von|durch)`, `aussteller`, `verkaufer`, `lieferant`, `rechnungs?(?:er|aus)?steller`, `leistungserbringer`, `auftragnehmer`, `absender`,
      // "Von:" over the sender's block, only with its colon
      `von(?=\\s*:)`,
      // rent invoices: the landlord
      `vermieter(?:in)?`,
      // a heading over the seller's details
      `lieferantendaten`, `absenderangaben`,
    ],
    buyer: [
      `rechnungsempfanger`, `kaufer`, `kunde`, `rechnungsadresse`, `rechnungsanschrift`, `leistungsempfanger`,
      `empfanger`, `auftraggeber`,
      // "Rechnung an" over the addressee (the "Bill to" of a shop's invoice)
      `rechnung\\s+an`,
      // "Kundenname / Firma" over the buyer's block
      `(?:kunden|kaufer)name(?:\\s*/\\s*firma)?`,
      // "An:" over the addressee, only with its colon
      `an(?=\\s*:)`,
      // rent invoices: the tenant
      `mieter(?:in)?`,
      // hotel folios: the guest
      `gast(?:name)?`,
      // a heading over the buyer's details ("Gästeinformationen", "Kundendaten")
      `(?:gaste|kunden)(?:informationen|daten|angaben)`,
      // the client of a construction contract and of a lawyer or tax adviser
      `bauherr(?:in)?`, `mandant(?:in)?`,
    ],
  },
  totalWords: [`gesamt`, `summe`],
  inclusive: [`inkl`, `inklusive`, `mit`],
  exclusive: [`exkl`, `ohne`, `exklusive`, `vor`],
  particles: [`der`],
  taxWords: [`mwst`, `ust`, `steuer`, `umsatzsteuer`],
  amountNouns: [`betrag`],
  tableStop: [
    `summe`, `zwischensumme`, `gesamt(?:betrag|summe)?`, `rechnungs(?:summe|betrag)`, `positionssumme`, `netto(?:betrag|summe)?`, `netto\\s*-?\\s*gesamt\\p{L}*`,
    `brutto`, `belegsummen`, `umsatzsteueraufschl\\p{L}*`, `zahlungsbedingungen`, `steuersatz`,
    // the heading of the document-level allowances and charges under the items ("Zu- und Abschläge:")
    `zu-?\\s*(?:und|/)\\s*abschlage`, `ab-?\\s*(?:und|/)\\s*zuschlage`,
  ],
  carriedForward: [`ubertrag`, `vortrag`, `transport`],
  columns: {
    unitPrice: [
      `einzelpreis`, `e-?preis`, `stuckpreis`, `preis\\s*/\\s*(?:einheit|stk|st)`, `preis\\s+je\\s+\\p{L}+`, `preis/`, `nettopreis`,
      // Swiss German "Ansatz" (the rate per unit)
      `ansatz`,
    ],
    price: [`preis`],
    taxRate: [`(?:ust|mwst|steuer)\\s*(?:%|satz)`, `(?:ust|mwst|steuer)`, `steuersatz`, `st\\.?-?\\s*satz`, `ust\\.?\\s*%`],
    amount: [`\\p{L}*betrag`, `\\p{L}*wert`, `gesamt(?:preis|netto)?`, `summe`, `entgelt`,
      // a bare "Netto" column: the line's net amount ("Netto-Preis", "Nettopreis" are unit prices)
      `netto(?![\\s-]*\\p{L})`],
    quantity: [`menge`, `anzahl`, `anz\\.?`, `stunden`, `stuckzahl`, `menge\\s+geliefert`, `gelieferte\\s+menge`, `geliefert`, `liefermenge`],
    unit: [`(?:mengen|meng\\.?)[\\s.-]*einheit`, `einheit`, `me`],
    description: [`(?:artikel)?bezeichnung`, `(?:artikel|leistungs)?beschreibung`, `artikel`, `leistung`, `produkt`, `text`, `titel`,
      // "Posten" (an entry of the bill; "Pos." is the position number)
      `posten`],
    discount: [`rabatt`, `rab(?:\\.|\\.?\\s*%)`],
    position: [],
    dateColumn: [`datum`, `lieferdatum`, `leistungsdatum`, `zeitraum`, `leistungszeitraum`, `abrechnungszeitraum`, `periode`, `lieferung\\s+am`, `von\\s*-\\s*bis`, `liefertermin`, `geliefert\\s+am`],
    code: [`artikelnummer`, `artikelnr\\.?`],
    totalQualifier: [`gesamt`, `inkl`],
    amountNoun: [`betrag`, `summe`],
    grossMarker: [`brutto`, `inkl`],
  },
  netPrice: [`netto`],
  allowances: [`rabatt`, `abschlag`, `skonto`, `zuschlag`],
  perUnit: [`pro`, `je`],
  pageWords: [`seite`, `s`, `bl`, `blatt`],
  copulas: [`lautet`, `ist`, `betragt`],
  numberWords: [`nr`],
  precedingInvoice: { before: [`zur`, `zu(?:\\s+der)?`, `bezug(?:\\s*(?:auf|zur))?(?:\\s+die)?`, `bezugnehmend\\s+auf(?:\\s+die)?`, `(?:korrektur|storno|stornierung|gutschrift)\\s+(?:der|zur|zu)`, `urspr(?:u|ue)ngliche`, `originale?`, `korrigierte`, `stornierte`, `betrifft(?:\\s+die)?`] },
  otherDocuments: [`bestell`, `auftrag`, `liefer`, `kunde`],
  otherEventNouns: [`lieferung`],
  taxRateWords: [`satz`, `aufschl`],
  rounding: [`rundung\\p{L}*`],
  parties: {
    salutations: [`herrn?`, `frau`, `fraulein`, `firma`, `eheleute`],
    // a letter's greeting opening the addressee's name line
    greetings: [`sehr\\s+geehrte[rn]?`, `geehrte[rn]?`],
    legalForms: [`gmbh`, `mbh`, `ag`, `kg`, `kgaa`, `ohg`, `gbr`, `ug`, `partg(?:mbb)?`, `e\\.\\s?k\\.`, `e\\.\\s?v\\.`, `se`,
      // the Austrian general partnership, ending the name (not the floor of an address, "3. OG", nor the Scandinavian
      // "og" — "and" — inside a phrase)
      `(?<!\\d\\.?\\s{0,2})og(?=\\.?\\s*$)`],
    streets: [`str\\.`, `strasse`, `platz`, `allee`, `weg`, `gasse`, `ring`, `damm`, `ufer`, `chaussee`, `postfach`],
    streetEndings: [`strasse`, `straße`, `str\\.`, `platz`, `allee`, `weg`, `gasse`, `damm`, `ufer`, `chaussee`, `steig`, `pfad`],
    nameKeys: [`name`, `firma`],
    addressKeys: [`anschrift`, `adresse`],
    addressWords: [`anschrift`, `adresse`, `lieferung`],
    attention: [`z\\.?\\s?hd`, `zu\\s+handen`],
    contactPerson: [`kontakt`, `ansprechpartner`, `sachbearbeiter(?:in)?`, `bearbeiter(?:in)?`],
    contactPrefixes: [`telefon\\p{L}*`, `fon`],
    payee: [`(?:zahlungs)?empfanger`, `begunstigter`],
    departments: [`abteilung`, `abt\\.`, `bereich`, `fachbereich`],
    accountHolder: [`kontoinhaber(?:in)?`, `zahlungsempfanger`, `begunstigter`],
    payer: [`auftraggeber`, `(?:ein)?zahler`, `kontoinhaber`],
    delivery: [`warenempfanger`, `lieferung`, `lieferanschrift`, `lieferadresse`, `liefern\\s+an`],
    references: [`bestell`, `positionen`, `abonnement`, `vertrag`],
    otherHeadings: [`kontakt`, `telefon`, `zahlung`, `bedingung`, `bemerkung`, `hinweis`, `kunden`],
    titles: [
      `rechnung`, `gutschrift`, `rechnungskorrektur`, `korrekturrechnung`, `stornorechnung`, `kopie`, `duplikat`,
      // compounds naming the kind of invoice ("Beitragsrechnung", "Abschlagsrechnung", "Schlussrechnung")
      `(?:beitrags|abschlags|schluss|teil|sammel|jahres|monats|handels|zwischen|anzahlungs|vorauszahlungs|nebenkosten|betriebskosten|kosten|waren|honorar|proforma-?|pro-forma-)rechnung`,
      // a payment slip's title over its boxes ("Zahlschein", "SEPA-Überweisung")
      `zahlschein`, `(?:sepa-?)?uberweisung`,
      // the Austrian fee note of a lawyer or adviser
      `honorarnote`,
    ],
    decor: [`seite`],
    registration: [`handelsregister`, `ust`],
    buyerOwner: [`kunde(?:n|ns)?`, `ihre`, `kaufer`, `(?:rechnungs|leistungs)?empfanger`],
    sellerOwner: [`unsere?`, `lieferant(?:en)?`, `verkaufer`],
    footerRegistration: [`kapital`, `handelsregister`, `hrb`, `hra`, `amtsgericht`, `registergericht`, `geschaftsfuhr`],
    otherNumbers: [`kunde\\p{L}*`, `telefon`, `konto\\p{L}*`],
  },
  currency: {
    labels: [`(?:rechnungs)?wahrung`, `betrage\\s+in`],
    secondLabels: [`wahrung\\s+der\\s+(?:umsatz)?steuer\\p{L}*`, `(?:umsatz)?steuerwahrung`, `buch(?:ungs)?wahrung`],
    names: [[`franken`, 'CHF']],
  },
  paymentTerms: {
    means: [`uberweisung`, `bankuberweisung`, `lastschrift`, `bankeinzug`, `barzahlung`, `bar`, `kreditkarte`, `ec-karte`, `paypal`, `vorkasse`],
    deadline: [`zahl\\p{L}*`, `bezahl\\p{L}*`, `uberweis\\p{L}*`, `begleich\\p{L}*`, `fallig\\p{L}*`],
    words: [`zahlbar`, `zahlung\\p{L}*`, `ohne\\s+abzug`, `skonto`, `netto`],
    dayUnits: [`tage?n?`],
    discount: [`skonto`, `rabatt`],
    net: [`netto`, `ohne\\s+abzug`],
    endOfMonth: [`monatsende`, `ultimo`],
  },
  // payment and reference labels, charge/allowance lines (payment.ts, #14): plain phrases, see types.ts
  payment: {
    sellerOrder: [
      'unser zeichen', 'unsere referenz', 'unser auftrag', 'unsere auftragsnummer', 'unsere auftragsnr',
      'unsere auftrags nr',
    ],
    terms: [
      'zahlungsbedingungen', 'zahlungsbedingung', 'zahlungsziel', 'zahlungskondition', 'zahlungskonditionen',
      'zahlungsweise',
    ],
    buyerOrder: [
      'ihre bestellnummer', 'ihre bestellung', 'ihre bestell nr', 'ihr auftrag', 'ihre auftragsnummer',
      'auftragsnummer kunde', 'kundenbestellung',
    ],
    order: ['auftragsnummer', 'auftrags nr', 'auftragsnr', 'bestellnummer', 'bestell nr', 'bestellnr', 'bestellung'],
    yourReference: ['ihr zeichen', 'ihre referenz', 'ihre zeichen'],
    buyerReference: [
      'referenz des kaufers', 'leitwege id', 'debitorennummer',
      'debitor', 'debitornr', 'debitornummer', 'debitoren nr',
      'ihre kundennummer', 'kundennummer', 'kunden nr', 'kundennr', 'kd nr', 'kd-nr', 'kunde nr', 'ihr zeichen',
      'ihre referenz', 'kauferreferenz', 'leitweg id', 'leitweg-id',
    ],
    reference: ['verwendungszweck', 'zahlungsreferenz', 'referenz fur zahlung'],
    deliveryDate: [
      'lieferdatum', 'liefertermin', 'leistungsdatum', 'liefertag', 'lieferung am', 'leistung am', 'tag der lieferung',
      'tag der leistung',
    ],
    servicePeriod: ['leistungszeitraum', 'abrechnungszeitraum', 'lieferzeitraum', 'zeitraum'],
  },
  charges: {
    charge: [
      'versandkosten', 'versand', 'fracht', 'frachtkosten', 'porto', 'verpackung', 'lieferkosten', 'transportkosten',
      'mindermengenzuschlag',
    ],
    allowance: ['rabatt', 'nachlass', 'preisnachlass', 'aktionsrabatt'],
  },
};
