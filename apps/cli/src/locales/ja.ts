import type { CliLocaleCatalogue, CliMessages } from '../messages/CliLocalizer.js';

/** The command line's Japanese words: `locales/ja.ts`. */
const messages = {
  'cli.help.program': `使い方: elicitkit '<コマンド>' [オプション]

途中で質問してくる MCP ツール（エリシテーション）を呼び出し、サーバーの質問が
クライアントにどう見えるかを確認します。

コマンド:
{commands}

どのコマンドも --locale '<タグ>'（{locales}）を受け付けます。既定は
LC_ALL、LC_MESSAGES、LANG の順で、なければ英語です。

--verbose は MCP ライブラリのログ（サーバーや認可サーバーの言葉を含む
ことがあります）を、elicitkit の言葉ではないと示して表示します。

'elicitkit '<コマンド>' --help' でコマンドのオプションと終了コードを表示します。
`,
  'cli.summary.checkSchema':
    'エリシテーション要求がクライアントにどう見えるかを表示し、回答を検査する',
  'cli.summary.call': 'MCP サーバーのツールを実行し、その質問にターミナルで答える',
  'cli.summary.task': '実行中のタスクを ID で追い、その質問に答える',
  'cli.summary.tools': 'MCP サーバーが提供するツールを一覧表示する',
  'cli.summary.login': '認可が必要な MCP サーバーにサインインする',
  'cli.summary.logout': 'MCP サーバー用に保存したサインインを破棄（および失効）する',
  'cli.summary.auth': '保存したサインインを表示する（auth status）',

  'cli.help.checkSchema': `使い方: elicitkit check-schema '<ファイル | ->' [オプション]

エリシテーション要求が MCP クライアントにどう見えるかを表示します。メッセージ、各フィールド
（ラベル、種類とウィジェット、必須か、既定値、形式と制限、選択肢、ヒント、診断）、
要求の診断を重大度別に、そして承認できるかどうか。--answer を付けると回答案も検査します。

入力は JSON ファイル、または標準入力を表す - です。形は自動で判別され、表示されます:
  elicitation/create のパラメーター  フォームまたは URL モード、2025-11-25 または 2026-07-28
  requestedSchema だけ          '{"type": "object", "properties": {...}}'
  inputRequests の 1 項目       '{"method": "elicitation/create", "params": {...}}'
  inputRequests のマップ        '{"<key>": {"method": ..., "params": ...}, ...}'
  input_required の結果         '{"resultType": "input_required", "inputRequests": ...}'
  JSON-RPC リクエスト           '{"jsonrpc": "2.0", "id": 1, "method": "elicitation/create", ...}'
  JSON-RPC レスポンス           結果が input_required の結果であるもの

オプション:
  --answer '<json | @ファイル>'  この回答を検査する: フィールド値の JSON オブジェクト
                           （承認の内容）。直接書くか、ファイルから読む
  --request '<キー>'         検査する inputRequests の項目（既定: 最初の
                           elicitation/create の項目）
  --json                   機械が読める報告を出力する。常に英語
                           （apps/cli/README.md を参照）
  -h, --help               このヘルプを表示する

終了コード:
  0  使える: 承認でき、--answer（指定時）が有効
  1  使えない: 承認できない、入力がエリシテーションではない、または --answer が無効
  2  使い方の誤り: 不明なオプション、ファイルがない・読めない、入力や回答が JSON でない
  70 elicitkit 自体の不具合（ELICITKIT_DEBUG=1 でスタックトレースを表示）

色は stdout がターミナルで、NO_COLOR が設定されていないときだけ使います。

例:
{examples}
`,
  'cli.help.call': `使い方: elicitkit call '<URL>' '<ツール>' [オプション]
        elicitkit call --stdio "'<コマンド>'" '<ツール>' [オプション]

MCP サーバーのツールを実行します。サーバーが質問すると（どのラウンドのエリシテーションでも）
このターミナルに表示され、承認 / 拒否 / キャンセルがサーバーに返り、ツールの結果が出力されます。

オプション:
  --args '<json|@ファイル>'  ツールの引数（JSON オブジェクト、既定 '{}'）
  --answers '<ファイル>'     質問に自動で答える（下記参照）。ファイルにない質問は
                         尋ねられるか、ターミナルがなければキャンセルされる
  --json                 ツールの結果を JSON で stdout に出力する（入力画面は stderr に
                         表示される）
  --no-drafts            送信していない回答を保存しない（下記参照）
  --locale '<タグ>'        入力画面の言語（{locales}）。
                         既定は LC_ALL、LC_MESSAGES、LANG、なければ英語
  --detach               ツールがタスクになったら ID を出力して終了する（タスクは続く。
                         elicitkit task で追える）
{serverFlags}
{authFlags}
{signInFlags}
  -h, --help             このヘルプ

サインイン: 認可が必要なサーバーでは elicitkit login で保存したサインインを使います（期限が
近づくと更新）。使えるものがないとき、または呼び出しの途中でサーバーがより多くのアクセスを
求めたときは、その場でターミナルからサインインし（elicitkit login と同じ）、呼び出しが続きます。
ターミナルがなければ、このコマンドはブラウザーを開かず待ち受けもしません。終了コード 5 で
終わり、elicitkit login '<URL>' を実行するよう伝えます。

回答ファイル（自動の回答はすべて stderr に記録されます）:
  '{ "confirm_close": { "confirm": true },'   入力キー -> フォームの値
    "region": "decline",                    入力キー -> accept | decline | cancel
    "agent": "nour",                        フィールド名 -> その値
    "*": "cancel" '}'                         その他のフォーム -> accept | decline | cancel
値はフォームの既定値から始まり、入力した回答と同じように検査されます。URL の質問は
自分の入力キー（"sign_in": "accept"）でだけ答えられ、"*" では答えられません。

入力画面のキー: Tab/Shift-Tab または ↑↓ で移動、一覧では ↑↓ で選択、Space でチェック、
Enter で次のフィールドへ（最後のフィールドでは送信）、Ctrl-S で送信、Ctrl-G でテキストの
回答を $VISUAL/$EDITOR で書く、Esc でキャンセル、Ctrl-C でキャンセルして終了。フッターに
フォーカス中の部品のキーが表示されます。

送信していない回答（キャンセル、中断、接続切れ）は $XDG_STATE_HOME/elicitkit/drafts
（既定 ~/.local/state/…）に 1 日保存され、本人だけが読めます。同じサーバーが同じ質問を
再びすると入力されます。秘密に見えるフィールドの回答は保存しません。--no-drafts で無効に
できます。

NO_COLOR で色を消します。ターミナルがなければ入力を待ちません。

タスク: タスクとして動くツール（MCP Tasks、どちらのプロトコル版でも）は、作業中に
"タスク '<ID>' · '<状態>' · '<メッセージ>'" を表示します。その質問は他と同じように尋ねられ、
Ctrl-C は終了前にサーバー上のタスクをキャンセルします。

終了コード:
  0    ツールが実行され、結果を返した
  1    ツールが実行され、エラーを報告した（isError）
  2    使い方の誤り: 不明なオプション、不正な URL、--args や --answers が無効
  3    サーバーに接続できなかった
  4    呼び出しに失敗した: サーバーかプロトコルの失敗、区間のタイムアウト、ラウンドが
       多すぎる、またはタスクが失敗したかサーバーにキャンセルされた
  5    サーバーがサインインを求めている: elicitkit login '<URL>' を実行（またはサインインに失敗）
  130  Ctrl-C で中断した（開いていた質問はキャンセルされた）
  70   elicitkit 自体が失敗した（不具合）
`,
  'cli.help.task': `使い方: elicitkit task '<URL>' '<タスクID>' [オプション]
        elicitkit task --stdio "'<コマンド>'" '<タスクID>' [オプション]

実行中のタスク（MCP Tasks 拡張、2026-07-28）に再接続します。状態
（"タスク '<ID>' · '<状態>' · '<メッセージ>'"）を表示し、残っている質問を尋ね、結果を出力します。
答え済みの質問は再び尋ねません。Ctrl-C はサーバー上のタスクをキャンセルします。

オプション:
  --answers '<ファイル>'     質問に自動で答える（elicitkit call と同じ）
  --json                 結果を JSON で stdout に出力する
  --no-drafts            送信していない回答を保存しない
{serverFlags}
  -h, --help             このヘルプ

終了コード: elicitkit call と同じ（0 結果、1 ツールのエラー、3 接続できない、
4 タスクが失敗したかサーバーにキャンセルされた、130 Ctrl-C）。
`,
  'cli.help.tools': `使い方: elicitkit tools '<URL>' [オプション]
        elicitkit tools --stdio "'<コマンド>'" [オプション]

MCP サーバーが提供するツールを引数とともに一覧表示します（* = 必須）。

オプション:
  --json                 サーバーのツール一覧を JSON で stdout に出力する
{serverFlags}
{authFlags}
{signInFlags}
  -h, --help             このヘルプ

サインイン: elicitkit call と同じ。保存したサインイン、なければターミナルでその場で
サインイン。ターミナルがなければ終了コード 5 と "elicitkit login '<URL>' を実行"。

終了コード:
  0    一覧を表示した
  2    使い方の誤り
  3    サーバーに接続できなかった
  4    サーバーがツールを一覧できなかった
  5    サーバーがサインインを求めている: elicitkit login '<URL>' を実行（またはサインインに失敗）
  70   elicitkit 自体が失敗した（不具合）
`,
  'cli.help.login': `使い方: elicitkit login '<URL>' [オプション]

認可が必要な MCP サーバーにサインインし（OAuth 2.1）、結果を保存します。以後
elicitkit call、tools、task は尋ねずに動き、アクセストークンは期限が近づくと更新されます。

サインインページはブラウザーで開きます: $BROWSER が設定されていればそれ（アドレスを引数に
実行）、なければシステムの既定。ブラウザーはこのマシンの
http://127.0.0.1:'<ポート>'/callback の待ち受けに戻ります。アドレスは常に出力もされます。

オプション:
{signInFlags}
{authFlags}
  -h, --help             このヘルプ

サインインは応答する OS のキーリング（Keychain、Credential Manager、Secret Service）に、
なければ $XDG_STATE_HOME/elicitkit/oauth/（既定 ~/.local/state/…）にサーバーごとに
1 ファイルで保存され、本人だけが読めます。ELICITKIT_TOKEN_STORE=file ならファイルに保存します。サインインは 5 分で打ち切られます。

終了コード:
  0    サインインした（またはサインイン済み）
  2    使い方の誤り、または --callback-port が使用中
  3    サーバーに到達できなかった
  5    サインインに失敗した、または拒否された
  70   elicitkit 自体が失敗した（不具合）
`,
  'cli.help.logout': `使い方: elicitkit logout '<URL>' [オプション]

このサーバー用に保存したサインインを破棄します。認可サーバーが失効（RFC 7009）に
対応していれば、先にそこでトークンを失効させます。

オプション:
  --no-revoke            手元の写しだけを削除する
  --client-id ID, --client-secret-env VAR   elicitkit login に渡したとおり
  -h, --help             このヘルプ

終了コード: 0 サインアウトした（またはサインインしていなかった）、2 使い方の誤り、70 不具合。
`,
  'cli.help.auth': `使い方: elicitkit auth status ['<URL>'] [--json]

保存したサインインを表示します: サーバーごとに認可サーバー、クライアントの種類
（登録済み、メタデータ文書、静的）、スコープ、アクセストークンの期限、更新できるか。
トークン自体は決して出力しません。

オプション:
  --json                 同じ内容を JSON で出力する
  -h, --help             このヘルプ

終了コード: 0 表示した、2 使い方の誤り、70 不具合。
`,
  'cli.help.serverFlags': `  --stdio "'<コマンド 引数>'" サーバーを起動し、その stdin/stdout で MCP を話す（シェルなし:
                         引用符で語をまとめるだけで、他は何も解釈しない）
  --server-id '<名前>'     このサーバーに付ける名前。信頼できるものとして表示（既定: URL
                         またはコマンド）
  --protocol '<p>'         auto（既定）、2026-07-28 または 2025-11-25`,
  'cli.help.authFlags': `  --header "名前: 値"    このヘッダーをすべての HTTP リクエストで送る（繰り返し可）
  --bearer-token-env VAR "Authorization: Bearer <$VAR>" を送る（その場合サインインなし）
  --client-id ID         認可サーバーに事前登録したクライアント
  --client-secret-env VAR  その秘密。$VAR から読む（コマンドラインでは受け取らない）
  --scope "a b"          サーバーが何も示さないときに求めるスコープ`,
  'cli.help.signInFlags': `  --no-browser           ブラウザーを開かずにサインインする: 出力されたアドレスを自分で
                         （どのマシンでも）開き、ブラウザーが最後に表示したアドレス
                         （http://127.0.0.1:…/callback?…）をここに貼り付ける
  --callback-port '<n>'    サインインのリダイレクトをこのポートで待つ（正確なリダイレクト先を
                         求めるサーバー向け）。使用中のポートはエラー`,

  'cli.check.label':
    '{label, select, input {入力} entry {項目} mode {モード} address {アドレス} host {ホスト} punycode {Punycode} port {ポート} opens {開く先} warning {警告} verdict {判定} kind {種類} format {形式} limits {制限} default {既定値} options {選択肢} other {ヒント}}',
  'cli.check.era': '{description}（プロトコル {era}）',
  'cli.check.message': 'メッセージ',
  'cli.check.none': '（なし）',
  'cli.check.fields': 'フィールド（{count, number}）',
  'cli.check.noFields': 'フィールドなし: 承認、拒否、キャンセルを選ぶだけです。',
  'cli.check.required': '必須',
  'cli.check.optional': '任意',
  'cli.check.kind': '{kind}、ウィジェット {widget}',
  'cli.check.kindVariant': '{kind}（{variant}）、ウィジェット {widget}',
  'cli.check.more': '{count, plural, other {… ほか # 件}}',
  'cli.check.url': 'URL',
  'cli.check.same': '（同じ）',
  'cli.check.canOpen': '<good>本人が同意すれば開ける</good>',
  'cli.check.blocked': '<bad>ブロック: {reason}</bad>',
  'cli.check.diagnostics': '診断',
  'cli.check.diagnosticsNone': 'なし',
  'cli.check.diagnosticsCount':
    'エラー {errors, plural, other {# 件}}、警告 {warnings, plural, other {# 件}}、情報 {info, number} 件',
  'cli.check.formLevelNone': '要求全体についてはなし（上のフィールドを参照）',
  'cli.check.heading': '{severity, select, error {エラー} warning {警告} other {情報}}',
  'cli.check.severity': '{severity, select, error {エラー} warning {警告} other {情報}}',
  'cli.check.verdict': '判定',
  'cli.check.accept': '承認',
  'cli.check.answer': '回答',
  'cli.check.nothingToCheck': '<bad>検査するものなし</bad>: {reason}',
  'cli.check.possible': '<good>可能</good>',
  'cli.check.notPossible': '<bad>不可</bad>: {reason}',
  'cli.check.unknownReason': '理由不明',
  'cli.check.valid': '<good>有効</good>。クライアントが送る内容:',
  'cli.check.invalid': '{count, plural, other {<bad>無効</bad>（問題 # 件）}}',
  'cli.check.wholeAnswer': '回答',

  'cli.check.input.jsonType':
    '{type, select, null {JSON の null（オブジェクトではない）} array {JSON の配列（オブジェクトではない）} number {JSON の数値（オブジェクトではない）} boolean {JSON の真偽値（オブジェクトではない）} other {JSON の文字列（オブジェクトではない）}}',
  'cli.check.input.rpcRequest':
    '{method, select, none {メソッドのない JSON-RPC リクエスト} other {JSON-RPC の {method} リクエスト}}',
  'cli.check.input.rpcInputRequired': 'input_required の結果を運ぶ JSON-RPC レスポンス',
  'cli.check.input.rpcUrlRequiredCode': 'JSON-RPC の URLElicitationRequiredError（{code}）',
  'cli.check.input.rpcUrlRequired': 'JSON-RPC の URLElicitationRequiredError',
  'cli.check.input.rpcResponse': 'JSON-RPC レスポンス',
  'cli.check.input.requestsMap': 'inputRequests のマップ',
  'cli.check.input.inputRequired': 'input_required の結果',
  'cli.check.input.request':
    '{method, select, none {メソッドのないリクエスト} other {{method} リクエスト}}',
  'cli.check.input.entry': 'inputRequests の項目（{method}）',
  'cli.check.input.params': '{method} のパラメーター',
  'cli.check.input.schema': 'requestedSchema だけ',
  'cli.check.input.unrecognised': '判別できない JSON オブジェクト',
  'cli.check.reason.jsonType':
    '{type, select, null {入力は JSON の null です。リクエスト、結果、パラメーター、スキーマは常に JSON オブジェクトです。} array {入力は JSON の配列です。リクエスト、結果、パラメーター、スキーマは常に JSON オブジェクトです。} number {入力は JSON の数値です。リクエスト、結果、パラメーター、スキーマは常に JSON オブジェクトです。} boolean {入力は JSON の真偽値です。リクエスト、結果、パラメーター、スキーマは常に JSON オブジェクトです。} other {入力は JSON の文字列です。リクエスト、結果、パラメーター、スキーマは常に JSON オブジェクトです。}}',
  'cli.check.reason.rpcRequest':
    '{method, select, none {これはメソッドのない JSON-RPC リクエストで、{elicit} ではありません。} other {これは JSON-RPC の {method} リクエストで、{elicit} ではありません。}}',
  'cli.check.reason.noElicitations':
    'この URLElicitationRequiredError は error.data.elicitations にエリシテーションを含みません。',
  'cli.check.reason.rpcResponse':
    'この JSON-RPC レスポンスは input_required の結果でも URLElicitationRequiredError でもないため、何も尋ねません。',
  'cli.check.reason.request':
    '{method, select, none {これはメソッドのないリクエストで、{elicit} ではありません。} other {これは {method} リクエストで、{elicit} ではありません。}}',
  'cli.check.reason.onlyState':
    'この input_required の結果は requestState だけを運び、何も尋ねません。',
  'cli.check.reason.noRequests':
    'この input_required の結果には inputRequests がなく、何も尋ねません。',
  'cli.check.reason.entry':
    '{method, select, none {inputRequests の項目 {key} にはメソッドがないため、{elicit} ではありません。} other {inputRequests の項目 {key} は {method} リクエストで、{elicit} ではありません。}}',
  'cli.check.reason.noneElicit': 'inputRequests のどの項目も {elicit} ではありません。',
  'cli.check.note.requestIgnored':
    '{flag} {key} は無視されました: 入力に inputRequests がありません。',
  'cli.check.note.noElicitationId':
    '{protocol} は URL モードの要求に "elicitationId" を求めますが、この要求にはありません。',
  'cli.check.note.checkedFirst':
    '{count, plural, other {エリシテーションが # 件あり、最初のものを検査しました。}}',
  'cli.check.note.elicitationIdIgnored':
    '"elicitationId" は {protocol} にはなく、クライアントは無視します。',
  'cli.check.note.notInputRequired':
    '"inputRequests" はあるが resultType "input_required" がありません。それでもそのように読みました。',
  'cli.check.note.entryNotChecked':
    '{method, select, none {inputRequests の項目 {key} にはメソッドがありません。検査しません。} other {inputRequests の項目 {key} は {method} リクエストです。検査しません。}}',
  'cli.check.note.checkedKey':
    "{count, plural, other {エリシテーションが # 件あり、{key} を検査しました。別のものは {flag} '<キー>' で選べます（{keys}）。}}",
  'cli.check.note.unrecognised':
    'リクエスト、結果、パラメーター、スキーマのどれとも判別できないため、elicitation/create のパラメーターとして読みました。',

  'cli.connecting': '{where} に接続しています…',
  'cli.calling': '{where} の {tool} を呼び出しています…',
  'cli.sending': '{where} に回答を送信しています…',
  'cli.roundSent': '✔ {where} に送信しました: ラウンド {round} 用に保持した回答',
  'cli.taskAsking': '{line} — 実行中のタスクが質問しています：',
  'cli.toolError': '{tool} がエラーを報告しました',
  'cli.detached': '切り離しました。タスクは続行中です。追跡するには：{command}',
  'cli.interrupted': '中断しました (Ctrl-C)。開いていた質問はキャンセルされました。',
  'cli.interruptedTask':
    '中断しました (Ctrl-C)。開いていた質問はキャンセルされ、サーバー上のタスクもキャンセルされました。',
  'cli.callFailed': '{tool} が失敗しました ({code})：{detail}',
  'cli.questionRefused': '{server} からの質問は、表示する前に拒否されました：{why}',
  'cli.questionRefusedNoReason': '{server} からの質問は、表示する前に拒否されました。',
  'cli.couldNotConnect': '{where} に接続できませんでした：{detail}',
  'cli.localeUnknown': '{flag} {tag} は同梱の言語ではありません。英語を使用します',
  'cli.themeIgnored': 'ELICITKIT_THEME：無視しました {items}',
  'cli.tools.couldNotList': '{where} はツールを一覧できませんでした：{detail}',
  'cli.tools.heading': '{count, plural, other {{server} のツール # 件：}}',
  'cli.tools.server': '{id}（自称「{name}」）',
  'cli.tools.args': '引数：',
  'cli.tools.noArgs': 'なし',
  'cli.usage.seeHelp': '使い方: {help}',
  'cli.usage.unknownCommand': '不明なコマンド {name}',
  'cli.usage.unknownOption': '不明なオプション {option}',
  'cli.usage.commandList': 'コマンド: {list}。',
  'cli.usage.noValue': 'オプション {option} は値を取りません',
  'cli.usage.needsValue': 'オプション {option} には値が必要です',
  'cli.usage.givenTwice': 'オプション {option} が 2 回指定されています',
  'cli.usage.unexpected': '予期しない引数 {argument}',
  'cli.usage.whichTool': 'どのツールですか？サーバーの後にツール名を指定してください',
  'cli.usage.whichTask': 'どのタスクですか？サーバーの後にタスク ID を指定してください',
  'cli.usage.argsObject': '{flag} はツールの引数を表す JSON オブジェクトでなければなりません',
  'cli.usage.answersObject':
    '{label} は入力キーまたはフィールド名の JSON オブジェクトでなければなりません',
  'cli.usage.answersStar': '{label}: {star} は {choices} のいずれかでなければなりません',
  'cli.usage.protocol': '{flag} は {choices} のいずれかです ({value} ではありません)',
  'cli.usage.noServer': 'サーバーを指定してください: http(s) の URL、または {stdio}',
  'cli.usage.notUrlStdio':
    '{text} は URL ではありません (ローカルのコマンドには {stdio} を使います)',
  'cli.usage.notUrl': '{text} は URL ではありません',
  'cli.usage.notHttp': 'サーバーの URL は http か https でなければなりません ({scheme} ではなく)',
  'cli.usage.serverUrl': 'サーバーの http(s) URL を指定してください',
  'cli.usage.unclosedQuote': '{flag}: 引用符 {quote} が閉じていません',
  'cli.usage.noCommand': '{flag} にはコマンドが必要です (例: {example})',
  'cli.usage.missingFile':
    '{file} がありません: JSON ファイルを指定するか、標準入力なら - を指定してください',
  'cli.usage.oneFile': '{file} は 1 つだけ指定できますが、{count, number} 個あります: {extra}',
  'cli.usage.stdinOnce':
    '標準入力は 1 回しか読めません: 入力か {flag} のどちらかをファイルで指定してください',
  'cli.usage.badHeader': '{flag} は {example} の形式でなければなりません',
  'cli.usage.envNotSet': '{flag} {name}: その環境変数は設定されていません',
  'cli.usage.needsFlag': '{flag} には {other} が必要です',
  'cli.usage.signInFlagsHttp':
    'サインインのオプションは HTTP サーバー用です ({stdio} のサーバーには秘密情報を環境変数で渡してください)',
  'cli.usage.port': '{flag} は 1〜65535 のポート番号でなければなりません',
  'cli.usage.authSubcommand': '{command} のサブコマンドは {sub} だけです',
  'cli.usage.noLoginNeeded': '{first} と {second} にはログインは不要です',
  'cli.internalError': '内部エラー (elicitkit のバグです): {detail}',
  'cli.json.input': '入力 {file}',
  'cli.json.inputStdin': '入力 (標準入力)',
  'cli.json.flagFile': '{flag} のファイル {file}',
  'cli.json.flagFileStdin': '{flag} のファイル (標準入力)',
  'cli.json.flagValue': '{flag}',
  'cli.json.readingTerminal': '{label} を端末から読み込みます。Ctrl-D で終了します',
  'cli.json.cannotRead': '{label} を読み込めません: {reason}',
  'cli.json.empty': '{label} は空で、JSON ではありません',
  'cli.json.invalid': '{label} は正しい JSON ではありません: {reason}',
  'cli.json.noSuchFile': 'ファイルがありません',
  'cli.json.isDirectory': 'ディレクトリです',
  'cli.json.permission': 'アクセスが拒否されました',
  'cli.json.other': '{detail}',
  'cli.result.link': '[リンク {uri}]',
  'cli.result.resource': '[リソース {uri}]',
  'cli.usage.noSuchRequest':
    '{flag} {key}: inputRequests にそのエントリはありません (あるのは {keys})',
  'cli.tools.serverVersion': '{id}（自称「{name}」{version}）',
  'auth.cli.page': '{server} のサインインページ:',
  'auth.cli.paste': 'ブラウザーで開き、最後に表示されたアドレスをここに貼り付けてください:',
  'auth.cli.noBrowser': 'ブラウザーを開けませんでした。上のアドレスをご自身で開いてください。',
  'auth.cli.badPaste': 'それはブラウザーが最後に表示したアドレスではありません。',
  'auth.cli.timedOut': '5 分以内にサインインの結果が返ってきませんでした。',
  'auth.cli.signedIn': '{server} にサインインしました。',
  'auth.cli.incomplete': '{server} へのサインインは完了しませんでした: {reason}',
  'auth.cli.unreachable': '{server} に接続できませんでした: {reason}',
  'auth.cli.portBusy':
    '--callback-port {port}: 127.0.0.1 のこのポートは使用中です。空けるか、別のポートを選んでください。',
  'auth.cli.runLogin': '{server} にはサインインが必要です。実行: elicitkit login {url}',
  'auth.cli.notSignedIn': '{server} にはサインインしていません。消去するものはありません。',
  'auth.cli.signedOutRevoked':
    '{server} からサインアウトしました。トークンは認可サーバーで取り消され、ここから削除されました。',
  'auth.cli.signedOutLocal':
    '{server} からサインアウトしました。トークンはここから削除されました(サーバーが取り消しに対応していないか、失敗しました)。',
  'auth.cli.callbackPage': '完了しました。このタブを閉じてターミナルに戻ってください。',
  'auth.cli.storeFiles': 'サインイン情報は {dir} 以下のファイルに保存されます。',
  'auth.cli.noneKept': '保存されたサインインはありません。',
  'auth.cli.notSignedInTo': '{server} にはサインインしていません。',
  'auth.cli.storeRepaired':
    '{path} は他のユーザーが読み書きできる状態でした。今はあなただけがアクセスできます。',
  'auth.cli.storeRefused':
    '{path} はリンク、フォルダー、または他のユーザーのものです。elicitkit は読み込まず、そこにサインインを保存しません。削除してから、もう一度サインインしてください。',
  'auth.cli.storeUnreadable':
    '{path} に保存されたサインインは読み取れないため、使用しません。もう一度サインインしてください。',
  'auth.cli.storeKeyring':
    'サインインは OS のキーリングに保存されます。{dir} 以下のファイルに残っているものは、次に使うときにそこへ移ります。',
  'auth.cli.keptInKeyring': 'OS のキーリングに保存。',
  'auth.cli.keptInFile': '{dir} 以下のファイルに保存。',
  'auth.cli.logoutKeyringUnanswered':
    'OS のキーリングが応答しなかったため、そこに保存した {server} のサインインが残っている可能性があります。キーリングのロックを解除して、もう一度 logout を実行してください。',
  'auth.cli.keyringUnavailable':
    'OS のキーリングが応答しませんでした（ロックされているか、ここにはありません）。サインインは {path} 以下の、本人だけが読めるファイルに保存します。',
  'auth.cli.keyringUnreadable':
    'OS のキーリングにある {path} のサインインは読み取れないため、使用しません。もう一度サインインしてください。',
  'cli.serverLog':
    'MCP ライブラリのログ（サーバーまたは認可サーバーの言葉を含む場合があります。elicitkit の言葉ではありません）: {text}',
  'cli.summary.doctor':
    'テスト用 MCP サーバーを起動し、クライアントのエリシテーション対応を採点する',
  'cli.help.doctor': `使い方: elicitkit doctor [オプション]

127.0.0.1 で MCP サーバーを起動し、MCP クライアントのエリシテーションを採点します。
クライアントをこのサーバーに向け、各 doctor_ ツールを呼び出して説明どおりに操作し、
成績表を読んでください。2026-07-28(input_required のラウンド)と
2025-11-25(プッシュされる elicitation/create)を、Streamable HTTP または
stdio で話します。

オプション:
  --port '<n>'          待ち受けるポート(既定: 空いている任意のポート)
  --stdio             MCP を stdin/stdout で提供(成績表は HTTP のまま)
  --json '<file>'       機械可読の成績表をこのファイルに保つ
  --auto              人なし: 各質問の末尾に、台本の人が返すべき答えを付ける
                      (apps/cli/README.md の「doctor」を参照)
  -h, --help          このヘルプを表示

成績表は表示されたアドレスにあり、チェックが進むたびに更新されます。
Ctrl-C で doctor を止めます。
`,
  'cli.usage.badPort': '--port は 0 から 65535 の数でなければなりません({port} ではなく)',
} satisfies CliMessages;

const catalogue: CliLocaleCatalogue = Object.freeze({
  locale: 'ja',
  dir: 'ltr',
  messages: Object.freeze(messages),
});
export default catalogue;
