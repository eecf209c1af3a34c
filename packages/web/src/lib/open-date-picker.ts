import type { MouseEvent } from 'react';

/** Opens the browser's date picker where it can (desktop Chromium); phones open it on tap anyway. */
export function openDatePicker(event: MouseEvent<HTMLInputElement>): void {
  try {
    event.currentTarget.showPicker?.();
  } catch {
    // not allowed here (e.g. not a user gesture in a test): the native control still works
  }
}
