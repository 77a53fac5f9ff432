// Set 17 queries and their judgments. Every judge reads the Truth only (truth.ts), never the profile text.
import { AD_EN, AD_FR } from './ads';
import type { OccId } from './data';
import {
  Must,
  Place,
  Spec,
  Truth,
  abroadMust,
  availBy,
  availNow,
  certAny,
  days,
  durationAny,
  expAny,
  grade,
  hard,
  interimMust,
  lang,
  place,
  placeFit,
  rateMax,
  remoteFull,
  remoteSome,
  senAtLeast,
  senExactly,
  skillAny,
  yearsAtLeast,
} from './truth';

export interface Body {
  keywords?: string;
  brief?: string;
  skills?: string[];
  workAreas?: string[];
  seniority?: string[];
  available?: boolean;
}
export interface Query {
  kind: string;
  body: Body;
  judge: (t: Truth) => 0 | 1 | 2 | 3;
  note?: string;
}

// ---------- places
const D = (...codes: string[]) => codes.map((c) => (c.includes(':') ? c : `FR:${c}`));
const R = (...codes: string[]) => codes.map((c) => (c.includes(':') ? `R:${c}` : `R:FR:${c}`));
const LYON: Place = { depts: D('69') };
const GRENOBLE: Place = { depts: D('38') };
const TOULOUSE: Place = { depts: D('31') };
const NANTES: Place = { depts: D('44') };
const LILLE: Place = { depts: D('59') };
const BORDEAUX: Place = { depts: D('33') };
const BDR: Place = { depts: D('13') };
const IDF: Place = { regions: R('11') };
const NORMANDIE: Place = { regions: R('28') };
const GRAND_EST: Place = { regions: R('44') };
const ARA: Place = { regions: R('84') };
const PACA: Place = { regions: R('93') };
const HDF: Place = { regions: R('32') };
const NA: Place = { regions: R('75') };
const PDL: Place = { regions: R('52') };
const RHONE_ALPES: Place = { depts: D('01', '07', '26', '38', '42', '69', '73', '74'), nearRegions: R('84') };
const ALSACE: Place = { depts: D('67', '68'), nearRegions: R('44') };
const ROMANDIE: Place = { regions: R('CH:GE', 'CH:VD', 'CH:NE', 'CH:FR', 'CH:VS', 'CH:JU') };
const GENEVA_AREA: Place = { regions: R('CH:GE'), depts: D('74', '01'), nearRegions: R('CH:VD', '84') };
const BRUSSELS: Place = { regions: R('BE:BRU'), depts: D('BE:WBR', 'BE:VBR'), nearRegions: R('BE:WAL', 'BE:VLG') };
const LIEGE: Place = { depts: D('BE:WLG'), nearRegions: R('BE:WAL') };
const LUX: Place = { countries: ['LU'], nearRegions: R('44') };
const ANTWERP: Place = { depts: D('BE:VAN'), nearRegions: R('BE:VLG', 'BE:BRU', 'BE:WAL') };

const nice = (m: Must) => (t: Truth) => m(t) === 1;
const isJunior = (t: Truth) => t.seniority === 'junior';
const hasSap = (t: Truth) =>
  t.skills.some((s) => s === 'sap' || s.startsWith('sap-') || s === 's4hana' || s === 'ariba');

function q(kind: string, body: Body, spec: Spec, note?: string): Query {
  return { kind, body, judge: (t) => grade(t, spec), note };
}
/** Keyword query: occupation first, then each other word. */
function kw(
  kind: string,
  keywords: string,
  spec: Omit<Spec, 'mode'>,
  extra: Omit<Body, 'keywords'> = {},
  note?: string,
): Query {
  return q(kind, { keywords, ...extra }, { ...spec, mode: 'kw' }, note);
}
function brief(kind: string, text: string, spec: Spec, note?: string): Query {
  return q(kind, { brief: text }, { ...spec, mode: 'brief' }, note);
}

/** A skill that fully counts, and others that count half (a close speciality). */
const skillGraded =
  (full: string[], half: string[]): Must =>
  (t) =>
    full.some((s) => t.skills.includes(s)) ? 1 : half.some((s) => t.skills.includes(s)) ? 0.5 : 0;
const langEither =
  (a: Must, b: Must): Must =>
  (t) =>
    Math.max(a(t), b(t));
const onsiteOk: Must = (t) => (t.remote.length === 0 || t.remote.includes('onsite') ? 1 : 0.5);
const occs = (...o: OccId[]) => o;

