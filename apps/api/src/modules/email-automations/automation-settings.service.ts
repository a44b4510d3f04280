import type { AccessDetailsInput, EmailAutomationsUpdate, HostAccessDetails, HostEmailAutomations } from '@direct/contracts';
import { automationDefaults, emailAutomationKinds, type EmailAutomationKind } from '@direct/domain';
import { AppError } from '../../http/app-error.ts';
import type { AutomationSettingsRepository, SettingsAudit } from './automation-settings.repository.ts';

export type AutomationSettingsService = ReturnType<typeof createAutomationSettingsService>;

// Only these automations count days (before arrival, before an instalment's due date).
const usesDays = (kind: EmailAutomationKind) => automationDefaults[kind].daysBefore !== null;

export function createAutomationSettingsService(options: { repository: AutomationSettingsRepository }) {
  const { repository } = options;

  async function read(organizationId: number): Promise<HostEmailAutomations> {
    const stored = await repository.read(organizationId);
    const automations = emailAutomationKinds.map((kind) => {
      const row = stored.settings.find((setting) => setting.kind === kind);
      const defaults = automationDefaults[kind];
      return { kind, enabled: row?.enabled ?? defaults.enabled, daysBefore: usesDays(kind) ? (row?.daysBefore ?? defaults.daysBefore) : null };
    });
    const properties = stored.properties.map((property) => ({
      propertyId: property.id,
      name: property.name,
      offKinds: emailAutomationKinds.filter((kind) => stored.offs.some((off) => off.propertyId === property.id && off.kind === kind)),
    }));
    return { automations, properties };
  }

  return {
    read,

    async update(organizationId: number, input: EmailAutomationsUpdate, audit: SettingsAudit): Promise<HostEmailAutomations> {
      const fields = input.automations.flatMap((setting, index) =>
        usesDays(setting.kind) && setting.daysBefore === null ? [{ field: `automations.${index}.daysBefore`, message: 'is required for this automation', reason: 'required' }] : [],
      );
      if (fields.length > 0) throw new AppError('validation_failed', 'Some automations need a number of days.', { fields });
      const propertyIds = [...new Set(input.properties.map((property) => property.propertyId))];
      const own = await repository.ownPropertyIds(organizationId, propertyIds);
      if (propertyIds.some((id) => !own.has(id))) throw new AppError('not_found', 'There is no such property.');
      await repository.write(
        organizationId,
        input.automations.map((setting) => ({ kind: setting.kind, enabled: setting.enabled, daysBefore: usesDays(setting.kind) ? setting.daysBefore : null })),
        input.properties.map((property) => ({ propertyId: property.propertyId, kinds: [...new Set(property.offKinds)] })),
        audit,
      );
      return read(organizationId);
    },

    async accessDetails(organizationId: number, propertyId: number): Promise<HostAccessDetails> {
      const propertyName = await repository.propertyName(organizationId, propertyId);
      if (propertyName === undefined) throw new AppError('not_found', 'There is no such property.');
      const row = await repository.accessDetails(organizationId, propertyId);
      return { propertyId, propertyName, doorCode: '', wifiName: '', wifiPassword: '', arrivalInstructions: '', version: 0, ...row };
    },

    async saveAccessDetails(organizationId: number, propertyId: number, input: AccessDetailsInput, audit: SettingsAudit): Promise<HostAccessDetails> {
      const propertyName = await repository.propertyName(organizationId, propertyId);
      if (propertyName === undefined) throw new AppError('not_found', 'There is no such property.');
      const { version, ...details } = input;
      const saved = await repository.saveAccessDetails(organizationId, propertyId, details, version, audit);
      if (saved === 'stale') {
        throw new AppError('conflict', 'Someone changed these access details meanwhile.', { fields: [{ field: 'version', message: 'is not the latest', reason: 'stale' }] });
      }
      return { propertyId, propertyName, ...saved };
    },
  };
}
