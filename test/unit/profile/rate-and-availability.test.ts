import { parseAvailabilityDate } from '../../../src/domain/profile/availability-date';
import { parseDayRate } from '../../../src/domain/profile/day-rate';

describe('the day rate read from free text', () => {
  it.each<[string, { min: number; max: number } | null]>([
    ['550', { min: 550, max: 550 }],
    ['450-550', { min: 450, max: 550 }],
    ['450 - 550 €', { min: 450, max: 550 }],
    ['450 à 550 €/jour', { min: 450, max: 550 }],
    ['entre 450 et 550 euros', { min: 450, max: 550 }],
    ['De 400 à 480 € HT', { min: 400, max: 480 }],
    ['500€/j', { min: 500, max: 500 }],
    ['TJM 550', { min: 550, max: 550 }],
    ['TJM : 650 € HT / jour', { min: 650, max: 650 }],
    ['550 € HT/jour', { min: 550, max: 550 }],
    ['0,6k€', { min: 600, max: 600 }],
    ['1k€/j', { min: 1000, max: 1000 }],
    ['1 200 €', { min: 1200, max: 1200 }],
    ['1.200€', { min: 1200, max: 1200 }],
    ['€1,100/day', { min: 1100, max: 1100 }], // an English thousands separator: no day rate is 1.1
    ['1,000-1,200 €', { min: 1000, max: 1200 }],
    ['60 €/h', { min: 480, max: 480 }],
    ['65 euros de l’heure', { min: 520, max: 520 }],
    ['à négocier', null],
    ['Selon mission', null],
    ['TBD', null],
    ['', null],
    ['700 CHF', null],
    ['$600/day', null],
    ['8 000 €/mois', null],
    ['55k€ brut annuel', null],
    ['5', null],
    ['50000', null],
    ['450 550 600', null],
    ['2 ans', null],
    ['n/a', null],
  ])('%p', (text, rate) => {
    expect(parseDayRate(text)).toEqual(rate);
  });
});

describe('the availability date read from free text', () => {
  const ref = new Date('2026-11-24T15:00:00Z');
  it.each<[string, boolean, string | null]>([
    ['Immédiate', true, '2026-11-24'],
    ['Immédiatement', false, '2026-11-24'],
    ['Dès maintenant', true, '2026-11-24'],
    ['ASAP', true, '2026-11-24'],
    ['', true, '2026-11-24'],
    ['', false, null],
    ['2027-02-01', false, '2027-02-01'],
    ['01/02/2027', false, '2027-02-01'],
    ['1/2/27', false, '2027-02-01'],
    ['02/2027', false, '2027-02-01'],
    ['1er février 2027', false, '2027-02-01'],
    ['15 March 2027', false, '2027-03-15'],
    ['février 2027', false, '2027-02-01'],
    ['Mars', false, '2027-03-01'],
    ['fin mars', false, '2027-03-31'],
    ['mi-avril 2027', false, '2027-04-15'],
    ['début décembre', false, '2026-12-01'],
    ['novembre', false, '2026-11-24'],
    ['Q2 2027', false, '2027-04-01'],
    ['T3 2027', false, '2027-07-01'],
    ['dans 2 semaines', false, '2026-12-08'],
    ['sous 1 mois', false, '2026-12-24'],
    ['in 3 weeks', false, '2026-12-15'],
    ['préavis de 3 mois', false, '2027-02-24'],
    ['1 month notice', false, '2026-12-24'],
    ['un mois', false, '2026-12-24'],
    ['31/02/2027', false, null],
    ['bientôt', false, null],
    ['à voir', false, null],
    ['01/01/1990', false, null],
    ['???', false, null],
  ])('%p (available: %p)', (text, available, date) => {
    expect(parseAvailabilityDate(text, available, ref)).toBe(date);
  });
});
