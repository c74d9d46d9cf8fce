import { mediaUrl, type MediaWidth } from "~/lib/media-url";

export interface BrandSummary {
  id: number;
  name: string;
  slug: string;
  logo_hash: string | null;
  logo_url: string | null;
  position: number;
}

/** A brand's logo (an uploaded variant or its https URL), or its name when it has none. */
export function BrandLogo({
  brand,
  width,
  className,
}: {
  brand: BrandSummary;
  width: MediaWidth;
  className: string;
}) {
  const src = brand.logo_hash ? mediaUrl(brand.logo_hash, width) : brand.logo_url;
  if (!src)
    return <span className="px-2 text-center text-lg font-bold text-ink">{brand.name}</span>;
  // Demo logos are 2:1; the box keeps that shape and fits other shapes inside it.
  return (
    <img
      src={src}
      alt={brand.name}
      width={width}
      height={width / 2}
      loading="lazy"
      decoding="async"
      className={`object-contain ${className}`}
    />
  );
}
