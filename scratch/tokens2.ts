import { stemmedTokens } from '../src/domain/search/text-analysis';
const tok = (n: number) => `zq${[...n.toString(26)].map((ch) => 'abcdefghijklmnopqrstuvwxyz'[parseInt(ch, 26)]).join('')}qv`;
const seen = new Set<string>(); let bad = 0;
for (let n = 0; n < 100000; n++) { const s = stemmedTokens(tok(n)); if (s.length !== 1 || seen.has(s[0]!)) bad++; seen.add(s.join(' ')); }
console.log('collisions', bad, tok(796), stemmedTokens(tok(796)));
