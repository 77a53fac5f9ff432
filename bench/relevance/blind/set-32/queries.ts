// Queries of set 32, as a recruiter of a firm placing freelance experts and interim managers in retail, consumer
// goods, e-commerce, logistics, transport and the food industry types them. Graded from the Truth only (judge.ts).
import type { Truth } from './corpus';
import {
  availableBy,
  anySkill,
  best,
  cert,
  CONFIRME,
  days,
  EXPERIENCED,
  EXPERT,
  grade,
  INTERIM,
  JUNIOR,
  lang,
  minYears,
  NOW,
  occBase,
  place,
  rateMax,
  remote,
  SENIOR,
  sector,
  skillQuery,
  skills,
  type Grade,
  type OccSpec,
  type PlaceSpec,
  type V,
} from './judge';
import { FOOD_SECTORS, OCC_IDS, OCCS, type OccId } from './vocab';

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

// ---------------------------------------------------------------------------------------------------------------
// Occupation specs shared by several queries

const fam = (...fs: string[]): OccId[] => OCC_IDS.filter((o) => fs.includes(OCCS[o].fam));

const STORE: OccSpec = {
  core: ['store-manager'],
  close: ['area-manager'],
  related: ['retail-ops', 'restaurant-manager', 'franchise-manager'],
};
const CATMAN: OccSpec = {
  core: ['category-manager'],
  close: ['buyer'],
  related: [
    'merch-planner',
    'offer-manager',
    'merchandising-manager',
    'trade-marketing',
    'shopper-marketing',
    'pricing-manager',
  ],
};
const BUYER: OccSpec = {
  core: ['buyer'],
  close: ['category-manager', 'procurement-indirect', 'sourcing-manager'],
  related: ['merch-planner', 'offer-manager', 'nb-purchasing-industrial'],
};
const TEXTILE_BUYER: OccSpec = {
  core: ['buyer'],
  close: ['sourcing-manager', 'offer-manager'],
  related: ['category-manager', 'merch-planner'],
};
const WAREHOUSE: OccSpec = {
  core: ['warehouse-manager'],
  close: ['dc-manager'],
  related: ['inventory-manager', 'logistics-project', 'lean-logistics', 'wms-consultant', 'supply-chain-manager'],
};
const DEMAND: OccSpec = {
  core: ['demand-planner'],
  close: ['supply-planner', 'sop-lead'],
  related: ['supply-chain-analyst', 'merch-planner'],
};
const SUPPLY_PLANNER: OccSpec = {
  core: ['supply-planner'],
  close: ['demand-planner', 'sop-lead'],
  related: ['supply-chain-analyst', 'inventory-manager', 'supply-chain-manager'],
};
const QUALITY: OccSpec = {
  core: ['qhse-food'],
  related: ['nb-quality-pharma', 'production-manager-food', 'rd-food', 'plant-manager-food'],
};
const PLANT: OccSpec = {
  core: ['plant-manager-food'],
  close: ['production-manager-food'],
  related: ['qhse-food', 'supply-chain-director'],
};
const TRANSPORT: OccSpec = {
  core: ['transport-manager'],
  close: ['fleet-manager', 'last-mile-manager'],
  related: ['tms-consultant', 'freight-forwarder', 'supply-chain-manager'],
};
const CUSTOMS: OccSpec = {
  core: ['customs-specialist'],
  close: ['import-export-admin', 'freight-forwarder'],
  related: ['freight-sea', 'freight-air'],
};
const FRANCHISE: OccSpec = {
  core: ['franchise-manager'],
  close: ['franchise-dev', 'area-manager'],
  related: ['retail-ops', 'restaurant-ops', 'store-manager'],
};
const KAM: OccSpec = {
  core: ['kam-retail'],
  close: ['chef-de-secteur'],
  related: ['trade-marketing', 'shopper-marketing', 'nb-sales-rep', 'nb-sales-it'],
};
const ECOM: OccSpec = {
  core: ['ecommerce-manager'],
  close: ['marketplace-specialist'],
  related: ['traffic-manager', 'crm-manager', 'customer-service-manager'],
};
const MARKETPLACE: OccSpec = {
  core: ['marketplace-specialist'],
  close: ['ecommerce-manager'],
  related: ['traffic-manager', 'pricing-manager'],
};
const VM: OccSpec = {
  core: ['visual-merch'],
  close: ['merchandising-manager'],
  related: ['store-manager', 'retail-project'],
};
const WMS: OccSpec = {
  core: ['wms-consultant'],
  close: ['logistics-project'],
  related: ['tms-consultant', 'warehouse-manager', 'dc-manager'],
};
const SCM: OccSpec = {
  core: ['supply-chain-manager'],
  close: ['supply-chain-director'],
  related: ['logistics-project', 'sop-lead', 'supply-planner', 'warehouse-manager', 'dc-manager'],
};
const SUPPLY_CHAIN_BROAD: OccSpec = {
  core: ['supply-chain-manager', 'supply-chain-director'],
  close: ['logistics-project', 'sop-lead', 'supply-planner', 'demand-planner', 'warehouse-manager', 'dc-manager'],
  related: ['transport-manager', 'wms-consultant', 'supply-chain-analyst', 'inventory-manager', 'lean-logistics'],
};
const SC_DIRECTOR: OccSpec = {
  core: ['supply-chain-director'],
  close: ['supply-chain-manager', 'dc-manager'],
  related: ['sop-lead', 'logistics-project', 'warehouse-manager'],
};
const SOP: OccSpec = {
  core: ['sop-lead'],
  close: ['demand-planner', 'supply-chain-director'],
  related: ['supply-planner', 'supply-chain-manager'],
};
const CS: OccSpec = {
  core: ['customer-service-manager'],
  close: ['adv-manager'],
  related: ['crm-manager'],
};
const FREIGHT: OccSpec = {
  core: ['freight-forwarder'],
  close: ['freight-sea', 'freight-air'],
  related: ['customs-specialist', 'import-export-admin', 'transport-manager'],
};
const RD: OccSpec = { core: ['rd-food'], related: ['packaging-engineer', 'qhse-food'] };
const HOTEL: OccSpec = { core: ['hotel-manager'], close: ['revenue-manager'], related: ['restaurant-ops'] };
const LOGPROJ: OccSpec = {
  core: ['logistics-project'],
  close: ['wms-consultant', 'supply-chain-manager'],
  related: ['warehouse-manager', 'dc-manager', 'lean-logistics', 'retail-project'],
};

