import { parseKeywords } from '../../../src/domain/search/keyword-grammar';
import {
  AMBIGUOUS_ABBREVIATIONS,
  NEIGHBOURS,
  OCCUPATIONS,
  occupationForms,
  SHARED_FORMS,
  TRADE_SKILLS,
} from '../../../src/domain/search/occupations-data';
import {
  expandKeywords,
  formKey,
  withAcronymsSpelt,
  type Alternative,
} from '../../../src/domain/search/query-expansion';
import { SKILLS } from '../../../src/domain/search/referential';
import { exactTokens } from '../../../src/domain/search/text-analysis';
import { EQUIVALENTS } from '../../../src/domain/search/vocabulary-data';

/**
 * Every group of the vocabulary, named: the referential's skills, the compounds, the occupations, the trade's skill
 * words.
 */
const GROUPS: [string, readonly string[]][] = [
  ...SKILLS.map((s): [string, string[]] => [`skill ${s.slug}`, [s.name, s.slug, ...s.aliases]]),
  ...EQUIVALENTS.map((e): [string, readonly string[]] => [`compound ${e[0]}`, e]),
  ...OCCUPATIONS.map((o): [string, string[]] => [`occupation ${o.fr[0] ?? o.en[0]}`, occupationForms(o)]),
  ...TRADE_SKILLS.map((e): [string, readonly string[]] => [`skill word ${e[0]}`, e]),
];

/** The first clause of `keywords`. */
const clause = (keywords: string) => expandKeywords(parseKeywords(keywords)).query.groups[0]!.include[0]!;
/** The forms the first clause of `keywords` reads as (terms joined by +). */
const reads = (keywords: string): string[] =>
  clause(keywords).alternatives.map((alt) => alt.map((t) => t.text).join('+'));
/**
 * Whether `keywords` finds the text `form`, as the engines match (by stems): some alternative has each of its terms
 * in it, a term of several words as a phrase.
 */
const readsAs = (keywords: string, form: string) =>
  clause(keywords).alternatives.some((alt) => alt.every((t) => ` ${formKey(form)} `.includes(` ${formKey(t.text)} `)));

/** The feminine of the gendered words of French titles, to check that each title has its feminine form. */
const FEMININE: Record<string, string> = Object.fromEntries(
  [
    ['développeur', 'développeuse'],
    ['programmeur', 'programmeuse'],
    ['ingénieur', 'ingénieure'],
    ['administrateur', 'administratrice'],
    ['directeur', 'directrice'],
    ['concepteur', 'conceptrice'],
    ['formateur', 'formatrice'],
    ['technicien', 'technicienne'],
    ['auditeur', 'auditrice'],
    ['rédacteur', 'rédactrice'],
    ['chercheur', 'chercheuse'],
    ['intégrateur', 'intégratrice'],
    ['chef', 'cheffe'],
    ['chargé', 'chargée'],
    ['contrôleur', 'contrôleuse'],
    ['acheteur', 'acheteuse'],
    ['recruteur', 'recruteuse'],
    ['testeur', 'testeuse'],
    ['pentesteur', 'pentesteuse'],
    ['recetteur', 'recetteuse'],
    ['automaticien', 'automaticienne'],
    ['statisticien', 'statisticienne'],
    ['biostatisticien', 'biostatisticienne'],
    ['qualiticien', 'qualiticienne'],
    ['consolideur', 'consolideuse'],
    ['trésorier', 'trésorière'],
    ['délégué', 'déléguée'],
    ['coordinateur', 'coordinatrice'],
    ['opérateur', 'opératrice'],
    ['référent', 'référente'],
    ['expert', 'experte'],
    ['attaché', 'attachée'],
    ['conseiller', 'conseillère'],
    ['animateur', 'animatrice'],
    ['prospecteur', 'prospectrice'],
    ['traducteur', 'traductrice'],
    ['référenceur', 'référenceuse'],
    ['avocat', 'avocate'],
    ['gérant', 'gérante'],
    ['président', 'présidente'],
    ['consultant', 'consultante'],
    ['designer', 'designeuse'],
    ['infirmier', 'infirmière'],
    ['coordonnateur', 'coordonnatrice'],
    ['manipulateur', 'manipulatrice'],
    ['puériculteur', 'puéricultrice'],
    ['psychomotricien', 'psychomotricienne'],
    ['maïeuticien', 'maïeuticienne'],
    ['masseur', 'masseuse'],
    ['codeur', 'codeuse'],
    ['remplaçant', 'remplaçante'],
  ].map(([m, f]) => [m!, f!]),
);
/**
 * Adjectives, feminine after one of the nouns above (`développeuse embarquée`, `directrice administrative et
 * financière`, but `ingénieure logiciel embarqué`).
 */
