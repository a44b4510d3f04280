import type { Language } from '@direct/contracts';
import { brandPreviewReadyType, type BrandPreviewMessage } from '@direct/domain/brand-fonts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/translation.tsx';

// The brand's real home page in a frame, showing the look being edited before it is saved: the
// site (?brandPreview, framed only by the console's origin) applies what we post to it, and asks
// again when it (re)loads. Messages go to the site's origin only.
export function LivePreview({ siteUrl, offered, look }: { siteUrl: string; offered: readonly Language[]; look: BrandPreviewMessage }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(look);
  latest.current = look;
  const [language, setLanguage] = useState<Language>(offered[0] ?? 'en');
  const picker = useRef<HTMLSelectElement>(null);
  const origin = new URL(siteUrl).origin;
  const src = new URL(`/${language}`, siteUrl);
  src.searchParams.set('brandPreview', '1');

  useEffect(() => {
    frame.current?.contentWindow?.postMessage(look, origin);
  }, [look, origin]);

  // A language picked before the page was hydrated is in the select but not in our state (once,
  // on hydration).
  useEffect(() => {
    const picked = picker.current?.value as Language | undefined;
    if (picked && picked !== language && offered.includes(picked)) setLanguage(picked);
  }, []);

  useEffect(() => {
    function answer(event: MessageEvent) {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      if ((event.data as { type?: unknown } | null)?.type === brandPreviewReadyType) frame.current?.contentWindow?.postMessage(latest.current, origin);
    }
    window.addEventListener('message', answer);
    return () => window.removeEventListener('message', answer);
  }, [origin]);

  const shown = offered.includes(language) ? language : (offered[0] ?? 'en');
  return (
    <section className="live-preview" aria-labelledby="live-preview-title">
      <h2 id="live-preview-title">{t('consoleBrand.livePreview')}</h2>
      <p className="muted">{t('consoleBrand.livePreviewHint')}</p>
      <label className="live-preview__language">
        {t('consoleBrand.previewLanguage')}{' '}
        <select ref={picker} value={shown} onChange={(event) => setLanguage(event.target.value as Language)}>
          {offered.map((code) => (
            <option key={code} value={code}>
              {t(`consoleBrand.languageName.${code}`)}
            </option>
          ))}
        </select>
      </label>
      {/* A picture of the site, not a second page to use: inert, so neither a click nor a screen
          reader wanders into it (and its links, which may not be framed, stay out of reach).
          A new frame per language rather than a new src: the page still starting in the old
          frame calls history.replaceState, which cancels the frame's pending navigation, and the
          frame then stayed on the old language. */}
      <iframe key={src.href} ref={frame} className="live-preview__frame" title={t('consoleBrand.previewFrame')} src={src.href} inert tabIndex={-1} />
    </section>
  );
}
