import { Popup, Radio } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { EatSequenceOption } from '../api/get-eat-sequences';
import '../advanced-betting.css';

interface Props {
  visible: boolean;
  options: EatSequenceOption[];
  onChoose: (id: number) => void;
  onClose: () => void;
}

/** Edit bet sequence: the offered eat sequences, the user's one checked (GetEatSequences). */
export function EatSequencePopup({ visible, options, onChoose, onClose }: Props) {
  const { t } = useTranslation();
  const checked = options.find((option) => option.checked)?.id;
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      destroyOnClose
      bodyStyle={{ borderRadius: '16px 16px 0 0' }}
    >
      <div className="adv-sheet" role="dialog" aria-label={t('advancedBetting.sequence.title')}>
        <h2 className="adv-sheet__title">{t('advancedBetting.sequence.title')}</h2>
        <p className="adv-note">{t('advancedBetting.sequence.help')}</p>
        <Radio.Group
          value={checked}
          onChange={(value) => {
            if (typeof value === 'number' && value !== checked) onChoose(value);
          }}
        >
          <div className="adv-sheet__options">
            {options.map((option) => (
              <Radio key={option.id} value={option.id} className="adv-sheet__option" block>
                {option.sequence}
              </Radio>
            ))}
          </div>
        </Radio.Group>
      </div>
    </Popup>
  );
}
