/** One sender's part of a pasted chat: its messages' texts, joined in order. */
export interface SenderText {
  /** the sender's name as the export writes it; '' for a message pasted on its own */
  sender: string;
  text: string;
}

// Android: `16/11/2026, 14:03 - Ah Seng: text`; iOS: `[16/11/26, 14:03:11] Ah Seng: text`.
const HEADER =
  /^\u200e?\[?(\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}),?\s+(\d{1,2}[:.]\d{2}(?:[:.]\d{2})?)(?:\s?[APap][Mm])?\]?\s*(?:-\s*)?([^:]{1,60}):\s?(.*)$/;

/**
 * Splits a WhatsApp chat export into one text per sender (issue 42: the paste inbox), in the order
 * the senders first appear; a line without a message header continues the message above (an
 * order of several lines). Text without any header is one message of no known sender.
 */
export function splitWhatsAppExport(pasted: string): SenderText[] {
  const lines = pasted.split(/\r\n|\r|\n/);
  const bySender = new Map<string, string[]>();
  let current: string[] | null = null;
  let sawHeader = false;
  for (const line of lines) {
    const match = HEADER.exec(line);
    if (match) {
      sawHeader = true;
      const sender = match[3]!.trim();
      const body = match[4]!;
      // WhatsApp's own notes (encryption, "<Media omitted>") are no orders.
      if (/omitted>|end-to-end encrypted/i.test(body)) {
        current = null;
        continue;
      }
      current = bySender.get(sender) ?? [];
      bySender.set(sender, current);
      current.push(body);
    } else if (current) {
      current.push(line);
    }
  }
  if (!sawHeader) return pasted.trim() === '' ? [] : [{ sender: '', text: pasted.trim() }];
  return [...bySender.entries()].map(([sender, texts]) => ({ sender, text: texts.join('\n').trim() }));
}
