import { useMutation } from '@tanstack/react-query';
import {
  chatPreviewAnswer,
  chatReceiptSchema,
  type ChatPreviewAnswer,
  type ChatPreviewInput,
  type ChatReceipt,
} from '@lotto/contract/chat';
import { apiRequest } from '@/lib/api-client';

export type { ChatPreviewAnswer, ChatReceipt };

/** POST /Admin/ChatPreview: the dry run of a customer's chat text (docs/api.md "Orders from chat"). */
export function previewChatOrder(input: ChatPreviewInput): Promise<ChatPreviewAnswer> {
  return apiRequest('/Admin/ChatPreview', chatPreviewAnswer, { method: 'POST', json: input });
}

/** POST /Admin/ChatConfirm: places the preview once (a second confirm answers the same receipt). */
export function confirmChatOrder(previewId: string): Promise<ChatReceipt> {
  return apiRequest('/Admin/ChatConfirm', chatReceiptSchema, {
    method: 'POST',
    json: { previewId },
  });
}

export function usePreviewChatOrder() {
  return useMutation({ mutationFn: previewChatOrder });
}

export function useConfirmChatOrder() {
  return useMutation({ mutationFn: confirmChatOrder });
}
