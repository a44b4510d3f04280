import type { RateOption } from '@direct/contracts';
import { translatedText } from '@direct/domain/translated-text';
import type { PropertyRows } from './rate-options.ts';

// The rate options in the page's language (decision 0032): plan names and the quote's fee, tax
// and discount lines where the host translated them, else English, each with the language it is in so the site can
// mark an English fallback lang="en". Pricing works on the English rows; only the words change here.
export function localizedOptions(options: RateOption[], rows: PropertyRows, language: string | undefined): RateOption[] {
  const plans = new Map(rows.ratePlans.map((plan) => [plan.id, plan]));
  // Quote lines carry the fee's or the tax's English name as their label.
  const feeNames = new Map(rows.fees.map((fee) => [fee.name, translatedText(fee.name, fee.translations, language, 'name')]));
  const taxNames = new Map(rows.taxes.map((tax) => [tax.name, translatedText(tax.name, tax.translations, language, 'name')]));
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
          const words = line.kind === 'fee' ? feeNames.get(line.label) : line.kind === 'tax' ? taxNames.get(line.label) : line.kind === 'discount' ? promotion : undefined;
          return words ? { ...line, label: words.text, labelLanguage: words.language } : line;
        }),
      },
    };
  });
}
