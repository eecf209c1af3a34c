import { formatPoints } from '@lotto/domain/money';
import { ticketTotal } from '@lotto/domain/totals';
import { useTranslation } from 'react-i18next';
import type { BetForm } from '../hooks/use-bet-form';
import { NumericKeypad } from './numeric-keypad';

/** The number and amount boxes, the ticket's total, the form's error and the keypad. */
export function BetEntry({ form }: { form: BetForm }) {
  const { t } = useTranslation();
  const { group, betTypes, number, amounts, focus, error, preview, fieldProps, editing } = form;
  return (
    <section className="card bet-section bet-entry" aria-labelledby="bet-entry-title" id="bet-entry">
      <h2 id="bet-entry-title" className="visually-hidden">
        {t('betting.number')}
      </h2>
      {editing && (
        <div className="bet-editing" role="status" data-testid="bet-editing">
          <span className="bet-editing__text">{t('betting.editingTicket', { number: editing.number })}</span>
          <button type="button" className="bet-editing__cancel" onClick={form.cancelEdit}>
            {t('betting.cancelEdit')}
          </button>
        </div>
      )}
      <label className="bet-field bet-field--number">
        <span className="bet-field__label">{t('betting.number')}</span>
        <input {...fieldProps('number', t('betting.number'))} value={number} data-testid="bet-number" />
      </label>
      {group ? (
        <div className={`bet-amounts bet-amounts--${betTypes.length > 4 ? 'many' : 'few'}`}>
          {betTypes.map((code) => (
            <label key={code} className="bet-field">
              <span className="bet-field__label">{code}</span>
              <input
                {...fieldProps(code, t('betting.amountOf', { type: code }))}
                value={amounts[code] ?? ''}
                data-testid={`bet-amount-${code}`}
              />
            </label>
          ))}
        </div>
      ) : (
        <p className="bet-hint">{t('betting.selectBetMode')}</p>
      )}
      {preview?.ok && (
        <p className="bet-preview">
          {t('betting.ticketTotal')}: <strong>{formatPoints(ticketTotal(preview.ticket))}</strong>
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error.message}
        </p>
      )}
      <NumericKeypad
        onKey={form.press}
        allowDot={focus !== 'number'}
        action={{ label: t(editing ? 'betting.saveTicket' : 'betting.addTicket'), onPress: form.addTicket }}
      />
    </section>
  );
}
