import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
// @ts-expect-error the package ships no type declarations
import { validate as validateResume } from '@jsonresume/schema';
import type { RawProfile, WorkArea } from '../../src/domain/profile/raw-profile.schema';
import { GENERIC_NAME_WORDS, NAME_DRESSING, NAME_PARTICLES } from '../../src/domain/search/anonymise';
import { FACETS } from '../../src/domain/search/facets';
import { PLACE_WORDS, SEARCH_WORDS } from '../../src/domain/search/query-expansion';
import { exactTokens, minimalFrenchStem } from '../../src/domain/search/text-analysis';
import { BRANDS } from '../support/brands';
import { LEAKS, leakyProfile, rawProfile, SPELLED, spelledLeakyProfile } from '../support/profiles';
import { describeSearchEngines } from './search-engine.contract';

/**
 * Real resumes through the whole service, on every engine (issue 43): JSON Resume's own example resumes
 * (test/fixtures/jsonresume, MIT, as the package `@jsonresume/schema` 1.3.1 ships them) imported with the `meta` an
 * import needs, the canary profiles (test/support/profiles.ts), an employee of each brand that is also a search word
 * (test/support/brands.ts), and a person named like her town. Each goes through import, sync (GET /freelances),
 * Stage 1, search, highlights, facets and saved searches; each name, contact, organisation, address and personal
 * link a resume holds is absent from every Stage 1 string and found by no search, correction, facet, highlight or
 * saved search.
 */

const FIXTURES = ['sample', 'career-changer', 'new-grad', 'senior-engineer'] as const;
type Fixture = (typeof FIXTURES)[number];
type Resume = { basics: Record<string, unknown> & { name: string; summary?: string }; [section: string]: unknown };
const resumeOf = (name: Fixture): Resume =>
  JSON.parse(readFileSync(join(__dirname, '../fixtures/jsonresume', `${name}.resume.json`), 'utf8'));

/**
 * Each resume as it is, and `quoted`: its summary then quotes every string of its identity the resume holds (names,
 * contacts, links, organisations, referees, address), as the canary profiles do, so that a rule that forgot a field
 * shows it.
 */
interface Variant {
  id: string;
  fixture: Fixture;
  quoted: boolean;
}
const VARIANTS: Variant[] = FIXTURES.flatMap((fixture) => [
  { id: `jsonresume-${fixture}`, fixture, quoted: false },
  { id: `jsonresume-${fixture}-quoted`, fixture, quoted: true },
]);

function resumeFor(v: Variant): Resume {
  const resume = resumeOf(v.fixture);
  if (!v.quoted) return resume;
  const b = resume.basics as unknown as { email: string; phone: string; url: string; location?: { address?: string } };
  const list = <T>(section: string) => (resume[section] as T[] | undefined) ?? [];
  const profiles = (resume.basics.profiles as { username?: string; url?: string }[] | undefined) ?? [];
  const identity = [
    resume.basics.name,
    b.email,
    b.phone,
    b.url,
    ...profiles.flatMap((p) => [p.username, p.url]),
    b.location?.address,
    ...list<{ name?: string }>('work').map((w) => w.name),
    ...list<{ institution?: string }>('education').map((e) => e.institution),
    ...list<{ organization?: string }>('volunteer').map((x) => x.organization),
    ...list<{ entity?: string }>('projects').map((x) => x.entity),
    ...list<{ name?: string }>('references').map((r) => r.name),
    ...list<{ issuer?: string }>('certificates').map((c) => c.issuer),
    ...list<{ awarder?: string }>('awards').map((a) => a.awarder),
    ...list<{ publisher?: string }>('publications').map((x) => x.publisher),
  ].filter(Boolean);
  return { ...resume, basics: { ...resume.basics, summary: `${resume.basics.summary} ${identity.join('. ')}.` } };
}

