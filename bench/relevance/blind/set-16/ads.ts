// Set 16: job ads pasted into the brief field (written for this set in the style of French job boards and
// freelance platforms; every company is invented).

export const AD_FR_FULLSTACK_NANTES = `Développeur Fullstack Node.js / React (H/F) – Freelance – Nantes

Qui sommes-nous ?
Acteur de la mobilité douce dans le Grand Ouest, notre client (180 collaborateurs) conçoit des applications de réservation de vélos et de trottinettes utilisées par plus de 2 millions de personnes. Son ambition : devenir la plateforme de référence de la mobilité partagée en France d'ici 2028.

Contexte de la mission
Dans le cadre de la refonte de sa plateforme de réservation, l'équipe produit renforce sa squad « Parcours client » (1 PO, 1 designer, 4 développeurs) avec un(e) développeur(se) fullstack freelance.

Vos missions
- Concevoir et développer de nouvelles fonctionnalités côté back (Node.js / NestJS) et côté front (React, TypeScript)
- Participer aux choix d'architecture et aux revues de code
- Écrire des tests unitaires et end-to-end
- Contribuer à l'amélioration continue de la CI/CD
- Participer aux rituels agiles (Scrum)

Profil recherché
- 5 ans d'expérience minimum en développement fullstack JavaScript
- Maîtrise de Node.js, React et TypeScript
- Une expérience avec PostgreSQL et Docker est un plus
- Une connaissance d'AWS serait appréciée
- Esprit d'équipe, autonomie, sens du produit

Conditions
- Démarrage : janvier 2027
- Durée : 6 mois renouvelable
- Lieu : Nantes (44), 2 jours de télétravail par semaine
- TJM : 500 à 580 € HT selon profil

Nous étudions toutes les candidatures à compétences égales, sans distinction d'âge, de genre ou d'origine.`;

export const AD_FR_CDG_GRENOBLE = `Contrôleur de gestion industriel H/F – Mission de transition – Grenoble (38)

Notre client, ETI familiale spécialisée dans la fabrication d'équipements de montagne (3 usines, 650 salariés, présence dans 25 pays), recherche un contrôleur de gestion industriel en freelance pour remplacer un départ et accompagner la clôture budgétaire.

Missions principales :
• Élaboration du budget 2027 et des reforecasts trimestriels
• Calcul et analyse des coûts de revient, suivi des écarts sur matières et main-d'œuvre
• Valorisation des stocks et participation aux inventaires
• Reporting mensuel auprès du directeur de site et de la direction financière groupe
• Amélioration des outils de pilotage (tableaux de bord)

Profil :
Bac+5 en contrôle de gestion / finance, vous justifiez d'au moins 5 ans d'expérience en contrôle de gestion industriel, idéalement dans un environnement multi-sites. La connaissance de SAP (module CO) et de Power BI est un vrai plus. Rigueur, pédagogie et goût du terrain.

Informations pratiques :
Démarrage dès que possible – mission de 12 mois – présence sur site à Grenoble 4 jours par semaine, 1 jour de télétravail. TJM selon profil.`;

export const AD_FR_PAIE_MARSEILLE = `Mission freelance – Gestionnaire de paie (H/F) – Marseille

Cabinet d'expertise comptable de 60 personnes, implanté à Marseille depuis 30 ans, nous accompagnons plus de 900 TPE et PME de la région (BTP, commerce, hôtellerie-restauration).

Pour faire face à un pic d'activité, nous recherchons un(e) gestionnaire de paie expérimenté(e) en mission.

Vos missions : gestion d'un portefeuille d'environ 40 dossiers (1 à 50 salariés), établissement des bulletins, DSN mensuelles et événementielles, entrées/sorties, arrêts maladie, soldes de tout compte, réponses aux questions des clients.

Compétences attendues : maîtrise de la paie multi-conventions, DSN, logiciel Silae (impératif), connaissance des conventions collectives BTP et HCR.

Conditions : démarrage le 4 janvier 2027, mission de 3 mois, 4 jours par semaine, sur site dans nos locaux de Marseille 8e. Tickets restaurant, parking.`;

