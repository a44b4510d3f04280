import { Badge, type BadgeTone } from '@direct/ui';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import type { ChecklistItem } from '../publish-checklist.ts';
import { setupSteps } from '../setup-steps.ts';

const tones: Record<ChecklistItem['state'], BadgeTone> = { done: 'success', missing: 'warning', recommended: 'neutral' };

// Each item: its state in words (not colour alone), what it is, and the full page where it is made.
export function PublishChecklist({ organizationId, propertyId, items }: { organizationId: number; propertyId: number; items: ChecklistItem[] }) {
  const { t } = useTranslation();
  const property = `/o/${organizationId}/properties/${propertyId}`;
  const itemText = (item: ChecklistItem): { label: string; detail?: string; link: { to: string; text: string } } => {
    switch (item.kind) {
      case 'unit':
        return { label: t('console.setup.publish.unit'), link: { to: `${property}/units`, text: t('console.setup.publish.units') } };
      case 'rates':
        return item.state === 'done'
          ? { label: t('console.setup.publish.rates'), link: { to: `/o/${organizationId}/rates?propertyId=${propertyId}`, text: t('console.setup.publish.calendar') } }
          : { label: t('console.setup.publish.rates'), link: { to: setupSteps.path('rates', organizationId, propertyId), text: t('console.setup.publish.setPrices') } };
      case 'photos':
        return {
          label: t('console.setup.publish.photos'),
          detail: t('console.setup.publish.photoCount', { count: item.count }),
          link: { to: `${property}/photos`, text: t(item.count > 0 ? 'console.setup.publish.morePhotos' : 'console.setup.publish.addPhotos') },
        };
      case 'description': {
        const language = t(`console.languages.${item.language}`);
        return {
          label: t('console.setup.publish.description', { language }),
          link: { to: `${property}/texts/${item.language}`, text: t(item.state === 'done' ? 'console.setup.publish.editDescription' : 'console.setup.publish.writeDescription', { language }) },
        };
      }
    }
  };
  return (
    <section className="panel" aria-labelledby="checklist-title">
      <h2 id="checklist-title">{t('console.setup.publish.checklist')}</h2>
      <ul className="checklist">
        {items.map((item) => {
          const text = itemText(item);
          return (
            <li key={item.kind === 'description' ? `description-${item.language}` : item.kind} className="checklist__item">
              <Badge tone={tones[item.state]}>{t(`console.setup.publish.status.${item.state}`)}</Badge>
              <span className="checklist__label">
                {text.label}
                {text.detail && <span className="muted"> · {text.detail}</span>}
              </span>
              <Link to={text.link.to}>{text.link.text}</Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
