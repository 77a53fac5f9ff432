// set-23 queries: what a recruiter placing interim managers and experts in non-IT functions types or pastes.
import type { Truth } from './corpus';
import {
  B,
  INDUSTRY,
  NOW,
  P,
  SAP,
  Y,
  daysV,
  durationV,
  dz,
  fullRemoteV,
  is,
  judge,
  langV,
  rateV,
  remoteOkV,
  sectorV,
  skillV,
  toolV,
  type G,
  type Need,
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
    page?: number;
    limit?: number;
  };
  judge: (t: Truth) => 0 | 1 | 2 | 3;
  note?: string;
}

const q = (kind: string, body: Query['body'], need: Need, note?: string): Query => ({
  kind,
  body,
  judge: judge(need),
  ...(note ? { note } : {}),
});
const kw = (kind: string, keywords: string, need: Need, note?: string): Query => q(kind, { keywords }, need, note);

// ------------------------------------------------------------------------------------------------ special bases
const cdgInd = (t: Truth): G =>
  t.occ === 'cdg-ind'
    ? 3
    : t.occ === 'cdg'
      ? t.sectors.some((s) => INDUSTRY.includes(s))
        ? 2
        : 1
      : ['fpa', 'lean', 'chef-compta'].includes(t.occ)
        ? 1
        : 0;
const SUPPLY_PLANNING = ['demand', 'supply-plan', 'scm'];
const sop = (t: Truth): G =>
  SUPPLY_PLANNING.includes(t.occ) ? (t.skills.includes('S&OP') ? 3 : 2) : ['appro', 'ordo'].includes(t.occ) ? 1 : 0;
const cpim = (t: Truth): G =>
  t.certs.includes('CPIM')
    ? 3
    : t.certs.includes('CSCP')
      ? 2
      : [...SUPPLY_PLANNING, 'appro', 'ordo'].includes(t.occ)
        ? 1
        : 0;
const gmao = (t: Truth): G =>
  t.occ === 'maintenance'
    ? 3
    : t.tools.some(is('Carl Source', 'Maximo', 'SAP PM'))
      ? 2
      : ['methodes', 'dir-usine', 'prod'].includes(t.occ)
        ? 1
        : 0;
const dscg = (t: Truth): G =>
  t.diplomas.includes('DSCG') || t.diplomas.includes('DEC')
    ? 3
    : t.diplomas.includes('DCG') || t.diplomas.includes('Master CCA')
      ? 1
      : 0;
const iatf = (t: Truth): G =>
  !['qualite', 'sqe'].includes(t.occ)
    ? 0
    : t.certs.includes('IATF 16949')
      ? 3
      : t.sectors.includes('automobile')
        ? 2
        : 1;
const blackBelt = (t: Truth): G =>
  t.certs.includes('Lean Six Sigma Black Belt')
    ? 3
    : t.certs.includes('Lean Six Sigma Green Belt')
      ? 2
      : t.occ === 'lean'
        ? 1
        : 0;
const procurementMgr = (t: Truth): G =>
  t.occ === 'dir-achats'
    ? 3
    : t.occ === 'category'
      ? 2
      : t.occ === 'acheteur'
        ? t.years >= 8
          ? 2
          : 1
        : ['appro', 'scm'].includes(t.occ)
          ? 1
          : 0;
const taManager = (t: Truth): G =>
  t.occ === 'recrut' ? (t.years >= 5 ? 3 : 2) : ['rrh', 'hrbp', 'drh'].includes(t.occ) ? 1 : 0;
const chefCompta = (t: Truth): G =>
  t.occ === 'chef-compta'
    ? 3
    : t.occ === 'raf'
      ? 2
      : t.occ === 'comptable'
        ? t.years >= 6
          ? 2
          : 1
        : ['conso', 'cdg', 'daf'].includes(t.occ)
          ? 1
          : 0;
const enrPv = (t: Truth): G =>
  t.occ === 'enr' ? (t.skills.includes('Photovoltaïque') ? 3 : 2) : t.occ === 'energy' ? 1 : 0;
