/** French invoice vocabulary (France, Belgium, Switzerland, Luxembourg). Conventions: lexicon/types.ts. */
import type { Lexicon } from './types.js';

export const fr: Lexicon = {
  code: 'fr',
  name: 'French',
  units: { H87: ['piece', 'pieces', 'pce', 'pcs'], C62: ['u', 'unite', 'unites'], HUR: ['heure', 'heures', 'hr'], MIN: ['mn'], DAY: ['j', 'jour', 'jours'], WEE: ['sem', 'semaine', 'semaines'], MON: ['mois'], ANN: ['an', 'ans', 'annee', 'annees'], TNE: ['tonne', 'tonnes'], MTR: ['ml', 'metre', 'metres'], LTR: ['litre', 'litres'], LS: ['forfait', 'forfaitaire'], SET: ['jeu', 'jeux'], PR: ['paire', 'paires'], XBX: ['carton', 'cartons', 'boite', 'boites'], XRO: ['rouleau', 'rouleaux'], XPL: ['palette', 'palettes'] },
  languageWords: ['facture', 'montant', 'quantite', 'designation', 'tva', 'echeance', 'client', 'prix', 'date', 'le', 'de'],
  months: [
    'janvier|janv', 'février|fevr|févr|fév|fev', 'mars', 'avril|avr', 'mai', 'juin', 'juillet|juil', 'août|aou|aout',
    'septembre', 'octobre', 'novembre', 'décembre|déc',
  ],
  dateWords: [`date`],
  labels: {
    number: [
      `(?:facture|avoir)\\s*(?:n\\.?[°º]?|numero|num|no)\\.?`,
      `(?:n\\.?[°º]|numero|num\\.?)\\s*(?:de\\s+)?(?:la\\s+)?(?:facture|avoir)`,
      { re: `facture\\s+d['’]\\s*avoir|note\\s+de\\s+credit|facture|avoir`, weak: true },
      // a bare "Numero" heading a value, only at the start of its text ("ALV-numero", "Numero de TVA" are others')
      { re: `(?<![\\s\\S])numero(?!\\s*(?:de|di|do|da)\\b)`, weak: true },
    ],
    issueDate: [
      `date\\s+(?:de\\s+(?:la\\s+)?)?facture`,
      `date\\s+d'emission`,
      `date\\s+de\\s+facturation`,
      // issued at a place on a date, a receipt's or a letter's own: "Émis à Paris, le 03/12/2024", "Fait à Lyon le …"
      `(?:emise?|etablie?|faite?)\\s+a\\s+\\p{L}[\\p{L}' -]{1,40}?,?\\s+le`,
      // the letter date after the place: "Issy les Moulineaux, le 31 octobre 2017"
      { re: `\\p{L}+,\\s*le`, weak: true },
    ],
    dueDate: [
      `(?:facture\\s+)?a\\s+regler\\s+(?:avant\\s+)?le`,
      `payable\\s+(?:avant\\s+le|au\\s+plus\\s+tard\\s+le)`,
      // the Swiss wording: "Payable jusqu'au: 13.06.2025"
      `payable\\s+jusqu'(?:au|a)`,
      `date\\s+d'echeance`,
      `echeance`,
      `date\\s+limite(?:\\s+de\\s+(?:paiement|reglement))?`,
      `date\\s+de\\s+(?:paiement|reglement)`,
      `a\\s+payer\\s+avant\\s+le`,
      // a direct debit's date ("Prélevé le 13/08/2026", "Montant prélevé le 16 novembre 2026")
      `preleve\\s+le`,
    ],
    due: [
      `net\\s+a\\s+payer`,
      `montant\\s+(?:du|a\\s+payer)`,
      `reste\\s+a\\s+payer`,
      `reste\\s+du`,
      `montant\\s+a\\s+regler`,
      `solde\\s+(?:du|a\\s+payer)`,
      // a direct debit's amount ("Montant preleve le …", "Montant preleve pour cette facture")
      `montant\\s+preleve`,
    ],
    net: [
      `montant\\s+total\\s+h\\.?\\s*t\\.?`,
      `total\\s+net\\s+h\\.?\\s*t\\.?`,
      `total\\s+h\\.?\\s*t\\.?`,
      `montant\\s+h\\.?\\s*t\\.?`,
      `sous-?\\s*total`,
      `base\\s+h\\.?\\s*t\\.?`,
      // (one word between: "Total facture hors TVA", "Total électricité hors TVA")
      `total\\s+(?:\\p{L}+\\s+)?hors\\s+(?:taxes?|tva)`,
      // "Montant hors TVA soumis a TVA a 20 %": the base of a rate, not its tax
      `montant\\s+hors\\s+(?:tva|taxes?)`,
    ],
    tax: [
      `(?:total\\s+|montant\\s+)?tva(?!\\s*(?:intra|n[°º]|numero))`,
      // Canada: the federal goods and services tax, the harmonized and the Quebec sales tax ("TPS 5 %", "TVQ 9,975 %")
      `(?:total\\s+|montant\\s+)?(?:tps|tvh|tvq)(?!\\s*(?:n[°º]|numero))`,
      // the VAT a VAT-inclusive total contains ("darin enthalten", "of which", "dont", …)
      `dont\\s+tva`,
      `tva\\s+incluse`,
      // the VAT column of a breakdown by rate ("Sous-total TVA")
      `sous[\\s-]?total\\s+(?:de\\s+la\\s+)?tva`,
    ],
    gross: [
      `total\\s+t\\.?\\s*t\\.?\\s*c\\.?`,
      `montant\\s+total\\s+t\\.?\\s*t\\.?\\s*c\\.?`,
      `montant\\s+t\\.?\\s*t\\.?\\s*c\\.?`,
      `total\\s+toutes\\s+taxes(?:\\s+comprises)?`,
    ],
    vatId: [
      `(?:n[°º]?\\s*)?tva(?:\\s+intra-?\\s*com\\p{L}*)?`,
      `n[°º]?\\s*(?:de\\s+)?tva(?:\\s+intracommunautaire)?`,
    ],
    prepaid: [`(?:montant\\s+de\\s+l')?acompte(?:s)?(?:\\s+(?:verse|recu))?`, `deja\\s+(?:paye|regle|verse)`],
    withholding: [`(?:moins\\s+)?retenue\\s+(?:a\\s+la\\s+source|d'impot)`, `impot\\s+retenu(?:\\s+a\\s+la\\s+source)?`],
    seller: [
      // "Émis par :" beside the sender's name (a label on the name's line)
      `emis\\s+par`,
      `vendu\\s+par`, `vendeur`, `fournisseur`, `emetteur`, `prestataire`, `expediteur`,
      // "De :" over the sender's block, only with its colon (the bare word is a preposition and a name particle)
      `de(?=\\s*:)`,
      // rent invoices: the landlord
      `bailleur`,
      // a heading over the seller's details
      `coordonnees\\s+du\\s+(?:fournisseur|vendeur|prestataire)`,
    ],
    buyer: [
      // "Pour :" and "Adressé à :" beside the addressee's name, only with the colon
      `pour(?=\\s*:)`, `adresse\\s+a(?=\\s*:)`,
      `acheteur`, `destinataire`, `adresse\\s+(?:du\\s+client|de\\s+facturation)`, `facture\\s+a`,
      // "À :" over the addressee, only with its colon
      `a(?=\\s*:)`,
      // rent invoices: the tenant
      `locataire`,
    ],
  },
  totalWords: [`total`, `montant\\s+total`],
  inclusive: [`ttc`, `avec`],
  exclusive: [`hors`, `sans`, `exclue?s?`, `non\\s+comprise?s?`],
  particles: [`de`, `des`, `du`],
  taxWords: [`tva`, `tps`, `tvh`, `tvq`],
  amountNouns: [`montant`],
  perUnit: [`par`],
  pageWords: [`page`, `p`],
  copulas: [`est`, `s'eleve\\s+a`],
  numberWords: [`no`, `n[°º]`, `num`],
  tableStop: [
    `sous-?\\s*total`, `total\\s+h\\.?t`, `montant\\s+(?:total|h\\.?t)`, `detail\\s+tva`, `net\\s+a\\s+payer`, `taux`,
  ],
  carriedForward: [`a\\s+reporter`, `report`],
  columns: {
    unitPrice: [`p\\.?\\s*u\\.?(?:\\s*h\\.?t\\.?)?`, `prix\\s+unit(?:aire)?(?:\\s+h\\.?t\\.?)?`],
    price: [`prix`, `tarif`],
    taxRate: [`tva\\s*(?:%|taux)`, `tva`, `taux(?:\\s+tva)?`],
    amount: [`montant(?:\\s+h\\.?t\\.?)?`, `total(?:\\s+ligne)?(?:\\s+h\\.?t\\.?)?`],
    quantity: [`qte`, `quantite`, `nombre`, `(?:qte|quantite)\\.?\\s+(?:livree|liv\\.?)`, `livree?s?`],
    unit: [`unite`, `u\\.`],
    description: [`designation`, `libelle`, `produit`, `article`, `nom`, `prestation`, `intitule`, `titre`],
    discount: [`remise`, `rem(?:\\.|\\.?\\s*%)`],
    position: [`ligne`],
    dateColumn: [`date`, `date\\s+de\\s+livraison`, `date\\s+de\\s+prestation`, `periode`, `periode\\s+de\\s+(?:prestation|facturation)`, `du\\s*-?\\s*au`, `livre\\s+le`],
    code: [`reference`],
    amountNoun: [`montant`],
    grossMarker: [`ttc`],
  },
  allowances: [`remise`, `escompte`, `frais`],
  precedingInvoice: { before: [`concerne(?:\\s+la)?`, `relative\\s+a\\s+la`, `se\\s+rapportant\\s+a\\s+la`, `avoir\\s+sur(?:\\s+la)?`, `annule(?:\\s+et\\s+remplace)?(?:\\s+la)?`, `rectifiant\\s+la`, `en\\s+reference\\s+a\\s+la`], after: [`d['’]\\s*origine`, `initiale`, `rectifiee`, `annulee`, `corrigee`, `concernee`] },
  otherDocuments: [`commande`, `livraison`],
  otherEventNouns: [`livraison`, `commande`, `echeance`],
  taxRateWords: [`taux`, `base`],
  rounding: [`arrondi\\p{L}*`],
  parties: {
    salutations: [`monsieur`, `madame`, `mademoiselle`, `m\\.`, `mme\\.?`, `mlle\\.?`, `monsieur\\s+(?:et|ou)\\s+madame`],
    // a letter's greeting opening the addressee's name line
    greetings: [`chere?s?`, `tres\\s+chere?s?`],
    // the contact person's label ("Kontaktperson  Rossi"): its value is a person, no party
    contactPerson: [`interlocuteur`, `dossier\\s+suivi\\s+par`],
    legalForms: [`sarl`, `s\\.a\\.r\\.l\\.`, `sas`, `sasu`, `sa`, `s\\.a\\.`, `eurl`, `sci`, `snc`, `scop`, `selarl`, `sca`],
    streets: [`rue`, `avenue`, `av\\.`, `bd`, `boulevard`, `chemin`, `allee`, `place`, `impasse`, `route`, `quai`, `cours`, `zi`, `za`, `bp`, `cedex`, `lieu-dit`],
    nameKeys: [`raison\\s+sociale`, `nom`, `denomination`],
    addressKeys: [`adresse`],
    addressWords: [`adresse`, `livraison`],
    attention: [`a\\s+l'attention`],
    contactPrefixes: [`telephone`],
    payee: [`beneficiaire`],
    departments: [`service`, `departement`, `direction`],
    accountHolder: [`titulaire(?:\\s+du\\s+compte)?`, `beneficiaire`],
    payer: [`donneur\\s+d'ordre`, `payeur`],
    delivery: [`livraison`, `livr(?:er|e|ee)\\s+a`],
    references: [`commande`, `forfait`, `contrat`],
    otherHeadings: [`identifiant`, `representant`, `paiement`, `remarque`],
    // (and a keeping notice, like a copy mark: "Document à conserver 5 ans")
    titles: [`facture`, `avoir`, `note\\s+de\\s+credit`, `copie`, `document\\s+a\\s+conserver`],
    registration: [`registre\\s+du\\s+commerce`, `rcs`, `siren`, `siret`, `tva`],
    buyerOwner: [`client`, `acheteur`, `votre`, `destinataire`],
    sellerOwner: [`notre`, `fournisseur`, `vendeur`],
    footerRegistration: [`capital`, `r\\.?\\s?c\\.?\\s?s`, `siren`, `siret`, `gerant`],
  },
  currency: {
    labels: [`devise`, `montants\\s+en`],
    secondLabels: [`devise\\s+(?:de\\s+(?:la\\s+)?|d['’]\\s*)?(?:tva|comptabilisation(?:\\s+de\\s+la\\s+tva)?)`],
    statements: [`tous\\s+les\\s+montants\\s+sont\\s+en`],
    names: [[`dollars?\\s+americains?`, 'USD'], [`francs?\\s+suisses?`, 'CHF']],
  },
  paymentTerms: {
    means: [`virement(?:\\s+bancaire)?`, `prelevement`, `cheque`, `especes`, `carte\\s+bancaire`, `carte`],
    deadline: [`pai(?:e|ement)\\p{L}*`, `pay\\p{L}*`, `regl\\p{L}*`, `echeance`, `virement`],
    words: [`paiement`, `reglement`, `a\\s+regler`],
    dayUnits: [`jours?`],
    discount: [`escompte`],
    net: [`sans\\s+escompte`],
    endOfMonth: [`fin\\s+de\\s+mois`],
    bareLabels: ['conditions'],
  },
  // payment and reference labels, charge/allowance lines (payment.ts, #14): plain phrases, see types.ts
  payment: {
    sellerOrder: ['notre reference', 'notre ref', 'nos references', 'notre commande', 'notre numero de commande'],
    terms: [
      'conditions de paiement', 'conditions de reglement', 'modalites de paiement', 'condition de paiement',
      'conditions de payement', 'echeance et mode de paiement',
    ],
    buyerOrder: ['bon de commande', 'votre commande', 'votre bon de commande'],
    order: [
      'n de commande', 'no de commande', 'numero de commande', 'reference commande', 'ref commande', 'commande n',
      'commande',
    ],
    yourReference: ['votre reference', 'votre ref', 'vos references'],
    buyerReference: [
      'reference acheteur service executant', 'reference acheteur',
      'numero client', 'n client', 'no client', 'code client', 'reference client', 'ref client', 'client n',
      'votre reference', 'votre ref',
    ],
    reference: ['reference de paiement', 'reference du paiement'],
    deliveryDate: ['date de livraison', 'livraison le', 'date de la prestation'],
    servicePeriod: ['periode de facturation', 'periode de prestation', 'periode'],
  },
  charges: {
    charge: [
      'frais de port', 'frais de livraison', 'frais d envoi', 'port', 'emballage', 'frais de transport',
      "frais d'envoi", 'transport',
    ],
    allowance: ['remise', 'rabais', 'ristourne', 'promotion', 'promotions'],
  },
};
