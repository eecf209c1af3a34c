import { describe, expect, it } from 'vitest';
import { splitWhatsAppExport } from './whatsapp-export';

describe('splitting a WhatsApp export per sender', () => {
  it('gathers each sender\u2019s messages, a message\u2019s further lines included', () => {
    const exported = [
      '22/11/2026, 10:01 - Messages and calls are end-to-end encrypted. Tap to learn more.',
      '22/11/2026, 10:02 - Ah Seng: 22/11 M',
      '1234-1B 1S',
      '22/11/2026, 10:03 - Mei Ling: MKT 5678-2B',
      '22/11/2026, 10:04 - Ah Seng: 9012-1S',
      '22/11/2026, 10:05 - Mei Ling: <Media omitted>',
    ].join('\n');
    expect(splitWhatsAppExport(exported)).toEqual([
      { sender: 'Ah Seng', text: '22/11 M\n1234-1B 1S\n9012-1S' },
      { sender: 'Mei Ling', text: 'MKT 5678-2B' },
    ]);
  });

  it('reads the iPhone form', () => {
    expect(
      splitWhatsAppExport('[22/11/26, 10:02:11] Ah Seng: 1234-1B\n[22/11/26, 10:03:00] Bob: 5678-1S'),
    ).toEqual([
      { sender: 'Ah Seng', text: '1234-1B' },
      { sender: 'Bob', text: '5678-1S' },
    ]);
  });

  it('takes a message pasted on its own as one text of no known sender', () => {
    expect(splitWhatsAppExport('  16/11 MKT\n1234-1B 1S \n')).toEqual([
      { sender: '', text: '16/11 MKT\n1234-1B 1S' },
    ]);
    expect(splitWhatsAppExport('   ')).toEqual([]);
  });
});
