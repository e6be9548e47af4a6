import type { TerminalLocaleCatalogue, TerminalMessages } from '../messages/TerminalLocalizer.js';

/** The terminal's French words: `import fr from '@elicitkit/ink/locales/fr'`. */
const messages = {
  'identity.questionFrom': 'Question de <id>{id}</id>',
  'identity.requestFrom': 'Demande de <id>{id}</id>',
  'identity.idWithUrl': '{id} ({url})',
  'identity.callsItself': 'Il se présente comme « {name} » (déclaré par le serveur, non vérifié)',
  'identity.callsItselfVersion':
    'Il se présente comme « {name} {version} » (déclaré par le serveur, non vérifié)',
  'form.noMessage': "(Le serveur n'a envoyé aucun message.)",
  'form.acceptUnavailableTerminal':
    "✖ Impossible d'accepter : {reason} Choisissez Refuser ou Annuler.",
  'summary.notSent':
    '{count, plural, one {Non envoyé : # réponse demande votre attention (en rouge).} many {Non envoyé : # réponses demandent votre attention (en rouge).} other {Non envoyé : # réponses demandent votre attention (en rouge).}}',
  'summary.needAttention':
    '{count, plural, one {# réponse demande votre attention} many {# réponses demandent votre attention} other {# réponses demandent votre attention}}',
  'list.more': '{marker} {count, plural, one {# autre} many {# autres} other {# autres}}',
  'list.noMatch': 'Aucune option ne commence par « {text} ».',
  'url.consent.asksToOpenBrowser': "Il vous demande d'ouvrir cette adresse dans votre navigateur :",
  'url.consent.reallyHost': ' (en réalité <host>{ascii}</host>)',
  'url.consent.port': ' port {port}',
  'url.consent.blockedTerminal': '✖ Cette adresse ne peut pas être ouverte : {reason}',
  'url.consent.copyLine': 'Copiez cette adresse (une ligne) :',
  'outcome.noMessage': '(aucun message)',
  'terminal.scroll': '{position} PgUp/PgDn',
  'terminal.keys.buttons': '←→ choisir · Enter appuyer · Tab/Shift-Tab se déplacer · Esc annuler',
  'terminal.keys.enterSend': 'Enter envoyer',
  'terminal.keys.enterNext': 'Enter suivant',
  'terminal.keys.text': '{enter} · Tab/↑↓ se déplacer · Ctrl-S envoyer · Esc annuler',
  'terminal.editing':
    'Réponse en cours de modification dans votre éditeur ; enregistrez et quittez-le pour revenir.',
  'terminal.noFields': 'Aucune information n’est demandée : Accepter confirme.',
  'terminal.choice.nothingYet': 'Rien de choisi pour l’instant : ↓ ou Space choisit une option',
  'terminal.noAnswer': '(pas de réponse)',
  'terminal.keys.url': '←→/Tab choisir · Enter valider · Esc annuler',
  'terminal.url.site': 'Site :',
  'terminal.acceptUnavailable': 'Accepter indisponible : {reason}',
  'terminal.keys.textSecret':
    '{enter} · Tab/↑↓ se déplacer · Ctrl-S envoyer · Esc annuler · Ctrl-T afficher/masquer',
  'terminal.keys.textEditor':
    '{enter} · Tab/↑↓ se déplacer · Ctrl-S envoyer · Esc annuler · Ctrl-G éditeur',
  'terminal.keys.checkbox':
    '↑↓ se déplacer · Space cocher · Tab champ suivant · {enter} · Esc annuler',
  'terminal.keys.choice': '↑↓ choisir · Tab champ suivant · {enter} · Esc annuler · Ctrl-S envoyer',
  'terminal.keys.yesNo':
    'Space/{yes}/{no} répondre · Tab/↑↓ se déplacer · {enter} · Esc annuler · Ctrl-S envoyer',
  'terminal.yesNoHelp': 'Appuyez sur Space pour passer de Oui à Non, ou tapez {yes} ou {no}.',
  'terminal.yesKey': 'o',
  'terminal.noKey': 'n',
  'terminal.ctrlDForm':
    'Ctrl-D ne ferme pas cette question ; vos réponses sont conservées. Esc annule, Ctrl-S envoie.',
  'terminal.ctrlDUrl': 'Ctrl-D ne ferme pas cette question. Esc annule.',
  'terminal.discardConfirm':
    'Abandonner vos réponses ? Esc à nouveau les abandonne ; toute autre touche les conserve.',
  'terminal.editor.textOnly': 'Ctrl-G ouvre votre éditeur pour les réponses textuelles uniquement.',
  'terminal.editor.taken':
    '{lines, plural, one {Réponse reprise de votre éditeur (# ligne).} many {Réponse reprise de votre éditeur (# lignes).} other {Réponse reprise de votre éditeur (# lignes).}}',
  'terminal.editor.unset':
    'Définissez $VISUAL ou $EDITOR pour écrire cette réponse dans votre éditeur.',
  'terminal.editor.startFailed': 'Impossible de lancer {editor} : {detail}',
  'terminal.editor.stopped': "{editor} a été arrêté ({signal}) ; la réponse n'a pas changé.",
  'terminal.editor.exited':
    "{editor} s'est terminé avec le statut {status} ; la réponse n'a pas changé.",
  'terminal.editor.failed': 'Impossible de modifier dans {editor} : {detail}',
  'terminal.editor.secret':
    "Pas pour ce champ : il ressemble à un secret, et l'éditeur le recevrait sous forme de fichier.",
  'terminal.draft.restored':
    'Saisie de {when} restaurée, non envoyée. Ctrl-R réinitialise un champ.',
  'terminal.draft.justNow': "à l'instant",
  'terminal.draft.minutesAgo':
    '{count, plural, one {il y a # minute} many {il y a # minutes} other {il y a # minutes}}',
  'terminal.draft.hoursAgo':
    '{count, plural, one {il y a # heure} many {il y a # heures} other {il y a # heures}}',
  'terminal.open.notFound': '{command} introuvable',
  'terminal.open.exited': "{command} s'est terminé avec {status}",
  'terminal.keys.stopAsking': 'Ctrl-X empêcher {who} de poser d’autres questions',
  'terminal.arming':
    'Les touches sont ignorées un instant : aucune frappe antérieure ne répond à cette question…',
  'terminal.messageFolded':
    '{count, plural, one {… et # autre caractère du message, non affiché : il est trop long pour être affiché en entier} many {… et # autres caractères du message, non affichés : il est trop long pour être affiché en entier} other {… et # autres caractères du message, non affichés : il est trop long pour être affiché en entier}}',
  'terminal.messageFoldedKey': 'Ctrl-O affiche le message en entier.',
  'terminal.reading': 'Le message en entier, à environ {percent} %',
  'terminal.keys.reading': '↑↓ PgUp/PgDn faire défiler · Home début · Esc revenir à la question',
  'terminal.tooLarge':
    'Cette question est trop grande pour un terminal ({fields} champs, {characters} caractères de message ; les limites sont {maxFields} et {maxCharacters}). Elle n’est pas affichée et elle est annulée.',
  'terminal.unavailableSuffix': ' (indisponible)',
  'terminal.noTerminal':
    '{who} a demandé « {message} », mais il n’y a pas de terminal pour répondre : la question a été annulée. Lancez dans un terminal, ou donnez une règle de réponse pour répondre automatiquement.',
  'terminal.moreWaiting':
    '{count, plural, one {# autre question en attente} many {# autres questions en attente} other {# autres questions en attente}}',
  'url.consent.failedTerminal':
    "Impossible de confirmer l'ouverture de la page ({problem}). Copiez cette adresse dans un navigateur, terminez là-bas, puis choisissez « J'ai terminé » (elle est affichée plus haut sur une ligne).",
  'url.consent.failedNoDetailTerminal':
    "Impossible de confirmer l'ouverture de la page. Copiez cette adresse dans un navigateur, terminez là-bas, puis choisissez « J'ai terminé » (elle est affichée plus haut sur une ligne).",
} satisfies TerminalMessages;

const catalogue: TerminalLocaleCatalogue = Object.freeze({
  locale: 'fr',
  dir: 'ltr',
  messages: Object.freeze(messages),
});
export default catalogue;
