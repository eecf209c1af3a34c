import { crc32 } from 'node:zlib';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { claimPhotoDir, cleanClaimPhoto, storeClaimPhoto } from './claim-photo.js';

const SCRIPT = '<script>alert(1)</script>';

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small PNG with a tEXt chunk holding a script, inserted before IEND, and bytes after IEND. */
async function pngWithScript(): Promise<Buffer> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  const iend = png.length - 12;
  const text = chunk('tEXt', Buffer.from(`Comment\0${SCRIPT}`, 'latin1'));
  return Buffer.concat([png.subarray(0, iend), text, png.subarray(iend), Buffer.from(SCRIPT)]);
}

const base64 = (bytes: Buffer) => bytes.toString('base64');

describe('claim photos', () => {
  it('re-encodes a PNG: the script in its metadata and after its end is gone, the pixels stay', async () => {
    const dirty = await pngWithScript();
    expect(dirty.includes(SCRIPT)).toBe(true);
    const clean = await cleanClaimPhoto({ type: 'image/png', data: base64(dirty) });
    expect(clean.type).toBe('image/png');
    expect(clean.bytes.includes(SCRIPT)).toBe(false);
    expect(clean.bytes.includes('tEXt')).toBe(false);
    const meta = await sharp(clean.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 40, 30]);
  });

  it('re-encodes a JPEG without its EXIF (GPS, comments)', async () => {
    const dirty = await sharp({ create: { width: 50, height: 20, channels: 3, background: '#ffffff' } })
      .jpeg()
      .withExif({ IFD0: { ImageDescription: SCRIPT, Artist: 'phone-owner' } })
      .toBuffer();
    expect(dirty.includes(SCRIPT)).toBe(true);
    const clean = await cleanClaimPhoto({ type: 'image/jpeg', data: base64(dirty) });
    expect(clean.bytes.includes(SCRIPT)).toBe(false);
    expect((await sharp(clean.bytes).metadata()).exif).toBeUndefined();
  });

  it('refuses another type, a type that is not what it says, a broken image and more than 2 MB', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    await expect(cleanClaimPhoto({ type: 'image/png', data: base64(gif) })).rejects.toMatchObject({
      code: 'INVALID_PHOTO',
      message: 'photo: a JPEG or PNG image only',
    });
    const png = await pngWithScript();
    await expect(cleanClaimPhoto({ type: 'image/jpeg', data: base64(png) })).rejects.toMatchObject({
      message: 'photo: the file is image/png, not image/jpeg',
    });
    await expect(
      cleanClaimPhoto({ type: 'image/png', data: base64(png.subarray(0, 60)) }),
    ).rejects.toMatchObject({
      message: 'photo: the image cannot be read',
    });
    const big = Buffer.concat([png.subarray(0, 8), Buffer.alloc(2 * 1024 * 1024)]);
    await expect(cleanClaimPhoto({ type: 'image/png', data: base64(big) })).rejects.toMatchObject({
      message: 'photo: at most 2 MB',
    });
  });

  it('stores beside the SQLite file unless told where, under a fresh name readable by the server only', async () => {
    expect(claimPhotoDir({ DATABASE_URL: 'sqlite:/srv/lotto/lotto.db', CLAIM_PHOTO_DIR: undefined })).toBe(
      '/srv/lotto/claim-photos',
    );
    expect(claimPhotoDir({ DATABASE_URL: 'postgres://x@h/db', CLAIM_PHOTO_DIR: '/photos' })).toBe('/photos');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotto-photos-'));
    try {
      const clean = await cleanClaimPhoto({ type: 'image/png', data: base64(await pngWithScript()) });
      const name = await storeClaimPhoto(path.join(dir, 'claims'), clean);
      expect(name).toMatch(/^[0-9a-f-]{36}\.png$/);
      const file = path.join(dir, 'claims', name);
      expect(fs.readFileSync(file).equals(clean.bytes)).toBe(true);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
