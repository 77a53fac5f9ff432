/**
 * Who the held-out freelancers are: names by origin, employers, schools, and the many ways a CV writes the same
 * private datum (accents, special letters, decomposed Unicode, apostrophes, compound surnames, disguised e-mails,
 * phone formats). Every name and contact here is invented.
 */

export interface Origin {
  id: string;
  f: string[];
  m: string[];
  /** Surnames; a pair is [masculine, feminine] (Polish -ski/-ska). */
  surnames: (string | [string, string])[];
  /** Native language (ISO 639-1). */
  native: string;
}

export const ORIGINS: Record<string, Origin> = {
  fr: {
    id: 'fr',
    f: [
      'Hélène',
      'Chloé',
      'Léa',
      'Zoé',
      'Émilie',
      'Cécile',
      'Agnès',
      'Noémie',
      'Anaïs',
      'Amélie',
      'Mélanie',
      'Solène',
      'Clémence',
      'Bérénice',
      'Daphné',
      'Anne-Sophie',
      'Marie-Hélène',
      'Éléonore',
      'Florence',
      'Nancy',
      'Océane',
      'Camille',
      'Manon',
      'Justine',
      'Aurélie',
      'Sandrine',
      'Juliette',
      'Margaux',
      'Élodie',
      'Laëtitia',
    ],
    m: [
      'Jérôme',
      'Frédéric',
      'Stéphane',
      'Rémi',
      'Benoît',
      'Joël',
      'François',
      'Aurélien',
      'Clément',
      'Sébastien',
      'Cédric',
      'Hervé',
      'Maxime',
      'Théo',
      'Mathéo',
      'Jean-François',
      'Jean-Baptiste',
      'Pierre-Yves',
      'Kévin',
      'Grégoire',
      'Élie',
      'Raphaël',
      'Thibault',
      'Olivier',
      'Nicolas',
      'Julien',
      'Guillaume',
      'Romain',
      'Adrien',
      'Noël',
    ],
    surnames: [
      'Lefèvre',
      'Lefebvre',
      'Bénard',
      'Béranger',
      'Lévêque',
      'Thévenet',
      'Mérieux',
      'Prévost',
      'Boëffard',
      'Chênevert',
      'Écochard',
      'Fontanié',
      'Guérin',
      'Hébrard',
      'Lécuyer',
      'Ménard',
      'Pélissier',
      'Sénéchal',
      'Vézinet',
      'Dubœuf',
      'Cœurderoy',
      'Du Plessis',
      'De La Fontaine',
      'De Saint-Aubin',
      'Rousseau',
      'Garnier',
      'Mercier',
      'Chevallier',
      'Perrin',
      'Morel',
      'Girard',
      'Gauthier',
      'Aubry',
      'Roussel',
      'Lacroix',
      'Carré',
      'Charpentier',
      'Lemaître',
      'Delacroix',
      'Deschamps',
      'Desjardins',
      'Beaumont',
      'Bréval',
      'Fléchard',
    ],
    native: 'fr',
  },
  bzh: {
    id: 'bzh',
    f: ['Maëlle', 'Gaëlle', 'Maïwenn', 'Nolwenn', 'Soizic', 'Enora'],
    m: ['Loïc', 'Gaël', 'Yann', 'Erwan', 'Goulven', 'Tanguy'],
    surnames: [
      'Le Bihan',
      'Le Goff',
      'Le Floc’h',
      'Le Gall',
      'Le Meur',
      'Kervella',
      'Le Dû',
      'Quéré',
      'Le Guével',
      'Kerjean',
      'Le Hénaff',
    ],
    native: 'fr',
  },
  be: {
    id: 'be',
    f: ['Annelies', 'Lotte', 'Sofie', 'Griet', 'Véronique', 'Maud', 'Anaëlle'],
    m: ['Pieter', 'Wouter', 'Joris', 'Stijn', 'Bart', 'Jef', 'Cédric', 'Arnaud'],
    surnames: [
      'Van den Berghe',
      'De Smet',
      'Van Damme',
      'Vermeulen',
      'Peeters',
      'Janssens',
      'Claes',
      'D’Hondt',
      'Wouters',
      'Dewaele',
      'Van de Velde',
      'Vanderstraeten',
      'De Coninck',
      'Verhaegen',
    ],
    native: 'fr',
  },
  ch: {
    id: 'ch',
    f: ['Käthi', 'Ursula', 'Bettina', 'Jolanda', 'Anna-Lena', 'Mirjam', 'Zoë'],
    m: ['Jürgen', 'Björn', 'Lukas', 'Reto', 'Urs', 'Matthias', 'Jörg'],
    surnames: [
      'Strauß',
      'Müller',
      'Schäfer',
      'Brändli',
      'Küng',
      'Zürcher',
      'Bärtschi',
      'Gößmann',
      'Weiß',
      'Jäggi',
      'Hänni',
      'Grünig',
      'Mäder',
    ],
    native: 'de',
  },
  pl: {
    id: 'pl',
    f: ['Małgorzata', 'Agnieszka', 'Zofia', 'Katarzyna', 'Ewelina'],
    m: ['Paweł', 'Łukasz', 'Grzegorz', 'Wojciech', 'Michał', 'Przemysław'],
    surnames: [
      'Wójcik',
      ['Łukaszewski', 'Łukaszewska'],
      'Kowalczyk',
      ['Zieliński', 'Zielińska'],
      ['Dąbrowski', 'Dąbrowska'],
      ['Wiśniewski', 'Wiśniewska'],
      ['Grzybowski', 'Grzybowska'],
      ['Szczęsny', 'Szczęsna'],
      'Sobczak',
      ['Michałowski', 'Michałowska'],
    ],
    native: 'pl',
  },
  nordic: {
    id: 'nordic',
    f: ['Sølvi', 'Ingrid', 'Åsa', 'Britt'],
    m: ['Søren', 'Bjørn', 'Asbjørn', 'Mads', 'Lars'],
    surnames: ['Sørensen', 'Ødegaard', 'Næss', 'Jæger', 'Bjørnstad', 'Ågren', 'Lindstrøm'],
    native: 'da',
  },
  irish: {
    id: 'irish',
    f: ['Siân', 'Niamh', 'Aoife', 'Saoirse'],
    m: ['Ciarán', 'Seán', 'Dónal', 'Éamon'],
    surnames: ['O’Brien', 'O’Sullivan', 'O’Connor', 'McCarthy', 'Ó Briain', 'MacGiolla'],
    native: 'en',
  },
  iberian: {
    id: 'iberian',
    f: ['María José', 'Begoña', 'Inês', 'Conceição', 'Lucía', 'Núria'],
    m: ['José', 'Íñigo', 'João', 'Sérgio', 'Andrés', 'Jordi'],
    surnames: [
      'Núñez',
      'Peña',
      'Muñoz',
      'Gonçalves',
      'Ibáñez',
      'Gómez',
      'Da Silva',
      'Dos Santos',
      'D’Almeida',
      'Fernández',
      'Magalhães',
      'Simões',
    ],
    native: 'es',
  },
  maghreb: {
    id: 'maghreb',
    f: ['Aïcha', 'Naïma', 'Yasmine', 'Inès', 'Meriem', 'Soraya', 'Leïla'],
    m: ['Yacine', 'Karim', 'Samir', 'Mehdi', 'Hamza', 'Ismaël', 'Saïd'],
    surnames: [
      'Ben Saïd',
      'Ben Ammar',
      'Aït-Kaci',
      'Haddad',
      'Bouzid',
      'Khélifi',
      'Mansouri',
      'El Idrissi',
      'Benaïssa',
      'Aït Ouarab',
    ],
    native: 'ar',
  },
  turkish: {
    id: 'turkish',
    f: ['Gülşen', 'Çağla', 'Elif', 'Şule'],
    m: ['Şükrü', 'Emre', 'Oğuz', 'Barış'],
    surnames: ['Çelik', 'Öztürk', 'Yılmaz', 'Şahin', 'Güneş', 'Aydın'],
    native: 'tr',
  },
  viet: {
    id: 'viet',
    f: ['Thảo', 'Linh', 'Mai'],
    m: ['Dũng', 'Minh', 'Quang'],
    surnames: ['Nguyễn', 'Trần', 'Phạm', 'Đặng', 'Huỳnh'],
    native: 'vi',
  },
  wafrica: {
    id: 'wafrica',
    f: ['Aminata', 'Fatou', 'Awa', 'Mariam'],
    m: ['Moussa', 'Mamadou', 'Ibrahima', 'Souleymane'],
    surnames: ['N’Diaye', 'N’Guessan', 'Diallo', 'Traoré', 'Koné', 'Kouamé', 'Sow'],
    native: 'fr',
  },
  dom: {
    id: 'dom',
    f: ['Maryse', 'Ketty', 'Nadège', 'Laurène', 'Mylène'],
    m: ['Dimitri', 'Teddy', 'Rudy', 'Loïc', 'Steeve'],
    surnames: [
      'Bélizaire',
      'Placide',
      'Dormoy',
      'Zébina',
      'Léticée',
      'Hoarau',
      'Payet',
      'Grondin',
      'Técher',
      'Saint-Éloi',
      'Abdallah',
      'Ahamada',
      'Soilihi',
    ],
    native: 'fr',
  },
  zz: {
    id: 'zz',
    f: ['Hélène', 'Zoé', 'Chloé', 'Anaïs', 'Agnès', 'Inès'],
    m: ['Jérôme', 'Benoît', 'Loïc', 'Rémi', 'François', 'Joël'],
    surnames: [
      'Zzorvath',
      'Zzamblin',
      ['Zzébrowski', 'Zzébrowska'],
      'Zzirconne',
      'Zzanetti',
      'Zzaoui',
      'Zzellig',
      'Zzabrouk',
      'Zzévenot',
      'Zzœllner',
      'Zz’Aoun',
      'Zzø Nielsen',
      'Zzaßmann',
    ],
    native: 'fr',
  },
};

