import { describe, expect, it } from 'vitest';
import { catalogs, fallbackLanguage, isSupportedLanguage, resources, supportedLanguages } from './index.ts';

type Leaves = Map<string, string>;

function leaves(node: unknown, prefix = '', into: Leaves = new Map()): Leaves {
  if (typeof node === 'string') {
    into.set(prefix, node);
    return into;
  }
  if (node === null || typeof node !== 'object' || Array.isArray(node)) {
    // Anything but strings and plain objects is a catalog bug; keep it visible as a non-string leaf.
    into.set(prefix, String(node) === '' ? '' : `<${typeof node}>`);
    return into;
  }
  for (const [key, child] of Object.entries(node)) leaves(child, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

// Texts that are rightly the same in every language (names and pure formats). Anything else equal
// to English is a forgotten translation.
const sameInEveryLanguage = new Set(['platform.name', 'meta.pageTitle', 'shell.copyright', 'amenity.wifi', 'amenity.pool', 'booking.addOns.extras', 'booking.voucher.line', 'paymentPage.stripe.googlePay', 'deposit.card', 'identity.kinds.selfie', 'checkin.general.paidSlot', 'checkin.general.paidSlotTime', 'consoleProperties.fields.latitude', 'consoleProperties.fields.longitude', 'consolePricing.addOns.kinds.extra', 'consolePricing.taxes.notApplicable', 'consolePhotos.notAdded', 'console.setup.property.existing', 'messageEmails.signature', 'consoleMessages.conversation.stay', 'consoleMessages.conversation.fromHost', 'consoleReviews.stats.none', 'consoleReviews.filters.status', 'consoleReviews.byline', 'consoleAutomations.editor.title', 'consoleWebhooks.nav', 'consoleWebhooks.title', 'consoleWebhooks.url', 'consoleWebhooks.status', 'consoleWebhooks.back', 'consoleCalendarSync.channels.airbnb', 'consoleCalendarSync.channels.booking_com', 'consoleCalendarSync.channels.vrbo', 'consoleCalendarSync.channels.google']);

const reference = leaves(catalogs.en);
const others = supportedLanguages.filter((lng) => lng !== 'en');

describe('catalogs', () => {
  it('covers exactly the supported languages, with en as the fallback', () => {
    expect(Object.keys(catalogs).sort()).toEqual([...supportedLanguages].sort());
    expect(Object.keys(resources).sort()).toEqual([...supportedLanguages].sort());
    expect(fallbackLanguage).toBe('en');
  });

  it('has no empty or non-string texts in English', () => {
    for (const [key, text] of reference) {
      expect(text.trim(), `en: ${key}`).not.toBe('');
      expect(text, `en: ${key}`).not.toMatch(/^<\w+>$/);
    }
  });

  describe.each(others)('%s', (lng) => {
    const catalog = leaves(catalogs[lng]);

    it('has every English key', () => {
      expect([...reference.keys()].filter((key) => !catalog.has(key))).toEqual([]);
    });

    it('has no key English lacks', () => {
      expect([...catalog.keys()].filter((key) => !reference.has(key))).toEqual([]);
    });

    it('has no empty or non-string texts', () => {
      const bad = [...catalog].filter(([, text]) => text.trim() === '' || /^<\w+>$/.test(text)).map(([k]) => k);
      expect(bad).toEqual([]);
    });

    it('uses the same interpolation placeholders as English', () => {
      const mismatched = [...reference]
        .filter(([key, text]) => catalog.has(key) && placeholders(text).join() !== placeholders(catalog.get(key)!).join())
        .map(([key]) => key);
      expect(mismatched).toEqual([]);
    });

    it('is translated, not copied from English', () => {
      const copied = [...reference]
        .filter(([key, text]) => !sameInEveryLanguage.has(key) && catalog.get(key) === text)
        .map(([key]) => key);
      expect(copied).toEqual([]);
    });
  });

  it('allows only texts that exist and are the same in some language (no stale allow-list entry)', () => {
    const stale = [...sameInEveryLanguage].filter((key) => !reference.has(key) || others.every((lng) => leaves(catalogs[lng]).get(key) !== reference.get(key)));
    expect(stale).toEqual([]);
  });

  it('names each language in that language', () => {
    expect(catalogs.en.language.name).toBe('English');
    expect(catalogs.de.language.name).toBe('Deutsch');
    expect(catalogs.pt.language.name).toBe('Português');
  });

  it('keeps the specification texts word for word in English', () => {
    expect(catalogs.en.errors.notFound.message).toBe("We can't seem to find the page you're looking for");
    expect(catalogs.en.payment.cardDecline).toBe(
      'The payment was declined by your card provider. Please check your details and try again.',
    );
    expect(catalogs.en.payment.failed).toBe(
      'An error occurred while processing your payment, Please try again or contact with your host.',
    );
    expect(catalogs.en.payment.processing).toBe('Your payment is processing, Please wait 5 minutes before trying again!');
    expect(catalogs.en.errors.invalidCode).toBe('The code you entered is invalid.');
    expect(catalogs.en.errors.timeout).toBe('Time Out Error');
    expect(catalogs.en.contact.sendFailed).toBe('Sending message failed');
    expect(catalogs.en.newsletter.failed).toBe('Subscription unsuccessful! Please try again later');
  });
});

describe('isSupportedLanguage', () => {
  it('accepts exactly the supported codes', () => {
    expect(supportedLanguages.every(isSupportedLanguage)).toBe(true);
    for (const value of ['fr', 'EN', 'de-DE', '', ' en', null, undefined, 1, {}]) {
      expect(isSupportedLanguage(value), String(value)).toBe(false);
    }
  });
});
