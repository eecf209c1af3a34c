import { useState } from 'react';
import type { Cents } from '@lotto/domain/money';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showAlert } from '@/components/ui/alert-dialog/alert-store';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { OrderRefusedError } from '@/lib/orders/place-order';
import type { BetSuccessBack, BetSuccessState } from '@/lib/orders/receipt';
import { usePlaceOrder } from '@/lib/orders/use-place-order';
import type { ServerLineErrors } from './use-order-preview';

/** The order as sent: '\n' line breaks, trailing blank lines dropped (line numbers kept). */
export function orderText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/\s+$/, '');
}

interface Options {
  /** Edit: the ticket the order replaces */
  replaces: string | undefined;
  /** Reorder / Rebet: the ticket the lines were copied from (the new ticket is its owner's) */
  reorderOf: string | undefined;
  /** a new order an agent places for its customer (not with an Edit or a Reorder) */
  forUsername: string | null;
  /** whose the new tickets are, when not the viewer's: Bet Success says so */
  owner: string | null;
  /** the list to go back to from Bet Success */
  back: BetSuccessBack | undefined;
  /** the order is placed (before the receipt shows) */
  onPlaced: () => void;
}

/**
 * Submit (MakeOrderAdvanced through the one place-order hook and its Idempotency-Key rule): the
 * receipt on success; a refusal marks its lines and says why (a lost session is said by the app).
 */
export function useSubmitOrder({ replaces, reorderOf, forUsername, owner, back, onPlaced }: Options) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const order = usePlaceOrder();
  const [serverErrors, setServerErrors] = useState<ServerLineErrors | null>(null);

  /** `total`: the preview's total, for the confirm above the user's threshold (issue 36.3). */
  async function submit(text: string, remark: string, total?: Cents) {
    try {
      const receipt = await order.place(
        {
          mode: 'advanced',
          str2: orderText(text),
          remark,
          existingTicketId: replaces,
          reorderTicketId: reorderOf,
          forUsername,
        },
        total === undefined ? {} : { total },
      );
      if (!receipt) return; // the first tap's order is on its way, or the user did not confirm it
      onPlaced();
      const state: BetSuccessState = {
        receipt,
        ...(owner ? { owner } : {}),
        ...(replaces ? { replaced: replaces } : {}),
        ...(back ? { back } : {}),
      };
      void navigate('/bet-success', { state });
    } catch (error) {
      if (error instanceof OrderRefusedError && error.lineErrors.length > 0) {
        setServerErrors({ text, errors: error.lineErrors });
      }
      if (isApiError(error) && (error.status === 401 || error.status === 403)) return;
      void showAlert({ type: 'error', message: errorMessage(t, error, 'errorCodes.FAILED_TO_PLACE_BET') });
    }
  }

  return { submit, isPending: order.isPending, serverErrors };
}
