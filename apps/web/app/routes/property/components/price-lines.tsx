import { useTranslation } from '../../../lib/i18n/translation-context.tsx';

// An itemised price: nights × average, each fee, each tax, then the total.
export function PriceLines({ lines, total }: { lines: [string, string][]; total: string }) {
  const { t } = useTranslation();
  return (
    <dl className="price-lines">
      {lines.map(([term, amount], index) => (
        <div key={index}>
          <dt>{term}</dt>
          <dd>{amount}</dd>
        </div>
      ))}
      <div className="price-lines__total">
        <dt>{t('property.rates.total')}</dt>
        <dd>{total}</dd>
      </div>
    </dl>
  );
}
