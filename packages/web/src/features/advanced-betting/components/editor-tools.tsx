import { Button } from 'antd-mobile';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import '../advanced-betting.css';

interface Props {
  canClear: boolean;
  onClear: () => void;
  canUndo: boolean;
  onUndo: () => void;
  systemKeyboard: boolean;
  onSystemKeyboard: (on: boolean) => void;
}

/**
 * Room to work (issue 17.3): Clear all (the screen confirms first), Undo of the last clear, and
 * the choice between the bet keyboard and the device's own one (a desktop types faster).
 */
export const EditorTools = memo(function EditorTools({
  canClear,
  onClear,
  canUndo,
  onUndo,
  systemKeyboard,
  onSystemKeyboard,
}: Props) {
  const { t } = useTranslation();
  return (
    <div className="adv-tools">
      <Button size="small" fill="outline" shape="rounded" disabled={!canClear} onClick={onClear}>
        {t('advancedBetting.clear.button')}
      </Button>
      {canUndo && (
        <Button size="small" fill="outline" shape="rounded" color="primary" onClick={onUndo}>
          {t('advancedBetting.clear.undo')}
        </Button>
      )}
      <Button
        size="small"
        fill="none"
        shape="rounded"
        className="adv-tools__keyboard"
        aria-pressed={systemKeyboard}
        onClick={() => onSystemKeyboard(!systemKeyboard)}
      >
        {systemKeyboard ? t('advancedBetting.keyboard.useBet') : t('advancedBetting.keyboard.useSystem')}
      </Button>
    </div>
  );
});
