/**
 * Words of the choices drawn from the sixth random stream (`LATER5` in compose.ts): a cash-rounding line in the totals,
 * the totals or VAT restated in a second (national) currency with its exchange rate, early-payment discount terms, and
 * group headings naming a delivery note with its date. Written for this generator from invoicing practice in each country
 * (EN 16931: BT-114 rounding amount, BT-115 amount due, BT-20 payment terms; Article 230 of the VAT Directive: the VAT
 * of an invoice in another currency is stated in the national one) — not taken from the engine's lexicon.
 * Placeholders: {rate} a percent figure, {date1} the discount date, {date2} the net due date, {days1} {days2} the days,
 * {amount} an amount, {from} {to} currency codes, {fx} an exchange rate, {no} a number, {date} a date.
 */
import type { Lang } from './vocab.js';

export interface TermsVocab {
  /** the cash-rounding line of the totals (before the amount due) */
  rounding: string[];
  /** early-payment discount terms: a discount until a first date, the full amount until the net due date */
  earlyDiscount: string[];
  /** the exchange-rate line of a second-currency block */
  exchangeRate: string[];
  /** a heading for the restated amounts ({to}: the national currency code) */
  restated: string[];
  /** a group heading naming a delivery note ({no} its number, {date} its date) */
  deliveryBlock: string[];
  /** taxIncluded=yes: the VAT contained in a VAT-inclusive total ({rate}) */
  includedTax: string[];
  /** taxIncluded=yes: what a price or amount column's title adds when its figures include VAT */
  inclusiveMark: string[];
}

