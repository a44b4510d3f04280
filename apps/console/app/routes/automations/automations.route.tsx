import { emailAutomationKinds, endpoints, type EmailAutomationKind } from '@direct/contracts';
import { roleAllows } from '@direct/domain/host-access';
import { Button, DataTable, Field } from '@direct/ui';
import { useState } from 'react';
import { data, Form, Link, useActionData, useLoaderData } from 'react-router';
import { CsrfField } from '../../components/csrf-field.tsx';
import { FormErrorSummary, useAnswerKey } from '../../components/form-messages.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { isFormFailure } from '../../lib/forms/form-failure.ts';
import { serverTranslator } from '../../lib/i18n/locale-data.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { languageContext } from '../../lib/request-context.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { pagePathOf, redirectWithToast } from '../../lib/toast/toast.server.ts';
import { daysField, enabledField, propertyField, settingField, usesDays } from './automation-fields.ts';
import { saveAutomations } from './automations.server.ts';
import { PropertyAutomationBox } from './components/property-automation-box.tsx';
import type { Route } from './+types/automations.route';
import styles from './automations.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  return { settings: await hostCall(endpoints.hostGetEmailAutomations, token, { params: { organizationId: Number(params.organizationId) }, signal: request.signal }) };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const result = await saveAutomations(await request.formData(), Number(params.organizationId), token, request.signal);
  if (!result.ok) return data(result, { status: 400 });
  const t = serverTranslator(context.get(languageContext));
  return redirectWithToast(pagePathOf(request), { message: t('consoleAutomations.automations.saved') }, context);
}

// Which guest emails go out by themselves, how many days ahead, and where they don't.
export default function Automations() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { settings } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const answerKey = useAnswerKey(result);
  const failure = isFormFailure(result) ? result : undefined;
  // After a refusal the boxes show what was sent, not what is stored.
  const checked = (name: string, stored: boolean) => (failure ? name in failure.values : stored);
  const title = t('consoleAutomations.automations.title');
  const base = `/o/${organization.id}`;
  const kindLabel = (kind: EmailAutomationKind) => t(`consoleAutomations.kinds.${kind}`);
  // Which automations are on for the organization: as stored (or as sent, after a refusal), then
  // as the switches above are flipped. A property can't send one that is off for everyone, so its
  // box shows unticked and locked; its own choice travels along unchanged (hidden field).
  const [organizationOn, setOrganizationOn] = useState(() => new Set(settings.automations.filter((setting) => checked(enabledField(setting.kind), setting.enabled)).map((setting) => setting.kind)));
  const offKinds = emailAutomationKinds.filter((kind) => !organizationOn.has(kind));
  const switched = (kind: EmailAutomationKind, on: boolean) =>
    setOrganizationOn((current) => {
      const next = new Set(current);
      if (on) next.add(kind);
      else next.delete(kind);
      return next;
    });
  return (
    <div className="automations">
      <title>{t('console.meta.title', { page: title })}</title>
      <h1 tabIndex={-1}>{title}</h1>
      <p className="muted">{t('consoleAutomations.automations.intro')}</p>
      <p>
        <Link to={`${base}/email-templates`}>{t('consoleAutomations.automations.templatesLink')}</Link>
      </p>
      <FormErrorSummary result={result} />
      <Form method="post" noValidate key={answerKey}>
        <CsrfField />
        <ul className="automations__list">
          {settings.automations.map((setting) => {
            const daysError = failure?.fieldErrors[settingField(setting.kind)] ? t('consoleAutomations.errors.daysBefore') : undefined;
            return (
              <li key={setting.kind} className="automations__item panel">
                <label className="automations__switch">
                  <input
                    type="checkbox"
                    name={enabledField(setting.kind)}
                    defaultChecked={checked(enabledField(setting.kind), setting.enabled)}
                    onChange={(event) => switched(setting.kind, event.currentTarget.checked)}
                  />
                  <span>{kindLabel(setting.kind)}</span>
                </label>
                {usesDays(setting.kind) && (
                  <Field
                    id={daysField(setting.kind)}
                    label={setting.kind === 'before_arrival' ? t('consoleAutomations.automations.daysBeforeArrival') : t('consoleAutomations.automations.daysBeforeDue')}
                    error={daysError}
                    className="automations__days"
                  >
                    {(control) => (
                      <input name={daysField(setting.kind)} {...control} inputMode="numeric" defaultValue={failure?.values[daysField(setting.kind)] ?? String(setting.daysBefore ?? '')} size={4} />
                    )}
                  </Field>
                )}
              </li>
            );
          })}
        </ul>
        <h2>{t('consoleAutomations.automations.propertiesHeading')}</h2>
        <p className="muted">{t('consoleAutomations.automations.propertiesIntro')}</p>
        {offKinds.length > 0 && settings.properties.length > 0 && (
          <p id="automations-off-hint" className="automations__off-hint">
            {t('consoleAutomations.automations.offForOrganization', { kinds: offKinds.map((kind) => t(`consoleAutomations.kindsShort.${kind}`)).join(', ') })}
          </p>
        )}
        {settings.properties.length === 0 ? (
          <p className="empty-state">{t('consoleAutomations.automations.noProperties')}</p>
        ) : (
          <DataTable caption={t('consoleAutomations.automations.propertiesCaption')}>
            <thead>
              <tr>
                <th scope="col">{t('consoleAutomations.automations.property')}</th>
                {emailAutomationKinds.map((kind) => (
                  <th scope="col" key={kind}>
                    {t(`consoleAutomations.kindsShort.${kind}`)}
                  </th>
                ))}
                <th scope="col">{t('consoleAutomations.automations.accessDetails')}</th>
              </tr>
            </thead>
            <tbody>
              {settings.properties.map((property) => (
                <tr key={property.propertyId}>
                  <th scope="row">
                    {property.name}
                    <input type="hidden" name="property" value={property.propertyId} />
                  </th>
                  {emailAutomationKinds.map((kind) => {
                    const name = propertyField(property.propertyId, kind);
                    return (
                      <td key={kind}>
                        <PropertyAutomationBox
                          name={name}
                          organizationOn={organizationOn.has(kind)}
                          own={checked(name, !property.offKinds.includes(kind))}
                          label={t('consoleAutomations.automations.onFor', { kind: kindLabel(kind), property: property.name })}
                          offLabel={t('consoleAutomations.automations.offFor', { kind: kindLabel(kind), property: property.name })}
                          hintId="automations-off-hint"
                        />
                      </td>
                    );
                  })}
                  <td>
                    {roleAllows(organization.role, 'guests:read') && (
                      <Link to={`${base}/properties/${property.propertyId}/access`} aria-label={t('consoleAutomations.automations.accessDetailsOf', { property: property.name })}>
                        {t('consoleAutomations.automations.accessDetails')}
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
        <Button type="submit">{t('consoleAutomations.automations.save')}</Button>
      </Form>
    </div>
  );
}
