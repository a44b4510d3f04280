// The site's cookie banner and its settings (decision 0033). Sent to a page only when its brand
// has measurement that needs consent. de.ts and pt.ts must match key for key.
export const consent = {
  region: 'Cookie choices',
  heading: 'Cookies on this site',
  text: '{{brand}} uses necessary cookies to run this site (your language, this choice). With your consent it also uses the cookies below. Nothing beyond the necessary is loaded until you choose, and never on payment pages.',
  later: 'You can change your choice at any time under “Cookie settings” at the foot of every page.',
  accept: 'Accept all',
  reject: 'Reject all',
  choose: 'Let me choose',
  save: 'Save my choice',
  categories: 'Cookie categories',
  necessary: 'Necessary (always on)',
  necessaryHint: 'Remember your language and this choice.',
  analytics: 'Analytics',
  analyticsHint: 'Google Analytics: how guests find and use this site.',
  marketing: 'Marketing',
  marketingHint: 'Meta pixel: measures this site’s advertising.',
  settings: 'Cookie settings',
};
