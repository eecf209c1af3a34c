/** Orders from chat (issue 42, migration 0050): link codes, linked accounts, bound groups, previews. */
export interface ChatLinkCodeTable {
  /** eight characters without look-alikes */
  code: string;
  /** the user the code links a chat account to (or binds a group to, for an agent) */
  user_id: number;
  created_by: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface ChatLinkTable {
  /** 'telegram' */
  channel: string;
  /** the chat account's id there (Telegram's user id) */
  external_id: string;
  user_id: number;
  /** the account's language code as the chat app last said, for replies */
  language: string | null;
  created_at: number;
}

export interface ChatGroupTable {
  channel: string;
  chat_id: string;
  agent_id: number;
  created_at: number;
}

export type ChatPreviewStatus = 'open' | 'confirmed' | 'cancelled';

export interface ChatPreviewTable {
  id: string;
  /** the customer: owns the tickets and pays */
  user_id: number;
  /** who asked: the agent (paste inbox) or the linked sender (Telegram) */
  placed_by: number;
  channel: 'web' | 'telegram';
  /** 'chatId:messageId' of a chat message; null for the paste inbox */
  message_key: string | null;
  text: string;
  order_string: string;
  /** the previewed tickets (TicketDraft[]), placed exactly as previewed */
  drafts_json: string;
  total_cents: number;
  max_win_cents: number;
  commission_cents: number;
  created_at: number;
  expires_at: number;
  status: ChatPreviewStatus;
  order_id: number | null;
  delete_code: string | null;
  receipt: string | null;
  confirmed_at: number | null;
}

/** A Telegram update as received (migration 0051). */
export interface ChatUpdateTable {
  update_id: number;
  /** what the update is about: `message:chat:id`, `edited:chat:id:date`, `callback:id`, ... */
  dedupe_key: string;
  /** the update's JSON as Telegram sent it */
  payload: string;
  received_at: number;
  /** when its work finished; null while queued */
  handled_at: number | null;
}
