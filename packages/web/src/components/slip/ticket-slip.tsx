import QRCode from 'qrcode';
import type { SlipWidth } from '@/lib/counter/slip-settings';
import { SLIP_WIDTHS } from '@/lib/counter/slip-settings';
import { slipLines, type SlipInput, type SlipLabels } from './slip-text';
import './slip.css';

/** The QR code of a ticket id as an image (a well-kept encoder, `qrcode`); null when it fails. */
export function ticketQr(betId: string): Promise<string | null> {
  // Black on white with a quiet zone of 2 modules: thermal printers and phone cameras read it.
  return QRCode.toDataURL(betId, {
    margin: 2,
    width: 192,
    errorCorrectionLevel: 'M',
    color: { dark: '#000000', light: '#ffffff' },
  }).catch(() => null);
}

interface Props {
  input: SlipInput;
  labels: SlipLabels;
  width: SlipWidth;
  qr: string | null;
}

/**
 * A counter slip (issue 44): monospace, black on white, as wide as the paper (48 or 32 columns),
 * with COPY n at the top and bottom of a reprint and VOID across a cancelled ticket.
 */
export function TicketSlip({ input, labels, width, qr }: Props) {
  const columns = SLIP_WIDTHS[width];
  const { top, bottom } = slipLines(input, labels, columns);
  return (
    <div className={`ticket-slip ticket-slip--${width}`} data-testid="ticket-slip" data-copy={input.copy}>
      {input.voided && (
        <div className="ticket-slip__void" aria-hidden="true">
          {labels.void}
        </div>
      )}
      <pre className="ticket-slip__text" data-testid="slip-top">
        {top.join('\n')}
      </pre>
      {qr && <img className="ticket-slip__qr" src={qr} alt={`#${input.betId}`} data-testid="slip-qr" />}
      <pre className="ticket-slip__text" data-testid="slip-bottom">
        {bottom.join('\n')}
      </pre>
    </div>
  );
}