export const QUERIES: Query[] = [
  // ===================================================================== sentence-fr (15)
  brief('sentence-fr', 'je cherche un automaticien siemens dispo début janvier sur Lyon, 3 mois renouvelable', {
    occ: occs('automation'),
    near: occs('electrical', 'instrumentation', 'it-industrial'),
    where: LYON,
    must: [place(LYON), skillAny('tia-portal', 'step7', 'wincc'), availBy('2027-01-09')],
    nice: [nice(durationAny('< 3 mois', '3 a 6 mois'))],
  }),
  brief(
    'sentence-fr',
    "Besoin urgent d'un ingénieur métodes aéro sur Toulouse, pas de débutant",
    {
      occ: occs('methods'),
      near: occs('industrialisation', 'production-manager'),
      where: TOULOUSE,
      must: [place(TOULOUSE), expAny(['aero', 'space']), availNow],
      exclude: isJunior,
    },
    'typo "métodes"; "pas de débutant" excludes juniors',
  ),
  brief('sentence-fr', 'conducteur de travaux TCE confirmé pour un chantier de logements à Nantes, démarrage asap', {
    occ: occs('works-manager'),
    near: occs('opc-moe'),
    where: NANTES,
    must: [place(NANTES), skillGraded(['tce'], ['second-oeuvre', 'gros-oeuvre']), senAtLeast('confirme'), availNow],
    nice: [nice(expAny(['construction']))],
  }),
  brief(
    'sentence-fr',
    'on recherche une responsable QHSE pour un site seveso en Normandie, mission de 6 mois',
    {
      occ: occs('hse'),
      near: occs('quality'),
      where: NORMANDIE,
      must: [
        place(NORMANDIE),
        (t) =>
          t.skills.some((s) => s === 'seveso' || s === 'icpe')
            ? 1
            : t.sectors.some((s) => s === 'chemicals' || s === 'oil-gas')
              ? 0.5
              : 0,
      ],
      nice: [nice(durationAny('3 a 6 mois', '6 a 12 mois'))],
    },
    'feminine title; gender is not judged',
  ),
  brief('sentence-fr', 'ingé validation CQV pharma, BPF, région lyonnaise ou Grenoble, anglais courant', {
    occ: occs('validation'),
    near: occs('pharma-qa', 'process'),
    where: { depts: D('69', '38') },
    must: [place({ depts: D('69', '38') }), lang('en', 3)],
  }),
  brief(
    'sentence-fr',
    "Je cherche un manager de transition directeur d'usine pour redresser un site agroalimentaire en Bretagne",
    {
      occ: occs('plant-manager'),
      near: occs('production-manager'),
      where: { regions: R('53'), nationwideOk: true },
      must: [interimMust, place({ regions: R('53'), nationwideOk: true })],
      nice: [nice(expAny(['agrifood'])), nice(skillAny('turnaround'))],
    },
    'interim managers travel: a France-wide mobility fully counts',
  ),
  brief(
    'sentence-fr',
    'acheteur industriel dispo rapidement, idéalement expérience achats métallurgie / usinage, secteur Grand Est',
    {
      occ: occs('purchasing'),
      near: occs('supply-chain', 'supplier-quality'),
      where: GRAND_EST,
      must: [place(GRAND_EST), availNow],
      nice: [nice(expAny(['steel', 'machinery', 'auto']))],
    },
  ),
  brief('sentence-fr', 'ingénieur(e) calcul structure béton armé eurocodes, IDF, télétravail partiel ok', {
    occ: occs('structure'),
    near: occs('bim', 'vrd'),
    where: IDF,
    must: [place(IDF), skillAny('reinforced-concrete')],
    nice: [nice(remoteSome)],
  }),
  brief('sentence-fr', "cherche chargé d'affaires réglementaires DM (MDR) en freelance 3j/semaine, remote possible", {
    occ: occs('regulatory'),
    near: occs('pharma-qa'),
    must: [expAny(['medtech'], ['mdr', 'ivdr']), days(3)],
    nice: [nice(remoteSome)],
  }),
  brief('sentence-fr', 'Technicien ou ingénieur maintenance GMAO Carl, Dunkerque, habilitation élec indispensable', {
    occ: occs('maintenance'),
    near: occs('electrical', 'production-manager'),
    where: LILLE,
    must: [place(LILLE), certAny('hab-elec')],
    nice: [nice(skillAny('carl'))],
  }),
  brief('sentence-fr', 'BIM manager revit pour projet hospitalier, dispo en février, Bordeaux ou full remote', {
    occ: occs('bim'),
    near: occs('structure', 'opc-moe'),
    must: [hard((t) => Math.max(placeFit(t, BORDEAUX), remoteFull(t))), availBy('2027-02-28', 14), skillAny('revit')],
  }),
  brief('sentence-fr', "besoin d'un ingé process pétrochimie à Fos / Berre, HAZOP, 10 ans mini", {
    occ: occs('process'),
    near: occs('instrumentation', 'piping'),
    where: BDR,
    must: [place(BDR), expAny(['oil-gas', 'chemicals']), yearsAtLeast(10)],
    nice: [nice(skillAny('hazop'))],
  }),
  brief(
    'sentence-fr',
    'Contrôleur de gestion industriel pour une usine dans le 68, prise de poste janvier, SAP CO apprécié',
    {
      occ: occs('controlling'),
      where: { depts: D('68'), nearRegions: R('44') },
      must: [place({ depts: D('68'), nearRegions: R('44') }), availBy('2027-01-31', 14)],
      nice: [nice(skillAny('sap-co'))],
    },
  ),
  brief(
    'sentence-fr',
    'qui est dispo pour une mission de supply chian planner S&OP à Lille ? anglais obligatoire, pas de junior',
    {
      occ: occs('supply-chain'),
      near: occs('logistics', 'purchasing'),
      where: LILLE,
      must: [place(LILLE), availNow, lang('en', 2)],
      exclude: isJunior,
      nice: [nice(skillAny('sop', 'demand'))],
    },
    'typo "chian"',
  ),
  brief(
    'sentence-fr',
    'ingénieur sûreté nucléaire habilité, CNPE Flamanville ou Paluel, arrêts de tranche, mission longue',
    {
      occ: occs('nuclear'),
      near: occs('hse', 'ndt', 'quality'),
      where: { depts: D('50', '76'), nationwideOk: true },
      must: [place({ depts: D('50', '76'), nationwideOk: true }), certAny('hab-nuc')],
      nice: [nice(skillAny('outage')), nice(durationAny('6 a 12 mois', '> 12 mois'))],
    },
    'nuclear trades move from plant to plant: a France-wide mobility fully counts',
  ),

  // ===================================================================== sentence-en (10)
  brief(
    'sentence-en',
    'Looking for a senior automation engineer (Rockwell or Siemens) in the Grenoble area, available in January',
    {
      occ: occs('automation'),
      near: occs('electrical', 'instrumentation', 'it-industrial'),
      where: GRENOBLE,
      must: [
        place(GRENOBLE),
        senAtLeast('senior'),
        skillAny('rockwell', 'tia-portal', 'step7'),
        availBy('2027-01-31', 14),
      ],
    },
  ),
  brief(
    'sentence-en',
    'Need a QA/QC manager for an offshore wind farm project, GWO certified, based in Saint-Nazaire or willing to relocate',
    {
      occ: occs('quality'),
      near: occs('supplier-quality', 'hse', 'renewables'),
      where: { depts: D('44'), nationwideOk: true },
      must: [place({ depts: D('44'), nationwideOk: true }), certAny('gwo')],
      nice: [nice(expAny(['renewables'], ['offshore-wind']))],
    },
  ),
  brief(
    'sentence-en',
    'CQV engineer for a biotech site near Geneva, GMP, French and English required, 12-month contract',
    {
      occ: occs('validation'),
      near: occs('pharma-qa', 'process'),
      where: GENEVA_AREA,
      must: [place(GENEVA_AREA), lang('en', 3), lang('fr', 3)],
      nice: [nice(durationAny('6 a 12 mois', '> 12 mois'))],
    },
  ),
  brief('sentence-en', 'interim plant manager, automotive, east of France, start asap', {
    occ: occs('plant-manager'),
    near: occs('production-manager'),
    where: { regions: R('44', '27') },
    must: [place({ regions: R('44', '27') }), interimMust, availNow, expAny(['auto'])],
  }),
  brief('sentence-en', 'supplier quality engineer with VDA 6.3 and PPAP experience, Lyon, 2 days remote ok', {
    occ: occs('supplier-quality'),
    near: occs('quality', 'purchasing'),
    where: LYON,
    must: [place(LYON), skillAny('vda63', 'ppap')],
    nice: [nice(remoteSome)],
  }),
  brief('sentence-en', 'Freelance piping designer, PDMS/E3D, oil and gas, able to travel abroad', {
    occ: occs('piping'),
    near: occs('mechanical', 'process'),
    must: [skillAny('pdms'), abroadMust],
    nice: [nice(expAny(['oil-gas']))],
  }),
  brief('sentence-en', 'site manager for a building project in Brussels, French speaking, no juniors', {
    occ: occs('works-manager'),
    near: occs('opc-moe'),
    where: BRUSSELS,
    must: [place(BRUSSELS), lang('fr', 3)],
    exclude: isJunior,
  }),
  brief('sentence-en', 'I need an HSE engineer for a nuclear decommissioning project in the Gard (30), 6 months', {
    occ: occs('hse'),
    near: occs('nuclear', 'quality'),
    where: { depts: D('30') },
    must: [place({ depts: D('30') }), expAny(['nuclear'], ['decommissioning', 'radioprotection'], ['hab-nuc'])],
    nice: [nice(durationAny('3 a 6 mois', '6 a 12 mois'))],
  }),
  brief('sentence-en', 'MES consultant (Opcenter or Apriso) for a pharma plant, remote-first, English', {
    occ: occs('it-industrial'),
    near: occs('automation', 'sap-consultant'),
    must: [skillAny('mes', 'opcenter', 'apriso'), remoteSome, lang('en', 2)],
    nice: [nice(expAny(['pharma', 'biotech'])), nice(skillAny('opcenter', 'apriso'))],
  }),
  brief('sentence-en', 'industrial cost controller in Toulouse, aerospace background preferred, 4 days a week', {
    occ: occs('controlling'),
    where: TOULOUSE,
    must: [place(TOULOUSE), days(4)],
    nice: [nice(expAny(['aero', 'space']))],
  }),

  // ===================================================================== job-ad-fr (14)
  brief('job-ad-fr', AD_FR.automation, {
    occ: occs('automation'),
    near: occs('electrical', 'instrumentation', 'it-industrial'),
    where: LYON,
    must: [
      place(LYON),
      skillAny('tia-portal', 'step7'),
      availBy('2027-01-05', 14),
      certAny('hab-elec'),
      yearsAtLeast(5),
    ],
    nice: [nice(skillAny('wincc', 'commissioning')), nice(rateMax(560))],
  }),
  brief('job-ad-fr', AD_FR.supplierQuality, {
    occ: occs('supplier-quality'),
    near: occs('quality', 'purchasing'),
    where: { depts: D('25', '90', '70'), nearRegions: R('27', '44') },
    must: [
      place({ depts: D('25', '90', '70'), nearRegions: R('27', '44') }),
      expAny(['auto'], ['iatf']),
      lang('en', 3),
      availBy('2027-01-31', 14),
    ],
    nice: [nice(skillAny('vda63')), nice(skillAny('ppap', 'apqp'))],
  }),
  brief('job-ad-fr', AD_FR.worksManager, {
    occ: occs('works-manager'),
    near: occs('opc-moe', 'vrd'),
    where: BDR,
    must: [place(BDR), skillGraded(['gros-oeuvre'], ['tce']), yearsAtLeast(5), availBy('2027-01-15', 21)],
    nice: [nice(certAny('aipr')), nice(rateMax(480))],
  }),
  brief('job-ad-fr', AD_FR.validation, {
    occ: occs('validation'),
    near: occs('pharma-qa', 'process'),
    where: { depts: D('27', '76'), nearRegions: R('28') },
    must: [
      place({ depts: D('27', '76'), nearRegions: R('28') }),
      skillAny('iqoqpq'),
      lang('en', 2),
      availNow,
      yearsAtLeast(4),
    ],
    nice: [nice(skillAny('cleaning-validation', 'cleanroom')), nice(expAny(['pharma', 'biotech']))],
  }),
  brief(
    'job-ad-fr',
    AD_FR.maintenanceInterim,
    {
      occ: occs('maintenance'),
      near: occs('production-manager', 'plant-manager'),
      where: { depts: D('49'), nationwideOk: true },
      must: [place({ depts: D('49'), nationwideOk: true }), interimMust, yearsAtLeast(15), availBy('2026-12-31', 14)],
      nice: [nice(expAny(['agrifood'])), nice(skillAny('tpm', 'carl', 'cmms'))],
    },
    'interim manager: France-wide mobility fully counts',
  ),
  brief('job-ad-fr', AD_FR.methodsAero, {
    occ: occs('methods'),
    occ2: occs('industrialisation'),
    near: occs('mechanical', 'production-manager'),
    where: TOULOUSE,
    must: [place(TOULOUSE), expAny(['aero', 'space']), availBy('2027-02-28', 14)],
    nice: [nice(skillAny('catia')), nice(skillAny('en9100')), nice(lang('en', 2))],
  }),
  brief('job-ad-fr', AD_FR.offshoreWind, {
    occ: occs('renewables'),
    near: occs('project-eng', 'electrical'),
    where: NANTES,
    must: [place(NANTES), skillAny('offshore-wind'), lang('en', 3), certAny('gwo'), yearsAtLeast(8)],
    nice: [nice(abroadMust)],
  }),
  brief('job-ad-fr', AD_FR.hseSeveso, {
    occ: occs('hse'),
    near: occs('quality'),
    where: BDR,
    must: [
      place(BDR),
      (t) =>
        t.skills.some((s) => s === 'seveso' || s === 'icpe' || s === 'atex')
          ? 1
          : t.sectors.some((s) => s === 'chemicals' || s === 'oil-gas')
            ? 0.5
            : 0,
      availBy('2027-01-04', 14),
    ],
    nice: [nice(certAny('atexcert')), nice(skillAny('atex'))],
  }),
  brief('job-ad-fr', AD_FR.bim, {
    occ: occs('bim'),
    near: occs('structure', 'opc-moe'),
    where: IDF,
    must: [place(IDF), skillAny('revit'), availBy('2027-01-31', 14), yearsAtLeast(5)],
    nice: [nice(skillAny('navisworks')), nice(skillAny('bim-protocol', 'ifc'))],
  }),
  brief('job-ad-fr', AD_FR.purchasing, {
    occ: occs('purchasing'),
    near: occs('supply-chain', 'supplier-quality'),
    where: GRENOBLE,
    must: [place({ depts: D('38'), nearRegions: R('84') }), availNow, lang('en', 2)],
    nice: [nice(skillAny('project-buying', 'tenders')), nice(expAny(['energy', 'machinery', 'steel']))],
  }),
  brief('job-ad-fr', AD_FR.controlling, {
    occ: occs('controlling'),
    where: { depts: D('59', '62') },
    must: [place({ depts: D('59', '62') }), availBy('2027-01-31', 14), days(5), onsiteOk],
    nice: [nice(skillAny('sap-co')), nice(skillAny('power-bi')), nice(expAny(['auto']))],
  }),
  brief(
    'job-ad-fr',
    AD_FR.regulatory,
    {
      occ: occs('regulatory'),
      near: occs('pharma-qa'),
      where: LYON,
      must: [
        hard((t) =>
          placeFit(t, LYON) === 1
            ? 1
            : (t.remote.includes('hybrid') || t.remote.includes('full')) && t.home.country === 'FR'
              ? 0.5
              : placeFit(t, LYON),
        ),
        expAny(['medtech'], ['mdr']),
        lang('en', 3),
        yearsAtLeast(5),
      ],
      nice: [nice(skillAny('iso-13485', 'ce-marking', 'iso-14971'))],
    },
    'remote allowed but 2 days a week in Lyon: a remote worker elsewhere in France half-meets the place',
  ),
  brief('job-ad-fr', AD_FR.itIndustrial, {
    occ: occs('it-industrial'),
    near: occs('automation'),
    where: ALSACE,
    must: [place(ALSACE), skillAny('scada', 'pcvue', 'wincc', 'mes'), availBy('2027-02-28', 14)],
    nice: [nice(skillAny('isa95', 'ot-security')), nice(expAny(['chemicals']))],
  }),
  brief('job-ad-fr', AD_FR.electrical, {
    occ: occs('electrical'),
    near: occs('automation', 'instrumentation'),
    where: BORDEAUX,
    must: [
      place(BORDEAUX),
      skillAny('hta', 'power-design', 'caneco'),
      certAny('hab-elec'),
      availBy('2027-03-31', 14),
      yearsAtLeast(5),
    ],
    nice: [nice(certAny('hab-nuc')), nice(expAny(['nuclear']))],
  }),

  // ===================================================================== job-ad-en (5)
  brief('job-ad-en', AD_EN.legal, {
    occ: occs('legal'),
    near: occs('purchasing'),
    where: IDF,
    must: [
      place(IDF),
      lang('en', 3),
      skillGraded(['fidic', 'epc'], ['contracts', 'claims']),
      availBy('2027-01-31', 14),
      yearsAtLeast(8),
    ],
    nice: [nice(skillAny('claims')), nice(expAny(['energy', 'nuclear', 'oil-gas']))],
  }),
  brief('job-ad-en', AD_EN.stress, {
    occ: occs('stress'),
    near: occs('mechanical'),
    where: TOULOUSE,
    must: [place(TOULOUSE), skillAny('nastran'), expAny(['aero', 'space']), availNow],
    nice: [nice(skillAny('fatigue')), nice(skillAny('composites'))],
  }),
  brief('job-ad-en', AD_EN.process, {
    occ: occs('process'),
    near: occs('instrumentation', 'piping'),
    where: ANTWERP,
    must: [
      place(ANTWERP),
      expAny(['chemicals', 'oil-gas']),
      langEither(lang('nl', 3), lang('en', 3)),
      availNow,
      yearsAtLeast(5),
    ],
    nice: [nice(skillAny('hazop')), nice(skillAny('hysys'))],
  }),
  brief('job-ad-en', AD_EN.supplyChain, {
    occ: occs('supply-chain'),
    near: occs('logistics'),
    where: ROMANDIE,
    must: [place(ROMANDIE), lang('en', 3), lang('fr', 3), availBy('2027-02-28', 14), senAtLeast('confirme')],
    nice: [nice(skillAny('sop')), nice(skillAny('sap-apo')), nice(expAny(['medtech', 'pharma']))],
  }),
  brief('job-ad-en', AD_EN.commissioning, {
    occ: occs('instrumentation'),
    near: occs('automation', 'electrical'),
    must: [abroadMust, lang('en', 3), skillAny('dcs', 'loop-check', 'commissioning'), availBy('2027-01-31', 21)],
    nice: [nice(certAny('bosiet')), nice(expAny(['oil-gas']))],
  }),

  // ===================================================================== abbrev (12)
  kw(
    'abbrev',
    'GMAO SAP PM',
    {
      occ: occs('maintenance'),
      occ2: occs('sap-consultant'),
      must: [
        (t) =>
          t.skills.includes('sap-pm')
            ? 1
            : t.occ === 'maintenance' && t.skills.some((s) => ['cmms', 'carl', 'maximo'].includes(s))
              ? 0.5
              : 0,
      ],
    },
    {},
    'GMAO = CMMS; a SAP PM consultant is a close variant',
  ),
  kw('abbrev', 'resp. QSE ISO 14001', { occ: occs('hse'), near: occs('quality'), must: [skillAny('iso-14001')] }),
  kw('abbrev', 'CQV BPF', { occ: occs('validation'), near: occs('pharma-qa', 'process') }),
  kw(
    'abbrev',
    'AMDEC APQP',
    {
      occ: occs('industrialisation', 'quality', 'supplier-quality'),
      near: occs('methods'),
      must: [(t) => (t.skills.includes('fmea') ? 0.5 : 0) + (t.skills.includes('apqp') ? 0.5 : 0)],
    },
    {},
    'AMDEC = FMEA',
  ),
  kw(
    'abbrev',
    'BE méca CAO',
    { occ: occs('mechanical'), near: occs('stress', 'methods', 'industrialisation') },
    {},
    'BE = bureau d’études',
  ),
  kw(
    'abbrev',
    'CTX TCE',
    {
      occ: occs('works-manager'),
      near: occs('opc-moe'),
      must: [skillGraded(['tce'], ['second-oeuvre', 'gros-oeuvre', 'hvac'])],
    },
    {},
    'CTX = conducteur de travaux',
  ),
  kw('abbrev', 'OPC MOE', {
    occ: occs('opc-moe'),
    near: occs('works-manager', 'bim'),
    must: [skillGraded(['opc'], ['moe', 'amo'])],
  }),
  kw('abbrev', 'CND COFREND', {
    occ: occs('ndt'),
    near: occs('quality', 'nuclear'),
    must: [(t) => (t.certs.some((c) => c.startsWith('cofrend')) ? 1 : 0.5)],
  }),
  kw(
    'abbrev',
    'RA DM MDR',
    { occ: occs('regulatory'), near: occs('pharma-qa'), must: [expAny(['medtech'], ['mdr', 'ivdr'])] },
    {},
    'RA = regulatory affairs, DM = dispositifs médicaux',
  ),
  kw('abbrev', 'HSE ATEX PACA', {
    occ: occs('hse'),
    near: occs('quality'),
    where: PACA,
    must: [place(PACA), (t) => (t.skills.includes('atex') || t.certs.includes('atexcert') ? 1 : 0)],
  }),
  kw('abbrev', 'automaticien AURA', {
    occ: occs('automation'),
    near: occs('electrical', 'instrumentation', 'it-industrial'),
    where: ARA,
    must: [place(ARA)],
  }),
  kw('abbrev', 'SQE HDF', {
    occ: occs('supplier-quality'),
    near: occs('quality', 'purchasing'),
    where: HDF,
    must: [place(HDF)],
  }),

  // ===================================================================== title-en-fr (12)
  kw('title-en-fr', 'maintenance manager', { occ: occs('maintenance'), near: occs('production-manager') }),
  kw('title-en-fr', 'quality engineer', {
    occ: occs('quality'),
    occ2: occs('supplier-quality', 'pharma-qa'),
    near: occs('hse', 'industrialisation'),
  }),
  kw('title-en-fr', 'automation engineer', {
    occ: occs('automation'),
    near: occs('it-industrial', 'instrumentation', 'electrical'),
  }),
  kw('title-en-fr', 'construction site manager', { occ: occs('works-manager'), near: occs('opc-moe') }),
  kw('title-en-fr', 'procurement manager', { occ: occs('purchasing'), near: occs('supply-chain') }),
  kw('title-en-fr', 'plant controller', { occ: occs('controlling') }),
  kw('title-en-fr', 'ingénieur procédés', {
    occ: occs('process'),
    near: occs('methods', 'validation', 'instrumentation'),
  }),
  kw('title-en-fr', 'conductrice de travaux', { occ: occs('works-manager'), near: occs('opc-moe') }),
  kw('title-en-fr', 'acheteuse industrielle', { occ: occs('purchasing'), near: occs('supply-chain') }),
  kw('title-en-fr', 'automaticien·ne', { occ: occs('automation'), near: occs('electrical', 'instrumentation') }),
  kw('title-en-fr', 'ingénieur·e qualité fournisseurs', {
    occ: occs('supplier-quality'),
    near: occs('quality', 'purchasing'),
  }),
  kw('title-en-fr', 'responsable HSE H/F', { occ: occs('hse'), near: occs('quality') }),

  // ===================================================================== place (12)
  kw('place', 'automaticien Lyon', {
    occ: occs('automation'),
    near: occs('electrical', 'instrumentation', 'it-industrial'),
    where: LYON,
    must: [place(LYON)],
  }),
  kw(
    'place',
    'ingénieur qualité 38',
    {
      occ: occs('quality'),
      occ2: occs('supplier-quality'),
      near: occs('hse', 'pharma-qa'),
      where: GRENOBLE,
      must: [place(GRENOBLE)],
    },
    {},
    '38 = Isère',
  ),
  kw('place', 'conducteur de travaux Haute-Garonne', {
    occ: occs('works-manager'),
    near: occs('opc-moe'),
    where: TOULOUSE,
    must: [place(TOULOUSE)],
  }),
  kw(
    'place',
    'responsable maintenance 59000',
    { occ: occs('maintenance'), near: occs('production-manager'), where: LILLE, must: [place(LILLE)] },
    {},
    '59000 = Lille',
  ),
  kw(
    'place',
    'ingénieur méthodes Rhône-Alpes',
    {
      occ: occs('methods'),
      near: occs('industrialisation', 'production-manager'),
      where: RHONE_ALPES,
      must: [place(RHONE_ALPES)],
    },
    {},
    'former region',
  ),
  kw('place', 'HSE Bouches-du-Rhône', { occ: occs('hse'), near: occs('quality'), where: BDR, must: [place(BDR)] }),
  kw('place', 'acheteur Nouvelle-Aquitaine', {
    occ: occs('purchasing'),
    near: occs('supply-chain'),
    where: NA,
    must: [place(NA)],
  }),
  kw('place', 'ingénieur validation Suisse romande', {
    occ: occs('validation'),
    near: occs('pharma-qa'),
    where: ROMANDIE,
    must: [place(ROMANDIE)],
  }),
  kw(
    'place',
    'chef de projet éolien Pays de la Loire',
    {
      occ: occs('renewables'),
      near: occs('project-eng'),
      where: PDL,
      must: [place(PDL), skillAny('onshore-wind', 'offshore-wind')],
    },
    {},
    'a solar-only project manager is the right trade with the wrong speciality',
  ),
  kw('place', 'ingénieur structure Liège', {
    occ: occs('structure'),
    near: occs('bim', 'vrd'),
    where: LIEGE,
    must: [place(LIEGE)],
  }),
  kw(
    'place',
    'supply chain Luxembourg',
    {
      occ: occs('supply-chain'),
      near: occs('logistics'),
      where: LUX,
      must: [place(LUX)],
      filter: (t) => t.home.country === 'LU' || t.areas.some((a) => a.country === 'LU'),
    },
    { workAreas: ['luxembourg'] },
    'workAreas filter: home or a declared area in Luxembourg',
  ),
  kw(
    'place',
    'automaticien Alsace',
    {
      occ: occs('automation'),
      near: occs('electrical', 'instrumentation', 'it-industrial'),
      where: ALSACE,
      must: [place(ALSACE)],
    },
    {},
    'former region (67, 68)',
  ),

  // ===================================================================== attributes (12)
  kw('attributes', 'automaticien senior disponible', {
    occ: occs('automation'),
    near: occs('electrical', 'instrumentation'),
    must: [senAtLeast('senior'), availNow],
  }),
  kw('attributes', "ingénieur méthodes 10 ans d'expérience", {
    occ: occs('methods'),
    near: occs('industrialisation'),
    must: [yearsAtLeast(10)],
  }),
  kw(
    'attributes',
    'responsable QHSE disponible immédiatement',
    { occ: occs('hse'), near: occs('quality'), must: [availNow], filter: (t) => t.available },
    { available: true },
    'available filter',
  ),
  kw(
    'attributes',
    'acheteur anglais courant',
    { occ: occs('purchasing'), near: occs('supply-chain'), must: [lang('en', 3)], filter: hasSap },
    { skills: ['sap'] },
    'skills filter SAP',
  ),
  kw('attributes', 'BIM manager full remote', { occ: occs('bim'), near: occs('structure'), must: [remoteFull] }),
  kw('attributes', 'conducteur de travaux TJM 450', {
    occ: occs('works-manager'),
    near: occs('opc-moe'),
    must: [rateMax(450)],
  }),
  kw('attributes', 'contrôleur de gestion industriel 3 jours par semaine', {
    occ: occs('controlling'),
    must: [days(3)],
  }),
  kw('attributes', 'ingénieur validation expert', {
    occ: occs('validation'),
    near: occs('pharma-qa'),
    must: [senExactly('expert')],
  }),
  kw('attributes', 'chef de projet éolien allemand courant', {
    occ: occs('renewables'),
    near: occs('project-eng'),
    must: [lang('de', 3), skillAny('onshore-wind', 'offshore-wind')],
  }),
  kw('attributes', 'ingénieur qualité junior', {
    occ: occs('quality'),
    near: occs('supplier-quality'),
    must: [senExactly('junior')],
  }),
  kw('attributes', 'ingénieur nucléaire disponible janvier 2027', {
    occ: occs('nuclear'),
    near: occs('ndt', 'hse'),
    must: [availBy('2027-01-31', 14)],
  }),
  kw('attributes', "directeur d'usine de transition 6 mois", {
    occ: occs('plant-manager'),
    near: occs('production-manager'),
    must: [interimMust, durationAny('3 a 6 mois', '6 a 12 mois')],
  }),

  // ===================================================================== grammar (12)
  kw(
    'grammar',
    '"ingénieur qualité" -fournisseur',
    {
      occ: occs('quality'),
      near: occs('pharma-qa', 'hse', 'industrialisation'),
      exclude: (t) => t.occ === 'supplier-quality',
    },
    {},
    'exclusion: supplier quality engineers are not wanted',
  ),
  kw('grammar', 'automaticien OR "ingénieur automatisme"', {
    occ: occs('automation'),
    near: occs('electrical', 'instrumentation'),
  }),
  kw('grammar', '"conducteur de travaux" OR "chef de chantier"', { occ: occs('works-manager'), near: occs('opc-moe') }),
  q(
    'grammar',
    { keywords: 'acheteur ou approvisionneur' },
    {
      occ: occs('purchasing', 'supply-chain'),
      near: occs('logistics'),
      mode: 'kw',
      must: [(t) => (t.occ === 'purchasing' || t.skills.includes('replenishment') ? 1 : 0.5)],
    },
    'lowercase "ou": the recruiter means either; supply-chain people without replenishment are close',
  ),
  kw('grammar', '"responsable maintenance" -junior', {
    occ: occs('maintenance'),
    near: occs('production-manager'),
    exclude: isJunior,
  }),
  kw(
    'grammar',
    'HSE -nucléaire',
    {
      occ: occs('hse'),
      near: occs('quality'),
      exclude: (t) => t.sectors.includes('nuclear') || t.certs.includes('hab-nuc'),
    },
    {},
    'exclusion: no nuclear background wanted',
  ),
  kw('grammar', '"ingénieur méthodes" aéronautique OR "ingénieur méthodes" automobile', {
    occ: occs('methods'),
    near: occs('industrialisation'),
    must: [expAny(['aero', 'space', 'auto'])],
  }),
  kw(
    'grammar',
    'mechanical engineer catia or solidworks',
    { occ: occs('mechanical'), near: occs('stress'), must: [skillAny('catia', 'solidworks')] },
    {},
    'lowercase "or"',
  ),
  kw('grammar', '"chargé d\'affaires réglementaires" OR "regulatory affairs"', {
    occ: occs('regulatory'),
    near: occs('pharma-qa'),
  }),
  kw('grammar', '"qualité fournisseur" IATF -aéronautique', {
    occ: occs('supplier-quality'),
    near: occs('quality'),
    must: [expAny(['auto'], ['iatf'])],
    exclude: (t) => t.sectors.includes('aero') || t.sectors.includes('space'),
  }),
  kw('grammar', 'automaticien Lyon OR automaticien Grenoble OR automaticien Annecy', {
    occ: occs('automation'),
    near: occs('electrical', 'instrumentation'),
    where: { depts: D('69', '38', '74') },
    must: [place({ depts: D('69', '38', '74') })],
  }),
  kw('grammar', '"directeur d\'usine" OR "directeur industriel" OR "plant manager"', {
    occ: occs('plant-manager'),
    near: occs('production-manager'),
  }),
];