// ---------------------------------------------------------------------------------------------------------------
// Places

const IDF: PlaceSpec = { ok: { regions: ['FR-11'] } };
const PARIS: PlaceSpec = { ok: { depts: ['FR-75', 'FR-92', 'FR-93', 'FR-94'] }, near: { regions: ['FR-11'] } };
const LYON: PlaceSpec = { ok: { cities: ['lyon3', 'corbas'] } };
const LYON_AREA: PlaceSpec = { ok: { depts: ['FR-69', 'FR-38', 'FR-01'] }, near: { regions: ['FR-84'] } };
const LILLE: PlaceSpec = { ok: { cities: ['lille', 'roubaix', 'vda', 'lesquin'] } };
const RUNGIS: PlaceSpec = { ok: { cities: ['rungis', 'wissous', 'massy', 'fleury'], depts: ['FR-94'] } };
const BRETAGNE: PlaceSpec = { ok: { regions: ['FR-53'] }, near: { regions: ['FR-52', 'FR-28'] } };
const ROISSY: PlaceSpec = { ok: { cities: ['roissy', 'gonesse'], depts: ['FR-95', 'FR-93'] } };

const REMOTE_OK = (t: Truth): V => (t.remote.some((m) => m !== 'Sur site') ? 'ok' : 'near');
const MISSION_6M = (t: Truth): V => (t.missions.some((m) => m === '3 a 6 mois' || m === '6 a 12 mois') ? 'ok' : 'near');
const FRESH = (t: Truth): V =>
  t.skills.includes('cold-chain') || t.sectors.some((s) => ['food', 'dairy', 'meat', 'gsa'].includes(s))
    ? 'ok'
    : 'near';
const AUTOMATION = (t: Truth): V => (t.skills.includes('automation') ? 'ok' : 'near');
const OEA = (t: Truth): V => (t.skills.includes('oea') ? 'ok' : 'near');
const not = (cond: (t: Truth) => boolean, g: (t: Truth) => Grade) => (t: Truth) => (cond(t) ? 0 : g(t));

const PLANNING_SCM = fam('planning', 'scm');