const FEMININE_AFTER: Record<string, string> = Object.fromEntries(
  [
    ['administratif', 'administrative'],
    ['applicatif', 'applicative'],
    ['embarqué', 'embarquée'],
    ['fonctionnel', 'fonctionnelle'],
    ['financier', 'financière'],
    ['général', 'générale'],
    ['commercial', 'commerciale'],
    ['opérationnel', 'opérationnelle'],
    ['industriel', 'industrielle'],
    ['fiscal', 'fiscale'],
    ['diplômé', 'diplômée'],
    ['anesthésiste', 'anesthésiste'],
  ].map(([m, f]) => [m!, f!]),
);
function feminineOf(title: string): string {
  let agreeing = false; // after a gendered noun, through its adjectives and `et`
  return title
    .split(' ')
    .map((w) => {
      const f = FEMININE[w] ?? (agreeing ? FEMININE_AFTER[w] : undefined);
      agreeing = f !== undefined || (agreeing && w === 'et');
      return f ?? w;
    })
    .join(' ');
}

describe('the occupations vocabulary (occupations-data.ts) is well formed', () => {
  it('holds at least 150 occupations with French and English titles, each with its source', () => {
    const occupations = OCCUPATIONS.filter((o) => o.fr.length > 0 && o.en.length > 0);
    expect(occupations.length).toBeGreaterThanOrEqual(150);
    for (const o of OCCUPATIONS) {
      expect([o.fr[0], o.source]).toEqual([
        o.fr[0],
        expect.stringMatching(
          /^(ESCO [0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|written from knowledge)$/,
        ),
      ]);
      expect(o.fr.length).toBeGreaterThan(0);
    }
    expect(OCCUPATIONS.filter((o) => o.feminine.length > 0).length).toBeGreaterThanOrEqual(150);
    expect(OCCUPATIONS.filter((o) => (o.abbr ?? []).length > 0).length).toBeGreaterThanOrEqual(15);
  });

  it('gives every gendered French title its feminine form', () => {
    const missing = OCCUPATIONS.flatMap((o) => {
      const keys = new Set(occupationForms(o).map(formKey));
      return o.fr
        .filter((title) => !keys.has(formKey(feminineOf(title))))
        .map((title) => `${title} (${feminineOf(title)})`);
    });
    expect(missing).toEqual([]);
  });

  it('reads every form as tokens of text analysis, dropping only an elided d or l typed without its apostrophe', () => {
    for (const [name, forms] of GROUPS) {
      expect([name, forms.length > 0]).toEqual([name, true]);
      for (const form of forms) {
        const tokens = exactTokens(form);
        expect([form, tokens.length > 0 && tokens.every((t) => /^[a-z0-9]+$/.test(t))]).toEqual([form, true]);
        const dropped = tokens.filter((t, i) => (t === 'd' || t === 'l') && i < tokens.length - 1).length;
        expect([form, dropped]).toEqual([form, (form.match(/(^|\s)[dl]\s/g) ?? []).length]); // `l&d manager` would read as `manager`
        expect([form, formKey(form).length > 0]).toEqual([form, true]);
      }
    }
  });

  it('puts no form in two groups, but the shared forms it documents', () => {
    const shared = new Set(SHARED_FORMS.map(formKey));
    const owners = new Map<string, string[]>();
    for (const [name, forms] of GROUPS)
      for (const key of new Set(forms.map(formKey))) owners.set(key, [...(owners.get(key) ?? []), name]);
    const twice = [...owners].filter(([key, names]) => names.length > 1 && !shared.has(key));
    expect(twice).toEqual([]);
    for (const key of shared) expect(owners.get(key)?.length).toBe(2);
    // An ambiguous abbreviation is no form of any group (it reads one way), and it names groups that exist.
    for (const [abbreviation, targets] of Object.entries(AMBIGUOUS_ABBREVIATIONS)) {
      expect([abbreviation, owners.get(formKey(abbreviation))]).toEqual([abbreviation, undefined]);
      for (const target of targets)
        expect([abbreviation, target, owners.has(formKey(target))]).toEqual([abbreviation, target, true]);
    }
  });

  it('gives every skill word group at least two forms read differently', () => {
    for (const forms of TRADE_SKILLS)
      expect([forms[0], new Set(forms.map(formKey)).size > 1]).toEqual([forms[0], true]);
  });
});

describe('an occupation reads as every form of its group', () => {
  it.each<[string, string[]]>([
    // masculine finds feminine
    ['administrateur systèmes', ['administratrice système', 'system administrator', 'sysadmin']],
    ['développeur mobile', ['développeuse mobile', 'mobile developer']],
    ['chef de projet', ['cheffe de projet', 'project manager']],
    ['contrôleur de gestion', ['contrôleuse de gestion', 'management controller']],
    ['recruteur', ['recruteuse', 'recruiter', 'chargée de recrutement']],
    // English finds French
    ['cloud architect', ['architecte cloud']],
    ['technical writer', ['rédacteur technique', 'rédactrice technique']],
    ['accountant', ['comptable']],
    ['business analyst', ['analyste métier', 'analyste fonctionnelle']],
    ['systems administrator', ['administrateur système', 'administratrice système']],
    ['hr business partner', ['business partner rh', 'hrbp']],
    // industry, construction, supply chain and life sciences: what ROME's appellations and ESCO's labels miss
    ['plant manager', ["directrice d'usine", 'directeur de site']],
    ['maintenance manager', ['responsable maintenance', 'responsable de la maintenance']],
    ['automation engineer', ['automaticien', 'automaticienne', 'ingénieur automatisme']],
    ['construction site manager', ['conducteur de travaux', 'conductrice de travaux']],
    ['supply planner', ['approvisionneur', 'approvisionneuse']],
    ['stress engineer', ['ingénieur calcul']],
    ['regulatory affairs manager', ["chargée d'affaires réglementaires"]],
    ['sqe', ['ingénieur qualité fournisseur', 'supplier quality engineer']],
    // abbreviations find titles, and titles find them
    ['cfo', ['daf', 'directeur financier', 'directrice administrative et financière', 'chief financial officer']],
    ['directeur financier', ['cfo', 'daf', 'directrice financière']],
    ['dsi', ['directeur des systèmes d information', 'directrice informatique', 'chief information officer']],
    ['rssi', ['chief information security officer', 'ciso']],
    ['dba', ['administrateur de bases de données', 'administratrice base de données', 'database administrator']],
    ['sre', ['site reliability engineer', 'ingénieure fiabilité']],
    ['drh', ['directrice des ressources humaines', 'chro', 'hr director']],
    // the job words' shorthand, alone and in a title
    ['archi', ['architecte', 'architect']],
    ['ingé', ['ingénieur', 'ingénieure', 'engineer']],
    ['dir', ['directeur', 'directrice']],
    ['dev', ['développeur', 'développeuse', 'developer']],
    ['dir financier', ['directeur financier', 'directrice financière', 'cfo', 'daf']],
    ['ingé devops', ['ingénieur devops', 'devops engineer']],
    ['archi cloud', ['architecte cloud', 'cloud architect']],
    // the trade's skill words
    ['sdmm', ['sd mm', 'sap sd mm']],
    ['sd-mm', ['sdmm', 'sd mm']],
    ['sd/mm', ['sdmm']],
    ['fi/co', ['fico', 'sap fico']],
    ['amoa', ['assistance à maîtrise d ouvrage']],
    ['paie', ['payroll']],
    ['ressources humaines', ['rh', 'hr', 'human resources']],
    ['compta gé', ['comptabilité générale', 'general accounting']],
    ['fp&a', ['financial planning and analysis', 'fpa']],
    ['gest paie', ['gestionnaire de paie', 'payroll officer']],
    ['pbi', ['power bi']],
    ['RN', ['react native']],
    ['cyber', ['cybersécurité', 'cybersecurity']],
    ['sysops', ['administrateur système', 'sysadmin']],
    ['management accountant', ['contrôleur de gestion']],
    ['gmao', ['cmms']],
    ['amdec', ['fmea']],
    ['bpf', ['gmp', 'bonnes pratiques de fabrication']],
    ['cvc', ['hvac', 'chauffage ventilation climatisation']],
    ['qhse', ['qualité hygiène sécurité environnement']],
    // a title made of two is found by each (COMBINED_TITLES)
    ['network administrator', ['administrateur réseau', 'administrateur systèmes et réseaux']],
    ['administrateur système', ['administratrice systèmes et réseaux']],
    ['ingénieur réseau', ['ingénieur systèmes et réseaux', 'ingénieur réseau et sécurité']],
  ])('%p', (keywords, forms) => {
    for (const form of forms) expect([form, readsAs(keywords, form)]).toEqual([form, true]);
  });

  it('reads a title made of two as itself, not as each of its parts (one way)', () => {
    expect(readsAs('administrateur systèmes et réseaux', 'administrateur réseau')).toBe(false);
    expect(readsAs('ingénieur réseau et sécurité', 'network engineer')).toBe(false);
  });

  it('leaves out an equivalent that holds every word typed: the words as typed already find it', () => {
    // `sap consultant` holds both words: the run then means nothing more than its words, read one by one
    const { query } = expandKeywords(parseKeywords('consultant sap'));
    expect([...query.prefer!, ...query.groups[0]!.include].map((c) => c.alternatives.length)).toEqual([1, 1]);
    expect(reads('comptable')).toEqual(['comptable', 'accountant', 'general accountant']); // `comptable général` holds it
    expect(readsAs('consultant sap', 'SAP consultant') && readsAs('comptable', 'Comptable générale')).toBe(true);
  });

  it('reads a title with an acronym in it spelt out, and the other way (withAcronymsSpelt)', () => {
    // CVs write the field either way: `Consultant Business Intelligence` is the BI consultant
    expect(readsAs('consultant BI', 'consultant business intelligence')).toBe(true);
    expect(readsAs('consultant business intelligence', 'consultant décisionnel')).toBe(true);
    expect(readsAs('chargé ressources humaines', 'chargée RH')).toBe(true);
    expect(readsAs('chef de projet CRM', 'chef de projet customer relationship management')).toBe(true);
    // only an acronym and the words whose initials it is: `informatique décisionnelle` is no spelling of `BI`
    expect(
      withAcronymsSpelt([['consultant bi']], [['bi', 'business intelligence', 'informatique décisionnelle']]),
    ).toEqual([['consultant bi', 'consultant business intelligence']]);
    // a spelling another title holds, or two titles would both make, is left out
    expect(
      withAcronymsSpelt(
        [['chargé rh'], ['chargé ressources humaines'], ['consultant rh'], ['conseiller rh', 'consultant rh']],
        [['rh', 'ressources humaines']],
      ),
    ).toEqual([
      ['chargé rh'],
      ['chargé ressources humaines'],
      ['consultant rh'],
      ['conseiller rh', 'consultant rh', 'conseiller ressources humaines'],
    ]);
  });

  it("finds a longer title's head as its neighbour: the trade after the specialty, rather than nobody", () => {
    // ROME's `chargé de communication interne` is a title nobody may write: the communication officers come after
    const internal = clause('chargée de communication interne');
    const show = (a: Alternative) => a.map((t) => t.text).join(' ');
    expect(internal.alternatives.slice(0, internal.neighboursFrom).map(show)).toContain(
      'charge de communication interne',
    );
    expect(internal.alternatives.slice(internal.neighboursFrom).map(show)).toEqual(
      expect.arrayContaining(['charge de communication', 'communications officer']),
    );
    const near = (keywords: string) => {
      const c = clause(keywords);
      return c.neighboursFrom === undefined ? [] : c.alternatives.slice(c.neighboursFrom).map(show);
    };
    // a head of one word (ROME's `acheteur industriel`), a hand-written title without neighbours of its own
    expect(near('acheteur industriel')).toEqual(expect.arrayContaining(['acheteur', 'buyer']));
    expect(near('cheffe de projet digital')).toEqual(expect.arrayContaining(['chef de projet', 'project manager']));
    // never a job word alone (`développeur`, `consultant`), nor a title made of two (COMBINED_TITLES): each its own
    expect(near('consultant cybersécurité')).not.toContain('consultant');
    expect(clause('ingénieur réseau et sécurité').alternatives.map(show)).not.toContain('network engineer');
  });

  it('reads a title with its job word in shorthand (`resp QHSE`) as the title', () => {
    expect(readsAs('resp QHSE', 'responsable qualité hygiène sécurité environnement')).toBe(true);
    expect(readsAs('resp achats', 'directeur des achats')).toBe(true);
  });

  it('reads a run as its title, longest first, with what was typed', () => {
    expect(reads('data engineer')).toEqual(
      expect.arrayContaining(['data+engineer', 'ingenieur data', 'ingenieure donnees', 'ingenieur big data']),
    );
    expect(reads('cheffe de projet digital')).toEqual(
      expect.arrayContaining(['cheffe+de+projet+digital', 'digital project manager', 'chef de projet web']),
    );
  });
});

describe('neighbouring occupations (NEIGHBOURS): found one way, ranked after the title', () => {
  const demoted = (keywords: string) =>
    (expandKeywords(parseKeywords(keywords)).query.after ?? [])
      .flatMap((a) => a.near)
      .map((t) => `${t.kind}:${t.text}`);

  it.each<[string, string, string]>([
    ['rssi', 'cybersecurity consultant', 'consultant securite'],
    ['ciso', 'consultante sécurité', 'consultante securite'], // a feminine title is a headline phrase of its own
    ['ciso', 'grc consultant', 'consultant grc'],
    ['analyste fp&a', 'contrôleuse de gestion', 'controleur de gestion'],
    ['internal auditor', 'auditrice financière', 'auditeur financier'],
    ['ingé ML', 'ingénieure ia', 'ingenieur ia'],
    ['designer ux ui', 'ux designer', 'concepteur ux'], // (`designer ux` is in `designer ux ui`: not demoted)
    ['chef de projet IT', 'project manager', 'chef de projet'],
  ])('%p finds %p, demoted', (keywords, neighbour, phrase) => {
    expect(readsAs(keywords, neighbour)).toBe(true);
    if (keywords !== 'chef de projet IT') expect(demoted(keywords)).toContain(`phrase:${phrase}`);
  });

  it("ranks a neighbour after unless its headline also names the title (every text of the title's forms)", () => {
    const [after] = expandKeywords(parseKeywords('ingénieur fiabilité')).query.after!;
    expect(after!.own.map((t) => t.text)).toEqual(expect.arrayContaining(['ingenieure fiabilite', 'sre']));
    expect(after!.near.map((t) => t.text)).toContain('ingenieur devops');
  });

  it("never demotes a neighbour's form that the title's own forms hold, nor reads the other way, nor excludes it", () => {
    // `chef de projet` is in `chef de projet informatique`: demoting it would demote the title's own holders
    expect(demoted('chef de projet informatique')).not.toContain('phrase:chef de projet');
    expect(readsAs('cybersecurity consultant', 'rssi')).toBe(false);
    expect(readsAs('contrôleur de gestion', 'analyste fp&a')).toBe(true); // both ways only where both are written
    expect(readsAs('auditeur financier', 'commissaire aux comptes')).toBe(true);
    expect(readsAs('commissaire aux comptes', 'auditeur financier')).toBe(false);
    const excluded = expandKeywords(parseKeywords('sécurité -rssi')).query.groups[0]!.exclude[0]!;
    expect(excluded.alternatives.some((alt) => alt.some((t) => t.text.includes('consultant')))).toBe(false);
  });

  it('finds the kinds of an occupation (KINDS) as its own holders: not demoted, one way', () => {
    expect(
      readsAs('développeur mobile', 'développeuse ios') && readsAs('développeur mobile', 'android developer'),
    ).toBe(true);
    expect(demoted('développeur mobile').some((t) => t.includes('ios') || t.includes('android'))).toBe(false);
    expect(readsAs('développeur ios', 'développeur mobile')).toBe(false);
  });

  it('names neighbours by forms of other groups', () => {
    for (const [title, near] of Object.entries(NEIGHBOURS))
      for (const n of near) expect([title, n, formKey(title) === formKey(n)]).toEqual([title, n, false]);
  });
});

describe('ambiguous abbreviations and generic words', () => {
  it('reads an ambiguous abbreviation as every meaning, one way', () => {
    expect(
      readsAs('pm', 'project manager') && readsAs('pm', 'product manager') && readsAs('pm', 'cheffe de projet'),
    ).toBe(true);
    expect(readsAs('project manager', 'pm')).toBe(false);
    expect(readsAs('project manager', 'product manager')).toBe(false);
    expect(readsAs('po', 'product owner')).toBe(true);
    expect(readsAs('product owner', 'po')).toBe(false);
    expect(readsAs('qa', 'testeuse') && readsAs('qa', 'quality assurance')).toBe(true);
    expect(readsAs('testeur', 'qa')).toBe(false);
    expect(readsAs('cdo', 'chief data officer') && readsAs('cdo', 'chief digital officer')).toBe(true);
    expect(readsAs('chief data officer', 'chief digital officer')).toBe(false);
  });

  it('counts an abbreviation only as a whole query word, never inside a run read as another title', () => {
    expect(reads('sap pm')).toEqual(['sap+pm', 'sap pm', 'sap plant maintenance']); // SAP Plant Maintenance, no project manager
    // `pmo` is no `pm`: no product manager (project managers it finds as its neighbours: NEIGHBOURS)
    expect(readsAs('pmo', 'product manager')).toBe(false);
    expect(readsAs('pmo', 'project management officer')).toBe(true);
    expect(reads('ingénieur qa')).not.toContain('ingenieur+testeur'); // the whole run is one title of the tester group
  });

  it('never reads a single word as a longer title that contains it', () => {
    expect(reads('consultant')).toEqual(['consultant']); // consultante stems as consultant: the word already finds her
    const equivalents = (keywords: string) => reads(keywords).map((r) => formKey(r.replace(/\+/g, ' ')));
    expect(equivalents('consultant')).not.toContain(formKey('sap consultant'));
    expect(reads('chef')).toEqual(['chef']);
    expect(reads('manager')).toEqual(['manager']);
    expect(reads('responsable')).toEqual(['responsable', 'resp', 'respo']); // its shorthand only
    expect(equivalents('directeur')).toContain(formKey('directrice'));
    expect(equivalents('directeur')).not.toContain(formKey('directrice financière'));
    expect(equivalents('développeur')).not.toContain(formKey('développeuse mobile'));
  });

  it('reads a title before an attribute its words could name', () => {
    const { query, understood } = expandKeywords(parseKeywords('expert-comptable'));
    expect(understood).toEqual([]); // not the seniority `expert`
    expect(query.groups[0]!.include[0]!.keys).toEqual([]);
    expect(readsAs('expert comptable', 'chartered accountant')).toBe(true);
  });
});
