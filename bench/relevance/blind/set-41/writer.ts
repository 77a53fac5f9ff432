/**
 * Writes a profile (JSON Resume + meta, as the import schema wants it) from a Truth, the way real CVs are written.
 * `mode: 'public'` writes the same profile with every private value blanked and every sentence that repeats one
 * left out: its strings are the owner's non-private text, which the identity probes must avoid. Both modes draw the
 * same random numbers (one PRNG seeded by the profile id), so the texts are identical apart from private data.
 */
import { AREAS, PLACE } from './areas';
import { fits } from './consistency';
import { occ as occOf } from './occupations';
import { CONSULTANCIES, GROUPS, ROLES_EN, ROLES_FR } from './people';
import { chance, hash, int, mulberry32, pick, pickFront, sample, type Rng } from './rng';
import { CERTS, SKILLS } from './skills';
import { TODAY, addDays, daysUntilFree, type Sector, type Truth } from './truth';
import {
  CONTEXT_EN,
  CONTEXT_FR,
  FLUENCY_EN,
  FLUENCY_FR,
  LANG_EN,
  LANG_FR,
  MONTHS_EN,
  MONTHS_FR,
  SECTOR_EN,
  SECTOR_FR,
  SECTOR_SHORT_FR,
  STUDY_EN,
} from './vocab';

export type Mode = 'full' | 'public';

export function stripAccents(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'OE');
}

/** How a private value is written in the owner's profile (French CVs without accents drop them everywhere). */
export function written(t: Truth, value: string): string {
  return t.noAccents ? stripAccents(value) : value;
}

const CAD = ['catia-v5', '3dexperience', 'solidworks', 'creo', 'nx', 'inventor', 'topsolid'];

function skillName(rng: Rng, key: string, en: boolean): string {
  const d = SKILLS[key];
  if (!d) throw new Error(`unknown skill ${key}`);
  if (d.alt && chance(rng, 0.3)) return pick(rng, d.alt);
  return en ? (d.en ?? d.fr) : d.fr;
}

function frDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

function lcFirst(s: string): string {
  return s.length > 1 && s[1] !== s[1]!.toUpperCase() ? s[0]!.toLowerCase() + s.slice(1) : s;
}

function listFr(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return items.slice(0, -1).join(', ') + ' et ' + items[items.length - 1];
}
function listEn(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return items.slice(0, -1).join(', ') + ' and ' + items[items.length - 1];
}

function areaPhrase(key: string, en: boolean): string {
  const a = AREAS[key];
  if (!a) return '';
  switch (a.type) {
    case 'ville':
      return a.cityName ?? '';
    case 'departement':
      return `${a.departmentName ?? ''} (${a.departmentCode ?? ''})`;
    case 'region':
      return a.regionName ?? '';
    case 'pays':
      if (a.countryCode === 'FR') return en ? 'anywhere in France' : 'toute la France';
      return en
        ? a.countryCode === 'CH'
          ? 'Switzerland'
          : a.countryCode === 'BE'
            ? 'Belgium'
            : (a.countryName ?? '')
        : (a.countryName ?? '');
  }
}

function availabilityString(rng: Rng, t: Truth): string {
  const en = t.cvLang === 'en';
  const d = daysUntilFree(t);
  if (d <= 0) {
    const r = rng();
    if (r < 0.3) return '';
    if (r < 0.7)
      return en
        ? pick(rng, ['ASAP', 'Immediately', 'Available now'])
        : pick(rng, ['Immédiate', 'Immédiatement', 'Dès maintenant']);
    return chance(rng, 0.5) ? t.availableFrom : frDate(t.availableFrom);
  }
  const r = rng();
  const [y, m, dd] = t.availableFrom.split('-').map(Number) as [number, number, number];
  if (r < 0.5) return t.availableFrom;
  if (r < 0.8) return en ? t.availableFrom : frDate(t.availableFrom);
  const part = dd <= 10 ? (en ? 'early' : 'début') : dd >= 21 ? (en ? 'late' : 'fin') : en ? 'mid' : 'mi-';
  return en ? `${part} ${MONTHS_EN[m - 1]} ${y}` : `${part}${part.endsWith('-') ? '' : ' '}${MONTHS_FR[m - 1]} ${y}`;
}

