// Consent and measurement (decision 0033): the cookie choice, the brand's tag ids, the funnel's events.
export * from './analytics-ids.ts';
export * from './consent.ts';
export * from './funnel-events.ts';
