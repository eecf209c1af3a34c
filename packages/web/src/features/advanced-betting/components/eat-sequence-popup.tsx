import { memo, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalSheet } from '@/components/ui/modal-sheet';
import type { EatSequenceOption } from '../api/get-eat-sequences';
import '../advanced-betting.css';

interface Props {
  visible: boolean;
  options: EatSequenceOption[];
  onChoose: (id: number) => void;
  onClose: () => void;
}

const NEXT_KEYS: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * Edit bet sequence: the offered eat sequences, the user's one checked (GetEatSequences). A modal
 * dialog; the options are a radio group with a roving focus: the arrow keys move between them,
 * Enter or Space (or a touch) chooses one, Escape closes.
 */
export const EatSequencePopup = memo(function EatSequencePopup({
  visible,
  options,
  onChoose,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const checked = options.find((option) => option.checked)?.id;
  const choose = (id: number) => {
    if (id !== checked) onChoose(id);
  };
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = NEXT_KEYS[event.key];
    if (!step) return;
    event.preventDefault();
    const radios = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]')];
    const at = radios.indexOf(document.activeElement as HTMLElement);
    const next = radios[(at + step + radios.length) % radios.length];
    if (!next) return;
    for (const radio of radios) radio.tabIndex = radio === next ? 0 : -1;
    next.focus();
  };
  return (
    <ModalSheet
      visible={visible}
      onClose={onClose}
      title={t('advancedBetting.sequence.title')}
      className="adv-sheet"
      titleClassName="adv-sheet__title"
      bodyStyle={{ borderRadius: '16px 16px 0 0' }}
      destroyOnClose
    >
      {(titleId) => (
        <>
          <p className="adv-note">{t('advancedBetting.sequence.help')}</p>
          <div className="adv-sheet__options" role="radiogroup" aria-labelledby={titleId} onKeyDown={move}>
            {options.map((option, index) => {
              const isChecked = option.id === checked;
              const tabbable = checked === undefined ? index === 0 : isChecked;
              return (
                <button
                  key={option.id}
                  type="button"
                  role="radio"
                  aria-checked={isChecked}
                  tabIndex={tabbable ? 0 : -1}
                  data-autofocus={tabbable ? '' : undefined}
                  className={`adv-sheet__option${isChecked ? ' adv-sheet__option--checked' : ''}`}
                  onClick={() => choose(option.id)}
                >
                  <span className="adv-sheet__radio" aria-hidden="true" />
                  <span className="adv-sheet__sequence">{option.sequence}</span>
                </button>
              );
            })}
          </div>
        </>
      )}
    </ModalSheet>
  );
});