export const TERMS: Record<Lang, TermsVocab> = {
  en: {
    rounding: ['Rounding', 'Rounding adjustment', 'Cash rounding'],
    earlyDiscount: ['Terms: {rate} % discount if paid by {date1}, net amount due by {date2}.', '{rate} % prompt payment discount until {date1} ({amount}); otherwise net by {date2}.', 'Terms {rate}/{days1} net {days2}: pay by {date1} less {rate} %, or by {date2} in full.'],
    exchangeRate: ['Exchange rate: 1 {from} = {fx} {to}', 'Rate of exchange 1 {from} = {fx} {to}', 'Conversion rate {from}/{to}: {fx}'],
    restated: ['Amounts in {to}', 'Equivalent in {to}', 'For VAT purposes in {to}'],
    deliveryBlock: ['Delivery note {no} of {date}', 'Despatch note {no} dated {date}', 'Delivery {no} – {date}'],
    includedTax: ['includes VAT {rate}', 'VAT {rate} included', 'of which VAT {rate}'],
    inclusiveMark: ['incl. VAT', '(VAT incl.)', 'gross'],
  },
  de: {
    rounding: ['Rundung', 'Rundungsdifferenz', 'Rappenrundung'],
    earlyDiscount: ['Zahlbar bis {date1} mit {rate} % Skonto ({amount}), bis {date2} netto ohne Abzug.', '{rate} % Skonto bei Zahlung bis {date1}, netto bis {date2}.', 'Zahlungsbedingungen: {days1} Tage {rate} % Skonto, {days2} Tage netto (bis {date2}).'],
    exchangeRate: ['Umrechnungskurs: 1 {from} = {fx} {to}', 'Kurs 1 {from} = {fx} {to}', 'Wechselkurs {from}/{to} {fx}'],
    restated: ['Beträge in {to}', 'Umrechnung in {to}', 'Gegenwert in {to}'],
    deliveryBlock: ['Lieferschein {no} vom {date}', 'Lieferung {no} vom {date}', 'Lieferschein-Nr. {no} vom {date}'],
    includedTax: ['enthaltene MwSt. {rate}', 'darin enthalten {rate} USt.', 'inkl. {rate} MwSt.'],
    inclusiveMark: ['inkl. MwSt.', 'brutto', 'inkl. USt.'],
  },
  fr: {
    rounding: ['Arrondi', "Écart d'arrondi", 'Arrondi de caisse'],
    earlyDiscount: ['Escompte de {rate} % pour paiement avant le {date1} ; net à payer au {date2}.', 'Conditions : {rate} % d’escompte jusqu’au {date1} (soit {amount}), net au {date2}.'],
    exchangeRate: ['Taux de change : 1 {from} = {fx} {to}', 'Cours appliqué 1 {from} = {fx} {to}'],
    restated: ['Montants en {to}', 'Contre-valeur en {to}'],
    deliveryBlock: ['Bon de livraison {no} du {date}', 'BL n° {no} du {date}', 'Livraison {no} du {date}'],
    includedTax: ['dont TVA {rate}', 'TVA incluse {rate}'],
    inclusiveMark: ['TTC', 'TVA incl.'],
  },
  es: {
    rounding: ['Redondeo', 'Ajuste por redondeo'],
    earlyDiscount: ['Descuento por pronto pago del {rate} % hasta el {date1}; importe neto hasta el {date2}.', 'Pago hasta el {date1} con {rate} % de descuento ({amount}), o neto hasta el {date2}.'],
    exchangeRate: ['Tipo de cambio: 1 {from} = {fx} {to}', 'Cambio aplicado 1 {from} = {fx} {to}'],
    restated: ['Importes en {to}', 'Contravalor en {to}'],
    deliveryBlock: ['Albarán {no} del {date}', 'Albarán nº {no} de {date}', 'Entrega {no} del {date}'],
    includedTax: ['IVA incluido {rate}', 'de los cuales IVA {rate}'],
    inclusiveMark: ['IVA incl.', 'con IVA'],
  },
  it: {
    rounding: ['Arrotondamento', 'Abbuono arrotondamento'],
    earlyDiscount: ['Sconto {rate} % per pagamento entro il {date1}, netto entro il {date2}.', 'Pagamento entro il {date1} con sconto cassa del {rate} % ({amount}); altrimenti netto entro il {date2}.'],
    exchangeRate: ['Tasso di cambio: 1 {from} = {fx} {to}', 'Cambio applicato 1 {from} = {fx} {to}'],
    restated: ['Importi in {to}', 'Controvalore in {to}'],
    deliveryBlock: ['DDT n. {no} del {date}', 'Documento di trasporto {no} del {date}', 'Consegna {no} del {date}'],
    includedTax: ['di cui IVA {rate}', 'IVA inclusa {rate}'],
    inclusiveMark: ['IVA incl.', 'ivato'],
  },
  nl: {
    rounding: ['Afronding', 'Afrondingsverschil'],
    earlyDiscount: ['Bij betaling vóór {date1} {rate} % korting, netto vóór {date2}.', 'Kredietbeperking {rate} % bij betaling binnen {days1} dagen ({date1}); netto uiterlijk {date2}.'],
    exchangeRate: ['Wisselkoers: 1 {from} = {fx} {to}', 'Koers 1 {from} = {fx} {to}'],
    restated: ['Bedragen in {to}', 'Tegenwaarde in {to}'],
    deliveryBlock: ['Pakbon {no} van {date}', 'Levering {no} d.d. {date}', 'Afleverbon {no} van {date}'],
    includedTax: ['waarvan btw {rate}', 'inclusief btw {rate}'],
    inclusiveMark: ['incl. btw', 'incl.'],
  },
  pt: {
    rounding: ['Arredondamento', 'Acerto de arredondamento'],
    earlyDiscount: ['Desconto de pronto pagamento de {rate} % até {date1}; pagamento líquido até {date2}.', 'Pagamento até {date1} com {rate} % de desconto ({amount}), ou até {date2} sem desconto.'],
    exchangeRate: ['Taxa de câmbio: 1 {from} = {fx} {to}', 'Câmbio 1 {from} = {fx} {to}'],
    restated: ['Valores em {to}', 'Contravalor em {to}'],
    deliveryBlock: ['Guia de remessa {no} de {date}', 'Guia n.º {no} de {date}', 'Entrega {no} de {date}'],
    includedTax: ['IVA incluído {rate}', 'dos quais IVA {rate}'],
    inclusiveMark: ['c/ IVA', 'IVA incl.'],
  },
  pl: {
    rounding: ['Zaokrąglenie', 'Różnica z zaokrągleń'],
    earlyDiscount: ['Skonto {rate} % przy zapłacie do {date1}, płatne netto do {date2}.', 'Przy zapłacie do {date1} rabat {rate} % ({amount}); bez rabatu do {date2}.'],
    exchangeRate: ['Kurs wymiany: 1 {from} = {fx} {to}', 'Kurs średni NBP 1 {from} = {fx} {to}', 'Przeliczenie wg kursu {fx} {to}/{from}'],
    restated: ['Kwoty w {to}', 'Przeliczenie na {to}', 'Podatek VAT w {to}'],
    deliveryBlock: ['WZ nr {no} z dnia {date}', 'Dokument WZ {no} z {date}', 'Dostawa {no} z dnia {date}'],
    includedTax: ['w tym VAT {rate}', 'zawiera VAT {rate}'],
    inclusiveMark: ['brutto', 'z VAT'],
  },
  da: {
    rounding: ['Øreafrunding', 'Afrunding'],
    earlyDiscount: ['Kontantrabat {rate} % ved betaling senest {date1}, netto senest {date2}.', 'Ved betaling senest {date1} fratrækkes {rate} % ({amount}); ellers netto {date2}.'],
    exchangeRate: ['Kurs: 1 {from} = {fx} {to}', 'Valutakurs 1 {from} = {fx} {to}'],
    restated: ['Beløb i {to}', 'Omregnet til {to}'],
    deliveryBlock: ['Følgeseddel {no} af {date}', 'Levering {no} den {date}', 'Følgeseddel nr. {no} af {date}'],
    includedTax: ['heraf moms {rate}', 'moms udgør {rate}'],
    inclusiveMark: ['inkl. moms', 'inkl. moms.'],
  },
  sv: {
    rounding: ['Öresavrundning', 'Avrundning'],
    earlyDiscount: ['Kassarabatt {rate} % vid betalning senast {date1}, netto senast {date2}.', 'Vid betalning inom {days1} dagar ({date1}) {rate} % rabatt ({amount}); netto {date2}.'],
    exchangeRate: ['Växelkurs: 1 {from} = {fx} {to}', 'Kurs 1 {from} = {fx} {to}'],
    restated: ['Belopp i {to}', 'Motvärde i {to}'],
    deliveryBlock: ['Följesedel {no} från {date}', 'Leverans {no} den {date}', 'Följesedel nr {no}, {date}'],
    includedTax: ['varav moms {rate}', 'moms ingår med {rate}'],
    inclusiveMark: ['inkl. moms', 'ink. moms'],
  },
  nb: {
    rounding: ['Øreavrunding', 'Avrunding'],
    earlyDiscount: ['Kontantrabatt {rate} % ved betaling innen {date1}, netto innen {date2}.', 'Betales innen {date1} med {rate} % rabatt ({amount}), ellers netto innen {date2}.'],
    exchangeRate: ['Valutakurs: 1 {from} = {fx} {to}', 'Kurs 1 {from} = {fx} {to}'],
    restated: ['Beløp i {to}', 'Omregnet til {to}'],
    deliveryBlock: ['Følgeseddel {no} av {date}', 'Pakkseddel {no} datert {date}', 'Levering {no}, {date}'],
    includedTax: ['herav mva {rate}', 'mva inkludert {rate}'],
    inclusiveMark: ['inkl. mva', 'inkl. mva.'],
  },
  fi: {
    rounding: ['Pyöristys', 'Sentin pyöristys'],
    earlyDiscount: ['Käteisalennus {rate} % maksettaessa {date1} mennessä, netto {date2} mennessä.', 'Maksuehto {days1} pv -{rate} %, {days2} pv netto (eräpäivä {date2}).'],
    exchangeRate: ['Valuuttakurssi: 1 {from} = {fx} {to}', 'Kurssi 1 {from} = {fx} {to}'],
    restated: ['Summat valuutassa {to}', 'Vasta-arvo {to}'],
    deliveryBlock: ['Lähete {no}, {date}', 'Toimitus {no} {date}', 'Lähetenro {no} / {date}'],
    includedTax: ['sisältää alv {rate}', 'josta alv {rate}'],
    inclusiveMark: ['sis. alv', 'verollinen'],
  },
  cs: {
    rounding: ['Zaokrouhlení', 'Haléřové vyrovnání'],
    earlyDiscount: ['Skonto {rate} % při úhradě do {date1}, bez srážky splatné do {date2}.', 'Při platbě do {date1} sleva {rate} % ({amount}); jinak splatné do {date2}.'],
    exchangeRate: ['Kurz: 1 {from} = {fx} {to}', 'Přepočet kurzem ČNB 1 {from} = {fx} {to}'],
    restated: ['Částky v {to}', 'Rekapitulace v {to}', 'DPH v {to}'],
    deliveryBlock: ['Dodací list {no} ze dne {date}', 'Dodávka {no} ze dne {date}', 'DL č. {no} z {date}'],
    includedTax: ['z toho DPH {rate}', 'obsahuje DPH {rate}'],
    inclusiveMark: ['s DPH', 'vč. DPH'],
  },
};

