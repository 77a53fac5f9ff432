// Set 18 (blind): skill and sector vocabularies of the corpus (display variants as CVs write them).
// `slug` = the referential slugs (skills filter) a skill counts for, per this set's own reading of the referential.

export interface SkillDef {
  fr: string[];
  en?: string[];
  slug?: string[];
}

export const SKILLS: Record<string, SkillDef> = {
  // ---- finance ----
  'sap-fi': { fr: ['SAP FI'], slug: ['sap'] },
  'sap-co': { fr: ['SAP CO'], slug: ['sap'] },
  s4hana: { fr: ['S/4HANA', 'SAP S/4HANA', 'S4 HANA'], slug: ['sap', 's4hana'] },
  sage: { fr: ['Sage 100', 'Sage X3', 'Sage 1000', 'Sage'] },
  cegid: { fr: ['Cegid', 'Cegid XRP', 'Cegid Loop', 'Cegid Business'] },
  'oracle-fin': { fr: ['Oracle Financials', 'Oracle EBS'] },
  'excel-vba': { fr: ['Excel VBA', 'VBA', 'Excel avancé / VBA', 'macros VBA'], en: ['Excel VBA', 'VBA macros'] },
  excel: { fr: ['Excel avancé', 'Excel (TCD, RECHERCHEX)', 'Pack Office'], en: ['Advanced Excel', 'MS Office'] },
  'power-bi': { fr: ['Power BI', 'PowerBI', 'Microsoft Power BI'], slug: ['power-bi'] },
  ifrs: { fr: ['IFRS', 'normes IFRS', 'IFRS 16', 'référentiel IFRS'], en: ['IFRS'] },
  'us-gaap': { fr: ['US GAAP'] },
  consolidation: {
    fr: ['consolidation', 'consolidation statutaire', 'consolidation des comptes'],
    en: ['consolidation', 'statutory consolidation'],
  },
  hyperion: { fr: ['Hyperion HFM', 'HFM', 'Oracle Hyperion'] },
  onestream: { fr: ['OneStream'] },
  tagetik: { fr: ['Tagetik', 'CCH Tagetik'] },
  bfc: { fr: ['Sage FRP 1000 / BFC', 'BFC', 'Sage BFC'] },
  'sap-bpc': { fr: ['SAP BPC', 'BPC'], slug: ['sap'] },
  budget: {
    fr: ['budget', 'processus budgétaire', 'élaboration budgétaire', 'budget / forecast'],
    en: ['budgeting', 'budget & forecast'],
  },
  reporting: {
    fr: ['reporting mensuel', 'reporting financier', 'reporting de gestion', 'tableaux de bord'],
    en: ['monthly reporting', 'management reporting', 'KPI dashboards'],
  },
  'couts-revient': {
    fr: ['calcul des coûts de revient', 'coûts standards', 'prix de revient industriel', 'analyse des coûts usine'],
    en: ['product costing', 'standard costing', 'plant cost analysis'],
  },
  cloture: {
    fr: ['clôtures mensuelles', 'arrêtés des comptes', 'closing mensuel'],
    en: ['month-end closing', 'closing'],
  },
  'liasse-fiscale': {
    fr: ['liasse fiscale', 'déclarations fiscales', 'TVA et IS'],
    en: ['tax returns', 'VAT and corporate tax'],
  },
  'comptabilite-generale': {
    fr: ['comptabilité générale', 'tenue comptable', 'saisie et révision', 'révision des comptes'],
    en: ['general ledger accounting', 'bookkeeping'],
  },
  'comptabilite-fournisseurs': {
    fr: ['comptabilité fournisseurs', 'saisie des factures fournisseurs', 'rapprochements fournisseurs'],
    en: ['accounts payable', 'AP'],
  },
  'comptabilite-clients': {
    fr: ['comptabilité clients', 'lettrage clients', 'facturation'],
    en: ['accounts receivable', 'AR'],
  },
  tresorerie: {
    fr: ['prévisions de trésorerie', 'gestion de trésorerie', 'plan de trésorerie à 13 semaines', 'cash management'],
    en: ['cash forecasting', 'treasury management', '13-week cash flow'],
  },
  kyriba: { fr: ['Kyriba'] },
  'relations-bancaires': {
    fr: ['relations bancaires', 'négociation bancaire', 'financements bancaires'],
    en: ['banking relationships', 'bank financing'],
  },
  'couverture-change': {
    fr: ['couverture de change', 'risque de change', 'hedging'],
    en: ['FX hedging', 'currency risk'],
  },
  'cash-pooling': { fr: ['cash pooling', 'netting'], en: ['cash pooling', 'netting'] },
  swift: { fr: ['SWIFT', 'EBICS', 'SWIFT / EBICS'] },
  restructuring: {
    fr: [
      'retournement',
      'restructuring',
      'procédures collectives',
      'plan de sauvegarde',
      'conciliation / mandat ad hoc',
    ],
    en: ['turnaround', 'restructuring', 'insolvency proceedings'],
  },
  'm-a': {
    fr: ['M&A', 'fusions-acquisitions', 'due diligence', 'LBO', 'levée de fonds'],
    en: ['M&A', 'due diligence', 'fundraising', 'LBO'],
  },
  'audit-interne': {
    fr: ['audit interne', 'missions d’audit interne', 'plan d’audit'],
    en: ['internal audit', 'audit planning'],
  },
  'audit-legal': {
    fr: ['commissariat aux comptes', 'audit légal', 'audit financier'],
    en: ['statutory audit', 'external audit', 'financial audit'],
  },
  'controle-interne': {
    fr: ['contrôle interne', 'COSO', 'référentiel de contrôle interne'],
    en: ['internal control', 'COSO'],
  },
  sox: { fr: ['SOX', 'Sarbanes-Oxley', 'tests SOX'] },
  'cartographie-risques': {
    fr: ['cartographie des risques', 'gestion des risques'],
    en: ['risk mapping', 'risk management'],
  },
  'data-audit': { fr: ['ACL', 'IDEA', 'ACL / IDEA'] },
  csrd: {
    fr: ['CSRD', 'reporting extra-financier', 'ESRS', 'reporting ESG / CSRD', 'double matérialité'],
    en: ['CSRD', 'ESG reporting', 'ESRS', 'sustainability reporting'],
  },
  recouvrement: {
    fr: ['recouvrement', 'relances clients', 'gestion du poste clients', 'recouvrement amiable'],
    en: ['collections', 'dunning', 'accounts receivable follow-up'],
  },
  'credit-management': {
    fr: ['credit management', 'analyse de solvabilité', 'scoring clients', 'limites de crédit'],
    en: ['credit management', 'credit risk assessment', 'credit limits'],
  },
  sidetrade: { fr: ['Sidetrade'] },
  'assurance-credit': {
    fr: ['assurance-crédit', 'Allianz Trade (Euler Hermes)', 'Coface'],
    en: ['credit insurance', 'Allianz Trade', 'Coface'],
  },
  dso: { fr: ['réduction du DSO', 'BFR', 'optimisation du BFR'], en: ['DSO reduction', 'working capital'] },
  dscg: { fr: ['DSCG'] },
  anaplan: { fr: ['Anaplan'] },
  fpa: { fr: ['FP&A', 'planification financière'], en: ['FP&A', 'financial planning & analysis'] },
  'cdg-social': {
    fr: [
      'contrôle de gestion sociale',
      'pilotage de la masse salariale',
      'bilan social',
      'suivi des effectifs et de la masse salariale',
    ],
    en: ['HR controlling', 'payroll cost analysis', 'headcount reporting'],
  },
  'supervision-paie': {
    fr: ['supervision de la paie', 'contrôle de la paie', 'paie (supervision)'],
    en: ['payroll supervision'],
  },
  management: {
    fr: ["management d'équipe", 'encadrement', "management d'équipe (jusqu'à 10 personnes)"],
    en: ['team management', 'people management'],
  },
  // ---- RH ----
  paie: {
    fr: ['paie', 'gestion de la paie', 'établissement des bulletins de salaire', 'paie de A à Z'],
    en: ['payroll', 'end-to-end payroll'],
  },
  adp: { fr: ['ADP', 'ADP Decidium', 'ADP GXP', 'ADP (Decidium)'] },
  silae: { fr: ['Silae'] },
  'sage-paie': { fr: ['Sage Paie', 'Sage Paie & RH'] },
  'sap-hcm': { fr: ['SAP HCM', 'SAP HR'], slug: ['sap'] },
  workday: { fr: ['Workday', 'Workday HCM'] },
  successfactors: { fr: ['SuccessFactors', 'SAP SuccessFactors'], slug: ['sap'] },
  'cegid-hr': { fr: ['Cegid HR Ultimate', 'Meta4', 'Cegid Talentsoft'] },
  dsn: {
    fr: ['DSN', 'déclarations sociales (DSN)', 'DSN mensuelle', 'DSN événementielles'],
    en: ['DSN (French social declarations)', 'DSN'],
  },
  'conventions-collectives': {
    fr: ['Syntec', 'convention collective de la métallurgie', 'CCN HCR', 'multi-conventions collectives'],
    en: ['collective agreements (Syntec, metallurgy)'],
  },
  'admin-personnel': {
    fr: ['administration du personnel', 'gestion des absences', 'mutuelle / prévoyance', 'entrées / sorties'],
    en: ['personnel administration', 'absence management'],
  },
  'relations-sociales': {
    fr: ['relations sociales', 'dialogue social', 'CSE', 'NAO', 'négociation collective'],
    en: ['employee relations', 'works council (CSE)', 'collective bargaining'],
  },
  gpec: {
    fr: ['GPEC', 'GEPP', 'gestion des compétences', 'entretiens annuels'],
    en: ['strategic workforce planning', 'skills management', 'performance reviews'],
  },
  'talent-review': {
    fr: ['people review', 'talent review', 'revue des talents', 'plans de succession'],
    en: ['people review', 'talent review', 'succession planning'],
  },
  sourcing: {
    fr: ['sourcing', 'chasse', 'approche directe', 'sourcing multicanal'],
    en: ['sourcing', 'headhunting', 'direct search'],
  },
  'linkedin-recruiter': { fr: ['LinkedIn Recruiter'] },
  ats: {
    fr: ['Teamtailor', 'Greenhouse', 'Lever', 'SmartRecruiters', 'Flatchr', 'Welcome to the Jungle'],
    en: ['Teamtailor', 'Greenhouse', 'Lever', 'SmartRecruiters'],
  },
  'marque-employeur': {
    fr: ['marque employeur', 'employer branding', 'marque employeur / EVP'],
    en: ['employer branding', 'EVP'],
  },
  onboarding: { fr: ['onboarding', 'intégration des nouveaux arrivants'], en: ['onboarding'] },
  entretiens: {
    fr: ['entretiens structurés', 'qualification téléphonique', 'entretiens par compétences'],
    en: ['structured interviews', 'phone screening'],
  },
  'process-recrutement': {
    fr: [
      'structuration du process de recrutement',
      'scorecards',
      'recrutement à volume',
      'pilotage des KPI recrutement',
    ],
    en: ['recruitment process design', 'scorecards', 'high-volume hiring', 'hiring KPIs'],
  },
  'plan-formation': {
    fr: [
      'plan de développement des compétences',
      'plan de formation',
      'ingénierie de formation',
      'ingénierie pédagogique',
    ],
    en: ['training plan', 'learning design'],
  },
  qualiopi: { fr: ['Qualiopi'] },
  'cpf-opco': { fr: ['OPCO', 'CPF', 'financements de la formation'], en: ['training funding (OPCO, CPF)'] },
  lms: { fr: ['LMS', '360Learning', 'Moodle', 'Cornerstone'] },
  'digital-learning': {
    fr: ['digital learning', 'e-learning', 'Articulate 360'],
    en: ['digital learning', 'e-learning'],
  },
  sirh: { fr: ['SIRH', 'projet SIRH', 'HRIS'], en: ['HRIS', 'HRIS projects'] },
  'paie-param': { fr: ['paramétrage paie', 'paramétrage de la paie'], en: ['payroll configuration'] },
  qvt: { fr: ['QVT', 'QVCT', 'prévention des RPS'], en: ['wellbeing at work', 'psychosocial risk prevention'] },
  'droit-social': {
    fr: ['droit social', 'droit du travail', 'droit du travail et de la sécurité sociale'],
    en: ['employment law', 'French labour law'],
  },
  rupture: {
    fr: ['ruptures conventionnelles', 'procédures disciplinaires', 'licenciements'],
    en: ['terminations', 'disciplinary procedures'],
  },
  pse: {
    fr: ['PSE', 'réorganisation', "plan de sauvegarde de l'emploi", 'RCC'],
    en: ['redundancy plans (PSE)', 'reorganisation'],
  },
  // ---- juridique ----
  'droit-societes': {
    fr: ['droit des sociétés', 'corporate', 'secrétariat juridique', 'vie sociale des sociétés'],
    en: ['corporate law', 'corporate housekeeping'],
  },
  'contrats-commerciaux': {
    fr: ['contrats commerciaux', 'rédaction de contrats', 'négociation contractuelle', 'CGV / CGA'],
    en: ['commercial contracts', 'contract drafting', 'contract negotiation'],
  },
  contentieux: {
    fr: ['contentieux', 'précontentieux', 'gestion des litiges'],
    en: ['litigation', 'dispute management'],
  },
  prudhommes: { fr: ["contentieux prud'homal", "prud'hommes", 'contentieux social'], en: ['employment litigation'] },
  rgpd: {
    fr: ['RGPD', 'protection des données', 'conformité RGPD / CNIL'],
    en: ['GDPR', 'data protection', 'privacy'],
  },
  'privacy-audit': {
    fr: ['registre des traitements', 'AIPD', 'analyses d’impact (PIA)', 'audit RGPD'],
    en: ['records of processing', 'DPIA', 'privacy audits'],
  },
  sapin2: { fr: ['Sapin II', 'loi Sapin 2', 'anti-corruption'], en: ['Sapin II', 'anti-bribery', 'anti-corruption'] },
  'lcb-ft': { fr: ['LCB-FT', 'KYC', 'lutte anti-blanchiment'], en: ['AML/CFT', 'KYC', 'anti-money laundering'] },
  'devoir-vigilance': { fr: ['devoir de vigilance'], en: ['duty of vigilance'] },
  sanctions: {
    fr: ['sanctions internationales', 'embargos', 'contrôle export'],
    en: ['international sanctions', 'export control'],
  },
  baux: { fr: ['baux commerciaux', 'droit immobilier'], en: ['commercial leases', 'real estate law'] },
  pi: {
    fr: ['propriété intellectuelle', 'droit des marques', 'PI / IT'],
    en: ['intellectual property', 'trademarks', 'IP/IT'],
  },
  concurrence: {
    fr: ['droit de la concurrence', 'droit de la distribution'],
    en: ['competition law', 'distribution law'],
  },
  clm: {
    fr: ['CLM', 'contract lifecycle management', 'Icertis', 'DocuSign CLM'],
    en: ['CLM', 'contract lifecycle management'],
  },
  'approbation-comptes': {
    fr: ['approbation des comptes', 'AGO / AGE', 'registres légaux', 'formalités Infogreffe'],
    en: ['annual accounts approval', 'board and shareholder meetings', 'statutory registers'],
  },
  claims: {
    fr: [
      'claim management',
      'gestion des réclamations contractuelles',
      'avenants',
      'suivi des obligations contractuelles',
    ],
    en: ['claim management', 'change orders', 'contractual obligations tracking'],
  },
  sensibilisation: { fr: ['sensibilisation des équipes', 'formations RGPD'], en: ['staff awareness training'] },
  // ---- industrie ----
  lean: { fr: ['Lean Manufacturing', 'Lean', 'démarche Lean', 'Lean management'], en: ['Lean Manufacturing', 'Lean'] },
  'six-sigma-gb': {
    fr: ['Six Sigma Green Belt', 'Green Belt', 'Lean Six Sigma Green Belt'],
    en: ['Six Sigma Green Belt', 'Lean Six Sigma Green Belt'],
  },
  'six-sigma-bb': {
    fr: ['Six Sigma Black Belt', 'Black Belt', 'Lean Six Sigma Black Belt'],
    en: ['Six Sigma Black Belt', 'Lean Six Sigma Black Belt'],
  },
  amdec: { fr: ['AMDEC', 'FMEA', 'AMDEC processus', 'AMDEC (FMEA)', 'PFMEA'], en: ['FMEA', 'PFMEA', 'DFMEA'] },
  'iso-9001': {
    fr: ['ISO 9001', 'ISO 9001:2015', 'système de management de la qualité ISO 9001'],
    en: ['ISO 9001', 'ISO 9001:2015 QMS'],
  },
  iatf: { fr: ['IATF 16949', 'IATF', 'ISO/TS 16949'] },
  en9100: { fr: ['EN 9100', 'EN9100', 'AS9100'] },
  'iso-14001': { fr: ['ISO 14001', 'management environnemental ISO 14001'], en: ['ISO 14001'] },
  'iso-45001': { fr: ['ISO 45001', 'OHSAS 18001 / ISO 45001'], en: ['ISO 45001'] },
  gmp: { fr: ['BPF', 'GMP', 'cGMP', 'Bonnes Pratiques de Fabrication'], en: ['GMP', 'cGMP'] },
  'qualification-validation': {
    fr: ['qualification / validation', 'QI / QO / QP', 'validation des procédés'],
    en: ['qualification & validation', 'IQ/OQ/PQ', 'process validation'],
  },
  '8d': {
    fr: ['8D', 'résolution de problèmes 8D', 'QRQC', '5 pourquoi / Ishikawa'],
    en: ['8D problem solving', 'QRQC', 'root cause analysis'],
  },
  apqp: { fr: ['APQP', 'PPAP', 'APQP / PPAP'] },
  spc: { fr: ['SPC', 'MSP', 'capabilité processus', 'MSA'], en: ['SPC', 'process capability', 'MSA'] },
  'audit-fournisseurs': {
    fr: ['audits fournisseurs', 'audit process VDA 6.3', 'VDA 6.3', 'développement fournisseurs'],
    en: ['supplier audits', 'VDA 6.3', 'supplier development'],
  },
  'audit-qualite': {
    fr: ['audits internes qualité', 'auditeur ISO 9001', 'préparation aux audits de certification'],
    en: ['internal quality audits', 'certification audits'],
  },
  'kaizen-5s': { fr: ['5S', 'Kaizen', 'chantiers Kaizen', '5S / Kaizen'], en: ['5S', 'Kaizen'] },
  vsm: { fr: ['VSM', 'cartographie des flux (VSM)'], en: ['VSM', 'value stream mapping'] },
  smed: { fr: ['SMED'] },
  tpm: { fr: ['TPM', 'TRS / OEE', 'TRS'], en: ['TPM', 'OEE'] },
  solidworks: { fr: ['SolidWorks', 'SOLIDWORKS'] },
  catia: { fr: ['Catia V5', 'CATIA V5', 'Catia', 'CATIA V6 / 3DEXPERIENCE'] },
  creo: { fr: ['Creo', 'PTC Creo', 'Pro/Engineer'] },
  autocad: { fr: ['AutoCAD', 'AutoCAD 2D'] },
  inventor: { fr: ['Inventor', 'Autodesk Inventor'] },
  topsolid: { fr: ['TopSolid'] },
  nx: { fr: ['Siemens NX', 'NX'] },
  revit: { fr: ['Revit'] },
  nastran: { fr: ['Nastran', 'MSC Nastran'] },
  patran: { fr: ['Patran', 'MSC Patran'] },
  abaqus: { fr: ['Abaqus'] },
  ansys: { fr: ['Ansys', 'ANSYS Mechanical'] },
  femap: { fr: ['Femap'] },
  hypermesh: { fr: ['HyperMesh'] },
  eurocodes: { fr: ['Eurocodes', 'Eurocode 3'] },
  rdm: {
    fr: ['RDM', 'calcul de structure', 'dimensionnement', 'résistance des matériaux'],
    en: ['structural analysis', 'sizing', 'strength of materials'],
  },
  fatigue: {
    fr: ['fatigue et tolérance aux dommages', 'calculs de fatigue'],
    en: ['fatigue & damage tolerance', 'fatigue analysis'],
  },
  'cotation-iso': {
    fr: ['cotation ISO / GPS', 'cotation fonctionnelle', 'tolérancement GPS'],
    en: ['GD&T', 'ISO GPS tolerancing'],
  },
  tuyauterie: { fr: ['tuyauterie', 'isométriques', 'PID / schémas'], en: ['piping', 'isometrics', 'P&ID'] },
  'tia-portal': { fr: ['TIA Portal', 'Siemens TIA Portal', 'TIA Portal V17'] },
  step7: { fr: ['Step 7', 'Siemens S7-300/400', 'STEP 7'] },
  schneider: { fr: ['Unity Pro', 'Schneider M340 / M580', 'EcoStruxure Control Expert'] },
  rockwell: { fr: ['RSLogix 5000', 'Rockwell Studio 5000', 'Allen-Bradley'] },
  wincc: { fr: ['WinCC', 'PCVue', 'supervision SCADA'], en: ['WinCC', 'SCADA'] },
  grafcet: { fr: ['Grafcet'] },
  robotique: { fr: ['robotique FANUC', 'robots ABB', 'KUKA'], en: ['FANUC robotics', 'ABB robots', 'KUKA'] },
  'mise-en-service': {
    fr: ['mises en service', 'FAT / SAT', 'mise en service sur site'],
    en: ['commissioning', 'FAT/SAT'],
  },
  'habilitation-electrique': {
    fr: [
      'habilitation électrique',
      'habilitation B2V BR BC',
      'habilitations électriques H0B0 BR',
      'habilitation BR / BC',
    ],
    en: ['electrical clearance (B2V BR BC)', 'electrical certification'],
  },
  electrotechnique: {
    fr: ['électrotechnique', 'électricité industrielle', 'lecture de schémas électriques'],
    en: ['industrial electrics', 'electrical schematics'],
  },
  mecanique: {
    fr: ['mécanique industrielle', 'maintenance mécanique', 'montage / démontage'],
    en: ['mechanical maintenance'],
  },
  hydraulique: { fr: ['hydraulique', 'pneumatique', 'hydraulique / pneumatique'], en: ['hydraulics', 'pneumatics'] },
  gmao: { fr: ['GMAO', 'CARL Source', 'Maximo', 'Coswin'], en: ['CMMS', 'Maximo', 'CARL Source'] },
  'sap-pm': { fr: ['SAP PM'], slug: ['sap'] },
  'maintenance-preventive': {
    fr: ['maintenance préventive', 'maintenance curative', 'maintenance préventive et curative', 'dépannage'],
    en: ['preventive maintenance', 'corrective maintenance', 'troubleshooting'],
  },
  soudure: { fr: ['soudure', 'soudure TIG / MIG'], en: ['welding'] },
  atex: { fr: ['ATEX'] },
  icpe: { fr: ['ICPE', 'réglementation ICPE', 'Seveso'], en: ['ICPE regulation', 'Seveso'] },
  duerp: {
    fr: ['DUERP', 'document unique', 'évaluation des risques professionnels'],
    en: ['occupational risk assessment (DUERP)'],
  },
  'plan-prevention': {
    fr: ['plans de prévention', 'protocoles de sécurité', 'permis de feu'],
    en: ['prevention plans', 'safety protocols'],
  },
  'bilan-carbone': { fr: ['bilan carbone', 'Bilan GES'], en: ['carbon footprint', 'GHG assessment'] },
  reach: { fr: ['REACH', 'CLP', 'REACH / CLP'] },
  'ms-project': { fr: ['MS Project', 'Microsoft Project', 'Primavera'] },
  'gestion-de-projet': {
    fr: ['gestion de projet', 'pilotage de projet', 'management de projet'],
    en: ['project management'],
    slug: ['gestion-de-projet'],
  },
  industrialisation: {
    fr: ['industrialisation', 'transfert industriel', 'NPI', 'lancement de nouveaux produits'],
    en: ['industrialisation', 'NPI', 'production transfer'],
  },
  gammes: {
    fr: ['gammes de fabrication', 'gammes et nomenclatures', 'temps standards', 'MTM'],
    en: ['routings', 'bills of materials', 'standard times'],
  },
  usinage: { fr: ['usinage', 'usinage CN', 'programmation CN'], en: ['CNC machining'] },
  capex: { fr: ['CAPEX', 'transfert de ligne', 'déménagement industriel'], en: ['CAPEX projects', 'line transfer'] },
  'pmo-skill': {
    fr: ['PMO', 'planification', 'suivi de portefeuille projets'],
    en: ['PMO', 'planning', 'portfolio tracking'],
  },
  'process-opt': {
    fr: ['optimisation des procédés', 'amélioration de rendement', 'scale-up'],
    en: ['process optimisation', 'yield improvement', 'scale-up'],
  },
  doe: { fr: ["plans d'expériences", 'DOE'], en: ['DOE', 'design of experiments'] },
  'conduite-du-changement': {
    fr: ['conduite du changement', 'accompagnement du changement'],
    en: ['change management'],
    slug: ['conduite-du-changement'],
  },
  // ---- supply / achats ----
  'sap-mm': { fr: ['SAP MM'], slug: ['sap'] },
  'sap-sd': { fr: ['SAP SD'], slug: ['sap'] },
  'sap-pp': { fr: ['SAP PP'], slug: ['sap'] },
  'sap-apo': { fr: ['SAP APO', 'APO DP'], slug: ['sap'] },
  'sap-ibp': { fr: ['SAP IBP'], slug: ['sap'] },
  kinaxis: { fr: ['Kinaxis', 'Kinaxis RapidResponse'] },
  'blue-yonder': { fr: ['Blue Yonder', 'JDA'] },
  sop: { fr: ['S&OP', 'PIC / PDP', 'processus S&OP', 'S&OP (PIC/PDP)'], en: ['S&OP', 'Sales & Operations Planning'] },
  previsions: {
    fr: ['prévisions de ventes', 'forecasting', 'demand planning'],
    en: ['demand forecasting', 'demand planning'],
  },
  mrp: { fr: ['MRP', 'calcul des besoins (CBN)', 'MRP / CBN'], en: ['MRP'] },
  'gestion-stocks': {
    fr: ['gestion des stocks', 'optimisation des stocks', 'inventaires'],
    en: ['inventory management', 'stock optimisation'],
  },
  negociation: {
    fr: ['négociation', 'négociation fournisseurs', 'négociation commerciale'],
    en: ['negotiation', 'supplier negotiation'],
  },
  'sourcing-achats': {
    fr: ['sourcing fournisseurs', 'panel fournisseurs', 'sourcing international'],
    en: ['supplier sourcing', 'supplier panel', 'global sourcing'],
  },
  'appels-offres': {
    fr: ["appels d'offres", 'RFQ', 'RFP', 'consultations fournisseurs'],
    en: ['tenders', 'RFQ', 'RFP'],
  },
  'achats-hp': {
    fr: ['achats hors production', 'achats indirects', 'achats de prestations intellectuelles', 'frais généraux'],
    en: ['indirect procurement', 'non-production purchasing'],
  },
  'category-management': { fr: ['category management', 'stratégie achats par catégorie'], en: ['category management'] },
  coupa: { fr: ['Coupa'] },
  ariba: { fr: ['SAP Ariba', 'Ariba'], slug: ['sap'] },
  incoterms: { fr: ['Incoterms', 'douane', 'import / export'], en: ['Incoterms', 'customs', 'import/export'] },
  'suivi-fournisseurs': {
    fr: ['relance fournisseurs', 'suivi des livraisons', 'OTD fournisseurs'],
    en: ['supplier expediting', 'delivery follow-up', 'supplier OTD'],
  },
  wms: { fr: ['WMS', 'Reflex WMS', 'Manhattan', 'Generix'], en: ['WMS', 'Reflex WMS', 'Manhattan'] },
  tms: { fr: ['TMS', 'gestion du transport', 'affrètement'], en: ['TMS', 'transport management'] },
  flux: {
    fr: ['gestion des flux', 'préparation de commandes', 'réception / expédition'],
    en: ['flow management', 'order picking', 'inbound / outbound'],
  },
  edi: { fr: ['EDI'] },
  'adv-process': {
    fr: ['administration des ventes', 'order-to-cash', 'prise de commande', 'gestion des litiges clients'],
    en: ['sales administration', 'order-to-cash', 'order management'],
  },
  sav: { fr: ['SAV', 'service client'], en: ['customer service', 'after-sales'] },
  // ---- marketing / communication ----
  seo: { fr: ['SEO', 'référencement naturel'], en: ['SEO'] },
  sea: { fr: ['SEA', 'Google Ads'], en: ['SEA', 'Google Ads'] },
  'social-media': {
    fr: ['réseaux sociaux', 'social media', 'community management'],
    en: ['social media', 'community management'],
  },
  hubspot: { fr: ['HubSpot'] },
  salesforce: { fr: ['Salesforce'], slug: ['salesforce'] },
  'marketing-automation': { fr: ['marketing automation', 'Marketo', 'Brevo'], en: ['marketing automation', 'Marketo'] },
  rp: { fr: ['relations presse', 'RP'], en: ['press relations', 'PR'] },
  'comm-interne': { fr: ['communication interne'], en: ['internal communications'] },
  'comm-corporate': {
    fr: ['communication corporate', 'communication de crise'],
    en: ['corporate communications', 'crisis communications'],
  },
  'rse-comm': { fr: ['communication RSE', 'rapport RSE'], en: ['CSR communications'] },
  adobe: { fr: ['Suite Adobe', 'InDesign', 'Photoshop'], en: ['Adobe Creative Suite', 'InDesign'] },
  'go-to-market': { fr: ['go-to-market', 'lancement produit'], en: ['go-to-market', 'product launch'] },
  'etudes-marche': {
    fr: ['études de marché', 'veille concurrentielle'],
    en: ['market research', 'competitive intelligence'],
  },
  gamme: { fr: ['gestion de gamme', 'pricing'], en: ['range management', 'pricing'] },
  'b2b-marketing': { fr: ['marketing B2B', 'ABM'], en: ['B2B marketing', 'ABM'] },
  ga4: { fr: ['Google Analytics 4', 'GA4'] },
  contenus: { fr: ['création de contenus', 'storytelling'], en: ['content creation', 'storytelling'] },
  // ---- IT ----
  abap: { fr: ['ABAP'], slug: ['abap', 'sap'] },
  'migration-s4': {
    fr: ['migration S/4HANA', 'reprise de données'],
    en: ['S/4HANA migration', 'data migration'],
    slug: ['sap', 's4hana'],
  },
  moa: { fr: ['MOA', 'AMOA'], slug: ['moa'] },
  recette: {
    fr: ['recette', 'tests de recette', 'recette fonctionnelle'],
    en: ['UAT', 'acceptance testing'],
    slug: ['recette'],
  },
  jira: { fr: ['Jira'], slug: ['jira'] },
  confluence: { fr: ['Confluence'], slug: ['confluence'] },
  safe: { fr: ['SAFe'], slug: ['safe'] },
  sql: { fr: ['SQL'], slug: ['sql'] },
  python: { fr: ['Python'], slug: ['python'] },
  tableau: { fr: ['Tableau'], slug: ['tableau'] },
  dax: { fr: ['DAX', 'Power Query', 'DAX / Power Query'] },
  qlik: { fr: ['Qlik Sense', 'QlikView'] },
  'iso-27001': { fr: ['ISO 27001'], slug: ['iso-27001'] },
  'ebios-rm': { fr: ['EBIOS RM'], slug: ['ebios-rm'] },
  pssi: { fr: ['PSSI', 'politique de sécurité', 'gouvernance SSI'], en: ['security policy', 'security governance'] },
  iam: { fr: ['IAM'], slug: ['iam'] },
  modelisation: {
    fr: ['paramétrage', 'modélisation', 'paramétrage de la solution'],
    en: ['configuration', 'modelling'],
  },
};

