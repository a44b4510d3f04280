import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// bench:pages --tls: Debian's nginx in front of the site with TLS and HTTP/2, as a production
// deployment serves it (a CDN or the balancer terminates TLS; README "Running in production").
// The certificate is self-signed for *.localhost, made here with openssl and thrown away after;
// the bench's Chromium is told to accept it (--ignore-certificate-errors).
export type TlsProxy = { origin: (host: string) => string; stop: () => void };

export async function startTlsProxy(options: { sitePort: number; port: number }): Promise<TlsProxy> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pages-tls-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:*.localhost,DNS:localhost'], { stdio: 'ignore' });
  const temp = ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name === 'body' ? 'client_body' : name}_temp_path ${join(dir, name)};`).join(' ');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')};
events { worker_connections 1024; }
http {
  access_log off;
  ${temp}
  upstream site { server 127.0.0.1:${options.sitePort}; keepalive 16; }
  server {
    listen 127.0.0.1:${options.port} ssl http2;
    server_name *.localhost;
    ssl_certificate ${join(dir, 'cert.pem')};
    ssl_certificate_key ${join(dir, 'key.pem')};
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-Proto https;
      proxy_buffering off;
    }
  }
}
`,
  );
  const nginx: ChildProcess = spawn(process.env.NGINX_PATH ?? '/usr/sbin/nginx', ['-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  await listening(options.port, 10_000);
  return {
    origin: (host) => `https://${host}:${options.port}`,
    stop: () => {
      nginx.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function listening(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not listen on ${port} within ${timeoutMs / 1000} s`);
}
