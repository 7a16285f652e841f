import { describe, expect, it } from 'vitest';
import { currencyOf, detectCurrency } from '../src/invoice/currency.js';
import { compactVatId, detectLanguage, findVatIds, foldKeep, headerConcept, LABELS, literalPrefix, matchLabel, normKey } from '../src/invoice/labels.js';
import { LABELS as PRINTED_LABELS } from '../src/fixtures/render.js';

describe('currency', () => {
  it.each([
    ['€ 12,00', 'EUR'],
    ['12.00 $', 'USD'],
    ['US$ 12', 'USD'],
    ['£5', 'GBP'],
    ['CHF 1.00', 'CHF'],
    ['EURO (EUR)', 'EUR'],
    ['Rs. 319', 'INR'],
    ['1 500 kr', 'NOK'],
    ['R$ 10,00', 'BRL'],
    ['49 079,13 Kč', 'CZK'],
    ['100,00 zł', 'PLN'],
  ])('%s → %s', (text, code) => {
    expect(currencyOf(text)).toBe(code);
  });
  it('chooses per document, a currency label outweighing symbols', () => {
    expect(detectCurrency(['Währung: CHF', 'Total $ 12.00', 'Shipping $ 3.00'])).toBe('CHF');
    expect(detectCurrency(['Total € 12,00', 'Tax € 2,00', 'Ref USD'])).toBe('EUR');
    expect(detectCurrency(['no money here'])).toBeNull();
    expect(detectCurrency(['Sum 100 kr'], 'sv')).toBe('SEK');
  });
});

describe('labels', () => {
  const kindOf = (text: string, kind: Parameters<typeof matchLabel>[1]) => matchLabel(foldKeep(text), kind) !== null;
  it.each([
    ['Invoice No.:', 'number'],
    ['Rechnungsnummer', 'number'],
    ['Handelsrechnung Nr. 471102', 'number'],
    ['FACTURE N° :', 'number'],
    ['Numéro de facture', 'number'],
    ['Factura nº', 'number'],
    ['Fattura n.', 'number'],
    ['Factuurnummer:', 'number'],
    ['Fatura n.º', 'number'],
    ['Invoice Date', 'issueDate'],
    ['Rechnungsdatum', 'issueDate'],
    ['Date de facture', 'issueDate'],
    ['Fecha de emisión', 'issueDate'],
    ['Data fattura', 'issueDate'],
    ['Factuurdatum', 'issueDate'],
    ['Data de emissão', 'issueDate'],
    ['Due date', 'dueDate'],
    ['Fälligkeitsdatum', 'dueDate'],
    ["Date d'échéance", 'dueDate'],
    ['Fecha de vencimiento', 'dueDate'],
    ['Scadenza', 'dueDate'],
    ['Vervaldatum', 'dueDate'],
    ['Vencimento', 'dueDate'],
    // a deadline alone is the payment's (a transfer slip's box: "Data limite", "Fecha límite")
    ['Date limite', 'dueDate'],
    ['Fecha límite', 'dueDate'],
    ['Data limite', 'dueDate'],
    ['Subtotal', 'net'],
    ['Nettobetrag', 'net'],
    ['Total HT', 'net'],
    ['Base imponible', 'net'],
    ['Imponibile', 'net'],
    ['Totaal excl. BTW', 'net'],
    ['MwSt.', 'tax'],
    ['TVA', 'tax'],
    ['IVA', 'tax'],
    ['BTW', 'tax'],
    ['Total TTC', 'gross'],
    ['Bruttosumme', 'gross'],
    ['Gesamtbetrag', 'gross'],
    ['Totale fattura', 'gross'],
    ['Amount due', 'due'],
    ['Zahlbetrag', 'due'],
    ['Net à payer', 'due'],
    ['Te betalen', 'due'],
    ['USt-IdNr.', 'vatId'],
    ['N° TVA intracommunautaire', 'vatId'],
    ['P.IVA', 'vatId'],
    ['NIF/CIF', 'vatId'],
    ['NIPC', 'vatId'],
    ['BTW-nummer', 'vatId'],
    ['Bill to', 'buyer'],
    ['Rechnungsempfänger', 'buyer'],
    ['Destinataire', 'buyer'],
    ['Cliente', 'buyer'],
    ['Klant', 'buyer'],
    ['Verkäufer', 'seller'],
    ['Vendeur', 'seller'],
    ['Lieferant', 'seller'],
  ] as const)('%s is a %s label', (text, kind) => {
    expect(kindOf(text, kind)).toBe(true);
  });

  it('does not read a VAT id label as a tax amount label', () => {
    expect(kindOf('VAT number', 'tax')).toBe(false);
    expect(kindOf('USt-IdNr.', 'tax')).toBe(false);
  });

  it('matches labels split at kerning pairs', () => {
    expect(kindOf('Br uttosumme', 'gross')).toBe(true);
    expect(kindOf('Ver käufer :', 'seller')).toBe(true);
  });

  it('normalises keys (case, accents, punctuation)', () => {
    expect(normKey('  Désignation / Qté. ')).toBe('designation qte');
    expect(foldKeep('Fälligkeit').length).toBe('Fälligkeit'.length);
  });

  it('detects the language', () => {
    expect(detectLanguage(['Rechnung', 'Menge Betrag', 'Summe netto'])).toBe('de');
    expect(detectLanguage(['Facture', 'Désignation Quantité Montant', 'Total TVA'])).toBe('fr');
  });
});

