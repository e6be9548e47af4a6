import type { CliLocaleCatalogue, CliMessages } from '../messages/CliLocalizer.js';

/** The command line's Simplified Chinese words: `locales/zh-Hans.ts`. */
const messages = {
  'cli.help.program': `用法：elicitkit '<命令>' [选项]

调用会中途向你提问（征询）的 MCP 工具，并检查客户端会如何显示服务器的问题。

命令：
{commands}

每个命令都接受 --locale '<标签>'（{locales}）；默认取自
LC_ALL、LC_MESSAGES 或 LANG，否则为英语。

--verbose 显示 MCP 库记录的内容（可能引用服务器或其授权服务器的话），
并标明不是 elicitkit 的话。

运行 'elicitkit '<命令>' --help' 查看命令的选项和退出码。
`,
  'cli.summary.checkSchema': '显示客户端会如何呈现一个征询请求，并检查回答',
  'cli.summary.call': '在 MCP 服务器上运行工具，并在终端中回答它的问题',
  'cli.summary.task': '按 ID 跟进正在运行的任务，并回答它的问题',
  'cli.summary.tools': '列出 MCP 服务器提供的工具',
  'cli.summary.login': '登录需要授权的 MCP 服务器',
  'cli.summary.logout': '忘记（并吊销）为 MCP 服务器保存的登录',
  'cli.summary.auth': '显示已保存的登录（auth status）',

  'cli.help.checkSchema': `用法：elicitkit check-schema '<文件 | ->' [选项]

显示 MCP 客户端会如何呈现一个征询请求：消息、每个字段（标签、类型和控件、是否必填、
默认值、格式和限制、选项、提示、诊断）、按严重程度列出的请求诊断，以及能否接受。
使用 --answer 时还会校验一个候选回答。

输入是一个 JSON 文件，或用 - 表示 stdin。会识别并报告其形式：
  elicitation/create 参数       表单或 URL 模式，2025-11-25 或 2026-07-28
  单独的 requestedSchema        '{"type": "object", "properties": {...}}'
  一个 inputRequests 条目       '{"method": "elicitation/create", "params": {...}}'
  一个 inputRequests 映射       '{"<key>": {"method": ..., "params": ...}, ...}'
  一个 input_required 结果      '{"resultType": "input_required", "inputRequests": ...}'
  一个 JSON-RPC 请求            '{"jsonrpc": "2.0", "id": 1, "method": "elicitation/create", ...}'
  一个 JSON-RPC 响应            其结果是 input_required 结果

选项：
  --answer '<json | @文件>'  校验这个回答：字段值组成的 JSON 对象（即接受时的内容），
                           直接给出或从文件读取
  --request '<键>'           要检查的 inputRequests 条目（默认：第一个
                           elicitation/create 条目）
  --json                   输出机器可读的报告，始终为英语（见 apps/cli/README.md）
  -h, --help               显示此帮助

退出码：
  0  可用：可以接受，且 --answer（如有）有效
  1  不可用：无法接受、输入不是征询，或 --answer 无效
  2  用法错误：未知选项、文件缺失或无法读取、输入或回答不是 JSON
  70 elicitkit 自身的缺陷（ELICITKIT_DEBUG=1 会打印堆栈跟踪）

仅当 stdout 是终端且未设置 NO_COLOR 时才使用颜色。

示例：
{examples}
`,
  'cli.help.call': `用法：elicitkit call '<URL>' '<工具>' [选项]
      elicitkit call --stdio "'<命令>'" '<工具>' [选项]

在 MCP 服务器上运行一个工具。服务器提问时（任何一轮的征询），问题会显示在此终端中；
接受 / 拒绝 / 取消会发回服务器，并打印工具的结果。

选项：
  --args '<json|@文件>'    工具的参数，JSON 对象（默认 '{}'）
  --answers '<文件>'       自动回答问题（见下文）；文件未覆盖的问题会被提出，
                         没有终端时则被取消
  --json                 以 JSON 在 stdout 上打印工具结果（此时提问界面显示在 stderr 上）
  --no-drafts            不保存未发送的回答（见下文）
  --locale '<标签>'        提问界面的语言（{locales}）；
                         默认取自 LC_ALL、LC_MESSAGES、LANG，否则为英语
  --detach               工具变为任务时，打印其 ID 并退出（任务继续运行；
                         用 elicitkit task 跟进）
{serverFlags}
{authFlags}
{signInFlags}
  -h, --help             此帮助

登录：需要授权的服务器会使用 elicitkit login 保存的登录（快到期时自动续期）。没有可用的
登录时——或服务器在调用中途要求更多权限时——你会当场在终端中登录（与 elicitkit login
相同），调用随后继续。没有终端时，此命令绝不打开浏览器或监听端口：它以 5 退出，并提示
运行 elicitkit login '<URL>'。

回答文件（每个自动回答都会记录到 stderr）：
  '{ "confirm_close": { "confirm": true },'   输入键 -> 表单的值
    "region": "decline",                    输入键 -> accept | decline | cancel
    "agent": "nour",                        字段名 -> 其值
    "*": "cancel" '}'                         其他任何表单 -> accept | decline | cancel
值从表单的默认值开始，并像键入的回答一样校验。URL 问题只能由其自身的输入键回答
（"sign_in": "accept"），绝不会由 "*" 回答。

提问界面中的按键：Tab/Shift-Tab 或 ↑↓ 移动，列表中 ↑↓ 选择，Space 勾选，Enter 到下一个
字段（在最后一个字段时发送），Ctrl-S 发送，Ctrl-G 在 $VISUAL/$EDITOR 中编写文本回答，
Esc 取消，Ctrl-C 取消并停止。底部显示当前焦点控件的按键。

未发送的回答（已取消、被中断或随连接丢失）会在 $XDG_STATE_HOME/elicitkit/drafts
（默认 ~/.local/state/…）中保存一天，仅你本人可读；同一服务器再次提出同一问题时会自动
填入。看起来像机密的字段的回答绝不保存。--no-drafts 关闭此功能。

NO_COLOR 关闭颜色。没有终端时不会等待输入。

任务：以任务方式运行的工具（MCP Tasks，两个协议版本均可）在工作时显示
"任务 '<ID>' · '<状态>' · '<消息>'"；它的问题与其他问题一样提出，Ctrl-C 会在退出前于服务器上
取消该任务。

退出码：
  0    工具已运行并返回结果
  1    工具已运行并报告错误（isError）
  2    用法错误：未知选项、URL 有误、--args 或 --answers 无效
  3    无法连接到服务器
  4    调用失败：服务器或协议出错、某一段超时、轮次过多，或任务失败或被服务器取消
  5    服务器需要登录：运行 elicitkit login '<URL>'（或登录失败）
  130  被 Ctrl-C 中断（未答的问题已取消）
  70   elicitkit 自身失败（程序缺陷）
`,
  'cli.help.task': `用法：elicitkit task '<URL>' '<任务ID>' [选项]
      elicitkit task --stdio "'<命令>'" '<任务ID>' [选项]

重新连接到正在运行的任务（MCP Tasks 扩展，2026-07-28）：显示其状态
（"任务 '<ID>' · '<状态>' · '<消息>'"），提出它仍有的问题，并打印其结果。已回答的问题不会
再次提出。Ctrl-C 会在服务器上取消该任务。

选项：
  --answers '<文件>'       自动回答问题（与 elicitkit call 相同）
  --json                 以 JSON 在 stdout 上打印结果
  --no-drafts            不保存未发送的回答
{serverFlags}
  -h, --help             此帮助

退出码：与 elicitkit call 相同（0 结果，1 工具错误，3 无法连接，
4 任务失败或被服务器取消，130 Ctrl-C）。
`,
  'cli.help.tools': `用法：elicitkit tools '<URL>' [选项]
      elicitkit tools --stdio "'<命令>'" [选项]

列出 MCP 服务器提供的工具及其参数（* = 必填）。

选项：
  --json                 以 JSON 在 stdout 上打印服务器的工具列表
{serverFlags}
{authFlags}
{signInFlags}
  -h, --help             此帮助

登录：与 elicitkit call 相同——使用已保存的登录，否则在终端中当场登录；没有终端时，
以 5 退出并提示 "运行 elicitkit login '<URL>'"。

退出码：
  0    已列出
  2    用法错误
  3    无法连接到服务器
  4    服务器未能列出其工具
  5    服务器需要登录：运行 elicitkit login '<URL>'（或登录失败）
  70   elicitkit 自身失败（程序缺陷）
`,
  'cli.help.login': `用法：elicitkit login '<URL>' [选项]

登录需要授权的 MCP 服务器（OAuth 2.1）并保存结果，此后 elicitkit call、tools 和 task
无需再询问即可工作，访问令牌快到期时会自动续期。

登录页面会在你的浏览器中打开：若设置了 $BROWSER 则用它（以地址为参数运行），否则用系统
的打开程序。浏览器会回到本机 http://127.0.0.1:'<端口>'/callback 上的监听器。地址也总会
打印出来。

选项：
{signInFlags}
{authFlags}
  -h, --help             此帮助

登录保存在有响应的系统密钥环（Keychain、Credential Manager、Secret Service）中，
否则保存在 $XDG_STATE_HOME/elicitkit/oauth/（默认 ~/.local/state/…），每个服务器一个
文件，仅你本人可读；设置 ELICITKIT_TOKEN_STORE=file 则保存在文件中。登录在五分钟后放弃。

退出码：
  0    已登录（或早已登录）
  2    用法错误，或 --callback-port 已被占用
  3    无法访问服务器
  5    登录失败或被拒绝
  70   elicitkit 自身失败（程序缺陷）
`,
  'cli.help.logout': `用法：elicitkit logout '<URL>' [选项]

忘记为此服务器保存的登录。如果授权服务器支持吊销（RFC 7009），会先在那里吊销令牌。

选项：
  --no-revoke            只删除本地副本
  --client-id ID, --client-secret-env VAR   与传给 elicitkit login 的相同
  -h, --help             此帮助

退出码：0 已退出登录（或本未登录），2 用法错误，70 程序缺陷。
`,
  'cli.help.auth': `用法：elicitkit auth status ['<URL>'] [--json]

显示已保存的登录：每个服务器的授权服务器、客户端类型（已注册、元数据文档、静态）、
权限范围、访问令牌何时到期以及能否续期。绝不打印令牌本身。

选项：
  --json                 以 JSON 打印相同内容
  -h, --help             此帮助

退出码：0 已显示，2 用法错误，70 程序缺陷。
`,
  'cli.help.serverFlags': `  --stdio "'<命令 参数>'"   启动服务器并通过其 stdin/stdout 使用 MCP（不经过 shell：
                         引号只用于组合词语，其他内容都不解释）
  --server-id '<名称>'     你为此服务器起的名称，作为可信名称显示（默认：URL 或命令）
  --protocol '<p>'         auto（默认）、2026-07-28 或 2025-11-25`,
  'cli.help.authFlags': `  --header "名称: 值"    在每个 HTTP 请求中发送此请求头（可重复）
  --bearer-token-env VAR 发送 "Authorization: Bearer <$VAR>"（此时不登录）
  --client-id ID         事先在授权服务器上注册的客户端
  --client-secret-env VAR  其密钥，从 $VAR 读取（绝不从命令行获取）
  --scope "a b"          服务器未指明时要请求的权限范围`,
  'cli.help.signInFlags': `  --no-browser           不打开浏览器登录：自己（在任何机器上）打开打印出的地址，
                         然后把浏览器最终停留的地址（http://127.0.0.1:…/callback?…）
                         粘贴到这里
  --callback-port '<n>'    在此端口监听登录的重定向（用于要求精确重定向地址的服务器）；
                         端口被占用即为错误`,

  'cli.check.label':
    '{label, select, input {输入} entry {条目} mode {模式} address {地址} host {主机} punycode {Punycode} port {端口} opens {打开} warning {警告} verdict {结论} kind {类型} format {格式} limits {限制} default {默认值} options {选项} other {提示}}',
  'cli.check.era': '{description}（协议 {era}）',
  'cli.check.message': '消息',
  'cli.check.none': '（无）',
  'cli.check.fields': '字段（{count, number}）',
  'cli.check.noFields': '没有字段：只请对方接受、拒绝或取消。',
  'cli.check.required': '必填',
  'cli.check.optional': '选填',
  'cli.check.kind': '{kind}，控件 {widget}',
  'cli.check.kindVariant': '{kind}（{variant}），控件 {widget}',
  'cli.check.more': '{count, plural, other {… 另有 # 项}}',
  'cli.check.url': 'URL',
  'cli.check.same': '（相同）',
  'cli.check.canOpen': '<good>经对方同意后即可打开</good>',
  'cli.check.blocked': '<bad>已阻止：{reason}</bad>',
  'cli.check.diagnostics': '诊断',
  'cli.check.diagnosticsNone': '无',
  'cli.check.diagnosticsCount':
    '错误 {errors, plural, other {# 个}}，警告 {warnings, plural, other {# 个}}，信息共 {info, number} 个',
  'cli.check.formLevelNone': '没有关于整个请求的诊断（见上方各字段）',
  'cli.check.heading': '{severity, select, error {错误} warning {警告} other {信息}}',
  'cli.check.severity': '{severity, select, error {错误} warning {警告} other {信息}}',
  'cli.check.verdict': '结论',
  'cli.check.accept': '接受',
  'cli.check.answer': '回答',
  'cli.check.nothingToCheck': '<bad>没有可检查的内容</bad>：{reason}',
  'cli.check.possible': '<good>可以</good>',
  'cli.check.notPossible': '<bad>不可以</bad>：{reason}',
  'cli.check.unknownReason': '原因不明',
  'cli.check.valid': '<good>有效</good>；客户端会发送：',
  'cli.check.invalid': '{count, plural, other {<bad>无效</bad>（# 个问题）}}',
  'cli.check.wholeAnswer': '回答',

  'cli.check.input.jsonType':
    '{type, select, null {JSON null，不是对象} array {JSON 数组，不是对象} number {JSON 数字，不是对象} boolean {JSON 布尔值，不是对象} other {JSON 字符串，不是对象}}',
  'cli.check.input.rpcRequest':
    '{method, select, none {没有方法的 JSON-RPC 请求} other {JSON-RPC {method} 请求}}',
  'cli.check.input.rpcInputRequired': '携带 input_required 结果的 JSON-RPC 响应',
  'cli.check.input.rpcUrlRequiredCode': 'JSON-RPC URLElicitationRequiredError（{code}）',
  'cli.check.input.rpcUrlRequired': 'JSON-RPC URLElicitationRequiredError',
  'cli.check.input.rpcResponse': 'JSON-RPC 响应',
  'cli.check.input.requestsMap': 'inputRequests 映射',
  'cli.check.input.inputRequired': 'input_required 结果',
  'cli.check.input.request': '{method, select, none {没有方法的请求} other {{method} 请求}}',
  'cli.check.input.entry': 'inputRequests 条目（{method}）',
  'cli.check.input.params': '{method} 参数',
  'cli.check.input.schema': '单独的 requestedSchema',
  'cli.check.input.unrecognised': '无法识别的 JSON 对象',
  'cli.check.reason.jsonType':
    '{type, select, null {输入是 JSON null；请求、结果、参数或模式总是 JSON 对象。} array {输入是 JSON 数组；请求、结果、参数或模式总是 JSON 对象。} number {输入是 JSON 数字；请求、结果、参数或模式总是 JSON 对象。} boolean {输入是 JSON 布尔值；请求、结果、参数或模式总是 JSON 对象。} other {输入是 JSON 字符串；请求、结果、参数或模式总是 JSON 对象。}}',
  'cli.check.reason.rpcRequest':
    '{method, select, none {这是没有方法的 JSON-RPC 请求，不是 {elicit}。} other {这是 JSON-RPC {method} 请求，不是 {elicit}。}}',
  'cli.check.reason.noElicitations':
    '此 URLElicitationRequiredError 在 error.data.elicitations 中没有列出任何征询。',
  'cli.check.reason.rpcResponse':
    '此 JSON-RPC 响应既不是 input_required 结果也不是 URLElicitationRequiredError，因此没有提问。',
  'cli.check.reason.request':
    '{method, select, none {这是没有方法的请求，不是 {elicit}。} other {这是 {method} 请求，不是 {elicit}。}}',
  'cli.check.reason.onlyState': '此 input_required 结果只携带 requestState：没有向对方提问。',
  'cli.check.reason.noRequests': '此 input_required 结果没有 inputRequests：没有向对方提问。',
  'cli.check.reason.entry':
    '{method, select, none {inputRequests 条目 {key} 没有方法，因此不是 {elicit}。} other {inputRequests 条目 {key} 是 {method} 请求，不是 {elicit}。}}',
  'cli.check.reason.noneElicit': 'inputRequests 的条目中没有 {elicit}。',
  'cli.check.note.requestIgnored': '{flag} {key} 已忽略：输入中没有 inputRequests。',
  'cli.check.note.noElicitationId':
    '{protocol} 要求 URL 模式的请求带有 "elicitationId"；此请求没有。',
  'cli.check.note.checkedFirst': '{count, plural, other {此处有 # 个征询；已检查第一个。}}',
  'cli.check.note.elicitationIdIgnored': '"elicitationId" 不属于 {protocol}；客户端会忽略它。',
  'cli.check.note.notInputRequired':
    '有 "inputRequests" 但没有 resultType "input_required"；仍按其读取。',
  'cli.check.note.entryNotChecked':
    '{method, select, none {inputRequests 条目 {key} 没有方法；未检查。} other {inputRequests 条目 {key} 是 {method} 请求；未检查。}}',
  'cli.check.note.checkedKey':
    "{count, plural, other {此处有 # 个征询；已检查 {key}。可用 {flag} '<键>' 选择其他（{keys}）。}}",
  'cli.check.note.unrecognised':
    '无法识别为请求、结果、参数或模式；已按 elicitation/create 参数读取。',

  'cli.connecting': '正在连接 {where}…',
  'cli.calling': '正在 {where} 上调用 {tool}…',
  'cli.sending': '正在向 {where} 发送回答…',
  'cli.roundSent': '✔ 已发送到 {where}：为第 {round} 轮保留的回答',
  'cli.taskAsking': '{line} — 正在运行的任务提问：',
  'cli.toolError': '{tool} 报告了错误',
  'cli.detached': '已分离；任务继续运行。跟踪方式：{command}',
  'cli.interrupted': '已中断 (Ctrl-C)；未回答的问题已取消。',
  'cli.interruptedTask': '已中断 (Ctrl-C)；未回答的问题已取消，服务器上的任务也已取消。',
  'cli.callFailed': '{tool} 失败 ({code})：{detail}',
  'cli.questionRefused': '{server} 提出的问题在显示之前被拒绝：{why}',
  'cli.questionRefusedNoReason': '{server} 提出的问题在显示之前被拒绝。',
  'cli.couldNotConnect': '无法连接 {where}：{detail}',
  'cli.localeUnknown': '{flag} {tag} 不是内置语言；改用英语',
  'cli.themeIgnored': 'ELICITKIT_THEME：已忽略 {items}',
  'cli.tools.couldNotList': '{where} 无法列出其工具：{detail}',
  'cli.tools.heading': '{count, plural, other {{server} 上有 # 个工具：}}',
  'cli.tools.server': '{id}（自称“{name}”）',
  'cli.tools.args': '参数：',
  'cli.tools.noArgs': '无',
  'cli.usage.seeHelp': '用法：{help}',
  'cli.usage.unknownCommand': '未知命令 {name}',
  'cli.usage.unknownOption': '未知选项 {option}',
  'cli.usage.commandList': '命令：{list}。',
  'cli.usage.noValue': '选项 {option} 不接受值',
  'cli.usage.needsValue': '选项 {option} 需要一个值',
  'cli.usage.givenTwice': '选项 {option} 给了两次',
  'cli.usage.unexpected': '意外的参数 {argument}',
  'cli.usage.whichTool': '哪个工具？请在服务器之后给出工具名',
  'cli.usage.whichTask': '哪个任务？请在服务器之后给出任务 ID',
  'cli.usage.argsObject': '{flag} 必须是包含工具参数的 JSON 对象',
  'cli.usage.answersObject': '{label} 必须是由输入键或字段名组成的 JSON 对象',
  'cli.usage.answersStar': '{label}：{star} 必须是 {choices}',
  'cli.usage.protocol': '{flag} 必须是 {choices}，而不是 {value}',
  'cli.usage.noServer': '请给出服务器：一个 http(s) URL，或 {stdio}',
  'cli.usage.notUrlStdio': '{text} 不是 URL（本地命令请用 {stdio}）',
  'cli.usage.notUrl': '{text} 不是 URL',
  'cli.usage.notHttp': '服务器 URL 必须是 http 或 https，而不是 {scheme}',
  'cli.usage.serverUrl': '请给出服务器的 http(s) URL',
  'cli.usage.unclosedQuote': '{flag}：引号 {quote} 未闭合',
  'cli.usage.noCommand': '{flag} 需要一个命令，例如 {example}',
  'cli.usage.missingFile': '缺少 {file}：请给出一个 JSON 文件，或用 - 表示标准输入',
  'cli.usage.oneFile': '只需要一个 {file}，却收到 {count, number} 个：{extra}',
  'cli.usage.stdinOnce': '标准输入只能读取一次：请把输入或 {flag} 以文件形式给出',
  'cli.usage.badHeader': '{flag} 的格式必须是 {example}',
  'cli.usage.envNotSet': '{flag} {name}：该环境变量未设置',
  'cli.usage.needsFlag': '{flag} 需要 {other}',
  'cli.usage.signInFlagsHttp':
    '登录选项仅用于 HTTP 服务器（请通过环境变量把密钥传给 {stdio} 服务器）',
  'cli.usage.port': '{flag} 必须是 1 到 65535 之间的端口号',
  'cli.usage.authSubcommand': '{command} 唯一的子命令是 {sub}',
  'cli.usage.noLoginNeeded': '{first} 和 {second} 无需登录',
  'cli.internalError': '内部错误（elicitkit 的缺陷）：{detail}',
  'cli.json.input': '输入 {file}',
  'cli.json.inputStdin': '输入（标准输入）',
  'cli.json.flagFile': '{flag} 文件 {file}',
  'cli.json.flagFileStdin': '{flag} 文件（标准输入）',
  'cli.json.flagValue': '{flag}',
  'cli.json.readingTerminal': '正在从终端读取{label}；按 Ctrl-D 结束',
  'cli.json.cannotRead': '无法读取{label}：{reason}',
  'cli.json.empty': '{label}为空，不是 JSON',
  'cli.json.invalid': '{label}不是有效的 JSON：{reason}',
  'cli.json.noSuchFile': '文件不存在',
  'cli.json.isDirectory': '这是一个目录',
  'cli.json.permission': '权限被拒绝',
  'cli.json.other': '{detail}',
  'cli.result.link': '[链接 {uri}]',
  'cli.result.resource': '[资源 {uri}]',
  'cli.usage.noSuchRequest': '{flag} {key}：inputRequests 中没有这个条目（现有 {keys}）',
  'cli.tools.serverVersion': '{id}（自称“{name}”{version}）',
  'auth.cli.page': '{server} 的登录页面：',
  'auth.cli.paste': '请在浏览器中打开它，然后把浏览器最后停留的地址粘贴到这里：',
  'auth.cli.noBrowser': '无法打开浏览器：请自行打开上面的地址。',
  'auth.cli.badPaste': '这不是浏览器最后停留的地址。',
  'auth.cli.timedOut': '五分钟内没有收到登录结果。',
  'auth.cli.signedIn': '已登录 {server}。',
  'auth.cli.incomplete': '登录 {server} 未完成：{reason}',
  'auth.cli.unreachable': '无法连接 {server}：{reason}',
  'auth.cli.portBusy':
    '--callback-port {port}：127.0.0.1 上的该端口已被占用；请释放它或换一个端口。',
  'auth.cli.runLogin': '{server} 需要你登录；请运行：elicitkit login {url}',
  'auth.cli.notSignedIn': '未登录 {server}；没有需要清除的内容。',
  'auth.cli.signedOutRevoked': '已退出 {server}：令牌已在授权服务器上撤销，并已在本机删除。',
  'auth.cli.signedOutLocal': '已退出 {server}：令牌已在本机删除（服务器不支持撤销，或撤销失败）。',
  'auth.cli.callbackPage': '完成。你可以关闭此标签页并返回终端。',
  'auth.cli.storeFiles': '登录信息保存在 {dir} 下的文件中。',
  'auth.cli.noneKept': '没有保存的登录。',
  'auth.cli.notSignedInTo': '未登录 {server}。',
  'auth.cli.storeRepaired': '其他用户可以读取或修改 {path}；现在只有你可以访问。',
  'auth.cli.storeRefused':
    '{path} 是链接、文件夹或属于其他用户，因此 elicitkit 没有读取它，也不会在那里保存登录。请删除它，然后重新登录。',
  'auth.cli.storeUnreadable': '保存在 {path} 中的登录无法读取，因此不会使用。请重新登录。',
  'auth.cli.storeKeyring':
    '登录保存在系统密钥环中；仍在 {dir} 下文件中的登录会在下次使用时移入其中。',
  'auth.cli.keptInKeyring': '保存在系统密钥环中。',
  'auth.cli.keptInFile': '保存在 {dir} 下的文件中。',
  'auth.cli.logoutKeyringUnanswered':
    '系统钥匙串没有响应，保存在那里的 {server} 登录可能仍在。请解锁钥匙串后再次运行 logout。',
  'auth.cli.keyringUnavailable':
    '系统密钥环没有响应（已锁定，或此处没有），因此登录保存在 {path} 下仅你本人可读的文件中。',
  'auth.cli.keyringUnreadable': '系统密钥环中 {path} 的登录无法读取，因此不会使用。请重新登录。',
  'cli.serverLog':
    'MCP 库记录了日志（可能引用服务器或授权服务器的话，并非 elicitkit 的话）：{text}',
  'cli.summary.doctor': '启动一个测试用 MCP 服务器，为客户端处理征询（elicitation）的方式打分',
  'cli.help.doctor': `用法：elicitkit doctor [选项]

在 127.0.0.1 上启动一个 MCP 服务器，为 MCP 客户端的征询打分：让你的客户端连接它，
调用每个 doctor_ 工具并按其说明操作，然后查看成绩单。它支持 2026-07-28
（input_required 轮次）和 2025-11-25（推送的 elicitation/create），
通过 Streamable HTTP 或 stdio。

选项：
  --port '<n>'          监听的端口（默认：任一空闲端口）
  --stdio             在 stdin/stdout 上提供 MCP；成绩单仍在 HTTP 上
  --json '<file>'       在此文件中保存机器可读的成绩单
  --auto              无人值守：每个问题末尾附上脚本化的人应给出的回答
                      （见 apps/cli/README.md 的“doctor”）
  -h, --help          显示此帮助

成绩单位于打印出的地址，并随检查进行而更新。
按 Ctrl-C 停止 doctor。
`,
  'cli.usage.badPort': '--port 必须是 0 到 65535 之间的数字，而不是 {port}',
} satisfies CliMessages;

const catalogue: CliLocaleCatalogue = Object.freeze({
  locale: 'zh-Hans',
  dir: 'ltr',
  messages: Object.freeze(messages),
});
export default catalogue;
