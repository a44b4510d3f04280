import { defineEndpoint } from '../endpoint.ts';
import { HealthResponse } from '../health.ts';

export const getHealth = defineEndpoint({
  operationId: 'getHealth',
  method: 'GET',
  path: '/health',
  tags: ['health'],
  summary: 'Liveness and database reachability',
  description:
    '200 with status `ok` when the database answers `select 1` within 2 s; otherwise 503 with the same body, ' +
    'status `degraded` and `databaseReachable: false`, so load balancers take the instance out of rotation.',
  security: [],
  responses: { 200: HealthResponse, 503: HealthResponse },
  errors: [],
});
