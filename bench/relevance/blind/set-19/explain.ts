import { corpus } from './corpus';
import { QUERIES } from './queries';
const c = corpus();
const qi = Number(process.argv[2]) - 1;
const min = Number(process.argv[3] ?? 2);
const q = QUERIES[qi]!;
console.log(q.body);
for (const { truth: t, profile } of c) {
  const g = q.judge(t);
  if (g >= min)
    console.log(
      g,
      t.id,
      t.occ,
      t.home.label,
      t.home.dept ?? t.home.region,
      'y' + t.years,
      t.skills.join(','),
      '|',
      t.sectors.join(','),
      '|',
      t.remote.join('+'),
      t.availFrom,
      'rate',
      t.rate,
      'days',
      t.days.join(''),
      t.durations.join(','),
      JSON.stringify(t.languages),
      t.areas
        .slice(1)
        .map((a) => a.type[0] + ':' + (a.city ?? a.dept ?? a.region ?? a.country))
        .join(' '),
      '|',
      (profile as { basics: { label: string } }).basics.label,
    );
}
