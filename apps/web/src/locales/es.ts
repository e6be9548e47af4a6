import kit from '@elicitkit/core/locales/es';
import type { DemoCatalogue, DemoMessages } from './DemoCatalogue.js';

/** The web demo's Spanish words, beside core's Spanish catalogue. */
const messages: DemoMessages = {
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
