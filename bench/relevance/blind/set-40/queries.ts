/**
 * The blind-40 queries: a recruiter of an agency placing hospitality, tourism and events freelancers. Keywords are
 * typed the way a busy recruiter types them; briefs are sentences and pasted mission ads. Judges grade from the Truth
 * only, with the conventions of judge.ts.
 */
import {
  anyLangV,
  availV,
  best,
  confirme,
  daysV,
  durationV,
  expert,
  type Grade,
  grade,
  hard,
  hasSkill,
  junior,
  langV,
  nowV,
  type OccTable,
  placeV,
  rateV,
  remoteV,
  seasonV,
  senior,
  settingV,
  skillsV,
  skiV,
  type V,
  yearsV,
} from './judge';
import { type AreaKey, ZONES } from './places';
import { addDays, TODAY, type Truth } from './truth';

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

// ---------------------------------------------------------------- occupation tables shared by several queries

const EVENTS: OccTable = {
  'event-manager': 3,
  'mice-manager': 2,
  'congress-manager': 2,
  'trade-show-manager': 2,
  'sport-event-manager': 2,
  'event-producer': 2,
  'wedding-planner': 1,
  'venue-manager': 1,
  'event-sales': 1,
  'stage-manager': 1,
  'catering-manager': 1,
  'event-staff-coordinator': 1,
};
const HOUSEKEEPING = (t: Truth): OccTable => ({
  'housekeeping-manager': 3,
  housekeeper: t.years >= 5 ? 2 : 1,
  'rooms-division-manager': 1,
});
const MAITRE = (t: Truth): OccTable => ({
  'maitre-hotel': 3,
  'restaurant-manager': 2,
  'catering-manager': 2,
  'chef-de-rang': t.years >= 7 ? 2 : 1,
  'fb-manager': 1,
  sommelier: 1,
});
const HEAD_CHEF = (t: Truth): OccTable => ({
  'chef-de-cuisine': 3,
  'chef-executive': 2,
  'second-cuisine': 2,
  'chef-domicile': 1,
  traiteur: 1,
  'chef-de-partie': t.years >= 8 ? 1 : 0,
  'collective-catering-manager': 1,
});
const SOUS_CHEF = (t: Truth): OccTable => ({
  'second-cuisine': 3,
  'chef-de-cuisine': 2,
  'chef-de-partie': t.years >= 6 ? 2 : 1,
  'chef-executive': 1,
  'commis-cuisine': 1,
});
const CDP = (t: Truth): OccTable => ({
  'chef-de-partie': 3,
  'second-cuisine': 2,
  'commis-cuisine': t.years >= 3 ? 2 : 1,
  'chef-de-cuisine': 1,
  patissier: 1,
  traiteur: 1,
});
const PASTRY = (t: Truth): OccTable => ({
  patissier: 3,
  'chef-de-partie': hasSkill(t, 'patisserie') ? 2 : 0,
  traiteur: 1,
  'chef-de-cuisine': 1,
  'chef-domicile': 1,
});
const RM: OccTable = { 'revenue-manager': 3, 'distribution-manager': 2, 'ecommerce-hotel': 1, 'hospitality-sales': 1 };
const NIGHT: OccTable = { 'night-auditor': 3, receptionist: 1, 'front-office-manager': 1 };
const RECEPTION = (t: Truth): OccTable => ({
  receptionist: 3,
  'night-auditor': 2,
  'front-office-manager': 2,
  'reservation-agent': 1,
  'guest-relations': 1,
  concierge: t.years >= 3 ? 1 : 0,
});
const GM = (t: Truth): OccTable => ({
  'hotel-gm': 3,
  'hotel-deputy': t.years >= 10 ? 2 : 1,
  'rooms-division-manager': 1,
});
const BAR: OccTable = { barman: 3, mixologist: 3, waiter: 1 };
const WAITER: OccTable = {
  waiter: 3,
  'chef-de-rang': 2,
  barman: 1,
  'maitre-hotel': 1,
};
const WEDDING = (t: Truth): OccTable => ({
  'wedding-planner': 3,
  'event-manager': t.settings.includes('mariage') ? 2 : 1,
  'venue-manager': t.settings.includes('mariage') ? 1 : 0,
  'catering-manager': t.settings.includes('mariage') ? 1 : 0,
});
const SOMMELIER = (t: Truth): OccTable => ({
  sommelier: 3,
  'maitre-hotel': hasSkill(t, 'accords') || hasSkill(t, 'oenologie') ? 1 : 0,
});
const STAGE: OccTable = { 'stage-manager': 3, 'event-producer': 2, 'sound-light-tech': 1 };
const MICE = (t: Truth): OccTable => ({
  'mice-manager': 3,
  'congress-manager': 2,
  'dmc-project-manager': 2,
  'event-manager': t.settings.includes('seminaires') || t.settings.includes('corporate') ? 2 : 1,
  'hospitality-sales': t.settings.includes('seminaires') ? 1 : 0,
  'event-sales': 1,
  'venue-manager': t.settings.includes('seminaires') ? 1 : 0,
});
const CONGRESS = (t: Truth): OccTable => ({
  'congress-manager': 3,
  'mice-manager': t.settings.includes('congres') ? 2 : 1,
  'event-manager': t.settings.includes('congres') ? 2 : 1,
  'trade-show-manager': 1,
  'event-staff-coordinator': 1,
});

const Z = ZONES;
const PARIS: AreaKey[] = ['d:FR-75'];

// ---------------------------------------------------------------- briefs: pasted ads

const AD_CDP_VAL = `Offre de mission – Chef de partie H/F – Saison d'hiver 2026/2027 – Val d'Isère (73)

Notre client, un hôtel 5 étoiles de 52 chambres au pied des pistes, recherche pour sa saison d'hiver un(e) Chef de partie en freelance pour renforcer la brigade de son restaurant gastronomique (60 couverts) et du restaurant d'altitude.

Vos missions :
- Prendre en charge un poste (chaud ou garde-manger selon le profil) du service du midi et du soir
- Assurer la mise en place, le dressage et l'envoi dans le respect des fiches techniques
- Encadrer un commis et veiller au respect des règles d'hygiène (HACCP)

Profil recherché :
- CAP/BEP cuisine ou équivalent
- 3 ans d'expérience minimum en restauration haut de gamme ou gastronomique
- Une première saison en station est un plus

Conditions : mission du 12 décembre 2026 au 18 avril 2027, 5 jours par semaine, logement en chambre individuelle et repas fournis. Tarif journalier selon profil.

Candidature : merci de postuler via la plateforme. Nous étudions toutes les candidatures. Conformément au RGPD, vos données sont conservées 24 mois. Agence signataire de la charte de la diversité.`;

