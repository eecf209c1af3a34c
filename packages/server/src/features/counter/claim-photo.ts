import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { MAX_CLAIM_PHOTO_BYTES } from '@lotto/contract/counter';
import type { Env } from '../../config/env.js';
import { AppError } from '../../lib/app-error.js';

/**
 * A claimant's ID photo (issue 44): at most 2 MB, a JPEG or a PNG (by its bytes, not only by what
 * the client says), decoded and encoded again by sharp (libvips) so that nothing but the pixels
 * survives: EXIF and GPS tags, comments, text chunks, or anything appended after the image.
 * docs/decisions/023-counter-claims.md says why sharp.
 */
export interface ClaimPhoto {
  type: 'image/jpeg' | 'image/png';
  bytes: Buffer;
}

/** A photo wider or taller than this is scaled down: an ID card needs no more. */
const MAX_SIDE = 2000;
/** Refuse before decoding anything that would unpack into more pixels than this (a decompression bomb). */
const MAX_INPUT_PIXELS = 50_000_000;

const badPhoto = (why: string) => new AppError('INVALID_PHOTO', `photo: ${why}`);

function sniffType(bytes: Buffer): ClaimPhoto['type'] | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((byte, i) => bytes[i] === byte)) return 'image/png';
  return null;
}

/** Checks and re-encodes a photo sent as base64; answers the clean image or throws INVALID_PHOTO. */
export async function cleanClaimPhoto(input: {
  type: ClaimPhoto['type'];
  data: string;
}): Promise<ClaimPhoto> {
  // Cheap checks first: the size from the base64 length, then the magic bytes.
  if (Math.floor((input.data.length * 3) / 4) > MAX_CLAIM_PHOTO_BYTES + 2) throw badPhoto('at most 2 MB');
  const bytes = Buffer.from(input.data, 'base64');
  if (bytes.length === 0) throw badPhoto('empty');
  if (bytes.length > MAX_CLAIM_PHOTO_BYTES) throw badPhoto('at most 2 MB');
  const sniffed = sniffType(bytes);
  if (sniffed === null) throw badPhoto('a JPEG or PNG image only');
  if (sniffed !== input.type) throw badPhoto(`the file is ${sniffed}, not ${input.type}`);
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      // Turn the picture upright by its EXIF orientation before the tag goes with the rest.
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    // sharp writes no metadata unless asked (withMetadata/keepMetadata): none is asked here.
    const clean =
      sniffed === 'image/jpeg'
        ? await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
        : await image.png({ compressionLevel: 9 }).toBuffer();
    return { type: sniffed, bytes: clean };
  } catch {
    throw badPhoto('the image cannot be read');
  }
}

/** The folder of claim photos: CLAIM_PHOTO_DIR, else beside the SQLite file, else ./data. */
export function claimPhotoDir(env: Pick<Env, 'CLAIM_PHOTO_DIR' | 'DATABASE_URL'>): string {
  if (env.CLAIM_PHOTO_DIR) return path.resolve(env.CLAIM_PHOTO_DIR);
  const sqlite = /^sqlite:(.+)$/.exec(env.DATABASE_URL);
  const base = sqlite ? path.dirname(path.resolve(sqlite[1]!)) : path.resolve('data');
  return path.join(base, 'claim-photos');
}

/** Stores a clean photo under a new random name (readable by the server's user only); answers the name. */
export async function storeClaimPhoto(dir: string, photo: ClaimPhoto): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const name = `${randomUUID()}.${photo.type === 'image/jpeg' ? 'jpg' : 'png'}`;
  await writeFile(path.join(dir, name), photo.bytes, { mode: 0o600, flag: 'wx' });
  return name;
}

/** Removes a stored photo whose claim did not commit. */
export async function dropClaimPhoto(dir: string, name: string): Promise<void> {
  await rm(path.join(dir, name), { force: true });
}
