/**
 * Set 29's queries: an international contractor agency's recruiter (London, Geneva, Amsterdam) searching for
 * freelance contractors. Keywords are typed in English the way UK and US contract recruiters type them; briefs are
 * English sentences and pasted job ads (two of them in French). Judges grade from the Truth with judge.ts.
 */
import {
  DATA_ROLES,
  DEVS,
  FINANCE_ROLES,
  PLACES,
  SAP_ROLES,
  SECURITY_ROLES,
  SENIORITY,
  asap,
  availableBy,
  bilingual,
  cert,
  daysOk,
  grade,
  has,
  hybridOk,
  lead,
  occWith,
  occYears,
  place,
  placeOrRemote,
  rateMax,
  remoteOk,
  role,
  sector,
  skill,
  skillAny,
  skillGrade,
  skillsAll,
  skillsGrade,
  soft,
  speaks,
  yearsBetween,
  yearsMin,
  type Grade,
  type Lv,
} from './judge';
import type { Truth } from './truth';

export interface Query {
  kind: string;
  body: {
    keywords?: string;
    brief?: string;
    skills?: string[];
    workAreas?: string[];
    seniority?: string[];
    available?: boolean;
  };
  judge: (t: Truth) => 0 | 1 | 2 | 3;
  note?: string;
}

const kw = (kind: string, keywords: string, judge: (t: Truth) => Grade, note?: string): Query =>
  note === undefined ? { kind, body: { keywords }, judge } : { kind, body: { keywords }, judge, note };

const brief = (text: string, judge: (t: Truth) => Grade, note: string): Query => ({
  kind: 'brief',
  body: { brief: text },
  judge,
  note,
});

/** Not junior: three years or more; a junior hits the exclusion. */
const notJunior = (t: Truth): Lv => (t.years >= 3 ? 'ok' : 'excl');

