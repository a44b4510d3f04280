// Placeholder: replaced by the feature that owns this route.
export default function Placeholder() {
  return null;
}