/** What an import line of the resume is: the resume, and a `meta` (its own fields are dropped by the import). */
function imported(v: Variant, available = true): RawProfile {
  const resume = resumeFor(v);
  const names = resume.basics.name.split(/\s+/).filter((w) => !/^(dr|mr|mrs|ms|prof)\.?$/i.test(w));
  return {
    ...resume,
    meta: {
      ...(resume.meta as object),
      id: v.id,
      firstName: names.slice(0, -1).join(' '),
      lastName: names.at(-1),
      freelance: { available },
    },
  } as unknown as RawProfile;
}

/** A word a search reads it as, and what the test looks for in a response: folded tokens joined by spaces. */
const fold = (text: string) => exactTokens(text).join(' ');

/**
 * The identity a resume holds, read from its fields as docs/search.md says Stage 1 hides it: `phrases` (each absent as
 * a run of words, and unsearchable quoted) and `words` (each absent alone, and unsearchable).
 * - the person: the name, each word of it (but titles), the e-mail, its local part, the phone, the links and usernames;
 * - the street address, whole and by each word that identifies;
 * - the organisations they belonged to (employers, schools, volunteering, projects' clients) and their referees, part
 *   by part: whole and by each word that identifies (not a word partners search with, a generic word of companies'
 *   names, their dress, a place, a number);
 * - those that certified, awarded or published them: each part with a word that identifies that neither the resume's
 *   skills nor the recognition's title name (`Hooli`, `Coursera`), whole.
 */
function identityOf(resume: Resume): { phrases: string[]; words: string[] } {
  const b = resume.basics as {
    name: string;
    email: string;
    phone: string;
    url: string;
    location?: { address?: string; city?: string; region?: string };
    profiles?: { username?: string; url?: string }[];
  };
  const list = <T>(section: string) => (resume[section] as T[] | undefined) ?? [];
  const shown = new Set([b.location?.city, b.location?.region].flatMap((s) => (s ? exactTokens(s) : [])));
  const skills = new Set(
    list<{ name?: string; keywords?: string[] }>('skills').flatMap((s) =>
      [s.name ?? '', ...(s.keywords ?? [])].flatMap(exactTokens),
    ),
  );
  const identifies = (t: string) =>
    t.length >= 2 &&
    !/^\d+$/.test(t) &&
    !SEARCH_WORDS.has(t) &&
    !GENERIC_NAME_WORDS.has(t) &&
    !NAME_DRESSING.has(t) &&
    !PLACE_WORDS.has(t) &&
    !shown.has(t);
  const partsOf = (name: string | undefined) =>
    (name ?? '')
      .split(/[,;/|()]|\s(?:at|chez)\s/i)
      .map((p) => p.trim())
      .filter((p) => exactTokens(p).some(identifies));
  const person = exactTokens(b.name).filter((t) => !NAME_PARTICLES.has(t));
  const links = [b.url, ...(b.profiles ?? []).map((p) => p.url ?? '')].map((u) =>
    u.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, ''),
  );
  const members = [
    ...list<{ name?: string }>('work').map((w) => w.name),
    ...list<{ institution?: string }>('education').map((e) => e.institution),
    ...list<{ organization?: string }>('volunteer').map((v) => v.organization),
    ...list<{ entity?: string }>('projects').map((x) => x.entity),
    ...list<{ name?: string }>('references').map((r) => r.name),
    b.location?.address,
  ].flatMap(partsOf);
  // a certifying body keeps what the certificate's title names (`ISTQB` of `ISTQB Foundation Level`); an awarder or a
  // publisher that its prize or publication names does not (`Hooli` of `Prix Hooli`)
  const awarders = [
    ...list<{ awarder?: string }>('awards').map((a) => a.awarder),
    ...list<{ publisher?: string }>('publications').map((x) => x.publisher),
  ];
  const recognisers = [
    ...list<{ issuer?: string; name?: string }>('certificates').map((c) => [c.issuer, c.name]),
    ...awarders.map((organisation) => [organisation, '']),
  ].flatMap(([organisation, title]) =>
    partsOf(organisation).filter((part) =>
      exactTokens(part).some((t) => identifies(t) && !skills.has(t) && !exactTokens(title ?? '').includes(t)),
    ),
  );
  const awarderWords = awarders.flatMap((a) => exactTokens(a ?? '')).filter((t) => identifies(t) && !skills.has(t));
  const memberNames = [
    ...list<{ name?: string }>('work').map((w) => w.name),
    ...list<{ institution?: string }>('education').map((e) => e.institution),
    ...list<{ organization?: string }>('volunteer').map((v) => v.organization),
    ...list<{ entity?: string }>('projects').map((x) => x.entity),
  ].filter((n): n is string => !!n && exactTokens(n).some((t) => identifies(t) || exactTokens(n).length > 1));
  return {
    phrases: [
      person.join(' '),
      b.email,
      b.phone,
      ...memberNames,
      b.email.split('@')[0]!,
      ...links.filter((l) => !/^(twitter|github|linkedin)\.com$/.test(l)),
      ...(b.profiles ?? []).map((p) => p.username ?? ''),
      ...members,
      ...recognisers,
    ]
      .map(fold)
      .filter(Boolean),
    words: [...new Set([...person, ...members.flatMap(exactTokens).filter(identifies), ...awarderWords])],
  };
}

