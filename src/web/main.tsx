import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/** Entry of the web app. The screens of SPEC.md replace this placeholder. */
function App() {
  return (
    <main>
      <h1>SOS</h1>
      <p>Surfers OS</p>
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
