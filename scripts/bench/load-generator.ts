// The client side of `npm run bench:api`, run in its own process so that the server under test
// has a core to itself: keep-alive connections, each sending its next request as soon as the
// previous answer has been read, for a fixed time. Told what to send over IPC, answers the count.
import http from 'node:http';

type Burst = { url: string; headers: Record<string, string>; seconds: number; connections: number };
type Result = { completed: number; failed: number; seconds: number };

async function burst({ url, headers, seconds, connections }: Burst): Promise<Result> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const deadline = performance.now() + seconds * 1000;
  let completed = 0;
  let failed = 0;
  const one = () =>
    new Promise<void>((resolve) => {
      const request = http.request({ agent, host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, headers }, (response) => {
        response.on('data', () => undefined);
        response.on('end', () => {
          if (response.statusCode === 200) completed += 1;
          else failed += 1;
          resolve();
        });
      });
      request.on('error', () => {
        failed += 1;
        resolve();
      });
      request.end();
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) await one();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return { completed, failed, seconds: elapsed };
}

process.on('message', (message: Burst) => {
  void burst(message).then((result) => process.send?.(result));
});
