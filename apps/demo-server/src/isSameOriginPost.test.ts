import { describe, expect, it } from 'vitest';
import { isSameOriginPost } from './isSameOriginPost.js';

const PAGE = 'http://127.0.0.1:3939/link/token';

const post = (headers: Record<string, string>) =>
  new Request(PAGE, { method: 'POST', headers: { host: '127.0.0.1:3939', ...headers } });

describe('isSameOriginPost (the sign-in page Finish form)', () => {
  it('accepts the page posting to itself with its real Origin', () => {
    expect(isSameOriginPost(post({ origin: 'http://127.0.0.1:3939' }))).toBe(true);
    expect(
      isSameOriginPost(post({ origin: 'http://127.0.0.1:3939', 'sec-fetch-site': 'same-origin' })),
    ).toBe(true);
  });

  it('accepts a non-browser client, which sends neither Origin nor Sec-Fetch-Site', () => {
    expect(isSameOriginPost(post({}))).toBe(true);
  });

  it('accepts Origin: null only when Sec-Fetch-Site vouches for the same origin', () => {
    expect(isSameOriginPost(post({ origin: 'null', 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(isSameOriginPost(post({ origin: 'null' }))).toBe(false);
    expect(isSameOriginPost(post({ origin: 'null', 'sec-fetch-site': 'cross-site' }))).toBe(false);
    expect(isSameOriginPost(post({ origin: 'null', 'sec-fetch-site': 'same-site' }))).toBe(false);
    expect(isSameOriginPost(post({ origin: 'null', 'sec-fetch-site': 'none' }))).toBe(false);
  });

  it.each([
    ['a foreign origin', { origin: 'http://evil.example' }],
    [
      'a foreign origin that claims same-origin',
      { origin: 'http://evil.example', 'sec-fetch-site': 'same-origin' },
    ],
    [
      'another port on this host',
      { origin: 'http://127.0.0.1:5173', 'sec-fetch-site': 'same-site' },
    ],
    ['another port, without Sec-Fetch-Site', { origin: 'http://127.0.0.1:5173' }],
    ['https on the same host and port', { origin: 'https://127.0.0.1:3939' }],
    ['a cross-site post without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['a same-site post without Origin', { 'sec-fetch-site': 'same-site' }],
  ])('refuses %s', (_what, headers) => {
    expect(isSameOriginPost(post(headers))).toBe(false);
  });
});