describe('VAT ids', () => {
  it.each([
    ['USt-IdNr.: DE 123 456 789', 'DE123456789'],
    ['N° TVA : FR 11 123 456 782', 'FR11123456782'],
    ['BTW NL810433941B01', 'NL810433941B01'],
    ['UID ATU12345678', 'ATU12345678'],
    ['P.IVA IT12345678901', 'IT12345678901'],
    ['NIF ESB12345678', 'ESB12345678'],
    ['NIPC PT123456789', 'PT123456789'],
    ['BE 0505.890.632', 'BE0505890632'],
    ['Org.nr NO 123 456 789 MVA', 'NO123456789MVA'],
  ])('%s → %s', (text, id) => {
    expect(findVatIds(text).map((v) => v.value)).toEqual([id]);
  });
  it('does not take an IBAN for a VAT id', () => {
    expect(findVatIds('IBAN DE08 7009 0100 1234 5678 90')).toEqual([]);
  });
  it('compacts for comparison', () => {
    expect(compactVatId('de 123.456.789')).toBe('DE123456789');
  });
});

describe('header concepts', () => {
  it.each([
    ['Description', 'description'],
    ['Bezeichnung', 'description'],
    ['Désignation', 'description'],
    ['Descripción', 'description'],
    ['Descrizione', 'description'],
    ['Omschrijving', 'description'],
    ['Descrição', 'description'],
    ['Qty', 'quantity'],
    ['Menge', 'quantity'],
    ['Qté', 'quantity'],
    ['Cantidad', 'quantity'],
    ['Quantità', 'quantity'],
    ['Aantal', 'quantity'],
    ['Quantidade', 'quantity'],
    ['Unit price', 'unitPrice'],
    ['Einzelpreis', 'unitPrice'],
    ['P.U. HT', 'unitPrice'],
    ['Prijs per stuk', 'unitPrice'],
    ['VAT %', 'taxRate'],
    ['USt. %', 'taxRate'],
    ['Amount', 'amount'],
    ['Betrag', 'amount'],
    ['Montant HT', 'amount'],
    ['Importe', 'amount'],
    ['Importo', 'amount'],
    ['Bedrag', 'amount'],
    ['Valor', 'amount'],
    ['Prijs incl. BTW', 'amount'],
    ['Einheit', 'unit'],
    ['Pos.', 'position'],
  ] as const)('%s → %s', (text, concept) => {
    expect(headerConcept(text)).toBe(concept);
  });
});

