import { Button } from '@direct/ui';
import { Form } from 'react-router';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { Honeypot } from './honeypot.tsx';

// The newsletter sign-up in the footer of every page. Kept small on purpose (it is in every
// page's JavaScript): a form to the contact page's action, which answers on the contact page's
// own newsletter form — with JavaScript as a client-side navigation, without it as a full POST.
export function FooterNewsletter({ action }: { action: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post" action={`${action}#newsletter`} noValidate className="newsletter-form newsletter-form--footer">
      <input type="hidden" name="intent" value="newsletter" />
      <label htmlFor="footer-newsletter-email" className="newsletter-form__label">
        {t('newsletter.email')}
      </label>
      <div className="newsletter-form__row">
        <input id="footer-newsletter-email" name="email" type="email" required autoComplete="email" maxLength={254} className="field__control" />
        <Button type="submit" variant="accent">
          {t('newsletter.submit')}
        </Button>
      </div>
      <Honeypot id="footer-newsletter-website" />
    </Form>
  );
}
