// Progress of an upload or a bulk change: the native <progress> (announced by screen readers)
// with its label and the figure in words. Without `value` it shows work whose length is unknown.
export function ProgressBar({ label, value, max = 100, valueText }: { label: string; value?: number; max?: number; valueText?: string }) {
  const percent = value === undefined ? undefined : Math.round((Math.min(Math.max(value, 0), max) / max) * 100);
  return (
    <div className="progress">
      <div className="progress__head">
        <span className="progress__label">{label}</span>
        {(valueText ?? percent !== undefined) && <span className="progress__value">{valueText ?? `${percent}%`}</span>}
      </div>
      <progress className="progress__bar" value={value} max={max} aria-label={label} aria-valuetext={valueText} />
    </div>
  );
}