describe('literalPrefix: the fixed text a label pattern begins with (matchLabel skips a pattern whose prefix a text lacks)', () => {
  it.each([
    ['invoice\\s*(?:number|no)\\.?', 'invoice'],
    ['facturas?', 'factura'],
    ['ab{0,2}c', 'a'],
    ['re[.-]{0,2}\\s*nr\\.?', 're'],
    ['ab(?:c|d)', 'ab'],
    ['x[|]y', 'x'],
    ['a|b', ''],
    ['(?:x|y)z', ''],
    ['\\p{L}*rechnung', ''],
    ['n\\.?[°º]', 'n'],
    ['kwota\u{1d400}?', 'kwota'],
  ])('%s → %s', (source, prefix) => {
    expect(literalPrefix(source)).toBe(prefix);
  });

  it('every label pattern that matches a printed label or field line matches where the text holds its prefix', () => {
    const texts: string[] = [];
    for (const l of Object.values(PRINTED_LABELS)) {
      for (const v of Object.values(l)) {
        for (const t of typeof v === 'string' ? [v] : Object.values(v as Record<string, string>)) texts.push(foldKeep(t), foldKeep(`${t}: 12/2024`), foldKeep(`${t}s`));
      }
    }
    let matched = 0;
    for (const patterns of Object.values(LABELS)) {
      for (const r of patterns) {
        const source = r.source.slice('(?<![\\p{L}\\d])(?:'.length, -')(?![\\p{L}])'.length);
        const prefix = literalPrefix(source);
        for (const t of texts) {
          if (!r.test(t)) continue;
          matched++;
          expect(t.includes(prefix), `${source} on "${t}"`).toBe(true);
        }
      }
    }
    expect(matched).toBeGreaterThan(100);
  });
});

describe('prepayment labels', () => {
  it('reads the deduction of advance payments in Czech, Portuguese and Danish', () => {
    for (const t of ['Odečet zálohy', 'Zálohy', 'Pagamento por conta', 'Forudbetalt']) expect(matchLabel(foldKeep(t), 'prepaid'), t).not.toBeNull();
    expect(matchLabel(foldKeep('Celkem k úhradě'), 'prepaid')).toBeNull();
  });
});

describe('a compound label hyphenated at its joint', () => {
  it('is read as the compound ("Rechnungs-Datum" is the invoice date, not a bare "Datum" further in)', () => {
    const m = matchLabel(foldKeep('Rechnungs-Datum'), 'issueDate');
    expect(m).toMatchObject({ start: 0, end: 15 });
    expect(m!.rank).toBe(matchLabel(foldKeep('Rechnungsdatum'), 'issueDate')!.rank);
    expect(matchLabel(foldKeep('Liefer-Datum'), 'issueDate')?.start ?? -1).not.toBe(0);
  });
});

describe('a bare "Reference" heading the invoice number (English)', () => {
  it('is a weak number label at the start of its text only, and "Invoice reference" a normal one', async () => {
    const { isNormalLabel } = await import('../src/invoice/labels.js');
    const weak = matchLabel(foldKeep('Reference'), 'number');
    expect(weak).toMatchObject({ start: 0 });
    expect(isNormalLabel(weak!)).toBe(false);
    expect(isNormalLabel(matchLabel(foldKeep('Invoice reference'), 'number')!)).toBe(true);
    for (const t of ['Your reference', 'Payment reference', 'Reference no. of your order']) expect(matchLabel(foldKeep(t), 'number')?.start ?? -1, t).not.toBe(0);
  });
});

describe('Danish or Norwegian', () => {
  it('tells them apart by the words they do not share ("Faktura", "Dato", "Kunde", "Sum" are both\'s)', () => {
    const danish = ['Faktureres til', 'Faktura nr.  Udstedt  Leveret  Kundenummer  Forfaldsdato', 'Beskrivelse  Antal  Enhedspris  I alt', 'Sum Materialer', 'Sum Arbejdsløn', 'Momsbeløb 25%', 'Beløb at betale 1.234,00 kr.'];
    expect(detectLanguage(danish)).toBe('da');
    const norwegian = ['Faktura', 'Fakturadato  Forfallsdato  Kundenummer', 'Beskrivelse  Antall  Enhetspris  Beløp', 'Sum eks. mva', 'Mva 25 %', 'Å betale 1 234,00'];
    expect(detectLanguage(norwegian)).toBe('nb');
  });
});

describe('an Italian credit note\'s title with its number', () => {
  it('reads "Nota credito" (without "di") like "Nota di credito" as a weak number label', () => {
    expect(matchLabel(foldKeep('Nota credito RE-2026-6106'), 'number')).toMatchObject({ start: 0, end: 12 });
  });
});
