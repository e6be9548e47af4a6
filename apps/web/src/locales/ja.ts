import kit from '@elicitkit/core/locales/ja';
import type { DemoCatalogue, DemoMessages } from './DemoCatalogue.js';

/** The web demo's Japanese words, beside core's Japanese catalogue. */
const messages: DemoMessages = {
  'page.language': '言語',
  'connect.tryAgain': '再試行',
  'call.retry': 'もう一度送信',
  'error.connect.title': '{url} に接続できませんでした',
  'error.connect.hint':
    'アドレスが MCP Streamable HTTP のエンドポイントか確認してください(通常 /mcp で終わります)。',
  'error.cors.title': 'サーバーは応答しましたが、ブラウザーが応答をブロックしました(CORS)',
  'error.cors.allowOrigin':
    'サーバーは Access-Control-Allow-Origin でこのページのオリジン {origin} を許可する必要があります。',
  'error.cors.preflight':
    'プリフライト(OPTIONS)でヘッダー content-type、mcp-protocol-version、mcp-method、mcp-name、mcp-session-id を許可し、mcp-session-id を公開する必要があります。',
  'error.cors.demoServer':
    'elicitkit のデモサーバーは既定で localhost のオリジンを許可します。--allow-origin を参照してください。',
  'error.down.title': '{url} で何も応答しませんでした',
  'error.down.running':
    'サーバーは動いていますか? `npm start` で参照サーバーとこのページを一緒に起動できます。',
  'error.down.port':
    '別のポートで動いている場合は、上にそのアドレスを入力して「接続」を選んでください。',
  'error.call.failed': '呼び出しに失敗しました',
  'error.call.cors':
    'サーバーが動いている場合、このページのオリジンを許可していない可能性があります(CORS)。',
  'error.call.roundLimit': 'サーバーが質問を繰り返しました',
  'error.call.roundLimitHint': 'ループに陥っている可能性があります。',
  'error.call.missingCapability': 'このツールには、このページが宣言していないものが必要です',
  'error.call.requestStateRejected': 'サーバーが保存された呼び出し状態を拒否しました',
  'error.call.requestStateRejectedHint':
    '状態の期限が切れたか、変更されたか、別の --secret を持つサーバーが作成しました。呼び出しをやり直してください。',
  'error.call.unknownResultType': 'サーバーがこのページで読めない結果を送りました',
  'error.call.aborted': '呼び出しはキャンセルされました',
  'error.call.legTimeout': 'サーバーの応答に時間がかかりすぎました',
  'error.call.legTimeoutHint':
    '要求がツールに届いた可能性があるため、再送しません。もう一度実行すると効果が繰り返される恐れがあります。',
  'error.call.legFailed': 'サーバーへの接続に失敗しました',
  'error.call.legFailedHint':
    '要求がサーバーに届かなかった場合、回答は保持され、サーバーが戻ったら「もう一度送信」で再送できます。',
  'error.call.urlLoop': 'サーバーが同じページを再び求めました',
  'error.call.urlDeclined': 'この呼び出しには、開いていないページが必要です',
  'error.call.unsupportedInputRequest': 'サーバーがこのページで答えられないものを求めました',
  'error.call.invalidContent': '回答がフォームに合いませんでした',
  'error.call.outputSchema': '結果がツールの出力スキーマと一致しませんでした',
  'error.call.requestNotSent': '要求は送信前に拒否されました',
  'error.call.server': 'サーバーが呼び出しを拒否しました',
  'error.call.renderer': 'フォームが回答できませんでした',
  'error.call.resumeMismatch': '保存された呼び出しはここでは再開できません',
  'error.background': 'バックグラウンドで何かが失敗しました',
  'error.resume.failed': '保存された {tool} の呼び出しを再開できませんでした',
  'error.resume.taskElsewhere': '保存された {tool} の呼び出しは別のサーバー上のタスクです',
  'error.resume.taskHint':
    'タスク({status})はそちらで続いています。そのサーバーに接続して追跡するか、ここで破棄してください。',
};

const catalogue: DemoCatalogue = Object.freeze({ kit, messages: Object.freeze(messages) });
export default catalogue;
