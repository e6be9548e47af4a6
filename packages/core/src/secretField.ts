// The spec forbids asking for passwords, API keys, tokens or payment credentials in form mode
// (they belong in URL mode). We cannot stop a server from asking, but we can warn the person.
const NAME_OR_TITLE =
  /\b(pass(word|wd|phrase|code)?|pwd|secret|api[ _-]?key|apikey|access[ _-]?key|private[ _-]?key|(auth|access|bearer|refresh|api|session|github|slack)?[ _-]?token|credit[ _-]?card|card[ _-]?(number|no)|cvv|cvc|security[ _-]?code|iban|client[ _-]?secret)\b/i;
// The server's language is not the UI's: titles and names are checked in every language we ship
// (and a few neighbours), whatever the locale. Latin-script words need Unicode-aware edges (\b
// is ASCII-only); German compounds ("Datenbankpasswort") and CJK/Arabic terms match anywhere.
const EDGE_START = '(?<![\\p{L}\\p{N}])';
const EDGE_END = '(?![\\p{L}\\p{N}])';
const WORDS = [
  // German
  'api[ -]?schlüssel',
  'zugangs(daten|schlüssel|token)',
  'zugriffs(schlüssel|token)',
  'privater schlüssel',
  'geheimzahl',
  'kreditkarten?(nummer)?',
  'kartennummer',
  'sicherheitscode',
  'prüfnummer',
  // French
  'mot de passe',
  'mots de passe',
  'mdp',
  'phrase secrète',
  "cl[ée]s? (d'?|de l'?)?api",
  'cl[ée] (secrète|privée|d.accès)',
  "jetons? (d'accès|d'authentification|api)",
  'jeton',
  'numéro de (la )?carte',
  'carte (bancaire|de crédit)',
  'code de sécurité',
  'cryptogramme',
  // Spanish
  'contraseñas?',
  'contrasena',
  'clave( (de )?api| secreta| privada| de acceso)',
  'token de acceso',
  'número de (la )?tarjeta',
  'tarjeta de crédito',
  'código de seguridad',
  // Portuguese
  'senhas?',
  'palavra-passe',
  'chave( (de )?api| secreta| privada| de acesso)',
  'token de acesso',
  'número do cartão',
  'cartão de crédito',
  'código de segurança',
];
const WORDS_ANYWHERE = [
  'passwort',
  'kennwort',
  // Japanese
  'パスワード',
  '暗証番号',
  'APIキー',
  'アクセストークン',
  'トークン',
  '秘密鍵',
  'シークレット',
  'クレジットカード',
  'カード番号',
  'セキュリティコード',
  // Chinese (simplified and traditional)
  '密码',
  '密碼',
  '口令',
  '密钥',
  '密鑰',
  '私钥',
  '令牌',
  '信用卡',
  '卡号',
  '安全码',
  // Arabic
  'كلمة المرور',
  'كلمة السر',
  'كلمة مرور',
  'رمز المرور',
  'الرقم السري',
  'الرمز السري',
  'مفتاح ?(ال)?API',
  'مفتاح (سري|خاص|الوصول)',
  'رمز الوصول',
  'رمز مميز',
  'بطاقة الائتمان',
  'رقم البطاقة',
  'رمز الأمان',
];
// "PIN" in capitals (any language writes it so); a lower-case "pin" is as often a map pin.
const PIN = /(?<![\p{L}\p{N}])PIN(?![\p{L}\p{N}])/u;
const MULTILINGUAL = new RegExp(
  `${EDGE_START}(${WORDS.join('|')})${EDGE_END}|${WORDS_ANYWHERE.join('|')}`,
  'iu',
);

// Descriptions are free text, so look for the request itself and skip negated mentions
// ("do not give us your phone number, pin, or other sensitive info").
const DESCRIPTION =
  /\b(your|the|enter|paste|provide)\s+(\w+\s+)?(password|passphrase|api key|access token|auth token|secret key|client secret|private key|credit card|card number|cvv)\b/i;
const NEGATION = /\b(do not|don't|never|not)\b/i;

function words(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_.-]+/g, ' ');
}

/** True when a field looks like it asks for a secret or payment credential. */
export function looksLikeSecret(name: string, title?: string, description?: string): boolean {
  const spaced = words(name);
  if (NAME_OR_TITLE.test(spaced) || MULTILINGUAL.test(spaced)) return true;
  if (title !== undefined && [NAME_OR_TITLE, MULTILINGUAL, PIN].some((re) => re.test(title)))
    return true;
  if (description === undefined) return false;
  return description
    .split(/[.;!?\n]/)
    .some((clause) => DESCRIPTION.test(clause) && !NEGATION.test(clause));
}

/** True when normalisation flagged the field as asking for a secret: renderers mask it. */
export function isSecretField(field: { diagnostics: readonly { code: string }[] }): boolean {
  return field.diagnostics.some((d) => d.code === 'secret-requested');
}
