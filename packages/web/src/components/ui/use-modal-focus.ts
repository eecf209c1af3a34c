import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
}

/**
 * Keyboard use of a modal popup (antd-mobile Popup / CenterPopup, whose page behind stays in the
 * tab order): while `open`, focus moves into `container` (its `[data-autofocus]` element, else the
 * first control), Tab and Shift+Tab cycle inside it, Escape calls `onClose`; when it closes, focus
 * returns to the element that opened it. The container carries role="dialog" and aria-modal.
 */
export function useModalFocus(container: RefObject<HTMLElement | null>, open: boolean, onClose: () => void) {
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let frame = 0;
    const focusInside = (attempt: number) => {
      const box = container.current;
      if (!box) {
        if (attempt < 20) frame = requestAnimationFrame(() => focusInside(attempt + 1));
        return;
      }
      if (box.contains(document.activeElement)) return;
      const target = box.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(box)[0] ?? box;
      target.focus();
    };
    frame = requestAnimationFrame(() => focusInside(0));

    const onKeyDown = (event: KeyboardEvent) => {
      const box = container.current;
      if (!box) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const list = focusables(box);
      if (list.length === 0) {
        event.preventDefault();
        box.focus();
        return;
      }
      const first = list[0]!;
      const last = list[list.length - 1]!;
      const active = document.activeElement;
      if (!box.contains(active)) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && (active === first || active === box)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown, true);
      if (opener?.isConnected) opener.focus();
    };
  }, [open, container]);
}
