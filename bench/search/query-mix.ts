/** The fixed mix: what recruiters type, and the filters they combine it with. */
export const MIX: object[] = [
  { keywords: 'développeur' },
  { keywords: 'react typescript' },
  { keywords: '"chef de projet"' },
  { keywords: 'java -javascript' },
  { keywords: 'kubernetes OR terraform OR ansible' },
  { keywords: 'data engineer', workAreas: ['ile-de-france'] },
  { keywords: 'python', seniority: ['senior', 'expert'], available: true },
  { skills: ['javascript', 'react'] },
  { keywords: 'C# .NET' },
  { keywords: 'devops -junior', workAreas: ['auvergne-rhone-alpes', 'occitanie'] },
  { keywords: '"refonte d\'une plateforme e-commerce"' },
  { keywords: 'scrum OR kanban', limit: 50 },
];
