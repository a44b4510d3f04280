import { spawn } from 'node:child_process';

// Child processes that die with their parent, so Ctrl-C never leaves a server behind.
const children = new Set();

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    children.add(child);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`));
    });
  });
}

// Each service runs in its own process group (detached), so stopping it also stops what npm
// started beneath it, whichever signal reached us.
export function startService(name, command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', detached: process.platform !== 'win32', ...options });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping && !stoppedOnPurpose.has(child)) {
      console.error(`\n${name} stopped (${signal ?? `exit ${code}`}); stopping everything.`);
      stopAll(1);
    }
  });
  return child;
}

let stopping = false;
const stoppedOnPurpose = new WeakSet();

// Stops one service on purpose (e.g. before dropping its database); the others keep running.
export function stopService(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    stoppedOnPurpose.add(child);
    child.once('exit', () => resolve());
    try {
      if (process.platform !== 'win32' && child.pid) process.kill(-child.pid, 'SIGTERM');
      else child.kill('SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  });
}

let exiting = false;
const stopHooks = [];

// Work to finish after every service has stopped and before the process exits (e.g. dropping a
// throw-away database); runs once, whether the stop came from Ctrl-C, a crash or the caller.
export function onStopped(hook) {
  stopHooks.push(hook);
}

function signalAll(signal) {
  for (const child of children) {
    try {
      if (process.platform !== 'win32' && child.spawnargs && child.pid) process.kill(-child.pid, signal);
      else child.kill(signal);
    } catch {
      child.kill(signal);
    }
  }
}

function exitAfterHooks(exitCode) {
  if (exiting) return;
  exiting = true;
  Promise.allSettled(stopHooks.map((hook) => hook())).then((results) => {
    for (const result of results) if (result.status === 'rejected') console.error(result.reason instanceof Error ? result.reason.message : result.reason);
    process.exit(exitCode);
  });
}

export function stopAll(exitCode = 0) {
  stopping = true;
  signalAll('SIGTERM');
  // A service still running after its own shutdown timeout (10 s for the API) is killed, so none
  // outlives us: they run in their own process groups and would not die with this process.
  setTimeout(() => {
    signalAll('SIGKILL');
    exitAfterHooks(exitCode);
  }, 12_000).unref();
  if (children.size === 0) return exitAfterHooks(exitCode);
  const check = setInterval(() => {
    if (children.size === 0) {
      clearInterval(check);
      exitAfterHooks(exitCode);
    }
  }, 100);
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

export async function waitForHttp(url, { timeoutMs = 120_000, label = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${label} did not answer within ${timeoutMs / 1000}s`);
}