/**
 * The stems of what the resume shows once its identity is taken out (the fields Stage 1 shows, less `leaks`), and that
 * text folded: a probe whose words all are there finds the resume rightly (`restaurant` for one who ran `restaurants`
 * and worked for `Salt & Cedar Restaurant Group`).
 */
function publicText(resume: Resume, leaks: readonly string[]): { folded: string; stems: Set<string> } {
  const b = resume.basics as { label?: string; summary?: string; location?: { city?: string; region?: string } };
  const list = <T>(section: string) => (resume[section] as T[] | undefined) ?? [];
  let folded = ` ${fold(
    [
      b.label,
      b.summary,
      b.location?.city,
      b.location?.region,
      ...list<{ name: string; level?: string; keywords?: string[] }>('skills').flatMap((s) => [
        s.name,
        s.level,
        ...(s.keywords ?? []),
      ]),
      ...list<{ language: string; fluency?: string }>('languages').flatMap((l) => [l.language, l.fluency]),
      ...list<{ position?: string; summary?: string }>('work').flatMap((w) => [w.position, w.summary]),
    ]
      .filter(Boolean)
      .join(' \n '),
  )} `;
  for (const leak of [...leaks].sort((x, y) => y.length - x.length))
    while (folded.includes(` ${leak} `)) folded = folded.replace(` ${leak} `, ' ');
  return { folded, stems: new Set(folded.split(' ').filter(Boolean).map(minimalFrenchStem)) };
}

/**
 * The searches made of a resume's identity: each word as written, each phrase quoted, and each word of 5 letters or
 * more one letter short (a typo a correction would read as the word, were it known); but those whose words its public
 * text holds (publicText: they find it rightly).
 */
function probesOf(v: Variant): { probes: string[]; leaks: Set<string> } {
  const { phrases, words } = identityOf(resumeOf(v.fixture));
  const leaks = new Set([...phrases, ...words]);
  const shows = publicText(resumeFor(v), [...leaks]);
  const rightly = (probe: string) =>
    probe.startsWith('"')
      ? shows.folded.includes(` ${fold(probe)} `)
      : exactTokens(probe).every((t) => shows.stems.has(minimalFrenchStem(t)));
  const probes = [
    ...words,
    ...phrases.map((p) => `"${p}"`),
    ...words.filter((w) => w.length >= 5).map((w) => w.slice(0, -1)),
  ].filter((probe) => !rightly(probe));
  return { probes, leaks };
}

