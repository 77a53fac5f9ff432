import autocannon from 'autocannon';
const MIX = [
  { keywords: 'développeur' }, { keywords: 'react typescript' }, { keywords: '"chef de projet"' }, { keywords: 'java -javascript' },
  { keywords: 'kubernetes OR terraform OR ansible' }, { keywords: 'data engineer', workAreas: ['ile-de-france'] },
  { keywords: 'python', seniority: ['senior', 'expert'], available: true }, { skills: ['javascript', 'react'] }, { keywords: 'C# .NET' },
  { keywords: 'devops -junior', workAreas: ['auvergne-rhone-alpes', 'occitanie'] }, { keywords: '"refonte d\'une plateforme e-commerce"' }, { keywords: 'scrum OR kanban', limit: 50 },
];
const [key, conns, secs] = process.argv.slice(2);
const r = await autocannon({ url: 'http://127.0.0.1:3977', connections: Number(conns), duration: Number(secs), requests: MIX.map((b) => ({ method: 'POST', path: '/partners/search', headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: JSON.stringify(b) })) });
console.log(`req/s ${r.requests.average} p50 ${r.latency.p50} p99 ${r.latency.p99} non2xx ${r.non2xx} errors ${r.errors}`);
