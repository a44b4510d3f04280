import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import type { TFunction, TranslationKey } from '@direct/i18n/translator';
import { searchLimits, type SearchErrorCode } from '../../lib/search/search-params.ts';

const values: Partial<Record<SearchErrorCode, Record<string, number>>> = {
  stayTooLong: { nights: searchLimits.maxStayNights },
  guestsRange: { min: searchLimits.guestsMin, max: searchLimits.guestsMax },
  childrenRange: { min: 0, max: searchLimits.childrenMax },
};

// A search field's problem in the guest's language (a Field's error).
export function searchErrorText(t: TFunction, code: SearchErrorCode | undefined): string | undefined {
  return code ? t(`search.errors.${code}` satisfies TranslationKey, values[code]) : undefined;
}

// The message under a field, in the guest's language; the field points at it with
// aria-describedby.
export function FieldError({ id, code }: { id: string; code: SearchErrorCode | undefined }) {
  const { t } = useTranslation();
  if (!code) return null;
  return (
    <p id={id} className="field__error">
      <svg className="icon" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7.5v5.5M12 16.5v.01" />
      </svg>
      {searchErrorText(t, code)}
    </p>
  );
}
