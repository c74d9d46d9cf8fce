import { useEffect, useRef, useState } from "react";
import { imageSrc, mediaSrcSet, PLACEHOLDER_IMAGE, type ImageRef } from "~/lib/media-url";

interface ProductImageProps {
  image: ImageRef;
  alt: string;
  /** The `sizes` attribute for uploaded images, which come in several widths. */
  sizes: string;
  width: number;
  height: number;
  /**
   * The page's largest image (its LCP): loaded at once and fetched first, before other images and
   * scripts. Every other image waits until it is near the screen.
   */
  priority?: boolean;
  className?: string;
}

/**
 * A product picture that falls back to the placeholder when it fails to load
 * (docs/decisions/032-storefront-display-rules.md), including a server-rendered image that failed
 * before React was listening.
 */
export function ProductImage({
  image,
  alt,
  sizes,
  width,
  height,
  priority = false,
  className,
}: ProductImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const src = imageSrc(image, 400);
  // Keyed by src, so a page that swaps the product (related links) tries the new image again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const fallback = src == null || failedSrc === src;

  useEffect(() => {
    const img = ref.current;
    // The error event of an image that failed during server-rendered page load fired before
    // hydration attached onError; a finished image with no pixels is such a failure.
    if (img && src != null && img.complete && img.naturalWidth === 0 && img.currentSrc) {
      setFailedSrc(src);
    }
  }, [src]);

  return (
    <img
      ref={ref}
      src={fallback ? PLACEHOLDER_IMAGE : src}
      srcSet={!fallback && image.hash ? mediaSrcSet(image.hash) : undefined}
      sizes={!fallback && image.hash ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      // The store's islands entry swaps it too, where this component is never hydrated
      // (app/islands/image-fallback.ts).
      data-fallback=""
      onError={() => {
        if (!fallback) setFailedSrc(src);
      }}
      className={className}
    />
  );
}
