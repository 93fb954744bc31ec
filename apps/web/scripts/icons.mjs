#!/usr/bin/env node
// Draws the tab's icon (index.html, 32 px) and the home-screen icons of the web app manifest
// (public/manifest.webmanifest) from the favicon, public/favicon.svg: the icon as it is at 192 and 512 px, and a maskable one (the
// monogram on a full square, inside the safe zone a launcher may crop to a circle) at 512 px,
// also the 180 px apple-touch-icon. The PNGs are committed; run again after changing the favicon:
// `npm run icons -w @mall/web`.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');

// The favicon's rounded square, squared off: a launcher applies its own mask. The monogram stays
// within 10 units of the centre of the 32-unit box (the safe zone is a circle of 12.8).
const maskable = favicon.replace(/<title>.*?<\/title>/, '').replace(/ rx="[\d.]+"/, '');

async function draw(svg, size, file) {
  const density = (72 * size) / 32;
  await sharp(Buffer.from(svg), { density })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(publicDir, 'icons', file));
  console.log(`public/icons/${file}`);
}

// The tab's icon: a picture rather than the SVG, which the browser reads into a document of its
// own on the page's main thread as every page opens (bench/FINDINGS.md, "No SVG picture as a page opens").
await draw(favicon, 32, 'favicon-32.png');
await draw(favicon, 192, 'icon-192.png');
await draw(favicon, 512, 'icon-512.png');
await draw(maskable, 512, 'icon-maskable-512.png');
// iOS rounds the corners itself and shows black behind transparency: the squared icon.
await draw(maskable, 180, 'apple-touch-icon.png');
