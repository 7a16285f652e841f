import fs from 'node:fs'; import path from 'node:path';
import { openPdf } from './src/pdf/index.js';
import { buildDoc } from './src/invoice/doc.js';
import { corpusDir } from './bench/invoices.js';
const [file, pat] = process.argv.slice(2);
const pdf = await openPdf(new Uint8Array(fs.readFileSync(path.join(corpusDir(), file!))));
const pages = []; for (let i = 1; i <= pdf.pages; i++) pages.push(await pdf.readPage(i));
const doc = buildDoc(pages);
const re = new RegExp(pat!, 'i');
for (const l of doc.lines) if (re.test(l.text)) { for (let k = Math.max(0,l.i-1); k <= l.i+2; k++) { const x = doc.lines[k]; if (x) console.log(k, x.x0.toFixed(0), x.y0.toFixed(0), JSON.stringify(x.segs.map(s=>s.text))); } console.log('--'); }
