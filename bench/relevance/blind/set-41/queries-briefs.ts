/** Brief queries: French sentences, English sentences and pasted mission ads. */
import {
  AD_AIRWORTHINESS_EN,
  AD_AUDIT_EN9100,
  AD_AUTOMATICIEN_EXPORT,
  AD_ESSAIS_VELIZY,
  AD_MAINTENANCE_OYONNAX,
  AD_METHODES_FIGEAC,
  AD_PROJET_FERROVIAIRE,
} from './ads';
import {
  anyCert,
  anySkill,
  cert,
  days,
  durationAny,
  freeWithin,
  grade,
  lang,
  level,
  maxRate,
  minYears,
  place,
  remote,
  sector,
  skill,
  teleworkOk,
} from './judge';
import type { Query } from './queries-keywords';

const AUTO = ['automaticien', 'ingenieur-automatisme'];
const SQE = ['ingenieur-qualite-fournisseur'];
const AERO = ['aero', 'space', 'defense'] as const;

export const BRIEFS_FR: Query[] = [
  {
    kind: 'brief',
    body: {
      brief:
        'Je cherche un dessinateur projeteur CATIA V5 pour un sous-traitant aéronautique à Toulouse, mission de 6 mois, démarrage début janvier.',
    },
    judge: (t) =>
      grade(t, {
        occ: ['dessinateur-projeteur'],
        checks: [skill('catia-v5'), place('toulouse'), freeWithin(40)],
        soft: [sector(...AERO), durationAny('3 a 6 mois', '6 a 12 mois')],
      }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        "Besoin d'un automaticien Siemens pour la mise en service d'une ligne d'assemblage chez un équipementier automobile près de Montbéliard. 5 jours par semaine sur site, des déplacements sont à prévoir.",
    },
    judge: (t) =>
      grade(t, {
        occ: AUTO,
        checks: [anySkill('tia-portal', 'step7'), place('nordFrancheComte'), days(5), remote('onsite')],
        soft: [sector('auto'), skill('mise-en-service')],
      }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        "Nous recherchons une ingénieure qualité fournisseurs habituée à l'IATF 16949 et aux PPAP, anglais courant, basée en Rhône-Alpes.",
    },
    judge: (t) =>
      grade(t, { occ: SQE, checks: [skill('iatf-16949'), lang('en', 4), place('ara')], soft: [skill('ppap')] }),
    note: 'Rhône-Alpes: the former region, now part of Auvergne-Rhône-Alpes',
  },
  {
    kind: 'brief',
    body: {
      brief:
        "Qui pourrait remplacer notre responsable maintenance pendant 4 mois sur un site de plasturgie dans l'Ain ? Il nous faut quelqu'un de disponible tout de suite.",
    },
    judge: (t) =>
      grade(t, {
        occ: ['responsable-maintenance'],
        checks: [place('ain'), freeWithin(15)],
        soft: [sector('plastics'), durationAny('3 a 6 mois')],
      }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Ingénieur calcul composite senior, Nastran/Patran, ISAMI apprécié, pour des justifications de structures primaires A350. Poste basé à Toulouse, télétravail partiel possible.',
    },
    judge: (t) =>
      grade(t, {
        occ: ['ingenieur-calcul'],
        checks: [skill('composites'), skill('nastran'), level('senior', 'expert'), place('toulouse')],
        soft: [skill('isami')],
      }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Un contrôleur CND niveau 3 COFREND en ultrasons pour superviser les contrôles de soudures sur un chantier naval à Saint-Nazaire.',
    },
    judge: (t) =>
      grade(t, {
        occ: ['controleur-cnd'],
        checks: [cert('cofrend-ut3'), place('loireAtlantique')],
        soft: [sector('naval')],
      }),
    note: 'level 2 UT is near',
  },
  {
    kind: 'brief',
    body: {
      brief:
        "Chef de projet industrialisation pour transférer une ligne de production d'un site à l'autre en Normandie, mission de 12 mois.",
    },
    judge: (t) =>
      grade(t, {
        occ: ['chef-projet-industriel'],
        checks: [place('normandie')],
        soft: [skill('industrialisation'), durationAny('6 a 12 mois', '> 12 mois')],
      }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Rédacteur technique pour la documentation de maintenance au format S1000D, anglais technique indispensable, télétravail possible.',
    },
    judge: (t) =>
      grade(t, { occ: ['redacteur-technique'], checks: [skill('s1000d'), lang('en', 3)], soft: [teleworkOk] }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        "Il nous faut un acheteur industriel qui connaît la mécano-soudure et l'usinage, pour un fabricant de nacelles élévatrices en Pays de la Loire. 3 jours par semaine.",
    },
    judge: (t) =>
      grade(t, {
        occ: ['acheteur-industriel'],
        checks: [place('paysDeLaLoire'), days(3)],
        soft: [skill('achats-meca')],
      }),
  },
  {
    kind: 'brief',
    body: { brief: 'On cherche un ingénieur HSE pour un site classé Seveso près du Havre, disponible sous un mois.' },
    judge: (t) =>
      grade(t, { occ: ['ingenieur-hse'], checks: [place('seineMaritime'), freeWithin(30)], soft: [skill('icpe')] }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Ingénieur soudage coordinateur IWE pour la fabrication de gros composants nucléaires près du Creusot et de Chalon-sur-Saône, démarrage en février.',
    },
    judge: (t) =>
      grade(t, {
        occ: ['ingenieur-soudage'],
        checks: [cert('iwe'), place('creusot'), freeWithin(90)],
        soft: [sector('nuclear')],
      }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Un ingénieur électronique carte (Altium) pour un équipementier ferroviaire à Tarbes, budget 600 € par jour maximum.',
    },
    judge: (t) =>
      grade(t, {
        occ: ['ingenieur-electronique'],
        checks: [skill('altium'), place('tarbes'), maxRate(600)],
        soft: [sector('rail')],
      }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Je cherche un roboticien Fanuc ou ABB, junior ou confirmé, pour des cellules de soudage à Sochaux. Budget serré, 450 € maximum.',
    },
    judge: (t) =>
      grade(t, {
        occ: ['roboticien'],
        checks: [anySkill('fanuc', 'abb-robot'), level('junior', 'confirme'), place('nordFrancheComte'), maxRate(450)],
        soft: [skill('soudage-robot')],
      }),
  },
];

