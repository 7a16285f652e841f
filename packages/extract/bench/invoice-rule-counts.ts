/**
 * Counts what the invoice rules are made of (#11 closing note): regular expressions, word lists and inline
 * thresholds left in src/invoice outside the lexicon and the settings, `if` statements, and the lexicon's size.
 * Run from packages/extract: `npx tsx bench/invoice-rule-counts.ts [DIR]` (default src/invoice; DIR to count another version).
 *
 * - regular expression: a regex literal or a `new RegExp(…)` (compiled from lexicon words or not);
 * - word list: an array literal of three or more string/template literals that contain letters, except a list declared
 *   with a union-of-keys element type (`const FIELD_KINDS: readonly FieldKind[] = ['number', …]`): the type admits
 *   only the names of families, so it holds no vocabulary (the label words of those families are lexicon entries);
 * - inline threshold: a numeric literal other than 0 and 1 (indices and counts of one are not thresholds), outside
 *   settings.ts;
 * - lexicon: families (arrays) and entries per language file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const dir = path.resolve(process.argv[2] ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/invoice'));

interface Counts {
  regexLiterals: number;
  newRegExp: number;
  wordLists: number;
  wordListEntries: number;
  thresholds: number;
  ifs: number;
}

/** An array literal initialising a variable typed as an array of a named type (`readonly PaymentLabel[]`), not `string[]`. */
function isKeyList(n: ts.ArrayLiteralExpression): boolean {
  if (!ts.isVariableDeclaration(n.parent) || !n.parent.type) return false;
  let t: ts.TypeNode = n.parent.type;
  if (ts.isTypeOperatorNode(t)) t = t.type;
  return ts.isArrayTypeNode(t) && ts.isTypeReferenceNode(t.elementType);
}

function count(file: string): Counts {
  const src = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const c: Counts = { regexLiterals: 0, newRegExp: 0, wordLists: 0, wordListEntries: 0, thresholds: 0, ifs: 0 };
  const visit = (n: ts.Node): void => {
    if (n.kind === ts.SyntaxKind.RegularExpressionLiteral) c.regexLiterals++;
    if (ts.isNewExpression(n) && n.expression.getText(src) === 'RegExp') c.newRegExp++;
    if (ts.isIfStatement(n)) c.ifs++;
    if (ts.isNumericLiteral(n) && Number(n.text) !== 0 && Number(n.text) !== 1) c.thresholds++;
    if (ts.isArrayLiteralExpression(n) && !isKeyList(n)) {
      const strings = n.elements.filter(
        (e) => (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) && /\p{L}{2}/u.test(e.text),
      );
      if (strings.length >= 3) {
        c.wordLists++;
        c.wordListEntries += strings.length;
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(src);
  return c;
}

const files = fs.readdirSync(dir).filter((f) => f.endsWith('.ts'));
const total: Counts = { regexLiterals: 0, newRegExp: 0, wordLists: 0, wordListEntries: 0, thresholds: 0, ifs: 0 };
console.log('src/invoice (outside lexicon/):');
console.log('file'.padEnd(16), 'regex-lit', 'new-RegExp', 'word-lists(entries)', 'thresholds', 'ifs');
for (const f of files) {
  const c = count(path.join(dir, f));
  if (f === 'settings.ts') c.thresholds = 0; // the documented defaults are the settings themselves
  for (const k of Object.keys(total) as Array<keyof Counts>) total[k] += c[k];
  console.log(f.padEnd(16), String(c.regexLiterals).padStart(9), String(c.newRegExp).padStart(10), `${c.wordLists}(${c.wordListEntries})`.padStart(19), String(c.thresholds).padStart(10), String(c.ifs).padStart(4));
}
console.log('TOTAL'.padEnd(16), String(total.regexLiterals).padStart(9), String(total.newRegExp).padStart(10), `${total.wordLists}(${total.wordListEntries})`.padStart(19), String(total.thresholds).padStart(10), String(total.ifs).padStart(4));

const lexDir = path.join(dir, 'lexicon');
if (!fs.existsSync(lexDir)) process.exit(0);
let families = 0;
let entries = 0;
for (const f of fs.readdirSync(lexDir).filter((x) => x.endsWith('.ts') && x !== 'types.ts' && x !== 'index.ts')) {
  const src = ts.createSourceFile(f, fs.readFileSync(path.join(lexDir, f), 'utf8'), ts.ScriptTarget.Latest, true);
  let fam = 0;
  let ent = 0;
  const visit = (n: ts.Node): void => {
    if (ts.isPropertyAssignment(n) && ts.isArrayLiteralExpression(n.initializer)) {
      fam++;
      ent += n.initializer.elements.length;
    }
    ts.forEachChild(n, visit);
  };
  visit(src);
  families += fam;
  entries += ent;
  console.log(`lexicon/${f}`.padEnd(20), `${fam} families, ${ent} entries`);
}
console.log(`lexicon total: ${families} families, ${entries} entries`);
