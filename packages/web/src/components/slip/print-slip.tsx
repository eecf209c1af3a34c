import { Button, Popup, Radio, Space, Switch } from 'antd-mobile';
import { useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { plainText } from '@lotto/domain/plain-text';
import { toast } from '@/components/ui/toast/toast-store';
import { useAuth } from '@/lib/auth/auth-store';
import { useAppConfig } from '@/lib/app-config/get-app-config';
import { markPrinted } from '@/lib/counter/counter-api';
import {
  hasWebBluetooth,
  setSlipBluetooth,
  setSlipWidth,
  slipBluetooth,
  slipWidth,
  SLIP_WIDTHS,
  type SlipWidth,
} from '@/lib/counter/slip-settings';
import { getTicketDetails } from '@/lib/orders/get-ticket-details';
import { formatWirePoints } from '@/lib/format-points';
import { slipLines, type SlipInput, type SlipLabels } from './slip-text';
import { ticketQr, TicketSlip } from './ticket-slip';

/**
 * 'dd/MM/yyyy HH:mm:ss' now, in the draws' time zone (the app's config) like the order's own time
 * on the slip; the device's zone when the config has none.
 */
export function printedNow(timeZone: string | undefined, now = new Date()): string {
  const zone = (() => {
    try {
      return timeZone ? new Intl.DateTimeFormat('en-GB', { timeZone }).resolvedOptions().timeZone : undefined;
    } catch {
      return undefined;
    }
  })();
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

function useSlipLabels(): SlipLabels {
  const { t } = useTranslation();
  return {
    ticket: t('counter.slip.ticket'),
    operator: t('counter.slip.operator'),
    printed: t('counter.slip.printed'),
    total: t('counter.slip.total'),
    remark: t('counter.slip.remark'),
    phone: t('counter.slip.phone'),
    pin: t('counter.slip.pin'),
    copy: t('counter.slip.copy'),
    void: t('counter.slip.void'),
    keep: t('counter.slip.keep'),
  };
}

/** English labels for the ESC/POS path: a printer's code pages hold no Chinese or Bengali. */
const ESC_POS_LABELS: SlipLabels = {
  ticket: 'Ticket',
  operator: 'Operator',
  printed: 'Printed',
  total: 'Total',
  remark: 'Remark',
  phone: 'Phone',
  pin: 'Claim PIN',
  copy: 'COPY',
  void: 'VOID',
  keep: 'Keep this slip: its PIN claims the win.',
};

/**
 * Print (issue 44): counts the print on the server (the original, or COPY n, and the claim PIN on
 * the original), shows the slip and prints it: to a Bluetooth ESC/POS printer when that is set and
 * the browser has Web Bluetooth, else (or when that fails) through the print dialog with only the
 * slip on an 80 or 58 mm page. A failure shows a message and never blocks anything else.
 */
export function PrintSlipButton({
  betId,
  className,
  size,
}: {
  betId: string;
  className?: string;
  size?: 'small' | 'middle';
}) {
  const { t } = useTranslation();
  const { print, busy, ui } = usePrintSlip();
  return (
    <>
      <Button
        color="primary"
        fill="outline"
        shape="rounded"
        className={className}
        size={size}
        loading={busy}
        onClick={() => print(betId)}
        data-testid="print-slip"
      >
        {t('counter.slip.print')}
      </Button>
      {ui}
    </>
  );
}

/** Print as an action of another control (Check Ticket's sheet): `print(betId)`, and `ui` to render. */
export function usePrintSlip() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { timeZone } = useAppConfig();
  const labels = useSlipLabels();
  const [slip, setSlip] = useState<SlipInput | null>(null);
  const [busy, setBusy] = useState(false);
  const [width, setWidth] = useState<SlipWidth>(slipWidth);
  const [bluetooth, setBluetooth] = useState(() => hasWebBluetooth() && slipBluetooth());
  const [qr, setQr] = useState<string | null>(null);

  async function start(betId: string) {
    setBusy(true);
    try {
      const details = await getTicketDetails(betId);
      const printed = await markPrinted(betId);
      const code = await ticketQr(details.betId);
      const input: SlipInput = {
        betId: details.betId,
        receipt: plainText(details.orderresponse.replace(/^&/, '')),
        total: formatWirePoints(details.total),
        remark: plainText(details.remark),
        phone: details.phone,
        voided: details.status === 'Voided',
        operator: user?.username ?? '',
        printedAt: printedNow(timeZone),
        copy: printed.copy,
        pin: printed.pin,
      };
      // Rendered before printing: the dialog prints what is on the page.
      flushSync(() => {
        setQr(code);
        setSlip(input);
      });
      await send(input);
    } catch {
      // the query client shows the error; nothing else waits for the print
    } finally {
      setBusy(false);
    }
  }

  async function send(input: SlipInput) {
    if (bluetooth) {
      try {
        const columns = SLIP_WIDTHS[width];
        // Loaded only when used: most counters print through the dialog.
        const { encodeSlip, printOverBluetooth } = await import('./escpos');
        await printOverBluetooth(encodeSlip(slipLines(input, ESC_POS_LABELS, columns), input.betId, columns));
        toast.success(t('counter.slip.sentToPrinter'));
        return;
      } catch {
        toast.error(t('counter.slip.bluetoothFailed'));
      }
    }
    dialogPrint(width);
  }

  const root =
    slip && typeof document !== 'undefined'
      ? createPortal(
          <div className="slip-print-root">
            <TicketSlip input={slip} labels={labels} width={width} qr={qr} />
          </div>,
          document.body,
        )
      : null;

  const ui = (
    <>
      {root}
      <Popup
        visible={slip !== null}
        onMaskClick={() => setSlip(null)}
        bodyClassName="slip-sheet"
        destroyOnClose
      >
        {slip && (
          <>
            <div className="slip-preview">
              <TicketSlip input={slip} labels={labels} width={width} qr={qr} />
            </div>
            <div className="slip-sheet__row">
              <Radio.Group
                value={width}
                onChange={(value) => {
                  const next = Number(value) as SlipWidth;
                  setWidth(next);
                  setSlipWidth(next);
                }}
              >
                <Space>
                  <Radio value={80}>80 mm</Radio>
                  <Radio value={58}>58 mm</Radio>
                </Space>
              </Radio.Group>
              {hasWebBluetooth() && (
                <label className="slip-sheet__row">
                  {t('counter.slip.bluetooth')}
                  <Switch
                    checked={bluetooth}
                    onChange={(on) => {
                      setBluetooth(on);
                      setSlipBluetooth(on);
                    }}
                  />
                </label>
              )}
            </div>
            <div className="slip-sheet__row">
              <Button block shape="rounded" onClick={() => setSlip(null)}>
                {t('common.close')}
              </Button>
            </div>
          </>
        )}
      </Popup>
    </>
  );
  return { print: (betId: string) => void start(betId), busy, ui };
}

/** The browser's print dialog with only the slip, on a page as wide as the paper. */
function dialogPrint(width: SlipWidth) {
  // A roll has no page height: the page is as long as the slip (measured on its preview, which has
  // the same width and lines), so the printer feeds no blank paper. 96 px = 25.4 mm.
  const shown = document.querySelector('.slip-preview .ticket-slip')?.getBoundingClientRect().height ?? 0;
  const height = shown > 0 ? Math.ceil((shown * 25.4) / 96) + 4 : 297;
  const style = document.createElement('style');
  style.textContent = `@page { size: ${width}mm ${height}mm; margin: 0; }`;
  document.head.appendChild(style);
  document.body.classList.add('slip-printing');
  const done = () => {
    document.body.classList.remove('slip-printing');
    style.remove();
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  try {
    window.print();
  } catch {
    done();
  }
}
