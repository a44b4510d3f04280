import { fieldErrorKey, isFormFailure } from '../../lib/forms/form-failure.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';

// The setup steps' field errors: counts and prices say what they take; the rest as everywhere.
const countRanges: Record<string, [number, number]> = {
  sleeps: [1, 50],
  bedrooms: [0, 50],
  bathrooms: [0, 50],
  beds: [0, 100],
  minStay: [1, 365],
};

export function useSetupFieldError(result: unknown): (field: string) => string | undefined {
  const { t } = useTranslation();
  return (field) => {
    if (!isFormFailure(result)) return undefined;
    const reason = result.fieldErrors[field];
    if (!reason) return undefined;
    const range = countRanges[field];
    if (range && reason !== 'required') return t('console.setup.errors.number', { min: range[0], max: range[1] });
    if (field === 'price' && reason !== 'required') return t('console.setup.errors.price');
    if (reason === 'not_found') return t('consoleProperties.errors.not_found');
    return t(fieldErrorKey(field, reason));
  };
}
