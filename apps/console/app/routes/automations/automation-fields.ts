import { emailAutomationKinds, type EmailAutomationKind } from '@direct/contracts';
import { automationDefaults } from '@direct/domain/email-automation';

// The automations form's field names, shared by the page and its action.
export const enabledField = (kind: EmailAutomationKind) => `enabled-${kind}`;
export const daysField = (kind: EmailAutomationKind) => `days-${kind}`;
export const propertyField = (propertyId: number, kind: EmailAutomationKind) => `on-${propertyId}-${kind}`;
// The API's field of an automation's setting ("automations.1.daysBefore" belongs to "automations.1").
export const settingField = (kind: EmailAutomationKind) => `automations.${emailAutomationKinds.indexOf(kind)}`;

// Only these count days (before arrival, before an instalment's due date).
export const usesDays = (kind: EmailAutomationKind) => automationDefaults[kind].daysBefore !== null;
