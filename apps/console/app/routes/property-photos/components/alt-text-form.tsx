import type { HostPhoto } from '@direct/contracts';
import { Badge, Button, Notice } from '@direct/ui';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Form } from 'react-router';
import { CsrfField } from '../../../components/csrf-field.tsx';
import { useFieldError } from '../../../components/form-messages.tsx';
import { formErrorKeys, isFormFailure } from '../../../lib/forms/form-failure.ts';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { useHydrated } from './use-hydrated.ts';

type Language = 'en' | 'de' | 'pt';

// A photo's description per language: one tab per language the brand publishes in, each marked
// when its text is still missing (guests then get the English one). Without JavaScript every
// language's field shows at once; the one form saves them all. A failed save keeps what was typed.
export function AltTextForm({ photo, languages, result }: { photo: HostPhoto; languages: Language[]; result: unknown }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const failure = isFormFailure(result) ? result : undefined;
  const errorOf = useFieldError(result);
  const initial = (language: Language) => failure?.values[`alt-${language}`] ?? photo.alt[language] ?? '';
  const [texts, setTexts] = useState<Record<string, string>>(() => Object.fromEntries(languages.map((language) => [language, initial(language)])));
  const [selected, setSelected] = useState<Language>(languages.find((language) => errorOf(`alt.${language}`)) ?? languages[0] ?? 'en');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = (what: string, language?: Language) => `photo-${photo.id}-${what}${language ? `-${language}` : ''}`;

  const onTabKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? languages.length - 1 : (index + step + languages.length) % languages.length;
    if (step === 0 && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    setSelected(languages[next]!);
    tabs.current[next]?.focus();
  };

  if (!photo.editable) return <p className="muted">{t('consolePhotos.alt.notEditable')}</p>;
  return (
    <Form method="post" className="alt-form" preventScrollReset>
      <CsrfField />
      <input type="hidden" name="intent" value="alt" />
      <input type="hidden" name="imageId" value={photo.id} />
      <input type="hidden" name="version" value={photo.version} />
      <h3 id={id('alt-heading')} className="alt-form__heading">
        {t('consolePhotos.alt.heading')}
      </h3>
      <p id={id('alt-hint')} className="field__hint">
        {t('consolePhotos.alt.hint')}
      </p>
      {failure?.formError && (
        <Notice tone="error">{failure.formError === 'conflict' ? t('consolePhotos.errors.stale') : t(formErrorKeys[failure.formError])}</Notice>
      )}
      {hydrated && (
        <div role="tablist" aria-label={t('consolePhotos.alt.languages')} className="alt-tabs">
          {languages.map((language, index) => (
            <button
              key={language}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={id('tab', language)}
              aria-selected={selected === language}
              aria-controls={id('panel', language)}
              tabIndex={selected === language ? 0 : -1}
              className="alt-tabs__tab"
              onClick={() => setSelected(language)}
              onKeyDown={(event) => onTabKey(event, index)}
            >
              {t(`console.languages.${language}`)}
              {!texts[language]?.trim() && (
                <>
                  {' '}
                  <Badge tone="warning">{t('consolePhotos.alt.missing')}</Badge>
                </>
              )}
            </button>
          ))}
        </div>
      )}
      {languages.map((language) => {
        const error = errorOf(`alt.${language}`);
        return (
          <div
            key={language}
            id={id('panel', language)}
            {...(hydrated ? { role: 'tabpanel', 'aria-labelledby': id('tab', language), hidden: selected !== language } : {})}
            className={['field', error ? 'field--invalid' : ''].join(' ')}
          >
            <label htmlFor={id('alt', language)} className={hydrated ? 'visually-hidden' : 'field__label'}>
              {t('consolePhotos.alt.field', { language: t(`console.languages.${language}`) })}
              {!hydrated && !texts[language]?.trim() && ` (${t('consolePhotos.alt.missing')})`}
            </label>
            <textarea
              id={id('alt', language)}
              name={`alt-${language}`}
              className="field__control"
              rows={2}
              maxLength={300}
              lang={language}
              value={texts[language] ?? ''}
              onChange={(event) => setTexts((current) => ({ ...current, [language]: event.target.value }))}
              aria-invalid={error ? true : undefined}
              aria-describedby={[id('alt-hint'), error ? id('alt-error', language) : ''].filter(Boolean).join(' ')}
            />
            {error && (
              <p id={id('alt-error', language)} className="field__error">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <Button type="submit" small variant="secondary">
        {t('consolePhotos.alt.save')}
        <span className="visually-hidden"> {t('consolePhotos.photo.which', { position: photo.position + 1 })}</span>
      </Button>
    </Form>
  );
}
