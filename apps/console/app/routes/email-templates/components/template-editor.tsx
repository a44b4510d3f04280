import type { EmailPreview, HostEmailTemplate } from '@direct/contracts';
import { Button, Field } from '@direct/ui';
import { useEffect, useRef } from 'react';
import { Form, useFetcher } from 'react-router';
import { CsrfField } from '../../../components/csrf-field.tsx';
import { FormErrorSummary, useFieldError, valueOf } from '../../../components/form-messages.tsx';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { TemplatePreview } from './template-preview.tsx';
import { VariablesHelp } from './variables-help.tsx';

// How long typing pauses before the preview follows (with JavaScript; without it, the button).
const previewDelayMs = 600;

export function TemplateEditor({
  template,
  result,
  preview,
  unknownOf,
}: {
  template: HostEmailTemplate;
  result: unknown;
  preview: EmailPreview;
  unknownOf: (field: 'subject' | 'body') => string | undefined;
}) {
  const { t } = useTranslation();
  const errorOf = useFieldError(result);
  const fetcher = useFetcher<{ ok: boolean; preview?: EmailPreview }>();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const fieldError = (field: 'subject' | 'body') => {
    const names = unknownOf(field);
    return names ? t('consoleAutomations.errors.unknownVariable', { names }) : errorOf(field);
  };
  const schedulePreview = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!formRef.current) return;
      const form = new FormData(formRef.current);
      form.set('intent', 'preview');
      void fetcher.submit(form, { method: 'post' });
    }, previewDelayMs);
  };
  const live = fetcher.data?.ok && fetcher.data.preview ? fetcher.data.preview : preview;

  return (
    <div className="template-editor">
      <section aria-labelledby="template-form-title">
        <h2 id="template-form-title" className="visually-hidden">
          {t('consoleAutomations.editor.title', { kind: t(`consoleAutomations.kinds.${template.kind}`), language: t(`consoleAutomations.languages.${template.language}`) })}
        </h2>
        <FormErrorSummary result={result} />
        <Form method="post" noValidate className="form-stack" ref={formRef} onChange={schedulePreview}>
          <CsrfField />
          <Field id="template-subject" label={t('consoleAutomations.editor.subject')} error={fieldError('subject')} required requiredText={t('console.forms.required')}>
            {(control) => <input name="subject" {...control} defaultValue={valueOf(result, 'subject', template.subject)} maxLength={200} />}
          </Field>
          <Field id="template-body" label={t('consoleAutomations.editor.body')} hint={t('consoleAutomations.editor.bodyHint')} error={fieldError('body')} required requiredText={t('console.forms.required')}>
            {(control) => <textarea name="body" {...control} defaultValue={valueOf(result, 'body', template.body)} rows={16} />}
          </Field>
          <div className="template-editor__actions">
            <Button type="submit" name="intent" value="save">
              {t('consoleAutomations.editor.save')}
            </Button>
            <Button type="submit" name="intent" value="preview" variant="secondary">
              {t('consoleAutomations.editor.preview')}
            </Button>
          </div>
        </Form>
        {template.custom && (
          <Form method="post" className="inline-form">
            <CsrfField />
            <Button type="submit" name="intent" value="reset" variant="secondary" small>
              {t('consoleAutomations.editor.reset')}
            </Button>
          </Form>
        )}
        <VariablesHelp variables={template.variables} />
      </section>
      <TemplatePreview preview={live} />
    </div>
  );
}
