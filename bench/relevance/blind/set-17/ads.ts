// Set 17: pasted job / mission ads (French and English), written in the style of French engineering-consulting firms,
// interim-management platforms and freelance job boards. Invented companies; noise kept on purpose.

export const AD_FR = {
  automation: `Mission freelance – Automaticien(ne) mise en service H/F
Réf. : AUT-LYS-2611 | Publiée il y a 3 jours | 14 candidatures

Contexte
Notre client, intégrateur de lignes de conditionnement (secteur agroalimentaire et cosmétique) implanté à Saint-Priest (69), renforce son équipe projets pour la livraison de deux lignes complètes chez un grand compte. Le projet est en phase de fin de développement : les essais FAT sont prévus mi-janvier, puis SAT et mise en production chez le client final.

Missions
- Reprise et finalisation du programme automate (Siemens TIA Portal, S7-1500, ET200SP)
- Développement des écrans de supervision WinCC Unified / WinCC Advanced
- Participation aux essais FAT en atelier puis mise en service sur site (SAT)
- Rédaction de l'analyse fonctionnelle détaillée et des procédures d'essais
- Assistance au démarrage et formation des opérateurs / techniciens de maintenance

Profil recherché
- Automaticien confirmé, 5 ans minimum en programmation et mise en service
- Maîtrise impérative de TIA Portal ; la connaissance de Profinet et de la sécurité machine est un plus
- Habilitation électrique B2V BR à jour (obligatoire pour intervenir sur site)
- Anglais technique (documentation constructeur)
- Autonome, rigoureux, bon relationnel client

Conditions
- Démarrage : 05/01/2027
- Durée : 6 mois, renouvelable
- Lieu : Saint-Priest (Lyon Est), déplacements France ponctuels (30 % environ, frais pris en charge)
- TJM : 500 à 550 € HT selon profil
- Statut : freelance / portage accepté

Intéressé(e) ? Postulez directement ou envoyez votre CV à l'adresse indiquée. Seuls les profils correspondant seront recontactés. #automatisme #siemens #freelance`,

  supplierQuality: `Ingénieur Qualité Fournisseurs (SQE) – Automobile – Freelance 12 mois
Localisation : Sochaux / Montbéliard (25) – Doubs
Démarrage : janvier 2027
Type : mission freelance ou portage salarial

Qui sommes-nous ?
Cabinet de conseil en ingénierie de 400 consultants, nous accompagnons les constructeurs et équipementiers automobiles sur leurs projets qualité, industrialisation et achats. Dans le cadre du lancement d'un nouveau véhicule électrique, notre client, site de production d'un grand constructeur, recherche un SQE freelance.

Vos missions
• Piloter la qualité d'un panel d'environ 40 fournisseurs de pièces plastiques et électroniques (rang 1 et rang 2)
• Réaliser les audits process VDA 6.3 et suivre les plans d'actions
• Valider les dossiers PPAP / PSW et accompagner les fournisseurs jusqu'à la production série (APQP)
• Animer les résolutions de problèmes (8D, QRQC) suite aux incidents en ligne
• Suivre les indicateurs PPM et les coûts de non-qualité, présenter la performance fournisseurs en comité

Profil
- Ingénieur qualité fournisseur avec expérience significative en automobile (référentiel IATF 16949 indispensable)
- Auditeur VDA 6.3 certifié : un plus apprécié
- Anglais courant obligatoire (fournisseurs en Europe de l'Est et en Allemagne)
- Déplacements fournisseurs France / Europe : 40 % du temps
- Permis B

Rémunération : TJM selon expérience (fourchette client 520–600 €).
Merci de préciser votre disponibilité et votre TJM dans votre réponse.`,

  worksManager: `CONDUCTEUR DE TRAVAUX GROS ŒUVRE (H/F) – MISSION 6 MOIS – MARSEILLE 13

Entreprise générale du bâtiment régionale (180 M€ de CA, 450 collaborateurs), nous recherchons pour notre agence de Marseille un conducteur de travaux gros œuvre en renfort, en freelance, pour une opération de 85 logements collectifs en R+6 avec un niveau de parking en sous-sol (Marseille 10e).

Vos responsabilités :
- préparation et suivi du chantier gros œuvre (terrassements, fondations spéciales, voiles, planchers)
- encadrement de 2 chefs de chantier et d'une équipe de 25 compagnons + intérimaires
- gestion des sous-traitants (ferraillage, coffrage, grue), commandes et réceptions
- suivi budgétaire, planning et reporting hebdomadaire à la direction de travaux
- respect des règles de sécurité : PPSPS, plans de prévention, accueil sécurité

Profil :
Vous justifiez d'au moins 5 ans d'expérience en conduite de travaux gros œuvre sur des opérations de logements. AIPR encadrant souhaité. Maîtrise d'Excel et de MS Project. Le permis B est indispensable (déplacements entre chantier et agence).

Démarrage mi-janvier 2027. Durée 6 mois minimum. TJM cible : 450 € HT.
Pas de télétravail possible (présence chantier 5 j/5).

Postuler : envoyez CV + disponibilités. Réponse sous 48 h.`,

  validation: `Consultant CQV / Ingénieur Validation (H/F) – Injectables – Normandie

📍 Val-de-Reuil (27) – Eure | ⏱ 9 mois | 🚀 ASAP

Notre client, site de production pharmaceutique de formes stériles (injectables, remplissage aseptique en isolateur), mène un projet d'extension de capacité : nouvelle ligne de remplissage, nouveaux autoclaves et réseau d'eau pour préparations injectables (EPPI).

Vos missions :
✔ Rédiger les analyses de risques et les protocoles de qualification (IQ/OQ/PQ) des équipements et utilités
✔ Exécuter les tests sur site en coordination avec les fournisseurs (FAT/SAT)
✔ Rédiger les rapports et gérer les déviations de qualification
✔ Participer aux études de validation de nettoyage et de stérilisation
✔ Contribuer à la préparation de l'inspection ANSM

Votre profil :
- Formation ingénieur ou pharmacien, 4 ans minimum en qualification / validation en environnement BPF (GMP)
- Expérience des salles propres et du remplissage aseptique appréciée
- Validation de nettoyage : un vrai plus
- Anglais professionnel (documentation fournisseurs et procédures groupe en anglais)
- Rigueur documentaire, respect des bonnes pratiques (ALCOA+)

Conditions : démarrage dès que possible, mission de 9 mois, présentiel sur site 5 j/semaine, TJM selon profil.
Candidatures freelances et portage acceptées. Pas de sous-traitance en cascade.`,

  maintenanceInterim: `Management de transition – Responsable Maintenance de site (H/F)
Secteur : agroalimentaire (produits laitiers) | Lieu : Cholet (49) | Durée : 6 mois

Contexte : Départ imprévu du responsable maintenance d'une usine de 250 personnes (production en 3x8, 7 lignes de conditionnement). Le site doit sécuriser la continuité de la maintenance pendant le recrutement du successeur et relancer le plan de maintenance préventive, dans un contexte social tendu.

Votre mission de manager de transition :
- Reprendre en main le service maintenance (25 techniciens, 2 chefs d'équipe, 1 méthodiste)
- Fiabiliser la GMAO (Carl Source) et le plan préventif, remettre à plat les indicateurs (MTBF, MTTR, taux de préventif)
- Déployer les standards TPM sur les lignes pilotes
- Piloter le budget maintenance et les investissements de renouvellement
- Participer au CODIR et aux instances représentatives du personnel

Profil :
Manager de transition confirmé, vous avez déjà dirigé un service maintenance d'usine agroalimentaire ou process (15 ans d'expérience minimum). Vous savez fédérer des équipes dans un contexte social difficile. Une expérience en hygiène / nettoyage des lignes (IFS, BRC) est appréciée.

Démarrage : courant décembre 2026. Logement et déplacements pris en charge. Honoraires selon profil.`,

  methodsAero: `Ingénieur Méthodes Industrialisation – Aéronautique (H/F)
Toulouse / Blagnac (31) – Freelance – 12 mois

Description du poste
Dans le cadre de la montée en cadence d'un programme monocouloir, un équipementier aéronautique de rang 1 recherche un ingénieur méthodes / industrialisation pour son site d'assemblage de Blagnac.

Activités principales
- Définir les gammes de fabrication et d'assemblage à partir de la maquette numérique (CATIA V5)
- Préparer l'industrialisation des nouvelles références : moyens, outillages, temps, implantation
- Analyser les non-conformités et mettre en place les actions correctives avec la qualité (référentiel EN 9100)
- Participer aux chantiers lean (VSM, 5S, SMED) de l'atelier
- Rédiger les instructions de travail et former les compagnons

Profil
Ingénieur méthodes avec une première expérience réussie dans l'aéronautique ou le spatial. CATIA V5 et environnement EN 9100 appréciés. Anglais professionnel (programme international).

Informations pratiques
Démarrage souhaité : février 2027. Durée : 12 mois renouvelables. Présence sur site 4 à 5 jours/semaine. TJM selon profil.
Merci d'indiquer vos disponibilités. Réf. METH-BLG-27.`,

  offshoreWind: `CHEF DE PROJET CONSTRUCTION ÉOLIEN EN MER (H/F) – Freelance – Saint-Nazaire / Nantes

Un développeur-producteur européen d'énergies renouvelables recherche un chef de projet construction pour le suivi d'un parc éolien en mer (62 turbines, fondations posées) en phase de construction.

Vos responsabilités
• Piloter les interfaces entre les contrats EPC (fondations, câbles inter-éoliennes, sous-station, turbines)
• Suivre le planning de construction, les risques et les réclamations des contractants
• Coordonner les campagnes offshore depuis la base de Saint-Nazaire
• Reporting au directeur de projet et aux partenaires financiers

Votre profil
- Chef de projet éolien (offshore idéalement) ou grands projets énergie, 8 ans d'expérience minimum
- Certification GWO requise pour l'accès aux sites (BST à jour)
- Anglais courant indispensable : langue de travail du projet
- Déplacements ponctuels au Danemark et en Allemagne (usines turbines)

Mission de 18 mois, démarrage T1 2027, basée à Saint-Nazaire avec une journée par semaine à Nantes. Télétravail 1 jour/semaine possible.`,

  hseSeveso: `Ingénieur HSE – site Seveso seuil haut – Fos-sur-Mer (13) – Freelance
Démarrage : 04/01/2027 – Durée : 6 mois – TJM : 500-580 €

Site pétrochimique classé Seveso seuil haut, 350 salariés et jusqu'à 800 intervenants extérieurs pendant l'arrêt technique de mars–avril 2027.

Missions :
- Animer la prévention sur l'arrêt technique : analyses de risques, plans de prévention, permis de travail, visites terrain
- Suivre la conformité réglementaire ICPE et les échanges avec la DREAL
- Mettre à jour le DUERP et les études ATEX des zones concernées
- Analyser les accidents / presque-accidents (arbre des causes), animer les causeries sécurité
- Reporting quotidien au responsable HSE du site

Profil :
Ingénieur ou responsable HSE avec expérience des sites Seveso ou chimiques. Connaissance de l'ATEX, la certification ISM-ATEX est appréciée. Habilitations site à prévoir (formation GIES à la charge du client).
Présence sur site obligatoire, horaires d'arrêt technique possibles (postes décalés en mars–avril).`,

  bim: `Coordinateur / Coordinatrice BIM – Bureau d'études structure – Paris La Défense (92)

Notre client, bureau d'études techniques structure et fluides de 120 personnes, recherche un(e) coordinateur/trice BIM en freelance pour un projet de tour de bureaux (IGH, 38 niveaux) en phase PRO/DCE puis EXE.

Vos missions :
- rédiger et faire vivre la convention BIM du projet et la charte de modélisation
- coordonner les maquettes structure, CVC, plomberie et électricité (synthèse technique)
- réaliser les détections de clashs sous Navisworks et animer les revues hebdomadaires
- assurer le contrôle qualité des maquettes IFC et le suivi des BCF
- accompagner les modeleurs Revit de l'équipe

Profil : 5 ans minimum en BIM dont 2 en coordination, maîtrise de Revit et Navisworks indispensable, connaissance de Solibri ou BIMcollab appréciée.

Conditions : démarrage janvier 2027, 6 mois renouvelables, 3 jours sur site à La Défense + 2 jours de télétravail par semaine. TJM : 450–520 €.`,

  purchasing: `Acheteur Projets H/F – Freelance – Grenoble (38)

Entreprise : constructeur d'équipements hydroélectriques (turbines, alternateurs), 900 salariés en Isère.

Mission : au sein de la direction des achats projets, vous prenez en charge les achats de sous-ensembles mécano-soudés, de pièces de fonderie et d'usinage lourd pour deux projets de réhabilitation de centrales (France et Canada).
- Lancer les appels d'offres et consultations, analyser les offres techniques et commerciales
- Négocier prix, délais et conditions contractuelles avec les fournisseurs
- Assurer le suivi des commandes jusqu'à la livraison, gérer les aléas et les pénalités
- Travailler en étroite collaboration avec l'ingénierie, la qualité fournisseurs et les chefs de projet

Profil : acheteur industriel ou acheteur projets, expérience des achats mécaniques (chaudronnerie, usinage, fonderie). Anglais professionnel requis (fournisseurs internationaux). SAP MM apprécié.

Démarrage ASAP – durée 8 mois – sur site à Grenoble (télétravail 1 j/semaine). TJM selon profil.`,

  controlling: `Contrôleur de gestion industriel (H/F) – Mission freelance – Douai (59)

Notre client, usine de fabrication de composants automobiles (600 personnes, groupe international), recherche un contrôleur de gestion industriel en mission pour remplacer un congé longue durée.

Rattaché(e) au directeur administratif et financier du site, vous :
- calculez et mettez à jour les coûts standards et les prix de revient
- réalisez les clôtures mensuelles (stocks, encours, provisions) et le reporting groupe
- analysez les écarts de production (matière, main d'œuvre, frais) avec les responsables d'ateliers
- construisez le budget 2027 et les reforecasts
- développez les tableaux de bord de l'usine sous Power BI

Profil : contrôleur de gestion en environnement industriel, maîtrise de SAP CO et d'Excel, Power BI apprécié. Une expérience en automobile serait un plus.

Conditions : 5 jours par semaine sur site à Douai, pas de télétravail. Démarrage janvier 2027, 6 mois. TJM selon profil.`,

  regulatory: `Chargé(e) d'affaires réglementaires Dispositifs Médicaux – Freelance – Lyon ou remote

Start-up medtech lyonnaise (implants orthopédiques, classe IIb et III) en pleine transition MDR, nous recherchons un(e) consultant(e) affaires réglementaires pour 6 mois.

Missions :
• Mettre à jour la documentation technique selon le règlement (UE) 2017/745 (MDR)
• Préparer les réponses aux questions de l'organisme notifié
• Participer à la gestion des risques (ISO 14971) et à l'évaluation clinique
• Veille réglementaire et accompagnement de l'équipe qualité (ISO 13485)

Profil : 5 ans minimum en affaires réglementaires DM, expérience de la transition MDR indispensable. Anglais courant (échanges avec l'organisme notifié en anglais).
Organisation : remote possible, avec 2 jours par semaine dans nos locaux de Lyon 7e. Démarrage : janvier 2027.`,

  itIndustrial: `Ingénieur informatique industrielle SCADA / MES (H/F) – Alsace (Mulhouse)

Pour un site chimique du sud de l'Alsace, nous recherchons un ingénieur informatique industrielle freelance.
- Faire évoluer l'architecture de supervision (PcVue ou WinCC selon les ateliers) et les historiques de données
- Participer au déploiement du MES (modèle ISA-95) : gestion des ordres de fabrication, traçabilité, OEE
- Contribuer à la sécurisation des réseaux OT (segmentation, IEC 62443)
- Support aux équipes production et automatisme

Profil : informatique industrielle, SCADA et/ou MES, connaissance d'ISA-95 ; une sensibilité cybersécurité OT est un plus. Allemand apprécié (fournisseurs suisses).
Démarrage : février 2027. Durée : 9 mois. Rythme : 4 jours par semaine accepté. Site à 15 min de Mulhouse.`,

  electrical: `Ingénieur électricien HTA/BT – CNPE – Gironde (33) – 12 mois

Dans le cadre d'un programme de modifications sur le CNPE du Blayais, notre client, ingénierie de 2 000 personnes, recherche un ingénieur électricien freelance pour renforcer son équipe d'études basée à Bordeaux (Mérignac) avec déplacements réguliers sur site.

Missions :
- études de distribution électrique HTA / BT : bilans de puissance, notes de calcul (Caneco BT), sélectivité
- réalisation / vérification des schémas (EPLAN)
- rédaction des spécifications et analyse des offres fournisseurs
- suivi des travaux et des essais sur site

Profil : ingénieur électrotechnique, 5 ans d'expérience minimum en études HTA/BT. Habilitation électrique à jour obligatoire ; habilitations nucléaires (CSQ, RP1) fortement appréciées. Expérience nucléaire appréciée.

Démarrage : mars 2027. Durée 12 mois. Présentiel (bureau Mérignac + site Blayais).`,
};

