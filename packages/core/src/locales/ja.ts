import { deepFreeze } from '../messages/deepFreeze.js';
import type { LocaleCatalogue, Messages } from '../messages/types.js';

/** Japanese: `import ja from '@elicitkit/core/locales/ja'`. Key caps (Tab, Esc, Enter …) stay as written. */
const messages = {
  'identity.askedBy': '質問元: <id>{id}</id>',
  'identity.askedByWithUrl': '質問元: <id>{id}</id> <muted>({url})</muted>',
  'identity.unidentified': '質問元: <id>識別できないサーバー</id>',
  'identity.reported': '(自称「{name}」<muted>(サーバーの自己申告)</muted>)',
  'identity.reportedVersion': '(自称「{name} {version}」<muted>(サーバーの自己申告)</muted>)',
  'task.asking': '実行中のタスク (ID {id}) が質問しています',
  'task.askingNoId': '実行中のタスク (ID 不明) が質問しています',
  'task.line': 'タスク {id} · {status}',
  'task.lineWithMessage': 'タスク {id} · {status} · {message}',
  'task.status':
    '{status, select, working {実行中} input_required {入力待ち} completed {完了} failed {失敗} cancelled {キャンセル済み} other {{status}}}',
  'round.ofTotal': '質問 {round, number} / {total, number}',
  'round.only': '質問 {round, number}',
  'danger.tool': 'このツールはデータを変更または削除する可能性があります',
  'form.heading': '入力のお願い',
  'form.messageLabel': 'サーバーからのメッセージ',
  'form.messageShowAll': '{count, plural, other {メッセージ全体を表示 (残り # 文字)}}',
  'form.messageShowLess': 'メッセージを折りたたむ',
  'form.noticesLabel': 'このリクエストに関する注意',
  'form.optionalSuffix': ' (任意)',
  'form.requiredHidden': '（必須）',
  'form.requiredNote': '* の付いた項目は必須です',
  'form.escapeHint': 'フィールドの外で <key>Esc</key> を押すとキャンセルします',
  'form.discardQuestion': '入力した回答を破棄しますか？',
  'form.discardConfirm': '回答を破棄',
  'form.discardKeep': '編集を続ける',
  'form.acceptUnavailable': '承認できません: {reason} 拒否またはキャンセルはできます。',
  'form.cannotAccept': 'このフォームは承認できません。',
  'form.clearAnswer': '回答を消去 <hidden>({label})</hidden>',
  'form.errorPrefix': 'エラー:',
  'actions.accept': '承認',
  'actions.decline': '拒否',
  'actions.cancel': 'キャンセル',
  'actions.arming': 'ボタンはまもなく反応します',
  'refusal.field':
    '{field}: {reason, select, nested {ネストしたオブジェクトはエリシテーションのスキーマに含まれません} nullable {null になりうる型はエリシテーションのスキーマに含まれません（代わりにそのフィールドを "required" から外してください）} type {型 "{detail}" はエリシテーションのスキーマに含まれません} keyword {キーワード "{detail}" はエリシテーションのスキーマに含まれません} severalTypes {複数の型をとるフィールドはエリシテーションのスキーマに含まれません} noType {フィールドには "type" が必要です} notObject {スキーマがオブジェクトではありません} ref {見つからない定義を参照しています} unsafeName {名前が安全ではありません} options {選択肢がテキストの選択肢のリストではありません} other {エリシテーションのスキーマに含まれません}}',
  'summary.title': '{count, plural, other {# 件の問題があります}}',
  'select.chooseOne': '選択してください…',
  'select.noAnswer': '回答なし',
  'yesno.yes': 'はい',
  'yesno.no': 'いいえ',
  'secret.show': '表示 <hidden>{label}</hidden>',
  'secret.hide': '隠す <hidden>{label}</hidden>',
  'date.timeZone': 'タイムゾーン: {zone}',
  'date.utcOffset': 'UTC{sign}{hours}:{minutes}',
  'date.sent': '= {date} ({iso})',
  'selection.empty': '何も選択されていません — この回答は省略されます',
  'hint.text.any': 'テキストを入力してください',
  'hint.text.between': '{min, number}〜{max, number} 文字で入力してください',
  'hint.text.atLeast': '{min, plural, other {# 文字以上で入力してください}}',
  'hint.text.atMost': '{max, plural, other {# 文字以内で入力してください}}',
  'hint.format.email': 'メールアドレスを入力してください (例: name@example.com)',
  'hint.format.uri': '完全なウェブアドレスを入力してください (例: https://example.com)',
  'hint.format.date': '日付を入力してください (例: 2026/07/28、2026-07-28、「明日」)',
  'hint.format.dateTime': '日時を入力してください (例: 2026/07/28 14:30、2026-07-28T14:30:00Z)',
  'hint.native.date': '日付を選んでください',
  'hint.native.dateTime': '日時を選んでください',
  'hint.number.any': '数値を入力してください',
  'hint.number.range': '{min, number}〜{max, number} の数値を入力してください',
  'hint.number.atLeast': '{min, number} 以上の数値を入力してください',
  'hint.number.atMost': '{max, number} 以下の数値を入力してください',
  'hint.integer.any': '整数を入力してください',
  'hint.integer.range': '{min, number}〜{max, number} の整数を入力してください',
  'hint.integer.atLeast': '{min, number} 以上の整数を入力してください',
  'hint.integer.atMost': '{max, number} 以下の整数を入力してください',
  'hint.boolean': 'はいかいいえを選んでください',
  'hint.select': '選択肢から 1 つ選んでください',
  'hint.multi.any': '選択肢から自由に選んでください',
  'hint.multi.exactly': 'ちょうど {count, number} 個選んでください',
  'hint.multi.between': '{min, number}〜{max, number} 個選んでください',
  'hint.multi.atLeast': '{min, number} 個以上選んでください',
  'hint.multi.atMost': '{max, number} 個まで選んでください',
  'reason.unsafeName': 'この項目はここでは回答できません: 名前が安全ではありません。',
  'reason.notObject': 'この項目はここでは回答できません: スキーマがオブジェクトではありません。',
  'reason.refMissing': 'この項目はここでは回答できません: 見つからない定義を参照しています。',
  'reason.severalTypes': 'この項目はここでは回答できません: 複数の異なる型を許可しています。',
  'reason.noType': 'この項目はここでは回答できません: 「type」がありません。',
  'reason.badType':
    'この項目はここでは回答できません: 型 {type} は string、number、integer、boolean、array のいずれでもありません。',
  'reason.nested':
    'この項目はここでは回答できません: 入れ子のオブジェクトは MCP エリシテーションの範囲外です。',
  'reason.typeNotInSubset':
    'この項目はここでは回答できません: 型「{type}」は MCP エリシテーションの範囲外です。',
  'reason.keyword':
    'この項目はここでは回答できません: キーワード「{keyword}」は MCP エリシテーションの範囲外のため、回答を検証できません。',
  'reason.typeUnsupported':
    'この項目はここでは回答できません: 型「{type}」はサポートされていません。',
  'reason.oneOfNotList':
    'この項目はここでは回答できません: 「oneOf」は選択肢のリストである必要があります。',
  'reason.noOptions': 'この項目はここでは回答できません: 使える選択肢がありません。',
  'reason.enumNotList':
    'この項目はここでは回答できません: 「enum」は選択肢のリストである必要があります。',
  'reason.listsMultipleChoice':
    'この項目はここでは回答できません: リストは複数選択 (items.enum または items.anyOf) としてのみサポートされます。',
  'reason.textOptionsOnly':
    'この項目はここでは回答できません: テキストの選択肢のリストのみサポートされます。',
  'error.required': '必須項目です',
  'error.multi.atLeast': '{min, number} 個以上選んでください',
  'error.multi.atMost': '{max, number} 個まで選んでください',
  'error.multi.unique': '各選択肢は 1 回だけ選んでください',
  'error.text.atLeast': '{min, plural, other {# 文字以上で入力してください}}',
  'error.text.atMost': '{max, plural, other {# 文字以内で入力してください}}',
  'error.invalidAnswer': 'この回答は使用できませんでした。',
  'error.notObject': '回答は項目の値を持つ JSON オブジェクトである必要があります。',
  'error.uncheckable': 'この回答はここでは検証できません ({detail})。',
  'error.unknownField': 'このフォームは「{name}」を求めていません',
  'number.invalid': '数値を入力してください',
  'number.ambiguous':
    '「{text}」は {first, number} とも {second, number} とも読めます: 桁区切りなしで入力してください',
  'number.sent': '= {value}',
  'diagnostic.internalError':
    'この質問の読み込み中に問題が起きたため、拒否またはキャンセルのみ可能です。',
  'diagnostic.notAnObject': 'リクエストを読み込めなかったため、拒否またはキャンセルのみ可能です。',
  'diagnostic.missingMessage': 'サーバーは何を求めているか説明していません (メッセージなし)。',
  'diagnostic.missingSchema':
    'サーバーが何を求めているか示していないため、拒否またはキャンセルのみ可能です。',
  'diagnostic.schemaNotObject': '質問の形式が正しくないため、拒否またはキャンセルのみ可能です。',
  'diagnostic.noProperties': 'この質問には項目がないため、確認として表示されます。',
  'diagnostic.emptyForm': 'この質問には項目がありません。',
  'diagnostic.ignoredKeyword': 'この質問の一部はここでは理解できないため無視されました。',
  'diagnostic.refInlined': 'この質問の一部は定義から補われました。',
  'diagnostic.refUnresolved': 'この質問の一部は見つからない定義を参照しています。',
  'diagnostic.nullableCollapsed': 'この回答は空欄のままでもかまいません。',
  'diagnostic.typeInferred': '回答の種類は選択肢から判断されました。',
  'diagnostic.enumNamesMismatch': 'ラベルのない選択肢は値をそのまま表示します。',
  'diagnostic.duplicateOption': '重複した選択肢は 1 つだけ表示されます。',
  'diagnostic.invalidOption': '読み込めない選択肢があったため省略されました。',
  'diagnostic.invalidDefault': '提案された回答が質問に合わないため省略されました。',
  'diagnostic.invalidConstraint': 'この回答のルールの一つが使えないため無視されました。',
  'diagnostic.unsupportedProperty': 'この項目はここでは回答できません。',
  'diagnostic.requiredUnsupported':
    'この必須項目はここでは回答できないため、フォームは拒否またはキャンセルのみ可能です。',
  'diagnostic.requiredUnknown': '質問が求めていない項目を必須にしています。',
  'diagnostic.unsafeKey': '安全でない名前の項目は拒否されました。',
  'diagnostic.secretRequested':
    '「{field}」はパスワード、キー、トークン、カード番号を求めているようです。サーバーはフォームで秘密情報を求めてはいけません。このサーバーを信頼できない限り入力しないでください。',
  'diagnostic.unknownMode':
    'このアプリはこの種類のリクエストを理解できないため、拒否またはキャンセルのみ可能です。',
  'diagnostic.unsupportedDialect':
    'この質問はこのアプリが知らないスキーマのバージョンを指定しています。標準のバージョンとして読み込みます。',
  'diagnostic.tooLarge':
    'この質問は大きすぎて表示できません ({fields, number} 個のフィールド、メッセージ {characters, number} 文字。上限は {maxFields, number} と {maxCharacters, number})。表示せず、キャンセルします。',
  'blocked.unreadable': 'このリクエストを読み込めなかったため、拒否またはキャンセルのみ可能です。',
  'blocked.noSchema':
    'サーバーが何を求めているか示していないため、拒否またはキャンセルのみ可能です。',
  'blocked.malformed': '質問の形式が正しくないため、拒否またはキャンセルのみ可能です。',
  'blocked.needs':
    'このフォームには {fields} が必要ですが、このアプリでは尋ねられないため、拒否またはキャンセルのみ可能です。',
  'blocked.unknownMode':
    'このアプリはこの種類のリクエストを理解できないため、拒否またはキャンセルのみ可能です。',
  'blocked.requestUnreadable':
    'リクエストを読み込めなかったため、拒否またはキャンセルのみ可能です。',
  'url.consent.open': 'ページを開く',
  'url.consent.openAgain': 'ページをもう一度開く',
  'url.consent.finished': '完了しました',
  'url.consent.decline': '拒否',
  'url.consent.cancel': 'キャンセル',
  'url.consent.copy': 'アドレスをコピー',
  'url.consent.review': '「ページを開く」を選ぶまで、何も開いたり取得したりしません。',
  'url.consent.opening': 'ブラウザーを開いています…',
  'url.consent.opened':
    'ブラウザーで開きました。そちらで完了してから「完了しました」を選んでください。',
  'url.consent.copied':
    'アドレスをコピーしました。ブラウザーで開いて完了してから「完了しました」を選んでください。',
  'url.consent.reask':
    'サーバーが再度尋ねています: まだ手順が完了していないと見なしています。ページで完了してから「完了しました」を選んでください。',
  'url.consent.agree': '<host>{site}</host> のこのページを開きます',
  'url.consent.agreeNoSite': 'このページを開きます',
  'url.consent.agreeNewTab': '<host>{site}</host> のこのページを新しいタブで開きます',
  'url.consent.agreeNoSiteNewTab': 'このページを新しいタブで開きます',
  'url.consent.failed':
    'ページが開いたことを確認できませんでした ({problem})。このアドレスをブラウザーにコピーし、そちらで完了してから「完了しました」を選んでください:',
  'url.consent.failedWeb':
    'ページが開いたことを確認できませんでした ({problem})。このアドレスをブラウザーにコピーし、そちらで完了してから「完了しました」を選んでください。',
  'url.consent.failedNoDetail':
    'ページが開いたことを確認できませんでした。このアドレスをブラウザーにコピーし、そちらで完了してから「完了しました」を選んでください:',
  'url.consent.failedNoDetailWeb':
    'ページが開いたことを確認できませんでした。このアドレスをブラウザーにコピーし、そちらで完了してから「完了しました」を選んでください。',
  'url.consent.popupBlocked': 'ブラウザーが新しいタブをブロックした可能性があります',
  'url.consent.title': 'ウェブページを開きますか?',
  'url.consent.titleDone': 'ウェブページが要求されました',
  'url.consent.asksToOpen': '<host>{site}</host> のこのアドレスを開くよう求めています:',
  'url.consent.askedToOpen': '<host>{site}</host> のこのアドレスを開くよう求めました:',
  'url.consent.asksToOpenNoSite': 'このアドレスを開くよう求めています:',
  'url.consent.askedToOpenNoSite': 'このアドレスを開くよう求めました:',
  'url.consent.noAddress': '(アドレスなし)',
  'url.consent.warningsLabel': 'このアドレスに関する警告',
  'url.consent.blocked': 'このアドレスは開けません: {reason} 拒否またはキャンセルできます。',
  'url.consent.addressCopied': 'アドレスをコピーしました。',
  'url.consent.copyByHand':
    'アドレスが選択されています: Ctrl+C (Mac では ⌘C) を押してコピーしてください。',
  'url.problem.missing': 'サーバーは開くアドレスを送っていません。',
  'url.problem.invalid': '有効なウェブアドレスではありません。',
  'url.problem.scheme':
    '「{scheme}:」で始まるアドレスはここでは開けません。開けるのはウェブ (http/https) アドレスだけです。',
  'url.warning.insecure':
    'このアドレスは暗号化されていません (https ではなく http): ネットワーク上の第三者がページを読んだり変更したりできます。',
  'url.warning.local':
    'このアドレスはあなた自身のコンピューター (ローカルの開発サーバー) を指しています。',
  'url.warning.ipAddress':
    'このアドレスは名前付きのサイトではなく IP 番号なので、名前から運営者を判断できません。',
  'url.warning.userinfo':
    'このアドレスには「@」の前にユーザー名が含まれています。実際にアクセスするサイトは <host>{host}</host> です。',
  'url.warning.punycode':
    'このサイト名は国際文字を使っています: 「{unicode}」と読めますが、実際は「<host>{ascii}</host>」です。似た文字はよくある手口です。',
  'url.warning.mixedScripts':
    'このサイト名は異なる文字体系の文字を混ぜています。これは紛らわしいアドレスを作る手口です。',
  'outcome.theServer': 'サーバー',
  'outcome.finished': '完了 — {who} にページで完了したことを伝えました',
  'outcome.sent': '{who} に送信: {answers}',
  'outcome.answer': '{label}: {value}',
  'outcome.acceptedEmpty': '承認 — {who} に「はい」と伝えました。入力された回答はありません',
  'outcome.declined': '拒否 — {who} に「いいえ」と伝えました。回答は送信されていません',
  'outcome.cancelled': 'キャンセル — {who} にキャンセルを伝えました。回答は送信されていません',
  'outcome.interrupted':
    'キャンセル (Ctrl-C) — {who} にキャンセルを伝えました。回答は送信されていません',
  'outcome.kept':
    '{action, select, accept {このラウンド用に保持 — {answers}。ラウンドが完了するまで {who} には何も送信されません} decline {拒否 — このラウンド用に保持。ラウンドが完了するまで {who} には何も送信されません} other {キャンセル — このラウンド用に保持。ラウンドが完了するまで {who} には何も送信されません}}',
  'outcome.interruptedUnsent':
    '中断 (Ctrl-C) — 何も送信されていません。{who} には伝えられていません (呼び出しの終了だけが見えます)',
  'outcome.yes': 'はい',
  'outcome.no': 'いいえ',
  'outcome.none': '(なし)',
  'outcome.statusFinished': 'そのページで完了したと伝えました。',
  'outcome.statusSent': '回答を送信しました。',
  'outcome.statusDeclined': '拒否しました。ほかには何も送信されていません。',
  'outcome.statusCancelled': 'キャンセルしました。何も送信されていません。',
  'outcome.closedElsewhere':
    '{state, select, answered {別のタブで回答済み — ここからは何も送信されていません} expired {期限切れ — {who} にキャンセルを伝えました。回答は送信されていません} other {取り下げ — {who} は回答を必要としなくなりました。何も送信されていません}}',
  'outcome.notDelivered':
    '未送信 — 回答は {who} に届きませんでした。回答は下に残っています。もう一度お試しください。',
  'budget.exhausted': '{who} が質問を続けています。これ以降の質問は拒否されます',
  'budget.stopAsking': '{who} からの質問を止める',
  'host.aServer': 'サーバー',
  // The page title while questions wait, and a desktop notification's words (never the question).
  'host.titleWaiting': '({count, number}) {title}',
  'host.notifyTitle': '質問が待っています',
  'host.notifyBody': '{who} から質問があります',
  'host.newRequests': '{count, plural, other {新しい入力リクエストが # 件あります。}}',
  'host.newRequest':
    '{kind, select, url {{who} からウェブページを開く新しいリクエストがあります。} other {{who} から新しい入力リクエストがあります。}}',
  'host.answersGiven': '回答済み',
  'host.moreWaiting': '{count, plural, other {ほか # 件待機中}}',
  'auth.signIn.connect': 'このサーバーを使うには <host>{origin}</host> でサインインしてください。',
  'auth.signIn.expired':
    'サインインの有効期限が切れました。<host>{origin}</host> でもう一度サインインしてください。',
  'auth.signIn.scope':
    'さらにアクセス権が必要です（{scopes}）。許可するには <host>{origin}</host> でもう一度サインインしてください。',
  'auth.signingIn': '<host>{origin}</host> でのサインインを待っています…',
  'auth.required': 'このサーバーはサインインが必要です。ツールには何も送信されていません。',
  'auth.declined': 'サインインは拒否されました。ツールには何も送信されていません。',
  'auth.failed.stateMismatch':
    'サインインを確認できませんでした。応答がこのアプリの開始したサインインからのものではありません。',
  'auth.failed.issuerMismatch':
    'サインインを確認できませんでした。サインインサーバーがこのサーバーの指定したものと異なります。',
  'auth.failed.serverRefused':
    '{code, select, none {サインインサーバーが拒否しました。} other {サインインサーバーが拒否しました（{code}）。}}',
  'auth.failed.registrationRejected':
    'サインインサーバーはこのアプリを自動では受け付けません。クライアント ID が必要です。',
  'auth.failed.insecureEndpoint': 'サインインサーバーが安全な（HTTPS）アドレスを使っていません。',
  'auth.failed.stillRefused': 'サインインしましたが、サーバーは引き続きアクセスを拒否しています。',
  'auth.failed.other': 'サインインに失敗しました。',
  'auth.status.notSignedIn': 'サインインしていません。',
  'auth.status.issuer': '認可サーバー {issuer}',
  'auth.status.client':
    '{kind, select, registered {自動登録されたクライアント} metadata-document {メタデータ文書で識別されるクライアント} static {事前に登録されたクライアント} other {クライアント {kind}}}',
  'auth.status.scopes': 'スコープ: {scopes}',
  'auth.status.noScopes': 'スコープ: (指定なし)',
  'auth.status.validUntil': 'アクセストークンの有効期限 {time}',
  'auth.status.expiredAt': 'アクセストークンは {time} に期限切れ',
  'auth.status.refreshable': '自動で更新されます',
  'auth.status.notRefreshable': '自動では更新されません(期限が切れたら再度サインインしてください)',
  'auth.web.signIn': 'サインイン',
  'auth.web.notNow': '今はしない',
  'auth.web.signOut': 'サインアウト',
  'auth.web.signedIn': 'サインイン済み',
  'auth.web.signedInAt': '{issuer} でサインイン済み',
  'auth.web.callbackDone': 'サインインしました。このウィンドウを閉じてください。',
} as const satisfies Messages;

const catalogue: LocaleCatalogue = deepFreeze({ locale: 'ja', dir: 'ltr', messages });
export default catalogue;
