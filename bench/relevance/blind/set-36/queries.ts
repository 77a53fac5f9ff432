/**
 * Set-36 queries: what a recruiter of an interim-management and freelance firm for commercial functions types.
 * Judges grade from the Truth only, with the conventions of judge.ts.
 */
import {
  ADV,
  BIDS,
  EXPORT,
  FIELD_REPS,
  KAMS,
  PRESALES,
  SALES_REPS,
  availBy,
  availNow,
  band,
  both,
  days,
  duration,
  either,
  grade,
  hasSkill,
  lang,
  market,
  not,
  place,
  rate,
  remote,
  role,
  sector,
  skills,
  team,
  vehicle,
  years,
  type Grade,
  type Truth,
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

const kw = (kind: string, keywords: string, judge: (t: Truth) => Grade, note?: string): Query => ({
  kind,
  body: { keywords },
  judge,
  ...(note ? { note } : {}),
});
const br = (brief: string, judge: (t: Truth) => Grade, note?: string): Query => ({
  kind: 'brief',
  body: { brief },
  judge,
  ...(note ? { note } : {}),
});

// role shorthands
const kamRole = (t: Truth) => role(t, [...KAMS, 'nam'], ['global-account'], ['account-manager', 'chef-secteur-gms']);
const advRole = (t: Truth) => role(t, ADV, ['assistant-commercial', 'assistant-export'], ['customer-service-manager']);
const bidRole = (t: Truth) => role(t, ['bid-manager', 'proposal-manager'], ['charge-ao'], ['fam:presales']);
const exportRole = (t: Truth) => role(t, EXPORT, ['global-account'], ['assistant-export']);
const turnaroundRole = (t: Truth) =>
  t.occ === 'directeur-commercial' && t.years >= 15
    ? 2
    : role(t, ['dc-transition'], ['dg-transition-bu'], ['directeur-commercial', 'head-of-sales']);
const chefVentesRole = (t: Truth) =>
  role(
    t,
    ['chef-des-ventes'],
    ['directeur-regional', 'responsable-commercial'],
    ['head-of-sales', 'directeur-commercial'],
  );
const fieldRole = (t: Truth) =>
  role(
    t,
    FIELD_REPS,
    ['business-developer', 'chef-secteur-gms', 'charge-affaires', 'ingenieur-affaires'],
    ['fam:inside', 'fam:mgmt', 'fam:kam'],
  );
const salesRepRole = (t: Truth) =>
  role(t, SALES_REPS, ['sdr', 'bdr', 'chef-secteur-gms', 'teleprospecteur'], ['fam:kam', 'fam:mgmt']);
const categoryRole = (t: Truth) =>
  role(t, ['category-manager'], ['trade-marketing'], ['merchandiser', 'acheteur', 'kam', 'nam']);
const presalesRole = (t: Truth) =>
  role(t, PRESALES, [], ['ingenieur-affaires', 'technico-commercial', 'account-executive']);
const channelRole = (t: Truth) =>
  role(t, ['channel-manager', 'channel-account'], ['partner-manager', 'alliance-manager']);
const csRole = (t: Truth) =>
  role(t, ['customer-success'], ['account-manager'], ['cx-manager', 'customer-service-manager']);
const opsRole = (t: Truth) => role(t, ['sales-ops', 'revops'], ['sales-analyst', 'crm-admin']);
const pricingRole = (t: Truth) =>
  role(t, ['pricing-manager'], ['revenue-manager'], ['sales-analyst', 'category-manager', 'controleur-gestion']);
const franchiseRole = (t: Truth) => role(t, ['developpeur-franchise'], ['animateur-reseau'], ['business-developer']);
const headRole = (t: Truth) =>
  role(
    t,
    ['head-of-sales', 'directeur-commercial'],
    ['responsable-commercial', 'directeur-developpement', 'dc-transition'],
    ['chef-des-ventes', 'directeur-regional'],
  );
const cxRole = (t: Truth) => role(t, ['cx-manager'], ['customer-service-manager'], ['customer-success']);
const ecomRole = (t: Truth) => role(t, ['marketplace-manager'], ['ecommerce-manager']);
const bizdevRole = (t: Truth) =>
  role(
    t,
    ['business-developer', 'account-executive'],
    ['sdr', 'bdr', 'inside-sales', 'ingenieur-affaires'],
    ['fam:field', 'head-of-sales'],
  );

const IDF = { regions: ['11'] };
const SENIOR_PLUS = ['senior', 'expert'] as const;

export const QUERIES: Query[] = [
  // ---------------------------------------------------------------- abbrev
  kw('abbrev', 'KAM GMS', (t) => grade(kamRole(t), sector(t, ['gms', 'agro']))),
  kw('abbrev', 'ADV', (t) => grade(advRole(t))),
  kw('abbrev', 'SDR', (t) =>
    grade(role(t, ['sdr', 'bdr'], ['teleprospecteur', 'inside-sales'], ['account-executive', 'business-developer'])),
  ),
  kw('abbrev', 'RevOps', (t) => grade(role(t, ['revops'], ['sales-ops', 'crm-admin'], ['sales-analyst']))),
  kw('abbrev', 'AO marchés publics', (t) => grade(bidRole(t), hasSkill(t, 'marches-publics') ? 'ok' : 'near')),
  kw('abbrev', 'CSM SaaS', (t) => grade(csRole(t), sector(t, ['saas', 'cyber']))),
  kw('abbrev', 'VRP', (t) =>
    grade(role(t, ['vrp'], ['commercial-terrain', 'attache-commercial', 'delegue-commercial'], ['fam:field'])),
  ),
  kw('abbrev', 'CPQ', (t) => {
    if (hasSkill(t, 'cpq'))
      return role(
        t,
        ['sales-ops', 'revops', 'crm-admin', 'pricing-manager'],
        ['fam:ops', 'fam:pricing'],
        ['fam:presales', 'fam:mgmt'],
      ) >= 1
        ? 3
        : 1;
    return role(t, ['sales-ops', 'crm-admin', 'pricing-manager'], [], []) ? 1 : 0;
  }),
  kw('abbrev', 'NAM RHF', (t) =>
    grade(
      role(t, ['nam', 'kam'], ['ingenieur-grands-comptes'], ['chef-secteur-gms', 'account-manager']),
      sector(t, ['rhf']),
    ),
  ),

  // ---------------------------------------------------------------- title-fr
  kw('title-fr', 'commerciale sédentaire', (t) =>
    grade(
      role(
        t,
        ['inside-sales'],
        ['teleprospecteur', 'sdr', 'bdr'],
        ['assistant-commercial', 'gestionnaire-adv', 'account-manager'],
      ),
    ),
  ),
  kw('title-fr', 'chef des ventes', (t) =>
    grade(
      role(
        t,
        ['chef-des-ventes'],
        ['directeur-regional', 'responsable-commercial', 'head-of-sales'],
        ['directeur-commercial'],
      ),
    ),
  ),
  kw('title-fr', 'directrice regionale', (t) =>
    grade(role(t, ['directeur-regional'], ['chef-des-ventes'], ['responsable-commercial', 'directeur-commercial'])),
  ),
  kw('title-fr', 'responsable grands comptes', (t) =>
    grade(role(t, KAMS, ['nam', 'global-account'], ['account-manager'])),
  ),
  kw('title-fr', "ingénieure d'affaires", (t) =>
    grade(
      role(
        t,
        ['ingenieur-affaires'],
        ['account-executive', 'charge-affaires', 'ingenieur-grands-comptes'],
        ['technico-commercial', 'business-developer'],
      ),
    ),
  ),
  kw('title-fr', 'technico-commercial', (t) =>
    grade(
      role(
        t,
        ['technico-commercial'],
        ['ingenieur-affaires', 'charge-affaires'],
        ['commercial-terrain', 'attache-commercial', 'avant-vente'],
      ),
    ),
  ),
  kw('title-fr', 'chef de secteur', (t) =>
    grade(role(t, ['chef-secteur-gms'], ['delegue-commercial'], ['merchandiser', 'kam', 'nam', 'commercial-terrain'])),
  ),
  kw('title-fr', 'directeur commercial de transition', (t) => grade(turnaroundRole(t))),
  kw('title-fr', 'responsable de zone export', (t) =>
    grade(
      role(
        t,
        ['export-area-manager', 'responsable-export'],
        ['international-sales'],
        ['assistant-export', 'global-account'],
      ),
    ),
  ),
  kw('title-fr', 'animatrice réseau franchise', (t) => grade(role(t, ['animateur-reseau'], ['developpeur-franchise']))),

  // ---------------------------------------------------------------- title-en
  kw('title-en', 'Key Account Manager', (t) => grade(role(t, KAMS, ['nam', 'global-account'], ['account-manager']))),
  kw('title-en', 'Inside Sales', (t) =>
    grade(role(t, ['inside-sales'], ['sdr', 'bdr', 'teleprospecteur'], ['account-executive', 'account-manager'])),
  ),
  kw('title-en', 'Channel Manager', (t) => grade(channelRole(t))),
  kw('title-en', 'Bid Manager', (t) => grade(bidRole(t))),
  kw('title-en', 'Head of Sales', (t) => grade(headRole(t))),
  kw('title-en', 'Pricing Manager', (t) => grade(pricingRole(t))),
  kw('title-en', 'Customer Success Manager', (t) => grade(csRole(t))),
  kw('title-en', 'Solution Engineer', (t) => grade(presalesRole(t))),
  kw('title-en', 'Category Manager', (t) => grade(categoryRole(t))),

  // ---------------------------------------------------------------- place
  kw('place', 'KAM 69', (t) => grade(kamRole(t), place(t, { depts: ['69'] }))),
  kw('place', 'technico-commercial Rhône-Alpes', (t) =>
    grade(
      role(t, ['technico-commercial'], ['ingenieur-affaires', 'charge-affaires'], ['fam:field']),
      place(t, { depts: ['01', '07', '26', '38', '42', '69', '73', '74'] }),
    ),
  ),
  kw('place', 'chef de secteur Nord-Pas-de-Calais', (t) =>
    grade(
      role(t, ['chef-secteur-gms'], ['delegue-commercial'], ['merchandiser', 'fam:field']),
      place(t, { depts: ['59', '62'] }),
    ),
  ),
  kw('place', 'directeur régional PACA', (t) =>
    grade(role(t, ['directeur-regional'], ['chef-des-ventes']), place(t, { regions: ['93'] })),
  ),
  kw('place', 'business developer Genève', (t) => grade(bizdevRole(t), place(t, { foreign: ['CH:GE'] }))),
  kw('place', 'commercial Belgique', (t) => grade(salesRepRole(t), place(t, { countries: ['BE'] }))),
  kw('place', 'gestionnaire ADV Val-de-Marne', (t) => grade(advRole(t), place(t, { depts: ['94'] }))),
  kw('place', 'attaché commercial Sud-Ouest', (t) => grade(fieldRole(t), place(t, { regions: ['75', '76'] }))),
  kw('place', 'délégué commercial Luxembourg', (t) =>
    grade(
      role(
        t,
        ['delegue-commercial'],
        ['commercial-terrain', 'attache-commercial', 'technico-commercial'],
        ['fam:field'],
      ),
      either(place(t, { countries: ['LU'] }), place(t, { depts: ['57'] }) === 'ok' ? 'near' : 'fail'),
    ),
  ),
  kw('place', 'responsable grands comptes IDF', (t) =>
    grade(role(t, KAMS, ['nam', 'global-account'], ['account-manager']), place(t, IDF)),
  ),

  // ---------------------------------------------------------------- seniority
  kw('seniority', 'KAM senior', (t) => grade(kamRole(t), band(t, [...SENIOR_PLUS]))),
  kw('seniority', 'commercial junior', (t) => grade(salesRepRole(t), band(t, ['junior']))),
  kw('seniority', "directeur commercial 15 ans d'expérience", (t) =>
    grade(
      role(
        t,
        ['directeur-commercial', 'dc-transition'],
        ['head-of-sales', 'directeur-developpement', 'dg-transition-bu'],
        ['fam:mgmt'],
      ),
      years(t, 15),
    ),
  ),
  kw('seniority', 'inside sales confirmé', (t) =>
    grade(role(t, ['inside-sales'], ['sdr', 'bdr', 'teleprospecteur']), band(t, ['confirme'])),
  ),
  kw('seniority', 'export manager 10 ans', (t) => grade(exportRole(t), years(t, 10))),
  kw('seniority', 'bid manager expérimenté', (t) => grade(bidRole(t), years(t, 6))),
  kw('seniority', 'Senior Account Executive', (t) =>
    grade(
      role(
        t,
        ['account-executive'],
        ['ingenieur-affaires', 'business-developer', 'ingenieur-grands-comptes'],
        ['sdr', 'bdr'],
      ),
      years(t, 5),
    ),
  ),
  kw('seniority', 'pricing manager 5 ans minimum', (t) => grade(pricingRole(t), years(t, 5))),
  kw('seniority', 'débutant ADV', (t) => grade(advRole(t), band(t, ['junior']))),
  kw('seniority', 'category manager expert', (t) => grade(categoryRole(t), band(t, ['expert']))),

  // ---------------------------------------------------------------- combo
  kw('combo', 'KAM Lyon dispo', (t) => grade(kamRole(t), place(t, { depts: ['69'] }), availNow(t))),
  kw('combo', 'business developer SaaS full remote', (t) =>
    grade(bizdevRole(t), sector(t, ['saas']), remote(t, 'full')),
  ),
  kw('combo', 'technico-commercial Hauts-de-France anglais', (t) =>
    grade(
      role(t, ['technico-commercial'], ['ingenieur-affaires', 'charge-affaires'], ['fam:field']),
      place(t, { regions: ['32'] }),
      lang(t, 'en', 'B2'),
    ),
  ),
  kw('combo', 'responsable ADV SAP 3 jours', (t) =>
    grade(advRole(t), hasSkill(t, 'sap', 'sap-sd') ? 'ok' : 'fail', days(t, 3)),
  ),
  {
    kind: 'combo',
    body: { keywords: 'directeur régional', workAreas: ['occitanie'], seniority: ['senior', 'expert'] },
    judge: (t) =>
      grade(
        role(t, ['directeur-regional'], ['chef-des-ventes']),
        place(t, { regions: ['76'] }),
        band(t, [...SENIOR_PLUS]),
      ),
  },
  kw('combo', 'bid manager anglais télécoms', (t) => grade(bidRole(t), lang(t, 'en', 'C1'), sector(t, ['telecom']))),
  kw('combo', 'avant-vente ERP Nantes', (t) =>
    grade(presalesRole(t), hasSkill(t, 'erp', 'sap') ? 'ok' : 'near', place(t, { depts: ['44'] })),
  ),
  kw('combo', 'export manager allemand industrie', (t) =>
    grade(exportRole(t), lang(t, 'de', 'B2'), sector(t, ['industrie'])),
  ),
  kw('combo', 'chef des ventes dispo janvier 600€', (t) =>
    grade(chefVentesRole(t), availBy(t, '2027-01-15'), rate(t, 600)),
  ),
  {
    kind: 'combo',
    body: { keywords: 'customer success manager 4 jours remote', available: true },
    judge: (t) => grade(csRole(t), days(t, 4), remote(t, 'full')),
  },

  // ---------------------------------------------------------------- grammar
  kw('grammar', '"key account manager" -junior', (t) =>
    grade(role(t, KAMS, ['nam', 'global-account'], ['account-manager']), not(t.band === 'junior')),
  ),
  kw('grammar', '"chef de secteur" OR "chef des ventes"', (t) =>
    grade(
      role(
        t,
        ['chef-secteur-gms', 'chef-des-ventes'],
        ['directeur-regional', 'delegue-commercial'],
        ['merchandiser', 'responsable-commercial'],
      ),
    ),
  ),
  kw('grammar', '"ingénieur d\'affaires" -ESN', (t) =>
    grade(
      role(
        t,
        ['ingenieur-affaires'],
        ['account-executive', 'charge-affaires', 'ingenieur-grands-comptes'],
        ['business-developer'],
      ),
      not(t.sectors.includes('esn')),
    ),
  ),
  kw('grammar', 'ADV OR "administration des ventes"', (t) => grade(advRole(t))),
  kw('grammar', '"appels d\'offres" OR "bid manager"', (t) => grade(role(t, BIDS, [], ['fam:presales']))),
  kw('grammar', '"customer success" -support', (t) =>
    grade(role(t, ['customer-success'], ['account-manager'], ['cx-manager'])),
  ),
  kw('grammar', '"responsable export" Afrique', (t) => grade(exportRole(t), market(t, ['afrique', 'maghreb']))),
  kw('grammar', '"directeur commercial" transition OR "manager de transition" commercial', (t) =>
    grade(turnaroundRole(t)),
  ),
  kw('grammar', '"sales ops" OR revops OR "revenue operations"', (t) =>
    grade(role(t, ['sales-ops', 'revops'], ['crm-admin', 'sales-analyst'])),
  ),
  kw('grammar', '"commercial terrain" -immobilier', (t) => grade(fieldRole(t), not(t.sectors.includes('immobilier')))),

  // ---------------------------------------------------------------- skill
  kw('skill', 'Salesforce CPQ', (t) =>
    hasSkill(t, 'cpq') ? 3 : hasSkill(t, 'salesforce') && ['ops', 'pricing'].includes(t.family) ? 1 : 0,
  ),
  kw('skill', 'HubSpot Sales Navigator', (t) => {
    const v = skills(t, ['hubspot', 'sales-navigator']);
    return v === 'ok' ? 3 : v === 'near' ? (['inside', 'field'].includes(t.family) ? 2 : 1) : 0;
  }),
  kw('skill', 'MEDDIC', (t) => (hasSkill(t, 'meddic') ? 3 : hasSkill(t, 'challenger', 'spin', 'bant') ? 1 : 0)),
  kw('skill', 'négociations annuelles GMS', (t) =>
    hasSkill(t, 'nego-annuelles')
      ? t.sectors.some((s) => ['gms', 'agro'].includes(s))
        ? 3
        : 2
      : ['kam', 'nam'].includes(t.occ) && t.sectors.includes('gms')
        ? 2
        : t.family === 'category' && t.sectors.includes('gms')
          ? 1
          : 0,
  ),
  kw('skill', 'SAP SD', (t) =>
    hasSkill(t, 'sap-sd')
      ? 3
      : hasSkill(t, 'sap') && ['adv', 'export'].includes(t.family)
        ? 2
        : hasSkill(t, 'sap')
          ? 1
          : 0,
  ),
  kw('skill', 'prospection téléphonique', (t) =>
    hasSkill(t, 'prospection-tel')
      ? 3
      : ['sdr', 'bdr', 'teleprospecteur', 'inside-sales'].includes(t.occ)
        ? 2
        : hasSkill(t, 'prospection')
          ? 1
          : 0,
  ),
  kw('skill', 'Incoterms crédit documentaire', (t) => {
    const v = skills(t, ['incoterms', 'credoc']);
    return v === 'ok' ? 3 : v === 'near' ? 2 : t.family === 'export' ? 1 : 0;
  }),
  kw('skill', 'Amazon Vendor marketplace', (t) =>
    hasSkill(t, 'amazon-vendor')
      ? 3
      : hasSkill(t, 'amazon-seller', 'cdiscount', 'manomano', 'mirakl')
        ? 2
        : t.family === 'ecom'
          ? 1
          : 0,
  ),
  kw('skill', 'Zendesk NPS', (t) => {
    const v = skills(t, ['zendesk', 'nps']);
    return v === 'ok' ? 3 : v === 'near' ? 2 : hasSkill(t, 'freshdesk', 'csat', 'genesys') ? 1 : 0;
  }),
  kw('skill', 'DCE mémoire technique', (t) => {
    const v = skills(t, ['dce', 'memoire-technique']);
    return v === 'ok' ? 3 : v === 'near' ? 2 : hasSkill(t, 'rfp', 'marches-publics') ? 1 : 0;
  }),

  // ---------------------------------------------------------------- typo
  kw('typo', 'comercial terain', (t) => grade(fieldRole(t))),
  kw('typo', 'key acount manager', (t) => grade(role(t, KAMS, ['nam', 'global-account'], ['account-manager']))),
  kw('typo', 'technicocommercial', (t) =>
    grade(role(t, ['technico-commercial'], ['ingenieur-affaires', 'charge-affaires'], ['fam:field'])),
  ),
  kw('typo', 'ingenieur avant vente', (t) => grade(presalesRole(t))),
  kw('typo', 'SALESOPS', (t) => grade(role(t, ['sales-ops'], ['revops', 'sales-analyst', 'crm-admin']))),
  kw('typo', 'chefs de secteurs GMS', (t) =>
    grade(role(t, ['chef-secteur-gms'], ['delegue-commercial', 'merchandiser'], ['kam', 'nam', 'trade-marketing'])),
  ),
  kw('typo', 'directrice comerciale', (t) =>
    grade(
      role(
        t,
        ['directeur-commercial'],
        ['head-of-sales', 'dc-transition', 'directeur-developpement', 'directeur-regional'],
        ['fam:mgmt'],
      ),
    ),
  ),
  kw('typo', 'bussiness developper', (t) => grade(bizdevRole(t))),
  kw('typo', 'cheffe de categorie', (t) => grade(categoryRole(t))),
  kw('typo', 'administation des ventes', (t) => grade(advRole(t))),

  // ---------------------------------------------------------------- brief: French sentences
  br('Je cherche un KAM pour la GMS, région lyonnaise, dispo rapidement', (t) =>
    grade(kamRole(t), sector(t, ['gms', 'agro']), place(t, { depts: ['69', '01', '38', '42'] }), availNow(t)),
  ),
  br(
    "Besoin d'un directeur commercial de transition pour redresser une PME industrielle de 80 personnes en Normandie, mission de 6 mois",
    (t) =>
      grade(
        turnaroundRole(t),
        place(t, { regions: ['28'] }),
        sector(t, ['industrie', 'emballage']),
        duration(t, '3 a 6 mois'),
      ),
  ),
  br(
    'Commerciale terrain pour couvrir le 33, le 40 et le 64, secteur matériaux de construction, véhicule indispensable',
    (t) => grade(fieldRole(t), place(t, { depts: ['33', '40', '64'] }), sector(t, ['btp']), vehicle(t)),
  ),
  br('un bid manager qui connaît bien les marchés publics, télétravail possible, 3 jours par semaine', (t) =>
    grade(bidRole(t), hasSkill(t, 'marches-publics') ? 'ok' : 'near', days(t, 3)),
  ),
  br('responsable ADV à temps partagé, 2 jours par semaine, sur Lyon ou Grenoble', (t) =>
    grade(advRole(t), days(t, 2), place(t, { depts: ['69', '38'] })),
  ),
  br(
    'Il nous faut un channel manager pour animer des intégrateurs et revendeurs IT en France, anglais courant obligatoire',
    (t) => grade(channelRole(t), sector(t, ['it', 'cyber', 'saas', 'telecom']), lang(t, 'en', 'C1')),
  ),
  br('profil avant-vente télécom pour répondre à des RFP opérateurs, basé à Paris', (t) =>
    grade(presalesRole(t), sector(t, ['telecom']), place(t, IDF)),
  ),
  br(
    'Je cherche quelqu’un pour reprendre le pricing d’un distributeur de pièces détachées, Excel avancé et SAP, démarrage début janvier',
    (t) => grade(pricingRole(t), skills(t, ['excel', 'sap']), availBy(t, '2027-01-10'), sector(t, ['negoce', 'auto'])),
  ),
  br(
    'développeur de réseau pour ouvrir une vingtaine de points de vente en franchise dans le Sud-Est (restauration rapide)',
    (t) =>
      grade(
        franchiseRole(t),
        sector(t, ['restauration']),
        place(t, { regions: ['93'], depts: ['26', '07', '38', '69', '30', '34'] }),
      ),
  ),
  br(
    'cherche un responsable service client pour remettre à plat un centre de contacts de 40 conseillers à Bordeaux, budget 550 € par jour',
    (t) =>
      grade(
        role(t, ['customer-service-manager'], ['cx-manager'], ['customer-success']),
        place(t, { depts: ['33'] }),
        rate(t, 550),
        team(t, 10),
      ),
  ),
  br('head of sales SaaS pour structurer une équipe de 5 AE et 3 SDR, full remote ok, 4 jours par semaine', (t) =>
    grade(headRole(t), sector(t, ['saas', 'cyber']), days(t, 4)),
  ),

  // ---------------------------------------------------------------- brief: long French
  br(
    "Notre client, un groupe industriel lyonnais (robinetterie et vannes industrielles, 350 M€ de CA dont 60 % à l'export), cherche un(e) responsable de zone export en management de transition pour reprendre la zone Moyen-Orient et Afrique après un départ. Missions : reprise du portefeuille d'importateurs, relance des distributeurs dormants, négociation des contrats cadres, suivi des crédits documentaires avec l'ADV export. Anglais courant indispensable, l'arabe serait un vrai plus. Basé(e) à Lyon avec 40 % de déplacements. Démarrage début février pour 6 mois.",
    (t) =>
      grade(
        exportRole(t),
        market(t, ['moyen-orient', 'afrique', 'maghreb']),
        lang(t, 'en', 'C1'),
        place(t, { depts: ['69', '01', '38', '42'] }),
        availBy(t, '2027-02-05'),
      ),
  ),
  br(
    "Distributeur de dispositifs médicaux (matériel de perfusion et consommables hospitaliers) : nous recherchons un manager commercial de transition pour encadrer 8 délégués et commerciaux terrain sur le Grand Est pendant le recrutement du titulaire. Plus de 10 ans d'expérience dont du management d'équipe terrain, connaissance du milieu hospitalier appréciée. Budget 800 à 900 € par jour, mission de 4 à 6 mois.",
    (t) =>
      grade(
        role(
          t,
          ['chef-des-ventes', 'directeur-regional', 'dc-transition'],
          ['responsable-commercial', 'directeur-commercial'],
          ['fam:mgmt'],
        ),
        place(t, { regions: ['44'] }),
        years(t, 10),
        team(t, 5),
        sector(t, ['medical', 'pharma']),
        rate(t, 900),
      ),
  ),
  br(
    "Marque d'outillage et de jardin vendue en ligne : on cherche un(e) freelance pour reprendre nos comptes marketplaces (Amazon, Cdiscount, ManoMano) : fiches produits, pricing, campagnes sponsorisées, suivi des stocks chez Amazon. 3 jours par semaine en télétravail, mission de 6 mois reconductible.",
    (t) => grade(ecomRole(t), skills(t, ['amazon-seller', 'cdiscount', 'manomano']), days(t, 3), remote(t, 'full')),
  ),
  br(
    'Scale-up B2B parisienne (80 personnes) : nous migrons de HubSpot vers Salesforce et voulons quelqu’un pour reprendre toute la partie revenue operations : modèle de données, tableaux de bord Power BI, forecast hebdomadaire, règles de routage des leads. Présence au bureau deux jours par semaine dans le 11e.',
    (t) => grade(opsRole(t), skills(t, ['hubspot', 'salesforce']), place(t, IDF), remote(t, 'hybrid')),
  ),

  // ---------------------------------------------------------------- brief: English
  br(
    'Looking for a French-speaking partner manager to grow our reseller channel in France and Benelux, remote-friendly',
    (t) =>
      grade(
        role(t, ['partner-manager', 'channel-manager', 'channel-account'], ['alliance-manager']),
        lang(t, 'fr', 'C1'),
        either(place(t, { countries: ['FR', 'BE', 'LU'] }), remote(t, 'full')),
      ),
  ),
  br(
    'We need an interim Sales Director for our French subsidiary (industrial equipment), six-month turnaround, based near Paris',
    (t) => grade(turnaroundRole(t), sector(t, ['industrie']), place(t, IDF)),
  ),
  br(
    'Senior solution engineer with a Salesforce background to support enterprise deals; English and German required',
    (t) =>
      grade(
        presalesRole(t),
        hasSkill(t, 'salesforce') ? 'ok' : 'near',
        lang(t, 'en', 'C1'),
        lang(t, 'de', 'B2'),
        band(t, [...SENIOR_PLUS]),
      ),
  ),
  br('Bid manager for public sector tenders in Belgium, French and Dutch', (t) =>
    grade(bidRole(t), place(t, { countries: ['BE'] }), lang(t, 'nl', 'B2'), lang(t, 'fr', 'C1')),
  ),
  br('Customer experience lead to redesign our NPS programme, three days a week, Lyon office', (t) =>
    grade(cxRole(t), days(t, 3), place(t, { depts: ['69'] }), hasSkill(t, 'nps') ? 'ok' : 'near'),
  ),

  // ---------------------------------------------------------------- brief: pasted job ads
  br(
    `Mission freelance – Responsable Grands Comptes GMS (H/F) – Rungis (94)

Qui sommes-nous ?
Acteur reconnu de l'agroalimentaire (produits laitiers frais, 420 collaborateurs), nous accompagnons les enseignes de la grande distribution depuis plus de 40 ans.

Le poste
Dans le cadre d'un remplacement, nous recherchons un(e) Responsable Grands Comptes en freelance pour piloter les négociations annuelles avec deux centrales d'achat nationales, construire les plans d'affaires 2027 et coordonner les équipes terrain (chefs de secteur) et le trade marketing.

Profil recherché
- 8 ans minimum en gestion de comptes clés GMS
- Maîtrise des négociations annuelles (EGalim)
- Excel avancé, connaissance des panels Nielsen / Circana

Modalités : démarrage ASAP, 6 mois, 3 jours sur site à Rungis, TJM selon profil (650 € max).
Pourquoi nous rejoindre ? Une équipe engagée, des marques fortes et un vrai rôle d'impact.
Nous nous engageons en faveur de la diversité : à compétences égales, tous les profils sont les bienvenus.`,
    (t) => grade(kamRole(t), sector(t, ['gms', 'agro'], true), years(t, 8), availNow(t), place(t, IDF), rate(t, 650)),
  ),
  br(
    `MANAGER DE TRANSITION – DIRECTEUR COMMERCIAL FRANCE (H/F)
Secteur : emballage industriel – Localisation : Clermont-Ferrand (63) – Durée : 9 mois

Notre client, ETI familiale de 600 personnes spécialisée dans l'emballage carton et plastique, traverse une baisse de ses volumes et doit repenser son organisation commerciale. Rattaché(e) au Président, vous prendrez la direction commerciale France (18 commerciaux, 3 chefs des ventes, ADV).

Vos missions :
• Diagnostic de la performance commerciale et du portefeuille clients
• Refonte de la sectorisation, des objectifs et de la rémunération variable
• Reconquête de comptes perdus et renégociation des conditions tarifaires
• Préparation du recrutement de votre successeur

Profil : au moins 15 ans d'expérience commerciale dont une première expérience de management de transition ou de redressement. Une expérience de l'industrie est indispensable.

Merci d'adresser votre candidature en indiquant votre TJM et vos disponibilités.`,
    (t) =>
      grade(
        turnaroundRole(t),
        years(t, 15),
        sector(t, ['emballage', 'industrie'], true),
        place(t, { regions: ['84'] }),
      ),
  ),
  br(
    `Consultant ADV / Order to Cash (H/F) – Freelance – Nantes (44)

Contexte : un industriel de l'agroéquipement migre son ERP vers SAP S/4HANA. Nous renforçons l'équipe administration des ventes pendant la bascule.

Missions :
- Gestion des commandes clients et des flux EDI dans SAP SD
- Suivi des litiges, avoirs et relances
- Participation aux tests et à la formation des utilisateurs ADV

Compétences : SAP SD indispensable, 3 ans minimum en ADV, rigueur.
Mission de 4 mois, démarrage janvier, sur site à Nantes (parking).
Postulez en envoyant votre CV à jour !`,
    (t) =>
      grade(
        advRole(t),
        hasSkill(t, 'sap-sd') ? 'ok' : hasSkill(t, 'sap') ? 'near' : 'fail',
        place(t, { depts: ['44'] }),
        years(t, 3),
        availBy(t, '2027-01-31'),
      ),
  ),
  br(
    `Freelance Channel Account Manager – EMEA – Remote (France-based)

About us: we are a fast-growing cybersecurity vendor (endpoint and identity protection) selling exclusively through partners.

The role: own and grow a portfolio of 30 French and Benelux resellers and MSSPs, build joint business plans, run quarterly business reviews and drive partner enablement with our pre-sales team. You will manage deal registration through Salesforce PRM.

Requirements:
- 4+ years in channel sales for a software or security vendor
- Fluent English (our HQ is in London), French native
- Comfortable with Salesforce

Contract: 6 months, full remote, start ASAP.
We are an equal opportunity employer.`,
    (t) =>
      grade(channelRole(t), sector(t, ['cyber', 'it', 'saas']), lang(t, 'en', 'C1'), remote(t, 'full'), years(t, 4)),
  ),
  br(
    `Interim Pricing Manager (6 months) – Paris – Industrial distribution

Our client, a European distributor of industrial supplies (bearings, transmission, fluid power), is looking for an interim Pricing Manager to run the 2027 price increase campaign and roll out Pricefx across the French branches.

Responsibilities: price lists and customer-specific agreements, margin leakage analysis, price elasticity studies, coaching of branch managers and sales reps on price negotiations.

Profile: 5+ years in B2B pricing, Pricefx or Vendavo, strong SQL and Excel. French and English.
On site in Paris 3 days a week.`,
    (t) =>
      grade(
        pricingRole(t),
        hasSkill(t, 'pricefx', 'vendavo') ? 'ok' : 'near',
        hasSkill(t, 'sql') ? 'ok' : 'near',
        place(t, IDF),
        years(t, 5),
      ),
  ),
  br(
    `Chef des ventes terrain (H/F) – Intérim cadre – Toulouse

Négoce de matériaux et de sanitaire-chauffage (12 agences en Occitanie), nous recherchons un chef des ventes en intérim cadre pour manager 6 commerciaux terrain et 2 technico-commerciaux sédentaires.
Vous animez les réunions hebdomadaires, accompagnez vos commerciaux chez les artisans et les entreprises du BTP, suivez le CA et la marge par agence.
Profil : expérience réussie en management commercial terrain dans le négoce BTP. Véhicule de fonction, démarrage immédiat, mission de 3 mois renouvelable.`,
    (t) =>
      grade(
        chefVentesRole(t),
        place(t, { depts: ['31', '82', '81', '32', '11', '09'] }),
        sector(t, ['btp', 'negoce']),
        availNow(t),
      ),
  ),
  br(
    `Bid Manager freelance – Télécoms / Réseaux – 3 j/semaine – Hybride (Paris La Défense)

Opérateur d'infrastructures télécoms B2B recherche un Bid Manager pour piloter les réponses aux appels d'offres des collectivités et grands comptes (fibre, réseaux privés, services managés).
• Analyse des DCE, go/no go, rétroplanning
• Rédaction et coordination des mémoires techniques
• Animation des contributeurs avant-vente, juridique et pricing
Profil : 5 ans d'expérience en réponse à appels d'offres, idéalement télécoms ou IT, excellente plume.
Conditions : 3 jours par semaine, 2 jours sur site à La Défense, 6 mois.`,
    (t) => grade(bidRole(t), sector(t, ['telecom', 'it']), days(t, 3), place(t, IDF), years(t, 5)),
  ),
  br(
    `Inside Sales Representative – French market – Full remote (4-month contract)

We are a B2B SaaS company (field-service software) expanding into France. You will work inbound leads and run outbound sequences to French SMBs, book demos for our Account Executives and close smaller deals yourself.
Must have: native French, good English, 2+ years in inside sales or SDR roles, HubSpot.
Fully remote, start in January.`,
    (t) =>
      grade(
        role(t, ['inside-sales'], ['sdr', 'bdr', 'teleprospecteur'], ['account-executive', 'account-manager']),
        lang(t, 'fr', 'C2'),
        remote(t, 'full'),
        both(sector(t, ['saas']), hasSkill(t, 'hubspot') ? 'ok' : 'near'),
        years(t, 2),
      ),
  ),
];
