import { serializeJsonLd, type JsonLd as JsonLdData } from "~/lib/seo/json-ld";

/** Structured data for search engines, escaped so no text in it can close the script. */
export function JsonLd({ data }: { data: JsonLdData | JsonLdData[] }) {
  return (
    <script
      type="application/ld+json"
      // serializeJsonLd escapes <, >, & and U+2028/2029: the text cannot leave the script.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
