// Set 17: where the freelancers live (industrial basins of France, Belgium, Switzerland, Luxembourg).
export interface Home {
  /** City name as in the mobility dataset. */
  city: string;
  zip?: string;
  country: 'FR' | 'BE' | 'CH' | 'LU';
  w: number;
  /** Sectors that make this home more likely. */
  boost?: string[];
  /** Name written in the CV when it differs (Bruxelles for Brussels...). */
  display?: string;
  /** Postal code written in the CV outside France. */
  postal?: string;
  /** A cross-border area a frontier worker may add. */
  frontier?: 'CH:BS' | 'CH:GE' | 'LU' | 'BE:WHT' | 'FR:59' | 'FR:74' | 'FR:57' | 'FR:68';
}

export const HOMES: Home[] = [
  // Paris region
  { city: 'Paris', zip: '75011', country: 'FR', w: 3 },
  { city: 'Paris', zip: '75015', country: 'FR', w: 3 },
  { city: 'Paris', zip: '75017', country: 'FR', w: 2 },
  { city: 'Paris', zip: '75019', country: 'FR', w: 1 },
  { city: 'Nanterre', zip: '92000', country: 'FR', w: 2, boost: ['oil-gas', 'energy', 'infra'] },
  { city: 'Courbevoie', zip: '92400', country: 'FR', w: 2, boost: ['energy', 'nuclear', 'construction'] },
  { city: 'Boulogne-Billancourt', zip: '92100', country: 'FR', w: 2, boost: ['auto'] },
  { city: 'Vélizy-Villacoublay', zip: '78140', country: 'FR', w: 1.5, boost: ['aero', 'defense', 'auto'] },
  { city: 'Guyancourt', zip: '78280', country: 'FR', w: 1.5, boost: ['auto', 'construction'] },
  { city: 'Poissy', zip: '78300', country: 'FR', w: 1, boost: ['auto'] },
  { city: 'Versailles', zip: '78000', country: 'FR', w: 1.5 },
  { city: 'Massy', zip: '91300', country: 'FR', w: 1.5, boost: ['defense', 'electronics'] },
  { city: 'Saclay', zip: '91400', country: 'FR', w: 1, boost: ['nuclear'] },
  { city: 'Évry-Courcouronnes', zip: '91000', country: 'FR', w: 1, boost: ['biotech', 'space'] },
  { city: 'Cergy', zip: '95000', country: 'FR', w: 1.5, boost: ['aero', 'logistics'] },
  { city: 'Saint-Denis', zip: '93200', country: 'FR', w: 1.5, boost: ['construction', 'logistics'] },
  { city: 'Melun', zip: '77000', country: 'FR', w: 1, boost: ['aero', 'agrifood'] },
  // Lyon
  { city: 'Lyon', zip: '69003', country: 'FR', w: 3 },
  { city: 'Lyon', zip: '69007', country: 'FR', w: 2, boost: ['pharma', 'biotech', 'chemicals'] },
  { city: 'Lyon', zip: '69009', country: 'FR', w: 1.5 },
  { city: 'Villeurbanne', zip: '69100', country: 'FR', w: 2 },
  { city: 'Vénissieux', zip: '69200', country: 'FR', w: 1.5, boost: ['auto', 'machinery'] },
  { city: 'Saint-Priest', zip: '69800', country: 'FR', w: 1, boost: ['logistics', 'auto'] },
  { city: 'Feyzin', zip: '69320', country: 'FR', w: 1, boost: ['chemicals', 'oil-gas'] },
  // Grenoble
  { city: 'Grenoble', zip: '38000', country: 'FR', w: 2.5, boost: ['energy', 'electronics'] },
  { city: 'Grenoble', zip: '38100', country: 'FR', w: 1 },
  { city: 'Échirolles', zip: '38130', country: 'FR', w: 1, boost: ['energy'] },
  { city: 'Meylan', zip: '38240', country: 'FR', w: 1, boost: ['electronics', 'medtech'] },
  { city: 'Crolles', zip: '38920', country: 'FR', w: 1, boost: ['semicon'] },
  { city: 'Voiron', zip: '38500', country: 'FR', w: 0.5 },
  // other Auvergne-Rhône-Alpes
  { city: 'Saint-Étienne', zip: '42000', country: 'FR', w: 1.5, boost: ['machinery', 'medtech', 'steel'] },
  { city: 'Annecy', zip: '74000', country: 'FR', w: 1.5, boost: ['machinery', 'medtech'], frontier: 'CH:GE' },
  { city: 'Chambéry', zip: '73000', country: 'FR', w: 1, boost: ['renewables'] },
  { city: 'Valence', zip: '26000', country: 'FR', w: 1, boost: ['aero'] },
  { city: 'Pierrelatte', zip: '26700', country: 'FR', w: 0.7, boost: ['nuclear'] },
  { city: 'Clermont-Ferrand', zip: '63000', country: 'FR', w: 1.5, boost: ['auto', 'pharma'] },
  // Toulouse and Occitanie
  { city: 'Toulouse', zip: '31000', country: 'FR', w: 2.5 },
  { city: 'Toulouse', zip: '31200', country: 'FR', w: 1.5, boost: ['aero', 'space'] },
  { city: 'Toulouse', zip: '31400', country: 'FR', w: 1, boost: ['space'] },
  { city: 'Blagnac', zip: '31700', country: 'FR', w: 2, boost: ['aero'] },
  { city: 'Colomiers', zip: '31770', country: 'FR', w: 1.5, boost: ['aero'] },
  { city: 'Tarbes', zip: '65000', country: 'FR', w: 0.7, boost: ['aero', 'rail'] },
  { city: 'Montpellier', zip: '34000', country: 'FR', w: 1, boost: ['pharma', 'medtech', 'renewables'] },
  { city: 'Nîmes', zip: '30000', country: 'FR', w: 0.5 },
  { city: 'Bagnols-sur-Cèze', zip: '30200', country: 'FR', w: 0.7, boost: ['nuclear'] },
  // Bordeaux and Nouvelle-Aquitaine
  { city: 'Bordeaux', zip: '33000', country: 'FR', w: 2 },
  { city: 'Bordeaux', zip: '33800', country: 'FR', w: 1 },
  { city: 'Mérignac', zip: '33700', country: 'FR', w: 1.5, boost: ['aero', 'defense'] },
  { city: 'Le Haillan', zip: '33185', country: 'FR', w: 0.7, boost: ['aero', 'space'] },
  { city: 'Pau', zip: '64000', country: 'FR', w: 1, boost: ['oil-gas', 'aero'] },
  { city: 'Bayonne', zip: '64100', country: 'FR', w: 0.6, boost: ['aero'] },
  // Nantes / Saint-Nazaire and Pays de la Loire
  { city: 'Nantes', zip: '44000', country: 'FR', w: 2.5 },
  { city: 'Nantes', zip: '44200', country: 'FR', w: 1, boost: ['agrifood'] },
  { city: 'Saint-Nazaire', zip: '44600', country: 'FR', w: 2, boost: ['naval', 'aero', 'renewables'] },
  { city: 'Bouguenais', zip: '44340', country: 'FR', w: 0.7, boost: ['aero'] },
  { city: 'Angers', zip: '49000', country: 'FR', w: 1, boost: ['electronics', 'agrifood'] },
  { city: 'Cholet', zip: '49300', country: 'FR', w: 0.7, boost: ['agrifood', 'plastics'] },
  { city: 'Le Mans', zip: '72000', country: 'FR', w: 1, boost: ['auto', 'agrifood'] },
  // Lille and Hauts-de-France
  { city: 'Lille', zip: '59000', country: 'FR', w: 3, frontier: 'BE:WHT' },
  { city: 'Roubaix', zip: '59100', country: 'FR', w: 1, boost: ['logistics'] },
  { city: 'Valenciennes', zip: '59300', country: 'FR', w: 1.2, boost: ['auto', 'rail'], frontier: 'BE:WHT' },
  { city: 'Dunkerque', zip: '59140', country: 'FR', w: 1.2, boost: ['steel', 'energy', 'nuclear', 'oil-gas'] },
  { city: 'Douai', zip: '59500', country: 'FR', w: 0.8, boost: ['auto'] },
  { city: 'Amiens', zip: '80000', country: 'FR', w: 0.8, boost: ['agrifood', 'pharma'] },
  { city: 'Compiègne', zip: '60200', country: 'FR', w: 0.7, boost: ['chemicals', 'pharma'] },
  // Alsace, Lorraine, Champagne
  { city: 'Strasbourg', zip: '67000', country: 'FR', w: 2.5, boost: ['pharma'] },
  { city: 'Strasbourg', zip: '67100', country: 'FR', w: 0.8 },
  { city: 'Mulhouse', zip: '68100', country: 'FR', w: 1.5, boost: ['auto', 'chemicals'], frontier: 'CH:BS' },
  { city: 'Mulhouse', zip: '68200', country: 'FR', w: 0.5, boost: ['auto'], frontier: 'CH:BS' },
  { city: 'Colmar', zip: '68000', country: 'FR', w: 0.8, boost: ['agrifood', 'aero'] },
  { city: 'Metz', zip: '57000', country: 'FR', w: 1.2, boost: ['steel', 'auto'], frontier: 'LU' },
  { city: 'Nancy', zip: '54000', country: 'FR', w: 1, boost: ['steel'] },
  { city: 'Reims', zip: '51100', country: 'FR', w: 0.8, boost: ['agrifood', 'glass'] },
  // Normandy
  { city: 'Rouen', zip: '76000', country: 'FR', w: 2, boost: ['chemicals', 'oil-gas', 'pharma'] },
  { city: 'Le Havre', zip: '76600', country: 'FR', w: 1.5, boost: ['oil-gas', 'chemicals', 'renewables'] },
  { city: 'Caen', zip: '14000', country: 'FR', w: 1.2, boost: ['nuclear', 'auto'] },
  { city: 'Cherbourg-en-Cotentin', zip: '50100', country: 'FR', w: 1.5, boost: ['nuclear', 'naval'] },
  { city: 'Évreux', zip: '27000', country: 'FR', w: 0.7, boost: ['pharma'] },
  { city: 'Vernon', zip: '27200', country: 'FR', w: 0.5, boost: ['space', 'pharma'] },
  // Marseille / Fos and Provence
  { city: 'Marseille', zip: '13008', country: 'FR', w: 2 },
  { city: 'Marseille', zip: '13013', country: 'FR', w: 1 },
  { city: 'Fos-sur-Mer', zip: '13270', country: 'FR', w: 0.8, boost: ['oil-gas', 'steel', 'chemicals'] },
  { city: 'Martigues', zip: '13500', country: 'FR', w: 1, boost: ['oil-gas', 'chemicals'] },
  { city: 'Aix-en-Provence', zip: '13100', country: 'FR', w: 1.5, boost: ['nuclear', 'semicon'] },
  { city: 'Marignane', zip: '13700', country: 'FR', w: 1, boost: ['aero'] },
  { city: 'Istres', zip: '13800', country: 'FR', w: 0.6, boost: ['aero', 'oil-gas'] },
  { city: 'Toulon', zip: '83000', country: 'FR', w: 0.8, boost: ['naval', 'defense'] },
  // Bourgogne-Franche-Comté, Centre, Brittany
  { city: 'Belfort', zip: '90000', country: 'FR', w: 0.8, boost: ['energy', 'rail'] },
  { city: 'Montbéliard', zip: '25200', country: 'FR', w: 0.8, boost: ['auto'] },
  { city: 'Sochaux', zip: '25600', country: 'FR', w: 0.5, boost: ['auto'] },
  { city: 'Le Creusot', zip: '71200', country: 'FR', w: 0.5, boost: ['nuclear', 'steel', 'rail'] },
  { city: 'Dijon', zip: '21000', country: 'FR', w: 0.8, boost: ['pharma', 'agrifood'] },
  { city: 'Orléans', zip: '45000', country: 'FR', w: 1, boost: ['cosmetics', 'pharma'] },
  { city: 'Tours', zip: '37000', country: 'FR', w: 0.8, boost: ['pharma', 'semicon'] },
  { city: 'Chinon', zip: '37500', country: 'FR', w: 0.4, boost: ['nuclear'] },
  { city: 'Bourges', zip: '18000', country: 'FR', w: 0.5, boost: ['defense'] },
  { city: 'Rennes', zip: '35000', country: 'FR', w: 1.2, boost: ['auto', 'agrifood'] },
  { city: 'Brest', zip: '29200', country: 'FR', w: 0.8, boost: ['naval', 'defense', 'renewables'] },
  { city: 'Lorient', zip: '56100', country: 'FR', w: 0.5, boost: ['naval', 'agrifood'] },
  // Belgium
  { city: 'Brussels', country: 'BE', w: 2, display: 'Bruxelles', postal: '1000', frontier: 'FR:59' },
  { city: 'Liège', country: 'BE', w: 1, postal: '4000', boost: ['steel', 'aero', 'biotech'] },
  { city: 'Charleroi', country: 'BE', w: 1, postal: '6000', boost: ['aero', 'pharma', 'glass'], frontier: 'FR:59' },
  { city: 'Mons', country: 'BE', w: 0.6, postal: '7000', frontier: 'FR:59' },
  { city: 'Namur', country: 'BE', w: 0.5, postal: '5000' },
  { city: 'Antwerpen', country: 'BE', w: 0.8, display: 'Anvers', postal: '2000', boost: ['chemicals', 'oil-gas'] },
  { city: 'Gent', country: 'BE', w: 0.5, display: 'Gand', postal: '9000', boost: ['steel', 'auto'] },
  { city: 'Wavre', country: 'BE', w: 0.6, postal: '1300', boost: ['pharma', 'biotech'] },
  { city: 'Louvain-la-Neuve', country: 'BE', w: 0.4, postal: '1348', boost: ['pharma', 'biotech'] },
  // Switzerland
  { city: 'Genève', country: 'CH', w: 2, postal: '1204', boost: ['pharma', 'biotech', 'medtech'], frontier: 'FR:74' },
  { city: 'Lausanne', country: 'CH', w: 1.2, postal: '1003', boost: ['medtech', 'pharma'] },
  {
    city: 'Basel',
    country: 'CH',
    w: 1.2,
    display: 'Bâle',
    postal: '4051',
    boost: ['pharma', 'chemicals'],
    frontier: 'FR:68',
  },
  { city: 'Neuchâtel', country: 'CH', w: 0.6, postal: '2000', boost: ['medtech', 'machinery'] },
  { city: 'Fribourg', country: 'CH', w: 0.4, postal: '1700', boost: ['agrifood'] },
  { city: 'Yverdon-les-Bains', country: 'CH', w: 0.3, postal: '1400', boost: ['machinery'] },
  // Luxembourg
  { city: 'Luxembourg', country: 'LU', w: 1.5, postal: 'L-1616', frontier: 'FR:57' },
  { city: 'Esch-sur-Alzette', country: 'LU', w: 0.6, postal: 'L-4010', boost: ['steel'], frontier: 'FR:57' },
  { city: 'Differdange', country: 'LU', w: 0.3, postal: 'L-4501', boost: ['steel'] },
  { city: 'Bertrange', country: 'LU', w: 0.3, postal: 'L-8080' },
];

/** Neighbouring French regions (by INSEE region code). */
export const NEIGHBOUR_REGIONS: Record<string, string[]> = {
  '11': ['24', '28', '32', '44', '27'],
  '24': ['11', '28', '52', '75', '84', '27'],
  '27': ['44', '84', '24', '11'],
  '28': ['11', '32', '52', '53', '24'],
  '32': ['11', '28', '44'],
  '44': ['32', '27', '11'],
  '52': ['53', '28', '24', '75'],
  '53': ['52', '28'],
  '75': ['52', '24', '84', '76'],
  '76': ['75', '84', '93'],
  '84': ['27', '24', '75', '76', '93'],
  '93': ['84', '76'],
};
