import type { TerminalLocaleCatalogue, TerminalMessages } from '../messages/TerminalLocalizer.js';

/** The terminal's Japanese words: `import ja from '@elicitkit/ink/locales/ja'`. */
const messages = {
  'identity.questionFrom': '<id>{id}</id> からの質問',
  'identity.requestFrom': '<id>{id}</id> からのリクエスト',
  'identity.idWithUrl': '{id} ({url})',
  'identity.callsItself': '自称「{name}」(自己申告、未検証)',
  'identity.callsItselfVersion': '自称「{name} {version}」(自己申告、未検証)',
  'form.noMessage': '(サーバーからのメッセージはありません。)',
  'form.acceptUnavailableTerminal': '✖ 承認できません: {reason} 拒否かキャンセルを選んでください。',
  'summary.notSent': '{count, plural, other {未送信: # 件の回答を確認してください (赤で表示)。}}',
  'summary.needAttention': '{count, plural, other {# 件の回答を確認してください}}',
  'list.more': '{marker} {count, plural, other {ほか # 件}}',
  'list.noMatch': '「{text}」で始まる選択肢はありません。',
  'url.consent.asksToOpenBrowser': 'このアドレスをブラウザーで開くよう求めています:',
  'url.consent.reallyHost': ' (実際は <host>{ascii}</host>)',
  'url.consent.port': ' ポート {port}',
  'url.consent.blockedTerminal': '✖ このアドレスは開けません: {reason}',
  'url.consent.copyLine': 'このアドレスをコピー (1 行):',
  'outcome.noMessage': '(メッセージなし)',
  'terminal.scroll': '{position} PgUp/PgDn',
  'terminal.keys.buttons': '←→ 選択 · Enter 押す · Tab/Shift-Tab 移動 · Esc キャンセル',
  'terminal.keys.enterSend': 'Enter 送信',
  'terminal.keys.enterNext': 'Enter 次へ',
  'terminal.keys.text': '{enter} · Tab/↑↓ 移動 · Ctrl-S 送信 · Esc キャンセル',
  'terminal.editing': 'この回答をエディターで編集中です。保存して終了すると戻ります。',
  'terminal.noFields': '入力を求める項目はありません。承認で確定します。',
  'terminal.choice.nothingYet': 'まだ選択されていません：↓ または Space で選択',
  'terminal.noAnswer': '（未回答）',
  'terminal.keys.url': '←→/Tab 選択 · Enter 決定 · Esc キャンセル',
  'terminal.url.site': 'サイト：',
  'terminal.acceptUnavailable': '承認できません：{reason}',
  'terminal.keys.textSecret':
    '{enter} · Tab/↑↓ 移動 · Ctrl-S 送信 · Esc キャンセル · Ctrl-T 表示/非表示',
  'terminal.keys.textEditor':
    '{enter} · Tab/↑↓ 移動 · Ctrl-S 送信 · Esc キャンセル · Ctrl-G エディター',
  'terminal.keys.checkbox': '↑↓ 移動 · Space チェック · Tab 次の項目 · {enter} · Esc キャンセル',
  'terminal.keys.choice': '↑↓ 選択 · Tab 次の項目 · {enter} · Esc キャンセル · Ctrl-S 送信',
  'terminal.keys.yesNo':
    'Space/{yes}/{no} 回答 · Tab/↑↓ 移動 · {enter} · Esc キャンセル · Ctrl-S 送信',
  'terminal.yesNoHelp':
    'Space ではいといいえを切り替えるか、{yes} または {no} を入力してください。',
  'terminal.yesKey': 'y',
  'terminal.noKey': 'n',
  'terminal.ctrlDForm':
    'Ctrl-D ではこの質問は閉じません。回答は保持されます。Esc でキャンセル、Ctrl-S で送信します。',
  'terminal.ctrlDUrl': 'Ctrl-D ではこの質問は閉じません。Esc でキャンセルします。',
  'terminal.discardConfirm': '回答を破棄しますか？もう一度 Esc で破棄、ほかのキーで保持します。',
  'terminal.editor.textOnly': 'Ctrl-G でエディターを開けるのはテキストの回答だけです。',
  'terminal.editor.taken': '{lines, plural, other {エディターから回答を取り込みました (# 行)。}}',
  'terminal.editor.unset':
    'この回答をエディターで書くには $VISUAL または $EDITOR を設定してください。',
  'terminal.editor.startFailed': '{editor} を起動できませんでした: {detail}',
  'terminal.editor.stopped': '{editor} が停止しました ({signal})。回答は変わっていません。',
  'terminal.editor.exited':
    '{editor} がステータス {status} で終了しました。回答は変わっていません。',
  'terminal.editor.failed': '{editor} で編集できませんでした: {detail}',
  'terminal.editor.secret':
    'この項目では使えません: 秘密情報のようで、エディターにはファイルとして渡されてしまいます。',
  'terminal.draft.restored': '{when}の入力を復元しました (未送信)。Ctrl-R で項目をリセットします。',
  'terminal.draft.justNow': 'たった今',
  'terminal.draft.minutesAgo': '{count, plural, other {# 分前}}',
  'terminal.draft.hoursAgo': '{count, plural, other {# 時間前}}',
  'terminal.open.notFound': '{command} が見つかりません',
  'terminal.open.exited': '{command} が {status} で終了しました',
  'terminal.keys.stopAsking': 'Ctrl-X {who} からの質問を止める',
  'terminal.arming':
    'この質問が表示される前に押されたキーで答えないよう、少しの間キーを無視しています…',
  'terminal.messageFolded':
    '{count, plural, other {…メッセージの残り # 文字は表示していません（長すぎて全体を表示できません）}}',
  'terminal.messageFoldedKey': 'Ctrl-O でメッセージ全体を読めます。',
  'terminal.reading': 'メッセージ全体（約 {percent}% の位置）',
  'terminal.keys.reading': '↑↓ PgUp/PgDn スクロール · Home 先頭 · Esc 質問に戻る',
  'terminal.tooLarge':
    'この質問はターミナルで表示するには大きすぎます（項目 {fields} 個、メッセージ {characters} 文字。上限は {maxFields} 個と {maxCharacters} 文字）。表示せず、キャンセルします。',
  'terminal.unavailableSuffix': '（利用不可）',
  'terminal.noTerminal':
    '{who} が「{message}」と質問しましたが、回答できるターミナルがないため、質問をキャンセルしました。ターミナルで実行するか、自動で答える回答ポリシーを指定してください。',
  'terminal.moreWaiting': '{count, plural, other {ほかに # 件の質問が待機中}}',
  'url.consent.failedTerminal':
    'ページが開いたことを確認できませんでした ({problem})。このアドレスをブラウザーにコピーし、そちらで完了してから「完了しました」を選んでください (上に 1 行で表示されています)。',
  'url.consent.failedNoDetailTerminal':
    'ページが開いたことを確認できませんでした。このアドレスをブラウザーにコピーし、そちらで完了してから「完了しました」を選んでください (上に 1 行で表示されています)。',
} satisfies TerminalMessages;

const catalogue: TerminalLocaleCatalogue = Object.freeze({
  locale: 'ja',
  dir: 'ltr',
  messages: Object.freeze(messages),
});
export default catalogue;
