import { useContext } from 'react';
import { preloadModule, type PreloadModuleOptions } from 'react-dom';
import { Scripts, UNSAFE_FrameworkContext as FrameworkContext, useMatches } from 'react-router';
import { splitPreloads } from '../lib/react/low-priority-preloads.ts';

// React Router's <Scripts/>, with the JavaScript the page's modules import (React, React Router,
// shared chunks: most of the page's 130 KB) preloaded at low priority instead of high.
//
// Why: a high-priority modulepreload competes with the stylesheets and the hero photo for a slow
// link, and Lighthouse's simulation counts every high-priority script fetched before the first
// paint as blocking it. The page is server-rendered and works before hydration (links and forms
// are real), so its first paint and its largest image go first and the script follows
// (decision 0044). <Scripts/> has no option for it: the entry's and the routes' imports are taken
// out of the manifest it reads and preloaded here instead, once each. The entry module and the
// route modules themselves stay as <Scripts/> writes them (its inline script imports them by URL).
export function PageScripts() {
  // In the browser the manifest is the one the document carries, already split: nothing to do
  // (and this code stays out of the property page's 120 KB).
  return import.meta.env.SSR ? <ServerPageScripts /> : <Scripts />;
}

function ServerPageScripts() {
  const context = useContext(FrameworkContext);
  const routeIds = useMatches().map((match) => match.id);
  if (!context) return <Scripts />;
  const split = splitPreloads(context.manifest, routeIds);
  for (const href of split.lowPriority) preloadModule(href, lowPriority(context.nonce));
  return (
    <FrameworkContext.Provider value={{ ...context, manifest: split.manifest }}>
      <Scripts />
    </FrameworkContext.Provider>
  );
}

// @types/react-dom doesn't list fetchPriority yet; react-dom forwards it since 19.3.
function lowPriority(nonce: string | undefined): PreloadModuleOptions {
  return { as: 'script', fetchPriority: 'low', ...(nonce ? { nonce } : {}) } as PreloadModuleOptions;
}
