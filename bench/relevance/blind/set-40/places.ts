/**
 * Places: homes, informal zones and the containment logic the judges use. The area objects themselves are copied
 * from the service's mobility dataset into areas-data.ts.
 */
import { AREAS, type AreaKey, type WorkArea } from './areas-data';

export { AREAS, type AreaKey, type WorkArea };

/** A location reduced to the ids of its levels, from the city up to the country. */
export interface Chain {
  level: 'city' | 'dept' | 'region' | 'country';
  city?: string;
  dept?: string;
  region?: string;
  country: string;
}

export function area(k: AreaKey): WorkArea {
  return AREAS[k];
}

export function chain(k: AreaKey): Chain {
  const a: WorkArea = AREAS[k];
  const country = a.countryCode ?? 'FR';
  const c: Chain = {
    level: a.type === 'ville' ? 'city' : a.type === 'departement' ? 'dept' : a.type === 'region' ? 'region' : 'country',
    country,
  };
  if (a.regionCode !== undefined) c.region = `${country}-${a.regionCode}`;
  if (a.departmentCode !== undefined) c.dept = `${country}-${a.departmentCode}`;
  if (a.type === 'ville') c.city = `${country}-${a.cityName ?? ''}-${a.departmentCode ?? a.regionCode ?? ''}`;
  return c;
}

/** Informal zones (clusters) a city belongs to: two places of one cluster are "near" each other. */
export const CLUSTERS: Partial<Record<AreaKey, string[]>> = {
  'v:nice': ['cote-azur'],
  'v:cannes': ['cote-azur'],
  'v:antibes': ['cote-azur'],
  'v:menton': ['cote-azur'],
  'v:cap-ferrat': ['cote-azur'],
  'v:mougins': ['cote-azur'],
  'v:saint-tropez': ['cote-azur', 'provence'],
  'v:ramatuelle': ['cote-azur', 'provence'],
  'v:hyeres': ['cote-azur', 'provence'],
  'v:saint-raphael': ['cote-azur', 'provence'],
  'v:marseille-1': ['provence'],
  'v:marseille-8': ['provence'],
  'v:aix': ['provence'],
  'v:cassis': ['provence'],
  'v:avignon': ['provence'],
  'v:gordes': ['provence'],
  'v:biarritz': ['pays-basque', 'cote-atlantique-sud'],
  'v:bayonne': ['pays-basque', 'cote-atlantique-sud'],
  'v:anglet': ['pays-basque', 'cote-atlantique-sud'],
  'v:st-jean-de-luz': ['pays-basque', 'cote-atlantique-sud'],
  'v:guethary': ['pays-basque', 'cote-atlantique-sud'],
  'v:hendaye': ['pays-basque', 'cote-atlantique-sud'],
  'v:hossegor': ['cote-atlantique-sud'],
  'v:capbreton': ['cote-atlantique-sud'],
  'v:arcachon': ['bassin-arcachon'],
  'v:cap-ferret': ['bassin-arcachon'],
  'v:la-teste': ['bassin-arcachon'],
  'v:courchevel': ['ski', 'tarentaise', 'trois-vallees'],
  'v:belleville': ['ski', 'tarentaise', 'trois-vallees'],
  'v:les-allues': ['ski', 'tarentaise', 'trois-vallees'],
  'v:val-isere': ['ski', 'tarentaise'],
  'v:tignes': ['ski', 'tarentaise'],
  'v:bourg-st-maurice': ['ski', 'tarentaise'],
  'v:valloire': ['ski'],
  'v:chamonix': ['ski', 'mont-blanc'],
  'v:megeve': ['ski', 'mont-blanc'],
  'v:st-gervais': ['ski', 'mont-blanc'],
  'v:morzine': ['ski', 'portes-du-soleil'],
  'v:les-gets': ['ski', 'portes-du-soleil'],
  'v:huez': ['ski', 'oisans'],
  'v:deux-alpes': ['ski', 'oisans'],
  'v:briancon': ['ski'],
  'v:font-romeu': ['ski'],
  'v:verbier': ['ski', 'valais'],
  'v:zermatt': ['ski', 'valais'],
  'v:montana': ['ski', 'valais'],
  'v:geneve': ['leman'],
  'v:lausanne': ['leman'],
  'v:montreux': ['leman'],
  'v:nyon': ['leman'],
  'v:evian': ['leman'],
  'v:thonon': ['leman'],
  'v:saint-malo': ['cote-emeraude'],
  'v:dinard': ['cote-emeraude'],
  'v:deauville': ['cote-fleurie'],
  'v:honfleur': ['cote-fleurie'],
  'v:reims': ['champagne'],
  'v:epernay': ['champagne'],
  'v:la-baule': ['presquile-guerandaise'],
  'v:luxembourg': ['grande-region'],
  'v:esch': ['grande-region'],
  'v:metz': ['grande-region'],
};

