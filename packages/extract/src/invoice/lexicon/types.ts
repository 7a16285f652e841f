/**
 * The shape of one language's invoice vocabulary. Every word list the invoice engine reads lives in a lexicon file
 * (`lexicon/<lang>.ts`); `lexicon/index.ts` merges them into the alternations the rules use.
 *
 * Conventions for every entry:
 * - an entry is a regular-expression fragment (no flags, no anchors unless stated) matched against **folded** text:
 *   lower case, accents removed (`foldKeep` in labels.ts) — write `zahlungsbetrag`, `echeance`, never capitals
 *   or accented letters (except where a family says it is matched unfolded);
 * - entries of one family are alternatives; order inside a family only matters where the family says so ("most
 *   specific first" for field labels, whose position is their rank);
 * - a family a language does not use is left out (every family is optional).
 */

/** Field kinds that have printed labels. */
export type FieldKind =
  | 'number'
  | 'issueDate'
  | 'dueDate'
  | 'net'
  | 'tax'
  | 'gross'
  | 'due'
  /** an amount already paid (deposit, advance payment): gross − prepaid = due */
  | 'prepaid'
  /** tax withheld at source by the payer (IRPF, ritenuta d'acconto, retenção na fonte, withholding tax): deducted from
   * the gross with any prepayment, gross − prepaid − withholding = due */
  | 'withholding'
  | 'vatId'
  | 'seller'
  | 'buyer';

/**
 * A field label. A plain string is a normal label; `weak` marks generic fallbacks ("Date", "Total", a bare document
 * title) that rank after every normal label of every language; `columnHead` marks a word that is a label only as the
 * whole cell of a row of labels ("Net", "Gross" heading a VAT breakdown), ranked last.
 */
export type LabelEntry = string | { re: string; weak?: true; columnHead?: true };

/** Concepts of line-item table header cells. */
export type ColumnFamily =
  /** names that can only mean a unit price ("Unit price", "Einzelpreis", "Prix unitaire") */
  | 'unitPrice'
  /** generic price words ("Price", "Preis"): a unit price unless qualified as a total */
  | 'price'
  | 'taxRate'
  | 'amount'
  | 'quantity'
  | 'unit'
  | 'description'
  /** discount columns: no concept of their own, and never a tax rate */
  | 'discount'
  /** position / line-number columns */
  | 'position'
  /** a whole header cell naming an article/item code column (matched against the whole cell) */
  | 'code'
  /** a whole header cell naming a date or period column (delivery date, service period): its dates are neither the
   * description nor figures (matched against the whole cell) */
  | 'dateColumn'
  /** words that make a price or amount heading a total ("Total", "Gesamt", "incl.") — a price that is a line amount */
  | 'totalQualifier'
  /** nouns of money amounts ("Amount", "Betrag", "Montant"): a tax word with one is an amount, not a rate */
  | 'amountNoun'
  /** words marking an amount column as gross (with tax): of two amount columns the other is the line amount */
  | 'grossMarker';

