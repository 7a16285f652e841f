/**
 * Label dictionaries for invoice fields in English, German, French, Spanish, Italian, Dutch and Portuguese (plus
 * Norwegian and Polish, which e-invoicing corpora contain), VAT-id patterns by country prefix, the cheap national
 * checksums of VAT/registration numbers (Norwegian organisation number, French VAT key) and line-item header concepts.
 *
 * All patterns run on {@link foldKeep}ed text: lower case, accents removed, every other character kept, same length as
 * the original so that match positions index the original text.
 */

/** Lower case without accents, one output char per input UTF-16 unit (positions stay valid). */
export function foldKeep(s: string): string {
  // Each character folds on its own: runs of ASCII only need lower case, the other runs go character by character.
  return s.replace(/[\x00-\x7f]+|[^\x00-\x7f]+/g, (run) => (run.charCodeAt(0) < 0x80 ? run.toLowerCase() : foldChars(run)));
}

function foldChars(s: string): string {
  let out = '';
  for (const ch of s) {
    let f = ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    if (f.length !== ch.length) f = (f + ch).slice(0, ch.length);
    out += f;
  }
  return out;
}

/** Normalised key: folded, punctuation to single spaces (for comparisons and dictionary look-ups). */
export function normKey(s: string): string {
  return foldKeep(s)
    .replace(/[°º]/g, '')
    .replace(/[^\p{L}\p{N}%]+/gu, ' ')
    .trim();
}

export type FieldKind =
  | 'number'
  | 'issueDate'
  | 'dueDate'
  | 'net'
  | 'tax'
  | 'gross'
  | 'due'
  | 'vatId'
  | 'seller'
  | 'buyer';

const B = '(?<![\\p{L}\\d])'; // word start
const E = '(?![\\p{L}])'; // word end
const NO = '(?:n(?:o|r|um|umero|ummer|[°º])?\\.?|#|nummer|number|numero|numer)';

function re(parts: string[]): RegExp {
  return new RegExp(parts.map((p) => `${B}(?:${p})${E}`).join('|'), 'u');
}

function list(parts: string[]): RegExp[] {
  return parts.map((p) => new RegExp(`${B}(?:${p})${E}`, 'u'));
}

export interface LabelMatch {
  kind: FieldKind;
  /** index of the pattern in its list: lower = more specific */
  rank: number;
  start: number;
  end: number;
}

/**
 * The earliest label of `kind` in a folded text (ties: the most specific pattern). Some PDF producers split words at
 * kerning pairs with a space-wide gap ("Ver käufer", "Br uttosumme"); when nothing matches, the first words are
 * tried again with their spaces removed (positions are mapped back to the original text).
 */
export function matchLabel(folded: string, kind: FieldKind): LabelMatch | null {
  const direct = matchLabelExact(folded, kind);
  if (direct) return direct;
  const words = folded.split(' ');
  if (words.length < 2) return null;
  // squeeze at most the first five words
  const head = words.slice(0, 5).join(' ');
  const map: number[] = [];
  let squeezed = '';
  for (let i = 0; i < head.length; i++) {
    if (head[i] === ' ') continue;
    map.push(i);
    squeezed += head[i];
  }
  const m = matchLabelExact(squeezed, kind);
  if (!m || m.start !== 0) return null;
  const end = map[m.end - 1]! + 1;
  // the label must end where a word of the original ends
  if (end < folded.length && /[\p{L}]/u.test(folded[end]!)) return null;
  return { ...m, start: map[m.start]!, end };
}

function matchLabelExact(folded: string, kind: FieldKind): LabelMatch | null {
  let best: LabelMatch | null = null;
  LABELS[kind].forEach((r, rank) => {
    const m = r.exec(folded);
    if (!m) return;
    const start = m.index;
    const end = start + m[0].length;
    if (!best || start < best.start || (start === best.start && end - start > best.end - best.start)) best = { kind, rank, start, end };
  });
  return best;
}

