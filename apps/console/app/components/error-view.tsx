import { useTranslation } from '../lib/i18n/translation.tsx';
import { AuthPage } from './auth-page.tsx';

export type ErrorKind = 'not-found' | 'forbidden' | 'csrf' | 'unavailable' | 'server-error';

const texts = {
  'not-found': { title: 'console.errors.notFound.title', text: 'console.errors.notFound.text' },
  forbidden: { title: 'console.errors.forbidden.title', text: 'console.errors.forbidden.text' },
  csrf: { title: 'console.errors.csrf.title', text: 'console.errors.csrf.text' },
  unavailable: { title: 'console.errors.unavailable.title', text: 'console.errors.unavailable.text' },
  'server-error': { title: 'console.errors.serverError.title', text: 'console.errors.serverError.text' },
} as const;

export function ErrorView({ kind }: { kind: ErrorKind }) {
  const { t } = useTranslation();
  return (
    <AuthPage title={t(texts[kind].title)}>
      <p>{t(texts[kind].text)}</p>
      <p>
        <a href="/">{t('console.errors.backHome')}</a>
      </p>
    </AuthPage>
  );
}
