import { createStore } from '@/lib/create-store';

export type ToastType = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
}

/** Toasts disappear on their own after 10 s (spec §9). */
export const TOAST_DURATION_MS = 10_000;
const MAX_TOASTS = 4;

export const toastStore = createStore<Toast[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  toastStore.set((toasts) => toasts.filter((toast) => toast.id !== id));
}

export function showToast(type: ToastType, message: string): number {
  const id = nextId++;
  toastStore.set((toasts) => {
    const kept = toasts.slice(-(MAX_TOASTS - 1));
    for (const dropped of toasts.slice(0, toasts.length - kept.length)) dismissTimer(dropped.id);
    return [...kept, { id, type, message }];
  });
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_DURATION_MS),
  );
  return id;
}

function dismissTimer(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

export const toast = {
  success: (message: string) => showToast('success', message),
  info: (message: string) => showToast('info', message),
  warning: (message: string) => showToast('warning', message),
  error: (message: string) => showToast('error', message),
};

/** For tests: forget every toast and timer. */
export function resetToasts(): void {
  for (const id of timers.keys()) dismissTimer(id);
  toastStore.set([]);
}
