// Skills, sectors, company contexts, certificates and languages of the set-38 pool (interim management, consulting,
// quality, coaching, training). Written from public knowledge of French CVs and job ads.

export interface SkillDef {
  /** Name as a French CV writes it. */
  fr: string;
  /** Name as an English CV writes it. */
  en: string;
  /** Slug of the referential (skills filter), when the referential has this skill. */
  slug?: string;
  /** Extra words a CV puts in the skill's keywords. */
  kw?: string[];
}

export const SKILLS = {
  // Finance
  'consolidation-ifrs': { fr: 'Consolidation IFRS', en: 'IFRS consolidation', kw: ['IFRS', 'consolidation'] },
  'reporting-financier': { fr: 'Reporting financier', en: 'Financial reporting', kw: ['reporting', 'clôtures'] },
  tresorerie: { fr: 'Trésorerie et BFR', en: 'Cash and working capital', kw: ['cash', 'BFR', 'trésorerie'] },
  'controle-gestion': { fr: 'Contrôle de gestion', en: 'Financial control', kw: ['budget', 'forecast'] },
  'reporting-lbo': { fr: 'Reporting LBO', en: 'LBO reporting', kw: ['LBO', 'fonds', 'covenants'] },
  'due-diligence': { fr: 'Due diligence', en: 'Due diligence', kw: ['VDD', 'data room'] },
  'restructuration-financiere': {
    fr: 'Restructuration financière',
    en: 'Financial restructuring',
    kw: ['dette', 'refinancement'],
  },
  'procedures-collectives': {
    fr: 'Procédures collectives',
    en: 'Insolvency proceedings',
    kw: ['sauvegarde', 'redressement judiciaire', 'conciliation', 'mandat ad hoc'],
  },
  'cash-13-semaines': { fr: 'Plan de trésorerie 13 semaines', en: '13-week cash flow', kw: ['13 weeks', 'cash'] },
  'business-plan': { fr: 'Business plan', en: 'Business planning', kw: ['BP', 'plan stratégique'] },
  'power-bi': { fr: 'Power BI', en: 'Power BI', slug: 'power-bi', kw: ['dashboards', 'tableaux de bord'] },
  sap: { fr: 'SAP', en: 'SAP', slug: 'sap', kw: ['SAP FI/CO', 'SAP MM'] },
  s4hana: { fr: 'SAP S/4HANA', en: 'SAP S/4HANA', slug: 's4hana', kw: ['S/4HANA'] },
  'dynamics-365': { fr: 'Dynamics 365', en: 'Dynamics 365', slug: 'dynamics-365', kw: ['Microsoft Dynamics'] },
  'sage-x3': { fr: 'Sage X3', en: 'Sage X3', kw: ['Sage'] },
  erp: { fr: 'Projet ERP', en: 'ERP implementation', kw: ['ERP', 'intégrateur'] },
  excel: { fr: 'Excel avancé', en: 'Advanced Excel', kw: ['tableaux croisés dynamiques', 'VBA', 'macros'] },
  // HR
  pse: { fr: 'PSE', en: 'Redundancy plans (PSE)', kw: ['plan de sauvegarde de l’emploi', 'licenciements économiques'] },
  'relations-sociales': {
    fr: 'Relations sociales',
    en: 'Industrial relations',
    kw: ['dialogue social', 'CSE', 'syndicats', 'NAO'],
  },
  gepp: { fr: 'GPEC / GEPP', en: 'Strategic workforce planning', kw: ['GPEC', 'GEPP', 'compétences'] },
  sirh: { fr: 'SIRH', en: 'HRIS', kw: ['Workday', 'SuccessFactors'] },
  qvct: { fr: 'QVCT', en: 'Workplace wellbeing', kw: ['QVT', 'RPS', 'risques psychosociaux'] },
  'droit-social': { fr: 'Droit social', en: 'Employment law', kw: ['contentieux prud’homal'] },
  recrutement: { fr: 'Recrutement', en: 'Recruitment', kw: ['sourcing', 'entretiens'] },
  paie: { fr: 'Paie', en: 'Payroll', kw: ['DSN', 'bulletins'] },
  // Operations, supply, purchasing
  sop: { fr: 'S&OP', en: 'S&OP', kw: ['PIC', 'PDP', 'sales and operations planning'] },
  mrp: { fr: 'MRP / planification', en: 'MRP planning', kw: ['MRP', 'CBN', 'planification'] },
  'gestion-stocks': { fr: 'Gestion des stocks', en: 'Inventory management', kw: ['stocks', 'inventaires'] },
  wms: { fr: 'WMS / entrepôt', en: 'WMS / warehousing', kw: ['entrepôt', 'logistique'] },
  transport: { fr: 'Transport et distribution', en: 'Transport and distribution', kw: ['flux', 'TMS'] },
  sourcing: { fr: 'Sourcing fournisseurs', en: 'Supplier sourcing', kw: ['appels d’offres', 'panel'] },
  'category-management': { fr: 'Category management', en: 'Category management', kw: ['catégories d’achats'] },
  negociation: { fr: 'Négociation', en: 'Negotiation', kw: ['contrats cadres'] },
  'reduction-couts': { fr: 'Réduction des coûts', en: 'Cost reduction', kw: ['savings', 'plan d’économies'] },
  'achats-hors-production': { fr: 'Achats hors production', en: 'Indirect procurement', kw: ['frais généraux'] },
  'make-or-buy': { fr: 'Make or buy', en: 'Make or buy', kw: ['sous-traitance'] },
  'pilotage-industriel': {
    fr: 'Pilotage industriel',
    en: 'Plant management',
    kw: ['TRS', 'OEE', 'productivité', 'sécurité'],
  },
  maintenance: { fr: 'Maintenance industrielle', en: 'Industrial maintenance', kw: ['GMAO', 'maintenance préventive'] },
  'management-visuel': { fr: 'Management visuel', en: 'Visual management', kw: ['SQCDP', 'rituels', 'AIC'] },
  // Lean and continuous improvement
  lean: { fr: 'Lean manufacturing', en: 'Lean manufacturing', kw: ['lean', 'juste à temps'] },
  'lean-six-sigma': { fr: 'Lean Six Sigma', en: 'Lean Six Sigma', kw: ['LSS', 'DMAIC', 'Six Sigma'] },
  '5s': { fr: '5S', en: '5S', kw: ['rangement', 'standard'] },
  smed: { fr: 'SMED', en: 'SMED', kw: ['changement de série'] },
  vsm: { fr: 'VSM', en: 'Value Stream Mapping', kw: ['cartographie des flux', 'value stream mapping'] },
  kaizen: { fr: 'Kaizen', en: 'Kaizen', kw: ['chantiers kaizen', 'amélioration continue'] },
  tpm: { fr: 'TPM', en: 'TPM', kw: ['maintenance productive totale'] },
  'hoshin-kanri': { fr: 'Hoshin Kanri', en: 'Hoshin Kanri', kw: ['déploiement des objectifs'] },
  'lean-office': { fr: 'Lean office', en: 'Lean office', kw: ['processus administratifs'] },
  // Quality, HSE
  'iso-9001': { fr: 'ISO 9001', en: 'ISO 9001', kw: ['système de management de la qualité', 'SMQ'] },
  'iso-14001': { fr: 'ISO 14001', en: 'ISO 14001', kw: ['environnement'] },
  'iso-45001': { fr: 'ISO 45001', en: 'ISO 45001', kw: ['santé sécurité au travail'] },
  'iatf-16949': { fr: 'IATF 16949', en: 'IATF 16949', kw: ['automobile', 'PPAP', 'APQP'] },
  'en-9100': { fr: 'EN 9100', en: 'EN 9100', kw: ['aéronautique'] },
  'iso-13485': { fr: 'ISO 13485', en: 'ISO 13485', kw: ['dispositifs médicaux'] },
  bpf: { fr: 'BPF / GMP', en: 'GMP', kw: ['bonnes pratiques de fabrication'] },
  'ifs-brc': { fr: 'IFS / BRC', en: 'IFS / BRC', kw: ['HACCP', 'sécurité des aliments'] },
  mase: { fr: 'MASE', en: 'MASE', kw: ['sous-traitance industrielle'] },
  seveso: { fr: 'Sites Seveso', en: 'Seveso sites', kw: ['ICPE', 'risques industriels'] },
  amdec: { fr: 'AMDEC', en: 'FMEA', kw: ['analyse de risques'] },
  '8d': { fr: '8D / résolution de problèmes', en: '8D problem solving', kw: ['QRQC', 'Ishikawa'] },
  'audit-qualite': { fr: 'Audit interne', en: 'Internal audit', kw: ['audits fournisseurs', 'audits processus'] },
  'certification-has': {
    fr: 'Certification HAS',
    en: 'HAS accreditation',
    kw: ['V2020', 'gestion des risques', 'qualité des soins'],
  },
  'document-unique': { fr: 'DUERP', en: 'Risk assessment (DUERP)', kw: ['document unique', 'évaluation des risques'] },
  // Health sector management
  't2a-pmsi': { fr: 'T2A / PMSI', en: 'Activity-based funding', kw: ['T2A', 'PMSI', 'EPRD'] },
  'cpom-ght': { fr: 'CPOM / GHT', en: 'Hospital groups (GHT)', kw: ['CPOM', 'GHT', 'ARS'] },
  // IT management
  'schema-directeur-si': { fr: 'Schéma directeur SI', en: 'IT master plan', kw: ['feuille de route SI'] },
  itil: { fr: 'ITIL', en: 'ITIL', kw: ['service management'] },
  cybersecurite: { fr: 'Cybersécurité', en: 'Cybersecurity', kw: ['PSSI', 'NIS2'] },
  'iso-27001': { fr: 'ISO 27001', en: 'ISO 27001', slug: 'iso-27001', kw: ['SMSI'] },
  'budget-it': { fr: 'Budget IT', en: 'IT budget', kw: ['run', 'build'] },
  // Sales
  'management-commercial': { fr: 'Management commercial', en: 'Sales management', kw: ['forces de vente'] },
  'grands-comptes': { fr: 'Grands comptes', en: 'Key accounts', kw: ['KAM'] },
  salesforce: { fr: 'Salesforce', en: 'Salesforce', slug: 'salesforce', kw: ['CRM'] },
  export: { fr: 'Développement export', en: 'Export development', kw: ['international'] },
  // Strategy, organisation, programme
  strategie: { fr: 'Stratégie d’entreprise', en: 'Corporate strategy', kw: ['plan stratégique', 'business model'] },
  'diagnostic-organisationnel': {
    fr: 'Diagnostic organisationnel',
    en: 'Organisational diagnosis',
    kw: ['organigramme', 'RACI'],
  },
  'cartographie-processus': { fr: 'Cartographie des processus', en: 'Process mapping', kw: ['BPMN', 'processus'] },
  'conduite-du-changement': {
    fr: 'Conduite du changement',
    en: 'Change management',
    slug: 'conduite-du-changement',
    kw: ['accompagnement du changement'],
  },
  adkar: { fr: 'ADKAR', en: 'ADKAR', kw: ['Prosci'] },
  'gestion-de-projet': {
    fr: 'Gestion de projet',
    en: 'Project management',
    slug: 'gestion-de-projet',
    kw: ['planning'],
  },
  pmo: { fr: 'PMO', en: 'PMO', kw: ['gouvernance', 'comités de pilotage', 'reporting programme'] },
  prince2: { fr: 'PRINCE2', en: 'PRINCE2', kw: ['méthodologie projet'] },
  'ms-project': { fr: 'MS Project', en: 'MS Project', kw: ['planning'] },
  jira: { fr: 'Jira', en: 'Jira', slug: 'jira', kw: ['backlog'] },
  scrum: { fr: 'Scrum', en: 'Scrum', slug: 'scrum', kw: ['agile'] },
  safe: { fr: 'SAFe', en: 'SAFe', slug: 'safe', kw: ['agilité à l’échelle'] },
  kanban: { fr: 'Kanban', en: 'Kanban', slug: 'kanban', kw: ['flux'] },
  okr: { fr: 'OKR', en: 'OKR', kw: ['objectifs'] },
  'integration-post-acquisition': {
    fr: 'Intégration post-acquisition',
    en: 'Post-merger integration',
    kw: ['PMI', 'synergies', 'plan des 100 jours', 'Day 1'],
  },
  'carve-out': { fr: 'Carve-out', en: 'Carve-out', kw: ['TSA', 'séparation', 'stand-alone'] },
  tsa: { fr: 'TSA', en: 'Transitional service agreements', kw: ['transitional service agreement'] },
  synergies: { fr: 'Plan de synergies', en: 'Synergy tracking', kw: ['synergies'] },
  // Coaching
  'coaching-individuel': { fr: 'Coaching individuel', en: 'One-to-one coaching', kw: ['prise de poste', 'leadership'] },
  'coaching-equipe': { fr: 'Coaching d’équipe', en: 'Team coaching', kw: ['comité de direction', 'CODIR'] },
  pnl: { fr: 'PNL', en: 'NLP', kw: ['programmation neuro-linguistique'] },
  'analyse-transactionnelle': { fr: 'Analyse transactionnelle', en: 'Transactional analysis', kw: ['AT'] },
  mbti: { fr: 'MBTI', en: 'MBTI', kw: ['typologie'] },
  'process-com': { fr: 'Process Com', en: 'Process Communication Model', kw: ['PCM'] },
  'approche-systemique': { fr: 'Approche systémique', en: 'Systemic approach', kw: ['Palo Alto'] },
  'feedback-360': { fr: 'Feedback 360°', en: '360 feedback', kw: ['360'] },
  codeveloppement: { fr: 'Codéveloppement', en: 'Peer coaching (codevelopment)', kw: ['codev'] },
  // Training and learning design
  'ingenierie-pedagogique': {
    fr: 'Ingénierie pédagogique',
    en: 'Instructional design',
    kw: ['ADDIE', 'objectifs pédagogiques', 'référentiel de compétences'],
  },
  storyline: { fr: 'Articulate Storyline', en: 'Articulate Storyline', kw: ['Storyline 360', 'Articulate'] },
  rise: { fr: 'Rise 360', en: 'Rise 360', kw: ['Articulate Rise'] },
  moodle: { fr: 'Moodle / LMS', en: 'Moodle / LMS', kw: ['LMS', 'SCORM'] },
  'blended-learning': { fr: 'Blended learning', en: 'Blended learning', kw: ['multimodal', 'classe virtuelle'] },
  'classe-virtuelle': { fr: 'Classe virtuelle', en: 'Virtual classroom', kw: ['Teams', 'Zoom'] },
  qualiopi: { fr: 'Qualiopi', en: 'Qualiopi', kw: ['référentiel national qualité'] },
  'plan-developpement-competences': {
    fr: 'Plan de développement des compétences',
    en: 'Training plan',
    kw: ['plan de formation', 'OPCO', 'CPF'],
  },
  'formation-de-formateurs': { fr: 'Formation de formateurs', en: 'Train the trainer', kw: ['formateurs internes'] },
  'management-formation': { fr: 'Formation au management', en: 'Management training', kw: ['leadership', 'manager'] },
  'word-powerpoint': { fr: 'Word / PowerPoint', en: 'Word / PowerPoint', kw: ['Microsoft 365', 'Office'] },
  tosa: { fr: 'TOSA', en: 'TOSA', kw: ['certification bureautique'] },
  'anglais-professionnel': { fr: 'Anglais professionnel', en: 'Business English', kw: ['TOEIC', 'Linguaskill'] },
  fle: { fr: 'FLE', en: 'French as a foreign language', kw: ['français langue étrangère'] },
  sst: { fr: 'SST', en: 'First aid at work (SST)', kw: ['sauveteur secouriste du travail'] },
  'habilitation-electrique': {
    fr: 'Habilitation électrique',
    en: 'Electrical safety clearance',
    kw: ['B0', 'H0', 'BR'],
  },
  caces: { fr: 'CACES', en: 'CACES (forklift)', kw: ['chariots élévateurs'] },
  incendie: { fr: 'Sécurité incendie', en: 'Fire safety', kw: ['EPI', 'évacuation'] },
  'gestes-postures': { fr: 'Gestes et postures', en: 'Manual handling', kw: ['PRAP', 'TMS'] },
  'techniques-vente': { fr: 'Techniques de vente', en: 'Sales techniques', kw: ['prospection', 'closing'] },
  gamification: { fr: 'Gamification', en: 'Gamification', kw: ['serious game'] },
  // Facilitation
  'intelligence-collective': {
    fr: 'Intelligence collective',
    en: 'Collective intelligence',
    kw: ['world café', 'forum ouvert'],
  },
  'design-thinking': { fr: 'Design thinking', en: 'Design thinking', kw: ['idéation'] },
  'lego-serious-play': { fr: 'Lego Serious Play', en: 'Lego Serious Play', kw: ['LSP'] },
  'facilitation-graphique': {
    fr: 'Facilitation graphique',
    en: 'Graphic facilitation',
    kw: ['sketchnote', 'scribing'],
  },
  'animation-seminaires': { fr: 'Animation de séminaires', en: 'Offsite facilitation', kw: ['séminaire', 'ateliers'] },
  klaxoon: { fr: 'Klaxoon / Miro', en: 'Klaxoon / Miro', kw: ['Miro', 'Klaxoon'] },
  // Neighbours' tools
  comptabilite: { fr: 'Comptabilité générale', en: 'General accounting', kw: ['saisie', 'rapprochements'] },
  fiscalite: { fr: 'Fiscalité', en: 'Tax', kw: ['liasse fiscale', 'TVA'] },
  'conduite-ligne': { fr: 'Conduite de ligne', en: 'Line operation', kw: ['réglages', 'autocontrôle'] },
  'pedagogie-scolaire': { fr: 'Pédagogie', en: 'Teaching', kw: ['classe', 'programmes'] },
  'bilan-psychologique': { fr: 'Bilan psychologique', en: 'Psychological assessment', kw: ['tests'] },
  'metrologie-controle': { fr: 'Contrôle qualité', en: 'Quality inspection', kw: ['métrologie', 'contrôle'] },
  'prospection-terrain': { fr: 'Prospection terrain', en: 'Field prospecting', kw: ['tournées'] },
  'developpement-it': { fr: 'Pilotage projet SI', en: 'IT project delivery', kw: ['recette', 'MOA'] },
} satisfies Record<string, SkillDef>;