export interface PartyWords {
  /** legal-form abbreviations and words ("gmbh", "sarl", "ltd"), matched case-insensitively on the unfolded name */
  legalForms?: string[];
  /** street-type words of an address line, folded ("street", "rue", "ul."): with a house number the line is a street,
   * not a company name */
  streets?: string[];
  /** street words that end a compound word, folded ("-strasse", "-gatan", "-vej"): the same, for languages that join them */
  streetEndings?: string[];
  /** keys of a "Name: …" line in a keyed party block */
  nameKeys?: string[];
  /** keys of an "Address: …" line in a keyed party block */
  addressKeys?: string[];
  /** words for an address (a heading "Delivery address", not a name) */
  addressWords?: string[];
  /** "for the attention of" forms opening a line (contact person, not the party) */
  attention?: string[];
  /** "contact" words anywhere in a line (contact person, not the party) */
  contactPerson?: string[];
  /** forms of address printed alone on the line above the addressee's name ("Herrn", "Monsieur", "Mrs"): no name */
  salutations?: string[];
  /** a letter's greeting that may open the addressee's name line ("Sehr geehrte", "Dear", "Geachte"), folded: no part
   * of the name */
  greetings?: string[];
  /** first words of contact/id lines ("Tel", "Fax", "IBAN") */
  contactPrefixes?: string[];
  /** words of delivery / ship-to headings: that address is not the buyer's */
  delivery?: string[];
  /** labels of a payment slip's payee ("Betalt til", "Zahlungsempfänger", "Beneficiary"), folded: under the item table,
   * where a party word names a role in the payment, a payee word ("Mottagare", "Empfänger") is not the buyer's label */
  payee?: string[];
  /** labels of the bank account's holder ("Titulaire du compte", "Kontoinhaber", "Account holder"), folded: the payee,
   * whose name is the seller's when nothing else names the seller */
  accountHolder?: string[];
  /** words naming a department of a company ("Abteilung", "Department", "Service"), folded: after a name's legal form
   * they start the department, not more of the name */
  departments?: string[];
  /** labels of a payment slip's payer ("Betalt av", "Auftraggeber", "Ordenante"), folded: under the item table a payer
   * word is not the seller's label */
  payer?: string[];
  /** words of reference / order / contract headings: not a company name */
  references?: string[];
  /** headings of other blocks (bank, payment, contact, notes): not a company name */
  otherHeadings?: string[];
  /** document titles and copy marks opening a line: not a company name */
  titles?: string[];
  /** page / logo words opening a line: not a company name */
  decor?: string[];
  /** registration words near a company's VAT id or registration number ("Handelsregister", "RCS", "KvK") */
  registration?: string[];
  /** words before a VAT id that make it the buyer's ("Customer VAT no.", "Ihre USt-IdNr.") */
  buyerOwner?: string[];
  /** words before a VAT id that make it the seller's ("Our VAT no.", "Vår org.nr") */
  sellerOwner?: string[];
  /** organisation-number labels (national company registers) that identify a party like a VAT id */
  orgLabels?: string[];
  /** company registration data printed with the seller's id in a footer ("Capital", "HRB", "Amtsgericht") */
  footerRegistration?: string[];
  /** labels of other numbers that look like organisation numbers (customer no., phone, account, reference) */
  otherNumbers?: string[];
  /**
   * phrases between a company's legal name and the name it trades under ("Acme Ltd T/A Acme Home", "Acme Inc. doing
   * business as Acme"): the legal name before them is the party
   */
  tradingAs?: string[];
}

export interface CurrencyWords {
  /** labels followed by the currency ("Währung:", "Devise :", "Amounts in") */
  labels?: string[];
  /** sentences naming the currency of all amounts ("all charges and prices are in") */
  statements?: string[];
  /**
   * labels of a second currency the invoice is not in: the tax currency (EN 16931 BT-6, "Währung der
   * Umsatzsteuerbuchung", "VAT accounting currency") or a booking currency; a text carrying one does not vote
   */
  secondLabels?: string[];
  /** currency names (folded) → ISO 4217 code */
  names?: Array<[string, string]>;
  /** ISO code of a bare "kr" / "kroner" in this language's documents */
  krone?: string;
  /** a currency's sign written after a figure in this language's documents ("3 539 Ft") → ISO code, folded: counted
   * only in documents of this language (an English "12 ft" is feet) */
  signs?: Array<[string, string]>;
}

export interface PaymentTermWords {
  /** words that make a text about payment ("zahlbar", "payable", "betaling") */
  words?: string[];
  /** words for "days" after a number of days */
  dayUnits?: string[];
  /** early-payment discount words ("Skonto", "discount") */
  discount?: string[];
  /** words of the net term ("netto", "ohne Abzug") */
  net?: string[];
  /** "end of month" terms (the due date is not issue date + n) */
  endOfMonth?: string[];
  /** verbs and nouns of a request to pay that a sentence ends with a date ("Please pay by …", "Betales senest …",
   * "Prosíme o úhradu do …"): that date is the due date when no labelled one is printed */
  deadline?: string[];
  /** words naming a means of payment ("bank transfer", "Überweisung", "převodem"), folded: a short value of them alone is
   * the payment means, not the terms */
  means?: string[];
  /** a generic one-word head that names payment terms ("Condiciones:", "Conditions:") only when its value states terms —
   * a figure or a terms sentence, "30 días" — not the conditions of sale written after it; folded plain words */
  bareLabels?: string[];
}

