/**
 * What a brief (a sentence or a pasted job ad: brief.ts) is made of beside the vocabulary: its function words, which
 * say nothing of a freelancer, and the words that say a requirement is not one.
 *
 * Function words: the French and English stop lists of the Snowball project (snowballstem.org, BSD 3-clause licence:
 * `french/stop.txt`, `english/stop.txt`), written here as their words, with the words of a job ad's frame that name no
 * skill (`poste`, `profil`, `candidat`, `role`, `team`...), added for briefs because job ads wrap every requirement in
 * them. Only a brief's words that the vocabulary does not know are looked up here: a function word that is also a word
 * of the trade (`ou` is not, `it` is: `IT`) is read by the vocabulary first.
 */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set([
  // French (Snowball)
  ...'au aux avec ce ces dans de des du elle en et eux il ils je la le les leur leurs lui ma mais me même mes moi mon ne nos notre nous on ou par pas pour qu que qui sa se ses son sur ta te tes toi ton tu un une vos votre vous c d j l à m n s t y été étée étées étés étant suis es est sommes êtes sont serai seras sera serons serez seront serais serait serions seriez seraient étais était étions étiez étaient fus fut fûmes fûtes furent sois soit soyons soyez soient fusse fusses fût fussions fussiez fussent ayant eu eue eues eus ai as avons avez ont aurai auras aura aurons aurez auront aurais aurait aurions auriez auraient avais avait avions aviez avaient eut eûmes eûtes eurent aie aies ait ayons ayez aient eusse eusses eût eussions eussiez eussent ceci cela cet cette ici quel quels quelle quelles sans soi'.split(
    ' ',
  ),
  // French: other small words of sentences
  ...'afin ainsi alors après auprès aussi autre autres avant beaucoup bien bon bonne car chaque chez comme comment dont donc dès déjà elles encore entre fait faire font hors ici jusqu lors lorsque moins où parce peu peut peuvent plus plusieurs près proche proches pourra pourrez quand quelque quelques sein selon si sous tant tel telle tels tout toute toutes tous très vers via voici voilà également notamment idéalement impérativement obligatoirement'.split(
    ' ',
  ),
  // English (Snowball)
  ...'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself it its itself they them their theirs themselves what which who whom this that these those am is are was were be been being have has had having do does did doing would should could ought a an the and but if or because as until while of at by for with about against between into through during before after above below to from up down in out on off over under again further then once here there when where why how all any both each few more most other some such no nor not only own same so than too very can will just don now'.split(
    ' ',
  ),
  // English: other small words of sentences
  ...'also etc must may might shall within without across per plus please well'.split(' '),
  // Greetings and sign-offs
  ...'bonjour bonsoir salut merci cordialement hello hi hey dear thanks thank regards cheers'.split(' '),
  // The frame of a job ad or a request (both languages): words around the requirements
  ...'cherche cherchons recherche recherchons recherché recherchée souhaitons souhaité souhaitée besoin poste postes profil profils candidat candidate candidats candidature mission missions client clients équipe équipes entreprise société projet projets rôle contexte descriptif description offre annonce h f hf fh nf looking seeking search searching need needs needed wanted hiring role roles position positions candidate candidates team teams company client clients project projects job jobs offer opportunity ideal strong excellent good great required requirements responsibilities nice'.split(
    ' ',
  ),
]);

/**
 * Words before a requirement that say it is not one (`pas de junior`, `sans SAP`, `no juniors`, `hors Paris`): the
 * words that follow them, to the end of their part of the sentence, are no requirement. An attribute named so
 * (`pas de junior`) excludes its holders; anything else named so is neither required nor ranked (a recruiter who writes
 * `sans SAP` says the mission needs no SAP, not that knowing it disqualifies).
 */
export const NEGATIONS: readonly (readonly string[])[] = [
  ['pas', 'de'],
  ['pas', 'd'],
  ['pas'],
  ['sans'],
  ['hors'],
  ['sauf'],
  ['excepté'],
  ['aucun'],
  ['aucune'],
  ['no'],
  ['not'],
  ['without'],
  ['except'],
  ['excluding'],
];

/** Words that end a negated part of a sentence (`pas de junior mais un senior`). */
export const NEGATION_ENDS: ReadonlySet<string> = new Set(['mais', 'but', 'et', 'and', 'plutôt', 'rather']);

/**
 * Words that, once a negation has named what it denies, begin a new requirement: a place, a date or a purpose
 * (`sans télétravail à Lyon`, `no remote in Paris`, `pas de junior pour 6 mois`). They begin one only after the
 * negation's first word (`pas à Paris`, `hors de Paris` deny the place).
 */
export const NEGATION_SCOPE_ENDS: ReadonlySet<string> = new Set(['à', 'sur', 'dès', 'pour', 'in', 'at', 'for', 'from']);

/**
 * Words after which a seniority names other people than the one sought (`mentor two juniors`, `encadrer des
 * juniors`): within three words before it, the seniority is not read. Counts and teams are not in it: `2 développeurs
 * seniors` and `join our team as a senior` are the people sought.
 */
export const OTHERS_BEFORE: ReadonlySet<string> = new Set([
  'mentor',
  'mentoring',
  'mentorer',
  'coach',
  'coacher',
  'coaching',
  'encadrer',
  'encadrement',
  'manage',
  'managing',
  'former',
  'train',
  'training',
  'accompagner',
  'superviser',
  'supervise',
  'supervising',
  // working with others: `coordonner les experts externes`, `liaise with the senior stakeholders`
  'coordonner',
  'coordination',
  'coordinate',
  'coordinating',
  'interface',
  'liaise',
  'liaising',
]);

/**
 * Words that make remote work the whole of a mission (`full remote`, `fully remote`, `100 % télétravail`, `entièrement
 * à distance`): where its client is then weighs as a keyword's place, not a brief's (brief.ts, BRIEF_PLACE_FACTOR).
 */
export const WHOLLY: ReadonlySet<string> = new Set([
  'full',
  'fully',
  '100',
  'entièrement',
  'totalement',
  'intégralement',
]);
