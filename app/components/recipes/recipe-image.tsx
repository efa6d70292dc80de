import { useState } from 'react';
import { imageSources } from '../../../shared/images';
import { Logo } from '../layout/logo';
import { placeholderBackground, type PlaceholderSource } from './recipe-placeholder';

/**
 * A recipe photo with srcset for stored images. With `placeholder` (the recipe), its initial on
 * its category's colour stands behind the photo (recipe-placeholder.ts): shown while the photo
 * loads, when it is not on the device offline, and for a recipe saved without one. Without it,
 * the whisk-and-bowl mark on a warm ground for a missing photo.
 */
export function RecipeImage({
  url,
  alt,
  sizes,
  className = '',
  priority = false,
  placeholder,
}: {
  url: string | null | undefined;
  alt: string;
  sizes: string;
  className?: string;
  priority?: boolean;
  placeholder?: PlaceholderSource;
}) {
  const sources = imageSources(url);
  const failed = useFailed(url);
  const background = placeholder ? placeholderBackground(placeholder) : undefined;
  // An empty alt marks a decorative picture (the card's title says it all), as on an <img>.
  const named = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
  if (!sources || failed.value) {
    if (background) return <div className={className} style={background} data-placeholder="" {...named} />;
    return (
      <div
        className={`flex items-center justify-center bg-gradient-to-br from-cream to-butter/50 ${className}`}
        {...named}
      >
        <Logo className="h-1/3 max-h-28 w-auto opacity-40" />
      </div>
    );
  }
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
      onError={failed.set}
      className={`bg-cream object-cover ${className}`}
      style={background}
    />
  );
}

/** Whether the photo failed to load (no network and no service worker to answer): the placeholder then takes its place. */
function useFailed(url: string | null | undefined) {
  const [failedUrl, setFailedUrl] = useState<string | null | undefined>(undefined);
  return { value: failedUrl !== undefined && failedUrl === url, set: () => setFailedUrl(url) };
}
