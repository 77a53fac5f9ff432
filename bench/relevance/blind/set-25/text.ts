/* Writing a blind-25 profile (JSON Resume + meta) from its Truth, the way real CVs are written. */
import { CITIES } from './areas';
import { CERTS, SKILLS } from './data-skills';
import { CLIENTS, REFEREE_ROLES, SECTOR_WORDS, SECTOR_WORDS_EN } from './data-people';
import { OCC, OCCUPATIONS, TODAY, addDays, chance, deaccent, int, pick, type Rng, type Truth } from './truth';

const ESNS = [
  'Capgemini',
  'Sopra Steria',
  'Atos',
  'CGI',
  'Inetum',
  'Alten',
  'Akkodis',
  'Devoteam',
  'SII',
  'Accenture',
  'Sword',
  'Computacenter',
  'SCC',
  'Econocom',
  'Spie ICS',
];

const LANG_FR: Record<string, string> = {
  fr: 'Français',
  en: 'Anglais',
  de: 'Allemand',
  nl: 'Néerlandais',
  lb: 'Luxembourgeois',
  es: 'Espagnol',
  it: 'Italien',
  pt: 'Portugais',
  ar: 'Arabe',
};
const LANG_EN: Record<string, string> = {
  fr: 'French',
  en: 'English',
  de: 'German',
  nl: 'Dutch',
  lb: 'Luxembourgish',
  es: 'Spanish',
  it: 'Italian',
  pt: 'Portuguese',
  ar: 'Arabic',
};
const LEVEL_FR = ['', 'Notions', 'Intermédiaire (B1)', 'Professionnel (B2)', 'Courant (C1)', 'Langue maternelle'];
const LEVEL_FR2 = ['', 'Débutant', 'Scolaire', 'Bon niveau', 'Bilingue', 'Natif'];
const LEVEL_EN = ['', 'Basic', 'Intermediate', 'Professional working proficiency', 'Fluent', 'Native'];
const COUNTRY_FR: Record<string, string> = { FR: 'France', BE: 'Belgique', CH: 'Suisse', LU: 'Luxembourg' };
const COUNTRY_EN: Record<string, string> = { FR: 'France', BE: 'Belgium', CH: 'Switzerland', LU: 'Luxembourg' };
const MONTHS_FR = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

export function skillName(rng: Rng, key: string): string {
  const s = SKILLS[key];
  return s ? pick(rng, s.names) : key;
}

function fem(t: Truth, m: string, f: string): string {
  return t.gender === 'f' ? f : m;
}

/** A title as the CV writes it; `en` forces an English title. */
export function title(rng: Rng, t: Truth, en: boolean): string {
  const o = OCC[t.occ]!;
  const fits = (x: string) => TASK_TOOLS.every(([re, k]) => !re.test(x) || t.skills.includes(k));
  if (en) return pick(rng, o.en.filter(fits).length > 0 ? o.en.filter(fits) : o.en);
  const fr = o.fr.filter(([m]) => fits(m));
  return pick(rng, fr.length > 0 ? fr : o.fr)[t.gender === 'f' ? 1 : 0];
}

function label(rng: Rng, t: Truth): string {
  const en = t.cvLang === 'en' || chance(rng, 0.22);
  let l = title(rng, t, en);
  const r = rng();
  if ((t.band === 'senior' || t.band === 'expert') && r < 0.3) l = en ? `Senior ${l}` : `${l} senior`;
  else if (t.band === 'junior' && r < 0.35) l = en ? `Junior ${l}` : `${l} junior`;
  else if (t.band === 'confirme' && r < 0.15 && !en) l = `${l} ${fem(t, 'confirmé', 'confirmée')}`;
  else if (t.years >= 12 && r < 0.5)
    l = en ? `${l} – ${t.years} years of experience` : `${l} – ${t.years} ans d’expérience`;
  if (chance(rng, 0.1)) l = en ? `Freelance ${l}` : `${l} freelance`;
  if (t.certs.length > 0 && chance(rng, 0.3)) l = `${l} | ${CERTS[t.certs[0]!]!.name}`;
  return l;
}

