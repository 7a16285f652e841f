// Convert invoice.pdf, wait until it is done, and save the Excel workbook (Node 20+, no dependencies).
import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';

const base = process.env.TALLYSHEET_URL;
const headers = { Authorization: `Bearer ${process.env.TALLYSHEET_API_KEY}` };

const form = new FormData();
form.append('files', new Blob([await readFile('invoice.pdf')], { type: 'application/pdf' }), 'invoice.pdf');
const started = await fetch(`${base}/api/v1/conversions`, {
  method: 'POST',
  headers: { ...headers, 'Idempotency-Key': randomUUID() },
  body: form,
});
if (!started.ok) throw new Error((await started.json()).error.message);
let { data: conversion } = await started.json();

while (conversion.status === 'pending' || conversion.status === 'processing') {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  ({ data: conversion } = await (await fetch(`${base}/api/v1/conversions/${conversion.id}`, { headers })).json());
}
console.log(`conversion ${conversion.id} ${conversion.status}`);
if (conversion.status === 'failed') throw new Error(conversion.error);

const xlsx = conversion.files[0].outputs.find((output) => output.format === 'xlsx');
const file = await fetch(base + xlsx.url, { headers });
await writeFile('invoice.xlsx', Buffer.from(await file.arrayBuffer()));
