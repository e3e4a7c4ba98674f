import { CURRENCY, type Language } from '@hm/contracts';
import type { PriceKind, SubService } from './catalog.types.js';

const NUMBER_LOCALES: Readonly<Record<Language, string>> = { fr: 'fr-CA', en: 'en-CA' };

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: Language, whole: boolean): Intl.NumberFormat {
  const key = `${locale}:${whole}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(NUMBER_LOCALES[locale], {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    });
    formatters.set(key, found);
  }
  return found;
}

/**
 * '60 $' in French, '$60' in English; cents shown only when there are some, or always with
 * `alwaysCents` ('60,00 $' / '$60.00', as invoice lines and earnings print amounts).
 */
export function formatMoney(cents: number, locale: Language, { alwaysCents = false }: { alwaysCents?: boolean } = {}): string {
  if (!Number.isInteger(cents) || cents < 0) throw new RangeError(`cents must be a non-negative integer, got ${cents}`);
  return formatter(locale, !alwaysCents && cents % 100 === 0).format(cents / 100);
}

const QUOTE: Readonly<Record<Language, string>> = { fr: 'Sur devis', en: 'On quote' };
const FROM: Readonly<Record<Language, (amount: string) => string>> = {
  fr: (amount) => `À partir de ${amount}`,
  en: (amount) => `From ${amount}`,
};

/**
 * How a price reads on a card or in a list: '60 $/h' / '$60/h' for 'hour', '90 $' / '$90'
 * for 'job', 'À partir de 120 $' / 'From $120' for 'from_job' (and '/h' for 'from_hour'),
 * 'Sur devis' / 'On quote' for 'quote' (the amount is ignored and may be null).
 * French amounts use a non-breaking space before '$', as Intl writes them.
 */
export function formatPrice(cents: number | null, kind: PriceKind, locale: Language): string {
  if (kind === 'quote') return QUOTE[locale];
  if (cents === null) throw new RangeError(`A '${kind}' price needs an amount`);
  const amount = formatMoney(cents, locale);
  switch (kind) {
    case 'hour':
      return `${amount}/h`;
    case 'job':
      return amount;
    case 'from_hour':
      return FROM[locale](`${amount}/h`);
    case 'from_job':
      return FROM[locale](amount);
  }
}

/**
 * The booking's stored service_option: 'name - description (price)', e.g.
 * 'Leak repair - Finding and fixing leaks (From $120)'.
 */
export function serviceOptionLabel(subService: SubService, locale: Language): string {
  const price = formatPrice(subService.priceCents, subService.priceKind, locale);
  return `${subService.name[locale]} - ${subService.description[locale]} (${price})`;
}