/** the national currency of each country the generator draws (VAT is stated in it) */
export const NATIONAL_CURRENCY: Record<string, string> = {
  GB: 'GBP',
  DE: 'EUR',
  CH: 'CHF',
  FR: 'EUR',
  ES: 'EUR',
  IT: 'EUR',
  NL: 'EUR',
  PT: 'EUR',
  PL: 'PLN',
  DK: 'DKK',
  SE: 'SEK',
  NO: 'NOK',
  FI: 'EUR',
  CZ: 'CZK',
};

/** rough units per euro, to print plausible exchange rates */
export const PER_EURO: Record<string, number> = { EUR: 1, USD: 1.08, GBP: 0.86, CHF: 0.94, PLN: 4.31, CZK: 25.2, DKK: 7.46, SEK: 11.2, NOK: 11.6 };

/** the smallest unit a cash payment is rounded to (whole crowns; 5 cents / Rappen elsewhere) */
export const CASH_UNIT: Record<string, number> = { SEK: 1, NOK: 1, DKK: 0.5, CZK: 1 };

/**
 * Words of the choices drawn from the eighth random stream (`LATER7` in compose.ts): a per-line VAT amount column
 * (`lineVat`), ordered and delivered quantity columns with an open (back-order) column (`quantities`), and a block of
 * correspondence references — the recipient's reference, the date of their order or letter, the sender's reference and
 * a contact person, with short values (`references`, as DIN 5008's reference line and business letters elsewhere print
 * them). Written for this generator from invoicing practice, not taken from the engine's lexicon.
 */
