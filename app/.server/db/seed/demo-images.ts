import sharp from "sharp";

// Demo pictures drawn locally from SVG (never downloaded), then stored like any upload.

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function png(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export function brandLogo(name: string, color: string): Promise<Buffer> {
  return png(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200">
  <rect width="400" height="200" rx="24" fill="#ffffff"/>
  <rect x="8" y="8" width="384" height="184" rx="20" fill="none" stroke="${color}" stroke-width="6"/>
  <text x="200" y="118" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="46"
    font-weight="bold" fill="${color}" text-anchor="middle">${escapeXml(name)}</text>
</svg>`);
}

const CATEGORY_SHAPES: Record<number, string> = {
  // wrench
  1: `<path d="M250 180 l140 140 a40 40 0 0 1 -56 56 l-140 -140 a90 90 0 1 1 56 -56z" />`,
  // drill
  2: `<rect x="170" y="220" width="260" height="110" rx="30"/><rect x="430" y="255" width="120" height="40"/><rect x="220" y="330" width="80" height="200" rx="20"/>`,
  // pallet truck
  3: `<rect x="180" y="420" width="440" height="40"/><rect x="180" y="200" width="30" height="240"/><circle cx="250" cy="500" r="40"/><circle cx="560" cy="500" r="40"/>`,
  // trowel
  4: `<polygon points="200,500 600,500 400,220"/><rect x="380" y="150" width="40" height="90"/>`,
  // leaf
  5: `<path d="M400 160 C600 220 620 480 400 640 C180 480 200 220 400 160z"/>`,
};

export function productImage(index: number, categoryId: number): Promise<Buffer> {
  const hue = (index * 47) % 360;
  const shape = CATEGORY_SHAPES[categoryId] ?? CATEGORY_SHAPES[1];
  return png(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <rect width="800" height="800" fill="hsl(${hue}, 35%, 94%)"/>
  <g fill="hsl(${hue}, 55%, 38%)">${shape}</g>
</svg>`);
}

export function posterImage(title: string, colors: readonly [string, string]): Promise<Buffer> {
  return png(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="450">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/>
  </linearGradient></defs>
  <rect width="1200" height="450" fill="url(#g)"/>
  <text x="80" y="250" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="72"
    font-weight="bold" fill="#ffffff">${escapeXml(title)}</text>
  <text x="80" y="320" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="36"
    fill="#ffffff">YouTools · Salto del Guairá</text>
</svg>`);
}