export const QUERIES: Query[] = [
  // ---------------------------------------------------------------- abbrev
  {
    kind: 'abbrev',
    body: { keywords: 'KAM GMS' },
    judge: (t) => grade(t, { ...KAM, related: ['trade-marketing', 'shopper-marketing', 'adv-manager'] }),
  },
  {
    kind: 'abbrev',
    body: { keywords: 'ADV export' },
    judge: (t) =>
      grade(t, {
        core: ['import-export-admin'],
        close: ['adv-manager', 'customs-specialist'],
        related: ['freight-forwarder', 'customer-service-manager'],
      }),
  },
  {
    kind: 'abbrev',
    body: { keywords: 'S&OP' },
    judge: (t) =>
      t.occ === 'sop-lead'
        ? 3
        : ['demand-planner', 'supply-planner', 'supply-chain-manager', 'supply-chain-director'].includes(t.occ)
          ? t.skills.includes('sop')
            ? 2
            : 1
          : 0,
    note: 'Runs the S&OP process: the S&OP lead; planners and supply chain managers who practise it are close.',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'WMS Reflex' },
    judge: (t) =>
      grade(
        t,
        {
          core: ['wms-consultant'],
          close: ['warehouse-manager', 'dc-manager', 'logistics-project'],
          related: ['inventory-manager', 'tms-consultant'],
        },
        anySkill('reflex'),
      ),
  },
  {
    kind: 'abbrev',
    body: { keywords: 'TMS' },
    judge: (t) =>
      grade(
        t,
        {
          core: ['tms-consultant'],
          close: ['transport-manager'],
          related: ['wms-consultant', 'logistics-project', 'fleet-manager', 'last-mile-manager'],
        },
        anySkill('otm', 'sap-tm', 'shippeo', 'transporeon'),
      ),
  },
  {
    kind: 'abbrev',
    body: { keywords: 'IFS BRC' },
    judge: (t) =>
      grade(
        t,
        {
          core: ['qhse-food'],
          close: ['production-manager-food', 'plant-manager-food'],
          related: ['rd-food', 'catering-manager'],
        },
        skills('ifs', 'brc'),
      ),
  },
  { kind: 'abbrev', body: { keywords: 'R&D IAA' }, judge: (t) => grade(t, RD) },
  {
    kind: 'abbrev',
    body: { keywords: 'CPIM' },
    judge: (t) => grade(t, { core: PLANNING_SCM }, cert(['cpim'], ['cscp'])),
    note: 'APICS CPIM holders in planning and supply chain; CSCP is near.',
  },
  { kind: 'abbrev', body: { keywords: 'VM retail' }, judge: (t) => grade(t, VM) },
  { kind: 'abbrev', body: { keywords: 'OEA douane' }, judge: (t) => grade(t, CUSTOMS, OEA) },
  {
    kind: 'abbrev',
    body: { keywords: 'PIC PDP' },
    judge: (t) =>
      grade(t, {
        core: ['sop-lead'],
        close: ['supply-planner', 'demand-planner'],
        related: ['supply-chain-manager', 'production-manager-food', 'supply-chain-director'],
      }),
  },

  // ---------------------------------------------------------------- title-fr
  { kind: 'title-fr', body: { keywords: 'directrice de magasin' }, judge: (t) => grade(t, STORE) },
  { kind: 'title-fr', body: { keywords: 'chef de catégorie' }, judge: (t) => grade(t, CATMAN) },
  {
    kind: 'title-fr',
    body: { keywords: 'acheteuse textile' },
    judge: (t) => grade(t, TEXTILE_BUYER, sector(['fashion'], ['luxury', 'sport', 'home'])),
  },
  { kind: 'title-fr', body: { keywords: "responsable d'entrepôt" }, judge: (t) => grade(t, WAREHOUSE) },
  { kind: 'title-fr', body: { keywords: 'prévisionniste' }, judge: (t) => grade(t, DEMAND) },
  { kind: 'title-fr', body: { keywords: 'responsable qualité agroalimentaire' }, judge: (t) => grade(t, QUALITY) },
  {
    kind: 'title-fr',
    body: { keywords: 'approvisionneuse' },
    judge: (t) =>
      grade(t, {
        core: ['supply-planner'],
        close: ['demand-planner'],
        related: ['inventory-manager', 'sop-lead', 'buyer', 'supply-chain-analyst'],
      }),
  },
  { kind: 'title-fr', body: { keywords: "directeur d'usine agroalimentaire" }, judge: (t) => grade(t, PLANT) },
  { kind: 'title-fr', body: { keywords: 'responsable transport' }, judge: (t) => grade(t, TRANSPORT) },
  { kind: 'title-fr', body: { keywords: 'déclarant en douane' }, judge: (t) => grade(t, CUSTOMS) },
  { kind: 'title-fr', body: { keywords: 'animatrice réseau franchise' }, judge: (t) => grade(t, FRANCHISE) },

  // ---------------------------------------------------------------- title-en
  { kind: 'title-en', body: { keywords: 'Category Manager' }, judge: (t) => grade(t, CATMAN) },
  { kind: 'title-en', body: { keywords: 'Supply Chain Planner' }, judge: (t) => grade(t, SUPPLY_PLANNER) },
  {
    kind: 'title-en',
    body: { keywords: 'Head of E-commerce' },
    judge: (t) => grade(t, ECOM, (x) => (x.years >= 6 ? 'ok' : x.years >= 4 ? 'near' : 'fail')),
    note: '"Head of" asks for 6 years or more; 4-5 near.',
  },
  { kind: 'title-en', body: { keywords: 'Warehouse Manager' }, judge: (t) => grade(t, WAREHOUSE) },
  { kind: 'title-en', body: { keywords: 'Demand Planner' }, judge: (t) => grade(t, DEMAND) },
  { kind: 'title-en', body: { keywords: 'Store Manager' }, judge: (t) => grade(t, STORE) },
  { kind: 'title-en', body: { keywords: 'Key Account Manager' }, judge: (t) => grade(t, KAM) },
  { kind: 'title-en', body: { keywords: 'Plant Manager food' }, judge: (t) => grade(t, PLANT) },
  { kind: 'title-en', body: { keywords: 'Customer Service Manager' }, judge: (t) => grade(t, CS) },
  {
    kind: 'title-en',
    body: { keywords: 'Merchandise Planner' },
    judge: (t) =>
      grade(t, {
        core: ['merch-planner'],
        close: ['allocator'],
        related: ['demand-planner', 'buyer', 'category-manager', 'offer-manager'],
      }),
  },
  { kind: 'title-en', body: { keywords: 'Freight Forwarder' }, judge: (t) => grade(t, FREIGHT) },

  // ---------------------------------------------------------------- place
  {
    kind: 'place',
    body: { keywords: 'responsable logistique 69' },
    judge: (t) =>
      grade(
        t,
        {
          core: ['warehouse-manager', 'dc-manager', 'supply-chain-manager', 'logistics-project'],
          close: ['transport-manager', 'inventory-manager', 'supply-chain-director', 'lean-logistics'],
          related: ['wms-consultant', 'supply-planner'],
        },
        place({ ok: { depts: ['FR-69'] } }),
      ),
  },
  { kind: 'place', body: { keywords: 'category manager Île-de-France' }, judge: (t) => grade(t, CATMAN, place(IDF)) },
  {
    kind: 'place',
    body: { keywords: 'consultant WMS Nord-Pas-de-Calais' },
    judge: (t) => grade(t, WMS, place({ ok: { depts: ['FR-59', 'FR-62'] }, near: { regions: ['FR-32'] } })),
    note: 'Former region: departments 59 and 62; the rest of Hauts-de-France is near.',
  },
  {
    kind: 'place',
    body: { keywords: 'supply chain Bretagne' },
    judge: (t) => grade(t, SUPPLY_CHAIN_BROAD, place(BRETAGNE)),
  },
  {
    kind: 'place',
    body: { keywords: 'directeur de magasin PACA' },
    judge: (t) => grade(t, STORE, place({ ok: { regions: ['FR-93'] } })),
  },
  {
    kind: 'place',
    body: { keywords: 'qualité agro Grand Ouest' },
    judge: (t) =>
      grade(t, QUALITY, place({ ok: { regions: ['FR-53', 'FR-52'] }, near: { regions: ['FR-28', 'FR-75', 'FR-24'] } })),
    note: 'Grand Ouest: Bretagne and Pays de la Loire; Normandie, Nouvelle-Aquitaine, Centre-Val de Loire near.',
  },
  {
    kind: 'place',
    body: { keywords: 'acheteur Belgique' },
    judge: (t) => grade(t, BUYER, place({ ok: { countries: ['BE'] }, near: { depts: ['FR-59'], countries: ['LU'] } })),
  },
  {
    kind: 'place',
    body: { keywords: 'supply chain Suisse romande' },
    judge: (t) =>
      grade(
        t,
        SUPPLY_CHAIN_BROAD,
        place({ ok: { regions: ['CH-GE', 'CH-VD'] }, near: { countries: ['CH'], depts: ['FR-74'] } }),
      ),
    note: 'Suisse romande: Geneva and Vaud; the rest of Switzerland and Haute-Savoie near.',
  },
  {
    kind: 'place',
    body: { keywords: 'e-commerce Lille' },
    judge: (t) =>
      grade(
        t,
        {
          core: ['ecommerce-manager', 'marketplace-specialist'],
          close: ['traffic-manager', 'crm-manager'],
          related: ['nb-dev-ecommerce', 'customer-service-manager'],
        },
        place(LILLE),
      ),
    note: 'Lille and its metropolis (Roubaix, Villeneuve-d’Ascq, Lesquin).',
  },
  {
    kind: 'place',
    body: { keywords: 'planificateur Rhône-Alpes' },
    judge: (t) =>
      grade(
        t,
        {
          core: ['supply-planner', 'demand-planner'],
          close: ['sop-lead', 'merch-planner'],
          related: ['supply-chain-analyst', 'inventory-manager'],
        },
        place({
          ok: { depts: ['FR-01', 'FR-07', 'FR-26', 'FR-38', 'FR-42', 'FR-69', 'FR-73', 'FR-74'] },
          near: { regions: ['FR-84'] },
        }),
      ),
    note: 'Former region Rhône-Alpes: 01, 07, 26, 38, 42, 69, 73, 74; Auvergne near.',
  },
  {
    kind: 'place',
    body: { keywords: "directeur d'hôtel Côte d'Azur" },
    judge: (t) => grade(t, HOTEL, place({ ok: { depts: ['FR-06'] }, near: { depts: ['FR-83'], regions: ['FR-93'] } })),
  },

  // ---------------------------------------------------------------- seniority
  { kind: 'seniority', body: { keywords: 'category manager senior' }, judge: (t) => grade(t, CATMAN, SENIOR) },
  { kind: 'seniority', body: { keywords: 'demand planner junior' }, judge: (t) => grade(t, DEMAND, JUNIOR) },
  {
    kind: 'seniority',
    body: { keywords: "directeur supply chain 15 ans d'expérience" },
    judge: (t) => grade(t, SC_DIRECTOR, minYears(15)),
  },
  {
    kind: 'seniority',
    body: { keywords: 'responsable entrepôt confirmé' },
    judge: (t) => grade(t, WAREHOUSE, CONFIRME),
  },
  { kind: 'seniority', body: { keywords: 'acheteur expérimenté' }, judge: (t) => grade(t, BUYER, EXPERIENCED) },
  { kind: 'seniority', body: { keywords: 'store manager 10+ ans' }, judge: (t) => grade(t, STORE, EXPERT) },
  { kind: 'seniority', body: { keywords: 'R&D agroalimentaire junior' }, judge: (t) => grade(t, RD, JUNIOR) },
  { kind: 'seniority', body: { keywords: 'consultant WMS expert' }, judge: (t) => grade(t, WMS, EXPERT) },
  {
    kind: 'seniority',
    body: { keywords: 'responsable transport 5 ans minimum' },
    judge: (t) => grade(t, TRANSPORT, minYears(5)),
  },
  {
    kind: 'seniority',
    body: { keywords: 'chef de projet logistique sénior' },
    judge: (t) => grade(t, LOGPROJ, SENIOR),
  },
  {
    kind: 'seniority',
    body: { keywords: 'e-commerce junior' },
    judge: (t) =>
      grade(
        t,
        {
          core: ['ecommerce-manager', 'marketplace-specialist', 'traffic-manager'],
          close: ['crm-manager'],
          related: ['nb-dev-ecommerce'],
        },
        JUNIOR,
      ),
  },

  // ---------------------------------------------------------------- combo
  {
    kind: 'combo',
    body: { keywords: 'category manager Lyon senior' },
    judge: (t) => grade(t, CATMAN, place(LYON), SENIOR),
  },
  {
    kind: 'combo',
    body: { keywords: 'responsable entrepôt disponible immédiatement Hauts-de-France' },
    judge: (t) => grade(t, WAREHOUSE, NOW, place({ ok: { regions: ['FR-32'] } })),
  },
  {
    kind: 'combo',
    body: { keywords: 'demand planner SAP IBP full remote' },
    judge: (t) => grade(t, DEMAND, anySkill('sap-ibp'), remote('remote')),
  },
  {
    kind: 'combo',
    body: { keywords: 'responsable qualité agro Bretagne IFS dispo' },
    judge: (t) => grade(t, QUALITY, place(BRETAGNE), anySkill('ifs'), NOW),
  },
  {
    kind: 'combo',
    body: { keywords: 'consultant TMS anglais courant' },
    judge: (t) =>
      grade(
        t,
        { core: ['tms-consultant'], close: ['transport-manager'], related: ['wms-consultant'] },
        lang('en', 'fluent'),
      ),
  },
  {
    kind: 'combo',
    body: { keywords: 'supply chain manager Rungis TJM 600 max' },
    judge: (t) => grade(t, SCM, place(RUNGIS), rateMax(600)),
  },
  {
    kind: 'combo',
    body: { keywords: 'acheteur PGC Île-de-France 4 jours/semaine' },
    judge: (t) =>
      grade(t, BUYER, sector(['gsa', 'fmcg', 'food', 'drinks', 'dairy'], ['wholesale']), place(IDF), days('4')),
    note: 'PGC: grocery and FMCG goods.',
  },
  {
    kind: 'combo',
    body: { keywords: 'trade marketing manager Paris hybride' },
    judge: (t) =>
      grade(
        t,
        { core: ['trade-marketing'], close: ['shopper-marketing'], related: ['kam-retail', 'category-manager'] },
        place(PARIS),
        remote('hybrid'),
      ),
  },
  {
    kind: 'combo',
    body: { keywords: 'responsable transport Loiret dispo janvier' },
    judge: (t) => grade(t, TRANSPORT, place({ ok: { depts: ['FR-45'] } }), availableBy('2027-01-31', '2027-02-28')),
  },
  {
    kind: 'combo',
    body: { keywords: 'S&OP manager allemand' },
    judge: (t) => grade(t, SOP, lang('de', 'professional')),
  },
  {
    kind: 'combo',
    body: { keywords: 'e-commerce manager Shopify remote' },
    judge: (t) => grade(t, ECOM, anySkill('shopify'), remote('remote')),
  },
  {
    kind: 'combo',
    body: { keywords: "directeur d'usine agroalimentaire Normandie manager de transition" },
    judge: (t) => grade(t, PLANT, place({ ok: { regions: ['FR-28'] } }), INTERIM),
  },

  // ---------------------------------------------------------------- grammar
  {
    kind: 'grammar',
    body: { keywords: '"category manager" -junior' },
    judge: not(
      (t) => t.years <= 2,
      (t) => grade(t, CATMAN),
    ),
  },
  {
    kind: 'grammar',
    body: { keywords: '"supply chain planner" OR "demand planner"' },
    judge: (t) => best(occBase(t, SUPPLY_PLANNER), occBase(t, DEMAND)),
  },
  {
    kind: 'grammar',
    body: { keywords: 'entrepôt -consultant' },
    judge: not(
      (t) => t.occ === 'wms-consultant' || t.occ === 'tms-consultant',
      (t) => grade(t, WAREHOUSE),
    ),
  },
  {
    kind: 'grammar',
    body: { keywords: '"chef de secteur" GMS' },
    judge: (t) =>
      grade(t, {
        core: ['chef-de-secteur'],
        close: ['kam-retail'],
        related: ['trade-marketing', 'merchandising-manager'],
      }),
    note: 'The FMCG field-sales "chef de secteur", not a store department head.',
  },
  { kind: 'grammar', body: { keywords: '"visual merchandiser" OR étalagiste' }, judge: (t) => grade(t, VM) },
  {
    kind: 'grammar',
    body: { keywords: 'acheteur -industriel' },
    judge: not(
      (t) => t.occ === 'nb-purchasing-industrial',
      (t) => grade(t, BUYER),
    ),
  },
  {
    kind: 'grammar',
    body: { keywords: '"revenue management" OR yield' },
    judge: (t) =>
      t.occ === 'revenue-manager'
        ? 3
        : t.occ === 'hotel-manager'
          ? t.skills.includes('yield')
            ? 2
            : 1
          : t.occ === 'pricing-manager'
            ? 1
            : 0,
  },
  {
    kind: 'grammar',
    body: { keywords: 'transitaire OR "freight forwarder"' },
    judge: (t) =>
      grade(t, {
        core: ['freight-forwarder', 'freight-sea', 'freight-air'],
        close: ['customs-specialist'],
        related: ['import-export-admin', 'transport-manager'],
      }),
  },
  {
    kind: 'grammar',
    body: { keywords: '"chaîne du froid" transport' },
    judge: (t) =>
      grade(
        t,
        {
          core: ['transport-manager', 'last-mile-manager', 'fleet-manager'],
          close: ['warehouse-manager', 'dc-manager', 'freight-forwarder'],
          related: ['supply-chain-manager'],
        },
        anySkill('cold-chain'),
      ),
  },
  {
    kind: 'grammar',
    body: { keywords: 'marketplace -développeur OR "place de marché" -développeur' },
    judge: not(
      (t) => t.occ === 'nb-dev-ecommerce' || t.occ === 'nb-dev-front',
      (t) => grade(t, MARKETPLACE),
    ),
  },
  {
    kind: 'grammar',
    body: { keywords: '"key account manager" -IT OR KAM -IT' },
    judge: not(
      (t) => t.occ === 'nb-sales-it',
      (t) => grade(t, KAM),
    ),
  },

  // ---------------------------------------------------------------- skill
  {
    kind: 'skill',
    body: { keywords: 'SAP EWM' },
    judge: (t) =>
      skillQuery(t, ['sap-ewm'], ['wms-consultant', 'warehouse-manager', 'dc-manager', 'logistics-project']),
  },
  {
    kind: 'skill',
    body: { keywords: 'planogrammes assortiment' },
    judge: (t) =>
      skillQuery(
        t,
        ['planogram', 'assortment'],
        ['category-manager', 'merchandising-manager', 'buyer', 'visual-merch', 'merch-planner'],
      ),
  },
  {
    kind: 'skill',
    body: { keywords: 'Incoterms crédit documentaire' },
    judge: (t) => skillQuery(t, ['incoterms', 'trade-docs'], [...fam('flows'), 'sourcing-manager']),
  },
  { kind: 'skill', body: { keywords: 'HACCP' }, judge: (t) => skillQuery(t, ['haccp'], fam('food', 'hospitality')) },
  {
    kind: 'skill',
    body: { keywords: 'Mirakl' },
    judge: (t) => skillQuery(t, ['mirakl'], ['marketplace-specialist', 'ecommerce-manager']),
  },
  {
    kind: 'skill',
    body: { keywords: 'prévision des ventes Power BI' },
    judge: (t) =>
      skillQuery(
        t,
        ['demand-forecast', 'power-bi'],
        ['demand-planner', 'sop-lead', 'supply-chain-analyst', 'supply-planner'],
      ),
  },
  {
    kind: 'skill',
    body: { keywords: 'Lean Six Sigma logistique' },
    judge: (t) => {
      const users: OccId[] = [
        'lean-logistics',
        'warehouse-manager',
        'dc-manager',
        'supply-chain-manager',
        'logistics-project',
        'supply-chain-director',
      ];
      const v: V =
        t.skills.includes('six-sigma') || t.certs.some((c) => c === 'green-belt' || c === 'black-belt')
          ? 'ok'
          : t.skills.includes('lean')
            ? 'near'
            : 'fail';
      const uses = users.includes(t.occ);
      return v === 'ok' ? (uses ? 3 : 2) : v === 'near' ? (uses ? 2 : 1) : uses ? 1 : 0;
    },
    note: 'Six Sigma skill or a Green/Black Belt; Lean alone is near.',
  },
  {
    kind: 'skill',
    body: { keywords: 'négociations annuelles EGAlim' },
    judge: (t) => skillQuery(t, ['egalim', 'negotiation'], ['buyer', 'category-manager', 'kam-retail']),
  },
  {
    kind: 'skill',
    body: { keywords: 'affrètement routier' },
    judge: (t) => skillQuery(t, ['affretement'], ['transport-manager', 'freight-forwarder']),
  },
  {
    kind: 'skill',
    body: { keywords: 'éco-conception emballage' },
    judge: (t) => skillQuery(t, ['packaging-eco'], ['packaging-engineer', 'rd-food']),
  },

  // ---------------------------------------------------------------- typo
  { kind: 'typo', body: { keywords: 'categorie manageur' }, judge: (t) => grade(t, CATMAN) },
  { kind: 'typo', body: { keywords: 'suply chain manager' }, judge: (t) => grade(t, SCM) },
  { kind: 'typo', body: { keywords: 'responsable entrepot' }, judge: (t) => grade(t, WAREHOUSE) },
  { kind: 'typo', body: { keywords: 'directrice de magazin' }, judge: (t) => grade(t, STORE) },
  {
    kind: 'typo',
    body: { keywords: 'acheteurs textiles' },
    judge: (t) => grade(t, TEXTILE_BUYER, sector(['fashion'], ['luxury', 'sport', 'home'])),
  },
  { kind: 'typo', body: { keywords: 'ecommerce manager' }, judge: (t) => grade(t, ECOM) },
  { kind: 'typo', body: { keywords: 'RESPONSABLE QUALITE AGRO' }, judge: (t) => grade(t, QUALITY) },
  { kind: 'typo', body: { keywords: 'demandplanner' }, judge: (t) => grade(t, DEMAND) },
  { kind: 'typo', body: { keywords: 'visual merchandizer' }, judge: (t) => grade(t, VM) },
  {
    kind: 'typo',
    body: { keywords: 'transitaire maritme' },
    judge: (t) =>
      grade(t, {
        core: ['freight-sea'],
        close: ['freight-forwarder'],
        related: ['freight-air', 'customs-specialist', 'sourcing-manager'],
      }),
  },
  { kind: 'typo', body: { keywords: 'declarant douane' }, judge: (t) => grade(t, CUSTOMS) },

  // ---------------------------------------------------------------- brief: French sentences
  {
    kind: 'brief',
    body: {
      brief:
        "Je cherche un responsable d'entrepôt pour une mission de 6 mois sur une plateforme de produits frais à Rungis, démarrage début janvier.",
    },
    judge: (t) => grade(t, WAREHOUSE, place(RUNGIS), availableBy('2027-01-10'), FRESH, MISSION_6M),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Nous recherchons un category manager épicerie salée pour une enseigne de grande distribution, basé à Lille, 3 jours par semaine.',
    },
    judge: (t) => grade(t, CATMAN, sector(['gsa'], ['fmcg', 'food']), place(LILLE), days('3')),
  },
  {
    kind: 'brief',
    body: {
      brief:
        "Besoin d'un manager de transition pour diriger une usine de plats cuisinés en Bretagne pendant l'absence du directeur de site.",
    },
    judge: (t) => grade(t, PLANT, place(BRETAGNE), INTERIM),
  },
  {
    kind: 'brief',
    body: {
      brief:
        "Mission de déploiement d'un WMS Manhattan dans un entrepôt e-commerce près de Lyon, il nous faut un consultant qui a déjà vécu une mécanisation.",
    },
    judge: (t) => grade(t, WMS, anySkill('manhattan'), AUTOMATION, place(LYON_AREA)),
  },
  {
    kind: 'brief',
    body: {
      brief: "On cherche quelqu'un pour reprendre le S&OP d'un industriel des boissons, en anglais, hybride à Paris.",
    },
    judge: (t) =>
      grade(
        t,
        SOP,
        lang('en', 'professional'),
        remote('hybrid'),
        place(IDF),
        sector(['drinks'], ['food', 'fmcg', 'dairy']),
      ),
  },
  {
    kind: 'brief',
    body: {
      brief:
        "Un acheteur hors production pour renégocier nos contrats de transport, d'énergie et de nettoyage, 2 jours par semaine.",
    },
    judge: (t) =>
      grade(
        t,
        { core: ['procurement-indirect'], related: ['buyer', 'nb-purchasing-industrial', 'transport-manager'] },
        days('2'),
      ),
  },
  {
    kind: 'brief',
    body: {
      brief:
        "Responsable service client e-commerce pour structurer l'équipe et passer sur Zendesk, télétravail possible.",
    },
    judge: (t) => grade(t, CS, anySkill('zendesk'), REMOTE_OK),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Recherche une ingénieure emballage pour réduire le plastique de nos barquettes, expérience agro souhaitée.',
    },
    judge: (t) =>
      grade(
        t,
        { core: ['packaging-engineer'], related: ['rd-food'] },
        anySkill('packaging-eco'),
        sector([...FOOD_SECTORS], ['fmcg', 'gsa']),
      ),
  },
  {
    kind: 'brief',
    body: {
      brief: 'Il nous faut un directeur des opérations pour un réseau de 40 restaurants franchisés dans le Sud-Ouest.',
    },
    judge: (t) =>
      grade(
        t,
        {
          core: ['restaurant-ops'],
          close: ['area-manager', 'franchise-manager'],
          related: ['restaurant-manager', 'hotel-manager'],
        },
        place({
          ok: { regions: ['FR-75'], depts: ['FR-31', 'FR-32', 'FR-82', 'FR-81', 'FR-65', 'FR-46', 'FR-09', 'FR-12'] },
          near: { regions: ['FR-76'] },
        }),
      ),
    note: 'Sud-Ouest: Nouvelle-Aquitaine and western Occitanie (Toulouse, Aveyron...); the rest of Occitanie near.',
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Nous avons besoin de quelqu’un pour gérer nos expéditions aériennes au départ de CDG, y compris les marchandises dangereuses (IATA DGR), dispo rapidement.',
    },
    judge: (t) =>
      grade(
        t,
        { core: ['freight-air'], close: ['freight-forwarder'], related: ['customs-specialist', 'import-export-admin'] },
        cert(['iata-dgr'], ['adr-dgsa']),
        place(ROISSY),
        availableBy('2026-12-15'),
      ),
  },

  // ---------------------------------------------------------------- brief: English sentences
  {
    kind: 'brief',
    body: {
      brief: 'Looking for a senior demand planner with Kinaxis or SAP IBP experience, English speaking, remote OK.',
    },
    judge: (t) => grade(t, DEMAND, SENIOR, anySkill('kinaxis', 'sap-ibp'), lang('en', 'fluent'), REMOTE_OK),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'We need an interim Head of Supply Chain for our distribution centre in Wallonia; French and Dutch speaking.',
    },
    judge: (t) =>
      grade(
        t,
        SC_DIRECTOR,
        place({ ok: { regions: ['BE-WAL'] }, near: { countries: ['BE'] } }),
        lang('fr', 'fluent'),
        lang('nl', 'professional'),
        INTERIM,
      ),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Experienced marketplace manager to launch our beauty brand on Amazon and Zalando in Germany. German is a plus.',
    },
    judge: (t) => grade(t, MARKETPLACE, EXPERIENCED, anySkill('amazon')),
    note: '"A plus" items do not lower a grade.',
  },

  // ---------------------------------------------------------------- brief: pasted job ads
  {
    kind: 'brief',
    body: {
      brief: `Category Manager Frais Libre-Service (H/F) – Mission freelance 6 mois

Notre client, enseigne de grande distribution alimentaire (300 magasins), renforce sa direction de l'offre. Rattaché(e) au directeur des achats PGC frais, vous pilotez la catégorie crèmerie / frais libre-service : construction de l'assortiment, négociations annuelles avec les industriels dans le cadre de la loi EGAlim, plan promotionnel, suivi de la marge et des parts de marché (panels Nielsen / Circana).

Profil : 7 ans minimum en category management ou aux achats en GMS, maîtrise d'Excel et des panels.
Mission basée à Massy (91), 4 jours par semaine sur site, démarrage janvier 2027. TJM selon profil.`,
    },
    judge: (t) =>
      grade(
        t,
        CATMAN,
        sector(['gsa'], ['fmcg', 'dairy', 'food']),
        minYears(7),
        place({ ok: { depts: ['FR-91', 'FR-94', 'FR-92', 'FR-75'] }, near: { regions: ['FR-11'] } }),
        availableBy('2027-01-31'),
        days('4'),
      ),
  },
  {
    kind: 'brief',
    body: {
      brief: `Responsable Transport (H/F) – Management de transition – 6 mois

Groupe de distribution alimentaire, entrepôt de 40 000 m² entre Miramas et Fos-sur-Mer. En remplacement du titulaire, vous pilotez le plan de transport aval (200 magasins), l'équipe d'affréteurs (6 personnes) et les transporteurs sous contrat. Vous lancez l'appel d'offres transport 2027 et suivez les indicateurs de service et de coûts.

Connaissance du froid (produits frais et surgelés) indispensable, ADR apprécié. Disponibilité immédiate. 10 ans d'expérience en transport de la grande distribution ou chez un transporteur.`,
    },
    judge: (t) =>
      grade(
        t,
        TRANSPORT,
        place({ ok: { depts: ['FR-13'] }, near: { regions: ['FR-93'], depts: ['FR-30'] } }),
        anySkill('cold-chain'),
        NOW,
        INTERIM,
      ),
  },
  {
    kind: 'brief',
    body: {
      brief: `Interim Warehouse Operations Manager – Bettembourg (Luxembourg) – 6 to 9 months

Our client, a third-party logistics provider serving retail and e-commerce customers, is looking for an interim warehouse operations manager for its 35,000 sq m multi-client site. You will manage 120 staff across two shifts, stabilise productivity after the go-live of a new WMS, prepare the peak season and report to the country director.

English and French required, German or Luxembourgish a plus. Start: January 2027.`,
    },
    judge: (t) =>
      grade(
        t,
        WAREHOUSE,
        place({ ok: { countries: ['LU'] }, near: { depts: ['FR-57', 'FR-54'], regions: ['BE-WAL'] } }),
        lang('en', 'professional'),
        lang('fr', 'professional'),
        availableBy('2027-01-31'),
      ),
  },
];
