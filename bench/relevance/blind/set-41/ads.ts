/** Mission ads pasted as industrial firms and engineering consultancies write them. */

export const AD_METHODES_FIGEAC = `Référence : MET-USI-2612
Intitulé : Ingénieur Méthodes Usinage (H/F) – mission freelance

Contexte
Dans le cadre d'un surcroît d'activité lié à la montée en cadence des programmes monocouloirs, notre client, sous-traitant de rang 1 spécialisé dans l'usinage de pièces de structure et de trains d'atterrissage, renforce son service méthodes usinage.

Missions
- Définir les gammes d'usinage des nouvelles références (aluminium, titane, acier) et choisir les moyens
- Piloter la programmation FAO avec l'équipe programmeurs et valider les premières pièces
- Réduire les temps de cycle et fiabiliser les process sur centres 5 axes
- Participer aux revues de faisabilité avec le bureau d'études du client et la qualité
- Traiter les non-conformités et mettre à jour les AMDEC process

Profil recherché
Bac+5 ingénieur (Arts et Métiers ou équivalent), 5 ans d'expérience minimum en méthodes usinage, idéalement dans l'aéronautique. Connaissance d'un logiciel de FAO (CATIA NC, NX CAM ou Tebis) et de CATIA V5. Rigueur, autonomie, goût du terrain.

Informations pratiques
Lieu : Figeac (46), présence sur site 5 jours / 5
Démarrage : ASAP
Durée : 6 mois renouvelable
TJM : selon profil`;

export const AD_MAINTENANCE_OYONNAX = `OFFRE DE MISSION – TECHNICIEN(NE) DE MAINTENANCE ÉLECTROMÉCANIQUE

Notre client, plasturgiste de la Plastics Vallée (injection de pièces techniques pour l'automobile et la cosmétique, 180 presses), recherche un technicien de maintenance en renfort pour sa période de fin d'année.

Vos missions :
• Dépannage électrique, mécanique, hydraulique et pneumatique des presses à injecter et des périphériques (robots de déchargement, thermorégulateurs, broyeurs)
• Maintenance préventive selon le planning GMAO
• Participation aux changements de moules avec les régleurs
• Propositions d'améliorations pour fiabiliser les équipements

Profil :
BTS MS / DUT GIM ou expérience équivalente en maintenance industrielle, habilitation électrique B2V BR à jour obligatoire. Une expérience en plasturgie (presses Engel, Arburg, Billion) serait un vrai plus.

Conditions : poste en 2x8, site d'Oyonnax (01). Mission de 3 mois minimum, démarrage mi-décembre.`;

export const AD_ESSAIS_VELIZY = `Mission : Ingénieur(e) Essais Vibratoires et Environnement – Défense

Le client : groupe de défense et d'électronique, site de Vélizy-Villacoublay (78).

Dans le cadre de la qualification d'équipements embarqués (radars, calculateurs), vous prenez en charge les campagnes d'essais d'environnement :
- rédaction des plans et procédures d'essais (vibrations, chocs, climatique) à partir des spécifications clients et des normes (MIL-STD-810, DO-160)
- définition de l'instrumentation (accéléromètres, jauges) et suivi des montages
- pilotage des essais en laboratoire interne et chez les sous-traitants
- dépouillement des mesures et rédaction des rapports de qualification

Compétences attendues : 3 ans d'expérience au moins en essais vibratoires, lecture de plans, anglais technique. La nationalité française et une habilitation Secret Défense (ou la capacité à l'obtenir rapidement, dossier déjà en cours accepté) sont requises.

Durée : 9 mois. Temps plein sur site, télétravail non possible pour raisons de confidentialité.`;

export const AD_PROJET_FERROVIAIRE = `Nous recherchons pour l'un de nos clients, constructeur ferroviaire implanté dans le Valenciennois, un Chef de Projet Industriel confirmé (H/F) en freelance.

Contexte : lancement industriel d'une nouvelle série de trains régionaux. Le chef de projet industriel est le garant de la préparation de l'usine : moyens, ressources, planning de production et coûts.

Responsabilités
1. Piloter le plan d'industrialisation avec les méthodes, la supply chain, la qualité et la production
2. Suivre le planning, les budgets d'investissement et les risques industriels
3. Animer les revues de jalons et le reporting auprès de la direction de projet
4. Coordonner le transfert des premières rames de la phase prototype à la série

Profil
- Ingénieur, au moins 7 ans d'expérience en gestion de projet industriel, idéalement en ferroviaire ou en construction de véhicules
- Maîtrise de MS Project et de la gestion des risques
- Anglais professionnel (échanges avec l'ingénierie en Espagne)

Lieu : Petite-Forêt / Crespin (59). Démarrage janvier 2027, 12 mois.`;

export const AD_AUDIT_EN9100 = `AUDITEUR QUALITÉ FOURNISSEURS EN 9100 – MISSION DE 6 MOIS

Pour le compte d'un donneur d'ordre aéronautique du Sud-Ouest, nous recherchons un auditeur qualité fournisseurs pour réaliser la campagne d'audits processus de son panel (usinage, traitements de surface, composites, câblage).

Vous réaliserez :
– la préparation et la conduite d'audits processus et produit chez les fournisseurs (environ 3 audits par semaine)
– la rédaction des rapports et la validation des plans d'actions
– le suivi des fournisseurs sous surveillance renforcée avec les SQE du client

Votre profil :
– expérience confirmée d'auditeur en environnement EN 9100 / AS9100
– qualification d'auditeur tierce partie appréciée
– permis B, déplacements fréquents en Occitanie et Nouvelle-Aquitaine (50 % du temps)

Base : Toulouse ou Bordeaux. Démarrage souhaité : début janvier.`;

export const AD_AUTOMATICIEN_EXPORT = `Automaticien mise en service – grands déplacements (H/F)

Intégrateur de lignes de conditionnement basé dans l'Est lyonnais, nous recherchons des automaticiens indépendants pour nos chantiers de mise en service en France et à l'international (Europe, Maghreb, Amérique du Nord).

Vos missions :
• reprise et mise au point des programmes automates et IHM (Siemens TIA Portal ou Schneider selon les lignes)
• essais FAT en atelier puis SAT chez le client final
• formation des opérateurs et des équipes de maintenance
• rédaction des dossiers de mise en service

Profil recherché :
Vous avez au moins 3 ans d'expérience en mise en service sur site et vous êtes à l'aise en anglais (les clients finaux sont souvent à l'étranger). Habilitation électrique à jour. Disponibilité pour des déplacements de 2 à 4 semaines.

Missions de 1 à 3 mois renouvelables, base Lyon / Auvergne-Rhône-Alpes.`;

export const AD_AIRWORTHINESS_EN = `Contract opportunity – Airworthiness / Certification Engineer
Location: Blagnac (31), hybrid (2 days remote per week)
Duration: 12 months, extendable
Start: January 2027

Our client, an EASA Part 21J Design Organisation working on cabin and systems modifications for the A320 and A350 families, is looking for an experienced certification engineer.

Responsibilities
- Classify design changes (minor / major) and prepare certification programmes
- Write and review compliance documents against CS-25 (compliance checklists, means of compliance)
- Coordinate with design, stress and test teams to collect substantiation data
- Act as the interface with EASA and customer airworthiness offices
- Support STC applications for cabin modifications

Requirements
- At least 5 years in certification / airworthiness within a DOA
- In-depth knowledge of CS-25 and Part 21
- Fluent English (working language); French is a plus
- Able to work on site in Blagnac three days a week`;