/** Patterns per field kind, most specific first. */
export const LABELS: Record<FieldKind, RegExp[]> = {
  number: list([
    // en
    `invoice\\s*(?:number|no|nr|num|n[°º]|id|#)\\.?`,
    `inv\\.?\\s*(?:no|#)\\.?`,
    `bill\\s*(?:no|number)\\.?`,
    `credit\\s*note\\s*(?:number|no|#)\\.?`,
    `document\\s*(?:number|no)\\.?`,
    // de (compounds: Handelsrechnung Nr.)
    // one or two parentheticals after the title, maybe behind one word: "Teilrechnung Bau (875) Nr.",
    // "Gutschrift (Selbst ausgestellte Rechnung) (389) Nr."
    `\\p{L}*rechnungs?(?:(?:\\s+\\p{L}+)?(?:\\s*\\([^)]{0,40}\\)){1,2})?[\\s.-]*(?:nummer|nr|no|#)\\.?`,
    `(?:gutschrift|beleg)s?(?:(?:\\s+\\p{L}+)?(?:\\s*\\([^)]{0,40}\\)){1,2})?[\\s.-]*(?:nummer|nr|no)\\.?`,
    `re[.-]?\\s*nr\\.?`,
    // fr
    `(?:facture|avoir)\\s*(?:n\\.?[°º]?|numero|num|no)\\.?`,
    `(?:n\\.?[°º]|numero|num\\.?)\\s*(?:de\\s+)?(?:la\\s+)?(?:facture|avoir)`,
    // es / it / pt
    // "n.º" / "nº" / "n." (the ordinal indicator º is a letter, so it is taken with the "n")
    `(?:factura|fattura|fatura)\\s*(?:n\\.?[°º]?|numero|num|nr|no)\\.?`,
    // a document subtype between the title and "n.º": "Fatura-Recibo n.º", "Factura simplificada nº"
    `(?:factura|fatura)[\\s-]+(?:recibo|simplificada|rectificativa|retificativa|proforma)\\s*(?:n\\.?[°º]?|numero|num|nr|no)\\.?`,
    `nota\\s+de\\s+(?:credito|debito|abono)\\s*(?:n\\.?[°º]?|numero|num|nr|no)\\.?`,
    `(?:n\\.?[°º]|numero|num\\.?|nr\\.?)\\s*(?:de\\s+|di\\s+|della\\s+|da\\s+)?(?:la\\s+)?(?:factura|fattura|fatura)`,
    `(?:numero|n\\.?[°º]?)\\s*(?:del\\s+|di\\s+)?documento`,
    // nl
    `factuur\\s*(?:nummer|nr|no)\\.?`,
    `factuurnr\\.?`,
    // no / pl
    `(?:faktura|kreditnota)\\s*(?:nummer|nr|no)\\.?`,
    `fakturanr\\.?`,
    `faktura(?:\\s+vat)?\\s+(?:nr|numer)\\.?`,
    // a bare document title followed by its number ("INVOICE I/00000", "Rechnung 2024-17"): weakest
    `invoice|rechnung|facture|factura|fattura|factuur|fatura|faktura|gutschrift|avoir|kreditnota|credit\\s+note`,
    `n[°º]\\.?`,
  ]),
  issueDate: list([
    `invoice\\s*date`,
    `date\\s+of\\s+(?:issue|invoice)`,
    `issue\\s*date`,
    `date\\s+issued`,
    `billing\\s+date`,
    `rechnungsdatum`,
    `belegdatum`,
    `ausstellungsdatum`,
    `(?:\\p{L}*rechnung|gutschrift)(?:(?:\\s+\\p{L}+)?(?:\\s*\\([^)]{0,40}\\)){1,2})?\\s+(?:nr\\.?|no\\.?|#)\\s*\\S+\\s+vo[mn]`,
    `invoice\\s+(?:no\\.?|#|number)\\s*\\S+\\s+(?:issued\\s+(?:at|on)|dated|of)`,
    `date\\s+(?:de\\s+(?:la\\s+)?)?facture`,
    `date\\s+d'emission`,
    `date\\s+de\\s+facturation`,
    `fecha\\s+(?:de\\s+)?(?:la\\s+)?factura`,
    `fecha\\s+(?:de\\s+)?(?:emision|expedicion)`,
    `data\\s+(?:della\\s+|di\\s+)?fattura`,
    `data\\s+(?:di\\s+)?emissione`,
    `data\\s+(?:del\\s+)?doc(?:umento|\\.)?`,
    `factuurdatum`,
    `datum\\s+factuur`,
    `data\\s+(?:da\\s+|de\\s+)?(?:fatura|emissao)`,
    `fakturadato`,
    `fakturadatum`,
    `data\\s+wystawienia`,
    // the letter date after the place: "München, den 01.11.2024", "Issy les Moulineaux, le 31 octobre 2017"
    `\\p{L}+,\\s*(?:den|le)`,
    // plain "date" labels: weakest, tried last by the field reader
    `date`,
    `datum`,
    `fecha`,
    `data`,
    `dato`,
    // "vom 31.10.2018" opening a line (under a title "Rechnung Nr. 4711"): weakest
    `^vom`,
  ]),
  dueDate: list([
    `(?:payment\\s+)?due\\s*date`,
    `date\\s+due`,
    `payment\\s+due(?:\\s+(?:date|on|by))?`,
    `due\\s+(?:on|by)`,
    `pay(?:able)?\\s+by`,
    `f[aä]llig(?:keit(?:sdatum)?|\\s+am|\\s+bis)?`,
    `zahlbar\\s+bis`,
    `zahlungsziel`,
    `zahlungstermin`,
    `zahlbar\\s+[^.;]{0,60}?\\sbis`,
    `(?:bitte\\s+)?(?:uberweisen|zahlen|bezahlen|begleichen)\\s+sie\\s+[^.;]{0,40}?bis\\s+(?:zum|spatestens(?:\\s+zum)?)`,
    `please\\s+pay\\s+(?:by|before|until|no\\s+later\\s+than)`,
    `(?:please\\s+)?remit\\s+(?:by|before|until|no\\s+later\\s+than)`,
    // direct debit: "Der Betrag in Höhe von EUR 529,87 wird am 20.03.2014 von Ihrem Konto … eingezogen"
    `(?:der\\s+)?(?:rechnungs)?betrag\\s+[^;]{0,50}?\\swird\\s+am`,
    `will\\s+be\\s+debited\\s+(?:from\\s+your\\s+account\\s+)?on`,
    `(?:facture\\s+)?a\\s+regler\\s+(?:avant\\s+)?le`,
    `payable\\s+(?:avant\\s+le|au\\s+plus\\s+tard\\s+le)`,
    `pagar\\s+antes\\s+del?`,
    `da\\s+pagare\\s+entro\\s+il`,
    `pagar\\s+ate`,
    `date\\s+d'echeance`,
    `echeance`,
    `date\\s+limite\\s+de\\s+(?:paiement|reglement)`,
    `date\\s+de\\s+(?:paiement|reglement)`,
    `a\\s+payer\\s+avant\\s+le`,
    `fecha\\s+de\\s+vencimiento`,
    `fecha\\s+limite\\s+de\\s+pago`,
    `data\\s+limite\\s+(?:de\\s+)?pagamento`,
    `vencimiento`,
    `(?:data\\s+(?:di\\s+)?)?scadenza`,
    `vervaldatum`,
    `vervaldag`,
    `uiterste\\s+betaaldatum`,
    `(?:te\\s+)?betalen\\s+voor`,
    `(?:data\\s+de\\s+)?vencimento`,
    `forfallsdato`,
    `forfallodag(?:en)?|forfallodatum`,
    `forfaldsdato|forfaldsdag`,
    `forfall`,
    `betalingsfrist`,
    `termin\\s+p[lł]atnosci`,
    // abbreviations and a bare "Due:" (weakest: "Amount due" is an amount label, and its value is no date)
    `(?:fecha\\s+)?(?:venc|vto)\\.`,
    `scad\\.`,
    `due`,
  ]),
  due: list([
    `(?:total\\s+)?amount\\s+due`,
    `balance\\s+due`,
    `total\\s+due`,
    `amount\\s+payable`,
    `due\\s+payable`,
    `(?:total\\s+|amount\\s+)to\\s+(?:pay|be\\s+paid)`,
    `payable\\s+amount`,
    `please\\s+pay`,
    `zahlbetrag`,
    `(?:noch\\s+)?zu\\s+zahlen(?:der\\s+betrag)?`,
    `offener\\s+betrag`,
    `f[aä]lliger\\s+betrag`,
    `restbetrag`,
    `zahlungsbetrag`,
    `net\\s+a\\s+payer`,
    `montant\\s+(?:du|a\\s+payer)`,
    `reste\\s+a\\s+payer`,
    `reste\\s+du`,
    `montant\\s+a\\s+regler`,
    `solde\\s+(?:du|a\\s+payer)`,
    `(?:total|importe|liquido)\\s+a\\s+pagar`,
    `amount\\s+to\\s+(?:be\\s+)?pa(?:y|id)`,
    `(?:totale\\s+|importo\\s+|netto\\s+)?da\\s+pagare`,
    `netto\\s+a\\s+pagare`,
    `(?:totaal\\s+)?te\\s+betalen`,
    `openstaand(?:\\s+bedrag)?`,
    `(?:valor|montante)\\s+a\\s+pagar`,
    `(?:bel.p\\s+)?[aå]\\s+betale`,
    `til\\s+betaling`,
    `att\\s+betala`,
    `at\\s+betale`,
    `do\\s+zap[lł]aty`,
  ]),
  net: list([
    `sub-?\\s*total`,
    `totalt?\\s+(?:netto|eks\\.?(?:kl\\.?)?\\s*mva)`,
    `(?:total[e]?|totaal|gesamt|montant\\s+total|importe\\s+total|importo\\s+totale|valor\\s+total)\\s*(?:bedrag|amount|betrag|net)?\\s*(?:excl|exkl|ohne|hors|sin|senza|zonder|eks|sem|before|without)\\.?\\p{L}*\\s*(?:btw|vat|tax|tva|iva|mwst|ust|mva|taxes?)?\\.?`,
    `montant\\s+total\\s+h\\.?\\s*t\\.?`,
    `total\\s+net\\s+h\\.?\\s*t\\.?`,
    `net\\.?\\s+(?:amount|total|value)`,
    `total\\s+(?:net|excl\\.?(?:uding)?\\s*(?:vat|tax)|before\\s+tax|ex\\.?\\s*vat|without\\s+vat)`,
    `amount\\s+(?:excl\\.?|excluding|before)\\s*(?:vat|tax)?`,
    `taxable\\s+amount`,
    `%?\\s*base\\s+amount`,
    `total\\s+excl\\.?`,
    `netto(?:betrag|summe|wert|bel.p)?`,
    `(?:summe|gesamt(?:summe|betrag)?)\\s+netto`,
    `rechnungs(?:summe|betrag)\\s+(?:ohne|netto|excl\\.?)(?:\\s+(?:ust|mwst|umsatzsteuer))?\\.?`,
    `zwischensumme`,
    `warenwert`,
    `steuerbasis(?:betrag)?`,
    `total\\s+h\\.?\\s*t\\.?`,
    `montant\\s+h\\.?\\s*t\\.?`,
    `sous-?\\s*total`,
    `base\\s+h\\.?\\s*t\\.?`,
    `total\\s+hors\\s+taxes?`,
    `base\\s+imponible`,
    `importe\\s+neto`,
    `total\\s+sin\\s+iva`,
    `(?:totale\\s+)?imponibile`,
    `subtotale`,
    `totale\\s+netto`,
    `subtotaal`,
    `(?:btw\\s+)?grondslag`,
    `totaal\\s+excl\\.?(?:usief)?\\s*btw`,
    `exclusief\\s+btw`,
    `(?:netto\\s*)?bedrag\\s+excl\\.?(?:usief)?(?:\\s*btw)?`,
    `(?:total|valor|montante)\\s+(?:sem|s/)\\s*iva`,
    `total\\s+il[ií]quido`,
    `base\\s+tributavel`,
    `sum\\s+eks(?:kl|l)?\\.?\\s*mva`,
    `(?:summa\\s+|total\\s+|belopp\\s+|i\\s+alt\\s+)?(?:exkl|ekskl|eksl|ex)\\.?\\s*moms`,
    `avgiftspliktig(?:\\s+bel.p)?`,
    `(?:razem\\s+|wartosc\\s+)netto`,
    // a bare column head of a VAT breakdown ("Rate | Net | VAT | Gross"); fields.ts only takes it as a column head
    `net`,
  ]),
  tax: list([
    `(?:total\\s+)?(?:vat|tax(?:es)?|sales\\s+tax|gst)(?:\\s+(?:amount|total|(?:in\\s+)?local\\s+curr(?:ency|\\.)?))?(?!\\s*(?:id|no|nr|number|reg|#|invoice))`,
    `total\\s+tax`,
    `(?:gesamt\\s*)?(?:ust|mwst|umsatzsteuer|mehrwertsteuer)\\.?(?:-?\\s*(?:betrag|summe))?(?!\\s*[.-]?\\s*(?:id|nr|ident))`,
    `steuerbetrag`,
    `(?:total[e]?|totaal|gesamt|totalt?|montant\\s+total)\\s+(?:bedrag\\s+|amount\\s+|montant\\s+|importe\\s+|importo\\s+|betrag\\s+)?(?:de\\s+(?:la\\s+)?|der\\s+)?(?:btw|vat|tax|tva|iva|mwst|ust|mva|moms)\\.?`,
    `(?:total\\s+|montant\\s+)?tva(?!\\s*(?:intra|n[°º]|numero))`,
    `(?:total\\s+|cuota\\s+)?iva`,
    `(?:totale\\s+)?imposta`,
    `(?:totaal\\s+)?btw(?:\\s*bedrag)?(?!\\s*(?:nummer|nr|id))`,
    `imposto`,
    `(?:sum\\s+|totalt?\\s+)?mva\\.?(?:\\s*bel.p)?`,
    `merverdiavgift`,
    `moms(?:belopp|beløb|belob)?(?!\\s*[.-]?\\s*(?:reg|nr|nummer|no))`,
    `m\\.v\\.a\\.?`,
    `(?:kwota|razem)\\s+vat`,
  ]),
  gross: list([
    `(?:grand\\s+)?total(?:\\s+(?:amount|incl\\.?(?:uding)?(?:\\s+(?:vat|tax))?|gross|with\\s+vat|for\\s+this\\s+invoice|invoice\\s+amount))?`,
    `invoice\\s+(?:total|amount)`,
    `gross\\s+(?:amount|total)`,
    `amount\\s+incl\\.?(?:uding)?(?:\\s+(?:vat|tax))?`,
    `brutto(?:betrag|summe|bel.p)?`,
    `bruttosumme`,
    `(?:summe|gesamt(?:summe|betrag)?)\\s+brutto`,
    `gesamt(?:betrag|summe)(?:\\s+inkl\\.?(?:\\s+(?:ust|mwst))?)?`,
    `rechnungs(?:betrag|summe|endbetrag)(?:\\s+brutto)?(?:\\s*\\(inkl\\.?\\s*(?:ust|mwst)\\.?\\))?`,
    `endbetrag`,
    `endsumme`,
    `total\\s+t\\.?\\s*t\\.?\\s*c\\.?`,
    `montant\\s+total\\s+t\\.?\\s*t\\.?\\s*c\\.?`,
    `(?:total[e]?|totaal|gesamt|summe|totalt?|montant\\s+total)\\s*(?:bedrag|amount|betrag|montant)?\\s*(?:incl|inkl|ttc|avec|con|met|with|including)\\.?\\p{L}*\\s*(?:btw|vat|tax|tva|iva|mwst|ust|mva|taxes?)?\\.?`,
    `montant\\s+t\\.?\\s*t\\.?\\s*c\\.?`,
    `total\\s+toutes\\s+taxes(?:\\s+comprises)?`,
    `importe\\s+total`,
    `total\\s+(?:factura|con\\s+iva)`,
    `total\\s+(?:com|c/)\\s*iva`,
    `totale(?:\\s+(?:fattura|documento|ivato))?`,
    `importo\\s+totale`,
    `totaal(?:bedrag)?(?:\\s+incl\\.?(?:usief)?\\s*btw)?`,
    `valor\\s+total`,
    `sum\\s+inkl\\.?\\s*mva`,
    `totalt?(?:\\s+inkl\\.?\\s*mva)?`,
    `(?:razem|wartosc)\\s+brutto`,
    // sv / da
    `(?:summa|total)\\s+inkl\\.?\\s*moms`,
    `i\\s+alt(?:\\s+inkl\\.?\\s*moms)?`,
    `summe|summa|sum|gesamt`,
    // see net
    `gross`,
  ]),
  vatId: list([
    `vat\\s*(?:id|no|nr|number|reg(?:istration)?\\.?(?:\\s*(?:no|number))?|#)\\.?`,
    `tax\\s*id`,
    `ust\\.?[\\s-]*id(?:ent)?\\.?[\\s-]*(?:nr|nummer)?\\.?`,
    `ust-?idnr\\.?`,
    `umsatzsteuer[\\s-]*id(?:entifikations)?(?:nummer|nr)?\\.?`,
    `(?:n[°º]?\\s*)?tva(?:\\s+intra-?\\s*com\\p{L}*)?`,
    `n[°º]?\\s*(?:de\\s+)?tva(?:\\s+intracommunautaire)?`,
    `nif(?:\\s*/\\s*cif)?`,
    `cif`,
    `n\\.\\s*i\\.\\s*f\\.?`,
    `c\\.\\s*i\\.\\s*f\\.?`,
    // "P.IVA e C.F.", "P.IVA/C.F.": one number for both
    `p\\.?\\s*iva(?:\\s*(?:e|/)\\s*c\\.?\\s*f\\.?)?`,
    `partita\\s+iva`,
    `btw(?:-?\\s*(?:nummer|nr|id))?\\.?`,
    `nipc`,
    `org(?:anisasjons)?\\.?\\s*(?:nr|no|nummer)\\.?`,
    `foretaks(?:nummer|nr|registeret)\\.?`,
    `mva[\\s-]*(?:nr|nummer)\\.?`,
    `cvr[\\s-]*(?:nr|nummer|no)?\\.?`,
    `moms\\s*reg(?:istrerings)?\\.?[\\s-]*(?:nr|nummer|no)?\\.?`,
    `alv[\\s-]*(?:nro|numero|rek\\p{L}*)\\.?`,
    `uid[\\s-]*(?:nr|nummer)?\\.?`,
    `mwst[\\s-]*(?:nr|nummer)\\.?`,
    `ondernemings(?:nr|nummer)\\.?`,
    // "N.º de contribuinte", "Contribuinte n.º"
    `(?:n[°º.]?\\s*(?:de\\s+)?)?contribuinte(?:\\s+n\\.?\\s*[°º]\\.?)?`,
    `nip`,
  ]),
  seller: list([
    `seller`,
    `supplier`,
    `vendor`,
    `from`,
    `issuer`,
    `sold\\s+by`,
    `service\\s+provider`,
    `bill\\s+from`,
    `verk[aä]ufer`,
    `lieferant`,
    `rechnungs?(?:er|aus)?steller`,
    `leistungserbringer`,
    `auftragnehmer`,
    `absender`,
    `vendeur`,
    `fournisseur`,
    `emetteur`,
    `prestataire`,
    `vendedor`,
    `proveedor`,
    `emisor`,
    `venditore`,
    `fornitore`,
    `cedente(?:\\s*/\\s*prestatore)?`,
    `verkoper`,
    `leverancier`,
    `fornecedor`,
    `prestador(?:\\s+de\\s+servicos?)?`,
    `selger`,
    `s[aæ]lger`,
    `leverand[oø]r`,
    `leverantor`,
    `saljare`,
    `myyja`,
    `toimittaja`,
    `sprzedawca`,
    `dostawca`,
    `wystawca`,
    `betalt\\s+til`,
    `sender`,
    `avsender`,
    `expediteur`,
    `remitente`,
    `mittente`,
    `afzender`,
    `remetente`,
    // "Von:", "De :", "Da:", "Van:" (from) over the sender's block, only with their colon (the bare words are
    // prepositions and name particles: "Van Dijk", "De Groot")
    `(?:von|de|da|van)(?=\\s*:)`,
  ]),
  buyer: list([
    `bill(?:ed)?\\s+to(?:\\s+address)?`,
    `to`,
    `invoice\\s+to`,
    `sold\\s+to`,
    `customer`,
    `buyer`,
    `client`,
    `recipient`,
    `rechnungsempf[aä]nger`,
    `k[aä]ufer`,
    `kunde`,
    `rechnungsadresse`,
    `rechnungsanschrift`,
    `leistungsempf[aä]nger`,
    `fakturaadresse`,
    `billing\\s+address`,
    `invoice\\s+address`,
    `indirizzo\\s+di\\s+fatturazione`,
    `direccion\\s+de\\s+facturacion`,
    `endereco\\s+de\\s+faturacao`,
    `empf[aä]nger`,
    `auftraggeber`,
    `acheteur`,
    `destinataire`,
    `adresse\\s+(?:du\\s+client|de\\s+facturation)`,
    `factur[eé]\\s+a`,
    `cliente`,
    `comprador`,
    `facturar\\s+a`,
    `destinatario`,
    `acquirente`,
    `intestatario`,
    `intestato\\s+a`,
    `fatturare\\s+a`,
    `faturar\\s+a`,
    `cessionario(?:\\s*/\\s*committente)?`,
    // Italian and Portuguese salutations over the addressee: "Spett.le", "Spett.li", "Exmo(s). Senhor(es)"
    `spett(?:\\.?\\s*(?:le|li)|abile)`,
    `exm[oa]s?\\.?(?:\\([a-z]{1,2}\\))?\\.?\\s*(?:sr|sra|senhor|senhora|senhores|senhoras)\\.?(?:\\((?:es|as|s)\\))?\\.?`,
    `committente`,
    `klant`,
    // Dutch "Aan:" (to) over the addressee
    `aan`,
    // German "An:", French/Spanish/Italian/Portuguese "À :", "A:" (to) over the addressee, only with their colon
    `(?:an|a)(?=\\s*:)`,
    `koper`,
    `afnemer`,
    `factuuradres`,
    `adquirente`,
    `kj[oø]per`,
    `k[oø]ber`,
    `kopare`,
    `kund`,
    `faktureringsadress`,
    `asiakas`,
    `ostaja`,
    `laskutusosoite`,
    `betalt\\s+av`,
    `nabywca`,
    // headings of the customer's block: "Datos del cliente", "Dati cliente", "Dados do cliente", "Customer details"
    `datos\\s+del?\\s+cliente`,
    `dati\\s+(?:del\\s+)?cliente`,
    `dados\\s+do\\s+cliente`,
    `klantgegevens`,
    `customer\\s+(?:details|information)`,
  ]),
};

