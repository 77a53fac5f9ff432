/**
 * The recruiter vocabulary, as data: read and extend it here. Every list is matched case- and accent-insensitively,
 * after the same text analysis as the profiles (src/domain/search/text-analysis.ts). How it is applied:
 * src/domain/search/query-expansion.ts; the skill aliases come from the referential (referential.ts), which stays
 * their one source.
 *
 * EQUIVALENTS: each line is one meaning, written every way recruiters and freelancers write it. A query word or run
 * of words that reads as one of the forms also matches every other form (and `-word` excludes them all). A form of
 * several words matches those words next to each other, in that order; a quoted phrase is never expanded.
 */
export const EQUIVALENTS: readonly (readonly string[])[] = [
  // Compounds: one word, hyphenated or two words.
  ['frontend', 'front-end', 'front end'],
  ['backend', 'back-end', 'back end'],
  ['fullstack', 'full-stack', 'full stack'],
  ['e-commerce', 'ecommerce', 'e commerce'],
  ['devops', 'dev-ops', 'dev ops'],
  ['devsecops', 'dev-sec-ops'],
  ['mlops', 'ml-ops', 'ml ops'],
  ['dataops', 'data-ops'],
  ['backoffice', 'back-office', 'back office'],
  ['frontoffice', 'front-office', 'front office'],
  ['microservices', 'micro-services', 'micro services', 'microservice', 'micro-service'],
  ['opensource', 'open-source', 'open source'],
  ['big data', 'bigdata', 'big-data'],
  ['machine learning', 'machine-learning', 'apprentissage automatique', 'ml'],
  ['deep learning', 'deep-learning', 'apprentissage profond'],
  ['intelligence artificielle', 'artificial intelligence', 'ia', 'ai'],
  ['nocode', 'no-code', 'no code'],
  ['lowcode', 'low-code', 'low code'],
  ['e-learning', 'elearning', 'e learning'],
  ['cybersécurité', 'cyber-sécurité', 'cyber sécurité', 'cybersecurity', 'cyber security', 'cyber-security'],
  ['webdesign', 'web design', 'web-design'],
  ['ux design', 'ux-design', 'design ux'],
  ['ui design', 'ui-design', 'design ui'],
  ['full remote', 'full-remote', 'fullremote', '100% remote', 'télétravail complet'],
  ['saas', 'software as a service'],
  ['ci/cd', 'cicd', 'ci cd', 'intégration continue'],
  ['data lake', 'datalake', 'data-lake'],
  ['data warehouse', 'datawarehouse', 'data-warehouse', 'entrepôt de données'],
  ['api rest', 'rest api', 'restful'],
  // Job words, English and French (feminine forms included).
  ['developer', 'développeur', 'développeuse', 'dev', 'developper'],
  ['engineer', 'ingénieur', 'ingénieure'],
  ['project manager', 'chef de projet', 'cheffe de projet', 'chef de projets', 'gestionnaire de projet'],
  ['product manager', 'chef de produit', 'cheffe de produit'],
  ['product owner', 'po'],
  ['scrum master', 'scrummaster'],
  ['architect', 'architecte'],
  ['tester', 'testeur', 'testeuse', 'qa engineer', 'ingénieur qa', 'ingénieur test'],
  ['data scientist', 'scientifique des données', 'data science'],
  ['data engineer', 'ingénieur data', 'ingénieur données', 'ingénieure data', 'ingénieure données'],
  ['data analyst', 'analyste data', 'analyste de données'],
  ['business analyst', 'analyste métier', 'analyste fonctionnel'],
  ['analyst', 'analyste'],
  ['consultant', 'consultante'],
  ['administrator', 'administrateur', 'administratrice', 'admin'],
  ['sysadmin', 'administrateur système', 'administrateur systèmes', 'system administrator'],
  ['tech lead', 'lead dev', 'lead developer', 'lead développeur', 'référent technique'],
  ['director', 'directeur', 'directrice'],
  ['designer', 'designeuse', 'concepteur', 'conceptrice'],
  ['trainer', 'formateur', 'formatrice'],
  ['security', 'sécurité'],
  ['software', 'logiciel'],
  ['pentester', 'pentesteur', 'auditeur sécurité'],
  ['cto', 'directeur technique', 'directrice technique', 'chief technology officer'],
  ['cio', 'dsi', 'directeur des systèmes d’information'],
];

