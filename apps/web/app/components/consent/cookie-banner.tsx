import { acceptAll, consentCookie, rejectAll, type ConsentChoice } from '@direct/domain/measurement';
import { Button } from '@direct/ui';
import { useEffect, useRef, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { useConsent } from './consent-context.tsx';

export const consentAction = '/resources/consent';

// The cookie banner (decision 0033): a labelled region fixed to the foot of the window (it takes
// no room in the page, so nothing shifts), not modal (focus is never trapped). Accept and Reject
// are the same kind of button, side by side; "Let me choose" opens the categories the brand
// needs. Without JavaScript the form posts and the server stores the choice.
export function CookieBanner({ brandName }: { brandName: string }) {
  const { t } = useTranslation();
  const consent = useConsent();
  const location = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const asking = consent?.asking ?? false;
  const reopened = consent?.reopened ?? false;

  // Reopened from the footer: focus moves to the banner, so keyboard users land on it.
  useEffect(() => {
    if (asking && reopened) heading.current?.focus();
  }, [asking, reopened]);

  if (!consent || !asking) return null;
  const { data, choice, decided } = consent;
  const decide = (next: ConsentChoice) => {
    document.cookie = consentCookie(next, { secure: window.location.protocol === 'https:' });
    decided(next);
  };
  const search = new URLSearchParams(location.search);
  search.delete('cookie-settings');
  const returnTo = `${location.pathname}${search.size > 0 ? `?${search}` : ''}`;

  const submitted = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const form = new FormData(event.currentTarget);
    if (submitter?.value === 'accept') decide(acceptAll);
    else if (submitter?.value === 'reject') decide(rejectAll);
    else decide({ necessary: true, analytics: form.get('analytics') === 'on', marketing: form.get('marketing') === 'on' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-title" data-testid="cookie-banner">
      <form method="post" action={consentAction} className="cookie-banner__inner container" onSubmit={submitted}>
        <input type="hidden" name="returnTo" value={returnTo} />
        <div className="cookie-banner__text">
          <h2 id="cookie-banner-title" ref={heading} tabIndex={-1} className="cookie-banner__title">
            {t('consent.heading')}
          </h2>
          <p>{t('consent.text', { brand: brandName })}</p>
          <p className="cookie-banner__later">{t('consent.later')}</p>
        </div>
        <details className="cookie-banner__choose" open={choice !== null}>
          <summary>{t('consent.choose')}</summary>
          <fieldset>
            <legend>{t('consent.categories')}</legend>
            <Category name="necessary" label={t('consent.necessary')} hint={t('consent.necessaryHint')} checked disabled />
            {data.needs.analytics && <Category name="analytics" label={t('consent.analytics')} hint={t('consent.analyticsHint')} checked={choice?.analytics ?? false} />}
            {data.needs.marketing && <Category name="marketing" label={t('consent.marketing')} hint={t('consent.marketingHint')} checked={choice?.marketing ?? false} />}
          </fieldset>
          <Button type="submit" name="choice" value="custom" variant="quiet">
            {t('consent.save')}
          </Button>
        </details>
        <div className="cookie-banner__actions">
          <Button type="submit" name="choice" value="reject" variant="secondary">
            {t('consent.reject')}
          </Button>
          <Button type="submit" name="choice" value="accept" variant="secondary">
            {t('consent.accept')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function Category({ name, label, hint, checked, disabled = false }: { name: string; label: string; hint: string; checked: boolean; disabled?: boolean }) {
  return (
    <div className="cookie-banner__category">
      <input type="checkbox" id={`consent-${name}`} name={name} defaultChecked={checked} disabled={disabled} aria-describedby={`consent-${name}-hint`} />
      <label htmlFor={`consent-${name}`}>{label}</label>
      <p id={`consent-${name}-hint`} className="cookie-banner__hint">
        {hint}
      </p>
    </div>
  );
}