/** Lines that end a line-item table (totals, tax breakdown, payment terms). */
export const TABLE_STOP = re([
  `sub-?\\s*total`,
  `total`,
  `totals`,
  `summe`,
  `zwischensumme`,
  `gesamt(?:betrag|summe)?`,
  `rechnungs(?:summe|betrag)`,
  `positionssumme`,
  `netto(?:betrag|summe)?`,
  `brutto`,
  `belegsummen`,
  `umsatzsteueraufschl\\p{L}*`,
  `zahlungsbedingungen`,
  `sous-?\\s*total`,
  `total\\s+h\\.?t`,
  `montant\\s+(?:total|h\\.?t)`,
  `detail\\s+tva`,
  `net\\s+a\\s+payer`,
  `totale`,
  `imponibile`,
  `subtotaal`,
  `totaal`,
  `exclusief\\s+btw`,
  `base\\s+imponible`,
  `sum`,
  `totalt`,
  `razem`,
  `grand\\s+total`,
  `invoice\\s+total`,
  `importe\\s+total`,
  `valor\\s+total`,
  `summa`,
  `delsumma`,
  `mellemsum`,
  `valisumma`,
  `yhteensa`,
  `(?:att|a|at)\\s+betal[ae]`,
  `amount\\s+due`,
  `te\\s+betalen`,
  `(?:tax|vat|mwst|ust|tva|iva|btw|mva|moms|alv)(?=\\s*:|\\s+\\d)`,
  `(?:taux|tasa|aliquota|tarief|steuersatz|(?:vat|tax)\\s+rate|mva\\s*sats|btw\\s*%)`,
  // headings of the VAT summary under the items ("Riepiloghi IVA e totali", "Desglose de IVA", "VAT summary")
  `riepilog\\p{L}*`,
  `(?:resumen|desglose)\\s+(?:de(?:l)?\\s+)?(?:iva|impuestos)`,
  `(?:resumo|quadro\\s+resumo)(?:\\s+(?:do\\s+|de\\s+)?iva)?`,
  `(?:vat|tax)\\s+(?:summary|analysis|breakdown)`,
  `btw[\\s-]*(?:specificatie|overzicht)`,
]);

