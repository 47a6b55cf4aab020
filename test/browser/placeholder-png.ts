/**
 * The placeholder portrait as a PNG data URL, drawn here (a head and shoulders on a tan square, as core's mystery
 * man). Fray's sheets refuse `data:image/svg+xml` (module/applications/safe-url.ts allows png, jpeg, gif, webp and
 * avif only), so an SVG placeholder showed as a broken image; a PNG made at load needs no file and no network.
 */
import { crc32, deflateSync } from "node:zlib";

const SIZE = 64;
const TAN = [0x9c, 0x8f, 0x74];
const PAPER = [0xf4, 0xef, 0xe4];

/** The colour of one pixel: the head (a circle) and the shoulders (a half disc at the bottom) over the tan. */
function pixel(x: number, y: number): number[] {
  const head = (x - 32) ** 2 + (y - 24) ** 2 <= 12 ** 2;
  const shoulders = y >= 42 && (x - 32) ** 2 + (y - 64) ** 2 <= 22 ** 2;
  return head || shoulders ? PAPER : TAN;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A 64 × 64 RGB PNG (8-bit, no filter per row) of the placeholder, as a data URL. */
export function placeholderPng(): string {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type 2 (RGB), compression, filter, no interlace
  const rows: number[] = [];
  for (let y = 0; y < SIZE; y++) {
    rows.push(0);
    for (let x = 0; x < SIZE; x++) rows.push(...pixel(x, y));
  }
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflateSync(Buffer.from(rows))), chunk("IEND", Buffer.alloc(0))]);
  return `data:image/png;base64,${png.toString("base64")}`;
}
