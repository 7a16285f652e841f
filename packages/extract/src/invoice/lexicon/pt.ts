/** Portuguese invoice vocabulary (Portugal, Brazil). Conventions: lexicon/types.ts. */
import type { Lexicon } from './types.js';

export const pt: Lexicon = {
  code: 'pt',
  vatCountry: 'PT',
  name: 'Portuguese',
  units: { H87: ['un', 'uni', 'und', 'unid', 'unidade', 'unidades', 'peca', 'pecas', 'pc'], HUR: ['hora', 'horas'], DAY: ['dia', 'dias'], WEE: ['semana', 'semanas'], MON: ['mes', 'meses'], ANN: ['ano', 'anos'], MTR: ['mt', 'metro', 'metros'], LTR: ['lt', 'litro', 'litros'], PR: ['par', 'pares'], XBX: ['caixa', 'caixas'], XRO: ['rolo', 'rolos'] },
  // "de" is as common in Portuguese as in Spanish and French: without it every Portuguese invoice reads as Spanish
  languageWords: ['fatura', 'data', 'valor', 'quantidade', 'iva', 'cliente', 'preco', 'vencimento', 'da', 'do', 'de', 'dos', 'das', 'emissao', 'contribuinte'],
  months: [
    'janeiro', 'fevereiro|fev', 'março|marco', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro|out',
    'novembro', 'dezembro|dez',
  ],
  dateWords: [`data`],
  labels: {
    number: [
      `fatura\\s*(?:n\\.?[°º]?|numero|num|nr|no)\\.?`,
      `documento\\s*(?:n\\.?[°º]?|numero|nr)\\.?`,
      // "Fatura-Recibo n.º"
      `fatura[\\s-]+(?:recibo|simplificada|retificativa|proforma)\\s*(?:n\\.?[°º]?|numero|num|nr|no)\\.?`,
      `(?:n\\.?[°º]|numero|num\\.?|nr\\.?)\\s*(?:de\\s+|da\\s+)?fatura`,
      // Brazil's "Nota Fiscal" (the fiscal invoice) and its number: "Nota Fiscal Nº 000.123", a column head over the number
      `(?:(?:n\\.?[°º]|numero|num\\.?|nr\\.?)\\s*(?:da\\s+)?)?nota\\s+fiscal(?:\\s*(?:n\\.?[°º]|numero|num|nr)\\.?)?`,
      { re: `fatura[\\s-]+(?:recibo|simplificada)|nota\\s+de\\s+credito`, weak: true },
      { re: `fatura`, weak: true },
      // a bare "Numero" heading a value, only at the start of its text ("ALV-numero", "Numero de TVA" are others')
      { re: `(?<![\\s\\S])numero(?!\\s*(?:de|di|do|da)\\b)`, weak: true },
    ],
    issueDate: [`data\\s+(?:da\\s+|de\\s+)?(?:fatura|emissao)`, `data\\s+do\\s+documento`],
    dueDate: [`pagar\\s+ate`, `data\\s+limite(?:\\s+(?:de\\s+)?pagamento)?`, `(?:data\\s+de\\s+)?vencimento`],
    due: [`(?:valor|montante)\\s+a\\s+pagar`, `(?:total\\s+)?a\\s+pagar`],
    net: [`(?:total|valor|montante)\\s+(?:sem|s/)\\s*iva`, `total\\s+iliquido`, `(?:total|valor)\\s+liquido`, `base\\s+tributavel`],
    tax: [
      `imposto`, `(?:total|valor)\\s+d[oa]s?\\s+iva`,
      // the VAT a VAT-inclusive total contains ("darin enthalten", "of which", "dont", …)
      `dos\\s+quais\\s+iva`,
      `iva\\s+incluido`,
      // the VAT column of a breakdown by rate ("Subtotal IVA")
      `subtotal\\s+(?:d[oa]\\s+)?iva`,
    ],
    gross: [`total\\s+(?:com|c/)\\s*iva`, `valor\\s+total`, `total\\s+(?:do\\s+)?documento`, `total\\s+geral`],
    vatId: [
      `nipc`,
      // "N.º de contribuinte", "Contribuinte n.º"
      `(?:n[°º.]?\\s*(?:de\\s+)?)?contribuinte(?:\\s+n\\.?\\s*[°º]\\.?)?`,
    ],
    prepaid: [`adiantamento`, `(?:valor\\s+)?ja\\s+pago`, `sinal`, `pagamento\\s+por\\s+conta`],
    withholding: [`retencao(?:\\s+(?:na\\s+fonte|de\\s+irs|irs|irc))*`, `(?:irs|imposto)\\s+retido(?:\\s+na\\s+fonte)?`],
    seller: [`emitido\\s+por`, `de(?=\\s*:)`, `fornecedor`, `prestador(?:\\s+de\\s+servicos?)?`, `remetente`, `emitente`, `senhorio`, `locador`, `dados\\s+do\\s+(?:fornecedor|emitente|prestador)`],
    buyer: [
      // "Para:" beside the addressee's name, only with its colon; "Faturado a:"
      `para(?=\\s*:)`, `faturado\\s+a`,
      `endereco\\s+de\\s+faturacao`, `faturar\\s+a`, `adquirente`,
      // salutations over the addressee: "Exmo(s). Senhor(es)"
      `exm[oa]s?\\.?(?:\\([a-z]{1,2}\\))?\\.?\\s*(?:sr|sra|senhor|senhora|senhores|senhoras)\\.?(?:\\((?:es|as|s)\\))?\\.?`,
      `dados\\s+do\\s+cliente`,
      // rent invoices: the tenant
      `inquilino`, `locatario`,
      // hotel folios: the guest
      `hospede`,
    ],
  },
  totalWords: [`valor\\s+total`],
  exclusive: [`sem`, `s/`, `excluid[oa]s?`, `excl`],
  inclusive: [`com`, `c/`],
  taxWords: [`iva`],
  perUnit: [`por`],
  pageWords: [`fol`, `folha`, `pag`],
  copulas: [`e`, `ascende\\s+a`],
  numberWords: [`no`, `n[°º]`],
  tableStop: [`valor\\s+total`, `taxa`, `(?:resumo|quadro\\s+resumo)(?:\\s+(?:do\\s+|de\\s+)?iva)?`],
  carriedForward: [`a\\s+transportar`, `transportado`, `transporte`],
  columns: {
    unitPrice: [`(?:preco|pr|p)\\.?\\s*unit(?:ario)?`],
    price: [`preco`],
    taxRate: [`taxa(?:\\s+(?:de\\s+)?iva)?`],
    amount: [`valor(?:\\s+(?:total|liquido))?`],
    quantity: [`quantidade`, `qtd\\.?`, `qtde\\.?`, `(?:qtd|qtde|quantidade)\\.?\\s+(?:entregue|fornecida)`, `entregues?`, `fornecid[oa]s`],
    unit: [`unidade`, `unid\\.?`, `un\\.`],
    description: [`descricao`, `designacao`, `produto`, `artigo`, `titulo`],
    position: [`lin(?:ha)?\\.?`],
    discount: [`desconto`],
    dateColumn: [`data`, `data\\s+de\\s+entrega`, `periodo`, `periodo\\s+de\\s+(?:referencia|faturacao|faturamento)`, `data\\s+de\\s+carga`],
    amountNoun: [`valor`],
    grossMarker: [`com\\s+iva`, `c/\\s*iva`],
  },
  allowances: [`desconto`, `desc\\.\\s*comercial`, `encargo`],
  otherEventNouns: [],
  rounding: [`arredondamento`],
  precedingInvoice: { before: [`referente\\s+a`, `relativa\\s+a`, `retifica(?:\\s+a)?`, `anula(?:\\s+a)?`, `nota\\s+de\\s+credito\\s+(?:a|da)`], after: [`de\\s+origem`, `original`, `retificada`, `anulada`, `corrigida`] },
  parties: {
    // a letter's greeting opening the addressee's name line
    greetings: [`prezad[oa]s?`],
    // the contact person's label ("Kontaktperson  Rossi"): its value is a person, no party
    contactPerson: [`contacto`, `responsavel`],
    legalForms: [`lda`, `ltda`, `unipessoal`, `sgps`, `s\\.a\\.`, `eireli`],
    streets: [`rua`, `avenida`, `av\\.`, `largo`, `praca`, `travessa`, `estrada`, `alameda`, `rotunda`, `apartado`],
    nameKeys: [`nome`],
    addressKeys: [`morada`, `endereco`],
    addressWords: [`endereco`],
    contactPrefixes: [`telefone`, `telemovel`],
    payee: [`beneficiario`],
    departments: [`departamento`, `depto\\.?`, `divisao`],
    accountHolder: [`titular(?:\\s+da\\s+conta)?`, `beneficiario`],
    payer: [`ordenante`, `pagador`],
    delivery: [`entrega`, `descarga`],
    otherHeadings: [`pagamento`],
    titles: [`nota`, `fatura`],
    decor: [],
    buyerOwner: [`cliente`, `seu`, `adquirente`],
    sellerOwner: [`nosso`, `fornecedor`],
  },
  currency: { labels: [`moeda`] },
  // Brazil's tax ids: the CNPJ of a company, the CPF of a person
  taxIds: [[`cnpj(?:\\s*/\\s*cpf)?`, ['BR']], [`cpf(?:\\s*/\\s*cnpj)?`, ['BR']]],
  paymentTerms: {
    means: [`transferencia(?:\\s+bancaria)?`, `multibanco`, `numerario`, `cartao`, `debito\\s+direto`],
    deadline: [`pag\\p{L}*`, `liquid\\p{L}*`, `vencimento`, `transferencia`],
    words: [`pagamento`],
    dayUnits: [`dias`],
    discount: [`desconto`],
    bareLabels: ['condicoes'],
  },
  // payment and reference labels, charge/allowance lines (payment.ts, #14): plain phrases, see types.ts
  payment: {
    sellerOrder: ['nossa referencia', 'nossa ref', 'nossa encomenda'],
    terms: [
      'condicoes de pagamento', 'prazo de pagamento', 'condicoes pagamento', 'forma de pagamento', 'modo de pagamento',
    ],
    buyerOrder: [
      'nota de encomenda', 'v encomenda', 'vossa encomenda', 'sua encomenda', 'ordem de compra', 'pedido de compra',
      'requisicao',
    ],
    order: ['encomenda', 'n encomenda', 'numero de encomenda', 'numero da encomenda', 'pedido', 'n pedido'],
    yourReference: ['sua referencia', 'v ref', 'v referencia', 'vossa referencia'],
    deliveryDate: ['data de entrega', 'data de fornecimento', 'data da entrega', 'data de envio'],
    buyerReference: [
      'numero de cliente', 'numero cliente', 'n cliente', 'nº cliente', 'n.º cliente', 'n.º de cliente',
      'nº de cliente', 'n de cliente', 'codigo cliente', 'codigo de cliente', 'cliente n', 'sua referencia', 'v ref',
    ],
    reference: ['referencia de pagamento', 'ref pagamento', 'referencia multibanco', 'referencia mb'],
    servicePeriod: ['periodo de faturacao', 'periodo de faturamento', 'periodo de referencia', 'periodo'],
  },
  charges: {
    charge: [
      'portes', 'custos de envio', 'portes de envio', 'custos de transporte', 'despesas de envio',
      'despesas de transporte', 'embalagem', 'frete',
    ],
    allowance: ['desconto', 'abatimento', 'promocao', 'promocoes'],
  },
};
