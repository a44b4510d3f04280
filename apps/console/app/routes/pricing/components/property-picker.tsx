import type { PricingProperty } from '@direct/contracts';
import { Form } from 'react-router';
import { useTranslation } from '../../../lib/i18n/translation.tsx';

// Which property's fees, taxes or add-ons the page shows. A GET form, so the choice is in the
// address and works without script; with one property there is nothing to choose.
export function PropertyPicker({ properties, chosen }: { properties: readonly PricingProperty[]; chosen: PricingProperty }) {
  const { t } = useTranslation();
  if (properties.length === 1) {
    return (
      <p className="pricing-property">
        {t('consolePricing.common.property')}: <strong>{chosen.name}</strong>
      </p>
    );
  }
  return (
    <Form method="get" className="form-row pricing-property">
      <div className="field">
        <label htmlFor="pricing-property" className="field__label">
          {t('consolePricing.common.property')}
        </label>
        <select id="pricing-property" name="property" className="field__control" defaultValue={chosen.id}>
          {properties.map((property) => (
            <option key={property.id} value={property.id}>
              {property.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--secondary">
        {t('consolePricing.common.show')}
      </button>
    </Form>
  );
}