export interface Employer {
  name: string;
  /** Words of the name that nothing else in a CV would say: what a probe may search alone. */
  distinctive: string[];
  families: string[] | 'any';
  sector: string;
  country?: string;
}

export const EMPLOYERS: Employer[] = [
  { name: 'Acme Data', distinctive: ['Acme'], families: ['data', 'dev'], sector: 'saas' },
  { name: 'Nimbus Cloud', distinctive: ['Nimbus'], families: ['infra', 'dev', 'security'], sector: 'saas' },
  { name: 'Digital Factory Lyon', distinctive: [], families: ['dev', 'design', 'product', 'mobile'], sector: 'media' },
  { name: 'Data Lab Bordeaux', distinctive: [], families: ['data'], sector: 'saas' },
  { name: 'Python Factory', distinctive: [], families: ['dev', 'data', 'mobile'], sector: 'saas' },
  { name: 'Java Solutions', distinctive: [], families: ['dev', 'infra', 'mobile', 'erp'], sector: 'saas' },
  { name: 'DevOps Partners', distinctive: [], families: ['infra', 'dev'], sector: 'saas' },
  { name: 'Agile Conseil', distinctive: [], families: ['product', 'consulting'], sector: 'saas' },
  { name: 'Product Studio Nantes', distinctive: [], families: ['product', 'design', 'mobile'], sector: 'saas' },
  { name: 'Design Lab Paris', distinctive: [], families: ['design', 'marketing'], sector: 'media' },
  { name: 'Compta Expert Toulouse', distinctive: ['Compta'], families: ['finance'], sector: 'saas' },
  { name: 'Audit & Associés', distinctive: [], families: ['finance', 'consulting'], sector: 'banque' },
  { name: 'SAP Partners France', distinctive: [], families: ['erp'], sector: 'industrie' },
  { name: 'Mobile Apps Factory', distinctive: [], families: ['mobile', 'dev', 'design'], sector: 'media' },
  { name: 'Cyber Sécurité Conseil', distinctive: [], families: ['security', 'infra'], sector: 'saas' },
  { name: 'Web Agency Nantes', distinctive: [], families: ['dev', 'design', 'marketing'], sector: 'media' },
  { name: 'Cloud Consulting Group', distinctive: [], families: ['infra', 'data'], sector: 'saas' },
  { name: 'Finance Expertise Conseil', distinctive: [], families: ['finance', 'erp'], sector: 'saas' },
  {
    name: 'Œuvre Digitale',
    distinctive: ['Œuvre'],
    families: ['design', 'dev', 'marketing', 'product'],
    sector: 'media',
  },
  { name: 'Æther Labs', distinctive: ['Æther'], families: ['data', 'dev', 'infra'], sector: 'saas' },
  { name: 'Kraków Software House', distinctive: ['Kraków'], families: ['dev', 'mobile', 'data'], sector: 'saas' },
  { name: 'Société Générale', distinctive: [], families: 'any', sector: 'banque' },
  { name: 'Banque Populaire', distinctive: [], families: 'any', sector: 'banque' },
  { name: 'Crédit Agricole', distinctive: [], families: 'any', sector: 'banque' },
  { name: 'BNP Paribas', distinctive: ['Paribas'], families: 'any', sector: 'banque' },
  { name: 'Caisse d’Épargne', distinctive: [], families: 'any', sector: 'banque' },
  { name: 'La Banque Postale', distinctive: [], families: 'any', sector: 'banque' },
  { name: 'AXA', distinctive: ['AXA'], families: 'any', sector: 'assurance' },
  { name: 'Groupama', distinctive: ['Groupama'], families: 'any', sector: 'assurance' },
  { name: 'MAIF', distinctive: ['MAIF'], families: 'any', sector: 'assurance' },
  {
    name: 'Capgemini',
    distinctive: ['Capgemini'],
    families: ['dev', 'infra', 'data', 'product', 'erp', 'security', 'mobile'],
    sector: 'saas',
  },
  {
    name: 'Sopra Steria',
    distinctive: ['Sopra', 'Steria'],
    families: ['dev', 'infra', 'data', 'product', 'erp', 'security'],
    sector: 'saas',
  },
  {
    name: 'Atos',
    distinctive: ['Atos'],
    families: ['dev', 'infra', 'data', 'product', 'erp', 'security'],
    sector: 'saas',
  },
  { name: 'Accenture', distinctive: ['Accenture'], families: 'any', sector: 'saas' },
  {
    name: 'Orange Business',
    distinctive: [],
    families: ['dev', 'infra', 'data', 'product', 'security'],
    sector: 'telecom',
  },
  { name: 'Bouygues Telecom', distinctive: ['Bouygues'], families: 'any', sector: 'telecom' },
  { name: 'Thales', distinctive: ['Thales'], families: 'any', sector: 'industrie' },
  { name: 'Airbus', distinctive: ['Airbus'], families: 'any', sector: 'industrie' },
  { name: 'Safran', distinctive: ['Safran'], families: 'any', sector: 'industrie' },
  { name: 'Decathlon', distinctive: ['Decathlon'], families: 'any', sector: 'retail' },
  { name: 'Leroy Merlin', distinctive: ['Merlin'], families: 'any', sector: 'retail' },
  { name: 'Carrefour', distinctive: [], families: 'any', sector: 'retail' },
  { name: 'La Poste', distinctive: [], families: 'any', sector: 'public' },
  { name: 'SNCF', distinctive: ['SNCF'], families: 'any', sector: 'transport' },
  { name: 'RATP', distinctive: ['RATP'], families: 'any', sector: 'transport' },
  { name: 'EDF', distinctive: ['EDF'], families: 'any', sector: 'energie' },
  { name: 'Engie', distinctive: ['Engie'], families: 'any', sector: 'energie' },
  { name: 'TotalEnergies', distinctive: ['TotalEnergies'], families: 'any', sector: 'energie' },
  { name: 'L’Oréal', distinctive: [], families: 'any', sector: 'luxe' },
  { name: 'LVMH', distinctive: ['LVMH'], families: 'any', sector: 'luxe' },
  { name: 'Hermès', distinctive: ['Hermès'], families: 'any', sector: 'luxe' },
  { name: 'Michelin', distinctive: ['Michelin'], families: 'any', sector: 'industrie' },
  {
    name: 'Dassault Systèmes',
    distinctive: ['Dassault'],
    families: ['dev', 'infra', 'data', 'product', 'design', 'finance'],
    sector: 'industrie',
  },
  {
    name: 'Ubisoft',
    distinctive: ['Ubisoft'],
    families: ['dev', 'design', 'data', 'product', 'infra'],
    sector: 'media',
  },
  { name: 'OVHcloud', distinctive: ['OVHcloud'], families: ['infra', 'dev', 'security', 'data'], sector: 'saas' },
  { name: 'Scaleway', distinctive: ['Scaleway'], families: ['infra', 'dev'], sector: 'saas' },
  {
    name: 'Doctolib',
    distinctive: ['Doctolib'],
    families: ['dev', 'design', 'product', 'data', 'mobile'],
    sector: 'sante',
  },
  {
    name: 'BlaBlaCar',
    distinctive: ['BlaBlaCar'],
    families: ['dev', 'design', 'product', 'data', 'mobile'],
    sector: 'transport',
  },
  { name: 'Criteo', distinctive: ['Criteo'], families: ['dev', 'data', 'infra', 'finance'], sector: 'media' },
  {
    name: 'Qonto',
    distinctive: ['Qonto'],
    families: ['dev', 'product', 'design', 'finance', 'mobile'],
    sector: 'banque',
  },
  { name: 'Back Market', distinctive: [], families: ['dev', 'product', 'design', 'data', 'finance'], sector: 'retail' },
  { name: 'Mirakl', distinctive: ['Mirakl'], families: ['dev', 'product', 'data', 'finance'], sector: 'saas' },
  {
    name: 'ManoMano',
    distinctive: ['ManoMano'],
    families: ['dev', 'product', 'design', 'data', 'marketing'],
    sector: 'retail',
  },
  { name: 'Sanofi', distinctive: ['Sanofi'], families: 'any', sector: 'sante' },
  { name: 'AP-HP', distinctive: [], families: 'any', sector: 'sante' },
  { name: 'Ministère des Armées', distinctive: [], families: 'any', sector: 'public' },
  { name: 'Région Occitanie', distinctive: [], families: 'any', sector: 'public' },
  { name: 'Ørsted', distinctive: ['Ørsted'], families: 'any', sector: 'energie' },
  { name: 'Proximus', distinctive: ['Proximus'], families: 'any', sector: 'telecom', country: 'BE' },
  { name: 'Belfius', distinctive: ['Belfius'], families: 'any', sector: 'banque', country: 'BE' },
  { name: 'KBC', distinctive: ['KBC'], families: 'any', sector: 'banque', country: 'BE' },
  { name: 'Colruyt', distinctive: ['Colruyt'], families: 'any', sector: 'retail', country: 'BE' },
  { name: 'UCB', distinctive: ['UCB'], families: 'any', sector: 'sante', country: 'BE' },
  { name: 'Solvay', distinctive: ['Solvay'], families: 'any', sector: 'industrie', country: 'BE' },
  {
    name: 'Smals',
    distinctive: ['Smals'],
    families: ['dev', 'infra', 'data', 'product', 'security'],
    sector: 'public',
    country: 'BE',
  },
  { name: 'UBS', distinctive: ['UBS'], families: 'any', sector: 'banque', country: 'CH' },
  { name: 'Nestlé', distinctive: ['Nestlé'], families: 'any', sector: 'industrie', country: 'CH' },
  { name: 'Novartis', distinctive: ['Novartis'], families: 'any', sector: 'sante', country: 'CH' },
  { name: 'Swisscom', distinctive: ['Swisscom'], families: 'any', sector: 'telecom', country: 'CH' },
  {
    name: 'Logitech',
    distinctive: ['Logitech'],
    families: ['dev', 'design', 'product', 'data', 'finance', 'erp'],
    sector: 'industrie',
    country: 'CH',
  },
  { name: 'Pictet', distinctive: ['Pictet'], families: 'any', sector: 'banque', country: 'CH' },
  { name: 'Lombard Odier', distinctive: ['Odier'], families: 'any', sector: 'banque', country: 'CH' },
  { name: 'Banque Cantonale Vaudoise', distinctive: [], families: 'any', sector: 'banque', country: 'CH' },
  { name: 'Zürich Versicherung', distinctive: ['Versicherung'], families: 'any', sector: 'assurance', country: 'CH' },
];