/**
 * Label families of the payment and reference fields (payment.ts, #14): where each value is printed after its label.
 * - `iban`, `bic`: bank-account labels ("IBAN", "BIC", "SWIFT code");
 * - `terms`: payment-terms labels ("Payment terms", "Zahlungsbedingungen", "Maksuehto");
 * - `buyerOrder`: the buyer's own order reference named as such ("PO number", "Ihre Bestellung", "Er ordernr"), tried
 *   before `order`, the generic order labels ("Order no.", "Bestellnummer", "Tilausnumero", often the seller's order);
 * - `yourReference`: "your reference" labels, the order reference only when no order label gave one;
 * - `sellerOrder`: the seller's own order number or reference ("Our order no.", "Unser Zeichen", "Vårt ordrenr",
 *   "Sales order"): never the buyer's, so an order or reference label inside it is not read as one;
 * - `buyerReference`: customer number / buyer reference ("Customer no.", "Kundennummer", "Asiakasnumero", "Leitweg-ID");
 * - `reference`: the payment reference to quote ("Payment reference", "Verwendungszweck", "KID", "OCR", "Viitenumero");
 * - `deliveryDate`, `servicePeriod`: date of delivery / supply ("Lieferdatum", "Data sprzedaży", "DUZP") and the period
 *   invoiced ("Leistungszeitraum", "Laskutusjakso").
 */
export type PaymentLabel =
  | 'iban'
  | 'bic'
  | 'terms'
  | 'buyerOrder'
  | 'order'
  | 'yourReference'
  | 'sellerOrder'
  | 'buyerReference'
  | 'reference'
  | 'deliveryDate'
  | 'servicePeriod';

/** Labels of document-level charge and allowance lines printed between the items and the totals (payment.ts, #14). */
export interface ChargeWords {
  /** shipping, freight, packing, handling ("Shipping", "Versandkosten", "Toimituskulut", "Poštovné") */
  charge?: string[];
  /** discounts ("Discount", "Rabatt", "Sleva") */
  allowance?: string[];
}

