import { Panel } from '@direct/ui';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';

// The agreement as the guest signs it: the host's text, paragraph by paragraph (blank lines
// separate paragraphs; single line breaks are kept).
// The text keeps its own language (a host may only have it in English) for screen readers.
export function AgreementText({ title, version, body, language }: { title: string; version: number; body: string; language: string }) {
  const { t } = useTranslation();
  const paragraphs = body.split(/\n\s*\n/).filter((part) => part.trim() !== '');
  return (
    <Panel className="agreement-text" aria-labelledby="agreement-text-title">
      <h2 id="agreement-text-title" lang={language}>
        {title}
      </h2>
      {/* Version 0 is the platform's built-in text: no host version to name. */}
      {version > 0 && <p className="agreement-text__version">{t('agreement.version', { version })}</p>}
      <div className="agreement-text__body" lang={language}>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </Panel>
  );
}