const categoryOr = (t: Truth): G =>
  t.occ === 'category'
    ? 3
    : t.occ === 'dir-achats'
      ? 2
      : t.occ === 'acheteur'
        ? t.years >= 5
          ? 2
          : 1
        : t.occ === 'appro'
          ? 1
          : 0;
const procurementLead = (t: Truth): G =>
  t.occ === 'dir-achats'
    ? 3
    : t.occ === 'category'
      ? t.skills.includes('Achats indirects')
        ? 3
        : 2
      : t.occ === 'acheteur'
        ? 1
        : 0;
const scmDirector = (t: Truth): G =>
  t.occ === 'scm'
    ? t.years >= 10
      ? 3
      : 2
    : ['logistique', 'supply-plan', 'demand', 'dir-indus'].includes(t.occ)
      ? 1
      : 0;
const lawyers = ['juriste-aff', 'juriste-corp', 'juriste-soc', 'dir-jur'];

// ------------------------------------------------------------------------------------------------ places
const LYON = P.depts(['69'], ['84']);
const GENEVE = P.region('CH', 'GE', [{ c: 'CH', r: 'VD' }, dz('74'), dz('01')]);
const LUX = P.country('LU', [dz('57'), dz('54'), { c: 'BE', r: 'WAL', d: 'WLX' }]);
const ROMANDIE = {
  ok: ['GE', 'VD', 'NE', 'FR', 'VS', 'JU'].map((r) => ({ c: 'CH', r })),
  near: [{ c: 'CH' }, dz('74')],
};