export const BRIEFS_EN: Query[] = [
  {
    kind: 'brief',
    body: {
      brief:
        'Looking for a senior stress engineer with composites experience for an Airbus programme in Toulouse. Fluent English required.',
    },
    judge: (t) =>
      grade(t, {
        occ: ['ingenieur-calcul'],
        checks: [level('senior', 'expert'), skill('composites'), place('toulouse'), lang('en', 4)],
        soft: [sector('aero')],
      }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'We need an embedded software engineer (C, RTOS, DO-178C DAL A) for a flight control computer, hybrid work in the Toulouse area.',
    },
    judge: (t) =>
      grade(t, {
        occ: ['ingenieur-logiciel-embarque'],
        checks: [skill('do-178'), place('toulouse')],
        soft: [skill('rtos'), remote('hybrid')],
      }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Supplier quality engineer to manage Tier 2 suppliers in Alsace and across the German border. German speaker preferred.',
    },
    judge: (t) => grade(t, { occ: SQE, checks: [place('alsace')], soft: [lang('de', 3)] }),
  },
  {
    kind: 'brief',
    body: {
      brief: 'Experienced PLC programmer for a brownfield upgrade of packaging lines in Belgium, Rockwell Studio 5000.',
    },
    judge: (t) => grade(t, { occ: AUTO, checks: [skill('rockwell'), place('belgique'), minYears(5)] }),
  },
  {
    kind: 'brief',
    body: { brief: 'Configuration manager for a defence programme near Paris. French security clearance required.' },
    judge: (t) =>
      grade(t, {
        occ: ['gestionnaire-configuration'],
        checks: [place('idf'), cert('habilitation-sd')],
        soft: [sector('defense')],
      }),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Planning engineer / project controller with Primavera P6 for a nuclear new-build programme, based in Normandy.',
    },
    judge: (t) =>
      grade(t, {
        occ: ['controleur-projet'],
        checks: [skill('primavera'), place('normandie')],
        soft: [sector('nuclear')],
      }),
  },
];

