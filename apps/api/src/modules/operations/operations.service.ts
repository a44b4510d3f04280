import type { BacklogSnapshot, OperationsRepository } from './operations.repository.ts';

export type { BacklogSnapshot } from './operations.repository.ts';
export type OperationsService = ReturnType<typeof createOperationsService>;

// What the operators watch from outside (the /metrics gauges): the work waiting in the database.
export function createOperationsService(options: { repository: OperationsRepository }) {
  return {
    backlog: (): Promise<BacklogSnapshot> => options.repository.backlog(),
  };
}
