import { Field, Icon } from '@direct/ui';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import type { SearchErrorCode } from '../../lib/search/search-params.ts';
import { searchErrorText } from './field-error.tsx';

// A number of people: a number field between − and + buttons. The field alone works without
// JavaScript and accepts typing; the buttons stay focusable at the limits (aria-disabled) so
// keyboard focus is never lost.
export function Stepper({
  id,
  name,
  label,
  value,
  min,
  max,
  addLabel,
  removeLabel,
  error,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  min: number;
  max: number;
  addLabel: string;
  removeLabel: string;
  error: SearchErrorCode | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const n = /^\d+$/.test(value) ? Number(value) : null;
  const canRemove = n === null || n > min;
  const canAdd = n === null || n < max;
  // Focus stays on the button, so the new number is announced.
  const [announcement, setAnnouncement] = useState('');
  const step = (delta: number) => {
    const next = Math.min(max, Math.max(min, (n ?? min) + delta));
    onChange(String(next));
    setAnnouncement(`${label}: ${next}`);
  };
  return (
    <Field id={id} label={label} error={searchErrorText(t, error)} className="field--stepper">
      {(control) => (
        <>
          <div className="stepper">
            <button
              type="button"
              className="stepper__button"
              aria-label={removeLabel}
              aria-disabled={!canRemove || undefined}
              onClick={() => canRemove && step(-1)}
            >
              <Icon>
                <path d="M6 12h12" />
              </Icon>
            </button>
            <input
              {...control}
              className="stepper__input"
              type="number"
              inputMode="numeric"
              name={name}
              min={min}
              max={max}
              step={1}
              value={value}
              onChange={(event) => onChange(event.target.value)}
            />
            <button
              type="button"
              className="stepper__button"
              aria-label={addLabel}
              aria-disabled={!canAdd || undefined}
              onClick={() => canAdd && step(1)}
            >
              <Icon>
                <path d="M6 12h12M12 6v12" />
              </Icon>
            </button>
          </div>
          <span className="visually-hidden" aria-live="polite">
            {announcement}
          </span>
        </>
      )}
    </Field>
  );
}