/** A profile that worked for each of `brands`, as `Brand France`, and says so: `chez Brand`, `équipe Brand Paris`. */
function brandEmployee(id: string, brands: readonly string[]): RawProfile {
  const p = rawProfile(id, {
    basics: { label: 'Consultante', summary: brands.map((b) => `Consultante chez ${b} depuis 2019.`).join(' ') },
    work: brands.map((b) => ({
      name: `${b} France`,
      position: 'Consultante',
      startDate: '2019-01',
      endDate: undefined,
      summary: `Chez ${b} (équipe ${b} Paris).`,
    })),
  });
  p.skills = []; // only its employers may say a brand
  return p;
}
/** The issue's: an employee of Google France, Microsoft France, Amazon Web Services and Zzacme Conseil. */
function issueEmployee(): RawProfile {
  const p = rawProfile('issue-google', {
    basics: {
      label: 'Consultante Cloud chez Google depuis 2019 (équipe Google Paris)',
      summary: 'Azure chez Microsoft, puis Amazon Web Services.',
    },
    work: [
      { name: 'Google France', position: 'Consultante Cloud', startDate: '2019', endDate: undefined, summary: '' },
      { name: 'Microsoft France', position: 'Azure', startDate: '2016', endDate: '2019', summary: '' },
      { name: 'Amazon Web Services', position: 'Architecte', startDate: '2014', endDate: '2016', summary: '' },
      { name: 'Zzacme Conseil', position: 'Consultante', startDate: '2012', endDate: '2014', summary: 'Chez Zzacme.' },
    ],
  });
  p.skills = [];
  return p;
}
/** An employee of Google France who writes Google's products: she shows them, and is found by them. */
function productsEmployee(): RawProfile {
  const p = rawProfile('issue-google-cloud', {
    basics: { label: 'Consultante Cloud chez Google', summary: 'Google Cloud et Google Analytics chez Google.' },
    work: [{ name: 'Google France', position: 'Consultante', startDate: '2019', endDate: undefined, summary: '' }],
  });
  p.skills = [];
  return p;
}

const BRAND_GROUPS = Array.from({ length: Math.ceil(BRANDS.length / 40) }, (_, i) => BRANDS.slice(i * 40, i * 40 + 40));

const nancy: WorkArea = {
  type: 'ville',
  code: '54000',
  label: 'Nancy (54000)',
  cityZipCode: '54000',
  cityName: 'Nancy',
  departmentCode: '54',
  departmentName: 'Meurthe-et-Moselle',
  regionCode: '44',
  regionName: 'Grand Est',
  countryCode: 'FR',
  countryName: 'France',
};
/** A developer who lives and works in Nancy, named `name`. */
function nancyResident(id: string, first: string, last: string): RawProfile {
  const p = rawProfile(id, {
    basics: {
      name: `${first} ${last}`,
      label: 'Développeuse Zzkotlin',
      summary: `${first} ${last}, développeuse Zzkotlin à Nancy.`,
      location: { address: '', postalCode: '54000', city: 'Nancy', countryCode: 'FR', region: 'Grand Est' },
    },
    meta: { firstName: first, lastName: last },
  });
  p.meta.freelance.preferences.workAreas = [nancy];
  return p;
}

const CORPUS = (): RawProfile[] => [
  ...VARIANTS.map((v) => imported(v)),
  leakyProfile('leaky'),
  spelledLeakyProfile('spelled'),
  issueEmployee(),
  productsEmployee(),
  ...BRAND_GROUPS.map((brands, i) => brandEmployee(`brands-${i}`, brands)),
  nancyResident('nancy', 'Nancy', 'Zzlorrain'),
  nancyResident('neighbour', 'Julie', 'Zzvoisine'),
];

/** A search word that finds each resume by what it shows. */
const HONEST: Record<Fixture, string> = {
  sample: 'compression',
  'career-changer': 'tableau',
  'new-grad': 'react',
  'senior-engineer': 'kafka',
};

const PARTNER = 'partner:test-partner';
const everything = { facets: [...FACETS], highlight: true, limit: 100 };

