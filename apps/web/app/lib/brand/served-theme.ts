import { useState } from 'react';

// The brand's theme variables are written once, on <html style>, by the server's render: the root
// loader leaves them out of the document's data (sendOnce, about 400 bytes of every page; issue 10
// §3) and the browser's first render reads them back from that attribute, so hydration finds the
// same style. The root's data is never loaded again on the client (root.tsx shouldRevalidate).
export function useServedThemeVariables(sent: Record<`--${string}`, string> | undefined): Record<`--${string}`, string> | undefined {
  const [served] = useState(() => sent ?? (typeof document === 'undefined' ? undefined : customProperties(document.documentElement.style)));
  return served;
}

export function customProperties(style: CSSStyleDeclaration): Record<`--${string}`, string> | undefined {
  const variables: Record<`--${string}`, string> = {};
  for (let index = 0; index < style.length; index += 1) {
    const name = style.item(index);
    if (name.startsWith('--')) variables[name as `--${string}`] = style.getPropertyValue(name).trim();
  }
  return Object.keys(variables).length > 0 ? variables : undefined;
}
