/**
 * The day rate a freelancer asks, read from `meta.freelance.rate`, free text since the spec's December 2024 change
 * ("a single figure, a range, or a word meaning negotiable"). Read as a range in euros a day:
 * - a figure or a range: `550`, `450-550`, `450 à 550 €`, `entre 450 et 550`, `de 450 à 550`, `500€/j`, `TJM 550`,
 *   `550 € HT / jour`, `0,6 k€`, `1k€/j`;
 * - an hourly rate counts 8 hours a day (`60 €/h`: 480);
 * - unreadable: a word meaning negotiable (`à négocier`, `selon mission`, `TBD`), another currency (`700 CHF`), a
 *   monthly or yearly amount (`8 000 €/mois`, `55 k€`), figures no day rate has (under 50 or over 5 000 a day), and
 *   junk. Null then: the request decides (`rateUnknown`).
 */
export interface DayRate {
  min: number;
  max: number;
}

export const HOURS_A_DAY = 8;
/** Figures no day rate has are not read as one: under 50 or over 5 000 a day. */
export const PLAUSIBLE_DAY_RATE = { min: 50, max: 5000 };
const PLAUSIBLE = PLAUSIBLE_DAY_RATE;

const OTHER_CURRENCY = /\b(?:chf|usd|gbp|cad|fr\.?|francs?)\b|\$|£/iu;
const PER_HOUR = /(?:\/|par|per|an?)\s*(?:h|heure|hour|hr)\b|€\s*\/?\s*h\b|\bde l['’]heure\b|\bhoraire\b|\bhourly\b/iu;
const PER_LONGER =
  /(?:\/|par|per)\s*(?:mois|month|an|année|annee|year|yr)\b|\bmensuel|\bannuel|\bbrut\b|\bpar an\b|\bk€?\s*(?:brut|annuel)/iu;
// A number: `550`, `1 200`, `1.200`, `1,200` (no day rate is 1.2), `1,5`, `0,6k`, `1k`.
const NUMBER = /([1-9]\d{0,2}(?:[  .,]\d{3})+|\d+(?:[.,]\d+)?)\s*(k)?(?![\p{L}\d])/giu;

export function parseDayRate(text: string | undefined | null): DayRate | null {
  if (!text || OTHER_CURRENCY.test(text) || PER_LONGER.test(text)) return null;
  const amounts: number[] = [];
  for (const m of text.matchAll(NUMBER)) {
    const raw = m[1]!.replace(/[  .,](?=\d{3}\b)/g, '').replace(',', '.');
    let value = Number(raw);
    if (!Number.isFinite(value)) continue;
    if (m[2]) value *= 1000;
    amounts.push(value);
  }
  if (amounts.length === 0 || amounts.length > 2) return null;
  const perHour = PER_HOUR.test(text);
  const daily = amounts.map((a) => Math.round(perHour ? a * HOURS_A_DAY : a));
  if (daily.some((a) => a < PLAUSIBLE.min || a > PLAUSIBLE.max)) return null;
  // Two figures are a range only when the text joins them as one (`450-550`, `450 à 550`, `entre 450 et 550`).
  if (
    daily.length === 2 &&
    !/\d\s*(?:-|–|—|à|a|to|et|\/)\s*\d|entre|between|from|de\s+\d/iu.test(text.replace(/k(?=\s*(?:-|–|à|to))/giu, ''))
  )
    return null;
  return { min: Math.min(...daily), max: Math.max(...daily) };
}
