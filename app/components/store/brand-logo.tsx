import { mediaSrcSet, mediaUrl, type MediaWidth } from "~/lib/media-url";

export interface BrandSummary {
  id: number;
  name: string;
  slug: string;
  logo_hash: string | null;
  logo_url: string | null;
  position: number;
}

/**
 * A brand's logo (an uploaded variant or its https URL), or its name when it has none. Logos sit
 * below the posters: they load lazily; `sizes` says how wide the box is, for uploads' srcset.
 */
export function BrandLogo({
  brand,
  width,
  sizes,
  maxWidth,
  className,
}: {
  brand: BrandSummary;
  /** The variant used as `src`, and the box's width and height (2:1) in the markup. */
  width: MediaWidth;
  sizes: string;
  /** The widest variant the box can use (its width at 3 device pixels per CSS pixel). */
  maxWidth?: MediaWidth;
  className: string;
}) {
  const src = brand.logo_hash ? mediaUrl(brand.logo_hash, width) : brand.logo_url;
  if (!src)
    return <span className="px-2 text-center text-lg font-bold text-ink">{brand.name}</span>;
  // Demo logos are 2:1; the box keeps that shape and fits other shapes inside it.
  return (
    <img
      src={src}
      srcSet={brand.logo_hash ? mediaSrcSet(brand.logo_hash, maxWidth) : undefined}
      sizes={brand.logo_hash ? sizes : undefined}
      alt={brand.name}
      width={width}
      height={width / 2}
      loading="lazy"
      decoding="async"
      className={`object-contain ${className}`}
    />
  );
}