export const AD_FR_SAP_MMSD = `Consultant(e) SAP MM / SD S/4HANA – Freelance – Full remote + déplacements ponctuels à Lille

À propos
Fondée en 2009, Orbis Conseil est une société de conseil indépendante de 320 consultants spécialisée dans la transformation des fonctions supply chain et finance. Nous accompagnons des groupes industriels et de distribution dans leurs programmes ERP, de la stratégie au déploiement. Certifiés Great Place to Work® trois années de suite, nous plaçons l'humain au cœur de nos projets : formation continue, communautés d'expertise, événements internes et une vraie culture du feedback.

Le projet
Pour le compte d'un distributeur spécialisé (2,3 Md€ de CA, 450 magasins en Europe), nous intervenons sur le programme de migration ECC vers S/4HANA. Le programme entre en phase de réalisation (vague 2 : logistique et ventes) et nous renforçons l'équipe intégrateur avec un(e) consultant(e) fonctionnel(le) SAP MM/SD senior.

Vos responsabilités
- Animer les ateliers de conception détaillée avec les équipes métiers (achats, approvisionnement, administration des ventes)
- Rédiger les spécifications fonctionnelles et paramétrer les modules MM et SD
- Piloter les développements spécifiques avec l'équipe ABAP offshore
- Préparer et suivre les tests d'intégration et la recette utilisateurs
- Participer à la bascule et au support post-démarrage (hypercare)
- Contribuer à la formation des key users

Profil recherché
- Au moins 7 ans d'expérience en tant que consultant(e) SAP MM et/ou SD, dont au moins un projet S/4HANA de bout en bout
- Bonne compréhension des flux logistiques de la distribution (intégration avec un WMS appréciée)
- Capacité à animer des ateliers avec des interlocuteurs de haut niveau
- Anglais professionnel (une partie des équipes est basée au Portugal)
- Certification SAP appréciée

Modalités
- Démarrage : février 2027
- Durée : 10 mois minimum, avec visibilité jusqu'à fin 2027
- Full remote, avec un déplacement de 2 jours toutes les 3 semaines au siège du client à Lille (frais pris en charge)
- TJM : jusqu'à 900 € HT

Environnement technique et fonctionnel
- SAP S/4HANA 2023 (on-premise), Fiori, intégration avec un WMS (Manhattan) et un outil de prévision des ventes
- Outils projet : Jira, Confluence, SAP Solution Manager, Teams
- Méthodologie SAP Activate, sprints de 3 semaines, comités de pilotage mensuels
- Équipe intégrateur : 1 directeur de programme, 2 chefs de projet, 9 consultants fonctionnels, 6 développeurs ABAP (dont 4 offshore), 2 experts intégration

Ce que nous offrons à nos consultants indépendants
- Un paiement à 30 jours fin de mois, sans frais de portage imposé
- L'accès à notre communauté d'experts SAP (retours d'expérience, webinars mensuels, base de connaissances)
- Des missions longues et une visibilité sur les prochains programmes de nos clients
- Un interlocuteur dédié pendant toute la durée de la mission

Pourquoi nous rejoindre ?
Un projet d'envergure, une équipe bienveillante et des consultants qui se cooptent depuis plus de 10 ans. Nous organisons chaque trimestre une journée d'échanges entre consultants salariés et indépendants, et nos freelances sont invités à nos séminaires annuels. Orbis Conseil s'engage en faveur de la diversité, de l'égalité professionnelle et de l'inclusion des personnes en situation de handicap. Tous nos postes sont ouverts aux personnes en situation de handicap.

Processus : un premier échange avec notre équipe freelance, puis un entretien technique avec le directeur de programme. Réponse sous 5 jours.`;

export const AD_FR_PMO_DEFENSE = `PMO / Chef de projet transformation – Secteur bancaire – Paris La Défense – Freelance

Contexte : au sein de la direction des opérations d'une grande banque de financement et d'investissement, le programme « Ops 2027 » vise à refondre les processus de back-office (règlement-livraison, réconciliations) et à rationaliser les outils. Le programme regroupe 9 projets et une soixantaine de personnes entre Paris, Londres et Lisbonne.

Mission : en appui du directeur de programme, vous prenez en charge le PMO du programme :
- construction et suivi du planning consolidé, gestion des dépendances
- suivi budgétaire (6 M€), reporting mensuel au comité de pilotage
- animation des comités projets et de la gouvernance, gestion des risques et plans d'action
- coordination des équipes métiers et IT, accompagnement du changement

Profil : 8 ans d'expérience minimum en gestion de projet / PMO, dont une expérience significative dans la banque ou les services financiers. Anglais courant indispensable (comités en anglais). Certification PMP ou PRINCE2 appréciée, connaissance de SAFe bienvenue.

Démarrage : mi-janvier 2027 – Durée : 12 mois – 3 jours sur site à La Défense, 2 jours de télétravail – TJM : 750 à 850 €.`;

