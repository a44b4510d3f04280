import { useEffect } from 'react';
import type { BrandPreviewData } from '../root-data.ts';

// The console's live preview: the page, framed by the console (only the console's origin may
// frame a ?brandPreview page, server.mjs), takes the host's unsaved colours, fonts and tagline
// from postMessage and shows them without saving anything. Messages from any other origin are
// ignored; colours go through the same parser as the saved theme and texts are set as text.
// The code that does it is loaded only then, so guests' pages don't carry it.
export function useBrandPreview(preview: BrandPreviewData | null, language: string) {
  useEffect(() => {
    if (!preview || window.parent === window) return;
    let stop: (() => void) | undefined;
    let active = true;
    void import('./brand-preview-apply.ts').then(({ listenForPreview }) => {
      if (active) stop = listenForPreview(preview, language);
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [preview, language]);
}
