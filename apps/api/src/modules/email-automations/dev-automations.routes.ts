import { endpoints } from '@direct/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.ts';
import type { AutomationRunning } from './email-automations-ports.ts';

// The test clock of the end-to-end walk: runs the automations as of a given moment (a date means
// its noon, UTC). Registered only with DEV_SURFACES, like the development mailbox whose emails it
// fills; without it the path is a plain 404.
export const devAutomationsRoutes: FastifyPluginAsyncZod<{ runner: AutomationRunning }> = async (app, { runner }) => {
  app.route({
    ...routeOf(endpoints.devRunAutomations),
    handler: async (request) => {
      const at = new Date(request.body.at.length === 10 ? `${request.body.at}T12:00:00Z` : request.body.at);
      return { at: at.toISOString(), sent: await runner.runDue(at) };
    },
  });
};
