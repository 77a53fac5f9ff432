import type { WorkArea } from '../domain/profile/raw-profile.schema';

/** Real places (INSEE codes) for demo residences and mobility areas, until the full mobility dataset is loaded. */
export interface DemoCity {
  city: string;
  zip: string;
  dep: string;
  depName: string;
  reg: string;
  regName: string;
}

export const DEMO_CITIES: DemoCity[] = [
  { city: 'Paris', zip: '75001', dep: '75', depName: 'Paris', reg: '11', regName: 'Île-de-France' },
  {
    city: 'Boulogne-Billancourt',
    zip: '92100',
    dep: '92',
    depName: 'Hauts-de-Seine',
    reg: '11',
    regName: 'Île-de-France',
  },
  { city: 'Versailles', zip: '78000', dep: '78', depName: 'Yvelines', reg: '11', regName: 'Île-de-France' },
  { city: 'Lyon', zip: '69001', dep: '69', depName: 'Rhône', reg: '84', regName: 'Auvergne-Rhône-Alpes' },
  { city: 'Grenoble', zip: '38000', dep: '38', depName: 'Isère', reg: '84', regName: 'Auvergne-Rhône-Alpes' },
  {
    city: 'Clermont-Ferrand',
    zip: '63000',
    dep: '63',
    depName: 'Puy-de-Dôme',
    reg: '84',
    regName: 'Auvergne-Rhône-Alpes',
  },
  {
    city: 'Marseille',
    zip: '13001',
    dep: '13',
    depName: 'Bouches-du-Rhône',
    reg: '93',
    regName: "Provence-Alpes-Côte d'Azur",
  },
  {
    city: 'Nice',
    zip: '06000',
    dep: '06',
    depName: 'Alpes-Maritimes',
    reg: '93',
    regName: "Provence-Alpes-Côte d'Azur",
  },
  { city: 'Toulouse', zip: '31000', dep: '31', depName: 'Haute-Garonne', reg: '76', regName: 'Occitanie' },
  { city: 'Montpellier', zip: '34000', dep: '34', depName: 'Hérault', reg: '76', regName: 'Occitanie' },
  { city: 'Bordeaux', zip: '33000', dep: '33', depName: 'Gironde', reg: '75', regName: 'Nouvelle-Aquitaine' },
  {
    city: 'La Rochelle',
    zip: '17000',
    dep: '17',
    depName: 'Charente-Maritime',
    reg: '75',
    regName: 'Nouvelle-Aquitaine',
  },
  { city: 'Nantes', zip: '44000', dep: '44', depName: 'Loire-Atlantique', reg: '52', regName: 'Pays de la Loire' },
  { city: 'Angers', zip: '49000', dep: '49', depName: 'Maine-et-Loire', reg: '52', regName: 'Pays de la Loire' },
  { city: 'Rennes', zip: '35000', dep: '35', depName: 'Ille-et-Vilaine', reg: '53', regName: 'Bretagne' },
  { city: 'Brest', zip: '29200', dep: '29', depName: 'Finistère', reg: '53', regName: 'Bretagne' },
  { city: 'Lille', zip: '59000', dep: '59', depName: 'Nord', reg: '32', regName: 'Hauts-de-France' },
  { city: 'Amiens', zip: '80000', dep: '80', depName: 'Somme', reg: '32', regName: 'Hauts-de-France' },
  { city: 'Strasbourg', zip: '67000', dep: '67', depName: 'Bas-Rhin', reg: '44', regName: 'Grand Est' },
  { city: 'Nancy', zip: '54000', dep: '54', depName: 'Meurthe-et-Moselle', reg: '44', regName: 'Grand Est' },
  { city: 'Dijon', zip: '21000', dep: '21', depName: "Côte-d'Or", reg: '27', regName: 'Bourgogne-Franche-Comté' },
  { city: 'Tours', zip: '37000', dep: '37', depName: 'Indre-et-Loire', reg: '24', regName: 'Centre-Val de Loire' },
  { city: 'Rouen', zip: '76000', dep: '76', depName: 'Seine-Maritime', reg: '28', regName: 'Normandie' },
  { city: 'Caen', zip: '14000', dep: '14', depName: 'Calvados', reg: '28', regName: 'Normandie' },
  { city: 'Ajaccio', zip: '20000', dep: '2A', depName: 'Corse-du-Sud', reg: '94', regName: 'Corse' },
];

export const DEMO_COUNTRIES: WorkArea[] = [
  { type: 'pays', countryCode: 'FR', countryName: 'France', code: 'FR', label: 'France' },
  { type: 'pays', countryCode: 'BE', countryName: 'Belgique', code: 'BE', label: 'Belgique' },
  { type: 'pays', countryCode: 'CH', countryName: 'Suisse', code: 'CH', label: 'Suisse' },
  { type: 'pays', countryCode: 'LU', countryName: 'Luxembourg', code: 'LU', label: 'Luxembourg' },
];

export function cityArea(c: DemoCity): WorkArea {
  return {
    type: 'ville',
    code: c.zip,
    label: `${c.city} (${c.zip})`,
    cityZipCode: c.zip,
    cityName: c.city,
    departmentCode: c.dep,
    departmentName: c.depName,
    regionCode: c.reg,
    regionName: c.regName,
    countryCode: 'FR',
    countryName: 'France',
  };
}

export function departmentArea(c: DemoCity): WorkArea {
  return {
    type: 'departement',
    code: c.dep,
    label: c.depName,
    departmentCode: c.dep,
    departmentName: c.depName,
    regionCode: c.reg,
    regionName: c.regName,
    countryCode: 'FR',
    countryName: 'France',
  };
}

export function regionArea(c: DemoCity): WorkArea {
  return {
    type: 'region',
    code: c.reg,
    label: c.regName,
    regionCode: c.reg,
    regionName: c.regName,
    countryCode: 'FR',
    countryName: 'France',
  };
}