export function clusters(k: AreaKey): string[] {
  return CLUSTERS[k] ?? [];
}

/** The ski resorts of the pool (villes): the "station de ski" setting is also met by working there. */
export const SKI_RESORTS = (Object.keys(CLUSTERS) as AreaKey[]).filter((k) => clusters(k).includes('ski'));
export const SEASIDE: AreaKey[] = [
  'v:nice',
  'v:cannes',
  'v:antibes',
  'v:menton',
  'v:cap-ferrat',
  'v:saint-tropez',
  'v:ramatuelle',
  'v:hyeres',
  'v:saint-raphael',
  'v:cassis',
  'v:sete',
  'v:collioure',
  'v:arcachon',
  'v:cap-ferret',
  'v:la-teste',
  'v:biarritz',
  'v:anglet',
  'v:st-jean-de-luz',
  'v:guethary',
  'v:hendaye',
  'v:hossegor',
  'v:capbreton',
  'v:la-baule',
  'v:sables',
  'v:la-rochelle',
  'v:saint-malo',
  'v:dinard',
  'v:quiberon',
  'v:le-touquet',
  'v:deauville',
  'v:honfleur',
  'v:porto-vecchio',
  'v:bonifacio',
  'v:calvi',
  'v:ajaccio',
  'v:saint-paul-974',
  'v:trois-ilets',
  'v:sainte-anne-972',
  'v:le-gosier',
  'v:saint-francois-971',
];

/** Named zones the queries type, as lists of areas (the judges' targets). */
export const ZONES = {
  idf: ['r:FR-11'],
  paris: ['d:FR-75'],
  lyon: ['v:lyon-2', 'v:lyon-3', 'v:lyon-7'],
  marseille: ['v:marseille-1', 'v:marseille-8'],
  'cote-azur': ['d:FR-06', 'v:saint-tropez', 'v:ramatuelle', 'v:hyeres', 'v:saint-raphael'],
  provence: ['d:FR-13', 'd:FR-84', 'd:FR-04', 'd:FR-83'],
  'pays-basque': ['v:biarritz', 'v:bayonne', 'v:anglet', 'v:st-jean-de-luz', 'v:guethary', 'v:hendaye'],
  'bassin-arcachon': ['v:arcachon', 'v:cap-ferret', 'v:la-teste'],
  tarentaise: ['v:courchevel', 'v:belleville', 'v:les-allues', 'v:val-isere', 'v:tignes', 'v:bourg-st-maurice'],
  'trois-vallees': ['v:courchevel', 'v:belleville', 'v:les-allues'],
  ski: SKI_RESORTS,
  'rhone-alpes': ['d:FR-01', 'd:FR-07', 'd:FR-26', 'd:FR-38', 'd:FR-42', 'd:FR-69', 'd:FR-73', 'd:FR-74'],
  alsace: ['d:FR-67', 'd:FR-68'],
  corse: ['r:FR-94'],
  antilles: ['r:FR-01', 'r:FR-02'],
  reunion: ['r:FR-04'],
  'suisse-romande': ['r:CH-GE', 'r:CH-VD', 'r:CH-VS', 'r:CH-NE', 'r:CH-FR', 'r:CH-JU'],
  suisse: ['p:CH'],
  belgique: ['p:BE'],
  luxembourg: ['p:LU'],
  bretagne: ['r:FR-53'],
  gironde: ['d:FR-33'],
  'haute-savoie': ['d:FR-74'],
  alpes06: ['d:FR-06'],
  paca: ['r:FR-93'],
  'hauts-de-france': ['r:FR-32'],
  vendee_charente: ['d:FR-85', 'd:FR-17'],
  'loire-atlantique': ['d:FR-44'],
  'lille-area': ['d:FR-59'],
  geneve_lausanne: ['v:geneve', 'v:lausanne', 'r:CH-GE'],
} satisfies Record<string, AreaKey[]>;

