import { stage1Body } from '../../../src/domain/search/anonymise';
import { highlight } from '../../../src/domain/search/highlights';
import { parseKeywords } from '../../../src/domain/search/keyword-grammar';
import { expandKeywords, literalQuery } from '../../../src/domain/search/query-expansion';
import { parseMobilityFile } from '../../../src/services/mobility.service';
import { bundledMobilityBytes } from '../../support/mobility';
import { rawProfile, stored } from '../../support/profiles';

const LONG =
  'Après dix ans de conseil en systèmes embarqués, je me suis tournée vers le cloud. ' +
  'Aujourd’hui je conçois des plateformes <Kubernetes> & des chaînes de déploiement continu pour des équipes produit, ' +
  'avec un goût prononcé pour la sobriété des architectures et la documentation. ' +
  'Je forme aussi les développeurs aux pratiques DevOps, de la revue de code à l’astreinte, et je rédige des guides.';

const body = (summary: string, label = 'Ingénieure DevOps') =>
  stage1Body({
    ...stored(rawProfile('h', { basics: { label, summary } })),
    internalId: 'h',
    removalReason: null,
    removedAt: null,
    createdAt: 1,
    modifiedAt: 2,
  });
const literal = (keywords: string) => literalQuery(parseKeywords(keywords));

describe('highlights', () => {
  it('shows a short text whole and cuts a long one at words around its matches, at most three fragments', () => {
    const h = highlight(body(LONG), literal('kubernetes devops'), new Set());
    expect(h.fields.headline).toEqual(['Ingénieure <mark>DevOps</mark>']);
    expect(h.fields.summary).toEqual([
      '…tournée vers le cloud. Aujourd’hui je conçois des plateformes &lt;<mark>Kubernetes</mark>&gt; &amp; des chaînes de déploiement continu pour des équipes…',
      '…documentation. Je forme aussi les développeurs aux pratiques <mark>DevOps</mark>, de la revue de code à l’astreinte, et je rédige des guides.',
    ]);
    expect(h.fields.summary!.every((f) => f.length < 200)).toBe(true);
  });

  it('matches words by their stem, phrases by their exact words, words of several tokens as a run', () => {
    expect(
      highlight(body('Des développeurs et une développeuse.'), literal('developpeur'), new Set()).fields.summary,
    ).toEqual(['Des <mark>développeurs</mark> et une développeuse.']);
    expect(
      highlight(body('Des développeurs, un développeur.'), literal('"un developpeur"'), new Set()).fields.summary,
    ).toEqual(['Des développeurs, <mark>un développeur</mark>.']);
    expect(
      highlight(body('Profil full-stack et full remote.'), literal('full-stack'), new Set()).fields.summary,
    ).toEqual(['Profil <mark>full-stack</mark> et full remote.']);
  });

  it('marks equivalents and text written decomposed (NFD) alike; exclusions mark nothing', () => {
    const h = highlight(
      body('Développeuse front-end React.'.normalize('NFD'), 'Intégratrice'),
      expandKeywords(parseKeywords('frontend -integratrice'), {}).query,
      new Set(),
    );
    expect(h.fields.summary).toEqual(['Développeuse <mark>front-end</mark> React.']);
    expect(h.fields.headline).toBeUndefined();
  });

  it('says which attributes and places named the profile has, and how', () => {
    const query = expandKeywords(parseKeywords('expert remote'), {}).query;
    expect(highlight(body('x'), query, new Set(['s:senior', 'r:hybride'])).matched).toEqual([
      { words: 'expert', as: 'seniority', how: 'near' },
      { words: 'remote', as: 'remoteWork', how: 'near' },
    ]);
    expect(highlight(body('x'), query, new Set(['s:expert'])).matched).toEqual([
      { words: 'expert', as: 'seniority', how: 'has' },
    ]);
    expect(highlight(body('x'), query, new Set()).matched).toEqual([]);
    // an expert is a senior (SENIORITY_ALSO), declared or read from the work history
    const senior = expandKeywords(parseKeywords('senior'), {}).query;
    expect(highlight(body('x'), senior, new Set(['s:expert'])).matched).toEqual([
      { words: 'senior', as: 'seniority', how: 'has' },
    ]);
    for (const held of ['si:expert', 'si:senior'])
      expect(highlight(body('x'), senior, new Set([held])).matched).toEqual([
        { words: 'senior', as: 'seniority', how: 'fromExperience' },
      ]);
    // beside a specialty the attribute ranks (ExpandedQuery.prefer), weighs more, and is said the same
    const ranked = expandKeywords(parseKeywords('devops expert'), {}).query;
    expect(ranked.prefer!.map((c) => c.words)).toEqual(['expert']);
    expect(highlight(body('x'), ranked, new Set(['s:senior'])).matched).toEqual([
      { words: 'expert', as: 'seniority', how: 'near' },
    ]);
    expect(highlight(body('x'), ranked, new Set(['s:expert'])).matched).toEqual([
      { words: 'expert', as: 'seniority', how: 'has' },
    ]);
  });

  it("says a place's residents, and its department's (a commute away), apart", () => {
    const places = parseMobilityFile(bundledMobilityBytes());
    const query = expandKeywords(parseKeywords('lyon'), { places }).query;
    expect(highlight(body('x'), query, new Set(['h:in:FR/r84/d69/vlyon'])).matched).toEqual([
      { words: 'lyon', as: 'place', how: 'lives' },
    ]);
    expect(highlight(body('x'), query, new Set(['h:in:FR/r84/d69'])).matched).toEqual([
      { words: 'lyon', as: 'place', how: 'near' },
    ]);
  });
});
