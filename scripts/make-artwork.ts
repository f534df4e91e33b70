/**
 * Draws the seed catalogue's product artwork (public/products/*.svg) from the colours in
 * lib/catalog/seed-catalogue.ts, then writes the raster copies of every artwork, the banner's
 * included (lib/images/artwork.ts). Run `npx tsx scripts/make-artwork.ts` after changing them.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { ARTWORK_SHARE_WIDTH, ARTWORK_WIDTHS, artworkCopyUrl } from "../lib/images/artwork";
import { SEED_CATALOGUE, type SeedProduct } from "../lib/catalog/seed-catalogue";
import { PRODUCT_TYPE } from "../lib/vocabulary/products";

const PUBLIC_DIR = path.join(__dirname, "..", "public");
const OUT_DIR = path.join(PUBLIC_DIR, "products");
const BANNER_DIR = path.join(PUBLIC_DIR, "banner");

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function initials(brand: string): string {
  return brand
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .map((word) => word[0])
    .join("")
    .slice(0, 3)
    .toUpperCase();
}

function defs(product: SeedProduct): string {
  const { body, accent, backdrop } = product.art;
  return `<defs>
  <radialGradient id="bg" cx="50%" cy="38%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${backdrop}"/></radialGradient>
  <linearGradient id="glass" x1="0" x2="1"><stop offset="0" stop-color="${body}" stop-opacity="0.95"/><stop offset="0.45" stop-color="${body}" stop-opacity="0.72"/><stop offset="1" stop-color="${body}"/></linearGradient>
  <linearGradient id="metal" x1="0" x2="1"><stop offset="0" stop-color="${accent}"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0.85"/><stop offset="1" stop-color="${accent}"/></linearGradient>
  <linearGradient id="shine" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
</defs>`;
}

function label(product: SeedProduct, x: number, y: number, width: number): string {
  const mark = initials(product.brand);
  return `<rect x="${x}" y="${y}" width="${width}" height="96" rx="6" fill="#fffdf8" opacity="0.94"/>
<text x="${x + width / 2}" y="${y + 46}" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="34" letter-spacing="6" fill="${product.art.body}">${escapeXml(mark)}</text>
<text x="${x + width / 2}" y="${y + 76}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="13" letter-spacing="3" fill="#555">${escapeXml(product.brand.toUpperCase())}</text>`;
}

function perfume(product: SeedProduct): string {
  return `<ellipse cx="300" cy="640" rx="170" ry="22" fill="#000" opacity="0.08"/>
<rect x="255" y="150" width="90" height="80" rx="10" fill="url(#metal)"/>
<rect x="272" y="225" width="56" height="30" fill="${product.art.accent}" opacity="0.9"/>
<path d="M170 270 Q170 250 190 250 L410 250 Q430 250 430 270 L440 600 Q440 630 410 630 L190 630 Q160 630 160 600 Z" fill="url(#glass)"/>
<path d="M195 275 L215 275 L205 600 L188 600 Z" fill="url(#shine)"/>
${label(product, 215, 400, 170)}`;
}

function diffuser(product: SeedProduct): string {
  const reeds = [-34, -22, -10, 2, 14, 26, 38]
    .map((angle) => `<line x1="300" y1="330" x2="${300 + Math.sin((angle * Math.PI) / 180) * 260}" y2="${330 - Math.cos((angle * Math.PI) / 180) * 260}" stroke="#8b6b4a" stroke-width="5" stroke-linecap="round"/>`)
    .join("\n");
  return `<ellipse cx="300" cy="640" rx="160" ry="22" fill="#000" opacity="0.08"/>
${reeds}
<rect x="262" y="300" width="76" height="46" rx="8" fill="url(#metal)"/>
<path d="M262 346 L338 346 Q440 380 440 500 Q440 630 300 630 Q160 630 160 500 Q160 380 262 346 Z" fill="url(#glass)"/>
<path d="M200 420 Q190 500 215 580" stroke="url(#shine)" stroke-width="16" fill="none" stroke-linecap="round"/>
${label(product, 220, 450, 160)}`;
}

function deodorant(product: SeedProduct): string {
  return `<ellipse cx="300" cy="650" rx="120" ry="20" fill="#000" opacity="0.08"/>
<rect x="235" y="120" width="130" height="120" rx="24" fill="url(#metal)"/>
<rect x="282" y="96" width="36" height="34" rx="6" fill="${product.art.accent}"/>
<rect x="220" y="232" width="160" height="410" rx="30" fill="url(#glass)"/>
<rect x="240" y="250" width="22" height="370" rx="11" fill="url(#shine)"/>
${label(product, 232, 390, 136)}`;
}

function artwork(product: SeedProduct): string {
  const shape = product.type === PRODUCT_TYPE.perfume ? perfume(product) : product.type === PRODUCT_TYPE.diffuser ? diffuser(product) : deodorant(product);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 750" width="600" height="750" role="img" aria-label="${escapeXml(`${product.brand} ${product.name}`)}">
${defs(product)}
<rect width="600" height="750" fill="url(#bg)"/>
${shape}
</svg>
`;
}

const placeholder = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 750" width="600" height="750" role="img" aria-label="No image available">
<rect width="600" height="750" fill="#f1eee9"/>
<path d="M235 250 h130 v60 h-130 z M200 320 h200 v300 h-200 z" fill="none" stroke="#b9b1a5" stroke-width="8" stroke-linejoin="round"/>
<text x="300" y="680" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="22" fill="#8a8176">Image coming soon</text>
</svg>
`;

/** Drawn at each copy's own width from the vector, so no copy is a blown-up smaller one. */
async function writeCopies(dir: string): Promise<number> {
  let written = 0;
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".svg"))) {
    const svg = readFileSync(path.join(dir, file));
    const { width: drawnWidth = 0 } = await sharp(svg).metadata();
    const render = (width: number) => sharp(svg, { density: (72 * width) / drawnWidth }).resize({ width });
    const copyPath = (width: number, extension: "avif" | "webp" | "jpg") => path.join(PUBLIC_DIR, artworkCopyUrl(`/${path.basename(dir)}/${file}`, width, extension));
    for (const width of ARTWORK_WIDTHS) {
      await render(width).avif({ quality: 55, effort: 6 }).toFile(copyPath(width, "avif"));
      await render(width).webp({ quality: 80, effort: 6 }).toFile(copyPath(width, "webp"));
    }
    await render(ARTWORK_SHARE_WIDTH).flatten({ background: "#ffffff" }).jpeg({ quality: 85, mozjpeg: true }).toFile(copyPath(ARTWORK_SHARE_WIDTH, "jpg"));
    written += 2 * ARTWORK_WIDTHS.length + 1;
  }
  return written;
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  for (const product of SEED_CATALOGUE) writeFileSync(path.join(OUT_DIR, `${product.slug}.svg`), artwork(product));
  writeFileSync(path.join(OUT_DIR, "placeholder.svg"), placeholder);
  console.log(`Wrote ${SEED_CATALOGUE.length + 1} images to ${path.relative(process.cwd(), OUT_DIR)}`);
  const copies = (await writeCopies(OUT_DIR)) + (await writeCopies(BANNER_DIR));
  console.log(`Wrote ${copies} raster copies beside them and the banner`);
}

void main();
