/** Italian invoice vocabulary. Conventions: lexicon/types.ts. */
import type { Lexicon } from './types.js';

export const it: Lexicon = {
  code: 'it',
  vatCountry: 'IT',
  name: 'Italian',
  units: { H87: ['pz', 'pzz', 'pezzi', 'pezzo', 'nr', 'n'], HUR: ['ora', 'ore'], DAY: ['giorno', 'giorni', 'gg'], WEE: ['settimana', 'settimane'], MON: ['mese', 'mesi'], ANN: ['anno', 'anni'], MTR: ['mt', 'ml', 'metro', 'metri'], LTR: ['lt', 'litro', 'litri'], LS: ['a corpo', 'forfait'], PR: ['paio', 'paia'], XBX: ['scatola', 'scatole', 'cartone', 'cartoni'], XRO: ['rotolo', 'rotoli'], XPL: ['bancale', 'bancali'] },
  languageWords: ['fattura', 'data', 'importo', 'quantita', 'iva', 'totale', 'cliente', 'prezzo', 'scadenza', 'il', 'di'],
  months: [
    'gennaio|gen', 'febbraio|febb', 'marzo', 'aprile', 'maggio|mag', 'giugno|giu', 'luglio|lug', 'agosto', 'settembre|sett',
    'ottobre|ott', 'novembre', 'dicembre',
  ],
  dateWords: [`data`],
  labels: {
    number: [
      `fattura\\s*(?:n\\.?[°º]?|numero|num|nr|no)\\.?`,
      `(?:n\\.?[°º]|numero|num\\.?|nr\\.?)\\s*(?:di\\s+|della\\s+)?fattura`,
      `(?:numero|n\\.?[°º]?)\\s*(?:di\\s+)?documento`,
      { re: `fattura\\s+(?:differita|accompagnatoria|immediata|elettronica)|nota\\s+(?:di\\s+)?credito`, weak: true },
      { re: `fattura`, weak: true },
      // a bare "Numero" heading a value, only at the start of its text ("ALV-numero", "Numero de TVA" are others')
      { re: `(?<![\\s\\S])numero(?!\\s*(?:de|di|do|da)\\b)`, weak: true },
    ],
    issueDate: [
      `data\\s+(?:della\\s+|di\\s+)?fattura`,
      `data\\s+(?:di\\s+)?emissione`,
      `data\\s+(?:del\\s+)?doc(?:umento|\\.)?`,
      { re: `data`, weak: true },
    ],
    dueDate: [`da\\s+pagare\\s+entro\\s+il`, `(?:data\\s+(?:di\\s+)?)?scadenza`, `data\\s+limite(?:\\s+(?:di\\s+)?pagamento)?`, `scad\\.`, `da\\s+pagare\\s+entro`],
    due: [`(?:totale\\s+|importo\\s+|netto\\s+)?da\\s+pagare`, `netto\\s+a\\s+pagare`, `residuo(?:\\s+da\\s+pagare)?`],
    net: [`(?:totale\\s+)?imponibile`, `subtotale`, `totale\\s+netto`, `totale\\s+merc[ei]`],
    tax: [
      `(?:totale\\s+)?imposta`,
      // the VAT a VAT-inclusive total contains ("darin enthalten", "of which", "dont", …)
      `di\\s+cui\\s+iva`,
      `iva\\s+inclusa`,
      // the VAT column of a breakdown by rate ("Subtotale IVA" beside "Prezzo Totale (IVA esclusa)")
      `(?:sub)?totale\\s+iva`,
    ],
    gross: [`totale(?:\\s+(?:fattura|documento|ivato))?`, `importo\\s+totale`],
    vatId: [
      // "P.IVA e C.F.", "P.IVA/C.F.": one number for both
      `p\\.?\\s*iva(?:\\s*(?:e|/)\\s*c\\.?\\s*f\\.?)?`,
      `partita\\s+iva`,
      `cod(?:ice)?\\.?\\s*iva`,
    ],
    prepaid: [`acconto`, `gia\\s+pagato`, `anticipo`],
    withholding: [`ritenut[ae]\\s+(?:d\\W?\\s*acconto|alla\\s+fonte|irpef|fiscale|enasarco)`, `ritenut[ae]`],
    seller: [`emess[ao]\\s+da`, `venduto\\s+da`, `venditore`, `fornitore`, `cedente(?:\\s*/\\s*prestatore)?`, `mittente`, `da(?=\\s*:)`, `locatore`, `dati\\s+del\\s+(?:fornitore|venditore|cedente)`],
    buyer: [
      // "A:" beside the addressee's name, only with its colon; "Intestata a:"
      `a(?=\\s*:)`, `intestat[oa]\\s+a`, `fatturat[oa]\\s+a`,
      `indirizzo\\s+di\\s+fatturazione`, `acquirente`, `intestatario`, `fatturare\\s+a`,
      `cessionario(?:\\s*/\\s*committente)?`,
      // salutations over the addressee: "Spett.le", "Spett.li"
      `spett(?:\\.?\\s*(?:le|li)|abile)`,
      `committente`,
      `dati\\s+(?:del\\s+)?cliente`,
      // rent invoices: the tenant
      `conduttore`,
      // hotel folios: the guest
      `ospite`,
    ],
  },
  totalWords: [`totale`, `importo\\s+totale`],
  inclusive: [`con`],
  exclusive: [`senza`, `esclus[aeio]`, `escl`],
  taxWords: [`iva`],
  amountNouns: [`importo`],
  perUnit: [`per`, `al`],
  pageWords: [`pag`, `pagina`, `foglio`],
  copulas: [`e`, `ammonta\\s+a`],
  numberWords: [`nr`, `n[°º]`, `num`],
  tableStop: [`totale`, `imponibile`, `aliquota`, `riepilog\\p{L}*`],
  carriedForward: [`(?:a|da)\\s+riportare`, `riporto`],
  columns: {
    unitPrice: [`(?:prezzo|pr|p)\\.?\\s*unit(?:ario)?`],
    price: [`prezzo`, `tariffa`],
    taxRate: [`iva`, `aliquota(?:\\s+(?:iva|imposta))?`, `aliq\\.?(?:\\s+iva)?`],
    amount: [`importo`, `totale`, `imponibile`, `valore`],
    quantity: [`quantita`, `q\\.?\\s*ta`, `(?:q\\.?\\s*ta|quantita)\\.?\\s+(?:consegnata|evasa|spedita)`, `consegnat[oaie]`, `evas[oaie]`],
    unit: [`unita`],
    description: [`descrizione`, `articolo`, `prodotto`, `titolo`],
    discount: [`sconto`, `sc(?:\\.|\\.?\\s*%)`],
    position: [`riga`],
    dateColumn: [`data`, `data\\s+(?:di\\s+)?consegna`, `periodo`, `periodo\\s+di\\s+(?:riferimento|fatturazione|competenza)`, `competenza`, `data\\s+ddt`],
    code: [`codice(?:\\s+art(?:icolo|\\.))?`, `cod\\.?(?:\\s*art(?:icolo|\\.)?)?`],
    amountNoun: [`importo`],
    grossMarker: [`ivato`, `con\\s+iva`],
  },
  allowances: [`sconto`, `maggiorazione`],
  precedingInvoice: { before: [`storno(?:\\s+(?:della|alla))?`, `a\\s+storno\\s+della`, `riferita\\s+alla`, `relativa\\s+alla`, `rettifica\\s+della`, `nota\\s+di\\s+credito\\s+su(?:lla)?`], after: [`di\\s+riferimento`, `originale`, `stornata`, `rettificata`, `collegata`] },
  otherDocuments: [`ordine`, `consegna`],
  otherEventNouns: [`scadenza`],
  taxRateWords: [`aliquota`],
  rounding: [`arrotondament\\p{L}*`],
  parties: {
    // a letter's greeting opening the addressee's name line
    greetings: [`gentil(?:e|issim[oa])`, `egregi[oa]`],
    // the contact person's label ("Kontaktperson  Rossi"): its value is a person, no party
    contactPerson: [`referente`, `incaricato`],
    titles: [`fattura`, `nota\\s+(?:di\\s+)?credito`],
    legalForms: [
      `s\\.?r\\.?l\\.?s\\.?`, `s\\.?r\\.?l\\.?`, `s\\.?p\\.?a\\.?`, `s\\.n\\.c\\.`, `snc`, `s\\.a\\.s\\.`,
      // the Swiss limited company (società a garanzia limitata: "Tipografia Ronco Sagl")
      `sagl`,
    ],
    streets: [`via`, `viale`, `piazza`, `p\\.zza`, `corso`, `largo`, `vicolo`, `strada`, `localita`, `loc\\.`, `casella postale`],
    nameKeys: [`nome`, `ragione\\s+sociale`, `denominazione`],
    addressKeys: [`indirizzo`],
    addressWords: [`indirizzo`],
    contactPrefixes: [`telefono`, `cellulare`],
    attention: [`all'attenzione`],
    payee: [`beneficiario`],
    departments: [`ufficio`, `reparto`, `divisione`, `dipartimento`],
    accountHolder: [`intestatario\\s+(?:del\\s+)?conto`, `beneficiario`],
    payer: [`ordinante`, `pagatore`],
    delivery: [`consegna`, `destinazione`],
    references: [`ordine`],
    otherHeadings: [`pagamento`],
    decor: [`pagina`],
    registration: [`p\\.?\\s*iva`],
    buyerOwner: [`cliente`, `vostra`, `acquirente`, `committente`, `destinatario`],
    sellerOwner: [`nostra`, `cedente`, `prestatore`],
    footerRegistration: [`registro`, `rea`],
  },
  currency: { labels: [`divisa`, `valuta`] },
  paymentTerms: {
    means: [`bonifico(?:\\s+bancario)?`, `contanti`, `carta\\s+di\\s+credito`, `assegno`, `ri\\.?ba\\.?`, `rid`],
    deadline: [`pag\\p{L}*`, `versa\\p{L}*`, `bonifico`, `scadenza`, `saldare`],
    words: [`pagamento`, `pagabile`],
    dayUnits: [`giorni`, `gg`],
    discount: [`sconto`],
    endOfMonth: [`fine\\s+mese`],
    bareLabels: ['condizioni'],
  },
  // payment and reference labels, charge/allowance lines (payment.ts, #14): plain phrases, see types.ts
  payment: {
    sellerOrder: ['ns rif', 'ns riferimento', 'nostro riferimento', 'nostro ordine', 'ns ordine'],
    terms: [
      'condizioni di pagamento', 'termini di pagamento', 'modalita di pagamento', 'modalita pagamento',
      'condizioni pagamento', 'termini pagamento',
    ],
    buyerOrder: [
      'ordine di acquisto', 'vs ordine', 'vostro ordine', 'ordine cliente', "ordine d'acquisto", 'rif ordine cliente',
      'vs ordine n',
    ],
    order: ['n ordine', 'numero ordine', 'ordine'],
    yourReference: ['vostro riferimento', 'vs riferimento', 'vs rif', 'vostro rif'],
    buyerReference: [
      'cod cliente', 'codice cliente', 'vs riferimento', 'numero cliente', 'cliente n', 'n cliente', 'cod cli',
    ],
    reference: [
      'riferimento pagamento', 'causale', 'causale di pagamento', 'causale del pagamento', 'causale versamento',
    ],
    deliveryDate: ['data di consegna', 'data consegna', 'data di spedizione', 'data spedizione'],
    servicePeriod: ['periodo di fatturazione', 'periodo', 'periodo di riferimento', 'periodo di competenza'],
  },
  charges: {
    charge: [
      'spese di spedizione', 'spedizione', 'trasporto', 'spese di trasporto', 'spese trasporto', 'spese spedizione',
      'imballo', 'spese di imballo', 'porto', 'costi di spedizione', 'costi spedizione', 'spese di consegna',
      // a professional's pension contribution charged to the client, part of the VAT base (rivalsa INPS, the 4 %
      // contributo integrativo of a cassa di previdenza)
      'rivalsa inps', 'rivalsa', 'contributo integrativo', 'cassa previdenza', 'cassa di previdenza', 'contributo previdenziale',
      'contributo inps', 'contributo cassa',
    ],
    allowance: ['sconto', 'abbuono', 'promozione', 'promozioni'],
  },
};
