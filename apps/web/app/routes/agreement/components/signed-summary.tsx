import { ButtonLink, Panel } from '@direct/ui';
import type { AgreementSignatureFacts } from '@direct/contracts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';

// The signed state: when, by whom, how, the fingerprint, and the PDF to keep.
export function SignedSummary({ signature, pdfHref }: { signature: AgreementSignatureFacts; pdfHref: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'pt' ? 'pt-PT' : i18n.language === 'en' ? 'en-GB' : i18n.language;
  const signedAt = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(signature.signedAt));
  return (
    <Panel className="agreement-signed" aria-labelledby="agreement-signed-title">
      <h2 id="agreement-signed-title">{t('agreement.signed.heading')}</h2>
      <p role="status">{t('agreement.signed.text')}</p>
      <dl className="agreement-facts">
        <div>
          <dt>{t('agreement.signed.signedAt')}</dt>
          <dd>
            <time dateTime={signature.signedAt}>{signedAt} UTC</time>
          </dd>
        </div>
        <div>
          <dt>{t('agreement.signed.signer')}</dt>
          <dd>
            {signature.signerName} ({signature.signerEmail})
          </dd>
        </div>
        <div>
          <dt>{t('agreement.signed.method')}</dt>
          <dd>
            {signature.typedSignature ? <span className="signature-typed signature-typed--shown">{signature.typedSignature}</span> : t(`agreement.signed.kinds.${signature.kind}`)}
          </dd>
        </div>
        <div>
          <dt>{t('agreement.signed.hash')}</dt>
          <dd className="agreement-hash" data-testid="agreement-hash">
            {signature.contentHash}
          </dd>
        </div>
      </dl>
      {signature.pdfAvailable && (
        <ButtonLink block href={pdfHref} download>
          {t('agreement.signed.download')}
        </ButtonLink>
      )}
    </Panel>
  );
}