function dateFr(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}
function dateWords(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${Number(d)} ${MONTHS_FR[Number(m) - 1]} ${y}`;
}

function availabilityDate(rng: Rng, t: Truth): string {
  if (t.available)
    return pick(
      rng,
      t.cvLang === 'en'
        ? ['Immediately', 'ASAP', '']
        : ['Immédiate', 'immédiatement', 'Dès maintenant', '', dateFr(t.freeFrom)],
    );
  return pick(
    rng,
    t.cvLang === 'en'
      ? [t.freeFrom, `from ${t.freeFrom}`]
      : [dateFr(t.freeFrom), t.freeFrom, `à partir du ${dateWords(t.freeFrom)}`],
  );
}

function rateText(rng: Rng, t: Truth): string {
  const cur = CITIES[t.home].area.countryCode === 'CH' ? 'CHF' : '€';
  if (t.rate === null) return pick(rng, ['À négocier', '', 'Selon mission', 'negotiable']);
  const r = t.rate;
  return pick(rng, [`${r}`, `${r} ${cur}`, `${r}${cur}/j`, `${r - 50} - ${r + 50}`, `TJM ${r} ${cur}`]);
}

function skillsSection(rng: Rng, t: Truth): { name: string; level: string; keywords: string[] }[] {
  const names = t.skills.map((k) => skillName(rng, k));
  if (chance(rng, 0.5)) {
    const levels =
      t.cvLang === 'en' ? ['Expert', 'Advanced', 'Intermediate'] : ['Expert', 'Avancé', 'Confirmé', 'Intermédiaire'];
    return names.map((n) => ({ name: n, level: pick(rng, levels), keywords: [] }));
  }
  const half = Math.ceil(names.length / 2);
  return [
    { name: t.cvLang === 'en' ? 'Core skills' : 'Compétences principales', level: '', keywords: names.slice(0, half) },
    { name: t.cvLang === 'en' ? 'Tools' : 'Outils et environnements', level: '', keywords: names.slice(half) },
  ];
}

function client(rng: Rng, t: Truth): string {
  const s = pick(rng, t.sectors);
  const c = CLIENTS[s];
  const cc = CITIES[t.home].area.countryCode;
  return pick(rng, t.cvLang === 'en' || cc !== 'FR' ? [...c.en, ...c.fr.slice(0, 2)] : c.fr);
}

/** An earlier, lower or neighbouring title for old missions of experienced people. */
function earlierTitle(rng: Rng, t: Truth, en: boolean): string {
  const o = OCC[t.occ]!;
  const pool = [...o.strong, ...o.related].filter((k) => OCC[k] !== undefined);
  if (pool.length === 0 || !chance(rng, 0.35)) return title(rng, t, en);
  const other = OCC[pick(rng, pool)]!;
  const fits = (x: string) => TASK_TOOLS.every(([re, k]) => !re.test(x) || t.skills.includes(k));
  const en2 = other.en.filter(fits);
  const fr2 = other.fr.filter(([m]) => fits(m));
  if (en ? en2.length === 0 : fr2.length === 0) return title(rng, t, en);
  return en ? pick(rng, en2) : pick(rng, fr2)[t.gender === 'f' ? 1 : 0];
}

interface WorkItem {
  name: string;
  position: string;
  startDate: string;
  endDate: string;
  summary: string;
}

function work(rng: Rng, t: Truth): WorkItem[] {
  const o = OCC[t.occ]!;
  const en = t.cvLang === 'en';
  const n = t.years <= 2 ? int(rng, 1, 2) : t.years <= 6 ? int(rng, 2, 3) : int(rng, 3, 5);
  const startYear = 2026 - Math.max(1, t.years);
  const out: WorkItem[] = [];
  let end = TODAY.slice(0, 7);
  const span = Math.max(1, t.years) * 12;
  const cut = Array.from({ length: n }, (_, i) => Math.round((span * (i + 1)) / n));
  let prevMonths = 0;
  const namedAt = t.priv.named.length > 0 ? int(rng, 0, n - 1) : -1;
  for (let i = 0; i < n; i++) {
    const months = cut[i]! - prevMonths;
    prevMonths = cut[i]!;
    const endD = new Date(`${end}-01T00:00:00Z`);
    endD.setUTCMonth(endD.getUTCMonth() - months);
    const start = endD.toISOString().slice(0, 7);
    const tasks = tasksFor(t, en ? o.tasksEn : o.tasks);
    const picked = [...new Set([pick(rng, tasks), pick(rng, tasks), pick(rng, tasks)])];
    const env = t.skills.filter(() => chance(rng, 0.6)).map((k) => skillName(rng, k));
    let summary = en
      ? `${picked.map((p) => p[0]!.toUpperCase() + p.slice(1)).join('. ')}.${env.length ? ` Tech stack: ${env.join(', ')}.` : ''}`
      : `${picked.map((p) => p[0]!.toUpperCase() + p.slice(1)).join(' ; ')}.${env.length ? ` Environnement : ${env.join(', ')}.` : ''}`;
    if (i === namedAt) {
      const who = t.priv.named[0]!;
      summary += en
        ? ` Reporting to ${who} (${pick(rng, REFEREE_ROLES)}).`
        : ` Sous la responsabilité de ${who} (${pick(rng, REFEREE_ROLES)}).`;
    }
    let name: string;
    if (i === 0 || (i < n - 1 && chance(rng, 0.6))) name = client(rng, t);
    else if (i === n - 1 && t.priv.employers.length > 2) name = t.priv.employers[2]!;
    else if (t.priv.employers.length > 1 && chance(rng, 0.5)) name = t.priv.employers[1]!;
    else name = pick(rng, ESNS);
    if (i === 0 && chance(rng, 0.4)) name = `${name} (via ${t.priv.employers[0]!})`;
    out.push({
      name,
      position: i === 0 ? title(rng, t, en) : earlierTitle(rng, t, en),
      startDate: start,
      endDate: i === 0 ? '' : end,
      summary,
    });
    end = start;
  }
  if (t.priv.employers.length > 2 && !out.some((w) => w.name === t.priv.employers[2])) {
    const job = t.priv.employers[2]!;
    out.push({
      name: job,
      position: en ? 'Student job' : 'Job étudiant',
      startDate: `${startYear - 1}-07`,
      endDate: `${startYear - 1}-08`,
      summary: '',
    });
  }
  return out;
}

function summary(rng: Rng, t: Truth, head: string): string {
  const en = t.cvLang === 'en';
  const sectors = t.sectors.map((s) => (en ? SECTOR_WORDS_EN : SECTOR_WORDS)[s]).join(', ');
  const top = t.skills
    .slice(0, 4)
    .map((k) => skillName(rng, k))
    .join(', ');
  const city = CITIES[t.home].display;
  const parts: string[] = [];
  if (en) {
    parts.push(
      t.years <= 1
        ? `${head} starting my career, first experience in ${sectors}.`
        : `${head} with ${t.years} years of experience, mainly in ${sectors}.`,
    );
    parts.push(`Key skills: ${top}.`);
    if (chance(rng, 0.5)) parts.push(`Based in ${city}.`);
    if (chance(rng, 0.4)) parts.push(t.available ? 'Available now.' : `Available from ${t.freeFrom}.`);
  } else {
    const exp =
      t.years <= 1
        ? `${fem(t, 'jeune diplômé', 'jeune diplômée')}, première expérience`
        : `${t.years} ans d’expérience`;
    parts.push(
      `${head} (${exp}), ${fem(t, 'intervenu', 'intervenue')} principalement dans ${t.sectors.length > 1 ? 'les secteurs' : 'le secteur'} ${sectors}.`,
    );
    parts.push(pick(rng, [`Compétences clés : ${top}.`, `Expertise : ${top}.`, `Je maîtrise ${top}.`]));
    if (chance(rng, 0.5)) parts.push(`${fem(t, 'Basé', 'Basée')} à ${city}.`);
    if (chance(rng, 0.4))
      parts.push(t.available ? 'Disponible immédiatement.' : `Disponible à partir du ${dateFr(t.freeFrom)}.`);
    if (t.remote.length === 1 && t.remote[0] === 'Full remote' && chance(rng, 0.6))
      parts.push('Missions en full remote uniquement.');
  }
  if (t.leaks) {
    const p = t.priv;
    const leak = pick(rng, ['contact', 'employer', 'school', 'linkedin', 'referee'] as const);
    if (leak === 'contact') parts.push(en ? `Contact: ${p.email} / ${p.phone}.` : `Contact : ${p.email} – ${p.phone}.`);
    if (leak === 'employer')
      parts.push(
        en ? `I work through my own company ${p.employers[0]!}.` : `J’interviens via ma société ${p.employers[0]!}.`,
      );
    if (leak === 'school')
      parts.push(en ? `Graduate of ${p.schools[0]!}.` : `${fem(t, 'Diplômé', 'Diplômée')} de ${p.schools[0]!}.`);
    if (leak === 'linkedin') parts.push(`LinkedIn : linkedin.com/in/${p.linkedin}`);
    if (leak === 'referee')
      parts.push(
        p.referees[0]
          ? en
            ? `Reference: ${p.referees[0]}.`
            : `Référence : ${p.referees[0]}.`
          : `${p.first} ${p.last}, ${p.email}.`,
      );
  }
  return parts.join(' ');
}

export function writeProfile(rng: Rng, t: Truth): { profile: Record<string, unknown>; privateStrings: string[] } {
  const en = t.cvLang === 'en';
  const p = t.priv;
  const city = CITIES[t.home];
  const cc = city.area.countryCode!;
  const acc = (s: string) => (t.noAccents ? deaccent(s) : s);
  const lab = acc(label(rng, t));
  const startYear = 2026 - Math.max(1, t.years);
  const eduStart = startYear - int(rng, 2, 5);
  const schoolDegree = p.schools.map(
    (s) => [s, pick(rng, ['Informatique', 'Systèmes et réseaux', 'Management des SI', 'Ingénierie'])] as const,
  );
  const linkedinUrl = `https://www.linkedin.com/in/${p.linkedin}`;
  const profile = {
    basics: {
      name: `${p.first} ${p.last}`,
      label: lab,
      image: '',
      email: p.email,
      phone: p.phone,
      url: linkedinUrl,
      summary: acc(summary(rng, t, title(rng, t, en))),
      location: {
        address: `${city.display}, ${(en ? COUNTRY_EN : COUNTRY_FR)[cc]!}`,
        postalCode: city.postalCode,
        city: city.display,
        countryCode: cc,
        region: city.area.regionName ?? '',
      },
      profiles: [{ username: p.linkedin, network: 'LinkedIn', url: linkedinUrl }],
    },
    work: work(rng, t).map((w) => ({ ...w, position: acc(w.position), summary: acc(w.summary) })),
    education: schoolDegree.map(([s, area]) => ({
      institution: s,
      area,
      studyType: pick(rng, ['Master', 'Licence', 'Diplôme d’ingénieur', 'BTS', 'Bachelor']),
      startDate: `${eduStart}`,
      endDate: `${startYear}`,
    })),
    certificates: t.certs.map((c) => ({
      name: CERTS[c]!.name,
      issuer: CERTS[c]!.issuer,
      startDate: `${int(rng, Math.max(startYear, 2012), 2026)}-0${int(rng, 1, 9)}`,
    })),
    skills: skillsSection(rng, t),
    languages: t.languages.map((l) => ({
      language: (en ? LANG_EN : LANG_FR)[l.lang]!,
      fluency: en ? LEVEL_EN[l.level]! : pick(rng, [LEVEL_FR, LEVEL_FR2])[l.level]!,
    })),
    volunteer: [],
    awards: [],
    publications: [],
    interests: chance(rng, 0.3)
      ? [{ name: pick(rng, ['Course à pied', 'Photographie', 'Voile', 'Échecs', 'Trail', 'Musique']) }]
      : [],
    references: p.referees.map((r) => ({
      name: r,
      reference: en
        ? `${pick(rng, REFEREE_ROLES)}, former client – contact on request`
        : `${pick(rng, REFEREE_ROLES)}, ancien client – coordonnées sur demande`,
    })),
    projects: [],
    meta: {
      id: t.id,
      createdAt: `${addDays(TODAY, -int(rng, 30, 1200))}T09:${String(int(rng, 10, 59))}:00.000Z`,
      updatedAt: `${addDays(TODAY, -int(rng, 0, 29))}T18:${String(int(rng, 10, 59))}:00.000Z`,
      firstName: p.first,
      lastName: p.last,
      cvUrl: `https://cv.b25-files.example/${t.id}.pdf`,
      freelance: {
        available: t.available,
        availabilityDate: availabilityDate(rng, t),
        rate: rateText(rng, t),
        seniority: t.declared,
        professions: [OCC[t.occ]!.prof],
        openToCdi: t.openToCdi,
        vehicle: t.vehicle,
        preferences: { missionDuration: t.durations, remoteWork: t.remote, daysPerWeek: t.days, workAreas: t.areas },
      },
    },
  };
  const privateStrings = [
    `${p.first} ${p.last}`,
    p.email,
    p.phone,
    p.linkedin,
    linkedinUrl,
    ...p.employers,
    ...p.schools,
    ...p.referees,
    ...p.named,
  ];
  return { profile, privateStrings };
}

