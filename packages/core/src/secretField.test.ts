import { describe, expect, it } from 'vitest';
import { looksLikeSecret } from './secretField.js';

describe('looksLikeSecret', () => {
  it('recognises secret-asking field names in any casing style', () => {
    for (const name of [
      'password',
      'passwd',
      'pwd',
      'passphrase',
      'apiKey',
      'api_key',
      'API-Key',
      'accessToken',
      'githubToken',
      'refresh_token',
      'client_secret',
      'privateKey',
      'creditCardNumber',
      'card_number',
      'cvv',
      'iban',
      'token',
    ])
      expect(looksLikeSecret(name), name).toBe(true);
  });

  it('recognises secret-asking titles', () => {
    expect(looksLikeSecret('field1', 'Password')).toBe(true);
    expect(looksLikeSecret('field1', 'Your API key')).toBe(true);
    expect(looksLikeSecret('field1', 'Security code')).toBe(true);
  });

  it('recognises a description that asks for a secret', () => {
    expect(looksLikeSecret('value', 'Value', 'Paste your API key from the dashboard.')).toBe(true);
    expect(looksLikeSecret('value', 'Value', 'Enter the password for the database')).toBe(true);
    expect(looksLikeSecret('value', 'Value', 'Do not share it. Enter your password here.')).toBe(
      true,
    );
  });

  it("does not flag server-everything's warning not to give a PIN", () => {
    expect(
      looksLikeSecret(
        'integer',
        'Integer',
        'Your favorite integer (do not give us your phone number, pin, or other sensitive info)',
      ),
    ).toBe(false);
    expect(looksLikeSecret('note', 'Note', 'Never enter your password here')).toBe(false);
  });

  it('does not flag ordinary fields that merely contain a similar word', () => {
    for (const [name, title] of [
      ['passport', 'Passport number'],
      ['passengers', 'Passenger count'],
      ['bypassCache', 'Bypass cache'],
      ['tokensRemaining', 'Tokens remaining'],
      ['username', 'User name'],
      ['email', 'Email'],
      ['keyboardLayout', 'Keyboard layout'],
    ])
      expect(looksLikeSecret(name as string, title), name).toBe(false);
  });
});

describe('looksLikeSecret in other languages', () => {
  it('recognises password, key, token, PIN and card titles in the shipped languages', () => {
    for (const title of [
      'Passwort',
      'Datenbankpasswort',
      'Kennwort',
      'API-Schlüssel',
      'Geheimzahl',
      'Mot de passe',
      'Clé API',
      "Jeton d'accès",
      'Contraseña',
      'Clave de API',
      'Número de tarjeta',
      'Senha',
      'Chave de API',
      'Código de segurança',
      'パスワード',
      'APIキー',
      '暗証番号',
      '密码',
      'API 密钥',
      '访问令牌',
      'كلمة المرور',
      'مفتاح API',
      'رمز الوصول',
      'PIN',
      'PIN-Code',
    ])
      expect(looksLikeSecret('field1', title), title).toBe(true);
    for (const name of ['passwort', 'mot_de_passe', 'contrasena', 'senha', 'motDePasse'])
      expect(looksLikeSecret(name), name).toBe(true);
  });

  it('leaves ordinary fields alone', () => {
    for (const title of [
      'Benutzername',
      'Passform',
      'Nom',
      'Nombre',
      'Dirección',
      'Pinguin',
      'Pin to top',
      'Opinion',
      'Sensação',
      'ユーザー名',
      '用户名',
      'اسم المستخدم',
      'Mot du jour',
    ])
      expect(looksLikeSecret('field1', title), title).toBe(false);
  });
});
