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

// Two hosts, each with an organization, a brand (en + de) and an active property (so the host is
// in the public hosts list), on a test app whose clock the test moves.

export type ContentHost = { session: string; organizationId: number; brandId: number; base: string };
export type HostContentWorld = TestApp & {
  call: HostCall;
  clock: { now: Date };
  a: ContentHost;
  b: ContentHost;
  uploadImage: (host: ContentHost, bytes: Uint8Array) => Promise<{ status: number; json: LightMyRequestResponse['json'] }>;
};

let hosts = 0;

async function newHost(t: TestApp, call: HostCall, label: string): Promise<ContentHost> {
  const stamp = `${label}-${Date.now().toString(36)}-${hosts++}`;
  const session = await signUpHost(call, t.db, { email: `${stamp}@example.test` });
  const created = await call('POST', '/apis/host/organizations', { name: `Org ${stamp}`, brandName: `Brand ${stamp}`, brandAlias: stamp, languages: ['en', 'de'], defaultLanguage: 'en' }, session);
  const organizationId = created.json().id as number;
  const [brand] = await t.db.select().from(brands).where(eq(brands.organizationId, organizationId));
  await createProperty(t.db, { brand: brand! });
  return { session, organizationId, brandId: brand!.id, base: `/apis/host/organizations/${organizationId}` };
}

export async function createHostContentWorld(start: Date): Promise<HostContentWorld> {
  const filesDir = await mkdtemp(join(tmpdir(), 'host-content-'));
  const clock = { now: start };
  const t = await createTestApp({ env: { FILES_DIR: filesDir }, now: () => clock.now });
  try {
    const token = await consoleToken(t.app, t.db);
    const call = hostCaller(t.app, token);
    const a = await newHost(t, call, 'content-a');
    const b = await newHost(t, call, 'content-b');
    const uploadImage: HostContentWorld['uploadImage'] = async (host, bytes) => {
      const { payload, headers } = multipartFile(bytes, { fileName: 'cover.jpg' });
      const response = await t.app.inject({
        method: 'POST',
        url: `${host.base}/content-images`,
        headers: { ...headers, authorization: `Bearer ${token}`, 'x-direct-host-session': host.session },
        payload,
      });
      return { status: response.statusCode, json: response.json.bind(response) as LightMyRequestResponse['json'] };
    };
    return {
      ...t,
      call,
      clock,
      a,
      b,
      uploadImage,
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
