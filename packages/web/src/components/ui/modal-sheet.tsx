import { Popup } from 'antd-mobile';
import { useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { useModalFocus } from '@/components/ui/use-modal-focus';

interface Props {
  visible: boolean;
  onClose: () => void;
  /** The dialog's heading; it also names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Class of the dialog box and of its heading. */
  className: string;
  titleClassName: string;
  bodyClassName?: string;
  bodyStyle?: CSSProperties;
  destroyOnClose?: boolean;
  /** The content; gets the heading's id, for a group that the heading names too. */
  children: (titleId: string) => ReactNode;
}

/**
 * A bottom sheet that is a keyboard-operable modal dialog: antd-mobile's Popup (touch, mask,
 * animation) around a box with role="dialog", aria-modal and a heading that names it, with focus
 * kept inside while it is open (useModalFocus). One shape for every sheet that asks a choice.
 */
export function ModalSheet({
  visible,
  onClose,
  title,
  className,
  titleClassName,
  bodyClassName,
  bodyStyle,
  destroyOnClose,
  children,
}: Props) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useModalFocus(box, visible, onClose);
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={bodyClassName}
      bodyStyle={bodyStyle}
      destroyOnClose={destroyOnClose}
    >
      <div
        ref={box}
        className={className}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId} className={titleClassName}>
          {title}
        </h2>
        {children(titleId)}
      </div>
    </Popup>
  );
}