export interface SectorDef {
  fr: string;
  en: string;
  employers: string[];
}

export const SECTORS: Record<string, SectorDef> = {
  aero: {
    fr: 'aéronautique',
    en: 'aerospace',
    employers: [
      'Airbus',
      'Safran Landing Systems',
      'Safran Aircraft Engines',
      'Dassault Aviation',
      'Latécoère',
      'Daher',
      'Figeac Aéro',
      'Stelia Aerospace',
      'Liebherr Aerospace Toulouse',
      'ATR',
    ],
  },
  defense: { fr: 'défense', en: 'defence', employers: ['Thales', 'MBDA', 'Nexter (KNDS)', 'Arquus'] },
  spatial: { fr: 'spatial', en: 'space', employers: ['ArianeGroup', 'Thales Alenia Space', 'CNES'] },
  naval: { fr: 'naval', en: 'shipbuilding', employers: ['Naval Group', 'Chantiers de l’Atlantique', 'Piriou'] },
  auto: {
    fr: 'automobile',
    en: 'automotive',
    employers: [
      'Stellantis',
      'Renault Group',
      'Forvia',
      'Valeo',
      'OPmobility',
      'Michelin',
      'Toyota Motor Manufacturing France',
      'Bosch France',
    ],
  },
  ferroviaire: {
    fr: 'ferroviaire',
    en: 'rail',
    employers: ['Alstom', 'SNCF Voyageurs', 'CAF France', 'Hitachi Rail', 'Knorr-Bremse France'],
  },
  nucleaire: { fr: 'nucléaire', en: 'nuclear', employers: ['EDF', 'Framatome', 'Orano', 'Onet Technologies'] },
  energie: {
    fr: 'énergie',
    en: 'energy',
    employers: ['TotalEnergies', 'Engie', 'Schneider Electric', 'RTE', 'Vallourec'],
  },
  chimie: {
    fr: 'chimie',
    en: 'chemicals',
    employers: ['Arkema', 'Solvay', 'Air Liquide', 'Syensqo', 'Elkem Silicones'],
  },
  pharma: {
    fr: 'pharmaceutique',
    en: 'pharmaceuticals',
    employers: ['Sanofi', 'Servier', 'Ipsen', 'Pierre Fabre', 'Biocodex', 'Boiron'],
  },
  'dispositifs-medicaux': {
    fr: 'dispositifs médicaux',
    en: 'medical devices',
    employers: ['bioMérieux', 'Guerbet', 'Vygon', 'Medtronic France'],
  },
  cosmetique: {
    fr: 'cosmétique',
    en: 'cosmetics',
    employers: ["L'Oréal", 'Clarins', 'Yves Rocher', 'Pierre Fabre Dermo-Cosmétique', 'Nuxe'],
  },
  agro: {
    fr: 'agroalimentaire',
    en: 'food & beverage',
    employers: [
      'Danone',
      'Lactalis',
      'Bel',
      'Bonduelle',
      'Fleury Michon',
      'Tereos',
      'Roquette',
      'Lesaffre',
      'Savencia',
      'Cooperl',
    ],
  },
  luxe: { fr: 'luxe', en: 'luxury', employers: ['LVMH', 'Hermès', 'Chanel', 'Kering', 'Cartier'] },
  retail: {
    fr: 'retail / grande distribution',
    en: 'retail',
    employers: ['Carrefour', 'Auchan', 'Decathlon', 'Leroy Merlin', 'Fnac Darty', 'Intermarché', 'Kiabi'],
  },
  ecommerce: { fr: 'e-commerce', en: 'e-commerce', employers: ['Cdiscount', 'Veepee', 'ManoMano', 'La Redoute'] },
  'transport-logistique': {
    fr: 'transport et logistique',
    en: 'transport & logistics',
    employers: ['Geodis', 'FM Logistic', 'ID Logistics', 'Kuehne+Nagel', 'Dachser France', 'STEF', 'XPO Logistics'],
  },
  btp: {
    fr: 'BTP',
    en: 'construction',
    employers: ['Vinci Construction', 'Bouygues Construction', 'Eiffage', 'Spie Batignolles', 'NGE'],
  },
  immobilier: {
    fr: 'immobilier',
    en: 'real estate',
    employers: ['Nexity', 'Icade', 'Altarea', 'Unibail-Rodamco-Westfield'],
  },
  banque: {
    fr: 'banque',
    en: 'banking',
    employers: ['BNP Paribas', 'Société Générale', 'Crédit Agricole CIB', 'Natixis', 'La Banque Postale'],
  },
  assurance: {
    fr: 'assurance',
    en: 'insurance',
    employers: ['AXA', 'Allianz France', 'Generali', 'CNP Assurances', 'Covéa'],
  },
  conseil: {
    fr: 'audit / conseil',
    en: 'audit & consulting',
    employers: ['Deloitte', 'KPMG', 'EY', 'PwC', 'Forvis Mazars', 'Grant Thornton', 'BDO'],
  },
  tech: {
    fr: 'tech / SaaS',
    en: 'tech / SaaS',
    employers: ['Doctolib', 'Qonto', 'Alan', 'Contentsquare', 'Swile', 'PayFit', 'Back Market'],
  },
  sante: {
    fr: 'santé',
    en: 'healthcare',
    employers: ['Ramsay Santé', 'Elsan', 'AP-HP', 'Korian (Clariane)', 'Vivalto Santé'],
  },
  public: {
    fr: 'secteur public',
    en: 'public sector',
    employers: ['Région Île-de-France', 'Métropole de Lyon', 'Ministère des Armées', 'CHU de Nantes'],
  },
  industrie: {
    fr: 'industrie manufacturière',
    en: 'manufacturing',
    employers: ['Saint-Gobain', 'Legrand', 'Seb', 'Bic', 'Somfy', 'Tarkett', 'Fives'],
  },
  plasturgie: {
    fr: 'plasturgie',
    en: 'plastics',
    employers: ['Plastivaloire', 'Groupe Mecaplast', 'Aptar Pharma', 'Smurfit Westrock'],
  },
  metallurgie: {
    fr: 'métallurgie',
    en: 'metals',
    employers: ['ArcelorMittal France', 'Aperam', 'Constellium', 'Aubert & Duval'],
  },
  electronique: {
    fr: 'électronique',
    en: 'electronics',
    employers: ['STMicroelectronics', 'Lacroix Group', 'Thales LAS', 'Soitec'],
  },
  emballage: {
    fr: 'papier / emballage',
    en: 'paper & packaging',
    employers: ['Smurfit Kappa', 'DS Smith', 'Verallia'],
  },
};

/** Sectors a recruiter reads as "the same world" (used for partial sector matches). */
export const SECTOR_NEAR: string[][] = [
  ['aero', 'defense', 'spatial'],
  ['pharma', 'dispositifs-medicaux'],
  ['chimie', 'emballage', 'plasturgie'],
  ['retail', 'ecommerce'],
  ['banque', 'assurance'],
  ['nucleaire', 'energie'],
];
/** FMCG / grande consommation as an English brief means it. */
export const FMCG = ['agro', 'cosmetique', 'retail'];
export const INDUSTRIAL = [
  'aero',
  'defense',
  'spatial',
  'naval',
  'auto',
  'ferroviaire',
  'nucleaire',
  'energie',
  'chimie',
  'pharma',
  'dispositifs-medicaux',
  'cosmetique',
  'agro',
  'industrie',
  'plasturgie',
  'metallurgie',
  'electronique',
  'emballage',
  'btp',
];
