import { stemmedTokens } from '../src/domain/search/text-analysis';
const tok = (n: number) => `zq${[...n.toString(26)].map((ch) => 'abcdefghijklmnopqrstuvwxyz'[parseInt(ch, 26)]).join('')}q`;
const seen = new Map<string, number[]>();
for (let n = 0; n < 1000; n++) { const s = stemmedTokens(tok(n)).join(' '); seen.set(s, [...(seen.get(s) ?? []), n]); }
console.log('796', tok(796), stemmedTokens(tok(796)));
console.log([...seen].filter(([, v]) => v.length > 1).slice(0, 10));
