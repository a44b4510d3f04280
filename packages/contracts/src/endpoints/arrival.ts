import { defineEndpoint } from '../endpoint.ts';
import { ArrivalTime, ArrivalTimeBody, ArrivalTimeQuery } from '../arrival.ts';

const access = 'Proof of access: `BOOKINGCODE` and `access_token` (a wrong, expired or other booking’s token → 404 `not_found`).';

export const getArrivalTime = defineEndpoint({
  operationId: 'getArrivalTime',
  method: 'GET',
  path: '/apis/rest/front_end_api/latest/specify_arrival_time',
  tags: ['arrival'],
  summary: 'The arrival time of a booking and the property’s check-in time',
  description: `${access} \`earliestArrivalTime\` is the booked early check-in slot’s time, or else the check-in time.`,
  query: ArrivalTimeQuery,
  responses: { 200: ArrivalTime },
  errors: [400, 404],
});

export const specifyArrivalTime = defineEndpoint({
  operationId: 'specifyArrivalTime',
  method: 'POST',
  path: '/apis/rest/front_end_api/latest/specify_arrival_time',
  tags: ['arrival'],
  summary: 'Specify or change the arrival time',
  description:
    `${access} \`arrival_time\` is HH:MM (00:00–23:59). Earlier than the property’s check-in time only with a booked paid ` +
    'early check-in slot, and then not before the slot (400, field `arrival_time`, reason `early_check_in_required` or ' +
    '`before_early_check_in`). Only a confirmed booking, until the check-in day (later → 409 `conflict`, reason `after_arrival`).',
  body: ArrivalTimeBody,
  responses: { 200: ArrivalTime },
  errors: [400, 404, 409],
});
