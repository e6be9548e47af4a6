import type { TerminalLocaleCatalogue, TerminalMessages } from '../messages/TerminalLocalizer.js';

/** The terminal's German words: `import de from '@elicitkit/ink/locales/de'`. */
const messages = {
  'identity.questionFrom': 'Frage von <id>{id}</id>',
  'identity.requestFrom': 'Anfrage von <id>{id}</id>',
  'identity.idWithUrl': '{id} ({url})',
  'identity.callsItself': 'Er nennt sich „{name}“ (Selbstauskunft, nicht geprüft)',
  'identity.callsItselfVersion': 'Er nennt sich „{name} {version}“ (Selbstauskunft, nicht geprüft)',
  'form.noMessage': '(Der Server hat keine Nachricht geschickt.)',
  'form.acceptUnavailableTerminal':
    '✖ Annehmen ist nicht möglich: {reason} Wählen Sie Ablehnen oder Abbrechen.',
  'summary.notSent':
    '{count, plural, one {Nicht gesendet: # Antwort braucht Aufmerksamkeit (rot markiert).} other {Nicht gesendet: # Antworten brauchen Aufmerksamkeit (rot markiert).}}',
  'summary.needAttention':
    '{count, plural, one {# Antwort braucht Aufmerksamkeit} other {# Antworten brauchen Aufmerksamkeit}}',
  'list.more': '{marker} {count, plural, one {# weitere} other {# weitere}}',
  'list.noMatch': 'Keine Option beginnt mit „{text}“.',
  'url.consent.asksToOpenBrowser': 'Sie werden gebeten, diese Adresse in Ihrem Browser zu öffnen:',
  'url.consent.reallyHost': ' (tatsächlich <host>{ascii}</host>)',
  'url.consent.port': ' Port {port}',
  'url.consent.blockedTerminal': '✖ Diese Adresse kann nicht geöffnet werden: {reason}',
  'url.consent.copyLine': 'Diese Adresse kopieren (eine Zeile):',
  'outcome.noMessage': '(keine Nachricht)',
  'terminal.scroll': '{position} PgUp/PgDn',
  'terminal.keys.buttons': '←→ wählen · Enter drücken · Tab/Shift-Tab wechseln · Esc abbrechen',
  'terminal.keys.enterSend': 'Enter senden',
  'terminal.keys.enterNext': 'Enter weiter',
  'terminal.keys.text': '{enter} · Tab/↑↓ wechseln · Ctrl-S senden · Esc abbrechen',
  'terminal.editing':
    'Diese Antwort wird in Ihrem Editor bearbeitet; speichern und beenden Sie ihn, um zurückzukehren.',
  'terminal.noFields': 'Es werden keine Angaben erfragt: Annehmen bestätigt.',
  'terminal.choice.nothingYet': 'Noch nichts gewählt: ↓ oder Space wählt eine Option',
  'terminal.noAnswer': '(keine Antwort)',
  'terminal.keys.url': '←→/Tab wählen · Enter drücken · Esc abbrechen',
  'terminal.url.site': 'Website:',
  'terminal.acceptUnavailable': 'Annehmen nicht möglich: {reason}',
  'terminal.keys.textSecret':
    '{enter} · Tab/↑↓ wechseln · Ctrl-S senden · Esc abbrechen · Ctrl-T zeigen/verbergen',
  'terminal.keys.textEditor':
    '{enter} · Tab/↑↓ wechseln · Ctrl-S senden · Esc abbrechen · Ctrl-G Editor',
  'terminal.keys.checkbox':
    '↑↓ wechseln · Space ankreuzen · Tab nächstes Feld · {enter} · Esc abbrechen',
  'terminal.keys.choice': '↑↓ wählen · Tab nächstes Feld · {enter} · Esc abbrechen · Ctrl-S senden',
  'terminal.keys.yesNo':
    'Space/{yes}/{no} antworten · Tab/↑↓ wechseln · {enter} · Esc abbrechen · Ctrl-S senden',
  'terminal.yesNoHelp':
    'Drücken Sie Space, um zwischen Ja und Nein zu wechseln, oder tippen Sie {yes} oder {no}.',
  'terminal.yesKey': 'j',
  'terminal.noKey': 'n',
  'terminal.ctrlDForm':
    'Ctrl-D schließt diese Frage nicht; Ihre Antworten bleiben erhalten. Esc bricht ab, Ctrl-S sendet.',
  'terminal.ctrlDUrl': 'Ctrl-D schließt diese Frage nicht. Esc bricht ab.',
  'terminal.discardConfirm':
    'Ihre Antworten verwerfen? Esc noch einmal verwirft sie; jede andere Taste behält sie.',
  'terminal.editor.textOnly': 'Ctrl-G öffnet Ihren Editor nur für Textantworten.',
  'terminal.editor.taken':
    '{lines, plural, one {Antwort aus Ihrem Editor übernommen (# Zeile).} other {Antwort aus Ihrem Editor übernommen (# Zeilen).}}',
  'terminal.editor.unset':
    'Setzen Sie $VISUAL oder $EDITOR, um diese Antwort in Ihrem Editor zu schreiben.',
  'terminal.editor.startFailed': '{editor} konnte nicht gestartet werden: {detail}',
  'terminal.editor.stopped': '{editor} wurde angehalten ({signal}); die Antwort ist unverändert.',
  'terminal.editor.exited':
    '{editor} wurde mit Status {status} beendet; die Antwort ist unverändert.',
  'terminal.editor.failed': 'Bearbeiten in {editor} nicht möglich: {detail}',
  'terminal.editor.secret':
    'Nicht für dieses Feld: Es sieht nach einem Geheimnis aus, und der Editor bekäme es als Datei.',
  'terminal.draft.restored':
    'Ihre Eingaben von {when} wurden wiederhergestellt, nicht gesendet. Ctrl-R setzt ein Feld zurück.',
  'terminal.draft.justNow': 'gerade eben',
  'terminal.draft.minutesAgo': '{count, plural, one {vor # Minute} other {vor # Minuten}}',
  'terminal.draft.hoursAgo': '{count, plural, one {vor # Stunde} other {vor # Stunden}}',
  'terminal.open.notFound': '{command} nicht gefunden',
  'terminal.open.exited': '{command} wurde mit {status} beendet',
  'terminal.keys.stopAsking': 'Ctrl-X {who} nicht mehr fragen lassen',
  'terminal.arming':
    'Tasten werden einen Moment lang ignoriert, damit keine vorher getippte diese Frage beantwortet…',
  'terminal.messageFolded':
    '{count, plural, one {… und # weiteres Zeichen der Nachricht, nicht angezeigt: sie ist zu lang, um sie ganz zu zeigen} other {… und # weitere Zeichen der Nachricht, nicht angezeigt: sie ist zu lang, um sie ganz zu zeigen}}',
  'terminal.messageFoldedKey': 'Ctrl-O zeigt die ganze Nachricht.',
  'terminal.reading': 'Die ganze Nachricht, etwa {percent} % gelesen',
  'terminal.keys.reading': '↑↓ PgUp/PgDn blättern · Home Anfang · Esc zurück zur Frage',
  'terminal.tooLarge':
    'Diese Frage ist zu groß für ein Terminal ({fields} Felder, {characters} Zeichen Nachricht; die Grenzen sind {maxFields} und {maxCharacters}). Sie wird nicht angezeigt und abgebrochen.',
  'terminal.unavailableSuffix': ' (nicht verfügbar)',
  'terminal.noTerminal':
    '{who} hat „{message}“ gefragt, aber es gibt kein Terminal zum Antworten, daher wurde die Frage abgebrochen. Starten Sie in einem Terminal oder geben Sie eine Antwortregel an, um automatisch zu antworten.',
  'terminal.moreWaiting':
    '{count, plural, one {# weitere Frage wartet} other {# weitere Fragen warten}}',
  'url.consent.failedTerminal':
    'Das Öffnen der Seite konnte nicht bestätigt werden ({problem}). Kopieren Sie diese Adresse in einen Browser, schließen Sie den Schritt dort ab und wählen Sie dann „Ich bin fertig“ (sie steht oben in einer Zeile).',
  'url.consent.failedNoDetailTerminal':
    'Das Öffnen der Seite konnte nicht bestätigt werden. Kopieren Sie diese Adresse in einen Browser, schließen Sie den Schritt dort ab und wählen Sie dann „Ich bin fertig“ (sie steht oben in einer Zeile).',
} satisfies TerminalMessages;

const catalogue: TerminalLocaleCatalogue = Object.freeze({
  locale: 'de',
  dir: 'ltr',
  messages: Object.freeze(messages),
});
export default catalogue;
