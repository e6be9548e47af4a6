import type { ProtocolChoice } from '@elicitkit/client';
import { PROTOCOL_2025, PROTOCOL_2026 } from '@elicitkit/core';
import type { FormEvent } from 'react';
import { useState } from 'react';
import type { DemoSettings } from './initialSettings.js';
import { FALLBACK_SERVER_URL, isProtocolChoice } from './initialSettings.js';
import type { DemoMsg } from './locales/DemoCatalogue.js';
import { useDemoWords } from './locales/DemoWordsContext.js';
import type { ConnectionState } from './useConnection.js';

export interface ConnectBarProps {
  settings: DemoSettings;
  connection: ConnectionState;
  onConnect: (settings: DemoSettings) => void;
}

function statusMsg(connection: ConnectionState): DemoMsg {
  switch (connection.status) {
    case 'idle':
    case 'failed':
      return { key: 'connect.status.idle' };
    case 'connecting':
      return { key: 'connect.status.connecting', values: { url: connection.settings.serverUrl } };
    case 'connected': {
      const { client, tools } = connection;
      // The server's name and version are its own words, shown as it reported them.
      const { reportedName, reportedVersion } = client.server;
      // The era is named by its protocol version; the exact version is added only when it differs.
      const protocol =
        client.protocolVersion === client.era
          ? client.era
          : `${client.era} (${client.protocolVersion})`;
      const values = { url: connection.settings.serverUrl, protocol, count: tools.length };
      return reportedName
        ? {
            key: 'connect.status.connected',
            values: {
              ...values,
              server: reportedVersion ? `${reportedName} ${reportedVersion}` : reportedName,
            },
          }
        : { key: 'connect.status.connectedUnnamed', values };
    }
  }
}

/** The server address and protocol choice; Connect (re)connects. */
export function ConnectBar({ settings, connection, onConnect }: ConnectBarProps) {
  const words = useDemoWords();
  const [url, setUrl] = useState(settings.serverUrl);
  const [protocol, setProtocol] = useState<ProtocolChoice>(settings.protocol);
  // New settings from the page (a move, a restore) replace what was typed: adjusted while
  // rendering, as React recommends, instead of an effect that renders twice.
  const [shown, setShown] = useState(settings);
  if (shown !== settings) {
    setShown(settings);
    setUrl(settings.serverUrl);
    setProtocol(settings.protocol);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConnect({ serverUrl: url.trim(), protocol });
  };

  return (
    <form
      className="connect panel"
      onSubmit={submit}
      aria-label={words.demo({ key: 'connect.form' })}
    >
      <div className="connect-row">
        <label className="grow">
          {words.demo({ key: 'connect.url' })}
          <input
            type="url"
            required
            value={url}
            spellCheck={false}
            placeholder={FALLBACK_SERVER_URL}
            onChange={(event) => setUrl(event.target.value)}
          />
        </label>
        <label>
          {words.demo({ key: 'connect.protocol' })}
          <select
            value={protocol}
            onChange={(event) => {
              if (isProtocolChoice(event.target.value)) setProtocol(event.target.value);
            }}
          >
            <option value="auto">
              {words.demo({
                key: 'connect.protocol.auto',
                values: { newer: PROTOCOL_2026, older: PROTOCOL_2025 },
              })}
            </option>
            {[PROTOCOL_2026, PROTOCOL_2025].map((version) => (
              <option key={version} value={version}>
                {words.demo({ key: 'connect.protocol.only', values: { version } })}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="button primary"
          disabled={connection.status === 'connecting'}
        >
          {words.demo({ key: 'connect.button' })}
        </button>
      </div>
      <p className="status-line" role="status" data-testid="connection-status">
        {words.demo(statusMsg(connection))}
      </p>
    </form>
  );
}