export type SkillKey = keyof typeof SKILLS;

/** Skills a recruiter treats as close to each other: having one gives "near" for the other. */
export const SKILL_NEAR: Partial<Record<SkillKey, SkillKey[]>> = {
  lean: ['lean-six-sigma', 'kaizen', '5s', 'vsm'],
  'lean-six-sigma': ['lean', 'amdec'],
  '5s': ['lean', 'kaizen'],
  smed: ['lean', 'tpm'],
  kaizen: ['lean', '5s'],
  vsm: ['lean'],
  tpm: ['maintenance', 'smed'],
  sop: ['mrp'],
  mrp: ['sop', 'gestion-stocks'],
  'iso-9001': ['iatf-16949', 'en-9100', 'iso-13485', 'audit-qualite'],
  'iatf-16949': ['iso-9001'],
  'en-9100': ['iso-9001'],
  'iso-14001': ['iso-45001'],
  'iso-45001': ['iso-14001', 'mase', 'document-unique'],
  mase: ['iso-45001'],
  pse: ['relations-sociales', 'droit-social'],
  'relations-sociales': ['pse'],
  'consolidation-ifrs': ['reporting-financier'],
  'reporting-lbo': ['reporting-financier'],
  'procedures-collectives': ['restructuration-financiere', 'cash-13-semaines'],
  'restructuration-financiere': ['procedures-collectives'],
  storyline: ['rise'],
  rise: ['storyline'],
  'ingenierie-pedagogique': ['blended-learning'],
  pnl: ['analyse-transactionnelle'],
  'analyse-transactionnelle': ['pnl', 'process-com'],
  'intelligence-collective': ['design-thinking', 'animation-seminaires'],
  'lego-serious-play': ['intelligence-collective', 'design-thinking'],
  'integration-post-acquisition': ['carve-out', 'synergies'],
  'carve-out': ['integration-post-acquisition', 'tsa'],
  sap: ['s4hana', 'erp'],
  s4hana: ['sap'],
  erp: ['sap', 'dynamics-365', 'sage-x3'],
  'conduite-du-changement': ['adkar'],
  adkar: ['conduite-du-changement'],
  'ifs-brc': ['iso-9001'],
  sst: ['incendie', 'gestes-postures'],
  'habilitation-electrique': ['sst'],
  excel: ['word-powerpoint', 'tosa'],
  'certification-has': ['audit-qualite', 'iso-9001'],
};

