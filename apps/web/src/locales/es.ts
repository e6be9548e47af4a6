import kit from '@elicitkit/core/locales/es';
import type { DemoCatalogue, DemoMessages } from './DemoCatalogue.js';

/** The web demo's Spanish words, beside core's Spanish catalogue. */
const messages: DemoMessages = {
  'page.title': 'Demo web de elicitkit',
  'page.intro':
    'Un servidor MCP le hace preguntas en mitad de una llamada a una herramienta; esta página las muestra y devuelve sus respuestas.',
  'page.footer': 'El mismo flujo en una terminal: <code>{command}</code>',
  'theme.label': 'Tema',
  'theme.system': 'Sistema',
  'theme.light': 'Claro',
  'theme.dark': 'Oscuro',
  'connect.form': 'Servidor',
  'connect.url': 'URL del servidor MCP',
  'connect.protocol': 'Protocolo',
  'connect.protocol.auto': 'automático ({newer}, si no {older})',
  'connect.protocol.only': 'solo {version}',
  'connect.button': 'Conectar',
  'connect.status.idle': 'Sin conexión.',
  'connect.status.connecting': 'Conectando con {url}…',
  'connect.status.connected':
    'Conectado a {server} en {url} · {protocol} · {count, plural, one {# herramienta} many {# de herramientas} other {# herramientas}}',
  'connect.status.connectedUnnamed':
    'Conectado a un servidor en {url} · {protocol} · {count, plural, one {# herramienta} many {# de herramientas} other {# herramientas}}',
  'tools.heading': 'Herramientas',
  'tools.loading': 'Cargando herramientas…',
  'tools.connectFirst': 'Conéctese para ver las herramientas.',
  'tools.none': 'Este servidor no ofrece herramientas.',
  'tools.destructive': 'destructiva',
  'tools.callHeading': 'Llamar a <code>{tool}</code>',
  'args.form': 'Argumentos de {tool}',
  'args.modes': 'Editar los argumentos como',
  'args.mode.form': 'Formulario',
  'args.mode.json': 'JSON',
  'args.none': 'Esta herramienta no recibe argumentos.',
  'args.json.label': 'Argumentos (JSON)',
  'args.json.invalid': 'JSON no válido: <code>{detail}</code>',
  'args.json.notObject': 'Los argumentos deben ser un objeto JSON, como <code>{example}</code>.',
  'args.notCalled': 'No se llamó:',
  'args.fixMarked': 'corrija los argumentos marcados arriba.',
  'args.call': 'Llamar a {tool}',
  'args.clear': 'Borrar la respuesta<hidden> a {name}</hidden>',
  'args.choose': 'Elegir…',
  'args.notSet': '(sin valor)',
  'args.jsonOnly.fields':
    'Un formulario no puede expresar {names}: edite los argumentos como JSON.',
  'args.jsonOnly.schema': 'Un formulario no puede expresar este esquema:',
  'args.jsonOnly.keywords':
    '{count, plural, one {usa la palabra clave {keywords}, que un formulario no lee.} many {usa las palabras clave {keywords}, que un formulario no lee.} other {usa las palabras clave {keywords}, que un formulario no lee.}}',
  'args.jsonOnly.anyName': 'Acepta argumentos con cualquier nombre.',
  'args.jsonOnly.useJson': 'Edite los argumentos como JSON.',
  'call.heading': 'Llamada actual',
  'call.none': 'Todavía no hay ninguna llamada.',
  'call.line':
    '<code>{tool}</code> {status, select, running {está en curso ({phase})} stopped {detenida} complete {completada} other {fallida}}',
  'call.phase':
    '{phase, select, calling {llamando} awaiting-input {esperando una respuesta} authorizing {iniciando sesión} task {siguiendo su tarea} retrying {enviando las respuestas} moved {trasladada a {server}} other {{phase}}}',
  'call.stop': 'Detener la llamada',
  'call.stopAbout':
    'Termina toda la llamada a {tool}. Para omitir solo una pregunta, use su botón «{cancel}».',
  'call.stopped': 'Usted detuvo la llamada a {tool}; no terminó.',
  'call.done': 'Listo: el resultado está al final de las rondas de abajo.',
  'call.discardSaved': 'Descartar la llamada guardada',
  'rounds.heading': 'Rondas',
  'rounds.empty':
    'Llame a una herramienta: cada pregunta del servidor, su respuesta y el requestState devuelto aparecen aquí.',
  'rounds.tool': 'Herramienta',
  'rounds.era': 'Era',
  'rounds.negotiated': '(negociada {version})',
  'rounds.server': 'Servidor',
  'rounds.resumedOn': '→ reanudada en <code>{server}</code>',
  'rounds.resume': 'Reanudación',
  'rounds.restarted':
    'empezada de nuevo: no había nada reanudable abierto (una llamada 2025-11-25 guarda su estado en la sesión del servidor, que termina con la página)',
  'rounds.status': 'Estado',
  'rounds.statusValue':
    '{status, select, running {en curso ({phase})} stopped {detenida} complete {completada} other {fallida}}',
  'rounds.task': 'Tarea',
  'rounds.taskRuns': '(se ejecuta en el servidor; al recargar se vuelve a seguir)',
  'rounds.noQuestions': 'Todavía no hay preguntas.',
  'rounds.final': 'Resultado final',
  'rounds.failed': 'Falló: <code>{kind}</code>',
  'rounds.round': 'Ronda {round}',
  'rounds.question.task': 'Pregunta {position} (hecha por la tarea en curso)',
  'rounds.question.urlRequired': 'Pregunta {position} (URL requerida, -32042)',
  'rounds.question.pushed': 'Pregunta {position} (elicitation/create enviado por el servidor)',
  'rounds.keyLabel':
    '{label, select, elicitationId {elicitationId} requestId {id de solicitud} other {clave}}',
  'rounds.beforeReload': 'antes de recargar',
  'rounds.asked': 'Preguntado',
  'rounds.answered': 'Respondido',
  'rounds.requestState': 'requestState',
  'rounds.waiting': 'esperando…',
  'rounds.notAnswered': 'sin respuesta',
  'history.summary': 'Llamadas anteriores ({count})',
  'history.noAnswers': 'No se envió ninguna respuesta.',
  'rounds.noMessage': '(sin mensaje)',
  'rounds.noFields': 'sin campos',
  'rounds.fieldKind':
    '{kind, select, text {texto} number {número} integer {número entero} boolean {sí/no} select {una opción} multiselect {varias opciones} other {no admitido}}',
  'rounds.open': 'abrir <code>{url}</code>',
  'rounds.stateOnly': 'nada: el servidor solo quiere recuperar su requestState',
  'rounds.state.task': 'ninguno: una tarea guarda su estado en el servidor',
  'rounds.state.session': 'ninguno: 2025-11-25 guarda el estado de la llamada en la sesión',
  'rounds.state.none': 'el servidor no envió ninguno',
  'rounds.state.size':
    '{length, plural, one {# carácter} many {# de caracteres} other {# caracteres}}, <code>{prefix}…</code>',
  'rounds.echo.exact': 'devuelto byte a byte',
  'rounds.echo.different': 'devuelto con cambios',
  'rounds.echo.missing': 'no devuelto',
  'rounds.echo.pending': 'por devolver',
  'result.isError': 'La herramienta informó de un error',
  'result.empty': '(resultado vacío)',
  'crash.title': 'La página de demostración encontró un error y dejó de dibujarse.',
  'crash.reload': 'Recargar la página',
  'error.serverSaid': 'El servidor dijo:',
  'page.language': 'Idioma',
  'connect.tryAgain': 'Intentar de nuevo',
  'call.retry': 'Reintentar',
  'error.connect.title': 'No se pudo conectar con {url}',
  'error.connect.hint':
    'Compruebe que la dirección es un punto de acceso MCP Streamable HTTP (suele terminar en /mcp).',
  'error.cors.title': 'El servidor respondió, pero el navegador bloqueó la respuesta (CORS)',
  'error.cors.allowOrigin':
    'El servidor debe permitir el origen de esta página, {origin}, en Access-Control-Allow-Origin.',
  'error.cors.preflight':
    'Su solicitud previa (OPTIONS) debe permitir las cabeceras content-type, mcp-protocol-version, mcp-method, mcp-name y mcp-session-id, y debe exponer mcp-session-id.',
  'error.cors.demoServer':
    'El servidor de demostración de elicitkit permite los orígenes localhost de forma predeterminada; consulte --allow-origin.',
  'error.down.title': 'Nada respondió en {url}',
  'error.down.running':
    '¿Está en marcha el servidor? `npm start` inicia el servidor de referencia y esta página a la vez.',
  'error.down.port': 'Si funciona en otro puerto, escriba su dirección arriba y elija Conectar.',
  'error.call.failed': 'La llamada falló',
  'error.call.cors':
    'Si el servidor está en marcha, puede que no permita el origen de esta página (CORS).',
  'error.call.roundLimit': 'El servidor no dejó de preguntar',
  'error.call.roundLimitHint': 'Puede que esté atrapado en un bucle.',
  'error.call.missingCapability': 'Esta herramienta necesita algo que esta página no declaró',
  'error.call.requestStateRejected': 'El servidor rechazó el estado de llamada guardado',
  'error.call.requestStateRejectedHint':
    'El estado caducó, se modificó o lo creó un servidor con otro --secret. Empiece la llamada de nuevo.',
  'error.call.unknownResultType': 'El servidor envió un resultado que esta página no puede leer',
  'error.call.aborted': 'La llamada se canceló',
  'error.call.legTimeout': 'El servidor tardó demasiado',
  'error.call.legTimeoutHint':
    'Puede que la solicitud llegara a la herramienta, así que no se vuelve a enviar: una segunda ejecución podría repetir su efecto.',
  'error.call.legFailed': 'Falló la conexión con el servidor',
  'error.call.legFailedHint':
    'Si la solicitud nunca llegó al servidor, sus respuestas se conservan y Reintentar la reenvía cuando el servidor vuelva.',
  'error.call.urlLoop': 'El servidor volvió a pedir la misma página',
  'error.call.urlDeclined': 'La llamada necesita una página que usted no abrió',
  'error.call.unsupportedInputRequest': 'El servidor pidió algo que esta página no puede responder',
  'error.call.invalidContent': 'La respuesta no encajaba en el formulario',
  'error.call.outputSchema': 'El resultado no coincidía con el esquema de salida de la herramienta',
  'error.call.requestNotSent': 'La solicitud se rechazó antes de enviarse',
  'error.call.server': 'El servidor rechazó la llamada',
  'error.call.renderer': 'El formulario no pudo responder',
  'error.call.resumeMismatch': 'La llamada guardada no se puede reanudar aquí',
  'error.background': 'Algo falló en segundo plano',
  'error.resume.failed': 'No se pudo reanudar la llamada guardada a {tool}',
  'error.resume.taskElsewhere': 'La llamada guardada a {tool} es una tarea en otro servidor',
  'error.resume.taskHint':
    'La tarea ({status}) sigue allí. Conéctese a ese servidor para seguirla, o descártela aquí.',
};

const catalogue: DemoCatalogue = Object.freeze({ kit, messages: Object.freeze(messages) });
export default catalogue;
