import { Button, CenterPopup } from 'antd-mobile';
import { memo, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalFocus } from '@/components/ui/use-modal-focus';
import '../advanced-betting.css';

interface Props {
  visible: boolean;
  onPaste: (text: string) => void;
  onClose: () => void;
}

/**
 * When the clipboard cannot be read: a text area to paste the lines into by hand. A modal dialog:
 * focus starts in the text area, Tab stays inside, Escape or Cancel closes.
 */
export const PasteDialog = memo(function PasteDialog({ visible, onPaste, onClose }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const box = useRef<HTMLDivElement>(null);
  const close = () => {
    setText('');
    onClose();
  };
  useModalFocus(box, visible, close);
  return (
    <CenterPopup
      visible={visible}
      onMaskClick={close}
      destroyOnClose
      className="sheet-popup"
      getContainer={() => document.body}
    >
      <div ref={box} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} tabIndex={-1}>
        <form
          className="sheet-form"
          aria-labelledby={`${id}-title`}
          onSubmit={(event) => {
            event.preventDefault();
            onPaste(text);
            close();
          }}
        >
          <h2 id={`${id}-title`} className="sheet-form__title">
            {t('advancedBetting.paste.title')}
          </h2>
          <label className="field__label" htmlFor={id}>
            {t('advancedBetting.paste.help')}
          </label>
          <textarea
            id={id}
            className="adv-paste-textarea"
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoFocus
            spellCheck={false}
            autoCapitalize="characters"
          />
          <div className="sheet-form__actions">
            <Button onClick={close}>{t('common.cancel')}</Button>
            <Button type="submit" color="primary" disabled={text.trim() === ''}>
              {t('advancedBetting.paste.add')}
            </Button>
          </div>
        </form>
      </div>
    </CenterPopup>
  );
});
