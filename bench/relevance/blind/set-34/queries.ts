// set-34 queries: what a recruiter placing freelance sales, business development and customer-facing profiles types.
// Judges grade from the Truth only (see judge.ts for the conventions).
import {
  FIELD,
  FIELD_NEAR,
  PLACES,
  SELLERS,
  SELLERS_NEAR,
  SENIORITY,
  availVerdict,
  combine,
  core,
  daysVerdict,
  durationVerdict,
  has,
  langVerdict,
  marketVerdict,
  placeVerdict,
  rateVerdict,
  remoteVerdict,
  roleGrade,
  sectorVerdict,
  skillGrade,
  skillVerdict,
  soft,
  vehicleVerdict,
  yearsVerdict,
  type Grade,
} from './judge';
import { TODAY, addDays, type Truth } from './truth';

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

const SOFTWARE = ['saas', 'editeur'];
const role = roleGrade;
const sellers = (t: Truth): Grade => role(t, SELLERS, { near: SELLERS_NEAR });
const field = (t: Truth): Grade => role(t, FIELD, { near: FIELD_NEAR });
const yrs = (t: Truth, w: keyof typeof SENIORITY) => yearsVerdict(t, SENIORITY[w][0], SENIORITY[w][1]);

export const QUERIES: Query[] = [
  // ================================================================ abbrev
  { kind: 'abbrev', body: { keywords: 'SDR' }, judge: (t) => role(t, ['sdr', 'bdr']) },
  { kind: 'abbrev', body: { keywords: 'KAM' }, judge: (t) => role(t, ['kam', 'national-account-manager']) },
  {
    kind: 'abbrev',
    body: { keywords: 'CSM SaaS' },
    judge: (t) => combine(role(t, ['csm']), [soft(sectorVerdict(t, SOFTWARE))]),
    note: 'Customer Success Manager; the SaaS sector is wanted but a CSM from another software trade is close.',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'ADV SAP' },
    judge: (t) => combine(role(t, ['adv']), [skillVerdict(t, 'sap')]),
    note: 'ADV = administration des ventes (sales administration).',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'NAM GMS' },
    judge: (t) =>
      combine(
        role(t, ['national-account-manager'], {
          near: ['kam'],
          related: ['chef-de-secteur'],
          zero: ['trade-marketing'],
        }),
        [marketVerdict(t, ['gms'])],
      ),
    note: 'National Account Manager selling to grocery retail chains.',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'MEDDIC' },
    judge: (t) => {
      if (!core(t)) return 0;
      const l = t.skills.meddic ?? 0;
      if (l >= 2) return 3;
      if (l === 1) return 2;
      const closer = ['account-executive', 'enterprise-ae', 'head-of-sales', 'sales-enablement'].includes(t.occ);
      return closer && ['spin', 'challenger', 'bant', 'solution-selling'].some((m) => has(t, m, 2)) ? 1 : 0;
    },
    note: 'The qualification method; other structured methods on a closer are only related.',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'DRV' },
    judge: (t) => role(t, ['regional-sales-director']),
    note: 'Directeur régional des ventes.',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'SFDC admin' },
    judge: (t) => {
      const g = role(t, ['crm-admin-sf']);
      if (g === 3) return 3;
      if ((t.occ === 'revops' || t.occ === 'sales-ops') && has(t, 'salesforce', 3)) return 2;
      if (t.occ === 'dev-crm' || ((t.occ === 'revops' || t.occ === 'sales-ops') && has(t, 'salesforce', 2))) return 1;
      return g;
    },
    note: 'SFDC = Salesforce.com.',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'VRP multicarte' },
    judge: (t) => role(t, ['vrp']),
    note: 'VRP = voyageur représentant placier, an independent field rep carrying several brands.',
  },

  // ================================================================ title-fr
  { kind: 'title-fr', body: { keywords: 'développeuse commerciale' }, judge: (t) => role(t, ['bizdev']) },
  { kind: 'title-fr', body: { keywords: "ingénieur d'affaires" }, judge: (t) => role(t, ['ingenieur-affaires']) },
  { kind: 'title-fr', body: { keywords: 'déléguée médicale' }, judge: (t) => role(t, ['delegue-medical']) },
  { kind: 'title-fr', body: { keywords: 'responsable grands comptes' }, judge: (t) => role(t, ['kam']) },
  { kind: 'title-fr', body: { keywords: "chargée d'affaires" }, judge: (t) => role(t, ['charge-affaires']) },
  {
    kind: 'title-fr',
    body: { keywords: 'directrice commerciale de transition' },
    judge: (t) => role(t, ['interim-commercial-director']),
  },
  {
    kind: 'title-fr',
    body: { keywords: 'responsable service client' },
    judge: (t) => role(t, ['customer-care-manager']),
  },
  { kind: 'title-fr', body: { keywords: 'chef des ventes' }, judge: (t) => role(t, ['sales-manager']) },
  { kind: 'title-fr', body: { keywords: 'animatrice réseau franchise' }, judge: (t) => role(t, ['animateur-reseau']) },

  // ================================================================ title-en
  { kind: 'title-en', body: { keywords: 'Account Executive' }, judge: (t) => role(t, ['account-executive']) },
  { kind: 'title-en', body: { keywords: 'Head of Sales' }, judge: (t) => role(t, ['head-of-sales']) },
  { kind: 'title-en', body: { keywords: 'Customer Success Manager' }, judge: (t) => role(t, ['csm']) },
  { kind: 'title-en', body: { keywords: 'Channel Manager' }, judge: (t) => role(t, ['channel-manager']) },
  {
    kind: 'title-en',
    body: { keywords: 'Sales Engineer' },
    judge: (t) => role(t, ['sales-engineer', 'solution-consultant']),
    note: 'Both senses count: technical sales engineer in industry and solutions engineer in software.',
  },
  { kind: 'title-en', body: { keywords: 'Bid Manager' }, judge: (t) => role(t, ['bid-manager']) },
  { kind: 'title-en', body: { keywords: 'Growth Marketer' }, judge: (t) => role(t, ['growth-marketer']) },
  { kind: 'title-en', body: { keywords: 'Sales Enablement Manager' }, judge: (t) => role(t, ['sales-enablement']) },
  {
    kind: 'title-en',
    body: { keywords: 'Medical Sales Rep' },
    judge: (t) => role(t, ['delegue-medical', 'delegue-hospitalier']),
  },

  // ================================================================ place
  {
    kind: 'place',
    body: { keywords: 'account manager 69' },
    judge: (t) => combine(role(t, ['account-manager']), [placeVerdict(t, PLACES.lyon)]),
    note: '69 = Rhône.',
  },
  {
    kind: 'place',
    body: { keywords: 'KAM Hauts-de-France' },
    judge: (t) => combine(role(t, ['kam', 'national-account-manager']), [placeVerdict(t, PLACES.hdf)]),
  },
  {
    kind: 'place',
    body: { keywords: 'commercial terrain Nord-Pas-de-Calais' },
    judge: (t) => combine(field(t), [placeVerdict(t, PLACES.npdc)]),
    note: 'Former region: Nord (59) and Pas-de-Calais (62).',
  },
  {
    kind: 'place',
    body: { keywords: 'technico-commercial PACA' },
    judge: (t) => combine(role(t, ['technico-commercial']), [placeVerdict(t, PLACES.paca)]),
  },
  {
    kind: 'place',
    body: { keywords: 'SDR Paris' },
    judge: (t) => combine(role(t, ['sdr', 'bdr']), [placeVerdict(t, PLACES.paris)]),
  },
  {
    kind: 'place',
    body: { keywords: 'customer success Suisse romande' },
    judge: (t) => combine(role(t, ['csm', 'head-of-cs']), [placeVerdict(t, PLACES.romandie)]),
    note: 'French-speaking cantons: Genève, Vaud, Neuchâtel, Fribourg, Valais, Jura.',
  },
  {
    kind: 'place',
    body: { keywords: 'business developer Luxembourg' },
    judge: (t) => combine(role(t, ['bizdev']), [placeVerdict(t, PLACES.luxembourg)]),
    note: 'The country; Moselle, Meurthe-et-Moselle and the Belgian province of Luxembourg are near.',
  },
  {
    kind: 'place',
    body: { keywords: 'commercial Sud-Ouest' },
    judge: (t) => combine(sellers(t), [placeVerdict(t, PLACES.sudOuest)]),
  },
  {
    kind: 'place',
    body: { keywords: 'ingénieur commercial Rhône-Alpes' },
    judge: (t) => combine(role(t, ['ingenieur-affaires', 'sales-engineer']), [placeVerdict(t, PLACES.rhoneAlpes)]),
    note: 'Ingénieur commercial covers IT sales (ingénieur d’affaires) and industrial sales engineers.',
  },

  // ================================================================ seniority
  {
    kind: 'seniority',
    body: { keywords: 'business developer senior' },
    judge: (t) => combine(role(t, ['bizdev']), [yrs(t, 'senior')]),
  },
  {
    kind: 'seniority',
    body: { keywords: 'SDR junior' },
    judge: (t) => combine(role(t, ['sdr', 'bdr']), [yrs(t, 'junior')]),
  },
  {
    kind: 'seniority',
    body: { keywords: "KAM 10 ans d'expérience" },
    judge: (t) => combine(role(t, ['kam', 'national-account-manager']), [yearsVerdict(t, 10)]),
  },
  {
    kind: 'seniority',
    body: { keywords: 'account executive confirmé' },
    judge: (t) => combine(role(t, ['account-executive']), [yrs(t, 'confirme')]),
  },
  {
    kind: 'seniority',
    body: { keywords: 'CSM 5 ans minimum' },
    judge: (t) => combine(role(t, ['csm']), [yearsVerdict(t, 5)]),
  },
  {
    kind: 'seniority',
    body: { keywords: 'chef des ventes +8 ans' },
    judge: (t) => combine(role(t, ['sales-manager']), [yearsVerdict(t, 8)]),
  },
  {
    kind: 'seniority',
    body: { keywords: 'délégué pharmaceutique débutant' },
    judge: (t) => combine(role(t, ['delegue-medical']), [yrs(t, 'debutant')]),
  },
  {
    kind: 'seniority',
    body: { keywords: 'ingénieur avant-vente senior' },
    judge: (t) => combine(role(t, ['presales']), [yrs(t, 'senior')]),
  },
  {
    kind: 'seniority',
    body: { keywords: 'channel manager', seniority: ['senior', 'expert'] },
    judge: (t) => combine(role(t, ['channel-manager']), [yrs(t, 'senior')]),
    note: 'Seniority through the filter: 7 years and more.',
  },

  // ================================================================ combo
  {
    kind: 'combo',
    body: { keywords: 'SDR anglais full remote' },
    judge: (t) => combine(role(t, ['sdr', 'bdr']), [langVerdict(t, 'en', 3), remoteVerdict(t, 'full')]),
  },
  {
    kind: 'combo',
    body: { keywords: 'KAM Lyon dispo' },
    judge: (t) =>
      combine(role(t, ['kam', 'national-account-manager']), [placeVerdict(t, PLACES.lyon), availVerdict(t)]),
  },
  {
    kind: 'combo',
    body: { keywords: 'délégué hospitalier Occitanie véhicule' },
    judge: (t) => combine(role(t, ['delegue-hospitalier']), [placeVerdict(t, PLACES.occitanie), vehicleVerdict(t)]),
  },
  {
    kind: 'combo',
    body: { keywords: 'account executive SaaS Paris 3 jours' },
    judge: (t) =>
      combine(role(t, ['account-executive']), [
        soft(sectorVerdict(t, SOFTWARE)),
        placeVerdict(t, PLACES.paris),
        daysVerdict(t, [3]),
      ]),
    note: '3 days a week.',
  },
  {
    kind: 'combo',
    body: { keywords: 'technico-commercial Auvergne-Rhône-Alpes allemand' },
    judge: (t) => combine(role(t, ['technico-commercial']), [placeVerdict(t, PLACES.ara), langVerdict(t, 'de', 2)]),
  },
  {
    kind: 'combo',
    body: { keywords: 'CSM allemand', available: true },
    judge: (t) => combine(role(t, ['csm']), [langVerdict(t, 'de', 3), availVerdict(t)]),
  },
  {
    kind: 'combo',
    body: { keywords: 'bizdev medtech Bordeaux senior' },
    judge: (t) =>
      combine(role(t, ['bizdev']), [sectorVerdict(t, ['medtech']), placeVerdict(t, PLACES.bordeaux), yrs(t, 'senior')]),
  },
  {
    kind: 'combo',
    body: { keywords: 'export manager espagnol Amérique latine' },
    judge: (t) => combine(role(t, ['export-manager']), [marketVerdict(t, ['latam']), langVerdict(t, 'es', 3)]),
  },
  {
    kind: 'combo',
    body: { keywords: 'chef de secteur', workAreas: ['grand-est'], available: true },
    judge: (t) => combine(role(t, ['chef-de-secteur']), [placeVerdict(t, PLACES.grandEst), availVerdict(t)]),
  },
  {
    kind: 'combo',
    body: { keywords: 'RevOps HubSpot TJM 500' },
    judge: (t) => combine(role(t, ['revops']), [skillVerdict(t, 'hubspot'), rateVerdict(t, 500)]),
    note: 'TJM = day rate, 500 € at most.',
  },

  // ================================================================ grammar
  {
    kind: 'grammar',
    body: { keywords: '"key account manager" OR "responsable grands comptes"' },
    judge: (t) => role(t, ['kam']),
  },
  {
    kind: 'grammar',
    body: { keywords: 'commercial -immobilier' },
    judge: (t) => (t.occ === 'negociateur-immobilier' || t.sectors.includes('immobilier') ? 0 : sellers(t)),
    note: 'Salespeople, real estate excluded.',
  },
  {
    kind: 'grammar',
    body: { keywords: '"customer success" -support' },
    judge: (t) =>
      role(t, ['csm', 'head-of-cs'], { zero: ['support-manager', 'support-agent', 'customer-care-manager'] }),
  },
  {
    kind: 'grammar',
    body: { keywords: '"business developer" SaaS OR "account executive" SaaS' },
    judge: (t) => combine(role(t, ['bizdev', 'account-executive']), [sectorVerdict(t, SOFTWARE)]),
  },
  {
    kind: 'grammar',
    body: { keywords: '"ingénieur commercial" -ESN' },
    judge: (t) => {
      if (t.occ === 'ingenieur-affaires') return t.sectors.includes('esn') ? 0 : 3;
      if (t.occ === 'sales-engineer') return 3;
      if (['technico-commercial', 'charge-affaires', 'account-executive', 'enterprise-ae'].includes(t.occ)) return 2;
      return role(t, ['sales-engineer'], { zero: ['presales', 'solution-consultant'] }) >= 1 ? 1 : 0;
    },
    note: 'Ingénieurs commerciaux outside IT services firms.',
  },
  {
    kind: 'grammar',
    body: { keywords: 'SDR OR BDR OR "chargé de prospection"' },
    judge: (t) => role(t, ['sdr', 'bdr']),
  },
  {
    kind: 'grammar',
    body: { keywords: '"visiteur médical" OR "délégué médical"' },
    judge: (t) => role(t, ['delegue-medical']),
  },
  {
    kind: 'grammar',
    body: { keywords: '"bid manager" -junior' },
    judge: (t) => {
      const g = role(t, ['bid-manager']);
      return t.years <= 2 ? 0 : g;
    },
    note: 'Juniors (0-2 years) excluded.',
  },
  {
    kind: 'grammar',
    body: { keywords: 'channel manager -télécom' },
    judge: (t) => (t.sectors.includes('telecom') ? 0 : role(t, ['channel-manager'])),
  },

  // ================================================================ skill
  { kind: 'skill', body: { keywords: 'Salesforce Sales Cloud' }, judge: (t) => skillGrade(t, 'salesforce') },
  {
    kind: 'skill',
    body: { keywords: 'HubSpot séquences' },
    judge: (t) =>
      (core(t) || t.occ === 'crm-marketing'
        ? skillGrade(t, 'hubspot')
        : Math.min(skillGrade(t, 'hubspot'), 1)) as Grade,
    note: 'Sequences are the sales side of HubSpot: marketers with HubSpot are only related.',
  },
  {
    kind: 'skill',
    body: { keywords: 'SPIN selling BANT' },
    judge: (t) => {
      const n = (has(t, 'spin') ? 1 : 0) + (has(t, 'bant') ? 1 : 0);
      if (n === 2) return 3;
      if (n === 1) return 2;
      return has(t, 'meddic') || has(t, 'challenger') ? 1 : 0;
    },
  },
  {
    kind: 'skill',
    body: { keywords: 'Sales Navigator lemlist' },
    judge: (t) => {
      const n = (has(t, 'sales-navigator') ? 1 : 0) + (has(t, 'lemlist') ? 1 : 0);
      if (n === 2) return 3;
      if (n === 1) return 2;
      return has(t, 'lgm') || has(t, 'waalaxy') || has(t, 'outreach') ? 1 : 0;
    },
  },
  {
    kind: 'skill',
    body: { keywords: "appels d'offres publics BOAMP" },
    judge: (t) => {
      if (has(t, 'appels-offres') && has(t, 'boamp')) return 3;
      if (has(t, 'appels-offres', 2) || (has(t, 'boamp') && has(t, 'memoire-technique'))) return 2;
      return has(t, 'appels-offres') || has(t, 'memoire-technique') || has(t, 'marches-hospitaliers') ? 1 : 0;
    },
  },
  {
    kind: 'skill',
    body: { keywords: 'Zendesk Intercom' },
    judge: (t) => {
      const n = (has(t, 'zendesk') ? 1 : 0) + (has(t, 'intercom') ? 1 : 0);
      if (n === 2) return 3;
      if (n === 1) return 2;
      return has(t, 'freshdesk') ? 1 : 0;
    },
  },
  {
    kind: 'skill',
    body: { keywords: 'Gainsight churn' },
    judge: (t) => {
      if (has(t, 'gainsight') && has(t, 'churn')) return 3;
      if (has(t, 'gainsight') || (has(t, 'planhat') && has(t, 'churn'))) return 2;
      return has(t, 'churn') ? 1 : 0;
    },
  },
  {
    kind: 'skill',
    body: { keywords: 'Incoterms crédit documentaire' },
    judge: (t) => {
      const l = t.skills.incoterms ?? 0;
      if (l >= 2) return 3;
      if (l === 1) return 2;
      return has(t, 'export') ? 1 : 0;
    },
  },
  {
    kind: 'skill',
    body: { keywords: 'Dynamics 365', skills: ['dynamics-365'] },
    judge: (t) => skillGrade(t, 'dynamics'),
  },

  // ================================================================ typo
  { kind: 'typo', body: { keywords: 'buisness developper' }, judge: (t) => role(t, ['bizdev']) },
  { kind: 'typo', body: { keywords: 'comercial terrain' }, judge: (t) => field(t) },
  { kind: 'typo', body: { keywords: 'delegue medicale' }, judge: (t) => role(t, ['delegue-medical']) },
  { kind: 'typo', body: { keywords: 'customer sucess manager' }, judge: (t) => role(t, ['csm']) },
  { kind: 'typo', body: { keywords: 'accountexecutive' }, judge: (t) => role(t, ['account-executive']) },
  { kind: 'typo', body: { keywords: 'ingenieur d affaire' }, judge: (t) => role(t, ['ingenieur-affaires']) },
  {
    kind: 'typo',
    body: { keywords: 'HUBSPOT ADMIN' },
    judge: (t) => {
      const g = role(t, ['crm-admin-hubspot']);
      if (g === 3) return 3;
      if ((t.occ === 'revops' || t.occ === 'sales-ops') && has(t, 'hubspot', 3)) return 2;
      if (t.occ === 'crm-marketing' && has(t, 'hubspot', 2)) return 1;
      return g;
    },
  },
  { kind: 'typo', body: { keywords: 'techico-commercial' }, judge: (t) => role(t, ['technico-commercial']) },
  { kind: 'typo', body: { keywords: 'respnsable ADV' }, judge: (t) => role(t, ['adv']) },
  { kind: 'typo', body: { keywords: "chargés d'affaires" }, judge: (t) => role(t, ['charge-affaires']) },

  // ================================================================ brief: French, short
  {
    kind: 'brief',
    body: { brief: 'Je cherche un SDR qui parle anglais, dispo rapidement' },
    judge: (t) => combine(role(t, ['sdr', 'bdr']), [langVerdict(t, 'en', 3), availVerdict(t)]),
  },
  {
    kind: 'brief',
    body: { brief: 'commercial terrain avec véhicule pour une tournée des pharmacies en Normandie' },
    judge: (t) =>
      combine(
        role(t, ['commercial-terrain', 'vrp', 'delegue-medical'], {
          near: ['chef-de-secteur', 'technico-commercial', 'delegue-hospitalier'],
        }),
        [vehicleVerdict(t), placeVerdict(t, PLACES.normandie), soft(marketVerdict(t, ['pharmacies']))],
      ),
    note: 'Pharmacy experience is a plus, not a must.',
  },
  {
    kind: 'brief',
    body: { brief: 'KAM GMS confirmé pour une marque de boissons, secteur Grand Ouest' },
    judge: (t) =>
      combine(role(t, ['kam', 'national-account-manager'], { related: ['chef-de-secteur'] }), [
        marketVerdict(t, ['gms']),
        yearsVerdict(t, 3),
        placeVerdict(t, PLACES.grandOuest),
        soft(sectorVerdict(t, ['boissons'])),
      ]),
  },
  {
    kind: 'brief',
    body: { brief: "quelqu'un pour monter notre réseau de revendeurs en Belgique" },
    judge: (t) =>
      combine(role(t, ['channel-manager'], { related: ['export-manager', 'bizdev'] }), [
        placeVerdict(t, PLACES.belgique),
      ]),
  },
  {
    kind: 'brief',
    body: {
      brief: 'Formateur vente pour des sessions de deux jours auprès de nos conseillers en magasin, dans le Sud-Est',
    },
    judge: (t) =>
      combine(
        role(t, ['formateur-commercial', 'retail-coach'], { related: ['sales-enablement', 'animateur-reseau'] }),
        [placeVerdict(t, PLACES.sudEst)],
      ),
  },
  {
    kind: 'brief',
    body: { brief: 'Coach pour nos SDR juniors, méthode MEDDIC, en anglais' },
    judge: (t) =>
      combine(
        role(t, ['sales-enablement', 'formateur-commercial', 'sdr-manager'], {
          related: ['head-of-sales', 'sales-manager'],
        }),
        [skillVerdict(t, 'meddic', ['spin', 'challenger']), langVerdict(t, 'en', 3)],
      ),
  },
  // ================================================================ brief: French, long
  {
    kind: 'brief',
    body: {
      brief:
        "Nous recherchons un directeur commercial de transition pour une PME industrielle (mécanique de précision, 80 personnes) près de Besançon. Mission de 6 à 9 mois, démarrage début janvier, 3 à 4 jours sur site par semaine. Restructuration de l'équipe de 6 commerciaux et mise en place d'un CRM. TJM jusqu'à 900 €.",
    },
    judge: (t) =>
      combine(role(t, ['interim-commercial-director']), [
        placeVerdict(t, PLACES.besancon),
        soft(sectorVerdict(t, ['industrie'])),
        soft(durationVerdict(t, ['6 a 12 mois'])),
        daysVerdict(t, [3, 4]),
        remoteVerdict(t, 'site'),
        rateVerdict(t, 900),
      ]),
  },
  {
    kind: 'brief',
    body: {
      brief:
        "Éditeur SaaS B2B (logiciel de gestion pour cabinets d'expertise comptable) cherche un Account Executive mid-market pour 6 mois. Full remote possible, un jour par mois à Lyon. Anglais non requis. Budget 500-550 € par jour. Démarrage ASAP.",
    },
    judge: (t) =>
      combine(role(t, ['account-executive']), [
        soft(sectorVerdict(t, ['saas', 'editeur', 'fintech'])),
        remoteVerdict(t, 'full'),
        rateVerdict(t, 550),
        availVerdict(t),
        soft(durationVerdict(t, ['3 a 6 mois', '6 a 12 mois'])),
      ]),
  },
  {
    kind: 'brief',
    body: {
      brief:
        "Fabricant de dispositifs médicaux (orthopédie) : besoin d'un délégué hospitalier sur Toulouse / Montpellier pour remplacer un congé maternité de 5 mois à partir de février. Véhicule indispensable, expérience du bloc opératoire souhaitée.",
    },
    judge: (t) =>
      combine(role(t, ['delegue-hospitalier'], { near: ['clinical-specialist', 'delegue-medical'] }), [
        placeVerdict(t, PLACES.toulouseMontpellier),
        availVerdict(t, '2027-02-01'),
        vehicleVerdict(t),
        soft(skillVerdict(t, 'bloc')),
        soft(durationVerdict(t, ['3 a 6 mois'])),
      ]),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Mission de 3 mois pour structurer notre RevOps : nettoyage de HubSpot, scoring des leads, reporting pipeline. 2 à 3 jours par semaine, en remote. Budget serré, 450 € max.',
    },
    judge: (t) =>
      combine(role(t, ['revops'], { near: ['crm-admin-hubspot', 'sales-ops'] }), [
        skillVerdict(t, 'hubspot'),
        soft(skillVerdict(t, 'lead-scoring')),
        daysVerdict(t, [2, 3]),
        remoteVerdict(t, 'full'),
        rateVerdict(t, 450),
        soft(durationVerdict(t, ['< 3 mois', '3 a 6 mois'])),
      ]),
  },
  {
    kind: 'brief',
    body: {
      brief:
        "Nous répondons à un gros appel d'offres public (marché de prestations de propreté, région parisienne). Besoin d'un rédacteur ou d'une rédactrice de mémoires techniques disponible immédiatement pour 6 semaines.",
    },
    judge: (t) =>
      combine(role(t, ['tender-writer', 'bid-manager']), [
        availVerdict(t, '2026-12-08', 21),
        soft(sectorVerdict(t, ['services'])),
        soft(durationVerdict(t, ['< 3 mois'])),
      ]),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Distributeur de matériel électrique cherche un technico-commercial itinérant sur la Loire et la Haute-Loire, qui connaît les installateurs électriciens, pour 4 mois renouvelables.',
    },
    judge: (t) =>
      combine(role(t, ['technico-commercial'], { near: ['commercial-terrain', 'sales-engineer'] }), [
        placeVerdict(t, PLACES.loire),
        vehicleVerdict(t),
        soft(marketVerdict(t, ['installateurs'])),
        soft(sectorVerdict(t, ['electrique', 'distribution'])),
        soft(durationVerdict(t, ['3 a 6 mois'])),
      ]),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Nous ouvrons le marché allemand : je cherche un business developer export germanophone, idéalement basé en Alsace ou en Suisse alémanique, pour prospecter les distributeurs de la zone DACH.',
    },
    judge: (t) =>
      combine(role(t, ['export-manager', 'international-bizdev'], { related: ['bizdev', 'channel-manager'] }), [
        langVerdict(t, 'de', 3),
        soft(placeVerdict(t, PLACES.alsaceOrSwissGerman)),
        soft(marketVerdict(t, ['dach'])),
      ]),
  },
  {
    kind: 'brief',
    body: {
      brief:
        "Besoin d'une responsable service client pour réorganiser notre centre de contact (25 conseillers) à Lille. Mission de 6 mois, présence sur site 3 jours par semaine.",
    },
    judge: (t) =>
      combine(role(t, ['customer-care-manager'], { near: ['support-manager'] }), [
        placeVerdict(t, PLACES.lille),
        remoteVerdict(t, 'hybrid'),
        soft(durationVerdict(t, ['3 a 6 mois', '6 a 12 mois'])),
      ]),
  },
  {
    kind: 'brief',
    body: {
      brief:
        "Besoin d'un directeur régional des ventes pour piloter 12 commerciaux terrain en Occitanie, secteur matériaux de construction, mission de 8 mois.",
    },
    judge: (t) =>
      combine(role(t, ['regional-sales-director'], { near: ['sales-manager', 'interim-commercial-director'] }), [
        placeVerdict(t, PLACES.occitanie),
        soft(sectorVerdict(t, ['btp'])),
        soft(durationVerdict(t, ['6 a 12 mois'])),
      ]),
  },
  {
    kind: 'brief',
    body: { brief: 'Une chargée de clientèle bilingue anglais pour notre support e-commerce, en télétravail complet' },
    judge: (t) =>
      combine(role(t, ['support-agent'], { near: ['customer-care-manager', 'support-manager'] }), [
        langVerdict(t, 'en', 4),
        remoteVerdict(t, 'full'),
        soft(sectorVerdict(t, ['ecommerce'])),
      ]),
  },
  // ================================================================ brief: English
  {
    kind: 'brief',
    body: {
      brief:
        'Looking for a senior Enterprise AE to open the French market for a US cybersecurity scale-up, based in Paris, fluent English, start in January.',
    },
    judge: (t) =>
      combine(
        role(t, ['enterprise-ae'], { near: ['account-executive', 'ingenieur-affaires', 'global-account-director'] }),
        [
          yrs(t, 'senior'),
          placeVerdict(t, PLACES.paris),
          langVerdict(t, 'en', 3),
          availVerdict(t, '2027-01-15'),
          soft(sectorVerdict(t, ['cyber'])),
        ],
      ),
  },
  {
    kind: 'brief',
    body: { brief: 'We need a Salesforce admin for a 3-month CPQ cleanup, remote, 2-3 days a week.' },
    judge: (t) =>
      combine(role(t, ['crm-admin-sf'], { related: ['dev-crm', 'revops', 'sales-ops'] }), [
        skillVerdict(t, 'sf-cpq', ['salesforce']),
        remoteVerdict(t, 'full'),
        daysVerdict(t, [2, 3]),
        soft(durationVerdict(t, ['< 3 mois', '3 a 6 mois'])),
      ]),
  },
  {
    kind: 'brief',
    body: { brief: 'Customer success lead for a Benelux rollout, French and Dutch speaking.' },
    judge: (t) => {
      const g: Grade =
        t.occ === 'csm' ? (t.years >= 5 ? 3 : 2) : role(t, ['head-of-cs'], { near: ['account-manager'] });
      return combine(g, [langVerdict(t, 'nl', 3), langVerdict(t, 'fr', 3), soft(placeVerdict(t, PLACES.benelux))]);
    },
  },
  {
    kind: 'brief',
    body: { brief: 'Need a bid manager for EU institution tenders in Brussels, English and French, 6 months.' },
    judge: (t) =>
      combine(role(t, ['bid-manager']), [
        placeVerdict(t, PLACES.bruxelles),
        langVerdict(t, 'en', 3),
        langVerdict(t, 'fr', 3),
        soft(durationVerdict(t, ['3 a 6 mois', '6 a 12 mois'])),
      ]),
  },
  {
    kind: 'brief',
    body: { brief: 'Partner manager to build a reseller channel in Switzerland and Austria. German required.' },
    judge: (t) =>
      combine(role(t, ['channel-manager', 'partnerships-manager'], { related: ['export-manager'] }), [
        langVerdict(t, 'de', 3),
        soft(placeVerdict(t, PLACES.suisse)),
      ]),
  },
  {
    kind: 'brief',
    body: { brief: 'Interim Head of Sales for a Series A fintech, 6 months, Paris, hybrid.' },
    judge: (t) =>
      combine(
        role(t, ['head-of-sales', 'interim-commercial-director'], { near: ['sales-manager', 'country-manager'] }),
        [
          placeVerdict(t, PLACES.paris),
          remoteVerdict(t, 'hybrid'),
          soft(sectorVerdict(t, ['fintech'])),
          soft(durationVerdict(t, ['3 a 6 mois', '6 a 12 mois'])),
        ],
      ),
  },
  // ================================================================ brief: pasted job ads
  {
    kind: 'brief',
    body: {
      brief: `Mission freelance – Business Developer SaaS (H/F) – Paris 9e – Hybride

Notre client, éditeur d'une plateforme SaaS de gestion des notes de frais (série B, 120 collaborateurs), renforce son équipe commerciale pour accélérer sur le segment des ETI.

Vos missions :
- Prospecter et qualifier de nouveaux comptes (ETI, 250 à 5 000 salariés) en outbound ;
- Conduire le cycle de vente complet : découverte, démonstration, proposition, négociation, closing ;
- Travailler en binôme avec le marketing et les SDR ;
- Tenir à jour le pipe dans HubSpot.

Profil recherché :
- 3 ans d'expérience minimum en vente SaaS B2B ;
- Aisance à l'oral, ténacité, sens du résultat ;
- Anglais apprécié.

Conditions : démarrage début janvier 2027, mission de 6 mois renouvelable, 2 jours de télétravail par semaine. TJM : 450-550 € selon profil.

Postulez via la plateforme en joignant votre CV à jour. Les candidatures sont traitées dans un délai de 48 h. Nous sommes attachés à la diversité et étudions toutes les candidatures.`,
    },
    judge: (t) =>
      combine(
        role(t, ['bizdev', 'account-executive'], { near: ['new-business-manager', 'enterprise-ae', 'inside-sales'] }),
        [
          soft(sectorVerdict(t, SOFTWARE)),
          placeVerdict(t, PLACES.paris),
          remoteVerdict(t, 'hybrid'),
          yearsVerdict(t, 3),
          rateVerdict(t, 550),
          availVerdict(t, '2027-01-06'),
        ],
      ),
  },
  {
    kind: 'brief',
    body: {
      brief: `MANAGEMENT DE TRANSITION – Directeur(trice) Commercial(e) – Industrie agroalimentaire – Bretagne

Notre cabinet de management de transition recherche pour un groupe agroalimentaire familial (CA 180 M€, 4 sites en Bretagne, produits de la mer) un(e) Directeur(trice) Commercial(e) de transition.

Contexte : départ du directeur commercial, renégociations annuelles avec la grande distribution à mener, équipe de 3 KAM et 14 chefs de secteur à remobiliser.

Mission :
- Piloter les négociations annuelles 2027 avec les centrales d'achat ;
- Réorganiser la force de vente terrain et les plans de rémunération ;
- Préparer le recrutement du directeur commercial pérenne.

Profil : 15 ans d'expérience minimum dont une expérience réussie de direction commerciale en PGC/agroalimentaire. Mission de 6 à 9 mois, présence sur site 4 jours par semaine (Quimper).

Merci d'adresser votre candidature à notre équipe. Confidentialité assurée.`,
    },
    judge: (t) =>
      combine(
        role(t, ['interim-commercial-director'], {
          near: ['head-of-sales', 'regional-sales-director', 'national-account-manager'],
        }),
        [
          yearsVerdict(t, 15),
          placeVerdict(t, PLACES.bretagne),
          soft(sectorVerdict(t, ['agro', 'fmcg'])),
          remoteVerdict(t, 'site'),
          soft(durationVerdict(t, ['6 a 12 mois'])),
        ],
      ),
  },
  {
    kind: 'brief',
    body: {
      brief: `Délégué(e) pharmaceutique – mission de 4 mois – secteur Rhône-Alpes (Lyon, Grenoble, Saint-Étienne)

Laboratoire pharmaceutique français spécialisé en médecine générale recherche, dans le cadre d'un remplacement, un(e) délégué(e) pharmaceutique en freelance ou en portage.

- Visite médicale auprès des médecins généralistes et des pharmacies du secteur ;
- Respect de la charte de la visite médicale et reporting dans le CRM ;
- Véhicule indispensable (indemnités kilométriques prévues).

Diplôme de délégué médical exigé. Démarrage : 4 janvier 2027.

Envoyez CV et disponibilités. Nous répondons à toutes les candidatures.`,
    },
    judge: (t) =>
      combine(role(t, ['delegue-medical'], { near: ['delegue-hospitalier'] }), [
        placeVerdict(t, PLACES.rhoneAlpes),
        vehicleVerdict(t),
        availVerdict(t, '2027-01-04', 21),
        soft(marketVerdict(t, ['medecins', 'pharmacies'])),
        soft(durationVerdict(t, ['3 a 6 mois'])),
      ]),
  },
  {
    kind: 'brief',
    body: {
      brief: `Freelance Customer Success Manager (French-speaking) – Remote – 6 months

About us: we are a fast-growing B2B SaaS company (workforce management) expanding in France, Belgium and Switzerland.

The role:
- Own a book of 60 French-speaking mid-market customers;
- Drive onboarding, adoption and renewals; reduce churn;
- Run QBRs and spot expansion opportunities for the Account Managers;
- Work with Product and Support on customer feedback.

What we look for:
- 3+ years in Customer Success in SaaS;
- Native or fluent French and fluent English;
- Experience with HubSpot or Intercom is a plus.

Fully remote within the CET time zone, 5 days a week, start ASAP. Please apply with your CV in English. We are an equal opportunity employer.`,
    },
    judge: (t) =>
      combine(role(t, ['csm'], { near: ['account-manager', 'head-of-cs', 'onboarding-specialist'] }), [
        langVerdict(t, 'fr', 3),
        langVerdict(t, 'en', 3),
        remoteVerdict(t, 'full'),
        yearsVerdict(t, 3),
        soft(sectorVerdict(t, SOFTWARE)),
        availVerdict(t, addDays(TODAY, 21)),
      ]),
  },
  {
    kind: 'brief',
    body: {
      brief: `Contract Sales Engineer – Industrial automation – Lyon / Grenoble area

Our client, a European manufacturer of motion control and industrial automation components, is looking for a contract Sales Engineer to cover the Rhône-Alpes territory during a 6-month reorganisation.

Responsibilities:
- Visit OEMs, machine builders and system integrators;
- Understand technical requirements and propose the right automation solutions;
- Prepare quotes with the inside sales team and follow projects up to order.

Requirements: engineering background, 5+ years of technical sales in automation, fluent English (reporting to the German HQ), driving licence.

Day rate depending on experience. Start in January.`,
    },
    judge: (t) =>
      combine(
        role(t, ['sales-engineer'], { near: ['technico-commercial', 'charge-affaires'], related: ['presales'] }),
        [
          skillVerdict(t, 'automatisme'),
          placeVerdict(t, PLACES.lyonGrenoble),
          langVerdict(t, 'en', 3),
          yearsVerdict(t, 5),
        ],
      ),
  },
  {
    kind: 'brief',
    body: {
      brief: `Chef de secteur GMS (H/F) – Renfort 4 mois – Grand Est

Acteur majeur des produits laitiers, nous recherchons un(e) chef de secteur en renfort pour couvrir les hypermarchés et supermarchés d'Alsace et de Lorraine.

Vos missions : suivi des accords enseignes négociés par nos KAM, implantations, mise en avant des promotions, relevés de prix et reporting hebdomadaire.

Profil : expérience réussie en GMS, permis B et véhicule (véhicule de fonction non fourni), autonomie. Démarrage début janvier pour 4 mois.

Candidatures : CV + prétentions journalières.`,
    },
    judge: (t) =>
      combine(
        role(t, ['chef-de-secteur'], {
          near: ['commercial-terrain'],
          related: ['national-account-manager', 'trade-marketing'],
        }),
        [
          placeVerdict(t, PLACES.grandEst),
          vehicleVerdict(t),
          marketVerdict(t, ['gms']),
          availVerdict(t, '2027-01-06'),
          soft(durationVerdict(t, ['3 a 6 mois'])),
        ],
      ),
  },
  {
    kind: 'brief',
    body: {
      brief: `Responsable ADV (H/F) – Intérim / freelance 5 mois – Lyon 7e

Dans le cadre d'un remplacement, PME industrielle (équipements de pesage, 150 personnes) recherche un(e) responsable de l'administration des ventes.

- Encadrement de 4 gestionnaires ADV ;
- Gestion du cycle commande-livraison-facturation sous SAP SD ;
- Traitement des litiges clients et interface avec les commerciaux et la logistique.

Maîtrise de SAP indispensable. Poste sur site, démarrage immédiat.`,
    },
    judge: (t) =>
      combine(role(t, ['adv'], { near: ['assistant-commercial'] }), [
        skillVerdict(t, 'sap'),
        placeVerdict(t, PLACES.lyon),
        availVerdict(t),
        remoteVerdict(t, 'site'),
      ]),
  },
];
