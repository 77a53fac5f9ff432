/** Writes a profile of blind set 24 (JSON Resume + meta, as the import schema wants) from its Truth. */
import { areaObj, city } from './geo';
import { occDef } from './occupations';
import { DEGREES, SMALL_EMPLOYERS } from './people';
import { CERTS, skillDef } from './skills';
import {
  availabilitySentence,
  elide,
  isTool,
  availabilityText,
  fluency,
  langName,
  langSentence,
  missions,
  opening,
  rateText,
  remoteSentence,
  sectorWord,
  skillName,
  title,
} from './texts';
import type { Truth } from './truth';
import { chance, deaccent, int, pick, sample, TODAY, type Rng } from './util';

const GROUP_FR: Record<string, string> = {
  marketing: 'Marketing et acquisition',
  com: 'Communication',
  social: 'Réseaux sociaux',
  content: 'Contenus',
  creative: 'Création',
  product: 'Produit et UX',
  web: 'Web et no-code',
  tech: 'Développement',
  data: 'Data et analytics',
  sales: 'Commercial',
};
const GROUP_EN: Record<string, string> = {
  marketing: 'Marketing and acquisition',
  com: 'Communications',
  social: 'Social media',
  content: 'Content',
  creative: 'Creative',
  product: 'Product and UX',
  web: 'Web and no-code',
  tech: 'Development',
  data: 'Data and analytics',
  sales: 'Sales',
};

