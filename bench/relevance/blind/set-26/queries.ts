/**
 * set-26 queries: a recruiter of a boutique placing freelance business consultants with banks, insurers, fund
 * managers and fund administrators (Paris, Luxembourg, Geneva, Brussels, French regions). Keywords are typed the way
 * that recruiter types them; briefs are sentences and pasted job ads. Judges grade from the Truth (judge.ts).
 */
import type { Truth } from './corpus';
import {
  B2,
  C1,
  CONFIRME,
  EXPERT,
  JUNIOR,
  NOW,
  PLACES,
  SENIOR,
  SOON,
  best,
  cap,
  capped,
  freeBy,
  judge,
  minYears,
  skillJudge,
  yearsRange,
  type Grade,
} from './judge';
import { OCC_KEYS, OCCS, type Occ } from './model';

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
  judge: (t: Truth) => Grade;
  note?: string;
}

const BUSINESS: Occ[] = OCC_KEYS.filter((o) => OCCS[o].fam !== 'nb');
const PROJECT: Occ[] = ['ba', 'moa', 'pm', 'po', 'pmo', 'tester', 'data-analyst', 'program-director'];
const IT: Occ[] = ['java-dev-fin', 'murex-tech', 'data-engineer', 'quant-dev'];

export const QUERIES: Query[] = [
  // ------------------------------------------------------------------------------------------------- abbrev
  {
    kind: 'abbrev',
    body: { keywords: 'RCCI' },
    judge: judge({ occ: ['rcci'] }),
    note: 'head of compliance and internal control of an asset manager',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'LCB-FT' },
    judge: best(
      judge({ occ: ['aml'] }),
      capped({ occ: ['compliance-officer', 'rcci'], only: true, skillsAll: ['lcbft'] }, 2),
    ),
    note: 'AML/CFT specialist; KYC and sanctions analysts near; compliance officers with AML/CFT at most 2',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'ALM' },
    judge: best(judge({ occ: ['alm'] }), cap(skillJudge(['alm'], [], ['actuary']), 1)),
  },
  { kind: 'abbrev', body: { keywords: 'PMO' }, judge: judge({ occ: ['pmo'] }) },
  {
    kind: 'abbrev',
    body: { keywords: 'AMOA assurance' },
    judge: judge({ occ: ['moa'], sector: { ok: ['insurance'] } }),
  },
  {
    kind: 'abbrev',
    body: { keywords: 'CAMS AML' },
    judge: judge({ occ: ['aml'], near: ['kyc', 'sanctions', 'compliance-officer'], certs: ['cams'] }),
    note: 'AML analyst holding the CAMS certificate',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'IFRS 17' },
    judge: skillJudge(
      ['ifrs17'],
      ['ins-accountant', 'actuary'],
      [
        'consolidation',
        'solvency-reporting',
        'reg-watch',
        'bank-controller',
        'internal-audit-bank',
        'reinsurance',
        ...PROJECT,
      ],
    ),
  },
  {
    kind: 'abbrev',
    body: { keywords: 'FRTB' },
    judge: skillJudge(
      ['frtb'],
      ['market-risk'],
      ['quant', 'model-validation', 'ccr', 'product-control', 'reg-reporting', 'reg-watch', ...PROJECT],
    ),
  },
  {
    kind: 'abbrev',
    body: { keywords: 'COREP FINREP' },
    judge: best(
      judge({ occ: ['reg-reporting'], near: ['bank-accountant'], skillsAll: ['corep', 'finrep'] }),
      cap(skillJudge(['corep', 'finrep'], [], ['consolidation', 'liquidity-risk', ...PROJECT]), 2),
    ),
  },
  {
    kind: 'abbrev',
    body: { keywords: 'BO titres' },
    judge: judge({ occ: ['back-office'], spec: { ok: ['titres'], near: ['derives', 'change'] } }),
    note: 'securities back office',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'XVA' },
    judge: skillJudge(['xva'], ['quant', 'ccr'], ['market-risk', 'model-validation', 'product-control', 'ba', 'moa']),
  },
  {
    kind: 'abbrev',
    body: { keywords: 'ORSA' },
    judge: skillJudge(
      ['orsa'],
      ['actuary', 'solvency-reporting'],
      ['op-risk', 'reg-watch', 'internal-control', 'internal-audit-bank', 'model-validation', ...PROJECT],
    ),
  },
  // ------------------------------------------------------------------------------------------------- title-en
  { kind: 'title-en', body: { keywords: 'middle office analyst' }, judge: judge({ occ: ['middle-office'] }) },
  { kind: 'title-en', body: { keywords: 'fund accountant' }, judge: judge({ occ: ['fund-accountant'] }) },
  { kind: 'title-en', body: { keywords: 'transfer agent officer' }, judge: judge({ occ: ['transfer-agent'] }) },
  { kind: 'title-en', body: { keywords: 'product controller' }, judge: judge({ occ: ['product-control'] }) },
  { kind: 'title-en', body: { keywords: 'actuarial analyst' }, judge: judge({ occ: ['actuary'] }) },
  { kind: 'title-en', body: { keywords: 'claims handler' }, judge: judge({ occ: ['claims'] }) },
  { kind: 'title-en', body: { keywords: 'credit risk analyst' }, judge: judge({ occ: ['credit-risk'] }) },
  { kind: 'title-en', body: { keywords: 'operational risk manager' }, judge: judge({ occ: ['op-risk'] }) },
  { kind: 'title-en', body: { keywords: 'depositary control officer' }, judge: judge({ occ: ['depositary'] }) },
  { kind: 'title-en', body: { keywords: 'regulatory reporting analyst' }, judge: judge({ occ: ['reg-reporting'] }) },
  {
    kind: 'title-en',
    body: { keywords: 'fixed income portfolio manager' },
    judge: judge({ occ: ['portfolio-manager'], spec: { ok: ['taux'], near: ['diversifie'] } }),
  },
  {
    kind: 'title-en',
    body: { keywords: 'internal auditor banking' },
    judge: judge({
      occ: ['internal-audit-bank'],
      sector: { ok: ['cib', 'retail', 'private'], near: ['insurance', 'am'] },
    }),
  },
  // ------------------------------------------------------------------------------------------------- title-fr
  { kind: 'title-fr', body: { keywords: 'gestionnaire middle office' }, judge: judge({ occ: ['middle-office'] }) },
  { kind: 'title-fr', body: { keywords: 'chargée de conformité' }, judge: judge({ occ: ['compliance-officer'] }) },
  { kind: 'title-fr', body: { keywords: 'actuaire' }, judge: judge({ occ: ['actuary'] }) },
  { kind: 'title-fr', body: { keywords: 'comptable OPCVM' }, judge: judge({ occ: ['fund-accountant'] }) },
  { kind: 'title-fr', body: { keywords: 'contrôleuse permanente' }, judge: judge({ occ: ['internal-control'] }) },
  {
    kind: 'title-fr',
    body: { keywords: 'souscripteur IARD' },
    judge: judge({ occ: ['underwriter'], spec: { ok: ['iard'], near: ['specialty'] } }),
  },
  { kind: 'title-fr', body: { keywords: 'gestionnaire sinistres' }, judge: judge({ occ: ['claims'] }) },
  {
    kind: 'title-fr',
    body: { keywords: 'chef de projet MOA bancaire' },
    judge: judge({ occ: ['pm'], sector: { ok: ['cib', 'retail', 'private'], near: ['fundsvc', 'am'] } }),
  },
  { kind: 'title-fr', body: { keywords: 'analyste risque de credit' }, judge: judge({ occ: ['credit-risk'] }) },
  { kind: 'title-fr', body: { keywords: 'gérante de portefeuille' }, judge: judge({ occ: ['portfolio-manager'] }) },
  { kind: 'title-fr', body: { keywords: 'consolideur' }, judge: judge({ occ: ['consolidation'] }) },
  {
    kind: 'title-fr',
    body: { keywords: 'controleur de gestion bancaire' },
    judge: judge({ occ: ['bank-controller'], sector: { ok: ['retail', 'cib', 'private'], near: ['insurance', 'am'] } }),
  },
  // ------------------------------------------------------------------------------------------------- place
  { kind: 'place', body: { keywords: 'actuaire Niort' }, judge: judge({ occ: ['actuary'], place: PLACES.niort }) },
  {
    kind: 'place',
    body: { keywords: 'middle office La Défense' },
    judge: judge({ occ: ['middle-office'], place: PLACES.paris }),
  },
  {
    kind: 'place',
    body: { keywords: 'compliance officer Luxembourg' },
    judge: judge({ occ: ['compliance-officer'], place: PLACES.luxembourg }),
  },
  { kind: 'place', body: { keywords: 'analyste KYC Genève' }, judge: judge({ occ: ['kyc'], place: PLACES.geneve }) },
  {
    kind: 'place',
    body: { keywords: 'risk manager Lyon' },
    judge: judge({ occ: ['market-risk', 'credit-risk', 'op-risk', 'liquidity-risk', 'ccr'], place: PLACES.lyon }),
  },
  {
    kind: 'place',
    body: { keywords: 'consultant MOA 44' },
    judge: judge({ occ: ['moa'], place: PLACES.loireAtlantique }),
  },
  {
    kind: 'place',
    body: { keywords: 'chargé de conformité Hauts-de-France' },
    judge: judge({ occ: ['compliance-officer'], place: PLACES.hautsDeFrance }),
  },
  {
    kind: 'place',
    body: { keywords: 'auditeur interne IDF' },
    judge: judge({ occ: ['internal-audit-bank'], place: PLACES.idf }),
  },
  {
    kind: 'place',
    body: { keywords: 'business analyst Bruxelles' },
    judge: judge({ occ: ['ba'], place: PLACES.bruxelles }),
  },
  {
    kind: 'place',
    body: { keywords: 'banquier privé Vaud' },
    judge: judge({ occ: ['private-banker'], place: PLACES.vaud }),
  },
  {
    kind: 'place',
    body: { keywords: 'souscripteur PACA' },
    judge: judge({ occ: ['underwriter'], place: PLACES.paca }),
  },
  {
    kind: 'place',
    body: { keywords: 'analyste crédit 92' },
    judge: judge({ occ: ['credit-analyst'], place: PLACES.hautsDeSeine }),
  },
  // ------------------------------------------------------------------------------------------------- seniority
  { kind: 'seniority', body: { keywords: 'actuaire senior' }, judge: judge({ occ: ['actuary'], years: SENIOR }) },
  { kind: 'seniority', body: { keywords: 'business analyst junior' }, judge: judge({ occ: ['ba'], years: JUNIOR }) },
  { kind: 'seniority', body: { keywords: 'RCCI 10 ans' }, judge: judge({ occ: ['rcci'], years: minYears(10) }) },
  {
    kind: 'seniority',
    body: { keywords: 'gestionnaire back office confirmé' },
    judge: judge({ occ: ['back-office'], years: CONFIRME }),
  },
  { kind: 'seniority', body: { keywords: 'analyste KYC débutant' }, judge: judge({ occ: ['kyc'], years: JUNIOR }) },
  {
    kind: 'seniority',
    body: { keywords: "chef de projet MOA 15 ans d'expérience" },
    judge: judge({ occ: ['pm'], years: minYears(15) }),
  },
  {
    kind: 'seniority',
    body: { keywords: 'risk manager marché 5 ans' },
    judge: judge({ occ: ['market-risk'], years: minYears(5) }),
  },
  {
    kind: 'seniority',
    body: { keywords: 'consolideur sénior', seniority: ['senior', 'expert'] },
    judge: judge({ occ: ['consolidation'], years: SENIOR }),
  },
  { kind: 'seniority', body: { keywords: 'PMO expérimenté' }, judge: judge({ occ: ['pmo'], years: minYears(5) }) },
  {
    kind: 'seniority',
    body: { keywords: 'comptable OPCVM 2-3 ans' },
    judge: judge({ occ: ['fund-accountant'], years: yearsRange(2, 3) }),
  },
  { kind: 'seniority', body: { keywords: 'head of ALM' }, judge: judge({ occ: ['alm'], years: EXPERT }) },
  {
    kind: 'seniority',
    body: { keywords: 'contrôleur dépositaire', seniority: ['senior', 'expert'] },
    judge: judge({ occ: ['depositary'], years: SENIOR }),
  },
  // ------------------------------------------------------------------------------------------------- combo
  {
    kind: 'combo',
    body: { keywords: 'BA Murex Paris dispo immédiate' },
    judge: judge({ occ: ['ba'], skillsAll: ['murex'], place: PLACES.paris, avail: NOW }),
  },
  {
    kind: 'combo',
    body: { keywords: 'actuaire non-vie Lyon télétravail' },
    judge: judge({ occ: ['actuary'], spec: { ok: ['non-vie'], near: ['sante'] }, place: PLACES.lyon, remote: 'some' }),
  },
  {
    kind: 'combo',
    body: { keywords: 'contrôleur dépositaire Luxembourg anglais courant', workAreas: ['luxembourg'] },
    judge: judge({ occ: ['depositary'], place: PLACES.luxembourg, langs: [{ lang: 'en', min: C1 }] }),
  },
  {
    kind: 'combo',
    body: { keywords: 'PMO assurance 3 jours par semaine' },
    judge: judge({ occ: ['pmo'], sector: { ok: ['insurance'] }, days: [3] }),
  },
  { kind: 'combo', body: { keywords: 'analyste KYC full remote' }, judge: judge({ occ: ['kyc'], remote: 'full' }) },
  {
    kind: 'combo',
    body: { keywords: 'gestionnaire sinistres Nantes dispo janvier' },
    judge: judge({ occ: ['claims'], place: PLACES.nantes, avail: freeBy('2027-01-31') }),
  },
  {
    kind: 'combo',
    body: { keywords: 'quant Python Genève' },
    judge: judge({ occ: ['quant'], skillsAll: ['python'], place: PLACES.geneve }),
  },
  {
    kind: 'combo',
    body: { keywords: 'reporting Solvabilité 2 Le Mans senior' },
    judge: judge({ occ: ['solvency-reporting'], place: PLACES.leMans, years: SENIOR }),
  },
  {
    kind: 'combo',
    body: { keywords: 'compliance officer Bruxelles néerlandais' },
    judge: judge({ occ: ['compliance-officer'], place: PLACES.bruxelles, langs: [{ lang: 'nl', min: B2 }] }),
  },
  {
    kind: 'combo',
    body: { keywords: 'gérant actions CFA Paris' },
    judge: judge({
      occ: ['portfolio-manager'],
      spec: { ok: ['actions'], near: ['diversifie'] },
      certs: ['cfa'],
      place: PLACES.paris,
    }),
  },
  {
    kind: 'combo',
    body: { keywords: 'product owner paiements SEPA Lille' },
    judge: judge({ occ: ['po'], domain: { ok: ['paiements'] }, skillsAll: ['sepa'], place: PLACES.lille }),
  },
  {
    kind: 'combo',
    body: { keywords: 'risk manager crédit IFRS 9 TJM max 700', available: true },
    judge: judge({ occ: ['credit-risk'], skillsAll: ['ifrs9'], rateMax: 700, avail: NOW }),
  },
  // ------------------------------------------------------------------------------------------------- grammar
  {
    kind: 'grammar',
    body: { keywords: '"middle office" OR "back office"' },
    judge: judge({ occ: ['middle-office', 'back-office'] }),
  },
  {
    kind: 'grammar',
    body: { keywords: '"risques opérationnels" -audit' },
    judge: judge({ occ: ['op-risk'], exclude: ['internal-audit-bank', 'external-auditor'] }),
  },
  {
    kind: 'grammar',
    body: { keywords: 'actuaire -vie' },
    judge: judge({
      occ: ['actuary'],
      spec: { ok: ['non-vie'], near: ['sante'] },
      excludeIf: (t) => t.occ === 'actuary' && t.spec === 'vie',
    }),
    note: 'non-life actuaries; health and protection near; life actuaries excluded',
  },
  {
    kind: 'grammar',
    body: { keywords: '"contrôle permanent" OR "contrôle interne"' },
    judge: judge({ occ: ['internal-control'], near: ['rcci'] }),
  },
  {
    kind: 'grammar',
    body: { keywords: 'compliance -KYC' },
    judge: judge({
      occ: ['compliance-officer', 'rcci'],
      near: ['reg-watch'],
      rel: ['aml', 'sanctions', 'internal-control'],
      only: true,
      exclude: ['kyc'],
    }),
  },
  {
    kind: 'grammar',
    body: { keywords: '"fund accountant" OR "comptable OPCVM" OR "comptable OPC"' },
    judge: judge({ occ: ['fund-accountant'] }),
  },
  {
    kind: 'grammar',
    body: { keywords: '"chef de projet" assurance -informatique -IT' },
    judge: judge({ occ: ['pm'], sector: { ok: ['insurance'] }, exclude: IT }),
  },
  {
    kind: 'grammar',
    body: { keywords: '"business analyst" -développeur -developer' },
    judge: judge({ occ: ['ba'], exclude: IT }),
  },
  {
    kind: 'grammar',
    body: { keywords: '"gestion de patrimoine" OR "banque privée"' },
    judge: best(judge({ occ: ['private-banker'] }), (t) =>
      BUSINESS.includes(t.occ) && t.sectors.includes('private') ? 2 : 0,
    ),
    note: 'private bankers; other business profiles whose sector is private banking at most 2',
  },
  {
    kind: 'grammar',
    body: { keywords: '"Solvabilité II" OR "Solvency II" -actuaire -actuary' },
    judge: best(
      judge({ occ: ['solvency-reporting'], exclude: ['actuary'] }),
      cap(
        skillJudge(
          ['solva2'],
          [],
          [
            'ins-accountant',
            'consolidation',
            'reg-watch',
            'internal-audit-bank',
            'op-risk',
            'internal-control',
            'underwriter',
            'reinsurance',
            ...PROJECT,
          ],
        ),
        2,
      ),
    ),
  },
  {
    kind: 'grammar',
    body: { keywords: '"analyste crédit" -risque' },
    judge: judge({
      occ: ['credit-analyst'],
      exclude: ['credit-risk', 'ccr', 'market-risk', 'liquidity-risk', 'op-risk'],
    }),
  },
  {
    kind: 'grammar',
    body: { keywords: '"contrôleur de gestion" banque -industrie -industriel' },
    judge: judge({
      occ: ['bank-controller'],
      sector: { ok: ['retail', 'cib', 'private'], near: ['insurance', 'am'] },
      exclude: ['controller-ind'],
    }),
  },
  // ------------------------------------------------------------------------------------------------- skill
  {
    kind: 'skill',
    body: { keywords: 'Murex' },
    judge: best(
      skillJudge(
        ['murex'],
        [],
        [
          'middle-office',
          'back-office',
          'trade-support',
          'collateral',
          'product-control',
          'market-risk',
          'ccr',
          'treasury',
          'alm',
          ...PROJECT,
        ],
      ),
      capped({ occ: ['murex-tech'], only: true }, 1),
    ),
    note: 'functional Murex users; technical Murex consultants related',
  },
  {
    kind: 'skill',
    body: { keywords: 'Fircosoft Actimize' },
    judge: skillJudge(
      ['fircosoft', 'actimize'],
      ['aml', 'sanctions'],
      ['kyc', 'compliance-officer', 'payments', ...PROJECT],
    ),
  },
  {
    kind: 'skill',
    body: { keywords: 'Solvabilité 2 pilier 3' },
    judge: skillJudge(
      ['solva2', 'qrt'],
      ['solvency-reporting'],
      ['actuary', 'ins-accountant', 'consolidation', 'reg-watch', ...PROJECT],
    ),
  },
  {
    kind: 'skill',
    body: { keywords: 'IFRS 9 provisionnement' },
    judge: skillJudge(
      ['ifrs9', 'ecl'],
      ['credit-risk'],
      ['bank-accountant', 'model-validation', 'reg-reporting', 'consolidation', 'bank-controller', ...PROJECT],
    ),
  },
  {
    kind: 'skill',
    body: { keywords: 'SimCorp Dimension' },
    judge: skillJudge(
      ['simcorp'],
      [],
      [
        'middle-office',
        'back-office',
        'fund-accountant',
        'portfolio-manager',
        'perf-analyst',
        'nav-oversight',
        ...PROJECT,
      ],
    ),
  },
  {
    kind: 'skill',
    body: { keywords: 'EMIR SFTR' },
    judge: skillJudge(
      ['emir', 'sftr'],
      [],
      [
        'middle-office',
        'back-office',
        'trade-support',
        'collateral',
        'compliance-officer',
        'reg-reporting',
        'reg-watch',
        ...PROJECT,
      ],
    ),
  },
  {
    kind: 'skill',
    body: { keywords: 'AxiomSL COREP' },
    judge: skillJudge(['axiom', 'corep'], ['reg-reporting'], ['bank-accountant', 'liquidity-risk', ...PROJECT]),
  },
  {
    kind: 'skill',
    body: { keywords: 'SFDR taxonomie' },
    judge: skillJudge(
      ['sfdr', 'taxonomy'],
      ['esg-analyst'],
      ['compliance-officer', 'rcci', 'reg-watch', 'portfolio-manager', ...PROJECT],
    ),
  },
  {
    kind: 'skill',
    body: { keywords: 'ICAAP ILAAP' },
    judge: skillJudge(
      ['icaap', 'ilaap'],
      [],
      [
        'market-risk',
        'credit-risk',
        'liquidity-risk',
        'alm',
        'treasury',
        'op-risk',
        'reg-reporting',
        'model-validation',
        ...PROJECT,
      ],
    ),
  },
  {
    kind: 'skill',
    body: { keywords: 'SAS Python scoring' },
    judge: skillJudge(
      ['sas', 'python', 'scoring'],
      ['credit-risk', 'model-validation'],
      ['quant', 'data-analyst', 'actuary', 'credit-analyst'],
    ),
  },
  {
    kind: 'skill',
    body: { keywords: 'Multifonds' },
    judge: skillJudge(
      ['multifonds'],
      [],
      ['fund-accountant', 'nav-oversight', 'transfer-agent', 'depositary', ...PROJECT],
    ),
  },
  {
    kind: 'skill',
    body: { keywords: 'Calypso collatéral' },
    judge: skillJudge(
      ['calypso', 'collat'],
      ['collateral'],
      ['middle-office', 'back-office', 'treasury', 'ccr', ...PROJECT],
    ),
  },
  // ------------------------------------------------------------------------------------------------- brief
  {
    kind: 'brief',
    body: {
      brief:
        'Je cherche un actuaire qui connaît IFRS 17 pour une mutuelle à Niort : mission de 6 mois, démarrage début janvier, trois jours par semaine sur site et le reste en télétravail.',
    },
    judge: judge({
      occ: ['actuary'],
      skillsAll: ['ifrs17'],
      place: PLACES.niort,
      avail: freeBy('2027-01-11'),
      remote: 'hybrid',
    }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'We need a senior KYC analyst for a private bank in Geneva. Fluent French and English are required and the start is ASAP.',
    },
    judge: judge({
      occ: ['kyc'],
      years: SENIOR,
      sector: { ok: ['private'], near: ['retail', 'cib', 'fundsvc'] },
      place: PLACES.geneve,
      langs: [
        { lang: 'fr', min: C1 },
        { lang: 'en', min: C1 },
      ],
      avail: NOW,
    }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        "Mission de business analyst front-to-back sur Murex (dérivés de taux) pour une banque d'investissement à La Défense, 12 mois renouvelables. Au moins 7 ans d'expérience sur les activités de marché.",
    },
    judge: judge({
      occ: ['ba'],
      domain: { ok: ['marches'] },
      skillsAll: ['murex'],
      skillsPlus: ['derivatives'],
      place: PLACES.paris,
      years: minYears(7),
    }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Looking for a fund accountant for a fund administrator in Luxembourg: NAV calculation on UCITS and AIFs, 3 to 6 years of experience, fluent English. Hybrid work is possible.',
    },
    judge: judge({
      occ: ['fund-accountant'],
      place: PLACES.luxembourg,
      years: yearsRange(3, 6),
      langs: [{ lang: 'en', min: C1 }],
      skillsAny: ['ucits', 'aifmd'],
    }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        "Nous recherchons un profil conformité pour mettre en place le dispositif de lutte contre le blanchiment d'un établissement de paiement lillois. Le full remote est possible, avec deux jours par mois sur place.",
    },
    judge: judge({
      occ: ['aml', 'compliance-officer'],
      near: ['kyc', 'sanctions'],
      skillsAll: ['lcbft'],
      place: { ...PLACES.lille, orRemote: true },
    }),
  },
  {
    kind: 'brief',
    body: {
      brief: `Operational Risk Manager - freelance - Brussels

Our client, a leading Belgian insurer, is looking for an experienced Operational Risk Manager to strengthen its second line of defence for 6 months.

Responsibilities:
- run the RCSA campaign with the business lines and update the risk register;
- collect and analyse operational incidents, follow up action plans;
- define and monitor KRIs, report to the risk committee;
- contribute to the DORA and outsourcing risk assessments.

Profile:
- at least 5 years in operational risk or permanent control, ideally in insurance;
- fluent French and English (Dutch is a plus);
- on site in Brussels 3 days a week.`,
    },
    judge: judge({
      occ: ['op-risk'],
      sector: { ok: ['insurance'], near: ['retail', 'cib', 'am', 'private'] },
      place: PLACES.bruxelles,
      years: minYears(5),
      langs: [
        { lang: 'fr', min: C1 },
        { lang: 'en', min: C1 },
      ],
    }),
  },
  {
    kind: 'brief',
    body: {
      brief: `Contrôleur dépositaire (H/F) - mission freelance - Paris 8e

Au sein de la fonction dépositaire d'un établissement de premier plan, vous contrôlez la régularité des décisions des sociétés de gestion pour un périmètre d'OPCVM et de FIA :
- contrôles des ratios réglementaires et des règles d'investissement ;
- cash monitoring et rapprochements ;
- suivi des anomalies et escalade auprès des sociétés de gestion ;
- participation aux comités dépositaire.

Profil recherché : 5 ans minimum en contrôle dépositaire ou en middle office OPC, bonne connaissance des directives OPCVM et AIFM, anglais professionnel. Démarrage : mi-janvier 2027, 6 mois renouvelables.`,
    },
    judge: judge({
      occ: ['depositary'],
      place: PLACES.paris,
      years: minYears(5),
      skillsAll: ['ucits', 'aifmd'],
      langs: [{ lang: 'en', min: B2 }],
      avail: freeBy('2027-01-15'),
    }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        "Besoin d'un chef de projet senior pour piloter la migration du reporting réglementaire (COREP, FINREP) vers AxiomSL dans une banque mutualiste à Lyon.",
    },
    judge: judge({
      occ: ['pm'],
      years: SENIOR,
      place: PLACES.lyon,
      skillsAny: ['corep', 'finrep', 'axiom'],
      domain: { ok: ['finance', 'risque'], near: ['credit'] },
      sector: { ok: ['retail', 'cib'], near: ['insurance', 'private'] },
    }),
  },
  {
    kind: 'brief',
    body: {
      brief: 'Multi-asset portfolio manager, CFA charterholder, for a wealth manager in Lausanne. German is a plus.',
    },
    judge: judge({
      occ: ['portfolio-manager'],
      spec: { ok: ['diversifie'], near: ['actions', 'taux'] },
      certs: ['cfa'],
      place: PLACES.vaud,
    }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        "Auditeur ou auditrice interne pour l'inspection générale d'un groupe bancaire : missions à l'étranger, anglais courant, entre 5 et 10 ans d'expérience.",
    },
    judge: judge({
      occ: ['internal-audit-bank'],
      sector: { ok: ['cib', 'retail', 'private'], near: ['insurance'] },
      langs: [{ lang: 'en', min: C1 }],
      years: yearsRange(5, 10),
    }),
  },
  {
    kind: 'brief',
    body: {
      brief: `Treasury & ALM Analyst - Luxembourg - 6 to 12 months

A Luxembourg bank is looking for a freelance analyst to join its Treasury & ALM department.
Main tasks: IRRBB measurement (EVE/NII sensitivities), LCR and NSFR production and forecasting, preparation of the ALCO, support to the ILAAP.
Requirements: solid experience in ALM or treasury in a bank, good knowledge of IRRBB guidelines and liquidity ratios, Excel/VBA, English mandatory, French appreciated.`,
    },
    judge: judge({
      occ: ['alm', 'treasury'],
      near: ['liquidity-risk'],
      place: PLACES.luxembourg,
      skillsAll: ['irrbb', 'lcr'],
    }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Je cherche un PMO pour un programme DORA dans une banque parisienne, trois jours sur site par semaine, TJM 650 € maximum.',
    },
    judge: judge({
      occ: ['pmo'],
      sector: { ok: ['cib', 'retail', 'private'], near: ['insurance', 'am', 'fundsvc'] },
      place: PLACES.paris,
      rateMax: 650,
      remote: 'hybrid',
    }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        "Data analyst côté métier pour les reportings commerciaux d'une banque privée à Genève : Power BI et SQL indispensables, disponible sous un mois.",
      skills: ['power-bi', 'sql'],
    },
    judge: judge({
      occ: ['data-analyst'],
      sector: { ok: ['private'], near: ['retail', 'cib', 'am'] },
      place: PLACES.geneve,
      skillsAll: ['powerbi', 'sql'],
      avail: SOON,
    }),
  },
  {
    kind: 'brief',
    body: {
      brief: `Actuaire santé-prévoyance (H/F) - Mutuelle - Bordeaux

Dans le cadre d'un surcroît d'activité, une mutuelle bordelaise recherche un actuaire freelance pour 6 mois.
Missions : tarification des contrats collectifs santé et prévoyance, suivi technique des portefeuilles, calcul des provisions, participation aux travaux Solvabilité II (best estimate, SCR).
Profil : 3 ans d'expérience minimum en actuariat santé ou prévoyance, maîtrise de SAS ou R. Présence sur site 4 jours par semaine.`,
    },
    judge: judge({
      occ: ['actuary'],
      spec: { ok: ['sante'], near: ['vie'] },
      place: PLACES.bordeaux,
      years: minYears(3),
    }),
  },
  {
    kind: 'brief',
    body: {
      brief: 'ESG analyst to support the SFDR article 8/9 classification of an asset manager. Paris or remote.',
    },
    judge: judge({ occ: ['esg-analyst'], skillsAll: ['sfdr'], place: { ...PLACES.paris, orRemote: true } }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Chargé(e) de veille réglementaire pour un assureur (DDA, Solvabilité II), à temps partiel deux jours par semaine, en télétravail complet.',
    },
    judge: judge({
      occ: ['reg-watch'],
      sector: { ok: ['insurance'], near: ['am', 'retail', 'cib', 'private'] },
      days: [2],
      remote: 'full',
    }),
  },
];
