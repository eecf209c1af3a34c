import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';

/** Thermal paper widths the slip knows, in mm, and the characters a line holds on each (Font A). */
export const SLIP_WIDTHS = { 80: 48, 58: 32 } as const;
export type SlipWidth = keyof typeof SLIP_WIDTHS;

export function slipWidth(): SlipWidth {
  return readStorage('local', STORAGE_KEYS.slipWidth) === '58' ? 58 : 80;
}

export function setSlipWidth(width: SlipWidth): void {
  writeStorage('local', STORAGE_KEYS.slipWidth, String(width));
}

/** Whether slips go to a Bluetooth ESC/POS printer first (only offered where Web Bluetooth exists). */
export function slipBluetooth(): boolean {
  return readStorage('local', STORAGE_KEYS.slipBluetooth) === '1';
}

export function setSlipBluetooth(on: boolean): void {
  writeStorage('local', STORAGE_KEYS.slipBluetooth, on ? '1' : '0');
}

export function hasWebBluetooth(): boolean {
  return typeof navigator !== 'undefined' && 'bluetooth' in navigator;
}