export interface RefsVocab {
  /** the title of a per-line VAT amount column */
  lineVat: string[];
  /** the titles of the ordered, delivered (invoiced) and still open quantity columns */
  ordered: string[];
  delivered: string[];
  open: string[];
  /** the recipient's reference, the date of their order or letter, the sender's reference, the contact person */
  yourRef: string[];
  yourDate: string[];
  ourRef: string[];
  contact: string[];
}

export const REFS: Record<Lang, RefsVocab> = {
  en: {
    lineVat: ['VAT amount', 'VAT', 'Tax amount'],
    ordered: ['Qty ordered', 'Ordered', 'Qty ord.'],
    delivered: ['Qty shipped', 'Shipped', 'Delivered'],
    open: ['Back order', 'B/O', 'Outstanding'],
    yourRef: ['Your ref.', 'Your reference'],
    yourDate: ['Your order of', 'Your letter of', 'Your enquiry of'],
    ourRef: ['Our ref.', 'Our reference'],
    contact: ['Contact', 'Handled by', 'Your contact'],
  },
  de: {
    lineVat: ['MwSt.-Betrag', 'USt.-Betrag', 'Steuerbetrag'],
    ordered: ['Bestellt', 'Menge bestellt', 'Best.-Menge'],
    delivered: ['Geliefert', 'Liefermenge', 'Menge geliefert'],
    open: ['Rückstand', 'Offen'],
    yourRef: ['Ihr Zeichen', 'Ihre Referenz'],
    yourDate: ['Ihre Nachricht vom', 'Ihre Bestellung vom', 'Ihr Auftrag vom'],
    ourRef: ['Unser Zeichen', 'Unsere Referenz'],
    contact: ['Ansprechpartner', 'Sachbearbeiter', 'Bearbeiter'],
  },
  fr: {
    lineVat: ['Montant TVA', 'TVA', 'Mt TVA'],
    ordered: ['Qté commandée', 'Cdé', 'Qté cdée'],
    delivered: ['Qté livrée', 'Livré', 'Qté liv.'],
    open: ['Reliquat', 'Reste à livrer'],
    yourRef: ['Vos réf.', 'Votre référence'],
    yourDate: ['Votre commande du', 'Votre lettre du'],
    ourRef: ['Nos réf.', 'Notre référence'],
    contact: ['Interlocuteur', 'Dossier suivi par', 'Contact'],
  },
  es: {
    lineVat: ['Cuota IVA', 'Importe IVA', 'IVA'],
    ordered: ['Cant. pedida', 'Pedido', 'Uds. pedidas'],
    delivered: ['Cant. servida', 'Servido', 'Uds. entregadas'],
    open: ['Pendiente', 'Pte. servir'],
    yourRef: ['Su referencia', 'Su ref.'],
    yourDate: ['Su pedido del', 'Su pedido de fecha'],
    ourRef: ['Nuestra referencia', 'N/ ref.'],
    contact: ['Atendido por', 'Contacto'],
  },
  it: {
    lineVat: ['Importo IVA', 'IVA', 'Imposta'],
    ordered: ['Q.tà ordinata', 'Ordinato', 'Q.tà ord.'],
    delivered: ['Q.tà consegnata', 'Consegnato', 'Q.tà evasa'],
    open: ['Residuo', 'Da evadere'],
    yourRef: ['Vs. rif.', 'Vostro riferimento'],
    yourDate: ['Vs. ordine del', 'Vostra lettera del'],
    ourRef: ['Ns. rif.', 'Nostro riferimento'],
    contact: ['Referente', 'Incaricato'],
  },
  nl: {
    lineVat: ['Btw-bedrag', 'Btw', 'BTW bedrag'],
    ordered: ['Besteld', 'Aantal besteld'],
    delivered: ['Geleverd', 'Aantal geleverd'],
    open: ['Nalevering', 'Backorder'],
    yourRef: ['Uw referentie', 'Uw kenmerk'],
    yourDate: ['Uw bestelling van', 'Uw brief van'],
    ourRef: ['Onze referentie', 'Ons kenmerk'],
    contact: ['Contactpersoon', 'Behandeld door'],
  },
  pt: {
    lineVat: ['Valor IVA', 'IVA', 'Montante IVA'],
    ordered: ['Qtd. encomendada', 'Encomendado'],
    delivered: ['Qtd. entregue', 'Entregue', 'Qtd. fornecida'],
    open: ['Pendente', 'Em falta'],
    yourRef: ['V/ referência', 'V/ ref.'],
    yourDate: ['V/ encomenda de', 'V/ pedido de'],
    ourRef: ['N/ referência', 'N/ ref.'],
    contact: ['Contacto', 'Responsável'],
  },
  pl: {
    lineVat: ['Kwota VAT', 'Wartość VAT', 'VAT'],
    ordered: ['Zamówiono', 'Ilość zamówiona'],
    delivered: ['Dostarczono', 'Ilość dostarczona', 'Wydano'],
    open: ['Pozostało', 'Do dostarczenia'],
    yourRef: ['Wasz znak', 'Wasze oznaczenie'],
    yourDate: ['Zamówienie z dnia', 'Wasze pismo z dnia'],
    ourRef: ['Nasz znak', 'Nasze oznaczenie'],
    contact: ['Osoba kontaktowa', 'Sporządził'],
  },
  da: {
    lineVat: ['Momsbeløb', 'Moms', 'Moms kr.'],
    ordered: ['Bestilt', 'Antal bestilt'],
    delivered: ['Leveret', 'Antal leveret'],
    open: ['Restordre', 'Rest'],
    yourRef: ['Deres ref.', 'Deres reference'],
    yourDate: ['Deres ordre af', 'Deres brev af'],
    ourRef: ['Vores ref.', 'Vor reference'],
    contact: ['Kontaktperson', 'Sagsbehandler'],
  },
  sv: {
    lineVat: ['Momsbelopp', 'Moms', 'Moms kr'],
    ordered: ['Beställt', 'Best. antal'],
    delivered: ['Levererat', 'Lev. antal'],
    open: ['Restnoterat', 'Rest'],
    yourRef: ['Er referens', 'Er ref.'],
    yourDate: ['Er beställning den', 'Ert brev daterat'],
    ourRef: ['Vår referens', 'Vår ref.'],
    contact: ['Kontaktperson', 'Handläggare'],
  },
  nb: {
    lineVat: ['MVA-beløp', 'MVA', 'Mva beløp'],
    ordered: ['Bestilt', 'Antall bestilt'],
    delivered: ['Levert', 'Antall levert'],
    open: ['Restordre', 'Rest'],
    yourRef: ['Deres ref.', 'Deres referanse'],
    yourDate: ['Deres bestilling av', 'Deres brev av'],
    ourRef: ['Vår ref.', 'Vår referanse'],
    contact: ['Kontaktperson', 'Saksbehandler'],
  },
  fi: {
    lineVat: ['ALV-määrä', 'ALV', 'Vero'],
    ordered: ['Tilattu', 'Tilattu määrä'],
    delivered: ['Toimitettu', 'Toimitettu määrä'],
    open: ['Jälkitoimitus', 'Avoin'],
    yourRef: ['Viitteenne', 'Teidän viitteenne'],
    yourDate: ['Tilauksenne pvm', 'Kirjeenne pvm'],
    ourRef: ['Viitteemme', 'Meidän viitteemme'],
    contact: ['Yhteyshenkilö', 'Käsittelijä'],
  },
  cs: {
    lineVat: ['Částka DPH', 'DPH', 'Výše DPH'],
    ordered: ['Objednáno', 'Obj. množství'],
    delivered: ['Dodáno', 'Dodané množství', 'Fakturováno'],
    open: ['Zbývá', 'Nedodáno'],
    yourRef: ['Vaše značka', 'Váš dopis zn.'],
    yourDate: ['Vaše objednávka ze dne', 'Ze dne'],
    ourRef: ['Naše značka', 'Naše zn.'],
    contact: ['Vyřizuje', 'Kontaktní osoba'],
  },
};

