import kit from '@elicitkit/core/locales/de';
import type { DemoCatalogue, DemoMessages } from './DemoCatalogue.js';

/** The web demo's German words, beside core's German catalogue. */
const messages: DemoMessages = {
  'page.language': 'Sprache',
  'connect.tryAgain': 'Erneut versuchen',
  'call.retry': 'Wiederholen',
  'error.connect.title': 'Keine Verbindung zu {url}',
  'error.connect.hint':
    'Prüfen Sie, ob die Adresse ein MCP-Streamable-HTTP-Endpunkt ist (sie endet meist auf /mcp).',
  'error.cors.title':
    'Der Server hat geantwortet, aber der Browser hat die Antwort blockiert (CORS)',
  'error.cors.allowOrigin':
    'Der Server muss den Ursprung dieser Seite, {origin}, in Access-Control-Allow-Origin erlauben.',
  'error.cors.preflight':
    'Sein Preflight (OPTIONS) muss die Header content-type, mcp-protocol-version, mcp-method, mcp-name und mcp-session-id erlauben, und er muss mcp-session-id freigeben.',
  'error.cors.demoServer':
    'Der elicitkit-Demoserver erlaubt standardmäßig localhost-Ursprünge; siehe --allow-origin.',
  'error.down.title': 'Unter {url} hat nichts geantwortet',
  'error.down.running':
    'Läuft der Server? `npm start` startet den Referenzserver zusammen mit dieser Seite.',
  'error.down.port':
    'Läuft er auf einem anderen Port, tragen Sie oben seine Adresse ein und wählen Sie Verbinden.',
  'error.call.failed': 'Der Aufruf ist fehlgeschlagen',
  'error.call.cors':
    'Wenn der Server läuft, erlaubt er den Ursprung dieser Seite vielleicht nicht (CORS).',
  'error.call.roundLimit': 'Der Server hat immer weiter gefragt',
  'error.call.roundLimitHint': 'Er steckt vielleicht in einer Schleife.',
  'error.call.missingCapability':
    'Dieses Werkzeug braucht etwas, das diese Seite nicht angegeben hat',
  'error.call.requestStateRejected': 'Der Server hat den gespeicherten Aufrufzustand abgelehnt',
  'error.call.requestStateRejectedHint':
    'Der Zustand ist abgelaufen, wurde verändert oder stammt von einem Server mit anderem --secret. Starten Sie den Aufruf neu.',
  'error.call.unknownResultType':
    'Der Server hat ein Ergebnis gesendet, das diese Seite nicht lesen kann',
  'error.call.aborted': 'Der Aufruf wurde abgebrochen',
  'error.call.legTimeout': 'Der Server hat zu lange gebraucht',
  'error.call.legTimeoutHint':
    'Die Anfrage hat das Werkzeug vielleicht erreicht und wird daher nicht erneut gesendet: ein zweiter Lauf könnte seine Wirkung wiederholen.',
  'error.call.legFailed': 'Die Verbindung zum Server ist fehlgeschlagen',
  'error.call.legFailedHint':
    'Hat die Anfrage den Server nie erreicht, bleiben Ihre Antworten erhalten, und Wiederholen sendet sie erneut, sobald der Server wieder da ist.',
  'error.call.urlLoop': 'Der Server hat erneut nach derselben Seite gefragt',
  'error.call.urlDeclined': 'Der Aufruf braucht eine Seite, die Sie nicht geöffnet haben',
  'error.call.unsupportedInputRequest':
    'Der Server hat nach etwas gefragt, das diese Seite nicht beantworten kann',
  'error.call.invalidContent': 'Die Antwort passte nicht zum Formular',
  'error.call.outputSchema': 'Das Ergebnis passte nicht zum Ausgabeschema des Werkzeugs',
  'error.call.requestNotSent': 'Die Anfrage wurde abgelehnt, bevor sie gesendet wurde',
  'error.call.server': 'Der Server hat den Aufruf abgelehnt',
  'error.call.renderer': 'Das Formular konnte nicht antworten',
  'error.call.resumeMismatch': 'Der gespeicherte Aufruf kann hier nicht fortgesetzt werden',
  'error.background': 'Im Hintergrund ist etwas fehlgeschlagen',
  'error.resume.failed': 'Der gespeicherte Aufruf von {tool} konnte nicht fortgesetzt werden',
  'error.resume.taskElsewhere':
    'Der gespeicherte Aufruf von {tool} ist eine Aufgabe auf einem anderen Server',
  'error.resume.taskHint':
    'Die Aufgabe ({status}) läuft dort weiter. Verbinden Sie sich mit diesem Server, um sie zu verfolgen, oder verwerfen Sie sie hier.',
};

const catalogue: DemoCatalogue = Object.freeze({ kit, messages: Object.freeze(messages) });
export default catalogue;
