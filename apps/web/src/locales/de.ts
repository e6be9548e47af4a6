import kit from '@elicitkit/core/locales/de';
import type { DemoCatalogue, DemoMessages } from './DemoCatalogue.js';

/** The web demo's German words, beside core's German catalogue. */
const messages: DemoMessages = {
  'page.title': 'elicitkit-Webdemo',
  'page.intro':
    'Ein MCP-Server stellt Ihnen mitten in einem Werkzeugaufruf Fragen; diese Seite zeigt sie an und sendet Ihre Antworten zurück.',
  'page.footer': 'Derselbe Ablauf im Terminal: <code>{command}</code>',
  'theme.label': 'Design',
  'theme.system': 'System',
  'theme.light': 'Hell',
  'theme.dark': 'Dunkel',
  'connect.form': 'Server',
  'connect.url': 'URL des MCP-Servers',
  'connect.protocol': 'Protokoll',
  'connect.protocol.auto': 'automatisch ({newer}, sonst {older})',
  'connect.protocol.only': 'nur {version}',
  'connect.button': 'Verbinden',
  'connect.status.idle': 'Nicht verbunden.',
  'connect.status.connecting': 'Verbindung zu {url} wird hergestellt …',
  'connect.status.connected':
    'Verbunden mit {server} unter {url} · {protocol} · {count, plural, one {# Werkzeug} other {# Werkzeuge}}',
  'connect.status.connectedUnnamed':
    'Verbunden mit einem Server unter {url} · {protocol} · {count, plural, one {# Werkzeug} other {# Werkzeuge}}',
  'tools.heading': 'Werkzeuge',
  'tools.loading': 'Werkzeuge werden geladen …',
  'tools.connectFirst': 'Verbinden Sie sich, um die Werkzeuge aufzulisten.',
  'tools.none': 'Dieser Server bietet keine Werkzeuge an.',
  'tools.destructive': 'destruktiv',
  'tools.callHeading': '<code>{tool}</code> aufrufen',
  'args.form': 'Argumente für {tool}',
  'args.modes': 'Argumente bearbeiten als',
  'args.mode.form': 'Formular',
  'args.mode.json': 'JSON',
  'args.none': 'Dieses Werkzeug nimmt keine Argumente.',
  'args.json.label': 'Argumente (JSON)',
  'args.json.invalid': 'Kein gültiges JSON: <code>{detail}</code>',
  'args.json.notObject': 'Die Argumente müssen ein JSON-Objekt sein, etwa <code>{example}</code>.',
  'args.notCalled': 'Nicht aufgerufen:',
  'args.fixMarked': 'Korrigieren Sie die oben markierten Argumente.',
  'args.call': '{tool} aufrufen',
  'args.clear': 'Antwort löschen<hidden> für {name}</hidden>',
  'args.choose': 'Auswählen …',
  'args.notSet': '(nicht gesetzt)',
  'args.jsonOnly.fields':
    'Ein Formular kann {names} nicht darstellen: Bearbeiten Sie die Argumente als JSON.',
  'args.jsonOnly.schema': 'Ein Formular kann dieses Schema nicht darstellen:',
  'args.jsonOnly.keywords':
    '{count, plural, one {Es verwendet das Schlüsselwort {keywords}, das ein Formular nicht liest.} other {Es verwendet die Schlüsselwörter {keywords}, die ein Formular nicht liest.}}',
  'args.jsonOnly.anyName': 'Es nimmt Argumente mit beliebigem Namen.',
  'args.jsonOnly.useJson': 'Bearbeiten Sie die Argumente als JSON.',
  'call.heading': 'Aktueller Aufruf',
  'call.none': 'Noch kein Aufruf.',
  'call.line':
    '<code>{tool}</code> {status, select, running {läuft ({phase})} stopped {angehalten} complete {abgeschlossen} other {fehlgeschlagen}}',
  'call.phase':
    '{phase, select, calling {wird aufgerufen} awaiting-input {wartet auf eine Antwort} authorizing {Anmeldung} task {folgt seiner Aufgabe} retrying {sendet die Antworten} moved {umgezogen nach {server}} other {{phase}}}',
  'call.stop': 'Aufruf beenden',
  'call.stopAbout':
    'Beendet den ganzen Aufruf von {tool}. Um nur eine Frage zu überspringen, nutzen Sie deren „{cancel}“.',
  'call.stopped': 'Sie haben den Aufruf von {tool} angehalten; er wurde nicht abgeschlossen.',
  'call.done': 'Fertig: Das Ergebnis steht am Ende der Runden unten.',
  'call.discardSaved': 'Gespeicherten Aufruf verwerfen',
  'rounds.heading': 'Runden',
  'rounds.empty':
    'Rufen Sie ein Werkzeug auf: Jede Frage des Servers, Ihre Antwort und der zurückgegebene requestState erscheinen hier.',
  'rounds.tool': 'Werkzeug',
  'rounds.era': 'Ära',
  'rounds.negotiated': '(ausgehandelt {version})',
  'rounds.server': 'Server',
  'rounds.resumedOn': '→ fortgesetzt auf <code>{server}</code>',
  'rounds.resume': 'Fortsetzen',
  'rounds.restarted':
    'neu begonnen: Nichts Fortsetzbares war offen (ein Aufruf nach 2025-11-25 hält seinen Zustand in der Sitzung des Servers, die mit der Seite endet)',
  'rounds.status': 'Status',
  'rounds.statusValue':
    '{status, select, running {läuft ({phase})} stopped {angehalten} complete {abgeschlossen} other {fehlgeschlagen}}',
  'rounds.task': 'Aufgabe',
  'rounds.taskRuns': '(sie läuft auf dem Server; nach einem Neuladen wird ihr wieder gefolgt)',
  'rounds.noQuestions': 'Noch keine Fragen.',
  'rounds.final': 'Endergebnis',
  'rounds.failed': 'Fehlgeschlagen: <code>{kind}</code>',
  'rounds.round': 'Runde {round}',
  'rounds.question.task': 'Frage {position} (von der laufenden Aufgabe gestellt)',
  'rounds.question.urlRequired': 'Frage {position} (URL erforderlich, -32042)',
  'rounds.question.pushed': 'Frage {position} (gesendetes elicitation/create)',
  'rounds.keyLabel':
    '{label, select, elicitationId {elicitationId} requestId {Anfrage-ID} other {Schlüssel}}',
  'rounds.beforeReload': 'vor dem Neuladen',
  'rounds.asked': 'Gefragt',
  'rounds.answered': 'Beantwortet',
  'rounds.requestState': 'requestState',
  'rounds.waiting': 'wartet …',
  'rounds.notAnswered': 'nicht beantwortet',
  'history.summary': 'Frühere Aufrufe ({count})',
  'history.noAnswers': 'Es wurden keine Antworten gesendet.',
  'rounds.noMessage': '(keine Nachricht)',
  'rounds.noFields': 'keine Felder',
  'rounds.fieldKind':
    '{kind, select, text {Text} number {Zahl} integer {ganze Zahl} boolean {Ja/Nein} select {eine Auswahl} multiselect {mehrere Auswahlen} other {nicht unterstützt}}',
  'rounds.open': 'öffnen: <code>{url}</code>',
  'rounds.stateOnly': 'nichts: Der Server möchte nur seinen requestState zurück',
  'rounds.state.task': 'keiner: Eine Aufgabe hält ihren Zustand auf dem Server',
  'rounds.state.session': 'keiner: 2025-11-25 hält den Zustand des Aufrufs in der Sitzung',
  'rounds.state.none': 'keiner vom Server gesendet',
  'rounds.state.size':
    '{length, plural, one {# Zeichen} other {# Zeichen}}, <code>{prefix}…</code>',
  'rounds.echo.exact': 'Byte für Byte zurückgegeben',
  'rounds.echo.different': 'verändert zurückgegeben',
  'rounds.echo.missing': 'nicht zurückgegeben',
  'rounds.echo.pending': 'wird zurückgegeben',
  'result.isError': 'Das Werkzeug hat einen Fehler gemeldet',
  'result.empty': '(leeres Ergebnis)',
  'crash.title': 'Die Demoseite ist auf einen Fehler gestoßen und zeichnet nicht mehr.',
  'crash.reload': 'Seite neu laden',
  'error.serverSaid': 'Der Server sagte:',
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
