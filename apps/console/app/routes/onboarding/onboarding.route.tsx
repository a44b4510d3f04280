import { endpoints, hostLanguageValues } from '@direct/contracts';
import { Button, Field } from '@direct/ui';
import { useState } from 'react';
import { Form, redirect, useActionData } from 'react-router';
import { ConsoleShell } from '../../components/console-shell.tsx';
import { CsrfField } from '../../components/csrf-field.tsx';
import { FormErrorSummary, useFieldError, valueOf } from '../../components/form-messages.tsx';
import { TextField } from '../../components/text-field.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { formFailureOf, keptValues, textOf } from '../../lib/forms/form-failure.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useSignedInHost } from '../../lib/session/signed-in-data.ts';
import type { Route } from './+types/onboarding.route';
import onboardingStyles from './onboarding.css?url';
import { setupSteps } from './setup-steps.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: onboardingStyles }];

const currencies = ['EUR', 'GBP', 'USD', 'CHF'] as const;
const fields = ['name', 'brandName', 'brandAlias', 'currency', 'languages', 'defaultLanguage'] as const;

// The onboarding's first step: the organization and its first brand, whose site lives at
// <alias>.<platform domain>. The caller becomes its owner.
export async function action({ request, context }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const form = await request.formData();
  const languages = form.getAll('languages').filter((value): value is string => typeof value === 'string');
  const values = { ...keptValues(form, ['name', 'brandName', 'brandAlias', 'currency', 'defaultLanguage']), languages: languages.join(',') };
  try {
    const organization = await hostCall(endpoints.hostCreateOrganization, token, {
      body: {
        name: textOf(form, 'name'),
        brandName: textOf(form, 'brandName'),
        brandAlias: textOf(form, 'brandAlias'),
        currency: textOf(form, 'currency') as 'EUR',
        languages: languages as 'en'[],
        defaultLanguage: (textOf(form, 'defaultLanguage') || languages[0] || 'en') as 'en',
      },
      signal: request.signal,
    });
    return redirect(setupSteps.after('organization', organization.id));
  } catch (error) {
    const failure = formFailureOf(error, fields, values);
    // The only conflict here: another brand already has this alias.
    if (failure.formError === 'conflict') return { ...failure, formError: undefined, fieldErrors: { ...failure.fieldErrors, brandAlias: 'taken' } };
    return failure;
  }
}

export default function Onboarding() {
  const { t, lng } = useTranslation();
  const me = useSignedInHost();
  const { platformDomain } = useRootData();
  const result = useActionData<typeof action>();
  const errorOf = useFieldError(result);
  const [alias, setAlias] = useState(valueOf(result, 'brandAlias'));
  const chosenLanguages = valueOf(result, 'languages', lng).split(',');
  const title = t('console.onboarding.title');
  return (
    <ConsoleShell me={me}>
      <title>{t('console.meta.title', { page: title })}</title>
      <div className="onboarding">
        <p className="onboarding__step">{t('console.onboarding.step', { step: setupSteps.number('organization'), count: setupSteps.count })}</p>
        <h1 tabIndex={-1}>{title}</h1>
        <p>{t('console.onboarding.intro')}</p>
        <FormErrorSummary result={result} />
        <Form method="post" noValidate className="form-stack">
          <CsrfField />
          <TextField name="name" label={t('console.onboarding.name')} hint={t('console.onboarding.nameHint')} maxLength={120} defaultValue={valueOf(result, 'name')} error={errorOf('name')} />
          <TextField name="brandName" label={t('console.onboarding.brandName')} hint={t('console.onboarding.brandNameHint')} maxLength={120} defaultValue={valueOf(result, 'brandName')} error={errorOf('brandName')} />
          <TextField
            name="brandAlias"
            label={t('console.onboarding.brandAlias')}
            hint={t('console.onboarding.brandAliasHint')}
            maxLength={40}
            autoCapitalize="none"
            spellCheck={false}
            value={alias}
            onChange={(event) => setAlias(event.target.value.toLowerCase())}
            error={errorOf('brandAlias')}
          />
          <p className="onboarding__url">
            {t('console.onboarding.siteAddress')}{' '}
            <output htmlFor="brandAlias" aria-live="polite">
              <strong>{`${alias.trim() || t('console.onboarding.aliasPlaceholder')}.${platformDomain}`}</strong>
            </output>
          </p>
          <Field id="currency" label={t('console.onboarding.currency')} error={errorOf('currency')}>
            {(control) => (
              <select name="currency" {...control} defaultValue={valueOf(result, 'currency', 'EUR')}>
                {currencies.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <fieldset className="checkbox-group" aria-describedby={errorOf('languages') ? 'languages-error' : undefined}>
            <legend>{t('console.onboarding.languages')}</legend>
            {hostLanguageValues.map((code) => (
              <label key={code} className="checkbox">
                <input type="checkbox" name="languages" value={code} defaultChecked={chosenLanguages.includes(code)} />
                {t(`console.languages.${code}`)}
              </label>
            ))}
            {errorOf('languages') && (
              <p id="languages-error" className="field__error">
                {errorOf('languages')}
              </p>
            )}
          </fieldset>
          <Field id="defaultLanguage" label={t('console.onboarding.defaultLanguage')} error={errorOf('defaultLanguage')}>
            {(control) => (
              <select name="defaultLanguage" {...control} defaultValue={valueOf(result, 'defaultLanguage', lng)}>
                {hostLanguageValues.map((code) => (
                  <option key={code} value={code}>
                    {t(`console.languages.${code}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Button type="submit">{t('console.onboarding.submit')}</Button>
        </Form>
      </div>
    </ConsoleShell>
  );
}
