import type { EatType } from '@lotto/domain/bet-types';
import { Button } from 'antd-mobile';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';

interface Props {
  remark: string;
  onRemark: (remark: string) => void;
  eatOrder: readonly EatType[];
  onPaste: () => void;
  onSequence: () => void;
}

/**
 * Above the editor: the remark, Paste string and Edit bet sequence. Memoised with stable callbacks,
 * so a keystroke in the editor renders none of it (issue 38 item 7).
 */
export const EditorHead = memo(function EditorHead({
  remark,
  onRemark,
  eatOrder,
  onPaste,
  onSequence,
}: Props) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('advancedBetting.remark')}
        name="remark"
        value={remark}
        onValueChange={onRemark}
        maxLength={200}
        autoComplete="off"
      />

      <div className="adv-toolbar">
        <Button shape="rounded" onClick={onPaste}>
          {t('advancedBetting.paste.button')}
        </Button>
        {/* named by its text; the mapping beside it is a hidden annotation (label in name) */}
        <Button shape="rounded" onClick={onSequence}>
          {t('advancedBetting.sequence.button')}{' '}
          <span className="adv-toolbar__seq" aria-hidden="true" data-testid="eat-mapping">
            {eatOrder.map((letter, index) => `#${index + 1}=${letter}`).join(' ')}
          </span>
        </Button>
      </div>
    </>
  );
});