export interface School {
  name: string;
  distinctive: string[];
  kind: 'engineering' | 'university' | 'business' | 'design' | 'bootcamp' | 'finance';
}

export const SCHOOLS: School[] = [
  { name: 'École Polytechnique', distinctive: ['Polytechnique'], kind: 'engineering' },
  { name: 'CentraleSupélec', distinctive: ['CentraleSupélec'], kind: 'engineering' },
  { name: 'EPITA', distinctive: ['EPITA'], kind: 'engineering' },
  { name: 'EPITECH', distinctive: ['EPITECH'], kind: 'engineering' },
  { name: 'INSA Lyon', distinctive: ['INSA'], kind: 'engineering' },
  { name: 'INSA Toulouse', distinctive: ['INSA'], kind: 'engineering' },
  { name: 'Université Paris-Saclay', distinctive: ['Saclay'], kind: 'university' },
  { name: 'Télécom Paris', distinctive: [], kind: 'engineering' },
  { name: 'Grenoble INP – Ensimag', distinctive: ['Ensimag'], kind: 'engineering' },
  { name: 'ENSEEIHT', distinctive: ['ENSEEIHT'], kind: 'engineering' },
  { name: 'ENSAE Paris', distinctive: ['ENSAE'], kind: 'engineering' },
  { name: 'ISEP', distinctive: ['ISEP'], kind: 'engineering' },
  { name: 'IUT de Lannion', distinctive: ['Lannion'], kind: 'university' },
  { name: 'Université de Bordeaux', distinctive: [], kind: 'university' },
  { name: 'Université Toulouse III – Paul Sabatier', distinctive: ['Sabatier'], kind: 'university' },
  { name: 'Université de Lille', distinctive: [], kind: 'university' },
  { name: 'Université Côte d’Azur', distinctive: [], kind: 'university' },
  { name: 'Université de La Réunion', distinctive: [], kind: 'university' },
  { name: 'Université des Antilles', distinctive: ['Antilles'], kind: 'university' },
  { name: 'Université de Corse Pascal Paoli', distinctive: ['Paoli'], kind: 'university' },
  { name: 'Université Libre de Bruxelles', distinctive: [], kind: 'university' },
  { name: 'UCLouvain', distinctive: ['UCLouvain'], kind: 'university' },
  { name: 'Université de Liège', distinctive: [], kind: 'university' },
  { name: 'EPFL', distinctive: ['EPFL'], kind: 'engineering' },
  { name: 'ETH Zürich', distinctive: [], kind: 'engineering' },
  { name: 'HEIG-VD', distinctive: ['HEIG-VD'], kind: 'engineering' },
  { name: 'Université de Genève', distinctive: [], kind: 'university' },
  { name: 'HES-SO', distinctive: ['HES-SO'], kind: 'engineering' },
  { name: 'Hochschule Luzern', distinctive: ['Hochschule'], kind: 'university' },
  { name: 'Politechnika Warszawska', distinctive: ['Politechnika', 'Warszawska'], kind: 'engineering' },
  { name: 'Trinity College Dublin', distinctive: ['Trinity'], kind: 'university' },
  { name: 'Universidad Complutense de Madrid', distinctive: ['Complutense'], kind: 'university' },
  { name: 'Danmarks Tekniske Universitet', distinctive: ['Danmarks', 'Tekniske'], kind: 'engineering' },
  { name: 'ESSEC Business School', distinctive: ['ESSEC'], kind: 'business' },
  { name: 'HEC Paris', distinctive: ['HEC'], kind: 'business' },
  { name: 'ESCP Business School', distinctive: ['ESCP'], kind: 'business' },
  { name: 'Université Paris Dauphine – PSL', distinctive: ['Dauphine'], kind: 'business' },
  { name: 'Kedge Business School', distinctive: ['Kedge'], kind: 'business' },
  { name: 'NEOMA Business School', distinctive: ['NEOMA'], kind: 'business' },
  { name: 'Audencia', distinctive: ['Audencia'], kind: 'business' },
  { name: 'EDHEC', distinctive: ['EDHEC'], kind: 'business' },
  { name: 'IAE Lyon', distinctive: ['IAE'], kind: 'business' },
  { name: 'Sciences Po', distinctive: [], kind: 'business' },
  { name: 'Gobelins Paris', distinctive: ['Gobelins'], kind: 'design' },
  { name: 'Strate École de Design', distinctive: ['Strate'], kind: 'design' },
  { name: 'ENSCI – Les Ateliers', distinctive: ['ENSCI'], kind: 'design' },
  { name: 'École 42', distinctive: [], kind: 'bootcamp' },
  { name: 'Le Wagon', distinctive: [], kind: 'bootcamp' },
  { name: 'OpenClassrooms', distinctive: ['OpenClassrooms'], kind: 'bootcamp' },
  { name: 'CNAM', distinctive: ['CNAM'], kind: 'university' },
  { name: 'INTEC – Cnam', distinctive: ['INTEC'], kind: 'finance' },
  { name: 'Université Paris 1 Panthéon-Sorbonne', distinctive: ['Panthéon-Sorbonne'], kind: 'finance' },
];

