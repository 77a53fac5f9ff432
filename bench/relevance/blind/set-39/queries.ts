/**
 * set-39 queries: a recruiter at a staffing firm placing independent health and care professionals.
 * Judges grade from the Truth only (judge.ts holds the conventions).
 */
import { AFGSU_FAMILIES, NOW, OTHER_NURSES, PLACES, best, need, type Need } from './judge';
import type { Truth } from './model';

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

const P = (k: string) => {
  const p = PLACES[k];
  if (!p) throw new Error(`unknown place ${k}`);
  return p;
};

// recurring readings
const IDE: Need = { occ: ['ide'], near: OTHER_NURSES('ide'), related: ['cadresante', 'respssiad'] };
const IDE_BLOC_AS_IBODE: Need = { occ: ['ide'], units: ['bloc'], unitHard: true, cap: 2 };
const AS: Need = { occ: ['as'], near: ['aes'], related: ['ash', 'ap'] };
const MG: Need = { occ: ['medgen'] };
const MEDCO: Need = { occ: ['medco'], near: ['geriatre'], related: ['idec'] };
const DIR_EHPAD: Need = { occ: ['direhpad'], related: ['idec', 'medco', 'respssiad'] };
const CADRE: Need = { occ: ['cadresante'], near: ['cadresup'], related: ['idec'] };

function withNeed(base: Need, extra: Need): Need {
  return { ...base, ...extra };
}

