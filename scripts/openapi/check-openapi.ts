// `npm run lint:openapi`: the OpenAPI document integrators and the host console will build on
// passes Redocly's recommended rules, and a typed client generated from it with
// openapi-typescript compiles and names every operation (decision 0008). Works in build-openapi/
// (git-ignored): the document, the generated client and a small file using it.
import { spawnSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { endpoints } from '@direct/contracts';
import { openApiDocument } from './write-openapi.ts';

const root = join(import.meta.dirname, '..', '..');
const folder = join(root, 'build-openapi');

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`lint:openapi: ${command} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

// Uses the generated types the way a client would; it fails to compile when an operation is
// missing or a generated name is unreadable.
const usage = (operationIds: string[]) => `import type { components, operations, paths } from './openapi.ts';

type Brand = paths['/apis/brands/resolve']['get']['responses'][200]['content']['application/json'];
export const brandName = (brand: Brand): string => brand.name;
export const hostId = (id: operations['getHost']['parameters']['path']['id']) => id;
export const notFound: components['schemas']['ErrorEnvelope']['error']['code'] = 'not_found';
export const everyOperation: (keyof operations)[] = ${JSON.stringify(operationIds)};
`;

const tsconfig = {
  compilerOptions: { strict: true, noEmit: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', allowImportingTsExtensions: true, types: [] },
  files: ['openapi.ts', 'usage.ts'],
};

await rm(folder, { recursive: true, force: true });
await mkdir(folder, { recursive: true });
await writeFile(join(folder, 'openapi.json'), `${JSON.stringify(await openApiDocument(), null, 2)}\n`);
run('npx', ['--no-install', 'redocly', 'lint', 'build-openapi/openapi.json', '--config', 'redocly.yaml', '--format', 'stylish']);
run('npx', ['--no-install', 'openapi-typescript', 'build-openapi/openapi.json', '--output', 'build-openapi/openapi.ts']);
await writeFile(join(folder, 'usage.ts'), usage(Object.values(endpoints).map((endpoint) => endpoint.operationId)));
await writeFile(join(folder, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
run('npx', ['--no-install', 'tsc', '-p', 'build-openapi/tsconfig.json']);
console.log('lint:openapi: the document passes Redocly, and the generated client compiles');
