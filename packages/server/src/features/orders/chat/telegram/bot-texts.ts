import type { ChatLineError } from '@lotto/contract/chat';
import { ERROR_MESSAGES, type ErrorCode } from '@lotto/domain/error-codes';
import { ERROR_CODE_TEXTS } from './error-code-texts.data.js';
import { LINE_ERROR_TEXTS } from './line-error-texts.data.js';

/**
 * The bot's replies in the five languages of the app (the web's locales), chosen by the sender's
 * Telegram language. Parameters are never words of a language: names, codes, figures, order text.
 */
export const BOT_LANGUAGES = ['en-GB', 'ms-MY', 'zh-CN', 'zh-HK', 'bn-BD'] as const;
export type BotLanguage = (typeof BOT_LANGUAGES)[number];

type Texts = Record<
  | 'notLinked'
  | 'linked'
  | 'badCode'
  | 'bound'
  | 'badBind'
  | 'editHint'
  | 'preview'
  | 'confirm'
  | 'cancel'
  | 'onlySender'
  | 'cancelled'
  | 'expired'
  | 'refusedLines'
  | 'more'
  | 'deleted'
  | 'deleteCode'
  | 'help',
  string
>;

const TEXTS: Record<BotLanguage, Texts> = {
  'en-GB': {
    notLinked: 'Not linked. Ask your agent for a code and send /link CODE to this bot.',
    linked: 'Linked to {{user}}. Send your orders here.',
    badCode: 'This code is not valid or has expired. Ask your agent for a new one.',
    bound: 'This group is now bound to {{user}}: its customers may order here.',
    badBind: 'Not bound: send /bind with a code your account made for itself, from your linked account.',
    editHint: 'Edited messages are not read. Send the order again as a new message.',
    preview:
      'Preview for {{user}}\nTotal {{total}} · Max win {{maxWin}} · Commission {{commission}}\nConfirm by {{until}}',
    confirm: '✅ Confirm',
    cancel: '❌ Cancel',
    onlySender: 'Only the sender of the order may confirm it.',
    cancelled: 'Cancelled. Nothing was placed.',
    expired: 'This preview has expired. Send the order again.',
    refusedLines: 'Not placed: fix the marked word and send the order again.',
    more: '…and {{count}} more',
    deleted: 'Deleted: tickets {{tickets}} cancelled and refunded.',
    deleteCode: 'Delete code',
    help: 'Send an order such as 16/11 MKT 1234-1B 1S. /link CODE links your account; DEL CODE deletes an order.',
  },
  'ms-MY': {
    notLinked: 'Belum dipautkan. Minta kod daripada ejen anda dan hantar /link KOD kepada bot ini.',
    linked: 'Dipautkan kepada {{user}}. Hantar pesanan anda di sini.',
    badCode: 'Kod ini tidak sah atau telah tamat tempoh. Minta kod baharu daripada ejen anda.',
    bound: 'Kumpulan ini kini terikat kepada {{user}}: pelanggannya boleh memesan di sini.',
    badBind: 'Tidak terikat: hantar /bind dengan kod akaun anda sendiri, daripada akaun yang dipautkan.',
    editHint: 'Mesej yang disunting tidak dibaca. Hantar pesanan sekali lagi sebagai mesej baharu.',
    preview:
      'Pratonton untuk {{user}}\nJumlah {{total}} · Menang maksimum {{maxWin}} · Komisen {{commission}}\nSahkan sebelum {{until}}',
    confirm: '✅ Sahkan',
    cancel: '❌ Batal',
    onlySender: 'Hanya penghantar pesanan boleh mengesahkannya.',
    cancelled: 'Dibatalkan. Tiada apa-apa dibuat.',
    expired: 'Pratonton ini telah tamat tempoh. Hantar pesanan sekali lagi.',
    refusedLines: 'Tidak dibuat: betulkan perkataan yang ditanda dan hantar pesanan sekali lagi.',
    more: '…dan {{count}} lagi',
    deleted: 'Dipadam: tiket {{tickets}} dibatalkan dan dipulangkan.',
    deleteCode: 'Kod padam',
    help: 'Hantar pesanan seperti 16/11 MKT 1234-1B 1S. /link KOD memautkan akaun anda; DEL KOD memadam pesanan.',
  },
  'zh-CN': {
    notLinked: '未绑定。请向代理索取代码，并向本机器人发送 /link 代码。',
    linked: '已绑定到 {{user}}。请在这里下单。',
    badCode: '此代码无效或已过期。请向代理索取新代码。',
    bound: '本群已绑定到 {{user}}：其客户可在此下单。',
    badBind: '未绑定：请用已绑定的账号发送 /bind 及您账号为自己生成的代码。',
    editHint: '编辑过的消息不会被读取。请重新发送一条新消息下单。',
    preview:
      '{{user}} 的预览\n总额 {{total}} · 最高可赢 {{maxWin}} · 佣金 {{commission}}\n请在 {{until}} 前确认',
    confirm: '✅ 确认',
    cancel: '❌ 取消',
    onlySender: '只有下单人可以确认。',
    cancelled: '已取消，未下注。',
    expired: '此预览已过期，请重新下单。',
    refusedLines: '未下注：请改正标出的词后重新发送。',
    more: '……另有 {{count}} 项',
    deleted: '已删除：票 {{tickets}} 已取消并退款。',
    deleteCode: '删除码',
    help: '发送订单，例如 16/11 MKT 1234-1B 1S。/link 代码 绑定账号；DEL 删除码 删除订单。',
  },
  'zh-HK': {
    notLinked: '未綁定。請向代理索取代碼，並向本機械人發送 /link 代碼。',
    linked: '已綁定到 {{user}}。請在這裏落單。',
    badCode: '此代碼無效或已過期。請向代理索取新代碼。',
    bound: '本群組已綁定到 {{user}}：其客戶可在此落單。',
    badBind: '未綁定：請用已綁定的帳戶發送 /bind 及您帳戶為自己產生的代碼。',
    editHint: '編輯過的訊息不會被讀取。請重新發送一條新訊息落單。',
    preview:
      '{{user}} 的預覽\n總額 {{total}} · 最高可贏 {{maxWin}} · 佣金 {{commission}}\n請在 {{until}} 前確認',
    confirm: '✅ 確認',
    cancel: '❌ 取消',
    onlySender: '只有落單人可以確認。',
    cancelled: '已取消，未有投注。',
    expired: '此預覽已過期，請重新落單。',
    refusedLines: '未投注：請改正標出的字後重新發送。',
    more: '……另有 {{count}} 項',
    deleted: '已刪除：票 {{tickets}} 已取消並退款。',
    deleteCode: '刪除碼',
    help: '發送訂單，例如 16/11 MKT 1234-1B 1S。/link 代碼 綁定帳戶；DEL 刪除碼 刪除訂單。',
  },
  'bn-BD': {
    notLinked: 'লিঙ্ক করা নেই। আপনার এজেন্টের কাছে একটি কোড চান এবং এই বটে /link CODE পাঠান।',
    linked: '{{user}}-এর সাথে লিঙ্ক হয়েছে। আপনার অর্ডার এখানে পাঠান।',
    badCode: 'এই কোডটি বৈধ নয় বা মেয়াদ শেষ। এজেন্টের কাছে নতুন কোড চান।',
    bound: 'এই গ্রুপ এখন {{user}}-এর সাথে যুক্ত: তার গ্রাহকরা এখানে অর্ডার দিতে পারেন।',
    badBind: 'যুক্ত হয়নি: আপনার লিঙ্ক করা অ্যাকাউন্ট থেকে নিজের জন্য তৈরি কোডসহ /bind পাঠান।',
    editHint: 'সম্পাদিত বার্তা পড়া হয় না। অর্ডারটি নতুন বার্তা হিসেবে আবার পাঠান।',
    preview:
      '{{user}}-এর প্রিভিউ\nমোট {{total}} · সর্বোচ্চ জয় {{maxWin}} · কমিশন {{commission}}\n{{until}}-এর মধ্যে নিশ্চিত করুন',
    confirm: '✅ নিশ্চিত করুন',
    cancel: '❌ বাতিল',
    onlySender: 'শুধু অর্ডারের প্রেরক এটি নিশ্চিত করতে পারেন।',
    cancelled: 'বাতিল হয়েছে। কিছুই দেওয়া হয়নি।',
    expired: 'এই প্রিভিউয়ের মেয়াদ শেষ। অর্ডারটি আবার পাঠান।',
    refusedLines: 'দেওয়া হয়নি: চিহ্নিত শব্দটি ঠিক করে অর্ডারটি আবার পাঠান।',
    more: '…এবং আরও {{count}}টি',
    deleted: 'মুছে ফেলা হয়েছে: টিকিট {{tickets}} বাতিল ও ফেরত দেওয়া হয়েছে।',
    deleteCode: 'মুছে ফেলার কোড',
    help: 'এমন অর্ডার পাঠান: 16/11 MKT 1234-1B 1S। /link CODE অ্যাকাউন্ট লিঙ্ক করে; DEL CODE অর্ডার মুছে দেয়।',
  },
};