function rateString(rng: Rng, t: Truth): string {
  const en = t.cvLang === 'en';
  if (t.rate === null)
    return chance(rng, 0.5)
      ? ''
      : en
        ? pick(rng, ['Negotiable', 'To be discussed'])
        : pick(rng, ['A négocier', 'Selon mission', 'À discuter']);
  const r = rng();
  if (r < 0.4) return String(t.rate);
  if (r < 0.6) return `${t.rate} €`;
  if (r < 0.75) return en ? `${t.rate} EUR/day` : `${t.rate}€/jour`;
  if (r < 0.9) return `${t.rate - 50}-${t.rate + 50}`;
  return en ? `${t.rate} € per day` : `${t.rate} € HT / jour`;
}

function groupsFor(rng: Rng, sectors: Sector[], n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < n * 3 && out.length < n; i++) {
    const s = i === 0 ? sectors[0]! : pick(rng, sectors);
    const g = pick(rng, GROUPS[s]);
    if (!out.includes(g)) out.push(g);
  }
  return out;
}

interface Written {
  profile: Record<string, unknown>;
}

/** Writes the profile of `t`. */
export function writeProfile(t: Truth, mode: Mode = 'full'): Written {
  const rng = mulberry32(hash(t.id));
  const o = occOf(t.occ);
  const en = t.cvLang === 'en';
  const pv = t.private;
  const full = mode === 'full';
  const P = (v: string): string => (full ? v : '');
  const tx = (s: string): string => (t.noAccents ? stripAccents(s) : s);
  const fem = t.gender === 'f';
  const home = PLACE[t.home]!;
  const allTitles = en ? o.en : o.fr[t.gender];
  const fitting = allTitles.filter((x) => fits(t, x));
  const titles = fitting.length > 0 ? fitting : [allTitles[0]!];
  const title = pickFront(rng, titles);
  const skillNames = t.skills.map((k) => skillName(rng, k, en));
  const cad = t.skills.find((k) => CAD.includes(k));
  const cadName = cad ? skillName(rng, cad, en) : '';
  const fill = (s: string): string => s.replace('{cad}', cadName);
  // Mission phrases true to the Truth (sector, tools), or a plain one when none fits.
  const allTasks = (en ? o.tasksEn : o.tasksFr).filter((x) => (cad || !x.includes('{cad}')) && fits(t, fill(x)));
  const tasks =
    allTasks.length > 0
      ? allTasks
      : [
          en
            ? `Assignments as ${title}: needs analysis, delivery and follow-up`
            : `Interventions en tant que ${title} : analyse du besoin, réalisation et suivi des livrables`,
        ];

  // Label
  const r = rng();
  let label = title;
  const seniorWord = en
    ? { junior: 'Junior', confirme: '', senior: 'Senior', expert: 'Senior' }[t.band]
    : { junior: 'junior', confirme: fem ? 'confirmée' : 'confirmé', senior: 'senior', expert: 'expert' }[t.band];
  if (r < 0.3) label = title;
  else if (r < 0.45 && seniorWord)
    label = en ? (title.startsWith('Senior') ? title : `${seniorWord} ${title}`) : `${title} ${seniorWord}`;
  else if (r < 0.65 && skillNames.length > 0)
    label = `${title} – ${skillNames.slice(0, chance(rng, 0.5) ? 1 : 2).join(' / ')}`;
  else if (r < 0.75)
    label = en
      ? `${title} | ${SECTOR_EN[t.sectors[0]!].replace(/^./, (c) => c.toUpperCase())}`
      : `${title} | ${SECTOR_SHORT_FR[t.sectors[0]!]}`;
  else if (r < 0.85)
    label = en ? `${title} (contractor)` : `${title} ${pick(rng, ['freelance', fem ? 'indépendante' : 'indépendant'])}`;
  else if (r < 0.93 && t.years >= 3)
    label = en ? `${title} – ${t.years} years' experience` : `${title} – ${t.years} ans d'expérience`;
  else label = `${title} – ${home.city}`;

  // Summary
  const s: string[] = [];
  const sectorsFr = listFr(t.sectors.slice(0, 2).map((x) => SECTOR_FR[x]));
  const sectorsEn = listEn(t.sectors.slice(0, 2).map((x) => SECTOR_EN[x]));
  const startYear = Number(TODAY.slice(0, 4)) - t.years;
  if (en) {
    if (t.years <= 2) s.push(`${title} graduated in ${startYear}, first assignments in ${sectorsEn}.`);
    else
      s.push(
        `${pick(rng, ['Independent', 'Contract', 'Freelance'])} ${title} with ${t.years} years of experience in ${sectorsEn}.`,
      );
  } else {
    const indep = pick(rng, [fem ? 'indépendante' : 'indépendant', 'freelance', '']);
    if (t.years <= 2)
      s.push(`${title} ${fem ? 'diplômée' : 'diplômé'} en ${startYear}, premières missions dans ${sectorsFr}.`);
    else s.push(`${title}${indep ? ' ' + indep : ''} avec ${t.years} ans d'expérience dans ${sectorsFr}.`);
  }
  if (chance(rng, 0.6))
    s.push(
      en
        ? `Main focus: ${lcFirst(fill(pick(rng, tasks)))}.`
        : `${pick(rng, ['Interventions principales', 'Cœur de métier', 'Points forts'])} : ${lcFirst(fill(pick(rng, tasks)))}.`,
    );
  if (skillNames.length > 0 && chance(rng, 0.6))
    s.push(
      en
        ? `Tools: ${skillNames.slice(0, 4).join(', ')}.`
        : `${pick(rng, ['Outils', 'Compétences', 'Maîtrise de'])} : ${skillNames.slice(0, 4).join(', ')}.`,
    );
  const clients = groupsFor(rng, t.sectors, int(rng, 1, 3));
  if (chance(rng, 0.55))
    s.push(en ? `Assignments for ${listEn(clients)}.` : `Missions réalisées pour ${listFr(clients)}.`);
  if (t.areas.length > 0 && chance(rng, 0.5)) {
    const where = t.areas.map((k) => areaPhrase(k, en)).filter((x) => x);
    s.push(
      en
        ? `Based in ${home.city}, open to ${listEn(where)}.`
        : `${fem ? 'Basée' : 'Basé'} à ${home.city}, ${fem ? 'mobile' : 'mobile'} : ${listFr(where)}.`,
    );
  }
  if (chance(rng, 0.3)) {
    const d = daysUntilFree(t);
    s.push(
      en
        ? d <= 0
          ? 'Available now.'
          : `Available from ${t.availableFrom}.`
        : d <= 0
          ? `${fem ? 'Disponible' : 'Disponible'} immédiatement.`
          : `Disponible à partir du ${frDate(t.availableFrom)}.`,
    );
  }
  // Leaks: private data repeated in free text.
  const leakKind = pick(rng, ['email', 'phone', 'linkedin', 'school', 'employer', 'referee', 'name'] as const);
  const leakInWork = chance(rng, 0.3);
  let leakSentence = '';
  if (t.leaks) {
    switch (leakKind) {
      case 'email':
        leakSentence = en ? `Contact: ${pv.email}` : `Contact : ${pv.email}`;
        break;
      case 'phone':
        leakSentence = en ? `Phone: ${pv.phone}` : `Tél. ${pv.phone}`;
        break;
      case 'linkedin':
        leakSentence = en
          ? `Full profile: linkedin.com/in/${pv.linkedin}`
          : `Profil complet : linkedin.com/in/${pv.linkedin}`;
        break;
      case 'school':
        leakSentence = en ? `Trained at ${pv.schools[0]}.` : `${fem ? 'Formée' : 'Formé'} à ${pv.schools[0]}.`;
        break;
      case 'employer':
        leakSentence = pv.smallEmployers[0]
          ? en
            ? `Started my career at ${pv.smallEmployers[0]}.`
            : `J'ai débuté chez ${pv.smallEmployers[0]}.`
          : en
            ? `Contact: ${pv.email}`
            : `Contact : ${pv.email}`;
        break;
      case 'referee':
        leakSentence = pv.referees[0]
          ? en
            ? `Reference available from ${pv.referees[0]}.`
            : `Référence : ${pv.referees[0]}.`
          : en
            ? `Phone: ${pv.phone}`
            : `Tél. ${pv.phone}`;
        break;
      case 'name':
        leakSentence = en ? `${pv.firstName} ${pv.lastName}, ${title}.` : `${pv.firstName} ${pv.lastName} – ${title}.`;
        break;
    }
  }
  if (leakSentence && !leakInWork && full) s.push(leakSentence);
  const summary = tx(s.join(' '));

  // Work history, newest first.
  const nJobs = Math.max(1, Math.min(6, 1 + Math.floor(t.years / 3) + int(rng, -1, 1)));
  const careerStart = addDays(TODAY, -Math.round(t.years * 365.25) - int(rng, 0, 60));
  // Job lengths: random weights, so that no job is much shorter than the others.
  const weights = Array.from({ length: nJobs }, () => 0.5 + rng());
  const totalW = weights.reduce((a, b) => a + b, 0);
  const cuts: number[] = [];
  let accW = 0;
  for (let i = 0; i < nJobs - 1; i++) {
    accW += weights[i]!;
    cuts.push(accW / totalW);
  }
  const span = Date.parse(TODAY) - Date.parse(careerStart);
  const busy = daysUntilFree(t) > 0;
  const lastEnd = busy ? TODAY : t.availableFrom < TODAY ? t.availableFrom : TODAY;
  const bounds = [
    careerStart,
    ...cuts.map((c) => new Date(Date.parse(careerStart) + c * span).toISOString().slice(0, 10)),
    lastEnd,
  ];
  const freelanceFrom = Math.max(0, nJobs - int(rng, 1, Math.max(1, Math.ceil(nJobs * 0.6))));
  const work: Record<string, unknown>[] = [];
  const personIdx = pv.people.length > 0 ? int(rng, 0, nJobs - 1) : -1;
  const leakIdx = int(rng, 0, nJobs - 1);
  const smallQueue = [...pv.smallEmployers];
  for (let j = nJobs - 1; j >= 0; j--) {
    const start = bounds[j]!.slice(0, 7);
    const end = bounds[j + 1]!.slice(0, 7);
    const isFreelance = j >= freelanceFrom;
    const ctxSector = j === nJobs - 1 ? t.sectors[0]! : pick(rng, t.sectors);
    const client = pick(rng, GROUPS[ctxSector]);
    let name: string;
    let position = pick(rng, titles);
    let privateName = false;
    if (isFreelance) {
      const f = rng();
      if (f < 0.6) name = client;
      else if (f < 0.85) name = o.neighbour ? client : pick(rng, CONSULTANCIES);
      else {
        name = en ? 'Freelance' : pick(rng, ['Indépendant', 'Freelance', 'Auto-entrepreneur']);
        position = en ? `${position} (assignment at ${client})` : `${position} (mission chez ${client})`;
      }
    } else if (smallQueue.length > 0 && chance(rng, 0.7)) {
      name = smallQueue.shift()!;
      privateName = true;
    } else name = client;
    if (j === 0 && t.years >= 8 && o.close.length > 0 && chance(rng, 0.3)) {
      const c = occOf(o.close[0]!);
      const cTitles = (en ? c.en : c.fr[t.gender]).filter((x) => fits(t, x));
      if (cTitles.length > 0) position = pick(rng, cTitles);
    }
    const parts: string[] = [];
    if (name !== client && isFreelance && !position.includes(client))
      parts.push(en ? `Assignment for ${client}.` : `Mission pour ${client}.`);
    for (const task of sample(rng, tasks, int(rng, 1, 2))) parts.push(fill(task) + '.');
    if (chance(rng, 0.5))
      parts.push(
        en ? `Context: ${pick(rng, CONTEXT_EN[ctxSector])}.` : `Contexte : ${pick(rng, CONTEXT_FR[ctxSector])}.`,
      );
    const side = en ? o.sideEn : o.sideFr;
    if (side && chance(rng, 0.3)) parts.push(pick(rng, side) + '.');
    if (chance(rng, 0.25) && t.skills.length > 0)
      parts.push(
        en ? `Tools: ${sample(rng, skillNames, 2).join(', ')}.` : `Outils : ${sample(rng, skillNames, 2).join(', ')}.`,
      );
    if (j === personIdx && full) {
      const who = pv.people[0]!;
      parts.push(
        en
          ? `Reporting to ${who} (${pick(rng, ROLES_EN)}).`
          : `Sous la responsabilité de ${who} (${pick(rng, ROLES_FR)}).`,
      );
    } else if (j === personIdx) {
      pick(rng, ROLES_EN);
    }
    if (pv.people[1] && j === personIdx && full)
      parts.push(en ? `Worked with ${pv.people[1]}.` : `En binôme avec ${pv.people[1]}.`);
    if (leakSentence && leakInWork && j === leakIdx && full) parts.push(leakSentence);
    const entry: Record<string, unknown> = {
      name: tx(privateName ? P(name) : name),
      position: tx(position),
      startDate: start,
      summary: tx(parts.join(' ')),
    };
    if (!(j === nJobs - 1 && busy)) entry['endDate'] = end;
    work.push(entry);
  }

  // Education
  const gradYear = Number(careerStart.slice(0, 4));
  const education = pv.schools.map((school, i) => {
    const lycee = school.startsWith('Lycée');
    let studyType: string;
    let area: string;
    if (lycee) {
      studyType = pick(rng, ['Baccalauréat', 'Bac STI2D', 'Bac S', 'BTS']);
      area =
        studyType === 'BTS'
          ? (o.study[0]?.[1] ?? '')
          : pick(rng, ["Sciences de l'ingénieur", 'Génie mécanique', 'Génie électrique']);
    } else if (en) {
      [studyType, area] = pick(rng, STUDY_EN[o.family]);
    } else {
      [studyType, area] = pick(rng, o.study);
    }
    const end = lycee ? gradYear - (studyType === 'BTS' ? 0 : 2) : gradYear;
    const len = lycee
      ? studyType === 'BTS'
        ? 2
        : 3
      : studyType.startsWith('Dipl') || studyType === 'Master' || studyType.startsWith('M')
        ? 5
        : 2;
    void i;
    return {
      institution: tx(P(school)),
      area: tx(area),
      studyType: tx(studyType),
      startDate: String(end - len),
      endDate: String(end),
    };
  });

  const certificates = t.certs.map((c) => {
    const d = CERTS[c]!;
    const y = int(rng, Math.max(gradYear, 2000), 2026);
    return {
      name: tx(en ? (d.en ?? d.fr) : d.fr),
      issuer: d.issuer,
      startDate: `${y}-${String(int(rng, 1, 12)).padStart(2, '0')}`,
    };
  });

  const levels = en ? ['Expert', 'Advanced', 'Intermediate'] : ['Expert', 'Avancé', 'Confirmé', 'Intermédiaire'];
  let skills: Record<string, unknown>[];
  if (chance(rng, 0.25)) {
    skills = [
      { name: en ? 'Technical skills' : tx('Compétences techniques'), level: '', keywords: skillNames.map(tx) },
    ];
  } else {
    skills = t.skills.map((k, i) => {
      const kw = SKILLS[k]!.kw ?? [];
      const lvl =
        t.band === 'junior'
          ? levels[levels.length - 1]!
          : i < 2 && (t.band === 'expert' || t.band === 'senior')
            ? levels[0]!
            : pick(rng, levels.slice(1));
      return { name: tx(skillNames[i]!), level: tx(lvl), keywords: sample(rng, kw, int(rng, 0, kw.length)).map(tx) };
    });
  }

  const languages = t.languages.map((l) => ({
    language: tx(en ? LANG_EN[l.code] : LANG_FR[l.code]),
    fluency: tx(pick(rng, en ? FLUENCY_EN[l.level] : FLUENCY_FR[l.level])),
  }));

  const references = full
    ? pv.referees.map((ref) => ({
        name: tx(ref),
        reference: tx(
          en
            ? `${pick(rng, ROLES_EN)}, ${pv.smallEmployers[0] ?? pick(rng, clients)}`
            : `${pick(rng, ROLES_FR)}, ${pv.smallEmployers[0] ?? pick(rng, clients)}`,
        ),
      }))
    : pv.referees.map(() => {
        pick(rng, ROLES_EN);
        if (!pv.smallEmployers[0]) pick(rng, clients);
        return { name: '', reference: '' };
      });

  const created = new Date(
    Date.parse('2019-01-01T00:00:00Z') +
      rng() * (Date.parse('2026-06-01T00:00:00Z') - Date.parse('2019-01-01T00:00:00Z')),
  );
  const updated = new Date(Math.max(created.getTime(), Date.parse('2026-06-01T00:00:00Z')) + rng() * 150 * 86_400_000);
  const url = `https://www.linkedin.com/in/${pv.linkedin}`;
  const profession = chance(rng, 0.85) ? [o.profession] : [];
  const availabilityDate = availabilityString(rng, t);
  const rate = rateString(rng, t);
  const profile: Record<string, unknown> = {
    basics: {
      name: P(`${pv.firstName} ${pv.lastName}`),
      label: tx(label),
      image: '',
      email: full ? pv.email : 'redacted@example.org',
      phone: P(pv.phone),
      url: full ? url : '',
      summary,
      location: {
        address: `${home.city}, ${home.countryName}`,
        postalCode: home.zip,
        city: home.city,
        countryCode: home.country,
        region: home.regionName,
      },
      profiles: full ? [{ username: pv.linkedin, network: 'LinkedIn', url }] : [],
    },
    work,
    education,
    certificates,
    skills,
    languages,
    volunteer: [],
    awards: [],
    publications: [],
    interests: [],
    references,
    projects: [],
    meta: {
      id: t.id,
      createdAt: created.toISOString(),
      updatedAt: updated.toISOString(),
      firstName: P(pv.firstName),
      lastName: P(pv.lastName),
      cvUrl: `https://cv.freelance-files.fr/${hash(t.id + 'cv').toString(16)}.pdf`,
      freelance: {
        available: t.available,
        availabilityDate,
        rate,
        seniority: t.declaredSeniority,
        professions: profession,
        openToCdi: t.openToCdi,
        vehicle: t.vehicle,
        preferences: {
          missionDuration: t.durations,
          remoteWork: t.remote,
          daysPerWeek: t.days.map(String),
          workAreas: t.areas.map((k) => AREAS[k]!),
        },
      },
    },
  };
  return { profile };
}

/** Every string of a profile, except identifiers and URLs (used for the owner's non-private text). */
export function textOf(profile: Record<string, unknown>): string[] {
  const out: string[] = [];
  const skip = new Set([
    'id',
    'cvUrl',
    'url',
    'email',
    'createdAt',
    'updatedAt',
    'startDate',
    'endDate',
    'image',
    'code',
  ]);
  const walk = (v: unknown, key: string): void => {
    if (typeof v === 'string') {
      if (!skip.has(key) && v) out.push(v);
    } else if (Array.isArray(v)) for (const x of v) walk(x, key);
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  walk(profile, '');
  return out;
}
