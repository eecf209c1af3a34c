import type { ChatMessageKey } from '@lotto/domain/chat-order';
import type { OrderMessageKey } from '@lotto/domain/order-string';
/** The bot's languages besides English (bot-texts.ts's BOT_LANGUAGES; a copy here keeps the data free of imports back). */
type OtherLanguage = 'ms-MY' | 'zh-CN' | 'zh-HK' | 'bn-BD';

/**
 * What is wrong with a chat line, in the bot's languages other than English (English is the
 * server's own `message`, domain chat-order/messages.ts and order-string/messages.ts). The same
 * words as the app's screens (the web's chat-inbox `chatMessages` and advanced-betting
 * `orderMessages`): line-error-texts.test.ts checks they stay the same, key by key. Parameters are
 * filled in as {{name}}; they are never words of a language (tokens, numbers, codes).
 */
export const LINE_ERROR_TEXTS: Record<OtherLanguage, Record<ChatMessageKey | OrderMessageKey, string>> = {
  'ms-MY': {
    textTooLong: 'pesanan sembang paling banyak {{max}} aksara; yang ini ada {{length}}',
    notText: 'sepatutnya teks mesej sembang',
    unknownWord:
      'perkataan {{word}} tidak dikenali: sepatutnya tarikh (16/11), pool (MKT), pertaruhan (1234-1B 1S, 1234 B1 S1) atau box, ibox, R selepas pertaruhan',
    unexpectedChar: '{{char}} tidak dijangka dalam {{word}}',
    dateInvalid: '{{date}} bukan tarikh: tulis hari/bulan, cth. 16/11, 16/11/2026 atau 16/11/26',
    datePast: '{{date}} sudah berlalu: hari ini {{today}}',
    dateTooFar: '{{date}} lebih daripada {{days}} hari lagi (hari ini {{today}})',
    dateForms: 'satu baris memberi tarikhnya dalam satu bentuk: 16/11 17/11, atau D16#17',
    poolNotOffered: 'tiada pool dengan huruf {{char}} di sini; pool yang ada: {{pools}}',
    poolSeparator:
      "{{char}} tidak dijangka: huruf pool ditulis bersambung (MKT) atau dengan '+', ',' atau '/' di antaranya",
    headerAfterBet:
      '{{word}} datang selepas pertaruhan: satu baris memberi tarikh dan pool dahulu (16/11 MKT 1234-1B), dan amaun ditulis bersama jenis pertaruhannya (1B atau B1)',
    amountBeforeNumber: '{{word}} ialah amaun tanpa nombor pertaruhan sebelumnya, cth. 1234-1B',
    markBeforeNumber: '{{word}} ditulis selepas nombor pertaruhan, cth. 1234-1B {{word}}',
    markApart: '{{mark}} ialah perkataan tersendiri, selepas pertaruhan: cth. 1234-1B {{mark}}',
    oneMark:
      'satu pertaruhan mengambil satu corak: box, ibox, R atau tanda dalam nombor (*1234, 1234*, +234, ...)',
    amountWithoutType:
      'amaun {{amount}} perlukan jenis pertaruhannya, cth. {{amount}}B atau B{{amount}} (B Besar, S Kecil, A 3A, C 3C, D 4A)',
    unknownBetType:
      '{{char}} tidak dijangka: jenis pertaruhan ialah B (Besar), S (Kecil), A (3A), C (3C) atau D (4A)',
    amountAfterType: 'sepatutnya amaun selepas {{char}}, cth. B1 atau 1B',
    expectedAmounts: 'sepatutnya amaun selepas {{char}}, cth. 1234-1B 1S',
    headerReplaced:
      '{{header}} tidak digunakan untuk sebarang pertaruhan: {{next}} pada baris {{line}} menggantikannya dahulu; untuk bertaruh pada beberapa hari atau pool, tulis pada satu baris (16/11 17/11, MKT)',
    headerUnused:
      '{{header}} tidak digunakan untuk sebarang pertaruhan: tiada pertaruhan selepasnya (satu baris memberi tarikh dan pool sebelum pertaruhannya)',
    noAmountToRepeat:
      'pertaruhan ini tiada amaun dan tiada pertaruhan di atas untuk diulang: berikan amaunnya, cth. 1234-1B 1S',
    amountsAboveDoNotFit:
      'amaun di atas ({{types}}) tidak sesuai untuk nombor {{length}} digit, yang mengambil {{allowed}}: beri amaunnya sendiri, cth. 123-1A',
    tooManyOrderLines:
      'satu pesanan paling banyak {{max}} baris pesanan: setiap baris tarikh, baris pool dan pertaruhan dikira satu (16/11 MKT 1234-1B ialah 3)',
    unexpectedBetStart:
      'aksara {{char}} tidak dijangka: sepatutnya baris tarikh (D), baris pool (#) atau nombor pertaruhan',
    unexpectedInNumber: "aksara {{char}} tidak dijangka: sepatutnya digit, '*', '+' atau '#'",
    unexpectedEatType: 'aksara {{char}} tidak dijangka: sepatutnya jenis pertaruhan B, S, A, C atau D',
    unexpectedInAmount: "aksara {{char}} tidak dijangka: sepatutnya digit, '.' atau '#'",
    unexpectedInDateLine:
      'aksara {{char}} tidak dijangka: baris tarikh ialah D (cabutan seterusnya), D3 (3 cabutan seterusnya) atau D05#26 (hari dalam bulan)',
    unexpectedInPoolLine:
      'aksara {{char}} tidak dijangka: sepatutnya id pool (cth. #123) atau huruf pool (cth. #MKT)',
    tooManyStars: "paling banyak dua '*' di depan nombor: * ialah BOX, ** ialah IBOX",
    onePattern:
      'satu baris hanya satu corak: *1234 BOX, **1234 IBOX, 1234* R, +234 / 123+ P-H / P-B, 123*4 / 1*234 L-H / L-B',
    plusPlace:
      "'+' memusingkan digit pertama atau terakhir: letakkan di depan nombor (+234) atau selepasnya (123+)",
    starInside:
      "'*' di dalam nombor diletakkan sebelum digit terakhir (L-H, 123*4) atau selepas digit pertama (L-B, 1*234)",
    noNumber: 'sepatutnya nombor pertaruhan 3 hingga 6 digit',
    numberTooShort: 'nombor pertaruhan perlu 3 hingga 6 digit (pertaruhan 2D dibuat dalam mod biasa)',
    numberTooLong: 'nombor pertaruhan paling banyak 6 digit, nombor ini ada {{length}}',
    patternOnLong:
      'nombor {{length}}D dipertaruhkan terus: corak (BOX, IBOX, R, P-H, P-B, L-H, L-B) untuk 2 hingga 4 digit',
    patternOn2D:
      '{{pattern}} bagi nombor 2 digit hanya mempertaruhkan nombor itu: pertaruhkan terus (L-H dan L-B perlu 3 atau 4 digit)',
    oneAmountOnly: 'nombor {{length}} digit mengambil satu amaun ({{length}}D)',
    tooManyAmounts:
      'nombor {{length}} digit mengambil paling banyak {{slots}} amaun ({{sequence}} dalam urutan pertaruhan anda)',
    expectedEatAndAmount: "sepatutnya jenis pertaruhan dan amaun selepas '#', cth. #B1",
    mixedEatTypes:
      'sepatutnya jenis pertaruhan (B, S, A, C atau D) sebelum amaun: beri setiap amaun baris dengan jenisnya, atau tiada langsung',
    eatTypeOnLong:
      'nombor {{length}} digit mengambil satu amaun tanpa jenis pertaruhan ({{length}}D), bukan {{eat}}',
    eatTypeOn3D: 'nombor 3 digit hanya mengambil jenis A (3A) dan C (3C), bukan {{eat}}',
    eatTypeTwice: 'jenis pertaruhan {{eat}} diberi dua kali',
    expectedAmountAfterEat: "sepatutnya amaun selepas '{{eat}}'",
    amountTooLong: 'amaun paling banyak {{max}} aksara, cth. 9999 atau 2.50',
    amountFormat: 'sepatutnya amaun seperti 1, 2.5 atau 0.25 (paling banyak dua perpuluhan)',
    amountNegative: 'amaun tidak boleh negatif',
    allAmountsZero:
      'semua amaun baris ini 0: setiap baris perlu sekurang-kurangnya satu amaun lebih daripada 0',
    expectedAmount: "sepatutnya amaun selepas '#'",
    noAmountAbove: "sepatutnya amaun selepas '#', cth. 1234#1 (tiada baris pertaruhan di atas untuk diulang)",
    amountsDoNotFit:
      "amaun di atas ({{types}}) tidak sesuai untuk nombor {{length}} digit, yang mengambil {{allowed}}: beri amaunnya selepas '#'",
    noOpenDraw: 'tiada cabutan terbuka untuk dipertaruhkan',
    drawCount:
      "sepatutnya bilangan cabutan 1 hingga 9 selepas 'D', atau D (cabutan seterusnya), D3 (3 cabutan seterusnya) atau D05#26 (hari dalam bulan)",
    drawCountTooMany: 'D{{draws}} perlukan {{draws}} cabutan terbuka; cabutan terbuka sekarang: {{open}}',
    dayMissing: 'sepatutnya hari dalam bulan dua digit selepas {{after}}',
    dayDigits: 'sepatutnya hari dalam bulan dua digit (01 hingga 31), cth. D05#26; diberi {{digits}} digit',
    dayRange: 'hari {{day}} bukan hari dalam bulan (01 hingga 31)',
    noDrawOnDay: 'tiada cabutan terbuka pada hari {{day}}',
    poolMissing: "sepatutnya id pool (cth. #123) atau huruf (cth. #MKT) selepas '#'",
    poolTwoHashes: "baris pool hanya ada satu '#' di depan",
    poolMixedIds: 'sepatutnya id pool: baris pool memberi id atau huruf, bukan kedua-duanya',
    poolMixedLetters: 'sepatutnya huruf pool: baris pool memberi id atau huruf, bukan kedua-duanya',
    noPoolId: 'tiada pool dengan id {{char}}; pool yang ada: {{pools}}',
    noPoolLetter: 'tiada pool dengan huruf {{char}}; pool yang ada: {{pools}}',
    gameNotOnPool: '{{pool}} tidak menjalankan {{game}}; {{game}} ada di {{runners}}',
    tooManyLines: 'satu pesanan paling banyak {{max}} baris (baris kosong tidak dikira)',
    notAnOrderLine: 'hanya nama, masa atau emoji: bukan baris pesanan',
  },
  'zh-CN': {
    textTooLong: '聊天订单最多 {{max}} 个字符；这条有 {{length}} 个',
    notText: '应为聊天消息的文字',
    unknownWord:
      '无法识别的词 {{word}}：应为日期（16/11）、彩池（MKT）、下注（1234-1B 1S、1234 B1 S1），或下注后的 box、ibox、R',
    unexpectedChar: '{{word}} 中有意外的字符 {{char}}',
    dateInvalid: '{{date}} 不是日期：请写 日/月，例如 16/11、16/11/2026 或 16/11/26',
    datePast: '{{date}} 已过：今天是 {{today}}',
    dateTooFar: '{{date}} 超过 {{days}} 天之后（今天是 {{today}}）',
    dateForms: '一行的日期用同一种写法：16/11 17/11，或 D16#17',
    poolNotOffered: '这里没有字母为 {{char}} 的彩池；彩池有 {{pools}}',
    poolSeparator: "意外的字符 {{char}}：彩池字母连写（MKT）或用 '+'、','、'/' 分隔",
    headerAfterBet:
      '{{word}} 出现在下注之后：一行先写日期和彩池（16/11 MKT 1234-1B），金额要和下注类型一起写（1B 或 B1）',
    amountBeforeNumber: '{{word}} 是金额，但前面没有下注号码，例如 1234-1B',
    markBeforeNumber: '{{word}} 应写在下注号码之后，例如 1234-1B {{word}}',
    markApart: '{{mark}} 要单独写成一个词，放在下注之后：例如 1234-1B {{mark}}',
    oneMark: '一注只能用一种玩法：box、ibox、R 或号码中的标记（*1234、1234*、+234……）',
    amountWithoutType:
      '金额 {{amount}} 需要下注类型，例如 {{amount}}B 或 B{{amount}}（B 大、S 小、A 3A、C 3C、D 4A）',
    unknownBetType: '意外的字符 {{char}}：下注类型为 B（大）、S（小）、A（3A）、C（3C）或 D（4A）',
    amountAfterType: '{{char}} 后应为金额，例如 B1 或 1B',
    expectedAmounts: '{{char}} 后应为金额，例如 1234-1B 1S',
    headerReplaced:
      '{{header}} 没有用于任何下注：第 {{line}} 行的 {{next}} 先取代了它；要下注多天或多个彩池，请写在同一行（16/11 17/11，MKT）',
    headerUnused: '{{header}} 没有用于任何下注：后面没有下注（一行先写日期和彩池，再写下注）',
    noAmountToRepeat: '这注没有金额，上面也没有可沿用的下注：请写明金额，例如 1234-1B 1S',
    amountsAboveDoNotFit:
      '上面的金额（{{types}}）不适用于 {{length}} 位号码，该号码可用 {{allowed}}：请写明它自己的金额，例如 123-1A',
    tooManyOrderLines:
      '一张单最多 {{max}} 个订单行：每个日期行、彩池行和每注各算一行（16/11 MKT 1234-1B 算 3 行）',
    unexpectedBetStart: '意外的字符 {{char}}：应为日期行（D）、彩池行（#）或下注号码',
    unexpectedInNumber: "意外的字符 {{char}}：应为数字、'*'、'+' 或 '#'",
    unexpectedEatType: '意外的字符 {{char}}：应为下注类型 B、S、A、C 或 D',
    unexpectedInAmount: "意外的字符 {{char}}：应为数字、'.' 或 '#'",
    unexpectedInDateLine:
      '意外的字符 {{char}}：日期行应为 D（下一期）、D3（接下来 3 期）或 D05#26（每月的日期）',
    unexpectedInPoolLine: '意外的字符 {{char}}：应为彩池编号（如 #123）或彩池字母（如 #MKT）',
    tooManyStars: "号码前最多两个 '*'：* 为 BOX，** 为 IBOX",
    onePattern:
      '一行只能用一种玩法：*1234 BOX，**1234 IBOX，1234* R，+234 / 123+ P-H / P-B，123*4 / 1*234 L-H / L-B',
    plusPlace: "'+' 轮转第一位或最后一位数字：放在号码前（+234）或号码后（123+）",
    starInside: "号码中间的 '*' 应在最后一位之前（L-H，123*4）或第一位之后（L-B，1*234）",
    noNumber: '应为 3 至 6 位的下注号码',
    numberTooShort: '下注号码需要 3 至 6 位数字（2D 请在普通模式下注）',
    numberTooLong: '下注号码最多 6 位，此号码有 {{length}} 位',
    patternOnLong: '{{length}}D 号码只能直买：玩法（BOX、IBOX、R、P-H、P-B、L-H、L-B）只适用于 2 至 4 位数字',
    patternOn2D: '2 位号码的 {{pattern}} 只买这个号码本身：请直买（L-H 和 L-B 需 3 或 4 位数字）',
    oneAmountOnly: '{{length}} 位号码只能有一个金额（{{length}}D）',
    tooManyAmounts: '{{length}} 位号码最多 {{slots}} 个金额（您的下注顺序为 {{sequence}}）',
    expectedEatAndAmount: "'#' 后应为下注类型和金额，例如 #B1",
    mixedEatTypes: '金额前应有下注类型（B、S、A、C 或 D）：一行的金额要么全部标明类型，要么全部不标',
    eatTypeOnLong: '{{length}} 位号码只能有一个不带类型的金额（{{length}}D），不能用 {{eat}}',
    eatTypeOn3D: '3 位号码只能用下注类型 A（3A）和 C（3C），不能用 {{eat}}',
    eatTypeTwice: '下注类型 {{eat}} 重复了',
    expectedAmountAfterEat: "'{{eat}}' 后应为金额",
    amountTooLong: '金额最多 {{max}} 个字符，例如 9999 或 2.50',
    amountFormat: '金额格式应如 1、2.5 或 0.25（最多两位小数）',
    amountNegative: '金额不能为负数',
    allAmountsZero: '此行所有金额都是 0：每行至少要有一个大于 0 的金额',
    expectedAmount: "'#' 后应为金额",
    noAmountAbove: "'#' 后应为金额，例如 1234#1（上面没有可沿用金额的下注行）",
    amountsDoNotFit:
      "上一行的金额（{{types}}）不适用于 {{length}} 位号码，该号码可用 {{allowed}}：请在 '#' 后写明金额",
    noOpenDraw: '没有可下注的开放期数',
    drawCount: "'D' 后应为 1 至 9 的期数，或 D（下一期）、D3（接下来 3 期）、D05#26（每月的日期）",
    drawCountTooMany: 'D{{draws}} 需要 {{draws}} 个开放期数；目前开放期数：{{open}}',
    dayMissing: '{{after}} 后应为两位数的日期',
    dayDigits: '应为两位数的日期（01 至 31），例如 D05#26；输入了 {{digits}} 位',
    dayRange: '{{day}} 不是有效日期（01 至 31）',
    noDrawOnDay: '{{day}} 日没有开放的期数',
    poolMissing: "'#' 后应为彩池编号（如 #123）或字母（如 #MKT）",
    poolTwoHashes: "彩池行前面只有一个 '#'",
    poolMixedIds: '应为彩池编号：彩池行只能用编号或字母，不能混用',
    poolMixedLetters: '应为彩池字母：彩池行只能用编号或字母，不能混用',
    noPoolId: '没有编号为 {{char}} 的彩池；彩池有 {{pools}}',
    noPoolLetter: '没有字母为 {{char}} 的彩池；彩池有 {{pools}}',
    gameNotOnPool: '{{pool}} 不开 {{game}}；开 {{game}} 的有 {{runners}}',
    tooManyLines: '一张单最多 {{max}} 行（空行不计）',
    notAnOrderLine: '只有名字、时间或表情：不是下注行',
  },
  'zh-HK': {
    textTooLong: '聊天訂單最多 {{max}} 個字元；這條有 {{length}} 個',
    notText: '應為聊天訊息的文字',
    unknownWord:
      '無法識別的字詞 {{word}}：應為日期（16/11）、彩池（MKT）、下注（1234-1B 1S、1234 B1 S1），或下注後的 box、ibox、R',
    unexpectedChar: '{{word}} 中有意外的字元 {{char}}',
    dateInvalid: '{{date}} 不是日期：請寫 日/月，例如 16/11、16/11/2026 或 16/11/26',
    datePast: '{{date}} 已過：今天是 {{today}}',
    dateTooFar: '{{date}} 超過 {{days}} 天之後（今天是 {{today}}）',
    dateForms: '一行的日期用同一種寫法：16/11 17/11，或 D16#17',
    poolNotOffered: '這裡沒有字母為 {{char}} 的彩池；彩池有 {{pools}}',
    poolSeparator: "意外的字元 {{char}}：彩池字母連寫（MKT）或用 '+'、','、'/' 分隔",
    headerAfterBet:
      '{{word}} 出現在下注之後：一行先寫日期和彩池（16/11 MKT 1234-1B），金額要連同下注類型一起寫（1B 或 B1）',
    amountBeforeNumber: '{{word}} 是金額，但前面沒有下注號碼，例如 1234-1B',
    markBeforeNumber: '{{word}} 應寫在下注號碼之後，例如 1234-1B {{word}}',
    markApart: '{{mark}} 要獨立寫成一個字詞，放在下注之後：例如 1234-1B {{mark}}',
    oneMark: '一注只能用一種玩法：box、ibox、R 或號碼中的標記（*1234、1234*、+234……）',
    amountWithoutType:
      '金額 {{amount}} 需要下注類型，例如 {{amount}}B 或 B{{amount}}（B 大、S 小、A 3A、C 3C、D 4A）',
    unknownBetType: '意外的字元 {{char}}：下注類型為 B（大）、S（小）、A（3A）、C（3C）或 D（4A）',
    amountAfterType: '{{char}} 後應為金額，例如 B1 或 1B',
    expectedAmounts: '{{char}} 後應為金額，例如 1234-1B 1S',
    headerReplaced:
      '{{header}} 沒有用於任何下注：第 {{line}} 行的 {{next}} 先取代了它；要下注多天或多個彩池，請寫在同一行（16/11 17/11，MKT）',
    headerUnused: '{{header}} 沒有用於任何下注：後面沒有下注（一行先寫日期和彩池，再寫下注）',
    noAmountToRepeat: '這注沒有金額，上面也沒有可沿用的下注：請寫明金額，例如 1234-1B 1S',
    amountsAboveDoNotFit:
      '上面的金額（{{types}}）不適用於 {{length}} 位號碼，該號碼可用 {{allowed}}：請寫明它自己的金額，例如 123-1A',
    tooManyOrderLines:
      '一張單最多 {{max}} 個訂單行：每個日期行、彩池行和每注各算一行（16/11 MKT 1234-1B 算 3 行）',
    unexpectedBetStart: '意外的字符 {{char}}：應為日期行（D）、彩池行（#）或下注號碼',
    unexpectedInNumber: "意外的字符 {{char}}：應為數字、'*'、'+' 或 '#'",
    unexpectedEatType: '意外的字符 {{char}}：應為下注類型 B、S、A、C 或 D',
    unexpectedInAmount: "意外的字符 {{char}}：應為數字、'.' 或 '#'",
    unexpectedInDateLine:
      '意外的字符 {{char}}：日期行應為 D（下一期）、D3（接下來 3 期）或 D05#26（每月的日期）',
    unexpectedInPoolLine: '意外的字符 {{char}}：應為彩池編號（如 #123）或彩池字母（如 #MKT）',
    tooManyStars: "號碼前最多兩個 '*'：* 為 BOX，** 為 IBOX",
    onePattern:
      '一行只能用一种玩法：*1234 BOX，**1234 IBOX，1234* R，+234 / 123+ P-H / P-B，123*4 / 1*234 L-H / L-B',
    plusPlace: "'+' 輪轉第一位或最後一位數字：放在號碼前（+234）或號碼後（123+）",
    starInside: "號碼中間的 '*' 應在最後一位之前（L-H，123*4）或第一位之後（L-B，1*234）",
    noNumber: '應為 3 至 6 位的下注號碼',
    numberTooShort: '下注號碼需要 3 至 6 位數字（2D 請在普通模式下注）',
    numberTooLong: '下注號碼最多 6 位，此號碼有 {{length}} 位',
    patternOnLong: '{{length}}D 號碼只能直買：玩法（BOX、IBOX、R、P-H、P-B、L-H、L-B）只適用於 2 至 4 位數字',
    patternOn2D: '2 位號碼的 {{pattern}} 只買這個號碼本身：請直買（L-H 和 L-B 需 3 或 4 位數字）',
    oneAmountOnly: '{{length}} 位號碼只能有一個金額（{{length}}D）',
    tooManyAmounts: '{{length}} 位號碼最多 {{slots}} 個金額（您的下注順序為 {{sequence}}）',
    expectedEatAndAmount: "'#' 後應為下注類型和金額，例如 #B1",
    mixedEatTypes: '金額前應有下注類型（B、S、A、C 或 D）：一行的金額要么全部標明類型，要么全部不標',
    eatTypeOnLong: '{{length}} 位號碼只能有一個不带類型的金額（{{length}}D），不能用 {{eat}}',
    eatTypeOn3D: '3 位號碼只能用下注類型 A（3A）和 C（3C），不能用 {{eat}}',
    eatTypeTwice: '下注類型 {{eat}} 重複了',
    expectedAmountAfterEat: "'{{eat}}' 後應為金額",
    amountTooLong: '金額最多 {{max}} 個字符，例如 9999 或 2.50',
    amountFormat: '金額格式應如 1、2.5 或 0.25（最多兩位小數）',
    amountNegative: '金額不能為負數',
    allAmountsZero: '此行所有金額都是 0：每行至少要有一個大於 0 的金額',
    expectedAmount: "'#' 後應為金額",
    noAmountAbove: "'#' 後應為金額，例如 1234#1（上面沒有可沿用金額的下注行）",
    amountsDoNotFit:
      "上一行的金額（{{types}}）不適用於 {{length}} 位號碼，该號碼可用 {{allowed}}：請在 '#' 後寫明金額",
    noOpenDraw: '沒有可下注的開放期數',
    drawCount: "'D' 後應為 1 至 9 的期數，或 D（下一期）、D3（接下來 3 期）、D05#26（每月的日期）",
    drawCountTooMany: 'D{{draws}} 需要 {{draws}} 個開放期數；目前開放期數：{{open}}',
    dayMissing: '{{after}} 後應為兩位數的日期',
    dayDigits: '應為兩位數的日期（01 至 31），例如 D05#26；輸入了 {{digits}} 位',
    dayRange: '{{day}} 不是有效日期（01 至 31）',
    noDrawOnDay: '{{day}} 日沒有開放的期數',
    poolMissing: "'#' 後應為彩池編號（如 #123）或字母（如 #MKT）",
    poolTwoHashes: "彩池行前面只有一個 '#'",
    poolMixedIds: '應為彩池編號：彩池行只能用編號或字母，不能混用',
    poolMixedLetters: '應為彩池字母：彩池行只能用編號或字母，不能混用',
    noPoolId: '沒有編號為 {{char}} 的彩池；彩池有 {{pools}}',
    noPoolLetter: '沒有字母為 {{char}} 的彩池；彩池有 {{pools}}',
    gameNotOnPool: '{{pool}} 不開 {{game}}；開 {{game}} 的有 {{runners}}',
    tooManyLines: '一張單最多 {{max}} 行（空行不計）',
    notAnOrderLine: '只有名字、時間或表情：不是下注行',
  },
  'bn-BD': {
    textTooLong: 'একটি চ্যাট অর্ডারে সর্বোচ্চ {{max}}টি অক্ষর; এটিতে আছে {{length}}টি',
    notText: 'একটি চ্যাট বার্তার লেখা হওয়ার কথা',
    unknownWord:
      'অজানা শব্দ {{word}}: তারিখ (16/11), পুল (MKT), বাজি (1234-1B 1S, 1234 B1 S1) বা বাজির পরে box, ibox, R হওয়ার কথা',
    unexpectedChar: '{{word}}-এ অপ্রত্যাশিত {{char}}',
    dateInvalid: '{{date}} কোনো তারিখ নয়: দিন/মাস লিখুন, যেমন 16/11, 16/11/2026 বা 16/11/26',
    datePast: '{{date}} পেরিয়ে গেছে: আজ {{today}}',
    dateTooFar: '{{date}} {{days}} দিনের বেশি পরে (আজ {{today}})',
    dateForms: 'একটি লাইনে তারিখ একই রূপে লিখুন: 16/11 17/11, অথবা D16#17',
    poolNotOffered: 'এখানে {{char}} অক্ষরের কোনো পুল নেই; পুলগুলো: {{pools}}',
    poolSeparator: "অপ্রত্যাশিত {{char}}: পুলের অক্ষর একসাথে (MKT) অথবা মাঝে '+', ',' বা '/' দিয়ে লিখুন",
    headerAfterBet:
      '{{word}} একটি বাজির পরে এসেছে: লাইনে আগে তারিখ ও পুল দিন (16/11 MKT 1234-1B), আর পরিমাণ তার বাজির ধরনসহ লিখুন (1B বা B1)',
    amountBeforeNumber: '{{word}} একটি পরিমাণ, কিন্তু এর আগে কোনো বাজির নম্বর নেই, যেমন 1234-1B',
    markBeforeNumber: '{{word}} বাজির নম্বরের পরে বসে, যেমন 1234-1B {{word}}',
    markApart: '{{mark}} আলাদা একটি শব্দ, বাজির পরে: যেমন 1234-1B {{mark}}',
    oneMark: 'একটি বাজিতে একটিই ধরন চলে: box, ibox, R অথবা নম্বরের মধ্যে একটি চিহ্ন (*1234, 1234*, +234, ...)',
    amountWithoutType:
      'পরিমাণ {{amount}}-এর বাজির ধরন দরকার, যেমন {{amount}}B বা B{{amount}} (B বড়, S ছোট, A 3A, C 3C, D 4A)',
    unknownBetType: 'অপ্রত্যাশিত {{char}}: বাজির ধরন হলো B (বড়), S (ছোট), A (3A), C (3C) বা D (4A)',
    amountAfterType: '{{char}}-এর পরে পরিমাণ হওয়ার কথা, যেমন B1 বা 1B',
    expectedAmounts: '{{char}}-এর পরে পরিমাণ হওয়ার কথা, যেমন 1234-1B 1S',
    headerReplaced:
      '{{header}} কোনো বাজিতে খাটে না: লাইন {{line}}-এর {{next}} আগেই এর জায়গা নেয়; কয়েক দিন বা কয়েকটি পুলে বাজি ধরতে এক লাইনে দিন (16/11 17/11, MKT)',
    headerUnused: '{{header}} কোনো বাজিতে খাটে না: এর পরে কোনো বাজি নেই (লাইনে বাজির আগে তারিখ ও পুল দিন)',
    noAmountToRepeat:
      'এই বাজির কোনো পরিমাণ নেই এবং উপরে পুনরাবৃত্তি করার মতো কোনো বাজি নেই: পরিমাণ দিন, যেমন 1234-1B 1S',
    amountsAboveDoNotFit:
      'উপরের পরিমাণ ({{types}}) {{length}} অঙ্কের নম্বরে খাটে না, এতে চলে {{allowed}}: এর নিজের পরিমাণ দিন, যেমন 123-1A',
    tooManyOrderLines:
      'একটি অর্ডারে সর্বোচ্চ {{max}}টি অর্ডার লাইন: প্রতিটি তারিখের লাইন, পুলের লাইন ও বাজি একটি করে গোনা হয় (16/11 MKT 1234-1B হলো 3)',
    unexpectedBetStart: 'অপ্রত্যাশিত {{char}}: তারিখের লাইন (D), পুলের লাইন (#) বা বাজির নম্বর হওয়ার কথা',
    unexpectedInNumber: "অপ্রত্যাশিত {{char}}: একটি অঙ্ক, '*', '+' বা '#' হওয়ার কথা",
    unexpectedEatType: 'অপ্রত্যাশিত {{char}}: বাজির ধরন B, S, A, C বা D হওয়ার কথা',
    unexpectedInAmount: "অপ্রত্যাশিত {{char}}: একটি অঙ্ক, '.' বা '#' হওয়ার কথা",
    unexpectedInDateLine:
      'অপ্রত্যাশিত {{char}}: তারিখের লাইন হলো D (পরের ড্র), D3 (পরের ৩টি ড্র) বা D05#26 (মাসের দিন)',
    unexpectedInPoolLine: 'অপ্রত্যাশিত {{char}}: পুলের আইডি (যেমন #123) বা পুলের অক্ষর (যেমন #MKT) হওয়ার কথা',
    tooManyStars: "নম্বরের আগে সর্বোচ্চ দুটি '*': * হলো BOX, ** হলো IBOX",
    onePattern:
      'একটি লাইনে একটিই প্যাটার্ন: *1234 BOX, **1234 IBOX, 1234* R, +234 / 123+ P-H / P-B, 123*4 / 1*234 L-H / L-B',
    plusPlace: "'+' প্রথম বা শেষ অঙ্ক ঘোরায়: নম্বরের আগে (+234) বা পরে (123+) দিন",
    starInside: "নম্বরের ভিতরের '*' শেষ অঙ্কের আগে (L-H, 123*4) বা প্রথম অঙ্কের পরে (L-B, 1*234) বসে",
    noNumber: '৩ থেকে ৬ অঙ্কের একটি বাজির নম্বর হওয়ার কথা',
    numberTooShort: 'বাজির নম্বরে ৩ থেকে ৬টি অঙ্ক লাগে (2D বাজি সাধারণ মোডে দেওয়া হয়)',
    numberTooLong: 'বাজির নম্বরে সর্বোচ্চ ৬টি অঙ্ক, এটিতে আছে {{length}}টি',
    patternOnLong:
      '{{length}}D নম্বর সরাসরি বাজি হয়: প্যাটার্ন (BOX, IBOX, R, P-H, P-B, L-H, L-B) ২ থেকে ৪ অঙ্কের জন্য',
    patternOn2D:
      '২ অঙ্কের নম্বরের {{pattern}} শুধু সেই নম্বরটিই বাজি ধরে: সরাসরি বাজি দিন (L-H ও L-B-তে ৩ বা ৪টি অঙ্ক লাগে)',
    oneAmountOnly: '{{length}} অঙ্কের নম্বরে একটিই পরিমাণ ({{length}}D)',
    tooManyAmounts: '{{length}} অঙ্কের নম্বরে সর্বোচ্চ {{slots}}টি পরিমাণ (আপনার বাজির ক্রমে {{sequence}})',
    expectedEatAndAmount: "'#'-এর পরে বাজির ধরন ও পরিমাণ হওয়ার কথা, যেমন #B1",
    mixedEatTypes:
      'পরিমাণের আগে বাজির ধরন (B, S, A, C বা D) হওয়ার কথা: লাইনের প্রতিটি পরিমাণ ধরনসহ দিন, নয়তো কোনোটিই নয়',
    eatTypeOnLong: '{{length}} অঙ্কের নম্বরে ধরন ছাড়া একটিই পরিমাণ ({{length}}D), {{eat}} নয়',
    eatTypeOn3D: '৩ অঙ্কের নম্বরে শুধু A (3A) ও C (3C) ধরন চলে, {{eat}} নয়',
    eatTypeTwice: 'বাজির ধরন {{eat}} দুবার দেওয়া হয়েছে',
    expectedAmountAfterEat: "'{{eat}}'-এর পরে একটি পরিমাণ হওয়ার কথা",
    amountTooLong: 'পরিমাণে সর্বোচ্চ {{max}}টি অক্ষর, যেমন 9999 বা 2.50',
    amountFormat: '1, 2.5 বা 0.25-এর মতো পরিমাণ হওয়ার কথা (সর্বোচ্চ দুই দশমিক)',
    amountNegative: 'পরিমাণ ঋণাত্মক হতে পারে না',
    allAmountsZero: 'এই লাইনের সব পরিমাণ 0: প্রতিটি লাইনে 0-এর বেশি অন্তত একটি পরিমাণ লাগে',
    expectedAmount: "'#'-এর পরে একটি পরিমাণ হওয়ার কথা",
    noAmountAbove: "'#'-এর পরে পরিমাণ হওয়ার কথা, যেমন 1234#1 (উপরে পুনরাবৃত্তি করার মতো কোনো বাজির লাইন নেই)",
    amountsDoNotFit:
      "উপরের পরিমাণ ({{types}}) {{length}} অঙ্কের নম্বরে খাটে না, এতে চলে {{allowed}}: '#'-এর পরে এর পরিমাণ দিন",
    noOpenDraw: 'বাজি ধরার মতো কোনো খোলা ড্র নেই',
    drawCount:
      "'D'-এর পরে ১ থেকে ৯ ড্রয়ের সংখ্যা হওয়ার কথা, অথবা D (পরের ড্র), D3 (পরের ৩টি ড্র) বা D05#26 (মাসের দিন)",
    drawCountTooMany: 'D{{draws}}-এ {{draws}}টি খোলা ড্র লাগে; এখন খোলা ড্র: {{open}}',
    dayMissing: '{{after}}-এর পরে মাসের দুই অঙ্কের দিন হওয়ার কথা',
    dayDigits: 'মাসের দুই অঙ্কের দিন (01 থেকে 31) হওয়ার কথা, যেমন D05#26; দেওয়া হয়েছে {{digits}}টি অঙ্ক',
    dayRange: '{{day}} মাসের কোনো দিন নয় (01 থেকে 31)',
    noDrawOnDay: '{{day}} তারিখে কোনো খোলা ড্র নেই',
    poolMissing: "'#'-এর পরে পুলের আইডি (যেমন #123) বা অক্ষর (যেমন #MKT) হওয়ার কথা",
    poolTwoHashes: "পুলের লাইনের সামনে একটিই '#' থাকে",
    poolMixedIds: 'পুলের আইডি হওয়ার কথা: পুলের লাইনে আইডি বা অক্ষর, দুটো একসাথে নয়',
    poolMixedLetters: 'পুলের অক্ষর হওয়ার কথা: পুলের লাইনে আইডি বা অক্ষর, দুটো একসাথে নয়',
    noPoolId: '{{char}} আইডির কোনো পুল নেই; পুলগুলো: {{pools}}',
    noPoolLetter: '{{char}} অক্ষরের কোনো পুল নেই; পুলগুলো: {{pools}}',
    gameNotOnPool: '{{pool}}-এ {{game}} চলে না; {{game}} চলে {{runners}}-এ',
    tooManyLines: 'একটি অর্ডারে সর্বোচ্চ {{max}}টি লাইন (ফাঁকা লাইন গোনা হয় না)',
    notAnOrderLine: 'শুধু নাম, সময় বা ইমোজি: কোনো অর্ডার লাইন নয়',
  },
};