export const AD_FR_DATA_RENNES = `Data Analyst Power BI (F/H) – Rennes – freelance

Notre client, une coopérative agricole bretonne (4 000 adhérents), lance un programme de pilotage par la donnée et cherche un(e) data analyst pour accompagner ses directions commerciale et logistique.

Vos missions :
- Recueillir les besoins et définir les indicateurs avec les métiers
- Construire les modèles de données et les rapports Power BI (DAX)
- Écrire les requêtes SQL sur l'entrepôt de données
- Former les utilisateurs et documenter les rapports

Compétences requises : Power BI, SQL. Appréciées : DAX avancé, connaissance du secteur agroalimentaire, Python.
Expérience : 3 à 5 ans sur un poste similaire.
Démarrage : février 2027. Durée : 6 mois. Lieu : Rennes, en hybride (2 jours sur site par semaine).`;

export const AD_FR_RRH_ORLEANS = `RRH de transition H/F – PME industrielle – Orléans (45)

Dans le cadre du remplacement d'un congé maternité, une PME industrielle de 250 salariés du Loiret recherche un(e) Responsable Ressources Humaines de transition.

Rattaché(e) au directeur général, vous assurez :
• les relations sociales : préparation et animation des CSE, négociation annuelle obligatoire
• le conseil aux managers en droit social (disciplinaire, ruptures, inaptitudes)
• le suivi de l'administration du personnel et le contrôle de la paie externalisée
• la poursuite du projet de GPEC engagé l'an dernier

Profil : une dizaine d'années d'expérience RH en environnement industriel, une solide pratique des relations sociales et du droit du travail. Vous êtes à l'aise avec le terrain et les partenaires sociaux.

Conditions : mission de 6 mois, 3 jours par semaine sur site à Orléans, démarrage au plus vite. Rémunération selon profil.

Chez nous, la diversité est une force : toutes les candidatures sont étudiées avec la même attention.`;

export const AD_FR_DEVOPS_AZURE = `Mission DevOps Azure – Strasbourg ou télétravail – 6 mois

Pour un éditeur de logiciels de santé (140 personnes) basé à Strasbourg, nous recherchons un ingénieur DevOps / Cloud Azure freelance.

Contexte : migration des applications hébergées on-premise vers Azure (AKS), industrialisation des déploiements et mise en place de l'observabilité.

Missions :
- Conception de l'infrastructure Azure en Terraform (landing zone, réseau, sécurité)
- Mise en place et exploitation des clusters Kubernetes (AKS), charts Helm
- Pipelines CI/CD (Azure DevOps ou GitLab CI)
- Supervision (Prometheus, Grafana), astreintes ponctuelles

Compétences : Azure (obligatoire), Terraform, Kubernetes. Un plus : certification Azure, expérience dans la santé (HDS).

Conditions : démarrage janvier 2027, 6 mois renouvelable, sur site à Strasbourg ou en full remote (un déplacement par mois), TJM max 650 €.`;

export const AD_FR_REDAC_SANTE = `Rédacteur / Rédactrice web SEO – Santé – 100 % télétravail

Nous sommes une start-up de la e-santé qui aide les patients à trouver le bon professionnel. Notre blog attire 1,5 million de visiteurs par mois et nous voulons accélérer.

Nous cherchons un(e) rédacteur(rice) web freelance pour produire des articles de fond optimisés SEO (vulgarisation médicale, prévention, parcours de soins), à partir de briefs fournis par notre équipe SEO et relus par un comité médical.

Ce que nous attendons : une plume claire et rigoureuse, une vraie maîtrise du SEO éditorial, une expérience dans la santé serait un gros plus. WordPress.

Organisation : 100 % à distance, environ 2 jours par semaine, mission de 4 mois pour commencer, démarrage en décembre.`;

