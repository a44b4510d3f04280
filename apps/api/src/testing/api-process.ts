import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export type ApiProcess = {
  url: string;
  child: ChildProcess;
  // Everything the process printed (JSON log lines), to explain a failure.
  output: () => string;
  // SIGKILL: no shutdown hook runs, as when the machine or the container dies.
  kill: () => Promise<void>;
};

// The real API as its own process (server.ts, as `npm start` runs it), on the database and
// gateway the environment names. Resolves once it listens. nodeArgs come first (e.g. --import of
// the telemetry register file, as `npm start` passes it).
export async function startApiProcess(env: Record<string, string>, timeoutMs = 180_000, nodeArgs: readonly string[] = []): Promise<ApiProcess> {
  const child = spawn(process.execPath, [...nodeArgs, '--experimental-strip-types', '--disable-warning=ExperimentalWarning', 'src/server.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', LOG_FORMAT: 'json', API_HOST: '127.0.0.1', PORT_API: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => {
      // Never left running behind a failed test.
      child.kill('SIGKILL');
      reject(new Error(`the API did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const ready = /API ready at (http:\/\/[^\s"]+?) \(/.exec(output);
      if (ready?.[1]) {
        clearTimeout(timer);
        resolveUrl(ready[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the API exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
  return {
    url,
    child,
    output: () => output,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
