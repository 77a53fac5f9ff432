// set-27 queries: what a recruiter placing freelance experts in the life-sciences and health industries types.
// Judges grade from the Truth only, with the conventions of judge.ts.
import type { Truth } from './corpus';
import {
  ROLES,
  all,
  asap,
  availableNow,
  combine,
  confirmed,
  daysMax,
  either,
  expert,
  freeBy,
  fullTime,
  has,
  hasAny,
  inZone,
  january,
  junior,
  rateMax,
  remote,
  role,
  sapAny,
  senior,
  skillJudge,
  soft,
  speaks,
  sterile,
  ta,
  years,
  ZONES,
  type Grade,
} from './judge';

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

// ------------------------------------------------------------------------------------------------ shared judges

const cra = (t: Truth): Grade => role(t, ROLES.cra);
const ctm = (t: Truth): Grade => (t.occ === 'cra' && t.years >= 7 ? 2 : role(t, ROLES.ctm));
const qppv = (t: Truth): Grade => {
  if (t.occ === 'pv-qppv') return 3;
  if (t.occ === 'pv-physician') return 2;
  if (t.occ === 'pv-officer') return t.years >= 7 ? 2 : 1;
  return ['ra-drug', 'med-advisor'].includes(t.occ) ? 1 : 0;
};
/** Responsable assurance qualité / QA Manager. */
const raq = (t: Truth): Grade => {
  if (t.occ === 'qa-manager') return 3;
  if (t.occ === 'qp') return 2;
  if (['qa-system', 'qa-medtech', 'qa-ops', 'deviation-capa', 'data-integrity'].includes(t.occ))
    return t.years >= 6 ? 2 : 1;
  return role(t, {
    exact: [],
    related: [
      'qa-auditor',
      'qa-clinical',
      'qa-gdp',
      'qc-manager',
      'validation-eng',
      'csv-eng',
      'cleaning-validation',
      'food-qa',
      'cosmetics-qa',
    ],
  });
};
const csv = (t: Truth): Grade => {
  if (t.occ === 'csv-eng') return hasAny(t, 'csv', 'gamp5', 'csa') === 'ok' ? 3 : 2;
  if (t.occ === 'data-integrity') return 2;
  if (t.occ === 'validation-eng' || t.occ === 'automation-eng') return hasAny(t, 'csv', 'gamp5') === 'ok' ? 2 : 1;
  return ['it-pm-pharma', 'qa-system', 'it-dev-pharma'].includes(t.occ) ? 1 : 0;
};
const raSubmission = (t: Truth): Grade => {
  if (t.occ === 'ra-drug') return 3;
  if (t.occ === 'ra-cmc') return t.skills.includes('variations') ? 3 : 2;
  if (t.occ === 'ra-publishing' || t.occ === 'ra-labeling') return 2;
  return ['ra-medtech', 'cosmetics-ra', 'med-writer'].includes(t.occ) ? 1 : 0;
};
const raManager = (t: Truth): Grade => {
  const r = role(t, ROLES.ra);
  if (r === 3) return t.years >= 5 ? 3 : 2;
  if (r === 2) return t.years >= 5 ? 2 : 1;
  return r;
};
const psur = (t: Truth): Grade => {
  if (t.occ === 'pv-qppv') return 3;
  if (t.occ === 'pv-officer' || t.occ === 'pv-physician') return t.skills.includes('psur') ? 3 : 2;
  if (t.occ === 'med-writer') return t.skills.includes('psur') ? 2 : 1;
  return ['ra-postmarket', 'ra-drug', 'med-info'].includes(t.occ) ? 1 : 0;
};
const qcTech = (t: Truth): Grade => {
  if (t.occ === 'qc-analyst') return 3;
  if (t.occ === 'microbiologist') return t.years <= 10 ? 2 : 1;
  if (t.occ === 'anal-dev') return 2;
  return ['lab-tech', 'qc-manager', 'env-lab', 'lab-manager'].includes(t.occ) ? 1 : 0;
};
const cleaning = (t: Truth): Grade => {
  if (t.occ === 'cleaning-validation') return 3;
  if (t.occ === 'validation-eng') return t.skills.includes('cleaningval') ? 3 : 2;
  if (t.occ === 'tox') return t.skills.includes('cleaningval') ? 2 : 0;
  return ['qc-analyst', 'anal-dev', 'msat', 'process-eng'].includes(t.occ) ? 1 : 0;
};
const techTransfer = (t: Truth): Grade => {
  if (t.occ === 'msat') return 3;
  if (['process-eng', 'bioprocess-eng', 'formulation', 'anal-dev', 'ra-cmc'].includes(t.occ))
    return t.skills.includes('techtransfer') ? 2 : 1;
  return ['validation-eng', 'prod-manager', 'industrialisation'].includes(t.occ) ? 1 : 0;
};
const auditor = (t: Truth): Grade => {
  if (t.occ === 'qa-auditor') return 3;
  if (['qa-manager', 'qp', 'qa-ops', 'qa-system', 'qa-medtech'].includes(t.occ))
    return t.skills.includes('audits') ? 2 : 1;
  return ['qa-clinical', 'qa-gdp', 'data-integrity', 'deviation-capa'].includes(t.occ) ? 1 : 0;
};
const clinDm = (t: Truth): Grade => {
  if (t.occ === 'clin-affairs-dm') return 3;
  if (t.occ === 'ctm') return t.skills.includes('iso14155') || t.sectors.includes('medtech') ? 3 : 2;
  if (t.occ === 'cra') return t.skills.includes('iso14155') ? 2 : 1;
  return ['ra-medtech', 'qa-medtech', 'qa-clinical'].includes(t.occ) ? 1 : 0;
};
const microDomain = (t: Truth): Grade => {
  if (t.occ === 'microbiologist') return 3;
  if (['qc-manager', 'qa-ops', 'validation-eng'].includes(t.occ)) return t.skills.includes('em') ? 2 : 1;
  return ['qc-analyst', 'lab-tech', 'env-lab', 'lab-manager'].includes(t.occ) ? 1 : 0;
};
const Z = ZONES;

