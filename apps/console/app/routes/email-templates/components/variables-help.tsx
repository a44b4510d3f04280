import type { TranslationKey } from '@direct/i18n/translator';
import { useTranslation } from '../../../lib/i18n/translation.tsx';

export function VariablesHelp({ variables }: { variables: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <section className="template-editor__variables panel" aria-labelledby="template-variables-title">
      <h2 id="template-variables-title">{t('consoleAutomations.editor.variablesHeading')}</h2>
      <p className="muted">{t('consoleAutomations.editor.variablesIntro', { example: '{{guestName}}' })}</p>
      <dl>
        {variables.map((name) => (
          <div key={name}>
            <dt>
              <code>{`{{${name}}}`}</code>
            </dt>
            <dd>{t(`consoleAutomations.editor.variables.${name}` as TranslationKey)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
