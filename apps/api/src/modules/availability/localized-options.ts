import type { RateOption } from '@direct/contracts';
import { translatedText, type TextTranslations, type TranslatedText } from '@direct/domain/translated-text';
import type { PropertyRows } from './rate-options.ts';

// The rate options in the page's language (decision 0032): plan names and the quote's fee, tax
// and discount lines where the host translated them, else English, each with the language it is
// in so the site can mark an English fallback lang="en". Pricing works on the English rows; only
// the words change here.
export function localizedOptions(options: RateOption[], rows: PropertyRows, language: string | undefined): RateOption[] {
  const plans = new Map(rows.ratePlans.map((plan) => [plan.id, plan]));
  // Quote lines carry the fee's or the tax's English name as their label.
  const namesOf = (named: readonly { name: string; translations: TextTranslations }[]) =>
    new Map(named.map((row) => [row.name, translatedText(row.name, row.translations, language, 'name')]));
  const lineNames: Partial<Record<string, Map<string, TranslatedText>>> = { fee: namesOf(rows.fees), tax: namesOf(rows.taxes) };
  const promotionNames = new Map(rows.promotions.map((promotion) => [promotion.id, translatedText(promotion.name, promotion.translations, language, 'name')]));
  return options.map((option) => {
    const plan = plans.get(option.ratePlan.id);
    const name = translatedText(option.ratePlan.name, plan?.translations, language, 'name');
    const promotion = option.quote?.promotion ? promotionNames.get(option.quote.promotion.id) : undefined;
    return {
      ...option,
      ratePlan: { ...option.ratePlan, name: name.text, nameLanguage: name.language },
      quote: option.quote && {
        ...option.quote,
        promotion: option.quote.promotion && promotion ? { ...option.quote.promotion, name: promotion.text } : option.quote.promotion,
        lines: option.quote.lines.map((line) => {
          // The discount line is the promotion's (its label is the promotion's English name).
          const words = line.kind === 'discount' ? promotion : lineNames[line.kind]?.get(line.label);
          return words ? { ...line, label: words.text, labelLanguage: words.language } : line;
        }),
      },
    };
  });
}
