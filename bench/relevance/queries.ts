import type { DemoFreelancer } from '../../src/demo/demo-profiles';
import type { WorkArea } from '../../src/domain/profile/raw-profile.schema';

/**
 * What recruiters type, written for the demo corpus (src/demo/demo-profiles.ts), each with its judge: the grade a
 * recruiter would give each freelancer of the pool, from what the freelancer IS (its role, skills, residence, mobility
 * areas, seniority: the facts the generator drew) rather than from the text search reads.
 *   3: exactly what was asked; 2: a strong match (the skill held, another role); 1: related; 0: not relevant.
 */
export interface RelevanceQuery {
  body: { keywords?: string; skills?: string[]; workAreas?: string[]; seniority?: string[]; available?: boolean };
  judge: (d: DemoFreelancer) => number;
  /** What the query tests (vocabulary rule, typo, place...). */
  kind: string;
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const titleOf = (d: DemoFreelancer) => fold(d.profile.basics.label);
/** Its role's title contains each word (folded). */
const titled = (d: DemoFreelancer, ...words: string[]) => words.every((w) => titleOf(d).includes(fold(w)));
const holds = (d: DemoFreelancer, skill: string) => d.skills.some((s) => fold(s) === fold(skill));
/** The skill is one of its role's core skills and it holds it. */
const core = (d: DemoFreelancer, skill: string) => holds(d, skill) && d.role.core.some((s) => fold(s) === fold(skill));
const profession = (d: DemoFreelancer, p: string) => d.role.profession === p;

/** Places, by INSEE codes: where it lives, and where it can work (its areas, through the hierarchy). */
interface Place {
  city?: string;
  dep?: string;
  reg?: string;
}
const livesIn = (d: DemoFreelancer, p: Place) =>
  (!p.city || d.home.city === p.city) && (!p.dep || d.home.dep === p.dep) && (!p.reg || d.home.reg === p.reg);
/** The area holds the whole place (all of France, its region, its department, the city itself). */
const areaCovers = (a: WorkArea, p: Place) =>
  a.type === 'pays'
    ? a.countryCode === 'FR'
    : a.type === 'region'
      ? a.regionCode === p.reg
      : a.type === 'departement'
        ? !!p.dep && a.departmentCode === p.dep
        : !!p.city && a.cityName === p.city;
/** The area lies in the place. */
const areaWithin = (a: WorkArea, p: Place) =>
  p.city
    ? a.type === 'ville' && a.cityName === p.city
    : p.dep
      ? a.departmentCode === p.dep
      : a.type !== 'pays' && a.regionCode === p.reg;
/** It lives in the place, or can work there: one of its areas covers the place or lies in it. */
const at = (d: DemoFreelancer, p: Place) => livesIn(d, p) || d.areas.some((a) => areaCovers(a, p) || areaWithin(a, p));
/** The workAreas filter: an area in the region, or all of France. */
const inRegion = (d: DemoFreelancer, reg: string) =>
  d.areas.some((a) => (a.type === 'pays' ? a.countryCode === 'FR' : a.regionCode === reg));

const LYON: Place = { city: 'Lyon', dep: '69', reg: '84' };
const PARIS: Place = { dep: '75', reg: '11' };
const BORDEAUX: Place = { city: 'Bordeaux', dep: '33', reg: '75' };
const BRETAGNE: Place = { reg: '53' };
const TOULOUSE: Place = { city: 'Toulouse', dep: '31', reg: '76' };

const grade = (...rules: [boolean, number][]) => Math.max(0, ...rules.filter(([ok]) => ok).map(([, g]) => g));
const developer = (d: DemoFreelancer) => profession(d, 'Développeur') || titled(d, 'développ');

export const QUERIES: RelevanceQuery[] = [
  // Words, skills, aliases
  { kind: 'word', body: { keywords: 'react' }, judge: (d) => grade([titled(d, 'react'), 3], [holds(d, 'React'), 2]) },
  { kind: 'alias', body: { keywords: 'vue' }, judge: (d) => grade([titled(d, 'vue.js'), 3], [holds(d, 'Vue.js'), 2]) },
  {
    kind: 'word',
    body: { keywords: 'angular' },
    judge: (d) => grade([titled(d, 'angular'), 3], [holds(d, 'Angular'), 2]),
  },
  {
    kind: 'word',
    body: { keywords: 'java' },
    judge: (d) => grade([titled(d, 'java') && !titled(d, 'javascript'), 3], [holds(d, 'Java'), 2]),
  },
  {
    kind: 'word',
    body: { keywords: 'python' },
    judge: (d) => grade([titled(d, 'python'), 3], [core(d, 'Python'), 3], [holds(d, 'Python'), 2]),
  },
  {
    kind: 'word',
    body: { keywords: 'kubernetes' },
    judge: (d) => grade([titled(d, 'kubernetes'), 3], [core(d, 'Kubernetes'), 3], [holds(d, 'Kubernetes'), 2]),
  },
  {
    kind: 'alias',
    body: { keywords: 'k8s' },
    judge: (d) => grade([titled(d, 'kubernetes'), 3], [core(d, 'Kubernetes'), 3], [holds(d, 'Kubernetes'), 2]),
  },
  {
    kind: 'alias',
    body: { keywords: 'ts' },
    judge: (d) => grade([core(d, 'TypeScript'), 3], [holds(d, 'TypeScript'), 2]),
  },
  {
    kind: 'alias',
    body: { keywords: 'node' },
    judge: (d) => grade([titled(d, 'node.js'), 3], [holds(d, 'Node.js'), 2]),
  },
  {
    kind: 'word',
    body: { keywords: 'terraform' },
    judge: (d) => grade([core(d, 'Terraform'), 3], [holds(d, 'Terraform'), 2]),
  },
  { kind: 'word', body: { keywords: 'aws' }, judge: (d) => grade([titled(d, 'aws'), 3], [holds(d, 'AWS'), 2]) },
  {
    kind: 'word',
    body: { keywords: 'salesforce' },
    judge: (d) => grade([titled(d, 'salesforce'), 3], [holds(d, 'Salesforce'), 2]),
  },
  { kind: 'word', body: { keywords: 'scrum' }, judge: (d) => grade([titled(d, 'scrum'), 3], [holds(d, 'Scrum'), 2]) },
  { kind: 'word', body: { keywords: 'figma' }, judge: (d) => grade([core(d, 'Figma'), 3], [holds(d, 'Figma'), 2]) },
  // Typos
  {
    kind: 'typo',
    body: { keywords: 'terrafrom' },
    judge: (d) => grade([core(d, 'Terraform'), 3], [holds(d, 'Terraform'), 2]),
  },
  {
    kind: 'typo',
    body: { keywords: 'pyhton' },
    judge: (d) => grade([titled(d, 'python'), 3], [core(d, 'Python'), 3], [holds(d, 'Python'), 2]),
  },
  {
    kind: 'typo',
    body: { keywords: 'kubrenetes' },
    judge: (d) => grade([titled(d, 'kubernetes'), 3], [core(d, 'Kubernetes'), 3], [holds(d, 'Kubernetes'), 2]),
  },
  {
    kind: 'typo',
    body: { keywords: 'javascirpt' },
    judge: (d) => grade([titled(d, 'javascript'), 3], [core(d, 'JavaScript'), 3], [holds(d, 'JavaScript'), 2]),
  },
  {
    kind: 'typo',
    body: { keywords: 'salesfroce' },
    judge: (d) => grade([titled(d, 'salesforce'), 3], [holds(d, 'Salesforce'), 2]),
  },
  // Compounds
  {
    kind: 'compound',
    body: { keywords: 'frontend' },
    judge: (d) => grade([titled(d, 'front-end'), 3], [titled(d, 'full-stack'), 1]),
  },
  {
    kind: 'compound',
    body: { keywords: 'front end' },
    judge: (d) => grade([titled(d, 'front-end'), 3], [titled(d, 'full-stack'), 1]),
  },
  {
    kind: 'compound',
    body: { keywords: 'backend java' },
    judge: (d) => grade([titled(d, 'back-end java'), 3], [holds(d, 'Java') && developer(d), 1]),
  },
  { kind: 'compound', body: { keywords: 'fullstack' }, judge: (d) => grade([titled(d, 'full-stack'), 3]) },
  { kind: 'compound', body: { keywords: 'full stack typescript' }, judge: (d) => grade([titled(d, 'full-stack'), 3]) },
  {
    kind: 'compound',
    body: { keywords: 'devops' },
    judge: (d) => grade([titled(d, 'devops'), 3], [profession(d, 'DevOps'), 2]),
  },
  // Job words, English and French
  {
    kind: 'title-en-fr',
    body: { keywords: 'developer' },
    judge: (d) => grade([profession(d, 'Développeur') || titled(d, 'développ'), 3]),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'developer react' },
    judge: (d) => grade([titled(d, 'react'), 3], [developer(d) && holds(d, 'React'), 2]),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'développeuse java' },
    judge: (d) => grade([titled(d, 'java') && !titled(d, 'javascript'), 3], [developer(d) && holds(d, 'Java'), 2]),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'engineer' },
    judge: (d) => grade([titled(d, 'ingénieur') || titled(d, 'engineer'), 3]),
  },
  { kind: 'title-en-fr', body: { keywords: 'data engineer' }, judge: (d) => grade([titled(d, 'data engineer'), 3]) },
  {
    kind: 'title-en-fr',
    body: { keywords: 'project manager' },
    judge: (d) =>
      grade(
        [titled(d, 'chef') && titled(d, 'de projet'), 3],
        [titled(d, 'directeur de projet') || titled(d, 'directrice de projet'), 2],
      ),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'chef de projet' },
    judge: (d) =>
      grade(
        [titled(d, 'chef') && titled(d, 'de projet'), 3],
        [titled(d, 'directeur de projet') || titled(d, 'directrice de projet'), 2],
      ),
  },
  { kind: 'title-en-fr', body: { keywords: 'product owner' }, judge: (d) => grade([titled(d, 'product owner'), 3]) },
  {
    kind: 'title-en-fr',
    body: { keywords: 'ux designer' },
    judge: (d) =>
      grade([titled(d, 'ux designer'), 3], [titled(d, 'product designer'), 2], [profession(d, 'Design'), 1]),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'architect cloud' },
    judge: (d) => grade([titled(d, 'architecte cloud'), 3]),
  },
  {
    kind: 'title-en-fr',
    body: { keywords: 'pentester' },
    judge: (d) => grade([titled(d, 'pentester'), 3], [holds(d, 'Pentest'), 2]),
  },
  // Phrases, exclusions, OR
  {
    kind: 'phrase',
    body: { keywords: '"data scientist"' },
    judge: (d) => grade([titled(d, 'data scientist'), 3], [titled(d, 'machine learning'), 1]),
  },
  {
    kind: 'phrase',
    body: { keywords: '"design system"' },
    judge: (d) => grade([core(d, 'Design System'), 3], [holds(d, 'Design System'), 2]),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'java -javascript' },
    judge: (d) =>
      grade(
        [titled(d, 'back-end java') && !holds(d, 'JavaScript'), 3],
        [holds(d, 'Java') && !holds(d, 'JavaScript') && !titled(d, 'javascript'), 2],
      ),
  },
  {
    kind: 'exclusion',
    body: { keywords: 'developer -php' },
    judge: (d) => grade([developer(d) && !titled(d, 'php') && !holds(d, 'PHP'), 3]),
  },
  {
    kind: 'or',
    body: { keywords: 'react OR vue' },
    judge: (d) => grade([titled(d, 'react') || titled(d, 'vue.js'), 3], [holds(d, 'React') || holds(d, 'Vue.js'), 2]),
  },
  {
    kind: 'or',
    body: { keywords: 'scrum OR kanban' },
    judge: (d) => grade([titled(d, 'scrum'), 3], [holds(d, 'Scrum') || holds(d, 'Kanban'), 2]),
  },
  // Places
  {
    kind: 'place',
    body: { keywords: 'data engineer paris' },
    judge: (d) => grade([titled(d, 'data engineer') && at(d, PARIS), 3]),
  },
  {
    kind: 'place',
    body: { keywords: 'développeur java lyon' },
    judge: (d) =>
      grade(
        [titled(d, 'java') && !titled(d, 'javascript') && at(d, LYON), 3],
        [developer(d) && holds(d, 'Java') && at(d, LYON), 2],
      ),
  },
  {
    kind: 'place',
    body: { keywords: 'react bordeaux' },
    judge: (d) => grade([titled(d, 'react') && at(d, BORDEAUX), 3], [holds(d, 'React') && at(d, BORDEAUX), 2]),
  },
  {
    kind: 'place',
    body: { keywords: 'devops bretagne' },
    judge: (d) => grade([titled(d, 'devops') && at(d, BRETAGNE), 3], [profession(d, 'DevOps') && at(d, BRETAGNE), 2]),
  },
  {
    kind: 'place',
    body: { keywords: 'python paris OR kubernetes toulouse' },
    judge: (d) =>
      grade(
        [(core(d, 'Python') && at(d, PARIS)) || (core(d, 'Kubernetes') && at(d, TOULOUSE)), 3],
        [(holds(d, 'Python') && at(d, PARIS)) || (holds(d, 'Kubernetes') && at(d, TOULOUSE)), 2],
      ),
  },
  // Filters
  {
    kind: 'filter',
    body: { keywords: 'python', workAreas: ['ile-de-france'], seniority: ['senior', 'expert'] },
    judge: (d) =>
      inRegion(d, '11') && d.seniorityIndex >= 3
        ? grade([titled(d, 'python'), 3], [core(d, 'Python'), 3], [holds(d, 'Python'), 2])
        : 0,
  },
  {
    kind: 'filter',
    body: { keywords: 'aws', skills: ['kubernetes'] },
    judge: (d) => (holds(d, 'Kubernetes') ? grade([titled(d, 'aws'), 3], [holds(d, 'AWS'), 2]) : 0),
  },
  {
    kind: 'filter',
    body: { keywords: 'react', available: true },
    judge: (d) => (d.profile.meta.freelance.available ? grade([titled(d, 'react'), 3], [holds(d, 'React'), 2]) : 0),
  },
];
