// A loading placeholder; the region that is loading says so (aria-busy), the shape itself is hidden.
export function Skeleton({ width, height, className }: { width?: string; height?: string; className?: string }) {
  return <span aria-hidden="true" className={className ? `skeleton ${className}` : 'skeleton'} style={{ width, height }} />;
}
