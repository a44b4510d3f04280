// One valid call per host operation, for the role × organization matrix (host-access.test.ts).
// Ids of rows that don't exist are fine (an allowed role then gets that row's 404); bodies must be
// valid, or every role would get 400 and the matrix would prove nothing.
// A query's keys and values as sent (for operations whose query is required).
export type HostOperationSample = { params?: Record<string, string | number>; query?: Record<string, string>; body?: unknown };
export type HostOperationSamples = Record<string, HostOperationSample>;
