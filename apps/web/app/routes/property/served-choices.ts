import { useState } from 'react';
import { rateChoice, type RateChoice } from './page-view.ts';

// The bookable rates the reserve bar and the overlay name (RateChoice). After a document load the
// page's data leaves them out (sendOnce): the rate list's markup (RateList) has every one of them,
// an enabled "plan" radio with its unit type's legend, its label, its total and its cancellation
// terms, so the first render in the browser reads them from there, as StaticHtml does the HTML.
// A client-side navigation brings them in its data.
export function useRateChoices(choices: Record<string, RateChoice> | undefined): Record<string, RateChoice> {
  const [served] = useState(() => (choices === undefined && typeof document !== 'undefined' ? choicesInMarkup(document) : {}));
  return choices ?? served;
}

function choicesInMarkup(root: ParentNode): Record<string, RateChoice> {
  const choices: Record<string, RateChoice> = {};
  for (const input of root.querySelectorAll<HTMLInputElement>('[data-static-part="rates"] input[name="plan"]:enabled')) {
    const head = input.parentElement;
    const total = head?.querySelector('span')?.textContent;
    if (!total) continue;
    choices[input.value] = rateChoice({
      unit: input.closest('fieldset')?.querySelector('legend')?.textContent ?? '',
      name: head?.querySelector('label')?.textContent ?? '',
      cancellation: head?.nextElementSibling?.querySelector('p > span')?.textContent ?? '',
      total,
    });
  }
  return choices;
}