export const QUERIES: Query[] = [
  // ------------------------------------------------------------------ abbrev
  {
    kind: 'abbrev',
    body: { keywords: 'IDE' },
    judge: need(IDE),
    note: 'infirmier diplômé d’État; other nurses hold the DE too (2)',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'IBODE' },
    judge: best({ occ: ['ibode'], related: ['iade', 'cadresante'] }, IDE_BLOC_AS_IBODE),
    note: 'an IDE with theatre experience can work as faisant fonction (2)',
  },
  { kind: 'abbrev', body: { keywords: 'IADE' }, judge: need({ occ: ['iade'], related: ['anesth'] }) },
  {
    kind: 'abbrev',
    body: { keywords: 'IDEC EHPAD' },
    judge: need({
      occ: ['idec'],
      near: ['respssiad', 'cadresante'],
      related: ['ide', 'medco', 'direhpad'],
      settings: ['ehpad'],
    }),
  },
  {
    kind: 'abbrev',
    body: { keywords: 'MK DE' },
    judge: need({ occ: ['kine'] }),
    note: 'masseur-kinésithérapeute diplômé d’État',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'MERM scanner' },
    judge: need({ occ: ['manip'], related: ['radiologue'], skills: ['scanner'] }),
    note: 'manipulateur en électroradiologie médicale',
  },
  { kind: 'abbrev', body: { keywords: 'TIM PMSI' }, judge: need({ occ: ['tim'], near: ['meddim'] }) },
  {
    kind: 'abbrev',
    body: { keywords: 'AS EHPAD nuit' },
    judge: need(withNeed(AS, { settings: ['ehpad'], nights: true })),
    note: 'aide-soignant; night work is required',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'ARM SAMU' },
    judge: need({ occ: ['arm'], related: ['urgentiste'], strictRelated: true }),
  },

  // ------------------------------------------------------------------ title-fr
  {
    kind: 'title-fr',
    body: { keywords: 'infirmière puéricultrice' },
    judge: need({ occ: ['puer'], related: ['ap', 'sagefemme'] }),
  },
  { kind: 'title-fr', body: { keywords: 'aide-soignante' }, judge: need(AS) },
  { kind: 'title-fr', body: { keywords: 'masseur-kinésithérapeute' }, judge: need({ occ: ['kine'] }) },
  { kind: 'title-fr', body: { keywords: 'médecin coordonnateur' }, judge: need(MEDCO) },
  { kind: 'title-fr', body: { keywords: 'sage-femme' }, judge: need({ occ: ['sagefemme'], related: ['puer', 'ap'] }) },
  { kind: 'title-fr', body: { keywords: "directrice d'EHPAD" }, judge: need(DIR_EHPAD) },
  { kind: 'title-fr', body: { keywords: 'cadre de santé' }, judge: need(CADRE) },
  {
    kind: 'title-fr',
    body: { keywords: 'manipulatrice radio' },
    judge: need({ occ: ['manip'], related: ['radiologue'] }),
  },
  {
    kind: 'title-fr',
    body: { keywords: 'pharmacien hospitalier' },
    judge: need({ occ: ['pharmhosp'], related: ['biologiste'] }),
  },

  // ------------------------------------------------------------------ title-en
  {
    kind: 'title-en',
    body: { keywords: 'registered nurse' },
    judge: need({ occ: ['ide'], near: OTHER_NURSES('ide') }),
  },
  { kind: 'title-en', body: { keywords: 'locum GP' }, judge: need(MG) },
  {
    kind: 'title-en',
    body: { keywords: 'theatre nurse' },
    judge: best({ occ: ['ibode'], related: ['iade'] }, IDE_BLOC_AS_IBODE),
  },
  {
    kind: 'title-en',
    body: { keywords: 'care home manager' },
    judge: need(withNeed(DIR_EHPAD, { related: ['idec', 'respssiad', 'cadresante', 'medco'] })),
  },
  { kind: 'title-en', body: { keywords: 'physiotherapist' }, judge: need({ occ: ['kine'] }) },
  {
    kind: 'title-en',
    body: { keywords: 'occupational therapist' },
    judge: need({ occ: ['ergo'] }),
    note: 'ergothérapeute; occupational health staff are not relevant',
  },
  { kind: 'title-en', body: { keywords: 'speech and language therapist' }, judge: need({ occ: ['orthophoniste'] }) },
  { kind: 'title-en', body: { keywords: 'clinical coder' }, judge: need({ occ: ['tim'], near: ['meddim'] }) },
  {
    kind: 'title-en',
    body: { keywords: 'HL7 integration engineer' },
    judge: best({ occ: ['interop'] }, { occ: ['devsante', 'cpdpi'], skills: ['hl7'], skillsHard: true, cap: 2 }),
  },

  // ------------------------------------------------------------------ place
  { kind: 'place', body: { keywords: 'infirmier Lyon' }, judge: need(withNeed(IDE, { place: P('lyon') })) },
  { kind: 'place', body: { keywords: 'aide-soignant 93' }, judge: need(withNeed(AS, { place: P('seineSaintDenis') })) },
  { kind: 'place', body: { keywords: 'kiné Bretagne' }, judge: need({ occ: ['kine'], place: P('bretagne') }) },
  { kind: 'place', body: { keywords: 'IDE PACA' }, judge: need(withNeed(IDE, { place: P('paca') })) },
  {
    kind: 'place',
    body: { keywords: 'médecin généraliste Limousin' },
    judge: need(withNeed(MG, { place: P('limousin') })),
    note: 'former region: 19, 23, 87',
  },
  { kind: 'place', body: { keywords: 'IDE 974' }, judge: need(withNeed(IDE, { place: P('reunion') })) },
  {
    kind: 'place',
    body: { keywords: 'sage-femme Guadeloupe' },
    judge: need({ occ: ['sagefemme'], place: P('guadeloupe') }),
  },
  {
    kind: 'place',
    body: { keywords: 'infirmière Suisse romande' },
    judge: need(withNeed(IDE, { place: P('suisseRomande') })),
    note: 'GE, VD, FR, NE, VS, JU',
  },
  {
    kind: 'place',
    body: { keywords: 'médecin remplaçant Corse' },
    judge: need({ occ: ['medgen'], near: ['urgentiste'], place: P('corse') }),
  },
  {
    kind: 'place',
    body: { keywords: 'aide soignante petite couronne' },
    judge: need(withNeed(AS, { place: P('petiteCouronne') })),
    note: '92, 93, 94',
  },

  // ------------------------------------------------------------------ seniority
  {
    kind: 'seniority',
    body: { keywords: 'infirmière senior' },
    judge: need(withNeed(IDE, { bands: ['senior', 'expert'] })),
  },
  { kind: 'seniority', body: { keywords: 'IDE jeune diplômée' }, judge: need(withNeed(IDE, { maxYears: 2 })) },
  {
    kind: 'seniority',
    body: { keywords: "cadre de santé 10 ans d'expérience" },
    judge: need(withNeed(CADRE, { minYears: 10 })),
  },
  {
    kind: 'seniority',
    body: { keywords: 'urgentiste expérimenté' },
    judge: need({ occ: ['urgentiste'], minYears: 7 }),
  },
  { kind: 'seniority', body: { keywords: 'aide-soignant débutant' }, judge: need(withNeed(AS, { maxYears: 2 })) },
  { kind: 'seniority', body: { keywords: 'kiné confirmé' }, judge: need({ occ: ['kine'], bands: ['confirme'] }) },
  {
    kind: 'seniority',
    body: { keywords: "IBODE 5 ans d'expérience minimum" },
    judge: need({ occ: ['ibode'], minYears: 5 }),
  },
  {
    kind: 'seniority',
    body: { keywords: 'sage-femme junior' },
    judge: need({ occ: ['sagefemme'], bands: ['junior'] }),
  },
  {
    kind: 'seniority',
    body: { keywords: 'directeur EHPAD 15 ans exp' },
    judge: need(withNeed(DIR_EHPAD, { minYears: 15 })),
  },

  // ------------------------------------------------------------------ combo
  {
    kind: 'combo',
    body: { keywords: 'IDE nuit EHPAD Bordeaux' },
    judge: need(withNeed(IDE, { nights: true, settings: ['ehpad'], place: P('bordeaux') })),
  },
  {
    kind: 'combo',
    body: { keywords: 'IBODE bloc ortho Lyon dispo' },
    judge: need({ occ: ['ibode'], units: ['ortho'], unitSkills: ['orthobloc'], place: P('lyon'), availBy: NOW }),
  },
  {
    kind: 'combo',
    body: { keywords: 'infirmière réa anglais' },
    judge: need(
      withNeed(IDE, { units: ['rea', 'usc'], unitHard: true, langs: [{ lang: 'en', min: 'professionnel' }] }),
    ),
  },
  {
    kind: 'combo',
    body: { keywords: 'médecin remplaçant Bretagne 3 mois' },
    judge: need({ occ: ['medgen'], near: ['urgentiste'], place: P('bretagne'), durations: ['< 3 mois', '3 a 6 mois'] }),
  },
  {
    kind: 'combo',
    body: { keywords: 'kiné EHPAD 2 jours par semaine' },
    judge: need({ occ: ['kine'], settings: ['ehpad'], days: 2 }),
  },
  {
    kind: 'combo',
    body: { keywords: 'aide soignante SSIAD week-end' },
    judge: need(withNeed(AS, { settings: ['ssiad', 'domicile'], weekends: true })),
  },
  {
    kind: 'combo',
    body: { keywords: 'IDE dialyse dispo janvier' },
    judge: need(
      withNeed(IDE, { units: ['dialyse'], unitSkills: ['hemodialyse'], unitHard: true, availBy: '2027-01-31' }),
    ),
  },
  {
    kind: 'combo',
    body: { keywords: 'urgentiste SMUR Occitanie' },
    judge: need({ occ: ['urgentiste'], skills: ['smur'], place: P('occitanie') }),
  },
  {
    kind: 'combo',
    body: { keywords: 'cadre de santé intérim 6 mois Île-de-France' },
    judge: need(withNeed(CADRE, { place: P('idf'), durations: ['3 a 6 mois', '6 a 12 mois'] })),
  },
  {
    kind: 'combo',
    body: { keywords: 'orthophoniste allemand Strasbourg' },
    judge: need({ occ: ['orthophoniste'], langs: [{ lang: 'de', min: 'professionnel' }], place: P('strasbourg') }),
  },
  {
    kind: 'combo',
    body: { keywords: 'IDE psychiatrie Lille nuit' },
    judge: need(withNeed(IDE, { units: ['psy'], unitSkills: ['entretienpsy'], place: P('lille'), nights: true })),
  },

  // ------------------------------------------------------------------ grammar
  {
    kind: 'grammar',
    body: { keywords: '"infirmier de bloc" OR IBODE' },
    judge: best({ occ: ['ibode'], related: ['iade'] }, IDE_BLOC_AS_IBODE),
  },
  {
    kind: 'grammar',
    body: { keywords: 'aide-soignant -nuit' },
    judge: need(withNeed(AS, { nights: false })),
    note: 'day work only',
  },
  { kind: 'grammar', body: { keywords: '"médecin coordonnateur" OR "médecin co" EHPAD' }, judge: need(MEDCO) },
  {
    kind: 'grammar',
    body: { keywords: 'kiné -libéral' },
    judge: (t) => {
      if (t.occ !== 'kine') return 0;
      const other = t.settings.some((s) => s !== 'cabinet');
      const lib = t.settings.includes('cabinet');
      return !lib ? 3 : other ? 2 : 1;
    },
    note: 'a salaried-style physio for an institution; physios who only practise in a private practice are 1',
  },
  {
    kind: 'grammar',
    body: { keywords: '"soins palliatifs" infirmière' },
    judge: need(withNeed(IDE, { units: ['palliatif'], unitSkills: ['palliatif'], unitHard: true })),
  },
  {
    kind: 'grammar',
    body: { keywords: '"gestion des risques" "certification HAS"' },
    judge: best(
      { occ: ['qualite'], skills: ['grs', 'certifhas'] },
      { occ: ['idehyg', 'cadresante', 'cadresup', 'dirsoins'], skills: ['grs', 'certifhas'], skillsHard: true, cap: 2 },
    ),
  },
  {
    kind: 'grammar',
    body: { keywords: 'ergothérapeute OR psychomotricien EHPAD' },
    judge: need({ occ: ['ergo', 'psychomot'], settings: ['ehpad'] }),
  },
  {
    kind: 'grammar',
    body: { keywords: 'pharmacien -officine' },
    judge: need({ occ: ['pharmhosp'], near: ['biologiste'], related: ['pharmoff'], strictRelated: true }),
  },
  {
    kind: 'grammar',
    body: { keywords: '"dossier patient informatisé" -développeur' },
    judge: need({ occ: ['cpdpi'], near: ['interop'], related: ['infrahds', 'meddim', 'tim'], strictRelated: true }),
  },

  // ------------------------------------------------------------------ skill
  {
    kind: 'skill',
    body: { keywords: 'PICC line' },
    judge: need({ skills: ['picc'], skillsHard: true, families: ['nurse'] }),
  },
  {
    kind: 'skill',
    body: { keywords: 'AFGSU 2' },
    judge: need({ skills: ['afgsu2'], skillsHard: true, families: AFGSU_FAMILIES }),
    note: 'clinical staff without a stated AFGSU had it in training: 1',
  },
  {
    kind: 'skill',
    body: { keywords: 'coupe PATHOS GIR' },
    judge: need({
      occ: ['medco', 'geriatre', 'idec', 'direhpad', 'cadresante', 'medgen'],
      strictRelated: true,
      skills: ['pathos'],
      skillsHard: true,
    }),
    note: 'care-home doctors, IDEC and managers without PATHOS: 1',
  },
  {
    kind: 'skill',
    body: { keywords: 'hémodialyse' },
    judge: need({
      occ: ['ide', 'ipa', 'cadresante'],
      strictRelated: true,
      units: ['dialyse'],
      unitSkills: ['hemodialyse'],
      unitHard: true,
    }),
  },
  {
    kind: 'skill',
    body: { keywords: 'Humanitude Montessori' },
    judge: need({
      occ: ['as', 'aes', 'ash', 'ide', 'idec', 'ergo', 'psychomot', 'direhpad', 'cadresante'],
      strictRelated: true,
      skills: ['humanitude', 'montessori'],
      skillsHard: true,
    }),
  },
  {
    kind: 'skill',
    body: { keywords: 'codage CIM-10 CCAM' },
    judge: need({ skills: ['cim10', 'ccam'], skillsHard: true, families: ['dim'] }),
  },
  {
    kind: 'skill',
    body: { keywords: 'FHIR HL7' },
    judge: need({ skills: ['fhir', 'hl7'], skillsHard: true, families: ['healthit'] }),
  },
  {
    kind: 'skill',
    body: { keywords: 'troubles de la déglutition' },
    judge: best(
      {
        occ: ['orthophoniste', 'ergo', 'dieteticien', 'kine'],
        strictRelated: true,
        skills: ['dysphagie'],
        skillsHard: true,
      },
      { occ: ['orthophoniste'], strictRelated: true, cap: 2 },
    ),
  },
  {
    kind: 'skill',
    body: { keywords: 'PMSI', skills: ['sql'] },
    judge: need({ skills: ['pmsi', 'sql'], skillsHard: true, families: ['dim', 'quality', 'healthit'] }),
    note: 'skills filter: SQL',
  },

  // ------------------------------------------------------------------ typo
  { kind: 'typo', body: { keywords: 'infirmiere de nuit' }, judge: need(withNeed(IDE, { nights: true })) },
  { kind: 'typo', body: { keywords: 'aide soigante' }, judge: need(AS) },
  { kind: 'typo', body: { keywords: 'kinesitherapeute' }, judge: need({ occ: ['kine'] }) },
  { kind: 'typo', body: { keywords: 'puericultrice' }, judge: need({ occ: ['puer'], related: ['ap', 'sagefemme'] }) },
  { kind: 'typo', body: { keywords: 'orthophonistes' }, judge: need({ occ: ['orthophoniste'] }) },
  { kind: 'typo', body: { keywords: 'sagefemme' }, judge: need({ occ: ['sagefemme'], related: ['puer', 'ap'] }) },
  { kind: 'typo', body: { keywords: 'IBDOE' }, judge: best({ occ: ['ibode'], related: ['iade'] }, IDE_BLOC_AS_IBODE) },
  { kind: 'typo', body: { keywords: 'ergotherapeute ehpad' }, judge: need({ occ: ['ergo'], settings: ['ehpad'] }) },
  { kind: 'typo', body: { keywords: 'MEDECIN URGENTISTE' }, judge: need({ occ: ['urgentiste'] }) },

  // ------------------------------------------------------------------ brief: short French sentences
  {
    kind: 'brief',
    body: { brief: 'Je cherche une IDE pour des vacations de nuit en EHPAD à Nancy, à partir du 15 décembre.' },
    judge: need(withNeed(IDE, { nights: true, settings: ['ehpad'], place: P('nancy'), availBy: '2026-12-15' })),
  },
  {
    kind: 'brief',
    body: {
      brief: "Besoin d'un médecin généraliste remplaçant pour un cabinet dans la Creuse, 3 semaines en février.",
    },
    judge: need(withNeed(MG, { place: P('creuse'), durations: ['< 3 mois'], availBy: '2027-02-01' })),
  },
  {
    kind: 'brief',
    body: { brief: "IBODE pour un renfort au bloc d'orthopédie d'une clinique marseillaise, démarrage immédiat." },
    judge: need({ occ: ['ibode'], units: ['ortho'], unitSkills: ['orthobloc'], place: P('marseille'), availBy: NOW }),
  },
  {
    kind: 'brief',
    body: { brief: 'Kiné pour un SMR en Haute-Savoie, 4 jours par semaine, mission de 6 mois.' },
    judge: need({
      occ: ['kine'],
      settings: ['smr'],
      place: P('hauteSavoie'),
      days: 4,
      durations: ['3 a 6 mois', '6 a 12 mois'],
    }),
  },
  {
    kind: 'brief',
    body: {
      brief: "On cherche une directrice d'EHPAD de transition pour 4 mois dans l'Aveyron, budget 650 €/jour max.",
    },
    judge: need(withNeed(DIR_EHPAD, { place: P('aveyron'), rateMax: 650, durations: ['3 a 6 mois'] })),
  },
  {
    kind: 'brief',
    body: { brief: 'Sage-femme pour remplacer un congé maternité en maternité de niveau 3 à Toulouse, 6 mois.' },
    judge: need({
      occ: ['sagefemme'],
      units: ['maternite'],
      place: P('toulouse'),
      durations: ['3 a 6 mois', '6 a 12 mois'],
    }),
  },
  {
    kind: 'brief',
    body: { brief: 'aide-soignant(e) de nuit en unité Alzheimer, Rennes ou alentours' },
    judge: need(withNeed(AS, { nights: true, units: ['alzheimer'], unitSkills: ['alzheimer'], place: P('rennes') })),
  },
  {
    kind: 'brief',
    body: { brief: 'Une IDEC expérimentée pour un SSIAD en Guadeloupe, créole apprécié.' },
    judge: need({
      occ: ['idec'],
      near: ['respssiad'],
      related: ['ide', 'cadresante'],
      settings: ['ssiad'],
      place: P('guadeloupe'),
      minYears: 7,
    }),
    note: 'Creole is a plus, not a requirement',
  },
  // ------------------------------------------------------------------ brief: longer French requests
  {
    kind: 'brief',
    body: {
      brief:
        "Bonjour, pour le service des urgences adultes du CHU de Montpellier nous recherchons un(e) infirmier(e) en renfort pour l'hiver : postes en 12h, nuits et week-ends, expérience IOA indispensable et AFGSU à jour. Démarrage début janvier pour 2 à 3 mois. Budget autour de 350 € par jour.",
    },
    judge: need(
      withNeed(IDE, {
        units: ['urgences'],
        unitHard: true,
        skills: ['ioa'],
        place: P('montpellier'),
        nights: true,
        weekends: true,
        availBy: '2027-01-05',
        durations: ['< 3 mois', '3 a 6 mois'],
        rateMax: 350,
      }),
    ),
  },
  {
    kind: 'brief',
    body: {
      brief:
        "EHPAD de 90 lits près d'Aurillac (Cantal), zone très sous-dotée : nous cherchons un médecin coordonnateur deux jours par semaine sur la durée, à l'aise avec la coupe PATHOS et la préparation de l'évaluation externe.",
    },
    judge: need(
      withNeed(MEDCO, { place: P('cantal'), days: 2, skills: ['pathos'], durations: ['6 a 12 mois', '> 12 mois'] }),
    ),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'GHT normand qui déploie le DPI Easily dans trois hôpitaux : besoin d’un chef de projet DPI pour 12 mois, hybride (2 jours sur site à Rouen ou Caen), connaissance de l’INS et des flux HL7 appréciée.',
    },
    judge: need({
      occ: ['cpdpi'],
      near: ['interop'],
      place: P('normandie'),
      durations: ['6 a 12 mois', '> 12 mois'],
      skills: ['easily'],
      remote: 'Hybride',
    }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Nous cherchons un TIM expérimenté pour du codage PMSI en HAD, full remote possible, 3 jours par semaine, à partir de janvier.',
    },
    judge: need({
      occ: ['tim'],
      near: ['meddim'],
      settings: ['had'],
      remote: 'Full remote',
      days: 3,
      minYears: 3,
      availBy: '2027-01-31',
    }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Clinique nantaise en préparation de sa visite de certification HAS : je cherche un responsable qualité / gestion des risques pour 6 mois, habitué aux patients traceurs.',
    },
    judge: need({
      occ: ['qualite'],
      skills: ['certifhas'],
      place: P('nantes'),
      durations: ['3 a 6 mois', '6 a 12 mois'],
    }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Centre de santé à Saint-Denis (93) : on recrute un médecin généraliste parlant arabe, 3 jours par semaine, patientèle très large.',
    },
    judge: need(withNeed(MG, { place: P('seineSaintDenis'), langs: [{ lang: 'ar', min: 'courant' }], days: 3 })),
  },
  // ------------------------------------------------------------------ brief: English
  {
    kind: 'brief',
    body: {
      brief: 'Looking for an English-speaking ICU nurse for a private clinic in Geneva, 3-month contract, start ASAP.',
    },
    judge: need(
      withNeed(IDE, {
        units: ['rea', 'usc'],
        unitHard: true,
        place: P('geneve'),
        langs: [{ lang: 'en', min: 'professionnel' }],
        durations: ['< 3 mois', '3 a 6 mois'],
        availBy: NOW,
      }),
    ),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'We need a locum anaesthetist for a clinic in Luxembourg for two weeks in March. German or Luxembourgish is a plus.',
    },
    judge: need({
      occ: ['anesth'],
      related: ['iade'],
      place: P('luxembourg'),
      durations: ['< 3 mois'],
      availBy: '2027-03-01',
    }),
  },
  {
    kind: 'brief',
    body: {
      brief: 'Experienced care home manager for an interim assignment in Brussels. Must speak French and Dutch.',
    },
    judge: need(
      withNeed(DIR_EHPAD, { place: P('bruxelles'), langs: [{ lang: 'nl', min: 'professionnel' }], minYears: 7 }),
    ),
  },
  {
    kind: 'brief',
    body: {
      brief: 'Need a physio for respiratory care at home around Bordeaux for the bronchiolitis season, starting now.',
    },
    judge: need({ occ: ['kine'], skills: ['kineresp'], place: P('bordeaux'), availBy: NOW }),
  },
  {
    kind: 'brief',
    body: { brief: 'Health interoperability consultant with FHIR, fully remote, 3 days a week.' },
    judge: need({ occ: ['interop'], near: ['devsante'], skills: ['fhir'], remote: 'Full remote', days: 3 }),
  },
  {
    kind: 'brief',
    body: { brief: 'Occupational health physician for an occupational health service in Lyon, two days a week.' },
    judge: need({ occ: ['medtravail'], related: ['idetravail'], place: P('lyon'), days: 2 }),
  },
  // ------------------------------------------------------------------ brief: pasted mission ads
  {
    kind: 'brief',
    body: {
      brief: `RENFORT HIVERNAL – INFIRMIER(E) DE URGENCES – CENTRE HOSPITALIER DE BASTIA (HAUTE-CORSE)

Dans le cadre du plan hivernal, le Centre Hospitalier de Bastia recherche des infirmiers diplômés d'État pour renforcer son service d'accueil des urgences (SAU, 45 000 passages/an).

Mission : du 4 janvier au 31 mars 2027, roulement en 12h jour/nuit, 3 à 4 postes par semaine.
Profil : IDE avec expérience récente aux urgences ou en réanimation, AFGSU à jour, la fonction IOA est un plus.
Conditions : rémunération selon grille intérim + indemnités, logement pris en charge, billet d'avion ou de ferry remboursé.

Merci d'envoyer votre CV et vos disponibilités. Candidatures traitées sous 48h. Poste ouvert aux personnes en situation de handicap.`,
    },
    judge: need(
      withNeed(IDE, {
        units: ['urgences', 'rea'],
        unitHard: true,
        place: P('corse'),
        nights: true,
        durations: ['< 3 mois'],
        availBy: '2027-01-04',
      }),
    ),
  },
  {
    kind: 'brief',
    body: {
      brief: `Direction par intérim d'EHPAD (H/F) – Haute-Marne (52)

Notre client, un EHPAD public autonome de 80 lits avec PASA, recherche un directeur ou une directrice de transition pour une mission de 6 mois, renouvelable, à pourvoir mi-janvier 2027.

Missions : assurer la continuité de direction, piloter l'EPRD et la préparation du CPOM, préparer l'évaluation externe selon le référentiel HAS, manager une équipe de 70 agents avec l'IDEC et le médecin coordonnateur, relations avec l'ARS Grand Est et le Conseil départemental.

Profil : CAFDES ou diplôme EHESP, expérience confirmée de direction en médico-social. Déplacements à prévoir, véhicule indispensable.

Rémunération : selon profil, frais de déplacement et d'hébergement pris en charge. Processus de recrutement rapide.`,
    },
    judge: need(
      withNeed(DIR_EHPAD, {
        place: P('hauteMarne'),
        durations: ['3 a 6 mois', '6 a 12 mois'],
        availBy: '2027-01-20',
        minYears: 5,
      }),
    ),
  },
  {
    kind: 'brief',
    body: {
      brief: `Remplacement médecin généraliste – Maison de santé pluriprofessionnelle – Mende (Lozère)

MSP de 4 médecins, 2 IDE Asalée, kiné et sage-femme sur place. Nous cherchons un(e) médecin remplaçant(e) pour des remplacements réguliers : une à deux semaines par mois à partir de février 2027. Secrétariat sur place, logiciel médical Weda, rétrocession 75 %. Logement possible au sein de la commune. Thèse soutenue ou licence de remplacement acceptée.`,
    },
    judge: need(withNeed(MG, { place: P('lozere'), durations: ['< 3 mois'], availBy: '2027-02-15' })),
  },
  {
    kind: 'brief',
    body: {
      brief: `Locum Emergency Physician – Réunion Island (French overseas department)

A university hospital in the south of Réunion is looking for emergency physicians for 1 to 4 month locum contracts from January 2027. Duties: adult emergency department and SMUR shifts, 24h on-call rota.
Requirements: French medical registration (RPPS / Ordre des médecins), DES or capacité in emergency medicine, valid AFGSU. Fluent French required.
Package: daily rate plus travel and housing. Apply with CV and available dates; we reply within 72 hours. Equal opportunities employer.`,
    },
    judge: need({
      occ: ['urgentiste'],
      place: P('reunion'),
      durations: ['< 3 mois', '3 a 6 mois'],
      langs: [{ lang: 'fr', min: 'courant' }],
    }),
  },
  {
    kind: 'brief',
    body: {
      brief: `Mission IBODE – Clinique privée – Annecy (74)

Clinique chirurgicale de 120 lits, 10 salles, recherche un(e) IBODE en renfort pour 3 mois renouvelables. Activité : orthopédie, viscéral et urologie, dont chirurgie robotique Da Vinci (formation robot souhaitée). Horaires de jour, astreintes réparties. Tarif selon expérience. Mission à pourvoir dès que possible. Notre cabinet de recrutement vous accompagne pour le logement.`,
    },
    judge: need({ occ: ['ibode'], skills: ['robot'], place: P('annecy'), durations: ['< 3 mois', '3 a 6 mois'] }),
  },
  {
    kind: 'brief',
    body: {
      brief: `CADRE DE SANTÉ DE TRANSITION – PÔLE GÉRIATRIE – CHU LIMOGES

Remplacement d'un cadre de santé en congé long sur un pôle de gériatrie (court séjour gériatrique, SMR gériatrique et USLD) : 6 mois à compter de février 2027. Management de 60 soignants, gestion des plannings, travail avec la cadre supérieure de pôle et la direction des soins, préparation de la certification HAS.
Profil recherché : diplôme de cadre de santé, expérience en gériatrie appréciée. Mission sur site, temps plein.`,
    },
    judge: need(
      withNeed(CADRE, {
        units: ['geriatrie'],
        place: P('limoges'),
        durations: ['3 a 6 mois', '6 a 12 mois'],
        availBy: '2027-02-15',
      }),
    ),
  },
  {
    kind: 'brief',
    body: {
      brief: `Interim Director of Nursing – Private Hospital Group – Canton of Vaud, Switzerland

Our client, a private hospital group with three sites in the canton of Vaud, seeks an interim Director of Nursing for a 9-month assignment starting in the first quarter of 2027. You will lead 400 nursing staff, run the nursing leadership team, steer quality and patient safety work and support the roll-out of a new electronic patient record.

Profile: senior nursing leader (director of nursing or head of nursing), at least 10 years of management experience, fluent French, English an advantage. Swiss work permit support available.

Please send your CV in English or French. All applications are treated in strict confidence.`,
    },
    judge: need({
      occ: ['dirsoins'],
      near: ['cadresup'],
      related: ['cadresante'],
      place: P('vaud'),
      durations: ['6 a 12 mois'],
      minYears: 10,
    }),
  },
  {
    kind: 'brief',
    body: {
      brief: `Infirmier(ère) en pratique avancée – mention oncologie – Nice (06)

Centre de lutte contre le cancer niçois, recherche un(e) IPA mention pathologies chroniques stabilisées ou oncologie pour un remplacement de 6 mois en hôpital de jour : suivi des patients sous chimiothérapie orale, consultations de suivi, éducation thérapeutique, coordination ville-hôpital. Diplôme d'État d'IPA exigé. Temps plein, démarrage janvier 2027.`,
    },
    judge: need({ occ: ['ipa'], units: ['onco'], unitHard: true, place: P('nice'), availBy: '2027-01-31' }),
  },
];