export const AD_FR_ACHETEUR_TOULOUSE = `Acheteur projet aéronautique H/F – Toulouse – Mission freelance 9 mois

Équipementier de rang 1 de l'aéronautique (systèmes de conditionnement d'air), notre client renforce sa direction achats pour le lancement d'un nouveau programme.

Missions :
- Consultation et sélection des fournisseurs de pièces mécaniques et électroniques
- Négociation des contrats et des prix, suivi des plans de réduction de coûts
- Suivi de la performance fournisseurs (qualité, délais) et gestion des risques
- Interface avec l'ingénierie, la qualité et le programme

Profil : 5 ans minimum en achats industriels, idéalement dans l'aéronautique ou l'automobile. Anglais courant (fournisseurs internationaux). La maîtrise de SAP est un plus.

Démarrage janvier 2027, 9 mois, sur site à Toulouse (Blagnac), 1 jour de télétravail possible.`;

export const AD_FR_PO_LILLE = `Product Owner e-commerce (H/F) – Lille – Dispo immédiate

Enseigne de distribution spécialisée (sport & loisirs), nous recherchons un Product Owner freelance pour notre équipe « Checkout & paiement » en remplacement d'un départ.

Vos missions : gestion et priorisation du backlog, rédaction des user stories et critères d'acceptation, animation des rituels avec l'équipe de développement (Scrum), suivi des KPI de conversion, coordination avec les équipes paiement et logistique.

Profil : expérience confirmée de PO sur des produits e-commerce ou retail, Jira / Confluence, sens de la donnée.

Démarrage immédiat, mission de 6 mois, hybride à Lille (3 jours sur site).`;

export const AD_FR_BIZDEV_LYON = `BUSINESS DEVELOPER SAAS (H/F) – LYON – FREELANCE 4 JOURS / SEMAINE

🚀 Qui sommes-nous ?
Fondée en 2019 à Lyon, Talentia Flow est une scale-up de la HR tech qui simplifie la gestion des plannings et des temps pour les entreprises de services (propreté, sécurité, aide à domicile). Après une levée de fonds de 18 M€ en 2025, nous accompagnons déjà plus de 1 200 clients et 85 000 utilisateurs au quotidien. Notre équipe de 110 personnes est répartie entre Lyon, Paris et Barcelone.

Nos valeurs : impact, transparence, bienveillance, et une bonne dose d'ambition. Chez Talentia Flow, on croit que le travail bien fait passe par des équipes épanouies : séminaires annuels, budget formation, mutuelle prise en charge à 100 %, locaux au cœur de la Part-Dieu avec terrasse.

🎯 Le contexte
Pour accélérer sur le segment des entreprises de 200 à 2 000 salariés en Auvergne-Rhône-Alpes et en Bourgogne-Franche-Comté, nous recherchons un(e) business developer freelance expérimenté(e), capable de prendre en main tout le cycle de vente en autonomie pendant que nous recrutons notre futur Head of Sales.

💼 Vos missions
- Prospecter de nouveaux comptes (outbound, salons, réseau) et générer votre propre pipe
- Mener les rendez-vous de découverte et les démonstrations de la solution
- Construire les propositions commerciales et négocier jusqu'à la signature
- Travailler main dans la main avec le marketing sur les campagnes ABM
- Tenir à jour le CRM (HubSpot) et partager les retours terrain avec l'équipe produit
- Participer à la structuration du playbook commercial

👤 Votre profil
- 5 ans minimum de vente B2B, dont au moins 2 dans la vente de logiciels SaaS
- Une expérience de la vente aux DRH ou aux directions des opérations est un vrai plus
- À l'aise avec des cycles de vente de 3 à 6 mois et des paniers de 20 à 80 k€ ARR
- Excellent relationnel, ténacité, sens de l'écoute
- Maîtrise de HubSpot ou de Salesforce appréciée

📍 Conditions
- Mission freelance de 6 mois, renouvelable
- 4 jours par semaine
- Basé(e) à Lyon : 3 jours par semaine dans nos locaux, le reste en télétravail
- Démarrage : janvier 2027
- TJM : 450 à 550 € + variable sur les signatures

🤝 Process
Un appel de 30 minutes avec notre Talent Acquisition Manager, un cas pratique de découverte client, puis une rencontre avec nos fondateurs.

Talentia Flow s'engage pour l'égalité des chances. Nous accueillons toutes les candidatures sans distinction d'âge, de genre, d'origine, d'orientation sexuelle ou de handicap. Le poste est ouvert aux personnes en situation de handicap.`;

