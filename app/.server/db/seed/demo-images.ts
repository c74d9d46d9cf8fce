import { escapeXml, FONT, png } from "./demo-picture-kit";

// A demo brand's logo drawn locally from SVG (never downloaded), then stored like any upload.

export function brandLogo(name: string, color: string): Promise<Buffer> {
  return png(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200">
  <rect width="400" height="200" rx="24" fill="#ffffff"/>
  <rect x="8" y="8" width="384" height="184" rx="20" fill="none" stroke="${color}" stroke-width="6"/>
  <text x="200" y="118" font-family="${FONT}" font-size="46"
    font-weight="bold" fill="${color}" text-anchor="middle">${escapeXml(name)}</text>
</svg>`);
}