/**
 * withholding=at-source (a ninth random stream in compose.ts): tax the payer withholds from a self-employed supplier's
 * invoice and pays to the tax office, printed between the VAT and the amount to pay — in the countries whose
 * freelancers' invoices carry it (Spain: IRPF; Italy: ritenuta d'acconto; Portugal: retenção na fonte; and
 * withholding tax on English-language service invoices). Wordings and usual rates written for this generator from
 * practice in each country, not taken from the engine's lexicon.
 */
export const WITHHOLDING: Partial<Record<Lang, { labels: string[]; rates: number[] }>> = {
  es: { labels: ['Retención IRPF', 'IRPF', 'Retención', 'Ret. IRPF', 'Retención I.R.P.F.'], rates: [15, 7] },
  it: { labels: ["Ritenuta d'acconto", 'Ritenuta acconto', 'Ritenuta IRPEF', 'Ritenuta fiscale'], rates: [20] },
  pt: { labels: ['Retenção na fonte', 'Retenção IRS', 'IRS retido na fonte'], rates: [25, 23, 11.5] },
  en: { labels: ['Withholding tax', 'Less withholding tax', 'WHT', 'Tax withheld'], rates: [2, 5, 10] },
};

/**
 * vatRegime=reverse-charge (a twelfth random stream in compose.ts): the note a reverse-charged invoice carries (EU VAT
 * directive 2006/112/EC art. 196 and 226(11a): "Reverse charge"; each country's own wording), written for this
 * generator from the directive and national practice, not taken from the engine's lexicon.
 */
