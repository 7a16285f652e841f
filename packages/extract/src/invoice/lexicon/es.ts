/** Spanish invoice vocabulary. Conventions: lexicon/types.ts. */
import type { Lexicon } from './types.js';

export const es: Lexicon = {
  code: 'es',
  name: 'Spanish',
  units: { H87: ['ud', 'uds', 'un', 'und', 'unid', 'unidad', 'unidades', 'pieza', 'piezas', 'pza', 'pzs'], C62: ['u'], HUR: ['hora', 'horas', 'hr'], DAY: ['dia', 'dias'], WEE: ['semana', 'semanas'], MON: ['mes', 'meses'], ANN: ['ano', 'anos'], MTR: ['metro', 'metros', 'mts'], LTR: ['litro', 'litros', 'lt'], SET: ['juego', 'juegos'], PR: ['par', 'pares'], XBX: ['caja', 'cajas'], XRO: ['rollo', 'rollos'] },
  languageWords: ['factura', 'fecha', 'importe', 'cantidad', 'iva', 'cliente', 'precio', 'vencimiento', 'el', 'de'],
  months: [
    'enero|ene', 'febrero', 'marzo', 'abril|abr', 'mayo', 'junio', 'julio', 'agosto|ago', 'septiembre|setiembre|set',
    'octubre', 'noviembre', 'diciembre|dic',
  ],
  dateWords: [`fecha`],
  labels: {
    number: [
      // "n.º" / "nº" / "n." (the ordinal indicator º is a letter, so it is taken with the "n")
      `factura\\s*(?:n\\.?[°º]?|numero|num|nr|no)\\.?`,
      // a document subtype between the title and "n.º": "Factura simplificada nº"
      `factura[\\s-]+(?:recibo|simplificada|rectificativa|proforma)\\s*(?:n\\.?[°º]?|numero|num|nr|no)\\.?`,
      `nota\\s+de\\s+(?:credito|debito|abono)\\s*(?:n\\.?[°º]?|numero|num|nr|no)\\.?`,
      `(?:n\\.?[°º]|numero|num\\.?|nr\\.?)\\s*(?:de\\s+)?(?:la\\s+)?factura`,
      `(?:numero|n\\.?[°º]?)\\s*(?:del\\s+)?documento`,
      // the Latin-American printed invoices: "Número de Comprobante", "Folio:" (Mexico; a folio followed by another word
      // is another number — "Folio fiscal" a UUID, "Folio referencia" a referenced document's — and one without its
      // colon a page of a register: "Registro Mercantil, tomo 4122, folio 17")
      `(?:numero|n\\.?[°º]?|nro\\.?)\\s*(?:de\\s+|del\\s+)?comprobante`,
      `folio(?=\\s*:)`,
      // the Dominican fiscal receipt number, the invoice's own ("NCF: B0100000123", "e-NCF: E310000000045"), not its
      // sequence's expiry ("Vencimiento NCF:")
      `(?<!vencimiento\\s)(?:e-?)?ncf(?=\\s*:)`,
      { re: `factura\\s+rectificativa|nota\\s+de\\s+credito|factura|abono`, weak: true },
    ],
    issueDate: [
      `fecha\\s+(?:de\\s+)?(?:la\\s+)?factura`,
      `fecha\\s+(?:y\\s+hora\\s+)?(?:de\\s+)?(?:emision|expedicion)(?:\\s+(?:de\\s+)?(?:la\\s+)?factura)?`,
      { re: `fecha`, weak: true },
    ],
    dueDate: [
      `pagar\\s+antes\\s+del?`,
      // ("Fecha de Vencimiento de Pago:": the words before the colon are the label's own)
      `fecha\\s+de\\s+vencimiento(?:\\s+del?\\s+(?:pago|la\\s+factura))?`,
      `fecha\\s+limite(?:\\s+de\\s+pago)?`,
      `vencimiento`,
      // "Vence: 02/07/2025"
      `vence(?=\\s*:)`,
      `(?:fecha\\s+)?(?:venc|vto)\\.`,
      `fecha\\s+de\\s+pago`,
    ],
    // "Saldo adeudado": the balance owed, a US-style template's "Balance Due" in Spanish
    due: [`(?:total|importe|liquido)\\s+a\\s+pagar`, `pendiente(?:\\s+de\\s+pago)?`, `saldo\\s+(?:adeudado|pendiente|a\\s+pagar)`],
    // "Total parcial": the subtotal before tax of a translated US-style template
    net: [`base\\s+imponible`, `importe\\s+neto`, `total\\s+sin\\s+iva`, `total\\s+parcial`],
    tax: [
      `(?:total\\s+|cuota\\s+)?iva`,
      // the VAT a VAT-inclusive total contains ("darin enthalten", "of which", "dont", …)
      `(?:de\\s+los\\s+cuales|incluido)\\s+iva`,
      `iva\\s+incluido`,
      // the VAT column of a breakdown by rate ("Subtotal IVA")
      `subtotal\\s+(?:de\\s+|del\\s+)?iva`,
      // "Total impuestos": the tax of a template that names no tax
      `total\\s+(?:de\\s+)?impuestos?`,
    ],
    // ("Total de la operación": the total of a Paraguayan printed invoice, tax included)
    gross: [`importe\\s+total`, `total\\s+(?:de\\s+la\\s+)?operacion`, `total\\s+(?:factura|con\\s+iva)`, `total\\s+(?:del\\s+)?documento`,
      // "Total general: 1.250,00"; a row of column sums "Totales | 954.00 | 12680.00" (weak: a plural heads a summary)
      `total\\s+general`, { re: `totales`, weak: true }],
    vatId: [`nif(?:\\s*/\\s*cif)?`, `cif`, `n\\.\\s*i\\.\\s*f\\.?`, `c\\.\\s*i\\.\\s*f\\.?`],
    prepaid: [`anticipo(?:s)?`, `(?:importe\\s+)?(?:ya\\s+)?pagado`, `entregado\\s+a\\s+cuenta`],
    withholding: [`(?:retencion(?:es)?\\s+(?:de(?:l)?\\s+)?)?i\\.?\\s?r\\.?\\s?p\\.?\\s?f\\.?`, `(?:menos\\s+)?retencio(?:n|nes)?(?:\\s+a\\s+cuenta)?`],
    seller: [`emitido\\s+por`, `de(?=\\s*:)`, `vendido\\s+por`, `vendedor`, `proveedor`, `emisor`, `remitente`, `arrendador`, `datos\\s+del?\\s+(?:proveedor|emisor|vendedor)`],
    buyer: [`para(?=\\s*:)`, `facturad[oa]\\s+a`, `cliente`, `comprador`, `sr\\.?\\s*\\(\\s*e?s\\s*\\)`, `sres\\.`, `senor(?:\\s*\\(\\s*es\\s*\\)|es)?`, `facturar\\s+a`, `emitid[oa]\\s+a`, `destinatario`, `direccion\\s+de\\s+facturacion`, `datos\\s+del?\\s+cliente`, `receptor`, `arrendatario`, `huesped`, `datos\\s+del\\s+titular`,
      // "Cobrar a" over the buyer beside "Envíe a" (a US-style "Bill To | Ship To" in Spanish)
      `cobrar\\s+a`],
  },
  totalWords: [`importe\\s+total`],
  inclusive: [`con`, `c/`],
  exclusive: [`sin`, `s/`, `excluid[oa]s?`, `excl`],
  taxWords: [`iva`],
  amountNouns: [`importe`],
  perUnit: [`por`],
  pageWords: [`pag`, `pagina`, `hoja`, `folio`],
  copulas: [`es`, `asciende\\s+a`],
  numberWords: [`no`, `n[°º]`, `num`],
  tableStop: [
    `base\\s+imponible`, `importe\\s+total`, `tasa`,
    `(?:resumen|desglose)\\s+(?:de(?:l)?\\s+)?(?:iva|impuestos)`,
  ],
  carriedForward: [`suma\\s+(?:y\\s+sigue|anterior)`, `a\\s+trasladar`, `transporte`],
  columns: {
    unitPrice: [`precio\\s+(?:unit(?:ario)?|ud\\.?|por\\s+unidad)`, `p\\.\\s*unit(?:ario|\\.)?`],
    price: [`precio`, `tarifa`],
    taxRate: [`iva\\s*%`, `iva`, `tasa(?:\\s+(?:de\\s+)?iva)?`, `alicuota(?:\\s+(?:de(?:l)?\\s+)?iva)?`, `alic\\.?(?:\\s+iva)?`],
    amount: [`importe`],
    quantity: [`cantidad`, `cant\\.?`, `uds\\.?`, `unidades`, `cant(?:idad)?\\.?\\s+(?:servida|entregada)`, `servid[oa]s?`, `(?:uds|unidades)\\.?\\s+(?:servidas|entregadas)`, `entregad[oa]s`],
    unit: [`unidad`, `ud\\.?`, `u\\.\\s?m\\.?`, `unidad\\s+de\\s+medida`],
    description: [`descripcion`, `concepto`, `articulo`, `detalle`, `producto`, `servicio`, `titulo`],
    discount: [`desc\\.?\\s*%`, `descuento`, `dto\\.?`, `dcto\\.?`, `%?\\s*bonif(?:icacion)?\\.?(?:\\s*%)?`, `imp(?:orte)?\\.?\\s+bonif(?:icacion)?\\.?`],
    position: [`lin(?:ea)?\\.?`],
    dateColumn: [`fecha`, `fecha\\s+de\\s+(?:entrega|servicio)`, `periodo`, `periodo\\s+de\\s+(?:servicio|facturacion)`, `fecha\\s+(?:de\\s+)?operacion`],
    code: [`codigo`, `referencia`],
    amountNoun: [`importe`, `cuota`],
    grossMarker: [`con\\s+iva`, `c/\\s*iva`],
  },
  netPrice: [`neto`],
  allowances: [`descuento`, `recargo`],
  precedingInvoice: { before: [`rectifica(?:\\s+(?:a\\s+)?la)?`, `referente\\s+a\\s+la`, `relativa\\s+a\\s+la`, `abono\\s+(?:de|a)\\s+la`, `anula(?:\\s+(?:a\\s+)?la)?`], after: [`rectificada`, `original`, `de\\s+origen`, `anulada`, `corregida`] },
  otherDocuments: [`pedido`],
  // "Su pedido de fecha": the date of the buyer's order, not the invoice's
  otherEvents: [`pedido(?:\\s+de)?`],
  otherEventNouns: [`vencimiento`],
  taxRateWords: [`tasa`],
  rounding: [`redondeo`],
  parties: {
    salutations: [`senor(?:a)?`, `sr\\.?`, `sra\\.?`, `d\\.`, `dna\\.`],
    // a letter's greeting opening the addressee's name line
    greetings: [`estimad[oa]s?`, `apreciad[oa]s?`],
    // the contact person's label ("Contacto  Martin"): its value is a person, no party
    contactPerson: [`contacto`, `atendido\\s+por`],
    titles: [`factura`, `factura\\s+rectificativa`, `nota\\s+de\\s+credito`, `abono`],
    legalForms: [`s\\.?l\\.?u\\.?`, `s\\.?a\\.?u\\.?`, `s\\.?l\\.?l\\.?`, `s\\.?coop\\.?`, `s\\.?l\\.?`, `s\\.a\\.`],
    streets: [`calle`, `c/`, `avenida`, `avda\\.?`, `paseo`, `plaza`, `pza\\.?`, `carretera`, `ctra\\.?`, `camino`, `ronda`, `travesia`, `poligono`, `apartado`],
    nameKeys: [`nombre`, `razon\\s+social`, `titular`],
    addressKeys: [`direccion`, `domicilio(?:\\s+social)?`],
    addressWords: [`direccion`],
    contactPrefixes: [`telefono`, `movil`, `correo(?:\\s+electronico)?`],
    attention: [`a\\s+la\\s+atencion`],
    payee: [`beneficiario`],
    departments: [`departamento`, `dpto\\.?`, `depto\\.?`, `division`],
    accountHolder: [`titular(?:\\s+de\\s+la\\s+cuenta)?`, `beneficiario`],
    payer: [`ordenante`, `pagador`],
    delivery: [`entrega`, `enviar\\s+a`],
    references: [`pedido`],
    otherHeadings: [`pago`, `\\bdatos\\s+del?\\b`],
    buyerOwner: [`cliente`, `su`, `comprador`, `destinatario`],
    sellerOwner: [`nuestro`, `emisor`, `proveedor`],
    registration: [`nif`, `cif`],
    footerRegistration: [`registro`],
  },
  currency: { labels: [`moneda`, `divisa`, `importes\\s+en`], names: [[`guarani(?:es)?`, 'PYG']] },
  // the tax ids of the Spanish-speaking countries of Latin America (Argentina's CUIT/CUIL, Chile's and Uruguay's RUT,
  // Peru's and Paraguay's RUC, Mexico's RFC, Colombia's NIT)
  taxIds: [
    [`c\\.?\\s?u\\.?\\s?i\\.?\\s?[tl]\\.?`, ['AR']],
    [`r\\.?\\s?u\\.?\\s?t\\.?`, ['CL', 'UY']],
    [`r\\.?\\s?u\\.?\\s?c\\.?`, ['PE', 'PY']],
    [`r\\.?\\s?f\\.?\\s?c\\.?`, ['MX']],
    [`n\\.?\\s?i\\.?\\s?t\\.?`, ['CO']],
  ],
  paymentTerms: {
    means: [`transferencia(?:\\s+bancaria)?`, `domiciliacion(?:\\s+bancaria)?`, `efectivo`, `tarjeta`, `contado`, `recibo\\s+bancario`],
    deadline: [`pag\\p{L}*`, `abon\\p{L}*`, `vencimiento`, `transferencia`],
    words: [`pago`, `pagadero`],
    dayUnits: [`dias`],
    discount: [`descuento`],
    endOfMonth: [`final\\s+de\\s+mes`],
    bareLabels: ['condiciones'],
  },
  // payment and reference labels, charge/allowance lines (payment.ts, #14): plain phrases, see types.ts
  payment: {
    sellerOrder: ['nuestra referencia', 'nuestra ref', 'nuestro pedido', 'nuestro numero de pedido'],
    terms: ['condiciones de pago', 'forma de pago', 'plazo de pago', 'terminos de pago', 'vencimientos'],
    buyerOrder: [
      'orden de compra', 'su pedido', 'su orden de compra', 'pedido de cliente', 'pedido del cliente', 'su n de pedido',
    ],
    order: ['numero de pedido', 'n de pedido', 'no de pedido', 'pedido'],
    yourReference: ['su referencia', 'su ref', 's ref'],
    buyerReference: [
      'numero de cliente', 'n de cliente', 'codigo cliente', 'codigo de cliente', 'su referencia', 'n cliente',
      'cod cliente', 'num cliente', 'cliente n', 'su ref',
    ],
    reference: ['referencia de pago'],
    deliveryDate: [
      'fecha de entrega', 'fecha entrega', 'fecha de la operacion', 'fecha de operacion', 'fecha de suministro',
    ],
    servicePeriod: ['periodo de facturacion', 'periodo de servicio', 'periodo'],
  },
  charges: {
    charge: ['gastos de envio', 'envio', 'portes', 'gastos de transporte', 'embalaje', 'portes de envio'],
    allowance: ['descuento', 'bonificacion', 'dto', 'promocion', 'promociones'],
  },
};