export const SECTORS = {
  automobile: { fr: 'automobile', en: 'automotive' },
  aeronautique: { fr: 'aéronautique', en: 'aerospace' },
  agroalimentaire: { fr: 'agroalimentaire', en: 'food industry' },
  pharma: { fr: 'pharmaceutique', en: 'pharmaceuticals' },
  chimie: { fr: 'chimie', en: 'chemicals' },
  metallurgie: { fr: 'métallurgie', en: 'metals' },
  plasturgie: { fr: 'plasturgie', en: 'plastics' },
  electronique: { fr: 'électronique', en: 'electronics' },
  ferroviaire: { fr: 'ferroviaire', en: 'rail' },
  energie: { fr: 'énergie', en: 'energy' },
  btp: { fr: 'BTP', en: 'construction' },
  luxe: { fr: 'luxe', en: 'luxury goods' },
  cosmetique: { fr: 'cosmétique', en: 'cosmetics' },
  distribution: { fr: 'grande distribution', en: 'retail' },
  logistique: { fr: 'logistique et transport', en: 'logistics and transport' },
  sante: { fr: 'hôpitaux et cliniques', en: 'hospitals and clinics' },
  medico_social: { fr: 'médico-social', en: 'social care' },
  public: { fr: 'secteur public', en: 'public sector' },
  banque_assurance: { fr: 'assurance et mutuelles', en: 'insurance' },
  services: { fr: 'services aux entreprises', en: 'business services' },
  tech: { fr: 'éditeurs de logiciels', en: 'software' },
  formation: { fr: 'organismes de formation', en: 'training providers' },
  textile: { fr: 'textile', en: 'textiles' },
  dispositifs_medicaux: { fr: 'dispositifs médicaux', en: 'medical devices' },
} satisfies Record<string, { fr: string; en: string }>;
export type SectorKey = keyof typeof SECTORS;