export const REVERSE_CHARGE: Record<Lang, string[]> = {
  en: ['Reverse charge: VAT to be accounted for by the recipient.', 'Reverse charge – Article 196 of Directive 2006/112/EC.', 'Customer to account for the VAT (reverse charge).'],
  de: ['Steuerschuldnerschaft des Leistungsempfängers.', 'Reverse Charge: Die Umsatzsteuer schuldet der Leistungsempfänger.', 'Steuerfreie innergemeinschaftliche Leistung, Reverse Charge.'],
  fr: ['Autoliquidation : TVA due par le preneur.', 'Autoliquidation – article 196 de la directive 2006/112/CE.', 'TVA autoliquidée par le client.'],
  es: ['Inversión del sujeto pasivo.', 'Operación con inversión del sujeto pasivo (art. 196 Directiva 2006/112/CE).'],
  it: ['Inversione contabile.', "Operazione soggetta a inversione contabile (reverse charge)."],
  nl: ['Btw verlegd.', 'Btw verlegd naar de afnemer.', 'Verleggingsregeling: btw verschuldigd door de afnemer.'],
  pt: ['IVA – autoliquidação.', 'Autoliquidação de IVA pelo adquirente.'],
  pl: ['Odwrotne obciążenie.', 'Odwrotne obciążenie – podatek rozlicza nabywca.'],
  da: ['Omvendt betalingspligt.', 'Omvendt betalingspligt – køber afregner momsen.'],
  sv: ['Omvänd betalningsskyldighet.', 'Omvänd skattskyldighet – köparen redovisar momsen.'],
  nb: ['Omvendt avgiftsplikt.', 'Omvendt avgiftsplikt – kjøper beregner merverdiavgiften.'],
  fi: ['Käännetty verovelvollisuus.', 'Käännetty verovelvollisuus – ostaja tilittää arvonlisäveron.'],
  cs: ['Daň odvede zákazník.', 'Přenesení daňové povinnosti – daň odvede příjemce plnění.'],
};

/**
 * tagline=slogan (the thirteenth random stream in compose.ts): a line of advertising under the seller's name in the
 * letterhead, as small firms print it — never a company name. Written for this generator, not taken from the engine's
 * lexicon or from any document.
 */
export const TAGLINES: Record<Lang, string[]> = {
  en: ['Quality you can rely on', 'Your partner for clean workspaces', 'Precision parts since 1987', 'Fast. Friendly. Local.'],
  de: ['Ihr Partner für Haustechnik', 'Qualität aus Meisterhand', 'Seit 1978 für Sie im Einsatz', 'Wir bewegen Ihre Ideen'],
  fr: ['Votre partenaire en maintenance', 'La qualité au juste prix', 'Artisan depuis 1985', 'Des solutions sur mesure'],
  es: ['Su socio de confianza', 'Calidad y servicio desde 1990', 'Soluciones a su medida', 'Expertos en instalaciones'],
  it: ['Il vostro partner di fiducia', 'Qualità artigiana dal 1982', 'Soluzioni su misura', 'Servizi per la vostra impresa'],
  nl: ['Uw partner in techniek', 'Kwaliteit sinds 1979', 'Vakwerk met een glimlach', 'Oplossingen op maat'],
  pt: ['O seu parceiro de confiança', 'Qualidade desde 1991', 'Soluções à medida', 'Serviço com qualidade'],
  pl: ['Twój partner w biznesie', 'Jakość od 1995 roku', 'Rozwiązania szyte na miarę', 'Solidnie i terminowo'],
  da: ['Din partner i byggeriet', 'Kvalitet siden 1984', 'Løsninger der holder', 'Håndværk med omtanke'],
  sv: ['Din partner för fastighetsservice', 'Kvalitet sedan 1981', 'Lösningar som håller', 'Vi gör det enkelt'],
  nb: ['Din partner for drift og vedlikehold', 'Kvalitet siden 1986', 'Løsninger som varer', 'Lokalt og pålitelig'],
  fi: ['Luotettava kumppanisi', 'Laatua vuodesta 1989', 'Ratkaisut mittojesi mukaan', 'Palvelua lähellä sinua'],
  cs: ['Váš partner pro stavbu', 'Kvalita od roku 1993', 'Řešení na míru', 'Spolehlivě a včas'],
};

