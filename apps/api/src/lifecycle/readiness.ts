// What /health/ready reports besides the database: whether start-up work (migrations, demo data,
// platform clients) is done and whether the process is shutting down. One per process.
export type Readiness = ReturnType<typeof createReadiness>;

export function createReadiness(initial: { startupDone: boolean }) {
  let startupDone = initial.startupDone;
  let shuttingDown = false;
  return {
    startupDone: (): boolean => startupDone,
    shuttingDown: (): boolean => shuttingDown,
    markStartupDone(): void {
      startupDone = true;
    },
    // From the first signal on, readiness answers 503 so the balancer stops sending traffic.
    markShuttingDown(): void {
      shuttingDown = true;
    },
  };
}
