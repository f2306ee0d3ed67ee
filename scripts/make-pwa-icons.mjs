#!/usr/bin/env node
/*
 * The app's install icons (client/public/pwa-*.png, listed in the manifest in client/vite.config.ts),
 * drawn once from the favicon's mark (client/public/favicon.svg) and committed:
 *   node scripts/make-pwa-icons.mjs
 * The maskable icon keeps the mark inside the central 80 % safe zone on the brand colour, so a
 * launcher's round or squircle mask never cuts it.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../client/public/', import.meta.url));
const mark = readFileSync(`${publicDir}favicon.svg`);
const BRAND = '#5b3cc4'; // brand.600, client/src/theme.ts

const icon = (size) =>
  sharp(mark, { density: (72 * size) / 64 })
    .resize(size, size)
    .png();

async function maskable(size) {
  const inner = Math.round(size * 0.7);
  const markPng = await icon(inner).toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: markPng, gravity: 'center' }])
    .png();
}

await icon(192).toFile(`${publicDir}pwa-192.png`);
await icon(512).toFile(`${publicDir}pwa-512.png`);
await icon(180).toFile(`${publicDir}apple-touch-icon.png`);
await (await maskable(512)).toFile(`${publicDir}pwa-maskable-512.png`);
console.log('Wrote pwa-192.png, pwa-512.png, pwa-maskable-512.png and apple-touch-icon.png');
