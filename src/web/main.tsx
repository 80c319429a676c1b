import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Landing } from '@/features/landing/landing';
import { isVisitorLanding } from './first-page';
import './styles/index.css';

/**
 * The entry. A signed-out visitor's landing page, most people's first load, renders with React alone;
 * every other page loads the app (router, data cache, session client) as a separate chunk.
 */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
const render = (page: ReactNode) => root.render(<StrictMode>{page}</StrictMode>);

if (isVisitorLanding(window.location.pathname, window.localStorage)) {
  render(<Landing />);
} else {
  void import('./app').then(({ App }) => render(<App />));
}