/**
 * Carried-forward / brought-forward lines of a table continued over pages ("A riportare" / "Riporto", "Suma y sigue",
 * "Übertrag", "Transport", "Carried forward", "À reporter" / "Report"): the running sum of the items, not a subtotal
 * that ends the table.
 */
export const CARRIED_FORWARD = re([
  `(?:balance\\s+)?(?:carried|brought|carry|bring)\\s+(?:forward|over)`,
  `ubertrag`,
  `vortrag`,
  `a\\s+reporter`,
  `report`,
  `suma\\s+(?:y\\s+sigue|anterior)`,
  `a\\s+riportare`,
  `riporto`,
  `transport`,
  `te\\s+transporteren`,
  `a\\s+transportar`,
  `transporte`,
  `overfort`,
  `overfores`,
  `att\\s+overfora`,
]);

/** Words that tell the language of a document (folded). */
export const LANGUAGE_WORDS: Record<string, RegExp> = {
  en: re(['invoice', 'date', 'due', 'amount', 'quantity', 'description', 'total', 'bill', 'price', 'tax']),
  de: re(['rechnung', 'datum', 'menge', 'betrag', 'summe', 'netto', 'steuer', 'gesamt', 'lieferant', 'kunde', 'preis', 'bis']),
  fr: re(['facture', 'montant', 'quantite', 'designation', 'tva', 'echeance', 'client', 'prix', 'date', 'le', 'de']),
  es: re(['factura', 'fecha', 'importe', 'cantidad', 'iva', 'cliente', 'precio', 'vencimiento', 'el', 'de']),
  it: re(['fattura', 'data', 'importo', 'quantita', 'iva', 'totale', 'cliente', 'prezzo', 'scadenza', 'il', 'di']),
  nl: re(['factuur', 'datum', 'bedrag', 'aantal', 'btw', 'totaal', 'klant', 'prijs', 'het', 'van']),
  // "de" is as common in Portuguese as in Spanish and French: without it every Portuguese invoice reads as Spanish
  pt: re(['fatura', 'data', 'valor', 'quantidade', 'iva', 'cliente', 'preco', 'vencimento', 'da', 'do', 'de', 'dos', 'das', 'emissao', 'contribuinte']),
  no: re(['faktura', 'dato', 'belop', 'beløp', 'antall', 'mva', 'forfall', 'kunde', 'sum', 'og']),
  pl: re(['faktura', 'nabywca', 'sprzedawca', 'netto', 'brutto', 'razem', 'ilosc', 'cena']),
};

