/**
 * Draws the app icons of the web manifest (public/icons/*.png) from one SVG badge, rasterised by
 * the system Chromium: `npm run pwa-icons`, then look at them and commit them. Original art (a red
 * badge with "4D"); no operator's trademark.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');
const RED = '#b3122e';
const GOLD = '#f5b700';

/**
 * `maskable`: the badge fills the square and the mark stays inside the central 80% circle that
 * every launcher mask keeps; otherwise a rounded square on transparency.
 */
function badge(size: number, maskable: boolean): string {
  const radius = maskable ? 0 : size * 0.22;
  const circle = maskable ? size * 0.3 : size * 0.36;
  const font = maskable ? size * 0.25 : size * 0.3;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${RED}"/>
  <circle cx="${size / 2}" cy="${size / 2}" r="${circle}" fill="#fff" stroke="${GOLD}" stroke-width="${size * 0.03}"/>
  <text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif"
    font-weight="700" font-size="${font}" fill="${RED}">4D</text>
</svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${badge(icon.size, icon.maskable)}</body></html>`,
    );
    await page.locator('svg').screenshot({ path: path.join(outDir, icon.file), omitBackground: true });
    await page.close();
    console.log(`wrote public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
