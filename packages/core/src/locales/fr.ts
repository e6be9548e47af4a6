import { deepFreeze } from '../messages/deepFreeze.js';
import type { LocaleCatalogue, Messages } from '../messages/types.js';

/** French: `import fr from '@elicitkit/core/locales/fr'`. Key caps (Tab, Esc, Enter …) stay as written. */
const messages = {
  'identity.askedBy': 'Demandé par <id>{id}</id>',
  'identity.askedByWithUrl': 'Demandé par <id>{id}</id> <muted>({url})</muted>',
  'identity.unidentified': 'Demandé par <id>un serveur non identifié</id>',
  'identity.reported': ', qui se présente comme « {name} » <muted>(déclaré par le serveur)</muted>',
  'identity.reportedVersion':
    ', qui se présente comme « {name} {version} » <muted>(déclaré par le serveur)</muted>',
  'task.asking': 'Une tâche en cours (id {id}) pose la question',
  'task.askingNoId': 'Une tâche en cours (id inconnu) pose la question',
  'task.line': 'tâche {id} · {status}',
  'task.lineWithMessage': 'tâche {id} · {status} · {message}',
  'task.status':
    '{status, select, working {en cours} input_required {saisie requise} completed {terminée} failed {échouée} cancelled {annulée} other {{status}}}',
  'round.ofTotal': 'Question {round, number} sur {total, number}',
  'round.only': 'Question {round, number}',
  'danger.tool': 'Cet outil peut modifier ou supprimer des données',
  'form.heading': 'Informations demandées',
  'form.messageLabel': 'Message du serveur',
  'form.messageShowAll':
    '{count, plural, one {Afficher tout le message (# caractère de plus)} many {Afficher tout le message (# caractères de plus)} other {Afficher tout le message (# caractères de plus)}}',
  'form.messageShowLess': 'Afficher moins du message',
  'form.noticesLabel': 'Remarques sur cette demande',
  'form.optionalSuffix': ' (facultatif)',
  'form.requiredHidden': ' (obligatoire)',
  'form.requiredNote': 'Les champs marqués d’un * sont obligatoires',
  'form.escapeHint': 'Appuyez sur <key>Esc</key> hors d’un champ pour annuler',
  'form.discardQuestion': 'Abandonner vos réponses ?',
  'form.discardConfirm': 'Abandonner les réponses',
  'form.discardKeep': 'Continuer la saisie',
  'form.acceptUnavailable':
    "Impossible d'accepter : {reason} Vous pouvez toujours refuser ou annuler.",
  'form.cannotAccept': 'Ce formulaire ne peut pas être accepté.',
  'form.clearAnswer': 'Effacer la réponse <hidden>à {label}</hidden>',
  'form.errorPrefix': 'Erreur :',
  'actions.accept': 'Accepter',
  'actions.decline': 'Refuser',
  'actions.cancel': 'Annuler',
  'actions.arming': 'Les boutons répondront dans un instant',
  'refusal.field':
    '{field}: {reason, select, nested {les objets imbriqués ne font pas partie d’un schéma d’élicitation} nullable {un type qui peut être null ne fait pas partie d’un schéma d’élicitation (retirez plutôt le champ de "required")} type {le type "{detail}" ne fait pas partie d’un schéma d’élicitation} keyword {le mot-clé "{detail}" ne fait pas partie d’un schéma d’élicitation} severalTypes {un champ de plusieurs types ne fait pas partie d’un schéma d’élicitation} noType {un champ doit avoir un "type"} notObject {son schéma n’est pas un objet} ref {il renvoie à une définition introuvable} unsafeName {son nom n’est pas sûr} options {ses options ne sont pas une liste de choix textuels} other {il ne fait pas partie d’un schéma d’élicitation}}',
  'summary.title':
    '{count, plural, one {Il y a un problème} many {Il y a # problèmes} other {Il y a # problèmes}}',
  'select.chooseOne': 'Choisissez…',
  'select.noAnswer': 'Pas de réponse',
  'yesno.yes': 'Oui',
  'yesno.no': 'Non',
  'secret.show': 'Afficher <hidden>{label}</hidden>',
  'secret.hide': 'Masquer <hidden>{label}</hidden>',
  'date.timeZone': 'Votre fuseau horaire : {zone}',
  'date.utcOffset': 'UTC{sign}{hours}:{minutes}',
  'date.sent': '= {date} ({iso})',
  'selection.empty': 'Rien de sélectionné — cette réponse sera omise',
  'hint.text.any': 'Saisissez du texte',
  'hint.text.between': 'Saisissez entre {min, number} et {max, number} caractères',
  'hint.text.atLeast':
    '{min, plural, one {Saisissez au moins # caractère} many {Saisissez au moins # caractères} other {Saisissez au moins # caractères}}',
  'hint.text.atMost':
    '{max, plural, one {Saisissez au plus # caractère} many {Saisissez au plus # caractères} other {Saisissez au plus # caractères}}',
  'hint.format.email': 'Saisissez une adresse e-mail, par exemple name@example.com',
  'hint.format.uri': 'Saisissez une adresse web complète, par exemple https://example.com',
  'hint.format.date': 'Saisissez une date, par exemple 28/07/2026, 2026-07-28 ou « demain »',
  'hint.format.dateTime':
    'Saisissez une date et une heure, par exemple 28/07/2026 14:30 ou 2026-07-28T14:30:00Z',
  'hint.native.date': 'Choisissez une date',
  'hint.native.dateTime': 'Choisissez une date et une heure',
  'hint.number.any': 'Saisissez un nombre',
  'hint.number.range': 'Saisissez un nombre de {min, number} à {max, number}',
  'hint.number.atLeast': "Saisissez un nombre d'au moins {min, number}",
  'hint.number.atMost': "Saisissez un nombre d'au plus {max, number}",
  'hint.integer.any': 'Saisissez un nombre entier',
  'hint.integer.range': 'Saisissez un nombre entier de {min, number} à {max, number}',
  'hint.integer.atLeast': "Saisissez un nombre entier d'au moins {min, number}",
  'hint.integer.atMost': "Saisissez un nombre entier d'au plus {max, number}",
  'hint.boolean': 'Choisissez oui ou non',
  'hint.select': "Choisissez l'une des options",
  'hint.multi.any': 'Choisissez parmi les options',
  'hint.multi.exactly': 'Choisissez-en exactement {count, number}',
  'hint.multi.between': 'Choisissez-en entre {min, number} et {max, number}',
  'hint.multi.atLeast': 'Choisissez-en au moins {min, number}',
  'hint.multi.atMost': 'Choisissez-en au plus {max, number}',
  'reason.unsafeName': "Ce champ ne peut pas être rempli ici : son nom n'est pas sûr.",
  'reason.notObject': "Ce champ ne peut pas être rempli ici : son schéma n'est pas un objet.",
  'reason.refMissing':
    'Ce champ ne peut pas être rempli ici : il renvoie à une définition introuvable.',
  'reason.severalTypes':
    'Ce champ ne peut pas être rempli ici : il autorise plusieurs types différents.',
  'reason.noType': "Ce champ ne peut pas être rempli ici : il n'a pas de « type ».",
  'reason.badType':
    "Ce champ ne peut pas être rempli ici : son type {type} n'est ni string, ni number, ni integer, ni boolean, ni array.",
  'reason.nested':
    "Ce champ ne peut pas être rempli ici : les objets imbriqués ne font pas partie du sous-ensemble d'élicitation MCP.",
  'reason.typeNotInSubset':
    "Ce champ ne peut pas être rempli ici : le type « {type} » ne fait pas partie du sous-ensemble d'élicitation MCP.",
  'reason.keyword':
    "Ce champ ne peut pas être rempli ici : le mot-clé « {keyword} » ne fait pas partie du sous-ensemble d'élicitation MCP, la réponse ne pourrait donc pas être vérifiée.",
  'reason.typeUnsupported':
    "Ce champ ne peut pas être rempli ici : le type « {type} » n'est pas pris en charge.",
  'reason.oneOfNotList':
    "Ce champ ne peut pas être rempli ici : « oneOf » doit être une liste d'options.",
  'reason.noOptions':
    'Ce champ ne peut pas être rempli ici : il ne propose aucune option utilisable.',
  'reason.enumNotList':
    "Ce champ ne peut pas être rempli ici : « enum » doit être une liste d'options.",
  'reason.listsMultipleChoice':
    "Ce champ ne peut pas être rempli ici : les listes ne sont prises en charge qu'en choix multiple (items.enum ou items.anyOf).",
  'reason.textOptionsOnly':
    "Ce champ ne peut pas être rempli ici : seules les listes d'options textuelles sont prises en charge.",
  'error.required': 'Ce champ est obligatoire',
  'error.multi.atLeast': 'Choisissez-en au moins {min, number}',
  'error.multi.atMost': 'Choisissez-en au plus {max, number}',
  'error.multi.unique': 'Choisissez chaque option une seule fois',
  'error.text.atLeast':
    '{min, plural, one {Saisissez au moins # caractère} many {Saisissez au moins # caractères} other {Saisissez au moins # caractères}}',
  'error.text.atMost':
    '{max, plural, one {Saisissez au plus # caractère} many {Saisissez au plus # caractères} other {Saisissez au plus # caractères}}',
  'error.invalidAnswer': "Cette réponse n'a pas pu être utilisée.",
  'error.notObject': 'La réponse doit être un objet JSON de valeurs de champs.',
  'error.uncheckable': 'Cette réponse ne peut pas être vérifiée ici ({detail}).',
  'error.unknownField': 'Ce formulaire ne demande pas « {name} »',
  'number.invalid': 'Saisissez un nombre',
  'number.ambiguous':
    '« {text} » peut signifier {first, number} ou {second, number} : écrivez-le sans séparateur de milliers',
  'number.sent': '= {value}',
  'diagnostic.internalError':
    "Un problème est survenu à la lecture de cette question ; elle ne peut qu'être refusée ou annulée.",
  'diagnostic.notAnObject':
    "La demande n'a pas pu être lue ; elle ne peut qu'être refusée ou annulée.",
  'diagnostic.missingMessage': "Le serveur n'a pas expliqué ce qu'il demande (aucun message).",
  'diagnostic.missingSchema':
    "Le serveur n'a pas dit ce qu'il demande ; la demande ne peut qu'être refusée ou annulée.",
  'diagnostic.schemaNotObject':
    "La question est mal formée ; elle ne peut qu'être refusée ou annulée.",
  'diagnostic.noProperties':
    "Cette question n'a aucun champ : elle est présentée comme une confirmation.",
  'diagnostic.emptyForm': "Cette question n'a aucun champ.",
  'diagnostic.ignoredKeyword':
    "Une partie de cette question n'est pas comprise ici et a été ignorée.",
  'diagnostic.refInlined':
    "Une partie de cette question a été complétée à partir d'une définition.",
  'diagnostic.refUnresolved': 'Une partie de cette question renvoie à une définition introuvable.',
  'diagnostic.nullableCollapsed': 'Cette réponse peut rester vide.',
  'diagnostic.typeInferred': 'Le type de réponse a été déduit des options.',
  'diagnostic.enumNamesMismatch':
    "Certaines options n'ont pas de libellé et affichent leur valeur.",
  'diagnostic.duplicateOption':
    'Une option apparaissait plusieurs fois ; elle est affichée une seule fois.',
  'diagnostic.invalidOption': "Une option n'a pas pu être lue et a été ignorée.",
  'diagnostic.invalidDefault':
    'La réponse suggérée ne correspondait pas à la question et a été omise.',
  'diagnostic.invalidConstraint':
    "Une règle pour cette réponse n'a pas pu être utilisée et a été ignorée.",
  'diagnostic.unsupportedProperty': 'Ce champ ne peut pas être rempli ici.',
  'diagnostic.requiredUnsupported':
    "Ce champ obligatoire ne peut pas être rempli ici ; le formulaire ne peut qu'être refusé ou annulé.",
  'diagnostic.requiredUnknown': "La question exige un champ qu'elle ne demande pas.",
  'diagnostic.unsafeKey': 'Un champ au nom dangereux a été refusé.',
  'diagnostic.secretRequested':
    "« {field} » semble demander un mot de passe, une clé, un jeton ou un numéro de carte. Les serveurs ne doivent pas demander de secrets dans un formulaire ; n'en saisissez pas si vous ne faites pas confiance à ce serveur.",
  'diagnostic.unknownMode':
    "Cette application ne comprend pas ce type de demande ; elle ne peut qu'être refusée ou annulée.",
  'diagnostic.unsupportedDialect':
    'La question indique une version de schéma inconnue de cette application ; elle est lue comme la version standard.',
  'diagnostic.tooLarge':
    'Cette question est trop grande pour être affichée ({fields, number} champs, {characters, number} caractères de message ; les limites sont {maxFields, number} et {maxCharacters, number}). Elle n’est pas affichée et est annulée.',
  'blocked.unreadable':
    "Cette demande n'a pas pu être lue ; elle ne peut qu'être refusée ou annulée.",
  'blocked.noSchema':
    "Le serveur n'a pas dit ce qu'il demande ; la demande ne peut qu'être refusée ou annulée.",
  'blocked.malformed': "La question est mal formée ; elle ne peut qu'être refusée ou annulée.",
  'blocked.needs':
    "Ce formulaire a besoin de {fields}, que cette application ne peut pas demander ; il ne peut qu'être refusé ou annulé.",
  'blocked.unknownMode':
    "Cette application ne comprend pas ce type de demande ; elle ne peut qu'être refusée ou annulée.",
  'blocked.requestUnreadable':
    "La demande n'a pas pu être lue ; elle ne peut qu'être refusée ou annulée.",
  'url.consent.open': 'Ouvrir la page',
  'url.consent.openAgain': 'Rouvrir la page',
  'url.consent.finished': "J'ai terminé",
  'url.consent.decline': 'Refuser',
  'url.consent.cancel': 'Annuler',
  'url.consent.copy': "Copier l'adresse",
  'url.consent.review':
    "Rien n'est ouvert ni téléchargé tant que vous n'avez pas choisi « Ouvrir la page ».",
  'url.consent.opening': 'Ouverture de votre navigateur…',
  'url.consent.opened':
    "Ouverte dans votre navigateur. Terminez là-bas, puis choisissez « J'ai terminé ».",
  'url.consent.copied':
    "Adresse copiée. Ouvrez-la dans un navigateur, terminez là-bas, puis choisissez « J'ai terminé ».",
  'url.consent.reask':
    "Le serveur redemande : il ne considère pas encore l'étape comme terminée. Terminez sur la page, puis choisissez « J'ai terminé ».",
  'url.consent.agree': 'Je veux ouvrir cette page sur <host>{site}</host>',
  'url.consent.agreeNoSite': 'Je veux ouvrir cette page',
  'url.consent.agreeNewTab':
    'Je veux ouvrir cette page sur <host>{site}</host> dans un nouvel onglet',
  'url.consent.agreeNoSiteNewTab': 'Je veux ouvrir cette page dans un nouvel onglet',
  'url.consent.failed':
    "Impossible de confirmer l'ouverture de la page ({problem}). Copiez cette adresse dans un navigateur, terminez là-bas, puis choisissez « J'ai terminé » :",
  'url.consent.failedWeb':
    "Impossible de confirmer l'ouverture de la page ({problem}). Copiez cette adresse dans un navigateur, terminez là-bas, puis choisissez « J'ai terminé ».",
  'url.consent.failedNoDetail':
    "Impossible de confirmer l'ouverture de la page. Copiez cette adresse dans un navigateur, terminez là-bas, puis choisissez « J'ai terminé » :",
  'url.consent.failedNoDetailWeb':
    "Impossible de confirmer l'ouverture de la page. Copiez cette adresse dans un navigateur, terminez là-bas, puis choisissez « J'ai terminé ».",
  'url.consent.popupBlocked': 'votre navigateur a peut-être bloqué le nouvel onglet',
  'url.consent.title': 'Ouvrir une page web ?',
  'url.consent.titleDone': 'Une page web a été demandée',
  'url.consent.asksToOpen': "Il vous demande d'ouvrir cette adresse sur <host>{site}</host> :",
  'url.consent.askedToOpen': "Il vous a demandé d'ouvrir cette adresse sur <host>{site}</host> :",
  'url.consent.asksToOpenNoSite': "Il vous demande d'ouvrir cette adresse :",
  'url.consent.askedToOpenNoSite': "Il vous a demandé d'ouvrir cette adresse :",
  'url.consent.noAddress': '(aucune adresse)',
  'url.consent.warningsLabel': 'Avertissements sur cette adresse',
  'url.consent.blocked':
    'Cette adresse ne peut pas être ouverte : {reason} Vous pouvez refuser ou annuler.',
  'url.consent.addressCopied': 'Adresse copiée.',
  'url.consent.copyByHand':
    "L'adresse est sélectionnée : appuyez sur Ctrl+C (⌘C sur Mac) pour la copier.",
  'url.problem.missing': "Le serveur n'a envoyé aucune adresse à ouvrir.",
  'url.problem.invalid': "Ce n'est pas une adresse web valide.",
  'url.problem.scheme':
    'Les adresses commençant par « {scheme}: » ne peuvent pas être ouvertes ici ; seules les adresses web (http/https) le peuvent.',
  'url.warning.insecure':
    "Cette adresse n'est pas chiffrée (http, pas https) : d'autres personnes sur le réseau pourraient lire ou modifier la page.",
  'url.warning.local':
    'Cette adresse pointe vers votre propre ordinateur (un serveur de développement local).',
  'url.warning.ipAddress':
    "Cette adresse est une simple adresse IP et non un site nommé : son nom ne dit pas qui l'exploite.",
  'url.warning.userinfo':
    "Cette adresse contient un nom d'utilisateur avant le « @ » ; le site réellement visité serait <host>{host}</host>.",
  'url.warning.punycode':
    'Ce nom de site contient des caractères internationaux : il se lit « {unicode} » mais est en réalité « <host>{ascii}</host> ». Les lettres qui se ressemblent sont une ruse courante.',
  'url.warning.mixedScripts':
    'Ce nom de site mélange des lettres de différents alphabets, ce qui permet de fabriquer des adresses trompeuses.',
  'outcome.theServer': 'le serveur',
  'outcome.finished': 'Terminé — {who} a été informé que vous avez terminé sur la page',
  'outcome.sent': 'Envoyé à {who} : {answers}',
  'outcome.answer': '{label} : {value}',
  'outcome.acceptedEmpty': "Accepté — {who} a reçu « oui » ; aucune réponse n'a été remplie",
  'outcome.declined': "Refusé — {who} a reçu « non » ; aucune réponse n'a été envoyée",
  'outcome.cancelled':
    "Annulé — {who} a été informé de l'annulation ; aucune réponse n'a été envoyée",
  'outcome.interrupted':
    "Annulé (Ctrl-C) — {who} a été informé de l'annulation ; aucune réponse n'a été envoyée",
  'outcome.kept':
    '{action, select, accept {Conservé pour ce tour — {answers} ; rien n’est envoyé à {who} avant la fin du tour} decline {Refusé — conservé pour ce tour ; rien n’est envoyé à {who} avant la fin du tour} other {Annulé — conservé pour ce tour ; rien n’est envoyé à {who} avant la fin du tour}}',
  'outcome.interruptedUnsent':
    'Arrêté (Ctrl-C) — rien n’a été envoyé ; {who} n’a pas été informé (il voit l’appel se terminer)',
  'outcome.yes': 'Oui',
  'outcome.no': 'Non',
  'outcome.none': '(aucune)',
  'outcome.statusFinished': 'Vous avez indiqué avoir terminé sur cette page.',
  'outcome.statusSent': 'Votre réponse a été envoyée.',
  'outcome.statusDeclined': "Vous avez refusé. Rien d'autre n'a été envoyé.",
  'outcome.statusCancelled': "Annulé. Rien n'a été envoyé.",
  'outcome.closedElsewhere':
    "{state, select, answered {Répondu dans un autre onglet — rien n'a été envoyé d'ici} expired {Expiré — {who} a été informé de l'annulation ; aucune réponse n'a été envoyée} other {Retiré — {who} n'a plus besoin de réponse ; rien n'a été envoyé}}",
  'outcome.notDelivered':
    "Non envoyé — votre réponse n'est pas parvenue à {who}. Elle est conservée ci-dessous : réessayez.",
  'budget.exhausted':
    '{who} continue de poser des questions ; les questions suivantes sont refusées',
  'budget.stopAsking': 'Empêcher {who} de poser d’autres questions',
  'host.aServer': 'un serveur',
  // The page title while questions wait, and a desktop notification's words (never the question).
  'host.titleWaiting': '({count, number}) {title}',
  'host.notifyTitle': 'Une question attend',
  'host.notifyBody': '{who} vous pose une question',
  'host.newRequests':
    '{count, plural, one {# nouvelle demande pour vous.} many {# nouvelles demandes pour vous.} other {# nouvelles demandes pour vous.}}',
  'host.newRequest':
    '{kind, select, url {Nouvelle demande de {who} pour ouvrir une page web.} other {Nouvelle demande de {who} pour vous.}}',
  'host.answersGiven': 'Réponses données',
  'host.moreWaiting':
    '{count, plural, one {# autre en attente} many {# autres en attente} other {# autres en attente}}',
  'auth.signIn.connect': 'Connectez-vous sur <host>{origin}</host> pour utiliser ce serveur.',
  'auth.signIn.expired': 'Votre connexion a expiré. Reconnectez-vous sur <host>{origin}</host>.',
  'auth.signIn.scope':
    'Cela demande davantage d’accès ({scopes}). Reconnectez-vous sur <host>{origin}</host> pour l’autoriser.',
  'auth.signingIn': 'En attente de votre connexion sur <host>{origin}</host>…',
  'auth.required': 'Ce serveur exige une connexion. Rien n’a été envoyé à l’outil.',
  'auth.declined': 'La connexion a été refusée. Rien n’a été envoyé à l’outil.',
  'auth.failed.stateMismatch':
    'La connexion n’a pas pu être vérifiée : la réponse ne provient pas de la connexion lancée par cette application.',
  'auth.failed.issuerMismatch':
    'La connexion n’a pas pu être vérifiée : le serveur de connexion n’est pas celui indiqué par ce serveur.',
  'auth.failed.serverRefused':
    '{code, select, none {Le serveur de connexion a refusé.} other {Le serveur de connexion a refusé ({code}).}}',
  'auth.failed.registrationRejected':
    'Le serveur de connexion n’accepte pas cette application automatiquement. Un identifiant client est nécessaire.',
  'auth.failed.insecureEndpoint':
    'Le serveur de connexion n’utilise pas d’adresse sécurisée (HTTPS).',
  'auth.failed.stillRefused': 'Connecté, mais le serveur refuse toujours l’accès.',
  'auth.failed.other': 'La connexion a échoué.',
  'auth.status.notSignedIn': 'Non connecté.',
  'auth.status.issuer': 'serveur d’autorisation {issuer}',
  'auth.status.client':
    '{kind, select, registered {client enregistré automatiquement} metadata-document {client connu par son document de métadonnées} static {client enregistré au préalable} other {client {kind}}}',
  'auth.status.scopes': 'portées : {scopes}',
  'auth.status.noScopes': 'portées : (aucune nommée)',
  'auth.status.validUntil': 'jeton d’accès valable jusqu’au {time}',
  'auth.status.expiredAt': 'jeton d’accès expiré le {time}',
  'auth.status.refreshable': 'se renouvelle tout seul',
  'auth.status.notRefreshable': 'ne se renouvelle pas (reconnectez-vous à son expiration)',
  'auth.web.signIn': 'Se connecter',
  'auth.web.notNow': 'Pas maintenant',
  'auth.web.signOut': 'Se déconnecter',
  'auth.web.signedIn': 'Connecté',
  'auth.web.signedInAt': 'Connecté à {issuer}',
  'auth.web.callbackDone': 'Connecté. Vous pouvez fermer cette fenêtre.',
} as const satisfies Messages;

const catalogue: LocaleCatalogue = deepFreeze({ locale: 'fr', dir: 'ltr', messages });
export default catalogue;
