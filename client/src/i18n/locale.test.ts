import { formatCount, formatDate, formatMoney, formatPrice } from '../lib/format';
import { activateLocale, currentLocale, i18n, initialLocale, LOCALE_STORAGE_KEY } from './locale';
import { t } from './messages';

afterEach(async () => {
  await activateLocale('en');
  localStorage.clear();
});

describe('choosing the language', () => {
  it('loads Hindi when chosen, keeps the choice and sets <html lang>', async () => {
    await activateLocale('hi');
    expect(currentLocale()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('hi');
    expect(t('common.free')).toBe('मुफ़्त');
    expect(formatPrice(0, 'INR')).toBe('मुफ़्त');
  });

  it('falls back to English for an unknown locale and never stores it', async () => {
    await activateLocale('fr-FR');
    expect(currentLocale()).toBe('en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(t('common.free')).toBe('Free');
  });

  it('follows the stored choice, else the browser’s languages', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'hi');
    expect(initialLocale()).toBe('hi');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'klingon');
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB', 'hi']);
    expect(initialLocale()).toBe('en');
  });
});

describe('numbers, money and dates the Indian way', () => {
  it.each(['en', 'hi'])('groups lakhs and crores in %s', async (locale) => {
    await activateLocale(locale);
    expect(formatMoney(100000, 'INR')).toBe('₹1,00,000.00');
    expect(formatCount(12345678)).toBe('1,23,45,678');
  });

  it('names the month in the active language', async () => {
    expect(formatDate('2025-03-04T10:00:00Z', { utc: true })).toBe('4 Mar 2025');
    await activateLocale('hi');
    expect(formatDate('2025-03-04T10:00:00Z', { utc: true })).toBe('4 मार्च 2025');
  });
});

describe('the pseudo-locale', () => {
  it('stretches and accents every text, keeping placeholders', async () => {
    await activateLocale('en-XA');
    expect(i18n.locale).toBe('en-XA');
    expect(t('common.free')).toMatch(/^\[Fréé~+\]$/);
  });
});

describe('numbers inside messages', () => {
  it('writes a plural’s # with Indian grouping', async () => {
    const { i18n: lingui } = await import('./locale');
    lingui.load('en', {
      'test.count': [['n', 'plural', { one: ['#', ' item'], other: ['#', ' items'] }]],
    });
    expect(lingui._('test.count', { n: 1000000 })).toBe('10,00,000 items');
  });
});
