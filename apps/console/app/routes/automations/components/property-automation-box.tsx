// One property × automation box of the automations page. While the automation is off for the
// whole organization no property sends it, so the box shows unticked and locked (described by the
// page's hint); the property's own choice still travels with the form (a hidden field), so saving
// the page doesn't lose it.
export function PropertyAutomationBox({
  name,
  organizationOn,
  own,
  label,
  offLabel,
  hintId,
}: {
  name: string;
  organizationOn: boolean;
  own: boolean;
  label: string;
  offLabel: string;
  hintId: string;
}) {
  if (organizationOn) return <input key="on" type="checkbox" name={name} aria-label={label} defaultChecked={own} />;
  return (
    <>
      <input key="off" type="checkbox" disabled checked={false} readOnly aria-label={offLabel} aria-describedby={hintId} />
      {own && <input type="hidden" name={name} value="on" />}
    </>
  );
}