describe('the JSON Resume examples', () => {
  it.each(FIXTURES)('%s is a valid JSON Resume, and holds an identity to hide', async (name) => {
    expect(
      await new Promise((resolve) => validateResume(resumeOf(name), (err: unknown) => resolve(err ?? null))),
    ).toBeNull();
    const { phrases, words } = identityOf(resumeOf(name));
    expect(phrases.length).toBeGreaterThan(8);
    expect(words.length).toBeGreaterThan(5);
  });

  it('name organisations outside `work`, which the import keeps', () => {
    expect(identityOf(resumeOf('sample')).phrases).toEqual(
      expect.arrayContaining(['hooli', 'techcrunch', 'coderdojo', 'smoogle', 'erlich bachman', '2712 broadway st']),
    );
    expect(identityOf(resumeOf('senior-engineer')).phrases).toEqual(
      expect.arrayContaining(['marcus feng', 'confluent', 'usenix osdi', 'ut austin', '88 harrison street']),
    );
    expect(identityOf(resumeOf('career-changer')).phrases).toEqual(
      expect.arrayContaining(['priya natarajan', 'salt cedar restaurant group', 'coursera', 'ibm']),
    );
  });
});

describeSearchEngines('privacy on real resumes', CORPUS, (ctx) => {
  const idsOf = (res: request.Response) =>
    (res.body.freelances as { id: string }[]).map((f) => ctx.t.internals.stage1.resolve(f.id, PARTNER));
  /**
   * What a response shows of the profiles, folded: the results but their sealed ids (ciphertext may hold any letters)
   * and the words the query was read as (`matched`: the partner's own), and the facets. Not the rest of `infos`,
   * which repeats the query.
   */
  const shownOf = (res: request.Response, owner?: string) =>
    ` ${fold(
      JSON.stringify({
        facets: res.body.infos?.facets,
        freelances: (res.body.freelances as { id: string; highlights?: { fields: object } }[])
          .filter((f) => !owner || ctx.t.internals.stage1.resolve(f.id, PARTNER) === owner)
          .map(({ id: _id, highlights, ...shown }) => ({ ...shown, fields: highlights?.fields })),
      }),
    )} `;
  /** How many profiles a search of no words finds: a probe that finds as many is read as nothing. */
  let pool = 0;
  beforeAll(async () => {
    pool = (await ctx.search({ limit: 1 })).body.infos.total;
  });

  it.each(VARIANTS.map((v) => [v.id, v] as const))(
    '%s: found by what it shows, with no name, contact, organisation, address or link in its result, highlights or facets',
    async (id, v) => {
      const res = await ctx.search({ keywords: HONEST[v.fixture], ...everything });
      expect(res.status).toBe(200);
      expect(idsOf(res)).toContain(id);
      const shown = shownOf(res, id);
      expect(shown).toContain(' mark ');
      for (const leak of probesOf(v).leaks) expect([leak, shown.includes(` ${leak} `)]).toEqual([leak, false]);
    },
  );

  it.each(VARIANTS.map((v) => [v.id, v] as const))(
    '%s: no name, contact, organisation, address or link of it finds it, shows, or is offered as a correction',
    async (id, v) => {
      const { probes, leaks } = probesOf(v);
      expect(probes.length).toBeGreaterThan(10);
      for (const probe of probes) {
        const res = await ctx.search({ keywords: probe, ...everything });
        expect(res.status).toBe(200);
        // a probe read as nothing (a word every freelancer is, `freelance`) finds everyone, as no words do
        if (res.body.infos.total < pool) expect([probe, idsOf(res)]).not.toEqual([probe, expect.arrayContaining([id])]);
        const shown = shownOf(res, id);
        for (const leak of leaks) expect([probe, leak, shown.includes(` ${leak} `)]).toEqual([probe, leak, false]);
        const readAs = (res.body.infos.corrections ?? []).flatMap((c: { readAs: string[] }) => c.readAs);
        expect([probe, readAs.filter((r: string) => leaks.has(fold(r)))]).toEqual([probe, []]);
      }
    },
  );

  it('the canaries: none of their identity finds them, in any spelling', async () => {
    for (const probe of [
      LEAKS.first,
      LEAKS.last,
      LEAKS.username,
      'paribas',
      `"${LEAKS.employer}"`,
      `"${LEAKS.school}"`,
      ...Object.values(SPELLED.record).map((r) => `"${r}"`),
      'zzlebihan',
      'zzgenerale',
      'zzstrauss',
    ]) {
      const res = await ctx.search({ keywords: probe, ...everything });
      expect(res.status).toBe(200);
      expect([probe, idsOf(res)]).not.toEqual([probe, expect.arrayContaining(['leaky'])]);
      expect([probe, idsOf(res)]).not.toEqual([probe, expect.arrayContaining(['spelled'])]);
    }
  });

  it('a brand that is also a search word, as an employer, finds nobody and shows nowhere', async () => {
    const employees = BRAND_GROUPS.map((_, i) => `brands-${i}`);
    for (const brand of BRANDS) {
      const res = await ctx.search({ keywords: brand, limit: 100 });
      expect(res.status).toBe(200);
      expect([brand, idsOf(res).filter((id) => employees.includes(id!))]).toEqual([brand, []]);
    }
    const res = await ctx.search({ keywords: 'consultante', ...everything });
    for (const id of employees) expect(idsOf(res)).toContain(id);
    const shown = shownOf(res);
    for (const brand of BRANDS) expect([brand, shown.includes(` chez ${brand} `)]).toEqual([brand, false]);
  });

  it('the issue’s employers: `chez Google`, `équipe Google Paris`, `Azure chez Microsoft`, `Amazon Web Services`', async () => {
    for (const probe of ['google', 'microsoft', 'amazon', 'zzacme', '"google france"', '"amazon web services"']) {
      const res = await ctx.search({ keywords: probe, limit: 100 });
      expect([probe, idsOf(res)]).not.toEqual([probe, expect.arrayContaining(['issue-google'])]);
    }
    const res = await ctx.search({ keywords: 'azure', ...everything });
    const found = (res.body.freelances as { id: string; headline: string; summary: string; highlights: object }[]).find(
      (f) => ctx.t.internals.stage1.resolve(f.id, PARTNER) === 'issue-google',
    )!;
    expect(found.headline).toBe('Consultante Cloud chez […] depuis 2019 (équipe […] Paris)');
    expect(found.summary).toBe('Azure chez […], puis […].');
    expect(JSON.stringify(found.highlights)).not.toMatch(/<mark>(google|microsoft|amazon)/i);
    // Google's products are kept, and find their writer as they find anyone who writes them; her employer does not
    const products = await ctx.search({ keywords: '"google analytics"', ...everything });
    const writer = (products.body.freelances as { id: string; headline: string; summary: string }[]).find(
      (f) => ctx.t.internals.stage1.resolve(f.id, PARTNER) === 'issue-google-cloud',
    )!;
    expect([writer.headline, writer.summary]).toEqual([
      'Consultante Cloud chez […]',
      'Google Cloud et Google Analytics chez […].',
    ]);
    expect(await ctx.ids({ keywords: '"google france"' })).not.toContain('issue-google-cloud');
    expect(await ctx.ids({ keywords: '"chez google"' })).not.toContain('issue-google-cloud');
  });

  it('a person named like her town: neither the town nor a `[…]` in its place, and `matched` never says she lives there', async () => {
    const res = await ctx.search({ keywords: 'zzkotlin nancy', ...everything });
    const results = res.body.freelances as {
      id: string;
      location: Record<string, string>;
      preferences: { workAreas: object[] };
      highlights: { matched: { words: string; how: string }[]; fields: object };
    }[];
    const of = (id: string) => results.find((f) => ctx.t.internals.stage1.resolve(f.id, PARTNER) === id)!;
    expect(of('neighbour').location).toMatchObject({ city: 'Nancy', postalCode: '54000' });
    expect(of('neighbour').highlights.matched).toContainEqual({ words: 'nancy', as: 'place', how: 'lives' });
    const her = of('nancy');
    expect(her.location).toEqual({ city: '', region: 'Grand Est', countryCode: 'FR', postalCode: '' });
    expect(her.preferences.workAreas).toEqual([
      expect.objectContaining({ type: 'departement', departmentCode: '54', departmentName: 'Meurthe-et-Moselle' }),
    ]);
    expect(her.highlights.matched.filter((m) => m.how === 'lives' || m.how === 'worksIn')).toEqual([]);
    const { id: _id, highlights, ...shown } = her;
    expect(JSON.stringify([shown, highlights.fields]).toLowerCase()).not.toMatch(/nancy|54000|zzlorrain/);
    // found by `nancy` or `54000` only as everyone of the department is, as the area her result shows
    for (const probe of ['zzlorrain', '"nancy zzlorrain"', '"zzkotlin nancy"']) {
      const probed = await ctx.search({ keywords: probe, limit: 100 });
      expect([probe, idsOf(probed)]).not.toEqual([probe, expect.arrayContaining(['nancy'])]);
    }
  });

  it('sync clients receive the resumes whole: the sections outside `work` are kept and distributed', async () => {
    const res = await request(ctx.t.app)
      .get('/freelances?modifiedTime=0&page=1&limit=100')
      .set('x-api-key', ctx.t.key.client);
    expect(res.status).toBe(200);
    for (const name of FIXTURES) {
      const resume = resumeOf(name);
      const synced = (res.body.freelances as { basics: { name: string; summary: string } }[]).find(
        (f) => f.basics.name === resume.basics.name && f.basics.summary === resume.basics.summary,
      )! as unknown as Record<string, unknown[]> & { basics: { email: string; phone: string } };
      for (const section of ['volunteer', 'awards', 'publications', 'references', 'projects', 'certificates'])
        expect([name, section, synced[section]!.length]).toEqual([
          name,
          section,
          ((resume[section] as unknown[] | undefined) ?? []).length,
        ]);
      expect(synced.basics.email).not.toBe(resume.basics.email);
      expect(synced.basics.phone).toBe('');
    }
  });

  it('saved searches: what a resume shows matches it, none of its identity does, and the matches show none of it', async () => {
    const { t } = ctx;
    const caller = (await t.internals.stores.keys.list()).find((k) => k.name === 'test-partner')!;
    const probes = new Map<string, string>(); // saved search id -> the resume it must not match
    const honest = new Map<string, string>();
    for (const v of VARIANTS) {
      let kept = 0;
      for (const probe of probesOf(v).probes) {
        if (kept === 10 || (await ctx.search({ keywords: probe, limit: 1 })).body.infos.total === pool) continue;
        probes.set((await t.c.savedSearches.create(caller, { name: probe, query: { keywords: probe } })).id, v.id);
        kept++;
      }
    }
    for (const name of FIXTURES)
      honest.set(
        (await t.c.savedSearches.create(caller, { name: HONEST[name], query: { keywords: HONEST[name] } })).id,
        name,
      );
    const match = async () => {
      t.clock.advance(1000);
      return t.c.savedSearches.match();
    };
    await match(); // the matcher starts from the present
    await t.c.imports.importProfiles(VARIANTS.map((v) => imported(v, false)));
    t.clock.advance(1000);
    await ctx.syncIndex();
    expect(await match()).toBeGreaterThan(0);
    for (const [id, owner] of probes)
      expect([
        owner,
        (await t.internals.stores.savedSearches.matchesSince(id, 0, 100)).map((m) => m.internalId),
      ]).not.toEqual([owner, expect.arrayContaining([owner])]);
    for (const [id, name] of honest) {
      const listed = await t.c.savedSearches.matches(caller, id, 0, 1, 100);
      for (const v of VARIANTS.filter((x) => x.fixture === name)) {
        const mine = listed.freelances.filter((f) => t.internals.stage1.resolve(f.id, PARTNER) === v.id);
        expect([v.id, mine.length]).toEqual([v.id, 1]);
        const shown = ` ${fold(JSON.stringify({ ...mine[0], id: '' }))} `;
        for (const leak of probesOf(v).leaks) expect([leak, shown.includes(` ${leak} `)]).toEqual([leak, false]);
      }
    }
  });
});
