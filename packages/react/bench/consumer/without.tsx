// The baseline consumer app: React and a root, no elicitkit. The bundle figure is the
// difference between this app and withForm.tsx, each built alone by Vite.
import { createRoot } from 'react-dom/client';

function App() {
  return <p>No question pending.</p>;
}

createRoot(document.getElementById('root')!).render(<App />);
