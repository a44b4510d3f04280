// Plain JavaScript on purpose: this must run on any Node before TypeScript does. On a Node older
// than the project needs, it fetches Node 24 from the npm registry (the `node` package ships the
// official binaries) into ~/.cache/node24 once, and runs the same script again with it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';

// React Router 8 needs Node >= 22.22 (decision 0001, amended by 0005).
export const minimumVersion = '22.22';

export function isTooOld(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  const [needMajor, needMinor] = minimumVersion.split('.').map(Number);
  return major < needMajor || (major === needMajor && minor < needMinor);
}

export function node24Location(home = homedir(), platform = process.platform) {
  const prefix = join(home, '.cache', 'node24');
  const binDir = join(prefix, 'node_modules', 'node', 'bin');
  return { prefix, binDir, node: join(binDir, platform === 'win32' ? 'node.exe' : 'node') };
}

export function installCommand(prefix, platform = process.platform) {
  return { command: platform === 'win32' ? 'npm.cmd' : 'npm', args: ['i', '--prefix', prefix, 'node@24', '--no-audit', '--no-fund', '--loglevel=error'] };
}

// The same script, same arguments and Node flags, on the new node; its bin directory first on
// PATH so the npm, npx and node the script starts are that Node's too.
export function reexecCommand({ node, binDir }, { argv = process.argv, execArgv = process.execArgv, env = process.env } = {}) {
  const pathKey = Object.keys(env).find((key) => key.toUpperCase() === 'PATH') ?? 'PATH';
  return { command: node, args: [...execArgv, ...argv.slice(1)], env: { ...env, [pathKey]: [binDir, env[pathKey]].filter(Boolean).join(delimiter) } };
}

const display = (path) => (path.startsWith(homedir()) ? `~${path.slice(homedir().length)}` : path);

// Returns at once on a recent Node; otherwise never returns: this process only relays signals to
// the re-run and exits with its code.
export async function ensureSupportedNode() {
  if (!isTooOld(process.versions.node)) return;
  const location = node24Location();
  const older = `Node ${process.versions.node} is older than ${minimumVersion}`;
  if (existsSync(location.node)) {
    const version = spawnSync(location.node, ['-v'], { encoding: 'utf8' }).stdout.trim() || '24';
    console.log(`${older}: running with Node ${version.replace(/^v/, '')} from ${display(location.prefix)}`);
  } else {
    console.log(`${older}: installing Node 24 from the npm registry into ${display(location.prefix)} and running with it`);
    const install = installCommand(location.prefix);
    // npm's own summary ("added 2 packages") would be a second line; its errors still show.
    const result = spawnSync(install.command, install.args, { stdio: ['inherit', 'ignore', 'inherit'] });
    if (result.status !== 0 || !existsSync(location.node)) {
      console.error(`Could not install Node 24 (${install.command} ${install.args.join(' ')}). Install Node.js >= ${minimumVersion} yourself and try again.`);
      process.exit(1);
    }
  }
  const again = reexecCommand(location);
  const child = spawn(again.command, again.args, { stdio: 'inherit', env: again.env });
  // This process only relays: handlers other modules registered (stop-everything on Ctrl-C)
  // belong to the re-run, which receives the signal from us (and from the terminal).
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.removeAllListeners(signal);
    process.on(signal, () => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    });
  }
  const code = await new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on('exit', (exitCode, signal) => resolve(signal ? 128 + ({ SIGINT: 2, SIGTERM: 15, SIGHUP: 1, SIGKILL: 9 }[signal] ?? 1) : (exitCode ?? 1)));
  });
  process.exit(code);
}
