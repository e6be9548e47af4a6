import type { ProtocolChoice } from '@elicitkit/client';
import type { FormEvent } from 'react';
import { useState } from 'react';
import type { DemoSettings } from './initialSettings.js';
import { isProtocolChoice } from './initialSettings.js';
import type { ConnectionState } from './useConnection.js';

export interface ConnectBarProps {
  settings: DemoSettings;
  connection: ConnectionState;
  onConnect: (settings: DemoSettings) => void;
}

function statusText(connection: ConnectionState): string {
  switch (connection.status) {
    case 'idle':
      return 'Not connected.';
    case 'connecting':
      return `Connecting to ${connection.settings.serverUrl}…`;
    case 'failed':
      return 'Not connected.';
    case 'connected': {
      const { client, tools } = connection;
      const name = client.server.reportedName ?? 'server';
      const version = client.server.reportedVersion ? ` ${client.server.reportedVersion}` : '';
      // The era is named by its protocol version; the exact version is added only when it differs.
      const protocol =
        client.protocolVersion === client.era
          ? client.era
          : `${client.era} (${client.protocolVersion})`;
      return `Connected to ${name}${version} at ${connection.settings.serverUrl} · ${protocol} · ${tools.length} tool${tools.length === 1 ? '' : 's'}`;
    }
  }
}

/** The server address and protocol choice; Connect (re)connects. */
export function ConnectBar({ settings, connection, onConnect }: ConnectBarProps) {
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
    <form className="connect panel" onSubmit={submit} aria-label="Server">
      <div className="connect-row">
        <label className="grow">
          MCP server URL
          <input
            type="url"
            required
            value={url}
            spellCheck={false}
            placeholder="http://127.0.0.1:3939/mcp"
            onChange={(event) => setUrl(event.target.value)}
          />
        </label>
        <label>
          Protocol
          <select
            value={protocol}
            onChange={(event) => {
              if (isProtocolChoice(event.target.value)) setProtocol(event.target.value);
            }}
          >
            <option value="auto">auto (2026-07-28, else 2025-11-25)</option>
            <option value="2026-07-28">2026-07-28 only</option>
            <option value="2025-11-25">2025-11-25 only</option>
          </select>
        </label>
        <button
          type="submit"
          className="button primary"
          disabled={connection.status === 'connecting'}
        >
          Connect
        </button>
      </div>
      <p className="status-line" role="status" data-testid="connection-status">
        {statusText(connection)}
      </p>
    </form>
  );
}
