import { costsPagePath, formatMoney, utilisationBand } from './money';

describe('utilisation bands (spec 003 §9, and over budget past 100 %)', () => {
  it.each([
    [250, 'over'],
    [100.1, 'over'],
    [100, 'green'],
    [85, 'green'],
    [84.9, 'orange'],
    [70, 'orange'],
    [69.9, 'red'],
    [0, 'red'],
  ])('%s %% is %s', (percent, band) => {
    expect(utilisationBand(percent)).toBe(band);
  });
});

describe('money', () => {
  it('formats in the project currency and locale with its decimals', () => {
    expect(formatMoney(1234.5, { currency: 'USD', locale: 'en-US', decimals: 2 })).toBe('$1,234.50');
    expect(formatMoney(1234, { currency: 'JPY', locale: 'en-US', decimals: 0 })).toBe('¥1,234');
  });

  it('links the costs page of the project', () => {
    expect(costsPagePath(7)).toBe('/costs?project=7');
  });
});
