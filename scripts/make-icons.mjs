// Draws the app's icons (a gold die with five pips on the brand purple) into host/public/: the web app manifest's
// 192 and 512 px icons, a maskable 512 px icon (the die inside the central 80 % circle every mask keeps), the
// 180 px touch icon and /favicon.ico (a 32 px PNG inside an ICO). No image library: a PNG is a few zlib'd rows.
// Run it again after changing the drawing: `node scripts/make-icons.mjs` (the files are committed).
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'host', 'public');

const BRAND = [0x4a, 0x14, 0x8c];
const GOLD = [0xff, 0xb3, 0x00];

/** Whether (x, y) in [0, 1]² lies inside a rounded square centred at 0.5 with half-side `half`, corner radius `r`. */
function inRoundedSquare(x, y, half, r) {
  const dx = Math.max(Math.abs(x - 0.5) - (half - r), 0);
  const dy = Math.max(Math.abs(y - 0.5) - (half - r), 0);
  return Math.abs(x - 0.5) <= half && Math.abs(y - 0.5) <= half && dx * dx + dy * dy <= r * r;
}

/** The colour at (x, y): background (full bleed when maskable, else a rounded tile), the die, its pips. */
function colourAt(x, y, maskable) {
  const background = maskable ? true : inRoundedSquare(x, y, 0.5, 0.11);
  if (!background) return null;
  const die = maskable ? 0.23 : 0.3;
  if (!inRoundedSquare(x, y, die, die * 0.22)) return BRAND;
  const pip = die * 0.18;
  const offset = die * 0.5;
  for (const [px, py] of [[0, 0], [-1, -1], [1, 1], [-1, 1], [1, -1]]) {
    const cx = 0.5 + px * offset;
    const cy = 0.5 + py * offset;
    if ((x - cx) ** 2 + (y - cy) ** 2 <= pip * pip) return BRAND;
  }
  return GOLD;
}

/** RGBA pixels of a size×size icon, 4×4 supersampled for smooth edges. */
function draw(size, maskable) {
  const pixels = Buffer.alloc(size * size * 4);
  const samples = 4;
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const colour = colourAt((col + (sx + 0.5) / samples) / size, (row + (sy + 0.5) / samples) / size, maskable);
          if (!colour) continue;
          sum[0] += colour[0];
          sum[1] += colour[1];
          sum[2] += colour[2];
          sum[3] += 255;
        }
      }
      const covered = sum[3] / 255;
      const at = (row * size + col) * 4;
      for (let channel = 0; channel < 3; channel += 1) pixels[at + channel] = covered ? Math.round(sum[channel] / covered) : 0;
      pixels[at + 3] = Math.round(sum[3] / (samples * samples));
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, maskable) {
  const pixels = draw(size, maskable);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let row = 0; row < size; row += 1) pixels.copy(rows, row * (size * 4 + 1) + 1, row * size * 4, (row + 1) * size * 4);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ICO holding one PNG image (every browser since 2009 reads PNG inside ICO). */
function ico(size) {
  const image = png(size, false);
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, image]);
}

fs.mkdirSync(path.join(out, 'icons'), { recursive: true });
const files = {
  'icons/icon-192.png': png(192, false),
  'icons/icon-512.png': png(512, false),
  'icons/maskable-512.png': png(512, true),
  'icons/apple-touch-icon.png': png(180, true),
  'favicon.ico': ico(32),
};
for (const [name, bytes] of Object.entries(files)) {
  fs.writeFileSync(path.join(out, name), bytes);
  console.log(`${name}: ${bytes.length} bytes`);
}
