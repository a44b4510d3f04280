import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.server.ts';

describe('web configuration', () => {
  it('runs with no environment at all', () => {
    expect(parseConfig({})).toEqual({
      apiUrl: 'http://127.0.0.1:4000',
      clientId: 'direct-web',
      clientSecret: 'demo-web-secret-change-me',
      brandCacheTtlMs: 5_000,
      catalogCacheTtlMs: 1_000,
      pageCache: { sharedMaxAgeSeconds: 300, staleWhileRevalidateSeconds: 600 },
      map: { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' },
      paymentProvider: 'sandbox',
      consoleOrigin: 'http://console.localhost:3001',
    });
  });

  it('keeps only the console’s origin (the one that may frame the brand preview)', () => {
    expect(parseConfig({ CONSOLE_ORIGIN: 'https://console.example.com/' }).consoleOrigin).toBe('https://console.example.com');
    expect(() => parseConfig({ CONSOLE_ORIGIN: 'javascript:alert(1)' })).toThrow(/CONSOLE_ORIGIN/);
  });

  it('reads the variables and treats empty ones as unset', () => {
    const config = parseConfig({
      API_URL: 'https://api.example.com/booking/',
      WEB_CLIENT_ID: 'site',
      WEB_CLIENT_SECRET: '',
      BRAND_CACHE_TTL_SECONDS: '0',
      CATALOG_CACHE_TTL_MS: '0',
      PAGE_CACHE_S_MAXAGE_SECONDS: '60',
      MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}@2x.png',
    });
    expect(config).toMatchObject({
      apiUrl: 'https://api.example.com/booking',
      clientId: 'site',
      clientSecret: 'demo-web-secret-change-me',
      brandCacheTtlMs: 0,
      catalogCacheTtlMs: 0,
      pageCache: { sharedMaxAgeSeconds: 60, staleWhileRevalidateSeconds: 600 },
      map: { tileUrl: 'https://tiles.example.com/{z}/{x}/{y}@2x.png' },
    });
  });

  it('refuses invalid values with the variable named', () => {
    expect(() => parseConfig({ API_URL: 'ftp://api' })).toThrow(/API_URL/);
    expect(() => parseConfig({ API_URL: 'not a url' })).toThrow(/API_URL/);
    expect(() => parseConfig({ BRAND_CACHE_TTL_SECONDS: 'soon' })).toThrow(/BRAND_CACHE_TTL_SECONDS/);
    expect(() => parseConfig({ CATALOG_CACHE_TTL_MS: '-1' })).toThrow(/CATALOG_CACHE_TTL_MS/);
    expect(() => parseConfig({ MAP_TILE_URL: 'https://tiles.example.com/tile.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => parseConfig({ PAYMENT_PROVIDER: 'bank' })).toThrow(/PAYMENT_PROVIDER/);
  });
});