// ------------------------------------------------------------------ spellings

const SPECIAL: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  ß: 'ss',
  œ: 'oe',
  Œ: 'Oe',
  æ: 'ae',
  Æ: 'Ae',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
};

/** Accents and special letters stripped, the way an ASCII-only form records a name (`Paweł` → `Pawel`). */
export const ascii = (s: string): string =>
  s
    .replace(/[łŁßœŒæÆøØđĐı]/g, (c) => SPECIAL[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC');

/** The German way (`Müller` → `Mueller`, `Strauß` → `Strauss`, `Ødegaard` → `Oedegaard`). */
export const germanic = (s: string): string =>
  ascii(
    s
      .replace(/ä/g, 'ae')
      .replace(/ö/g, 'oe')
      .replace(/ü/g, 'ue')
      .replace(/Ä/g, 'Ae')
      .replace(/Ö/g, 'Oe')
      .replace(/Ü/g, 'Ue')
      .replace(/ø/g, 'oe')
      .replace(/Ø/g, 'Oe')
      .replace(/å/g, 'aa')
      .replace(/Å/g, 'Aa'),
  );

/** Unicode decomposed (NFD): looks the same, differs byte for byte. */
export const decomposed = (s: string): string => s.normalize('NFD');

export const hasSpecial = (s: string): boolean => ascii(s) !== s;

/** Straight and curly apostrophes swapped. */
export const swapApostrophe = (s: string): string => (s.includes('’') ? s.replace(/’/g, "'") : s.replace(/'/g, '’'));

/** A compound surname written otherwise: `Le Bihan` → `Lebihan`, `Le-Bihan`, `LE BIHAN`; null for a simple one. */
export function compoundVariants(s: string): string[] {
  const parts = s.split(/[ \-’']+/).filter(Boolean);
  if (parts.length < 2) return [];
  const joined = parts[0]! + parts.slice(1).join('').toLowerCase();
  return [joined, parts.join('-'), parts.join(' ')].filter((v) => v !== s);
}

export const upperName = (s: string): string => s.toLocaleUpperCase('fr-FR');

// ------------------------------------------------------------------ contacts

export const EMAIL_DOMAINS: Record<string, string[]> = {
  FR: [
    'gmail.com',
    'gmail.com',
    'gmail.com',
    'outlook.fr',
    'hotmail.fr',
    'yahoo.fr',
    'orange.fr',
    'free.fr',
    'laposte.net',
    'protonmail.com',
    'icloud.com',
    'sfr.fr',
  ],
  BE: ['gmail.com', 'gmail.com', 'skynet.be', 'telenet.be', 'outlook.be', 'proximus.be'],
  CH: ['gmail.com', 'gmail.com', 'bluewin.ch', 'gmx.ch', 'outlook.com', 'protonmail.ch'],
  LU: ['gmail.com', 'pt.lu', 'outlook.com'],
};

/** A phone number: country calling code and the national number without its trunk 0. */
export interface Phone {
  cc: string;
  /** National significant number, digits only (`612345678`). */
  nsn: string;
}

const pairs = (d: string) => d.match(/.{1,2}/g)!.join(' ');

/** The phone in a given written format. */
export function formatPhone(p: Phone, style: number): string {
  const n = p.nsn;
  if (p.cc === '33' || ['590', '596', '594', '262'].includes(p.cc)) {
    const national = '0' + n;
    const intl = p.cc === '33' ? '33' : p.cc;
    const body = p.cc === '33' ? `${n[0]} ${pairs(n.slice(1))}` : `${n.slice(0, 3)} ${pairs(n.slice(3))}`;
    switch (style % 8) {
      case 0:
        return pairs(national);
      case 1:
        return pairs(national).replace(/ /g, '.');
      case 2:
        return national;
      case 3:
        return `+${intl} ${body}`;
      case 4:
        return `+${intl}${n}`;
      case 5:
        return `+${intl} (0)${body}`;
      case 6:
        return `00${intl} ${body}`;
      default:
        return pairs(national).replace(/ /g, '-');
    }
  }
  if (p.cc === '32') {
    const national = '0' + n;
    switch (style % 6) {
      case 0:
        return `${national.slice(0, 4)} ${pairs(national.slice(4))}`;
      case 1:
        return `${national.slice(0, 4)}/${pairs(national.slice(4)).replace(/ /g, '.')}`;
      case 2:
        return national;
      case 3:
        return `+32 ${n.slice(0, 3)} ${pairs(n.slice(3))}`;
      case 4:
        return `+32${n}`;
      default:
        return `0032 ${n.slice(0, 3)} ${pairs(n.slice(3))}`;
    }
  }
  if (p.cc === '41') {
    const national = '0' + n;
    const grouped = `${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5, 7)} ${n.slice(7)}`;
    switch (style % 6) {
      case 0:
        return `0${grouped}`;
      case 1:
        return `${national.slice(0, 3)}/${n.slice(2, 5)} ${n.slice(5, 7)} ${n.slice(7)}`;
      case 2:
        return national;
      case 3:
        return `+41 ${grouped}`;
      case 4:
        return `+41${n}`;
      default:
        return `0041 ${grouped}`;
    }
  }
  // Luxembourg: no trunk prefix
  switch (style % 3) {
    case 0:
      return `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`;
    case 1:
      return `+352 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`;
    default:
      return `+352${n}`;
  }
}
