// Receives Tallysheet webhooks and checks their signature (Node 20+, no dependencies).
// TALLYSHEET_WEBHOOK_SECRET is the endpoint's signing secret (whsec_…) from Settings → API.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

const secret = process.env.TALLYSHEET_WEBHOOK_SECRET;

// Tallysheet-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">
function verify(header, rawBody, toleranceSeconds = 300) {
  const { t, v1 } = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  if (!t || !v1 || Math.abs(Date.now() / 1000 - Number(t)) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// The same event can arrive more than once: handle each Tallysheet-Event-Id once (keep them in your database).
const handled = new Set();

createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    if (!verify(String(req.headers['tallysheet-signature'] ?? ''), body)) return res.writeHead(400).end();
    const eventId = String(req.headers['tallysheet-event-id'] ?? '');
    if (handled.has(eventId)) return res.writeHead(204).end();
    handled.add(eventId);
    const event = JSON.parse(body);
    console.log(`${event.type} ${event.data.conversion?.id ?? ''}`);
    res.writeHead(204).end();
  });
}).listen(Number(process.env.PORT ?? 8080));
