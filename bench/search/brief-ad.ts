/**
 * A job ad as boards publish them (its title, the mission, the stack, the profile, the conditions, the company and the
 * hiring process: 3 700 characters), its sections then repeated from the mission on up to the brief's limit of 5 000
 * characters: the longest brief a partner may send. bench/search sends it as `brief`, each time with a reference of
 * its own (`réf. N`), so that no reading is taken from the cache.
 */
const SECTIONS = [
  'Développeur Full-Stack TypeScript / React (H/F) – Freelance – Lyon ou Paris',
  'Notre client, éditeur SaaS B2B de la gestion des achats (250 personnes, 40 millions d’euros de chiffre d’affaires), renforce son équipe produit pour la refonte de son portail fournisseurs. Vous rejoindrez une squad de six personnes (un product owner, un product designer, trois développeurs, un QA) au sein d’une direction technique de quarante ingénieurs.',
  'Missions : concevoir et développer les nouvelles fonctionnalités du portail en React et TypeScript côté front, en Node.js (NestJS) côté API ; participer aux ateliers de conception avec le product owner et le designer ; écrire les tests unitaires, d’intégration et de bout en bout (Jest, Playwright) ; contribuer au design system de l’entreprise (Storybook) ; améliorer les performances et l’accessibilité (RGAA) ; relire le code des autres développeurs et partager les bonnes pratiques ; participer aux astreintes de mise en production une semaine sur six.',
  'Environnement technique : React 18, TypeScript, Next.js, Redux Toolkit, React Query, Node.js, NestJS, PostgreSQL, Redis, Elasticsearch, Docker, Kubernetes, GitLab CI, AWS (ECS, RDS, S3), Datadog, Sentry. Méthodologie Scrum, sprints de deux semaines, revues de code systématiques, trunk-based development.',
  'Profil recherché : au moins 5 ans d’expérience en développement web dont 3 ans sur React et TypeScript ; une expérience significative sur une API Node.js en production ; une sensibilité forte à la qualité du code, aux tests et à l’expérience utilisateur ; une bonne communication écrite et orale ; anglais professionnel (une partie de l’équipe est à Barcelone). Une expérience dans un éditeur SaaS ou sur un produit à fort trafic est un plus. Pas de profil junior.',
  'Conditions : mission de 12 mois renouvelable, démarrage en janvier, 4 jours par semaine possibles. Télétravail 3 jours par semaine, présence sur site à Lyon (Part-Dieu) ou à Paris (La Défense) deux jours par semaine. TJM selon profil, entre 550 et 650 € HT par jour. Matériel fourni.',
  'L’entreprise : fondée en 2009, notre client accompagne plus de 1 200 entreprises de taille intermédiaire dans la digitalisation de leurs achats. Ses équipes techniques sont organisées en squads autonomes, chacune responsable d’un domaine fonctionnel de bout en bout, du cadrage à la mise en production. La culture d’entreprise valorise l’autonomie, la transparence et l’apprentissage continu : budget formation, conférences, guildes techniques mensuelles, hackathons deux fois par an. Les locaux de Lyon et de Paris sont accessibles en transports en commun.',
  'Processus de recrutement : un premier échange de trente minutes avec notre consultant pour comprendre votre parcours et vos attentes ; un entretien technique d’une heure avec le lead developer de la squad (revue d’un extrait de code, discussion d’architecture, pas de test à la maison) ; un dernier échange avec le CTO et le product owner. Réponse sous 48 heures après chaque étape.',
  'Pourquoi cette mission : un produit utilisé chaque jour par des milliers d’acheteurs, une dette technique maîtrisée, une équipe bienveillante et exigeante, un vrai impact sur les choix techniques, et la possibilité de prolonger la collaboration sur le module de facturation électronique prévu pour 2027.',
];

export const LONG_AD = (() => {
  let ad = SECTIONS.join('\n\n');
  for (let i = 2; ad.length < 4_960; i = (i + 1) % SECTIONS.length) ad += `\n\n${SECTIONS[i]}`;
  return ad.slice(0, 4_960);
})();
