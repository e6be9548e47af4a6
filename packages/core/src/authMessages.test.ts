import { describe, expect, it } from 'vitest';
import { authorizationErrorMsg, signInMsg, signInStatusMsgs } from './authMessages.js';
import { isCriticalKey } from './messages/isCriticalKey.js';
import { inEnglish } from './messages/english.js';

describe('signInMsg', () => {
  it('names where the person signs in, and the added scopes for a step-up', () => {
    const msg = signInMsg({
      reason: 'scope',
      authorizationServerOrigin: 'https://auth.example.com',
      scopes: ['deploy:write', 'files:read'],
    });
    expect(inEnglish(msg)).toBe(
      'This needs more access (deploy:write files:read). Sign in again at https://auth.example.com to allow it.',
    );
    expect(isCriticalKey(msg.key)).toBe(true);
  });

  it('tells a first sign-in from an expired one', () => {
    const origin = 'https://auth.example.com';
    expect(inEnglish(signInMsg({ reason: 'connect', authorizationServerOrigin: origin }))).toBe(
      'Sign in at https://auth.example.com to use this server.',
    );
    expect(inEnglish(signInMsg({ reason: 'expired', authorizationServerOrigin: origin }))).toBe(
      'Your sign-in has expired. Sign in again at https://auth.example.com.',
    );
  });
});

describe('authorizationErrorMsg', () => {
  it('shows a standard OAuth error code', () => {
    const msg = authorizationErrorMsg({
      code: 'authorization-failed',
      problem: 'server-refused',
      oauthCode: 'access_denied',
    });
    expect(inEnglish(msg)).toBe('The sign-in server refused (access_denied).');
  });

  it("never shows an authorization server's own text in place of a code", () => {
    const msg = authorizationErrorMsg({
      code: 'authorization-failed',
      problem: 'server-refused',
      oauthCode: 'Call +1-555-0100 to unlock your account',
    });
    expect(inEnglish(msg)).toBe('The sign-in server refused.');
  });

  it('has words for every outcome', () => {
    expect(inEnglish(authorizationErrorMsg({ code: 'authorization-declined' }))).toBe(
      'Sign-in was declined. Nothing was sent to the tool.',
    );
    expect(
      inEnglish(authorizationErrorMsg({ code: 'authorization-failed', problem: 'state-mismatch' })),
    ).toMatch(/could not be verified/);
  });
});

describe('signInStatusMsgs', () => {
  const status = {
    signedIn: true,
    issuer: 'https://auth.example.com',
    client: 'registered',
    scopes: ['mcp', 'deploy:write'],
    expiresAt: 2_000,
    refreshable: true,
  };
  const time = (ms: number) => `t${ms}`;

  it('says where, how the client is known, what was granted, until when, and renewal', () => {
    expect(signInStatusMsgs(status, time, 1_000).map(inEnglish)).toEqual([
      'authorization server https://auth.example.com',
      'client registered automatically',
      'scopes: mcp deploy:write',
      'access token valid until t2000',
      'renews by itself',
    ]);
  });

  it('tells an expired token and one that does not renew, and says so when not signed in', () => {
    const expired = { ...status, refreshable: false, scopes: [] };
    expect(signInStatusMsgs(expired, time, 3_000).map(inEnglish).slice(2)).toEqual([
      'scopes: (none named)',
      'access token expired at t2000',
      'does not renew (sign in again when it expires)',
    ]);
    expect(signInStatusMsgs({ ...status, signedIn: false }, time).map(inEnglish)).toEqual([
      'Not signed in.',
    ]);
  });
});