function ym(monthsAgo: number): string {
  const d = new Date(`${TODAY}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - monthsAgo);
  return d.toISOString().slice(0, 7);
}

interface WorkItem {
  name: string;
  position: string;
  startDate: string;
  endDate: string;
  summary: string;
}

function workHistory(r: Rng, t: Truth, ttl: string): WorkItem[] {
  const en = t.cvLang === 'en';
  const p = t.priv;
  const totalMonths = Math.max(4, t.years * 12 + int(r, 0, 8));
  const freelanceMonths = t.years <= 2 ? totalMonths : Math.min(totalMonths - 12, int(r, 12, 72));
  const out: WorkItem[] = [];
  const ownName =
    p.company ??
    (en
      ? pick(r, ['Freelance', 'Self-employed'])
      : pick(r, [
          'Freelance',
          t.gender === 'f' ? 'Indépendante' : 'Indépendant',
          'Auto-entrepreneur',
          'Freelance (portage salarial)',
        ]));
  const ms = missions(r, t, t.occ, t.years <= 1 ? 2 : 3);
  if (t.also) ms.push(...missions(r, t, t.also, 1));
  const people = p.people[0];
  let summary = ms.join(' ');
  if (people)
    summary += en
      ? ` Worked alongside ${people}.`
      : ` Mission menée avec ${people}${chance(r, 0.5) ? ', ' + pick(r, ['directrice marketing', 'DG', 'responsable digital', 'fondateur']) : ''}.`;
  out.push({ name: ownName, position: ttl, startDate: ym(freelanceMonths), endDate: '', summary });
  let cursor = freelanceMonths;
  const employers = [...p.employers];
  while (cursor < totalMonths && employers.length > 0) {
    const emp = employers.shift() ?? '';
    const len =
      employers.length === 0 ? totalMonths - cursor : Math.max(8, Math.min(totalMonths - cursor, int(r, 12, 48)));
    const junior = cursor + len >= totalMonths;
    const pos = title(r, t, t.occ, true);
    const ms2 = missions(r, t, t.occ, 2);
    out.push({
      name: emp,
      position: junior && !en && len <= 24 && chance(r, 0.5) ? `${pos} (alternance)` : pos,
      startDate: ym(cursor + len),
      endDate: ym(cursor),
      summary: ms2.join(' '),
    });
    cursor += len;
  }
  if (p.small) {
    const d = occDef(t.occ);
    const line = en
      ? `One-off mission in ${d.domEn} for a local business.`
      : `Mission ponctuelle de ${d.domFr.replace(/^(le |la |les |l’)/, '')} pour un commerce local.`;
    const start = int(r, 3, Math.max(3, Math.min(freelanceMonths, 30)));
    out.push({
      name: p.small,
      position: ttl,
      startDate: ym(start),
      endDate: ym(Math.max(0, start - int(r, 1, 3))),
      summary: line,
    });
  }
  return out;
}

function skillsSection(r: Rng, t: Truth): { name: string; level: string; keywords: string[] }[] {
  const en = t.cvLang === 'en';
  const lvl =
    t.years >= 10
      ? en
        ? 'Expert'
        : 'Expert'
      : t.years >= 5
        ? en
          ? 'Advanced'
          : 'Avancé'
        : en
          ? 'Intermediate'
          : 'Intermédiaire';
  if (chance(r, 0.5)) {
    return t.skills.map((s) => ({ name: skillName(r, s, en), level: chance(r, 0.6) ? lvl : '', keywords: [] }));
  }
  const groups = new Map<string, string[]>();
  for (const s of t.skills) {
    const g = skillDef(s).group;
    groups.set(g, [...(groups.get(g) ?? []), skillName(r, s, en)]);
  }
  return [...groups.entries()].map(([g, ks]) => ({
    name: (en ? GROUP_EN : GROUP_FR)[g] ?? g,
    level: lvl,
    keywords: ks,
  }));
}

function leakSentence(r: Rng, t: Truth): string {
  const p = t.priv;
  const en = t.cvLang === 'en';
  const options = [
    en ? `Contact me at ${p.email} or ${p.phone}.` : `Contact : ${p.email} / ${p.phone}.`,
    en ? `I’m ${p.first} ${p.last}.` : `Moi, c’est ${p.first} ${p.last}.`,
    en
      ? `Formerly at ${p.employers[0] ?? ''}.`
      : `${t.gender === 'f' ? 'Ancienne' : 'Ancien'} de ${p.employers[0] ?? ''}.`,
    en ? `Trained at ${p.schools[0] ?? ''}.` : `${t.gender === 'f' ? 'Diplômée' : 'Diplômé'} de ${p.schools[0] ?? ''}.`,
    `LinkedIn : linkedin.com/in/${p.linkedinSlug}`,
  ];
  if (p.company) options.push(en ? `I run ${p.company}.` : `J’ai fondé ${p.company}.`);
  if (p.small) options.push(en ? `Recent client: ${p.small}.` : `Dernier client en date : ${p.small}.`);
  if (p.referees[0])
    options.push(
      en
        ? `References available from ${p.referees[0].name}.`
        : `Références : ${p.referees[0].name} (${p.referees[0].role}).`,
    );
  return sample(r, options, chance(r, 0.3) ? 2 : 1).join(' ');
}

function summary(r: Rng, t: Truth, ttl: string): string {
  const en = t.cvLang === 'en';
  const d = occDef(t.occ);
  const parts = [opening(r, t, ttl)];
  const own = t.skills.filter((s) => [...d.core, ...d.opt].includes(s));
  const tools = own.filter(isTool);
  if (own.length > 0 && chance(r, 0.75)) {
    const useTools = tools.length >= 2 && chance(r, 0.5);
    const names = sample(r, useTools ? tools : own, Math.min(useTools ? tools.length : own.length, int(r, 2, 5))).map(
      (s) => skillName(r, s, en),
    );
    parts.push(
      en
        ? `${useTools ? 'Tools' : 'Skills'}: ${names.join(', ')}.`
        : useTools
          ? pick(r, [`Outils : ${names.join(', ')}.`, `Je travaille sur ${names.join(', ')}.`])
          : pick(r, [`Compétences clés : ${names.join(', ')}.`, `Expertises : ${names.join(', ')}.`]),
    );
  }
  if (t.also) {
    const a = occDef(t.also);
    parts.push(en ? `I also take on ${a.domEn} projects.` : `J’interviens aussi sur ${a.domFr}.`);
  }
  if (t.sectors.length > 0 && chance(r, 0.4)) {
    const s = t.sectors.map((x) => sectorWord(x, en));
    parts.push(en ? `Sectors: ${s.join(', ')}.` : `Secteurs : ${s.join(', ')}.`);
  }
  if (chance(r, 0.6)) parts.push(langSentence(r, t));
  if (chance(r, 0.6)) parts.push(remoteSentence(r, t));
  parts.push(availabilitySentence(r, t));
  if (t.leaks) parts.push(leakSentence(r, t));
  const text = parts.filter(Boolean).join(' ');
  return en ? text : elide(text);
}

function label(r: Rng, t: Truth, ttl: string): string {
  const en = t.cvLang === 'en';
  const parts = [ttl];
  if (t.also && chance(r, 0.6)) parts[0] = `${ttl} & ${title(r, t, t.also, false)}`;
  const x = r();
  if (x < 0.25) parts.push(en ? 'Freelance' : 'freelance');
  else if (x < 0.45) {
    const sk = sample(r, t.skills, 2).map((s) => skillName(r, s, en));
    return `${parts[0] ?? ttl} | ${sk.join(' | ')}`;
  } else if (x < 0.6 && t.sectors[0]) return `${parts[0] ?? ttl} - ${sectorWord(t.sectors[0], en)}`;
  else if (x < 0.68 && t.years >= 8 && !/senior/i.test(ttl)) parts.push('senior');
  else if (x < 0.72 && t.years <= 2) parts.push('junior');
  else if (x < 0.78 && t.certs[0])
    return `${parts[0] ?? ttl} ${en ? 'certified' : 'certifié' + (t.gender === 'f' ? 'e' : '')} ${CERTS[t.certs[0]]?.name.replace(/ \(.*\)$/, '') ?? ''}`.trim();
  return parts.join(' ');
}

export function writeProfile(r: Rng, t: Truth): Record<string, unknown> {
  const en = t.cvLang === 'en';
  const p = t.priv;
  const d = occDef(t.occ);
  const h = city(t.home);
  const ttl = title(r, t, t.occ);
  const countryName = h.area.countryName;
  const work = workHistory(r, t, ttl);
  const careerStartYear = Number(TODAY.slice(0, 4)) - t.years;
  const degrees = DEGREES[t.occ] ?? DEGREES[d.family] ?? DEGREES.growth ?? [];
  const shuffled = sample(r, degrees, degrees.length);
  const education = p.schools.map((s, i) => {
    const deg = shuffled[i % shuffled.length] ?? { studyType: 'Master', area: 'Communication' };
    const end = careerStartYear - i * int(r, 2, 3);
    return {
      institution: s,
      area: en ? deg.area : deg.area,
      studyType: deg.studyType,
      startDate: String(end - int(r, 2, 3)),
      endDate: String(end),
    };
  });
  const certificates = t.certs.map((c) => {
    const def = CERTS[c];
    return {
      name: def?.name ?? c,
      issuer: def?.issuer ?? '',
      startDate: `${Math.max(careerStartYear, 2012) + int(r, 0, Math.max(0, Math.min(t.years, 10)))}`.slice(0, 4),
      ...(def?.url ? { url: def.url } : {}),
    };
  });
  const languages = t.langs.map((l) => ({ language: langName(l.lang, en), fluency: fluency(r, l.level, en) }));
  const references = p.referees.map((ref) => ({
    name: ref.name,
    reference: en
      ? `${ref.name}, ${ref.role} at ${ref.employer}: "Reliable, fast and a pleasure to work with."`
      : `${ref.name}, ${ref.role} chez ${ref.employer} : « ${pick(r, ['Un vrai sens du détail et des délais tenus.', 'Force de proposition, autonome et très fiable.', 'Je recommande sans hésiter.'])} »`,
  }));
  const interests = chance(r, 0.3)
    ? [
        {
          name: pick(
            r,
            en
              ? ['Photography', 'Trail running', 'Cooking', 'Jazz']
              : ['Photographie', 'Trail', 'Cuisine', 'Jazz', 'Randonnée', 'Céramique'],
          ),
        },
      ]
    : [];
  let summaryText = summary(r, t, ttl);
  let labelText = label(r, t, ttl);
  let workOut = work;
  let skills = skillsSection(r, t);
  if (t.noAccents) {
    summaryText = deaccent(summaryText);
    labelText = deaccent(labelText);
    workOut = work.map((w) => ({ ...w, position: deaccent(w.position), summary: deaccent(w.summary) }));
    skills = skills.map((s) => ({ ...s, name: deaccent(s.name), keywords: s.keywords.map(deaccent) }));
  }
  const created = new Date(Date.parse(`${TODAY}T09:00:00Z`) - int(r, 30, 1500) * 86_400_000);
  const updated = new Date(Math.min(Date.parse(`${TODAY}T08:00:00Z`), created.getTime() + int(r, 1, 900) * 86_400_000));
  const professions = [d.prof, ...(t.also ? [occDef(t.also).prof] : [])];
  return {
    basics: {
      name: `${p.first} ${p.last}`,
      label: labelText,
      image: chance(r, 0.4) ? `https://cdn.example-freelance.io/avatars/${t.id}.jpg` : '',
      email: p.email,
      phone: p.phone,
      url: p.linkedinUrl,
      summary: summaryText,
      location: {
        address: `${h.name}, ${countryName}`,
        postalCode: h.zip,
        city: h.name,
        countryCode: h.country,
        region: h.regionName,
      },
      profiles: [{ username: p.linkedinSlug, network: 'LinkedIn', url: p.linkedinUrl }, ...p.networks],
    },
    work: workOut.map((w) => ({
      name: w.name,
      position: w.position,
      startDate: w.startDate,
      ...(w.endDate ? { endDate: w.endDate } : {}),
      summary: w.summary,
    })),
    education,
    certificates,
    skills,
    languages,
    volunteer: [],
    awards:
      d.family === 'creative' && chance(r, 0.1)
        ? [
            {
              title: en ? 'Shortlist, national design award' : 'Sélection, concours national de design graphique',
              date: String(2026 - int(r, 1, 6)),
              awarder: 'Club des DA',
            },
          ]
        : [],
    publications:
      t.occ === 'journaliste' && chance(r, 0.5)
        ? [
            {
              name: en ? 'Long-form report on regional industry' : 'Enquête sur l’industrie régionale',
              publisher: pick(r, ['Le Monde', 'Ouest-France', 'Le Temps', 'Le Soir']),
              releaseDate: String(2026 - int(r, 0, 4)),
            },
          ]
        : [],
    interests,
    references,
    projects: [],
    meta: {
      id: t.id,
      createdAt: created.toISOString(),
      updatedAt: updated.toISOString(),
      firstName: p.first,
      lastName: p.last,
      ...(chance(r, 0.5) ? { cvUrl: `https://files.example-freelance.io/cv/${t.id}.pdf` } : {}),
      freelance: {
        available: t.available,
        availabilityDate: availabilityText(r, t),
        rate: rateText(r, t),
        seniority: t.declared,
        professions,
        openToCdi: t.openToCdi,
        vehicle: t.vehicle,
        preferences: {
          missionDuration: t.durations,
          remoteWork: t.remote,
          daysPerWeek: t.days,
          workAreas: t.areas.map(areaObj),
        },
      },
    },
  };
}

export { SMALL_EMPLOYERS };