/** The language with most tell-tale words in the texts (null when none). */
export function detectLanguage(texts: Iterable<string>): string | null {
  const counts: Record<string, number> = {};
  for (const t of texts) {
    const f = foldKeep(t);
    for (const [lang, r] of Object.entries(LANGUAGE_WORDS)) {
      const g = new RegExp(r.source, 'gu');
      counts[lang] = (counts[lang] ?? 0) + (f.match(g)?.length ?? 0);
    }
  }
  let best: string | null = null;
  let n = 0;
  for (const [lang, c] of Object.entries(counts)) {
    if (c > n) {
      best = lang;
      n = c;
    }
  }
  return best;
}

// ---------------------------------------------------------------- VAT ids

/** Country prefix → pattern of the rest (after removing spaces, dots and dashes). */
const VAT_PATTERNS: Record<string, RegExp> = {
  AT: /^U\d{8}/,
  BE: /^[01]?\d{9}/,
  BG: /^\d{9,10}/,
  CH: /^E\d{9}(?:MWST|TVA|IVA)?/,
  CY: /^\d{8}[A-Z]/,
  CZ: /^\d{8,10}/,
  DE: /^\d{9}/,
  DK: /^\d{8}/,
  EE: /^\d{9}/,
  EL: /^\d{9}/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]/,
  FI: /^\d{8}/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}/,
  GB: /^(?:\d{12}|\d{9})/,
  HR: /^\d{11}/,
  HU: /^\d{8}/,
  IE: /^(?:\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])/,
  IT: /^\d{11}/,
  LT: /^(?:\d{12}|\d{9})/,
  LU: /^\d{8}/,
  LV: /^\d{11}/,
  MT: /^\d{8}/,
  NL: /^\d{9}B\d{2}/,
  NO: /^\d{9}(?:MVA)?/,
  PL: /^\d{10}/,
  PT: /^\d{9}/,
  RO: /^\d{2,10}/,
  SE: /^\d{10}01/,
  SI: /^\d{8}/,
  SK: /^\d{10}/,
};

