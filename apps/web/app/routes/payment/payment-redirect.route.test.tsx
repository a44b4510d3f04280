import { catalogs } from '@direct/i18n';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TranslationProvider } from '../../lib/i18n/translation-context.tsx';
import PaymentRedirect from './payment-redirect.route.tsx';

// The redirect page as the server sends it while the gateway is still working: a live status,
// and for a browser without JavaScript the spec's processing message with what to do.

const loaderData = { checkAgainPath: '/de/payment/redirect/LS-1/token-1234567890?provider=opayo', terminalPath: '/de/payment/booking_payment_terminal/LS-1/token-1234567890?status=processing' };

function render(language: 'en' | 'de' | 'pt'): string {
  const Page = PaymentRedirect as unknown as (props: { loaderData: typeof loaderData }) => React.ReactNode;
  const Stub = createRoutesStub([{ path: '/', Component: () => <Page loaderData={loaderData} /> }]);
  return renderToString(
    <TranslationProvider locale={{ lng: language, dir: 'ltr', resources: catalogs[language], languages: [] }}>
      <Stub />
    </TranslationProvider>,
  );
}

describe('the payment redirect page', () => {
  it('says it is checking in a live region, with links to check again and back to the terminal; no meta refresh', () => {
    const html = render('en');
    expect(html).toContain('<h1 id="redirect-title">Checking your payment</h1>');
    expect(html).toMatch(/<div role="status"[^>]*><p>We are asking your payment provider how the payment went/);
    expect(html).toContain('<noscript>');
    expect(html).toContain('Your payment is processing, Please wait 5 minutes before trying again!');
    expect(html).toContain(`href="${loaderData.checkAgainPath.replaceAll('&', '&amp;')}"`);
    expect(html).toContain(`href="${loaderData.terminalPath}"`);
    expect(html).not.toContain('http-equiv');
  });

  it('speaks German and Portuguese', () => {
    expect(render('de')).toContain('Ihre Zahlung wird geprüft');
    expect(render('de')).toContain('Erneut prüfen');
    expect(render('pt')).toContain('A verificar o seu pagamento');
    expect(render('pt')).toContain('Voltar à página de pagamento');
  });
});
