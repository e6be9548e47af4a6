import kit from '@elicitkit/core/locales/zh-Hans';
import type { DemoCatalogue, DemoMessages } from './DemoCatalogue.js';

/** The web demo's Simplified Chinese words, beside core's Simplified Chinese catalogue. */
const messages: DemoMessages = {
  'page.language': '语言',
  'connect.tryAgain': '重试',
  'call.retry': '重新发送',
  'error.connect.title': '无法连接到 {url}',
  'error.connect.hint': '请检查该地址是否为 MCP Streamable HTTP 端点(通常以 /mcp 结尾)。',
  'error.cors.title': '服务器已响应,但浏览器拦截了响应(CORS)',
  'error.cors.allowOrigin':
    '服务器必须在 Access-Control-Allow-Origin 中允许本页面的来源 {origin}。',
  'error.cors.preflight':
    '其预检请求(OPTIONS)必须允许请求头 content-type、mcp-protocol-version、mcp-method、mcp-name 和 mcp-session-id,并且必须公开 mcp-session-id。',
  'error.cors.demoServer': 'elicitkit 演示服务器默认允许 localhost 来源;参见 --allow-origin。',
  'error.down.title': '{url} 没有任何响应',
  'error.down.running': '服务器在运行吗?`npm start` 会同时启动参考服务器和本页面。',
  'error.down.port': '如果它在其他端口运行,请在上方填写其地址并选择“连接”。',
  'error.call.failed': '调用失败',
  'error.call.cors': '如果服务器正在运行,它可能不允许本页面的来源(CORS)。',
  'error.call.roundLimit': '服务器一直在提问',
  'error.call.roundLimitHint': '它可能陷入了循环。',
  'error.call.missingCapability': '此工具需要本页面未声明的功能',
  'error.call.requestStateRejected': '服务器拒绝了已保存的调用状态',
  'error.call.requestStateRejectedHint':
    '该状态已过期、被修改,或由使用其他 --secret 的服务器生成。请重新开始调用。',
  'error.call.unknownResultType': '服务器发送了本页面无法读取的结果',
  'error.call.aborted': '调用已取消',
  'error.call.legTimeout': '服务器响应时间过长',
  'error.call.legTimeoutHint': '请求可能已到达工具,因此不会重新发送:再次运行可能会重复其效果。',
  'error.call.legFailed': '与服务器的连接失败',
  'error.call.legFailedHint':
    '如果请求从未到达服务器,你的回答会被保留,服务器恢复后“重新发送”会再次发送。',
  'error.call.urlLoop': '服务器再次请求了同一页面',
  'error.call.urlDeclined': '此调用需要一个你没有打开的页面',
  'error.call.unsupportedInputRequest': '服务器请求了本页面无法回答的内容',
  'error.call.invalidContent': '回答与表单不符',
  'error.call.outputSchema': '结果与工具的输出模式不符',
  'error.call.requestNotSent': '请求在发送前被拒绝',
  'error.call.server': '服务器拒绝了调用',
  'error.call.renderer': '表单未能作答',
  'error.call.resumeMismatch': '已保存的调用无法在此处继续',
  'error.background': '后台发生了故障',
  'error.resume.failed': '无法继续已保存的 {tool} 调用',
  'error.resume.taskElsewhere': '已保存的 {tool} 调用是另一台服务器上的任务',
  'error.resume.taskHint': '该任务({status})仍在那里运行。请连接到该服务器以跟进,或在此处丢弃它。',
};

const catalogue: DemoCatalogue = Object.freeze({ kit, messages: Object.freeze(messages) });
export default catalogue;