export const QUERIES: Query[] = [
  // ------------------------------------------------------------------------------------------------ abbrev
  { kind: 'abbrev', body: { keywords: 'ARC' }, judge: cra, note: 'attaché(e) de recherche clinique (monitor)' },
  { kind: 'abbrev', body: { keywords: 'QPPV' }, judge: qppv, note: 'EU qualified person for pharmacovigilance' },
  { kind: 'abbrev', body: { keywords: 'RAQ' }, judge: raq, note: 'responsable assurance qualité' },
  { kind: 'abbrev', body: { keywords: 'CSV GAMP 5' }, judge: csv, note: 'computerised system validation' },
  { kind: 'abbrev', body: { keywords: 'MSL' }, judge: (t) => role(t, ROLES.msl), note: 'medical science liaison' },
  {
    kind: 'abbrev',
    body: { keywords: 'TEC' },
    judge: (t) => role(t, ROLES.tec),
    note: "technicien(ne) d'études cliniques",
  },
  {
    kind: 'abbrev',
    body: { keywords: 'MSAT' },
    judge: (t) => role(t, ROLES.msat),
    note: 'manufacturing science and technology',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'eCTD variations AMM' },
    judge: raSubmission,
    note: 'drug regulatory submissions',
  },
  { kind: 'abbrev', body: { keywords: 'PSUR PBRER' }, judge: psur, note: 'periodic safety reports (drugs)' },
  {
    kind: 'abbrev',
    body: { keywords: 'QA DM' },
    judge: (t) => role(t, ROLES.qaMedtech),
    note: 'quality assurance, medical devices',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'IQ OQ PQ' },
    judge: (t) => role(t, ROLES.iqoqpq),
    note: 'equipment qualification',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'HEOR' },
    judge: (t) => role(t, ROLES.heor),
    note: 'health economics and outcomes research',
  },
  // ------------------------------------------------------------------------------------------------ title-en
  { kind: 'title-en', body: { keywords: 'Clinical Research Associate' }, judge: cra },
  {
    kind: 'title-en',
    body: { keywords: 'Regulatory Affairs Manager' },
    judge: raManager,
    note: 'manager: 5+ years for a 3',
  },
  { kind: 'title-en', body: { keywords: 'QA Manager' }, judge: raq },
  { kind: 'title-en', body: { keywords: 'Qualified Person' }, judge: (t) => role(t, ROLES.qp) },
  { kind: 'title-en', body: { keywords: 'Validation Engineer' }, judge: (t) => role(t, ROLES.validation) },
  { kind: 'title-en', body: { keywords: 'Drug Safety Specialist' }, judge: (t) => role(t, ROLES.pvOfficer) },
  { kind: 'title-en', body: { keywords: 'Clinical Data Manager' }, judge: (t) => role(t, ROLES.cdm) },
  { kind: 'title-en', body: { keywords: 'Biostatistician' }, judge: (t) => role(t, ROLES.biostat) },
  {
    kind: 'title-en',
    body: { keywords: 'Process Engineer' },
    judge: (t) => role(t, ROLES.process),
    note: 'life-sciences process engineering; chemicals process engineers are related',
  },
  { kind: 'title-en', body: { keywords: 'Supply Chain Planner' }, judge: (t) => role(t, ROLES.supplyPlanner) },
  { kind: 'title-en', body: { keywords: 'Clinical Trial Manager' }, judge: ctm },
  {
    kind: 'title-en',
    body: { keywords: 'CQV Engineer' },
    judge: (t) => role(t, ROLES.cqv),
    note: 'commissioning, qualification and validation',
  },
  // ------------------------------------------------------------------------------------------------ title-fr
  { kind: 'title-fr', body: { keywords: 'attachée de recherche clinique' }, judge: cra },
  {
    kind: 'title-fr',
    body: { keywords: 'pharmacien responsable intérimaire' },
    judge: (t) => role(t, ROLES.pharmResp),
  },
  {
    kind: 'title-fr',
    body: { keywords: 'ingenieure validation' },
    judge: (t) => role(t, ROLES.validation),
    note: 'typed without accent',
  },
  { kind: 'title-fr', body: { keywords: 'responsable assurance qualité' }, judge: raq },
  { kind: 'title-fr', body: { keywords: "chargé d'affaires réglementaires" }, judge: (t) => role(t, ROLES.ra) },
  { kind: 'title-fr', body: { keywords: 'technicienne contrôle qualité' }, judge: qcTech },
  { kind: 'title-fr', body: { keywords: 'microbiologiste' }, judge: (t) => role(t, ROLES.micro) },
  { kind: 'title-fr', body: { keywords: 'responsable de production' }, judge: (t) => role(t, ROLES.prodManager) },
  { kind: 'title-fr', body: { keywords: 'chef de projet études cliniques' }, judge: ctm },
  { kind: 'title-fr', body: { keywords: 'rédactrice médicale' }, judge: (t) => role(t, ROLES.medwriter) },
  { kind: 'title-fr', body: { keywords: 'ingénieur procédés' }, judge: (t) => role(t, ROLES.process) },
  { kind: 'title-fr', body: { keywords: 'chargée de pharmacovigilance' }, judge: (t) => role(t, ROLES.pvOfficer) },
  // ------------------------------------------------------------------------------------------------ place
  { kind: 'place', body: { keywords: 'ARC Lille' }, judge: (t) => combine(cra(t), inZone(t, Z.lille)) },
  {
    kind: 'place',
    body: { keywords: 'validation 69' },
    judge: (t) => combine(role(t, ROLES.valAny), inZone(t, Z.dept69)),
    note: 'department by number',
  },
  {
    kind: 'place',
    body: { keywords: 'affaires réglementaires IDF' },
    judge: (t) => combine(role(t, ROLES.raAll), inZone(t, Z.idf)),
    note: 'region abbreviation',
  },
  { kind: 'place', body: { keywords: 'QA Basel' }, judge: (t) => combine(role(t, ROLES.qaAny), inZone(t, Z.basel)) },
  {
    kind: 'place',
    body: { keywords: 'pharmacovigilance Belgique' },
    judge: (t) => combine(role(t, ROLES.pvAny), inZone(t, Z.belgium)),
  },
  { kind: 'place', body: { keywords: 'CSV Genève' }, judge: (t) => combine(csv(t), inZone(t, Z.geneva)) },
  {
    kind: 'place',
    body: { keywords: 'production Normandie' },
    judge: (t) => combine(role(t, ROLES.production), inZone(t, Z.normandie)),
  },
  {
    kind: 'place',
    body: { keywords: 'biostatisticien Hauts-de-Seine' },
    judge: (t) => combine(role(t, ROLES.biostat), inZone(t, Z.dept92)),
    note: 'department by name',
  },
  {
    kind: 'place',
    body: { keywords: 'microbiologiste Vaud' },
    judge: (t) => combine(role(t, ROLES.micro), inZone(t, Z.vaud)),
    note: 'Swiss canton',
  },
  {
    kind: 'place',
    body: { keywords: 'qualité Luxembourg' },
    judge: (t) => combine(role(t, ROLES.quality), inZone(t, Z.luxembourg)),
  },
  {
    kind: 'place',
    body: { keywords: 'data manager Auvergne-Rhône-Alpes' },
    judge: (t) => combine(role(t, ROLES.cdm), inZone(t, Z.ara)),
    note: 'region by official name',
  },
  {
    kind: 'place',
    body: { keywords: 'assurance qualité Strasbourg' },
    judge: (t) => combine(role(t, ROLES.qaAny), inZone(t, Z.strasbourg)),
  },
  // ------------------------------------------------------------------------------------------------ seniority
  { kind: 'seniority', body: { keywords: 'ARC senior' }, judge: (t) => combine(cra(t), senior(t)) },
  { kind: 'seniority', body: { keywords: 'QA junior' }, judge: (t) => combine(role(t, ROLES.qaAny), junior(t)) },
  {
    kind: 'seniority',
    body: { keywords: "validation 10 ans d'expérience" },
    judge: (t) => combine(role(t, ROLES.valAny), years(t, 10)),
  },
  {
    kind: 'seniority',
    body: { keywords: 'responsable affaires réglementaires expert' },
    judge: (t) => combine(role(t, ROLES.ra), expert(t)),
  },
  {
    kind: 'seniority',
    body: { keywords: 'chef de projet clinique confirmé' },
    judge: (t) => combine(ctm(t), confirmed(t)),
  },
  {
    kind: 'seniority',
    body: { keywords: 'pharmacovigilance 5 ans minimum' },
    judge: (t) => combine(role(t, ROLES.pvAny), years(t, 5, 99, 1)),
  },
  {
    kind: 'seniority',
    body: { keywords: 'biostatisticien junior' },
    judge: (t) => combine(role(t, ROLES.biostat), junior(t)),
  },
  { kind: 'seniority', body: { keywords: 'QP 15 ans' }, judge: (t) => combine(role(t, ROLES.qp), years(t, 15, 99, 3)) },
  { kind: 'seniority', body: { keywords: 'lead CSV' }, judge: (t) => combine(csv(t), senior(t)) },
  {
    kind: 'seniority',
    body: { keywords: 'data manager 3 à 5 ans' },
    judge: (t) => combine(role(t, ROLES.cdm), years(t, 3, 5, 1, 2)),
  },
  { kind: 'seniority', body: { keywords: 'MSL sénior' }, judge: (t) => combine(role(t, ROLES.msl), senior(t)) },
  {
    kind: 'seniority',
    body: { keywords: 'microbiologie', seniority: ['senior', 'expert'] },
    judge: (t) => combine(microDomain(t), senior(t)),
    note: 'seniority filter: 7+ years',
  },
  // ------------------------------------------------------------------------------------------------ combo
  {
    kind: 'combo',
    body: { keywords: 'ARC Lyon disponible immédiatement' },
    judge: (t) => combine(cra(t), inZone(t, Z.lyon), asap(t)),
  },
  {
    kind: 'combo',
    body: { keywords: 'consultant CSV full remote 3j/semaine' },
    judge: (t) => combine(csv(t), remote(t, 'full'), daysMax(t, 3)),
  },
  {
    kind: 'combo',
    body: { keywords: 'qualité DM ISO 13485 Grenoble senior' },
    judge: (t) => combine(role(t, ROLES.qaMedtech), has(t, 'iso13485'), inZone(t, Z.grenoble), senior(t)),
  },
  {
    kind: 'combo',
    body: { keywords: 'affaires réglementaires DM MDR Paris anglais courant' },
    judge: (t) => combine(role(t, ROLES.raDm), has(t, 'mdr'), inZone(t, Z.paris), speaks(t, 'en', 'C1')),
  },
  {
    kind: 'combo',
    body: { keywords: 'biostatisticien SAS télétravail 3 jours' },
    judge: (t) => combine(role(t, ROLES.biostat), has(t, 'sas'), remote(t, 'full'), daysMax(t, 3)),
  },
  {
    kind: 'combo',
    body: { keywords: 'QP Suisse allemand' },
    judge: (t) => combine(role(t, ROLES.qp), inZone(t, Z.switzerland), speaks(t, 'de', 'B2')),
  },
  {
    kind: 'combo',
    body: { keywords: 'pharmacovigilance Bruxelles TJM 650 max', available: true },
    judge: (t) => combine(role(t, ROLES.pvAny), inZone(t, Z.brussels), rateMax(t, 650), availableNow(t)),
  },
  {
    kind: 'combo',
    body: { keywords: 'responsable production stérile Normandie' },
    judge: (t) => combine(role(t, ROLES.prodManager), sterile(t), inZone(t, Z.normandie)),
  },
  {
    kind: 'combo',
    body: { keywords: 'automaticien PCS7 Alsace' },
    judge: (t) => combine(role(t, ROLES.automation), has(t, 'pcs7'), inZone(t, Z.alsace)),
  },
  {
    kind: 'combo',
    body: { keywords: 'data manager EDC Toulouse dispo janvier' },
    judge: (t) => combine(role(t, ROLES.cdm), hasAny(t, 'edc', 'rave', 'inform'), inZone(t, Z.toulouse), january(t)),
  },
  {
    kind: 'combo',
    body: { keywords: 'MSL oncologie Île-de-France' },
    judge: (t) => combine(role(t, ROLES.msl), ta(t, 'onco'), inZone(t, Z.idf)),
  },
  {
    kind: 'combo',
    body: { keywords: 'ingénieur procédés Loiret formes sèches' },
    judge: (t) => combine(role(t, ROLES.process), has(t, 'soliddose'), inZone(t, Z.dept45)),
  },
  // ------------------------------------------------------------------------------------------------ grammar
  {
    kind: 'grammar',
    body: { keywords: '"assurance qualité" -agroalimentaire -cosmétique' },
    judge: (t) => (t.occ === 'food-qa' || t.occ === 'cosmetics-qa' ? 0 : role(t, ROLES.qaAny)),
  },
  { kind: 'grammar', body: { keywords: 'ARC OR CRA OR "clinical research associate"' }, judge: cra },
  { kind: 'grammar', body: { keywords: '"validation de nettoyage"' }, judge: cleaning },
  {
    kind: 'grammar',
    body: { keywords: 'pharmacovigilance -medecin' },
    judge: (t) => (t.occ === 'pv-physician' ? 0 : role(t, ROLES.pvAny)),
    note: 'physicians excluded',
  },
  {
    kind: 'grammar',
    body: { keywords: '"affaires réglementaires" "dispositifs médicaux"' },
    judge: (t) => role(t, ROLES.raDm),
  },
  {
    kind: 'grammar',
    body: { keywords: 'MSL OR "medical advisor" OR "responsable médical"' },
    judge: (t) => role(t, ROLES.medAffairs),
  },
  {
    kind: 'grammar',
    body: { keywords: 'qualification OR validation -CSV -informatique' },
    judge: (t) =>
      role(t, {
        exact: ['validation-eng', 'cleaning-validation'],
        related: ['metrology', 'capex-pm', 'msat', 'process-eng', 'maintenance-eng', 'qa-ops'],
      }),
    note: 'computerised-system validation excluded',
  },
  {
    kind: 'grammar',
    body: { keywords: '"technicien de laboratoire" OR "technicienne de laboratoire" -environnement' },
    judge: (t) => (t.occ === 'env-lab' ? 0 : role(t, ROLES.labTech)),
  },
  {
    kind: 'grammar',
    body: { keywords: '"Qualified Person" OR "pharmacien libérateur"' },
    judge: (t) => role(t, ROLES.qp),
  },
  {
    kind: 'grammar',
    body: { keywords: '"market access" OR "accès au marché" -junior' },
    judge: (t) => (t.years <= 2 ? (Math.min(role(t, ROLES.marketAccess), 1) as Grade) : role(t, ROLES.marketAccess)),
    note: 'juniors excluded',
  },
  {
    kind: 'grammar',
    body: { keywords: '"chef de projet" clinique -IT -informatique' },
    judge: (t) => (t.occ === 'generic-pm' || t.occ === 'it-pm-pharma' ? 0 : ctm(t)),
  },
  { kind: 'grammar', body: { keywords: '"transfert de technologie" OR "tech transfer"' }, judge: techTransfer },
  // ------------------------------------------------------------------------------------------------ skill
  {
    kind: 'skill',
    body: { keywords: 'TrackWise CAPA' },
    judge: (t) =>
      skillJudge(
        t,
        has(t, 'trackwise', 'capa'),
        ['qa-ops', 'qa-manager', 'qa-system', 'deviation-capa', 'qa-medtech', 'qp', 'data-integrity'],
        [
          'validation-eng',
          'prod-manager',
          'qc-manager',
          'microbiologist',
          'qa-auditor',
          'qa-gdp',
          'qa-clinical',
          'csv-eng',
        ],
      ),
  },
  {
    kind: 'skill',
    body: { keywords: 'Medidata Rave' },
    judge: (t) => skillJudge(t, has(t, 'rave'), ['cdm'], ['cra', 'tec', 'ctm', 'stat-prog', 'cta']),
  },
  {
    kind: 'skill',
    body: { keywords: 'SAS CDISC ADaM' },
    judge: (t) => skillJudge(t, has(t, 'sas', 'adam'), ['stat-prog', 'biostat'], ['cdm', 'heor']),
  },
  {
    kind: 'skill',
    body: { keywords: 'MDR 2017/745' },
    judge: (t) =>
      skillJudge(
        t,
        has(t, 'mdr'),
        ['ra-medtech', 'qa-medtech', 'ra-postmarket', 'clin-affairs-dm'],
        ['industrialisation', 'med-writer', 'ctm', 'cra'],
      ),
  },
  {
    kind: 'skill',
    body: { keywords: 'Annexe 1 monitoring environnemental' },
    judge: (t) =>
      skillJudge(
        t,
        has(t, 'annex1', 'em'),
        ['microbiologist', 'qa-ops', 'qa-manager'],
        ['validation-eng', 'prod-manager', 'qc-manager', 'msat', 'prod-supervisor', 'deviation-capa'],
      ),
  },
  {
    kind: 'skill',
    body: { keywords: 'Argus E2B' },
    judge: (t) => skillJudge(t, has(t, 'argus', 'e2b'), ['pv-officer', 'pv-qppv', 'pv-physician'], ['med-info', 'cdm']),
  },
  {
    kind: 'skill',
    body: { keywords: 'DeltaV' },
    judge: (t) =>
      skillJudge(t, has(t, 'deltav'), ['automation-eng'], ['csv-eng', 'bioprocess-eng', 'msat', 'maintenance-eng']),
  },
  {
    kind: 'skill',
    body: { keywords: 'eCTD Veeva RIM' },
    judge: (t) => skillJudge(t, has(t, 'ectd', 'veevarim'), ['ra-publishing', 'ra-drug', 'ra-cmc'], ['ra-labeling']),
  },
  {
    kind: 'skill',
    body: { keywords: 'ISO 14971 AMDEC' },
    judge: (t) =>
      skillJudge(
        t,
        has(t, 'iso14971', 'fmea'),
        ['qa-medtech', 'ra-medtech', 'ra-postmarket'],
        ['industrialisation', 'process-eng', 'validation-eng', 'clin-affairs-dm'],
      ),
  },
  {
    kind: 'skill',
    body: { keywords: 'lyophilisation' },
    judge: (t) =>
      skillJudge(
        t,
        has(t, 'lyo'),
        ['process-eng', 'msat', 'prod-manager', 'formulation', 'bioprocess-eng'],
        ['validation-eng', 'prod-supervisor', 'qa-ops', 'maintenance-eng'],
      ),
  },
  {
    kind: 'skill',
    body: { keywords: 'HPLC Empower' },
    judge: (t) =>
      skillJudge(
        t,
        has(t, 'hplc', 'empower'),
        ['qc-analyst', 'anal-dev'],
        ['qc-manager', 'data-integrity', 'cleaning-validation', 'lab-manager', 'csv-eng'],
      ),
  },
  {
    kind: 'skill',
    body: { keywords: 'libération de lots', skills: ['sap'] },
    judge: (t) =>
      skillJudge(
        t,
        all(has(t, 'batchrelease'), sapAny(t)),
        ['qp', 'qa-ops'],
        ['qa-manager', 'qa-system', 'deviation-capa', 'qa-gdp'],
      ),
    note: 'skills filter: SAP',
  },
  // ------------------------------------------------------------------------------------------------ brief
  {
    kind: 'brief',
    body: {
      brief:
        'Je cherche un ARC expérimenté en oncologie pour du monitoring sur des centres en région lyonnaise, démarrage début janvier, mission de 6 mois.',
    },
    judge: (t) =>
      combine(cra(t), ta(t, 'onco'), inZone(t, Z.lyon), years(t, 3, 99, 1), freeBy(t, '2027-01-15', '2027-02-01')),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Looking for a QA Manager with solid GMP experience for a biotech in Geneva. Fluent French and English required. 6-month mission, starting ASAP.',
    },
    judge: (t) => combine(raq(t), inZone(t, Z.geneva), speaks(t, 'en', 'C1'), speaks(t, 'fr', 'C1'), asap(t)),
  },
  {
    kind: 'brief',
    body: {
      brief:
        "Besoin d'un ingénieur validation pour la qualification d'équipements (QI/QO/QP) sur un site de production stérile en Normandie. Mission de 6 mois à temps plein.",
    },
    judge: (t) => combine(role(t, ROLES.validation), soft(sterile(t)), inZone(t, Z.normandie), fullTime(t)),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'We need a regulatory affairs consultant to update the MDR technical documentation of a class IIb device. Remote is fine, 3 days a week.',
    },
    judge: (t) => combine(role(t, ROLES.raDm), hasAny(t, 'techfile', 'mdr'), daysMax(t, 3)),
  },
  {
    kind: 'brief',
    body: {
      brief: [
        'Freelance CSV Consultant - Basel area (CH) - 12 months',
        'Our client, a global pharmaceutical company, is looking for a Computer System Validation consultant to support the validation of laboratory systems (LIMS, chromatography data system) in its QC labs.',
        'Responsibilities: write validation plans, URS and risk assessments; author and execute test scripts; review audit trails; ensure compliance with 21 CFR Part 11, EU Annex 11 and GAMP 5; support data integrity remediation.',
        'Profile: 5+ years of CSV experience in a GMP environment, LIMS or Empower experience, fluent English (German is a plus).',
        'Start: February 2027. On site 3 days a week in Basel.',
      ].join('\n'),
    },
    judge: (t) =>
      combine(
        csv(t),
        soft(hasAny(t, 'lims', 'empower')),
        inZone(t, Z.basel),
        speaks(t, 'en', 'B2'),
        freeBy(t, '2027-02-15', '2027-03-15'),
      ),
    note: 'pasted job ad',
  },
  {
    kind: 'brief',
    body: {
      brief: "Pharmacien(ne) pour de la libération de lots en intérim sur un site de formes sèches près d'Orléans.",
    },
    judge: (t) => combine(role(t, ROLES.qp), inZone(t, Z.orleans), soft(has(t, 'soliddose'))),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Biostatistician to write the statistical analysis plan and run the analyses of a phase II oncology study. SAS required. Part-time, 3 days a week, remote OK.',
    },
    judge: (t) => combine(role(t, ROLES.biostat), has(t, 'sas'), soft(ta(t, 'onco')), daysMax(t, 3)),
  },
  {
    kind: 'brief',
    body: {
      brief: [
        'Senior Drug Safety Officer (freelance) - Brussels - 6 to 12 months',
        'Case processing in Argus Safety (data entry, MedDRA coding, narratives), E2B(R3) submissions to EudraVigilance, literature screening, reconciliation with clinical.',
        'At least 5 years in pharmacovigilance. French and English required, Dutch is a plus.',
        'Hybrid: 3 days a week on site.',
      ].join('\n'),
    },
    judge: (t) =>
      combine(
        role(t, ROLES.pvOfficer),
        has(t, 'argus'),
        years(t, 5, 99, 1),
        inZone(t, Z.brussels),
        speaks(t, 'en', 'B2'),
        speaks(t, 'fr', 'B2'),
        remote(t, 'hybrid'),
      ),
    note: 'pasted job ad',
  },
  {
    kind: 'brief',
    body: {
      brief:
        "On cherche un profil MSAT / tech transfer confirmé pour le transfert d'un procédé d'anticorps monoclonal vers un site de production près de Lyon.",
    },
    judge: (t) => combine(role(t, ROLES.msat), soft(hasAny(t, 'usp', 'dsp')), inZone(t, Z.lyon), confirmed(t)),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Un auditeur GMP pour des audits fournisseurs de principes actifs en Inde et en Europe. Anglais courant indispensable, nombreux déplacements.',
    },
    judge: (t) => combine(auditor(t), speaks(t, 'en', 'C1')),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Medical writer for clinical study reports and protocols in oncology. Fully remote. Native or bilingual English.',
    },
    judge: (t) =>
      combine(
        role(t, ROLES.medwriter),
        hasAny(t, 'csr', 'protocol'),
        soft(ta(t, 'onco')),
        remote(t, 'full'),
        speaks(t, 'en', 'C2'),
      ),
  },
  {
    kind: 'brief',
    body: {
      brief:
        "Microbiologiste pour la surveillance environnementale et la mise en conformité Annexe 1 d'un site d'injectables en Touraine.",
    },
    judge: (t) => combine(role(t, ROLES.micro), has(t, 'em'), soft(has(t, 'annex1')), inZone(t, Z.tours)),
  },
  {
    kind: 'brief',
    body: {
      brief: [
        'Mission freelance - Responsable accès au marché (H/F) - Paris',
        "Laboratoire pharmaceutique de taille moyenne, lancement d'un produit en oncologie.",
        'Vos missions : préparer le dossier de transparence pour la HAS, construire l’argumentaire prix et préparer la négociation avec le CEPS, coordonner les experts externes.',
        'Profil : expérience confirmée en market access en France, connaissance de la doctrine de la CT et de la CEESP.',
        'Rythme : 3 jours par semaine, démarrage en janvier, 6 mois.',
      ].join('\n'),
    },
    judge: (t) => combine(role(t, ROLES.marketAccess), has(t, 'hta'), inZone(t, Z.paris), daysMax(t, 3), january(t)),
    note: 'pasted job ad',
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Clinical data manager experienced with Medidata Rave study build, available in January, based in Switzerland or working remotely.',
    },
    judge: (t) =>
      combine(role(t, ROLES.cdm), has(t, 'rave'), either(inZone(t, Z.switzerland), remote(t, 'full')), january(t)),
  },
  {
    kind: 'brief',
    body: {
      brief: 'Supply planner with SAP APO for a vaccine manufacturing site in Wallonia. French and English.',
      workAreas: ['belgique'],
    },
    judge: (t) =>
      combine(
        role(t, ROLES.supplyPlanner),
        has(t, 'apo'),
        inZone(t, Z.wallonia),
        speaks(t, 'en', 'B2'),
        speaks(t, 'fr', 'B2'),
      ),
    note: 'workAreas filter: Belgium',
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Chef de projet investigation clinique pour un dispositif médical de classe III (ISO 14155), basé à Paris, 4 jours par semaine.',
    },
    judge: (t) => combine(clinDm(t), inZone(t, Z.paris), daysMax(t, 4)),
  },
  {
    kind: 'brief',
    body: {
      brief:
        "Quelqu'un pour gérer les déviations et les CAPA sur un site de conditionnement près de Rouen, 6 mois, sur site.",
    },
    judge: (t) => combine(role(t, ROLES.capa), inZone(t, Z.rouen), remote(t, 'onsite')),
  },
  {
    kind: 'brief',
    body: {
      brief: [
        'Interim EU QPPV / Head of Pharmacovigilance - Luxembourg',
        'A small biotech with two marketed products needs an experienced pharmacovigilance leader to act as EU QPPV during a 9-month transition: PSMF ownership, oversight of the safety database vendor, PSURs and RMP updates, signal management, inspection readiness.',
        'Fluent English; French appreciated. Start by mid-January.',
      ].join('\n'),
    },
    judge: (t) =>
      combine(qppv(t), inZone(t, Z.luxembourg), speaks(t, 'en', 'C1'), freeBy(t, '2027-01-15', '2027-02-01')),
    note: 'pasted job ad',
  },
  {
    kind: 'brief',
    body: {
      brief: 'Responsable de laboratoire de contrôle qualité (chimie), 10 ans minimum, à Montpellier.',
    },
    judge: (t) => combine(role(t, ROLES.qcManager), years(t, 10), inZone(t, Z.montpellier)),
  },
];