export interface VatMatch {
  /** compact form, e.g. DE123456789 */
  value: string;
  index: number;
  length: number;
}

/**
 * VAT ids with a country prefix in a text ("DE 123 456 789", "FR 11 123 456 782", "NL810433941B01", "ATU12345678",
 * "CHE-123.456.789 MWST", "NO 123 456 789 MVA"). The id must end at a token boundary (an IBAN is not a VAT id).
 */
export function findVatIds(text: string): VatMatch[] {
  const out: VatMatch[] = [];
  const prefixes = Object.keys(VAT_PATTERNS).join('|');
  const cand = new RegExp(`(?<![A-Za-z0-9])(${prefixes})(?=[\\s.\\-]?[0-9A-Z])`, 'g');
  for (const m of text.matchAll(cand)) {
    const cc = m[1]!;
    const start = m.index!;
    // collect characters after the prefix: digits, capitals, spaces, dots, dashes (at most 24)
    let j = start + cc.length;
    let compact = '';
    const positions: number[] = [];
    while (j < text.length && compact.length < 20) {
      const c = text[j]!;
      if (/[0-9A-Z]/.test(c)) {
        compact += c;
        positions.push(j);
      } else if (!/[\s.\-\u00a0]/.test(c)) break;
      else if (/\s/.test(c) && /\s/.test(text[j + 1] ?? '')) break; // a wide gap ends the id
      j++;
    }
    const pm = VAT_PATTERNS[cc]!.exec(compact);
    if (!pm) continue;
    const body = pm[0];
    const next = compact[body.length];
    // boundary: the id may not continue with a digit (IBAN, phone) and must be followed by a non-alnum in the text
    if (next !== undefined && /[0-9]/.test(next)) continue;
    if (next !== undefined && /[A-Z]/.test(next)) {
      const endPos = positions[body.length - 1]!;
      if (endPos + 1 === positions[body.length]) continue; // glued letters
    }
    if (!/\d/.test(body)) continue;
    const endPos = positions[body.length - 1]!;
    out.push({ value: cc + body, index: start, length: endPos + 1 - start });
  }
  // Norwegian registrations printed without the country prefix: "991 723 145 MVA"
  for (const m of text.matchAll(/(?<![\dA-Za-z])(\d{3})\s?(\d{3})\s?(\d{3})\s?MVA(?![A-Za-z])/g)) {
    if (out.some((o) => m.index! >= o.index && m.index! < o.index + o.length)) continue;
    out.push({ value: `NO${m[1]}${m[2]}${m[3]}MVA`, index: m.index!, length: m[0].length });
  }
  return out;
}

