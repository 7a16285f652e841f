/** Point 6 of #11: an embedded e-invoice that yields neither a number nor a total is not trusted. */
import { AFRelationship, PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extract, xmlFormatName } from '../src/extract.js';
import { FACTURX_SPEC, ciiXml, renderInvoice } from '../src/fixtures/index.js';

async function withAttachment(xml: string, filename = 'factur-x.xml'): Promise<Uint8Array> {
  const doc = await PDFDocument.load(await renderInvoice(FACTURX_SPEC), { updateMetadata: false });
  await doc.attach(new TextEncoder().encode(xml), filename, { mimeType: 'text/xml', afRelationship: AFRelationship.Alternative });
  return doc.save({ useObjectStreams: false });
}

/** The fixture's CII XML without the document number and without the monetary summation (no totals). */
function hollowXml(): string {
  return ciiXml(FACTURX_SPEC)
    .replace(/(<rsm:ExchangedDocument>[\s\S]*?)<ram:ID>[^<]*<\/ram:ID>/, '$1')
    .replace(/<ram:SpecifiedTradeSettlementHeaderMonetarySummation>[\s\S]*?<\/ram:SpecifiedTradeSettlementHeaderMonetarySummation>/, '');
}

describe('embedded XML that yields nothing', () => {
  it('is replaced by the layout with a warning naming the format', async () => {
    const xml = hollowXml();
    expect(xml).not.toContain('FX-2024-0042');
    const r = await extract(await withAttachment(xml));
    expect(r.source).toBe('layout');
    expect(r.invoice.number).toBe('FX-2024-0042');
    expect(r.invoice.totals.gross).not.toBeNull();
    const w = r.warnings.find((x) => /neither an invoice number nor a total/.test(x));
    expect(w).toBeDefined();
    expect(w).toContain('CII');
    expect(w).toContain('urn:un:unece:uncefact:data:standard:CrossIndustryInvoice');
  });

  it('a complete XML is still trusted', async () => {
    const r = await extract(await withAttachment(ciiXml(FACTURX_SPEC)));
    expect(r.source).toBe('embedded-xml');
    expect(r.warnings.some((x) => /neither an invoice number/.test(x))).toBe(false);
  });

  it('names the root namespace of the XML', () => {
    expect(xmlFormatName('CII', '<?xml version="1.0"?><!-- x --><rsm:CrossIndustryDocument xmlns:rsm="urn:un:unece:uncefact:data:standard:CBFBUY:5"/>')).toBe(
      'CII, urn:un:unece:uncefact:data:standard:CBFBUY:5',
    );
    expect(xmlFormatName('UBL Invoice', '<Invoice/>')).toBe('UBL Invoice');
  });
});
