import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brands } from '@direct/db';
import { createProperty } from '@direct/db/testing';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { consoleToken, hostCaller, signUpHost, type HostCall } from './host-accounts-world.ts';
import { multipartFile } from './photo-files.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// Two hosts, each with an organization, a brand and a property, on a test app whose files live in
// a folder of their own; uploads go through HTTP like the console's.

export type PhotoHost = { session: string; organizationId: number; brandId: number; propertyId: number };
export type HostPhotosWorld = TestApp & {
  filesDir: string;
  call: HostCall;
  a: PhotoHost;
  b: PhotoHost;
  upload: (host: PhotoHost, bytes: Uint8Array, options?: { propertyId?: number; organizationId?: number; path?: string; fileName?: string }) => Promise<{ status: number; json: LightMyRequestResponse['json'] }>;
};

let hosts = 0;

async function newHost(t: TestApp, call: HostCall, label: string): Promise<PhotoHost> {
  const stamp = `${label}-${Date.now().toString(36)}-${hosts++}`;
  const session = await signUpHost(call, t.db, { email: `${stamp}@example.test` });
  const created = await call('POST', '/apis/host/organizations', { name: `Org ${stamp}`, brandName: `Brand ${stamp}`, brandAlias: stamp, languages: ['en', 'de'], defaultLanguage: 'en' }, session);
  const organizationId = created.json().id as number;
  const [brand] = await t.db.select().from(brands).where(eq(brands.organizationId, organizationId));
  const { property } = await createProperty(t.db, { brand: brand! });
  return { session, organizationId, brandId: brand!.id, propertyId: property.id };
}

export async function createHostPhotosWorld(env: Record<string, string> = {}): Promise<HostPhotosWorld> {
  const filesDir = await mkdtemp(join(tmpdir(), 'host-photos-'));
  const t = await createTestApp({ env: { FILES_DIR: filesDir, ...env } });
  try {
    const token = await consoleToken(t.app, t.db);
    const call = hostCaller(t.app, token);
    const a = await newHost(t, call, 'photos-a');
    const b = await newHost(t, call, 'photos-b');
    const upload: HostPhotosWorld['upload'] = async (host, bytes, options = {}) => {
      const { payload, headers } = multipartFile(bytes, { fileName: options.fileName ?? 'photo.jpg' });
      const path = options.path ?? `/apis/host/organizations/${options.organizationId ?? host.organizationId}/properties/${options.propertyId ?? host.propertyId}/photos`;
      const response = await t.app.inject({
        method: 'POST',
        url: path,
        headers: { ...headers, authorization: `Bearer ${token}`, 'x-direct-host-session': host.session },
        payload,
      });
      return { status: response.statusCode, json: response.json.bind(response) as LightMyRequestResponse['json'] };
    };
    return {
      ...t,
      filesDir,
      call,
      a,
      b,
      upload,
      close: async () => {
        await t.close();
        await rm(filesDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await t.close();
    await rm(filesDir, { recursive: true, force: true });
    throw error;
  }
}