export const AD_EN = {
  legal: `Contract Manager – EPC Energy Projects (freelance, 6 months renewable)
Location: Paris – La Défense (hybrid: 3 days on site)
Start: January 2027

About the role
Our client, an international engineering and construction group, is delivering two EPC projects (a combined-cycle power plant and a grid substation) and needs an experienced contract manager to support the project directors.

Responsibilities
- Manage the main EPC contracts (FIDIC Yellow / Silver Book) and subcontracts
- Handle notices, variations and claims; build entitlement and defend counter-claims
- Draft and negotiate subcontracts and amendments with procurement
- Advise project teams on contractual risk; prepare contract close-out

Profile
- Lawyer or contract manager with 8+ years on large industrial or energy projects
- Hands-on FIDIC experience; claims management expertise is essential
- Fluent English (working language), French is a plus

Daily rate: competitive, depending on experience. Please send your CV in English.`,

  stress: `Stress Engineer – Aerostructures – Toulouse (freelance)

We are looking for a Stress Engineer to join a wing structures team in Toulouse for an aircraft programme ramp-up.
Tasks:
* Static and fatigue & damage tolerance analysis of metallic and composite parts
* FEM modelling and analysis with MSC Nastran / Patran, HyperMesh pre-processing
* Writing stress reports and supporting concessions (non-conformities) on the production line
* Close work with design office and certification teams

Requirements:
* Aeronautical stress engineer with hands-on Nastran/Patran experience
* Fatigue & DT knowledge required; composite experience is a plus
* English: professional working level
Conditions: start ASAP, 12 months, on site in Toulouse (remote 1 day per week possible).`,

  process: `Process Engineer – Chemical Plant – Port of Antwerp (Belgium)

A chemical producer in the port of Antwerp is looking for a freelance process engineer for a debottlenecking project of an existing unit.
Scope:
- Process simulations (Aspen Plus / HYSYS), heat and mass balances
- Update of PFDs and P&IDs, equipment datasheets
- Participation in HAZOP sessions and follow-up of actions
- Support to start-up after modification
Profile: chemical / process engineer, 5+ years in chemicals or petrochemicals; HAZOP experience; Dutch or English (working languages on site). Duration: 6 months. Start: as soon as possible. Site presence 4 days/week.`,

  supplyChain: `S&OP / Demand Planning Lead – Medical Devices – Lausanne area (Switzerland)

Our client, a medical device manufacturer headquartered in Vaud, is redesigning its S&OP process and looking for a freelance lead.
You will:
- Run the monthly S&OP cycle (demand review, supply review, executive meeting)
- Improve forecast accuracy and align production plans with the two European plants
- Support the deployment of SAP IBP
- Coach regional demand planners

You have:
- Solid S&OP / demand planning experience, ideally in medtech or pharma
- SAP (APO or IBP) experience
- French and fluent English

Start: February 2027 – 9 months – 80% (4 days a week) – on site in the Lausanne area, 1 day of home office.`,

  commissioning: `I&C Commissioning Engineer – Gas Processing Plant – Middle East (rotation 28/28)

Freelance mission for an EPC contractor on a gas processing plant in the Middle East.
Responsibilities:
• Pre-commissioning and commissioning of instrumentation and control systems
• Loop checks, instrument calibration, function tests with the DCS (Yokogawa CENTUM VP) and SIS
• Punch list management and handover documentation
• Coordination with vendors and client operations

Requirements:
• Instrumentation / I&C engineer with oil & gas commissioning experience
• DCS and loop check experience essential
• BOSIET / offshore certificates are a plus
• Fluent English
Rotation 28 days on / 28 days off, flights and accommodation provided. Start January 2027.`,
};
