import { catalogs, pickTexts } from '@direct/i18n';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TranslationProvider, useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { TextsWithData } from './texts-with-data.tsx';

function Summary() {
  const { t } = useTranslation();
  return <p>{`${t('search.prompt.label')}: ${t('search.errors.summary', { count: 2 })}`}</p>;
}

// The search page's own texts, without its error messages (route-texts.server.ts).
const page = { lng: 'de' as const, dir: 'ltr' as const, resources: pickTexts(catalogs.de, ['search.prompt']), languages: [] };
const render = (texts: Parameters<typeof TextsWithData>[0]['texts']) =>
  renderToString(
    <TranslationProvider locale={page}>
      <TextsWithData texts={texts}>
        <Summary />
      </TextsWithData>
    </TranslationProvider>,
  );

describe('texts that come with the data', () => {
  it('are added to the page’s texts', () => {
    expect(render(pickTexts(catalogs.de, ['search.errors']))).toBe(
      `<p>${catalogs.de.search.prompt.label}: ${catalogs.de.search.errors.summary_other.replace('{{count}}', '2')}</p>`,
    );
  });

  it('leave the page’s texts as they are when there are none', () => {
    expect(render(undefined)).toBe(`<p>${catalogs.de.search.prompt.label}: search.errors.summary</p>`);
  });
});
