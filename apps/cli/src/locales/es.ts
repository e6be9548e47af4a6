import type { CliLocaleCatalogue, CliMessages } from '../messages/CliLocalizer.js';

/** The command line's Spanish words: `locales/es.ts`. */
const messages = {
  'cli.help.program': `Uso: elicitkit '<comando>' [opciones]

Llama a herramientas MCP que se detienen para hacerte una pregunta (elicitación), y
comprueba cómo verán los clientes las preguntas de un servidor.

Comandos:
{commands}

Todos los comandos aceptan --locale '<etiqueta>' ({locales}); por defecto
se toma de LC_ALL, LC_MESSAGES o LANG, si no, inglés.

--verbose muestra lo que registra la biblioteca MCP (que puede citar al
servidor o a su servidor de autorización), marcado como ajeno a elicitkit.

'elicitkit '<comando>' --help' muestra las opciones y los códigos de salida de un comando.
`,
  'cli.summary.checkSchema':
    'muestra cómo verán los clientes una solicitud de elicitación, y comprueba una respuesta',
  'cli.summary.call':
    'ejecuta una herramienta en un servidor MCP, respondiendo sus preguntas en la terminal',
  'cli.summary.task': 'sigue una tarea en curso por su id, respondiendo sus preguntas',
  'cli.summary.tools': 'lista las herramientas que ofrece un servidor MCP',
  'cli.summary.login': 'inicia sesión en un servidor MCP que requiere autorización',
  'cli.summary.logout': 'olvida (y revoca) la sesión guardada para un servidor MCP',
  'cli.summary.auth': 'muestra las sesiones guardadas (auth status)',

  'cli.help.checkSchema': `Uso: elicitkit check-schema '<archivo | ->' [opciones]

Muestra cómo verán los clientes MCP una solicitud de elicitación: el mensaje, cada campo
(etiqueta, tipo y widget, obligatorio, valor por defecto, formato y límites, opciones,
pista, diagnósticos), los diagnósticos de la solicitud por gravedad, y si se puede
aceptar. Con --answer también valida una respuesta candidata.

La entrada es un archivo JSON, o - para stdin. Su forma se detecta y se indica:
  parámetros elicitation/create modo formulario o URL, 2025-11-25 o 2026-07-28
  un requestedSchema suelto     '{"type": "object", "properties": {...}}'
  una entrada de inputRequests  '{"method": "elicitation/create", "params": {...}}'
  un mapa inputRequests         '{"<key>": {"method": ..., "params": ...}, ...}'
  un resultado input_required   '{"resultType": "input_required", "inputRequests": ...}'
  una solicitud JSON-RPC        '{"jsonrpc": "2.0", "id": 1, "method": "elicitation/create", ...}'
  una respuesta JSON-RPC        cuyo resultado es un resultado input_required

Opciones:
  --answer '<json | @archivo>' valida esta respuesta: un objeto JSON con valores de campos
                           (el contenido de una aceptación), en línea o leído de un archivo
  --request '<clave>'        la entrada de inputRequests que comprobar (por defecto: la
                           primera entrada elicitation/create)
  --json                   imprime un informe legible por máquina, siempre en inglés
                           (ver apps/cli/README.md)
  -h, --help               muestra esta ayuda

Códigos de salida:
  0  utilizable: se puede aceptar, y la --answer (si la hay) es válida
  1  no utilizable: no se puede aceptar, la entrada no es una elicitación, o la
     --answer no es válida
  2  uso incorrecto: opción desconocida, archivo que falta o no se puede leer, entrada o
     respuesta que no es JSON
  70 un error del propio elicitkit (ELICITKIT_DEBUG=1 imprime la traza de la pila)

El color solo se usa cuando stdout es una terminal y NO_COLOR no está definido.

Ejemplos:
{examples}
`,
  'cli.help.call': `Uso: elicitkit call '<url>' '<herramienta>' [opciones]
     elicitkit call --stdio "'<comando>'" '<herramienta>' [opciones]

Ejecuta una herramienta en un servidor MCP. Cuando el servidor hace una pregunta (una
elicitación, en cualquier ronda), se muestra en esta terminal; Aceptar / Rechazar /
Cancelar vuelven al servidor, y se imprime el resultado de la herramienta.

Opciones:
  --args '<json|@archivo>' los argumentos de la herramienta como objeto JSON (por defecto '{}')
  --answers '<archivo>'    responde preguntas automáticamente (ver abajo); las que el
                         archivo no cubre se preguntan, o se cancelan sin terminal
  --json                 imprime el resultado como JSON en stdout (el formulario se
                         dibuja entonces en stderr)
  --no-drafts            no guarda las respuestas no enviadas (ver abajo)
  --locale '<etiqueta>'    el idioma del formulario ({locales});
                         por defecto de LC_ALL, LC_MESSAGES, LANG, si no, inglés
  --detach               cuando la herramienta se convierte en tarea, imprime su id y
                         sale (la tarea sigue; síguela con elicitkit task)
{serverFlags}
{authFlags}
{signInFlags}
  -h, --help             esta ayuda

Inicio de sesión: un servidor que requiere autorización usa la sesión guardada por
elicitkit login (renovada antes de caducar). Si no hay ninguna utilizable — o si el
servidor pide más acceso a mitad de la llamada — inicias sesión en el momento en una
terminal (como hace elicitkit login), y la llamada sigue. Sin terminal este comando
nunca abre un navegador ni escucha: sale con 5 y pide ejecutar elicitkit login '<url>'.

Archivo de respuestas (cada respuesta automática se registra en stderr):
  '{ "confirm_close": { "confirm": true },'   clave de entrada -> los valores del formulario
    "region": "decline",                    clave de entrada -> accept | decline | cancel
    "agent": "nour",                        nombre de campo -> su valor
    "*": "cancel" '}'                         cualquier otro formulario -> accept | decline | cancel
Los valores parten de los valores por defecto del formulario y se validan como las
respuestas escritas. Una pregunta URL solo se responde con su propia clave de entrada
("sign_in": "accept"), nunca con "*".

Teclas del formulario: Tab/Shift-Tab o ↑↓ mueven, ↑↓ eligen en una lista, Space marca,
Enter pasa al campo siguiente (envía desde el último), Ctrl-S envía, Ctrl-G escribe una
respuesta de texto en $VISUAL/$EDITOR, Esc cancela, Ctrl-C cancela y termina. El pie
muestra las teclas del control con el foco.

Las respuestas no enviadas (canceladas, interrumpidas o perdidas con la conexión) se
guardan un día en $XDG_STATE_HOME/elicitkit/drafts (por defecto ~/.local/state/…),
legibles solo por ti, y se rellenan cuando el mismo servidor vuelve a hacer la misma
pregunta. Las respuestas a campos que parecen secretos nunca se guardan. --no-drafts lo
desactiva.

NO_COLOR desactiva el color. Sin terminal nada espera una entrada.

Tareas: una herramienta que se ejecuta como tarea (MCP Tasks, en cualquier versión del
protocolo) muestra "tarea '<id>' · '<estado>' · '<mensaje>'" mientras trabaja; sus preguntas se
hacen como cualquier otra, y Ctrl-C cancela la tarea en el servidor antes de salir.

Códigos de salida:
  0    la herramienta se ejecutó y devolvió un resultado
  1    la herramienta se ejecutó e informó de un error (isError)
  2    uso incorrecto: opción desconocida, URL incorrecta, --args o --answers no válidos
  3    no se pudo conectar con el servidor
  4    la llamada falló: falló el servidor o el protocolo, un tramo agotó el tiempo,
       demasiadas rondas, o la tarea falló o el servidor la canceló
  5    el servidor requiere iniciar sesión: ejecuta elicitkit login '<url>' (o falló el
       inicio de sesión)
  130  interrumpido con Ctrl-C (se canceló la pregunta abierta)
  70   falló el propio elicitkit (un error del programa)
`,
  'cli.help.task': `Uso: elicitkit task '<url>' '<idTarea>' [opciones]
     elicitkit task --stdio "'<comando>'" '<idTarea>' [opciones]

Se vuelve a conectar a una tarea en curso (extensión MCP Tasks, 2026-07-28): muestra su
estado ("tarea '<id>' · '<estado>' · '<mensaje>'"), hace las preguntas que aún tiene e
imprime su resultado. Las preguntas ya respondidas no se repiten. Ctrl-C cancela la tarea
en el servidor.

Opciones:
  --answers '<archivo>'    responde preguntas automáticamente (como en elicitkit call)
  --json                 imprime el resultado como JSON en stdout
  --no-drafts            no guarda las respuestas no enviadas
{serverFlags}
  -h, --help             esta ayuda

Códigos de salida: como en elicitkit call (0 resultado, 1 error de la herramienta, 3 sin
conexión, 4 la tarea falló o el servidor la canceló, 130 Ctrl-C).
`,
  'cli.help.tools': `Uso: elicitkit tools '<url>' [opciones]
     elicitkit tools --stdio "'<comando>'" [opciones]

Lista las herramientas que ofrece un servidor MCP, con sus argumentos (* = obligatorio).

Opciones:
  --json                 imprime la lista de herramientas del servidor como JSON en stdout
{serverFlags}
{authFlags}
{signInFlags}
  -h, --help             esta ayuda

Inicio de sesión: como en elicitkit call — la sesión guardada, si no, en una terminal un
inicio de sesión en el momento; sin terminal, sale con 5 y "ejecuta elicitkit login '<url>'".

Códigos de salida:
  0    listado
  2    uso incorrecto
  3    no se pudo conectar con el servidor
  4    el servidor no pudo listar sus herramientas
  5    el servidor requiere iniciar sesión: ejecuta elicitkit login '<url>' (o falló el
       inicio de sesión)
  70   falló el propio elicitkit (un error del programa)
`,
  'cli.help.login': `Uso: elicitkit login '<url>' [opciones]

Inicia sesión en un servidor MCP que requiere autorización (OAuth 2.1), y guarda el
resultado para que elicitkit call, tools y task funcionen después sin preguntar,
renovando el token de acceso antes de que caduque.

La página de inicio de sesión se abre en tu navegador: $BROWSER si está definido (con la
dirección como argumento), si no, el abridor del sistema. El navegador vuelve a un
receptor en http://127.0.0.1:'<puerto>'/callback en esta máquina. La dirección también se
imprime siempre.

Opciones:
{signInFlags}
{authFlags}
  -h, --help             esta ayuda

Las sesiones se guardan en el llavero del sistema (Keychain, Credential Manager, un Secret
Service) donde responda uno; si no, en $XDG_STATE_HOME/elicitkit/oauth/ (por defecto
~/.local/state/…), un archivo por servidor, legible solo por ti; ELICITKIT_TOKEN_STORE=file
las deja en archivos. El inicio de sesión se
abandona a los cinco minutos.

Códigos de salida:
  0    sesión iniciada (o ya estaba iniciada)
  2    uso incorrecto, o el --callback-port está ocupado
  3    no se pudo contactar con el servidor
  5    el inicio de sesión falló o fue rechazado
  70   falló el propio elicitkit (un error del programa)
`,
  'cli.help.logout': `Uso: elicitkit logout '<url>' [opciones]

Olvida la sesión guardada para este servidor. Si el servidor de autorización ofrece
revocación (RFC 7009), primero se revocan allí los tokens.

Opciones:
  --no-revoke            solo borra la copia local
  --client-id ID, --client-secret-env VAR   como se dieron a elicitkit login
  -h, --help             esta ayuda

Códigos de salida: 0 sesión cerrada (o no estaba iniciada), 2 uso incorrecto, 70 un error.
`,
  'cli.help.auth': `Uso: elicitkit auth status ['<url>'] [--json]

Muestra las sesiones guardadas: por servidor, el servidor de autorización, el tipo de
cliente (registrado, documento de metadatos, estático), los ámbitos, cuándo caduca el
token de acceso y si se puede renovar. Los tokens nunca se imprimen.

Opciones:
  --json                 imprime lo mismo como JSON
  -h, --help             esta ayuda

Códigos de salida: 0 mostrado, 2 uso incorrecto, 70 un error.
`,
  'cli.help.serverFlags': `  --stdio "'<cmd args>'"   inicia el servidor y habla MCP por su stdin/stdout (sin shell:
                         las comillas agrupan palabras, no se interpreta nada más)
  --server-id '<nombre>'   tu nombre para este servidor, mostrado como de confianza (por
                         defecto: la URL o el comando)
  --protocol '<p>'         auto (por defecto), 2026-07-28 o 2025-11-25`,
  'cli.help.authFlags': `  --header "Nombre: valor" envía esta cabecera en cada solicitud HTTP (repetible)
  --bearer-token-env VAR envía "Authorization: Bearer <$VAR>" (entonces sin inicio de sesión)
  --client-id ID         un cliente registrado de antemano en el servidor de autorización
  --client-secret-env VAR  su secreto, leído de $VAR (nunca de la línea de comandos)
  --scope "a b"          los ámbitos que pedir cuando el servidor no nombra ninguno`,
  'cli.help.signInFlags': `  --no-browser           inicia sesión sin abrir un navegador: abre tú la dirección
                         impresa (en cualquier máquina) y pega aquí la dirección en la que
                         termina el navegador (http://127.0.0.1:…/callback?…)
  --callback-port '<n>'    escucha la redirección del inicio de sesión en este puerto (para
                         servidores que exigen una dirección de redirección exacta); un
                         puerto ocupado es un error`,

  'cli.check.label':
    '{label, select, input {entrada} entry {elemento} mode {modo} address {dirección} host {host} punycode {punycode} port {puerto} opens {abre} warning {aviso} verdict {veredicto} kind {tipo} format {formato} limits {límites} default {defecto} options {opciones} other {pista}}',
  'cli.check.era': '{description} (protocolo {era})',
  'cli.check.message': 'Mensaje',
  'cli.check.none': '(ninguno)',
  'cli.check.fields': 'Campos ({count, number})',
  'cli.check.noFields': 'Sin campos: a la persona solo se le pide aceptar, rechazar o cancelar.',
  'cli.check.required': 'obligatorio',
  'cli.check.optional': 'opcional',
  'cli.check.kind': '{kind}, widget {widget}',
  'cli.check.kindVariant': '{kind} ({variant}), widget {widget}',
  'cli.check.more': '{count, plural, one {… y # más} many {… y # más} other {… y # más}}',
  'cli.check.url': 'URL',
  'cli.check.same': '(igual)',
  'cli.check.canOpen': '<good>se puede abrir cuando la persona lo consienta</good>',
  'cli.check.blocked': '<bad>bloqueada: {reason}</bad>',
  'cli.check.diagnostics': 'Diagnósticos',
  'cli.check.diagnosticsNone': 'ninguno',
  'cli.check.diagnosticsCount':
    '{errors, plural, one {# error} many {# errores} other {# errores}}, {warnings, plural, one {# aviso} many {# avisos} other {# avisos}}, {info, number} info en total',
  'cli.check.formLevelNone': 'ninguno sobre la solicitud en conjunto (ver los campos de arriba)',
  'cli.check.heading': '{severity, select, error {Errores} warning {Avisos} other {Info}}',
  'cli.check.severity': '{severity, select, error {error} warning {aviso} other {info}}',
  'cli.check.verdict': 'Veredicto',
  'cli.check.accept': 'Aceptar',
  'cli.check.answer': 'Respuesta',
  'cli.check.nothingToCheck': '<bad>nada que comprobar</bad>: {reason}',
  'cli.check.possible': '<good>posible</good>',
  'cli.check.notPossible': '<bad>no posible</bad>: {reason}',
  'cli.check.unknownReason': 'motivo desconocido',
  'cli.check.valid': '<good>válida</good>; el cliente envía:',
  'cli.check.invalid':
    '{count, plural, one {<bad>no válida</bad> (# problema)} many {<bad>no válida</bad> (# problemas)} other {<bad>no válida</bad> (# problemas)}}',
  'cli.check.wholeAnswer': 'respuesta',

  'cli.check.input.jsonType':
    '{type, select, null {un null JSON, no un objeto} array {un array JSON, no un objeto} number {un número JSON, no un objeto} boolean {un booleano JSON, no un objeto} other {una cadena JSON, no un objeto}}',
  'cli.check.input.rpcRequest':
    '{method, select, none {una solicitud JSON-RPC sin método} other {una solicitud JSON-RPC {method}}}',
  'cli.check.input.rpcInputRequired': 'una respuesta JSON-RPC con un resultado input_required',
  'cli.check.input.rpcUrlRequiredCode': 'un URLElicitationRequiredError JSON-RPC ({code})',
  'cli.check.input.rpcUrlRequired': 'un URLElicitationRequiredError JSON-RPC',
  'cli.check.input.rpcResponse': 'una respuesta JSON-RPC',
  'cli.check.input.requestsMap': 'un mapa inputRequests',
  'cli.check.input.inputRequired': 'un resultado input_required',
  'cli.check.input.request':
    '{method, select, none {una solicitud sin método} other {una solicitud {method}}}',
  'cli.check.input.entry': 'una entrada de inputRequests ({method})',
  'cli.check.input.params': 'parámetros {method}',
  'cli.check.input.schema': 'un requestedSchema suelto',
  'cli.check.input.unrecognised': 'un objeto JSON no reconocido',
  'cli.check.reason.jsonType':
    '{type, select, null {La entrada es un null JSON; una solicitud, un resultado, unos parámetros o un esquema siempre son un objeto JSON.} array {La entrada es un array JSON; una solicitud, un resultado, unos parámetros o un esquema siempre son un objeto JSON.} number {La entrada es un número JSON; una solicitud, un resultado, unos parámetros o un esquema siempre son un objeto JSON.} boolean {La entrada es un booleano JSON; una solicitud, un resultado, unos parámetros o un esquema siempre son un objeto JSON.} other {La entrada es una cadena JSON; una solicitud, un resultado, unos parámetros o un esquema siempre son un objeto JSON.}}',
  'cli.check.reason.rpcRequest':
    '{method, select, none {Es una solicitud JSON-RPC sin método, no {elicit}.} other {Es una solicitud JSON-RPC {method}, no {elicit}.}}',
  'cli.check.reason.noElicitations':
    'Este URLElicitationRequiredError no lista ninguna elicitación en error.data.elicitations.',
  'cli.check.reason.rpcResponse':
    'Esta respuesta JSON-RPC no es ni un resultado input_required ni un URLElicitationRequiredError, así que no pregunta nada.',
  'cli.check.reason.request':
    '{method, select, none {Es una solicitud sin método, no {elicit}.} other {Es una solicitud {method}, no {elicit}.}}',
  'cli.check.reason.onlyState':
    'Este resultado input_required solo lleva requestState: no le pregunta nada a la persona.',
  'cli.check.reason.noRequests':
    'Este resultado input_required no tiene inputRequests: no le pregunta nada a la persona.',
  'cli.check.reason.entry':
    '{method, select, none {La entrada de inputRequests {key} no tiene método, así que no es {elicit}.} other {La entrada de inputRequests {key} es una solicitud {method}, no {elicit}.}}',
  'cli.check.reason.noneElicit': 'Ninguna de las entradas de inputRequests es {elicit}.',
  'cli.check.note.requestIgnored': 'Se ignoró {flag} {key}: la entrada no tiene inputRequests.',
  'cli.check.note.noElicitationId':
    '{protocol} exige "elicitationId" en las solicitudes en modo URL; esta no lo tiene.',
  'cli.check.note.checkedFirst':
    '{count, plural, one {# elicitación aquí; se comprobó la primera.} many {# elicitaciones aquí; se comprobó la primera.} other {# elicitaciones aquí; se comprobó la primera.}}',
  'cli.check.note.elicitationIdIgnored':
    '"elicitationId" no forma parte de {protocol}; los clientes lo ignoran.',
  'cli.check.note.notInputRequired':
    'Tiene "inputRequests" pero no resultType "input_required"; se lee como tal de todos modos.',
  'cli.check.note.entryNotChecked':
    '{method, select, none {La entrada de inputRequests {key} no tiene método; no se comprueba.} other {La entrada de inputRequests {key} es una solicitud {method}; no se comprueba.}}',
  'cli.check.note.checkedKey':
    "{count, plural, one {# elicitación aquí; se comprobó {key}. Elige otra con {flag} '<clave>' ({keys}).} many {# elicitaciones aquí; se comprobó {key}. Elige otra con {flag} '<clave>' ({keys}).} other {# elicitaciones aquí; se comprobó {key}. Elige otra con {flag} '<clave>' ({keys}).}}",
  'cli.check.note.unrecognised':
    'No se reconoce como solicitud, resultado, parámetros o esquema; se lee como parámetros de elicitation/create.',

  'cli.connecting': 'Conectando con {where}…',
  'cli.calling': 'Llamando a {tool} en {where}…',
  'cli.sending': 'Enviando la respuesta a {where}…',
  'cli.roundSent': '✔ Enviado a {where}: las respuestas guardadas para la ronda {round}',
  'cli.taskAsking': '{line} — la tarea en curso pregunta:',
  'cli.toolError': '{tool} informó de un error',
  'cli.detached': 'desacoplado; la tarea continúa. Sígala con: {command}',
  'cli.interrupted': 'interrumpido (Ctrl-C); la pregunta abierta se canceló.',
  'cli.interruptedTask':
    'interrumpido (Ctrl-C); la pregunta abierta se canceló y la tarea se canceló en el servidor.',
  'cli.callFailed': '{tool} falló ({code}): {detail}',
  'cli.questionRefused':
    '{server} hizo una pregunta que se rechazó antes de poder mostrarse: {why}',
  'cli.questionRefusedNoReason':
    '{server} hizo una pregunta que se rechazó antes de poder mostrarse.',
  'cli.couldNotConnect': 'no se pudo conectar con {where}: {detail}',
  'cli.localeUnknown': '{flag} {tag} no es un idioma incluido; se usa el inglés',
  'cli.themeIgnored': 'ELICITKIT_THEME: se ignoró {items}',
  'cli.tools.couldNotList': '{where} no pudo listar sus herramientas: {detail}',
  'cli.tools.heading':
    '{count, plural, one {# herramienta en {server}:} many {# herramientas en {server}:} other {# herramientas en {server}:}}',
  'cli.tools.server': '{id} (se hace llamar «{name}»)',
  'cli.tools.args': 'argumentos:',
  'cli.tools.noArgs': 'ninguno',
  'cli.usage.seeHelp': 'Uso: {help}',
  'cli.usage.unknownCommand': 'orden desconocida {name}',
  'cli.usage.unknownOption': 'opción desconocida {option}',
  'cli.usage.commandList': 'Órdenes: {list}.',
  'cli.usage.noValue': 'la opción {option} no lleva valor',
  'cli.usage.needsValue': 'la opción {option} necesita un valor',
  'cli.usage.givenTwice': 'opción {option} dada dos veces',
  'cli.usage.unexpected': 'argumento inesperado {argument}',
  'cli.usage.whichTool': '¿qué herramienta? indique su nombre después del servidor',
  'cli.usage.whichTask': '¿qué tarea? indique su id después del servidor',
  'cli.usage.argsObject': '{flag} debe ser un objeto JSON con los argumentos de la herramienta',
  'cli.usage.answersObject':
    '{label} debe ser un objeto JSON de claves de entrada o nombres de campo',
  'cli.usage.answersStar': '{label}: {star} debe ser {choices}',
  'cli.usage.protocol': '{flag} debe ser {choices}, no {value}',
  'cli.usage.noServer': 'indique el servidor: una URL http(s), o {stdio}',
  'cli.usage.notUrlStdio': '{text} no es una URL (para una orden local use {stdio})',
  'cli.usage.notUrl': '{text} no es una URL',
  'cli.usage.notHttp': 'la URL del servidor debe ser http o https, no {scheme}',
  'cli.usage.serverUrl': 'indique la URL http(s) del servidor',
  'cli.usage.unclosedQuote': '{flag}: comilla {quote} sin cerrar',
  'cli.usage.noCommand': '{flag} necesita una orden, como {example}',
  'cli.usage.missingFile': 'falta {file}: indique un archivo JSON, o - para la entrada estándar',
  'cli.usage.oneFile': 'se esperaba un {file}, llegaron {count, number}: {extra}',
  'cli.usage.stdinOnce':
    'la entrada estándar solo se puede leer una vez: indique la entrada o {flag} como archivo',
  'cli.usage.badHeader': '{flag} debe tener la forma {example}',
  'cli.usage.envNotSet': '{flag} {name}: la variable de entorno no está definida',
  'cli.usage.needsFlag': '{flag} necesita {other}',
  'cli.usage.signInFlagsHttp':
    'las opciones de inicio de sesión son para servidores HTTP (pase los secretos a los servidores {stdio} en su entorno)',
  'cli.usage.port': '{flag} debe ser un número de puerto de 1 a 65535',
  'cli.usage.authSubcommand': 'la única suborden de {command} es {sub}',
  'cli.usage.noLoginNeeded': '{first} y {second} no necesitan iniciar sesión',
  'cli.internalError': 'error interno (un fallo de elicitkit): {detail}',
  'cli.json.input': 'la entrada {file}',
  'cli.json.inputStdin': 'la entrada (entrada estándar)',
  'cli.json.flagFile': 'el archivo de {flag} {file}',
  'cli.json.flagFileStdin': 'el archivo de {flag} (entrada estándar)',
  'cli.json.flagValue': '{flag}',
  'cli.json.readingTerminal': 'leyendo {label} desde la terminal; termínela con Ctrl-D',
  'cli.json.cannotRead': 'no se puede leer {label}: {reason}',
  'cli.json.empty': '{label} está vacío, no es JSON',
  'cli.json.invalid': '{label} no es JSON válido: {reason}',
  'cli.json.noSuchFile': 'no existe el archivo',
  'cli.json.isDirectory': 'es un directorio',
  'cli.json.permission': 'permiso denegado',
  'cli.json.other': '{detail}',
  'cli.result.link': '[enlace {uri}]',
  'cli.result.resource': '[recurso {uri}]',
  'cli.usage.noSuchRequest': '{flag} {key}: no hay tal entrada en inputRequests (hay {keys})',
  'cli.tools.serverVersion': '{id} (se hace llamar «{name}» {version})',
  'auth.cli.page': 'La página de inicio de sesión de {server}:',
  'auth.cli.paste':
    'Ábrela en un navegador y pega aquí la dirección en la que termina el navegador:',
  'auth.cli.noBrowser': 'No se pudo abrir ningún navegador: abre tú la dirección de arriba.',
  'auth.cli.badPaste': 'Esa no es la dirección en la que terminó el navegador.',
  'auth.cli.timedOut': 'No volvió ningún inicio de sesión en cinco minutos.',
  'auth.cli.signedIn': 'Sesión iniciada en {server}.',
  'auth.cli.incomplete': 'El inicio de sesión en {server} no se completó: {reason}',
  'auth.cli.unreachable': 'No se pudo contactar con {server}: {reason}',
  'auth.cli.portBusy':
    '--callback-port {port}: ese puerto en 127.0.0.1 está ocupado; libéralo o elige otro.',
  'auth.cli.runLogin': '{server} te pide iniciar sesión; ejecuta: elicitkit login {url}',
  'auth.cli.notSignedIn': 'No has iniciado sesión en {server}; no hay nada que olvidar.',
  'auth.cli.signedOutRevoked':
    'Sesión cerrada en {server}: los tokens se revocaron en el servidor de autorización y se borraron aquí.',
  'auth.cli.signedOutLocal':
    'Sesión cerrada en {server}: los tokens se borraron aquí (el servidor no ofrece revocación, o falló).',
  'auth.cli.callbackPage': 'Listo. Puedes cerrar esta pestaña y volver a la terminal.',
  'auth.cli.storeFiles': 'Las sesiones se guardan en archivos en {dir}.',
  'auth.cli.noneKept': 'No hay sesiones guardadas.',
  'auth.cli.notSignedInTo': 'No has iniciado sesión en {server}.',
  'auth.cli.storeRepaired':
    'Otros usuarios podían leer o cambiar {path}; ahora solo tú tienes acceso.',
  'auth.cli.storeRefused':
    '{path} es un enlace, una carpeta o pertenece a otro usuario, así que elicitkit no lo leyó y no guarda ningún inicio de sesión allí. Elimínalo y vuelve a iniciar sesión.',
  'auth.cli.storeUnreadable':
    'El inicio de sesión guardado en {path} no se puede leer, así que no se usa. Vuelve a iniciar sesión.',
  'auth.cli.storeKeyring':
    'Las sesiones se guardan en el llavero del sistema; las que queden en archivos en {dir} pasan a él la próxima vez que se usen.',
  'auth.cli.keptInKeyring': 'Guardada en el llavero del sistema.',
  'auth.cli.keptInFile': 'Guardada en un archivo en {dir}.',
  'auth.cli.logoutKeyringUnanswered':
    'El llavero del sistema no respondió: puede que siga allí una sesión de {server}. Desbloquéelo y vuelva a ejecutar logout.',
  'auth.cli.keyringUnavailable':
    'El llavero del sistema no respondió (está bloqueado o aquí no hay ninguno), así que las sesiones se guardan en archivos en {path}, legibles solo por ti.',
  'auth.cli.keyringUnreadable':
    'La sesión de {path} en el llavero del sistema no se puede leer, así que no se usa. Vuelve a iniciar sesión.',
  'cli.serverLog':
    'La biblioteca MCP registró (puede citar al servidor o al servidor de autorización; no son palabras de elicitkit): {text}',
  'cli.summary.doctor':
    'inicia un servidor MCP de prueba y califica cómo un cliente maneja la elicitación',
  'cli.help.doctor': `Uso: elicitkit doctor [opciones]

Inicia en 127.0.0.1 un servidor MCP que califica la elicitación de un cliente
MCP: apunte su cliente a él, llame a cada herramienta doctor_ y haga lo que dice
su descripción; después lea el boletín. Habla 2026-07-28 (rondas
input_required) y 2025-11-25 (elicitation/create enviado por el servidor),
por Streamable HTTP o stdio.

Opciones:
  --port '<n>'          el puerto (por defecto: cualquier puerto libre)
  --stdio             MCP por stdin/stdout; el boletín sigue en HTTP
  --json '<file>'       mantener un boletín legible por máquina en este archivo
  --auto              sin persona: cada pregunta termina con la respuesta que
                      debe dar una persona guionizada (vea apps/cli/README.md, "doctor")
  -h, --help          mostrar esta ayuda

El boletín está en la dirección mostrada y se actualiza a medida que avanzan las
comprobaciones. Ctrl-C detiene el doctor.
`,
  'cli.usage.badPort': '--port debe ser un número de 0 a 65535, no {port}',
} satisfies CliMessages;

const catalogue: CliLocaleCatalogue = Object.freeze({
  locale: 'es',
  dir: 'ltr',
  messages: Object.freeze(messages),
});
export default catalogue;