/** Homes, with a weight: where the pool lives. */
export const HOMES: readonly (readonly [AreaKey, number])[] = [
  ['v:paris-1', 4],
  ['v:paris-8', 8],
  ['v:paris-11', 9],
  ['v:paris-15', 7],
  ['v:paris-17', 6],
  ['v:boulogne', 3],
  ['v:neuilly', 2],
  ['v:levallois', 2],
  ['v:saint-denis-93', 3],
  ['v:montreuil', 3],
  ['v:villepinte', 1],
  ['v:le-bourget', 1],
  ['v:roissy', 1],
  ['v:versailles', 2],
  ['v:st-germain', 1],
  ['v:chessy', 2],
  ['v:fontainebleau', 1],
  ['v:creteil', 1],
  ['v:lyon-2', 5],
  ['v:lyon-3', 4],
  ['v:lyon-7', 4],
  ['v:marseille-1', 4],
  ['v:marseille-8', 3],
  ['v:aix', 3],
  ['v:cassis', 1],
  ['v:nice', 7],
  ['v:cannes', 5],
  ['v:antibes', 3],
  ['v:menton', 1],
  ['v:cap-ferrat', 1],
  ['v:mougins', 1],
  ['v:saint-tropez', 2],
  ['v:ramatuelle', 1],
  ['v:hyeres', 1],
  ['v:saint-raphael', 1],
  ['v:avignon', 2],
  ['v:gordes', 1],
  ['v:montpellier', 4],
  ['v:sete', 1],
  ['v:toulouse', 5],
  ['v:perpignan', 1],
  ['v:collioure', 1],
  ['v:font-romeu', 1],
  ['v:carcassonne', 1],
  ['v:lourdes', 1],
  ['v:bordeaux', 6],
  ['v:arcachon', 2],
  ['v:cap-ferret', 1],
  ['v:la-teste', 1],
  ['v:saint-emilion', 1],
  ['v:biarritz', 4],
  ['v:bayonne', 2],
  ['v:st-jean-de-luz', 2],
  ['v:anglet', 2],
  ['v:guethary', 1],
  ['v:hendaye', 1],
  ['v:pau', 1],
  ['v:hossegor', 2],
  ['v:capbreton', 1],
  ['v:nantes', 5],
  ['v:la-baule', 2],
  ['v:sables', 1],
  ['v:la-rochelle', 2],
  ['v:rennes', 3],
  ['v:saint-malo', 2],
  ['v:dinard', 1],
  ['v:quiberon', 1],
  ['v:vannes', 1],
  ['v:brest', 1],
  ['v:lille', 5],
  ['v:le-touquet', 1],
  ['v:strasbourg', 4],
  ['v:colmar', 1],
  ['v:metz', 1],
  ['v:reims', 2],
  ['v:epernay', 1],
  ['v:beaune', 1],
  ['v:dijon', 1],
  ['v:deauville', 1],
  ['v:honfleur', 1],
  ['v:tours', 1],
  ['v:annecy', 4],
  ['v:chamonix', 3],
  ['v:megeve', 2],
  ['v:morzine', 1],
  ['v:les-gets', 1],
  ['v:evian', 1],
  ['v:thonon', 1],
  ['v:st-gervais', 1],
  ['v:courchevel', 2],
  ['v:val-isere', 1],
  ['v:tignes', 1],
  ['v:belleville', 1],
  ['v:les-allues', 1],
  ['v:bourg-st-maurice', 2],
  ['v:chambery', 2],
  ['v:aix-les-bains', 1],
  ['v:valloire', 1],
  ['v:huez', 1],
  ['v:deux-alpes', 1],
  ['v:grenoble', 2],
  ['v:briancon', 1],
  ['v:ajaccio', 2],
  ['v:porto-vecchio', 1],
  ['v:bonifacio', 1],
  ['v:bastia', 1],
  ['v:calvi', 1],
  ['v:saint-denis-974', 2],
  ['v:saint-paul-974', 1],
  ['v:saint-pierre-974', 1],
  ['v:fort-de-france', 2],
  ['v:trois-ilets', 1],
  ['v:sainte-anne-972', 1],
  ['v:le-gosier', 1],
  ['v:saint-francois-971', 1],
  ['v:brussels', 5],
  ['v:liege', 1],
  ['v:namur', 1],
  ['v:brugge', 1],
  ['v:gent', 1],
  ['v:antwerpen', 1],
  ['v:mons', 1],
  ['v:geneve', 5],
  ['v:lausanne', 4],
  ['v:montreux', 2],
  ['v:nyon', 1],
  ['v:verbier', 1],
  ['v:zermatt', 1],
  ['v:montana', 1],
  ['v:luxembourg', 3],
  ['v:esch', 1],
];