/** Sectors close enough that experience in one counts as "near" for the other. */
export const SECTOR_NEAR: Partial<Record<SectorKey, SectorKey[]>> = {
  automobile: ['aeronautique', 'ferroviaire', 'plasturgie', 'metallurgie'],
  aeronautique: ['automobile', 'ferroviaire', 'electronique'],
  ferroviaire: ['aeronautique', 'automobile'],
  agroalimentaire: ['cosmetique', 'pharma'],
  pharma: ['cosmetique', 'chimie', 'dispositifs_medicaux'],
  chimie: ['pharma', 'plasturgie', 'energie'],
  metallurgie: ['automobile', 'plasturgie'],
  plasturgie: ['chimie', 'automobile', 'metallurgie'],
  cosmetique: ['pharma', 'luxe', 'agroalimentaire'],
  luxe: ['cosmetique', 'textile'],
  sante: ['medico_social'],
  medico_social: ['sante'],
  dispositifs_medicaux: ['pharma', 'electronique'],
  distribution: ['logistique'],
  logistique: ['distribution'],
  electronique: ['aeronautique', 'dispositifs_medicaux'],
};

/** The companies a freelancer has worked for, by size and ownership. */
export const CONTEXTS = {
  pme: { fr: 'PME', en: 'SMEs' },
  eti: { fr: 'ETI', en: 'mid-sized companies' },
  groupe: { fr: 'grands groupes', en: 'large groups' },
  lbo: { fr: 'sociétés sous LBO', en: 'private-equity-backed companies' },
  familial: { fr: 'entreprises familiales', en: 'family-owned businesses' },
  public: { fr: 'établissements publics', en: 'public bodies' },
  international: { fr: 'groupes internationaux', en: 'international groups' },
} satisfies Record<string, { fr: string; en: string }>;
export type ContextKey = keyof typeof CONTEXTS;