export const BRIEFS_ADS: Query[] = [
  {
    kind: 'brief',
    body: { brief: AD_METHODES_FIGEAC },
    judge: (t) =>
      grade(t, {
        occ: { exact: ['ingenieur-methodes'], close: ['programmeur-cn'] },
        checks: [skill('usinage'), minYears(5), place('figeac'), freeWithin(30), remote('onsite')],
        soft: [sector(...AERO), anySkill('fao', 'catia-nc', 'siemens-nx-cam', 'tebis', 'catia-v5')],
      }),
    note: 'pasted ad: machining methods engineer, Figeac',
  },
  {
    kind: 'brief',
    body: { brief: AD_MAINTENANCE_OYONNAX },
    judge: (t) =>
      grade(t, {
        occ: ['technicien-maintenance'],
        checks: [place('ain'), cert('hab-b2v'), freeWithin(20)],
        soft: [sector('plastics'), skill('injection-plastique')],
      }),
    note: 'pasted ad: maintenance technician, plastics, Oyonnax',
  },
  {
    kind: 'brief',
    body: { brief: AD_ESSAIS_VELIZY },
    judge: (t) =>
      grade(t, {
        occ: ['ingenieur-essais'],
        checks: [
          skill('essais-vibratoires'),
          minYears(3),
          place('velizySaclay'),
          cert('habilitation-sd'),
          remote('onsite'),
        ],
        soft: [sector('defense')],
      }),
    note: 'pasted ad: vibration test engineer, defence, Vélizy',
  },
  {
    kind: 'brief',
    body: { brief: AD_PROJET_FERROVIAIRE },
    judge: (t) =>
      grade(t, {
        occ: ['chef-projet-industriel'],
        checks: [place('nord'), minYears(7), freeWithin(45)],
        soft: [sector('rail'), lang('en', 3)],
      }),
    note: 'pasted ad: industrial project manager, rail, Valenciennes area',
  },
  {
    kind: 'brief',
    body: { brief: AD_AUDIT_EN9100 },
    judge: (t) =>
      grade(t, {
        occ: { exact: ['auditeur-qualite'], close: ['ingenieur-qualite-fournisseur', 'responsable-qualite'] },
        checks: [skill('en-9100'), place('toulouse', 'bordeaux'), freeWithin(45)],
        soft: [anyCert('lead-auditor-9100')],
      }),
    note: 'pasted ad: EN 9100 supplier auditor, Toulouse or Bordeaux',
  },
  {
    kind: 'brief',
    body: { brief: AD_AUTOMATICIEN_EXPORT },
    judge: (t) =>
      grade(t, {
        occ: ['automaticien', 'ingenieur-automatisme', 'technicien-mise-en-service'],
        checks: [skill('mise-en-service'), place('ara'), lang('en', 3), minYears(3)],
        soft: [anySkill('tia-portal', 'schneider'), durationAny('< 3 mois', '3 a 6 mois')],
      }),
    note: 'pasted ad: commissioning PLC programmer, Lyon base, travel abroad',
  },
  {
    kind: 'brief',
    body: { brief: AD_AIRWORTHINESS_EN },
    judge: (t) =>
      grade(t, {
        occ: ['ingenieur-navigabilite'],
        checks: [skill('cs-25'), minYears(5), lang('en', 4), place('toulouse'), freeWithin(60)],
        soft: [remote('hybrid'), durationAny('6 a 12 mois', '> 12 mois')],
      }),
    note: 'pasted ad in English: certification engineer, Part 21J DOA, Blagnac',
  },
];

export const BRIEF_QUERIES: Query[] = [...BRIEFS_FR, ...BRIEFS_EN, ...BRIEFS_ADS];
