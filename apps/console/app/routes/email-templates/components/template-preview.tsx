import type { EmailPreview } from '@direct/contracts';
import { useTranslation } from '../../../lib/i18n/translation.tsx';

// The branded email in a fully sandboxed frame: its HTML can't run code or reach the console.
export function TemplatePreview({ preview }: { preview: EmailPreview }) {
  const { t } = useTranslation();
  return (
    <section className="template-preview" aria-labelledby="template-preview-title">
      <h2 id="template-preview-title">{t('consoleAutomations.editor.previewHeading')}</h2>
      <p aria-live="polite">
        <strong>{t('consoleAutomations.editor.previewSubject', { subject: preview.subject })}</strong>
      </p>
      <iframe title={t('consoleAutomations.editor.previewFrame')} sandbox="" srcDoc={preview.html} />
    </section>
  );
}
