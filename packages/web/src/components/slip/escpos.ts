import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';

/**
 * Sends a slip straight to a Bluetooth ESC/POS printer (Android Chrome's Web Bluetooth): cheap
 * thermal printers often do not show in the print dialog. The bytes come from a well-kept encoder
 * (@point-of-sale/receipt-printer-encoder); the GATT services below are the ones these printers
 * commonly expose. Any failure throws: the caller falls back to the print dialog.
 */
const PRINTER_SERVICES = [
  '000018f0-0000-1000-8000-00805f9b34fb',
  'e7810a71-73ae-499d-8c15-faa9aef0c3f2',
  '49535343-fe7d-4ae5-8fa9-9fafd205e455',
];
/** Bytes per GATT write: small enough for every printer's MTU. */
const CHUNK = 180;

interface GattCharacteristic {
  properties: { write: boolean; writeWithoutResponse: boolean };
  writeValueWithoutResponse?: (data: BufferSource) => Promise<void>;
  writeValue: (data: BufferSource) => Promise<void>;
}
interface GattService {
  getCharacteristics: () => Promise<GattCharacteristic[]>;
}
interface BluetoothLike {
  requestDevice: (options: object) => Promise<{
    gatt?: {
      connect: () => Promise<{ getPrimaryServices: () => Promise<GattService[]>; disconnect: () => void }>;
    };
  }>;
}

/** ESC/POS bytes of the slip's lines with the ticket id as a QR code between them, then a cut. */
export function encodeSlip(
  lines: { top: string[]; bottom: string[] },
  qr: string,
  columns: number,
): Uint8Array {
  const encoder = new ReceiptPrinterEncoder({ language: 'esc-pos', columns });
  let out = encoder.initialize().codepage('auto');
  for (const line of lines.top) out = out.line(line);
  out = out
    .newline()
    .align('center')
    .qrcode(qr, { model: 2, size: 6, errorlevel: 'm' })
    .align('left')
    .newline();
  for (const line of lines.bottom) out = out.line(line);
  return out.newline(3).cut().encode();
}

export async function printOverBluetooth(bytes: Uint8Array): Promise<void> {
  const bluetooth = (navigator as unknown as { bluetooth?: BluetoothLike }).bluetooth;
  if (!bluetooth) throw new Error('no Web Bluetooth');
  const device = await bluetooth.requestDevice({
    acceptAllDevices: true,
    optionalServices: PRINTER_SERVICES,
  });
  const server = await device.gatt?.connect();
  if (!server) throw new Error('no GATT server');
  try {
    const services = await server.getPrimaryServices();
    const characteristics = (
      await Promise.all(services.map((service) => service.getCharacteristics()))
    ).flat();
    const target = characteristics.find((c) => c.properties.writeWithoutResponse || c.properties.write);
    if (!target) throw new Error('no writable characteristic');
    for (let at = 0; at < bytes.length; at += CHUNK) {
      const piece = bytes.slice(at, at + CHUNK);
      if (target.properties.writeWithoutResponse && target.writeValueWithoutResponse) {
        await target.writeValueWithoutResponse(piece);
      } else {
        await target.writeValue(piece);
      }
    }
  } finally {
    server.disconnect();
  }
}
