/**
 * Queries of blind set-28, typed the way a recruiter placing freelance engineers in construction, energy and heavy
 * industry types them. Judges grade from the Truth only, with the conventions of judge.ts.
 */
import type { Truth } from './corpus';
import {
  availableBy,
  availableNow,
  certs,
  combine,
  commissioning,
  days,
  duration,
  fullRemote,
  lang,
  langs,
  occGrade,
  outage,
  place,
  plus,
  rateMax,
  role,
  sector,
  sectorPlus,
  seniority,
  skill,
  skillQuery,
  vehicle,
  years,
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

// Places
const PARIS = ['paris-15'];
const COTENTIN = ['cherbourg-en-cotentin', 'flamanville', 'la-hague', 'les-pieux', 'valognes'];
const GENEVE_NEAR = [
  'annemasse',
  'ferney-voltaire',
  'saint-genis-pouilly',
  'thonon-les-bains',
  'nyon',
  'lausanne',
  'd-74',
  'd-01',
];
const CH_NEAR = [
  'annemasse',
  'ferney-voltaire',
  'saint-genis-pouilly',
  'thonon-les-bains',
  'saint-louis',
  'd-74',
  'd-01',
  'd-68',
  'd-25',
];
const LU_NEAR = ['d-57', 'd-54', 'r-BE-WAL'];
const BE_NEAR = ['d-59', 'd-08', 'd-62'];
const BRU_NEAR = ['r-BE-VLG', 'r-BE-WAL'];

/** Piping stress: the piping engineer; a nuclear mechanical engineer who runs Caesar II is close. */
function pipingStress(t: Truth): Grade {
  if (t.occ === 'ing-tuyauterie') return t.skills.includes('caesar') ? 3 : 2;
  if (t.occ === 'ing-meca-nucleaire' && t.skills.includes('caesar')) return 2;
  return role(t, 'piping') >= 1 ? 1 : 0;
}
/** Wind development: the developer with wind in its sectors; a solar-only developer is close. */
function windDev(t: Truth): Grade {
  if (t.occ === 'dev-enr') return t.sectors.includes('eolien') ? 3 : 2;
  if (t.occ === 'cp-construction-enr') return t.sectors.includes('eolien') ? 2 : 1;
  if (t.occ === 'ing-reseaux-elec' || t.occ === 'ing-pv') return 1;
  return 0;
}

export const QUERIES: Query[] = [
  // ------------------------------------------------------------------------------------------ abbrev
  { kind: 'abbrev', body: { keywords: 'OPC' }, judge: (t) => role(t, 'opc') },
  { kind: 'abbrev', body: { keywords: 'CSPS' }, judge: (t) => role(t, 'csps') },
  {
    kind: 'abbrev',
    body: { keywords: 'AMO' },
    judge: (t) => role(t, 'amo'),
    note: 'construction AMO; an IT project manager doing "AMO SI" is not what this market means',
  },
  { kind: 'abbrev', body: { keywords: 'CVC' }, judge: (t) => role(t, 'cvc-domain') },
  { kind: 'abbrev', body: { keywords: 'VRD' }, judge: (t) => role(t, 'vrd') },
  {
    kind: 'abbrev',
    body: { keywords: 'SNCC' },
    judge: (t) =>
      t.occ === 'ing-instrumentation'
        ? t.skills.includes('dcs')
          ? 3
          : 2
        : ['automaticien', 'ing-mes'].includes(t.occ)
          ? 1
          : 0,
  },
  { kind: 'abbrev', body: { keywords: 'HSE' }, judge: (t) => role(t, 'hse') },
  {
    kind: 'abbrev',
    body: { keywords: 'IWE' },
    judge: (t) =>
      t.occ === 'ing-soudage'
        ? t.certs.includes('iwe')
          ? 3
          : 2
        : ['controleur-cnd', 'inspecteur-expediting'].includes(t.occ)
          ? 1
          : 0,
  },
  {
    kind: 'abbrev',
    body: { keywords: 'ICPE' },
    judge: (t) =>
      t.occ === 'dev-enr'
        ? t.skills.includes('icpe')
          ? 3
          : 2
        : t.occ === 'hse' && (t.sectors.includes('chimie') || t.sectors.includes('petrole'))
          ? 1
          : t.occ === 'cp-construction-enr'
            ? 1
            : 0,
  },
  { kind: 'abbrev', body: { keywords: 'ERP IGH' }, judge: (t) => role(t, 'ssi') },
  { kind: 'abbrev', body: { keywords: 'CFO CFA' }, judge: (t) => role(t, 'cfo-cfa') },
  { kind: 'abbrev', body: { keywords: 'BET structure' }, judge: (t) => role(t, 'structure') },

  // ------------------------------------------------------------------------------------------ title-en
  { kind: 'title-en', body: { keywords: 'structural engineer' }, judge: (t) => role(t, 'structure') },
  { kind: 'title-en', body: { keywords: 'quantity surveyor' }, judge: (t) => role(t, 'economiste') },
  { kind: 'title-en', body: { keywords: 'site manager' }, judge: (t) => role(t, 'conducteur') },
  { kind: 'title-en', body: { keywords: 'HVAC engineer' }, judge: (t) => role(t, 'cvc') },
  { kind: 'title-en', body: { keywords: 'BIM coordinator' }, judge: (t) => role(t, 'bim-coord') },
  { kind: 'title-en', body: { keywords: 'piping stress engineer' }, judge: pipingStress },
  { kind: 'title-en', body: { keywords: 'commissioning engineer' }, judge: commissioning },
  { kind: 'title-en', body: { keywords: 'project controls' }, judge: (t) => role(t, 'controls') },
  { kind: 'title-en', body: { keywords: 'contract manager' }, judge: (t) => role(t, 'contract') },
  { kind: 'title-en', body: { keywords: 'wind project developer' }, judge: windDev },
  { kind: 'title-en', body: { keywords: 'substation engineer' }, judge: (t) => role(t, 'postes') },
  { kind: 'title-en', body: { keywords: 'NDT inspector' }, judge: (t) => role(t, 'cnd') },

  // ------------------------------------------------------------------------------------------ title-fr
  { kind: 'title-fr', body: { keywords: 'ingénieure structure' }, judge: (t) => role(t, 'structure') },
  { kind: 'title-fr', body: { keywords: 'economiste de la construction' }, judge: (t) => role(t, 'economiste') },
  { kind: 'title-fr', body: { keywords: 'conductrice de travaux' }, judge: (t) => role(t, 'conducteur') },
  { kind: 'title-fr', body: { keywords: 'projeteur tuyauterie' }, judge: (t) => role(t, 'proj-tuyauterie') },
  {
    kind: 'title-fr',
    body: { keywords: 'géomètre topographe' },
    judge: (t) => role(t, 'geometre'),
  },
  { kind: 'title-fr', body: { keywords: "chargé d'affaires arrêt de tranche" }, judge: outage },
  { kind: 'title-fr', body: { keywords: 'ingenieur genie climatique' }, judge: (t) => role(t, 'cvc') },
  { kind: 'title-fr', body: { keywords: 'coordinatrice BIM' }, judge: (t) => role(t, 'bim-coord') },
  { kind: 'title-fr', body: { keywords: 'ingénieur sûreté nucléaire' }, judge: (t) => role(t, 'surete') },
  { kind: 'title-fr', body: { keywords: 'contrôleur CND' }, judge: (t) => role(t, 'cnd') },
  { kind: 'title-fr', body: { keywords: 'thermicienne' }, judge: (t) => role(t, 'thermicien') },
  { kind: 'title-fr', body: { keywords: 'ingénieur mise en service' }, judge: commissioning },

  // ------------------------------------------------------------------------------------------ place
  {
    kind: 'place',
    body: { keywords: 'ingénieur structure Lyon' },
    judge: (t) => combine(role(t, 'structure'), place(t, ['lyon-03'])),
  },
  {
    kind: 'place',
    body: { keywords: 'conducteur de travaux 92' },
    judge: (t) => combine(role(t, 'conducteur'), place(t, ['d-92'])),
  },
  {
    kind: 'place',
    body: { keywords: 'économiste Bouches-du-Rhône' },
    judge: (t) => combine(role(t, 'economiste'), place(t, ['d-13'])),
  },
  {
    kind: 'place',
    body: { keywords: 'radioprotection Cotentin' },
    judge: (t) => combine(role(t, 'radioprotection'), place(t, COTENTIN)),
    note: 'Cotentin: the north of the Manche department (Cherbourg, Flamanville, La Hague, Les Pieux, Valognes)',
  },
  {
    kind: 'place',
    body: { keywords: 'piping Dunkerque' },
    judge: (t) => combine(role(t, 'piping'), place(t, ['dunkerque'], ['gravelines', 'calais'])),
  },
  {
    kind: 'place',
    body: { keywords: 'planificateur IDF' },
    judge: (t) => combine(role(t, 'planner'), place(t, ['r-FR-11'])),
  },
  {
    kind: 'place',
    body: { keywords: 'HSE PACA' },
    judge: (t) => combine(role(t, 'hse'), place(t, ['r-FR-93'])),
  },
  {
    kind: 'place',
    body: { keywords: 'ingénieur électricité Genève' },
    judge: (t) => combine(role(t, 'electricite'), place(t, ['geneve'], GENEVE_NEAR)),
  },
  {
    kind: 'place',
    body: { keywords: 'BIM manager Belgique' },
    judge: (t) => combine(role(t, 'bim-manager'), place(t, ['p-BE'], BE_NEAR)),
  },
  {
    kind: 'place',
    body: { keywords: 'géomètre', workAreas: ['grand-est'] },
    judge: (t) => combine(role(t, 'geometre'), place(t, ['r-FR-44'])),
  },
  {
    kind: 'place',
    body: { keywords: 'project controls Luxembourg' },
    judge: (t) => combine(role(t, 'controls'), place(t, ['p-LU'], LU_NEAR)),
  },
  {
    kind: 'place',
    body: { keywords: 'commissioning AURA' },
    judge: (t) => combine(commissioning(t), place(t, ['r-FR-84'])),
  },

  // ------------------------------------------------------------------------------------------ seniority
  {
    kind: 'seniority',
    body: { keywords: 'ingénieur structure senior' },
    judge: (t) => combine(role(t, 'structure'), seniority(t, 'senior')),
  },
  {
    kind: 'seniority',
    body: { keywords: 'conducteur de travaux junior' },
    judge: (t) => combine(role(t, 'conducteur'), seniority(t, 'junior')),
  },
  {
    kind: 'seniority',
    body: { keywords: "économiste 10 ans d'expérience" },
    judge: (t) => combine(role(t, 'economiste'), years(t, 10)),
  },
  {
    kind: 'seniority',
    body: { keywords: 'piping engineer 15+ years' },
    judge: (t) => combine(role(t, 'piping'), years(t, 15)),
  },
  {
    kind: 'seniority',
    body: { keywords: 'planificateur', seniority: ['confirme'] },
    judge: (t) => combine(role(t, 'planner'), seniority(t, 'confirme')),
  },
  {
    kind: 'seniority',
    body: { keywords: 'BIM manager expert' },
    judge: (t) => combine(role(t, 'bim-manager'), seniority(t, 'expert')),
  },
  {
    kind: 'seniority',
    body: { keywords: 'ingénieure sûreté nucléaire débutante' },
    judge: (t) => combine(role(t, 'surete'), seniority(t, 'debutant')),
  },
  {
    kind: 'seniority',
    body: { keywords: 'chef de projet EPC 20 ans' },
    judge: (t) => combine(role(t, 'epc'), years(t, 20)),
  },
  {
    kind: 'seniority',
    body: { keywords: 'projeteur CVC 5 ans minimum' },
    judge: (t) => combine(role(t, 'proj-cvc'), years(t, 5)),
  },
  {
    kind: 'seniority',
    body: { keywords: 'HSE manager senior' },
    judge: (t) => combine(role(t, 'hse'), seniority(t, 'senior')),
  },
  {
    kind: 'seniority',
    body: { keywords: 'géomètre 3 à 5 ans' },
    judge: (t) => combine(role(t, 'geometre'), years(t, 3, 5)),
  },
  {
    kind: 'seniority',
    body: { keywords: 'ingénieur postes HTB 8 ans+' },
    judge: (t) => combine(role(t, 'postes'), years(t, 8)),
  },

  // ------------------------------------------------------------------------------------------ combo
  {
    kind: 'combo',
    body: { keywords: 'conducteur de travaux TCE Paris', available: true },
    judge: (t) => combine(role(t, 'conducteur-bat'), place(t, PARIS), availableNow(t)),
  },
  {
    kind: 'combo',
    body: { keywords: 'ingénieur CVC RE2020 Nantes' },
    judge: (t) => combine(role(t, 'cvc'), skill(t, 're2020', ['rt2012']), place(t, ['nantes'])),
  },
  {
    kind: 'combo',
    body: { keywords: 'piping stress Caesar II full remote' },
    judge: (t) => combine(pipingStress(t), skill(t, 'caesar'), fullRemote(t)),
  },
  {
    kind: 'combo',
    body: { keywords: 'BIM manager Genève anglais' },
    judge: (t) => combine(role(t, 'bim-manager'), place(t, ['geneve'], GENEVE_NEAR), lang(t, 'en', 2)),
  },
  {
    kind: 'combo',
    body: { keywords: 'planificateur Primavera nucléaire Normandie' },
    judge: (t) =>
      combine(role(t, 'planner'), skill(t, 'primavera', ['msproject']), sector(t, 'nucleaire'), place(t, ['r-FR-28'])),
  },
  {
    kind: 'combo',
    body: { keywords: "chargé d'affaires arrêt de tranche dispo janvier" },
    judge: (t) => combine(outage(t), availableBy(t, '2027-01-31')),
  },
  {
    kind: 'combo',
    body: { keywords: 'économiste de la construction 3 jours par semaine Paris' },
    judge: (t) => combine(role(t, 'economiste'), days(t, 3), place(t, PARIS)),
  },
  {
    kind: 'combo',
    body: { keywords: 'commissioning engineer oil & gas senior', available: true },
    judge: (t) =>
      combine(commissioning(t), sector(t, 'petrole', ['chimie', 'hydrogene']), seniority(t, 'senior'), availableNow(t)),
  },
  {
    kind: 'combo',
    body: { keywords: 'géomètre topographe véhiculé Manche' },
    judge: (t) => combine(role(t, 'geometre'), vehicle(t), place(t, ['d-50'])),
  },
  {
    kind: 'combo',
    body: { keywords: 'contract manager FIDIC anglais courant' },
    judge: (t) => combine(role(t, 'contract'), skill(t, 'fidic', ['nec']), lang(t, 'en', 3)),
  },
  {
    kind: 'combo',
    body: { keywords: 'ingénieur soudage IWE Saint-Nazaire' },
    judge: (t) => combine(role(t, 'soudage'), certs(t, ['iwe'], ['iwt']), place(t, ['saint-nazaire'])),
  },
  {
    kind: 'combo',
    body: { keywords: 'pilote OPC Paris TJM 550 max' },
    judge: (t) => combine(role(t, 'opc'), place(t, PARIS), rateMax(t, 550)),
  },

  // ------------------------------------------------------------------------------------------ grammar
  {
    kind: 'grammar',
    body: { keywords: '"ingénieur structure" -projeteur' },
    judge: (t) => (t.occ === 'proj-structure' ? 0 : role(t, 'structure')),
    note: 'draughtspeople are excluded by the recruiter; an engineer whose CV mentions projeteurs is still wanted',
  },
  {
    kind: 'grammar',
    body: { keywords: '"économiste de la construction" OR "quantity surveyor"' },
    judge: (t) => role(t, 'economiste'),
  },
  {
    kind: 'grammar',
    body: { keywords: '"pilote OPC" OR "ordonnancement pilotage coordination"' },
    judge: (t) => role(t, 'opc'),
  },
  {
    kind: 'grammar',
    body: { keywords: 'CVC -maintenance' },
    judge: (t) => (t.occ === 'tech-cvc' ? 0 : role(t, 'cvc-domain')),
    note: 'design people wanted, not maintenance technicians',
  },
  { kind: 'grammar', body: { keywords: '"arrêt de tranche" OR outage' }, judge: outage },
  {
    kind: 'grammar',
    body: { keywords: '"BIM manager" OR "BIM coordinator" OR "coordinateur BIM"' },
    judge: (t) => occGrade(t, { exact: ['bim-manager', 'bim-coord'], near: ['bim-modeleur'] }),
  },
  {
    kind: 'grammar',
    body: { keywords: '"conducteur de travaux" -VRD -TP' },
    judge: (t) =>
      occGrade(t, {
        exact: ['conducteur-travaux'],
        near: ['directeur-travaux'],
        related: ['chef-chantier', 'opc'],
      }),
    note: 'building site managers; civil-works site managers are excluded by the recruiter',
  },
  {
    kind: 'grammar',
    body: { keywords: '"contrôle commande" OR instrumentation OR "I&C"' },
    judge: (t) => role(t, 'ic'),
  },
  {
    kind: 'grammar',
    body: { keywords: '"chef de projet" EPC -informatique -IT' },
    judge: (t) => role(t, 'epc'),
  },
  {
    kind: 'grammar',
    body: { keywords: '"sûreté nucléaire" -radioprotection' },
    judge: (t) => (t.occ === 'radioprotection' ? 0 : role(t, 'surete')),
  },
  {
    kind: 'grammar',
    body: { keywords: 'planificateur "Primavera P6" OR planner "Primavera P6"' },
    judge: (t) => combine(role(t, 'planner'), skill(t, 'primavera', ['msproject'])),
  },
  {
    kind: 'grammar',
    body: { keywords: 'géotechnicien OR géotechnicienne OR "geotechnical engineer"' },
    judge: (t) => role(t, 'geotech'),
  },

  // ------------------------------------------------------------------------------------------ skill
  {
    kind: 'skill',
    body: { keywords: 'Caesar II' },
    judge: (t) => skillQuery(t, ['caesar'], ['ing-tuyauterie', 'ing-meca-nucleaire']),
  },
  {
    kind: 'skill',
    body: { keywords: 'Robot Structural Analysis Eurocodes' },
    judge: (t) => skillQuery(t, ['robot', 'eurocodes'], ['ing-structure', 'ing-oa'], ['scia', 'advance']),
  },
  {
    kind: 'skill',
    body: { keywords: 'Primavera P6' },
    judge: (t) =>
      skillQuery(t, ['primavera'], ['planificateur', 'controle-projet', 'opc', 'cp-industriel'], ['msproject']),
  },
  {
    kind: 'skill',
    body: { keywords: 'PVsyst' },
    judge: (t) =>
      t.skills.includes('pvsyst')
        ? 3
        : (t.occ === 'dev-enr' || t.occ === 'cp-construction-enr') && t.sectors.includes('solaire')
          ? 1
          : 0,
  },
  {
    kind: 'skill',
    body: { keywords: 'Plaxis' },
    judge: (t) => skillQuery(t, ['plaxis'], ['ing-geotech', 'ing-tunnels']),
  },
  {
    kind: 'skill',
    body: { keywords: 'RCC-M ESPN' },
    judge: (t) =>
      skillQuery(t, ['rccm', 'espn'], ['ing-meca-nucleaire', 'ing-tuyauterie', 'ing-soudage', 'inspecteur-expediting']),
  },
  {
    kind: 'skill',
    body: { keywords: 'Navisworks Solibri' },
    judge: (t) => skillQuery(t, ['navisworks', 'solibri'], ['bim-manager', 'bim-coord', 'bim-modeleur']),
  },
  {
    kind: 'skill',
    body: { keywords: 'ERTMS' },
    judge: (t) => skillQuery(t, ['ertms'], ['ing-signalisation'], ['cbtc']),
  },
  {
    kind: 'skill',
    body: { keywords: 'IEC 61850' },
    judge: (t) => skillQuery(t, ['iec61850'], ['ing-postes'], ['protections']),
  },
  {
    kind: 'skill',
    body: { keywords: 'Pléiades STD' },
    judge: (t) => skillQuery(t, ['pleiades', 'std'], ['thermicien', 'ing-cvc'], ['climawin']),
  },
  {
    kind: 'skill',
    body: { keywords: 'HAZOP SIL' },
    judge: (t) => skillQuery(t, ['hazop', 'sil'], ['ing-procedes', 'ing-instrumentation', 'ing-hydrogene']),
  },
  {
    kind: 'skill',
    body: { keywords: 'ISO 50001' },
    judge: (t) =>
      skillQuery(t, ['iso50001'], ['auditeur-energetique', 'thermicien']) === 3 || t.certs.includes('auditeur50001')
        ? 3
        : skillQuery(t, ['iso50001'], ['auditeur-energetique', 'thermicien']),
  },

  // ------------------------------------------------------------------------------------------ brief
  {
    kind: 'brief',
    body: {
      brief: 'Je cherche un ingénieur structure béton armé pour une mission de 6 mois à Lyon, démarrage en janvier.',
    },
    judge: (t) =>
      combine(
        role(t, 'structure'),
        place(t, ['lyon-03']),
        availableBy(t, '2027-01-31'),
        duration(t, ['3 a 6 mois', '6 a 12 mois']),
      ),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Looking for a commissioning engineer with oil and gas experience for a 12-month assignment around Fos-sur-Mer / Martigues. Fluent English required.',
    },
    judge: (t) =>
      combine(
        commissioning(t),
        sector(t, 'petrole', ['chimie', 'hydrogene']),
        place(t, ['fos-sur-mer', 'martigues'], ['d-13']),
        lang(t, 'en', 3),
      ),
  },
  {
    kind: 'brief',
    body: {
      brief: "Besoin d'un pilote OPC pour une opération de 80 logements en Île-de-France, 3 jours par semaine.",
    },
    judge: (t) => combine(role(t, 'opc'), place(t, ['r-FR-11']), days(t, 3)),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Need a senior planner with Primavera P6 for a nuclear new build project in Normandy (EPR2 at Penly), long-term assignment.',
    },
    judge: (t) =>
      combine(
        role(t, 'planner'),
        seniority(t, 'senior'),
        skill(t, 'primavera', ['msproject']),
        sector(t, 'nucleaire'),
        place(t, ['r-FR-28']),
      ),
  },
  {
    kind: 'brief',
    body: {
      brief: `MISSION FREELANCE – Chargé(e) d'affaires arrêt de tranche (H/F) – CNPE de Gravelines (59)

Dans le cadre des arrêts programmés 2027, notre client, prestataire de maintenance nucléaire de rang 1, recherche un(e) chargé(e) d'affaires pour piloter les activités de robinetterie et de mécanique pendant l'arrêt.

Missions :
- préparation des dossiers d'intervention et des analyses de risques ;
- coordination des équipes en zone contrôlée et suivi du planning d'arrêt ;
- reporting quotidien au chef de projet arrêt, interface avec l'exploitant.

Profil :
- 5 ans d'expérience minimum en maintenance nucléaire (CNPE) ;
- habilitations SCN1 et RP2 à jour ;
- démarrage mi-février 2027, mission de 4 mois, 5 jours sur site.`,
    },
    judge: (t) =>
      combine(
        outage(t),
        place(t, ['gravelines'], ['dunkerque', 'calais']),
        years(t, 5),
        certs(t, ['scn1', 'rp2']),
        availableBy(t, '2027-02-15'),
      ),
  },
  {
    kind: 'brief',
    body: {
      brief: `Freelance Contract Manager – Geneva – 12 months+

Our client, an international EPC contractor, is looking for a Contract Manager to support a hydropower and grid project managed from its Geneva office.

Responsibilities: contract administration under FIDIC (Red and Yellow Books), notices and variations, preparation and defence of claims, support to the project director in negotiations with the employer and subcontractors.

Requirements: 10 years in contract or claims management on large infrastructure or energy projects; FIDIC is a must; French and English both fluent (the employer works in French, the lenders in English). Swiss work permit or cross-border status appreciated. Start: as soon as possible.`,
    },
    judge: (t) =>
      combine(
        role(t, 'contract'),
        place(t, ['geneve'], GENEVE_NEAR),
        skill(t, 'fidic', ['nec']),
        langs(t, [
          ['fr', 3],
          ['en', 3],
        ]),
        years(t, 10),
      ),
  },
  {
    kind: 'brief',
    body: {
      brief: "Qui peut reprendre la conduite de travaux d'un chantier de bureaux à Bordeaux dès que possible ?",
    },
    judge: (t) => combine(role(t, 'conducteur-bat'), place(t, ['bordeaux']), availableNow(t)),
  },
  {
    kind: 'brief',
    body: {
      brief: 'Un économiste de la construction pour chiffrer des DPGF en phase PRO/DCE, en télétravail complet.',
    },
    judge: (t) => combine(role(t, 'economiste'), fullRemote(t)),
  },
  {
    kind: 'brief',
    body: {
      brief: 'BIM coordinator fluent in English and Dutch for a hospital project in Brussels.',
    },
    judge: (t) =>
      combine(
        role(t, 'bim-coord'),
        place(t, ['brussels'], BRU_NEAR),
        langs(t, [
          ['en', 3],
          ['nl', 3],
        ]),
      ),
  },
  {
    kind: 'brief',
    body: {
      brief: `Nous recherchons pour le compte d'un développeur indépendant un(e) chef de projet développement éolien terrestre, en freelance, pour 12 mois renouvelables.

Vous reprendrez un portefeuille de 5 projets en Grand Est (Meuse, Marne, Moselle) : sécurisation foncière, concertation avec les élus et les riverains, pilotage des bureaux d'études (étude d'impact, acoustique, paysage) et dépôt des dossiers d'autorisation environnementale.

Profil recherché : 5 ans d'expérience au moins en développement éolien, connaissance de la réglementation ICPE, permis B indispensable. Présence sur le terrain 2 à 3 jours par semaine, le reste en télétravail.`,
    },
    judge: (t) => combine(windDev(t), place(t, ['r-FR-44'], ['p-LU']), years(t, 5), vehicle(t)),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Structural engineer with seismic design experience (Eurocode 8) for a project in Switzerland, French speaking.',
    },
    judge: (t) => combine(role(t, 'structure'), skill(t, 'ec8'), place(t, ['p-CH'], CH_NEAR), lang(t, 'fr', 3)),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Je cherche une ingénieure HSE pour un chantier de raffinerie près du Havre, habilitée ATEX, dispo début janvier.',
    },
    judge: (t) =>
      combine(
        role(t, 'hse'),
        place(t, ['le-havre'], ['gonfreville-l-orcher', 'port-jerome-sur-seine']),
        t.certs.includes('atex') || t.skills.includes('atex') ? 'ok' : 'near',
        availableBy(t, '2027-01-08'),
      ),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'We need an I&C engineer to support a DCS migration at a chemical plant near Roussillon (Isère), 4 days a week on site.',
    },
    judge: (t) =>
      combine(
        role(t, 'ic'),
        skill(t, 'dcs', ['plc']),
        place(t, ['roussillon'], ['salaise-sur-sanne', 'd-38', 'vienne']),
        days(t, 4),
        sectorPlus(t, 'chimie', ['petrole']),
      ),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Expert en sûreté nucléaire pour rédiger des chapitres du rapport de sûreté, plus de 15 ans d’expérience, télétravail partiel possible.',
    },
    judge: (t) => combine(role(t, 'surete'), years(t, 15), plus(t, 'rapportsurete')),
  },
  {
    kind: 'brief',
    body: {
      brief: 'Energy auditor to run ISO 50001 / EN 16247 audits across industrial sites in Luxembourg and Belgium.',
    },
    judge: (t) => combine(role(t, 'audit'), place(t, ['p-LU', 'p-BE'], [...LU_NEAR, ...BE_NEAR])),
  },
  {
    kind: 'brief',
    body: {
      brief: 'Dessinateur projeteur en électricité CFO/CFA sous Revit, mission de 3 mois à Marseille.',
    },
    judge: (t) => combine(role(t, 'proj-elec'), skill(t, 'revit', ['autocad']), place(t, ['marseille-08'])),
  },
];