const AD_SALON = `[MISSION FREELANCE] Chef de projet salon professionnel (H/F) – Paris Nord Villepinte – février / mars 2027

Organisateur de salons B2B (agroalimentaire, 1 200 exposants, 80 000 visiteurs), nous renforçons l'équipe opérations pour l'édition 2027 qui se tiendra au Parc des expositions de Paris Nord Villepinte.

Missions :
• Suivi des exposants : dossier technique, commandes de prestations, relances
• Mise à jour des plans de halls (AutoCAD ou Vectorworks) avec le service technique du parc
• Coordination du montage / démontage, des prestataires (stands, électricité, nettoyage, sécurité)
• Gestion des espaces conférences et du village start-up

Profil :
• 3 ans minimum sur des salons ou grands événements
• Anglais courant (exposants internationaux)
• Rigueur, sens du service, résistance au rush

Mission de 10 semaines à partir du 1er février 2027, sur site à Villepinte avec quelques jours de télétravail possibles en amont. TJM selon expérience. Merci d'envoyer votre profil avec vos références de salons.`;

const AD_FOM = `Ouverture – Hôtel lifestyle 4* – Marseille – Front Office Manager freelance (pre-opening)

Ouverture en mai 2027 d'un hôtel lifestyle de 180 chambres, rooftop et restaurant, sur le Vieux-Port de Marseille. Dans le cadre du pre-opening, nous recherchons un Front Office Manager / Chef de réception en mission freelance.

Vos missions :
- Recruter et former l'équipe de réception, conciergerie et night audit (14 personnes)
- Paramétrer le PMS (Opera Cloud ou Mews, choix en cours) et les interfaces
- Écrire les procédures (check-in, facturation, gestion des groupes) et préparer l'ouverture
- Assurer les premières semaines d'exploitation

Profil : expérience réussie d'au moins une ouverture, 5 ans en réception dont 2 en management, anglais courant.

Durée : 4 mois à partir du 1er février 2027, 5 jours par semaine sur site. Déplacements à prévoir.
Nous sommes un groupe hôtelier indépendant engagé pour l'égalité des chances ; tous nos postes sont ouverts aux personnes en situation de handicap.`;

const AD_GM_CHAMONIX = `MANAGEMENT DE TRANSITION – Directeur / Directrice d'hôtel (H/F) – Chamonix-Mont-Blanc

Hôtel 3* familial de 60 chambres avec restaurant et spa, clientèle internationale (60 % étrangère). Suite au départ du directeur, les propriétaires recherchent un(e) directeur(trice) de transition pour la saison d'hiver, le temps du recrutement d'un directeur en poste.

Missions : pilotage de l'exploitation et du compte d'exploitation, management des chefs de service (réception, étages, restauration), relations propriétaires, suivi de la qualité et des avis clients, préparation du budget 2027-2028.

Profil : expérience confirmée de direction d'hôtel, idéalement en station de montagne ; anglais courant obligatoire ; capacité à prendre un poste rapidement.

Démarrage : début janvier 2027, pour 3 mois (renouvelable). Logement de fonction possible.
Rémunération : TJM à définir selon profil. Processus rapide : un entretien avec les propriétaires en visioconférence.`;

const AD_GUEST_RELATIONS = `Seasonal Guest Relations Manager – Luxury Chalet Collection – Méribel & Courchevel (Three Valleys) – Winter 2026/27

We operate twelve luxury catered chalets across Méribel and Courchevel and are looking for an experienced Guest Relations / Guest Experience Manager for the winter season.

The role:
- Be the main point of contact for guests before and during their stay (arrivals, ski passes, ski hire, restaurant bookings, private transfers)
- Coordinate chalet hosts, private chefs and drivers
- Handle special requests and complaints with discretion
- Report to the Operations Director

You have:
- At least 3 seasons in luxury hospitality (5-star hotel, palace or luxury chalets)
- Fluent English and French; Russian is a plus
- A calm, solution-oriented attitude

Season from 10 December 2026 to 20 April 2027, six days a week during peak weeks. Accommodation provided. Competitive day rate.
Please apply through the platform. We are an equal opportunities employer. Only shortlisted candidates will be contacted.`;

const AD_PRODUCTION_CANNES = `Freelance Production Manager – Corporate Gala & Awards Night – Cannes – June 2027

Our events agency (London / Paris) is delivering an awards ceremony and gala dinner for 900 guests at a waterfront venue in Cannes during the festival week in late June 2027. We need a freelance Production Manager to join the team from April.

Responsibilities:
• Own the technical production: staging, sound, lighting, video, rigging
• Brief and manage AV suppliers, review technical riders and drawings
• Write and run the run of show, coordinate rehearsals
• Health & safety plans and venue liaison

Requirements:
• 5+ years producing live corporate events or shows
• French and English, both fluent
• Experience with local suppliers on the Côte d'Azur is a real plus

Engagement: around 20 days between April and June 2027, including 6 days on site. Day rate up to €600. We are committed to diversity and inclusion and welcome applications from all backgrounds.`;

const AD_BANQUETS = `Traiteur événementiel (Provence) – Responsable banquets / Maître d'hôtel banquets (H/F) – freelance – saison des mariages 2027

Maison de réception et traiteur installée près d'Aix-en-Provence, nous assurons chaque année une centaine de mariages et d'événements d'entreprise dans des domaines et bastides entre Aix, le Luberon et les Alpilles.

Pour la saison de mai à septembre 2027, nous recherchons un(e) responsable banquets en freelance :
- Préparer les événements avec la cheffe de projet (plans de table, déroulés)
- Diriger le service le jour J : équipes de 10 à 30 extras, cocktail, dîner assis, soirée
- Assurer la coordination avec la cuisine et la mise en place du matériel

Profil : expérience de maître d'hôtel ou de responsable banquets en traiteur ou en hôtellerie ; vous aimez les grands volumes et l'organisation.
Rythme : 3 à 5 jours par semaine selon le calendrier, principalement vendredi, samedi et dimanche.
Tarif : à convenir. Véhicule indispensable (lieux non desservis).`;

