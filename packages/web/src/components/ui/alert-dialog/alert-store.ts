import { createStore } from '@/lib/create-store';

/**
 * Alert types of spec §4. `confirm` adds a cancel button; `block` cannot be dismissed by a click
 * outside or Escape, only by its button.
 */
export type AlertType = 'success' | 'error' | 'confirm' | 'none' | 'block';

export interface AlertOptions {
  type: AlertType;
  message: string;
  title?: string;
  confirmText?: string;
  cancelText?: string;
}

export interface OpenAlert extends AlertOptions {
  id: number;
  resolve: (confirmed: boolean) => void;
}

export const alertStore = createStore<OpenAlert[]>([]);
let nextId = 1;

/** Opens an alert; resolves true when confirmed, false when cancelled or dismissed. */
export function showAlert(options: AlertOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextId++;
    alertStore.set((alerts) => [...alerts, { ...options, id, resolve }]);
  });
}

export function closeAlert(id: number, confirmed: boolean): void {
  const alert = alertStore.get().find((item) => item.id === id);
  if (!alert) return;
  alertStore.set((alerts) => alerts.filter((item) => item.id !== id));
  alert.resolve(confirmed);
}

export function isDismissable(type: AlertType): boolean {
  return type !== 'block';
}

export function resetAlerts(): void {
  for (const alert of alertStore.get()) alert.resolve(false);
  alertStore.set([]);
}
