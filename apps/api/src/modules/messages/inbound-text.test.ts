import { describe, expect, it } from 'vitest';
import { htmlAsText, messageIdIn, senderName, withoutQuotedText } from './inbound-text.ts';
import { createAttachmentLinks, createReplyAddresses } from './signed-tokens.ts';

describe('withoutQuotedText', () => {
  it('keeps the reply above the common quote markers in en, de and pt', () => {
    expect(withoutQuotedText('See you at 6.\r\n\r\nOn Tue, 10 Mar 2026, Lisbon Stays <b@x> wrote:\r\n> Hello')).toBe('See you at 6.');
    expect(withoutQuotedText('Bis dann.\n\nAm 10.03.2026 um 12:00 schrieb Lisbon Stays:\n> Hallo')).toBe('Bis dann.');
    expect(withoutQuotedText('Até já.\n\nEm ter., 10/03/2026 às 12:00, Lisbon Stays escreveu:\n> Olá')).toBe('Até já.');
    expect(withoutQuotedText('Fine.\n-----Original Message-----\nFrom: x')).toBe('Fine.');
    expect(withoutQuotedText('Yes\n> quoted\nmore')).toBe('Yes');
  });

  it('keeps the whole text when nothing would be left', () => {
    expect(withoutQuotedText('> only a quote')).toBe('> only a quote');
    expect(withoutQuotedText('Plain answer\nwith two lines')).toBe('Plain answer\nwith two lines');
  });
});

describe('htmlAsText, senderName, messageIdIn', () => {
  it('reads an HTML-only email as text, without scripts or the quoted part', () => {
    expect(htmlAsText('<div>Hi &amp; thanks<br>See you</div><script>alert(1)</script><blockquote>old</blockquote>')).toBe('Hi & thanks\nSee you');
  });

  it('names the sender and finds the Message-ID', () => {
    expect(senderName('"Maria Silva" <maria@example.test>')).toBe('Maria Silva');
    expect(senderName('maria@example.test')).toBe('maria@example.test');
    expect(messageIdIn('From: a\nMessage-ID: <abc@x>\nTo: b')).toBe('<abc@x>');
    expect(messageIdIn('From: a')).toBeNull();
  });
});

describe('signed tokens', () => {
  const addresses = createReplyAddresses('a-secret-long-enough-for-tests-0123456789', 'reply.example');

  it('reads back the booking of its own reply address, in any case and inside a To header', () => {
    const address = addresses.addressFor({ organizationId: 7, bookingId: 42 });
    expect(addresses.targetIn(`"Lisbon Stays" <${address.toUpperCase()}>, other@example.test`)).toEqual({ organizationId: 7, bookingId: 42 });
  });

  it('refuses a changed booking, another secret’s signature and another domain', () => {
    const address = addresses.addressFor({ organizationId: 7, bookingId: 42 });
    expect(addresses.targetIn(address.replace('b42o', 'b43o'))).toBeNull();
    expect(addresses.targetIn(createReplyAddresses('another-secret-long-enough-0123456789', 'reply.example').addressFor({ organizationId: 7, bookingId: 42 }))).toBeNull();
    expect(addresses.targetIn(address.replace('reply.example', 'evil.example'))).toBeNull();
  });

  it('attachment links expire and can’t be reused for another document', () => {
    const clock = { now: new Date('2026-03-10T12:00:00Z') };
    const links = createAttachmentLinks('a-secret-long-enough-for-tests-0123456789', () => clock.now);
    const { token } = links.issue({ organizationId: 3, documentId: 9 });
    expect(links.verify(token)).toEqual({ organizationId: 3, documentId: 9 });
    expect(links.verify(token.replace(/^3\.9\./, '3.10.'))).toBeNull();
    clock.now = new Date(clock.now.getTime() + 5 * 60_000 + 1000);
    expect(links.verify(token)).toBeNull();
  });
});
