/** English invoice vocabulary (also the international words most layouts use). Conventions: lexicon/types.ts. */
import type { Lexicon } from './types.js';

export const en: Lexicon = {
  code: 'en',
  name: 'English',
  units: { H87: ['pcs', 'pc', 'piece', 'pieces', 'pce'], C62: ['x', 'unit', 'units', 'ea', 'each'], HUR: ['hr', 'hrs', 'hour', 'hours'], MIN: ['mins', 'minute', 'minutes'], DAY: ['day', 'days'], WEE: ['wk', 'wks', 'week', 'weeks'], MON: ['mo', 'mth', 'mths', 'month', 'months'], ANN: ['yr', 'yrs', 'year', 'years'], KGM: ['kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramme'], GRM: ['gram', 'grams', 'gramme'], TNE: ['ton', 'tons', 'tonne', 'tonnes'], MTR: ['meter', 'meters', 'metre', 'metres'], MTK: ['sqm', 'sq m'], MTQ: ['cbm'], LTR: ['ltr', 'liter', 'liters', 'litre', 'litres'], LS: ['ls', 'lump sum', 'lumpsum', 'flat'], SET: ['set', 'sets'], PR: ['pr', 'pair', 'pairs'], XBX: ['box', 'boxes', 'carton', 'cartons', 'ctn'], XPK: ['pack', 'packs', 'pkg', 'package', 'packages', 'pck'], XRO: ['roll', 'rolls'], XPL: ['pallet', 'pallets', 'plt'] },
  languageWords: ['invoice', 'date', 'due', 'amount', 'quantity', 'description', 'total', 'bill', 'price', 'tax'],
  months: [
    'january|jan', 'february|feb', 'march|mar', 'april|apr', 'may', 'june|jun', 'july|jul', 'august|aug',
    'september|sep|sept', 'october|oct', 'november|nov', 'december|dec',
  ],
  dateWords: [`date`],
  labels: {
    number: [
      `invoice\\s*(?:number|no|nr|num|n[°º]|id|#)\\.?`,
      `inv\\.?\\s*(?:no|#)\\.?`,
      `bill\\s*(?:no|number|id|#)\\.?`,
      `credit\\s*note\\s*(?:number|no|#)\\.?`,
      `document\\s*(?:number|no)\\.?`,
      `invoice\\s+ref(?:erence)?\\.?`,
      `receipt\\s*(?:number|no|#)\\.?`,
      // "Serial No. 00667/BIG" over an invoice's date (invoicing libraries): weak — a table's "Serial No." is a position
      { re: `serial\\s*(?:number|no)\\.?`, weak: true },
      // a bare document title followed by its number ("INVOICE I/00000", "Invoice INV/2023/03/0008"): weak
      { re: `invoice|credit\\s+(?:note|memo(?:randum)?|invoice)`, weak: true },
      // the title of a bill an accounting package prints for a purchase ("Vendor Bill VB/2026/0117"): weak, as above
      { re: `(?:vendor|supplier)\\s+bill`, weak: true },
      // a bare "Reference" opening its text (a row of details headed "Reference | Issue date | …"): weakest — where a
      // title prints the number, "Reference" is the customer's
      { re: `(?<![\\s\\S])reference(?!\\s*(?:no|number)\\b)`, weak: true },
      // "Ref no: #A-1001" opening its text in the details beside the title (invoicing libraries): weak, as above
      { re: `(?<![\\s\\S])ref\\.?\\s*(?:no|#)\\.?`, weak: true },
    ],
    issueDate: [
      `invoice\\s*date`,
      `date\\s+of\\s+(?:issue|invoice)`,
      `issue\\s*date`,
      `date\\s+issued`,
      `dated`,
      `billing\\s+date`,
      `invoice\\s+(?:no\\.?|#|number)\\s*\\S+\\s+(?:issued\\s+(?:at|on)|dated|of)`,
      { re: `date`, weak: true },
    ],
    dueDate: [
      `(?:payment\\s+)?due\\s*date`,
      `date\\s+due`,
      // "Deadline:" opening its text, or "Payment deadline" ("Delivery deadline" is no due date)
      `payment\\s+deadline`, `(?<![\\s\\S])deadline`,
      `payment\\s+due(?:\\s+(?:date|on|by))?`,
      `due\\s+(?:on|by)`,
      `pay(?:able)?\\s+by`,
      `please\\s+pay\\s+(?:by|before|until|no\\s+later\\s+than)`,
      `(?:please\\s+)?remit\\s+(?:by|before|until|no\\s+later\\s+than)`,
      // "Please transfer the amount by 06/09/2026" (a sentence naming what is paid before its date)
      `(?:please\\s+)?(?:transfer|pay|remit|settle)\\s+[^.;]{0,40}?\\s(?:by|before|until|no\\s+later\\s+than)`,
      `will\\s+be\\s+debited\\s+(?:from\\s+your\\s+account\\s+)?on`,
      // a bare "Due:" (weakest: "Amount due" is an amount label, and its value is no date)
      { re: `due`, weak: true },
    ],
    due: [
      `(?:total\\s+)?amount\\s+due`,
      `balance\\s+due`,
      `total\\s+due`,
      // "Payment due: USD 0.00" (a receipt's amount still to pay; with a date after it, the due-date label)
      `payment\\s+due`,
      `amount\\s+payable`,
      `due\\s+payable`,
      `(?:total\\s+|amount\\s+)to\\s+(?:pay|be\\s+paid)`,
      `payable\\s+amount`,
      `due\\s+amount`,
      `please\\s+pay`,
      `amount\\s+to\\s+(?:be\\s+)?pa(?:y|id)`,
      // (not the terms' "balance at 30 days", "balance within 14 days"; "Balance after payments" stays a label)
      `balance(?!\\s+(?:brought|carried|at|within)(?![\\p{L}]))`,
      // "Residual 1,453.76": what is left to pay after the payments listed above it
      `residual(?:\\s+amount)?`,
      // a bare "To be paid" (a bilingual layout's gloss: "Celkem k úhradě (to be paid):")
      `to\\s+be\\s+paid`,
    ],
    net: [
      `sub-?\\s*total`,
      `net\\.?\\s+(?:amount|total|value)`,
      `total\\s+(?:net|excl\\.?(?:uding)?\\s*(?:vat|tax)|before\\s+tax|ex\\.?\\s*vat|without\\s+vat)`,
      `amount\\s+(?:excl\\.?|excluding|before)\\s*(?:vat|tax)?`,
      `taxable\\s+(?:amount|value)`,
      // "Goods total", "Services total", "Total goods": the items' sum before tax
      `(?:goods|services|items|merchandise)\\s+total`,
      `total\\s+(?:goods|services|items)`,
      `%?\\s*base\\s+amount`,
      `total\\s+excl\\.?`,
      // a bare column head of a VAT breakdown ("Rate | Net | VAT | Gross")
      { re: `net`, columnHead: true },
    ],
    tax: [
      `(?:total\\s+)?(?:vat|tax(?:es)?|sales\\s+tax|(?:c|s|i|ut)?gst|hst|pst|qst)(?:\\s+(?:amount|total|(?:in\\s+)?local\\s+curr(?:ency|\\.)?))?(?!\\s*(?:id|no|nr|number|reg|#|invoice))`,
      `total\\s+tax`,
      // Canada's sales taxes with full stops or spelled out ("H.S.T.", "G.S.T.", "Harmonized Sales Tax"), a utility
      // bill's tax line (maybe with the registration in brackets after it: "H.S.T. (Registration # …)")
      `(?:h|g|q|p)\\.\\s?s\\.\\s?t\\.?`,
      `(?:harmoni[sz]ed|goods\\s+and\\s+services|provincial|quebec)\\s+sales\\s+tax`,
      // the VAT a VAT-inclusive total contains ("darin enthalten", "of which", "dont", …)
      `(?:includes|including|incl\\.?|of\\s+which)\\s+(?:vat|tax)`,
      `(?:vat|tax)\\s+(?:[\\d.,]+\\s*%\\s*)?included`,
    ],
    gross: [
      `(?:grand\\s+)?total(?:\\s+(?:amount|price|incl\\.?(?:uding)?(?:\\s+(?:vat|tax))?|gross|with\\s+(?:vat|tax|gst)|for\\s+this\\s+invoice|invoice\\s+amount))?`,
      `invoice\\s+(?:total|amount)`,
      `gross\\s+(?:amount|total)`,
      `amount\\s+incl\\.?(?:uding)?(?:\\s+(?:vat|tax))?`,
      { re: `sum`, weak: true },
      { re: `gross`, columnHead: true },
    ],
    vatId: [
      `vat[\\s-]*(?:id|no|nr|number|reg(?:istration)?\\.?(?:\\s*(?:no|number))?|#)\\.?`,
      `tax\\s*id`,
      // India's GST registration ("GSTIN:", "GST Registration No:", "GST No:"), New Zealand's "GST No."
      // (also with the unique identification number a GST invoice names beside it: "GSTIN/UIN:")
      `gstin(?:\\s*/\\s*uin)?(?:\\s*(?:no|number|#))?\\.?`,
      `gst\\s*(?:reg(?:istration|n)?\\.?\\s*)?(?:no|number|#)\\.?`,
      // Australia's business number, the GST registration a tax invoice prints ("ABN: 51 824 753 556")
      `a\\.?b\\.?n\\.?`,
    ],
    prepaid: [`(?:amount\\s+)?(?:prepaid|paid)(?:\\s+amount)?`, `(?:less\\s+)?(?:deposit|down\\s+payment|payments?\\s+received|advance\\s+payment)`],
    withholding: [`(?:less\\s*:?\\s+)?(?:expanded\\s+|creditable\\s+)?withholding\\s+tax(?:\\s+\\(?(?:wht|ewt)\\)?)?(?:\\s+deducted)?`, `(?:less\\s*:?\\s+)?(?:tax\\s+withheld(?:\\s+at\\s+source)?|wht|tds)`, `(?:less\\s*:?\\s+)?tax\\s+deducted\\s+at\\s+source`],
    seller: [
      `seller`, `supplier`, `vendor`, `from`, `issuer`, `issued\\s+by`, `sold\\s+by`, `billed\\s+by`, `service\\s+provider`, `bill\\s+from`, `sender`, `biller`, `pay(?:able)?\\s+to`,
      // invoicing libraries' party headings: "Provider" over the seller, "Purchaser" over the buyer
      `provider`,
      // rent invoices: the landlord
      `landlord`, `lessor`,
      // a heading over the seller's details
      `(?:supplier|seller|vendor|company)\\s+(?:details|information|info)`,
      // a shop's bill: "Shop Name: …" over its address and GSTIN
      `(?:shop|store)\\s+name`,
    ],
    buyer: [
      `bill(?:ed)?\\s+to(?:\\s+address)?`,
      `to`,
      // (not a payment sentence: "Invoice to pay by wire transfer to the following bank account")
      `invoiced?\\s+to(?!\\s+(?:pay|be)(?![\\p{L}]))`,
      // (also a template's "Invoice issued for:", "Invoice made out to:" over the buyer's block; "issued for" only as
      // a key — "issued for consulting services" is a sentence)
      `(?:invoice\\s+)?issued\\s+(?:to|for(?=\\s*:))`,
      `(?:invoice\\s+)?(?:made\\s+out|addressed)\\s+to`,
      `charged\\s+to`,
      `sold\\s+to`,
      `customer`,
      `buyer`,
      `client`,
      `(?:invoice\\s+)?recipient`,
      `billing\\s+address`,
      `invoice\\s+address`,
      `customer\\s+(?:details|information)`,
      // "Customer name / company" over the buyer's block
      `(?:customer|buyer|client)\\s+(?:name|company)(?:\\s*/\\s*(?:name|company))?`,
      // rent invoices: the tenant
      `tenant`, `lessee`,
      `purchaser`,
      // hotel folios and booking receipts: the guest
      `guest(?:\\s+name)?`,
      // utility bills: the account holder the service is billed for ("SERVICE FOR:" over the name)
      `service\\s+for`,
    ],
  },
  totalWords: [`total`],
  inclusive: [`incl`, `with`, `including`, `inclusive`],
  exclusive: [`excl`, `before`, `without`, `excluding`, `exclusive`, `excluded`],
  particles: [`of`],
  taxWords: [`vat`, `tax`, `taxes`, `gst`, `hst`, `pst`, `qst`, `cgst`, `sgst`, `igst`, `utgst`],
  amountNouns: [`amount`],
  tableStop: [
    `sub-?\\s*total`, `total`, `totals`, `sum`, `grand\\s+total`, `invoice\\s+total`, `amount\\s+due`,
    // "Net Amount  EUR 1,540.00" under the items: the net total's line (a table with no "Subtotal")
    `net\\s+(?:amount|total)`,
    `(?:vat|tax)\\s+rate`,
    `(?:vat|tax)\\s+(?:summary|analysis|breakdown)`,
    // the heading of the document-level allowances and charges under the items
    `(?:document\\s+(?:level\\s+)?)?(?:allowances\\s+and\\s+charges|charges\\s+and\\s+allowances)`,
  ],
  carriedForward: [`(?:balance\\s+)?(?:carried|brought|carry|bring)\\s+(?:forward|over)`, `c/f`, `b/f`, `continued(?:\\s+(?:on\\s+next\\s+page|overleaf))?`],
  columns: {
    unitPrice: [
      `unit\\s*price`, `unit\\s*cost`, `cost\\s*(?:per|/)\\s*\\p{L}*`, `price\\s*(?:per|/)\\s*\\p{L}*`,
      // "Rate" heading a services table is the price per hour or day; "VAT rate" is the tax rate
      `(?<!(?:vat|tax|gst)\\s*)rate`,
      // "Unit €" / "Unit CHF": a unit heading carrying the currency is a price
      `unit\\s*(?:[€$£]|eur|usd|gbp|chf)`,
    ],
    price: [`price`, `cost`],
    taxRate: [`(?:vat|tax|gst)\\s*(?:%|rate)`, `(?:vat|tax|gst)`],
    amount: [
      // US "Ext. Price" / "Extended Price": quantity × price
      `ext(?:ended|\\.)?\\s*(?:price|amount|total|cost)`,
      `(?:line\\s*|net\\s*|total\\s*)?amount`,
      `line\\s*total`,
      `total(?:\\s+(?:net|h\\.?t\\.?|price|excl\\.?|incl\\.?\\s*\\p{L}*))?`,
      `sub-?total`,
      `sum`,
      `\\p{L}+\\s+incl\\.?\\s*\\p{L}*`,
      // a bare "Net" column (UK: "Qty | Unit Price | Net | VAT | Gross"); "Net price" is a unit price
      `net(?!\\s*\\p{L})`,
    ],
    quantity: [`qty`, `quantity`, `quant\\.?`, `units`, `hours?`, `hrs\\.?`, `(?:qty|quantity)\\.?\\s+(?:shipped|delivered)`],
    unit: [`uom`, `u\\.?\\s*m\\.?`, `u\\s*/\\s*m`, `unit`],
    description: [`description`, `desc\\.?`, `items?`, `article`, `products?`, `services?`, `details`, `particulars`, `text`, `projects?`, `(?:item\\s+|product\\s+)?title`],
    discount: [`discount`, `disc\\.?`],
    position: [`pos\\.?`, `position`, `#`, `nr\\.?`, `no\\.?`, `n\\.?\\s*[°º]\\.?`, `line`],
    dateColumn: [`date`, `delivery\\s+date`, `service\\s+date`, `date\\s+of\\s+(?:supply|service|delivery)`, `period`, `service\\s+period`, `billing\\s+period`, `from\\s*-\\s*to`, `shipped`, `ship\\s+date`],
    code: [
      `(?:item|art(?:ikel)?|article|product|part|prod)\\.?[\\s.-]*(?:#|no\\.?|nr\\.?|n[°º]\\.?|number|code|nummer|num\\.?)`,
      `sku`, `(?:item|product|article)\\s+code`, `code`, `ref\\.?`, `reference`,
    ],
    totalQualifier: [`total`, `incl`],
    amountNoun: [`amount`],
    grossMarker: [`gross`, `incl`],
  },
  netPrice: [`net`],
  allowances: [`discount`, `allowance`, `charge`, `surcharge`],
  perUnit: [`per`],
  pageWords: [`page`, `pg`, `p`],
  copulas: [`is`, `reads`],
  numberWords: [`no`, `nr`, `num`],
  precedingInvoice: { before: [`original`, `(?:relates?|relating|refers?|referring|related)\\s+to(?:\\s+(?:the|our|your))?`, `credit(?:ed)?\\s+(?:for|to|against|on)(?:\\s+(?:the|our|your))?`, `corrects?(?:\\s+(?:the|our))?`, `corrected`, `correction\\s+(?:of|to)(?:\\s+(?:the|our))?`, `cancell?ation\\s+of(?:\\s+the)?`, `cancels(?:\\s+the)?`, `preceding`, `previous`, `initial`], after: [`(?:being\\s+)?(?:credited|corrected|cancell?ed)`] },
  otherDocuments: [`order`, `delivery`, `customer`],
  otherEvents: [
    `order`, `delivery`, `ship(?:ping|ment)?`, `dispatch`, `despatch`, `due`, `payment`, `service`, `start`, `end`, `expiry`,
    `print`, `purchase`, `po`,
    // "Your next invoice date is …", "Next billing date": the date of a later invoice, not this one's
    `next`, `upcoming`,
  ],
  otherEventNouns: [`delivery`, `order`, `due`],
  taxRateWords: [`rate`, `percent`, `basis`, `base`, `specification`, `breakdown`, `detail`],
  rounding: [`rounding`],
  parties: {
    salutations: [`mr\\.?`, `mrs\\.?`, `ms\\.?`, `miss`, `mister`, `messrs\\.?`],
    // a letter's greeting opening the addressee's name line
    greetings: [`dear`],
    legalForms: [`ltd`, `limited`, `llp`, `plc`, `inc`, `llc`, `corp`, `co\\.`, `company`, `incorporated`, `corporation`, `pty`],
    streets: [`street`, `st\\.`, `road`, `rd\\.?`, `avenue`, `ave\\.?`, `lane`, `drive`, `way`, `close`, `court`, `place`, `square`, `boulevard`, `blvd\\.?`, `crescent`, `terrace`, `highway`, `suite`, `unit`, `floor`, `p\\.?\\s?o\\.?\\s?box`],
    nameKeys: [`name`, `company`, `company\\s+name`],
    addressKeys: [`address`],
    addressWords: [`address`, `delivery`],
    attention: [`attn`, `attention`],
    contactPerson: [`contact`, `handled\\s+by`],
    contactPrefixes: [`gln`, `tel`, `fax`, `e-?mail`, `www`, `http`, `phone`, `iban`, `bic`, `swift`],
    payee: [`payee`, `beneficiary`, `pay\\s+to`],
    departments: [`department`, `dept\\.?`, `division`],
    accountHolder: [`account\\s+(?:holder|name)`, `beneficiary(?:\\s+name)?`, `payee(?:\\s+name)?`],
    payer: [`payer`, `paid\\s+by`, `remitter`],
    delivery: [`delivery`, `deliver(?:ed)?\\s+to`, `ship`],
    references: [`referen`, `order`, `contract`],
    otherHeadings: [`contact`, `phone`, `regist`, `informa`, `detail`, `bank`, `payment`, `condition`, `note`, `id\\.`, `client`],
    titles: [`invoice`, `credit`, `copy`, `duplicate`, `original`, `receipt`,
      // the heading of a statement's first page, over the invoices it sums up
      `summary`, `statement`],
    decor: [`logo`, `page`],
    registration: [`vat`],
    buyerOwner: [`client`, `customer`, `buyer`, `your`, `recipient`],
    sellerOwner: [`our`, `seller`, `supplier`, `vendor`, `issuer`],
    footerRegistration: [`capital`, `registered`, `company\\s+(?:no|number|reg)`],
    otherNumbers: [`ref\\p{L}*`, `phone`, `order`],
    tradingAs: [`doing\\s+business\\s+as`, `d/b/a`, `trading\\s+as`, `t/a`],
  },
  currency: {
    // ("All prices in LKR.": an accounting package's closing sentence naming the currency of every figure)
    labels: [`(?:invoice\\s+)?currency`, `amounts\\s+in`, `(?:all\\s+)?prices\\s+(?:are\\s+)?in`],
    secondLabels: [`(?:vat|tax)(?:\\s+accounting)?\\s+currency`, `accounting\\s+currency`, `currency\\s+of\\s+(?:the\\s+)?(?:vat|tax)`],
    statements: [`all\\s+charges\\s+and\\s+prices\\s+are\\s+in`, `prices\\s+are\\s+in`, `amounts\\s+are\\s+in`],
    names: [
      [`euros?`, 'EUR'],
      [`us\\s+dollars?|u\\.s\\.\\s+dollars?`, 'USD'],
      [`pounds?\\s+sterling|british\\s+pounds?`, 'GBP'],
      [`swiss\\s+francs?`, 'CHF'],
      [`norwegian\\s+kron\\p{L}*`, 'NOK'],
      [`swedish\\s+kron\\p{L}*`, 'SEK'],
      [`danish\\s+kron\\p{L}*`, 'DKK'],
      [`rupees?`, 'INR'],
    ],
  },
  paymentTerms: {
    means: [`bank\\s+transfer`, `transfer`, `direct\\s+debit`, `cash`, `credit\\s+card`, `card`, `cheque`, `check`, `paypal`, `wire(?:\\s+transfer)?`],
    deadline: [`pay(?:able|ment)?`, `remit(?:tance)?`, `settle(?:ment)?`, `due`],
    words: [`payable`, `payment`, `pay`, `terms`, `net`],
    dayUnits: [`days?`],
    // (and the cash-discount notation "2/10 net 30": 2 % within 10 days, else net in 30)
    discount: [`discount`, `\\d(?:[.,]\\d+)?\\/\\d{1,3},?\\s+net`],
    net: [`net`],
    endOfMonth: [`end\\s+of\\s+(?:the\\s+)?month`],
  },
  // payment and reference labels, charge/allowance lines (payment.ts, #14): plain phrases, see types.ts
  payment: {
    sellerOrder: [
      'our order', 'our order no', 'our order number', 'our ref', 'our reference', 'sales order', 'sales order no',
      'sales order number',
    ],
    iban: ['iban'],
    bic: [
      'bic', 'swift', 'swift code', 'swift bic', 'bic swift', 'bic code', 'swift-bic', 'bic/swift', 'swift/bic',
      'bic-code', 'swift address',
    ],
    terms: ['payment terms', 'terms of payment', 'terms', 'payment conditions', 'payment'],
    buyerOrder: [
      'purchase order number', 'purchase order no', 'purchase order', 'po number', 'po no', 'p o number', 'p o no',
      'po #', 'po:', 'p o:', 'your order number', 'your order no', 'your order', 'customer order', 'customer po',
    ],
    order: ['order number', 'order no', 'order ref', 'order reference', 'order #', 'order'],
    yourReference: ['your reference', 'your ref', 'customer reference', 'customer ref'],
    buyerReference: [
      'client ref', 'client reference', 'client no', 'client number', 'client id',
      'customer number', 'customer no', 'customer id', 'customer ref', 'customer reference', 'customer #',
      'account number', 'account no', 'buyer reference', 'your reference', 'your ref',
    ],
    reference: ['payment reference', 'remittance reference', 'please quote', 'reference for payment'],
    deliveryDate: [
      'delivery date', 'date of delivery', 'date of supply', 'supply date', 'ship date', 'shipping date',
      'dispatch date',
    ],
    servicePeriod: ['service period', 'billing period', 'period of service', 'invoice period', 'period'],
  },
  charges: {
    charge: [
      'shipping', 'shipping and handling', 'shipping & handling', 'delivery', 'delivery charge', 'freight', 'postage',
      'packing', 'packaging', 'handling',
    ],
    allowance: ['discount', 'rebate', 'promotion', 'promotions', 'coupon'],
  },
};
