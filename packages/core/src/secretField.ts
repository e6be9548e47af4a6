// The spec forbids asking for passwords, API keys, tokens or payment credentials in form mode
// (they belong in URL mode). We cannot stop a server from asking, but we can warn the person.
const NAME_OR_TITLE =
  /\b(pass(word|wd|phrase|code)?|pwd|secret|api[ _-]?key|apikey|access[ _-]?key|private[ _-]?key|(auth|access|bearer|refresh|api|session|github|slack)?[ _-]?token|credit[ _-]?card|card[ _-]?(number|no)|cvv|cvc|security[ _-]?code|iban|client[ _-]?secret)\b/i;
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
  if (NAME_OR_TITLE.test(words(name)) || (title !== undefined && NAME_OR_TITLE.test(title)))
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