const AD_RECEPTION_CORSICA = `Reception Manager – 4* seaside resort – Porto-Vecchio, Corsica – April to October 2027

A family-owned 4-star resort (95 rooms and villas, beach club, two restaurants) is hiring a Reception Manager on a freelance seasonal contract.

Main duties: lead a team of 8 receptionists and night auditors, manage arrivals and VIP guests, optimise room allocation with the revenue manager, handle billing and group files, keep guest reviews at the highest level.

Requirements:
- 3+ years as front office manager or assistant front office manager
- Opera PMS (Opera Cloud is a plus)
- Fluent English; Italian or German is a strong advantage (a large part of our guests)

Dates: from 1 April to 15 October 2027. Staff accommodation available. Please send your profile; we reply to every application within 10 days.`;

// ---------------------------------------------------------------- the queries

export const QUERIES: Query[] = [
  // ---------------- abbrev
  {
    kind: 'abbrev',
    body: { keywords: 'RM temps partagé' },
    judge: (t) => grade(t, RM, daysV(t, ['1', '2', '3'])),
    note: 'part-time shared revenue manager',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'F&B manager 5*' },
    judge: (t) =>
      grade(
        t,
        { 'fb-manager': 3, 'restaurant-manager': 2, 'catering-manager': 1, 'maitre-hotel': 1, 'chef-executive': 1 },
        settingV(t, ['luxe', 'palace'], ['etoile', 'boutique']),
      ),
  },
  {
    kind: 'abbrev',
    body: { keywords: 'GM hôtel' },
    judge: (t) => grade(t, GM(t)),
  },
  {
    kind: 'abbrev',
    body: { keywords: 'MICE' },
    judge: (t) => grade(t, MICE(t)),
  },
  {
    kind: 'abbrev',
    body: { keywords: 'audit HACCP' },
    judge: (t) =>
      grade(t, {
        'haccp-consultant': 3,
        'collective-catering-manager': hasSkill(t, 'haccp-audit') ? 2 : 1,
        'chef-executive': hasSkill(t, 'haccp-audit') ? 2 : 1,
        'fb-manager': 1,
      }),
  },
  {
    kind: 'abbrev',
    body: { keywords: 'consultant PMS Opera' },
    judge: (t) =>
      grade(t, {
        'pms-consultant': hasSkill(t, 'opera') ? 3 : 2,
        'front-office-manager': hasSkill(t, 'opera') && t.certs.includes('opera-cert') ? 1 : 0,
        'hospitality-dev': 1,
        'revenue-manager': hasSkill(t, 'opera') ? 1 : 0,
      }),
  },
  {
    kind: 'abbrev',
    body: { keywords: 'BTS MHR' },
    judge: (t) => (t.diplomas.includes('bts-mhr') ? 3 : t.diplomas.includes('bts-hr') ? 2 : 0),
    note: 'diploma: BTS Management en hôtellerie-restauration (older name BTS Hôtellerie-Restauration = 2)',
  },
  {
    kind: 'abbrev',
    body: { keywords: 'CDP pâtisserie' },
    judge: (t) =>
      grade(t, {
        'chef-de-partie': hasSkill(t, 'patisserie') ? 3 : 1,
        patissier: t.years <= 7 ? 3 : 2,
        'second-cuisine': hasSkill(t, 'patisserie') ? 1 : 0,
      }),
  },
  {
    kind: 'abbrev',
    body: { keywords: 'FOM' },
    judge: (t) =>
      grade(t, {
        'front-office-manager': 3,
        'rooms-division-manager': 2,
        'guest-relations': 1,
        'night-auditor': 1,
        receptionist: t.years >= 5 ? 1 : 0,
        'hotel-deputy': 1,
      }),
  },
  {
    kind: 'abbrev',
    body: { keywords: 'DMC incentive' },
    judge: (t) =>
      grade(t, {
        'dmc-project-manager': 3,
        'mice-manager': hasSkill(t, 'incentive') ? 2 : 1,
        'travel-designer': 1,
        'tour-leader': 1,
        'event-manager': 1,
      }),
  },

  // ---------------- title-fr
  {
    kind: 'title-fr',
    body: { keywords: 'gouvernante générale' },
    judge: (t) => grade(t, HOUSEKEEPING(t)),
  },
  {
    kind: 'title-fr',
    body: { keywords: "maître d'hôtel" },
    judge: (t) => grade(t, MAITRE(t)),
  },
  {
    kind: 'title-fr',
    body: { keywords: 'cheffe de cuisine' },
    judge: (t) => grade(t, HEAD_CHEF(t)),
    note: 'gender of the word does not matter',
  },
  {
    kind: 'title-fr',
    body: { keywords: 'second de cuisine' },
    judge: (t) => grade(t, SOUS_CHEF(t)),
  },
  {
    kind: 'title-fr',
    body: { keywords: 'chargée de projet événementiel' },
    judge: (t) => grade(t, EVENTS),
  },
  {
    kind: 'title-fr',
    body: { keywords: 'régisseur général' },
    judge: (t) => grade(t, STAGE),
  },
  {
    kind: 'title-fr',
    body: { keywords: 'sommelière' },
    judge: (t) => grade(t, SOMMELIER(t)),
  },
  {
    kind: 'title-fr',
    body: { keywords: 'organisatrice de mariages' },
    judge: (t) => grade(t, WEDDING(t)),
  },
  {
    kind: 'title-fr',
    body: { keywords: 'directeur de camping' },
    judge: (t) =>
      grade(t, {
        'campsite-manager': 3,
        'holiday-village-manager': 2,
        'hotel-gm': t.settings.includes('camping') ? 2 : 1,
        animator: 1,
      }),
  },

  // ---------------- title-en
  {
    kind: 'title-en',
    body: { keywords: 'night auditor' },
    judge: (t) => grade(t, NIGHT),
  },
  {
    kind: 'title-en',
    body: { keywords: 'executive chef' },
    judge: (t) =>
      grade(t, {
        'chef-executive': 3,
        'chef-de-cuisine': t.years >= 10 ? 2 : 1,
        'fb-manager': 1,
        'second-cuisine': 1,
      }),
  },
  {
    kind: 'title-en',
    body: { keywords: 'head waiter' },
    judge: (t) =>
      grade(t, { 'maitre-hotel': 3, 'chef-de-rang': 2, 'restaurant-manager': 1, waiter: 1, 'catering-manager': 1 }),
  },
  {
    kind: 'title-en',
    body: { keywords: 'executive housekeeper' },
    judge: (t) => grade(t, HOUSEKEEPING(t)),
  },
  {
    kind: 'title-en',
    body: { keywords: 'bartender' },
    judge: (t) => grade(t, BAR),
  },
  {
    kind: 'title-en',
    body: { keywords: 'pastry chef' },
    judge: (t) => grade(t, PASTRY(t)),
  },
  {
    kind: 'title-en',
    body: { keywords: 'tour manager' },
    judge: (t) =>
      grade(t, {
        'tour-leader': 3,
        'guide-conferencier': 1,
        'stage-manager': 1,
        'event-producer': 1,
        'dmc-project-manager': 1,
      }),
  },
  {
    kind: 'title-en',
    body: { keywords: 'guest relations manager' },
    judge: (t) =>
      grade(t, {
        'guest-relations': 3,
        concierge: 2,
        'front-office-manager': 2,
        receptionist: 1,
        'hotel-deputy': 1,
      }),
  },
  {
    kind: 'title-en',
    body: { keywords: 'meeting planner' },
    judge: (t) =>
      grade(t, {
        'mice-manager': 3,
        'congress-manager': 2,
        'event-manager': 2,
        'dmc-project-manager': 2,
        'hospitality-sales': 1,
        'event-sales': 1,
      }),
  },
  {
    kind: 'title-en',
    body: { keywords: 'private chef' },
    judge: (t) =>
      grade(t, {
        'chef-domicile': 3,
        'chef-de-cuisine': t.settings.includes('chalet') || t.settings.includes('yacht') ? 2 : 1,
        traiteur: 1,
        'chef-executive': 1,
        'second-cuisine': 1,
      }),
  },

  // ---------------- place
  {
    kind: 'place',
    body: { keywords: 'serveur 06' },
    judge: (t) => grade(t, WAITER, placeV(t, Z.alpes06)),
  },
  {
    kind: 'place',
    body: { keywords: 'chef de partie Pays basque' },
    judge: (t) => grade(t, CDP(t), placeV(t, Z['pays-basque'])),
  },
  {
    kind: 'place',
    body: { keywords: 'réceptionniste Haute-Savoie' },
    judge: (t) => grade(t, RECEPTION(t), placeV(t, Z['haute-savoie'])),
  },
  {
    kind: 'place',
    body: { keywords: 'traiteur PACA' },
    judge: (t) =>
      grade(t, { traiteur: 3, 'catering-manager': 2, 'chef-domicile': 1, 'chef-de-cuisine': 1 }, placeV(t, Z.paca)),
  },
  {
    kind: 'place',
    body: { keywords: "wedding planner Côte d'Azur" },
    judge: (t) => grade(t, WEDDING(t), placeV(t, Z['cote-azur'])),
  },
  {
    kind: 'place',
    body: { keywords: 'directeur hôtel 974' },
    judge: (t) => grade(t, GM(t), placeV(t, Z.reunion)),
  },
  {
    kind: 'place',
    body: { keywords: 'chef de rang Tarentaise' },
    judge: (t) =>
      grade(
        t,
        { 'chef-de-rang': 3, 'maitre-hotel': 2, waiter: t.years >= 3 ? 2 : 1, sommelier: 1 },
        placeV(t, Z.tarentaise),
      ),
  },
  {
    kind: 'place',
    body: { keywords: 'chef de projet événementiel Rhône-Alpes' },
    judge: (t) => grade(t, EVENTS, placeV(t, Z['rhone-alpes'])),
  },
  {
    kind: 'place',
    body: { keywords: 'sommelier Suisse romande' },
    judge: (t) => grade(t, SOMMELIER(t), placeV(t, Z['suisse-romande'])),
  },
  {
    kind: 'place',
    body: { keywords: "barman Bassin d'Arcachon" },
    judge: (t) => grade(t, BAR, placeV(t, Z['bassin-arcachon'])),
  },

  // ---------------- seniority
  {
    kind: 'seniority',
    body: { keywords: 'chef de cuisine senior' },
    judge: (t) => grade(t, HEAD_CHEF(t), senior(t)),
  },
  {
    kind: 'seniority',
    body: { keywords: 'revenue manager junior' },
    judge: (t) => grade(t, RM, junior(t)),
  },
  {
    kind: 'seniority',
    body: { keywords: "directeur d'hôtel 15 ans d'expérience" },
    judge: (t) => grade(t, GM(t), yearsV(t, 15)),
  },
  {
    kind: 'seniority',
    body: { keywords: "maître d'hôtel confirmé" },
    judge: (t) => grade(t, MAITRE(t), confirme(t)),
  },
  {
    kind: 'seniority',
    body: { keywords: 'chef de projet événementiel 10 ans' },
    judge: (t) => grade(t, EVENTS, yearsV(t, 10)),
  },
  {
    kind: 'seniority',
    body: { keywords: 'commis de cuisine débutant' },
    judge: (t) => grade(t, { 'commis-cuisine': 3, 'chef-de-partie': 1 }, junior(t)),
  },
  {
    kind: 'seniority',
    body: { keywords: 'gouvernante générale +10 ans' },
    judge: (t) => grade(t, HOUSEKEEPING(t), yearsV(t, 10)),
  },
  {
    kind: 'seniority',
    body: { keywords: 'F&B manager senior' },
    judge: (t) =>
      grade(t, { 'fb-manager': 3, 'restaurant-manager': 2, 'catering-manager': 1, 'maitre-hotel': 1 }, senior(t)),
  },
  {
    kind: 'seniority',
    body: { keywords: 'chef exécutif', seniority: ['expert'] },
    judge: (t) => grade(t, { 'chef-executive': 3, 'chef-de-cuisine': 2, 'fb-manager': 1 }, expert(t)),
    note: 'seniority filter expert (10+ years)',
  },

  // ---------------- combo
  {
    kind: 'combo',
    body: { keywords: 'chef de partie station de ski saison hiver' },
    judge: (t) => grade(t, CDP(t), skiV(t), seasonV(t, 'hiver')),
  },
  {
    kind: 'combo',
    body: { keywords: "maître d'hôtel palace Paris anglais courant" },
    judge: (t) => grade(t, MAITRE(t), settingV(t, ['palace'], ['luxe', 'etoile']), placeV(t, PARIS), langV(t, 'en', 4)),
  },
  {
    kind: 'combo',
    body: { keywords: 'revenue manager 2 jours/semaine Lyon' },
    judge: (t) => grade(t, RM, daysV(t, ['2']), placeV(t, Z.lyon)),
  },
  {
    kind: 'combo',
    body: { keywords: 'chef de projet congrès Nice anglais courant' },
    judge: (t) => grade(t, CONGRESS(t), placeV(t, ['v:nice']), langV(t, 'en', 4)),
  },
  {
    kind: 'combo',
    body: { keywords: 'réceptionniste bilingue allemand Alsace' },
    judge: (t) => grade(t, RECEPTION(t), langV(t, 'de', 4), placeV(t, Z.alsace)),
  },
  {
    kind: 'combo',
    body: { keywords: "directeur d'hôtel de transition", available: true },
    judge: (t) => grade(t, GM(t), t.available ? 'ok' : 'fail'),
    note: 'available filter: free now',
  },
  {
    kind: 'combo',
    body: { keywords: 'barman saison été Corse' },
    judge: (t) => grade(t, BAR, placeV(t, Z.corse), seasonV(t, 'ete')),
  },
  {
    kind: 'combo',
    body: { keywords: 'chef à domicile Courchevel' },
    judge: (t) =>
      grade(
        t,
        {
          'chef-domicile': 3,
          'chef-de-cuisine': t.settings.includes('chalet') ? 2 : 1,
          'chef-executive': 1,
          traiteur: 1,
        },
        placeV(t, ['v:courchevel']),
      ),
  },
  {
    kind: 'combo',
    body: { keywords: 'technicien lumière festival juillet' },
    judge: (t) =>
      grade(
        t,
        {
          'sound-light-tech': hasSkill(t, 'regie-lumiere') || hasSkill(t, 'grandma') ? 3 : 1,
          'stage-manager': 1,
        },
        settingV(t, ['festival'], ['corporate', 'sport']),
        availV(t, '2027-07-01'),
      ),
  },
  {
    kind: 'combo',
    body: { keywords: 'pâtissier mission 6 mois Genève' },
    judge: (t) => grade(t, PASTRY(t), durationV(t, ['3 a 6 mois', '6 a 12 mois']), placeV(t, ['r:CH-GE'])),
  },

  // ---------------- grammar
  {
    kind: 'grammar',
    body: { keywords: '"chef de rang" -commis' },
    judge: (t) =>
      grade(t, {
        'chef-de-rang': 3,
        'maitre-hotel': 1,
        waiter: t.years >= 3 ? 1 : 0,
      }),
    note: 'juniors working as commis de salle are excluded',
  },
  {
    kind: 'grammar',
    body: { keywords: '"revenue manager" OR "yield manager"' },
    judge: (t) => grade(t, RM),
  },
  {
    kind: 'grammar',
    body: { keywords: '"night auditor" OR "réceptionniste de nuit"' },
    judge: (t) => grade(t, NIGHT),
  },
  {
    kind: 'grammar',
    body: { keywords: 'traiteur -mariage' },
    judge: (t) =>
      grade(
        t,
        { traiteur: 3, 'catering-manager': 2, 'chef-domicile': 1 },
        hard(t.settings.includes('mariage') ? 'fail' : 'ok'),
      ),
  },
  {
    kind: 'grammar',
    body: { keywords: '"chef de projet" salons OR "exhibition manager"' },
    judge: (t) =>
      best(
        grade(t, { 'trade-show-manager': 3 }),
        grade(
          t,
          {
            'event-manager': 2,
            'mice-manager': 2,
            'congress-manager': 2,
            'event-producer': 1,
            'event-staff-coordinator': 1,
          },
          hard(t.settings.includes('salons') ? 'ok' : 'fail'),
        ),
      ),
  },
  {
    kind: 'grammar',
    body: { keywords: '"gouvernante générale" -étage' },
    judge: (t) => grade(t, { 'housekeeping-manager': 3, 'rooms-division-manager': 1 }),
    note: "floor housekeepers (gouvernante d'étage) are excluded",
  },
  {
    kind: 'grammar',
    body: { keywords: 'sommelier OR caviste -junior' },
    judge: (t) => grade(t, SOMMELIER(t), hard(t.years <= 2 ? 'fail' : 'ok')),
  },
  {
    kind: 'grammar',
    body: { keywords: '"wedding planner" OR "organisatrice de mariage" OR "event designer"' },
    judge: (t) =>
      grade(t, {
        ...WEDDING(t),
        'event-manager': t.settings.includes('mariage') || hasSkill(t, 'scenographie') ? 2 : 1,
      }),
  },
  {
    kind: 'grammar',
    body: { keywords: '"chef exécutif" -traiteur' },
    judge: (t) =>
      grade(
        t,
        { 'chef-executive': 3, 'chef-de-cuisine': t.years >= 10 ? 2 : 1 },
        hard(t.settings.includes('traiteur') ? 'fail' : 'ok'),
      ),
  },

  // ---------------- skill
  {
    kind: 'skill',
    body: { keywords: 'Opera Cloud' },
    judge: (t) =>
      hasSkill(t, 'opera') || t.certs.includes('opera-cert')
        ? grade(t, 'core')
        : ['mews', 'protel', 'medialog', 'misterbooking'].some((s) => t.skills.includes(s as 'mews'))
          ? (Math.min(1, grade(t, 'core')) as Grade)
          : 0,
  },
  {
    kind: 'skill',
    body: { keywords: 'accords mets vins' },
    judge: (t) => grade(t, 'core', hard(skillsV(t, ['accords'], ['oenologie']))),
  },
  {
    kind: 'skill',
    body: { keywords: 'cuisine japonaise' },
    judge: (t) =>
      hasSkill(t, 'japonaise')
        ? grade(t, 'core')
        : hasSkill(t, 'asiatique')
          ? (Math.min(1, grade(t, 'core')) as Grade)
          : 0,
  },
  {
    kind: 'skill',
    body: { keywords: 'IDeaS Duetto' },
    judge: (t) =>
      hasSkill(t, 'ideas') && hasSkill(t, 'duetto')
        ? grade(t, 'core')
        : hasSkill(t, 'ideas') || hasSkill(t, 'duetto')
          ? (Math.min(2, grade(t, 'core')) as Grade)
          : hasSkill(t, 'yield')
            ? (Math.min(1, grade(t, 'core')) as Grade)
            : 0,
  },
  {
    kind: 'skill',
    body: { keywords: 'SiteMinder channel manager' },
    judge: (t) => grade(t, 'core', hard(skillsV(t, ['siteminder', 'channel-manager'], ['dedge']))),
  },
  {
    kind: 'skill',
    body: { keywords: 'Cvent Swapcard' },
    judge: (t) => grade(t, 'core', hard(skillsV(t, ['cvent', 'swapcard'], ['inscriptions']))),
  },
  {
    kind: 'skill',
    body: { keywords: 'grandMA' },
    judge: (t) => grade(t, 'core', hard(skillsV(t, ['grandma'], ['regie-lumiere']))),
  },
  {
    kind: 'skill',
    body: { keywords: 'service au guéridon flambage' },
    judge: (t) => grade(t, 'core', hard(skillsV(t, ['gueridon']))),
  },
  {
    kind: 'skill',
    body: { keywords: 'yield', skills: ['power-bi'] },
    judge: (t) =>
      hasSkill(t, 'yield') && hasSkill(t, 'power-bi')
        ? grade(t, 'core')
        : hasSkill(t, 'yield')
          ? (Math.min(1, grade(t, 'core')) as Grade)
          : 0,
    note: 'skills filter power-bi',
  },

  // ---------------- typo
  {
    kind: 'typo',
    body: { keywords: 'receptioniste' },
    judge: (t) => grade(t, RECEPTION(t)),
  },
  {
    kind: 'typo',
    body: { keywords: 'gouvernante generale' },
    judge: (t) => grade(t, HOUSEKEEPING(t)),
  },
  {
    kind: 'typo',
    body: { keywords: 'somelier' },
    judge: (t) => grade(t, SOMMELIER(t)),
  },
  {
    kind: 'typo',
    body: { keywords: 'maitre d hotel' },
    judge: (t) => grade(t, MAITRE(t)),
  },
  {
    kind: 'typo',
    body: { keywords: 'chef de parti' },
    judge: (t) => grade(t, CDP(t)),
  },
  {
    kind: 'typo',
    body: { keywords: 'BARMAN NICE' },
    judge: (t) => grade(t, BAR, placeV(t, ['v:nice'])),
  },
  {
    kind: 'typo',
    body: { keywords: 'patisier' },
    judge: (t) => grade(t, PASTRY(t)),
  },
  {
    kind: 'typo',
    body: { keywords: 'wedding planer' },
    judge: (t) => grade(t, WEDDING(t)),
  },
  {
    kind: 'typo',
    body: { keywords: 'souschef' },
    judge: (t) => grade(t, SOUS_CHEF(t)),
  },

  // ---------------- brief: French sentences
  {
    kind: 'brief',
    body: {
      brief:
        "Je cherche un chef de cuisine pour l'ouverture d'un restaurant bistronomique à Bordeaux, démarrage début mars, mission de 3 à 6 mois.",
    },
    judge: (t) =>
      grade(
        t,
        HEAD_CHEF(t),
        placeV(t, Z.gironde),
        availV(t, '2027-03-05'),
        durationV(t, ['3 a 6 mois']),
        hasSkill(t, 'bistronomie') || t.settings.includes('brasserie') ? 'ok' : 'near',
      ),
  },
  {
    kind: 'brief',
    body: { brief: "besoin d'un night auditor sur Paris dès que possible, 4 nuits par semaine" },
    judge: (t) => grade(t, NIGHT, placeV(t, PARIS), nowV(t), daysV(t, ['4'])),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Qui pourrait remplacer notre gouvernante générale pendant son congé maternité ? 4 mois à partir de janvier, hôtel 4 étoiles de 45 chambres à Annecy.',
    },
    judge: (t) =>
      grade(t, HOUSEKEEPING(t), placeV(t, ['v:annecy']), availV(t, '2027-01-10'), durationV(t, ['3 a 6 mois'])),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Revenue manager à temps partagé pour 3 hôtels indépendants en Bretagne (Saint-Malo, Dinard, Rennes), 1 à 2 jours par semaine, télétravail possible.',
    },
    judge: (t) => {
      const place: V = t.remote.includes('Full remote') || t.remote.includes('Hybride') ? 'ok' : placeV(t, Z.bretagne);
      return grade(t, RM, place, daysV(t, ['1', '2']));
    },
  },
  {
    kind: 'brief',
    body: {
      brief:
        "Sommelier ou sommelière pour la saison d'été dans un 5 étoiles à Saint-Tropez, de mai à septembre, anglais indispensable.",
    },
    judge: (t) =>
      grade(
        t,
        SOMMELIER(t),
        placeV(t, ['v:saint-tropez']),
        settingV(t, ['luxe', 'palace'], ['etoile', 'balneaire']),
        langV(t, 'en', 3),
        seasonV(t, 'ete'),
      ),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'On organise un séminaire de 300 personnes à Marseille en avril : je cherche un chef de projet pour piloter la logistique, les transferts et les activités. Budget 400 € par jour maximum.',
    },
    judge: (t) =>
      grade(
        t,
        {
          'mice-manager': 3,
          'event-manager': 3,
          'congress-manager': 2,
          'dmc-project-manager': 2,
          'event-producer': 2,
          'trade-show-manager': 1,
          'catering-manager': 1,
          'sport-event-manager': 1,
        },
        placeV(t, Z.marseille),
        rateV(t, 400),
        availV(t, '2027-03-01'),
      ),
  },
  {
    kind: 'brief',
    body: {
      brief:
        "Directeur d'hôtel de transition pour un 4 étoiles de 110 chambres à Lille, démarrage sous 15 jours, mission de 3 mois le temps de recruter.",
    },
    judge: (t) =>
      grade(
        t,
        GM(t),
        placeV(t, Z['lille-area']),
        availV(t, addDays(TODAY, 15)),
        durationV(t, ['< 3 mois', '3 a 6 mois']),
      ),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Consultant HACCP pour auditer 12 cuisines de restauration collective en Île-de-France, 2 jours par semaine pendant 6 mois.',
    },
    judge: (t) =>
      grade(
        t,
        {
          'haccp-consultant': 3,
          'collective-catering-manager': hasSkill(t, 'haccp-audit') ? 2 : 1,
          'chef-executive': hasSkill(t, 'haccp-audit') ? 1 : 0,
        },
        placeV(t, Z.idf),
        daysV(t, ['2']),
        durationV(t, ['3 a 6 mois', '6 a 12 mois']),
      ),
  },
  {
    kind: 'brief',
    body: {
      brief: "Chef pâtissier pour l'ouverture d'un palace à Paris au printemps 2027, expérience en palace exigée.",
    },
    judge: (t) => grade(t, PASTRY(t), settingV(t, ['palace'], ['luxe']), placeV(t, PARIS), availV(t, '2027-03-20')),
  },
  {
    kind: 'brief',
    body: {
      brief:
        "Bonjour, nous sommes une agence événementielle lyonnaise et nous préparons un congrès médical international de 2 000 participants au Centre de Congrès de Lyon du 15 au 18 mars 2027. Nous cherchons un régisseur général freelance pour toute la durée du montage et de l'exploitation (environ 10 jours en mars, plus 3 jours de préparation en février). Il devra coordonner les prestataires son, lumière et vidéo, tenir le conducteur des plénières et gérer les équipes techniques du lieu. Anglais professionnel nécessaire (intervenants internationaux). Notre budget est de 450 € HT par jour maximum.",
    },
    judge: (t) =>
      grade(
        t,
        { 'stage-manager': 3, 'event-producer': 2, 'sound-light-tech': t.years >= 7 ? 1 : 0 },
        placeV(t, ['d:FR-69']),
        availV(t, '2027-02-15'),
        langV(t, 'en', 3),
        rateV(t, 450),
      ),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Groupe de campings 4 et 5 étoiles sur la côte atlantique, nous recrutons pour la saison 2027 un directeur de camping en freelance. Le site : 320 emplacements dont 180 mobil-homes, espace aquatique, restaurant et épicerie, 40 saisonniers à encadrer. Ouverture le 1er avril, fermeture fin septembre. Le camping est en Vendée, mais un profil basé en Charente-Maritime nous convient aussi. Expérience en hôtellerie de plein air indispensable, anglais apprécié pour la clientèle néerlandaise et britannique.',
    },
    judge: (t) =>
      grade(
        t,
        {
          'campsite-manager': 3,
          'holiday-village-manager': t.settings.includes('camping') ? 2 : 1,
          'hotel-gm': t.settings.includes('camping') ? 1 : 0,
        },
        placeV(t, Z.vendee_charente),
        availV(t, '2027-04-01'),
        durationV(t, ['3 a 6 mois', '6 a 12 mois']),
      ),
  },
  {
    kind: 'brief',
    body: {
      brief:
        "Je cherche une wedding planner qui connaît bien les châteaux du Bordelais pour coordonner 6 mariages l'été prochain, 2 à 3 jours par semaine.",
    },
    judge: (t) =>
      grade(t, WEDDING(t), placeV(t, Z.gironde), daysV(t, ['2', '3']), settingV(t, ['chateau'], ['mariage', 'luxe'])),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Office de tourisme du Pays basque : on cherche un chargé de promotion touristique pour 6 mois, marketing digital, accueils presse et influenceurs.',
    },
    judge: (t) =>
      grade(
        t,
        { 'destination-marketing': 3, 'tourism-development': 2, 'ecommerce-hotel': 1 },
        placeV(t, Z['pays-basque']),
        durationV(t, ['3 a 6 mois', '6 a 12 mois']),
      ),
    note: 'communication generalists are hard negatives',
  },
  {
    kind: 'brief',
    body: {
      brief:
        'E-commerce hôtelier : nous voulons optimiser notre moteur de réservation et nos campagnes Google Hotel Ads pour un groupe de 8 hôtels. Mission en full remote possible.',
    },
    judge: (t) =>
      grade(
        t,
        { 'ecommerce-hotel': 3, 'distribution-manager': 2, 'revenue-manager': 1, 'hospitality-dev': 1 },
        skillsV(t, ['booking-engine', 'metasearch'], ['seo', 'channel-manager']),
      ),
  },

  // ---------------- brief: English sentences
  {
    kind: 'brief',
    body: {
      brief:
        'Looking for an experienced F&B manager for a ski-in/ski-out hotel in Verbier this winter (mid-December to April). French and English required.',
    },
    judge: (t) =>
      grade(
        t,
        { 'fb-manager': 3, 'restaurant-manager': 2, 'catering-manager': 1 },
        placeV(t, ['v:verbier']),
        yearsV(t, 5),
        langV(t, 'en', 4),
        langV(t, 'fr', 4),
        seasonV(t, 'hiver'),
      ),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Need a freelance conference manager for an international medical congress in Paris, June 2027 — fluent English essential.',
    },
    judge: (t) => grade(t, CONGRESS(t), placeV(t, PARIS), langV(t, 'en', 4), availV(t, '2027-05-01')),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Interim general manager needed for a 40-room boutique hotel in Brussels, starting in January, for about three months.',
    },
    judge: (t) =>
      grade(t, GM(t), placeV(t, ['v:brussels']), availV(t, '2027-01-15'), durationV(t, ['< 3 mois', '3 a 6 mois'])),
  },
  {
    kind: 'brief',
    body: {
      brief:
        'Private chef for a family chalet in Courchevel over Christmas and New Year, 10 guests, gluten-free menus.',
    },
    judge: (t) =>
      grade(
        t,
        { 'chef-domicile': 3, 'chef-de-cuisine': t.settings.includes('chalet') ? 2 : 1, 'chef-executive': 1 },
        placeV(t, ['v:courchevel']),
        availV(t, '2026-12-20'),
        hasSkill(t, 'sans-gluten') ? 'ok' : 'near',
      ),
  },
  {
    kind: 'brief',
    body: {
      brief: 'Pastry chef with plated desserts experience from a Michelin-starred restaurant, Geneva or Lausanne.',
    },
    judge: (t) =>
      grade(
        t,
        PASTRY(t),
        placeV(t, ['v:geneve', 'v:lausanne', 'r:CH-GE']),
        settingV(t, ['etoile'], ['palace', 'luxe']),
        skillsV(t, ['entremets']),
      ),
  },
  {
    kind: 'brief',
    body: { brief: 'revenue manager with IDeaS and Opera, fully remote, 3 days a week' },
    judge: (t) =>
      grade(t, RM, skillsV(t, ['ideas', 'opera'], ['duetto', 'mews', 'protel']), remoteV(t, 'remote'), daysV(t, ['3'])),
  },

  // ---------------- brief: pasted ads
  {
    kind: 'brief',
    body: { brief: AD_CDP_VAL },
    judge: (t) =>
      grade(
        t,
        CDP(t),
        placeV(t, ['v:val-isere']),
        yearsV(t, 3),
        availV(t, '2026-12-12'),
        durationV(t, ['3 a 6 mois']),
        settingV(t, ['etoile', 'luxe', 'palace', 'ski'], ['brasserie', 'balneaire', 'chalet']),
      ),
    note: 'pasted ad, season',
  },
  {
    kind: 'brief',
    body: { brief: AD_SALON },
    judge: (t) =>
      grade(
        t,
        {
          'trade-show-manager': 3,
          'event-manager': t.settings.includes('salons') ? 3 : 2,
          'congress-manager': 2,
          'event-producer': 1,
          'event-staff-coordinator': 1,
          'mice-manager': 1,
        },
        placeV(t, Z.idf),
        yearsV(t, 3),
        langV(t, 'en', 4),
        availV(t, '2027-02-01'),
      ),
    note: 'pasted ad, trade show',
  },
  {
    kind: 'brief',
    body: { brief: AD_FOM },
    judge: (t) =>
      grade(
        t,
        {
          'front-office-manager': 3,
          'rooms-division-manager': 2,
          'hotel-deputy': 1,
          'guest-relations': 1,
          'pms-consultant': 1,
        },
        placeV(t, Z.marseille),
        yearsV(t, 5),
        langV(t, 'en', 4),
        availV(t, '2027-02-01'),
        durationV(t, ['3 a 6 mois']),
        hasSkill(t, 'pre-opening') ? 'ok' : 'near',
      ),
    note: 'pasted ad, opening',
  },
  {
    kind: 'brief',
    body: { brief: AD_GM_CHAMONIX },
    judge: (t) =>
      grade(
        t,
        GM(t),
        placeV(t, ['v:chamonix']),
        langV(t, 'en', 4),
        availV(t, '2027-01-05'),
        durationV(t, ['< 3 mois', '3 a 6 mois']),
      ),
    note: 'pasted ad, interim hotel management',
  },
  {
    kind: 'brief',
    body: { brief: AD_GUEST_RELATIONS },
    judge: (t) =>
      grade(
        t,
        { 'guest-relations': 3, concierge: 2, 'front-office-manager': 2, 'hotel-deputy': 1, receptionist: 1 },
        placeV(t, Z['trois-vallees']),
        langV(t, 'en', 4),
        langV(t, 'fr', 4),
        seasonV(t, 'hiver'),
        settingV(t, ['luxe', 'palace', 'chalet'], ['boutique', 'ski']),
      ),
    note: 'pasted ad in English, season',
  },
  {
    kind: 'brief',
    body: { brief: AD_PRODUCTION_CANNES },
    judge: (t) =>
      grade(
        t,
        {
          'stage-manager': 3,
          'event-producer': 3,
          'event-manager': 2,
          'sound-light-tech': 1,
          'sport-event-manager': 1,
        },
        placeV(t, ['v:cannes']),
        yearsV(t, 5),
        langV(t, 'en', 4),
        rateV(t, 600),
        availV(t, '2027-04-01'),
      ),
    note: 'pasted ad in English, event',
  },
  {
    kind: 'brief',
    body: { brief: AD_BANQUETS },
    judge: (t) =>
      grade(
        t,
        {
          'catering-manager': 3,
          'maitre-hotel':
            hasSkill(t, 'banquets') || t.settings.includes('traiteur') || t.settings.includes('mariage') ? 3 : 2,
          'restaurant-manager': 1,
          'chef-de-rang': 1,
        },
        placeV(t, Z.provence),
        availV(t, '2027-05-01'),
        daysV(t, ['3', '4', '5']),
      ),
    note: 'pasted ad, catering season',
  },
  {
    kind: 'brief',
    body: { brief: AD_RECEPTION_CORSICA },
    judge: (t) =>
      grade(
        t,
        {
          'front-office-manager': 3,
          'rooms-division-manager': 2,
          receptionist: t.years >= 5 ? 1 : 0,
          'guest-relations': 1,
        },
        placeV(t, Z.corse),
        yearsV(t, 3),
        langV(t, 'en', 4),
        anyLangV(t, ['it', 'de'], 3),
        availV(t, '2027-04-01'),
        durationV(t, ['6 a 12 mois']),
        skillsV(t, ['opera'], ['mews', 'protel', 'medialog']),
      ),
    note: 'pasted ad in English, season',
  },
];
