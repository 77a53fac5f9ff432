import { exactTokens, minimalFrenchStem, stemmedTokens } from '../../../src/domain/search/text-analysis';

describe('text analysis', () => {
  it.each([
    ['Développeur Full-Stack', ['developpeur', 'full', 'stack']],
    ["L'ingénieur d’affaires", ['ingenieur', 'affaires']],
    [
      'C++ C# F# .NET Node.js ASP.NET vue.js',
      ['cplusplus', 'csharp', 'fsharp', 'dotnet', 'nodejs', 'asp', 'dotnet', 'vuejs'],
    ],
    ['JavaScript et Java', ['javascript', 'et', 'java']],
    ['e-commerce, C-level!', ['e', 'commerce', 'c', 'level']],
    ['Fin de phrase. Net', ['fin', 'de', 'phrase', 'net']],
    ['Cœur, Æsop, Straße', ['coeur', 'aesop', 'strasse']],
    // inclusive and bracketed endings read as the word they end
    ['Automaticien·ne H/F', ['automaticien', 'h', 'f']],
    ['Ingénieur(e) méthodes, acheteur·se, conducteur·rice', ['ingenieur', 'methodes', 'acheteur', 'conducteur']],
    ['salarié.e.s, technicien/ne, développeur(s), INGÉNIEUR(E)', ['salarie', 'technicien', 'developpeur', 'ingenieur']],
    ['CI/CD, TCP/IP, M.E, Java/Scala', ['ci', 'cd', 'tcp', 'ip', 'm', 'e', 'java', 'scala']],
    ['', []],
  ])('exact tokens of %p', (text, tokens) => {
    expect(exactTokens(text)).toEqual(tokens);
  });

  it.each([
    ['developpeurs', 'developpeu'],
    ['developpeur', 'developpeu'],
    ['chevaux', 'cheval'],
    ['animaux', 'animal'],
    ['java', 'java'],
    ['projets', 'projet'],
    ['projet', 'projet'],
    ['managers', 'manag'],
    ['agiles', 'agil'],
    ['agile', 'agile'],
    ['100000', '100000'],
    ['ingenieure', 'ingenieur'],
    ['ingenieures', 'ingenieur'],
  ])('minimal_french stems %p to %p', (token, stem) => {
    expect(minimalFrenchStem(token)).toBe(stem);
  });

  it('matches singular and plural forms alike', () => {
    expect(stemmedTokens('Développeurs')).toEqual(stemmedTokens('développeur'));
    expect(stemmedTokens('projets consultants')).toEqual(stemmedTokens('Projet Consultant'));
  });
});
