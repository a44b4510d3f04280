import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { propertyFieldErrorKey, type PropertyFailure } from '../property-errors.ts';

// The translated error of one field of a refused property form.
export function usePropertyFieldError(failure: PropertyFailure | undefined): (field: string) => string | undefined {
  const { t } = useTranslation();
  return (field) => {
    const reason = failure?.fieldErrors[field];
    return reason ? t(propertyFieldErrorKey(field, reason)) : undefined;
  };
}

// What the host typed into a refused form, or the stored value.
export function typedOr(failure: PropertyFailure | undefined, field: string, stored: string | number | null | undefined): string {
  const typed = failure?.values[field];
  return typed ?? (stored === null || stored === undefined ? '' : String(stored));
}
