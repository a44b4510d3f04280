import { brandFonts, brandPreviewMessageType, brandPreviewReadyType, type BrandFont, type BrandPreviewMessage } from '@direct/contracts';
import { useEffect } from 'react';
import type { BrandPreviewData } from '../root-data.ts';
import { fontStylesheets } from './font-files.ts';
import { themeVariables } from './theme-style.ts';

const isFont = (value: unknown): value is BrandFont => typeof value === 'string' && Object.hasOwn(brandFonts, value);

// The console's live preview: the page, framed by the console (only the console's origin may
// frame a ?brandPreview page, server.mjs), takes the host's unsaved colours, fonts and tagline
// from postMessage and shows them without saving anything. Messages from any other origin are
// ignored; colours go through the same parser as the saved theme and texts are set as text.
export function useBrandPreview(preview: BrandPreviewData | null, language: string) {
  useEffect(() => {
    if (!preview || window.parent === window) return;
    const { consoleOrigin } = preview;
    function receive(event: MessageEvent) {
      if (event.origin !== consoleOrigin || event.source !== window.parent) return;
      const message = event.data as Partial<BrandPreviewMessage> | null;
      if (!message || message.type !== brandPreviewMessageType || !message.theme) return;
      applyTheme(message.theme);
      applyTagline(message.taglines ?? {}, language, preview!);
      applyLogoText(message.theme.logoText);
    }
    window.addEventListener('message', receive);
    // Asks for the current state: the console may have posted before this page was ready.
    window.parent.postMessage({ type: brandPreviewReadyType }, consoleOrigin);
    return () => window.removeEventListener('message', receive);
  }, [preview, language]);
}

function applyTheme(theme: BrandPreviewMessage['theme']) {
  const headingFont = isFont(theme.headingFont) ? theme.headingFont : undefined;
  const bodyFont = isFont(theme.bodyFont) ? theme.bodyFont : undefined;
  const { primaryColor, accentColor, backgroundColor, textColor, logoText } = theme;
  const variables = themeVariables({ primaryColor, accentColor, backgroundColor, textColor, logoText, ...(headingFont ? { headingFont } : {}), ...(bodyFont ? { bodyFont } : {}) });
  for (const [name, value] of Object.entries(variables)) document.documentElement.style.setProperty(name, value);
  for (const font of [headingFont, bodyFont]) {
    const href = font ? fontStylesheets[font] : null;
    if (href && !document.head.querySelector(`link[data-preview-font="${font}"]`)) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.dataset['previewFont'] = font;
      document.head.append(link);
    }
  }
}

function applyTagline(taglines: Partial<Record<string, string>>, language: string, preview: BrandPreviewData) {
  const text = (taglines[language] || taglines[preview.defaultLanguage] || '').trim();
  for (const element of document.querySelectorAll<HTMLElement>('[data-brand-tagline]')) {
    element.textContent = text;
    element.hidden = text === '';
  }
}

function applyLogoText(logoText: string | undefined) {
  if (typeof logoText !== 'string' || logoText.trim() === '') return;
  for (const element of document.querySelectorAll<HTMLElement>('[data-brand-logo-text]')) element.textContent = logoText.trim().slice(0, 40);
}
