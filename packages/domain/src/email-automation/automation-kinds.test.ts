import { describe, expect, it } from 'vitest';
import { emailAutomationKinds, fillTemplateVariables, linkVariables, templateVariables, unknownTemplateVariables } from './automation-kinds.ts';

describe('template variables', () => {
  it('names each unknown variable once, in order, whatever the spacing', () => {
    expect(unknownTemplateVariables('review_invitation', 'Hi {{ guestName }}, {{doorCode}} {{gestName}} {{doorCode}} {{}}')).toEqual(['doorCode', 'gestName', '']);
    expect(unknownTemplateVariables('checkin_completed', '{{doorCode}} {{wifiName}} {{wifiPassword}} {{arrivalInstructions}}')).toEqual([]);
  });

  it('offers the stay variables to every kind and each link only where it means something', () => {
    for (const kind of emailAutomationKinds) expect(templateVariables[kind]).toEqual(expect.arrayContaining(['guestName', 'property', 'checkIn', 'checkOut', 'bookingCode', 'brand']));
    expect(templateVariables.review_invitation).toContain('reviewLink');
    expect(templateVariables.before_arrival).not.toContain('doorCode');
    expect(linkVariables).toContain('checkinLink');
  });

  it('fills the known values and leaves the rest as written', () => {
    expect(fillTemplateVariables('Hi {{ guestName }}, {{other}}', { guestName: 'Ana' })).toBe('Hi Ana, {{other}}');
  });
});
