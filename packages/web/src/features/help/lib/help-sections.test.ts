import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HELP_SECTIONS, helpImageFiles, helpSectionsOf } from './help-sections';

const PUBLIC_HELP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../public/help');
const bytesOf = (file: string) => fs.readFileSync(path.join(PUBLIC_HELP, file));

describe('help images per app type (issue 16 item 15)', () => {
  it('each app type references only its own folder, and every file is there', () => {
    for (const appType of ['normal', 'gd'] as const) {
      const files = helpSectionsOf(appType).flatMap((section) => helpImageFiles(section, appType));
      expect(files.every((file) => file.startsWith(`${appType}/`))).toBe(true);
      for (const file of files) expect(fs.existsSync(path.join(PUBLIC_HELP, file)), file).toBe(true);
    }
    expect(helpSectionsOf('normal').map((section) => section.key)).toEqual(['betting']);
    expect(helpSectionsOf('gd').map((section) => section.key)).toEqual(HELP_SECTIONS.map((s) => s.key));
  });

  it("the normal app's tutorial pictures are its own, not copies of the gd ones", () => {
    const betting = HELP_SECTIONS.find((section) => section.key === 'betting')!;
    const normal = helpImageFiles(betting, 'normal');
    const gd = helpImageFiles(betting, 'gd');
    // home (1) and normal betting (2) differ between the app types: title, pools, jackpot chips
    for (const index of [0, 1]) expect(bytesOf(normal[index]!).equals(bytesOf(gd[index]!))).toBe(false);
  });

  it('no image is left at the top of public/help/ to be served to the wrong app type', () => {
    const loose = fs.readdirSync(PUBLIC_HELP).filter((name) => name.endsWith('.png'));
    expect(loose).toEqual([]);
  });
});
