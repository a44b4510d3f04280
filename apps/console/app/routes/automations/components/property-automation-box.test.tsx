import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { automationsOf } from '../automations.server.ts';
import { PropertyAutomationBox } from './property-automation-box.tsx';

const props = { name: 'on-7-booking_confirmed', label: 'Booking confirmed for Loft', offLabel: 'Booking confirmed for Loft (off for the whole organization)', hintId: 'automations-off-hint' };

describe('a property’s automation box', () => {
  it('is the property’s own choice while the organization has the automation on', () => {
    const html = renderToStaticMarkup(<PropertyAutomationBox {...props} organizationOn own />);
    expect(html).toContain('name="on-7-booking_confirmed"');
    expect(html).toContain('checked=""');
    expect(html).not.toContain('disabled');
    expect(renderToStaticMarkup(<PropertyAutomationBox {...props} organizationOn own={false} />)).not.toContain('checked');
  });

  it('shows unticked and locked, with the hint, while the organization has it off, and keeps the property’s choice on save', () => {
    const html = renderToStaticMarkup(<PropertyAutomationBox {...props} organizationOn={false} own />);
    expect(html).toContain('<input type="checkbox" disabled="" readOnly="" aria-label="Booking confirmed for Loft (off for the whole organization)" aria-describedby="automations-off-hint"/>');
    expect(html).toContain('<input type="hidden" name="on-7-booking_confirmed" value="on"/>');
    // What the form then sends: the organization's switch off, the property's own choice kept.
    const form = new FormData();
    form.append('property', '7');
    form.append('on-7-booking_confirmed', 'on');
    const update = automationsOf(form);
    expect(update.automations.find((setting) => setting.kind === 'booking_confirmed')?.enabled).toBe(false);
    expect(update.properties[0]!.offKinds).not.toContain('booking_confirmed');
    expect(renderToStaticMarkup(<PropertyAutomationBox {...props} organizationOn={false} own={false} />)).not.toContain('type="hidden"');
  });
});