export const CERTS = {
  'lss-black-belt': { name: 'Lean Six Sigma Black Belt', issuer: 'IASSC' },
  'lss-green-belt': { name: 'Lean Six Sigma Green Belt', issuer: 'IASSC' },
  pmp: { name: 'PMP – Project Management Professional', issuer: 'PMI' },
  prince2: { name: 'PRINCE2 Practitioner', issuer: 'AXELOS' },
  'icf-pcc': { name: 'ICF PCC (Professional Certified Coach)', issuer: 'International Coaching Federation' },
  'icf-acc': { name: 'ICF ACC (Associate Certified Coach)', issuer: 'International Coaching Federation' },
  'icf-mcc': { name: 'ICF MCC (Master Certified Coach)', issuer: 'International Coaching Federation' },
  'coach-rncp': { name: 'Titre de coach professionnel (RNCP niveau 6)', issuer: 'Linkup Coaching' },
  'iso9001-lead-auditor': { name: 'Auditeur ISO 9001 Lead Auditor', issuer: 'IRCA' },
  'iso45001-lead-auditor': { name: 'ISO 45001 Lead Auditor', issuer: 'AFNOR Certification' },
  'iso14001-lead-auditor': { name: 'ISO 14001 Lead Auditor', issuer: 'Bureau Veritas' },
  'formateur-sst': { name: 'Formateur SST certifié', issuer: 'INRS' },
  'formateur-habilitation': { name: 'Formateur habilitation électrique', issuer: 'APAVE' },
  'prosci-change': { name: 'Prosci Change Management Certification', issuer: 'Prosci' },
  'safe-spc': { name: 'SAFe Program Consultant (SPC)', issuer: 'Scaled Agile' },
  'mbti-practitioner': { name: 'Praticien certifié MBTI', issuer: 'The Myers-Briggs Company' },
  'process-com-certified': { name: 'Coach certifié Process Communication', issuer: 'Kahler Communication' },
  'lego-serious-play-facilitator': {
    name: 'Facilitateur certifié Lego Serious Play',
    issuer: 'Association of Master Trainers',
  },
  'titre-fpa': { name: 'Titre professionnel Formateur professionnel d’adultes', issuer: 'Ministère du Travail' },
  'tosa-expert': { name: 'TOSA Excel niveau Expert', issuer: 'Isograd' },
  'toeic-trainer': { name: 'Certification évaluateur Linguaskill', issuer: 'Cambridge English' },
  'articulate-certified': { name: 'Articulate Storyline Advanced Certificate', issuer: 'Articulate' },
  dscg: { name: 'DSCG', issuer: 'Ministère de l’Enseignement supérieur' },
  'mase-auditor': { name: 'Auditeur MASE', issuer: 'MASE' },
} satisfies Record<string, { name: string; issuer: string }>;
export type CertKey = keyof typeof CERTS;

