import { brandPreviewMessageType, brandPreviewReadyType, isBrandFont, type BrandPreviewMessage } from '@direct/domain/brand-fonts';
import type { BrandPreviewData } from '../root-data.ts';
import { fontStylesheets } from './font-files.ts';
import { themeVariables } from './theme-style.ts';

// The preview's work, loaded only by a page the console frames (brand-preview.ts): listens for
// the console's messages and applies them to this document.
export function listenForPreview(preview: BrandPreviewData, language: string): () => void {
  const { consoleOrigin } = preview;
  function receive(event: MessageEvent) {
    if (event.origin !== consoleOrigin || event.source !== window.parent) return;
    const message = event.data as Partial<BrandPreviewMessage> | null;
    if (!message || message.type !== brandPreviewMessageType || !message.theme) return;
    applyTheme(message.theme);
    applyTagline(message.taglines ?? {}, language, preview);
    applyLogoText(message.theme.logoText);
  }
  window.addEventListener('message', receive);
  // Asks for the current state: the console may have posted before this page was ready.
  window.parent.postMessage({ type: brandPreviewReadyType }, consoleOrigin);
  return () => window.removeEventListener('message', receive);
}

function applyTheme(theme: BrandPreviewMessage['theme']) {
  const headingFont = isBrandFont(theme.headingFont) ? theme.headingFont : undefined;
  const bodyFont = isBrandFont(theme.bodyFont) ? theme.bodyFont : undefined;
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
