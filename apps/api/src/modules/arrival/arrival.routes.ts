import { ArrivalTime, ArrivalTimeBody, ArrivalTimeQuery } from '@direct/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import type { ArrivalService } from './arrival.service.ts';

const path = '/apis/rest/front_end_api/latest/specify_arrival_time';
const access = 'Proof of access: `BOOKINGCODE` and `access_token` (a wrong, expired or other booking’s token → 404 `not_found`).';

// The spec's specify_arrival_time: read and change when the guest arrives.
export const arrivalRoutes: FastifyPluginAsyncZod<{ arrival: ArrivalService }> = async (app, { arrival }) => {
  app.get(path, {
    schema: {
      tags: ['arrival'],
      summary: 'The arrival time of a booking and the property’s check-in time',
      description: `${access} \`earliestArrivalTime\` is the booked early check-in slot’s time, or else the check-in time.`,
      querystring: ArrivalTimeQuery,
      response: { 200: ArrivalTime, ...errorResponses(400, 404) },
    },
    handler: async (request) => arrival.get(request.query.BOOKINGCODE, request.query.access_token),
  });

  app.post(path, {
    schema: {
      tags: ['arrival'],
      summary: 'Specify or change the arrival time',
      description:
        `${access} \`arrival_time\` is HH:MM (00:00–23:59). Earlier than the property’s check-in time only with a booked paid ` +
        'early check-in slot, and then not before the slot (400, field `arrival_time`, reason `early_check_in_required` or ' +
        '`before_early_check_in`). Only a confirmed booking, until the check-in day (later → 409 `conflict`, reason `after_arrival`).',
      body: ArrivalTimeBody,
      response: { 200: ArrivalTime, ...errorResponses(400, 404, 409) },
    },
    handler: async (request) => arrival.specify(request.body),
  });
};
