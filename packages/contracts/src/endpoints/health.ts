import { defineEndpoint } from '../endpoint.ts';
import { HealthResponse, LivenessResponse, ReadinessResponse } from '../health.ts';

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

export const getHealthLive = defineEndpoint({
  operationId: 'getHealthLive',
  method: 'GET',
  path: '/health/live',
  tags: ['health'],
  summary: 'Liveness: the process is up',
  description: 'Always 200 while the process runs; no database or other I/O. A failing liveness probe means: restart the process.',
  security: [],
  responses: { 200: LivenessResponse },
  errors: [],
});

export const getHealthReady = defineEndpoint({
  operationId: 'getHealthReady',
  method: 'GET',
  path: '/health/ready',
  tags: ['health'],
  summary: 'Readiness: the process should receive traffic',
  description:
    '200 `ready` when the database answers within 2 s, start-up migrations are done and the process is not shutting down; ' +
    'otherwise 503 `not_ready` with the failing check. Load balancers route only to ready processes.',
  security: [],
  responses: { 200: ReadinessResponse, 503: ReadinessResponse },
  errors: [],
});
