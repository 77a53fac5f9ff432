import { stemmedTokens, exactTokens } from '../src/domain/search/text-analysis';
for (const w of process.argv.slice(2)) console.log(w, stemmedTokens(w), exactTokens(w));