export const ALL_OCCUPATIONS = OCCUPATIONS;

/** Tool words in mission phrases, and the skill a CV claims by writing them. */
const TASK_TOOLS: [RegExp, string][] = [
  [/Ansible/, 'ansible'],
  [/Nutanix/, 'nutanix'],
  [/Citrix|VDI/, 'citrix'],
  [/Veeam/, 'veeam'],
  [/NetBackup/, 'netbackup'],
  [/Commvault/, 'commvault'],
  [/NetApp/, 'netapp'],
  [/\bSAN\b/, 'san'],
  [/Cisco/, 'cisco'],
  [/SD-WAN/, 'sdwan'],
  [/Wi-Fi/, 'wifi'],
  [/Palo Alto/, 'paloalto'],
  [/FortiGate/, 'fortinet'],
  [/Check Point/, 'checkpoint'],
  [/SCCM/, 'sccm'],
  [/Intune|Autopilot/, 'intune'],
  [/Control-M/, 'control-m'],
  [/ServiceNow/, 'servicenow'],
  [/Centreon/, 'supervision'],
  [/Kubernetes/, 'kubernetes'],
  [/Terraform/, 'terraform'],
  [/ArgoCD/, 'argocd'],
  [/Prometheus/, 'prometheus'],
  [/Jenkins/, 'jenkins'],
  [/SIEM/, 'siem'],
  [/Qualys/, 'vuln-mgmt'],
  [/\bEDR\b/, 'edr'],
  [/EBIOS/, 'ebios-rm'],
  [/ISO 27001/, 'iso-27001'],
  [/DORA/, 'nis2'],
  [/SailPoint/, 'sailpoint'],
  [/CyberArk/, 'cyberark'],
  [/Active Directory/, 'active-directory'],
  [/S\/4HANA/, 's4hana'],
  [/Fiori/, 'fiori'],
  [/migration vers HANA|HANA migration/, 'hana'],
  [/Employee Central/, 'successfactors'],
  [/Lightning/, 'lwc'],
  [/Power Automate/, 'power-platform'],
  [/Spark/, 'spark'],
  [/Airflow/, 'airflow'],
  [/Django/, 'django'],
  [/Power BI/, 'power-bi'],
  [/Spring Boot/, 'spring-boot'],
  [/React/, 'react'],
  [/Node\.js/, 'nodejs'],
  [/Symfony/, 'symfony'],
  [/SAFe|PI Planning/, 'safe'],
  [/cérémonies Scrum|Scrum ceremonies/, 'scrum'],
  [/CUCM|Teams Phone/, 'voip'],
  [/Exchange/, 'exchange'],
  [/Entra ID/, 'entra-id'],
  [/Oracle RAC|Oracle 12c/, 'oracle-db'],
  [/SQL Server/, 'sql-server'],
  [/RHEL/, 'linux'],
  [/Windows Server/, 'windows-server'],
  [/PowerShell/, 'powershell'],
  [/Azure/, 'azure'],
  [/\bAWS\b/, 'aws'],
  [/VMware|vSphere|vCenter/, 'vmware'],
  [/SAP HCM/, 'sap-hcm'],
  [/Selenium/, 'selenium'],
  [/Apex (development|et triggers)|Développements Apex/i, 'apex'],
  [/ABAP OO/, 'abap'],
];

/** The mission phrases a Truth may write: those whose tools are all among its skills. */
export function tasksFor(t: Truth, tasks: string[]): string[] {
  const ok = tasks.filter((task) => TASK_TOOLS.every(([re, k]) => !re.test(task) || t.skills.includes(k)));
  return ok.length > 0 ? ok : tasks.filter((task) => !TASK_TOOLS.some(([re]) => re.test(task)));
}
