import type { HostProperty } from '@direct/contracts';
import { Button } from '@direct/ui';
import { Form } from 'react-router';
import { CsrfField } from '../../../components/csrf-field.tsx';
import { useTranslation } from '../../../lib/i18n/translation.tsx';

// Publish or unpublish, feature or stop featuring: one small form each, posting to the property's
// frame with the version the host sees. What publishing still needs is listed beside the button.
export function PropertyActions({ property, action }: { property: HostProperty; action: string }) {
  const { t } = useTranslation();
  const button = (intent: string, label: string, variant: 'primary' | 'secondary') => (
    <Form method="post" action={action} className="inline-form">
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={property.version} />
      <Button type="submit" variant={variant}>
        {label}
      </Button>
    </Form>
  );
  return (
    <div className="property-actions">
      <div className="button-row">
        {property.isPublished ? button('unpublish', t('consoleProperties.page.unpublish'), 'secondary') : button('publish', t('consoleProperties.page.publish'), 'primary')}
        {property.isFeatured ? button('unfeature', t('consoleProperties.page.unfeature'), 'secondary') : button('feature', t('consoleProperties.page.feature'), 'secondary')}
      </div>
      {!property.isPublished && property.publishProblems.length > 0 && (
        <div className="property-actions__needs">
          <p>{t('consoleProperties.page.publishNeeds')}</p>
          <ul>
            {property.publishProblems.map((problem) => (
              <li key={problem}>{t(`consoleProperties.problems.${problem}`)}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
