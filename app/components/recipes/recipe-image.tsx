import { imageSources } from '../../../shared/images';

/** A recipe photo with srcset for stored images; a warm blank when there is none. */
export function RecipeImage({
  url,
  alt,
  sizes,
  className = '',
  priority = false,
}: {
  url: string | null | undefined;
  alt: string;
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  const sources = imageSources(url);
  if (!sources) return <div className={`bg-cream ${className}`} role="img" aria-label={alt} />;
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sizes}
      alt={alt}
      width={800}
      height={600}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={`bg-cream object-cover ${className}`}
    />
  );
}
