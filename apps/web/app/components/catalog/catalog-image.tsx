type ImageLike = { url: string; alt: string; width: number; height: number };

// A catalogue image through the site's own /apis/image/… address. The first visible images load
// eagerly (they are the page's largest paint); the rest lazily.
export function CatalogImage({
  image,
  alt,
  eager = false,
  className = 'card__image',
}: {
  image: ImageLike | undefined | null;
  alt?: string;
  eager?: boolean;
  className?: string;
}) {
  if (!image) return <div className={`${className} card__image--empty`} aria-hidden="true" />;
  return (
    <img
      className={className}
      src={image.url}
      alt={alt ?? image.alt}
      width={image.width || 800}
      height={image.height || 600}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