/** Norwegian organisation number (9 digits): mod-11 check digit with weights 3 2 7 6 5 4 3 2. */
export function norwegianOrgNrOk(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const w = [3, 2, 7, 6, 5, 4, 3, 2];
  const sum = w.reduce((s, k, i) => s + k * Number(digits[i]), 0);
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && check === Number(digits[8]);
}

/** French VAT number body (11 digits: key + SIREN): the key is (12 + 3 × (SIREN mod 97)) mod 97. */
export function frenchVatKeyOk(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  return Number(digits.slice(0, 2)) === (12 + 3 * (Number(digits.slice(2)) % 97)) % 97;
}

/** Compact form of a VAT id for comparisons: upper case, letters and digits only. */
export function compactVatId(s: string): string {
  return s.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

// ---------------------------------------------------------------- line-item header concepts

export type ColumnConcept = 'position' | 'description' | 'quantity' | 'unit' | 'unitPrice' | 'taxRate' | 'amount';

const H = (parts: string[]) => re(parts);

const UNIT_PRICE_SPECIFIC = H([
  `unit\\s*price`,
  `unit\\s*cost`,
  `cost\\s*(?:per|/)\\s*\\p{L}*`,
  `price\\s*(?:per|/)\\s*\\p{L}*`,
  `einzelpreis`,
  `e-?preis`,
  `stuckpreis`,
  `preis\\s*/\\s*(?:einheit|stk|st)`,
  `preis\\s+je\\s+\\p{L}+`,
  `preis/`,
  `nettopreis`,
  `p\\.?\\s*u\\.?(?:\\s*h\\.?t\\.?)?`,
  `prix\\s+unit(?:aire)?(?:\\s+h\\.?t\\.?)?`,
  `precio\\s+unit(?:ario)?`,
  `p\\.\\s*unit(?:ario|\\.)?`,
  `prezzo\\s+unit(?:ario)?`,
  `prijs\\s+per\\s+\\p{L}+`,
  `stukprijs`,
  `eenheidsprijs`,
  `preco\\s+unit(?:ario)?`,
  `enhetspris`,
  `a-?pris`,
  `cena\\s+(?:jedn|netto)\\p{L}*`,
  `enhedspris`,
  `yksikkohinta`,
  `a-?hinta`,
  `unit\\s*cost`,
  `rate`,
  // Swiss German "Ansatz" (the rate per unit); "Unit €" / "Unit CHF": a unit heading carrying the currency is a price
  `ansatz`,
  `unit\\s*(?:[€$£]|eur|usd|gbp|chf)`,
]);
const TAX_RATE = H([
  `(?:vat|tax|ust|mwst|tva|iva|btw|mva|moms|steuer)\\s*(?:%|rate|satz|taux|sats)`,
  `(?:vat|tax|ust|mwst|tva|iva|btw|mva|moms|steuer)`,
  `steuersatz`,
  `taux(?:\\s+tva)?`,
  // Portuguese/Spanish/Italian/Dutch rate words: "Taxa", "Tasa", "Aliquota", "Btw-tarief"
  `(?:taxa|tasa|aliquota)(?:\\s+(?:de\\s+)?(?:iva|imposta))?`,
  `btw[\\s-]*tarief`,
  `stawka(?:\\s+vat)?`,
  `%\\s*(?:vat|ust|mwst|tva|iva|btw|mva)?`,
  `ust\\.?\\s*%`,
]);
const AMOUNT = H([
  // US "Ext. Price" / "Extended Price": quantity × price
  `ext(?:ended|\\.)?\\s*(?:price|amount|total|cost)`,
  `(?:line\\s*|net\\s*|total\\s*)?amount`,
  `line\\s*total`,
  `total(?:\\s+(?:net|h\\.?t\\.?|price|excl\\.?|incl\\.?\\s*\\p{L}*))?`,
  `sub-?total`,
  `\\p{L}*betrag`,
  `\\p{L}*wert`,
  `total(?:pris|bel.p|sum)`,
  `ext(?:ended|\\.)?\\s*(?:price|amount|total)`,
  `bel.b`,
  `belopp`,
  `summa`,
  `yhteensa`,
  `linjesum`,
  `bel.p(?:\\s+[a-z]{3})?`,
  `\\p{L}*bedrag`,
  `gesamt(?:preis|netto)?`,
  `summe`,
  `entgelt`,
  `montant(?:\\s+h\\.?t\\.?)?`,
  `importe`,
  `importo`,
  `totale`,
  `bedrag`,
  `totaal`,
  `valor(?:\\s+(?:total|liquido))?`,
  `bel.p`,
  `sum`,
  `wartosc(?:\\s+netto)?`,
  `\\p{L}+\\s+incl\\.?\\s*\\p{L}*`,
  // a bare "Net" column (UK: "Qty | Unit Price | Net | VAT | Gross"); "Net price" is a unit price
  `net(?!\\s*\\p{L})`,
]);
const PRICE = H([`(?:uur)?tarief`, `tarifa`, `tariffa`, `price`, `cost`, `preis`, `prix`, `precio`, `prezzo`, `prijs`, `preco`, `pris`, `cena`, `tarif`, `hinta`]);
const QUANTITY = H([
  `qty`,
  `quantity`,
  `quant\\.?`,
  `menge`,
  `anzahl`,
  `anz\\.?`,
  `qte`,
  `quantite`,
  `cantidad`,
  `cant\\.?`,
  `uds\\.?`,
  `unidades`,
  `quantita`,
  `q\\.?\\s*ta`,
  `aantal`,
  `quantidade`,
  `qtd\\.?`,
  `antall`,
  `mengde`,
  `antal`,
  `ant\\.?`,
  `ilosc`,
  `units`,
  `hours?`,
  `hrs\\.?`,
  `stunden`,
  `maara`,
  `kpl`,
  `uds\\.?`,
  `unidades`,
]);
const UNIT = H([
  `uom`,
  `u\\.?\\s*m\\.?`,
  `(?:mengen|meng\\.?)[\\s.-]*einheit`,
  `einheit`,
  `me`,
  `unite`,
  `unidad`,
  `unita`,
  `eenheid`,
  `unidade`,
  `unid\\.?`,
  `enhet`,
  `jm`,
  `jedn\\.?`,
  `yksikko`,
  `unit`,
]);
const DESCRIPTION = H([
  `description`,
  `desc\\.?`,
  `items?`,
  `article`,
  `products?`,
  `services?`,
  `details`,
  `particulars`,
  `(?:artikel)?bezeichnung`,
  `(?:artikel|leistungs)?beschreibung`,
  `artikel`,
  `leistung`,
  `produkt`,
  `text`,
  `designation`,
  `libelle`,
  `produit`,
  `descripcion`,
  `concepto`,
  `articulo`,
  `descrizione`,
  `articolo`,
  `prodotto`,
  `omschrijving`,
  `descricao`,
  `produto`,
  `artigo`,
  `(?:vare)?beskrivelse`,
  `beskrivning`,
  `benamning`,
  `kuvaus`,
  `nimike`,
  `varenavn`,
  `vare(?:tekst)?`,
  `tekst`,
  `nazwa(?:\\s+towaru)?`,
  `nom`,
]);
/** Discount columns ("Dto. %", "Sconto", "Rabatt %"): no concept of their own, and never a tax rate. */
const DISCOUNT = H([`desc\\.?\\s*%`, `discount`, `disc\\.?`, `rabatt`, `remise`, `descuento`, `dto\\.?`, `dcto\\.?`, `sconto`, `korting`, `desconto`, `rabat`]);
/** A whole header cell naming an article/item code column ("Item #", "Art.-Nr.", "SKU", "Código"): not the description. */
const CODE =
  /^(?:(?:item|art(?:ikel)?|article|product|part|prod)\.?[\s.-]*(?:#|no\.?|nr\.?|n[°º]\.?|number|code|nummer|num\.?)|artikelnummer|sku|(?:item|product|article)\s+code|code|codigo|codice(?:\s+art(?:icolo|\.))?|cod\.?(?:\s*art(?:icolo|\.)?)?|ref\.?|referencia|reference|referentie|artikelnr\.?|varenr\.?|varenummer)$/u;
const POSITION = H([`pos\\.?`, `position`, `#`, `nr\\.?`, `no\\.?`, `line`, `ligne`, `lp\\.?`, `linje`]);

/**
 * The concept of one header cell (folded before testing). Order matters: discounts (no concept), article-code
 * columns (position: their codes are not the description), specific unit-price names, tax rate, amounts, generic
 * prices, quantity, unit, description, position.
 */
export function headerConcept(text: string): ColumnConcept | null {
  const f = foldKeep(text).trim();
  if (!f) return null;
  if (DISCOUNT.test(f) && !PRICE.test(f)) return null;
  if (CODE.test(f)) return 'position';
  if (UNIT_PRICE_SPECIFIC.test(f) && !/\b(?:total|gesamt|totaal|incl)/.test(f)) return 'unitPrice';
  if (PRICE.test(f) && /(?:incl|total|gesamt|totaal|inkl)/.test(f)) return 'amount';
  if (TAX_RATE.test(f) && !/(?:amount|betrag|bedrag|bel.p|montant|importe|importo|valor|summe)/.test(f)) return 'taxRate';
  if (AMOUNT.test(f)) return 'amount';
  if (PRICE.test(f)) return 'unitPrice';
  if (QUANTITY.test(f)) return 'quantity';
  if (UNIT.test(f)) return 'unit';
  if (DESCRIPTION.test(f)) return 'description';
  if (POSITION.test(f)) return 'position';
  return null;
}
