// URL consent drawn by the host on useUrlConsent, with the shadcn/ui-style primitives. The
// address is text (the host marked), never a link; "Open page" waits for the consent box.
import type { RenderContext, UrlElicitation as UrlRequest } from '@elicitkit/core';
import { useUrlConsent } from '@elicitkit/react/headless';
import { useId } from 'react';
import { Alert, Button, Card, Option } from './shadcnPrimitives.js';

export interface HeadlessUrlProps {
  request: UrlRequest;
  context: RenderContext;
  onResult: Parameters<typeof useUrlConsent>[1]['onResult'];
  openUrl: (href: string) => Promise<boolean>;
  messages?: Parameters<typeof useUrlConsent>[1]['messages'];
}

export function HeadlessUrl({ request, context, onResult, openUrl, messages }: HeadlessUrlProps) {
  const consent = useUrlConsent(request, { onResult, context, openUrl, messages });
  const boxId = useId();
  const { url } = consent;
  return (
    <Card label={consent.title.text} lang={consent.localizer.locale} dir={consent.localizer.dir}>
      <h2 className="sh-title">{consent.title.text}</h2>
      <p className="sh-muted" data-identity>
        {consent.server.askedBy.text}
        {consent.server.selfReported?.text}
      </p>
      {consent.danger && <Alert variant="destructive">{consent.danger.text}</Alert>}
      {consent.message !== '' && <p>{consent.message}</p>}
      <p className="sh-code" data-url>
        {url.parts ? (
          <>
            {url.parts.before}
            <mark>{url.parts.host}</mark>
            {url.parts.after}
          </>
        ) : (
          url.display || consent.localizer.format({ key: 'url.consent.noAddress' })
        )}
      </p>
      {consent.warnings.map((w) => (
        <Alert key={w.msg.key}>{w.text}</Alert>
      ))}
      {consent.blocked && <Alert variant="destructive">{consent.blocked.text}</Alert>}
      {consent.openable && (
        <Option
          id={boxId}
          type="checkbox"
          checked={consent.consent}
          disabled={consent.answered || consent.phase !== 'review'}
          onChange={(e) => consent.agree(e.target.checked)}
          label={consent.agreeLabel.text}
        />
      )}
      {consent.status && <p className="sh-muted">{consent.status.text}</p>}
      <div className="sh-row">
        {consent.buttons.map((b) => (
          <Button
            key={b.id}
            variant={b.primary ? 'default' : 'outline'}
            disabled={b.disabled}
            onClick={() => consent.press(b.id)}
          >
            {b.label.text}
          </Button>
        ))}
      </div>
      <p className="sh-muted" role="status">
        {consent.outcome?.text}
      </p>
    </Card>
  );
}
