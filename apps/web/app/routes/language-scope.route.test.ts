import { describe, expect, it } from 'vitest';
import { shouldRevalidate } from './language-scope.route.tsx';

// The layout's loader carries the page's texts: it must run again whenever the page changes.
const args = (from: string, to: string, formMethod?: 'GET' | 'POST', defaultShouldRevalidate = false) =>
  ({
    currentUrl: new URL(from, 'http://site.test'),
    nextUrl: new URL(to, 'http://site.test'),
    formMethod,
    defaultShouldRevalidate,
  }) as Parameters<typeof shouldRevalidate>[0];

describe('language scope revalidation', () => {
  it('reloads the texts when a link leads to another page', () => {
    expect(shouldRevalidate(args('/destinations/pt/lisbon', '/contact'))).toBe(true);
  });

  it("reloads them when a form posted on one page answers on another, even with a 400 (the footer's newsletter)", () => {
    expect(shouldRevalidate(args('/destinations/pt/lisbon', '/contact', 'POST', false))).toBe(true);
  });

  it('keeps them for the same page with another query', () => {
    expect(shouldRevalidate(args('/search?page=1', '/search?page=2'))).toBe(false);
  });

  it("follows React Router's default after a form posted to its own page", () => {
    expect(shouldRevalidate(args('/contact', '/contact', 'POST', false))).toBe(false);
    expect(shouldRevalidate(args('/contact', '/contact', 'POST', true))).toBe(true);
  });
});