/** Paris and its inner ring: one commute. */
const PETITE_COURONNE = ['FR-75', 'FR-92', 'FR-93', 'FR-94'];

export type PlaceVerdict = 'ok' | 'near' | 'weak' | 'fail';

/** How well one location of a profile (home or work area) answers one target area of a query. */
export function placeVerdict(loc: AreaKey, target: AreaKey): PlaceVerdict {
  const l = chain(loc);
  const t = chain(target);
  const inside = (outer: Chain, inner: Chain): boolean => {
    if (outer.level === 'country') return inner.country === outer.country;
    if (outer.level === 'region') return inner.region !== undefined && inner.region === outer.region;
    if (outer.level === 'dept') return inner.dept !== undefined && inner.dept === outer.dept;
    return inner.level === 'city' && inner.city === outer.city;
  };
  if (inside(t, l)) return 'ok';
  if (inside(l, t)) return l.level === 'country' ? 'near' : 'ok';
  if (t.level === 'city' && l.dept !== undefined && l.dept === t.dept) return 'near';
  if (l.level === 'city' && t.level === 'city') {
    const cl = clusters(loc);
    if (clusters(target).some((c) => cl.includes(c))) return 'near';
  }
  if (l.level === 'city' && t.level === 'dept' && t.dept === 'FR-74' && clusters(loc).includes('leman')) return 'near';
  if (
    l.dept !== undefined &&
    t.dept !== undefined &&
    PETITE_COURONNE.includes(l.dept) &&
    PETITE_COURONNE.includes(t.dept)
  )
    return 'near';
  if ((t.level === 'city' || t.level === 'dept') && l.region !== undefined && l.region === t.region) return 'weak';
  return 'fail';
}

const RANK: Record<PlaceVerdict, number> = { ok: 3, near: 2, weak: 1, fail: 0 };

export function bestVerdict(vs: PlaceVerdict[]): PlaceVerdict {
  let best: PlaceVerdict = 'fail';
  for (const v of vs) if (RANK[v] > RANK[best]) best = v;
  return best;
}
