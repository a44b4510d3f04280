import { useEffect, useRef } from 'react';
import { Form, useLocation, useNavigation } from 'react-router';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { RateChoice } from '../page-view.ts';
import { useHydrated } from '../use-page-hydrated.ts';
import type { PropertyLoaderData } from '../page-data.ts';
import { Section } from './section.tsx';
import { StaticHtml } from './static-html.tsx';

// The rate plans for the chosen stay (server-rendered list, see RateList) in a GET form: choosing
// a plan (radio "plan") enables Reserve. With JavaScript, Reserve opens the reservation overlay;
// without, it reloads the page with the overlay open (?plan=…&reserve=1).
export function RatePlans({
  data,
  choice,
  onChoose,
  onReserve,
}: {
  data: PropertyLoaderData;
  choice: RateChoice | undefined;
  onChoose: (key: string) => void;
  onReserve: () => void;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const { rates } = data;
  // The radios are in server-rendered HTML, outside React's events: listen on the form itself.
  const form = useRef<HTMLFormElement>(null);
  const choose = useRef(onChoose);
  choose.current = onChoose;
  useEffect(() => {
    const element = form.current;
    const changed = (event: Event) => {
      const input = event.target as HTMLInputElement;
      if (input.name === 'plan') choose.current(input.value);
    };
    element?.addEventListener('change', changed);
    // A plan the guest checked before the page hydrated fired its change event with no one
    // listening: take it from the form, or the radio shows checked while Reserve stays disabled.
    const checked = element?.querySelector<HTMLInputElement>('input[name="plan"]:checked');
    if (checked) choose.current(checked.value);
    return () => element?.removeEventListener('change', changed);
  }, [rates.options]);

  return (
    <Section id="rates" title={t('property.section.rates')}>
      <div className="rates" aria-busy={navigation.state === 'loading' && navigation.location.pathname === pathname}>
        <p className="rates__stay" aria-live="polite">
          {rates.stayText ?? t('property.rates.pickDates')}
        </p>
        {rates.state === 'failed' && (
          <p className="notice notice--error" role="alert">
            {t('property.rates.loadFailed')}
          </p>
        )}
        {rates.state === 'ok' && rates.options === 0 && <p>{t('property.rates.noOptions')}</p>}
        {rates.options > 0 && (
          <Form
            method="get"
            action={pathname}
            preventScrollReset
            ref={form}
            onSubmit={(event) => {
              if (!hydrated) return;
              event.preventDefault();
              if (choice) onReserve();
            }}
          >
            {data.stayInputs.map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <StaticHtml part="rates" html={data.html?.rates} />
            {rates.priced && (
              <div className="reserve-bar">
                <p aria-live="polite" className="reserve-bar__choice">
                  {choice
                    ? t('property.rates.selection', { unit: choice.unit, plan: choice.name, price: choice.total })
                    : t(data.reserve ? 'property.rates.chooseFirst' : 'property.rates.noSelection')}
                </p>
                <button type="submit" name="reserve" value="1" className="button" disabled={hydrated && !choice}>
                  {t('property.rates.reserve')}
                </button>
              </div>
            )}
          </Form>
        )}
      </div>
    </Section>
  );
}
