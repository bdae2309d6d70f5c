// Money and utilisation as the costs card and the costs page show them. Spec 003 §9's bands cover 0–100 %: green >= 85 %,
// orange >= 70 %, else red. Past 100 % the spec says nothing, and green there would read as all is well while the
// budget is overspent: more than 100 % is its own band, 'over', shown red with the words "Over budget" and the overrun.

export type UtilisationBand = 'green' | 'orange' | 'red' | 'over';

export const UTILISATION_BANDS = { over: 100, green: 85, orange: 70 } as const;

/** The colour band of a utilisation in percent (the spec's thresholds, inclusive; exactly 100 % is still on budget). */
export function utilisationBand(percent: number): UtilisationBand {
  if (percent > UTILISATION_BANDS.over) return 'over';
  if (percent >= UTILISATION_BANDS.green) return 'green';
  if (percent >= UTILISATION_BANDS.orange) return 'orange';
  return 'red';
}

/** Text colours with at least 4.5:1 contrast on white (WCAG AA). */
export const BAND_COLOURS: Record<UtilisationBand, string> = { green: '#237804', orange: '#ad4e00', red: '#a8071a', over: '#a8071a' };

export interface MoneyFormat {
  currency: string;
  locale: string;
  decimals: number;
}

/** An amount in the project's currency and locale; an unknown currency or locale falls back to a plain number. */
export function formatMoney(value: number, format: MoneyFormat): string {
  try {
    return new Intl.NumberFormat(format.locale, { style: 'currency', currency: format.currency, minimumFractionDigits: format.decimals, maximumFractionDigits: format.decimals }).format(value);
  } catch {
    return `${value.toFixed(format.decimals)} ${format.currency}`;
  }
}

export function formatHoursValue(hours: number, locale: string): string {
  try {
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(hours)} h`;
  } catch {
    return `${hours} h`;
  }
}

/** The costs page of a project (the card's View Details). */
export const costsPagePath = (projectId: number) => `/costs?project=${projectId}`;
