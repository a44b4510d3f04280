// Placeholder: replaced by the feature that owns this route.
export function loader() {
  return new Response('Not implemented', { status: 404 });
}
