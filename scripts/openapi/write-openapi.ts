// Writes the API's OpenAPI document, generated from the app itself, to the path given
// (`node scripts/openapi/write-openapi.ts /tmp/openapi.json`). The app is built with the test
// configuration on a scratch PGlite database (nothing listens, nothing is seeded) and with the
// development surfaces on, so every operation is in the document.
import { writeFile } from 'node:fs/promises';
import { createTestApp } from '../../apps/api/src/testing/test-app.ts';

export async function openApiDocument(): Promise<unknown> {
  const t = await createTestApp({ env: { DEV_SURFACES: 'true' } });
  try {
    const response = await t.app.inject({ method: 'GET', url: '/apis/docs/json' });
    if (response.statusCode !== 200) throw new Error(`GET /apis/docs/json answered ${response.statusCode}`);
    return response.json();
  } finally {
    await t.close();
  }
}

const target = process.argv[2];
if (target) {
  await writeFile(target, `${JSON.stringify(await openApiDocument(), null, 2)}\n`);
  console.log(`OpenAPI document written to ${target}`);
}