/**
 * Names of places for unquoted single words, besides countries, regions and departments (which always count): the
 * French communes of at least 30,000 inhabitants and the prefectures (INSEE figures through
 * @etalab/decoupage-administratif 6.0.0, single-word names; the dataset's names with several words, such as
 * "la rochelle" or "saint-étienne", count whenever typed), and the largest cities of Belgium, Switzerland and
 * Luxembourg under their dataset names. A quoted word ("\"Sens\"") names any city of the dataset.
 */
export const MAJOR_CITIES: ReadonlySet<string> = new Set([
  'agen', 'ajaccio', 'albi', 'alencon', 'ales', 'alfortville', 'amiens', 'angers', 'anglet', 'angouleme', 'annecy', 'annemasse',
  'antibes', 'antony', 'argenteuil', 'arles', 'arras', 'aubagne', 'aubervilliers', 'auch', 'aurillac', 'auxerre', 'avignon',
  'bagneux', 'bagnolet', 'bastia', 'bayonne', 'beauvais', 'begles', 'belfort', 'besancon', 'beziers', 'bezons', 'blois', 'bobigny',
  'bondy', 'bordeaux', 'bourges', 'brest', 'bron', 'cachan', 'caen', 'cahors', 'calais', 'cambrai', 'cannes', 'carcassonne',
  'carpentras', 'castres', 'cayenne', 'cergy', 'chambery', 'chartres', 'chateauroux', 'chatellerault', 'chatillon', 'chatou',
  'chaumont', 'chelles', 'cholet', 'clamart', 'clichy', 'colmar', 'colombes', 'colomiers', 'compiegne', 'courbevoie', 'creil',
  'creteil', 'dijon', 'douai', 'draguignan', 'drancy', 'draveil', 'dreux', 'dunkerque', 'echirolles', 'epinal', 'evreux', 'foix',
  'franconville', 'frejus', 'gagny', 'gap', 'gennevilliers', 'goussainville', 'grasse', 'grenoble', 'gueret', 'haguenau', 'houilles',
  'hyeres', 'istres', 'koungou', 'laon', 'laval', 'lens', 'lievin', 'lille', 'limoges', 'lorient', 'lyon', 'macon', 'malakoff',
  'mamoudzou', 'marignane', 'marseille', 'martigues', 'massy', 'matoury', 'meaux', 'melun', 'mende', 'menton', 'merignac', 'metz',
  'meudon', 'meyzieu', 'montauban', 'montelimar', 'montlucon', 'montpellier', 'montreuil', 'montrouge', 'moulins', 'mulhouse',
  'nancy', 'nanterre', 'nantes', 'narbonne', 'nevers', 'nice', 'nimes', 'niort', 'orleans', 'palaiseau', 'pantin', 'paris', 'pau',
  'perigueux', 'perpignan', 'pessac', 'poissy', 'poitiers', 'pontoise', 'privas', 'puteaux', 'quimper', 'reims', 'rennes', 'reze',
  'roanne', 'rodez', 'romainville', 'roubaix', 'rouen', 'sarcelles', 'sartrouville', 'schiltigheim', 'sete', 'sevran',
  'strasbourg', 'suresnes', 'talence', 'tarbes', 'thiais', 'thionville', 'toulon', 'toulouse', 'tourcoing', 'tournefeuille', 'tours',
  'trappes', 'troyes', 'tulle', 'valence', 'valenciennes', 'vannes', 'venissieux', 'versailles', 'vesoul', 'vienne', 'villejuif',
  'villepinte', 'villeurbanne', 'vincennes', 'vitrolles', 'wattrelos',
  // Belgium, Switzerland, Luxembourg, Andorra (GeoNames names, as in the dataset).
  'antwerpen', 'gent', 'charleroi', 'liege', 'namur', 'mons', 'brugge', 'leuven', 'lausanne', 'bern', 'basel', 'lugano', 'winterthur',
  'biel', 'sion', 'luxembourg',
]);

/** Other names recruiters give places (folded), and the dataset's name they stand for. */
export const PLACE_ALIASES: Readonly<Record<string, string>> = {
  idf: 'ile de france',
  paca: 'provence alpes cote d azur',
  aura: 'auvergne rhone alpes',
  bruxelles: 'region de bruxelles capitale',
  brussels: 'region de bruxelles capitale',
  geneva: 'geneve',
  anvers: 'antwerpen',
  gand: 'gent',
  bale: 'bale ville',
  zurich: 'zurich',
  'la defense': 'hauts de seine',
};

/** Departments whose name is also a common word: never read as places unless quoted. */
export const NOT_PLACES: ReadonlySet<string> = new Set(['cher', 'lot', 'manche', 'somme', 'var', 'ain']);
