import { existsSync } from 'node:fs';
import { loadConfig } from '../src/config/config';
import { createContainer } from '../src/container';
import { demoProfiles } from '../src/demo/demo-profiles';
import { parseKeywords } from '../src/domain/search/keyword-grammar';
import { regionBySlug, regionFilterKeys, seniorityOfSlug } from '../src/domain/search/referential';
const MIX: any[] = [
  { keywords: 'développeur' }, { keywords: 'react typescript' }, { keywords: '"chef de projet"' }, { keywords: 'java -javascript' },
  { keywords: 'kubernetes OR terraform OR ansible' }, { keywords: 'data engineer', workAreas: ['ile-de-france'] },
  { keywords: 'python', seniority: ['senior', 'expert'], available: true }, { skills: ['javascript', 'react'] }, { keywords: 'C# .NET' },
  { keywords: 'devops -junior', workAreas: ['auvergne-rhone-alpes', 'occitanie'] }, { keywords: '"refonte d\'une plateforme e-commerce"' }, { keywords: 'scrum OR kanban', limit: 50 },
];
const toQuery = (b: any) => ({ keywords: parseKeywords(b.keywords ?? ''), skills: b.skills ?? [], areaKeys: [...new Set((b.workAreas ?? []).map((s: string) => regionBySlug.get(s)!).flatMap(regionFilterKeys))] as string[], seniorities: (b.seniority ?? []).map((s: string) => seniorityOfSlug.get(s)!), available: b.available, offset: 0, limit: b.limit ?? 20 });
async function main() {
  const dir = '/work/scratch/search-data';
  const fresh = !existsSync(dir);
  const base: any = { ...process.env, DATA_DIR: dir, DEMO_PROFILES: '0', LOG_LEVEL: 'warn' };
  delete base.MONGODB_URL; delete base.OPENSEARCH_URL; delete base.REDIS_URL;
  const c = await createContainer(loadConfig(base));
  if (fresh) for (let i = 0; i < 100_000; i += 10_000) await c.imports.importProfiles(demoProfiles(10_000, { seed: 7000 + i, idPrefix: `b${String(i / 10_000).padStart(3, '0')}-` }));
  const engine = c.stores.search!;
  for (const b of MIX) {
    const q = toQuery(b); const times: number[] = []; let total = 0;
    for (let i = 0; i < 15; i++) { const t0 = performance.now(); total = (await engine.search(q)).total; times.push(performance.now() - t0); }
    times.sort((a, b) => a - b);
    console.log(`${JSON.stringify(b).padEnd(90)} total ${String(total).padStart(6)}  median ${times[7]!.toFixed(1)} ms`);
  }
  await c.close();
}
main();
