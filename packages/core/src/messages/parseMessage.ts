import { deepFreeze } from './deepFreeze.js';

/**
 * The ICU MessageFormat subset elicitkit's catalogues use, parsed into a small tree by hand (no
 * eval, no Function: it runs under a strict Content-Security-Policy): `{x}`, `{n, number}`,
 * `{n, plural, =0 {…} one {…} other {…}}` with `#`, `{x, select, a {…} other {…}}`, and rich tags
 * `<host>…</host>`. Apostrophes quote as in ICU: `''` is one `'`, `'{'` is a literal brace; any
 * other apostrophe (French "l'adresse") is just text.
 */
export type MessageNode =
  | string
  | { readonly type: 'arg'; readonly name: string }
  | { readonly type: 'number'; readonly name: string }
  | { readonly type: 'pound' }
  | {
      readonly type: 'plural' | 'select';
      readonly name: string;
      readonly options: Readonly<Record<string, readonly MessageNode[]>>;
    }
  | { readonly type: 'tag'; readonly name: string; readonly children: readonly MessageNode[] };

class MessageSyntaxError extends Error {
  constructor(message: string, source: string, at: number) {
    super(`${message} at ${at} in ${JSON.stringify(source)}`);
    this.name = 'MessageSyntaxError';
  }
}

const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;
const TAG_NAME = /[a-z][a-z0-9]*/y;
const SELECTOR = /(=\d+|[A-Za-z_][A-Za-z0-9_-]*)/y;

class Parser {
  at = 0;
  constructor(readonly source: string) {}

  fail(message: string): never {
    throw new MessageSyntaxError(message, this.source, this.at);
  }

  spaces(): void {
    while (this.at < this.source.length && /\s/.test(this.source[this.at] ?? '')) this.at++;
  }

  match(re: RegExp): string | undefined {
    re.lastIndex = this.at;
    const m = re.exec(this.source);
    if (!m) return undefined;
    this.at += m[0].length;
    return m[0];
  }

  expect(ch: string): void {
    if (this.source[this.at] !== ch) this.fail(`expected "${ch}"`);
    this.at++;
  }

  /** Nodes until `}` (inside a plural/select branch), `</` (inside a tag) or the end. */
  nodes(inPlural: boolean, closingTag: string | undefined): MessageNode[] {
    const out: MessageNode[] = [];
    let text = '';
    const flush = (): void => {
      if (text) out.push(text);
      text = '';
    };
    const s = this.source;
    while (this.at < s.length) {
      const ch = s[this.at] as string;
      if (ch === "'") {
        const next = s[this.at + 1];
        if (next === "'") {
          text += "'";
          this.at += 2;
        } else if (next === '{' || next === '}' || next === '<' || (inPlural && next === '#')) {
          const end = s.indexOf("'", this.at + 1);
          if (end < 0) this.fail('unclosed quote');
          text += s.slice(this.at + 1, end);
          this.at = end + 1;
        } else {
          text += ch;
          this.at++;
        }
      } else if (ch === '{') {
        flush();
        out.push(this.argument());
      } else if (ch === '}') {
        break;
      } else if (ch === '#' && inPlural) {
        flush();
        out.push({ type: 'pound' });
        this.at++;
      } else if (ch === '<' && s[this.at + 1] === '/') {
        if (closingTag === undefined) this.fail('closing tag with none open');
        break;
      } else if (ch === '<' && /[a-z]/.test(s[this.at + 1] ?? '')) {
        flush();
        out.push(this.tag(inPlural));
      } else {
        text += ch;
        this.at++;
      }
    }
    flush();
    return out;
  }

  tag(inPlural: boolean): MessageNode {
    this.expect('<');
    const name = this.match(TAG_NAME) ?? this.fail('expected a tag name');
    this.expect('>');
    const children = this.nodes(inPlural, name);
    if (!this.source.startsWith(`</${name}>`, this.at)) this.fail(`expected </${name}>`);
    this.at += name.length + 3;
    return { type: 'tag', name, children };
  }

  argument(): MessageNode {
    this.expect('{');
    this.spaces();
    const name = this.match(NAME) ?? this.fail('expected an argument name');
    this.spaces();
    if (this.source[this.at] === '}') {
      this.at++;
      return { type: 'arg', name };
    }
    this.expect(',');
    this.spaces();
    const kind = this.match(NAME) ?? this.fail('expected number, plural or select');
    this.spaces();
    if (kind === 'number') {
      this.expect('}');
      return { type: 'number', name };
    }
    if (kind !== 'plural' && kind !== 'select') this.fail(`unsupported argument type "${kind}"`);
    this.expect(',');
    const options: Record<string, readonly MessageNode[]> = Object.create(null) as Record<
      string,
      readonly MessageNode[]
    >;
    for (;;) {
      this.spaces();
      if (this.source[this.at] === '}') break;
      const selector = this.match(SELECTOR) ?? this.fail('expected a selector');
      if (Object.prototype.hasOwnProperty.call(options, selector))
        this.fail(`duplicate selector "${selector}"`);
      this.spaces();
      this.expect('{');
      options[selector] = this.nodes(kind === 'plural', undefined);
      this.expect('}');
    }
    if (!options.other) this.fail(`${kind} without "other"`);
    this.expect('}');
    return { type: kind, name, options: Object.freeze(options) };
  }
}

const parsed = new Map<string, readonly MessageNode[]>();
const CACHE_LIMIT = 4096;

/**
 * The tree of one message string, parsed once and cached by its text (renders format the same
 * strings again and again). Throws MessageSyntaxError on text outside the subset.
 */
export function parseMessage(source: string): readonly MessageNode[] {
  const known = parsed.get(source);
  if (known) return known;
  const p = new Parser(source);
  const nodes = p.nodes(false, undefined);
  if (p.at < source.length) p.fail('unexpected "}"');
  const tree = deepFreeze(nodes);
  // Bounded: hosts may feed in generated catalogues; the shipped ones stay well below the limit.
  if (parsed.size >= CACHE_LIMIT) parsed.clear();
  parsed.set(source, tree);
  return tree;
}

/** How many strings have been parsed (tests prove a render does not parse again). */
export function parsedMessageCount(): number {
  return parsed.size;
}
