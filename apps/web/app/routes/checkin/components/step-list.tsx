import type { CheckinHub } from '@direct/contracts';
import { useLocation } from 'react-router';
import { localizedPath } from '../../../lib/i18n/language-links.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { TranslationKey } from '@direct/i18n/translator';

// Every required step in order with its state and a link to its page, so the guest can go back
// to any of them. The state is in the text (not only the icon) for screen readers.
export function StepList({ hub }: { hub: CheckinHub }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <section className="checkin-card" aria-labelledby="checkin-steps-title">
      <h2 id="checkin-steps-title">{t('checkin.hub.stepsHeading')}</h2>
      <ol className="checkin-steps">
        {hub.steps.map((step, index) => {
          const done = step.state === 'completed';
          const name = t(`checkin.steps.${step.step}` as TranslationKey);
          return (
            <li key={step.step} className={`checkin-step checkin-step--${step.state}`} data-step={step.step} data-state={step.state}>
              <span className="checkin-step__marker" aria-hidden="true">
                {done ? <CheckIcon /> : index + 1}
              </span>
              <span className="checkin-step__body">
                <span className="checkin-step__name">{name}</span>
                <span className="checkin-step__state">{done ? t('checkin.hub.completed') : t('checkin.hub.pending')}</span>
              </span>
              <a className={`button ${done ? 'checkin-button--secondary' : 'button--submit'} checkin-step__link`} href={localizedPath(pathname, step.path)} aria-label={`${name}: ${done ? t('checkin.hub.edit') : t('checkin.hub.start')}`}>
                {done ? t('checkin.hub.edit') : t('checkin.hub.start')}
              </a>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function CheckIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}
