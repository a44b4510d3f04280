// Where to go after signing in: only an address on this site (a path), never another origin.
export function safeNext(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

export function signInAddress(next: string): string {
  return next === '/' ? '/sign-in' : `/sign-in?next=${encodeURIComponent(next)}`;
}

// Where a host with these memberships starts: onboarding, their organization, or the chooser.
export function homeAddress(memberships: readonly { organizationId: number }[]): string {
  if (memberships.length === 0) return '/onboarding';
  if (memberships.length === 1) return `/o/${memberships[0]!.organizationId}`;
  return '/organizations';
}