export const LANGS = {
  fr: { fr: 'Français', en: 'French' },
  en: { fr: 'Anglais', en: 'English' },
  de: { fr: 'Allemand', en: 'German' },
  es: { fr: 'Espagnol', en: 'Spanish' },
  it: { fr: 'Italien', en: 'Italian' },
  nl: { fr: 'Néerlandais', en: 'Dutch' },
  pt: { fr: 'Portugais', en: 'Portuguese' },
  ar: { fr: 'Arabe', en: 'Arabic' },
  zh: { fr: 'Chinois (mandarin)', en: 'Mandarin Chinese' },
} satisfies Record<string, { fr: string; en: string }>;
export type LangKey = keyof typeof LANGS;

export const LEVELS = ['A2', 'B1', 'B2', 'C1', 'C2', 'native'] as const;
export type Level = (typeof LEVELS)[number];

/** How CVs write each level, French and English (several wordings). */
export const LEVEL_WORDS: Record<Level, { fr: string[]; en: string[] }> = {
  A2: { fr: ['Notions', 'Débutant (A2)', 'Scolaire'], en: ['Basic', 'Elementary (A2)'] },
  B1: { fr: ['Intermédiaire', 'B1', 'Intermédiaire (B1)'], en: ['Intermediate', 'B1'] },
  B2: { fr: ['Bon niveau professionnel', 'B2', 'Professionnel (B2)'], en: ['Professional working proficiency', 'B2'] },
  C1: {
    fr: ['Courant', 'C1', 'Courant (C1)', 'Très bon niveau'],
    en: ['Fluent', 'C1', 'Full professional proficiency'],
  },
  C2: { fr: ['Bilingue', 'C2', 'Bilingue (C2)'], en: ['Bilingual', 'C2'] },
  native: { fr: ['Langue maternelle', 'Natif', 'Maternelle'], en: ['Native', 'Native speaker', 'Mother tongue'] },
};