export const QUERIES: Query[] = [
  // ---------------------------------------------------------------------------------------------- abbrev
  kw('abbrev', 'DAF', { base: B.daf }),
  kw('abbrev', 'DRH', { base: B.drh }),
  kw('abbrev', 'HRBP', { base: B.hrbp }),
  kw('abbrev', 'DPO RGPD', { base: B.dpo }),
  kw('abbrev', 'QHSE', { base: { ok: ['hse'], near: ['qualite'], rel: ['energy', 'sqe'] } }),
  kw('abbrev', 'FP&A', { base: B.fpa }),
  kw('abbrev', 'CPIM', { base: cpim }, 'the APICS/ASCM certification; CSCP is near'),
  kw('abbrev', 'SQE automobile', { base: B.sqe, and: [(t) => sectorV(t, ['automobile'])] }),
  kw('abbrev', 'ADV', { base: B.adv }),
  kw('abbrev', 'KAM', { base: B.kam }),
  kw('abbrev', 'OPC', { base: B.opc }),
  kw('abbrev', 'GMAO', { base: gmao }),
  kw('abbrev', 'DSCG', { base: dscg }, 'the diploma; DEC holders have it too'),
  kw('abbrev', 'S&OP', { base: sop }),
  kw('abbrev', 'C&B', { base: B.cb }),
  kw('abbrev', 'IATF 16949', { base: iatf }),

  // ---------------------------------------------------------------------------------------------- title-en
  kw('title-en', 'CFO', { base: B.daf }),
  kw('title-en', 'Financial Controller', { base: B.cdg }),
  kw('title-en', 'Treasurer', { base: B.treso }),
  kw('title-en', 'Plant Manager', { base: B.dirUsine }),
  kw('title-en', 'Supply Chain Manager', { base: B.scm }),
  kw('title-en', 'Procurement Manager', { base: procurementMgr }),
  kw('title-en', 'Talent Acquisition Manager', { base: taManager }),
  kw('title-en', 'Payroll Manager', { base: B.paieResp }),
  kw('title-en', 'Legal Counsel', { base: B.juristes }),
  kw('title-en', 'Continuous Improvement Manager', { base: B.lean }),
  kw('title-en', 'Quantity Surveyor', { base: B.eco }),
  kw('title-en', 'Energy Manager', { base: B.energy }),
  kw('title-en', 'Demand Planner', { base: B.demand }),
  kw('title-en', 'Internal Auditor', { base: B.audit }),

  // ---------------------------------------------------------------------------------------------- title-fr
  kw('title-fr', 'contrôleuse de gestion', { base: B.cdg }),
  kw('title-fr', 'controleur de gestion industriel', { base: cdgInd }),
  kw('title-fr', 'acheteuse', { base: B.acheteur }),
  kw('title-fr', 'responsable paie', { base: B.paieResp }),
  kw('title-fr', 'conductrice de travaux', { base: B.conducteur }),
  kw('title-fr', 'juriste droit social', { base: B.juristeSoc }),
  kw('title-fr', 'responsable amélioration continue', { base: B.lean }),
  kw('title-fr', 'trésorière', { base: B.treso }),
  kw('title-fr', 'économiste de la construction', { base: B.eco }),
  kw('title-fr', "responsable d'entrepôt", { base: B.entrepot }),
  kw('title-fr', 'chargée de recrutement', { base: B.recrut }),
  kw('title-fr', 'ingénieur méthodes', { base: B.methodes }),
  kw('title-fr', 'directrice usine', { base: B.dirUsine }),
  kw('title-fr', 'chef comptable', { base: chefCompta }),

  // ---------------------------------------------------------------------------------------------- place
  kw('place', 'contrôleur de gestion Lyon', { base: B.cdg, place: LYON }),
  kw('place', 'acheteur 69', { base: B.acheteur, place: P.dept('69') }),
  kw('place', 'DAF région parisienne', { base: B.daf, place: P.idf() }),
  kw('place', 'responsable maintenance Hauts-de-France', { base: B.maintenance, place: P.region('FR', '32') }),
  kw('place', 'responsable logistique Nord-Pas-de-Calais', {
    base: B.logistique,
    place: P.depts(['59', '62'], ['32']),
  }),
  kw('place', 'RRH PACA', { base: B.rrh, place: P.region('FR', '93') }),
  kw('place', 'responsable qualité Alsace', { base: B.qualite, place: P.depts(['67', '68'], ['44']) }),
  kw('place', 'HSE Bouches-du-Rhône', { base: B.hse, place: P.dept('13') }),
  kw('place', 'conducteur de travaux Genève', { base: B.conducteur, place: GENEVE }),
  kw('place', 'contrôleur financier Luxembourg', { base: B.cdg, place: LUX }),
  kw('place', 'DRH Belgique', { base: B.drh, place: P.country('BE', [dz('59')]) }),
  kw('place', 'supply chain Suisse romande', { base: B.scm, place: ROMANDIE }),
  kw('place', 'acheteur Rhône-Alpes', {
    base: B.acheteur,
    place: P.depts(['01', '07', '26', '38', '42', '69', '73', '74'], ['84']),
  }),
  kw('place', 'responsable ADV Hauts-de-Seine', { base: B.adv, place: P.dept('92') }),

  // ---------------------------------------------------------------------------------------------- seniority
  kw('seniority', 'contrôleur de gestion senior', { base: B.cdg, years: Y.senior }),
  kw('seniority', 'acheteur junior', { base: B.acheteur, years: Y.junior }),
  kw('seniority', "DAF 15 ans d'expérience", { base: B.daf, years: Y.atLeast(15, 3) }),
  kw('seniority', 'gestionnaire de paie confirmée', { base: B.paie, years: Y.confirme }),
  kw('seniority', 'ingénieur méthodes expérimenté', { base: B.methodes, years: Y.atLeast(5) }),
  kw('seniority', 'HRBP 10 ans', { base: B.hrbp, years: Y.atLeast(10) }),
  kw('seniority', 'comptable débutant', { base: B.comptable, years: { max: 2, above: 1 } }),
  kw('seniority', "supply planner 5 ans d'expérience", { base: B.supplyPlan, years: Y.atLeast(5) }),
  kw('seniority', 'conducteur de travaux sénior', { base: B.conducteur, years: Y.senior }),
  kw('seniority', 'juriste expert', { base: B.juristes, years: Y.expert }),
  kw('seniority', 'responsable qualité 3-5 ans', { base: B.qualite, years: Y.range(3, 5) }),
  kw('seniority', 'chef de projet photovoltaïque junior', { base: enrPv, years: Y.junior }),

  // ---------------------------------------------------------------------------------------------- combo
  kw('combo', 'contrôleur de gestion industriel Lyon disponible', { base: cdgInd, place: LYON, avail: NOW }),
  kw('combo', 'DAF de transition Nantes disponible immédiatement', {
    base: B.daf,
    interim: true,
    place: P.depts(['44'], ['52']),
    avail: NOW,
  }),
  kw('combo', 'acheteur SAP Toulouse', {
    base: B.acheteur,
    place: P.depts(['31'], ['76']),
    and: [(t) => toolV(t, SAP, is('Oracle', 'Sage X3', 'Dynamics 365'))],
  }),
  kw('combo', 'responsable paie ADP full remote', {
    base: B.paieResp,
    and: [(t) => toolV(t, is('ADP'), is('Silae', 'Sage Paie', 'SAP HCM', 'Cegid HR', 'Workday')), fullRemoteV],
  }),
  kw('combo', 'HRBP anglais courant Paris', { base: B.hrbp, place: P.idf(), and: [(t) => langV(t, 'en', 'C1')] }),
  kw('combo', 'responsable maintenance GMAO senior Grand Est', {
    base: B.maintenance,
    years: Y.senior,
    place: P.region('FR', '44'),
  }),
  kw('combo', 'supply chain manager allemand Alsace', {
    base: B.scm,
    place: P.depts(['67', '68'], ['44']),
    and: [(t) => langV(t, 'de', 'B2')],
  }),
  kw('combo', 'DPO temps partiel', { base: B.dpo, and: [(t) => daysV(t, 3)] }),
  kw('combo', 'trésorier Kyriba Genève', {
    base: B.treso,
    place: GENEVE,
    and: [(t) => toolV(t, is('Kyriba'), is('SAP TRM', 'Sage FRP Treasury'))],
  }),
  kw('combo', 'conducteur de travaux Bordeaux sénior dispo', {
    base: B.conducteur,
    place: P.depts(['33'], ['75']),
    years: Y.senior,
    avail: NOW,
  }),
  kw('combo', 'responsable qualité IATF disponible janvier', {
    base: { ok: ['qualite', 'sqe'], rel: ['hse', 'lean'] },
    avail: ['2027-01-31', '2027-02-28'],
    and: [(t) => (t.certs.includes('IATF 16949') ? 'ok' : t.sectors.includes('automobile') ? 'near' : 'fail')],
  }),
  kw('combo', 'consolidation IFRS anglais Luxembourg', {
    base: B.conso,
    place: LUX,
    and: [(t) => langV(t, 'en', 'C1')],
  }),
  kw('combo', 'chef de projet ENR photovoltaïque Occitanie', { base: enrPv, place: P.region('FR', '76') }),
  kw('combo', 'DRH transition Belgique néerlandais', {
    base: B.drh,
    interim: true,
    place: P.country('BE'),
    and: [(t) => langV(t, 'nl', 'B2')],
  }),
  kw('combo', 'controleur de gestion IDF TJM max 650', { base: B.cdg, place: P.idf(), and: [(t) => rateV(t, 650)] }),

  // ---------------------------------------------------------------------------------------------- grammar
  kw('grammar', '"contrôleur de gestion industriel"', { base: cdgInd }),
  kw('grammar', 'acheteur -junior', { base: B.acheteur, exclude: (t) => t.years <= 2 }, 'juniors are 0'),
  kw('grammar', 'DAF OR RAF', {
    base: { ok: ['daf', 'raf'], rel: ['chef-compta', 'fpa', 'cdg', 'conso', 'treso'] },
  }),
  kw('grammar', '"management de transition" DRH', { base: B.drh, interim: true }),
  kw(
    'grammar',
    '"supply chain" -SAP',
    { base: B.scm, exclude: (t) => t.tools.some(SAP) || t.family === 'it' },
    'profiles with any SAP tool are 0',
  ),
  kw('grammar', '"responsable HSE" OR "responsable QHSE"', { base: B.hse }),
  kw(
    'grammar',
    'juriste -social',
    {
      base: { ok: ['juriste-aff', 'juriste-corp'], near: ['dir-jur', 'contract-mgr', 'dpo'], rel: ['compliance'] },
      exclude: (t) => t.occ === 'juriste-soc',
    },
    'employment lawyers are 0',
  ),
  kw('grammar', '"Lean Six Sigma" "black belt"', { base: blackBelt }),
  kw('grammar', '"chef comptable" Lille OR "responsable comptable" Lille', {
    base: B.chefCompta,
    place: P.depts(['59'], ['32']),
  }),
  kw('grammar', '"conducteur de travaux" -junior', { base: B.conducteur, exclude: (t) => t.years <= 2 }),
  kw('grammar', '"category manager" OR "acheteur famille"', { base: categoryOr }),
  kw(
    'grammar',
    '"contract manager" -juriste',
    {
      base: { ok: ['contract-mgr'], rel: ['acheteur', 'category', 'ing-travaux', 'bizdev'] },
      exclude: (t) => lawyers.includes(t.occ),
    },
    'lawyers are 0',
  ),

  // ---------------------------------------------------------------------------------------------- brief
  q(
    'brief',
    {
      brief:
        'Je cherche un DAF de transition pour une PME industrielle de 200 personnes près de Lyon, mission de 6 mois, démarrage rapide.',
    },
    {
      base: B.daf,
      interim: true,
      place: LYON,
      avail: [NOW[1], '2027-01-31'],
      and: [(t) => durationV(t, ['3 a 6 mois', '6 a 12 mois'])],
    },
  ),
  q(
    'brief',
    {
      brief:
        'We need an interim Plant Manager for a food processing site in Brittany (French speaking), starting in January.',
    },
    {
      base: B.dirUsine,
      interim: true,
      place: P.region('FR', '53', [dz('44')]),
      avail: ['2027-01-31', '2027-02-28'],
      and: [(t) => sectorV(t, ['agroalimentaire']), (t) => langV(t, 'fr', 'C1')],
    },
  ),
  q(
    'brief',
    {
      brief:
        "Besoin d'un responsable paie pour reprendre la paie de 400 salariés sous Silae, 3 jours par semaine, en grande partie à distance.",
    },
    {
      base: (t) => (t.occ === 'paie-resp' ? 3 : t.occ === 'paie' ? (t.years >= 5 ? 3 : 2) : t.occ === 'sirh' ? 1 : 0),
      and: [
        (t) => toolV(t, is('Silae'), is('ADP', 'Sage Paie', 'Cegid HR', 'SAP HCM', 'Workday')),
        (t) => daysV(t, 3),
        remoteOkV,
      ],
    },
  ),
  q(
    'brief',
    {
      brief:
        'Consolideur IFRS pour un groupe coté, clôture annuelle, anglais indispensable, poste basé à Paris La Défense.',
      workAreas: ['ile-de-france'],
    },
    { base: B.conso, place: P.idf(), and: [(t) => langV(t, 'en', 'C1')] },
  ),
  q(
    'brief',
    {
      brief:
        'Looking for a procurement lead to run a cost-reduction programme on indirect spend for an industrial group, based in Geneva or willing to work in Geneva four days a week.',
    },
    { base: procurementLead, place: GENEVE },
  ),
  q(
    'brief',
    {
      brief:
        'Un responsable HSE pour un site Seveso seuil haut dans la vallée de la chimie, au sud de Lyon. Expérience ICPE indispensable.',
    },
    {
      base: B.hse,
      place: P.depts(['69', '38'], ['84']),
      and: [(t) => skillV(t, ['Seveso'], ['ICPE'])],
    },
  ),
  q(
    'brief',
    {
      brief:
        'Chef de projet photovoltaïque pour le développement de centrales au sol en Nouvelle-Aquitaine (foncier, permis, raccordement).',
    },
    { base: enrPv, place: P.region('FR', '75') },
  ),
  q(
    'brief',
    {
      brief:
        'HR Business Partner for a Belgian industrial group, Dutch and French required, offices in Brussels and Antwerp.',
      workAreas: ['belgique'],
    },
    {
      base: B.hrbp,
      place: {
        ok: [
          { c: 'BE', r: 'BRU' },
          { c: 'BE', r: 'VLG' },
        ],
        near: [{ c: 'BE', r: 'WAL' }],
      },
      and: [(t) => langV(t, 'nl', 'B2'), (t) => langV(t, 'fr', 'B2')],
    },
  ),
  q(
    'brief',
    {
      brief:
        "Nous cherchons quelqu'un pour piloter le S&OP et fiabiliser les prévisions de ventes d'un industriel agroalimentaire.",
    },
    {
      base: (t) =>
        t.occ === 'demand'
          ? 3
          : ['supply-plan', 'scm'].includes(t.occ)
            ? t.skills.includes('S&OP')
              ? 3
              : 2
            : ['appro', 'ordo', 'bi'].includes(t.occ)
              ? 1
              : 0,
      and: [(t) => sectorV(t, ['agroalimentaire'])],
    },
  ),
  q(
    'brief',
    {
      brief:
        "Remplacement d'un congé maternité : contrôleuse de gestion usine, 5 mois, site entre Besançon et Montbéliard.",
    },
    { base: cdgInd, place: P.depts(['25', '90'], ['27']), and: [(t) => durationV(t, ['3 a 6 mois'])] },
  ),
  q(
    'brief',
    {
      brief:
        'Experienced Data Protection Officer to set up a GDPR compliance programme for a private hospital group. Part-time is fine.',
    },
    { base: B.dpo, years: Y.atLeast(5), and: [(t) => sectorV(t, ['santé'])] },
  ),
  q(
    'brief',
    {
      brief:
        'Directeur industriel de transition pour redresser un site de plasturgie en difficulté en Auvergne (Puy-de-Dôme / Allier).',
      seniority: ['senior', 'expert'],
    },
    {
      base: B.dirIndus,
      interim: true,
      place: P.depts(['03', '15', '43', '63'], ['84']),
      and: [(t) => sectorV(t, ['plasturgie'])],
    },
  ),
  q(
    'brief',
    {
      brief:
        'Juriste contrats pour la revue des contrats fournisseurs et clients, anglais courant, deux jours par semaine sur Marseille.',
    },
    {
      base: { ok: ['juriste-aff'], near: ['contract-mgr', 'dir-jur', 'juriste-corp'], rel: ['juriste-soc'] },
      place: P.depts(['13'], ['93']),
      and: [(t) => langV(t, 'en', 'C1'), (t) => daysV(t, 2)],
    },
  ),
  q(
    'brief',
    {
      brief:
        'Warehouse manager for the start-up of a new e-commerce distribution centre near Lille, including the WMS go-live.',
    },
    {
      base: B.entrepot,
      place: P.depts(['59'], ['32']),
      and: [(t) => toolV(t, is('Manhattan WMS', 'Reflex WMS', 'SAP EWM'), undefined, true)],
    },
  ),
  q(
    'brief',
    {
      brief:
        'Économiste de la construction pour chiffrer des lots TCE sur des programmes de logements collectifs, secteur Toulouse.',
    },
    { base: B.eco, place: P.depts(['31'], ['76']) },
  ),
  q(
    'brief',
    {
      brief:
        'Interim CFO for a fund services company in Luxembourg: IFRS reporting, bank relations, team of 8. English and French, immediate start.',
      workAreas: ['luxembourg'],
    },
    { base: B.daf, place: LUX, avail: NOW, and: [(t) => langV(t, 'en', 'C1')] },
  ),
  q(
    'brief',
    {
      brief: `MANAGEMENT DE TRANSITION – Responsable comptable / Chef comptable H/F – Rouen (76)

Notre client, filiale d'un groupe industriel (CA 80 M€, 350 salariés), recherche un chef comptable de transition suite au départ de la titulaire du poste.

Missions :
- Encadrer une équipe de 5 comptables (fournisseurs, clients, général)
- Assurer les clôtures mensuelles et préparer la clôture annuelle avec les commissaires aux comptes
- Fiabiliser les comptes après la migration vers Sage X3
- Préparer la liasse fiscale et les déclarations de TVA
- Être l'interlocuteur du contrôle de gestion et du DAF groupe

Profil : 8 ans minimum en comptabilité dont une expérience d'encadrement, maîtrise de Sage X3 appréciée.
Démarrage : mi-décembre, mission de 6 mois, sur site 4 à 5 jours par semaine.`,
    },
    {
      base: chefCompta,
      years: Y.atLeast(8),
      place: P.depts(['76'], ['28']),
      avail: ['2026-12-20', '2027-01-15'],
      and: [(t) => toolV(t, is('Sage X3'), is('SAP FI/CO', 'Cegid', 'Sage 100', 'Oracle'), true)],
    },
  ),
  q(
    'brief',
    {
      brief: `Interim Supply Chain Director – Vaud, Switzerland – 9 to 12 months

A Swiss manufacturer of medical devices (600 employees, two plants) is looking for an interim Supply Chain Director while it recruits a permanent head.

Scope: demand and supply planning, procurement operations, warehouse and distribution, customer service. You will stabilise the S&OP process, bring inventories under control after a difficult ERP go-live (SAP S/4HANA) and lead a team of 35.

Requirements: 10+ years in supply chain leadership in manufacturing, experience of S&OP, fluent English and French (German a plus), on site in the canton of Vaud at least four days a week. Start in January.`,
    },
    {
      base: scmDirector,
      place: {
        ok: [{ c: 'CH', r: 'VD' }],
        near: [{ c: 'CH', r: 'GE' }, { c: 'CH', r: 'NE' }, { c: 'CH', r: 'FR' }, { c: 'CH' }],
      },
      and: [(t) => langV(t, 'en', 'C1'), (t) => langV(t, 'fr', 'C1')],
    },
  ),
  q(
    'brief',
    {
      brief: `Mission de transition – Responsable maintenance H/F – Vendée (85)

Site agroalimentaire de 220 personnes (produits frais, 3x8). Suite à un arrêt longue durée, nous recherchons un responsable maintenance de transition pour 4 mois, disponible immédiatement.

- Management de 14 techniciens et d'un planificateur
- Relance du plan de maintenance préventive et fiabilisation de la GMAO
- Démarche TPM sur les lignes de conditionnement
- Suivi du budget maintenance et des travaux neufs

Expérience confirmée en industrie agroalimentaire souhaitée.`,
      available: true,
    },
    {
      base: B.maintenance,
      place: P.dept('85'),
      avail: NOW,
      and: [(t) => sectorV(t, ['agroalimentaire'])],
    },
  ),
  q(
    'brief',
    {
      brief: `DRH de transition H/F – Moselle (Metz)

Groupe industriel de 900 salariés, 3 sites en Lorraine. Dans le cadre d'une restructuration, le groupe recherche un DRH de transition pour piloter un PSE d'environ 120 postes : information-consultation du CSE, négociation de l'accord majoritaire avec les organisations syndicales, mesures d'accompagnement, relation avec la DREETS.

Profil : DRH expérimenté ayant déjà conduit au moins un PSE, solide pratique du dialogue social en environnement industriel. Mission de 6 mois, présence sur site 4 jours par semaine.`,
    },
    {
      base: B.drh,
      interim: true,
      place: P.depts(['57'], ['44']),
      and: [(t) => skillV(t, ['PSE'], ['Relations sociales', 'Dialogue social', 'Réorganisation'])],
    },
  ),
];
