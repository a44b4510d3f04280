import type { HostCheckinSettings, UpdateCheckinSettingsRequest } from '@direct/contracts';
import { arrivalWindowProblem } from '@direct/domain';
import type { AuditActor } from '@direct/db';
import { AppError } from '../../http/app-error.ts';
import type { HostCheckinSettingsRepository } from './host-checkin-settings.repository.ts';

export type HostCheckinSettingsService = ReturnType<typeof createHostCheckinSettingsService>;

// What a property without settings shows (the table's defaults, no step required).
const defaults: UpdateCheckinSettingsRequest = { requiredSteps: [], depositAmountMinor: 0, depositHoursBeforeArrival: 24, depositReleaseDaysAfterCheckout: 2, identityRetentionDays: 30, depositFallback: 'reauthorize', arrivalWindow: null, guestDateChanges: false };
const notFound = () => new AppError('not_found', 'There is no such property.');

export function createHostCheckinSettingsService(options: { repository: HostCheckinSettingsRepository }) {
  const { repository } = options;
  return {
    async get(organizationId: number, propertyId: number): Promise<HostCheckinSettings> {
      const row = await repository.find(organizationId, propertyId);
      if (row === undefined) throw notFound();
      return { propertyId, configured: row !== null, ...(row ?? defaults) };
    },

    async update(organizationId: number, propertyId: number, input: UpdateCheckinSettingsRequest, actor: AuditActor, requestId?: string): Promise<HostCheckinSettings> {
      const requiredSteps = [...new Set(input.requiredSteps)];
      // A required deposit step with no amount would ask the guest for nothing.
      if (requiredSteps.includes('security_deposit') && input.depositAmountMinor === 0) {
        throw new AppError('validation_failed', 'A required security deposit needs an amount.', { fields: [{ field: 'depositAmountMinor', reason: 'required_for_deposit_step', message: 'must be more than 0 when the security deposit step is required' }] });
      }
      const windowProblem = input.arrivalWindow ? arrivalWindowProblem(input.arrivalWindow) : null;
      if (windowProblem === 'latest_before_earliest') {
        throw new AppError('validation_failed', 'The latest arrival must not be before the earliest.', { fields: [{ field: 'arrivalWindow.latestArrival', reason: windowProblem, message: 'must not be before the earliest arrival' }] });
      }
      if (windowProblem === 'departure_too_early') {
        throw new AppError('validation_failed', 'Departure by must be 06:00 or later.', { fields: [{ field: 'arrivalWindow.departureBy', reason: windowProblem, message: 'must be 06:00 or later' }] });
      }
      const saved = await repository.save(organizationId, propertyId, { ...input, requiredSteps }, { actor, requestId });
      if (!saved) throw notFound();
      return { propertyId, configured: true, ...saved };
    },
  };
}
