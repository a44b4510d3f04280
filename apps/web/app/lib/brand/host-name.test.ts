import { describe, expect, it } from 'vitest';
import { hostnameFromRequest, normalizeHostname } from './host-name.ts';

describe('host name of a request', () => {
  it('drops the port and lower-cases', () => {
    expect(normalizeHostname('Lisbon-Stays.LOCALHOST:3000')).toBe('lisbon-stays.localhost');
    expect(hostnameFromRequest(new Request('http://Alpine-Lodges.localhost:3100/de/x?lng=pt'))).toBe(
      'alpine-lodges.localhost',
    );
  });

  it('drops a trailing dot (fully qualified form)', () => {
    expect(normalizeHostname('www.lisbon-stays.example.:443')).toBe('www.lisbon-stays.example');
  });

  it('keeps custom domains as they are', () => {
    expect(hostnameFromRequest(new Request('https://book.lisbon-stays.example/'))).toBe('book.lisbon-stays.example');
  });

  it('treats loopback addresses, IPv4 and IPv6, as localhost', () => {
    expect(normalizeHostname('127.0.0.1:3000')).toBe('localhost');
    expect(normalizeHostname('[::1]:3000')).toBe('localhost');
    expect(normalizeHostname('[::1]')).toBe('localhost');
    expect(normalizeHostname('::1')).toBe('localhost');
    expect(hostnameFromRequest(new Request('http://[::1]:3100/'))).toBe('localhost');
    expect(hostnameFromRequest(new Request('http://127.0.0.1:3100/'))).toBe('localhost');
    expect(hostnameFromRequest(new Request('http://[::ffff:127.0.0.1]/'))).toBe('localhost');
  });

  it('leaves other IP addresses alone', () => {
    expect(normalizeHostname('192.168.1.20:3000')).toBe('192.168.1.20');
    expect(normalizeHostname('[2001:db8::1]:8080')).toBe('2001:db8::1');
  });
});
