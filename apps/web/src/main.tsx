import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import { handleOAuthCallback } from './oauth/popupSignIn.js';
import './styles.css';
import '@elicitkit/react/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The sign-in popup lands here: it hands the answer to the page that asked and closes.
if (!handleOAuthCallback())
  createRoot(root).render(
    <StrictMode>
      <ErrorBoundary>
        <App />
      </ErrorBoundary>
    </StrictMode>,
  );
