import { isIPv6 } from 'node:net';
import { AppError } from '../../http/app-error.ts';
import type { AccessAttemptsRepository, AttemptPolicy } from './access-attempts.repository.ts';

// Brute force on a way in guarded by something guessable (check-in access: booking code + email).
// Every attempt counts against two keys: the client, so one client can't guess across many codes,
// and the booking code, so many clients can't guess one code. After the free attempts each
// failure doubles a lock, capped: a real guest caught behind someone else's guesses on their code
// waits at most the cap, never is locked out for good; a success clears the client's count.
// Attempts are counted before they are checked, so a burst of parallel guesses can't slip past.

export const checkinAccessPolicy: AttemptPolicy = {
  freeAttempts: 5,
  firstLockMs: 30_000,
  maxLockMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
};

export type AccessLimiter = ReturnType<typeof createAccessLimiter>;

// An IPv6 client controls a whole /64; counting single addresses would let it rotate freely.
export function clientKeyOf(address: string): string {
  const bare = address.replace(/%.*$/, '').toLowerCase();
  if (!isIPv6(bare)) return `client:${bare}`;
  if (bare.includes('.')) return `client:${bare.slice(bare.lastIndexOf(':') + 1)}`;
  const [head = '', tail = ''] = bare.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(Math.max(8 - left.length - right.length, 0)).fill('0'), ...right];
  return `client:${groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16)).join(':')}::/64`;
}

export const codeKeyOf = (bookingCode: string) => `code:${bookingCode.trim().toUpperCase()}`;

export function createAccessLimiter(options: { repository: AccessAttemptsRepository; scope: string; policy: AttemptPolicy; now: () => Date }) {
  const { repository, scope, policy, now } = options;

  const limited = (until: Date, at: Date) => {
    const seconds = Math.max(1, Math.ceil((until.getTime() - at.getTime()) / 1000));
    return new AppError('rate_limited', `Too many attempts; try again in ${seconds} seconds.`, { headers: { 'retry-after': String(seconds) } });
  };

  return {
    /**
     * Counts one use of something that costs whether or not it "succeeds" (a link emailed on
     * request): every call counts against the client and the code, and none is forgiven; 429
     * with Retry-After once either is locked.
     */
    async spend(input: { clientAddress: string; bookingCode: string }): Promise<void> {
      const at = now();
      const keys = [clientKeyOf(input.clientAddress), codeKeyOf(input.bookingCode)];
      const running = await repository.lockedUntil(scope, keys, at);
      if (running) throw limited(running, at);
      for (const key of keys) {
        if (!(await repository.count(scope, key, at, policy))) throw limited((await repository.lockedUntil(scope, [key], at)) ?? at, at);
      }
      await repository.prune(scope, at, policy);
    },

    /**
     * Runs `attempt` for this client and code unless either is locked (429 with Retry-After).
     * `attempt` answers whether the guess was right; a wrong one stays counted.
     */
    async guard<T>(input: { clientAddress: string; bookingCode: string }, attempt: () => Promise<{ ok: true; value: T } | { ok: false; error: Error }>): Promise<T> {
      const at = now();
      const client = clientKeyOf(input.clientAddress);
      const code = codeKeyOf(input.bookingCode);
      const running = await repository.lockedUntil(scope, [client, code], at);
      if (running) throw limited(running, at);
      for (const key of [client, code]) {
        if (!(await repository.count(scope, key, at, policy))) throw limited((await repository.lockedUntil(scope, [key], at)) ?? at, at);
      }
      await repository.prune(scope, at, policy);
      const outcome = await attempt();
      if (!outcome.ok) throw outcome.error;
      await repository.forget(scope, client);
      await repository.uncount(scope, code, policy);
      return outcome.value;
    },
  };
}