export interface Lexicon {
  /** ISO 639-1 code (Norwegian Bokmål: nb) */
  code: string;
  /** the language writes compounds as one word whose last part names the thing ("Stykpris", "Momssats",
   * "Rechnungsbetrag"): a table header ending in a column word of this language is of that column */
  compounding?: boolean;
  /** English name of the language */
  name: string;
  /** the one VAT country of documents in this language, when there is one (ISO 3166 alpha-2): a national tax number
   * after a VAT-id label is that country's VAT id when its check digit holds (vatNational.ts) */
  vatCountry?: string;
  /**
   * labels of national tax ids of the countries writing this language that have no VAT-id prefix ("CUIT", "RUT", "CNPJ"):
   * the label (folded pattern, also a VAT-id label) and the countries whose number it may head, tried in order
   * (vatNational.ts `latinAmericanTaxId` reads the number and its check digit)
   */
  taxIds?: Array<[string, string[]]>;
  /** frequent words that tell a document's language (each counted once per occurrence) */
  languageWords?: string[];
  /** month names January…December (12 entries); aliases and abbreviations separated by `|`; accents allowed */
  months?: string[];
  /** field labels per kind, most specific first */
  labels?: Partial<Record<FieldKind, LabelEntry[]>>;
  /** words for a total ("Total", "Gesamt", "Totaal"): compound labels "total excl. VAT" are built from these */
  totalWords?: string[];
  /** "including" words of compound labels ("incl", "inkl", "ttc") */
  inclusive?: string[];
  /** "excluding" words of compound labels ("excl", "ohne", "hors") */
  exclusive?: string[];
  /** prepositions and articles between a qualifier and a tax name ("of", "de", "der") */
  particles?: string[];
  /**
   * verbs that link a label to its value in a sentence ("Die Rechnungsnummer für diesen Vorgang lautet M-1675", "the
   * invoice date is 15 March 2026"), folded; an article may follow ("ist der 15.03.2026")
   */
  copulas?: string[];
  /** short tax names of compound labels ("vat", "mwst", "tva", "mva") */
  taxWords?: string[];
  /** amount nouns of compound labels ("amount", "betrag", "montant") */
  amountNouns?: string[];
  /** lines that end a line-item table (totals, tax breakdown, payment terms) */
  tableStop?: string[];
  /** carried-forward / brought-forward lines of a table continued over pages */
  carriedForward?: string[];
  /** header words of line-item table columns */
  columns?: Partial<Record<ColumnFamily, string[]>>;
  /** "per" in a price header ("Price per unit", "Preis pro Einheit", "Cena za MJ"): the unit word after it belongs to
   * the price cell */
  perUnit?: string[];
  /** net-price labels under a discounted price ("(Net): 60,00", "(Netto: 60,00)") */
  netPrice?: string[];
  /** typed allowance / charge rows of a table ("Remise :", "Rabatt:") — document-level, not items */
  allowances?: string[];
  /** page-counter words ("Page 1/2", "Seite 1/2") */
  pageWords?: string[];
  /**
   * abbreviations of "number" that may be printed glued to the value with a full stop ("č.FV5040011231", "Nr.4711",
   * "No.123", "N°2024-17"): they are no part of the number (folded: lower case, no accents; regular-expression source)
   */
  numberWords?: string[];
  /** words before a date label naming another document ("Order no. / date", "Lieferschein-Nr. / Datum") */
  otherDocuments?: string[];
  /**
   * words that make an invoice label name another invoice — the one a credit note corrects or cancels, or a reminder is
   * about (EN 16931 BG-3 "preceding invoice reference"): `before` the label ("Original invoice", "Zur Rechnung",
   * "Krediterar faktura") or `after` it ("Facture d'origine", "Factura rectificada"). That label's number and date are
   * not the document's own. Regular-expression fragments on folded text, as everywhere.
   */
  precedingInvoice?: { before?: string[]; after?: string[] };
  /** words before a plain date word naming another event ("Order date", "Delivery date") */
  otherEvents?: string[];
  /** the plain word for "date" ("Date", "Datum", "Fecha"): with another event's noun after it, not the issue date */
  dateWords?: string[];
  /** nouns after "date of"/"Datum" naming another event ("Date de livraison", "Fecha de vencimiento") */
  otherEventNouns?: string[];
  /** words after a tax label that make it a rate or basis heading ("MwSt-Satz", "VAT rate", "Mva grunnlag") */
  taxRateWords?: string[];
  /** cash-rounding line labels ("Rundungsdifferenz", "Øreavrunding") */
  rounding?: string[];
  /**
   * printed units of measure by UN/ECE Recommendation 20 code (units.ts): plain words, not regular expressions,
   * written as `normKey` leaves them (folded, punctuation gone: "Stk." → `stk`, "měs." → `mes`). The document's own
   * language is asked first, so a word may mean different units in different languages ("t": tonne, but hour in
   * Danish, Norwegian, Swedish and Finnish; "kpl": piece in Finnish, set in Polish). Language-neutral symbols (kg, m,
   * l, h) live in units.ts.
   */
  units?: Partial<Record<string, string[]>>;
  parties?: PartyWords;
  currency?: CurrencyWords;
  paymentTerms?: PaymentTermWords;
  /**
   * payment and reference field labels (payment.ts). Unlike the other families these are **plain phrases**, not
   * regular expressions: payment.ts escapes them, lets a space or hyphen stand for any run of spaces, dots, hyphens
   * and slashes ("kd nr" matches "Kd.-Nr.", "v encomenda" matches "V/ Encomenda"), allows a final dot and requires a
   * word start and end. Still written folded (lower case, accents removed; æ, ø, ł, ß stay). Bank words used
   * everywhere ("iban", "bic", "swift") live in `en`.
   */
  payment?: Partial<Record<PaymentLabel, string[]>>;
  /** document-level charge / allowance line labels (payment.ts), plain phrases like `payment`. Not `allowances`
   * above, which are typed allowance/charge rows inside an item table */
  charges?: ChargeWords;
}