/**
 * partyLabels=from-to (the thirteenth stream): the two parties' blocks headed "From:" and "To:" (fr "De :", "Pour :"),
 * the label printed left of the party's name on its line, as word-processor and online invoice templates set them.
 * Written for this generator.
 */
export const PARTY_LABELS: Record<Lang, Array<[from: string, to: string]>> = {
  en: [['From:', 'To:'], ['From', 'To'], ['Issued by:', 'Billed to:']],
  de: [['Von:', 'An:'], ['Von', 'An'], ['Absender:', 'Empfänger:']],
  fr: [['De :', 'Pour :'], ['De :', 'À :'], ['Émis par :', 'Adressé à :']],
  es: [['De:', 'Para:'], ['Emitido por:', 'Facturado a:']],
  it: [['Da:', 'A:'], ['Emessa da:', 'Intestata a:']],
  nl: [['Van:', 'Aan:'], ['Van', 'Aan']],
  pt: [['De:', 'Para:'], ['Emitido por:', 'Faturado a:']],
  pl: [['Od:', 'Do:'], ['Wystawił:', 'Dla:']],
  da: [['Fra:', 'Til:'], ['Fra', 'Til']],
  sv: [['Från:', 'Till:'], ['Från', 'Till']],
  nb: [['Fra:', 'Til:'], ['Fra', 'Til']],
  fi: [['Lähettäjä:', 'Vastaanottaja:'], ['Laskuttaja:', 'Laskutettava:']],
  cs: [['Od:', 'Pro:'], ['Vystavil:', 'Pro:']],
};

/**
 * remitTo=factor (the thirteenth stream): a third company on the page — the factor (or collecting agent) the invoice's
 * claim is assigned to, to whom payment must be made. The invoice is still issued by the seller (the truth's seller is
 * the party that issues the invoice, never the payee named here). Headings written for this generator from the usual
 * assignment clauses of each country (the French one is the customary "subrogation" clause).
 */
export const REMIT_TO: Record<Lang, string[]> = {
  en: ['Please remit payment to:', 'Remit to:', 'This invoice has been assigned to and is payable only to:'],
  de: ['Wir haben unsere Forderung abgetreten. Zahlungen mit befreiender Wirkung nur an:', 'Bitte zahlen Sie ausschließlich an:', 'Zahlungsempfänger:'],
  fr: ["Pour être libératoire, votre règlement doit être effectué à l'ordre de :", 'Règlement à adresser à :', 'Créance cédée à :'],
  es: ['Este crédito ha sido cedido. Efectúe el pago únicamente a:', 'Pago a favor de:'],
  it: ['Credito ceduto. Il pagamento deve essere effettuato esclusivamente a:', 'Pagamento a favore di:'],
  nl: ['Deze vordering is gecedeerd. Betaling uitsluitend aan:', 'Gelieve te betalen aan:'],
  pt: ['Crédito cedido. O pagamento deve ser efetuado exclusivamente a:', 'Pagamento a favor de:'],
  pl: ['Wierzytelność została przelana. Płatności wyłącznie na rzecz:', 'Płatność na rzecz:'],
  da: ['Fordringen er overdraget. Betaling med frigørende virkning kun til:', 'Betaling til:'],
  sv: ['Denna fordran har överlåtits. Betalning med befriande verkan endast till:', 'Betalning till:'],
  nb: ['Fordringen er overdratt. Betaling med frigjørende virkning kun til:', 'Betaling til:'],
  fi: ['Saatava on siirretty. Maksu vapauttavin vaikutuksin vain:', 'Maksunsaaja:'],
  cs: ['Pohledávka byla postoupena. Platby výhradně ve prospěch:', 'Platbu poukažte na:'],
};

/**
 * The fourteenth stream (twenty-fourth round): wordings written for the generator from the usual terms of each
 * language. `itemsTotal`: the sum of the item lines printed above a document-level allowance (never a net label of the
 * language's own list: the net total follows it); `allowance`: a discount on the whole invoice ({rate} its percent),
 * between the items' sum and the net total; `handling`: a document-level charge beside the shipping one (packing,
 * handling, small-order or invoicing fee); `discountAmount`: the title of a discount column that states the money
 * taken off, printed beside the percent column.
 */