// ------------------------------------------------------------------ English
export const AD_EN_FRONTEND_LU = `Senior Frontend Engineer (React / TypeScript) – Freelance – Remote (EU)

About us
Lumen Pay is a Luxembourg-based payments company serving 4,000 merchants across Europe. Our product and engineering team (45 people) works remotely across eight countries.

The role
We are looking for a senior freelance frontend engineer to help us rebuild our merchant dashboard. You will work with a product designer, a product manager and three backend engineers.

What you will do
- Build new features of the merchant dashboard in React and TypeScript
- Help shape our component library and front-end architecture
- Improve performance and accessibility
- Review code and mentor two mid-level engineers

What we are looking for
- 7+ years of front-end development, at least 4 with React
- Strong TypeScript skills
- Experience with testing (Jest, Cypress) and design systems
- Fintech or payments experience is a plus
- Fluent English (our working language)

Terms
- Start: January 2027
- Duration: 6 months, likely extension
- Fully remote within the EU, one on-site week per quarter in Luxembourg
- Rate: up to €650 per day

We are an equal opportunity employer.`;

export const AD_EN_CONTROLLER_GENEVA = `Financial Controller / FP&A – 6-month freelance assignment – Geneva

Our client, an international commodities trading house headquartered in Geneva, is looking for an experienced financial controller to cover a parental leave.

Responsibilities:
- Month-end closing and management reporting for the Geneva entity and two subsidiaries
- Budget, forecasts and variance analysis (FP&A)
- Preparation of the monthly board pack
- Support to the group consolidation under IFRS

Profile:
- At least 5 years of experience in controlling or FP&A, ideally in trading or financial services
- Fluent English and French
- Strong Excel; knowledge of SAP or Power BI appreciated

Start: January 2027. On site in Geneva, 1 day of home office per week.`;

export const AD_EN_GRC_BRUSSELS = `Cybersecurity GRC Consultant (ISO 27001 / NIS2) – Brussels – hybrid

A Belgian utility company is strengthening its security governance ahead of NIS2. We are looking for a freelance GRC consultant to:
- run the ISO 27001 gap analysis and build the remediation roadmap
- update the information security policies and the risk register
- prepare the NIS2 compliance file and support the internal audit
- raise awareness among business teams

Requirements: solid experience with ISO 27001 (Lead Implementer or Lead Auditor appreciated), knowledge of NIS2, risk management methods (EBIOS RM or ISO 27005). English fluent; Dutch is a plus.

Start February 2027, 9 months, hybrid in Brussels (2 days a week on site).`;

export const AD_EN_GROWTH_PARIS = `Growth Marketing Manager – B2B SaaS – Paris – freelance, 3 days a week

We are a 60-person B2B SaaS company (procurement software) based in Paris, and we need a freelance growth marketer to scale our inbound engine while we hire a permanent Head of Marketing.

You will own paid acquisition (Google Ads, LinkedIn Ads), marketing automation and lead nurturing in HubSpot, landing pages and A/B tests, and weekly reporting on pipeline generated.

You have 5+ years in B2B marketing, ideally in SaaS, hands-on HubSpot experience and fluent English (half of our market is international).

3 days a week, hybrid in Paris 9e (one day at the office), start ASAP, 4 months.`;

export const AD_EN_DATAENG_LYON = `Data Engineer (Databricks / Spark / Azure) – Lyon or remote – freelance

Context: an energy supplier is moving its analytics platform to Databricks on Azure. The data team (12 people) needs an experienced data engineer to build and industrialise the ingestion and transformation pipelines.

Tasks: PySpark pipelines on Databricks, Delta Lake modelling, orchestration, CI/CD with Azure DevOps, data quality monitoring, documentation.

Must have: Spark, Python, Databricks or a similar platform, 4+ years as a data engineer.
Nice to have: Azure, dbt, energy sector experience.

Lyon (hybrid) or fully remote in France. Start January 2027, 6 months.`;

export const AD_EN_TRANSLATOR = `Freelance Technical Translator EN>FR (software localisation)

A software vendor is localising its industrial maintenance platform into French: user interface strings, online help and training material (around 180,000 words over 3 months).

We are looking for a native French translator specialised in technical translation and software localisation, working with a CAT tool (Trados or memoQ). Remote, flexible hours. Start mid-December.`;
