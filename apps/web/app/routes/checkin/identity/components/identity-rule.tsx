import { Badge } from '@direct/ui';
import type { IdentityStatus } from '@direct/contracts';
import { useTranslation } from '../../../../lib/i18n/translation-context.tsx';

function countryName(code: string | null, lng: string): string {
  if (!code) return '—';
  try {
    return new Intl.DisplayNames([lng], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

// What the property's country asks for, why, and how long the files are kept.
export function IdentityRule({ status }: { status: IdentityStatus }) {
  const { t, i18n } = useTranslation();
  const { policy } = status;
  const country = countryName(policy.countryCode, i18n.language);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(status.retainUntil));
  return (
    <section className="identity-rule" aria-labelledby="identity-rule-title">
      <h2 id="identity-rule-title">{t('identity.rule.heading')}</h2>
      <p>{policy.rule === 'typed_document_fields' ? t('identity.rule.typedFields') : t('identity.rule.documentAndSelfie')}</p>
      <p className="identity-rule__why" data-testid="identity-rule-why">
        {policy.reason === 'country_rule' ? t('identity.rule.countryRule', { country }) : t('identity.rule.defaultRule', { country })}
      </p>
      <p className="identity-rule__privacy">{t('identity.rule.privacy', { date })}</p>
    </section>
  );
}

export function StepBadge({ done }: { done: boolean }) {
  const { t } = useTranslation();
  return <Badge tone={done ? 'success' : 'neutral'}>{done ? t('identity.status.complete') : t('identity.status.pending')}</Badge>;
}
