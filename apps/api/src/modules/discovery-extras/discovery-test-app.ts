import type { LightMyRequestResponse } from 'fastify';
import { insertClient, requestToken } from '../../testing/test-records.ts';
import { createCatalogTestApp, type CatalogTestApp } from '../catalog/catalog-test-app.ts';

export type DiscoveryTestApp = CatalogTestApp & {
  post: (url: string, payload: unknown) => Promise<LightMyRequestResponse>;
};

// The seeded demo world (one per test file) with a website token for POSTs too.
export async function createDiscoveryTestApp(): Promise<DiscoveryTestApp> {
  const t = await createCatalogTestApp();
  try {
    await insertClient(t.db, { clientId: 'discovery-site', secret: 'discovery-secret' });
    const token = await requestToken(t.app, 'discovery-site', 'discovery-secret');
    return {
      ...t,
      post: (url, payload) =>
        t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload: payload as Record<string, unknown> }),
    };
  } catch (error) {
    await t.close();
    throw error;
  }
}