export interface FourteenthVocab {
  itemsTotal: string[];
  allowance: string[];
  handling: string[];
  discountAmount: string[];
}

export const FOURTEENTH: Record<Lang, FourteenthVocab> = {
  en: { itemsTotal: ['Total of items', 'Goods value', 'Items total'], allowance: ['Trade discount {rate} %', 'Less {rate} % special discount', 'Allowance {rate} %'], handling: ['Handling', 'Packing', 'Small order charge'], discountAmount: ['Disc. amount', 'Discount value'] },
  de: { itemsTotal: ['Summe Positionen', 'Warenwert', 'Positionssumme'], allowance: ['abzgl. {rate} % Sonderrabatt', 'Objektrabatt {rate} %', 'Gesamtrabatt {rate} %'], handling: ['Verpackung', 'Mindermengenzuschlag', 'Bearbeitungsgebühr'], discountAmount: ['Rabattbetrag', 'Nachlass'] },
  fr: { itemsTotal: ['Total des articles', 'Montant marchandises', 'Total lignes'], allowance: ['Remise globale {rate} %', 'Escompte commercial {rate} %'], handling: ['Emballage', 'Frais de dossier', 'Frais de facturation'], discountAmount: ['Montant remise', 'Mt remise'] },
  es: { itemsTotal: ['Suma de líneas', 'Importe bruto', 'Total artículos'], allowance: ['Descuento general {rate} %', 'Dto. pronto pago {rate} %'], handling: ['Embalaje', 'Gastos de gestión'], discountAmount: ['Importe dto.', 'Imp. descuento'] },
  it: { itemsTotal: ['Totale righe', 'Totale merce', 'Importo articoli'], allowance: ['Sconto globale {rate} %', 'Sconto in fattura {rate} %'], handling: ['Imballo', 'Spese di incasso', 'Spese di gestione'], discountAmount: ['Importo sconto', 'Val. sconto'] },
  nl: { itemsTotal: ['Totaal regels', 'Goederenwaarde', 'Som regels'], allowance: ['Extra korting {rate} %', 'Orderkorting {rate} %'], handling: ['Verpakking', 'Orderkosten', 'Administratiekosten'], discountAmount: ['Kortingsbedrag', 'Bedrag korting'] },
  pt: { itemsTotal: ['Total das linhas', 'Valor mercadoria', 'Soma dos artigos'], allowance: ['Desconto global {rate} %', 'Desconto financeiro {rate} %'], handling: ['Embalagem', 'Despesas administrativas'], discountAmount: ['Valor desc.', 'Valor desconto'] },
  pl: { itemsTotal: ['Suma pozycji', 'Wartość towarów'], allowance: ['Rabat od całości {rate} %', 'Dodatkowy rabat {rate} %'], handling: ['Opakowanie', 'Opłata manipulacyjna'], discountAmount: ['Kwota rabatu', 'Wartość rabatu'] },
  da: { itemsTotal: ['Varer i alt', 'Sum af linjer'], allowance: ['Ordrerabat {rate} %', 'Ekstra rabat {rate} %'], handling: ['Emballage', 'Ekspeditionsgebyr', 'Fakturagebyr'], discountAmount: ['Rabatbeløb'] },
  sv: { itemsTotal: ['Summa rader', 'Varuvärde'], allowance: ['Orderrabatt {rate} %', 'Extra rabatt {rate} %'], handling: ['Emballage', 'Expeditionsavgift', 'Faktureringsavgift'], discountAmount: ['Rabattbelopp'] },
  nb: { itemsTotal: ['Sum linjer', 'Vareverdi'], allowance: ['Ordrerabatt {rate} %', 'Ekstra rabatt {rate} %'], handling: ['Emballasje', 'Ekspedisjonsgebyr', 'Fakturagebyr'], discountAmount: ['Rabattbeløp'] },
  fi: { itemsTotal: ['Rivit yhteensä', 'Tavaraveloitus'], allowance: ['Tilausalennus {rate} %', 'Lisäalennus {rate} %'], handling: ['Pakkaus', 'Käsittelymaksu', 'Laskutuslisä'], discountAmount: ['Alennuksen määrä'] },
  cs: { itemsTotal: ['Součet položek', 'Hodnota zboží'], allowance: ['Celková sleva {rate} %', 'Mimořádná sleva {rate} %'], handling: ['Balné', 'Manipulační poplatek'], discountAmount: ['Částka slevy'] },
};
