import type { ChatLinkCodeAnswer } from '@lotto/contract/chat';
import type { AppContext } from '../../../context.js';
import type { UserRow } from '../../../db/tables/user.table.js';
import { findUserById } from '../../../common/user.repository.js';
import { isUniqueViolation } from '../../../db/transactions.js';
import { customerOf } from '../order-owner.js';
import { LINK_CODE_LENGTH, LINK_CODE_TTL_MS, chatCode, normaliseCode } from './chat-codes.js';
import { insertLinkCode, saveGroup, saveLink, takeLinkCode } from './chat.repository.js';

/**
 * A one-use code (8 characters, 15 minutes) that links a chat account to `username` (`/link CODE`)
 * or, for an agent's own code, binds a group to the agent (`/bind CODE`). The caller may name
 * itself or its downline only (else NOT_FOUND, as for a user that does not exist).
 */
export async function createLinkCode(
  ctx: AppContext,
  input: { by: UserRow; username: string },
): Promise<ChatLinkCodeAnswer> {
  const user = (await customerOf(ctx.db.kysely, input.by, input.username)) ?? input.by;
  const now = ctx.clock();
  for (let attempt = 0; ; attempt += 1) {
    const code = chatCode(LINK_CODE_LENGTH);
    try {
      await insertLinkCode(ctx.db.kysely, {
        code,
        user_id: user.id,
        created_by: input.by.id,
        created_at: now,
        expires_at: now + LINK_CODE_TTL_MS,
      });
      return { username: user.username, code, expiresAt: now + LINK_CODE_TTL_MS };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
}

/** `/link CODE`: the sender's chat account becomes the code's user; null when the code is no good. */
export async function linkChatAccount(
  ctx: AppContext,
  input: { channel: string; externalId: string; code: string; language: string | null },
): Promise<UserRow | null> {
  const now = ctx.clock();
  const userId = await takeLinkCode(ctx.db.kysely, normaliseCode(input.code), now);
  if (userId === null) return null;
  await saveLink(ctx.db.kysely, {
    channel: input.channel,
    external_id: input.externalId,
    user_id: userId,
    language: input.language,
    created_at: now,
  });
  return (await findUserById(ctx.db.kysely, userId)) ?? null;
}

/**
 * `/bind CODE` in a group: the group is bound to the code's user, who must be an agent (or the
 * house), and the sender must be that user's linked account. Null when refused.
 */
export async function bindChatGroup(
  ctx: AppContext,
  input: { channel: string; chatId: string; senderUserId: number | null; code: string },
): Promise<UserRow | null> {
  const now = ctx.clock();
  if (input.senderUserId === null) return null;
  const sender = await findUserById(ctx.db.kysely, input.senderUserId);
  if (!sender || sender.role === 'player') return null;
  const userId = await takeLinkCode(ctx.db.kysely, normaliseCode(input.code), now);
  if (userId === null || userId !== sender.id) return null;
  await saveGroup(ctx.db.kysely, {
    channel: input.channel,
    chat_id: input.chatId,
    agent_id: sender.id,
    created_at: now,
  });
  return sender;
}