/** Telegram's language_code (IETF: `en`, `ms`, `zh-hans`, `zh-hant`, `bn`) to one of ours. */
export function botLanguage(code: string | null | undefined): BotLanguage {
  const lower = (code ?? '').toLowerCase();
  if (lower.startsWith('ms')) return 'ms-MY';
  if (/^zh-(hant|hk|tw|mo)/.test(lower)) return 'zh-HK';
  if (lower.startsWith('zh')) return 'zh-CN';
  if (lower.startsWith('bn')) return 'bn-BD';
  return 'en-GB';
}

export function botText(
  language: BotLanguage,
  key: keyof Texts,
  params: Readonly<Record<string, string>> = {},
): string {
  return TEXTS[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}

/**
 * A refused chat line's problem in the bot's language: its key and parameters said in that
 * language (line-error-texts.data.ts), or the server's English `message` (English, or a key with
 * no text, which the test of the table rules out).
 */
export function lineErrorText(
  language: BotLanguage,
  error: Pick<ChatLineError, 'message' | 'messageKey' | 'params'>,
): string {
  if (language === 'en-GB') return error.message;
  const template = LINE_ERROR_TEXTS[language][error.messageKey];
  if (template === undefined) return error.message;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(error.params, name) ? String(error.params[name]) : whole,
  );
}

/**
 * A refused action (an AppError the bot passes on) in the bot's language: its code's sentence
 * (error-code-texts.data.ts, the screens' words). The server's English message follows only when it
 * says more than the code's sentence and carries figures (the balance and the shortfall, a cut-off
 * time): figures read the same in every language. In English that message says it all alone.
 */
export function errorCodeText(language: BotLanguage, error: { code: ErrorCode; message: string }): string {
  const sentence = ERROR_CODE_TEXTS[language][error.code];
  const detail = error.message !== ERROR_MESSAGES[error.code] && /\d/.test(error.message);
  if (!detail) return sentence;
  return language === 'en-GB' ? error.message : `${sentence}\n${error.message}`;
}
