// What other modules may use of the background jobs: the logger a job's work writes to.
export type { JobLogger } from './job-handlers.ts';
