/**
 * blind-30 queries: a recruiter of a regional agency (Lyon, Bordeaux, Nantes, Lille) placing creative, media, games,
 * events, training and content freelancers. Judges grade from the Truth only, with the conventions of judge.ts.
 */
import type { Truth } from './corpus';
import {
  availV,
  certHas,
  combine,
  daysV,
  has,
  langV,
  needV,
  pairAny,
  pairV,
  placeV,
  rateV,
  remoteV,
  role,
  SEN,
  sectorIn,
  skillsV,
  wishV,
  yearsV,
  type Grade,
  type Place,
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

/** "Available" as a filter: free within a week. */
const TODAY_PLUS_7 = '2026-12-08';

// ------------------------------------------------------------------------------------------------ places
const LYON: Place = {
  cities: ['Lyon', 'Villeurbanne'],
  inDepts: ['69'],
  inRegions: ['FR:84'],
  near: { depts: ['69', '01', '38', '42'] },
};
const RHONE: Place = { depts: ['69'], inRegions: ['FR:84'], near: { depts: ['01', '38', '42'] } };
const GIRONDE: Place = { depts: ['33'], inRegions: ['FR:75'], near: { depts: ['17', '24', '47', '40', '16'] } };
const BORDEAUX: Place = {
  cities: ['Bordeaux', 'Mérignac', 'Pessac'],
  inDepts: ['33'],
  inRegions: ['FR:75'],
  near: { depts: ['33'] },
};
const BORDELAIS: Place = { depts: ['33'], inRegions: ['FR:75'], near: { depts: ['24', '17', '47'] } };
const NANTES: Place = {
  cities: ['Nantes', 'Rezé', 'Saint-Herblain'],
  inDepts: ['44'],
  inRegions: ['FR:52'],
  near: { depts: ['44', '49', '85'] },
};
const LILLE: Place = {
  cities: ['Lille', 'Roubaix', 'Tourcoing', "Villeneuve-d'Ascq"],
  inDepts: ['59'],
  inRegions: ['FR:32'],
  near: { depts: ['59', '62'], cities: ['Tournai'] },
};
const HDF: Place = { regions: ['FR:32'], near: { cities: ['Tournai'] } };
const NPDC: Place = {
  depts: ['59', '62'],
  inRegions: ['FR:32'],
  near: { depts: ['80', '02', '60'], cities: ['Tournai'] },
};
const SUD_OUEST: Place = {
  depts: ['33', '64', '40', '47', '24', '31', '32', '65', '82', '46', '09', '16', '17'],
  inRegions: ['FR:75', 'FR:76'],
  near: { depts: ['86', '87', '79', '19', '23', '34', '11', '66', '81', '12'] },
};
const BELGIQUE: Place = { countries: ['BE'], near: { depts: ['59'] } };
const ROMANDIE: Place = {
  regions: ['CH:GE', 'CH:VD', 'CH:NE', 'CH:FR', 'CH:JU', 'CH:VS'],
  near: { depts: ['74', '01'] },
};
const PACA: Place = { regions: ['FR:93'], near: { depts: ['30'] } };
const RHONE_ALPES: Place = {
  depts: ['01', '07', '26', '38', '42', '69', '73', '74'],
  inRegions: ['FR:84'],
  near: { depts: ['03', '15', '43', '63'], cities: ['Genève'] },
};
const MONTPELLIER: Place = {
  cities: ['Montpellier'],
  inDepts: ['34'],
  inRegions: ['FR:76'],
  near: { depts: ['34', '30'] },
};
const MARSEILLE: Place = {
  cities: ['Marseille', 'Aubagne'],
  inDepts: ['13'],
  inRegions: ['FR:93'],
  near: { depts: ['13', '83', '84'] },
};
const RENNES: Place = {
  cities: ['Rennes'],
  inDepts: ['35'],
  inRegions: ['FR:53'],
  near: { depts: ['35', '22', '56'] },
};
const STRASBOURG: Place = {
  cities: ['Strasbourg'],
  inDepts: ['67'],
  inRegions: ['FR:44'],
  near: { depts: ['67', '68'], regions: ['FR:44'] },
};
const PDL: Place = { regions: ['FR:52'], near: { depts: ['35', '56', '79', '37'] } };
const ARA: Place = { regions: ['FR:84'], near: { cities: ['Genève'] } };
const BRUXELLES: Place = {
  cities: ['Brussels'],
  inRegions: ['BE:BRU'],
  near: { depts: ['WBR', 'VBR', 'WHT'], cities: ['Namur', 'Liège', 'Tournai'] },
};

// ------------------------------------------------------------------------------------------------ shared judges
const graphiste = (t: Truth): Grade => role(t, ['graphiste']);
const da = (t: Truth): Grade => (t.occ === 'graphiste' && t.years >= 8 ? 2 : role(t, ['da']));
const motion = (t: Truth): Grade => (t.occ === 'anim2d' ? (has(t, 'After Effects') ? 2 : 1) : role(t, ['motion']));
const monteur = (t: Truth): Grade => role(t, ['monteur']);
const translator = (t: Truth): Grade => role(t, ['traducteur']);
const soundEngineer = (t: Truth): Grade => role(t, ['ingeson']);
const cm = (t: Truth): Grade => role(t, ['cm']);
const eventManager = (t: Truth): Grade => role(t, ['eventmanager']);
const jeunesse = (t: Truth): boolean => has(t, 'jeunesse') || sectorIn(t, ['jeunesse']);
const edition = (t: Truth): boolean =>
  has(t, 'édition') || sectorIn(t, ['edition', 'presse', 'jeunesse']) || t.clients.includes('E');
const motionWord = (t: Truth): boolean => t.occ === 'motion' || has(t, 'motion design');

export const QUERIES: Query[] = [
  // ============================================================================================ abbrev
  { kind: 'abbrev', body: { keywords: 'DA freelance' }, judge: da },
  { kind: 'abbrev', body: { keywords: 'CM TikTok' }, judge: (t) => combine(cm(t), wishV(has(t, 'TikTok'))) },
  { kind: 'abbrev', body: { keywords: 'JRI' }, judge: (t) => role(t, ['jri']) },
  { kind: 'abbrev', body: { keywords: 'DOP' }, judge: (t) => role(t, ['chefop']) },
  {
    kind: 'abbrev',
    body: { keywords: 'AE C4D' },
    judge: (t) => {
      const n = ['After Effects', 'Cinema 4D'].filter((s) => has(t, s)).length;
      if (n === 2) return 3;
      if (n === 1) return ['motion', 'gen3d', 'anim2d'].includes(t.occ) ? 2 : 1;
      return 0;
    },
    note: 'After Effects + Cinema 4D',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'UE5 tech art' },
    judge: (t) => combine(role(t, ['techartist']), wishV(has(t, 'Unreal Engine'))),
  },
  {
    kind: 'abbrev',
    body: { keywords: 'PAO édition' },
    judge: (t) => {
      if (t.occ === 'maquettiste' || (t.occ === 'graphiste' && has(t, 'InDesign')))
        return combine(3, wishV(edition(t)));
      return role(t, ['maquettiste'], { near: [], rel: ['sr', 'infographiste'] });
    },
  },
  {
    kind: 'abbrev',
    body: { keywords: 'SDH' },
    judge: (t) => (t.occ === 'soustitreur' ? (has(t, 'SDH') ? 3 : 2) : t.occ === 'traducteur' ? 1 : 0),
    note: 'sous-titrage pour sourds et malentendants',
  },
  { kind: 'abbrev', body: { keywords: 'FLE' }, judge: (t) => role(t, ['fle']) },
  {
    kind: 'abbrev',
    body: { keywords: 'VFX Nuke' },
    judge: (t) => {
      if (t.occ === 'compositing' || t.occ === 'vfx') return combine(3, wishV(has(t, 'Nuke')));
      return role(t, ['compositing', 'vfx']);
    },
  },
  {
    kind: 'abbrev',
    body: { keywords: 'CACES R486' },
    judge: (t) => {
      const stage = ['lumiere', 'techson', 'techav', 'regisseur'].includes(t.occ);
      if (certHas(t, 'CACES')) return 3;
      return stage ? 1 : 0;
    },
  },
  {
    kind: 'abbrev',
    body: { keywords: 'ICF PCC' },
    judge: (t) => {
      if (t.occ !== 'coach') return t.occ === 'formateursoft' ? 1 : 0;
      if (certHas(t, 'ICF PCC') || certHas(t, 'ICF MCC')) return 3;
      return certHas(t, 'ICF ACC') ? 2 : 1;
    },
  },
  // ============================================================================================ title-fr
  { kind: 'title-fr', body: { keywords: 'monteuse vidéo' }, judge: monteur },
  {
    kind: 'title-fr',
    body: { keywords: 'illustratrice jeunesse' },
    judge: (t) =>
      combine(role(t, ['illustrateur'], { near: [], rel: ['concept-artist', 'storyboarder'] }), wishV(jeunesse(t))),
  },
  { kind: 'title-fr', body: { keywords: 'concepteur rédacteur' }, judge: (t) => role(t, ['copywriter']) },
  { kind: 'title-fr', body: { keywords: 'ingénieure pédagogique' }, judge: (t) => role(t, ['ingepeda']) },
  { kind: 'title-fr', body: { keywords: 'regisseuse lumiere' }, judge: (t) => role(t, ['lumiere']) },
  { kind: 'title-fr', body: { keywords: 'cheffe de projet événementiel' }, judge: eventManager },
  {
    kind: 'title-fr',
    body: { keywords: 'etalonneur' },
    judge: (t) => (t.occ === 'monteur' && has(t, 'étalonnage') ? 2 : role(t, ['etalonneur'])),
  },
  { kind: 'title-fr', body: { keywords: 'secrétaire de rédaction' }, judge: (t) => role(t, ['sr']) },
  {
    kind: 'title-fr',
    body: { keywords: 'graphiste 3D' },
    judge: (t) => (t.occ === 'graphiste' ? (has(t, 'Blender') || has(t, 'Cinema 4D') ? 1 : 0) : role(t, ['gen3d'])),
  },
  {
    kind: 'title-fr',
    body: { keywords: 'preneur de son' },
    judge: (t) => (t.occ === 'ingeson' ? (has(t, 'prise de son') ? 2 : 1) : role(t, ['preneurson'])),
  },
  {
    kind: 'title-fr',
    body: { keywords: "scénographe d'exposition" },
    judge: (t) =>
      combine(
        role(t, ['scenographe']),
        wishV(t.clients.includes('M') || sectorIn(t, ['culture']) || has(t, 'muséographie')),
      ),
  },
  // ============================================================================================ title-en
  { kind: 'title-en', body: { keywords: 'motion designer' }, judge: motion },
  { kind: 'title-en', body: { keywords: '3D generalist' }, judge: (t) => role(t, ['gen3d']) },
  { kind: 'title-en', body: { keywords: 'content manager' }, judge: (t) => role(t, ['contentmanager']) },
  { kind: 'title-en', body: { keywords: 'level designer' }, judge: (t) => role(t, ['leveldesigner']) },
  { kind: 'title-en', body: { keywords: 'sound designer' }, judge: (t) => role(t, ['sounddesigner']) },
  { kind: 'title-en', body: { keywords: 'art director' }, judge: da },
  {
    kind: 'title-en',
    body: { keywords: 'UX writer' },
    judge: (t) => (t.occ === 'copywriter' ? (has(t, 'UX writing') ? 2 : 1) : role(t, ['uxwriter'])),
  },
  { kind: 'title-en', body: { keywords: 'community manager' }, judge: cm },
  { kind: 'title-en', body: { keywords: 'video editor' }, judge: monteur },
  { kind: 'title-en', body: { keywords: 'game designer' }, judge: (t) => role(t, ['gamedesigner']) },
  // ============================================================================================ place
  { kind: 'place', body: { keywords: 'graphiste 69' }, judge: (t) => combine(graphiste(t), placeV(t, RHONE)) },
  { kind: 'place', body: { keywords: 'monteur vidéo Gironde' }, judge: (t) => combine(monteur(t), placeV(t, GIRONDE)) },
  { kind: 'place', body: { keywords: 'motion designer Nantes' }, judge: (t) => combine(motion(t), placeV(t, NANTES)) },
  {
    kind: 'place',
    body: { keywords: 'illustrateur Hauts-de-France' },
    judge: (t) => combine(role(t, ['illustrateur']), placeV(t, HDF)),
  },
  {
    kind: 'place',
    body: { keywords: 'photographe Nord-Pas-de-Calais' },
    judge: (t) => combine(role(t, ['photographe']), placeV(t, NPDC)),
  },
  {
    kind: 'place',
    body: { keywords: 'community manager Sud-Ouest' },
    judge: (t) => combine(cm(t), placeV(t, SUD_OUEST)),
  },
  {
    kind: 'place',
    body: { keywords: 'traducteur Belgique' },
    judge: (t) => combine(translator(t), placeV(t, BELGIQUE)),
  },
  {
    kind: 'place',
    body: { keywords: 'ingénieur du son Suisse romande' },
    judge: (t) => combine(soundEngineer(t), placeV(t, ROMANDIE)),
  },
  { kind: 'place', body: { keywords: 'cadreur PACA' }, judge: (t) => combine(role(t, ['cadreur']), placeV(t, PACA)) },
  {
    kind: 'place',
    body: { keywords: 'webdesigner Rhône-Alpes' },
    judge: (t) => combine(role(t, ['webdesigner']), placeV(t, RHONE_ALPES)),
  },
  {
    kind: 'place',
    body: { keywords: 'game developer Montpellier' },
    judge: (t) => combine(role(t, ['gamedev']), placeV(t, MONTPELLIER)),
  },
  {
    kind: 'place',
    body: { keywords: 'chef de projet événementiel Lille' },
    judge: (t) => combine(eventManager(t), placeV(t, LILLE)),
  },
  // ============================================================================================ seniority
  { kind: 'seniority', body: { keywords: 'motion designer senior' }, judge: (t) => combine(motion(t), SEN.senior(t)) },
  { kind: 'seniority', body: { keywords: 'graphiste junior' }, judge: (t) => combine(graphiste(t), SEN.junior(t)) },
  {
    kind: 'seniority',
    body: { keywords: "monteur 10 ans d'expérience" },
    judge: (t) => combine(monteur(t), yearsV(t, 10)),
  },
  { kind: 'seniority', body: { keywords: 'DA confirmé' }, judge: (t) => combine(da(t), SEN.confirme(t)) },
  {
    kind: 'seniority',
    body: { keywords: 'traductrice expérimentée' },
    judge: (t) => combine(translator(t), yearsV(t, 5)),
  },
  {
    kind: 'seniority',
    body: { keywords: 'illustrateur débutant' },
    judge: (t) => combine(role(t, ['illustrateur']), SEN.junior(t)),
  },
  {
    kind: 'seniority',
    body: { keywords: "game designer 5 ans d'xp" },
    judge: (t) => combine(role(t, ['gamedesigner']), yearsV(t, 5, 99, 1)),
  },
  {
    kind: 'seniority',
    body: { keywords: 'chef de projet événementiel expert' },
    judge: (t) => combine(eventManager(t), SEN.expert(t)),
  },
  {
    kind: 'seniority',
    body: { keywords: 'UI designer 3-5 ans' },
    judge: (t) => combine(role(t, ['uidesigner']), yearsV(t, 3, 5)),
  },
  {
    kind: 'seniority',
    body: { keywords: "3D artist 15 ans d'expérience" },
    judge: (t) => combine(role(t, ['gen3d', 'modeleur']), yearsV(t, 15, 99, 3)),
  },
  // ============================================================================================ combo
  {
    kind: 'combo',
    body: { keywords: 'motion designer Lyon dispo' },
    judge: (t) => combine(motion(t), placeV(t, LYON), availV(t)),
  },
  {
    kind: 'combo',
    body: { keywords: 'rédacteur web full remote anglais' },
    judge: (t) => combine(role(t, ['redacteurweb']), remoteV(t, 'remote'), langV(t, 'en', 'C1')),
  },
  {
    kind: 'combo',
    body: { keywords: 'graphiste Nantes 3 jours/semaine' },
    judge: (t) => combine(graphiste(t), placeV(t, NANTES), daysV(t, [3])),
  },
  {
    kind: 'combo',
    body: { keywords: 'ingénieur du son Lille senior dispo janvier' },
    judge: (t) => combine(soundEngineer(t), placeV(t, LILLE), SEN.senior(t), availV(t, '2027-01-31')),
  },
  {
    kind: 'combo',
    body: { keywords: 'illustratrice Procreate Bordeaux' },
    judge: (t) => combine(role(t, ['illustrateur']), wishV(has(t, 'Procreate')), placeV(t, BORDEAUX)),
  },
  {
    kind: 'combo',
    body: { keywords: 'développeur Unity C# Lyon' },
    judge: (t) => combine(role(t, ['gamedev']), skillsV(t, ['Unity', 'C#']), placeV(t, LYON)),
  },
  {
    kind: 'combo',
    body: { keywords: 'traducteur allemand Strasbourg' },
    judge: (t) => combine(translator(t), pairAny(t, 'de') ? 'ok' : pairV(t, 'de>fr'), placeV(t, STRASBOURG)),
  },
  {
    kind: 'combo',
    body: { keywords: 'community manager Rennes mi-temps' },
    judge: (t) => combine(cm(t), placeV(t, RENNES), daysV(t, [2, 3])),
  },
  {
    kind: 'combo',
    body: { keywords: 'photographe packshot Lille TJM 400' },
    judge: (t) => combine(role(t, ['photographe']), wishV(has(t, 'packshot')), placeV(t, LILLE), rateV(t, 400)),
  },
  {
    kind: 'combo',
    body: { keywords: 'cadreur Marseille drone' },
    judge: (t) =>
      combine(
        role(t, ['cadreur'], { near: ['telepilote', 'videaste', 'chefop', 'jri'] }),
        wishV(has(t, 'drone')),
        placeV(t, MARSEILLE),
      ),
  },
  {
    kind: 'combo',
    body: { keywords: 'monteur vidéo', workAreas: ['pays-de-la-loire'], available: true },
    judge: (t) => combine(monteur(t), placeV(t, PDL), availV(t, TODAY_PLUS_7)),
    note: 'filters: region Pays de la Loire, available',
  },
  {
    kind: 'combo',
    body: { keywords: 'motion designer', seniority: ['senior', 'expert'], workAreas: ['auvergne-rhone-alpes'] },
    judge: (t) => combine(motion(t), SEN.senior(t), placeV(t, ARA)),
    note: 'filters: seniority senior or expert, region Auvergne-Rhône-Alpes',
  },
  // ============================================================================================ grammar
  {
    kind: 'grammar',
    body: { keywords: '"motion design" -junior' },
    judge: (t) => {
      const base: Grade = t.occ === 'motion' ? 3 : has(t, 'motion design') ? 2 : 0;
      return base === 0 ? 0 : t.years <= 2 ? 1 : base;
    },
  },
  { kind: 'grammar', body: { keywords: 'monteur OR monteuse OR "video editor"' }, judge: monteur },
  {
    kind: 'grammar',
    body: { keywords: '"identité visuelle" luxe' },
    judge: (t) => {
      if (has(t, 'identité visuelle')) return sectorIn(t, ['luxe']) ? 3 : 2;
      return ['graphiste', 'da', 'brand-designer'].includes(t.occ) ? 1 : 0;
    },
  },
  {
    kind: 'grammar',
    body: { keywords: 'illustrateur -jeunesse' },
    judge: (t) => (t.occ === 'illustrateur' ? (jeunesse(t) ? 1 : 3) : role(t, ['illustrateur'])),
  },
  {
    kind: 'grammar',
    body: { keywords: '"level design" OR "game design"' },
    judge: (t) => (has(t, 'level design') || has(t, 'game design') ? 3 : role(t, ['gamedesigner', 'leveldesigner'])),
  },
  {
    kind: 'grammar',
    body: { keywords: 'traducteur -technique' },
    judge: (t) => (t.occ === 'traducteur' ? (has(t, 'traduction technique') ? 1 : 3) : role(t, ['traducteur'])),
  },
  {
    kind: 'grammar',
    body: { keywords: '"sous-titrage" SDH' },
    judge: (t) =>
      t.occ === 'soustitreur' ? (has(t, 'SDH') ? 3 : 2) : has(t, 'sous-titrage') || t.occ === 'traducteur' ? 1 : 0,
  },
  {
    kind: 'grammar',
    body: { keywords: 'photographe -mariage' },
    judge: (t) => (t.occ === 'photographe' ? (has(t, 'mariage') ? 1 : 3) : role(t, ['photographe'])),
  },
  {
    kind: 'grammar',
    body: { keywords: '"Unreal Engine" -Unity' },
    judge: (t) => (has(t, 'Unreal Engine') ? (has(t, 'Unity') ? 1 : 3) : 0),
  },
  {
    kind: 'grammar',
    body: { keywords: '"After Effects" "Premiere Pro" -motion' },
    judge: (t) => {
      const n = ['After Effects', 'Premiere Pro'].filter((s) => has(t, s)).length;
      if (n === 0) return 0;
      if (motionWord(t)) return 1;
      return n === 2 ? 3 : 1;
    },
  },
  // ============================================================================================ skill
  {
    kind: 'skill',
    body: { keywords: 'Toon Boom Harmony' },
    judge: (t) => (has(t, 'Toon Boom Harmony') ? 3 : ['anim2d', 'storyboarder'].includes(t.occ) ? 1 : 0),
  },
  {
    kind: 'skill',
    body: { keywords: 'Substance Painter ZBrush' },
    judge: (t) => {
      const v = skillsV(t, ['Substance Painter', 'ZBrush']);
      if (v === 'ok') return 3;
      if (v === 'near') return ['gen3d', 'modeleur', 'techartist', 'concept-artist'].includes(t.occ) ? 2 : 1;
      return ['gen3d', 'modeleur'].includes(t.occ) ? 1 : 0;
    },
  },
  {
    kind: 'skill',
    body: { keywords: 'DaVinci Resolve' },
    judge: (t) => (has(t, 'DaVinci Resolve') ? 3 : ['monteur', 'etalonneur', 'videaste'].includes(t.occ) ? 1 : 0),
  },
  {
    kind: 'skill',
    body: { keywords: 'Articulate Storyline SCORM' },
    judge: (t) => {
      const s = has(t, 'Articulate Storyline');
      const c = has(t, 'SCORM');
      if (s && c) return 3;
      if (s) return 2;
      if (c || ['elearning', 'ingepeda'].includes(t.occ)) return 1;
      return 0;
    },
  },
  {
    kind: 'skill',
    body: { keywords: 'Pro Tools Wwise' },
    judge: (t) => {
      const w = has(t, 'Wwise');
      const p = has(t, 'Pro Tools');
      return w && p ? 3 : w ? 2 : p ? 1 : 0;
    },
  },
  {
    kind: 'skill',
    body: { keywords: 'Houdini' },
    judge: (t) => (has(t, 'Houdini') ? 3 : ['vfx', 'techartist'].includes(t.occ) ? 1 : 0),
  },
  {
    kind: 'skill',
    body: { keywords: 'Figma design system', skills: ['figma'] },
    judge: (t) => {
      const f = has(t, 'Figma');
      const d = has(t, 'design system');
      if (f && d) return 3;
      if (f) return ['uidesigner', 'uxdesigner', 'webdesigner'].includes(t.occ) ? 2 : 1;
      return d ? 1 : 0;
    },
    note: 'filter: skill figma',
  },
  {
    kind: 'skill',
    body: { keywords: 'Trados memoQ' },
    judge: (t) => {
      const v = skillsV(t, ['Trados', 'memoQ']);
      return v === 'ok' ? 3 : v === 'near' ? 2 : ['traducteur', 'soustitreur'].includes(t.occ) ? 1 : 0;
    },
  },
  {
    kind: 'skill',
    body: { keywords: 'grandMA' },
    judge: (t) => (has(t, 'grandMA') ? 3 : t.occ === 'lumiere' ? 1 : 0),
  },
  {
    kind: 'skill',
    body: { keywords: 'Capture One retouche' },
    judge: (t) => {
      const c = has(t, 'Capture One');
      const r = has(t, 'retouche') || t.occ === 'retoucheur';
      if (c && r) return 3;
      if (c || r) return ['retoucheur', 'photographe'].includes(t.occ) ? 2 : 1;
      return 0;
    },
  },
  // ============================================================================================ typo
  { kind: 'typo', body: { keywords: 'graphsite' }, judge: graphiste },
  { kind: 'typo', body: { keywords: 'motion desginer' }, judge: motion },
  { kind: 'typo', body: { keywords: 'monteurs videos' }, judge: monteur },
  { kind: 'typo', body: { keywords: 'illustratrices' }, judge: (t) => role(t, ['illustrateur']) },
  { kind: 'typo', body: { keywords: 'ingenieur du son' }, judge: soundEngineer },
  { kind: 'typo', body: { keywords: 'communitymanager' }, judge: cm },
  {
    kind: 'typo',
    body: { keywords: 'PHOTOGRAPHE CULINAIRE' },
    judge: (t) => combine(role(t, ['photographe']), wishV(has(t, 'culinaire') || sectorIn(t, ['agro']))),
  },
  {
    kind: 'typo',
    body: { keywords: 'traductrise anglais' },
    judge: (t) => combine(translator(t), pairAny(t, 'en') ? 'ok' : 'fail'),
  },
  { kind: 'typo', body: { keywords: 'régiseur général' }, judge: (t) => role(t, ['regisseur']) },
  { kind: 'typo', body: { keywords: 'webdesiger' }, judge: (t) => role(t, ['webdesigner']) },
  // ============================================================================================ brief
  {
    kind: 'brief',
    body: {
      brief:
        "Je cherche un motion designer à Lyon pour une mission de 3 mois chez un éditeur de jeux vidéo, disponible début janvier, à l'aise en 2D comme en 3D (After Effects et Cinema 4D).",
    },
    judge: (t) =>
      combine(motion(t), placeV(t, LYON), availV(t, '2027-01-10'), skillsV(t, ['After Effects', 'Cinema 4D'])),
  },
  {
    kind: 'brief',
    body: {
      brief:
        "Besoin d'une illustratrice pour un album jeunesse, en télétravail, idéalement déjà publiée chez un éditeur.",
    },
    judge: (t) =>
      combine(
        role(t, ['illustrateur'], { near: [], rel: ['concept-artist', 'storyboarder'] }),
        wishV(jeunesse(t)),
        remoteV(t, 'remote'),
      ),
  },
  {
    kind: 'brief',
    body: {
      brief: 'Un monteur vidéo confirmé sur Bordeaux pour des contenus réseaux sociaux, 2 à 3 jours par semaine.',
    },
    judge: (t) => combine(monteur(t), placeV(t, BORDEAUX), yearsV(t, 3, 99, 1), daysV(t, [2, 3])),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Nous recherchons un(e) ingénieur(e) pédagogique pour concevoir des modules e-learning sous Articulate, pour un client du secteur de la santé.',
    },
    judge: (t) =>
      combine(
        role(t, ['ingepeda']),
        wishV(has(t, 'Articulate Storyline') || has(t, 'Articulate Rise')),
        wishV(sectorIn(t, ['sante'])),
      ),
  },
  {
    kind: 'brief',
    body: {
      brief:
        "Il nous faut un régisseur général pour un salon professionnel à Lille en mars ; l'habilitation électrique serait un plus.",
    },
    judge: (t) => combine(role(t, ['regisseur']), placeV(t, LILLE), availV(t, '2027-03-01')),
  },
  {
    kind: 'brief',
    body: { brief: 'Il me faut un photographe pour des packshots de bouteilles de vin dans le Bordelais.' },
    judge: (t) => combine(role(t, ['photographe']), wishV(has(t, 'packshot')), placeV(t, BORDELAIS)),
  },
  {
    kind: 'brief',
    body: {
      brief:
        "Cherche une coach certifiée ICF pour accompagner les managers d'un organisme de formation, en présentiel à Lyon.",
    },
    judge: (t) => combine(role(t, ['coach']), wishV(certHas(t, 'ICF')), placeV(t, LYON), remoteV(t, 'site')),
  },
  {
    kind: 'brief',
    body: {
      brief: "Besoin d'un sound designer pour un jeu indé, Wwise obligatoire, le full remote ne pose pas de problème.",
    },
    judge: (t) => combine(role(t, ['sounddesigner']), needV(has(t, 'Wwise'))),
  },
  {
    kind: 'brief',
    body: {
      brief:
        "On cherche quelqu'un qui tourne et monte lui-même ses vidéos, pour des films d'entreprise autour de Rennes.",
    },
    judge: (t) => {
      let base: Grade = role(t, ['videaste'], { near: ['jri'], rel: ['monteur', 'cadreur', 'realisateur'] });
      if (['cadreur', 'realisateur'].includes(t.occ) && (has(t, 'Premiere Pro') || has(t, 'montage'))) base = 2;
      return combine(base, placeV(t, RENNES));
    },
    note: 'shoots and edits: videographer',
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Looking for a senior 3D environment artist with Unreal Engine 5 experience, fully remote, English-speaking team.',
    },
    judge: (t) =>
      combine(
        role(t, ['modeleur', 'gen3d'], { near: ['concept-artist', 'leveldesigner'] }),
        wishV(has(t, 'Unreal Engine')),
        SEN.senior(t),
        remoteV(t, 'remote'),
        langV(t, 'en', 'C1'),
      ),
  },
  {
    kind: 'brief',
    body: { brief: 'We need a French-to-English translator for the texts of a museum exhibition.' },
    judge: (t) => combine(translator(t), pairV(t, 'fr>en'), wishV(sectorIn(t, ['culture']) || t.clients.includes('M'))),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Need a freelance event production manager in Brussels for a two-day conference; French and English required.',
    },
    judge: (t) =>
      combine(
        role(t, ['eventmanager'], { near: ['chargeprod', 'regisseur'] }),
        placeV(t, BRUXELLES),
        langV(t, 'en', 'C1'),
      ),
  },
  {
    kind: 'brief',
    body: {
      brief: `Mission freelance – Directeur artistique (H/F) – Nantes

Notre client, une agence de communication nantaise (25 personnes), accompagne la refonte complète de l'identité visuelle d'une marque agroalimentaire régionale : plateforme de marque, nouveau logo, packaging d'une gamme de 12 références, déclinaisons print et digitales.

Vos missions :
- piloter la direction artistique du projet, de la recherche créative aux fichiers d'exécution ;
- encadrer deux graphistes juniors et travailler en binôme avec le concepteur-rédacteur ;
- présenter les pistes créatives au client.

Profil recherché : 7 ans d'expérience minimum en direction artistique (agence de préférence), maîtrise de la suite Adobe, Figma apprécié, sensibilité packaging.

Modalités : 3 jours par semaine dans les locaux de l'agence à Nantes, démarrage en janvier 2027, mission de 4 mois renouvelable. TJM selon profil.`,
    },
    judge: (t) =>
      combine(da(t), placeV(t, NANTES), yearsV(t, 7), daysV(t, [3]), remoteV(t, 'site'), availV(t, '2027-01-31')),
    note: 'pasted job ad',
  },
  {
    kind: 'brief',
    body: {
      brief: `[Mission freelance] Formateur / Formatrice FLE – Lille

Organisme de formation certifié Qualiopi, nous recherchons un(e) formateur(trice) de français langue étrangère pour un public d'adultes primo-arrivants (niveaux A1 à B1), avec préparation au DELF.

- 3 jours par semaine, en présentiel dans nos locaux de Lille (métro Gare Lille-Flandres)
- Démarrage : début janvier 2027, jusqu'à fin juin
- Diplôme FLE (Master ou DAEFLE) exigé ; expérience avec des publics peu scolarisés appréciée

Merci d'indiquer votre tarif journalier.`,
    },
    judge: (t) => combine(role(t, ['fle']), placeV(t, LILLE), daysV(t, [3]), availV(t, '2027-01-10')),
    note: 'pasted job ad',
  },
  {
    kind: 'brief',
    body: {
      brief: `Studio de jeu vidéo bordelais (40 personnes, action-aventure sur PC et consoles) recherche un Technical Artist freelance pour 6 mois.

Au programme : création et optimisation de shaders et de matériaux sous Unreal Engine 5, outils Python pour le pipeline artistique, profiling GPU, accompagnement des artistes environnement.
Houdini est un plus.

Organisation hybride : 2 jours par semaine au studio à Bordeaux, le reste en télétravail. Démarrage dès que possible.`,
    },
    judge: (t) =>
      combine(
        role(t, ['techartist'], { near: [], rel: ['vfx', 'gamedev', 'gen3d'] }),
        wishV(has(t, 'Unreal Engine')),
        placeV(t, BORDEAUX),
        remoteV(t, 'hybrid'),
      ),
    note: 'pasted job ad',
  },
];
