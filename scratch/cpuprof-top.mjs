import { readFileSync } from 'node:fs';
const prof = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = prof.timeDeltas; const total = dt.reduce((a, b) => a + b, 0);
prof.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + dt[i]));
// self time per function
const fn = new Map();
for (const [id, t] of self) { const n = byId.get(id); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*node_modules\//, 'nm/').replace(/.*\/work\/main\//, '')}:${n.callFrame.lineNumber}`; fn.set(k, (fn.get(k) ?? 0) + t); }
console.log('total ms', (total / 1000).toFixed(0));
[...fn].sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[3] ?? 30)).forEach(([k, t]) => console.log((t / total * 100).toFixed(1).padStart(5) + '%', k));
// inclusive by package/module
const parent = new Map(); for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map();
for (const [id, t] of self) { const seen = new Set(); let cur = id; while (cur !== undefined) { const n = byId.get(cur); const u = n.callFrame.url; const m = u.includes('node_modules/') ? 'nm/' + u.split('node_modules/').pop().split('/').slice(0, u.split('node_modules/').pop().startsWith('@') ? 2 : 1).join('/') : u.replace(/.*\/work\/main\//, '').split('/').slice(0, 3).join('/'); if (m && !seen.has(m)) { seen.add(m); incl.set(m, (incl.get(m) ?? 0) + t); } cur = parent.get(cur); } }
console.log('--- inclusive by module');
[...incl].sort((a, b) => b[1] - a[1]).slice(0, 30).forEach(([k, t]) => console.log((t / total * 100).toFixed(1).padStart(5) + '%', k));
