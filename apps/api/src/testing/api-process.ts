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
  // SIGTERM, as an orchestrator stops a process; resolves with the exit code.
  stop: () => Promise<number | null>;
};

// The real API as its own process (server.ts, as `npm start` runs it), on the database and
// gateway the environment names. Resolves once it listens. nodeArgs come first (e.g. --import of
// the telemetry register file, as `npm start` passes it).
export function startApiProcess(env: Record<string, string>, timeoutMs = 180_000, nodeArgs: readonly string[] = []): Promise<ApiProcess> {
  return startProcess('src/server.ts', /API ready at (http:\/\/[^\s"]+?) \(/, env, timeoutMs, nodeArgs);
}

// The worker-only process (worker-main.ts, as `npm run start:worker` runs it) with its health
// listener on a free port; `url` is that listener's. Resolves once the worker runs.
export function startWorkerProcess(env: Record<string, string>, timeoutMs = 180_000): Promise<ApiProcess> {
  return startProcess('src/worker-main.ts', /worker health at (http:\/\/[^\s"]+?)\/health\/ready[\s\S]*job worker process ready/, { WORKER_PORT: '0', ...env }, timeoutMs);
}

async function startProcess(entry: string, readyLine: RegExp, env: Record<string, string>, timeoutMs: number, nodeArgs: readonly string[] = []): Promise<ApiProcess> {
  const child = spawn(process.execPath, [...nodeArgs, '--experimental-strip-types', '--disable-warning=ExperimentalWarning', entry], {
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
      reject(new Error(`${entry} did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const ready = readyLine.exec(output);
      if (ready?.[1]) {
        clearTimeout(timer);
        resolveUrl(ready[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited (${code ?? signal}) before it was ready:\n${output}`));
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
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      return child.exitCode;
    },
  };
}