export const QUERIES: Query[] = [
  // ================================================================ abbrev
  kw('abbrev', 'PMO', (t) =>
    grade(
      role(t, {
        ok: ['pmo'],
        near: ['programme-manager', 'project-manager'],
        rel: ['project-assistant', 'transformation-manager', 'release-train-engineer'],
      }),
    ),
  ),
  kw(
    'abbrev',
    'BA',
    (t) =>
      grade(
        role(t, {
          ok: ['business-analyst'],
          near: ['product-owner'],
          rel: ['data-analyst', 'test-manager', 'product-manager'],
        }),
      ),
    'business analyst',
  ),
  kw(
    'abbrev',
    'RTE',
    (t) =>
      grade(
        role(t, {
          ok: ['release-train-engineer'],
          near: [occWith('scrum-master', 'safe'), occWith('agile-coach', 'safe')],
          rel: ['scrum-master', 'agile-coach', occWith('programme-manager', 'safe')],
        }),
      ),
    'SAFe release train engineer',
  ),
  kw('abbrev', 'KYC AML', (t) =>
    grade(
      role(t, {
        ok: ['kyc-analyst'],
        near: [(x) => x.occ === 'compliance-officer' && (has(x, 'aml') || has(x, 'kyc'))],
        rel: ['compliance-officer'],
      }),
    ),
  ),
  kw(
    'abbrev',
    'DPO GDPR',
    (t) =>
      grade(
        role(t, {
          ok: ['dpo-consultant'],
          near: [
            occWith('legal-counsel', 'gdpr'),
            occWith('compliance-officer', 'gdpr'),
            occWith('grc-consultant', 'gdpr'),
          ],
          rel: ['legal-counsel', occWith('data-governance', 'gdpr')],
        }),
      ),
    'data protection officer',
  ),
  kw('abbrev', 'SAP FICO', (t) =>
    grade(
      role(t, {
        ok: ['sap-fico'],
        near: [occWith('finance-transformation', 'sap')],
        rel: [
          'sap-mm',
          'sap-sd',
          'sap-abap',
          'sap-basis',
          occWith('accountant', 'sap'),
          occWith('financial-controller', 'sap'),
        ],
      }),
    ),
  ),
  kw(
    'abbrev',
    'S/4HANA MM',
    (t) =>
      grade(
        role(t, { ok: ['sap-mm'], rel: ['sap-sd', occWith('procurement-consultant', 'sap-ariba')] }),
        skill(t, 's4hana'),
      ),
    'SAP S/4HANA materials management; SAP MM without S/4 is a small difference',
  ),
  kw(
    'abbrev',
    'SRE',
    (t) => grade(role(t, { ok: ['sre'], near: ['devops-engineer'], rel: ['systems-engineer', 'cloud-architect'] })),
    'site reliability engineer',
  ),
  kw(
    'abbrev',
    'IFRS 17',
    (t) => {
      const fin = FINANCE_ROLES.includes(t.occ) || t.occ === 'sap-fico';
      if (!fin) return 0;
      if (has(t, 'ifrs17')) return 3;
      if (has(t, 'ifrs') && t.sectors.includes('insurance')) return 2;
      if (has(t, 'ifrs') || has(t, 'solvency2')) return 1;
      return 0;
    },
    'insurance accounting standard: finance people who have done IFRS 17',
  ),
  kw(
    'abbrev',
    'SFDC CPQ',
    (t) =>
      grade(
        role(t, { ok: ['salesforce-consultant', 'salesforce-developer'], rel: ['dynamics-consultant'] }),
        skill(t, 'cpq'),
      ),
    'Salesforce CPQ',
  ),
  kw(
    'abbrev',
    'HRIS PM',
    (t) =>
      grade(
        role(t, {
          ok: ['hris-project-manager'],
          near: ['workday-consultant'],
          rel: ['payroll-consultant', 'hr-business-partner', 'project-manager'],
        }),
      ),
    'HR systems project manager',
  ),
  kw(
    'abbrev',
    'BI dev',
    (t) =>
      grade(
        role(t, {
          ok: ['bi-developer'],
          near: [(x) => x.occ === 'data-analyst' && (has(x, 'power-bi') || has(x, 'tableau') || has(x, 'qlik'))],
          rel: ['data-analyst', 'data-engineer'],
        }),
      ),
    'business intelligence developer',
  ),

  // ================================================================ title-en
  kw('title-en', 'senior programme manager', (t) =>
    grade(
      role(t, {
        ok: ['programme-manager'],
        near: ['transformation-manager', occYears('project-manager', 12)],
        rel: ['pmo', 'project-manager'],
      }),
      SENIORITY.senior(t),
    ),
  ),
  kw('title-en', 'interim finance director', (t) =>
    grade(
      role(t, {
        ok: ['interim-finance-director'],
        near: [
          (x) => (x.occ === 'financial-controller' || x.occ === 'finance-transformation') && x.lead && x.years >= 12,
        ],
        rel: ['financial-controller', 'consolidation', 'accountant', 'treasury-consultant', 'finance-transformation'],
      }),
    ),
  ),
  kw('title-en', 'lead data engineer', (t) =>
    grade(
      role(t, { ok: ['data-engineer'], near: ['data-architect'], rel: ['bi-developer', 'data-scientist'] }),
      lead(t),
    ),
  ),
  kw('title-en', 'contract scrum master', (t) =>
    grade(role(t, { ok: ['scrum-master'], near: ['agile-coach'], rel: ['product-owner', 'release-train-engineer'] })),
  ),
  kw('title-en', 'cloud solutions architect', (t) =>
    grade(
      role(t, {
        ok: ['cloud-architect'],
        near: [
          (x) => x.occ === 'solution-architect' && (has(x, 'aws') || has(x, 'azure') || has(x, 'gcp')),
          occYears('devops-engineer', 10),
        ],
        rel: ['devops-engineer', 'security-architect', 'data-architect', 'solution-architect'],
      }),
    ),
  ),
  kw('title-en', 'senior change manager', (t) =>
    grade(
      role(t, {
        ok: ['change-manager'],
        near: ['transformation-manager'],
        rel: ['trainer', 'hr-business-partner', 'continuous-improvement'],
      }),
      SENIORITY.senior(t),
    ),
  ),
  kw('title-en', 'technical writer', (t) =>
    grade(role(t, { ok: ['technical-writer'], near: ['instructional-designer'], rel: ['trainer'] })),
  ),
  kw('title-en', 'payroll implementation consultant', (t) =>
    grade(
      role(t, {
        ok: ['payroll-consultant'],
        near: [occWith('hris-project-manager', 'payroll'), occWith('workday-consultant', 'payroll')],
        rel: ['hris-project-manager', 'workday-consultant', 'hr-business-partner'],
      }),
    ),
  ),
  kw('title-en', 'procurement manager', (t) =>
    grade(role(t, { ok: ['procurement-consultant'], rel: ['supply-chain-consultant', 'sap-mm'] })),
  ),
  kw('title-en', 'senior salesforce developer', (t) =>
    grade(
      role(t, { ok: ['salesforce-developer'], near: ['salesforce-consultant'], rel: ['dynamics-consultant'] }),
      SENIORITY.senior(t),
    ),
  ),
  kw('title-en', 'test manager', (t) =>
    grade(
      role(t, { ok: ['test-manager'], near: [occYears('qa-engineer', 8)], rel: ['qa-engineer', 'business-analyst'] }),
    ),
  ),
  kw('title-en', 'data governance lead', (t) =>
    grade(
      role(t, { ok: ['data-governance'], near: ['data-steward'], rel: ['data-architect', 'dpo-consultant'] }),
      t.lead || t.years >= 7 ? 'ok' : t.years >= 5 ? 'near' : 'fail',
    ),
  ),

  // ================================================================ title-mixed
  kw(
    'title-mixed',
    'management controller',
    (t) =>
      grade(
        role(t, {
          ok: ['financial-controller'],
          rel: ['accountant', 'consolidation', 'finance-transformation', 'interim-finance-director'],
        }),
      ),
    'contrôleur de gestion',
  ),
  kw(
    'title-mixed',
    'IT project manager',
    (t) =>
      grade(
        role(t, {
          ok: ['project-manager'],
          near: ['programme-manager', 'hris-project-manager'],
          rel: ['pmo', 'scrum-master', 'product-owner', 'transformation-manager', 'it-manager-sme'],
        }),
      ),
    'chef de projet informatique',
  ),
  kw(
    'title-mixed',
    'accountant',
    (t) =>
      grade(
        role(t, {
          ok: ['accountant'],
          near: ['consolidation'],
          rel: ['financial-controller', 'accounts-assistant', 'interim-finance-director', 'finance-transformation'],
        }),
      ),
    'comptable',
  ),
  kw(
    'title-mixed',
    'buyer',
    (t) => grade(role(t, { ok: ['procurement-consultant'], rel: ['supply-chain-consultant', 'sap-mm'] })),
    'acheteur / acheteuse',
  ),
  kw(
    'title-mixed',
    'functional analyst',
    (t) =>
      grade(
        role(t, {
          ok: ['business-analyst'],
          near: ['product-owner'],
          rel: ['test-manager', 'data-analyst', 'sap-fico', 'sap-mm', 'sap-sd', 'salesforce-consultant'],
        }),
      ),
    'analyste fonctionnel(le)',
  ),
  kw(
    'title-mixed',
    'HR business partner',
    (t) =>
      grade(
        role(t, {
          ok: ['hr-business-partner'],
          rel: ['hris-project-manager', 'payroll-consultant', 'recruiter', 'change-manager'],
        }),
      ),
    'RRH',
  ),
  kw(
    'title-mixed',
    'trainer',
    (t) =>
      grade(
        role(t, { ok: ['trainer'], near: ['instructional-designer'], rel: ['technical-writer', 'change-manager'] }),
      ),
    'formateur / formatrice',
  ),
  kw(
    'title-mixed',
    'legal counsel',
    (t) => grade(role(t, { ok: ['legal-counsel'], near: ['dpo-consultant'], rel: ['compliance-officer'] })),
    'juriste',
  ),
  kw(
    'title-mixed',
    'systems engineer',
    (t) =>
      grade(
        role(t, {
          ok: ['systems-engineer'],
          near: ['devops-engineer', 'sre'],
          rel: ['network-engineer', 'cloud-architect', 'support-technician', 'it-manager-sme', 'sap-basis'],
        }),
      ),
    'ingénieur systèmes / administrateur systèmes',
  ),
  kw(
    'title-mixed',
    'chef de projet SIRH',
    (t) =>
      grade(
        role(t, {
          ok: ['hris-project-manager'],
          near: ['workday-consultant'],
          rel: ['payroll-consultant', 'project-manager', 'hr-business-partner'],
        }),
      ),
    'French title typed: HRIS project manager, many of them with English CVs',
  ),
  kw(
    'title-mixed',
    'consultant AMOA',
    (t) =>
      grade(
        role(t, {
          ok: ['business-analyst'],
          near: ['product-owner', occWith('project-manager', 'moa')],
          rel: ['test-manager', 'pmo', 'project-manager'],
        }),
      ),
    'French shorthand typed: business-side analyst, many with English CVs',
  ),
  kw(
    'title-mixed',
    'network engineer',
    (t) =>
      grade(
        role(t, {
          ok: ['network-engineer'],
          near: [occWith('systems-engineer', 'networking')],
          rel: ['systems-engineer', 'security-architect', 'it-manager-sme'],
        }),
      ),
    'ingénieur réseaux',
  ),

  // ================================================================ place
  kw('place', 'business analyst Geneva', (t) =>
    grade(role(t, { ok: ['business-analyst'], near: ['product-owner'] }), place(t, PLACES.geneva)),
  ),
  kw('place', 'project manager Greater Paris', (t) =>
    grade(
      role(t, { ok: ['project-manager'], near: ['programme-manager', 'hris-project-manager'], rel: ['pmo'] }),
      place(t, PLACES.greaterParis),
    ),
  ),
  kw(
    'place',
    'SAP consultant Romandy',
    (t) => grade(role(t, { ok: SAP_ROLES, rel: [occWith('finance-transformation', 'sap')] }), place(t, PLACES.romandy)),
    'French-speaking Switzerland',
  ),
  kw('place', 'data engineer Brussels', (t) =>
    grade(
      role(t, { ok: ['data-engineer'], near: ['data-architect'], rel: ['bi-developer', 'data-scientist'] }),
      place(t, PLACES.brussels),
    ),
  ),
  kw(
    'place',
    'developer French Riviera',
    (t) =>
      grade(
        role(t, {
          ok: DEVS,
          near: ['salesforce-developer', 'sap-abap', 'solution-architect'],
          rel: ['qa-engineer', 'bi-developer', 'servicenow-consultant'],
        }),
        place(t, PLACES.riviera),
      ),
    'Nice, Sophia Antipolis, Antibes, Cannes',
  ),
  kw('place', 'PMO Luxembourg', (t) =>
    grade(role(t, { ok: ['pmo'], near: ['programme-manager', 'project-manager'] }), place(t, PLACES.luxembourg)),
  ),
  kw('place', 'scrum master Zurich', (t) =>
    grade(
      role(t, { ok: ['scrum-master'], near: ['agile-coach'], rel: ['product-owner', 'release-train-engineer'] }),
      place(t, PLACES.zurich),
    ),
  ),
  kw('place', 'DevOps Lyon area', (t) =>
    grade(
      role(t, { ok: ['devops-engineer'], near: ['sre'], rel: ['cloud-architect', 'systems-engineer'] }),
      place(t, PLACES.lyon),
    ),
  ),
  kw(
    'place',
    'compliance officer Flanders',
    (t) =>
      grade(
        role(t, { ok: ['compliance-officer'], near: ['kyc-analyst'], rel: ['dpo-consultant', 'legal-counsel'] }),
        place(t, PLACES.flanders),
      ),
    'Antwerp, Ghent, Leuven',
  ),
  kw(
    'place',
    'payroll consultant commutable Geneva',
    (t) =>
      grade(
        role(t, {
          ok: ['payroll-consultant'],
          near: [occWith('hris-project-manager', 'payroll')],
          rel: ['workday-consultant', 'hr-business-partner'],
        }),
        place(t, PLACES.geneva),
      ),
    'lives within commuting distance of Geneva (French side included)',
  ),
  kw(
    'place',
    'cyber security Lake Geneva',
    (t) => grade(role(t, { ok: SECURITY_ROLES, rel: ['network-engineer'] }), place(t, PLACES.lakeGeneva)),
    'Geneva and Vaud',
  ),
  kw('place', 'Salesforce Benelux', (t) =>
    grade(
      role(t, { ok: ['salesforce-consultant', 'salesforce-developer'], rel: ['dynamics-consultant'] }),
      place(t, PLACES.benelux),
    ),
  ),

  // ================================================================ seniority
  kw('seniority', 'senior java developer 10+ yrs', (t) =>
    grade(
      role(t, {
        ok: ['java-developer'],
        near: [occWith('fullstack-developer', 'java'), occWith('solution-architect', 'java')],
        rel: DEVS,
      }),
      yearsMin(t, 10, 2),
    ),
  ),
  kw(
    'seniority',
    'mid-level data analyst',
    (t) => grade(role(t, { ok: ['data-analyst'], near: ['bi-developer'], rel: ['data-scientist'] }), SENIORITY.mid(t)),
    '3-6 years',
  ),
  kw(
    'seniority',
    'junior PMO',
    (t) => grade(role(t, { ok: ['pmo'], rel: ['project-assistant', 'project-manager'] }), SENIORITY.junior(t)),
    '0-2 years',
  ),
  kw(
    'seniority',
    'principal data architect',
    (t) =>
      grade(
        role(t, {
          ok: ['data-architect'],
          near: [occYears('data-engineer', 12)],
          rel: ['data-governance', 'cloud-architect', 'data-engineer'],
        }),
        SENIORITY.principal(t),
      ),
    '12+ years',
  ),
  kw(
    'seniority',
    'graduate business analyst',
    (t) =>
      grade(
        role(t, { ok: ['business-analyst'], near: ['product-owner'], rel: ['data-analyst'] }),
        SENIORITY.graduate(t),
      ),
    '0-1 year',
  ),
  kw('seniority', 'programme director 15+ years', (t) =>
    grade(
      role(t, { ok: ['programme-manager'], near: ['transformation-manager'], rel: ['project-manager'] }),
      yearsMin(t, 15, 3),
    ),
  ),
  kw('seniority', 'SAP ABAP 8+ yrs', (t) =>
    grade(role(t, { ok: ['sap-abap'], rel: ['sap-fico', 'sap-mm', 'sap-sd', 'sap-basis'] }), yearsMin(t, 8, 2)),
  ),
  kw(
    'seniority',
    'entry-level SOC analyst',
    (t) => grade(role(t, { ok: ['soc-analyst'], rel: SECURITY_ROLES }), SENIORITY.junior(t)),
    '0-2 years',
  ),
  kw('seniority', 'senior product owner 7+ years', (t) =>
    grade(
      role(t, { ok: ['product-owner'], near: ['product-manager'], rel: ['business-analyst', 'scrum-master'] }),
      yearsMin(t, 7, 2),
    ),
  ),
  kw('seniority', '.NET developer 3-5 years', (t) =>
    grade(
      role(t, { ok: ['dotnet-developer'], near: [occWith('fullstack-developer', 'csharp')], rel: DEVS }),
      yearsBetween(t, 3, 5, 1),
    ),
  ),
  kw('seniority', 'accountant 20+ yrs experience', (t) =>
    grade(
      role(t, {
        ok: ['accountant'],
        near: ['consolidation'],
        rel: ['financial-controller', 'interim-finance-director', 'accounts-assistant'],
      }),
      yearsMin(t, 20, 3),
    ),
  ),

  // ================================================================ combo
  kw('combo', 'SAP FICO Geneva ASAP', (t) =>
    grade(
      role(t, { ok: ['sap-fico'], near: [occWith('finance-transformation', 'sap')], rel: SAP_ROLES }),
      place(t, PLACES.geneva),
      asap(t),
    ),
  ),
  kw('combo', 'product owner Brussels hybrid', (t) =>
    grade(
      role(t, { ok: ['product-owner'], near: ['product-manager'], rel: ['business-analyst', 'scrum-master'] }),
      place(t, PLACES.brussels),
      hybridOk(t),
    ),
  ),
  kw('combo', 'data engineer remote Databricks', (t) =>
    grade(
      role(t, { ok: ['data-engineer'], near: ['data-architect'], rel: ['data-scientist', 'bi-developer'] }),
      remoteOk(t),
      skill(t, 'databricks'),
    ),
  ),
  kw('combo', 'PRINCE2 project manager Luxembourg', (t) =>
    grade(
      role(t, { ok: ['project-manager'], near: ['programme-manager'], rel: ['pmo'] }),
      skill(t, 'prince2'),
      place(t, PLACES.luxembourg),
    ),
  ),
  {
    kind: 'combo',
    body: { keywords: 'scrum master immediate start', available: true },
    judge: (t) =>
      grade(
        role(t, { ok: ['scrum-master'], near: ['agile-coach'], rel: ['release-train-engineer', 'product-owner'] }),
        t.available ? 'ok' : asap(t) === 'fail' ? 'fail' : 'near',
      ),
    note: 'available filter ticked: declared available now; free within 45 days is a small difference',
  },
  kw('combo', 'senior DevOps Kubernetes Zurich', (t) =>
    grade(
      role(t, { ok: ['devops-engineer'], near: ['sre'], rel: ['cloud-architect', 'systems-engineer'] }),
      SENIORITY.senior(t),
      skill(t, 'kubernetes'),
      place(t, PLACES.zurich),
    ),
  ),
  kw('combo', 'KYC analyst Luxembourg German speaker', (t) =>
    grade(
      role(t, { ok: ['kyc-analyst'], near: [occWith('compliance-officer', 'kyc')], rel: ['compliance-officer'] }),
      place(t, PLACES.luxembourg),
      speaks(t, 'de', 3),
    ),
  ),
  kw('combo', 'Power BI developer part-time 3 days', (t) =>
    grade(
      role(t, {
        ok: ['bi-developer'],
        near: [occWith('data-analyst', 'power-bi')],
        rel: ['data-analyst', 'data-engineer'],
      }),
      skill(t, 'power-bi'),
      daysOk(t, [3]),
    ),
  ),
  kw('combo', 'Workday HCM consultant available January remote', (t) =>
    grade(
      role(t, {
        ok: ['workday-consultant'],
        near: [occWith('hris-project-manager', 'workday-hcm')],
        rel: ['hris-project-manager'],
      }),
      availableBy(t, '2027-01-31'),
      remoteOk(t),
    ),
  ),
  kw('combo', 'CISSP security architect Paris', (t) =>
    grade(
      role(t, {
        ok: ['security-architect'],
        near: ['ciso', occWith('cloud-architect', 'cloud-security')],
        rel: SECURITY_ROLES,
      }),
      cert(t, 'cissp', ['cism']),
      place(t, PLACES.greaterParis),
    ),
  ),
  kw('combo', 'interim accountant Lyon ASAP', (t) =>
    grade(
      role(t, { ok: ['accountant'], near: ['consolidation'], rel: ['financial-controller', 'accounts-assistant'] }),
      place(t, PLACES.lyon),
      asap(t),
    ),
  ),
  kw('combo', 'change manager Prosci Geneva', (t) =>
    grade(
      role(t, { ok: ['change-manager'], near: ['transformation-manager'], rel: ['trainer'] }),
      skill(t, 'prosci'),
      place(t, PLACES.geneva),
    ),
  ),
  kw(
    'combo',
    'ServiceNow developer max 650/day',
    (t) => grade(role(t, { ok: ['servicenow-consultant'], rel: ['support-technician'] }), rateMax(t, 650)),
    'day rate at most 650 euros',
  ),

  // ================================================================ grammar
  kw(
    'grammar',
    '"business analyst" -junior',
    (t) =>
      grade(
        role(t, { ok: ['business-analyst'], near: ['product-owner'], rel: ['data-analyst', 'test-manager'] }),
        notJunior(t),
      ),
    'exclusion read as: not a junior',
  ),
  kw('grammar', '"data governance" OR "data quality"', (t) => {
    const r = role(t, { ok: ['data-governance', 'data-steward'], rel: ['data-architect', 'dpo-consultant'] });
    if (r === 'ok') return 3;
    if (has(t, 'data-governance') || has(t, 'data-quality') || has(t, 'mdm')) return 2;
    return grade(r);
  }),
  kw('grammar', '"product owner" OR "product manager"', (t) =>
    grade(role(t, { ok: ['product-owner', 'product-manager'], near: ['business-analyst'], rel: ['scrum-master'] })),
  ),
  kw(
    'grammar',
    'SAP -ABAP',
    (t) => {
      if (t.occ === 'sap-abap' || has(t, 'abap')) return 0;
      if (['sap-fico', 'sap-mm', 'sap-sd', 'sap-basis'].includes(t.occ)) return 3;
      return has(t, 'sap') ? 1 : 0;
    },
    'SAP people who are not ABAP developers',
  ),
  kw('grammar', '"scrum master" SAFe', (t) =>
    grade(
      role(t, { ok: ['scrum-master'], near: ['release-train-engineer', 'agile-coach'], rel: ['product-owner'] }),
      skill(t, 'safe'),
    ),
  ),
  kw('grammar', '"change manager" OR "transformation manager"', (t) =>
    grade(
      role(t, {
        ok: ['change-manager', 'transformation-manager'],
        near: ['continuous-improvement'],
        rel: ['trainer', 'programme-manager'],
      }),
    ),
  ),
  kw(
    'grammar',
    'Salesforce -developer',
    (t) =>
      grade(
        role(t, { ok: ['salesforce-consultant'], rel: ['dynamics-consultant', (x) => has(x, 'salesforce')] }),
        t.occ === 'salesforce-developer' ? 'excl' : 'ok',
      ),
    'functional Salesforce people, not developers',
  ),
  kw('grammar', 'KYC OR AML OR sanctions', (t) =>
    grade(
      role(t, {
        ok: [
          'kyc-analyst',
          (x) => x.occ === 'compliance-officer' && (has(x, 'kyc') || has(x, 'aml') || has(x, 'sanctions')),
        ],
        rel: ['compliance-officer'],
      }),
    ),
  ),
  kw(
    'grammar',
    '"Power BI" OR Tableau -junior',
    (t) => {
      if (t.years <= 2) return 0;
      const lv = skillAny(t, ['power-bi', 'tableau']);
      if (!DATA_ROLES.includes(t.occ)) return lv === 'ok' ? 1 : 0;
      return lv === 'ok' ? 3 : lv === 'near' ? 2 : 1;
    },
    'BI and data people with Power BI or Tableau, not juniors; other roles holding the tool are related',
  ),
  kw('grammar', '"ISO 27001" "lead auditor"', (t) => {
    if (t.certs.includes('iso-la')) return 3;
    if (t.certs.includes('iso-li')) return 2;
    return has(t, 'iso27001') ? 1 : 0;
  }),
  kw('grammar', '"cloud architect" Azure', (t) =>
    grade(
      role(t, {
        ok: ['cloud-architect'],
        near: [occWith('solution-architect', 'azure')],
        rel: [occWith('devops-engineer', 'azure'), 'solution-architect'],
      }),
      skill(t, 'azure'),
    ),
  ),
  kw('grammar', 'procurement OR purchasing -assistant', (t) =>
    grade(
      role(t, {
        ok: ['procurement-consultant'],
        near: ['supply-chain-consultant'],
        rel: [occWith('sap-mm', 'sap-ariba')],
      }),
    ),
  ),

  // ================================================================ skill
  kw('skill', 'PRINCE2 MSP', (t) => {
    const p = has(t, 'prince2');
    const m = has(t, 'msp');
    if (p && m) return 3;
    if (p || m) return 2;
    return has(t, 'pmp') || ['programme-manager', 'project-manager', 'pmo'].includes(t.occ) ? 1 : 0;
  }),
  kw('skill', 'Databricks Spark', (t) =>
    skillsGrade(t, ['databricks', 'spark'], ['data-engineer', 'data-architect', 'data-scientist'].includes(t.occ)),
  ),
  kw('skill', 'Terraform Azure', (t) =>
    skillsGrade(t, ['terraform', 'azure'], ['devops-engineer', 'cloud-architect', 'sre'].includes(t.occ)),
  ),
  kw('skill', 'CBAP BPMN', (t) => {
    const c = t.certs.includes('cbap');
    const b = has(t, 'bpmn');
    if (c && b) return 3;
    if (c || b) return 2;
    return t.occ === 'business-analyst' ? 1 : 0;
  }),
  kw('skill', 'Coupa', (t) => skillGrade(skill(t, 'coupa'), ['procurement-consultant', 'sap-mm'].includes(t.occ))),
  kw('skill', 'Collibra', (t) => skillGrade(skill(t, 'collibra'), ['data-governance', 'data-steward'].includes(t.occ))),
  kw(
    'skill',
    'MDM',
    (t) => skillGrade(skill(t, 'mdm'), ['data-governance', 'data-steward', 'data-architect'].includes(t.occ)),
    'master data management',
  ),
  kw('skill', 'Lean Six Sigma Black Belt', (t) => {
    if (t.certs.includes('lssbb')) return 3;
    if (t.certs.includes('lssgb')) return 2;
    return has(t, 'lean-six-sigma') ? 1 : 0;
  }),
  kw('skill', 'DORA NIS2', (t) =>
    skillsGrade(t, ['dora', 'nis2'], ['grc-consultant', 'ciso', 'compliance-officer'].includes(t.occ)),
  ),
  kw('skill', 'Anaplan', (t) =>
    skillGrade(skill(t, 'anaplan'), ['financial-controller', 'finance-transformation'].includes(t.occ)),
  ),
  kw('skill', 'MiFID II', (t) => skillGrade(skill(t, 'mifid2'), ['compliance-officer', 'kyc-analyst'].includes(t.occ))),
  kw('skill', 'CKA Kubernetes', (t) => {
    if (t.certs.includes('cka')) return 3;
    if (t.certs.includes('ckad') || has(t, 'kubernetes')) return 2;
    return has(t, 'openshift') || has(t, 'docker') ? 1 : 0;
  }),

  // ================================================================ brief (sentences)
  brief(
    'Looking for an experienced PMO to support a regulatory programme at a private bank in Geneva. Start early January for 6 months, hybrid with 3 days a week on site.',
    (t) =>
      grade(
        role(t, { ok: ['pmo'], near: ['project-manager', 'programme-manager'], rel: ['project-assistant'] }),
        place(t, PLACES.geneva),
        availableBy(t, '2027-01-08', 21),
        SENIORITY.experienced(t),
        soft(sector(t, 'private-banking', 'banking')),
      ),
    'PMO, Geneva, free by early January, 5+ years; bank background nice to have',
  ),
  brief(
    'Part-time Data Protection Officer, two days a week, for a pharma group in Basel. Must speak German and English.',
    (t) =>
      grade(
        role(t, {
          ok: ['dpo-consultant'],
          near: [occWith('legal-counsel', 'gdpr')],
          rel: ['legal-counsel', 'grc-consultant'],
        }),
        place(t, PLACES.basel),
        daysOk(t, [2]),
        speaks(t, 'de', 4),
        soft(speaks(t, 'en', 4)),
      ),
    'DPO, Basel, 2 days a week, German fluent',
  ),
  brief(
    'We need someone to run the SAP S/4HANA finance workstream for an insurer in Luxembourg. FI/CO functional, 10+ years.',
    (t) =>
      grade(
        role(t, { ok: ['sap-fico'], near: [occWith('finance-transformation', 'sap')], rel: SAP_ROLES }),
        skill(t, 's4hana'),
        place(t, PLACES.luxembourg),
        yearsMin(t, 10, 2),
        soft(sector(t, 'insurance')),
      ),
    'SAP FICO with S/4HANA, Luxembourg, 10+ years',
  ),
  brief(
    'An international organisation in Geneva is looking for a bilingual French/English technical writer to document their HR system. Remote possible.',
    (t) =>
      grade(
        role(t, { ok: ['technical-writer'], near: ['instructional-designer'], rel: ['trainer'] }),
        bilingual(t, 'fr', 'en'),
        soft(placeOrRemote(t, PLACES.geneva)),
      ),
    'technical writer, fluent French and English; Geneva or remote',
  ),
  brief(
    'Client is a luxury group in Paris: they want a Salesforce Marketing Cloud consultant for a 3-month project, starting ASAP.',
    (t) =>
      grade(
        role(t, { ok: ['salesforce-consultant'], near: ['salesforce-developer'], rel: ['marketing-manager'] }),
        skill(t, 'marketing-cloud'),
        place(t, PLACES.greaterParis),
        asap(t),
      ),
    'Salesforce Marketing Cloud, Paris, available now',
  ),
  brief(
    'Looking for a Scrum Master who speaks Dutch, for an energy company in Antwerp.',
    (t) =>
      grade(
        role(t, { ok: ['scrum-master'], near: ['agile-coach'], rel: ['release-train-engineer', 'product-owner'] }),
        speaks(t, 'nl', 3),
        place(t, PLACES.antwerp),
        soft(sector(t, 'energy')),
      ),
    'Scrum Master, Dutch, Antwerp',
  ),
  brief(
    'We need someone who can coach five agile teams on SAFe at a bank in Brussels.',
    (t) =>
      grade(
        role(t, {
          ok: ['agile-coach'],
          near: ['release-train-engineer', occYears('scrum-master', 8)],
          rel: ['scrum-master'],
        }),
        skill(t, 'safe'),
        place(t, PLACES.brussels),
        soft(sector(t, 'banking')),
      ),
    'agile coach with SAFe, Brussels',
  ),
  brief(
    'Interim head of payroll for a Swiss group in Lausanne. Needs Swiss payroll (AVS/LPP) and fluent French.',
    (t) =>
      grade(
        role(t, {
          ok: ['payroll-consultant'],
          near: [occWith('hris-project-manager', 'payroll')],
          rel: ['hris-project-manager', 'hr-business-partner'],
        }),
        skill(t, 'swiss-payroll'),
        place(t, PLACES.lausanne),
        speaks(t, 'fr', 4),
        t.lead || t.years >= 8 ? 'ok' : 'near',
      ),
    'payroll lead with Swiss payroll, Lausanne, French',
  ),
  brief(
    'Cloud security engineer to harden Azure landing zones for an insurer in Paris. CISSP or equivalent appreciated.',
    (t) =>
      grade(
        role(t, {
          ok: ['security-architect'],
          near: [occWith('cloud-architect', 'cloud-security'), occWith('iam-consultant', 'azure')],
          rel: ['cloud-architect', 'grc-consultant', 'ciso', 'iam-consultant'],
        }),
        skill(t, 'azure'),
        place(t, PLACES.greaterParis),
        soft(cert(t, 'cissp', ['cism'])),
      ),
    'cloud security with Azure, Paris; CISSP nice to have',
  ),
  brief(
    'Finance transformation lead for a target operating model review at an energy group. Based in Lyon or remote. Available from February.',
    (t) =>
      grade(
        role(t, {
          ok: ['finance-transformation'],
          near: ['interim-finance-director', occWith('transformation-manager', 'fpa')],
          rel: ['financial-controller', 'transformation-manager'],
        }),
        placeOrRemote(t, PLACES.lyon),
        availableBy(t, '2027-02-28'),
        soft(lead(t)),
        soft(sector(t, 'energy')),
      ),
    'finance transformation, Lyon or full remote, free by end of February',
  ),
  brief(
    'Procurement contractor with Ariba experience to run sourcing events for a pharma company near Basel.',
    (t) =>
      grade(
        role(t, {
          ok: ['procurement-consultant'],
          near: [occWith('sap-mm', 'sap-ariba')],
          rel: ['supply-chain-consultant', 'sap-mm'],
        }),
        skill(t, 'sap-ariba'),
        place(t, PLACES.basel),
        soft(sector(t, 'pharma')),
      ),
    'procurement with SAP Ariba, Basel area',
  ),
  brief(
    'KYC remediation in Luxembourg: we need a team lead with 5+ years of KYC experience, English and French.',
    (t) =>
      grade(
        role(t, { ok: ['kyc-analyst'], near: [occWith('compliance-officer', 'kyc')], rel: ['compliance-officer'] }),
        place(t, PLACES.luxembourg),
        yearsMin(t, 5, 1),
        soft(lead(t)),
        bilingual(t, 'en', 'fr'),
      ),
    'KYC lead, Luxembourg, 5+ years, English and French',
  ),
  // ================================================================ brief (pasted ads)
  brief(
    [
      'CONTRACT OPPORTUNITY – Senior Data Engineer (Snowflake / dbt)',
      'Location: Zurich (hybrid, 2 days remote) | Duration: 12 months, extension likely | Start: February 2027',
      'Our client, a global insurer, is rebuilding its analytics platform on Snowflake and needs an experienced data engineer to join the platform squad.',
      'Responsibilities: design and build ELT pipelines with dbt; model data for actuarial and finance use cases; set up data quality tests and CI/CD; mentor two junior engineers.',
      'Requirements: 7+ years in data engineering; strong SQL and Python; hands-on Snowflake and dbt in production; Airflow a plus; English working language (German a plus).',
      'Rate: competitive, paid in CHF.',
    ].join('\n'),
    (t) =>
      grade(
        role(t, { ok: ['data-engineer'], near: ['data-architect'], rel: ['bi-developer', 'data-scientist'] }),
        skillsAll(t, ['snowflake', 'dbt']),
        place(t, PLACES.zurich),
        SENIORITY.senior(t),
        soft(speaks(t, 'en', 4)),
      ),
    'pasted ad (English): senior data engineer, Snowflake and dbt, Zurich',
  ),
  brief(
    [
      'Interim CISO – Brussels – 6 months',
      'A European financial institution is looking for an interim Chief Information Security Officer while it recruits a permanent head of security. Start ASAP.',
      'You will lead a team of eight, own the security roadmap, prepare the DORA readiness review and report to the executive committee and the regulator.',
      'Profile: 12+ years in information security including a previous CISO or deputy CISO role; CISSP or CISM; fluent English and French.',
      'On site in Brussels three days a week.',
    ].join('\n'),
    (t) =>
      grade(
        role(t, {
          ok: ['ciso'],
          near: [occYears('grc-consultant', 12), occYears('security-architect', 14)],
          rel: ['grc-consultant', 'security-architect'],
        }),
        place(t, PLACES.brussels),
        asap(t),
        bilingual(t, 'en', 'fr'),
      ),
    'pasted ad (English): interim CISO, Brussels, ASAP, English and French',
  ),
  brief(
    [
      'ServiceNow ITSM Consultant (freelance) – Geneva',
      'International organisation, 9-month assignment starting January 2027, possible extension.',
      'Scope: redesign incident, problem and change processes in ServiceNow, configure the service catalogue and run workshops with IT teams.',
      'Must have: 5+ years on ServiceNow ITSM, ITIL 4, experience with multilingual user communities. French is an asset.',
    ].join('\n'),
    (t) =>
      grade(
        role(t, { ok: ['servicenow-consultant'], rel: ['support-technician', 'systems-engineer'] }),
        skill(t, 'itsm'),
        place(t, PLACES.geneva),
        availableBy(t, '2027-01-15'),
        yearsMin(t, 5, 1),
      ),
    'pasted ad (English): ServiceNow ITSM, Geneva, January, 5+ years',
  ),
  brief(
    [
      'Mission freelance – Chef de projet MOA – Assurance – Nantes',
      'Notre client, un assureur mutualiste, recherche un chef de projet MOA pour piloter la refonte de son outil de gestion des contrats.',
      'Missions : recueil des besoins auprès des métiers, rédaction des expressions de besoins, pilotage de la recette, coordination avec la MOE, animation des comités.',
      'Profil : 5 ans minimum en AMOA, expérience du secteur assurance indispensable. Mission de 6 mois renouvelable, 2 jours de télétravail par semaine, démarrage janvier.',
    ].join('\n'),
    (t) =>
      grade(
        role(t, {
          ok: [occWith('project-manager', 'moa'), 'business-analyst'],
          near: ['project-manager', 'product-owner'],
          rel: ['pmo', 'test-manager'],
        }),
        place(t, PLACES.nantes),
        sector(t, 'insurance'),
        yearsMin(t, 5, 1),
      ),
    'pasted ad (French): business-side project manager, insurance, Nantes',
  ),
  brief(
    [
      'Mission : Consultant(e) Workday HCM – Paris La Défense',
      'Démarrage : janvier 2027 – Durée : 6 mois – Rythme : 3 jours sur site, 2 jours de télétravail.',
      'Dans le cadre du déploiement de Workday dans un groupe du CAC 40, vous prendrez en charge le paramétrage du Core HCM, des processus métier et de la sécurité, ainsi que l’accompagnement des équipes RH.',
      'Profil : au moins une implémentation Workday HCM complète, français courant indispensable, anglais professionnel.',
    ].join('\n'),
    (t) =>
      grade(
        role(t, {
          ok: ['workday-consultant'],
          near: [occWith('hris-project-manager', 'workday-hcm')],
          rel: ['hris-project-manager'],
        }),
        place(t, PLACES.greaterParis),
        availableBy(t, '2027-01-31'),
        hybridOk(t),
        speaks(t, 'fr', 4),
      ),
    'pasted ad (French): Workday HCM, Paris La Défense, January, hybrid, French',
  ),
];
